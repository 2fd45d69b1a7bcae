#!/usr/bin/env python3
"""Assemble answers.jsonl of the blind5 set from items_a.py and items_b.py (the layout: ../blind_build.py)."""
import os
import sys

import items_a
import items_b

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from blind_build import build  # noqa: E402

ORDER = [
    "car_hire",
    "school_trips",
    "public_library_services",
    "community_sports_clubs",
]

if __name__ == "__main__":
    build(HERE, "b5-", ORDER, (items_a, items_b))
