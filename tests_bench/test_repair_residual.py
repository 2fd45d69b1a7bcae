"""The residual rate of repair over the planted-error cases (tests/repair/fixtures and tests/fixtures/planted): a
suite of offline runs per test, so it runs in the bench lane; the repair's single-run tests stay in tests/repair."""

from __future__ import annotations

import pytest
from repair_planted_kit import OWN_CASES, SHARED_CASES, load_cases, score

from engine import Config

OFFLINE = Config(offline=True, db_path="")


@pytest.mark.parametrize("cases", [[OWN_CASES], [OWN_CASES, SHARED_CASES]], ids=["own", "with-shared"])
async def test_residual_rate_on_planted_errors_is_low_and_no_failure_is_silent(cases) -> None:
    loaded = load_cases([p for p in cases if p.exists()])
    tally = await score(loaded, OFFLINE)
    assert tally.errors >= 17
    assert tally.rate <= 0.10, tally
    assert tally.silent_failures == 0
    report_only = await score(loaded, OFFLINE.model_copy(update={"repair": "report"}))
    assert report_only.rate > 0.5  # without repair the planted errors stay: the figure above is the repair's
