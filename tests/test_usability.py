"""Messages, rule authoring checks, colour, closed pipes and the small items of issue 11
(defects 13 to 17)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from git_helpers import git, isolate_git, new_repo, write

from secure_lint.cli.terminal import use_colour

RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"


def scan(run_cli, root: Path, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--rules", RULES, *args, cwd=root)


# -- 13: a closed pipe ------------------------------------------------------------------------


@pytest.mark.parametrize("args", [["rules", "list", "--format", "json"], ["scan", "--format", "json"]])
def test_a_closed_pipe_ends_the_run_quietly(tmp_path: Path, args: list[str]) -> None:
    app = tmp_path / "app"
    app.mkdir()
    (app / "config.ts").write_text(f"export const key = '{TOKEN}';\n")
    command = [sys.executable, "-m", "secure_lint", *args]
    if args[0] == "scan":
        command += ["--no-bundled-rules", "--rules", RULES]
    process = subprocess.Popen(command, cwd=app, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before anything is written (`| head -0`)
    stderr = process.stderr.read()
    assert process.wait(timeout=120) == 141  # 128 + SIGPIPE, as a shell reports for git
    assert stderr == b""


# -- 14: messages -------------------------------------------------------------------------------


def test_missing_paths_roots_and_baselines_are_named_as_given(tree, run_cli, tmp_path: Path) -> None:
    root = tree({"src/app.ts": "export {};\n"})
    assert scan(run_cli, root, "--root", str(tmp_path / "nope")).stderr == (
        f"secure-lint: error: --root {tmp_path / 'nope'}: no such directory\n"
    )
    missing = scan(run_cli, root, str(tmp_path / "elsewhere" / "gone.ts"))
    assert (missing.exit_code, missing.stderr) == (2, "secure-lint: error: ../elsewhere/gone.ts: does not exist\n")
    (tmp_path / "outside.ts").write_text("export {};\n")
    outside = scan(run_cli, root, str(tmp_path / "outside.ts"))
    assert outside.stderr == "secure-lint: error: ../outside.ts: outside the scan root\n"
    (tmp_path / "ci").mkdir()
    baseline = scan(run_cli, root, "--baseline", "../ci/baseline.json")
    assert baseline.stderr.startswith("secure-lint: error: ../ci/baseline.json: no such baseline file")


def test_verbose_names_unreadable_directories_and_timed_out_rules(tree, run_cli, monkeypatch) -> None:
    from secure_lint.workspace import walking

    root = tree({"src/app.ts": "export {};\n", "locked/a.ts": "x\n"})
    real = walking._open_child

    def locked(dir_fd, entry, rel):  # as a directory without read permission (root reads all)
        return None if rel == "locked" else real(dir_fd, entry, rel)

    monkeypatch.setattr(walking, "_open_child", locked)
    result = scan(run_cli, root, "-v")
    assert "skipped locked (unreadable)\n" in result.stdout
    coverage = json.loads(scan(run_cli, root, "--format", "json").stdout)["coverage"]
    assert coverage["skipped"] == [{"path": "locked", "reason": "unreadable"}]


def test_verbose_lists_truncation_causes() -> None:
    from secure_lint.core.findings import Coverage
    from secure_lint.report.text import coverage_details
    from secure_lint.scan.matching import ScanResult

    coverage = Coverage(truncation=["rule js.injection.eval-dynamic timed out on src/huge.js"])
    details = coverage_details(ScanResult(coverage=coverage))
    assert details.splitlines()[-1] == "truncated: rule js.injection.eval-dynamic timed out on src/huge.js"


# -- 15: rule authoring --------------------------------------------------------------------------

OWN_RULE = """\
rules:
  - id: {rule_id}
    title: eval of request data
    message: "`eval` runs request data"
    severity: high
    confidence: high
    category: injection-risk
    languages: [typescript]
    keywords: [eval]
    match:
      regex: {{pattern: 'eval\\(req\\.'}}
    examples:
      vulnerable: ["eval(req.body.expr);"]
      safe: ["eval('1 + 1');"]
"""


def test_rules_validate_refuses_an_id_of_a_bundled_rule(tmp_path: Path, run_cli) -> None:
    rules = tmp_path / "acme.yaml"
    rules.write_text(OWN_RULE.format(rule_id="js.injection.eval-dynamic"))
    result = run_cli("rules", "validate", str(rules), cwd=tmp_path)
    assert (result.exit_code, result.stderr) == (
        2,
        "rule js.injection.eval-dynamic: the id is a bundled rule's; choose another\n",
    )
    rules.write_text(OWN_RULE.format(rule_id="acme.injection.eval-request"))
    valid = run_cli("rules", "validate", str(rules), cwd=tmp_path)
    assert (valid.exit_code, valid.stdout) == (0, "1 rule valid\n")


def test_a_rules_directory_without_rules_and_an_empty_rule_file_are_errors(tree, run_cli) -> None:
    root = tree({"src/app.ts": "export {};\n", "security/README.md": "our rules\n", "empty.yaml": "rules: []\n"})
    nothing = run_cli("scan", "--rules", "security", cwd=root)
    assert (nothing.exit_code, nothing.stderr) == (
        2,
        "secure-lint: error: security: no rule files (*.yaml, *.yml) in this directory\n",
    )
    empty = run_cli("scan", "--rules", "empty.yaml", cwd=root)
    assert (empty.exit_code, empty.stderr) == (2, "secure-lint: error: empty.yaml: the `rules:` list is empty\n")


def test_rule_tests_count_in_the_singular(tmp_path: Path, run_cli) -> None:
    tests = tmp_path / "tests"
    tests.mkdir()
    (tmp_path / "acme.yaml").write_text(OWN_RULE.format(rule_id="acme.injection.eval-request"))
    (tests / "acme.injection.eval-request.ts").write_text(
        "// ruleid: acme.injection.eval-request\neval(req.body.expr);\n// ok: acme.injection.eval-request\neval('2');\n"
    )
    result = run_cli("rules", "test", str(tests), "--rules", str(tmp_path / "acme.yaml"), cwd=tmp_path)
    assert result.stdout.splitlines()[-1].startswith("1 rule tested in 1 file: 1 true positive, 0 false positives")


# -- 16: colour -----------------------------------------------------------------------------------


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("mode", "to_file", "tty", "env", "expected"),
    [
        ("auto", False, True, {}, True),
        ("auto", False, False, {}, False),
        ("auto", False, True, {"NO_COLOR": "1"}, False),
        ("auto", False, True, {"TERM": "dumb"}, False),
        ("auto", False, False, {"FORCE_COLOR": "1"}, True),
        ("auto", False, False, {"FORCE_COLOR": "0"}, False),
        ("auto", False, True, {"FORCE_COLOR": "1", "NO_COLOR": "1"}, False),
        ("always", False, False, {"NO_COLOR": "1"}, True),
        ("never", False, True, {"FORCE_COLOR": "1"}, False),
        ("always", True, True, {}, False),
    ],
)
def test_colour_choice(mode: str, to_file: bool, tty: bool, env: dict[str, str], expected: bool) -> None:
    stream = Terminal() if tty else io.StringIO()
    assert use_colour(mode, to_file, stream, env) is expected


def test_color_always_and_force_color_colour_a_pipe(tree, run_cli, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tree({"src/app.ts": f"export const key = '{TOKEN}';\n"})
    assert "\x1b[1msrc/app.ts:1:21:\x1b[0m \x1b[1;31mhigh\x1b[0m" in scan(run_cli, root, "--color", "always").stdout
    assert "\x1b[" not in scan(run_cli, root).stdout
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert "\x1b[1;31mhigh\x1b[0m" in scan(run_cli, root).stdout
    assert "\x1b[" not in scan(run_cli, root, "--color", "never").stdout


# -- 17: the small items ----------------------------------------------------------------------


def test_the_fix_summary_leaves_out_zero_unsafe_fixes(tree, run_cli) -> None:
    root = tree({"config/app.json": '{"debug": true}\n'})
    result = scan(run_cli, root, "--fix")
    assert "Fixed 1, 0 remaining.\n" in result.stdout


def test_large_images_and_fonts_are_binary_not_a_partial_scan(tree, run_cli) -> None:
    root = tree({"src/app.ts": "export {};\n"})
    (root / "public").mkdir()
    (root / "public/hero.PNG").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(2 * 1024 * 1024))
    (root / "public/brand.woff2").write_bytes(b"wOF2" + bytes(1024 * 1024 + 1))
    (root / "src/huge.ts").write_text("// x\n" * 300_000)
    data = json.loads(scan(run_cli, root, "--format", "json").stdout)
    skipped = {s["path"]: s["reason"] for s in data["coverage"]["skipped"]}
    assert skipped == {"public/brand.woff2": "binary", "public/hero.PNG": "binary", "src/huge.ts": "too_large"}
    (root / "src/huge.ts").unlink()
    assert json.loads(scan(run_cli, root, "--format", "json").stdout)["summary"]["scan_status"] == "complete"


def test_staged_during_a_merge_conflict_names_the_unmerged_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, run_cli
) -> None:
    isolate_git(monkeypatch, tmp_path / "home")
    repo = new_repo(tmp_path / "app", {"src/config.ts": "export const mode = 'a';\n"})
    git(repo, "checkout", "-q", "-b", "other")
    write(repo, {"src/config.ts": "export const mode = 'b';\n"})
    git(repo, "commit", "-q", "-am", "b")
    git(repo, "checkout", "-q", "main")
    write(repo, {"src/config.ts": "export const mode = 'c';\n"})
    git(repo, "commit", "-q", "-am", "c")
    git(repo, "merge", "other", check=False)
    result = scan(run_cli, repo, "--staged")
    assert result.exit_code == 0, result.output
    assert "Not scanned, unmerged (resolve the conflict, then stage): src/config.ts.\n" in result.stdout
    data = json.loads(scan(run_cli, repo, "--staged", "--format", "json").stdout)
    assert data["coverage"]["skipped"] == [{"path": "src/config.ts", "reason": "unmerged"}]
    assert data["summary"]["scan_status"] == "partial"
