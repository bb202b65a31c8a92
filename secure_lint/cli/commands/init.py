"""`secure-lint init`: a starter `.secure-lint.yaml`, and the snippets that run secure-lint
from pre-commit and from GitHub Actions."""

from __future__ import annotations

import click

from secure_lint import PROJECT_URL
from secure_lint.cli.errors import user_errors
from secure_lint.core.files import display_path, write_atomic

STARTER_CONFIG = """\
# secure-lint configuration: https://github.com/secure-lint/secure-lint#configuration
# Command-line options override these values.

# Exit 1 when an open finding is at least this severe: critical|high|medium|low|info|never
fail-on: low

# Also exit 1 when the scan is partial: a shipped source file the code rules could not read
# (a NUL byte, a library banner, minified or oversized content; listed in every report).
fail-on-partial: false

# Rule set: default (the rules measured precise on apps they were not tuned on),
# extended (adds audit prompts and rules below the default's precision bar; docs/rules.md)
# or audit (extended plus review items: sinks reached by values whose origin is not shown).
profile: default

# Rules to run or leave out, by rule id, id prefix, pack or category.
select: []
ignore: []
# ignore: [configuration]

# Per-rule (or pack/category) severity overrides.
severity: {}
#   secure-lint.unused-suppression: info

# Paths not to scan (gitignore syntax, relative to this file), besides .gitignore
# and .secure-lintignore.
exclude: []
#   - legacy/**
#   - "*.generated.ts"

# Your own rule files or directories (relative to this file).
rules: []

# Known findings, created with `secure-lint baseline create`: scans report only new ones.
# baseline: .secure-lint-baseline.json

# Files larger than this many bytes are skipped.
max-file-size: 1048576

# Force the stacks whose rules run (default: detected): common, typescript, nextjs, angular, expo, swift, macos
stacks: []

# Run code rules in tests, fixtures, stories and docs too (secret rules always run there).
include-tests: false
"""

# No release is tagged yet: the snippets name the branch, which exists, and say how to pin a
# commit (`v{__version__}` named a tag that does not exist, so pre-commit failed as printed).
REV = "main"

PRE_COMMIT_SNIPPET = f"""\
# .pre-commit-config.yaml
repos:
  - repo: {PROJECT_URL}
    rev: {REV}  # pin a commit: pre-commit autoupdate --freeze
    hooks:
      - id: secure-lint            # every rule, on the files being committed
      # - id: secure-lint-secrets  # or: secret rules only, on every text file
"""

WORKFLOW_SNIPPET = f"""\
# .github/workflows/secure-lint.yml
name: secure-lint
on: [push, pull_request]
permissions:
  contents: read
jobs:
  secure-lint:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      security-events: write  # upload SARIF to code scanning
      actions: read
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0  # pull requests: only findings on changed lines (--diff-base)
      - uses: {PROJECT_URL.removeprefix("https://github.com/")}@{REV}  # or pin a commit SHA
        with:
          fail-on: high
          # profile: extended  # also the audit prompts and the less precise rules
"""


def next_steps(config_name: str) -> str:
    return (
        f"wrote {config_name}\n\n"
        "To run secure-lint on every commit, add to .pre-commit-config.yaml:\n\n"
        f"{PRE_COMMIT_SNIPPET}\n"
        "To scan pull requests and upload results to GitHub code scanning:\n\n"
        f"{WORKFLOW_SNIPPET}"
    )


@click.command()
@click.option("--root", help="Where to write the config (default: git top level, else the current directory).")
@click.option("--force", is_flag=True, help="Overwrite an existing .secure-lint.yaml.")
@user_errors
def init(root: str | None, force: bool) -> None:
    """Write a starter .secure-lint.yaml; print the pre-commit and GitHub Actions snippets."""
    from secure_lint.core.config import CONFIG_FILE  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.scan.targets import choose_root  # noqa: PLC0415 (the command's work: loaded when it runs)

    path = str(choose_root(root, []) / CONFIG_FILE)
    write_atomic(path, STARTER_CONFIG, overwrite=force, display=display_path(path))
    click.echo(next_steps(display_path(path)), nl=False)
