"""Every secret rule's test files, scanned and rendered in every format: no secret value is printed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from secure_lint import matchers
from secure_lint.config import Config
from secure_lint.context import ScanContext
from secure_lint.models import STACKS
from secure_lint.pipeline import run
from secure_lint.report import REPORTERS, ReportOptions, render
from secure_lint.rules import Rule, load_rules
from secure_lint.scan import ScanResult
from secure_lint.source import SourceFile

SECRET_TESTS = Path(__file__).parents[1] / "rules" / "tests" / "secrets"


def _secret_rules() -> list[Rule]:
    return [r for r in load_rules() if r.pack == "secrets" and r.match.kind == "secret"]


def _secret_values(root: Path, rules: list[Rule]) -> set[str]:
    """What each secret rule would redact in each file, found by its matcher directly."""
    values = set()
    for path in root.rglob("*"):
        if not path.is_file():
            continue
        source = SourceFile(path.relative_to(root).as_posix(), path.read_text(encoding="utf-8"))
        for rule in rules:
            for raw in matchers.find(rule, source):
                if raw.secret:
                    values.add(source.text[raw.secret[0] : raw.secret[1]])
    return values


@pytest.fixture(scope="module")
def scanned(tmp_path_factory: pytest.TempPathFactory) -> tuple[ScanResult, set[str]]:
    root = tmp_path_factory.mktemp("repo") / "app"
    shutil.copytree(SECRET_TESTS, root)
    config = Config(select=["secrets"], stacks=list(STACKS), include_tests=True)
    result = run(ScanContext(root=root, config=config, paths=(str(root),), jobs=1))
    return result, _secret_values(root, _secret_rules())


def test_provider_rules_find_secrets_in_their_test_files(scanned: tuple[ScanResult, set[str]]) -> None:
    result, values = scanned
    found = {f.rule_id for f in result.findings}
    provider_rules = {r.id for r in _secret_rules() if r.knowledge and r.knowledge.startswith("SEC-PROVIDER")}
    assert provider_rules <= found
    assert len(values) > 2 * len(provider_rules)


@pytest.mark.parametrize("fmt", sorted(REPORTERS))
def test_no_secret_value_in_any_format(fmt: str, scanned: tuple[ScanResult, set[str]]) -> None:
    result, values = scanned
    text = render(fmt, result, ReportOptions(include_suppressed=True))
    leaked = sorted(v for v in values if v in text or (len(v) >= 12 and v[4:] in text))
    assert leaked == []
