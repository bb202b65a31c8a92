"""--select: a pack name means that pack; opt-in reminders run only when named by id.

Issue 11, defect 5: `--select secrets` (the `secure-lint-secrets` hook) also ran insecure-storage
rules (category `secrets`) and opt-in review reminders.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import findings_of

from secure_lint.authoring.docs import rule_markdown
from secure_lint.core.config import Config
from secure_lint.core.errors import RuleError
from secure_lint.rules.loader import load_rules
from secure_lint.rules.selection import select_rules
from secure_lint.scan.pipeline import choose_rules

SESSION = """\
import AsyncStorage from '@react-native-async-storage/async-storage';

const STRIPE_KEY = 'sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu';

export async function saveSession(data: { access_token: string }) {
  await AsyncStorage.setItem('accessToken', data.access_token);
  return STRIPE_KEY;
}
"""
EXPO_APP = {
    "package.json": '{"name": "wallet", "dependencies": {"expo": "51.0.0", "react-native": "0.74.1"}}\n',
    "src/session.ts": SESSION,
}


def test_select_secrets_runs_the_secret_rules_only(tree, run_cli) -> None:
    root = tree(EXPO_APP)
    everything = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    assert findings_of(everything) == [
        ("src/session.ts", 3, "secrets.stripe-secret-key"),
        # the app-wide finding alone on the write it is about (one finding per place)
        ("src/session.ts", 6, "rn.storage.app-without-secure-storage"),
    ]
    secrets = run_cli("scan", "--profile", "extended", "--select", "secrets", "--format", "json", cwd=root)
    assert findings_of(secrets) == [("src/session.ts", 3, "secrets.stripe-secret-key")]


def test_the_secrets_selection_holds_no_storage_rule_and_no_extended_rule() -> None:
    chosen = choose_rules(Config(select=["secrets"])).rules
    assert all(rule.finds_secrets or rule.id.startswith("secrets.") for rule in chosen)
    assert "rn.storage.token-in-async-storage" not in {rule.id for rule in chosen}
    assert [rule.id for rule in chosen if rule.extended] == []
    by_category = choose_rules(Config(select=["privacy"])).rules
    assert by_category and all(rule.category == "privacy" and not rule.extended for rule in by_category)


def test_an_extended_rule_runs_when_its_id_is_selected() -> None:
    opt_in = next(rule for rule in choose_rules(Config(select=["rn.review"])).rules if rule.extended)
    assert [rule.id for rule in choose_rules(Config(select=[opt_in.id])).rules] == [opt_in.id]


def test_select_secrets_keeps_your_own_secret_rules(tree, run_cli) -> None:
    rules = Path(__file__).parent / "data" / "basic-rules.yaml"
    root = tree({"src/client.ts": "export const key = 'acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0';\n"})
    result = run_cli("scan", "--rules", str(rules), "--select", "secrets", "--format", "json", cwd=root)
    assert findings_of(result) == [("src/client.ts", 1, "test.secrets.token")]


def test_the_hooks_file_runs_select_secrets() -> None:
    hooks = (Path(__file__).resolve().parents[1] / ".pre-commit-hooks.yaml").read_text()
    assert "entry: secure-lint scan --select secrets\n" in hooks


def test_the_default_profile_leaves_out_extended_rules_and_the_extended_profile_runs_them() -> None:
    default = {rule.id for rule in choose_rules(Config()).rules}
    extended = {rule.id for rule in choose_rules(Config(profile="extended")).rules}
    assert "swift.biometrics.boolean-gate" in extended - default
    assert default < extended
    by_pack = {rule.id for rule in choose_rules(Config(select=["swift-ios"], profile="extended")).rules}
    assert "swift.biometrics.boolean-gate" in by_pack


def test_an_old_opt_in_rule_file_means_the_extended_profile(tmp_path: Path) -> None:
    (rule,) = load_rules([_rule_file(tmp_path, "    opt_in: true\n")], bundled=False)
    assert rule.profile == "extended" and rule.extended


def _rule_file(tmp_path: Path, profile_lines: str) -> Path:
    rule_file = tmp_path / "mine.yaml"
    rule_file.write_text(
        "rules:\n"
        "  - id: mine.review.session\n"
        "    title: Review the session handling\n"
        "    message: review it\n"
        "    severity: info\n"
        "    confidence: low\n"
        "    category: authentication\n"
        "    languages: [typescript]\n"
        f"{profile_lines}"
        "    match: {regex: {pattern: 'session'}}\n",
        encoding="utf-8",
    )
    return rule_file


def test_an_extended_rule_says_why_on_its_rule_page(tmp_path: Path) -> None:
    rule_file = _rule_file(tmp_path, "    profile: extended\n    profile_reason: 1 of 9 findings true\n")
    (rule,) = load_rules([rule_file], bundled=False)
    assert "Why: 1 of 9 findings true" in rule_markdown(rule)


def test_a_profile_reason_on_a_default_rule_is_refused(tmp_path: Path) -> None:
    rule_file = _rule_file(tmp_path, "    profile_reason: 1 of 9 findings true\n")
    with pytest.raises(RuleError, match="profile_reason"):
        load_rules([rule_file], bundled=False)


def test_each_profile_holds_the_ones_before_it_and_audit_holds_the_review_reminders() -> None:
    rules = load_rules()
    profiles = ("default", "extended", "audit")
    ids = {profile: {r.id for r in select_rules(rules, profile=profile)} for profile in profiles}
    assert ids["default"] < ids["extended"] < ids["audit"]
    reminder = "swift.review.auth-storage"  # asks a reader to check the app's storage, whatever the code does
    assert reminder in ids["audit"] and reminder not in ids["extended"]
    assert reminder in {r.id for r in select_rules(rules, select=[reminder])}  # named by id, it runs anywhere
    assert reminder not in {r.id for r in select_rules(rules, select=["swift-ios"], profile="extended")}  # its pack


def test_profile_on_the_command_line_and_in_the_config(tree, run_cli) -> None:
    source = (
        "import LocalAuthentication\n"
        "func unlock(context: LAContext) {\n"
        '    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { ok, _ in\n'
        "        if ok { showVault() }\n"
        "    }\n"
        "}\n"
    )
    root = tree({"App/Vault.swift": source})
    ids = lambda result: {f["rule_id"] for f in json.loads(result.stdout)["findings"]}  # noqa: E731
    assert "swift.biometrics.boolean-gate" not in ids(run_cli("scan", "--format", "json", cwd=root))
    extended = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    assert "swift.biometrics.boolean-gate" in ids(extended)
    (root / ".secure-lint.yaml").write_text("profile: extended\n", encoding="utf-8")
    assert "swift.biometrics.boolean-gate" in ids(run_cli("scan", "--format", "json", cwd=root))
    default = run_cli("scan", "--profile", "default", "--format", "json", cwd=root)
    assert "swift.biometrics.boolean-gate" not in ids(default)
    assert "swift.biometrics.boolean-gate" in ids(run_cli("scan", "--profile", "audit", "--format", "json", cwd=root))
    bad = run_cli("scan", "--profile", "everything", cwd=root)
    assert bad.exit_code == 2


EXTENDED_SECRET_RULE = """\
rules:
  - id: secrets.acme-legacy-token
    title: Acme legacy token
    message: an Acme legacy token is committed
    severity: medium
    confidence: low
    category: secrets
    cwe: [CWE-798]
    profile: extended
    scope: all
    languages: [any]
    keywords: [acmeold_]
    match:
      secret:
        pattern: '(acmeold_[A-Za-z0-9]{24})'
        group: 1
"""


def test_the_profile_applies_inside_a_selected_pack_whose_name_starts_its_ids(tmp_path: Path) -> None:
    # `secrets` is the pack and the start of every id in it: naming the pack (the pre-commit
    # hook's --select secrets) must not turn on its extended rules, naming the rule must
    rule_file = tmp_path / "legacy.yaml"
    rule_file.write_text(EXTENDED_SECRET_RULE, encoding="utf-8")
    bundled = load_rules()
    (legacy,) = load_rules([rule_file], bundled=False)
    assert legacy.extended
    rules = [*bundled, legacy]
    assert legacy not in select_rules(rules, select=["secrets"])
    assert legacy in select_rules(rules, select=["secrets"], profile="extended")
    assert select_rules(rules, select=["secrets.acme-legacy-token"]) == [legacy]
    assert legacy in select_rules(rules, select=["secrets", "secrets.acme-legacy-token"])


def test_a_pack_selection_keeps_the_default_profile_for_every_bundled_pack() -> None:
    rules = load_rules()
    for pack in sorted({rule.pack for rule in rules}):
        chosen = select_rules(rules, select=[pack])
        assert not [rule.id for rule in chosen if rule.extended], pack


def test_the_secrets_hook_scan_leaves_out_an_extended_secret_rule(tree, run_cli, tmp_path: Path) -> None:
    rule_file = tmp_path / "legacy.yaml"
    rule_file.write_text(EXTENDED_SECRET_RULE, encoding="utf-8")
    root = tree({"config/acme.yaml": "acme:\n  legacy: acmeold_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0\n"})
    hook = run_cli("scan", "--rules", str(rule_file), "--select", "secrets", "--format", "json", cwd=root)
    assert ("config/acme.yaml", 2, "secrets.acme-legacy-token") not in findings_of(hook)
    named = run_cli(
        "scan", "--rules", str(rule_file), "--select", "secrets.acme-legacy-token", "--format", "json", cwd=root
    )
    assert findings_of(named) == [("config/acme.yaml", 2, "secrets.acme-legacy-token")]


def test_review_items_are_shown_by_the_audit_profile_only(tree, run_cli) -> None:
    """A sink reached only by an exported function's parameter is an audit prompt, not a finding."""
    files = {
        "package.json": '{"name": "pricing", "dependencies": {"express": "^4.19.0"}}\n',
        "lib/rules.js": "exports.applyRule = (expression) => eval(expression);\n",
        "routes/calc.js": (
            "module.exports = (app) => {\n"
            "  app.get('/calc', (req, res) => res.json({ value: eval(req.query.expr) }));\n"
            "};\n"
        ),
    }
    root = tree(files)

    def found(*options: str) -> dict[str, str]:
        result = run_cli("scan", "--format", "json", *options, cwd=root)
        return {f["location"]["path"]: f["disposition"] for f in json.loads(result.stdout)["findings"]}

    assert found() == {}  # js.injection.eval-dynamic is a rule of the extended profile
    assert found("--profile", "extended") == {"routes/calc.js": "reportable"}
    assert found("--profile", "audit") == {"routes/calc.js": "reportable", "lib/rules.js": "needs_review"}
