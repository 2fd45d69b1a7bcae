"""Signed webhooks: signatures, replay window, text stripping, and delivery to a real receiver on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
from collections import deque

import pytest

from engine.webhook_store import DeadLetterStore
from engine.webhooks import (
    EVENT_ID_HEADER,
    SIGNATURE_HEADER,
    ReplayGuard,
    WebhookSender,
    WebhookSettings,
    sign,
    verify_signature,
    webhook_body,
)

from .receiver import Receiver

SECRET = "a-webhook-secret-of-some-length"
DONE = {"type": "run_completed", "run_id": "r_1", "seq": 9, "status": "VERIFIED", "final_answer": "The cap is $2m.",
        "stats": {"passes": 1}}


def test_a_signature_verifies_and_any_change_breaks_it() -> None:
    body = b'{"a": 1}'
    header = sign(SECRET, body, 1_000_000)
    assert verify_signature(SECRET, header, body, now=1_000_000)
    assert not verify_signature(SECRET, header, b'{"a": 2}', now=1_000_000)
    assert not verify_signature("another secret", header, body, now=1_000_000)
    assert not verify_signature(SECRET, header.replace("t=1000000", "t=1000001"), body, now=1_000_000)


def test_signatures_older_or_newer_than_five_minutes_are_rejected() -> None:
    header = sign(SECRET, b"x", 1_000_000)
    assert verify_signature(SECRET, header, b"x", now=1_000_300)
    assert not verify_signature(SECRET, header, b"x", now=1_000_301)
    assert not verify_signature(SECRET, header, b"x", now=999_699)


@pytest.mark.parametrize("header", [None, "", "garbage", "t=abc,v1=00", "v1=00", "t=1000000", "t=1000000,v1="])
def test_malformed_headers_never_verify(header: str | None) -> None:
    assert not verify_signature(SECRET, header, b"x", now=1_000_000)


def test_one_of_several_v1_signatures_may_match_during_secret_rotation() -> None:
    good = sign(SECRET, b"x", 1_000_000).split(",")[1]
    assert verify_signature(SECRET, f"t=1000000,v1={'0' * 64},{good}", b"x", now=1_000_000)


def test_the_replay_guard_refuses_an_event_id_seen_inside_the_window() -> None:
    clock = [0.0]
    guard = ReplayGuard(window_s=600, clock=lambda: clock[0])
    assert guard.first_time("r_1:9")
    assert not guard.first_time("r_1:9")
    assert guard.first_time("r_1:10")
    clock[0] = 601
    assert guard.first_time("r_1:9")  # forgotten: its signature is stale by now anyway


def test_texts_leave_only_when_the_operator_opts_in() -> None:
    started = {"type": "run_started", "run_id": "r", "seq": 1, "answer": "secret answer", "sources": [{"text": "s"}],
               "question": "q?", "roles": {"judge": "openai/x (OpenAI)"}}
    stripped = webhook_body(started, include_texts=False)
    assert "secret answer" not in json.dumps(stripped)
    assert stripped["roles"] == started["roles"] and stripped["run_id"] == "r"
    assert webhook_body(started, include_texts=True) == started


def test_only_terminal_events_are_sent_unless_all_are_asked_for() -> None:
    terminal = WebhookSettings(urls=("http://x",), secret=SECRET)
    assert terminal.wants(DONE) and not terminal.wants({"type": "finding"})
    assert WebhookSettings(urls=("http://x",), secret=SECRET, all_events=True).wants({"type": "finding"})
    assert not WebhookSettings(urls=("http://x",), secret="").wants(DONE)


def test_settings_come_from_the_environment() -> None:
    settings = WebhookSettings.from_env({"SAIFE_WEBHOOK_URLS": "https://a/x, https://b/y", "SAIFE_WEBHOOK_SECRET": "s",
                                         "SAIFE_WEBHOOK_EVENTS": "all"})
    assert settings.urls == ("https://a/x", "https://b/y") and settings.all_events and not settings.include_texts


@pytest.fixture
def receiver():
    server = Receiver().start()
    yield server
    server.stop()


def _sender(url: str, store: DeadLetterStore | None = None, **kw) -> tuple[WebhookSender, list[float]]:
    sleeps: list[float] = []

    async def no_wait(seconds: float) -> None:
        sleeps.append(seconds)

    settings = WebhookSettings(urls=(url,), secret=SECRET, allow_private=True, **kw)
    return WebhookSender(settings, store.add if store else None, sleep=no_wait, rng=lambda: 0.5), sleeps


async def test_a_delivered_event_is_signed_and_carries_its_idempotency_key(receiver: Receiver) -> None:
    sender, _ = _sender(receiver.url)
    [result] = await sender.deliver(DONE)
    assert result.delivered and result.attempts == 1
    [got] = receiver.received
    assert got.headers[EVENT_ID_HEADER.lower()] == "r_1:9"
    assert verify_signature(SECRET, got.headers[SIGNATURE_HEADER.lower()], got.body)
    assert json.loads(got.body)["status"] == "VERIFIED"
    assert "$2m" not in got.body.decode()  # the final answer is a text: not sent by default


async def test_failures_are_retried_with_growing_jittered_delays(receiver: Receiver) -> None:
    receiver.script = deque([(500, {}), (503, {"Retry-After": "7"}), (200, {})])
    sender, sleeps = _sender(receiver.url)
    [result] = await sender.deliver(DONE)
    assert result.delivered and result.attempts == 3
    assert sleeps == [0.5 * 0.75, 7.0]  # backoff with jitter, then the receiver's Retry-After (larger)
    assert len({r.headers[EVENT_ID_HEADER.lower()] for r in receiver.received}) == 1  # same key on every retry


async def test_what_never_arrives_lands_in_the_dead_letter_table(receiver: Receiver, tmp_path) -> None:
    store = DeadLetterStore(tmp_path / "hooks.sqlite3")
    receiver.script = deque([(500, {})] * 3)
    sender, _ = _sender(receiver.url, store, max_attempts=3)
    [result] = await sender.deliver(DONE)
    assert not result.delivered and result.attempts == 3
    [letter] = store.recent()
    assert letter.event_id == "r_1:9" and letter.attempts == 3 and "HTTP 500" in letter.error
    assert (tmp_path / "hooks.sqlite3").stat().st_mode & 0o777 == 0o600


async def test_a_refusal_is_not_retried(receiver: Receiver, tmp_path) -> None:
    store = DeadLetterStore(tmp_path / "hooks.sqlite3")
    receiver.script = deque([(400, {})])
    sender, sleeps = _sender(receiver.url, store)
    [result] = await sender.deliver(DONE)
    assert not result.delivered and result.attempts == 1 and sleeps == [] and store.count() == 1


async def test_a_replay_answer_from_the_receiver_counts_as_delivered(receiver: Receiver) -> None:
    receiver.script = deque([(409, {})])
    sender, _ = _sender(receiver.url)
    [result] = await sender.deliver(DONE)
    assert result.delivered


async def test_loopback_webhook_urls_are_refused_by_the_address_guard(receiver: Receiver, tmp_path) -> None:
    store = DeadLetterStore(tmp_path / "hooks.sqlite3")
    sender = WebhookSender(WebhookSettings(urls=(receiver.url,), secret=SECRET), store.add)
    [result] = await sender.deliver(DONE)
    assert not result.delivered and "loopback" in result.error and receiver.received == []


async def test_a_receiver_restarted_mid_stream_gets_every_event_once(tmp_path) -> None:
    first = Receiver().start()
    port = first.port
    store = DeadLetterStore(tmp_path / "hooks.sqlite3")
    restarted: list[Receiver] = []

    async def wait_and_restart(seconds: float) -> None:
        if not restarted:  # the receiver comes back while the sender backs off
            restarted.append(Receiver().start(port))

    settings = WebhookSettings(urls=(first.url,), secret=SECRET, allow_private=True, timeout_s=2)
    sender = WebhookSender(settings, store.add, sleep=wait_and_restart)
    events = [dict(DONE, seq=n, run_id=f"r_{n}") for n in range(40)]
    for event in events[:20]:
        sender.submit(event)
    await sender.drain()
    first.stop()
    for event in events[20:]:
        sender.submit(event)
    await sender.drain()
    try:
        got = first.received + restarted[0].received
        keys = [r.headers[EVENT_ID_HEADER.lower()] for r in got]
        assert sorted(set(keys)) == sorted(f"r_{n}:{n}" for n in range(40))
        assert store.count() == 0
    finally:
        restarted[0].stop()


async def test_submit_never_blocks_the_caller(receiver: Receiver) -> None:
    receiver.script = deque([(500, {})] * 50)
    gate = asyncio.Event()

    async def slow(seconds: float) -> None:
        await gate.wait()

    settings = WebhookSettings(urls=(receiver.url,), secret=SECRET, allow_private=True, max_attempts=2)
    sender = WebhookSender(settings, sleep=slow)
    sender.submit(DONE)  # returns at once although the delivery is stuck in its backoff
    await asyncio.sleep(0.2)
    gate.set()
    await sender.drain()
