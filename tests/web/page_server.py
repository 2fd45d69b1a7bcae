"""A real HTTP server on 127.0.0.1 for the web tests and benchmark: a SearXNG-style search API and articles.

Routes:
- `/search?q=...&format=json`: results from `search_results` (first key contained in the query wins),
  else `default_results`; answers 429 (Retry-After: 0) while `rate_limited` > 0.
- `/page/<name>`: HTML from `pages[name]`, after `page_delay_s`.
- `/huge`: a 20 MB HTML page, streamed.
- `/to-loopback`: a redirect to this server's `/page/secret` at 127.0.0.1.
- `/hang`: accepts the connection and never answers (until the server stops).
- anything else: 404.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

HUGE_BYTES = 20 * 1024 * 1024


@dataclass
class PageServer:
    """State the handler reads; tests change it between requests."""

    pages: dict[str, str] = field(default_factory=dict)
    search_results: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    """Query substring -> [(title, path or absolute URL)]."""
    default_results: list[tuple[str, str]] = field(default_factory=list)
    rate_limited: int = 0
    page_delay_s: float = 0.0
    search_delay_s: float = 0.0
    port: int = 0
    search_calls: int = 0
    page_calls: int = 0
    bytes_sent: int = 0
    requested: list[str] = field(default_factory=list)
    """Every path asked for, in order."""
    pages_in_flight: int = 0
    max_pages_in_flight: int = 0
    """The most page requests served at the same time (concurrent fetching shows here)."""
    stopping: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return path if path.startswith("http") else f"{self.base}{path}"


@contextmanager
def serve_pages(state: PageServer | None = None) -> Iterator[PageServer]:
    """Run a PageServer in a background thread for the duration of the block."""
    state = state or PageServer()
    server = _Server(("127.0.0.1", 0), _handler_for(state))
    state.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.stopping.set()
        server.shutdown()
        server.server_close()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128
    """The default listen backlog (5) makes concurrent clients wait a second for a SYN retry."""


def _handler_for(state: PageServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # keep test output quiet
            return

        def do_HEAD(self) -> None:
            self.do_GET()

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            with state.lock:
                state.requested.append(parts.path)
            with suppress(BrokenPipeError, ConnectionResetError):
                if parts.path == "/search":
                    self._search(parse_qs(parts.query).get("q", [""])[0])
                elif parts.path.startswith("/page/"):
                    self._page(parts.path.removeprefix("/page/"))
                elif parts.path == "/huge":
                    self._huge()
                elif parts.path == "/to-loopback":
                    self._send(302, b"", "text/plain", {"Location": f"http://127.0.0.1:{state.port}/page/secret"})
                elif parts.path == "/hang":
                    state.stopping.wait(60)
                else:
                    self._send(404, b"not found", "text/plain")

        def _search(self, query: str) -> None:
            with state.lock:
                state.search_calls += 1
                limited = state.rate_limited > 0
                state.rate_limited -= limited
            time.sleep(state.search_delay_s)
            if limited:
                self._send(429, b'{"error": "too many requests"}', "application/json", {"Retry-After": "0"})
                return
            rows = next((v for k, v in state.search_results.items() if k.lower() in query.lower()), None)
            rows = state.default_results if rows is None else rows
            results = [{"title": t, "url": state.url(p), "content": f"about {t}"} for t, p in rows]
            body = json.dumps({"query": query, "results": results}).encode()
            self._send(200, body, "application/json")

        def _page(self, name: str) -> None:
            with state.lock:
                state.page_calls += 1
                state.pages_in_flight += 1
                state.max_pages_in_flight = max(state.max_pages_in_flight, state.pages_in_flight)
            time.sleep(state.page_delay_s)
            with state.lock:
                state.pages_in_flight -= 1
            html = state.pages.get(name)
            if html is None:
                self._send(404, b"<html><body>no such page</body></html>", "text/html")
                return
            self._send(200, html.encode(), "text/html; charset=utf-8")

        def _huge(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(HUGE_BYTES))
            self.end_headers()
            chunk = b"<p>" + b"filler text about nothing in particular. " * 1600 + b"</p>\n"
            sent = 0
            while sent < HUGE_BYTES and not state.stopping.is_set():
                piece = chunk[: HUGE_BYTES - sent]
                self.wfile.write(piece)
                sent += len(piece)
                with state.lock:
                    state.bytes_sent += len(piece)

        def _send(self, status: int, body: bytes, content_type: str, headers: dict[str, str] | None = None) -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
            with state.lock:
                state.bytes_sent += len(body)

    return Handler
