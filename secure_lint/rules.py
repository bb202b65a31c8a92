"""The rule model, and loading and validating rule files.

A rule file is YAML with a top-level `rules:` list. Each rule is validated when it loads;
an invalid rule is a `RuleError` naming the file and the rule id.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator, model_validator

from secure_lint.languages import EXAMPLE_FILENAMES, LANGUAGES
from secure_lint.models import Category, Confidence, Severity, Stack
from secure_lint.problems import validation_problem, yaml_problem

RULE_ID = re.compile(r"^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$")


class RuleError(Exception):
    """A rule file or rule that cannot be used; the message names file and rule id."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class StructuralMatch(_Strict):
    """An ast-grep rule object, with optional constraints/utils/transform."""

    rule: dict[str, Any]
    constraints: dict[str, Any] | None = None
    utils: dict[str, Any] | None = None
    transform: dict[str, Any] | None = None
    focus: str | None = None  # metavariable whose node is the reported location
    secret: str | None = None  # metavariable whose text is a secret value, redacted everywhere


RegexFlag = Literal["ignorecase", "multiline", "dotall"]


class RegexMatch(_Strict):
    pattern: str
    flags: list[RegexFlag] = []
    not_: list[str] = Field(default=[], alias="not")  # drop a match whose line matches one
    group: int | str = 0  # the part of the match that is reported
    secret: int | str | None = None  # a group holding a secret value, redacted everywhere


class SecretMatch(_Strict):
    pattern: str
    flags: list[RegexFlag] = []
    group: int | str = 0  # the secret value
    entropy: float | None = None  # Shannon entropy (bits/char) the value must reach
    allow: list[str] = []  # regexes: a value matching one is not a secret
    not_: list[str] = Field(default=[], alias="not")  # drop a match whose line matches one


class FileMatch(_Strict):
    names: list[str]  # gitignore-style patterns on the root-relative path
    except_: list[str] = Field(default=[], alias="except")


class Match(_Strict):
    structural: StructuralMatch | None = None
    regex: RegexMatch | None = None
    secret: SecretMatch | None = None
    file: FileMatch | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> Match:
        given = [name for name in ("structural", "regex", "secret", "file") if getattr(self, name)]
        if len(given) != 1:
            raise ValueError(f"match needs exactly one matcher, got {given or 'none'}")
        return self

    @property
    def kind(self) -> str:
        return next(n for n in ("structural", "regex", "secret", "file") if getattr(self, n))

    @property
    def options(self) -> StructuralMatch | RegexMatch | SecretMatch | FileMatch:
        return getattr(self, self.kind)


class Fix(_Strict):
    """A structural fix is a template with $METAVARS; a regex fix a replacement with \\1 groups."""

    template: str | None = None
    replacement: str | None = None
    safety: Literal["safe", "unsafe"]
    description: str = ""

    @model_validator(mode="after")
    def _one_form(self) -> Fix:
        if (self.template is None) == (self.replacement is None):
            raise ValueError("fix needs exactly one of template or replacement")
        return self


class PathFilter(_Strict):
    include: list[str] = []
    exclude: list[str] = []


class Example(_Strict):
    code: str
    path: str | None = None  # file name the example is checked as; default per language


class Examples(_Strict):
    vulnerable: list[Example] = []
    safe: list[Example] = []

    @field_validator("vulnerable", "safe", mode="before")
    @classmethod
    def _strings_are_code(cls, value: Any) -> Any:
        if isinstance(value, list):
            return [{"code": v} if isinstance(v, str) else v for v in value]
        return value


class Rule(_Strict):
    id: str
    pack: str = "custom"
    knowledge: str | None = None
    title: str
    message: str
    severity: Severity
    confidence: Confidence
    category: Category
    cwe: list[str] = []
    owasp: list[str] = []
    stacks: list[Stack] = ["common"]
    languages: list[str]
    paths: PathFilter = PathFilter()
    keywords: list[str] = []
    # a regex that must occur in the file before the matcher runs: for rules whose
    # keywords are common words but whose matcher is costly (ast-grep compiles a rule per call)
    prefilter: str | None = None
    # shipped: off in tests, fixtures, docs... unless --include-tests; all: runs everywhere
    scope: Literal["shipped", "all"] = "shipped"
    # review reminders rather than findings: they run only when --select names them
    opt_in: bool = False
    match: Match
    fix: Fix | None = None
    examples: Examples = Examples()
    # Narrative, usually compiled in from the knowledge pack item.
    description: str = ""
    impact: str = ""
    remediation: str = ""
    verification: str = ""
    references: list[str] = []

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not RULE_ID.match(value):
            raise ValueError("id must be dotted lowercase words, e.g. ts.injection.eval-dynamic")
        return value

    @field_validator("languages")
    @classmethod
    def _known_languages(cls, value: list[str]) -> list[str]:
        if not value:
            raise ValueError("at least one language")
        for language in value:
            if language != "any" and language not in LANGUAGES:
                raise ValueError(f"unknown language {language!r} (known: any, {', '.join(LANGUAGES)})")
        return value

    @field_validator("cwe")
    @classmethod
    def _cwe_shape(cls, value: list[str]) -> list[str]:
        for cwe in value:
            if not re.fullmatch(r"CWE-\d+", cwe):
                raise ValueError(f"CWE ids look like CWE-79, not {cwe!r}")
        return value

    @model_validator(mode="after")
    def _fix_fits_matcher(self) -> Rule:
        if self.fix is None:
            return self
        kind = self.match.kind
        if kind == "structural" and self.fix.template is None:
            raise ValueError("a structural rule's fix uses template")
        if kind in ("regex", "secret") and self.fix.replacement is None:
            raise ValueError("a regex rule's fix uses replacement")
        if kind == "file":
            raise ValueError("file rules cannot have a fix")
        return self

    def example_path(self, example: Example) -> str:
        if example.path:
            return example.path
        first = self.languages[0]
        return EXAMPLE_FILENAMES["text" if first == "any" else first]


@lru_cache(maxsize=1)
def _rule_list() -> TypeAdapter[list[Rule]]:
    return TypeAdapter(list[Rule])


def parse_rule(data: Any, source: str) -> Rule:
    """Validate one rule mapping; errors name `source` and the rule id."""
    rule_id = data.get("id", "?") if isinstance(data, dict) else "?"
    try:
        rule = Rule.model_validate(data)
    except ValidationError as error:
        raise RuleError(f"{source}: rule {rule_id}: {validation_problem(error)}") from None
    from secure_lint.matchers import validate_rule  # noqa: PLC0415 (keeps imports light)

    try:
        validate_rule(rule)
    except ValueError as error:
        raise RuleError(f"{source}: rule {rule_id}: {error}") from None
    return rule


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
    return [parse_rule(item, name) for item in data["rules"]]


def bundled_rules_dir() -> Path:
    """The rules shipped with the package (inside the wheel) or in a source checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_data" / "rules", here.parent / "rules"):
        if candidate.is_dir():
            return candidate
    raise RuleError("bundled rules not found; reinstall secure-lint")


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
        files.extend(rule_files_in(path))
    if not use_cache:
        return _load_files(files)
    from secure_lint import rule_cache  # noqa: PLC0415

    key = rule_cache.cache_key(files)
    cached = rule_cache.read(key)
    if cached is not None:
        try:
            return _rule_list().validate_json(cached)
        except ValidationError:
            pass  # stale format: reload
    rules = _load_files(files)
    rule_cache.write(key, _rule_list().dump_json(rules, by_alias=True))
    return rules


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
