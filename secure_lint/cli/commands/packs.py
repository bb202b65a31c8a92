"""`secure-lint packs`: list, show and compile the knowledge packs (`packs query`: review.py)."""

from __future__ import annotations

import json

import click

from secure_lint.cli.commands.review import packs_query
from secure_lint.cli.errors import fail, user_errors
from secure_lint.cli.output import LIST_FORMATS
from secure_lint.core.errors import ExitCode


@click.group()
def packs() -> None:
    """Knowledge packs: list, show, compile into rules."""


packs.add_command(packs_query)  # `packs query`: the review command of cli/commands/review.py


@packs.command("list")
@click.option("--format", "fmt", type=click.Choice(LIST_FORMATS), default="text")
@user_errors
def packs_list(fmt: str) -> None:
    """List the knowledge packs and their item counts."""
    from secure_lint.rules.pack_compiler import pack_rules  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.packs import load_packs  # noqa: PLC0415 (the command's work: loaded when it runs)

    loaded = load_packs()
    if fmt == "json":
        rows = [
            {
                "id": p.id,
                "title": p.title,
                "stacks": p.stacks,
                "items": len(p.items),
                "rules": len(pack_rules(p)),
            }
            for p in loaded
        ]
        click.echo(json.dumps(rows, indent=2))
        return
    for pack in loaded:
        click.echo(f"{pack.id:<16} {len(pack.items):>3} items {len(pack_rules(pack)):>4} rules  {pack.title}")


@packs.command("show")
@click.argument("pack_id")
@user_errors
def packs_show(pack_id: str) -> None:
    """Show a pack's items."""
    from secure_lint.rules.packs import load_packs  # noqa: PLC0415 (the command's work: loaded when it runs)

    found = {p.id: p for p in load_packs()}
    if pack_id not in found:
        fail(f"no pack {pack_id!r}; packs: {', '.join(sorted(found))}")
    pack = found[pack_id]
    click.echo(f"{pack.title} ({pack.id})\n{pack.description}\n")
    for item in pack.items:
        cwe = f" {','.join(item.cwe)}" if item.cwe else ""
        click.echo(f"{item.id:<28} {item.severity:<8} {item.category}{cwe}\n  {item.title}")


@packs.command("compile")
@click.option("--check", is_flag=True, help="Exit 1 when rules/ is stale; write nothing.")
@click.option("--pack", "only", multiple=True, help="Compile only these packs.")
@user_errors
def packs_compile(check: bool, only: tuple[str, ...]) -> None:
    """Compile packs/*.yaml detectors into rules/*.yaml."""
    from secure_lint.rules.loader import bundled_rules_dir  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.pack_compiler import compile_packs  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.packs import load_packs, packs_dir  # noqa: PLC0415 (the command's work: loaded when it runs)

    directory = packs_dir()
    try:
        rules_dir = bundled_rules_dir()
    except Exception:  # first compile: rules/ does not exist yet
        rules_dir = directory.parent / "rules"
    loaded = load_packs(directory, only=list(only))
    changed = compile_packs(loaded, rules_dir, check=check, prune=not only)
    if check and changed:
        fail(f"compiled rules are stale: {', '.join(changed)}; run `secure-lint packs compile`", ExitCode.FINDINGS)
    verb = "would change" if check else "wrote"
    click.echo(f"{verb} {len(changed)} rule file(s)" if changed else "rules are up to date")
