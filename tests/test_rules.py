"""Rule files are validated on load; every problem names the file and the rule id."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from secure_lint.authoring.examples import check_examples
from secure_lint.rules.loader import RuleError, bundled_rules_dir, load_rule_file, load_rules
from secure_lint.rules.packs import load_packs

BASE = """
rules:
  - id: acme.test.rule
    title: A rule
    message: found it
    severity: high
    confidence: high
    category: injection-risk
    languages: [typescript]
{extra}
"""


def write(tmp_path: Path, extra: str, name: str = "acme.yaml") -> Path:
    path = tmp_path / name
    path.write_text(BASE.format(extra=textwrap.indent(textwrap.dedent(extra).strip("\n"), "    ")))
    return path


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (
            "match: {regex: {pattern: x}}\nflavour: spicy",
            "acme.yaml: rule acme.test.rule: flavour: unknown key",
        ),
        (
            "match: {regex: {pattern: '(unclosed'}}",
            "acme.yaml: rule acme.test.rule: invalid regex in pattern",
        ),
        (
            "match: {structural: {rule: {patern: 'eval($X)'}}}",
            "acme.yaml: rule acme.test.rule: invalid ast-grep rule for typescript: unknown field `patern`",
        ),
        ("match: {}", "acme.yaml: rule acme.test.rule: match: match needs exactly one matcher"),
        (
            "match: {regex: {pattern: x}, secret: {pattern: y}}",
            "acme.yaml: rule acme.test.rule: match: match needs exactly one matcher",
        ),
        (
            "match: {regex: {pattern: x}}\nfix: {template: y, safety: safe}",
            "acme.yaml: rule acme.test.rule: fix: a regex rule's fix uses replacement",
        ),
        ("match: {regex: {pattern: x, group: 3}}", "acme.yaml: rule acme.test.rule: group 3 does not exist"),
        (
            "match: {secret: {pattern: 'key=(?P<v>[a-z]+)', group: value}}",
            "acme.yaml: rule acme.test.rule: group 'value' does not exist",
        ),
        ("match: {regex: {pattern: x}}\ncwe: ['79']", "acme.yaml: rule acme.test.rule: cwe: CWE ids"),
    ],
)
def test_invalid_rules_name_file_rule_and_problem(tmp_path: Path, extra: str, expected: str) -> None:
    with pytest.raises(RuleError) as error:
        load_rule_file(write(tmp_path, extra))
    assert str(error.value).startswith(expected)


def test_a_user_rule_takes_its_narrative_from_a_bundled_knowledge_item(tmp_path: Path) -> None:
    item = next(i for p in load_packs() if p.id == "core" for i in p.items if i.id == "CMN-INJ-COMMAND")
    rule = load_rule_file(write(tmp_path, "knowledge: CMN-INJ-COMMAND\nmatch: {regex: {pattern: x}}"))[0]
    assert rule.description == item.description
    assert rule.impact == item.impact_if_unremediated
    assert (rule.remediation, rule.verification) == (item.remediation, item.verification_suggestion)
    assert rule.references == item.references


def test_a_user_rules_own_narrative_wins_field_by_field(tmp_path: Path) -> None:
    extra = "knowledge: CMN-INJ-COMMAND\nremediation: Use the job runner.\nmatch: {regex: {pattern: x}}"
    rule = load_rule_file(write(tmp_path, extra))[0]
    assert rule.remediation == "Use the job runner."
    assert rule.impact and rule.verification  # the others come from the item


def test_an_unknown_knowledge_id_is_a_one_line_error(tmp_path: Path, run_cli) -> None:
    path = write(tmp_path, "knowledge: ACME-NOPE\nmatch: {regex: {pattern: x}}")
    with pytest.raises(RuleError, match=r"^acme.yaml: rule acme.test.rule: knowledge: no bundled pack .*ACME-NOPE"):
        load_rule_file(path)
    result = run_cli("rules", "validate", str(path), cwd=tmp_path)
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1 and "ACME-NOPE" in result.output


def test_compiled_rules_name_their_item_instead_of_copying_its_narrative() -> None:
    compiled = (bundled_rules_dir() / "core.yaml").read_text(encoding="utf-8")
    assert "knowledge: CMN-INJ-COMMAND" in compiled
    assert "remediation:" not in compiled and "impact:" not in compiled


SHARED_UTIL_RULE = """
match:
  structural:
    rule: {pattern: "fs.readFile($P, $$$)"}
    constraints: {P: {matches: req-data}}
examples:
  vulnerable: ["fs.readFile(req.query.name, cb);"]
  safe: ["fs.readFile('config.json', cb);"]
"""


def test_a_rule_uses_a_shared_util_by_name(tmp_path: Path) -> None:
    rule = load_rule_file(write(tmp_path, SHARED_UTIL_RULE))[0]
    utils = rule.match.options.utils
    assert "req-data" in utils and "req-ident" in utils  # and what req-data itself uses
    assert check_examples(rule) == []


def test_a_rules_own_util_wins_over_the_shared_one(tmp_path: Path) -> None:
    own = SHARED_UTIL_RULE.replace("    constraints:", "    utils: {req-data: {regex: '^req.query'}}\n    constraints:")
    rule = load_rule_file(write(tmp_path, own))[0]
    assert rule.match.options.utils == {"req-data": {"regex": "^req.query"}}


def test_an_unknown_util_is_a_one_line_error(tmp_path: Path) -> None:
    with pytest.raises(RuleError, match=r"^acme.yaml: rule acme.test.rule: matches: 'req-nope' is not a util"):
        load_rule_file(write(tmp_path, SHARED_UTIL_RULE.replace("req-data", "req-nope")))


def test_unknown_language_is_an_error(tmp_path: Path) -> None:
    path = write(tmp_path, "match: {regex: {pattern: x}}").read_text().replace("[typescript]", "[cobol]")
    (tmp_path / "acme.yaml").write_text(path)
    with pytest.raises(RuleError, match=r"acme.yaml: rule acme.test.rule: languages: unknown language 'cobol'"):
        load_rule_file(tmp_path / "acme.yaml")


def test_structural_rule_needs_a_parsed_language(tmp_path: Path) -> None:
    text = write(tmp_path, "match: {structural: {rule: {pattern: x}}}").read_text().replace("[typescript]", "[plist]")
    (tmp_path / "acme.yaml").write_text(text)
    with pytest.raises(RuleError, match="structural rules need a parsed language, not plist"):
        load_rule_file(tmp_path / "acme.yaml")


def test_invalid_yaml_names_the_line(tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text("rules:\n  - id: x\n    title: [unclosed\n")
    with pytest.raises(RuleError, match=r"broken.yaml: not valid YAML \(line \d+\)"):
        load_rule_file(tmp_path / "broken.yaml")


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    write(tmp_path, "match: {regex: {pattern: x}}", "one.yaml")
    write(tmp_path, "match: {regex: {pattern: y}}", "two.yaml")
    with pytest.raises(RuleError, match="rule acme.test.rule: duplicate id"):
        load_rules([tmp_path], bundled=False)


def test_a_malformed_pattern_that_matches_nothing_is_caught_by_its_examples(tmp_path: Path) -> None:
    rule = load_rule_file(
        write(
            tmp_path,
            """
            match: {structural: {rule: {pattern: "eval(("}}}
            examples:
              vulnerable: ["eval(input)"]
              safe: ["evaluate(input)"]
            """,
        )
    )[0]
    assert check_examples(rule) == ["acme.test.rule: vulnerable example 1 is not matched"]


def test_rules_need_both_kinds_of_examples(tmp_path: Path) -> None:
    rule = load_rule_file(write(tmp_path, "match: {regex: {pattern: x}}"))[0]
    assert check_examples(rule) == ["acme.test.rule: needs at least one vulnerable and one safe example"]


def test_validate_command_reports_example_problems(tmp_path: Path, run_cli) -> None:
    write(tmp_path, "match: {regex: {pattern: eval}}\nexamples: {vulnerable: [eval(x)], safe: [eval(y)]}")
    result = run_cli("rules", "validate", "acme.yaml", cwd=tmp_path)
    assert result.exit_code == 2
    assert result.stderr == "acme.test.rule: safe example 1 is matched\n"


def test_a_key_given_twice_is_an_error_not_silently_dropped(tmp_path: Path) -> None:
    (tmp_path / "twice.yaml").write_text(
        "rules:\n  - id: acme.test.rule\n    title: a\n    title: b\n"
        "    message: m\n    severity: high\n    confidence: high\n    category: secrets\n"
        "    languages: [text]\n    match: {regex: {pattern: x}}\n"
    )
    with pytest.raises(RuleError, match=r"twice.yaml: not valid YAML \(line 2\): key 'title' is given twice"):
        load_rule_file(tmp_path / "twice.yaml")


def test_yaml_merge_keys_may_repeat_merged_keys(tmp_path: Path) -> None:
    (tmp_path / "merge.yaml").write_text(
        "base: &base {severity: low, confidence: high}\nrules:\n  - <<: *base\n    severity: high\n"
        "    id: acme.test.rule\n    title: t\n    message: m\n    category: secrets\n"
        "    languages: [text]\n    match: {regex: {pattern: x}}\n"
    )
    assert load_rule_file(tmp_path / "merge.yaml")[0].severity == "high"
