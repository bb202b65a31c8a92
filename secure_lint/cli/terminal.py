"""The terminal we print to: whether to colour (`--color`, NO_COLOR, FORCE_COLOR, TERM=dumb)
and what to do when the reader of a pipe goes away (`secure-lint rules list | head -1`)."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import NoReturn, TextIO

COLOR_CHOICES = ("auto", "always", "never")
EXIT_CLOSED_PIPE = 141  # 128 + SIGPIPE, what a shell reports for git in `git log | head -1`


def use_colour(mode: str, to_file: bool, stream: TextIO, environ: Mapping[str, str]) -> bool:
    """`always`/`never` decide; `auto` colours a terminal unless NO_COLOR is set or TERM is
    dumb, and FORCE_COLOR (not `0`) colours a pipe too (CI logs). A report written to a file
    (`-o`) is never coloured."""
    if to_file or mode == "never":
        return False
    if mode == "always":
        return True
    if environ.get("NO_COLOR"):
        return False
    force = environ.get("FORCE_COLOR")
    if force is not None and force not in ("0", "false"):
        return True
    if environ.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def quit_on_closed_pipe() -> NoReturn:
    """The reader of our output went away: stop quietly, as git does. Standard output is
    pointed at /dev/null first, so that flushing it at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # not a real file (tests capture output)
        pass
    os._exit(EXIT_CLOSED_PIPE)
