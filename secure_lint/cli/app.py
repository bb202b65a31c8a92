"""The `secure-lint` command group: each command lives in cli/commands/ and is imported when it
is asked for.

Command modules import only click and what their options need; the work of a command is
imported when it runs. The group imports a command's module only when that command runs (or
`--help` lists them all), so `secure-lint --version` imports none and a staged scan only
cli/commands/scan.py.
"""

from __future__ import annotations

import importlib
import os

import click

from secure_lint import __version__

# pydantic scans every installed package's entry points for plugins on first import
# (~50 ms); a linter's models need none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

# every command, by name: the module of cli/commands/ that defines it, and its name there
COMMANDS: dict[str, tuple[str, str]] = {
    "scan": ("scan", "scan"),
    "rules": ("rules", "rules"),
    "packs": ("packs", "packs"),
    "sarif": ("sarif", "sarif"),
    "cache": ("cache", "cache"),
    "baseline": ("baseline", "baseline"),
    "init": ("init", "init"),
    "inventory": ("review", "inventory"),
    "architecture": ("review", "architecture"),
    "threat-model": ("review", "threat_model"),
    "report": ("review", "report"),
    "mcp": ("review", "mcp"),
}


class CommandsOnDemand(click.Group):
    """A group whose commands come from COMMANDS, each module imported when its command is
    asked for (click's lazily loaded subcommands)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module, name = COMMANDS[cmd_name]
        command = getattr(importlib.import_module(f"secure_lint.cli.commands.{module}"), name)
        assert isinstance(command, click.Command)
        return command


@click.group(cls=CommandsOnDemand, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="secure-lint")
def main() -> None:
    """Security linter for TypeScript/JavaScript, React Native/Expo, Swift, configs and secrets."""
