"""Microsoft's SARIF multitool (`validate --rule-kind "Sarif;Gh"`) finds nothing in our output.

The multitool exits 0 even when it reports errors, so the test reads its result log. It is
installed from npm into a cache directory on first use; the test skips, saying why, when npm
or the package cannot be had here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from report_samples import scan_app

from secure_lint.report import ReportOptions, render

pytestmark = pytest.mark.integration

PACKAGE = "@microsoft/sarif-multitool@5"
CACHE = Path(os.environ.get("SECURE_LINT_TEST_CACHE", Path.home() / ".cache" / "secure-lint-tests"))
PLATFORM = {"linux": "linux", "darwin": "darwin"}.get(sys.platform, "")


def _binary(prefix: Path) -> Path:
    return prefix / "node_modules" / "@microsoft" / f"sarif-multitool-{PLATFORM}" / "Sarif.Multitool"


@pytest.fixture(scope="module")
def multitool() -> Path:
    if not PLATFORM:
        pytest.skip(f"the SARIF multitool npm package has no build for {sys.platform}")
    prefix = CACHE / "sarif-multitool"
    binary = _binary(prefix)
    if not binary.exists():
        npm = shutil.which("npm")
        if npm is None:
            pytest.skip("npm is not installed, so the SARIF multitool cannot be installed")
        prefix.mkdir(parents=True, exist_ok=True)
        command = [npm, "install", "--prefix", str(prefix), "--no-audit", "--no-fund", "--loglevel=error", PACKAGE]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=240, check=False)
        except subprocess.TimeoutExpired:
            pytest.skip("npm install of the SARIF multitool timed out")
        if done.returncode != 0 or not binary.exists():
            pytest.skip(f"npm could not install {PACKAGE}: {(done.stderr or done.stdout).strip()[-300:]}")
    binary.chmod(binary.stat().st_mode | 0o100)  # its postinstall only does this; npm may skip scripts
    return binary


def _validate(multitool: Path, sarif: Path, tmp_path: Path) -> tuple[list[dict], str]:
    log = tmp_path / "multitool.sarif"
    env = os.environ | {"DOTNET_SYSTEM_GLOBALIZATION_INVARIANT": "1", "DOTNET_CLI_TELEMETRY_OPTOUT": "1"}
    done = subprocess.run(
        [str(multitool), "validate", "--rule-kind", "Sarif;Gh", str(sarif), "--output", str(log)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    console = done.stdout + done.stderr
    assert log.exists(), console
    results = json.loads(log.read_text(encoding="utf-8-sig"))["runs"][0].get("results", [])
    return [r for r in results if r.get("level", "warning") in ("error", "warning")], console


def test_multitool_finds_no_error_or_warning_in_our_sarif(multitool: Path, tmp_path: Path) -> None:
    sarif = tmp_path / "secure-lint.sarif"
    sarif.write_text(render("sarif", scan_app(tmp_path / "app"), ReportOptions()), encoding="utf-8")
    problems, console = _validate(multitool, sarif, tmp_path)
    assert problems == [], console


def test_multitool_does_report_a_broken_file(multitool: Path, tmp_path: Path) -> None:
    """The check above means something: the same file, broken, is reported."""
    document = json.loads(render("sarif", scan_app(tmp_path / "app"), ReportOptions()))
    del document["runs"][0]["tool"]["driver"]["rules"][0]["help"]
    sarif = tmp_path / "broken.sarif"
    sarif.write_text(json.dumps(document), encoding="utf-8")
    problems, console = _validate(multitool, sarif, tmp_path)
    assert [p["ruleId"] for p in problems] == ["GH2012"], console
