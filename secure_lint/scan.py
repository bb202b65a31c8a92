"""The scan as a short pipeline: targets -> rules -> match -> result.

Suppressions, the baseline and fixes hook in after matching; reporters only read the result.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from secure_lint import __version__
from secure_lint.engine import (
    PARALLEL_THRESHOLD,
    EngineOptions,
    FileResult,
    RuleIndex,
    scan_source,
)
from secure_lint.findings import Coverage, Finding, FixSummary, SkippedPath
from secure_lint.limits import DEFAULT_MAX_FILE_SIZE, MINIFIED_LINE_LENGTH
from secure_lint.models import SEVERITIES, severity_at_least
from secure_lint.paths import Shipping
from secure_lint.rules import Rule
from secure_lint.source import SourceFile
from secure_lint.stacks import detect_stacks, resolve_stacks
from secure_lint.suppress import SuppressionPolicy
from secure_lint.targets import collect, open_workspace, repository_files, to_relative
from secure_lint.workspace import Workspace, WorkspaceError


@dataclass
class ScanRequest:
    root: Path
    paths: list[str] = field(default_factory=lambda: ["."])
    stacks: list[str] = field(default_factory=list)
    include_tests: bool = False
    shipping: Shipping = field(default_factory=Shipping)
    max_file_size: int = DEFAULT_MAX_FILE_SIZE
    excludes: list[str] = field(default_factory=list)
    jobs: int = 0  # 0: decide from the number of files
    suppressions: SuppressionPolicy = field(default_factory=SuppressionPolicy)


@dataclass(frozen=True, kw_only=True)
class ScanResult:
    tool_version: str = __version__
    root_name: str = ""
    findings: list[Finding] = field(default_factory=list)
    coverage: Coverage = field(default_factory=Coverage)
    rules: list[Rule] = field(default_factory=list)  # the rules that were loaded, for reporters (SARIF driver)
    fix: FixSummary | None = None  # set by --fix / --diff (secure_lint.fix)
    baseline_known: int = 0  # findings left out because the baseline already has them

    def counts(self) -> dict[str, int]:
        counts = dict.fromkeys(SEVERITIES, 0)
        for finding in self.findings:
            if finding.is_open:
                counts[finding.severity] += 1
        return counts

    def failing(self, fail_on: str) -> list[Finding]:
        if fail_on == "never":
            return []
        return [
            f
            for f in self.findings
            if f.is_open and f.severity != "info" and severity_at_least(f.severity, fail_on)
        ]


def decode(data: bytes) -> str | None:
    """Text of a file, or None when it is binary."""
    head = data[:8192]
    if b"\0" in head:
        return None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        controls = sum(1 for b in head if b < 9 or 13 < b < 32)
        return None if controls > len(head) * 0.3 else data.decode("latin-1")


def looks_minified(source: SourceFile) -> bool:
    if source.language not in ("javascript", "typescript") or len(source.text) < 5000:
        return False
    return len(source.text) / len(source.line_starts) > MINIFIED_LINE_LENGTH


_SKIP_REASONS = {
    "too_large": "too_large",
    "security": "symlink_outside_root",
    "validation": "not_a_regular_file",
}


def load_source(workspace: Workspace, path: str, max_size: int) -> SourceFile | str:
    """The file as a SourceFile, or the reason it was skipped."""
    try:
        data = workspace.load_bytes(path, max_size)
    except WorkspaceError as error:
        return _SKIP_REASONS.get(error.error_type, "unreadable")
    text = decode(data)
    if text is None:
        return "binary"
    source = SourceFile(path, text)
    return "minified" if looks_minified(source) else source


# Per worker process state, set once by _init_worker.
_worker: dict[str, object] = {}


def _init_worker(root: str, rules: list[Rule], options: EngineOptions, max_size: int) -> None:
    _worker["workspace"] = Workspace(root)
    _worker["index"] = RuleIndex(rules, options)
    _worker["max_size"] = max_size


def _scan_paths(paths: list[str]) -> list[FileResult | SkippedPath]:
    workspace: Workspace = _worker["workspace"]  # type: ignore[assignment]
    index: RuleIndex = _worker["index"]  # type: ignore[assignment]
    out: list[FileResult | SkippedPath] = []
    for path in paths:
        loaded = load_source(workspace, path, _worker["max_size"])  # type: ignore[arg-type]
        if isinstance(loaded, str):
            out.append(SkippedPath(path=path, reason=loaded))  # type: ignore[arg-type]
        else:
            out.append(scan_source(loaded, index))
    return out


def _chunks(items: list[str], size: int) -> Iterator[list[str]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _run(
    request: ScanRequest, files: list[str], rules: list[Rule], options: EngineOptions
) -> Iterable[FileResult | SkippedPath]:
    args = (str(request.root), rules, options, request.max_file_size)
    jobs = request.jobs or (2 if len(files) >= PARALLEL_THRESHOLD else 1)
    if jobs <= 1:
        _init_worker(*args)
        return _scan_paths(files)
    import multiprocessing  # noqa: PLC0415 (~15 ms to import: only for large scans)
    from concurrent.futures import ProcessPoolExecutor  # noqa: PLC0415

    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_init_worker, initargs=args) as pool:
        size = max(8, len(files) // (jobs * 8))
        return [r for chunk in pool.map(_scan_paths, _chunks(files, size)) for r in chunk]


def run_scan(request: ScanRequest, rules: list[Rule]) -> ScanResult:
    workspace = open_workspace(request.root)
    paths = [to_relative(workspace, p) for p in request.paths]
    targets = collect(workspace, paths, request.max_file_size, request.excludes)
    whole_tree = paths == ["."]
    options = engine_options(request, workspace, targets.files if whole_tree else None)
    items = _run(request, targets.files, rules, options)
    return _result(request, rules, options, targets.considered, [*targets.skipped, *items])


def scan_in_memory(
    request: ScanRequest, rules: list[Rule], sources: list[SourceFile], skipped: Iterable[SkippedPath] = ()
) -> ScanResult:
    """Scan content that is not read from the working tree (the index, a commit)."""
    options = engine_options(request, open_workspace(request.root), None)
    index = RuleIndex(rules, options)
    items = [*skipped, *(scan_source(source, index) for source in sources)]
    return _result(request, rules, options, len(items), items)


def engine_options(request: ScanRequest, workspace: Workspace, files: list[str] | None) -> EngineOptions:
    """Stacks come from the whole tree (`files` when they are the whole tree), so that any
    subset of files, as pre-commit passes them, is scanned with the same rules."""

    def detected() -> set[str]:
        tree = files if files is not None else repository_files(workspace)
        return detect_stacks(tree, workspace.read_text_or_none)

    stacks = resolve_stacks(request.stacks, detected)
    return EngineOptions(
        stacks=stacks,
        include_tests=request.include_tests,
        shipping=request.shipping,
        suppressions=request.suppressions,
    )


def _result(
    request: ScanRequest,
    rules: list[Rule],
    options: EngineOptions,
    considered: int,
    items: Iterable[FileResult | SkippedPath],
) -> ScanResult:
    coverage = Coverage(stacks=sorted(options.stacks), files_considered=considered)
    findings: list[Finding] = []
    for item in items:
        if isinstance(item, SkippedPath):
            coverage.skipped.append(item)
            continue
        collect_file_result(item, coverage, findings)
    coverage.finish()
    return ScanResult(
        root_name=request.root.name, findings=sort_findings(findings), coverage=coverage, rules=rules
    )


def collect_file_result(item: FileResult, coverage: Coverage, findings: list[Finding]) -> None:
    coverage.files_scanned += 1
    coverage.rules_run += item.rules_run
    if not item.shipped:
        coverage.not_shipped.append(item.path)
    if item.partially_parsed:
        coverage.partially_parsed.append(item.path)
    for rule_id in item.rules_timed_out:
        coverage.truncation.append(f"rule {rule_id} timed out on {item.path}")
    findings.extend(item.findings)


def sort_findings(findings: list[Finding]) -> list[Finding]:
    return sorted(
        findings,
        key=lambda f: (f.location.path, f.location.start_line, f.location.start_column, f.rule_id),
    )
