"""`secure-lint cache clean`."""

from __future__ import annotations

import click

from secure_lint.cli.errors import user_errors


@click.group()
def cache() -> None:
    """The cache of scan results and validated rule and config files (`scan --no-cache`: none of them)."""


@cache.command("clean")
@user_errors
def cache_clean() -> None:
    """Remove every cached result, rule set and configuration (always safe)."""
    from secure_lint.scan.cache.result_cache import clean  # noqa: PLC0415 (the command's work: loaded when it runs)

    removed = clean()
    click.echo(f"removed {removed} cached file{'s' if removed != 1 else ''}" if removed else "the cache is empty")
