"""--select: a pack name means that pack; opt-in reminders run only when named by id.

Issue 11, defect 5: `--select secrets` (the `secure-lint-secrets` hook) also ran insecure-storage
rules (category `secrets`) and opt-in review reminders.
"""

from __future__ import annotations

from pathlib import Path

from conftest import findings_of

from secure_lint.core.config import Config
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
    everything = run_cli("scan", "--format", "json", cwd=root)
    assert findings_of(everything) == [
        ("src/session.ts", 3, "secrets.stripe-secret-key"),
        ("src/session.ts", 6, "rn.storage.token-in-async-storage"),
    ]
    secrets = run_cli("scan", "--select", "secrets", "--format", "json", cwd=root)
    assert findings_of(secrets) == [("src/session.ts", 3, "secrets.stripe-secret-key")]


def test_the_secrets_selection_holds_no_storage_rule_and_no_opt_in_reminder() -> None:
    chosen = choose_rules(Config(select=["secrets"])).rules
    assert all(rule.finds_secrets or rule.id.startswith("secrets.") for rule in chosen)
    assert "rn.storage.token-in-async-storage" not in {rule.id for rule in chosen}
    assert [rule.id for rule in chosen if rule.opt_in] == []
    by_category = choose_rules(Config(select=["privacy"])).rules
    assert by_category and all(rule.category == "privacy" and not rule.opt_in for rule in by_category)


def test_an_opt_in_rule_runs_when_its_id_is_selected() -> None:
    opt_in = next(rule for rule in choose_rules(Config(select=["rn.review"])).rules if rule.opt_in)
    assert [rule.id for rule in choose_rules(Config(select=[opt_in.id])).rules] == [opt_in.id]


def test_select_secrets_keeps_your_own_secret_rules(tree, run_cli) -> None:
    rules = Path(__file__).parent / "data" / "basic-rules.yaml"
    root = tree({"src/client.ts": "export const key = 'acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0';\n"})
    result = run_cli("scan", "--rules", str(rules), "--select", "secrets", "--format", "json", cwd=root)
    assert findings_of(result) == [("src/client.ts", 1, "test.secrets.token")]


def test_the_hooks_file_runs_select_secrets() -> None:
    hooks = (Path(__file__).resolve().parents[1] / ".pre-commit-hooks.yaml").read_text()
    assert "entry: secure-lint scan --select secrets\n" in hooks
