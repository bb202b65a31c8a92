"""HTML: one self-contained page (no network requests) for a laptop or a phone.

Rendered with Jinja2 and autoescaping on, so every finding text, path and snippet is escaped
by default. The CSS (light and dark themes, written by the workspace theme tool) and a small
script (severity filter, theme toggle) are inlined; a Content-Security-Policy with their
hashes forbids every other script, style and request.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from typing import TYPE_CHECKING

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.models import SEVERITIES, SEVERITY_RANK
from secure_lint.report.remediation import build_view, first_step, verdict
from secure_lint.report.theme import ASSETS, read_theme
from secure_lint.report.untrusted import visible

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult

TEMPLATES = Path(__file__).parent / "templates"
MAX_ROWS = 10_000
MAX_LOCATIONS = 100
_CODE_SPAN = lazy_compile(r"`([^`]+)`")


def rich(text: str) -> Markup:
    """Escaped text whose `code spans` become <code> elements."""
    parts, last = [], 0
    for match in _CODE_SPAN.finditer(text):
        parts.append(escape(text[last : match.start()]))
        parts.append(Markup("<code>{}</code>").format(match.group(1)))
        last = match.end()
    parts.append(escape(text[last:]))
    return Markup("").join(parts)


def anchor(rule_id: str) -> str:
    return "rule-" + re.sub(r"[^a-z0-9-]", "-", rule_id.lower())


def _inline(text: str, element: str) -> str:
    if f"</{element}" in text.lower():
        raise ValueError(f"inlined {element} must not contain </{element}")
    return text


def _sha256(text: str) -> str:
    return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def content_security_policy(css: str, script: str) -> str:
    return (
        f"default-src 'none'; style-src 'sha256-{_sha256(css)}'; script-src 'sha256-{_sha256(script)}'; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )


def _rows(result: ScanResult, options: ReportOptions) -> list[Finding]:
    shown = [f for f in result.findings if f.is_open or options.include_suppressed]
    return sorted(shown, key=lambda f: (-SEVERITY_RANK[f.severity], f.location.path, f.location.start_line))


def environment() -> Environment:
    return Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=True,  # everything is escaped unless marked safe (only our own CSS and script are)
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        finalize=_visible,  # every value printed: control and invisible characters escaped
    )


def _visible(value: object) -> object:
    if not isinstance(value, str) or isinstance(value, Markup):
        return value
    return visible(value.expandtabs(4))  # code keeps its indentation


def render(result: ScanResult, options: ReportOptions) -> str:
    view = build_view(result, options)
    css = _inline(read_theme(), "style")
    script = _inline((ASSETS / "report.js").read_text(encoding="utf-8"), "script")
    rows = _rows(result, options)
    counts = {s: sum(1 for f in rows if f.severity == s) for s in SEVERITIES}
    return (
        environment()
        .get_template("report.html.j2")
        .render(
            csp=content_security_policy(css, script),
            css=Markup(css),
            script=Markup(script),
            version=result.tool_version,
            root_name=result.root_name or "scan",
            view=view,
            verdict=verdict(view).replace("`", ""),
            rows=rows[:MAX_ROWS],
            rows_left_out=max(0, len(rows) - MAX_ROWS),
            severity_rows=list(counts.items()),
            max_locations=MAX_LOCATIONS,
            anchor=anchor,
            rich=rich,
            first_step=first_step,
        )
    )
