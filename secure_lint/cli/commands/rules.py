"""`secure-lint rules`: list, show, validate, test, document and profile rules."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict
from pathlib import Path

import click

from secure_lint.cli.errors import fail, user_errors
from secure_lint.cli.output import LIST_FORMATS
from secure_lint.core.errors import ExitCode
from secure_lint.core.files import display_path, write_atomic


@click.group()
def rules() -> None:
    """List, show, validate and test rules."""


@rules.command("list")
@click.option("--format", "fmt", type=click.Choice(LIST_FORMATS), default="text")
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(), help="Extra rule file or directory.")
@user_errors
def rules_list(fmt: str, rule_paths: tuple[str, ...]) -> None:
    """List every rule: id, severity, languages, title."""
    from secure_lint.rules.loader import load_rules  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.precision import measured_precision  # noqa: PLC0415 (the command's work: loaded when it runs)

    loaded = load_rules([Path(p) for p in rule_paths])
    measured = measured_precision()
    if fmt == "json":
        keys = (
            "id",
            "pack",
            "knowledge",
            "title",
            "severity",
            "confidence",
            "profile",
            "category",
            "cwe",
            "stacks",
            "languages",
        )
        rows = [
            {k: getattr(r, k) for k in keys}
            | {"fix": r.fix.safety if r.fix else None}
            | {"precision": {half: asdict(m) for half, m in measured.get(r.id, {}).items()}}
            for r in loaded
        ]
        click.echo(json.dumps(rows, indent=2))
        return
    for rule in loaded:
        fix = " [fix]" if rule.fix else ""
        click.echo(
            f"{rule.id:<48} {rule.severity:<8} {rule.profile:<8} {','.join(rule.languages):<28} {rule.title}{fix}"
        )
    click.echo(f"{len(loaded)} rule{'' if len(loaded) == 1 else 's'}")


@rules.command("validate")
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@user_errors
def rules_validate(paths: tuple[str, ...]) -> None:
    """Validate rule files (schema, patterns, examples)."""
    from secure_lint.authoring.examples import check_examples  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.authoring.rule_tests import counted  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.loader import load_rules  # noqa: PLC0415 (the command's work: loaded when it runs)

    loaded = load_rules([Path(p) for p in paths], bundled=False)
    bundled = {rule.id for rule in load_rules()}
    problems = [f"rule {rule.id}: the id is a bundled rule's; choose another" for rule in loaded if rule.id in bundled]
    problems += [p for rule in loaded for p in check_examples(rule)]
    for problem in problems:
        click.echo(problem, err=True)
    if problems:
        sys.exit(ExitCode.USAGE)
    click.echo(f"{counted(len(loaded), 'rule')} valid")


@rules.command("show")
@click.argument("rule_id")
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(), help="Extra rule file or directory.")
@user_errors
def rules_show(rule_id: str, rule_paths: tuple[str, ...]) -> None:
    """Print a rule's documentation: what, why, example, fix."""
    from secure_lint.authoring.docs import rule_markdown  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.loader import load_rules  # noqa: PLC0415 (the command's work: loaded when it runs)

    found = {r.id: r for r in load_rules([Path(p) for p in rule_paths])}
    if rule_id not in found:
        close = [r for r in sorted(found) if rule_id in r][:5]
        fail(f"no rule {rule_id!r}" + (f"; did you mean {', '.join(close)}?" if close else ""))
    click.echo(rule_markdown(found[rule_id]), nl=False)


@rules.command("docs")
@click.option("-o", "--output", type=click.Path(), default="docs/rules.md", show_default=True)
@click.option("--check", is_flag=True, help="Exit 1 when the file is stale; write nothing.")
@user_errors
def rules_docs(output: str, check: bool) -> None:
    """Write the rule reference (docs/rules.md)."""
    from secure_lint.authoring.docs import rules_index_markdown  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.loader import load_rules  # noqa: PLC0415 (the command's work: loaded when it runs)

    text = rules_index_markdown(load_rules())
    current = Path(output).read_text(encoding="utf-8") if Path(output).exists() else None
    if check:
        if current != text:
            fail(f"{output} is stale; run `secure-lint rules docs`", ExitCode.FINDINGS)
        click.echo(f"{output} is up to date")
        return
    if current != text:
        write_atomic(output, text)
    click.echo(f"wrote {output}")


_NOT_A_TEST = "not a rule test: no `ruleid:` or `ok:` annotation in UTF-8 text"
_NO_TESTS = "no rule tests here: no file with a `ruleid:` or `ok:` annotation"


@rules.command("test")
@click.argument("path", required=False, type=click.Path())
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(), help="Extra rule file or directory.")
@click.option("-v", "--verbose", is_flag=True, help="Show every rule, and the todo cases.")
@user_errors
def rules_test(path: str | None, rule_paths: tuple[str, ...], verbose: bool) -> None:
    """Run rules on annotated test files (ruleid:/ok:/todoruleid:/todook:); PATH defaults to rules/tests."""
    from secure_lint.authoring.examples import check_examples  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.authoring.rule_tests import format_report, run_tests  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.rules.loader import load_rules  # noqa: PLC0415 (the command's work: loaded when it runs)

    loaded = load_rules([Path(p) for p in rule_paths])
    if path is None and not Path("rules/tests").is_dir():
        fail("rules/tests: no rule tests here; give the PATH of annotated test files")
    root = Path(path or "rules/tests")
    shown = display_path(str(root))
    if not root.is_dir() and not root.is_file():
        fail(f"{shown}: {'not a file or directory' if root.exists() else 'no such file or directory'}")
    report = run_tests(root, loaded)
    if report.files == 0:
        fail(f"{shown}: {_NO_TESTS if root.is_dir() else _NOT_A_TEST}")
    example_problems = [p for r in loaded for p in check_examples(r, require=False)]
    for problem in example_problems:
        click.echo(f"FAIL {problem}")
    click.echo(format_report(report, verbose))
    sys.exit(ExitCode.FINDINGS if example_problems or not report.passed else ExitCode.OK)


@rules.command("profile")
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--root", help="Scan root (default: git top level, else the current directory).")
@click.option("--config", "config_file", type=click.Path(), help="Configuration file (default: found in the root).")
@click.option("--select", multiple=True, help="Only these rules (id, id prefix, pack or category).")
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(exists=True), help="Extra rule file or dir.")
@click.option("--include-tests/--no-include-tests", default=None, help="Run code rules in tests, fixtures, docs too.")
@click.option("--top", type=click.IntRange(min=1), default=20, show_default=True, help="How many rules to list.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@user_errors
def rules_profile(
    paths: tuple[str, ...],
    root: str | None,
    config_file: str | None,
    select: tuple[str, ...],
    rule_paths: tuple[str, ...],
    include_tests: bool | None,
    top: int,
    fmt: str,
) -> None:
    """Time a scan of PATHS (default: .) by phase, matcher kind and rule: the slowest rules first."""
    from secure_lint.authoring.profile import as_json, profile_scan, render  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.core.config import load_config  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.core.context import ScanContext  # noqa: PLC0415 (the command's work: loaded when it runs)
    from secure_lint.scan.targets import choose_root  # noqa: PLC0415 (the command's work: loaded when it runs)

    scan_root = choose_root(root, list(paths))
    config = load_config(scan_root, config_file).with_overrides(
        select=select, rules=[os.path.abspath(p) for p in rule_paths], include_tests=include_tests
    )
    profile = profile_scan(ScanContext(root=scan_root, config=config, paths=tuple(paths) or (".",), jobs=1))
    click.echo(render(profile, top) if fmt == "text" else as_json(profile))
