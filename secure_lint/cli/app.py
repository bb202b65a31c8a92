"""The `secure-lint` command group: each command lives in cli/commands/ and is added here.

Command modules import only click and what their options need; the work of a command is
imported when it runs, so `secure-lint --version` and a small staged scan start fast.
"""

from __future__ import annotations

import os

import click

from secure_lint import __version__
from secure_lint.cli.commands import baseline, cache, init, packs, review, rules, sarif, scan

# pydantic scans every installed package's entry points for plugins on first import
# (~50 ms); a linter's models need none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="secure-lint")
def main() -> None:
    """Security linter for TypeScript/JavaScript, React Native/Expo, Swift, configs and secrets."""


packs.packs.add_command(review.packs_query)
for command in (
    scan.scan,
    rules.rules,
    packs.packs,
    sarif.sarif,
    cache.cache,
    baseline.baseline,
    init.init,
    review.inventory,
    review.architecture,
    review.threat_model,
    review.report,
    review.mcp,
):
    main.add_command(command)
