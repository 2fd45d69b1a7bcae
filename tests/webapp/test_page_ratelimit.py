"""The page's buttons follow the API's per-client rate limit: same limiter, same client (the visitor's address),
a plain message beside the form instead of a run."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest
from nicegui import app
from nicegui.testing import User
from page_kit import finished, one, runs, texts, until

from webapp.ratelimit import Rate, RateLimiter

pytestmark = pytest.mark.asyncio(loop_scope="module")
BODY = {"answer": "The cap is $5 million. The term is 90 days.", "options": {"mode": "offline"}}


@pytest.fixture
def two_a_minute(running_app: None) -> Iterator[RateLimiter]:
    """The running app's limiter at 2 runs a minute for the test."""
    limiter: RateLimiter = app.state.saife.rate_limit
    saved = limiter.rate
    limiter.rate = Rate(2, 60.0)
    limiter._buckets.clear()
    yield limiter
    limiter.rate = saved
    limiter._buckets.clear()


async def test_the_check_button_is_refused_past_the_limit_with_a_plain_message(
    page: User, two_a_minute: RateLimiter
) -> None:
    await page.open("/")
    one(page, "answer").value = "The cap is $5 million."
    for _ in range(2):
        before = len(runs()._runs)
        page.find(marker="check").click()
        await until(lambda n=before + 1: len(runs()._runs) == n)
        await finished(page)
    before = len(runs()._runs)
    page.find(marker="check").click()
    await until(lambda: "too many requests" in texts(one(page, "input-error")))
    message = texts(one(page, "input-error"))
    wait = re.search(r"try again in (\d+) s", message)
    assert "2 per 60 s" in message and wait is not None and 1 <= int(wait.group(1)) <= 30, message
    assert len(runs()._runs) == before, "a refused click starts no run"
    await page.open("/")  # a fresh tab of the same visitor: the examples are limited too
    page.find(marker="example-clean").click()
    await until(lambda: "try again" in texts(one(page, "input-error")))
    assert len(runs()._runs) == before


async def test_the_page_and_the_api_share_one_bucket_per_client(
    page: User, api: httpx.AsyncClient, two_a_minute: RateLimiter
) -> None:
    # The page's visitor and the API client both come from the test transport's address: one client, one bucket.
    assert (await api.post("/api/verify", json=BODY)).status_code == 202
    await page.open("/")
    one(page, "answer").value = "The cap is $5 million."
    page.find(marker="check").click()
    await finished(page)
    assert (await api.post("/api/verify", json=BODY)).status_code == 429, "the page's run was counted"
    before = len(runs()._runs)
    page.find(marker="check").click()
    await until(lambda: "too many requests" in texts(one(page, "input-error")))
    assert len(runs()._runs) == before
