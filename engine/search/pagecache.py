"""Fetched pages kept on disk for a while, so re-checking an answer does not fetch the same pages again.

One JSON file per URL (named by its SHA-256), written atomically. Entries older than the expiry are
ignored (and replaced on the next fetch). Only readable pages are stored: a failure is retried next run.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from contextlib import suppress
from pathlib import Path

from .pages import WebPage

CACHE_FORMAT = 1


def default_cache_dir() -> Path:
    """`$XDG_CACHE_HOME/saife/pages`, else `~/.cache/saife/pages`."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "saife" / "pages"


class PageCache:
    """A directory of cached pages with an expiry."""

    def __init__(self, directory: Path | str, *, ttl_s: float) -> None:
        self.directory = Path(directory)
        self.ttl_s = ttl_s
        self.write_errors = 0
        """Pages that could not be stored (disk full, read-only directory); the run still has them."""

    def get(self, url: str) -> WebPage | None:
        """The stored page for `url` when it exists and has not expired."""
        path = self._path(url)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or data.get("url") != url:
            return None
        try:
            if time.time() - float(data["fetched_at"]) > self.ttl_s:
                return None
            return WebPage(
                url=url,
                final_url=str(data.get("final_url") or url),
                title=str(data.get("title") or ""),
                text=str(data["text"]),
                truncated=bool(data.get("truncated")),
                size=int(data.get("size") or 0),
                from_cache=True,
            )
        except (KeyError, TypeError, ValueError):
            return None

    def put(self, page: WebPage) -> None:
        """Store `page`; a failure to write is counted, never raised (the cache only saves time)."""
        record = {
            "format": CACHE_FORMAT,
            "url": page.url,
            "final_url": page.final_url,
            "title": page.title,
            "text": page.text,
            "truncated": page.truncated,
            "size": page.size,
            "fetched_at": time.time(),
        }
        tmp: str | None = None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(record, handle)
            os.replace(tmp, self._path(page.url))
        except OSError:
            self.write_errors += 1
            if tmp is not None:
                with suppress(OSError):
                    os.unlink(tmp)

    def _path(self, url: str) -> Path:
        return self.directory / f"{hashlib.sha256(url.encode()).hexdigest()}.json"
