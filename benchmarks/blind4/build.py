#!/usr/bin/env python3
"""Assemble answers.jsonl of the blind4 set from items_a.py and items_b.py (the layout: ../blind_build.py)."""
import os
import sys

import items_a
import items_b

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from blind_build import build  # noqa: E402

ORDER = [
    "gym_and_leisure_memberships",
    "airline_baggage_and_fares",
    "pet_care_and_vets",
    "council_waste_and_recycling",
]

if __name__ == "__main__":
    build(HERE, "b4-", ORDER, (items_a, items_b))
