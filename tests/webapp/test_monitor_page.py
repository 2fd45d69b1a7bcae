"""`/monitor` through NiceGUI's `user` fixture: this instance's runs and signed events from others, live, filtered."""

from __future__ import annotations

import json
import time

import pytest
from nicegui import app
from nicegui.testing import User
from page_kit import finished, one, texts, until

from engine.webhooks import sign

pytestmark = pytest.mark.asyncio(loop_scope="module")


def _feed():
    return app.state.saife.team.feed


async def test_the_monitor_lists_a_finished_run_and_counts_no_silent_failure(page: User) -> None:
    await page.open("/")
    page.find(marker="example-contract").click()
    word = await finished(page)
    await page.open("/monitor")
    assert texts(one(page, "monitor-silent")).strip() == "Silent failures: 0"
    table = one(page, "monitor-runs")
    await until(lambda: any(row["status"] == word.upper() for row in table.rows))
    mix = one(page, "monitor-status-mix").options["series"][0]["data"]
    assert sum(point["value"] for point in mix) == len(_feed().rows()) >= 1


async def test_another_instances_run_appears_and_filters_narrow_the_list(page: User, api) -> None:
    secret = "monitor-secret-for-tests-0123"
    # This module's app runs without SAIFE_MONITOR_SECRET, so it must refuse to receive (503); signature, staleness
    # and replays are tested on the receiver itself (tests/webhooks/test_receiver.py). The row then goes in directly.
    body = json.dumps(
        {
            "type": "run_completed",
            "run_id": "r_remote",
            "seq": 4,
            "status": "BLOCKED",
            "summary": {
                "run_id": "r_remote",
                "status": "BLOCKED",
                "labs": ["Anthropic"],
                "failed_detectors": ["web"],
                "warnings": 1,
                "elapsed_ms": 321,
            },
        }
    ).encode()
    headers = {
        "X-Saife-Signature": sign(secret, body, int(time.time())),
        "X-Saife-Event-Id": "r_remote:4",
        "content-type": "application/json",
    }
    response = await api.post("/api/webhooks", content=body, headers=headers)
    assert response.status_code == 503
    from engine.monitoring import RunRow

    _feed().add(
        RunRow(
            run_id="r_remote",
            origin="eu-west",
            status="BLOCKED",
            at=time.time(),
            labs=("Anthropic",),
            failed_detectors=("web",),
            warnings=1,
            elapsed_ms=321,
        )
    )
    await page.open("/monitor")
    table = one(page, "monitor-runs")
    await until(lambda: any(row["origin"] == "eu-west" for row in table.rows))
    failures = one(page, "monitor-failures").options["xAxis"]["data"]
    assert "web" in failures
    lab = one(page, "monitor-filter-lab")
    lab.set_value("Anthropic")
    await until(lambda: [row["origin"] for row in table.rows] == ["eu-west"])
    status = one(page, "monitor-filter-status")
    status.set_value("VERIFIED")
    await until(lambda: table.rows == [])
