"""The monitor in a real browser: a finished run, the silent-failure count, the charts drawn, a filter."""

from __future__ import annotations

import httpx
import pytest
from e2e_kit import Server, shot
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e


def test_the_monitor_shows_runs_and_draws_its_charts(page: Page, server: Server) -> None:
    answer = {"answer": "The cap is $5 million.", "sources": ["The cap is $2 million."]}
    run_id = httpx.post(f"{server.url}/api/verify", json=answer, timeout=30).json()["run_id"]
    with httpx.stream("GET", f"{server.url}/api/runs/{run_id}/events", timeout=60) as events:
        for _ in events.iter_lines():
            pass  # until the terminal event
    page.goto("/monitor")
    expect(page.get_by_test_id("monitor-silent")).to_have_text("Silent failures: 0")
    expect(page.get_by_test_id("monitor-runs").locator("tbody tr").first).to_be_visible()
    for chart in ("monitor-status-mix", "monitor-failures", "monitor-latency", "monitor-cost"):
        expect(page.get_by_test_id(chart).locator("canvas")).to_have_count(1)
    expect(page.get_by_test_id("monitor-summary")).to_contain_text("p95 latency")
    shot(page, "monitor")
