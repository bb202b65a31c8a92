"""A minimal SQL-built rule and a scan with it alone: how the value-model tests see what a sink's
value is judged, through imports and module resolution."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

SQL_RULE = """
rules:
  - id: test.sql-built
    title: SQL built from text
    message: query built from `$ARG`
    severity: high
    confidence: medium
    category: injection-risk
    languages: [typescript]
    match:
      structural:
        rule: {pattern: "db.query($ARG)"}
        constraints: {ARG: {kind: template_string}}
        quiet_when_inert: [ARG]
"""


def scan_sql_built(run_cli: Callable[..., Result], root: Path) -> list[tuple[str, int, str]]:
    """The findings of SQL_RULE alone on the tree at `root`."""
    (root / "rules.yaml").write_text(SQL_RULE, encoding="utf-8")
    result = run_cli(
        "scan", ".", "--no-cache", "--format", "json", "--rules", "rules.yaml", "--select", "test.sql-built", cwd=root
    )
    return findings_of(result)
