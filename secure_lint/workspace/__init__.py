"""The path-validated workspace: every disk access under the scanned root goes here.

Who uses which tool (each is also tested on its own in tests/workspace/):
- walk, load_bytes, read_text_or_none: the scan (targets.py, reading.py, stack detection);
- read_bytes and multiedit: fix.py (all edits of a file at once, atomically);
- glob, grep, ls, read: the review commands (review/tree.py: inventory, architecture,
  surfaces); theme: the HTML report's stylesheet (report/theme.py);
- write and edit: the single-file forms of multiedit, kept for the review server's callers.

The result models (pydantic) are imported on first use, so a scan that only walks and
reads bytes starts without them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.kinds import ErrorType, WalkEntry
from secure_lint.workspace.text import decode, looks_binary
from secure_lint.workspace.workspace import DEFAULT_MAX_BYTES, Workspace

# ruff: noqa: F405 (the result models in __all__ come from this star import, for type checkers)
if TYPE_CHECKING:  # the result models, loaded on first use by __getattr__
    from secure_lint.workspace.results import *  # noqa: F403


def __getattr__(name: str) -> Any:
    if name in __all__:  # the names imported above never get here
        return getattr(importlib.import_module("secure_lint.workspace.results"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DEFAULT_MAX_BYTES",
    "Edit",
    "EditOutcome",
    "EditResult",
    "ErrorType",
    "GlobMatch",
    "GlobResult",
    "GrepMatch",
    "GrepResult",
    "LsEntry",
    "LsResult",
    "MultiEditResult",
    "ReadResult",
    "ThemeResult",
    "ToolError",
    "WalkEntry",
    "Workspace",
    "WorkspaceError",
    "WriteResult",
    "decode",
    "looks_binary",
]
