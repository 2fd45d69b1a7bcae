"""The report says which rule gave each closed-world finding, and the bench finds its planted corpus by default."""

from __future__ import annotations

import json

from engine import Config, verify
from saife_cli.bench import PLANTED_DIRS

OFFLINE = Config(offline=True, db_path="", verifier=False)


def test_a_closed_world_finding_names_its_rule_in_the_report():
    report = verify("The cap is $7 million.", sources=["The cap is $5 million."], config=OFFLINE)
    findings = [f for c in json.loads(report.to_json())["claims"] for f in c["findings"]]
    against = [f for f in findings if f["verdict"] == "CONTRADICTED"]
    assert against and all(f["rule_id"] for f in against), findings
    assert all("rule_id" in f for f in findings)


def test_the_benchs_default_planted_corpus_is_in_the_repository():
    assert all(folder.is_dir() and any(folder.iterdir()) for folder in PLANTED_DIRS), PLANTED_DIRS
