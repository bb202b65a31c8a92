"""`baseline create` and `baseline update`: a scan's findings recorded in the baseline file,
keeping the dispositions people gave them (the ledger itself: scan/baseline.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from secure_lint.core.config import DEFAULT_BASELINE
from secure_lint.core.context import ScanContext
from secure_lint.core.files import display_path, write_atomic
from secure_lint.scan.baseline import create_ledger, read_ledger, update_ledger
from secure_lint.scan.pipeline import run


def baseline_path(context: ScanContext, output: str | None) -> str:
    """-o FILE, else the configured baseline, else `.secure-lint-baseline.json` in the root."""
    return output or context.config.baseline or str(context.root / DEFAULT_BASELINE)


def create_baseline(context: ScanContext, path: str, force: bool) -> str:
    ledger = create_ledger(run(replace(context, use_baseline=False)).findings)
    write_atomic(path, ledger.to_json(), overwrite=force, display=display_path(path))
    count = len(ledger.findings)
    return f"wrote {display_path(path)}: {count} finding{'s' if count != 1 else ''}"


def update_baseline(context: ScanContext, path: str) -> str:
    previous = read_ledger(Path(path), display_path(path))
    ledger, stats = update_ledger(previous, run(replace(context, use_baseline=False)).findings)
    text = ledger.to_json()
    if Path(path).read_text(encoding="utf-8") == text:
        return f"{display_path(path)} is up to date ({len(ledger.findings)} findings)"
    write_atomic(path, text, display=display_path(path))
    return (
        f"updated {display_path(path)}: {stats.kept} kept, {stats.added} added, "
        f"{stats.dropped} dropped as fixed, {stats.reopened} reopened"
    )
