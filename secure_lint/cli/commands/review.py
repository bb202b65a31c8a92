"""The review commands on the command line: inventory, architecture, packs query,
threat-model, report and mcp. cli/app.py names them; the work is done in the modules of
secure_lint.review, imported when a command runs."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, is_dataclass
from pathlib import Path
from typing import Any, TypeVar

import click

from secure_lint import __version__
from secure_lint.cli.errors import fail, user_errors
from secure_lint.core.files import display_path, write_atomic

T = TypeVar("T")
FORMATS = ("text", "json", "markdown")

_root_option = click.option(
    "--root", help="Root of the reviewed tree (default: git top level, else the current directory)."
)
_format_option = click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True)
_output_option = click.option("-o", "--output", type=click.Path(), help="Write to FILE instead of the terminal.")
F = TypeVar("F", bound=Callable[..., Any])


def tree_options(func: F) -> F:
    """PATH, --root, --format and -o of a command that reviews a tree; user errors as one line."""
    for decorator in (
        user_errors,
        _output_option,
        _format_option,
        _root_option,
        click.argument("path", required=False, type=click.Path()),
    ):
        func = decorator(func)
    return func


def as_json(command: str, result: Any) -> str:
    """The JSON envelope every review command shares: {ok, tool, command, ...result}."""
    body = asdict(result) if is_dataclass(result) and not isinstance(result, type) else dict(result)
    envelope = {"ok": True, "tool": {"name": "secure-lint", "version": __version__}, "command": command, **body}
    return json.dumps(envelope, indent=2, ensure_ascii=False) + "\n"


def emit(
    command: str,
    result: T,
    fmt: str,
    output: str | None,
    text: Callable[[T], str],
    markdown: Callable[[T], str],
    **others: Callable[[T], str],
) -> None:
    """Render `result` in `fmt` (json: the shared envelope, unless `others` renders it) and
    print it, or write it atomically to `output`."""
    renderers: dict[str, Callable[[T], str]] = {"text": text, "markdown": markdown, **others}
    rendered = renderers[fmt](result) if fmt in renderers else as_json(command, result)
    if output:
        write_atomic(output, rendered, display=display_path(output))
    else:
        click.echo(rendered, nl=False)


@click.command()
@tree_options
def inventory(path: str | None, root: str | None, fmt: str, output: str | None) -> None:
    """What PATH holds: stacks, files by extension, manifests, monorepo projects."""
    from secure_lint.review import inventory as inv  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.review.tree import open_tree  # noqa: PLC0415 (the command's work: loaded when it runs)

    emit("inventory", inv.build_inventory(open_tree(path, root)), fmt, output, inv.as_text, inv.as_markdown)


@click.command("query")
@click.argument("pack_ids", nargs=-1, required=True, metavar="PACK...")
@click.option("--category", "categories", multiple=True, help="Only items of this category (repeatable).")
@click.option("--max-items", type=int, default=24, show_default=True, help="At most this many items (1-60).")
@click.option("--detail", type=click.Choice(["summary", "full"]), default="summary", show_default=True)
@_format_option
@_output_option
@user_errors
def packs_query(
    pack_ids: tuple[str, ...], categories: tuple[str, ...], max_items: int, detail: str, fmt: str, output: str | None
) -> None:
    """Items of up to 6 packs, sampled round-robin so that every pack is heard."""
    from secure_lint.review import knowledge  # noqa: PLC0415 (the command's work: loaded when it runs)

    result = knowledge.query_packs(pack_ids, categories, max_items, "full" if detail == "full" else "summary")
    emit("packs query", result, fmt, output, knowledge.as_text, knowledge.as_markdown)


@click.command()
@tree_options
def architecture(path: str | None, root: str | None, fmt: str, output: str | None) -> None:
    """Surfaces found in the code, exposure, trust boundaries, coverage gaps, where to read first."""
    from secure_lint.review import architecture as arch  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.review.tree import open_tree  # noqa: PLC0415 (the command's work: loaded when it runs)

    emit("architecture", arch.build_architecture(open_tree(path, root)), fmt, output, arch.as_text, arch.as_markdown)


@click.command()
@click.argument("reports", nargs=-1, required=True, type=click.Path(), metavar="FINDINGS.json...")
@click.option("--baseline", type=click.Path(), help="Apply the dispositions recorded in this baseline file.")
@click.option("--format", "fmt", type=click.Choice([*FORMATS, "sarif"]), default="text", show_default=True)
@_output_option
@user_errors
def report(reports: tuple[str, ...], baseline: str | None, fmt: str, output: str | None) -> None:
    """Merge findings reports (secure-lint JSON, SARIF from any tool) into one numbered remediation report."""
    from secure_lint.review import rollup  # noqa: PLC0415 (the command's work: loaded when it runs)

    result = rollup.roll_up([Path(r) for r in reports], Path(baseline) if baseline else None)

    def json_text(r: rollup.Rollup) -> str:
        return as_json("report", rollup.as_json_data(r))

    emit("report", result, fmt, output, rollup.as_text, rollup.as_markdown, json=json_text, sarif=rollup.as_sarif)


@click.command("threat-model")
@tree_options
@click.option("--focus", help="Put threats and evidence about this first (e.g. 'payments', 'deep links').")
@click.option("--asset", "assets", multiple=True, help="An asset to protect (repeatable).")
@click.option("--findings", "findings_file", type=click.Path(), help="A `scan --format json` report to tie threats to.")
def threat_model(
    path: str | None,
    root: str | None,
    focus: str | None,
    assets: tuple[str, ...],
    findings_file: str | None,
    fmt: str,
    output: str | None,
) -> None:
    """STRIDE threats from the threat-model pack, tied to the surfaces found and to scan findings."""
    from secure_lint.review import threat_model as tm  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.review.architecture import build_architecture  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.review.tree import open_tree  # noqa: PLC0415 (the command's work: loaded when it runs)

    findings = tm.load_findings(Path(findings_file)) if findings_file else None
    arch = build_architecture(open_tree(path, root))
    source = Path(findings_file).name if findings_file else None
    model = tm.build_threat_model(arch, tm.threat_items(), focus, list(assets), findings, source)
    emit("threat-model", model, fmt, output, tm.as_text, tm.as_markdown)


@click.command()
@click.option(
    "--root",
    "roots",
    multiple=True,
    type=click.Path(),
    help="A directory the tools may read (repeatable). With none, every tool that reads files refuses.",
)
@user_errors
def mcp(roots: tuple[str, ...]) -> None:
    """Serve the review commands and the scan as read-only MCP tools over stdio."""
    try:
        from secure_lint.mcp.server import serve  # noqa: PLC0415 (the command's work: loaded when it runs)
    except ImportError:
        fail("the MCP server needs the mcp package: pip install '.[mcp]' in a clone of secure-lint")
    serve(roots)
