"""The path-validated workspace: every disk access under the scanned root goes here."""

from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.results import (
    Edit,
    EditOutcome,
    EditResult,
    ErrorType,
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
    WalkEntry,
    WriteResult,
)
from secure_lint.workspace.text import decode, looks_binary
from secure_lint.workspace.workspace import DEFAULT_MAX_BYTES, Workspace

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
