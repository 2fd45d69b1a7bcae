"""A progress bar on stderr: redrawn in place on a terminal, one summary line otherwise."""

from __future__ import annotations

import sys
import time
from typing import TextIO

BAR_WIDTH = 28


class Progress:
    """Counts finished items of one labelled batch and shows it; `close()` prints the final line."""

    def __init__(self, label: str, total: int, *, stream: TextIO | None = None, enabled: bool = True) -> None:
        self.label = label
        self.total = total
        self.done = 0
        self._stream = stream if stream is not None else sys.stderr
        self._enabled = enabled
        self._live = enabled and _is_tty(self._stream)
        self._started = time.monotonic()
        self._last_draw = 0.0

    def advance(self, count: int = 1) -> None:
        self.done += count
        now = time.monotonic()
        if self._live and (now - self._last_draw >= 0.05 or self.done >= self.total):
            self._last_draw = now
            self._stream.write("\r" + self.line())
            self._stream.flush()

    def line(self) -> str:
        filled = int(BAR_WIDTH * self.done / self.total) if self.total else BAR_WIDTH
        bar = "█" * filled + "·" * (BAR_WIDTH - filled)
        elapsed = time.monotonic() - self._started
        return f"{self.label:<22} {bar} {self.done:>5}/{self.total:<5} {elapsed:6.1f}s"

    def close(self) -> None:
        if not self._enabled:
            return
        self._stream.write(("\r" if self._live else "") + self.line() + "\n")
        self._stream.flush()


def _is_tty(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
