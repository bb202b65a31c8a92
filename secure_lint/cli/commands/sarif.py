"""`secure-lint sarif`: validate a SARIF file for code scanning, merge the SARIF of shards."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from secure_lint.cli.errors import fail, user_errors
from secure_lint.core.errors import ExitCode
from secure_lint.core.files import display_path, write_atomic


@click.group()
def sarif() -> None:
    """SARIF files for GitHub code scanning."""


@sarif.command("validate")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@user_errors
def sarif_validate(file: str) -> None:
    """Check FILE against what code scanning needs; exit 1 with one line per problem."""
    from secure_lint.report.sarif_check import SarifFileError, check  # noqa: PLC0415 (the command's work: loaded when it runs)

    try:
        problems = check(Path(file).read_bytes(), Path(file).name)
    except SarifFileError as error:
        fail(str(error))
    except OSError:
        fail(f"{Path(file).name}: cannot read")
    name = Path(file).name  # never an absolute path in output
    for problem in problems:
        click.echo(f"{name}: {problem}")
    if problems:
        sys.exit(ExitCode.FINDINGS)
    click.echo(f"{name}: ok for GitHub code scanning")


@sarif.command("merge")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(), help="Write the merged SARIF to FILE (default: standard output).")
@click.option("--category", help="Code scanning category of the merged run (default: the shards', unsharded).")
@click.option(
    "--partial",
    is_flag=True,
    help="Join parts that are not one complete set (missing, repeated, of another checkout), marked partial.",
)
@user_errors
def sarif_merge(files: tuple[str, ...], output: str | None, category: str | None, partial: bool) -> None:
    """Join the SARIF files of `scan --shard K/N` runs into one run (results once per fingerprint).
    The parts must be one complete set: each K of N once, of one checkout."""
    from secure_lint.core.input_files import UnfitFile, read_input_bytes  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.report.sarif_merge import SarifMergeError, merge  # noqa: PLC0415 (the command's work: loaded when it runs)

    contents = []
    for file in files:
        try:
            contents.append((Path(file).name, read_input_bytes(Path(file))))
        except UnfitFile as error:
            raise SarifMergeError(f"{Path(file).name}: {error}") from None
        except OSError:
            raise SarifMergeError(f"{Path(file).name}: cannot read") from None
    text = merge(contents, category, partial)
    if output is None:
        click.echo(text, nl=False)
        return
    write_atomic(output, text, display=display_path(output))
    click.echo(f"wrote {display_path(output)}: {len(files)} files merged into one run")
