"""A literal secret in a CI workflow that the repository's example env file gives as its example value: a
review item.

An example env file (`.env.example`, `.env.sample`, `.env.template`, `example.env`) documents what a
contributor sets to run the app; the values it spells out are the ones everybody who reads the repository is
meant to use on their own machine. A CI job that runs the app for its tests with the same literal
(`EGAPRO_GATEWAY_SHARED_SECRET: dev-gateway-shared-secret-minimum-32-chars` in an end-to-end job, copied from
`.env.example`) runs that documented example against throwaway services: a low review item with the example
file's line (the extended profile shows it, the default does not). Only CI workflows: the same value in a
Compose file, a Kubernetes secret or code is what a deployment runs with, documented or not (a weak database
password the example also spells out is weak wherever it is deployed). A value no example file spells out
stays a finding, and so does the finding in the example file itself, which the example rules judge.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, low_review_item
from secure_lint.scan.repo.local_env_files import DOTENV_ENTRY

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

REASON = "the value the repository's example env file documents for contributors: an example, not a deployment's"
EXAMPLE_ENV = lazy_compile(
    r"(?i)^(?:\.env\.(?:example|sample|template|dist|defaults?)|(?:example|sample)\.env|\.env-example)$"
)
# the CI systems' workflow files (secrets.ci-workflow-literal-secret's paths)
CI_WORKFLOW = lazy_compile(
    r"(?:^|/)(?:\.github/(?:workflows|actions)/|\.circleci/|\.buildkite/)|(?:^|/)(?:\.gitlab-ci|bitbucket-pipelines"
    r"|azure-pipelines|\.drone|\.travis|cloudbuild|buildspec|codemagic)\.ya?ml$"
)
_MIN_LENGTH = 12  # shorter values (`minioadmin`, `postgres`) are too common to say where they came from


def example_values_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with CI workflows' secrets whose value an example env file documents lowered to review items."""
    return each_file_result(items, lambda result: _judged_file(result, repo))


def _judged_file(result: FileResult, repo: Repository) -> FileResult:
    secrets = [f for f in result.findings if f.rule_id.startswith("secrets.") and f.is_open]
    if not secrets or not CI_WORKFLOW.search(result.path):
        return result
    documented = _documented_values(repo)
    if not documented:
        return result
    lines = (repo.text(result.path) or "").splitlines()
    judged = []
    for finding in result.findings:
        where = documented.get(_value(finding, lines)) if finding in secrets else None
        judged.append(low_review_item(finding, REASON, f"as in {where}") if where else finding)
    return replace(result, findings=judged)


def _value(finding: Finding, lines: list[str]) -> str:
    """The reported value as written (one line: a secret's group), "" when it spans lines."""
    where = finding.location
    if where.start_line != where.end_line or not 1 <= where.start_line <= len(lines):
        return ""
    return lines[where.start_line - 1][where.start_column - 1 : where.end_column - 1].strip("\"'")


def _documented_values(repo: Repository) -> dict[str, str]:
    """Each value of an example env file long enough to tell, with the place that documents it."""

    def read() -> dict[str, str]:
        found: dict[str, str] = {}
        for path in repo.paths:
            if not EXAMPLE_ENV.match(posixpath.basename(path)):
                continue
            for number, line in enumerate((repo.text(path) or "").splitlines(), 1):
                entry = DOTENV_ENTRY.match(line)
                value = entry.group(2).strip() if entry else ""
                if len(value) >= _MIN_LENGTH:
                    found.setdefault(value, f"{path}:{number}")
        return found

    values: dict[str, str] = repo.once("example-env-values", read)
    return values
