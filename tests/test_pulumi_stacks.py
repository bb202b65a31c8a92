"""A development Pulumi stack's secret whose other stack encrypts the same key (scan/repo/pulumi_stacks.py).

Pulumi writes `pulumi config set --secret` values as `secure: <ciphertext>`; a plain value of a key
the production stack keeps encrypted, in a stack named for development or that says it is local,
is that stack's own throwaway: a low review item. Without both facts the finding stays."""

from __future__ import annotations

import json
from pathlib import Path
from textwrap import indent

from secure_lint.scan.repo.pulumi_stacks import key_path

KEY = (Path(__file__).parent / "data" / "x509" / "leaf-key.pem").read_text()
PROJECT = "name: api\nruntime: nodejs\ndescription: the API's deployment\n"
PROD = """\
config:
  gcp:project: acme-prod
  api:cert:
    key:
      secure: AAABAPCD/86dl78bKB5gMs4sPr2uJCDPHLRV2OVxM5me4IgjQFDoHPFxGAh3hoKdc+26l2ChmP2nkBopdgXZ7C
    public:
      secure: AAABAGND38ZY4hSe1YR2RTh/JyY3g3pBsK8Ovm4FCs6Et4ihLMPkAvZUKDy+T6N1Wg1OEmO3q9JMeB3dNGZ3pt
  api:env:
    nodeEnv: production
"""


def stack(environment: str = "") -> str:
    return f"config:\n  gcp:project: acme-dev\n  api:cert:\n    key: |-\n{indent(KEY.strip(), ' ' * 6)}\n{environment}"


def _keys(tree, run_cli, files: dict[str, str], profile: str = "default") -> list[dict]:  # type: ignore[no-untyped-def]
    root = tree({".infra/Pulumi.yaml": PROJECT, ".infra/index.ts": "export const api = 1;\n", **files})
    # secrets.private-key is of the extended profile: named by id, it runs in the default one too
    select = ("--select", "secrets.private-key")
    result = run_cli("scan", "--format", "json", "--profile", profile, *select, "--no-cache", cwd=root)
    return [f for f in json.loads(result.stdout)["findings"] if f["rule_id"] == "secrets.private-key"]


def test_a_dev_stacks_key_the_production_stack_encrypts_is_a_review_item(tree, run_cli) -> None:
    files = {".infra/Pulumi.prod.yaml": PROD, ".infra/Pulumi.dev.yaml": stack()}
    assert _keys(tree, run_cli, files) == []
    (finding,) = _keys(tree, run_cli, files, "audit")
    assert (finding["severity"], finding["disposition"]) == ("low", "needs_review")
    assert "`config / api:cert / key` is a `secure:` value in Pulumi.prod.yaml" in finding["message"]
    assert "the stack is named `dev`" in finding["message"]


def test_a_stack_that_says_it_runs_locally_counts_as_development(tree, run_cli) -> None:
    local = "  api:env:\n    nodeEnv: development\n    analyticsUrl: http://localhost:3000\n"
    files = {".infra/Pulumi.prod.yaml": PROD, ".infra/Pulumi.adhoc.yaml": stack(local)}
    assert _keys(tree, run_cli, files) == []


def test_a_staging_stack_that_says_nothing_local_keeps_the_finding(tree, run_cli) -> None:
    remote = "  api:env:\n    nodeEnv: production\n    analyticsUrl: https://staging.acme.dev\n"
    files = {".infra/Pulumi.prod.yaml": PROD, ".infra/Pulumi.staging.yaml": stack(remote)}
    assert len(_keys(tree, run_cli, files)) == 1


def test_a_dev_stack_whose_key_no_other_stack_encrypts_keeps_the_finding(tree, run_cli) -> None:
    plain_prod = PROD.replace("  api:cert:\n", "  api:tls:\n")
    assert len(_keys(tree, run_cli, {".infra/Pulumi.prod.yaml": plain_prod, ".infra/Pulumi.dev.yaml": stack()})) == 1
    assert len(_keys(tree, run_cli, {".infra/Pulumi.dev.yaml": stack()})) == 1


def test_the_key_path_of_a_line_walks_up_the_less_indented_keys() -> None:
    text = stack("  api:env:\n    jwtSecret: '|r+.2!!!.Qf_-|63'\n")
    lines = text.splitlines()
    assert key_path(text, 5) == ["config", "api:cert", "key"]  # the PEM's first line
    assert key_path(text, len(lines)) == ["config", "api:env", "jwtSecret"]
    assert key_path(text, 99) == []
