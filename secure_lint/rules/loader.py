"""Loading and validating rule files: the one place where the rule model meets the matchers.

A rule file is YAML with a top-level `rules:` list. Each rule is validated when it loads
(the model in rule_model.py, its `match` options by its matcher, see matchers/), linked
(its knowledge item's narrative and the shared ast-grep utils it names filled in) and
checked by its matcher; an invalid rule is a `RuleError` naming the file and the rule id.
"""

from __future__ import annotations

from dataclasses import fields, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from secure_lint.core.errors import RuleError
from secure_lint.core.input_files import UnfitFile, check_input_file, read_input_text
from secure_lint.core.problems import validation_problem, yaml_problem
from secure_lint.matchers import MATCHERS
from secure_lint.matchers.patterns import check_pattern
from secure_lint.rules import cache as rule_cache
from secure_lint.rules.bundled import bundled_dir, bundled_rules_dir, rule_files_in
from secure_lint.rules.knowledge import NARRATIVE_FIELDS, Narratives, narrative_for
from secure_lint.rules.model import RULE_ID, Example, Examples, Fix, Match, PathFilter, Rule, check_fix

if TYPE_CHECKING:
    from pydantic import TypeAdapter

__all__ = [
    "RULE_ID",
    "Example",
    "Examples",
    "Fix",
    "Match",
    "PathFilter",
    "Rule",
    "RuleError",
    "bundled_dir",
    "bundled_rules_dir",
    "link_rule",
    "load_rule_file",
    "load_rule_set",
    "load_rules",
    "parse_rule",
    "read_rule",
    "rule_as_data",
    "rule_files",
]


@lru_cache(maxsize=1)
def _rule_adapter() -> TypeAdapter[Rule]:
    from pydantic import TypeAdapter  # noqa: PLC0415 (only when rule files are parsed)

    return TypeAdapter(Rule)


@cache
def _options_adapter(kind: str) -> TypeAdapter[Any]:
    from pydantic import TypeAdapter  # noqa: PLC0415 (pydantic: only when rule files are validated)

    return TypeAdapter(MATCHERS[kind].options_type)


def parse_rule(data: Any, source: str, narratives: Narratives | None = None) -> Rule:
    """Validate one rule mapping and link it (see `link_rule`); errors name `source` and the rule id."""
    return link_rule(read_rule(data, source), source, narratives)


def read_rule(data: Any, source: str) -> Rule:
    """One rule mapping validated as written: no narrative filled in, matcher options unchecked."""
    from pydantic import ValidationError  # noqa: PLC0415 (pydantic: only when rule files are validated)

    rule_id = data.get("id", "?") if isinstance(data, dict) else "?"
    try:
        return _rule_adapter().validate_python(_as_model_input(data))
    except ValidationError as error:
        raise RuleError(f"{source}: rule {rule_id}: {validation_problem(error)}") from None
    except ValueError as error:  # the match, which the model leaves to its matcher
        raise RuleError(f"{source}: rule {rule_id}: {error}") from None


def _as_model_input(data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    data = _examples_as_mappings(data)
    return {**data, "match": _match_as_written(data["match"])} if "match" in data else data


def _match_as_written(written: Any) -> dict[str, Any]:
    """`{<kind>: <options>}`, its options validated by the kind's matcher, as the model's Match."""
    from pydantic import ValidationError  # noqa: PLC0415 (pydantic: only when rule files are validated)

    if not isinstance(written, dict) or len(written) != 1:
        given = sorted(written) if isinstance(written, dict) else []
        raise ValueError(f"match: match needs exactly one matcher, got {given or 'none'}")
    ((kind, options),) = written.items()
    if kind not in MATCHERS:
        raise ValueError(f"match: unknown matcher {kind!r} (known: {', '.join(MATCHERS)})")
    try:
        return {"kind": kind, "options": _options_adapter(kind).validate_python(options)}
    except ValidationError as error:
        where = "." if error.errors()[0]["loc"] else ": "
        raise ValueError(f"match.{kind}{where}{validation_problem(error)}") from None


def link_rule(rule: Rule, source: str, narratives: Narratives | None = None) -> Rule:
    """The rule as the engine runs it: the narrative of its knowledge item (`narratives`,
    default: the bundled packs) filled in, its matcher options prepared (what they name, such
    as shared ast-grep utils, filled in) and checked."""
    matcher = MATCHERS[rule.match.kind]
    try:
        check_fix(matcher.fix_field, rule)
        if rule.prefilter is not None:
            check_pattern(rule.prefilter, (), "prefilter")
        options = matcher.prepare(rule.match.options, rule.languages)
        written = {name: getattr(rule, name) for name in NARRATIVE_FIELDS}
        narrative = narrative_for(rule.knowledge, written, narratives)
    except ValueError as error:
        raise RuleError(f"{source}: rule {rule.id}: {error}") from None
    return replace(rule, match=replace(rule.match, options=options), **narrative)


def rule_as_data(rule: Rule) -> dict[str, Any]:
    """The rule as written in a rule file: keys as spelled there, defaults left out."""
    dumped = _rule_adapter().dump_python(rule, mode="json", by_alias=True, exclude_defaults=True, exclude={"match"})
    options = _options_adapter(rule.match.kind).dump_python(
        rule.match.options, mode="json", by_alias=True, exclude_defaults=True
    )
    dumped["match"] = {rule.match.kind: options}
    order = ["id", *(f.name for f in fields(Rule) if f.name != "id")]  # a rule file names the rule first
    return dict(sorted(dumped.items(), key=lambda item: order.index(item[0])))


def _examples_as_mappings(data: Any) -> Any:
    """An example may be written as just its code."""
    examples = data.get("examples") if isinstance(data, dict) else None
    if not isinstance(examples, dict):
        return data
    written = {
        kind: [{"code": e} if isinstance(e, str) else e for e in items] if isinstance(items, list) else items
        for kind, items in examples.items()
    }
    return {**data, "examples": written}


def load_rule_file(path: Path, display: str | None = None) -> list[Rule]:
    """Load and validate every rule of one YAML file."""
    from secure_lint.core.yaml_loading import YAMLError, load_yaml  # noqa: PLC0415 (not needed on a cache hit)

    name = display or path.name

    try:
        data = load_yaml(read_input_text(path))
    except UnfitFile as error:
        raise RuleError(f"{name}: cannot read rule file ({error})") from None
    except OSError:
        raise RuleError(f"{name}: cannot read rule file") from None
    except (YAMLError, UnicodeDecodeError) as error:
        raise RuleError(f"{name}: {yaml_problem(error)}") from None
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{name}: a rule file is a mapping with a `rules:` list")
    if not data["rules"]:
        raise RuleError(f"{name}: the `rules:` list is empty")
    return [parse_rule(item, name) for item in data["rules"]]


def rule_files(extra: list[Path] | None = None, bundled: bool = True) -> list[Path]:
    """The bundled rule files (unless not `bundled`) and those of extra files or directories."""
    files = rule_files_in(bundled_rules_dir()) if bundled else []
    for path in extra or []:
        if not path.exists():
            raise RuleError(f"{path}: no such rule file or directory")
        found = rule_files_in(path)
        if not found:
            if not path.is_dir():
                raise RuleError(f"{_display(path)}: not a rule file (not a regular file)")
            raise RuleError(f"{_display(path)}: no rule files (*.yaml, *.yml) in this directory")
        for file in found:  # checked before the rule cache reads them all
            try:
                check_input_file(file)
            except UnfitFile as error:
                raise RuleError(f"{_display(file)}: cannot read rule file ({error})") from None
            except OSError:
                raise RuleError(f"{_display(file)}: cannot read rule file") from None
        files.extend(found)
    return files


def load_rules(extra: list[Path] | None = None, bundled: bool = True, use_cache: bool = True) -> list[Rule]:
    """The bundled rules plus extra rule files or directories; ids must be unique."""
    return load_rule_set(extra, bundled, use_cache)[0]


def load_rule_set(
    extra: list[Path] | None = None, bundled: bool = True, use_cache: bool = True
) -> tuple[list[Rule], str | None]:
    """`load_rules`, and the name of the rules' cache entry (rule_cache.py: it names the
    content of the rule files, packs and utils; None without the cache)."""
    files = rule_files(extra, bundled)
    if not use_cache:
        return _load_files(files), None
    return rule_cache.load(files, _load_files)


def _load_files(files: list[Path]) -> list[Rule]:
    """The rules of `files`, validated once a process for the same content (that of the rule
    files, the packs and utils they link to, and the code, as the rule cache names it): a scan
    without the rule cache validates the bundled rules, then asks for them again to mask the
    secrets it prints (scan/redaction.py), which validated them a second time (~1.5 s)."""
    entry = rule_cache.cache_entry(files, remember=False)
    if entry is None:  # a file cannot be read: validating says which
        return _validate(files)
    return list(_validated(entry.name, tuple(files)))


@lru_cache(maxsize=4)
def _validated(content: str, files: tuple[Path, ...]) -> tuple[Rule, ...]:
    return tuple(_validate(list(files)))


def _validate(files: list[Path]) -> list[Rule]:
    rules: list[Rule] = []
    seen: dict[str, str] = {}
    for file in files:
        for rule in load_rule_file(file, display=_display(file)):
            if rule.id in seen:
                raise RuleError(f"{_display(file)}: rule {rule.id}: duplicate id (also in {seen[rule.id]})")
            seen[rule.id] = _display(file)
            rules.append(rule)
    return rules


def _display(path: Path) -> str:
    """A short, non-absolute name for a rule file in messages."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return f"{path.parent.name}/{path.name}"
