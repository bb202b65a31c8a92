"""A CI job's secret whose value the example env file documents is a review item (batch 68: egapro's end-to-end
job sets `EGAPRO_GATEWAY_SHARED_SECRET` to the value of packages/app/.env.example, judged false).

The example env file tells contributors what to set; the same literal elsewhere is that example. A
value no example file spells out stays a finding, and so does one shorter than the bar (`minioadmin`
is in every MinIO setup, so its presence in an example file says nothing of where it came from)."""

from __future__ import annotations

import json
from pathlib import Path

WORKFLOW = """\
name: e2e
on: [pull_request]
jobs:
  e2e:
    runs-on: ubuntu-latest
    env:
      NEXTAUTH_URL: http://localhost:3000/api/auth
      GATEWAY_SHARED_SECRET: dev-gateway-shared-secret-minimum-32-chars
      BILLING_API_TOKEN: 9fQ2rXk7LmB4tZ8wVn3cHy6p
    steps:
      - uses: actions/checkout@v4
      - run: pnpm e2e
"""
EXAMPLE_ENV = """\
# Copy to .env and adjust
NEXTAUTH_URL=http://localhost:3000/api/auth
GATEWAY_SHARED_SECRET=dev-gateway-shared-secret-minimum-32-chars
BILLING_API_TOKEN=
"""


def _findings(root: Path, run_cli, profile: str) -> list[tuple[str, int, str]]:  # type: ignore[no-untyped-def]
    """The workflow's secret findings (the example file's own are the example rules' to judge)."""
    result = run_cli("scan", "--format", "json", "--profile", profile, "--select", "secrets", "--no-cache", cwd=root)
    return sorted(
        (f["location"]["path"], f["location"]["start_line"], f["disposition"])
        for f in json.loads(result.stdout)["findings"]
        if f["location"]["path"].startswith(".github/")
    )


def test_the_documented_example_value_is_a_review_item_and_another_secret_is_not(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = tree({".github/workflows/e2e.yml": WORKFLOW, "packages/app/.env.example": EXAMPLE_ENV})
    assert _findings(root, run_cli, "extended") == [(".github/workflows/e2e.yml", 9, "reportable")]
    audit = _findings(root, run_cli, "audit")
    assert (".github/workflows/e2e.yml", 8, "needs_review") in audit
    assert (".github/workflows/e2e.yml", 9, "reportable") in audit


def test_without_the_example_file_both_are_findings(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = tree({".github/workflows/e2e.yml": WORKFLOW})
    assert _findings(root, run_cli, "extended") == [
        (".github/workflows/e2e.yml", 8, "reportable"),
        (".github/workflows/e2e.yml", 9, "reportable"),
    ]


def test_a_deployment_with_the_documented_value_stays_a_finding(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    """A Compose file runs the app with that value: documented or not, it is the deployment's (a weak
    database password the example also spells out is weak wherever it is deployed)."""
    compose = "services:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_PASSWORD: pizzapass123\n"
    root = tree({"docker-compose.yml": compose, ".env.example": "MYSQL_PASSWORD=pizzapass123\n"})
    result = run_cli("scan", "--format", "json", "--profile", "extended", "--select", "secrets", "--no-cache", cwd=root)
    found = {(f["location"]["path"], f["disposition"]) for f in json.loads(result.stdout)["findings"]}
    assert ("docker-compose.yml", "reportable") in found
