#!/usr/bin/env python3
"""Validate answers.jsonl of the blind5 set and print counts; the checks are ../blind_validate.py's. Standard library
only: `python3 validate.py` exits 1 on any rule violation."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from blind_validate import BLIND2_DOMAINS, PARAPHRASE_DOMAINS, BlindSet, main  # noqa: E402

BLIND3_DOMAINS = {
    "biographies",
    "car_specs",
    "gardening",
    "school_admissions",
    "shipping_and_returns",
    "public_health_stats",
}

BLIND4_DOMAINS = {
    "gym_and_leisure_memberships",
    "airline_baggage_and_fares",
    "pet_care_and_vets",
    "council_waste_and_recycling",
}

BLIND5 = BlindSet(
    name="blind5",
    path=os.path.join(HERE, "answers.jsonl"),
    prefix="b5-",
    domains=(
        "car_hire",
        "school_trips",
        "public_library_services",
        "community_sports_clubs",
    ),
    earlier_domains=PARAPHRASE_DOMAINS | set(BLIND2_DOMAINS) | BLIND3_DOMAINS | BLIND4_DOMAINS,
    n_items=40,
    per_domain=10,
    per_kind=2,
)

if __name__ == "__main__":
    sys.exit(main(BLIND5))
