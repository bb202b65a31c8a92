"""Coverage gaps a pull request author can cause are a partial scan or a finding, never silence.

A shipped source file whose code rules did not run because of what it holds (a NUL byte read
as binary, padding past the size limit, a long line read as minified, a library's banner read
as vendored) is a named gap: the coverage lists it with its reason (`coverage.gaps`), the scan
is `partial`, the text report prints it and SARIF carries it as a tool execution notification
(level warning, at the file). `--fail-on-partial` (config `fail-on-partial: true`) fails such a
scan. In the audit profile each gap is also a finding of `secure-lint.unscanned-code`: not in
the default or extended one, where it was 0 true of 78 judged on production apps (every gap a
minified vendored bundle, Yarn's .pnp.cjs, a generated icon table or a mocks file: a coverage
notice, not a weakness). Files third-party by their place (a vendor
folder of the served assets) or by their name (`*.min.js`) are not gaps: a path is not changed
by adding a line. Nor is a library's copy among the served assets (`public/`, `static/`), which
reading.py takes for one only when the file backs its banner (a module-system shim, or the
library's name as its own): there a banner on the app's own script is no skip at all. A
project that accepts the gaps relaxes the rule as any other: `ignore: [secure-lint.unscanned-
code]` or a `severity:` override in the config.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from secure_lint.core.findings import Finding, Location, SkippedPath, evidence_hash, instance_id
from secure_lint.core.languages import language_of
from secure_lint.core.path_classes import is_static_asset, is_vendored
from secure_lint.matchers.regex_matcher import RegexMatch
from secure_lint.rules.model import Match, Rule
from secure_lint.scan.matching import ScanResult, sort_findings

CODE_LANGUAGES = frozenset({"javascript", "typescript", "tsx", "swift"})
# why the code rules did not run, as the finding says it
GAP_REASONS: dict[str, str] = {
    "binary": "it was read as binary (a NUL or control byte in it)",
    "too_large": "it is larger than max-file-size",
    "minified": "its lines were read as minified code",
    "vendored": "its opening comment was read as a library's release banner",
    "symlink_to_unscanned": "it is a symlink to a file scanned as not shipped code, or excluded",
}
LIBRARY_NAMES = (".min.js", ".min.mjs", ".min.cjs", ".bundle.js", ".umd.js", ".production.js")

UNSCANNED_CODE = Rule(
    id="secure-lint.unscanned-code",
    pack="secure-lint",
    title="Shipped source file not scanned by the code rules",
    message=(
        "code rules did not run on this shipped source file: {reason}; a coverage notice, not a weakness "
        "found (the scan is partial; --fail-on-partial gates on that)"
    ),
    # Low, not medium: it says what was not checked, not that something is wrong (judged on production
    # apps, every one was a vendored or generated file).
    severity="low",
    # The gap itself stays visible in every profile as a partial scan (coverage.gaps, the text
    # report, SARIF notifications); as a finding it is a review item.
    profile="audit",
    profile_reason=(
        "a coverage notice, not a weakness: 0 of 78 judged true on production apps (batches 1-62: "
        "minified vendored bundles, Yarn's .pnp.cjs, generated icon tables and mocks). In every "
        "profile each gap is still named (coverage.gaps, the text report, SARIF "
        "toolExecutionNotifications) and makes the scan partial; --fail-on-partial fails it."
    ),
    confidence="high",
    category="configuration",
    stacks=["common"],
    languages=["any"],
    scope="all",
    match=Match(kind="regex", options=RegexMatch(pattern=r"(?!)")),  # never matches text: see report_gaps
    description=(
        "A shipped source file was scanned by the secret rules only, because of its content: a NUL "
        "byte, padding past the size limit, one very long line, or a library-style banner comment. "
        "Content a pull request author controls must not switch the code rules off silently: any "
        "weakness in the file goes unreported."
    ),
    remediation=(
        "Remove what made the file unreadable as code (the NUL byte, the padding, the banner); keep "
        "generated or third-party code under a vendor folder or a `*.min.js` name; or accept the gap "
        "for this project (`ignore: [secure-lint.unscanned-code]` in .secure-lint.yaml)."
    ),
    verification="Rescan: the file is scanned by the code rules and no longer reported.",
)


def is_gap(skipped: SkippedPath, is_shipped: Callable[[str], bool]) -> bool:
    """Whether a skipped file is a shipped source file skipped for what it holds."""
    path = skipped.path
    if skipped.reason not in GAP_REASONS or language_of(path) not in CODE_LANGUAGES:
        return False
    if is_vendored(path) or path.lower().endswith(LIBRARY_NAMES):
        return False
    if skipped.reason == "vendored" and is_static_asset(path):
        return False  # a library's copy in the served assets: its banner was backed by the file (reading.py)
    return is_shipped(path)


def gap_reason(skipped: SkippedPath) -> str:
    """Why the code rules did not run on a gap, as the outputs say it."""
    return GAP_REASONS.get(skipped.reason, skipped.reason.replace("_", " "))


def report_gaps(
    result: ScanResult, rule: Rule | None, is_shipped: Callable[[str], bool], changed_lines_of: str | None = None
) -> ScanResult:
    """The gaps named in the coverage, the scan `partial` when there is one, and a finding per
    gap when the rule is on (the extended profile, or selected by id) (`changed_lines_of`: as for
    Coverage.finish)."""
    gaps = [s for s in result.coverage.skipped if is_gap(s, is_shipped)]
    if not gaps:
        return result
    coverage = result.coverage
    coverage.gaps = gaps
    if coverage.scan_status == "complete":
        coverage.scan_status = "partial"
        coverage.finish(changed_lines_of)
    if rule is None:
        return result
    findings = [*result.findings, *(_gap_finding(rule, s) for s in gaps)]
    return replace(result, findings=sort_findings(findings))


def _gap_finding(rule: Rule, skipped: SkippedPath) -> Finding:
    evidence = f"skipped: {skipped.reason}"
    return Finding(
        rule_id=rule.id,
        title=rule.title,
        message=rule.message.format(reason=gap_reason(skipped)),
        severity=rule.severity,
        confidence=rule.confidence,
        category=rule.category,
        pack=rule.pack,
        location=Location(path=skipped.path, start_line=1, start_column=1, end_line=1, end_column=1),
        evidence=evidence,
        impact_if_unremediated=rule.description,
        remediation=rule.remediation,
        verification_suggestion=rule.verification,
        instance_id=instance_id(rule.id, skipped.path, skipped.reason, 0),
        evidence_hash=evidence_hash(evidence),
    )
