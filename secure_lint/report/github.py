"""GitHub workflow-command annotations, for runs without code scanning.

`::error file=src/a.ts,line=4,col=10,endLine=4,endColumn=38,title=...::message`, one per open
finding, most severe first (GitHub shows the first ten errors and ten warnings of a step).
Escaped as the Actions toolkit does: in the message `%`, CR and LF; in a property also `:` and
`,`, so no finding text can end the command or start another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.core.models import CONFIDENCE_RANK, SEVERITY_RANK
from secure_lint.report.narrative import help_uri
from secure_lint.report.summary import one_line
from secure_lint.report.untrusted import one_line as single_line
from secure_lint.report.untrusted import visible

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult

COMMAND = {"critical": "error", "high": "error", "medium": "warning", "low": "notice", "info": "notice"}


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(finding: Finding) -> str:
    loc = finding.location
    single = loc.start_line == loc.end_line  # GitHub uses columns only within one line
    properties = {"file": visible(loc.path), "line": str(loc.start_line)}
    properties |= {"col": str(loc.start_column)} if single else {}
    properties |= {"endLine": str(loc.end_line)}
    properties |= {"endColumn": str(loc.end_column)} if single else {}
    properties["title"] = single_line(f"{finding.severity}: {finding.title} ({finding.rule_id})")
    cwe = f" {', '.join(finding.cwe)}." if finding.cwe else ""
    more = help_uri(finding.rule_id, finding.pack, [], finding.cwe)
    message = (
        f"{single_line(finding.message)}\n{finding.category}, confidence {finding.confidence}.{cwe} Details: {more}"
    )
    props = ",".join(f"{key}={escape_property(value)}" for key, value in properties.items())
    return f"::{COMMAND[finding.severity]} {props}::{escape_data(message)}"


def _order(finding: Finding) -> tuple[int, int, str, int]:
    loc = finding.location
    return (-SEVERITY_RANK[finding.severity], -CONFIDENCE_RANK[finding.confidence], loc.path, loc.start_line)


def render(result: ScanResult, options: ReportOptions) -> str:
    shown = [f for f in result.findings if f.is_open or options.include_suppressed]
    lines = [annotation(f) for f in sorted(shown, key=_order)]
    lines.append(one_line(result, options))  # plain log text, not a command
    return "\n".join(lines) + "\n"
