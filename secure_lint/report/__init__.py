"""Reporters: pure functions of a scan result. One module each, one line in REPORTERS.

The CLI's `--format` choices come from this mapping.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from secure_lint.scan import ScanResult

REPORTERS: dict[str, str] = {
    "text": "text",
    "json": "json_report",
    "sarif": "sarif",
}


@dataclass(frozen=True)
class ReportOptions:
    color: bool = False
    fail_on: str = "low"
    include_suppressed: bool = False
    category: str = "secure-lint"


def render(fmt: str, result: ScanResult, options: ReportOptions) -> str:
    module = importlib.import_module(f"secure_lint.report.{REPORTERS[fmt]}")
    return module.render(result, options)
