"""The path-validated workspace: every disk access under the scanned root goes here.

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

if TYPE_CHECKING:
    from secure_lint.workspace.results import (
        Edit,
        EditOutcome,
        EditResult,
        GlobMatch,
        GlobResult,
        GrepMatch,
        GrepResult,
        LsEntry,
        LsResult,
        MultiEditResult,
        ReadResult,
        ThemeResult,
        ToolError,
        WriteResult,
    )

_RESULT_MODELS = frozenset(
    {
        "Edit",
        "EditOutcome",
        "EditResult",
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
        "WriteResult",
    }
)


def __getattr__(name: str) -> Any:
    if name in _RESULT_MODELS:
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
