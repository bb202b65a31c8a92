"""The rule model, and loading and validating rule files.

A rule file is YAML with a top-level `rules:` list. Each rule is validated when it loads;
an invalid rule is a `RuleError` naming the file and the rule id.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from secure_lint.errors import UserError
from secure_lint.knowledge import NARRATIVE_FIELDS, Narratives, narrative_for
from secure_lint.languages import EXAMPLE_FILENAMES, LANGUAGES
from secure_lint.models import Category, Confidence, Severity, Stack
from secure_lint.problems import validation_problem, yaml_problem
from secure_lint.shared_utils import needed_utils, util_files

if TYPE_CHECKING:
    from pydantic import TypeAdapter

RULE_ID = re.compile(r"^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$")


class RuleError(UserError):
    """A rule file or rule that cannot be used; the message names file and rule id."""


def _keyword_alias(name: str) -> str:
    """`not_` and `except_` are written `not` and `except` in rule files."""
    return name.rstrip("_")


class _Strict:
    """The rule types are plain frozen dataclasses, so that a scan on cached rules never
    imports pydantic; pydantic validates them, with this config, when a rule file is read."""

    __pydantic_config__ = {"extra": "forbid", "alias_generator": _keyword_alias, "populate_by_name": True}


_rule = dataclass(frozen=True, kw_only=True)


@_rule
class StructuralMatch(_Strict):
    """An ast-grep rule object, with optional constraints/utils/transform."""

    rule: dict[str, Any]
    constraints: dict[str, Any] | None = None
    utils: dict[str, Any] | None = None
    transform: dict[str, Any] | None = None
    focus: str | None = None  # metavariable whose node is the reported location
    secret: str | None = None  # metavariable whose text is a secret value, redacted everywhere


RegexFlag = Literal["ignorecase", "multiline", "dotall"]


@_rule
class RegexMatch(_Strict):
    pattern: str
    flags: list[RegexFlag] = field(default_factory=list)
    not_: list[str] = field(default_factory=list)  # drop a match whose line matches one
    group: int | str = 0  # the part of the match that is reported
    secret: int | str | None = None  # a group holding a secret value, redacted everywhere


SecretCheck = Literal[
    "jwt",
    "base64-private-key",
    "base62-crc32",
    "grafana-crc32",
    "json-payload",
    "discord-snowflake",
    "pypi-macaroon",
    "bech32",
]


@_rule
class SecretMatch(_Strict):
    pattern: str
    flags: list[RegexFlag] = field(default_factory=list)
    group: int | str = 0  # the secret value
    entropy: float | None = None  # Shannon entropy (bits/char) the value must reach
    allow: list[str] = field(default_factory=list)  # regexes: a value matching one is not a secret
    not_: list[str] = field(default_factory=list)  # drop a match whose line matches one
    check: SecretCheck | None = None  # a decoding or checksum the value must pass (matchers/secret_checks.py)
    # the stricter bar in documentation (rules with `scope: docs`): entropy and length to reach
    docs_entropy: float | None = None
    docs_min_length: int = 16


@_rule
class FileMatch(_Strict):
    names: list[str]  # gitignore-style patterns on the root-relative path
    except_: list[str] = field(default_factory=list)


TaintEntry = str | dict[str, Any]  # a preset name (matchers/taint_presets.py) or an ast-grep rule object


@_rule
class TaintMatch(_Strict):
    """Local dataflow in one function: sources reaching a sink's $SINK, unless sanitized."""

    sources: list[TaintEntry]
    sinks: list[TaintEntry]
    sanitizers: list[TaintEntry] = field(default_factory=list)
    per_function: bool = False  # report only the first tainted sink of each function (one weakness)


@_rule
class Match(_Strict):
    structural: StructuralMatch | None = None
    regex: RegexMatch | None = None
    secret: SecretMatch | None = None
    file: FileMatch | None = None
    taint: TaintMatch | None = None

    def __post_init__(self) -> None:
        given = [name for name in MATCHER_KINDS if getattr(self, name)]
        if len(given) != 1:
            raise ValueError(f"match needs exactly one matcher, got {given or 'none'}")

    @property
    def kind(self) -> str:
        return next(n for n in MATCHER_KINDS if getattr(self, n))

    @property
    def options(self) -> StructuralMatch | RegexMatch | SecretMatch | FileMatch | TaintMatch:
        return getattr(self, self.kind)


MATCHER_TYPES = {
    "structural": StructuralMatch,
    "regex": RegexMatch,
    "secret": SecretMatch,
    "file": FileMatch,
    "taint": TaintMatch,
}
MATCHER_KINDS = tuple(MATCHER_TYPES)


@_rule
class Fix(_Strict):
    """A structural fix is a template with $METAVARS; a regex fix a replacement with \\1 groups."""

    template: str | None = None
    replacement: str | None = None
    safety: Literal["safe", "unsafe"]
    description: str = ""

    def __post_init__(self) -> None:
        if (self.template is None) == (self.replacement is None):
            raise ValueError("fix needs exactly one of template or replacement")


@_rule
class PathFilter(_Strict):
    include: list[str] = field(default_factory=list)
    exclude: list[str] = field(default_factory=list)


@_rule
class Example(_Strict):
    code: str
    path: str | None = None  # file name the example is checked as; default per language


@_rule
class Examples(_Strict):
    vulnerable: list[Example] = field(default_factory=list)
    safe: list[Example] = field(default_factory=list)


@_rule
class Rule(_Strict):
    id: str
    pack: str = "custom"
    knowledge: str | None = None
    title: str
    message: str
    severity: Severity
    confidence: Confidence
    category: Category
    cwe: list[str] = field(default_factory=list)
    owasp: list[str] = field(default_factory=list)
    stacks: list[Stack] = field(default_factory=lambda: ["common"])
    languages: list[str]
    paths: PathFilter = field(default_factory=PathFilter)
    keywords: list[str] = field(default_factory=list)
    # a regex that must occur in the file before the matcher runs: for rules whose
    # keywords are common words but whose matcher is costly (ast-grep compiles a rule per call)
    prefilter: str | None = None
    # shipped: off in tests, fixtures, docs... unless --include-tests; docs: shipped code and
    # documentation (README, docs/, *.md); all: runs everywhere
    scope: Literal["shipped", "docs", "all"] = "shipped"
    # review reminders rather than findings: they run only when --select names them
    opt_in: bool = False
    match: Match
    fix: Fix | None = None
    examples: Examples = field(default_factory=Examples)
    # Narrative: filled in from the knowledge item when rules load (see knowledge.py).
    description: str = ""
    impact: str = ""
    remediation: str = ""
    verification: str = ""
    references: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not RULE_ID.match(self.id):
            raise ValueError("id: must be dotted lowercase words, e.g. ts.injection.eval-dynamic")
        _check_languages(self.languages)
        for cwe in self.cwe:
            if not re.fullmatch(r"CWE-\d+", cwe):
                raise ValueError(f"cwe: CWE ids look like CWE-79, not {cwe!r}")
        if self.fix is not None:
            _check_fix_form(self.match.kind, self.fix)

    def example_path(self, example: Example) -> str:
        if example.path:
            return example.path
        first = self.languages[0]
        return EXAMPLE_FILENAMES["text" if first == "any" else first]


def _check_languages(languages: list[str]) -> None:
    if not languages:
        raise ValueError("languages: at least one language")
    for language in languages:
        if language != "any" and language not in LANGUAGES:
            raise ValueError(f"languages: unknown language {language!r} (known: any, {', '.join(LANGUAGES)})")


def _check_fix_form(kind: str, fix: Fix) -> None:
    if kind == "structural" and fix.template is None:
        raise ValueError("fix: a structural rule's fix uses template")
    if kind in ("regex", "secret") and fix.replacement is None:
        raise ValueError("fix: a regex rule's fix uses replacement")
    if kind == "file":
        raise ValueError("fix: file rules cannot have a fix")


@lru_cache(maxsize=1)
def _rule_adapter() -> TypeAdapter[Rule]:
    from pydantic import TypeAdapter  # noqa: PLC0415 (only when rule files are parsed)

    return TypeAdapter(Rule)


def parse_rule(data: Any, source: str, narratives: Narratives | None = None) -> Rule:
    """Validate one rule mapping and link it (see `link_rule`); errors name `source` and the rule id."""
    return link_rule(read_rule(data, source), source, narratives)


def read_rule(data: Any, source: str) -> Rule:
    """One rule mapping validated as written: no narrative filled in, matcher options unchecked."""
    from pydantic import ValidationError  # noqa: PLC0415

    rule_id = data.get("id", "?") if isinstance(data, dict) else "?"
    try:
        return _rule_adapter().validate_python(_examples_as_mappings(data))
    except ValidationError as error:
        raise RuleError(f"{source}: rule {rule_id}: {validation_problem(error)}") from None


def link_rule(rule: Rule, source: str, narratives: Narratives | None = None) -> Rule:
    """The rule as the engine runs it: the narrative of its knowledge item (`narratives`,
    default: the bundled packs) and the shared ast-grep utils it uses filled in, its matcher
    options checked."""
    from secure_lint.matchers import validate_rule  # noqa: PLC0415 (keeps imports light)

    try:
        written = {name: getattr(rule, name) for name in NARRATIVE_FIELDS}
        linked = replace(rule, match=_with_shared_utils(rule), **narrative_for(rule.knowledge, written, narratives))
        validate_rule(linked)
    except ValueError as error:
        raise RuleError(f"{source}: rule {rule.id}: {error}") from None
    return linked


def _with_shared_utils(rule: Rule) -> Match:
    """A structural rule's match with the shared utils it refers to added (see shared_utils.py)."""
    options = rule.match.structural
    if options is None:
        return rule.match
    own = options.utils or {}
    shared = needed_utils([options.rule, options.constraints], own, rule.languages)
    if not shared:
        return rule.match
    return replace(rule.match, structural=replace(options, utils={**shared, **own}))


def rule_as_data(rule: Rule) -> dict[str, Any]:
    """The rule as written in a rule file: keys as spelled there, defaults left out."""
    return _rule_adapter().dump_python(rule, mode="json", by_alias=True, exclude_defaults=True)


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


def rule_from_dict(data: dict[str, Any]) -> Rule:
    """A rule from its `dataclasses.asdict` form (the rule cache): validated when it was
    cached, so rebuilt without pydantic."""
    match = {kind: MATCHER_TYPES[kind](**options) for kind, options in data["match"].items() if options}
    examples = data["examples"]
    return Rule(
        **{
            **data,
            "paths": PathFilter(**data["paths"]),
            "match": Match(**match),
            "fix": Fix(**data["fix"]) if data["fix"] else None,
            "examples": Examples(
                vulnerable=[Example(**e) for e in examples["vulnerable"]],
                safe=[Example(**e) for e in examples["safe"]],
            ),
        }
    )


def rules_from_cache(data: Any, files: list[Path]) -> list[Rule]:
    """Rules from a cache entry; ValueError unless they are what the rule files say: the ids
    written there, each once; fixes well-formed, with their text written there (neither a
    rule nor a fix can come from the cache alone, and `[]` is no rule set)."""
    if not isinstance(data, list):
        raise ValueError("not a list of rules")
    rules = [rule_from_dict(item) for item in data]
    written = _Written("\n".join(file.read_text(encoding="utf-8", errors="replace") for file in files))
    ids = [rule.id for rule in rules]
    if len(set(ids)) != len(ids) or set(ids) != written.ids:
        raise ValueError("not the rules of the rule files")
    for rule in rules:
        _check_cached(rule, written)
    return rules


class _Written:
    """What the rule files say, to check that a cached rule's id and fix text come from them."""

    def __init__(self, text: str) -> None:
        self.text = "\n" + text
        self.ids = set(_WRITTEN_ID.findall(self.text))
        self.fixes = _squash("\n".join(_WRITTEN_FIX.findall(self.text)))

    def has_fix(self, value: str) -> bool:
        """In a `template:`/`replacement:` line, else (a block scalar) anywhere in the files;
        compared without YAML's quoting and folding."""
        squashed = _squash(value)
        return squashed in self.fixes or squashed in _squash(self.text)


# Line starts found by a literal "\n": much faster over 1 MB than \b or ^ with MULTILINE.
_WRITTEN_ID = re.compile(r"""\n[ \t{-]*id:[ \t]*['"]?([a-z0-9][a-z0-9.-]*)""")
_WRITTEN_FIX = re.compile(r"\n[ \t{]*(?:fix:[ \t]*\{[ \t]*)?(?:template|replacement):[^\n]*")


def _squash(text: str) -> str:
    return re.sub(r"[\s'\"\\]+", "", text)


def _check_cached(rule: Rule, written: _Written) -> None:
    if not isinstance(rule.id, str) or not RULE_ID.match(rule.id):
        raise ValueError("malformed rule id")
    if rule.fix is not None:
        text = rule.fix.template if rule.fix.template is not None else rule.fix.replacement
        if not isinstance(text, str) or rule.fix.safety not in ("safe", "unsafe") or not written.has_fix(text):
            raise ValueError("malformed fix")
        _check_fix_form(rule.match.kind, rule.fix)


def load_rule_file(path: Path, display: str | None = None) -> list[Rule]:
    """Load and validate every rule of one YAML file."""
    from secure_lint.yaml_loading import YAMLError, load_yaml  # noqa: PLC0415 (not needed on a cache hit)

    name = display or path.name
    try:
        data = load_yaml(path.read_text(encoding="utf-8"))
    except OSError:
        raise RuleError(f"{name}: cannot read rule file") from None
    except (YAMLError, UnicodeDecodeError) as error:
        raise RuleError(f"{name}: {yaml_problem(error)}") from None
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{name}: a rule file is a mapping with a `rules:` list")
    if not data["rules"]:
        raise RuleError(f"{name}: the `rules:` list is empty")
    return [parse_rule(item, name) for item in data["rules"]]


def bundled_dir(name: str) -> Path:
    """`rules` or `packs` as shipped with the package (inside the wheel) or in a source checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_data" / name, here.parent / name):
        if candidate.is_dir():
            return candidate
    raise RuleError(f"bundled {name} not found; reinstall secure-lint")


def bundled_rules_dir() -> Path:
    return bundled_dir("rules")


def rule_files_in(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(p for p in path.glob("*.y*ml") if p.is_file())


def load_rules(extra: list[Path] | None = None, bundled: bool = True, use_cache: bool = True) -> list[Rule]:
    """The bundled rules plus extra rule files or directories; ids must be unique."""
    files = rule_files_in(bundled_rules_dir()) if bundled else []
    for path in extra or []:
        if not path.exists():
            raise RuleError(f"{path}: no such rule file or directory")
        found = rule_files_in(path)
        if not found:
            raise RuleError(f"{_display(path)}: no rule files (*.yaml, *.yml) in this directory")
        files.extend(found)
    if not use_cache:
        return _load_files(files)
    from secure_lint import validated_cache  # noqa: PLC0415

    entry = cache_entry(files)
    cached = validated_cache.read(entry)
    if cached is not None:
        try:
            return rules_from_cache(json.loads(cached), files)
        except (ValueError, TypeError, KeyError, AttributeError):
            pass  # another format, or not what a rule file gives: reload
    rules = _load_files(files)
    validated_cache.write(entry, json.dumps([asdict(rule) for rule in rules]).encode())
    return rules


def cache_entry(files: list[Path]) -> Path | None:
    """The rule cache entry of `files`; the packs give the rules' narrative and shared utils,
    so an edited pack makes another entry too."""
    from secure_lint import validated_cache  # noqa: PLC0415

    packs = bundled_dir("packs")
    return validated_cache.entry_path("rules", [*files, *rule_files_in(packs), *util_files(packs)])


def _load_files(files: list[Path]) -> list[Rule]:
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
