"""The SSRF-safe fetcher, against a real HTTP server on 127.0.0.1 (private targets allowed only when told)."""

from __future__ import annotations

import ipaddress

import pytest
from link_server import serve_hanging, serve_links

from engine.netfetch import fetch_url, is_unsafe, mask_credentials


async def fetch(url: str, *, allow_private: bool = True, timeout_s: float = 5.0, head: bool = True, **kw):
    return await fetch_url(
        url, allow_private=allow_private, timeout_s=timeout_s, max_bytes=64 * 1024, head_first=head, **kw
    )


async def test_live_dead_and_failing_pages() -> None:
    with serve_links() as server:
        live = await fetch(server.url("/ok"))
        assert (live.outcome, live.status, live.method, live.ok) == ("ok", 200, "HEAD", True)
        assert live.computation == f"HEAD {server.url('/ok')} → 200"
        for status, outcome in ((404, "dead"), (410, "dead"), (500, "error"), (503, "error"), (403, "error")):
            result = await fetch(server.url(f"/status/{status}"))
            assert (result.outcome, result.status) == (outcome, status)
    # a 403 to HEAD is asked again with GET before it is believed
    assert [m for m, p, _ in server.requests if p == "/status/403"] == ["HEAD", "GET"]


async def test_head_refused_falls_back_to_get_and_the_body_is_capped() -> None:
    with serve_links() as server:
        result = await fetch(server.url("/no-head"))
        assert (result.status, result.method, result.text) == (200, "GET", "<p>GET only</p>")
        big = await fetch(server.url("/big"), head=False)
        assert len(big.body) == 64 * 1024 and big.truncated


async def test_redirects_are_followed_by_hand_up_to_three() -> None:
    with serve_links() as server:
        three = await fetch(server.url("/redirect/3"))
        assert (three.outcome, three.status, len(three.redirects)) == ("ok", 200, 3)
        assert three.final_url == server.url("/ok")
        four = await fetch(server.url("/redirect/4"))
        assert (four.outcome, four.reason) == ("error", "more than 3 redirects")


async def test_a_redirect_hop_is_checked_like_the_first_request() -> None:
    with serve_links() as server:
        target = f"http://user:secret@127.0.0.1:{server.port}/ok"
        result = await fetch(server.url(f"/redirect-to?url={target}"))
        assert result.outcome == "blocked" and "credentials" in result.reason
        assert "secret" not in result.reason
        to_file = await fetch(server.url("/redirect-to?url=file:///etc/passwd"))
        assert to_file.outcome == "blocked" and "only http(s)" in to_file.reason
        assert server.paths.count("/ok") == 0


async def test_private_targets_are_never_requested_unless_allowed() -> None:
    with serve_links() as server:
        for url in (server.url("/ok"), f"http://localhost:{server.port}/ok", f"http://2130706433:{server.port}/ok",
                    f"http://[::ffff:127.0.0.1]:{server.port}/ok", f"http://0x7f.1:{server.port}/ok"):  # fmt: skip
            result = await fetch(url, allow_private=False)
            assert result.outcome == "blocked", url
            assert "loopback" in result.reason or "not requested" in result.reason
        assert server.requests == []  # nothing reached the server


async def test_credentials_and_other_schemes_are_refused_without_a_request() -> None:
    with serve_links() as server:
        result = await fetch(f"http://admin:hunter2@127.0.0.1:{server.port}/ok")
        assert result.outcome == "blocked" and "hunter2" not in result.reason + result.url
        assert result.url == f"http://***@127.0.0.1:{server.port}/ok"
        for url in ("ftp://127.0.0.1/x", "file:///etc/passwd", "javascript:alert(1)", "http://[::1", "http://:80/"):
            assert (await fetch(url)).outcome == "blocked", url
        assert server.requests == []


async def test_invalid_hosts_are_dead_without_a_lookup() -> None:
    result = await fetch("https://no-such-site.invalid/page", allow_private=False)
    assert result.outcome == "dead"
    assert result.computation.startswith("DNS lookup of no-such-site.invalid → no such host")


async def test_a_hanging_server_times_out_within_the_limit() -> None:
    with serve_hanging() as base:
        result = await fetch(f"{base}/x", timeout_s=0.3)
    assert (result.outcome, result.reason) == ("timeout", "no answer within 0.3 s")


@pytest.mark.parametrize(
    ("address", "unsafe"),
    [("127.0.0.1", True), ("10.1.2.3", True), ("172.16.0.1", True), ("192.168.1.1", True), ("169.254.169.254", True),
     ("0.0.0.0", True), ("224.0.0.1", True), ("100.64.0.1", True), ("240.0.0.1", True), ("::1", True),
     ("fe80::1", True), ("fc00::1", True), ("::ffff:127.0.0.1", True), ("::", True), ("8.8.8.8", False),
     ("2606:4700:4700::1111", False)],
)  # fmt: skip
def test_address_classification(address: str, unsafe: bool) -> None:
    assert is_unsafe(ipaddress.ip_address(address)) is unsafe


def test_credentials_are_masked() -> None:
    assert mask_credentials("https://u:p@host:8080/a@b") == "https://***@host:8080/a@b"
    assert mask_credentials("https://host/a") == "https://host/a"


async def test_no_such_host_is_dead_only_when_the_resolver_finds_other_names() -> None:
    from engine.netfetch import _Refused, _resolve

    # localhost resolves everywhere (a working resolver); .invalid names never do (RFC 6761).
    with pytest.raises(_Refused) as working:
        await _resolve("no-such-site.invalid", 443, canaries=("localhost",))
    assert working.value.outcome == "dead"
    with pytest.raises(_Refused) as broken:
        await _resolve("no-such-site.invalid", 443, canaries=("canary-a.invalid", "canary-b.invalid"))
    assert broken.value.outcome == "error" and "finds no names at all" in broken.value.reason
