"""The short summary integrations hand back names disclosures: claims left as written and marked [unconfirmed]."""

from __future__ import annotations

from engine import Config, verify
from saife_integrations.results import summarize


def test_the_summary_counts_claims_marked_unconfirmed() -> None:
    source = "The library on the second floor holds 4,000 books."
    report = verify("Volunteers repaint the shelves every spring.", [source], config=Config(offline=True, db_path=""))
    assert report.final_answer.endswith("[unconfirmed]")
    assert "Changed: 1 marked [unconfirmed]." in summarize(report).splitlines()
