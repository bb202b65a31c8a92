"""`secure-lint baseline create|update`: record the current findings and their dispositions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from secure_lint.cli.errors import user_errors
from secure_lint.core.models import PROFILES

if TYPE_CHECKING:
    from secure_lint.core.context import ScanContext


@click.group()
def baseline() -> None:
    """Record the current findings, so that scans report only new ones (`scan --baseline`)."""


def _baseline_context(
    paths: tuple[str, ...], root: str | None, config_file: str | None, profile: str | None
) -> ScanContext:
    from secure_lint.core.config import load_config  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.core.context import ScanContext  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.scan.targets import choose_root  # noqa: PLC0415 (the command's work: loaded when it runs)

    scan_root = choose_root(root, list(paths))
    config = load_config(scan_root, config_file).with_overrides(profile=profile)
    return ScanContext(root=scan_root, config=config, paths=tuple(paths) or (".",))


_BASELINE_OUTPUT_HELP = "Baseline file (default: the config's `baseline`, else .secure-lint-baseline.json in the root)."
_profile_option = click.option(
    "--profile",
    type=click.Choice(PROFILES),
    default=None,
    help="Rule set whose findings are recorded, as `scan --profile` (default: the config's `profile`, else default).",
)


@baseline.command("create")
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--root", help="Scan root (default: git top level, else the current directory).")
@click.option("--config", "config_file", type=click.Path(), help="Configuration file (default: found in the root).")
@click.option("-o", "--output", type=click.Path(), help=_BASELINE_OUTPUT_HELP)
@click.option("--force", is_flag=True, help="Overwrite an existing baseline file.")
@_profile_option
@user_errors
def baseline_create(
    paths: tuple[str, ...],
    root: str | None,
    config_file: str | None,
    output: str | None,
    force: bool,
    profile: str | None,
) -> None:
    """Write every current finding, with its disposition, to the baseline file."""
    from secure_lint.scan.baseline_commands import baseline_path, create_baseline  # noqa: PLC0415 (the command's work: loaded when it runs)

    context = _baseline_context(paths, root, config_file, profile)
    click.echo(create_baseline(context, baseline_path(context, output), force))


@baseline.command("update")
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--root", help="Scan root (default: git top level, else the current directory).")
@click.option("--config", "config_file", type=click.Path(), help="Configuration file (default: found in the root).")
@click.option("-o", "--output", type=click.Path(), help=_BASELINE_OUTPUT_HELP)
@_profile_option
@user_errors
def baseline_update(
    paths: tuple[str, ...], root: str | None, config_file: str | None, output: str | None, profile: str | None
) -> None:
    """Rescan: keep the dispositions people recorded, add new findings, drop fixed ones."""
    from secure_lint.scan.baseline_commands import baseline_path, update_baseline  # noqa: PLC0415 (the command's work: loaded when it runs)

    context = _baseline_context(paths, root, config_file, profile)
    click.echo(update_baseline(context, baseline_path(context, output)))
