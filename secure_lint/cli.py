"""Command line: parse options, call one function, print, exit. Heavy modules load lazily."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from secure_lint import __version__
from secure_lint.errors import ExitCode, UserError
from secure_lint.models import FAIL_ON, STACK_CHOICES
from secure_lint.report import REPORTERS
from secure_lint.rule_profile import profile_command

if TYPE_CHECKING:
    from secure_lint.context import ScanContext

# pydantic scans every installed package's entry points for plugins on first import
# (~50 ms); a linter's models need none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

F = TypeVar("F", bound=Callable[..., Any])

LIST_FORMATS = ("text", "json")  # `rules list`, `packs list`


def fail(message: str, code: ExitCode = ExitCode.USAGE) -> NoReturn:
    from secure_lint.report.untrusted import one_line  # noqa: PLC0415 (a message may name an odd file)

    click.echo(f"secure-lint: error: {one_line(message)}", err=True)
    sys.exit(code)


def user_errors(func: F) -> F:
    """Known errors become one line and exit 2; anything else exit 3, never a traceback."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except UserError as error:
            fail(str(error))
        except (click.exceptions.Exit, click.ClickException, SystemExit):
            raise
        except KeyboardInterrupt:
            fail("interrupted", ExitCode.INTERRUPTED)
        except BrokenPipeError:
            from secure_lint.terminal import quit_on_closed_pipe  # noqa: PLC0415

            quit_on_closed_pipe()
        except Exception as error:  # the last line of defence: no traceback for users
            if os.environ.get("SECURE_LINT_DEBUG"):
                raise
            fail(f"internal error ({type(error).__name__}); rerun with SECURE_LINT_DEBUG=1", ExitCode.INTERNAL)

    return wrapper  # type: ignore[return-value]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="secure-lint")
def main() -> None:
    """Security linter for TypeScript/JavaScript, React Native/Expo, Swift, configs and secrets."""


def _color(output: str | None, mode: str) -> bool:
    from secure_lint.terminal import use_colour  # noqa: PLC0415

    return use_colour(mode, output is not None, sys.stdout, os.environ)


@main.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--root", help="Scan root (default: git top level, else the current directory).")
@click.option("--format", "fmt", type=click.Choice(list(REPORTERS)), default="text", show_default=True)
@click.option("-o", "--output", type=click.Path(), help="Write the report to FILE.")
@click.option("--sarif-output", type=click.Path(), help="Also write SARIF to FILE.")
@click.option(
    "--sarif-category",
    default="secure-lint",
    show_default=True,
    help="Code scanning category (SARIF automationDetails.id) of this analysis.",
)
@click.option(
    "--fail-on",
    type=click.Choice(FAIL_ON),
    help="Exit 1 when an open finding is at least this severe (default: low).",
)
@click.option(
    "--stack",
    "stacks",
    multiple=True,
    type=click.Choice(STACK_CHOICES),
    help="Run the rules of these stacks only (default: detected).",
)
@click.option("--staged", is_flag=True, help="Scan the staged content of staged files (the git index).")
@click.option("--diff-base", metavar="REF", help="Report only findings on lines changed since the merge base with REF.")
@click.option("--committed-only", is_flag=True, help="With --diff-base: leave out uncommitted changes.")
@click.option("--config", "config_file", type=click.Path(), help="Configuration file (default: found in the root).")
@click.option("--baseline", type=click.Path(), help="Report only findings not in this baseline file.")
@click.option("--sarif-include-suppressed", is_flag=True, help="Keep suppressed and closed findings in SARIF.")
@click.option("--fix", is_flag=True, help="Apply safe fixes to the files (exit 1 when any file changed).")
@click.option("--unsafe-fixes", is_flag=True, help="With --fix or --diff: unsafe fixes too (review them).")
@click.option("--diff", is_flag=True, help="Print the fixes as a unified diff; write nothing.")
@click.option("--select", multiple=True, help="Only these rules (id, id prefix, pack or category).")
@click.option("--ignore", multiple=True, help="Leave out these rules (id, id prefix, pack or category).")
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(), help="Extra rule file or directory.")
@click.option("--no-bundled-rules", is_flag=True, help="Use only the --rules files.")
@click.option("--include-tests/--no-include-tests", default=None, help="Run code rules in tests, fixtures, docs too.")
@click.option(
    "--max-file-size", type=click.IntRange(min=1), help="Skip files larger than this many bytes (default: 1 MiB)."
)
@click.option("--jobs", type=click.IntRange(min=0), default=0, help="Worker processes (0: automatic).")
@click.option("--shard", metavar="K/N", help="Scan only part K of N, balanced by size (a CI matrix; `sarif merge`).")
@click.option(
    "--no-cache", is_flag=True, help="Neither read nor write cached scan results (rule and config files stay cached)."
)
@click.option("-q", "--quiet", is_flag=True, help="Print nothing; only the exit code speaks.")
@click.option("-v", "--verbose", is_flag=True, help="Text report: also list skipped and partly parsed files.")
@click.option(
    "--color",
    "color_mode",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the text report (auto: on a terminal; NO_COLOR, FORCE_COLOR and TERM=dumb are honoured).",
)
@user_errors
def scan(color_mode: str, **given: Any) -> None:
    """Scan PATHS (default: .) and report findings."""
    gc.disable()  # start-up (modules, rules) makes long-lived objects, not garbage: see pipeline.run
    try:
        from secure_lint.output import exit_code, write_outputs  # noqa: PLC0415
        from secure_lint.pipeline import run  # noqa: PLC0415
        from secure_lint.scan_options import ScanOptions, check_flags, report_options, scan_context  # noqa: PLC0415

        options = ScanOptions(**given)
        check_flags(options)
        context = scan_context(options)
        result = run(context)
        write_outputs(result, options, report_options(options, context, color=_color(options.output, color_mode)))
        sys.exit(exit_code(result, context.config.fail_on))
    finally:
        gc.enable()


@main.group()
def rules() -> None:
    """List, show, validate and test rules."""


rules.add_command(profile_command)


@rules.command("list")
@click.option("--format", "fmt", type=click.Choice(LIST_FORMATS), default="text")
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(), help="Extra rule file or directory.")
@user_errors
def rules_list(fmt: str, rule_paths: tuple[str, ...]) -> None:
    """List every rule: id, severity, languages, title."""
    import json  # noqa: PLC0415

    from secure_lint.rules import load_rules  # noqa: PLC0415

    loaded = load_rules([Path(p) for p in rule_paths])
    if fmt == "json":
        keys = (
            "id",
            "pack",
            "knowledge",
            "title",
            "severity",
            "confidence",
            "category",
            "cwe",
            "stacks",
            "languages",
        )
        rows = [{k: getattr(r, k) for k in keys} | {"fix": r.fix.safety if r.fix else None} for r in loaded]
        click.echo(json.dumps(rows, indent=2))
        return
    for rule in loaded:
        fix = " [fix]" if rule.fix else ""
        click.echo(f"{rule.id:<48} {rule.severity:<8} {','.join(rule.languages):<28} {rule.title}{fix}")
    click.echo(f"{len(loaded)} rule{'' if len(loaded) == 1 else 's'}")


@rules.command("validate")
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@user_errors
def rules_validate(paths: tuple[str, ...]) -> None:
    """Validate rule files (schema, patterns, examples)."""
    from secure_lint.rule_examples import check_examples  # noqa: PLC0415
    from secure_lint.rule_tests import counted  # noqa: PLC0415
    from secure_lint.rules import load_rules  # noqa: PLC0415

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
    from secure_lint.rule_docs import rule_markdown  # noqa: PLC0415
    from secure_lint.rules import load_rules  # noqa: PLC0415

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
    from secure_lint.output import write_atomic  # noqa: PLC0415
    from secure_lint.rule_docs import rules_index_markdown  # noqa: PLC0415
    from secure_lint.rules import load_rules  # noqa: PLC0415

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


@rules.command("test")
@click.argument("path", required=False, type=click.Path(exists=True))
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(), help="Extra rule file or directory.")
@click.option("-v", "--verbose", is_flag=True, help="Show every rule, and the todo cases.")
@user_errors
def rules_test(path: str | None, rule_paths: tuple[str, ...], verbose: bool) -> None:
    """Run rules on annotated test files (ruleid:/ok:/todoruleid:/todook:); PATH defaults to rules/tests."""
    from secure_lint.rule_examples import check_examples  # noqa: PLC0415
    from secure_lint.rule_tests import format_report, run_tests  # noqa: PLC0415
    from secure_lint.rules import load_rules  # noqa: PLC0415

    loaded = load_rules([Path(p) for p in rule_paths])
    root = Path(path or "rules/tests")
    if not root.exists():
        fail("rules/tests: no rule tests here; give the PATH of annotated test files")
    report = run_tests(root, loaded)
    example_problems = [p for r in loaded for p in check_examples(r, require=False)]
    for problem in example_problems:
        click.echo(f"FAIL {problem}")
    click.echo(format_report(report, verbose))
    sys.exit(ExitCode.FINDINGS if example_problems or not report.passed else ExitCode.OK)


@main.group()
def packs() -> None:
    """Knowledge packs: list, show, compile into rules."""


@packs.command("list")
@click.option("--format", "fmt", type=click.Choice(LIST_FORMATS), default="text")
@user_errors
def packs_list(fmt: str) -> None:
    """List the knowledge packs and their item counts."""
    import json  # noqa: PLC0415

    from secure_lint.packs import load_packs, pack_rules  # noqa: PLC0415

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
    from secure_lint.packs import load_packs  # noqa: PLC0415

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
    from secure_lint.packs import compile_packs, load_packs, packs_dir  # noqa: PLC0415
    from secure_lint.rules import bundled_rules_dir  # noqa: PLC0415

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


@main.group()
def sarif() -> None:
    """SARIF files for GitHub code scanning."""


@sarif.command("validate")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@user_errors
def sarif_validate(file: str) -> None:
    """Check FILE against what code scanning needs; exit 1 with one line per problem."""
    from secure_lint.sarif_check import SarifFileError, check  # noqa: PLC0415

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
@user_errors
def sarif_merge(files: tuple[str, ...], output: str | None, category: str | None) -> None:
    """Join the SARIF files of `scan --shard K/N` runs into one run (results once per fingerprint)."""
    from secure_lint.output import display_path, write_atomic  # noqa: PLC0415
    from secure_lint.sarif_merge import SarifMergeError, merge  # noqa: PLC0415

    contents = []
    for file in files:
        try:
            contents.append((Path(file).name, Path(file).read_bytes()))
        except OSError:
            raise SarifMergeError(f"{Path(file).name}: cannot read") from None
    text = merge(contents, category)
    if output is None:
        click.echo(text, nl=False)
        return
    write_atomic(output, text, display=display_path(output))
    click.echo(f"wrote {display_path(output)}: {len(files)} files merged into one run")


@main.group()
def cache() -> None:
    """The cache of scan results and validated rule and config files (`scan --no-cache`: no results)."""


@cache.command("clean")
@user_errors
def cache_clean() -> None:
    """Remove every cached result, rule set and configuration (always safe)."""
    from secure_lint.result_cache import clean  # noqa: PLC0415

    removed = clean()
    click.echo(f"removed {removed} cached file{'s' if removed != 1 else ''}" if removed else "the cache is empty")


@main.group()
def baseline() -> None:
    """Record the current findings, so that scans report only new ones (`scan --baseline`)."""


def _baseline_context(paths: tuple[str, ...], root: str | None, config_file: str | None) -> ScanContext:
    from secure_lint.config import load_config  # noqa: PLC0415
    from secure_lint.context import ScanContext  # noqa: PLC0415
    from secure_lint.targets import choose_root  # noqa: PLC0415

    scan_root = choose_root(root, list(paths))
    return ScanContext(root=scan_root, config=load_config(scan_root, config_file), paths=tuple(paths) or (".",))


_BASELINE_OUTPUT_HELP = "Baseline file (default: the config's `baseline`, else .secure-lint-baseline.json in the root)."


@baseline.command("create")
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--root", help="Scan root (default: git top level, else the current directory).")
@click.option("--config", "config_file", type=click.Path(), help="Configuration file (default: found in the root).")
@click.option("-o", "--output", type=click.Path(), help=_BASELINE_OUTPUT_HELP)
@click.option("--force", is_flag=True, help="Overwrite an existing baseline file.")
@user_errors
def baseline_create(
    paths: tuple[str, ...], root: str | None, config_file: str | None, output: str | None, force: bool
) -> None:
    """Write every current finding, with its disposition, to the baseline file."""
    from secure_lint.pipeline import baseline_path, create_baseline  # noqa: PLC0415

    context = _baseline_context(paths, root, config_file)
    click.echo(create_baseline(context, baseline_path(context, output), force))


@baseline.command("update")
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--root", help="Scan root (default: git top level, else the current directory).")
@click.option("--config", "config_file", type=click.Path(), help="Configuration file (default: found in the root).")
@click.option("-o", "--output", type=click.Path(), help=_BASELINE_OUTPUT_HELP)
@user_errors
def baseline_update(paths: tuple[str, ...], root: str | None, config_file: str | None, output: str | None) -> None:
    """Rescan: keep the dispositions people recorded, add new findings, drop fixed ones."""
    from secure_lint.pipeline import baseline_path, update_baseline  # noqa: PLC0415

    context = _baseline_context(paths, root, config_file)
    click.echo(update_baseline(context, baseline_path(context, output)))


@main.command()
@click.option("--root", help="Where to write the config (default: git top level, else the current directory).")
@click.option("--force", is_flag=True, help="Overwrite an existing .secure-lint.yaml.")
@user_errors
def init(root: str | None, force: bool) -> None:
    """Write a starter .secure-lint.yaml; print the pre-commit and GitHub Actions snippets."""
    from secure_lint.config import CONFIG_FILE  # noqa: PLC0415
    from secure_lint.init import STARTER_CONFIG, next_steps  # noqa: PLC0415
    from secure_lint.output import display_path, write_atomic  # noqa: PLC0415
    from secure_lint.targets import choose_root  # noqa: PLC0415

    path = str(choose_root(root, []) / CONFIG_FILE)
    write_atomic(path, STARTER_CONFIG, overwrite=force, display=display_path(path))
    click.echo(next_steps(display_path(path)), nl=False)
import secure_lint.review.commands  # noqa: E402, F401  (registers inventory, architecture, packs query, threat-model, report, mcp)
