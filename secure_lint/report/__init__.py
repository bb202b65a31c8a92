"""Reporters: pure functions of a scan result. One module each, one line in REPORTERS.

The CLI's `--format` choices come from this mapping.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from secure_lint.scan.matching import ScanResult

REPORTERS: dict[str, str] = {
    "text": "text",
    "json": "json_report",
    "sarif": "sarif",
    "markdown": "markdown",
    "html": "html_report",
    "github": "github",
}


@dataclass(frozen=True)
class ReportOptions:
    color: bool = False
    fail_on: str = "low"
    include_suppressed: bool = False
    category: str = "secure-lint"
    verbose: bool = False  # text: list what coverage skipped


@dataclass(frozen=True)
class Rendered:
    """A report's text, and notes for stderr (e.g. what was cut to fit a size limit)."""

    text: str
    notes: tuple[str, ...] = ()


def render(fmt: str, result: ScanResult, options: ReportOptions) -> str:
    return render_report(fmt, result, options).text


MACHINE_FORMATS = frozenset({"json", "sarif"})


def render_report(fmt: str, result: ScanResult, options: ReportOptions) -> Rendered:
    """A reporter with notes defines `render_report`; the others only `render`. Whatever the
    reporter, nothing from the scanned repository reaches the output raw (report.untrusted)."""
    from secure_lint.report.untrusted import guard_lines, json_text, one_line  # noqa: PLC0415 (unicodedata: only when a report is rendered)

    module = importlib.import_module(f"secure_lint.report.{REPORTERS[fmt]}")
    if hasattr(module, "render_report"):
        rendered: Rendered = module.render_report(result, options)
    else:
        rendered = Rendered(module.render(result, options))
    if fmt in MACHINE_FORMATS:
        text = json_text(rendered.text)
    elif fmt == "github":  # its own lines are workflow commands, escaped field by field
        text = guard_lines(rendered.text, commands=True)
    else:
        text = guard_lines(rendered.text, colour=options.color and fmt == "text")
    return Rendered(text, tuple(one_line(note) for note in rendered.notes))
