"""`secure-lint rules test`: run rules on annotated test files, Semgrep style.

In a test file, a comment `ruleid: <id>` says the next code line must be flagged by rule
<id>; `ok: <id>` says it must not; `todoruleid:` / `todook:` mark known gaps (reported,
not failed). `flow-source: <id>` says the next code line is where the data of a finding of
<id> comes from (its flow's source), `flow-via: <id>` that such data passes through it (a
hop): the path a taint rule reports, checked line by line. Several ids may be given,
comma-separated. Comments use the file's syntax:
`//`, `/* */`, JSX `{/* */}`, `#`, SQL's `--` or `<!-- -->`. A file `<stem>.fixed.<ext>` next to a
test file holds the expected result of applying every fix the annotated rules offer.
"""

from __future__ import annotations

import os
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from secure_lint.core.findings import STATED_REASON
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import split_lines
from secure_lint.core.models import STACKS
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import Rule
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source
from secure_lint.scan.fix import plan_fixes
from secure_lint.scan.fix_text import unified_diff
from secure_lint.scan.repo.action_reach import reachable_only
from secure_lint.scan.repo.admin_routes import admin_only_in_file
from secure_lint.scan.repo.android_min_sdk import min_sdk_in_file
from secure_lint.scan.repo.constant_false_branches import constant_false_branches_in_file
from secure_lint.scan.repo.controls import controls_in_file
from secure_lint.scan.repo.electron_windows import script_safe_in_file
from secure_lint.scan.repo.facts import answered_in_file
from secure_lint.scan.repo.fastify_replies import fastify_sends_in_file
from secure_lint.scan.repo.header_auth_routes import header_auth_in_file
from secure_lint.scan.repo.intl_locales import validated_locales_in_file
from secure_lint.scan.repo.jsonwebtoken_version import key_typed_in_file
from secure_lint.scan.repo.linked import flows_in_file, flows_leaving, judged_in_file
from secure_lint.scan.repo.lodash_version import fixed_lodash_in_file
from secure_lint.scan.repo.mongo_defences import defended_fields_in_file
from secure_lint.scan.repo.mongo_store import unread_operators_in_file
from secure_lint.scan.repo.node_openssl import openssl3_in_file
from secure_lint.scan.repo.page_scripts import page_scripts_in_file
from secure_lint.scan.repo.profile_restatements import injection_rules, restatements_in_file
from secure_lint.scan.repo.public_env_reads import server_only_names_in_file
from secure_lint.scan.repo.react_version import react19_in_file
from secure_lint.scan.repo.script_policy import script_policy_reflections_in_file
from secure_lint.scan.repo.served_dotfiles import harmless_dotfiles_in_file
from secure_lint.scan.repo.stripped_console import stripped_console_in_file
from secure_lint.scan.repo.uncalled_storage_writes import uncalled_writes_in_file
from secure_lint.scan.repo.unreached_modules import unreached_in_file
from secure_lint.scan.repo.unreferenced_network_configs import unreferenced_network_config_in_file

ANNOTATION = lazy_compile(
    r"(?://|#|--|/\*|\{/\*|<!--)\s*(?P<kind>todoruleid|todook|ruleid|ok|flow-source|flow-via):\s*"
    r"(?P<ids>[a-z0-9][a-z0-9.,\s-]*?)"
    r"\s*(?:\*/\}?|-->)?\s*$"
)
KINDS = ("ruleid", "ok", "todoruleid", "todook", "flow-source", "flow-via")
TEST_OPTIONS = EngineOptions(stacks=frozenset(STACKS), include_tests=True)
MAX_DIFF_LINES = 40


@dataclass
class Expectations:
    """Per rule id and kind, the 1-based lines annotated."""

    lines: dict[str, dict[str, set[int]]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(set))
    )

    def rule_ids(self) -> set[str]:
        return set(self.lines)


def parse_annotations(text: str) -> Expectations:
    expectations = Expectations()
    pending: list[tuple[str, list[str]]] = []
    for number, line in enumerate(split_lines(text), 1):
        match = ANNOTATION.search(line)
        if match:
            ids = [i.strip() for i in match.group("ids").split(",") if i.strip()]
            code_before = line[: match.start()].strip()
            if code_before and code_before not in ("{", "<!--"):
                for rule_id in ids:
                    expectations.lines[rule_id][match.group("kind")].add(number)
            else:
                pending.append((match.group("kind"), ids))
            continue
        if pending and line.strip():
            for kind, ids in pending:
                for rule_id in ids:
                    expectations.lines[rule_id][kind].add(number)
            pending = []
    return expectations


@dataclass
class RuleOutcome:
    true_positives: int = 0
    false_positives: list[str] = field(default_factory=list)  # "path:line"
    false_negatives: list[str] = field(default_factory=list)
    todo: list[str] = field(default_factory=list)
    ok_cases: int = 0
    flow_misses: list[str] = field(default_factory=list)  # "path:line (what the flow does not do)"

    @property
    def passed(self) -> bool:
        return not self.false_positives and not self.false_negatives and not self.flow_misses


@dataclass
class TestReport:
    outcomes: dict[str, RuleOutcome] = field(default_factory=lambda: defaultdict(RuleOutcome))
    fix_failures: list[str] = field(default_factory=list)
    fixes_seen: set[str] = field(default_factory=set)  # rules whose fix applied in a test file
    fixes_checked: set[str] = field(default_factory=set)  # ... in a test file with a .fixed file
    unknown_rules: list[str] = field(default_factory=list)
    files: int = 0

    @property
    def passed(self) -> bool:
        return (
            all(o.passed for o in self.outcomes.values()) and not self.fix_failures and not self.unknown_rules
        )


def is_test_file(path: Path) -> bool:
    if "__pycache__" in path.parts or path.suffix in (".pyc", ".pyo"):
        return False
    return path.is_file() and ".fixed." not in path.name and not path.name.startswith("README")


def test_files(root: Path) -> list[Path]:
    """The test files of a directory's tree, walked with a list rather than by recursion (a
    tree may be deeper than Python's stack) and without following links to directories, or
    a file itself."""
    if not root.is_dir():
        return [root]
    found: list[Path] = []
    pending = [root]
    while pending:
        try:
            entries = list(os.scandir(pending.pop()))
        except OSError:  # gone, or not ours to read: no test of ours is in it
            continue
        for entry in entries:
            path = Path(entry.path)
            if entry.is_dir(follow_symlinks=False):
                pending.append(path)
            elif is_test_file(path):
                found.append(path)
    return sorted(found)


def fixed_path(path: Path) -> Path | None:
    """`<stem>.fixed.<ext>` beside the test file, when it exists."""
    if not path.suffix or path.name.startswith("."):
        return None
    candidate = path.with_name(f"{path.stem}.fixed{path.suffix}")
    return candidate if candidate.exists() else None


def run_file(
    path: Path, display: str, rules_by_id: dict[str, Rule], report: TestReport, repo: Repository | None = None
) -> None:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        report.unknown_rules.append(f"{display}: not UTF-8 text, cannot hold annotations")
        return
    expectations = parse_annotations(text)
    if not expectations.rule_ids():
        return
    report.files += 1
    rules = []
    for rule_id in sorted(expectations.rule_ids()):
        if rule_id in rules_by_id:
            rules.append(rules_by_id[rule_id])
        else:
            report.unknown_rules.append(f"{display}: unknown rule {rule_id}")
    result = scan_source(SourceFile(display, text), RuleIndex(rules, TEST_OPTIONS))
    if repo is not None:  # the other test files are the repository a guard elsewhere is in
        judged = judged_in_file(answered_in_file(result, rules, repo), rules, repo)
        judged = flows_in_file(judged, rules, repo, TEST_OPTIONS)  # data from a file calling this one
        judged = react19_in_file(unreached_in_file(reachable_only(judged, repo), repo), repo)
        judged = constant_false_branches_in_file(stripped_console_in_file(judged, repo), repo)
        judged = fixed_lodash_in_file(defended_fields_in_file(unread_operators_in_file(judged, repo), repo), repo)
        judged = page_scripts_in_file(key_typed_in_file(openssl3_in_file(judged, repo), repo), repo)
        judged = header_auth_in_file(admin_only_in_file(fastify_sends_in_file(judged, repo), repo), repo)
        judged = unreferenced_network_config_in_file(script_policy_reflections_in_file(judged, repo), repo)
        judged = validated_locales_in_file(harmless_dotfiles_in_file(judged, repo), repo)
        judged = server_only_names_in_file(judged, repo)
        judged = uncalled_writes_in_file(script_safe_in_file(min_sdk_in_file(judged, repo), repo), repo)
        result = controls_in_file(judged, rules, repo)
    result = restatements_in_file(result, injection_rules(rules))
    found: dict[str, set[int]] = defaultdict(set)
    flows: dict[str, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))
    leaving = flows_leaving(display, rules, repo, TEST_OPTIONS) if repo is not None else []
    for finding in [*result.findings, *leaving]:
        if finding.disposition_reason.startswith(STATED_REASON):
            continue  # recorded, suppressed: not reported
        if finding.location.path == display:
            found[finding.rule_id].add(finding.location.start_line)
        if finding.flow is not None:
            steps = [("flow-source", finding.flow.source)] + [("flow-via", hop) for hop in finding.flow.hops]
            for kind, step in steps:
                if step.path == display:
                    flows[finding.rule_id][kind].add(step.line)
    for rule in rules:
        _compare(rule.id, expectations.lines[rule.id], found[rule.id], display, report.outcomes[rule.id])
        _compare_flows(expectations.lines[rule.id], flows[rule.id], display, report.outcomes[rule.id])
    expected_fixed = fixed_path(path)
    if expected_fixed is not None:
        problem = fix_mismatch(SourceFile(display, text), RuleIndex(rules, TEST_OPTIONS), expected_fixed)
        if problem:
            report.fix_failures.append(problem)
    fixing = {f.rule_id for f in result.findings if f.fix is not None}
    report.fixes_seen |= fixing
    report.fixes_checked |= fixing if expected_fixed is not None else set()


def fix_mismatch(source: SourceFile, index: RuleIndex, expected_path: Path) -> str | None:
    """What is wrong when applying every fix (as `scan --fix --unsafe-fixes` does) does not
    give the `.fixed` file: the reason the fixes were rolled back, or a diff."""
    plan = plan_fixes(source, index, lambda finding: finding.fix is not None)
    expected = expected_path.read_text(encoding="utf-8")
    name = expected_path.name
    if plan.problem:
        return f"{source.path}: the fixes were rolled back ({plan.problem}), so {name} is not produced"
    if plan.text == expected:
        return None
    if not plan.fixed:
        return f"{source.path}: no fix applies, but {name} differs from the test file"
    diff = unified_diff(name, expected, plan.text, (f"{name} (expected)", f"{source.path} after its fixes"))
    lines = diff.splitlines()
    if len(lines) > MAX_DIFF_LINES:
        lines = [*lines[:MAX_DIFF_LINES], f"... {len(lines) - MAX_DIFF_LINES} more lines"]
    return f"{source.path}: applying the fixes does not give {name}:\n" + "\n".join(f"     {line}" for line in lines)


def _compare(
    rule_id: str, expected: dict[str, set[int]], found: set[int], display: str, outcome: RuleOutcome
) -> None:
    must = expected["ruleid"]
    must_not = expected["ok"]
    outcome.true_positives += len(must & found)
    outcome.ok_cases += len(must_not)
    outcome.false_negatives += [f"{display}:{n}" for n in sorted(must - found)]
    unexpected = found - must - expected["todoruleid"] - expected["todook"]
    outcome.false_positives += [f"{display}:{n}" for n in sorted(unexpected)]
    outcome.todo += [f"{display}:{n} (todoruleid)" for n in sorted(expected["todoruleid"] - found)]
    outcome.todo += [f"{display}:{n} (todook)" for n in sorted(expected["todook"] & found)]


def _compare_flows(
    expected: dict[str, set[int]], found: dict[str, set[int]], display: str, outcome: RuleOutcome
) -> None:
    """Each `flow-source:` line is the source of a finding's flow, each `flow-via:` line a hop of one."""
    for kind, missing in (("flow-source", "no flow starts here"), ("flow-via", "no flow passes here")):
        outcome.flow_misses += [f"{display}:{n} ({missing})" for n in sorted(expected[kind] - found[kind])]


def run_tests(root: Path, rules: list[Rule]) -> TestReport:
    """Run the rules on the test files of directory `root`'s tree, which is the repository a
    guard in another file is looked for in; or on file `root` alone, its own repository."""
    rules_by_id = {r.id: r for r in rules}
    report = TestReport()
    base = root if root.is_dir() else root.parent
    paths = {path.relative_to(base).as_posix(): path for path in test_files(root)}
    repo = Repository(
        lambda: sorted(paths),
        lambda shown: paths[shown].read_text(encoding="utf-8", errors="replace"),
        TEST_OPTIONS.shipping.is_shipped,
    )
    for display, path in sorted(paths.items()):
        run_file(path, display, rules_by_id, report, repo)
    for rule_id in sorted(report.fixes_seen - report.fixes_checked):
        report.fix_failures.append(f"{rule_id}: its fix is not checked by any .fixed file")
    return report


def format_report(report: TestReport, verbose: bool = False) -> str:
    lines = []
    for rule_id in sorted(report.outcomes):
        outcome = report.outcomes[rule_id]
        status = "ok  " if outcome.passed else "FAIL"
        if verbose or not outcome.passed:
            lines.append(
                f"{status} {rule_id}: {outcome.true_positives} TP, {outcome.ok_cases} ok cases, "
                f"{len(outcome.false_positives)} FP, {len(outcome.false_negatives)} FN"
            )
        lines += [f"     false positive at {loc}" for loc in outcome.false_positives]
        lines += [f"     false negative at {loc}" for loc in outcome.false_negatives]
        lines += [f"     flow not as annotated at {loc}" for loc in outcome.flow_misses]
        lines += [f"     todo: {loc}" for loc in outcome.todo] if verbose else []
    lines += [f"FAIL {problem}" for problem in report.fix_failures + report.unknown_rules]
    tps = sum(o.true_positives for o in report.outcomes.values())
    fps = sum(len(o.false_positives) for o in report.outcomes.values())
    fns = sum(len(o.false_negatives) for o in report.outcomes.values())
    todos = sum(len(o.todo) for o in report.outcomes.values())
    failed = sum(1 for o in report.outcomes.values() if not o.passed)
    lines.append(
        f"{counted(len(report.outcomes), 'rule')} tested in {counted(report.files, 'file')}: "
        f"{counted(tps, 'true positive')}, {counted(fps, 'false positive')}, {counted(fns, 'false negative')}, "
        f"{todos} todo; {counted(failed, 'rule')} failing"
    )
    return "\n".join(lines)


def counted(n: int, noun: str) -> str:
    """`1 rule`, `2 rules`."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


@dataclass
class DevsetScore:
    """Every rule run on whole files: precision and recall against the annotations."""

    true_positives: int = 0
    false_positives: list[str] = field(default_factory=list)
    false_negatives: list[str] = field(default_factory=list)
    files: int = 0

    @property
    def precision(self) -> float:
        found = self.true_positives + len(self.false_positives)
        return self.true_positives / found if found else 1.0

    @property
    def recall(self) -> float:
        expected = self.true_positives + len(self.false_negatives)
        return self.true_positives / expected if expected else 1.0


def score_devset(root: Path, rules: list[Rule]) -> DevsetScore:
    """Run the default profile's rules (all stacks, shipped-code scope) on each file under `root`;
    an annotation for a rule of the extended profile is not scored (a default scan does not run it)."""
    default = [r for r in rules if not r.extended]
    scored = {r.id for r in default}
    options = EngineOptions(stacks=frozenset(STACKS))
    index = RuleIndex(default, options)
    paths = {path.relative_to(root).as_posix(): path for path in test_files(root)}
    # whole-app controls are decided on the tree, as a scan of it does (scan/repo/controls.py)
    repo = Repository(
        lambda: sorted(paths), lambda shown: paths[shown].read_text(encoding="utf-8"), options.shipping.is_shipped
    )
    score = DevsetScore()
    for display, path in sorted(paths.items()):
        text = path.read_text(encoding="utf-8")
        expected = parse_annotations(text).lines
        score.files += 1
        scanned = uncalled_writes_in_file(scan_source(SourceFile(display, text), index), repo)
        result = controls_in_file(scanned, default, repo)
        found = {
            (f.rule_id, f.location.start_line)
            for f in result.findings
            if not f.disposition_reason.startswith(STATED_REASON)
        }
        wanted = {(rule_id, n) for rule_id, kinds in expected.items() if rule_id in scored for n in kinds["ruleid"]}
        tolerated = {
            (rule_id, n) for rule_id, kinds in expected.items() for n in kinds["todoruleid"] | kinds["todook"]
        }
        score.true_positives += len(found & wanted)
        score.false_negatives += [f"{display}:{n} {r}" for r, n in sorted(wanted - found)]
        score.false_positives += [f"{display}:{n} {r}" for r, n in sorted(found - wanted - tolerated)]
    return score
