#!/usr/bin/env python3
"""Validate answers.jsonl of the blind2 set and print counts; the checks are ../blind_validate.py's. Standard library
only: `python3 validate.py` exits 1 on any rule violation."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from blind_validate import BLIND2_DOMAINS, PARAPHRASE_DOMAINS, BlindSet, main  # noqa: E402

BLIND2 = BlindSet(
    name="blind2",
    path=os.path.join(HERE, "answers.jsonl"),
    prefix="b2-",
    domains=BLIND2_DOMAINS,
    earlier_domains=PARAPHRASE_DOMAINS,
    n_items=80,
    per_domain=8,
    per_kind=4,
)

if __name__ == "__main__":
    sys.exit(main(BLIND2))
