#!/usr/bin/env python3
"""Validate answers.jsonl of the blind3 set and print counts; the checks are ../blind_validate.py's. Standard library
only: `python3 validate.py` exits 1 on any rule violation."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from blind_validate import BLIND2_DOMAINS, PARAPHRASE_DOMAINS, BlindSet, main  # noqa: E402

BLIND3 = BlindSet(
    name="blind3",
    path=os.path.join(HERE, "answers.jsonl"),
    prefix="b3-",
    domains=(
        "biographies",
        "car_specs",
        "gardening",
        "school_admissions",
        "shipping_and_returns",
        "public_health_stats",
    ),
    earlier_domains=PARAPHRASE_DOMAINS | set(BLIND2_DOMAINS),
    n_items=60,
    per_domain=10,
    per_kind=3,
)

if __name__ == "__main__":
    sys.exit(main(BLIND3))
