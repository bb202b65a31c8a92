"""Markdown pieces shared by the review commands, escaped as the markdown report does."""

from __future__ import annotations

from secure_lint.report.markdown import block, inline

__all__ = ["block", "bullets", "cell", "table"]


def cell(text: str) -> str:
    """Untrusted text (paths, titles) safe in a table cell or a line."""
    return inline(text)


def table(header: list[str], rows: list[list[str]]) -> str:
    """A GitHub table, or `_none_` when there is no row; ends with a blank line."""
    if not rows:
        return "_none_\n"
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def bullets(items: list[str]) -> str:
    return "\n".join(f"- {cell(i)}" for i in items) + "\n" if items else "_none_\n"
