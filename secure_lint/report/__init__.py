"""Reporters: pure functions of a scan result. One module each, one line in REPORTERS.

The CLI's `--format` choices come from this mapping.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, replace
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
    keys = keys_in_paths(result)
    if keys:  # a file named after a key: the key is masked wherever the path is printed
        from secure_lint.core.redact import redact  # noqa: PLC0415 (only when a report is rendered)

        text = redact(text, keys)
        rendered = replace(rendered, notes=tuple(redact(note, keys) for note in rendered.notes))
    return Rendered(text, tuple(one_line(note) for note in rendered.notes))


LONGEST_SAFE_SEGMENT = 15  # a path segment this short holds no key (the shortest are 16 characters)


def keys_in_paths(result: ScanResult) -> list[str]:
    """The secret values in the paths a report names (findings' and coverage's)."""
    coverage = result.coverage
    paths = {f.location.path for f in result.findings}
    paths.update(s.path for s in coverage.skipped)
    paths.update(coverage.partially_parsed, coverage.not_shipped)
    suspect = [p for p in paths if any(len(part) > LONGEST_SAFE_SEGMENT for part in p.split("/"))]
    if not suspect:
        return []
    from secure_lint.scan.redaction import secret_values  # noqa: PLC0415 (the secret rules: only when a report is rendered)

    return secret_values("\n".join(suspect), masking=result.masking)
