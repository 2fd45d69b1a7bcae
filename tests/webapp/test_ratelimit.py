"""Per-client rate limits: token buckets by bearer token or IP address; 429 with Retry-After and a readable
`detail` through the API; other clients are not affected."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from nicegui import app

from webapp.ratelimit import Rate, RateLimiter, client_key

pytestmark = pytest.mark.asyncio(loop_scope="module")
BODY = {"answer": "The cap is $5 million. The term is 90 days.", "options": {"mode": "offline"}}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize(
    ("text", "rate"),
    [("30/minute", Rate(30, 60.0)), ("5/s", Rate(5, 1.0)), ("100 per hour", Rate(100, 3600.0)),
     ("10/5min", Rate(10, 300.0)), ("off", None), ("", None), ("0", None)],
)  # fmt: skip
async def test_rates_are_read_from_plain_text(text: str, rate: Rate | None) -> None:
    assert Rate.parse(text) == rate


async def test_a_rate_that_cannot_be_read_is_refused_with_the_variable_named() -> None:
    with pytest.raises(ValueError, match="SAIFE_RATE_LIMIT"):
        RateLimiter.from_env({"SAIFE_RATE_LIMIT": "lots"})
    assert RateLimiter.from_env({}).rate == Rate(30, 60.0)


async def test_a_bucket_allows_its_burst_then_refills_over_time() -> None:
    clock = Clock()
    limiter = RateLimiter(Rate(3, 60.0), clock=clock)
    assert all(limiter.take("a").allowed for _ in range(3))
    refused = limiter.take("a")
    assert not refused.allowed and refused.retry_after_s == 20  # one token every 20 s
    assert limiter.take("b").allowed, "another client has its own bucket"
    clock.now += 20
    assert limiter.take("a").allowed and not limiter.take("a").allowed


async def test_buckets_are_bounded_in_number() -> None:
    limiter = RateLimiter(Rate(1, 60.0), max_clients=2, clock=Clock())
    for key in ("a", "b", "c"):
        assert limiter.take(key).allowed
    assert len(limiter._buckets) == 2


async def test_the_client_is_its_bearer_token_else_its_address() -> None:
    by_token = client_key([(b"authorization", b"Bearer secret-one")], "10.0.0.1")
    assert by_token.startswith("token:") and "secret-one" not in by_token
    assert by_token == client_key([(b"Authorization", b"bearer secret-one")], "10.0.0.2")
    assert by_token != client_key([(b"authorization", b"Bearer secret-two")], "10.0.0.1")
    assert client_key([], "10.0.0.1") == "ip:10.0.0.1" != client_key([], "10.0.0.2")
    unchecked = RateLimiter(Rate(1, 60.0))  # a server that checks no token: a made-up token is no new client
    assert unchecked.key([(b"authorization", b"Bearer made-up")], "10.0.0.1") == "ip:10.0.0.1"


@pytest.fixture
def strict_limit(running_app: None) -> Iterator[RateLimiter]:
    """The running app's limiter at 2 runs a minute for the test."""
    limiter: RateLimiter = app.state.saife.rate_limit
    saved = limiter.rate, limiter.by_token
    limiter.rate = Rate(2, 60.0)
    limiter._buckets.clear()
    yield limiter
    limiter.rate, limiter.by_token = saved
    limiter._buckets.clear()


async def test_without_token_checks_made_up_tokens_do_not_escape_the_address_limit(
    api: httpx.AsyncClient, strict_limit: RateLimiter
) -> None:
    assert not strict_limit.by_token, "the test app checks no access token"
    statuses = [
        (await api.post("/api/verify", json=BODY, headers={"Authorization": f"Bearer fresh-{n}"})).status_code
        for n in range(3)
    ]
    assert statuses == [202, 202, 429]


async def test_a_client_over_its_rate_gets_429_and_others_are_unaffected(
    api: httpx.AsyncClient, strict_limit: RateLimiter
) -> None:
    strict_limit.by_token = True  # as on a server with SAIFE_ACCESS_TOKEN, where a bearer token names the client
    alice = {"Authorization": "Bearer alice-token"}
    statuses = [(await api.post("/api/verify", json=BODY, headers=alice)).status_code for _ in range(2)]
    assert statuses == [202, 202]
    refused = await api.post("/api/verify", json=BODY, headers=alice)
    assert refused.status_code == 429
    assert refused.headers["Retry-After"] == "30"
    assert "too many requests" in refused.json()["detail"] and "2 per 60 s" in refused.json()["detail"]
    bob = await api.post("/api/verify", json=BODY, headers={"Authorization": "Bearer bob-token"})
    assert bob.status_code == 202, "another token holder is not limited by alice's use"
    by_address = await api.post("/api/verify", json=BODY)
    assert by_address.status_code == 202, "a client without a token is counted by its address"
    strict_limit.by_token = False
    assert (await api.post("/api/verify", json=BODY)).status_code == 202
    address_spent = await api.post("/api/verify", json=BODY)
    assert address_spent.status_code == 429, "the address has its own bucket, now spent too"
    assert (await api.get("/api/health")).status_code == 200, "health is never rate-limited"
