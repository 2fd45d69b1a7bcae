"""Real HTTP servers on 127.0.0.1 for the link tests and the detector benchmark.

`serve_links()` answers:
- `/ok`, `/page/<anything>`: 200 with a short HTML page; `/status/<code>`: that status;
- `/no-head`: 405 to HEAD, 200 to GET;
- `/redirect/<n>`: a chain of n redirects ending at `/ok`; `/redirect-to?url=...`: one redirect to `url`;
- `/big`: a 1 MB body; `/slow`: answers after `slow_s` seconds;
- anything else: 404.
Every request is logged (method, path, headers), so a test can prove that nothing was sent.

`serve_hanging()` accepts connections and never answers.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


@dataclass
class LinkServer:
    port: int = 0
    slow_s: float = 0.0
    requests: list[tuple[str, str, dict[str, str]]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return f"{self.base}{path}"

    @property
    def paths(self) -> list[str]:
        with self.lock:
            return [path for _, path, _ in self.requests]


@contextmanager
def serve_links() -> Iterator[LinkServer]:
    """A LinkServer running in a background thread for the duration of the block."""
    state = LinkServer()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(state))
    server.daemon_threads = True
    state.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def serve_hanging() -> Iterator[str]:
    """A TCP server on 127.0.0.1 that accepts every connection and never sends a byte; yields its base URL."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(256)
    listener.settimeout(0.05)
    held: list[socket.socket] = []
    stopping = threading.Event()

    def accept() -> None:
        while not stopping.is_set():
            with suppress(TimeoutError, OSError):
                connection, _ = listener.accept()
                held.append(connection)

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stopping.set()
        thread.join(timeout=2)
        for connection in held:
            connection.close()
        listener.close()


def _handler_for(state: LinkServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            return

        def do_HEAD(self) -> None:
            self._answer(head=True)

        def do_GET(self) -> None:
            self._answer(head=False)

        def _answer(self, head: bool) -> None:
            with state.lock:
                state.requests.append((self.command, self.path, dict(self.headers)))
            url = urlsplit(self.path)
            path = url.path
            if path == "/ok" or path.startswith("/page/"):
                self._send(200, b"<html><body><p>A live page.</p></body></html>", head)
            elif path.startswith("/status/"):
                self._send(int(path.rsplit("/", 1)[1]), b"status page", head)
            elif path == "/no-head":
                self._send(405 if head else 200, b"" if head else b"<p>GET only</p>", head)
            elif path.startswith("/redirect/"):
                left = int(path.rsplit("/", 1)[1])
                self._redirect("/ok" if left <= 1 else f"/redirect/{left - 1}")
            elif path == "/redirect-to":
                self._redirect(parse_qs(url.query)["url"][0])
            elif path == "/big":
                self._send(200, b"x" * (1024 * 1024), head)
            elif path == "/slow":
                time.sleep(state.slow_s)
                self._send(200, b"slow page", head)
            else:
                self._send(404, b"not found", head)

        def _redirect(self, location: str) -> None:
            self.send_response(302)
            self.send_header("Location", location)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def _send(self, status: int, body: bytes, head: bool) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if not head:
                with suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(body)

    return Handler
