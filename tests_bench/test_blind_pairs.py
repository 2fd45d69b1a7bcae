"""The verifier's in-domain training pairs: only the blind sets' development halves are read, a supported claim is
paired with the window that holds its writer's quote, and every synthetic pair made from it is a false claim."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "verifier"))

import blind_pairs


def test_only_development_halves_are_read() -> None:
    rows = blind_pairs.development_items()
    assert rows
    assert all(int(row["id"].rsplit("-", 1)[1]) % 2 == 1 for row in rows)
    assert {row["id"].split("-")[0] for row in rows} == {"b2", "b3", "b4", "b5"}


def test_a_supported_claim_is_entailed_by_its_quotes_window_and_its_synthetic_variants_are_not() -> None:
    source = (
        "The Harbour Museum opens at 10:00 on weekdays. Entry costs £12 for adults. "
        "The museum was founded by Clara Venn in 1921. Guided tours leave every hour from the main hall."
    )
    supported = {"text": "Adults pay £12 to get in.", "label": "supported", "quote": "Entry costs £12 for adults"}
    wrong = {
        "text": "Clara Venn founded it in 1931.",
        "label": "contradicted",
        "quote": "founded by Clara Venn in 1921",
    }
    row = {"id": "b9-001", "sources": [source], "claims": [{**supported, "source": 0}, {**wrong, "source": 0}]}
    pairs = blind_pairs.pairs_of(row, 2, random.Random(13))
    entailed = [p for p in pairs if p["label"] == "entailment"]
    assert entailed and all("Entry costs £12 for adults" in p["premise"] for p in entailed)
    assert all(p["hypothesis"] == "Adults pay £12 to get in." for p in entailed)
    made = [
        p for p in pairs if p["recipe"] in ("blind_swap_number", "blind_swap_name", "blind_negate", "blind_antonym")
    ]
    assert made and all(p["label"] == "contradiction" and p["hypothesis"] != "Adults pay £12 to get in." for p in made)
    contradicted = [p for p in pairs if p["recipe"] == "blind_contradicted"]
    assert contradicted and all("1921" in p["premise"] and p["label"] == "contradiction" for p in contradicted)
