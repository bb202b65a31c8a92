"""JSON: the envelope {ok, tool, summary, findings, coverage} with findings in the Finding schema."""

from __future__ import annotations

import json
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
        "findings": [f.model_dump(mode="json") for f in result.findings],
        "coverage": result.coverage.model_dump(mode="json"),
    }


def render(result: ScanResult, options: ReportOptions) -> str:
    return json.dumps(envelope(result, options), indent=2, ensure_ascii=False) + "\n"
