"""The links detector against real local servers: dead, live, blocked, offline, many links, every link hanging."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from link_server import serve_hanging, serve_links

from engine.detectors.links import MAX_LINKS, LinksDetector, find_urls
from engine.types import Verdict


def test_urls_are_found_without_trailing_punctuation() -> None:
    text = (
        "See https://a.example/x. Or (https://en.wikipedia.org/wiki/Python_(language)), "
        "[docs](https://d.example/p?q=1), www.b.example/page; ftp://c.example/file and https://u:p@e.example:8443/a!"
    )
    assert find_urls(text) == [
        "https://a.example/x", "https://en.wikipedia.org/wiki/Python_(language)", "https://d.example/p?q=1",
        "https://www.b.example/page", "ftp://c.example/file", "https://u:p@e.example:8443/a",
    ]  # fmt: skip


async def test_dead_links_are_contradicted_and_live_ones_supported_only_when_alone(make_ctx) -> None:
    with serve_links() as server:
        answer = (
            f"The report is at {server.url('/status/404')}.\n\nDocs: {server.url('/ok')}\n\n"
            f"The team page {server.url('/page/team')} lists twelve engineers. Old site: {server.url('/status/410')}"
        )
        ctx = make_ctx(answer, allow_private_links=True)
        findings = {f.claim_id: f for f in await LinksDetector().check(ctx.claims, ctx)}
    texts = {c.id: c.text for c in ctx.claims}
    dead = [f for f in findings.values() if f.verdict is Verdict.CONTRADICTED]
    assert sorted(f.reason for f in dead) == [
        f"link is dead: 404 ({server.url('/status/404')})",
        f"link is dead: 410 ({server.url('/status/410')})",
    ]
    assert any(e.quote == f"HEAD {server.url('/status/404')} → 404" for f in dead for e in f.evidence)
    supported = [f for f in findings.values() if f.verdict is Verdict.SUPPORTED]
    assert [texts[f.claim_id] for f in supported] == [f"Docs: {server.url('/ok')}"]
    assert supported[0].evidence[0].quote == f"HEAD {server.url('/ok')} → 200"
    assert not any("team" in texts[cid] for cid in findings)  # a live link proves nothing about "twelve engineers"


async def test_without_the_flag_nothing_is_sent_to_a_private_address(make_ctx) -> None:
    with serve_links() as server:
        ctx = make_ctx(f"Read {server.url('/ok')} and {server.url('/status/404')} now.")
        (finding,) = await LinksDetector().check(ctx.claims, ctx)
        assert server.requests == []
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert "127.0.0.1 is a loopback address (127.0.0.1); it was not requested" in finding.reason


async def test_offline_requests_nothing(make_ctx) -> None:
    with serve_links() as server:
        ctx = make_ctx(f"Docs: {server.url('/ok')}", offline=True, allow_private_links=True)
        (finding,) = await LinksDetector().check(ctx.claims, ctx)
        assert server.requests == []
    assert (finding.verdict, finding.reason) == (Verdict.UNVERIFIABLE, "offline: links were not checked")


async def test_credentials_and_dns_failures(make_ctx) -> None:
    with serve_links() as server:
        ctx = make_ctx(
            f"Login at http://admin:hunter2@127.0.0.1:{server.port}/ok today. The archive moved to "
            "https://archive.gone-away.invalid/2020 last year.",
            allow_private_links=True,
        )
        findings = await LinksDetector().check(ctx.claims, ctx)
        assert server.requests == []
    credentials, dns = findings
    assert credentials.verdict is Verdict.UNVERIFIABLE and "credentials" in credentials.reason
    assert "hunter2" not in credentials.reason
    assert dns.verdict is Verdict.CONTRADICTED
    assert dns.reason == "link is dead: no such host (https://archive.gone-away.invalid/2020)"


async def test_placeholder_hosts_in_code_are_not_requested(make_ctx) -> None:
    with serve_links() as server:
        code = f"```python\nrequests.get('http://localhost:8000/api')\nhttpx.get('{server.url('/status/404')}')\n```"
        ctx = make_ctx(code, allow_private_links=True)
        assert await LinksDetector().check(ctx.claims, ctx) == []
        assert server.requests == []


async def test_many_links_are_bounded_and_cached(make_ctx) -> None:
    with serve_links() as server:
        answer = " ".join(f"Item {n}: {server.url(f'/page/{n}')}." for n in range(500))
        ctx = make_ctx(answer, allow_private_links=True)
        detector = LinksDetector()
        findings = await detector.check(ctx.claims, ctx)
        assert len(server.requests) == MAX_LINKS
        again = await detector.check(ctx.claims, ctx)
        assert len(server.requests) == MAX_LINKS  # the run cache answers the second pass
    skipped = [f for f in findings if f.verdict is Verdict.UNVERIFIABLE]
    assert len(skipped) == 500 - MAX_LINKS and "more than 100 links" in skipped[0].reason
    assert [f.reason for f in again] == [f.reason for f in findings]


@pytest.mark.parametrize("budget_s", [0.0, 0.4])
async def test_hanging_links_end_unverifiable_within_the_budget(make_ctx, budget_s: float) -> None:
    with serve_hanging() as base:
        ctx = make_ctx(f"See {base}/a and {base}/b.", allow_private_links=True, budget_s=budget_s)
        (finding,) = await LinksDetector().check(ctx.claims, ctx)
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.error
    assert "could not check" in finding.reason


async def test_odd_ports_and_malformed_links_are_unverifiable(make_ctx) -> None:
    with serve_links() as server:
        closed = f"http://127.0.0.1:{_closed_port()}/x"
        ctx = make_ctx(
            f"Mirror one is {closed} today.\n\nMirror two is http://127.0.0.1:99999/x today.\n\n"
            f"Mirror three is {server.url('/ok')} today.",
            allow_private_links=True,
        )
        findings = await LinksDetector().check(ctx.claims, ctx)
    reasons = [f.reason for f in findings]
    assert [f.verdict for f in findings] == [Verdict.UNVERIFIABLE, Verdict.UNVERIFIABLE]
    assert "could not connect" in reasons[0] and "malformed link" in reasons[1]


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_ipv6_literal_links_are_found() -> None:
    text = (
        "Local: http://[::1]:8080/x, docs at https://[2001:db8::1]/. Zone: http://[fe80::1%25eth0]:80/a; "
        "creds http://u@[::1]/p and a plain https://example.com/a."
    )
    assert find_urls(text) == [
        "http://[::1]:8080/x", "https://[2001:db8::1]/", "http://[fe80::1%25eth0]:80/a", "http://u@[::1]/p",
        "https://example.com/a",
    ]  # fmt: skip


class _IPv6Server(ThreadingHTTPServer):
    address_family = socket.AF_INET6


@pytest.fixture
def ipv6_server() -> Iterator[tuple[int, list[str]]]:
    """A real HTTP server on [::1] that answers 200 to everything and records each path asked for."""
    seen: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_HEAD(self) -> None:
            seen.append(self.path)
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        do_GET = do_HEAD

        def log_message(self, *args: object) -> None:
            pass

    try:
        server = _IPv6Server(("::1", 0), Handler)
    except OSError:
        pytest.skip("this machine has no IPv6 loopback")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1], seen
    server.shutdown()
    server.server_close()


async def test_an_ipv6_loopback_link_is_refused_without_the_flag(make_ctx, ipv6_server) -> None:
    port, seen = ipv6_server
    ctx = make_ctx(f"Docs: http://[::1]:{port}/ok")
    (finding,) = await LinksDetector().check(ctx.claims, ctx)
    assert seen == []
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert "::1 is a loopback address (::1); it was not requested" in finding.reason


async def test_an_ipv6_loopback_link_is_checked_when_private_links_are_allowed(make_ctx, ipv6_server) -> None:
    port, seen = ipv6_server
    ctx = make_ctx(f"Docs: http://[::1]:{port}/ok", allow_private_links=True)
    (finding,) = await LinksDetector().check(ctx.claims, ctx)
    assert finding.verdict is Verdict.SUPPORTED and seen == ["/ok"]


@pytest.mark.parametrize(
    ("host", "kind"),
    [("[2001:db8::1]", "private"), ("[fd12:3456::1]", "private"), ("[fe80::1]", "link-local"),
     ("[::ffff:127.0.0.1]", "loopback"), ("[2002:7f00:1::1]", "loopback"), ("[::]", "unspecified")],
)  # fmt: skip
async def test_private_ipv6_targets_are_never_requested(make_ctx, host: str, kind: str) -> None:
    ctx = make_ctx(f"Docs: http://{host}/ok")
    (finding,) = await LinksDetector().check(ctx.claims, ctx)
    assert finding.verdict is Verdict.UNVERIFIABLE and f"is a {kind} address" in finding.reason, finding.reason
