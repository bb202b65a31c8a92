"""Knowledge packs: the bundled ones are valid and compile to the checked-in rules."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from secure_lint.authoring.examples import check_examples
from secure_lint.rules.loader import RuleError, bundled_rules_dir, load_rules
from secure_lint.rules.pack_compiler import compile_packs, pack_rules
from secure_lint.rules.packs import load_packs, packs_dir

SEED_PACKS = {
    "core",
    "threat-model",
    "web-next",
    "web-api",
    "auth-web",
    "swift-ios",
    "apple-desktop",
    "expo-rn",
    "secrets",
}


def test_all_nine_seed_packs_with_full_narrative() -> None:
    packs = {p.id: p for p in load_packs()}
    assert set(packs) >= SEED_PACKS
    for pack in packs.values():
        for item in pack.items:
            assert item.impact_if_unremediated and item.remediation and item.verification_suggestion, item.id


def test_bundled_rules_are_fresh() -> None:
    assert compile_packs(load_packs(), bundled_rules_dir(), check=True) == []


def test_every_bundled_rule_passes_its_own_examples() -> None:
    problems = [p for rule in load_rules(use_cache=False) for p in check_examples(rule)]
    assert problems == []


def test_every_bundled_rule_has_knowledge_and_narrative() -> None:
    for rule in load_rules():
        assert rule.knowledge and rule.remediation and rule.impact, rule.id
        assert rule.keywords or rule.match.kind == "file", f"{rule.id} has no keywords"


@pytest.fixture
def pack_tree(tmp_path: Path) -> tuple[Path, Path]:
    packs = tmp_path / "packs"
    shutil.copytree(packs_dir(), packs)
    return packs, tmp_path / "rules"


def test_compile_writes_then_check_passes_then_detects_staleness(pack_tree: tuple[Path, Path]) -> None:
    packs, rules = pack_tree
    written = compile_packs(load_packs(packs), rules)
    assert written and all((rules / name).exists() for name in written)
    assert compile_packs(load_packs(packs), rules, check=True) == []
    first = sorted(rules.glob("*.yaml"))[0]
    first.write_text(first.read_text() + "# edited by hand\n")
    assert compile_packs(load_packs(packs), rules, check=True) == [first.name]


def test_an_invalid_detector_names_the_pack_and_rule(pack_tree: tuple[Path, Path]) -> None:
    packs, _ = pack_tree
    core = packs / "core.yaml"
    text = core.read_text()
    core.write_text(text.replace("detectors:\n", "detectors:\n      - {id: core.broken.rule, title: t}\n", 1))
    with pytest.raises(RuleError, match=r"packs/core.yaml: rule core.broken.rule: "):
        [r for p in load_packs(packs) for r in pack_rules(p)]


def test_packs_and_rules_list_commands(run_cli, tmp_path: Path) -> None:
    packs = json.loads(run_cli("packs", "list", "--format", "json", cwd=tmp_path).stdout)
    assert {p["id"] for p in packs} >= SEED_PACKS
    rules = json.loads(run_cli("rules", "list", "--format", "json", cwd=tmp_path).stdout)
    assert len(rules) == len(load_rules())
    assert {"id", "severity", "languages", "fix"} <= set(rules[0])
    text = run_cli("rules", "list", cwd=tmp_path).stdout
    assert text.strip().endswith(f"{len(rules)} rules")


def test_rules_show_prints_ruff_style_documentation(run_cli, tmp_path: Path) -> None:
    rule = load_rules()[0]
    page = run_cli("rules", "show", rule.id, cwd=tmp_path).stdout
    assert page.startswith(f"# {rule.id}\n")
    for heading in ("## What it does", "## Why it matters", "## Example", "## Use instead", "## Remediation"):
        assert heading in page
    missing = run_cli("rules", "show", "no.such.rule", cwd=tmp_path)
    assert missing.exit_code == 2


def test_every_bundled_rule_has_two_positive_and_two_negative_test_cases() -> None:
    from collections import defaultdict

    from secure_lint.authoring.rule_tests import parse_annotations, test_files

    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for path in test_files(Path(__file__).parent.parent / "rules" / "tests"):
        for rule_id, kinds in parse_annotations(path.read_text(encoding="utf-8")).lines.items():
            for kind, lines in kinds.items():
                counts[rule_id][kind] += len(lines)
    thin = [r.id for r in load_rules() if counts[r.id]["ruleid"] < 2 or counts[r.id]["ok"] < 2]
    assert thin == []
