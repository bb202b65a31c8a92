"""A generated hostile repository (tests/hostile/generate.py) scanned in every output format:
the exit codes, every planted weakness found, no raw control character in any output, no
line a CI runner would read as a command (but the `github` format's own), and `--fix` that
touches neither read-only nor hard-linked files nor the Buffer constructor."""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from generate import GAPS, Planted, build, remove_nesting
from git_helpers import isolate_git

FORMATS = ("text", "json", "sarif", "markdown", "html", "github")
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Planted]]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        base = tmp_path_factory.mktemp("hostile")
        isolate_git(monkeypatch, base / "home")
        root = base / "repo"
        planted = build(root)
        yield root, planted
        remove_nesting(root)


@pytest.fixture(scope="module")
def reports(hostile: tuple[Path, Planted]) -> dict[str, tuple[int, str, str]]:
    """Exit code, stdout and stderr of a scan in each format (the text one coloured)."""
    from click.testing import CliRunner

    from secure_lint.cli.app import main

    root, _ = hostile
    here = os.getcwd()
    os.chdir(root)
    try:
        out = {}
        for fmt in FORMATS:
            colour = ["--color", "always"] if fmt == "text" else []
            result = CliRunner().invoke(main, ["scan", "--format", fmt, "-v", *colour], catch_exceptions=False)
            out[fmt] = (result.exit_code, result.stdout, result.stderr)
        return out
    finally:
        os.chdir(here)


def assert_neutral(output: str, fmt: str) -> None:
    assert RAW_CONTROL.findall(output) == [], fmt
    commands = [line for line in output.splitlines() if line.lstrip().startswith(("::", "##["))]
    if fmt == "github":
        assert all(re.match(r"::(error|warning|notice) file=", line) for line in commands)
    else:
        assert commands == [], fmt


def found(run_cli, root: Path, *args: str) -> set[tuple[str, int, str]]:
    result = run_cli("scan", "--format", "json", *args, cwd=root)
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    return {(f["location"]["path"], f["location"]["start_line"], f["rule_id"]) for f in data["findings"]}


def test_every_format_exits_1_and_prints_nothing_raw(reports: dict[str, tuple[int, str, str]]) -> None:
    for fmt, (code, stdout, stderr) in reports.items():
        assert code == 1, (fmt, stderr)
        assert_neutral(re.sub(r"\x1b\[[0-9;]*m", "", stdout) if fmt == "text" else stdout, fmt)
        assert_neutral(stderr, fmt)
    assert "\x1b[1;35mcritical\x1b[0m" in reports["text"][1]  # our own colours only


def test_no_planted_key_is_printed(reports) -> None:
    from generate import STRIPE

    for fmt, (_, stdout, stderr) in reports.items():
        assert STRIPE[4:] not in stdout + stderr, fmt


@pytest.fixture(scope="module")
def extended_findings(hostile: tuple[Path, Planted]) -> list[dict]:
    """The findings of the extended profile, whose js.injection.eval-dynamic finds the planted evals."""
    from click.testing import CliRunner

    from secure_lint.cli.app import main

    root, _ = hostile
    here = os.getcwd()
    os.chdir(root)
    try:
        result = CliRunner().invoke(main, ["scan", "--profile", "extended", "--format", "json"], catch_exceptions=False)
        return json.loads(result.stdout)["findings"]
    finally:
        os.chdir(here)


def test_every_planted_weakness_is_found(hostile: tuple[Path, Planted], extended_findings) -> None:
    _, planted = hostile
    findings = extended_findings
    assert planted - {(f["location"]["path"], f["location"]["start_line"], f["rule_id"]) for f in findings} == set()


def test_only_comments_suppress_and_a_cr_split_line_suppresses_nothing(extended_findings) -> None:
    findings = extended_findings
    open_eval = {
        (f["location"]["path"], f["location"]["start_line"])
        for f in findings
        if f["rule_id"] == "js.injection.eval-dynamic" and f["disposition"] == "reportable"
    }
    assert {("src/note.js", 1), ("src/doc.js", 4), ("src/cr.js", 1)} <= open_eval


def test_coverage_names_each_trap(reports) -> None:
    data = json.loads(reports["json"][1])
    skipped = {s["path"]: s["reason"] for s in data["coverage"]["skipped"]}
    assert skipped["loop"] == "symlink_not_followed"
    assert skipped["src/passwd.ts"] == "symlink_outside_root"
    assert skipped["src/pipe.ts"] == "not_a_regular_file"
    assert skipped["src/server.js"] == "symlink_to_unscanned"
    assert skipped["public/hero.png"] == "binary"
    assert skipped["secrets/local.ts"] == "ignored"
    assert skipped["public/app.js"] == "minified"
    assert skipped["src/banner.js"] == "vendored"
    assert skipped["src/padded.js"] == "too_large"
    assert "src/nul.js" not in skipped and "src/icon.js" not in skipped
    assert [reason for path, reason in skipped.items() if path.startswith("d/d/")] == ["too_deep"]
    assert data["summary"]["scan_status"] == "partial"


def test_each_gap_is_named_in_the_default_profile_and_a_finding_in_the_audit(
    hostile: tuple[Path, Planted], reports, run_cli
) -> None:
    """Issue 24: a gap is no finding in the default profile, but never silent: coverage.gaps, the
    text report, SARIF's tool execution notifications; --fail-on-partial fails on it, and the
    audit profile reports it as secure-lint.unscanned-code."""
    root, _ = hostile
    data = json.loads(reports["json"][1])
    assert GAPS.items() <= {g["path"]: g["reason"] for g in data["coverage"]["gaps"]}.items()
    assert not [f for f in data["findings"] if f["rule_id"] == "secure-lint.unscanned-code"]
    text = re.sub(r"\x1b\[[0-9;]*m", "", reports["text"][1])
    assert all(f"gap {path}: " in text for path in GAPS)
    notes = json.loads(reports["sarif"][1])["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    uris = {n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for n in notes if n["level"] == "warning"}
    assert set(GAPS) <= uris
    audit = found(run_cli, root, "--profile", "audit")
    assert {(path, 1, "secure-lint.unscanned-code") for path in GAPS} <= audit
    assert run_cli("scan", "--select", "secrets", "--fail-on", "never", "--fail-on-partial", cwd=root).exit_code == 1


def test_secrets_only_and_staged_and_baseline(hostile: tuple[Path, Planted], run_cli) -> None:
    root, planted = hostile
    secrets = found(run_cli, root, "--select", "secrets")
    assert {rule for _, _, rule in secrets if not rule.startswith("secrets.")} == set()
    assert {p for p in planted if p[2] == "secrets.stripe-secret-key"} <= secrets
    staged = run_cli("scan", "--staged", cwd=root)
    assert staged.exit_code == 0, staged.output  # nothing staged after the commit
    created = run_cli("baseline", "create", "-o", "../hostile-baseline.json", cwd=root)
    assert created.exit_code == 0, created.output
    assert_neutral((root.parent / "hostile-baseline.json").read_text(encoding="utf-8"), "json")


def test_fix_leaves_read_only_hard_linked_and_number_buffer_code_alone(
    hostile: tuple[Path, Planted], run_cli
) -> None:
    root, _ = hostile
    chunks = (root / "src/chunks.js").read_text()
    buffer_rule = "node.buffer.deprecated-constructor"  # opt-in: selected here so that its fix is offered
    assert ("src/chunks.js", 2, buffer_rule) in found(run_cli, root, "--select", buffer_rule)
    tls_rule = "node.tls.reject-unauthorized-false"  # extended: selected here, as the Buffer rule
    tls_files = {"src/pinned.js", "src/shared.js", "src/shared-link.js"}
    assert {(path, 1, tls_rule) for path in tls_files} <= found(run_cli, root, "--select", tls_rule)
    result = run_cli("scan", "--fix", "--select", buffer_rule, "--select", tls_rule, cwd=root)
    assert result.exit_code == 1
    assert_neutral(result.stdout + result.stderr, "text")
    assert (root / "src/pinned.js").read_text().count("rejectUnauthorized: false") == 1
    assert stat.S_IMODE((root / "src/pinned.js").stat().st_mode) == 0o444
    assert os.path.samefile(root / "src/shared.js", root / "src/shared-link.js")
    assert (root / "src/chunks.js").read_text() == chunks
    assert "src/pinned.js: not fixed: 'src/pinned.js' is read-only" in result.stderr
