"""Typed results of the workspace tools: one success model per tool, or `ToolError`.

Every path in a result is root-relative POSIX; no result carries an absolute path.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from secure_lint.workspace.kinds import Encoding, EntryKind, ErrorType, Newline


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class ToolError(_Model):
    """A refused or failed tool call; `message` names files by root-relative path only."""

    success: Literal[False] = False
    error_type: ErrorType
    message: str


class ReadResult(_Model):
    """A file read; `content` is None for binary files."""

    success: Literal[True] = True
    path: str
    size: int
    is_binary: bool
    encoding: Encoding | None = None
    has_bom: bool = False
    newline: Newline | None = None
    line_count: int | None = None
    start_line: int | None = None
    end_line: int | None = None
    content: str | None = None
    truncated: bool = False


class WriteResult(_Model):
    success: Literal[True] = True
    path: str
    bytes_written: int
    is_new_file: bool
    created_dirs: list[str] = Field(default_factory=list)


class Edit(_Model):
    """One exact find/replace step of `Workspace.multiedit`."""

    old: str
    new: str
    expected_replacements: int = Field(default=1, ge=1)


class EditResult(_Model):
    success: Literal[True] = True
    path: str
    replacements: int
    bytes_written: int


class EditOutcome(_Model):
    """What happened to one edit of a multiedit; `step` is 1-based."""

    step: int
    success: bool
    replacements: int = 0
    error: str | None = None


class MultiEditResult(_Model):
    success: Literal[True] = True
    path: str
    edits_total: int
    edits_applied: int
    edits_failed: int
    total_replacements: int
    written: bool
    bytes_written: int
    outcomes: list[EditOutcome]


class GlobMatch(_Model):
    path: str
    kind: Literal["file", "dir"]


class GlobResult(_Model):
    success: Literal[True] = True
    pattern: str
    path: str
    matches: list[GlobMatch]
    truncated: bool


class GrepMatch(_Model):
    """One match; `line` and `column` are 1-based, `end_column` is exclusive."""

    path: str
    line: int
    column: int
    end_column: int
    text: str
    text_truncated: bool = False


class GrepResult(_Model):
    success: Literal[True] = True
    pattern: str
    path: str
    matches: list[GrepMatch]
    files_searched: int
    files_matched: int
    files_skipped: int
    truncated: bool
    timed_out: bool


class LsEntry(_Model):
    """A directory entry; symlinks are never followed (`size` is None for them)."""

    name: str
    kind: EntryKind
    size: int | None = None
    target_inside: bool | None = None


class LsResult(_Model):
    success: Literal[True] = True
    path: str
    entries: list[LsEntry]
    hidden_count: int
    truncated: bool


class ThemeResult(_Model):
    success: Literal[True] = True
    path: str
    bytes_written: int
