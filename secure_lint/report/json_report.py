"""JSON: the envelope {ok, tool, summary, findings, coverage} with findings in the Finding schema."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from secure_lint.report.summary import summary

if TYPE_CHECKING:
    from secure_lint.report import ReportOptions
    from secure_lint.scan import ScanResult


def envelope(result: ScanResult, options: ReportOptions) -> dict[str, Any]:
    return {
        "ok": True,
        "tool": {"name": "secure-lint", "version": result.tool_version},
        "summary": summary(result, options),
        "findings": [asdict(f) for f in result.findings],
        "coverage": asdict(result.coverage),
    }


def render(result: ScanResult, options: ReportOptions) -> str:
    return json.dumps(envelope(result, options), indent=2, ensure_ascii=False) + "\n"
