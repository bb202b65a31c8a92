"""Issue 25 #17: a secret finding's instance_id (in JSON, SARIF fingerprints and the baseline)
was an unsalted SHA-256 of the raw secret: a low-entropy password was recovered from it with a
word list. The id now comes from the matched text with its secrets masked, so it does not depend
on the value; it stays line-independent and the same on every machine, and baselines written
with the old ids still apply (matched by rule and path) until `baseline update` rewrites them."""

from __future__ import annotations

import json
from pathlib import Path

from secure_lint.core.findings import instance_id

STRIPE = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"
OTHER = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLv"
PASSWORD = "Summer2024!x"


def _config(password: str, key: str) -> str:
    return (
        "export const db = {\n"
        "  host: 'db.internal.acme.io',\n"
        f"  password: '{password}',\n"
        "};\n"
        f"export const stripe = '{key}';\n"
    )


def _findings(run_cli, root: Path) -> list[dict]:
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 1, result.output
    return json.loads(result.stdout)["findings"]


def test_the_id_does_not_depend_on_the_secret_value(tree, run_cli) -> None:
    root = tree({"src/config.ts": _config(PASSWORD, STRIPE)})
    before = _findings(run_cli, root)
    assert {f["rule_id"] for f in before} >= {"secrets.stripe-secret-key"}
    for finding in before:  # no id is the old digest of the raw value
        raw = PASSWORD if PASSWORD in finding["location"]["snippet"] else STRIPE
        assert finding["instance_id"] != instance_id(finding["rule_id"], "src/config.ts", raw, 0)
    (root / "src/config.ts").write_text(_config("Winter2023?y", OTHER))
    after = _findings(run_cli, root)
    assert [f["instance_id"] for f in after] == [f["instance_id"] for f in before]
    sarif = run_cli("scan", "--format", "sarif", cwd=root).stdout
    assert PASSWORD not in sarif and all(f["instance_id"] in sarif for f in after)


def test_two_secrets_in_the_same_context_keep_distinct_ids(tree, run_cli) -> None:
    root = tree({"src/keys.ts": f"export const a = '{STRIPE}';\nexport const a2 = '{OTHER}';\n"})
    ids = [f["instance_id"] for f in _findings(run_cli, root) if f["rule_id"] == "secrets.stripe-secret-key"]
    assert len(ids) == 2 and len(set(ids)) == 2


def test_a_baseline_with_the_old_ids_still_applies_and_update_migrates_it(tree, run_cli) -> None:
    root = tree({"src/keys.ts": f"export const key = '{STRIPE}';\n"})
    assert run_cli("baseline", "create", cwd=root).exit_code == 0
    path = root / ".secure-lint-baseline.json"
    ledger = json.loads(path.read_text())
    (entry,) = ledger["findings"]
    new_id = entry["instance_id"]
    entry["instance_id"] = instance_id(entry["rule_id"], entry["path"], STRIPE, 0)  # as written before
    entry["disposition"], entry["reason"] = "accepted_risk", "test account key"
    path.write_text(json.dumps(ledger, indent=2) + "\n")
    result = run_cli("scan", "--format", "json", "--baseline", str(path), cwd=root)
    assert result.exit_code == 0, result.output
    (finding,) = json.loads(result.stdout)["findings"]
    assert (finding["disposition"], finding["disposition_reason"]) == ("accepted_risk", "test account key")
    assert run_cli("baseline", "update", cwd=root).exit_code == 0
    (migrated,) = json.loads(path.read_text())["findings"]
    assert (migrated["instance_id"], migrated["disposition"]) == (new_id, "accepted_risk")
