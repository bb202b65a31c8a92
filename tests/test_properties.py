"""Property-based tests (hypothesis) with a small, fixed budget: path validation, suppression
parsing, fix planning and application, baseline matching and output escaping."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis", reason="hypothesis is in the `test` extra")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from secure_lint.core.findings import Finding, FixEdit, Location  # noqa: E402
from secure_lint.core.source import SourceFile  # noqa: E402
from secure_lint.report.untrusted import guard_lines, json_text, one_line, visible  # noqa: E402
from secure_lint.scan.baseline import Entry, match_entries  # noqa: E402
from secure_lint.scan.fix import apply_edits, non_overlapping  # noqa: E402
from secure_lint.scan.suppress import parse_directives  # noqa: E402
from secure_lint.workspace import Workspace  # noqa: E402

# CI budget: fixed, small, no deadline (the machine may be loaded); derandomized so a run is
# repeatable.
BUDGET = settings(
    max_examples=50, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
RAW = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
NAME = st.text(string.ascii_letters + string.digits + "._-", min_size=1, max_size=8)
RULE_ID = st.from_regex(r"[a-z][a-z0-9-]{0,6}(\.[a-z][a-z0-9-]{0,6}){1,2}", fullmatch=True)


# -- path validation ---------------------------------------------------------------------------


@BUDGET
@given(st.text(max_size=40))
def test_any_path_is_refused_or_stays_inside_the_root(tmp_path: Path, raw: str) -> None:
    workspace = Workspace(tmp_path)
    rel = workspace.relative(raw)
    if rel is None:
        return
    assert not rel.startswith("/") and rel != ".." and not rel.startswith("../")
    assert "\0" not in rel and "/../" not in f"/{rel}/"


@BUDGET
@given(st.lists(NAME, min_size=1, max_size=5), st.lists(st.sampled_from([".", ".."]), max_size=4))
def test_dot_segments_never_escape(tmp_path: Path, parts: list[str], dots: list[str]) -> None:
    raw = "/".join([*parts, *dots])
    rel = Workspace(tmp_path).relative(raw)
    depth = len(parts) - dots.count("..")
    assert (rel is None) == (depth < 0)


# -- suppression parsing -------------------------------------------------------------------------


@BUDGET
@given(st.text(max_size=200))
def test_any_text_parses_without_error(text: str) -> None:
    for directive in parse_directives(SourceFile("a.ts", "// secure-lint: ignore" + text)):
        assert directive.line >= 1 and directive.target >= 0


@BUDGET
@given(st.lists(RULE_ID, min_size=1, max_size=3, unique=True), st.text(string.ascii_letters + " ", min_size=1))
def test_a_well_formed_suppression_names_exactly_its_ids(ids: list[str], reason: str) -> None:
    reason = reason.strip() or "reviewed"
    source = SourceFile("a.ts", f"run(x); // secure-lint: ignore[{', '.join(ids)}] -- {reason}\nnext();\n")
    (directive,) = parse_directives(source)
    assert directive.error is None
    assert list(directive.ids) == ids
    assert directive.target == 1


# -- fix planning and application ---------------------------------------------------------------

TEXT = st.text(string.ascii_letters + " \n;()", min_size=1, max_size=60)


@st.composite
def edits_in(draw: st.DrawFn) -> tuple[str, list[FixEdit]]:
    text = draw(TEXT)
    edits = []
    for _ in range(draw(st.integers(0, 6))):
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, len(text)))
        replacement = draw(st.text(string.ascii_letters, max_size=5))
        edits.append(FixEdit(path="a.ts", start=start, end=end, replacement=replacement, safety="safe"))
    return text, edits


@BUDGET
@given(edits_in())
def test_chosen_edits_never_overlap_and_apply_as_spliced(case: tuple[str, list[FixEdit]]) -> None:
    text, edits = case
    chosen = non_overlapping(edits)
    for a, b in zip(chosen, chosen[1:], strict=False):
        assert a.end <= b.start and a.start < b.start
    expected, last = [], 0
    for edit in chosen:
        expected += [text[last : edit.start], edit.replacement]
        last = edit.end
    assert apply_edits(text, edits) == "".join(expected) + text[last:]


# -- baseline matching -------------------------------------------------------------------------


def _finding(rule_id: str, path: str, instance: str) -> Finding:
    location = Location(path=path, start_line=1, start_column=1, end_line=1, end_column=2)
    return Finding(
        rule_id=rule_id, title="t", message="m", severity="high", confidence="high", category="secrets",
        location=location, evidence="e", instance_id=instance, evidence_hash="h",
    )


@BUDGET
@given(st.lists(st.tuples(st.sampled_from(["r.a", "r.b"]), st.sampled_from(["x.ts", "y.ts"]), st.uuids()), max_size=8),
       st.data())
def test_each_baseline_entry_matches_at_most_one_finding(rows, data: st.DataObject) -> None:
    findings = [_finding(rule, path, str(uid)) for rule, path, uid in rows]
    choose = st.lists(st.sampled_from(findings), unique_by=lambda f: f.instance_id) if findings else st.just([])
    recorded = data.draw(choose)
    entries = [
        Entry(instance_id=f.instance_id, rule_id=f.rule_id, path=f.location.path, evidence_hash="h",
              disposition="accepted_risk")
        for f in recorded
    ]
    matched = match_entries(findings, entries)
    used = [entry.instance_id for entry in matched if entry is not None]
    assert len(used) == len(set(used))
    for finding, entry in zip(findings, matched, strict=True):
        if finding.instance_id in {e.instance_id for e in entries}:
            assert entry is not None and entry.instance_id == finding.instance_id
        if entry is not None:
            assert (entry.rule_id, entry.path) == (finding.rule_id, finding.location.path)


# -- output escaping ---------------------------------------------------------------------------

ANY = st.text(st.characters(codec=None, exclude_categories=()), max_size=80)


@BUDGET
@given(ANY)
def test_visible_and_one_line_leave_nothing_raw(text: str) -> None:
    assert RAW.findall(visible(text)) == []
    assert "\n" not in one_line(text) and RAW.findall(one_line(text)) == []


@BUDGET
@given(st.lists(ANY, max_size=5))
def test_no_guarded_line_starts_as_a_command(lines: list[str]) -> None:
    report = guard_lines("\n".join(lines))
    assert all(not line.lstrip().startswith(("::", "##[")) for line in report.split("\n"))
    assert RAW.findall(report.replace("\n", "")) == []


@BUDGET
@given(st.dictionaries(st.text(max_size=5), ANY, max_size=4))
def test_json_text_means_the_same_and_prints_nothing_raw(data: dict[str, str]) -> None:
    text = json_text(json.dumps(data, ensure_ascii=False))
    assert json.loads(text) == data
    assert RAW.findall(text) == []


# -- path classes: one combined regex decides as pathspec does ---------------------------------

_SEGMENT = st.sampled_from(
    ["src", "test", "tests", "e2e", "docs", "node_modules", "dist", "build", "app", "fixtures", "scripts", "a.b"]
)
_NAME = st.sampled_from(["index.ts", "a.test.tsx", "README.md", "logo.PNG", "x.min.js", "seed.ts", "Podfile", "app"])


@BUDGET
@given(st.lists(_SEGMENT, max_size=5), _NAME, st.booleans())
def test_path_matchers_decide_as_pathspec_does(segments: list[str], name: str, directory: bool) -> None:
    from secure_lint.core import path_classes as paths

    path = "/".join([*segments, name]) + ("/" if directory else "")
    for patterns in (paths.DEFAULT_EXCLUDES, paths.NOT_SHIPPED, paths.DOCS, paths.BINARY_ASSETS, ("src/**", "!x")):
        assert paths.matcher(patterns)(path) == bool(paths.spec(patterns).match_file(path)), (patterns[:3], path)
