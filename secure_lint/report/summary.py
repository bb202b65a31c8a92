"""Counts every reporter shows: by severity, open risk, what fails the run."""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from secure_lint.core.findings import FixSummary
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult


def summary(result: ScanResult, options: ReportOptions) -> dict[str, Any]:
    dispositions = Counter(f.disposition for f in result.findings)
    coverage = result.coverage
    return {
        "total": len(result.findings),
        "open": sum(1 for f in result.findings if f.is_open),
        "by_severity": result.counts(),
        "by_disposition": dict(sorted(dispositions.items())),
        "fail_on": options.fail_on,
        "failing": len(result.failing(options.fail_on)),
        "files_scanned": coverage.files_scanned,
        "files_skipped": len(coverage.skipped),
        "scan_status": coverage.scan_status,
        "baseline_known": result.baseline_known,
    } | ({"fix": {k: v for k, v in asdict(result.fix).items() if k != "diff"}} if result.fix else {})


def one_line(result: ScanResult, options: ReportOptions) -> str:
    counts = result.counts()
    parts = [f"{n} {sev}" for sev, n in counts.items() if n]
    total = sum(counts.values())
    found = f"{total} finding{'s' if total != 1 else ''}" + (f" ({', '.join(parts)})" if parts else "")
    coverage = result.coverage
    scanned = f"{coverage.files_scanned} file{'s' if coverage.files_scanned != 1 else ''} scanned"
    skipped = f", {len(coverage.skipped)} skipped" if coverage.skipped else ""
    closed = sum(1 for f in result.findings if not f.is_open and f.disposition != "fixed")
    quiet = [f"{closed} suppressed or closed"] if closed else []
    quiet += [f"{result.baseline_known} known from the baseline"] if result.baseline_known else []
    return f"{found} in {scanned}{skipped}" + (f"; {', '.join(quiet)}." if quiet else ".")


def fix_line(fix: FixSummary) -> str:
    """`fixed N, M remaining (K fixable with --unsafe-fixes)`; `would fix` for a --diff preview."""
    verb = "fixed" if fix.applied else "would fix"
    unsafe = f" ({fix.unsafe_fixable} fixable with --unsafe-fixes)" if fix.unsafe_fixable and not fix.unsafe else ""
    return f"{verb} {fix.fixed}, {fix.remaining} remaining{unsafe}"


def fixable_line(result: ScanResult) -> str:
    """How many open findings a fix run would fix: `N fixable with --fix (K more with --unsafe-fixes)`."""
    safeties = Counter(f.fix.safety for f in result.findings if f.is_open and f.fix is not None)
    if not safeties:
        return ""
    unsafe = f" ({safeties['unsafe']} more with --unsafe-fixes)" if safeties["unsafe"] else ""
    return f"{safeties['safe']} fixable with --fix{unsafe}"
