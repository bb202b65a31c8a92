"""Exact find/replace on decoded text, keeping the file's line endings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.kinds import Newline
from secure_lint.workspace.results import Edit, EditOutcome
from secure_lint.workspace.text import to_style


def coerce_edits(edits: Sequence[Edit | Mapping[str, Any]]) -> list[Edit]:
    """Accept `Edit` models or plain mappings; an empty list is a validation error."""
    if not edits:
        raise WorkspaceError("validation", "edits must not be empty")
    out: list[Edit] = []
    for step, item in enumerate(edits, 1):
        if isinstance(item, Edit):
            out.append(item)
            continue
        try:
            out.append(Edit.model_validate(item))
        except ValidationError as exc:
            reason = exc.errors()[0]["msg"]
            raise WorkspaceError("validation", f"edit {step} is invalid: {reason}") from exc
    return out


def apply_edit(text: str, edit: Edit, style: Newline | None, rel: str) -> str:
    """Replace exactly `expected_replacements` occurrences of `old`, else raise."""
    if not edit.old:
        raise WorkspaceError("validation", "old must not be empty")
    old, new = to_style(edit.old, style), to_style(edit.new, style)
    if old == new:
        raise WorkspaceError("validation", "old and new are identical")
    found = text.count(old)
    if found != edit.expected_replacements:
        raise WorkspaceError(
            "conflict",
            f"'{rel}': found {found} occurrence(s) of old, expected {edit.expected_replacements}",
        )
    return text.replace(old, new)


def apply_edits(
    text: str, edits: list[Edit], style: Newline | None, rel: str, *, fail_fast: bool
) -> tuple[str, list[EditOutcome]]:
    """Apply edits in order on the running text; with `fail_fast` the first failure raises."""
    outcomes: list[EditOutcome] = []
    for step, edit in enumerate(edits, 1):
        try:
            text = apply_edit(text, edit, style, rel)
        except WorkspaceError as exc:
            if fail_fast:
                raise WorkspaceError(
                    exc.error_type,
                    f"edit {step} of {len(edits)} failed: {exc.message}; nothing written",
                ) from exc
            outcomes.append(EditOutcome(step=step, success=False, error=exc.message))
            continue
        outcomes.append(
            EditOutcome(step=step, success=True, replacements=edit.expected_replacements)
        )
    return text, outcomes


def make_edit(old: str, new: str, expected_replacements: int) -> Edit:
    """Build one `Edit`, turning bad arguments into a validation error."""
    try:
        return Edit(old=old, new=new, expected_replacements=expected_replacements)
    except ValidationError as exc:
        raise WorkspaceError("validation", f"invalid edit: {exc.errors()[0]['msg']}") from exc
