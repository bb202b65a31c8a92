"""GitHub workflow-command annotations, for runs without code scanning.

`::error file=src/a.ts,line=4,col=10,endLine=4,endColumn=38,title=...::message`, one per open
finding, most severe first (GitHub shows the first ten errors and ten warnings of a step).
Escaped as the Actions toolkit does: in the message `%`, CR and LF; in a property also `:` and
`,`, so no finding text can end the command or start another. The file's path is escaped so
that GitHub decodes it back to the path (other control characters percent-encoded).
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


def file_property(path: str) -> str:
    """A path as the `file` property: escaped as a property (GitHub decodes `%25`, `%0D`, `%0A`,
    `%3A`, `%2C` back: a name with a CR or a colon stays that name), and any other control or
    invisible character percent-encoded as in a URI (as SARIF does), never a visible `\\x1b`
    escape that names another file."""
    return "".join(char if visible(char) == char else _percent(char) for char in escape_property(path))


def _percent(char: str) -> str:
    try:
        data = char.encode("utf-8", "surrogateescape")  # a file name byte that is not UTF-8
    except UnicodeEncodeError:
        data = char.encode("utf-8", "surrogatepass")
    return "".join(f"%{byte:02X}" for byte in data)


def annotation(finding: Finding) -> str:
    loc = finding.location
    single = loc.start_line == loc.end_line  # GitHub uses columns only within one line
    properties = {"file": loc.path, "line": str(loc.start_line)}
    properties |= {"col": str(loc.start_column)} if single else {}
    properties |= {"endLine": str(loc.end_line)}
    properties |= {"endColumn": str(loc.end_column)} if single else {}
    properties["title"] = single_line(f"{finding.severity}: {finding.title} ({finding.rule_id})")
    cwe = f" {', '.join(finding.cwe)}." if finding.cwe else ""
    more = help_uri(finding.rule_id, finding.pack, [], finding.cwe)
    message = (
        f"{single_line(finding.message)}\n{finding.category}, confidence {finding.confidence}.{cwe} Details: {more}"
    )
    escaped = {key: escape_property(value) for key, value in properties.items()} | {"file": file_property(loc.path)}
    props = ",".join(f"{key}={value}" for key, value in escaped.items())
    return f"::{COMMAND[finding.severity]} {props}::{escape_data(message)}"


def _order(finding: Finding) -> tuple[int, int, str, int]:
    loc = finding.location
    return (-SEVERITY_RANK[finding.severity], -CONFIDENCE_RANK[finding.confidence], loc.path, loc.start_line)


def render(result: ScanResult, options: ReportOptions) -> str:
    shown = [f for f in result.findings if f.is_open or options.include_suppressed]
    lines = [annotation(f) for f in sorted(shown, key=_order)]
    lines.append(one_line(result, options))  # plain log text, not a command
    return "\n".join(lines) + "\n"
