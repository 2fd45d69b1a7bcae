"""The MCP server with the SDK's own client: in process, over stdio (a real `saife mcp` subprocess) and over
streamable HTTP on 127.0.0.1. Every run is offline, so no model or network is involved."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS

from engine import Config
from saife_integrations.mcp_server import build_server

SAIFE = str(Path(sys.executable).with_name("saife"))
CONTRACT_KEYS = {"run_id", "status", "answer", "final_answer", "claims", "edits", "alerts", "stats"}
CLAIM_KEYS = {"id", "text", "start", "end", "verdict", "risk", "check_worthy", "findings"}
WRONG_SUM = "15% of 200 is 45."
SUPPORTED = {"answer": "The plan was approved in 2021.", "sources": ["The plan was approved in 2021 by the board."]}


def offline_server():
    return build_server(lambda: Config.from_env(offline=True))


def assert_contract_report(structured: dict) -> None:
    assert CONTRACT_KEYS <= set(structured)
    assert structured["status"] in {"VERIFIED", "CAUTION", "BLOCKED"}
    for claim in structured["claims"]:
        assert CLAIM_KEYS <= set(claim)


async def test_lists_both_tools_with_schemas() -> None:
    async with Client(offline_server()) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools) == {"verify_answer", "check_claim"}
    verify_schema = tools["verify_answer"].input_schema
    assert verify_schema["required"] == ["answer"]
    assert {"answer", "sources", "question", "mode"} <= set(verify_schema["properties"])
    assert CONTRACT_KEYS <= set(tools["verify_answer"].output_schema["properties"])
    assert {"action", "verdict", "reasons"} <= set(tools["check_claim"].output_schema["properties"])


async def test_verify_answer_returns_the_report_and_a_summary() -> None:
    async with Client(offline_server()) as client:
        result = await client.call_tool("verify_answer", SUPPORTED)
    assert not result.is_error
    report = result.structured_content
    assert_contract_report(report)
    assert report["status"] == "VERIFIED"
    assert report["answer"] == SUPPORTED["answer"]
    assert [c["verdict"] for c in report["claims"]] == ["SUPPORTED"]
    summary = result.content[0].text
    assert summary.startswith("VERIFIED: 1 checked claim (1 supported)")
    assert "Nothing was changed." in summary


async def test_verify_answer_reports_a_correction_in_the_summary() -> None:
    async with Client(offline_server()) as client:
        result = await client.call_tool("verify_answer", {"answer": WRONG_SUM, "mode": "offline"})
    report = result.structured_content
    assert report["final_answer"] == "15% of 200 is 30."
    assert report["edits"][0]["kind"] == "correct"
    assert "Changed: 1 corrected." in result.content[0].text


async def test_verify_answer_sends_progress_from_the_run_events() -> None:
    seen: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        seen.append((progress, total, message))

    async with Client(offline_server()) as client:
        await client.call_tool("verify_answer", SUPPORTED, progress_callback=on_progress)
    messages = [message for _, _, message in seen]
    # steps may be skipped while the transport is busy (see ProgressReporter); the end is always reported
    assert messages[-1] == "done: VERIFIED"
    allowed = {"check started", "1 claim to check", "SUPPORTED: The plan was approved in 2021.", "done: VERIFIED"}
    assert set(messages) <= allowed
    progress = [p for p, _, _ in seen]
    assert progress == sorted(set(progress))  # strictly increasing, as the protocol requires
    assert all(total is None or p <= total for p, total, _ in seen)


async def test_check_claim_threshold_lets_a_weaker_step_continue() -> None:
    unbacked = {"claim": SUPPORTED["answer"], "evidence": []}
    async with Client(offline_server()) as client:
        strict = await client.call_tool("check_claim", unbacked)
        lenient = await client.call_tool("check_claim", {**unbacked, "threshold": 0.1})
    assert strict.structured_content["action"] == "halt"
    assert lenient.structured_content["action"] == "continue"
    assert lenient.structured_content["verdict"] == strict.structured_content["verdict"]


async def test_check_claim_halts_on_a_contradicted_claim_and_continues_on_a_supported_one() -> None:
    async with Client(offline_server()) as client:
        halted = await client.call_tool("check_claim", {"claim": WRONG_SUM, "evidence": []})
        supported = await client.call_tool(
            "check_claim", {"claim": SUPPORTED["answer"], "evidence": SUPPORTED["sources"]}
        )
    assert halted.structured_content["action"] == "halt"
    assert halted.structured_content["verdict"] == "CONTRADICTED"
    assert "30" in halted.structured_content["reasons"][0]
    assert halted.content[0].text.startswith("HALT (CONTRADICTED")
    assert supported.structured_content["action"] == "continue"
    assert supported.structured_content["verdict"] == "SUPPORTED"
    assert supported.structured_content["evidence"][0]["source"] == 0


@pytest.mark.parametrize(
    ("name", "arguments", "expected"),
    [
        ("verify_answer", {"answer": 5}, "verify_answer: answer: input should be a valid string"),
        ("verify_answer", {}, "verify_answer: answer: field required"),
        ("verify_answer", {"answer": "x", "colour": "red"}, "colour: extra inputs are not permitted"),
        ("verify_answer", {"answer": "x", "mode": "fast"}, "mode: input should be"),
        ("verify_answer", {"answer": "   "}, "the answer is empty"),
        ("check_claim", {"evidence": []}, "check_claim: claim: field required"),
        ("check_claim", {"claim": "x", "threshold": 2}, "threshold: input should be less than or equal to 1"),
        ("delete_everything", {}, "unknown tool 'delete_everything'"),
    ],
)
async def test_malformed_calls_are_invalid_params_errors(name: str, arguments: dict, expected: str) -> None:
    async with Client(offline_server()) as client:
        with pytest.raises(MCPError) as caught:
            await client.call_tool(name, arguments)
    assert caught.value.code == INVALID_PARAMS
    assert expected in caught.value.message
    assert "Traceback" not in caught.value.message


def _child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_CURRENT_TEST"}
    return {**env, "SAIFE_NO_DOTENV": "1"}


async def test_over_stdio_with_the_sdk_client() -> None:
    params = StdioServerParameters(command=SAIFE, args=["mcp", "--offline"], env=_child_env())
    async with Client(params, read_timeout_seconds=60) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
        verified = await client.call_tool("verify_answer", SUPPORTED)
        step = await client.call_tool("check_claim", {"claim": WRONG_SUM})
        with pytest.raises(MCPError) as caught:
            await client.call_tool("verify_answer", {"sources": ["no answer given"]})
    assert names == {"verify_answer", "check_claim"}
    assert_contract_report(verified.structured_content)
    assert verified.structured_content["status"] == "VERIFIED"
    assert step.structured_content["action"] == "halt"
    assert caught.value.code == INVALID_PARAMS


def test_raw_stdio_answers_unreadable_lines_with_json_rpc_errors() -> None:
    """A line that is not JSON, or JSON that is not a request, gets an error with id null (the SDK drops it)."""
    child = subprocess.Popen(
        [SAIFE, "mcp", "--offline"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=_child_env(), text=True,
    )  # fmt: skip
    hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}
    lines = [
        json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello}),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        "this is not json",
        '{"neither": "a request"}',
        json.dumps({"jsonrpc": "2.0", "id": 2, "method": "no/such/method"}),
        json.dumps(
            {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "verify_answer", "arguments": 1}}
        ),
    ]
    watchdog = threading.Timer(60, child.kill)  # a reply that never comes must not hang the suite
    watchdog.start()
    try:
        child.stdin.write("\n".join(lines) + "\n")
        child.stdin.flush()
        replies = [json.loads(child.stdout.readline()) for _ in range(5)]  # stdin stays open until all came back
        child.stdin.close()
        err = child.stderr.read()
    finally:
        watchdog.cancel()
        child.kill()
    errors = [(reply.get("id"), reply["error"]["code"]) for reply in replies if "error" in reply]
    assert replies[0]["id"] == 1 and replies[0]["result"]["serverInfo"]["name"] == "saife"
    assert errors == [(None, -32700), (None, -32600), (2, -32601), (3, -32602)]
    assert "Traceback" not in err


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_over_streamable_http_behind_the_access_token(tmp_path: Path) -> None:
    import httpx
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    port = _free_port()
    log = (tmp_path / "mcp.log").open("w")
    env = {**_child_env(), "SAIFE_ACCESS_TOKEN": "mcp-token-0123456789"}
    child = subprocess.Popen(
        [SAIFE, "mcp", "--offline", "--http", "--host", "127.0.0.1", "--port", str(port)],
        stdout=log, stderr=subprocess.STDOUT, env=env,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        _wait_for_port(port, child)
        refused = httpx.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        assert refused.status_code == 401
        assert refused.headers["www-authenticate"].startswith("Bearer")
        headers = {"Authorization": "Bearer mcp-token-0123456789"}
        async with httpx2.AsyncClient(headers=headers, timeout=60) as http:
            async with Client(streamable_http_client(url, http_client=http), read_timeout_seconds=60) as client:
                result = await client.call_tool("verify_answer", SUPPORTED)
        assert_contract_report(result.structured_content)
        assert result.structured_content["status"] == "VERIFIED"
    finally:
        child.terminate()
        child.wait(timeout=10)
        log.close()


def _wait_for_port(port: int, child: subprocess.Popen, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise RuntimeError(f"saife mcp --http exited with {child.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("saife mcp --http did not start listening")
