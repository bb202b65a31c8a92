"""Every output format, byte for byte, on the rule tests, the devset, the e2e apps and a bench slice.

A refactoring must leave these files unchanged. When a change of output is intended (a new
rule, a changed message), regenerate them and review the diff before committing:

    SECURE_LINT_UPDATE_GOLDEN=1 pytest tests/test_golden_scans.py

Versions are masked (`VERSION`); the scans run in place, so no absolute path can appear.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from secure_lint import __version__
from secure_lint.cli.app import main

REPO = Path(__file__).resolve().parent.parent
GOLDEN = REPO / "tests" / "golden" / "scans"
FORMATS = {"text": "txt", "json": "json", "sarif": "sarif", "markdown": "md", "html": "html", "github": "github.txt"}
ALL_STACKS = ("--stack", "common", "--stack", "typescript", "--stack", "nextjs", "--stack", "swift", "--stack", "expo")
EXIT_CODE = "--- exit code "
BENCH_FILES = 12  # a small deterministic slice of bench/corpus.py


def _rule_test_corpora() -> dict[str, tuple[Path, tuple[str, ...]]]:
    """One corpus per pack: a rule change shows in its own pack's golden files only (with the
    flows that cross files, which the two-file rule tests hold)."""
    packs = sorted(p for p in (REPO / "rules" / "tests").iterdir() if p.is_dir())
    return {f"rules-{p.name}": (p, (*ALL_STACKS, "--cross-file-flows")) for p in packs}


CORPORA: dict[str, tuple[Path, tuple[str, ...]]] = {
    **_rule_test_corpora(),
    "devset": (REPO / "tests" / "devset", ()),
    "e2e-sample-app": (REPO / "tests" / "e2e" / "sample_app", ()),
    "e2e-fix-app": (REPO / "tests" / "e2e" / "fix_app", ()),
}


def _masked(text: str) -> str:
    version = re.escape(__version__)
    text = re.sub(rf"secure-lint {version}\b", "secure-lint VERSION", text)
    return re.sub(rf'"(version|semanticVersion)":( ?)"{version}"', r'"\1":\2"VERSION"', text)


def _scan(root: Path, fmt: str, extra: tuple[str, ...]) -> str:
    result = CliRunner().invoke(main, ["scan", "--root", str(root), str(root), "--format", fmt, *extra])
    assert result.exit_code in (0, 1), result.output
    return f"{_masked(result.stdout)}{EXIT_CODE}{result.exit_code}\n"


def _readable(text: str) -> str:
    """SARIF is one line of JSON: stored indented, so that a change shows as a small diff."""
    report, _, exit_code = text.partition(EXIT_CODE)
    return json.dumps(json.loads(report), indent=1, ensure_ascii=False) + "\n" + EXIT_CODE + exit_code


def _as_written(stored: str) -> str:
    """The SARIF as the reporter writes it (compact), from its stored indented form."""
    report, _, exit_code = stored.partition(EXIT_CODE)
    compact = json.dumps(json.loads(report), ensure_ascii=False, separators=(",", ":"))
    return compact + "\n" + EXIT_CODE + exit_code


def _check(name: str, text: str) -> None:
    path = GOLDEN / name
    sarif = name.endswith(".sarif")
    if os.environ.get("SECURE_LINT_UPDATE_GOLDEN"):  # rewrite, then review the diff
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes((_readable(text) if sarif else text).encode())
    assert path.exists(), f"no golden file {name}; run SECURE_LINT_UPDATE_GOLDEN=1 pytest {Path(__file__).name}"
    stored = path.read_bytes().decode()
    if text != (_as_written(stored) if sarif else stored):
        pytest.fail(
            f"{name} differs from the scan's output; if the change is intended, run "
            f"SECURE_LINT_UPDATE_GOLDEN=1 pytest tests/{Path(__file__).name} and review `git diff`",
            pytrace=False,
        )


@pytest.fixture(scope="module")
def bench_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    sys.path.insert(0, str(REPO / "bench"))
    try:
        from corpus import write_corpus
    finally:
        sys.path.remove(str(REPO / "bench"))
    root = tmp_path_factory.mktemp("golden") / "bench-corpus"
    write_corpus(root, BENCH_FILES)
    return root


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("corpus", CORPORA)
def test_scan_output_is_unchanged(corpus: str, fmt: str) -> None:
    root, extra = CORPORA[corpus]
    _check(f"{corpus}.{FORMATS[fmt]}", _scan(root, fmt, extra))


@pytest.mark.parametrize("fmt", FORMATS)
def test_bench_corpus_output_is_unchanged(bench_root: Path, fmt: str) -> None:
    text = _scan(bench_root, fmt, ())
    assert str(bench_root) not in text
    _check(f"bench-corpus.{FORMATS[fmt]}", text)
