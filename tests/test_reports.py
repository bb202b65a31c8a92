"""Markdown and GitHub annotation reports; secrets and absolute paths stay out of every format."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
from report_samples import SECRET, scan_app

from secure_lint import __version__
from secure_lint.report import REPORTERS, ReportOptions, render, render_report
from secure_lint.report import markdown as markdown_module
from secure_lint.report.github import annotation, escape_data, escape_property
from secure_lint.scan.matching import ScanResult

GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture
def result(tmp_path: Path) -> ScanResult:
    return scan_app(tmp_path / "app")


def _golden(name: str, text: str) -> None:
    path = GOLDEN / name
    masked = text.replace(f"secure-lint {__version__}", "secure-lint VERSION")
    if os.environ.get("SECURE_LINT_UPDATE_GOLDEN"):  # rewrite, then review the diff
        path.write_text(masked, encoding="utf-8")
    assert path.exists(), f"no golden file {name}; run with SECURE_LINT_UPDATE_GOLDEN=1"
    assert masked == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", sorted(REPORTERS))
def test_no_secret_and_no_absolute_path_in_any_format(fmt: str, result: ScanResult, tmp_path: Path) -> None:
    text = render(fmt, result, ReportOptions(include_suppressed=True))
    assert SECRET not in text
    assert SECRET[4:] not in text
    assert SECRET[-12:] not in text
    assert str(tmp_path) not in text
    if fmt not in ("github", "markdown"):  # these carry messages, not snippets
        assert "acme[REDACTED]" in text


# -- markdown -----------------------------------------------------------------------------------


def test_markdown_report_golden(result: ScanResult) -> None:
    _golden("report.md", render("markdown", result, ReportOptions(fail_on="high")))


def test_markdown_states_the_verdict_counts_and_priorities(result: ScanResult) -> None:
    text = render("markdown", result, ReportOptions(fail_on="high"))
    assert text.startswith("# secure-lint remediation report\n\n**Result:** 2 open findings at or above `high` fail")
    assert "| 🟣 critical | 1 |\n| 🔴 high | 1 |\n| 🟠 medium | 1 |\n| 🔵 low | 1 |\n| ⚪ info | 1 |" in text
    assert "| secrets | 2 | 🔴 high |" in text
    priorities = text.split("## Top remediation priorities\n\n")[1].split("\n\n")[0].splitlines()
    assert [line.split("`")[1] for line in priorities] == [
        "test.injection.eval",
        "test.secrets.token",
        "test.crypto.weak-hash",
        "test.config.debug",
        "test.secrets.env-file",
    ]
    assert priorities[2].endswith("Use SHA-256 (`createHash('sha256')`) for integrity checks.")


def test_markdown_group_has_locations_why_remediation_and_verification(result: ScanResult) -> None:
    text = render("markdown", result, ReportOptions())
    group = text.split("### 🟠 medium · `test.crypto.weak-hash`: Weak hash for a security decision\n")[1]
    group = group.split("\n### ")[0]
    assert "| `src/session.ts:4:42` | `createHash('md5')` is used where a collision would matter |" in group
    assert "**Why it matters.** An attacker forges a token whose digest collides with a valid one." in group
    assert "**Remediation.**\n\n1. Use SHA-256 (`createHash('sha256')`) for integrity checks.\n2. Use scrypt" in group
    assert "**How to verify.** Hash a known input and compare with a SHA-256 test vector." in group


def test_markdown_coverage_is_honest(result: ScanResult, tmp_path: Path) -> None:
    text = render("markdown", result, ReportOptions())
    assert "- Status: **complete**. Files considered: 6; scanned: 5; skipped: 1." in text
    assert "- Skipped 1: binary (`assets/logo.png`)" in text
    assert "What “no findings” means here: no finding in the files scanned by the rules that ran;" in text
    empty = scan_app(tmp_path / "empty", {"README": ""})
    empty = replace(empty, coverage=replace(empty.coverage, files_scanned=0))
    empty.coverage.finish()
    assert "no files were scanned: an empty result says nothing" in render("markdown", empty, ReportOptions())


def test_markdown_escapes_markup_and_table_breakers(result: ScanResult) -> None:
    finding = replace(
        result.findings[0], message="x | <script>alert(1)</script> `a|b` [link](javascript:alert(1)) **bold**"
    )
    text = render("markdown", replace(result, findings=[finding]), ReportOptions())
    row = next(line for line in text.splitlines() if line.startswith("| `.env:1:1`"))
    assert row == (
        "| `.env:1:1` | x \\| \\<script\\>alert(1)\\</script\\> `a\\|b` "
        "\\[link\\](javascript:alert(1)) \\*\\*bold\\*\\* |"
    )


def test_markdown_stays_under_the_summary_limit_with_a_note(tmp_path: Path, monkeypatch) -> None:
    files = {f"src/m{i}.ts": f"eval(x{i});\nconst h = createHash('md5');\n" for i in range(60)}
    files["package.json"] = "{}"
    result = scan_app(tmp_path / "app", files)
    monkeypatch.setattr(markdown_module, "MAX_LOCATIONS", 10)
    full = render("markdown", result, ReportOptions())
    monkeypatch.setattr(markdown_module, "MAX_BYTES", len(full.encode()) - 500)
    rendered = render_report("markdown", result, ReportOptions())
    assert len(rendered.text.encode()) <= markdown_module.MAX_BYTES
    assert "| … | 50 more locations in the SARIF and JSON reports |" in rendered.text
    assert rendered.notes == (
        "Report truncated to fit GitHub's 1 MiB summary: 1 more rule(s) with 60 finding(s) are not shown; "
        "the SARIF and JSON reports have every finding.",
    )
    assert f"> **Note:** {rendered.notes[0]}" in rendered.text
    assert "## Coverage" in rendered.text  # coverage is never cut


def test_markdown_real_limit_is_one_mebibyte() -> None:
    assert markdown_module.MAX_BYTES < 1024 * 1024


# -- GitHub annotations ------------------------------------------------------------------------


def test_github_annotations_golden(result: ScanResult) -> None:
    _golden("annotations.txt", render("github", result, ReportOptions()))


def test_github_escaping_follows_the_toolkit() -> None:
    assert escape_data("100%\r\nnext: a, b") == "100%25%0D%0Anext: a, b"
    assert escape_property("100%\r\nnext: a, b") == "100%25%0D%0Anext%3A a%2C b"


def test_github_annotation_cannot_break_out(result: ScanResult) -> None:
    finding = result.findings[0]
    location = replace(finding.location, path="a,b:c.ts", start_line=3, end_line=5)
    hostile = replace(finding, location=location, title="t: x, y", message="50% done\n::error::fake\r\nend")
    line = annotation(hostile)
    assert "\n" not in line and "\r" not in line
    assert line.startswith("::notice file=a%2Cb%3Ac.ts,line=3,endLine=5,title=info%3A t%3A x%2C y (")
    assert "::50%25 done ::error::fake end%0A" in line  # the message is one line


def test_github_levels_by_severity(result: ScanResult) -> None:
    lines = render("github", result, ReportOptions()).splitlines()
    assert [line.split(" ")[0] for line in lines[:-1]] == ["::error", "::error", "::warning", "::notice", "::notice"]
    assert lines[-1] == "5 findings (1 critical, 1 high, 1 medium, 1 low, 1 info) in 5 files scanned, 1 skipped."


def test_cli_formats_come_from_the_registry(tree, run_cli) -> None:
    root = tree({"package.json": "{}", "a.ts": "eval(a);\n"})
    rules = str(Path(__file__).parent / "data" / "basic-rules.yaml")
    for fmt in ("markdown", "html", "github"):
        out = run_cli("scan", "--no-bundled-rules", "--rules", rules, "--format", fmt, cwd=root)
        assert out.exit_code == 1, out.output
        assert "test.injection.eval" in out.stdout
