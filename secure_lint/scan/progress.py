"""Progress of a long scan: one line on stderr, `secure-lint: 1,234 of 4,419 files, 3 s`,
redrawn in place. Only on a terminal (never in pipes, files or CI logs), never with `-q`, and
only once the scan has run for DELAY seconds: a quick scan prints nothing. The line is
erased when the scan ends, so the report starts on a clean line.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

DELAY = 1.0  # seconds before the line first appears
REDRAW = 0.1  # at most this often


class Progress:
    def __init__(
        self, total: int, stream: TextIO, clock: Callable[[], float] = time.monotonic, delay: float = DELAY
    ) -> None:
        self.total = total
        self.done = 0
        self.stream = stream
        self.clock = clock
        self.start = clock()
        self.delay = delay
        self.drawn_at: float | None = None
        self.width = 0  # of the line drawn

    def advance(self, files: int) -> None:
        """`files` more files scanned (or found in the cache)."""
        self.done += files
        now = self.clock()
        if now - self.start < self.delay:
            return
        if self.drawn_at is not None and now - self.drawn_at < REDRAW and self.done < self.total:
            return
        self.drawn_at = now
        self._draw(f"secure-lint: {self.done:,} of {self.total:,} files, {now - self.start:.0f} s")

    def close(self) -> None:
        if self.drawn_at is not None:
            self._draw("")
            self.stream.write("\r")
            self.stream.flush()

    def _draw(self, line: str) -> None:
        """Over the line drawn before (spaces, not escape codes: any terminal)."""
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.width = len(line)


def progress_for(total: int, quiet: bool, stream: TextIO | None = None) -> Progress | None:
    """A progress line for a scan of `total` files, when stderr is a terminal and not `quiet`."""
    stream = stream if stream is not None else sys.stderr
    if quiet or not _is_terminal(stream):
        return None
    return Progress(total, stream, delay=DELAY)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed or replaced streams
        return False
