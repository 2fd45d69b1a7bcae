"""The verifying proxy served by real uvicorn on 127.0.0.1, driven by the real `openai` SDK, with the writer on
the scripted OpenAI-compatible server. Checks run offline (no judge), so only the writer is a model."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import openai
import pytest
from servers.scripted import Reply, Script, ScriptedServer

from engine import Config
from saife_integrations.proxy import ProxySettings, build_app
from saife_integrations.proxy_breaker import STOPPED_NOTICE

SOURCE = "The plan was approved in 2021 by the board."
SUPPORTED = "The plan was approved in 2021."
BLOCKED = "The revenue rose from $10 million to $15 million, an increase of 80%."
MIXED = "The plan was approved in 2021. 15% of 200 is 45. The board met twice that year."
QUESTION = [{"role": "user", "content": "When was the plan approved?"}]


@pytest.fixture
def writer(oai: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> ScriptedServer:
    monkeypatch.setenv("SAIFE_WRITER_MODEL", "openai/gpt-4o-mini")
    monkeypatch.setenv("SAIFE_WRITER_BASE_URL", oai.root + "/v1")
    monkeypatch.setenv("SAIFE_WRITER_API_KEY", "sk-writer-test-key-0123456789")
    return oai


def start_proxy(**settings: object) -> ScriptedServer:
    app = build_app(Config.from_env, ProxySettings.from_env(check_offline=True, **settings))
    return ScriptedServer(app, Script()).start()  # type: ignore[arg-type]


@pytest.fixture
def proxy(writer: ScriptedServer) -> Iterator[ScriptedServer]:
    server = start_proxy()
    yield server
    server.stop()


def client(server: ScriptedServer, key: str = "unused") -> openai.OpenAI:
    return openai.OpenAI(base_url=server.root + "/v1", api_key=key, max_retries=0, timeout=60)


def ask(server: ScriptedServer, *, sources: list[str] | None = None, **kwargs: object) -> tuple[dict, object]:
    extra = {"saife": {"sources": sources}} if sources is not None else None
    raw = client(server).chat.completions.with_raw_response.create(
        model="gpt-4o-mini", messages=kwargs.pop("messages", QUESTION), extra_body=extra, **kwargs
    )
    return dict(raw.headers), raw.parse()


def test_a_supported_answer_is_returned_with_its_report_and_status(writer: ScriptedServer, proxy) -> None:
    writer.script.queue(Reply(content=SUPPORTED))
    headers, completion = ask(proxy, sources=[SOURCE])
    assert headers["x-saife-status"] == "VERIFIED"
    assert completion.choices[0].message.content == SUPPORTED
    assert completion.choices[0].finish_reason == "stop"
    report = completion.model_extra["saife"]
    assert report["status"] == "VERIFIED"
    assert report["answer"] == SUPPORTED
    assert completion.usage.completion_tokens > 0
    assert writer.script.requests[0].last_user == "When was the plan approved?"


def test_the_final_answer_replaces_a_wrong_computation(writer: ScriptedServer, proxy) -> None:
    writer.script.queue(Reply(content="15% of 200 is 45."))
    headers, completion = ask(proxy, sources=[])
    assert headers["x-saife-status"] == "VERIFIED"  # verified after the correction
    assert completion.choices[0].message.content == "15% of 200 is 30."
    assert completion.model_extra["saife"]["edits"][0]["kind"] == "correct"


def test_a_blocked_answer_is_withheld(writer: ScriptedServer, proxy) -> None:
    writer.script.queue(Reply(content=BLOCKED))
    headers, completion = ask(proxy, sources=[])
    assert headers["x-saife-status"] == "BLOCKED"
    assert completion.choices[0].finish_reason == "content_filter"
    assert "80%" not in completion.choices[0].message.content
    assert "withheld" in completion.choices[0].message.content
    assert completion.model_extra["saife"]["claims"][0]["verdict"] == "CONTRADICTED"


def test_system_messages_are_sources_only_when_the_operator_allows(writer: ScriptedServer) -> None:
    messages = [{"role": "system", "content": SOURCE}, *QUESTION]
    for allowed, expected in ((True, "VERIFIED"), (False, "CAUTION")):
        server = start_proxy(sources_from_system=allowed)
        try:
            writer.script.queue(Reply(content=SUPPORTED))
            headers, _ = ask(server, messages=messages)
        finally:
            server.stop()
        assert headers["x-saife-status"] == expected
    assert writer.script.requests[0].body["messages"][0] == {"role": "system", "content": SOURCE}


def stream_pieces(server: ScriptedServer, **kwargs: object) -> tuple[list[str], list, dict]:
    stream = client(server).chat.completions.create(
        model="gpt-4o-mini", messages=QUESTION, stream=True, extra_body={"saife": {"sources": [SOURCE]}}, **kwargs
    )
    pieces, finishes, report = [], [], {}
    for event in stream:
        for choice in event.choices:
            if choice.delta.content:
                pieces.append(choice.delta.content)
            if choice.finish_reason:
                finishes.append(choice.finish_reason)
        report = (event.model_extra or {}).get("saife", report)
    return pieces, finishes, report


def test_streaming_sends_checked_text_first_and_never_the_contradicted_claim(writer: ScriptedServer, proxy) -> None:
    writer.script.queue(Reply(content=MIXED))
    pieces, finishes, report = stream_pieces(proxy)
    assert pieces[0] == "The plan was approved in 2021."  # released on its own, before the rest was settled
    assert not any("45" in piece for piece in pieces)
    assert "".join(pieces) == report["final_answer"]
    fixed = [edit["kind"] for edit in report["edits"] if "45" in edit["before"]]
    assert fixed in (["remove"], ["correct"])  # the wrong claim was taken out of the final answer, never sent
    assert finishes == ["stop"]
    assert report["status"] in {"VERIFIED", "CAUTION"}


def test_streaming_can_stop_at_the_contradicted_claim(writer: ScriptedServer) -> None:
    server = start_proxy(on_contradicted="stop")
    try:
        writer.script.queue(Reply(content=MIXED))
        pieces, finishes, report = stream_pieces(server, stream_options={"include_usage": True})
    finally:
        server.stop()
    assert "".join(pieces) == "The plan was approved in 2021." + STOPPED_NOTICE
    assert finishes == ["content_filter"]
    assert report["answer"] == MIXED  # the report still follows, for the record


def test_streaming_a_blocked_answer_sends_only_the_notice(writer: ScriptedServer, proxy) -> None:
    writer.script.queue(Reply(content=BLOCKED))
    pieces, finishes, report = stream_pieces(proxy)
    assert not any("80%" in piece for piece in pieces)
    assert finishes == ["content_filter"]
    assert report["status"] == "BLOCKED"


def test_streaming_usage_arrives_when_asked(writer: ScriptedServer, proxy) -> None:
    writer.script.queue(Reply(content=SUPPORTED))
    stream = client(proxy).chat.completions.create(
        model="m", messages=QUESTION, stream=True, stream_options={"include_usage": True},
        extra_body={"saife": {"sources": [SOURCE]}},
    )  # fmt: skip
    usages = [event.usage for event in stream if event.usage is not None]
    assert usages and usages[-1].completion_tokens > 0


def test_the_access_token_is_required_when_set(writer: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_ACCESS_TOKEN", "proxy-token-1234567890")
    server = start_proxy()
    try:
        with pytest.raises(openai.AuthenticationError) as refused:
            client(server, key="wrong").chat.completions.create(model="m", messages=QUESTION)
        writer.script.queue(Reply(content=SUPPORTED))
        ok = client(server, key="proxy-token-1234567890").chat.completions.create(model="m", messages=QUESTION)
    finally:
        server.stop()
    assert refused.value.body["code"] == "invalid_api_key"
    assert ok.choices[0].message.content.startswith("The plan was approved in 2021")
    assert len(writer.script.requests) == 1  # the refused call never reached the writer


@pytest.mark.parametrize(
    ("body", "param", "code"),
    [
        (b"{not json", None, "invalid_json"),
        (b"[1, 2]", None, "invalid_json"),
        (b'{"model": "m"}', "messages", "missing_required_parameter"),
        (b'{"messages": []}', "messages", "invalid_value"),
        (b'{"messages": [{"role": "wizard", "content": "hi"}]}', "messages.0.role", "invalid_value"),
        (b'{"messages": [{"role": "system", "content": "only a system message"}]}', "messages", "invalid_value"),
        (
            b'{"messages": [{"role": "user", "content": "hi"}], "tools": [{"type": "function"}]}',
            "tools",
            "invalid_value",
        ),
        (b'{"messages": [{"role": "user", "content": "hi"}], "n": 3}', "n", "invalid_value"),
        (
            b'{"messages": [{"role": "user", "content": "hi"}], "saife": {"sources": "one text"}}',
            "saife.sources",
            "invalid_value",
        ),
    ],
)
def test_malformed_requests_get_openai_style_errors(proxy, body: bytes, param: str | None, code: str) -> None:
    reply = httpx.post(proxy.root + "/v1/chat/completions", content=body, headers={"content-type": "application/json"})
    assert reply.status_code == 400
    error = reply.json()["error"]
    assert set(error) >= {"message", "type", "code"}
    assert (error["type"], error["param"], error["code"]) == ("invalid_request_error", param, code)
    assert "Traceback" not in reply.text


def test_sdk_sees_a_bad_request_as_bad_request_error(proxy) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        client(proxy).chat.completions.create(model="m", messages=[])
    assert caught.value.body["param"] == "messages"


def test_too_large_and_unknown_paths(proxy) -> None:
    big = httpx.post(proxy.root + "/v1/chat/completions", content=b"x" * 8_000_001)
    assert big.status_code == 413 and big.json()["error"]["code"] == "request_too_large"
    missing = httpx.get(proxy.root + "/v1/engines")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "unknown_url"
    wrong_method = httpx.get(proxy.root + "/v1/chat/completions")
    assert wrong_method.status_code == 405 and wrong_method.json()["error"]["type"] == "invalid_request_error"


def test_a_writer_failure_is_a_502_naming_the_provider_error(writer: ScriptedServer, proxy) -> None:
    error = {"error": {"message": "model overloaded today", "type": "invalid_request_error"}}
    writer.script.queue(Reply(status=400, error=error))
    with pytest.raises(openai.APIStatusError) as caught:
        client(proxy).chat.completions.create(model="m", messages=QUESTION)
    assert caught.value.status_code == 502
    assert caught.value.body["code"] == "writer_failed"
    assert "the writer model failed" in caught.value.body["message"]
    assert "sk-writer-test-key" not in str(caught.value.body)


def test_a_streaming_request_with_a_failing_writer_is_also_a_502(writer: ScriptedServer, proxy) -> None:
    writer.script.queue(Reply(status=400))
    with pytest.raises(openai.APIStatusError) as caught:
        list(client(proxy).chat.completions.create(model="m", messages=QUESTION, stream=True))
    assert caught.value.status_code == 502


def test_without_a_writer_the_proxy_says_so(oai: ScriptedServer) -> None:
    server = start_proxy()
    try:
        with pytest.raises(openai.APIStatusError) as caught:
            client(server).chat.completions.create(model="m", messages=QUESTION)
    finally:
        server.stop()
    assert caught.value.status_code == 503
    assert caught.value.body["code"] == "writer_not_configured"


def test_rate_limit_is_the_web_apps(writer: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_RATE_LIMIT", "1/minute")
    server = start_proxy()
    try:
        writer.script.queue(Reply(content=SUPPORTED))
        client(server).chat.completions.create(model="m", messages=QUESTION)
        with pytest.raises(openai.RateLimitError) as caught:
            client(server).chat.completions.create(model="m", messages=QUESTION)
    finally:
        server.stop()
    assert caught.value.body["code"] == "rate_limit_exceeded"
    assert int(caught.value.response.headers["retry-after"]) >= 1


def test_saife_proxy_command_serves_the_same_endpoint(writer: ScriptedServer, tmp_path) -> None:
    """`saife proxy` as users start it: a subprocess with its own uvicorn, the writer from the environment."""
    import os
    import socket
    import subprocess
    import sys
    import time
    from pathlib import Path

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_CURRENT_TEST"}
    saife = str(Path(sys.executable).with_name("saife"))
    with (tmp_path / "proxy.log").open("w") as log:
        child = subprocess.Popen([saife, "proxy", "--offline", "--port", str(port)], stdout=log, stderr=log, env=env)
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and child.poll() is None:
                try:
                    if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                        break
                except httpx.TransportError:
                    time.sleep(0.2)
            writer.script.queue(Reply(content=SUPPORTED))
            api = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="x", max_retries=0, timeout=60)
            raw = api.chat.completions.with_raw_response.create(
                model="m", messages=QUESTION, extra_body={"saife": {"sources": [SOURCE]}}
            )
        finally:
            child.terminate()
            child.wait(timeout=10)
    assert raw.headers["x-saife-status"] == "VERIFIED"
    assert raw.parse().choices[0].message.content == SUPPORTED


async def test_the_writer_router_is_built_once_and_not_bound_by_a_runs_token_budget(writer: ScriptedServer) -> None:
    from saife_integrations.proxy_writers import WriterRouters

    routers = WriterRouters()
    config = Config.from_env().model_copy(update={"token_budget": 10})
    router = routers.get(config)
    try:
        assert router is not None and routers.get(config) is router  # no new client (and TLS setup) per request
        writer.script.queue(Reply(content="x" * 400), Reply(content="still served"))
        await router.complete("writer", [{"role": "user", "content": "first"}])
        second = await router.complete("writer", [{"role": "user", "content": "second"}])
        assert second.text == "still served"
        assert routers.get(Config.from_env(offline=True).model_copy(update={"models": {}})) is None
    finally:
        await routers.aclose()


def test_sources_the_check_would_refuse_are_refused_before_the_writer_is_called(writer: ScriptedServer, proxy) -> None:
    too_long = "a" * 5_000_001
    with pytest.raises(openai.BadRequestError) as caught:
        client(proxy).chat.completions.create(
            model="m", messages=QUESTION, extra_body={"saife": {"sources": [too_long]}}
        )
    assert caught.value.body["param"] == "saife"
    assert "too long" in caught.value.body["message"]
    assert writer.script.requests == []
