"""`scan --fix`, `--unsafe-fixes`, `--diff`: planning, verification, writing through the workspace."""

from __future__ import annotations

import codecs
import json
import os
import stat
from pathlib import Path

import pytest
from conftest import findings_of
from git_helpers import git, isolate_git, new_repo, write

from secure_lint.authoring import rule_tests
from secure_lint.core.context import FixMode
from secure_lint.core.findings import FixEdit
from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import load_rules
from secure_lint.scan.engine import EngineOptions, RuleIndex
from secure_lint.scan.fix import FixTarget, apply_edits, fix_scan, non_overlapping, plan_fixes
from secure_lint.scan.fix_text import exact_edit, unified_diff
from secure_lint.scan.matching import scan_files, scan_result
from secure_lint.scan.reading import DiskReader
from secure_lint.scan.targets import Targets
from secure_lint.workspace import Workspace

RULES = str(Path(__file__).parent / "data" / "fix-rules.yaml")
CLIENT = """
    import https from "node:https";

    export const agent = new https.Agent({ rejectUnauthorized: false });
    export const api = "http://api.example.com/v1";
    export const local = "http://localhost:3000";
    export function run(input: string) {
      return eval(eval(input));
    }
"""
CLIENT_FIXED = """\
import https from "node:https";

export const agent = new https.Agent({ rejectUnauthorized: true });
export const api = "https://api.example.com/v1";
export const local = "http://localhost:3000";
export function run(input: string) {
  return eval(eval(input));
}
"""


def scan(run_cli, root: Path, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--rules", RULES, *args, cwd=root)


def edit(start: int, end: int, replacement: str = "x") -> FixEdit:
    return FixEdit(path="a.ts", start=start, end=end, replacement=replacement, safety="safe")


@pytest.fixture(scope="module")
def index() -> RuleIndex:
    rules = load_rules([Path(RULES)], bundled=False, use_cache=False)
    return RuleIndex(rules, EngineOptions(stacks=frozenset({"common"}), include_tests=True))


def every_fix(finding) -> bool:
    return finding.fix is not None


# -- planning ------------------------------------------------------------------------------


def test_overlapping_edits_wait_and_the_enclosing_one_goes_first() -> None:
    outer, inner, same_start_shorter, later = edit(0, 10), edit(4, 6), edit(0, 3), edit(10, 12)
    assert non_overlapping([inner, later, same_start_shorter, outer]) == [outer, later]
    assert apply_edits("0123456789ab", [inner, outer, later]) == "xx"


def test_exact_edit_is_whole_lines_found_exactly_once() -> None:
    text = "a\na\na\nb\n"
    change = exact_edit(text, 4, 5, "z")  # the third "a"
    assert (change.old, change.new) == ("a\na\nb\n", "a\nz\nb\n")
    change = exact_edit(text, 2, 3, "z")  # the second "a": "a\na\n" also starts at 0
    assert (change.old, change.new) == ("a\na\na\n", "a\nz\na\n")
    crlf = "x = 1\r\ny = 1\r\n"
    assert exact_edit(crlf, 11, 12, "2").old == "y = 1\r\n"


def test_unified_diff_marks_a_missing_final_newline() -> None:
    assert unified_diff("a.txt", "one\ntwo", "one\n2") == (
        "--- a/a.txt\n+++ b/a.txt\n@@ -1,2 +1,2 @@\n one\n-two\n\\ No newline at end of file\n"
        "+2\n\\ No newline at end of file\n"
    )


def test_nested_matches_are_fixed_in_two_passes(index: RuleIndex) -> None:
    plan = plan_fixes(SourceFile("a.ts", "run(eval(eval(input)));\n"), index, every_fix)
    assert plan.problem == ""
    assert plan.text == "run(JSON.parse(JSON.parse(input)));\n"
    assert [(f.rule_id, f.location.start_column) for f in plan.fixed] == [
        ("test.fix.eval", 5),
        ("test.fix.eval", 16),
    ]
    assert plan.findings == []
    assert len(plan.steps) == 2


def test_a_finding_a_fix_brings_up_is_fixed_in_the_next_pass(index: RuleIndex) -> None:
    source = SourceFile("a.ts", "const url = legacyEndpoint();\nconst other = 'http://old.example.com';\n")
    first = plan_fixes(source, index, every_fix).first
    only = {f.instance_id for f in first if f.rule_id == "test.fix.legacy-endpoint"}
    plan = plan_fixes(source, index, every_fix, only)  # the scan reported only the legacy endpoint
    assert plan.text == "const url = \"https://api.example.com\";\nconst other = 'http://old.example.com';\n"
    assert [f.rule_id for f in plan.fixed] == ["test.fix.legacy-endpoint", "test.fix.http"]
    assert [(f.rule_id, f.location.start_line) for f in plan.findings] == [("test.fix.http", 2)]


def test_two_rules_fixing_the_same_span_do_not_both_apply(index: RuleIndex) -> None:
    plan = plan_fixes(SourceFile("a.ts", "const b = new Buffer(size);\n"), index, every_fix)
    assert plan.text == "const b = Buffer.from(size);\n"
    assert [f.rule_id for f in plan.fixed] == ["test.fix.buffer"]


@pytest.mark.parametrize(
    ("path", "text", "problem"),
    [
        ("a.ts", "ok(1);\nweakHash(x);\n", "the fix of test.fix.still-there (line 2) leaves the finding in place"),
        ("a.ts", "legacyCall(y);\n", "the fixes would introduce a syntax error"),
        (
            "Info.plist",
            "<plist><dict><key>DebugMenu</key><true/></dict></plist>\n",
            "the fixes would introduce a syntax error",
        ),
        ("notes.txt", "ping\n", "the fixes did not settle in 4 passes"),
    ],
)
def test_a_file_whose_fixes_fail_is_left_as_it_was(index: RuleIndex, path: str, text: str, problem: str) -> None:
    plan = plan_fixes(SourceFile(path, text), index, every_fix)
    assert plan.problem == problem
    assert plan.text == text
    assert not plan.changes
    assert plan.findings == plan.first


def test_a_multiline_template_keeps_crlf(index: RuleIndex) -> None:
    text = 'import x from "y";\r\nsetCookie("sid", token);\r\n'
    plan = plan_fixes(SourceFile("a.ts", text), index, every_fix)
    assert plan.text == (
        'import x from "y";\r\nsetCookie("sid", token, {\r\n  httpOnly: true,\r\n  secure: true,\r\n});\r\n'
    )


def test_the_file_is_not_written_when_it_changed_after_planning(tree, monkeypatch) -> None:
    root = tree({"a.ts": "const agent = { rejectUnauthorized: false };\n"})
    monkeypatch.chdir(root)
    rules = load_rules([Path(RULES)], bundled=False, use_cache=False)
    workspace = Workspace(str(root))
    options = EngineOptions(stacks=frozenset({"common"}))
    items = scan_files(DiskReader(workspace, 1 << 20), ["a.ts"], rules, options)
    result = scan_result(options.stacks, Targets(considered=1), items, rules, root.name)

    def meddle(path: str, data: bytes) -> None:  # someone edits the file in between
        (root / path).write_text("const agent = { rejectUnauthorized:  false };\n")

    fixed = fix_scan(result, FixTarget(workspace, RuleIndex(rules, options), 1 << 20, meddle), FixMode())
    assert fixed.fix is not None and fixed.fix.files == []
    assert [(p.path, p.reason) for p in fixed.fix.problems] == [
        ("a.ts", "not fixed: edit 1 of 1 failed: 'a.ts': found 0 occurrence(s) of old, expected 1; nothing written")
    ]
    assert (root / "a.ts").read_text() == "const agent = { rejectUnauthorized:  false };\n"


# -- the command ---------------------------------------------------------------------------


def test_fix_writes_safe_fixes_exits_1_and_counts(tree, run_cli) -> None:
    root = tree({"web/client.ts": CLIENT, "web/other.ts": "export const x = 1;\n"})
    result = scan(run_cli, root, "--fix")
    assert result.exit_code == 1
    assert (root / "web/client.ts").read_text() == CLIENT_FIXED
    assert (root / "web/other.ts").read_text() == "export const x = 1;\n"
    assert "web/client.ts:7:10: critical test.fix.eval `eval` runs `eval(input)`" in result.stdout
    assert "rejectUnauthorized" not in result.stdout  # fixed findings are not listed
    assert "Fixed 2, 2 remaining (2 fixable with --unsafe-fixes).\n" in result.stdout
    assert result.stderr == ""


def test_a_second_fix_run_changes_nothing(tree, run_cli) -> None:
    root = tree({"web/client.ts": CLIENT})
    scan(run_cli, root, "--fix")
    before = (root / "web/client.ts").stat().st_mtime_ns
    again = scan(run_cli, root, "--fix")
    assert "Fixed 0, 2 remaining (2 fixable with --unsafe-fixes).\n" in again.stdout
    assert (root / "web/client.ts").read_text() == CLIENT_FIXED
    assert (root / "web/client.ts").stat().st_mtime_ns == before
    assert again.exit_code == 1  # findings remain

    all_fixed = scan(run_cli, root, "--fix", "--unsafe-fixes")
    assert all_fixed.exit_code == 1
    assert "Fixed 2, 0 remaining.\n" in all_fixed.stdout
    last = scan(run_cli, root, "--fix", "--unsafe-fixes")
    assert last.exit_code == 0
    assert last.stdout.endswith("Fixed 0, 0 remaining.\n0 findings in 1 file scanned.\n")


def test_unsafe_fixes_apply_with_the_flag(tree, run_cli) -> None:
    root = tree({"web/client.ts": CLIENT})
    result = scan(run_cli, root, "--fix", "--unsafe-fixes")
    assert result.exit_code == 1
    assert (root / "web/client.ts").read_text() == CLIENT_FIXED.replace(
        "eval(eval(input))", "JSON.parse(JSON.parse(input))"
    )
    assert "Fixed 4, 0 remaining.\n" in result.stdout


def test_diff_prints_what_would_change_and_writes_nothing(tree, run_cli) -> None:
    root = tree({"web/client.ts": CLIENT})
    before = (root / "web/client.ts").read_bytes()
    result = scan(run_cli, root, "--diff")
    assert result.exit_code == 1
    assert result.stdout == (
        "--- a/web/client.ts\n"
        "+++ b/web/client.ts\n"
        "@@ -1,7 +1,7 @@\n"
        ' import https from "node:https";\n'
        " \n"
        "-export const agent = new https.Agent({ rejectUnauthorized: false });\n"
        '-export const api = "http://api.example.com/v1";\n'
        "+export const agent = new https.Agent({ rejectUnauthorized: true });\n"
        '+export const api = "https://api.example.com/v1";\n'
        ' export const local = "http://localhost:3000";\n'
        " export function run(input: string) {\n"
        "   return eval(eval(input));\n"
    )
    assert result.stderr == "secure-lint: would fix 2, 2 remaining (2 fixable with --unsafe-fixes)\n"
    assert (root / "web/client.ts").read_bytes() == before


def test_diff_of_a_clean_tree_is_empty_and_exits_0(tree, run_cli) -> None:
    result = scan(run_cli, tree({"a.ts": "export const x = 1;\n"}), "--diff")
    assert (result.exit_code, result.stdout) == (0, "")


def test_unsafe_fixes_alone_is_a_usage_error(tree, run_cli) -> None:
    result = scan(run_cli, tree({"a.ts": "x\n"}), "--unsafe-fixes")
    assert result.exit_code == 2
    assert result.stderr == "secure-lint: error: --unsafe-fixes needs --fix or --diff\n"


def test_text_output_says_which_findings_have_a_fix(tree, run_cli) -> None:
    result = scan(run_cli, tree({"web/client.ts": CLIENT}))
    assert "      = fix available (safe): secure-lint scan --fix; certificates are checked again\n" in result.stdout
    assert (
        "      = fix available (unsafe, review the change): secure-lint scan --fix --unsafe-fixes; "
        "only when the input is data, not code\n"
    ) in result.stdout
    assert result.stdout.endswith(
        "2 fixable with --fix (2 more with --unsafe-fixes).\n"
        "4 findings (2 critical, 1 high, 1 medium) in 1 file scanned.\n"
    )


def test_json_marks_fixed_findings_and_carries_the_counts(tree, run_cli) -> None:
    root = tree({"web/client.ts": CLIENT})
    data = json.loads(scan(run_cli, root, "--fix", "--format", "json").stdout)
    assert [(f["rule_id"], f["location"]["start_line"], f["disposition"]) for f in data["findings"]] == [
        ("test.fix.tls", 3, "fixed"),
        ("test.fix.http", 4, "fixed"),
        ("test.fix.eval", 7, "reportable"),
        ("test.fix.eval", 7, "reportable"),
    ]
    assert data["summary"]["fix"] == {
        "applied": True,
        "unsafe": False,
        "fixed": 2,
        "files": ["web/client.ts"],
        "remaining": 2,
        "unsafe_fixable": 2,
        "problems": [],
    }


def test_a_file_whose_fix_fails_is_reported_and_untouched_others_are_fixed(tree, run_cli) -> None:
    root = tree({"a.ts": "rejectUnauthorized: false;\nweakHash(x);\n", "b.ts": "rejectUnauthorized: false;\n"})
    result = scan(run_cli, root, "--fix")
    assert result.exit_code == 1
    assert (root / "a.ts").read_text() == "rejectUnauthorized: false;\nweakHash(x);\n"
    assert (root / "b.ts").read_text() == "rejectUnauthorized: true;\n"
    assert result.stderr == (
        "secure-lint: a.ts: the fix of test.fix.still-there (line 2) leaves the finding in place\n"
    )
    assert "Fixed 1, 2 remaining.\n" in result.stdout


def test_suppressed_findings_are_not_fixed(tree, run_cli) -> None:
    text = "const a = { rejectUnauthorized: false }; // secure-lint: ignore[test.fix.tls] -- test server\n"
    root = tree({"a.ts": text})
    result = scan(run_cli, root, "--fix")
    assert (root / "a.ts").read_text() == text
    assert result.exit_code == 0


@pytest.mark.parametrize(
    ("name", "data", "fixed"),
    [
        ("crlf.ts", b"a();\r\nrejectUnauthorized: false;\r\n", b"a();\r\nrejectUnauthorized: true;\r\n"),
        ("bom.ts", codecs.BOM_UTF8 + b"rejectUnauthorized: false\n", codecs.BOM_UTF8 + b"rejectUnauthorized: true\n"),
        ("latin1.txt", "caf\xe9 debug=on\n".encode("latin-1"), "caf\xe9 debug=off\n".encode("latin-1")),
        ("mixed.ts", b"a();\nrejectUnauthorized: false;\r\n", b"a();\nrejectUnauthorized: true;\r\n"),
        ("no-newline.ts", b"rejectUnauthorized: false", b"rejectUnauthorized: true"),
    ],
)
def test_line_endings_bom_encoding_and_mode_are_kept(tree, run_cli, name: str, data: bytes, fixed: bytes) -> None:
    root = tree({"README.md": "app\n"})
    path = root / name
    path.write_bytes(data)
    path.chmod(0o751)
    result = scan(run_cli, root, "--fix")
    assert result.exit_code == 1, result.output
    assert path.read_bytes() == fixed
    assert stat.S_IMODE(path.stat().st_mode) == 0o751


def test_fixes_never_follow_symlinks(tree, run_cli, tmp_path: Path) -> None:
    outside = tmp_path / "outside.ts"
    outside.write_text("rejectUnauthorized: false\n")
    root = tree({"real.ts": "rejectUnauthorized: false\n"})
    os.symlink(outside, root / "out-link.ts")
    os.symlink(root / "real.ts", root / "in-link.ts")
    result = scan(run_cli, root, "--fix", "--format", "json")
    assert findings_of(result) == [("real.ts", 1, "test.fix.tls")]
    assert outside.read_text() == "rejectUnauthorized: false\n"
    assert (root / "real.ts").read_text() == "rejectUnauthorized: true\n"
    assert os.path.islink(root / "out-link.ts") and os.path.islink(root / "in-link.ts")
    assert scan(run_cli, root, "out-link.ts", "--fix").exit_code == 0
    assert outside.read_text() == "rejectUnauthorized: false\n"


def test_a_read_only_file_is_refused_with_a_reason(tree, run_cli) -> None:
    """Issue 11, defect 12: --fix replaced read-only files through its atomic rename."""
    root = tree({"web/pinned.ts": "rejectUnauthorized: false\n", "web/open.ts": "rejectUnauthorized: false\n"})
    (root / "web/pinned.ts").chmod(0o444)
    result = scan(run_cli, root, "--fix")
    assert result.exit_code == 1
    assert (root / "web/pinned.ts").read_text() == "rejectUnauthorized: false\n"
    assert stat.S_IMODE((root / "web/pinned.ts").stat().st_mode) == 0o444
    assert (root / "web/open.ts").read_text() == "rejectUnauthorized: true\n"
    assert result.stderr == (
        "secure-lint: web/pinned.ts: not fixed: 'web/pinned.ts' is read-only; make it writable to edit it\n"
    )


def test_a_hard_linked_file_is_refused_and_the_links_kept(tree, run_cli) -> None:
    root = tree({"web/shared.ts": "rejectUnauthorized: false\n"})
    os.link(root / "web/shared.ts", root / "web/alias.ts")
    result = scan(run_cli, root, "--fix")
    assert result.exit_code == 1
    assert os.path.samefile(root / "web/shared.ts", root / "web/alias.ts")
    assert (root / "web/shared.ts").read_text() == "rejectUnauthorized: false\n"
    assert "secure-lint: web/alias.ts: not fixed: 'web/alias.ts' has 2 hard links; a rewrite would break them" in (
        result.stderr
    )


BUFFERS = """const CHUNK = 64 * 1024;

export function readChunk(fd) {
  const buffer = new Buffer(CHUNK);
  return fs.readSync(fd, buffer, 0, CHUNK, null);
}

export const decode = (body) => new Buffer(body.data);
"""


def test_the_buffer_constructor_fix_is_unsafe_because_the_value_may_be_a_number(tree, run_cli) -> None:
    """Issue 11, defect 11: `new Buffer(CHUNK)` became `Buffer.from(CHUNK)`, which throws."""
    root = tree({"package.json": '{"name": "files"}', "src/chunks.js": BUFFERS})
    result = run_cli("scan", "--select", "node.buffer", "--fix", "--format", "json", cwd=root)
    assert (root / "src/chunks.js").read_text() == BUFFERS  # no safe fix
    data = json.loads(result.stdout)
    expected = [(4, "unsafe"), (8, "unsafe")]
    assert [(f["location"]["start_line"], f["fix"]["safety"]) for f in data["findings"]] == expected
    unsafe = run_cli("scan", "--select", "node.buffer", "--fix", "--unsafe-fixes", cwd=root)
    assert unsafe.exit_code == 1
    assert "export const decode = (body) => Buffer.from(body.data);" in (root / "src/chunks.js").read_text()


# -- with git: --staged fixes the working tree only where it is the staged content --------------


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    isolate_git(monkeypatch, tmp_path / "home")
    return new_repo(tmp_path / "app", {"README.md": "app\n"})


def test_staged_fixes_files_whose_working_copy_is_the_index(repo: Path, run_cli) -> None:
    write(repo, {"same.ts": "rejectUnauthorized: false;\n", "edited.ts": "rejectUnauthorized: false;\n"})
    git(repo, "add", "same.ts", "edited.ts")
    (repo / "edited.ts").write_text("rejectUnauthorized: false;\nconst more = 1;\n")  # not staged
    result = scan(run_cli, repo, "--staged", "--fix")
    assert result.exit_code == 1
    assert (repo / "same.ts").read_text() == "rejectUnauthorized: true;\n"
    assert (repo / "edited.ts").read_text() == "rejectUnauthorized: false;\nconst more = 1;\n"
    assert result.stderr == (
        "secure-lint: edited.ts: not fixed: the working copy differs from the staged content; "
        "stage or stash its changes and run again\n"
    )
    assert "Fixed 1, 1 remaining.\n" in result.stdout  # no "(0 fixable with --unsafe-fixes)"
    assert git(repo, "diff", "--cached", "--name-only").stdout.split() == ["edited.ts", "same.ts"]
    assert git(repo, "show", ":same.ts").stdout == "rejectUnauthorized: false;\n"  # the index is left alone


def test_staged_diff_shows_the_fix_of_the_staged_file(repo: Path, run_cli) -> None:
    write(repo, {"a.ts": "rejectUnauthorized: false;\n"})
    git(repo, "add", "a.ts")
    result = scan(run_cli, repo, "--staged", "--diff")
    assert result.exit_code == 1
    assert "-rejectUnauthorized: false;\n+rejectUnauthorized: true;\n" in result.stdout
    assert (repo / "a.ts").read_text() == "rejectUnauthorized: false;\n"


def test_diff_base_fixes_only_findings_on_changed_lines(repo: Path, run_cli) -> None:
    write(repo, {"a.ts": "rejectUnauthorized: false;\n"})
    git(repo, "add", "a.ts")
    git(repo, "commit", "-q", "-m", "old weakness")
    git(repo, "branch", "base")
    (repo / "a.ts").write_text("rejectUnauthorized: false;\nconst agent = { rejectUnauthorized: false };\n")
    result = scan(run_cli, repo, "--diff-base", "base", "--fix", "--format", "json")
    assert (repo / "a.ts").read_text() == "rejectUnauthorized: false;\nconst agent = { rejectUnauthorized: true };\n"
    assert [(f["location"]["start_line"], f["disposition"]) for f in json.loads(result.stdout)["findings"]] == [
        (2, "fixed")
    ]


# -- the rule test harness checks fixes against .fixed files -------------------------------------


def harness(tmp_path: Path, files: dict[str, str]) -> rule_tests.TestReport:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return rule_tests.run_tests(tmp_path, load_rules([Path(RULES)], bundled=False, use_cache=False))


TLS_TEST = "// ruleid: test.fix.tls\nconst a = { rejectUnauthorized: false };\n"


def test_harness_passes_when_the_fixes_give_the_fixed_file(tmp_path: Path) -> None:
    fixed = TLS_TEST.replace("false", "true")
    assert harness(tmp_path, {"tls.ts": TLS_TEST, "tls.fixed.ts": fixed}).fix_failures == []


def test_harness_shows_a_diff_when_the_fixed_file_differs(tmp_path: Path) -> None:
    report = harness(tmp_path, {"tls.ts": TLS_TEST, "tls.fixed.ts": TLS_TEST.replace("false", "1")})
    assert report.fix_failures == [
        "tls.ts: applying the fixes does not give tls.fixed.ts:\n"
        "     --- tls.fixed.ts (expected)\n"
        "     +++ tls.ts after its fixes\n"
        "     @@ -1,2 +1,2 @@\n"
        "      // ruleid: test.fix.tls\n"
        "     -const a = { rejectUnauthorized: 1 };\n"
        "     +const a = { rejectUnauthorized: true };"
    ]
    assert not report.passed
    assert "FAIL tls.ts: applying the fixes does not give tls.fixed.ts:" in rule_tests.format_report(report)


def test_harness_says_why_fixes_were_rolled_back(tmp_path: Path) -> None:
    source = "// ruleid: test.fix.still-there\nweakHash(x);\n"
    report = harness(tmp_path, {"hash.ts": source, "hash.fixed.ts": "weakHash2(x);\n"})
    assert report.fix_failures == [
        "hash.ts: the fixes were rolled back (the fix of test.fix.still-there (line 2) leaves the finding "
        "in place), so hash.fixed.ts is not produced"
    ]


def test_harness_wants_every_fix_checked_by_a_fixed_file(tmp_path: Path) -> None:
    report = harness(tmp_path, {"tls.ts": TLS_TEST})
    assert report.fix_failures == ["test.fix.tls: its fix is not checked by any .fixed file"]


def test_diff_with_an_output_file_prints_the_diff_and_writes_the_report(tree, run_cli) -> None:
    root = tree({"a.ts": "rejectUnauthorized: false;\n"})
    result = scan(run_cli, root, "--diff", "--format", "json", "-o", "report.json")
    assert result.stdout.startswith("--- a/a.ts\n+++ b/a.ts\n")
    assert json.loads((root / "report.json").read_text())["summary"]["fix"]["applied"] is False
    assert (root / "a.ts").read_text() == "rejectUnauthorized: false;\n"


RENDER = """\
export function renderMessage(container, html) {
  container.innerHTML = html;
}

export function renderPreview(container, html) {
  container.innerHTML = html;
}
"""
INNER_HTML = "js.xss.inner-html-assignment"


def test_fix_reports_what_a_plain_scan_of_the_fixed_tree_reports(tree, run_cli) -> None:
    """renderPreview's assignment is answered by a repository fact (only a test calls it): the
    re-scans between fixes drop it as the scan did, so it is neither fixed nor reported."""
    page = "import { renderMessage } from './render';\nrenderMessage(document.body, window.html);\n"
    spec = "import { renderPreview } from '../render';\nrenderPreview(document.body, '<b>hi</b>');\n"
    root = tree(
        {
            "package.json": '{"name": "webview", "private": true}',
            "src/webview/render.js": RENDER,
            "src/webview/page.js": page,
            "src/webview/__tests__/render-test.js": spec,
        }
    )
    assert findings_of(run_cli("scan", "--select", INNER_HTML, "--format", "json", cwd=root)) == [
        ("src/webview/render.js", 2, INNER_HTML)
    ]

    fixed = json.loads(
        run_cli("scan", "--select", INNER_HTML, "--fix", "--unsafe-fixes", "--format", "json", cwd=root).stdout
    )
    outcome = [
        (f["location"]["path"], f["location"]["start_line"], f["rule_id"], f["disposition"]) for f in fixed["findings"]
    ]
    assert outcome == [("src/webview/render.js", 2, INNER_HTML, "fixed")]  # once, as the scan reported it
    assert (root / "src/webview/render.js").read_text() == RENDER.replace("innerHTML", "textContent", 1)
    plain = findings_of(run_cli("scan", "--select", INNER_HTML, "--format", "json", cwd=root))
    assert plain == [(path, line, rule) for path, line, rule, disposition in outcome if disposition != "fixed"] == []
