"""The rule model: what a rule file's `rules:` entries are validated into.

Plain frozen dataclasses (see validated.py). A rule's `match` holds its matcher's kind and
options; the options' types belong to the matchers (matchers/), and the loader (rules.py)
validates them, so this module imports no matcher and no matcher imports it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from secure_lint.core.languages import EXAMPLE_FILENAMES, LANGUAGES
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.models import PROFILE_RANK, Category, Evidence, Profile, RuleFacts, Stack
from secure_lint.core.path_classes import check_patterns
from secure_lint.rules.validated import Validated

RULE_ID = lazy_compile(r"^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$")


@dataclass(frozen=True, kw_only=True)
class Match(Validated):
    """A rule's one matcher, written `match: {<kind>: <options>}` in a rule file."""

    kind: str  # a key of matchers.MATCHERS
    options: Any  # that matcher's options dataclass (its `options_type`)


@dataclass(frozen=True, kw_only=True)
class Fix(Validated):
    """A structural fix is a template with $METAVARS; a regex fix a replacement with \\1 groups."""

    template: str | None = None
    replacement: str | None = None
    safety: Literal["safe", "unsafe"]
    description: str = ""

    def __post_init__(self) -> None:
        if (self.template is None) == (self.replacement is None):
            raise ValueError("fix needs exactly one of template or replacement")

    @property
    def text(self) -> str:
        """The template or the replacement, whichever the fix has."""
        return self.template if self.template is not None else self.replacement or ""


@dataclass(frozen=True, kw_only=True)
class PathFilter(Validated):
    include: list[str] = field(default_factory=list)
    exclude: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        check_patterns(self.include, "include")
        check_patterns(self.exclude, "exclude")


@dataclass(frozen=True, kw_only=True)
class Example(Validated):
    code: str
    path: str | None = None  # file name the example is checked as; default per language


@dataclass(frozen=True, kw_only=True)
class Examples(Validated):
    vulnerable: list[Example] = field(default_factory=list)
    safe: list[Example] = field(default_factory=list)


Scope = Literal["shipped", "docs", "all"]


@dataclass(frozen=True, kw_only=True)
class Rule(RuleFacts, Validated):
    """A rule: its facts (pack, knowledge, title, message, severity, confidence, category, CWE
    and OWASP ids; a bundled rule's category is one of ours), then how and where it matches."""

    id: str
    category: Category
    stacks: list[Stack] = field(default_factory=lambda: ["common"])
    languages: list[str]
    paths: PathFilter = field(default_factory=PathFilter)
    keywords: list[str] = field(default_factory=list)
    # a regex that must occur in the file before the matcher runs: for rules whose
    # keywords are common words but whose matcher is costly (ast-grep compiles a rule per call),
    # or whose weakness needs a file-wide fact (an HTML tag in a template that prints raw)
    prefilter: str | None = None
    # shipped: off in tests, fixtures, docs... unless --include-tests; docs: shipped code and
    # documentation (README, docs/, *.md); all: runs everywhere
    scope: Scope = "shipped"
    # default: runs in every scan; extended: audit prompts and rules measured below the default
    # profile's precision bar, run by `--profile extended` or when --select names them by id; audit:
    # review reminders, run by `--profile audit` or when --select names them by id
    profile: Profile = "default"
    # why a rule of the extended profile is not in the default one (measured precision, or
    # what the rule cannot see): shown on its rule page
    profile_reason: str = ""
    # what a finding shows beyond the code's shape (see `shown_evidence`); unset: from the matcher
    evidence: Evidence | None = None
    # deprecated spelling of `profile: extended` (rule files written before profiles)
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
        if self.opt_in:
            if self.profile != "default":
                raise ValueError("opt_in: write `profile: extended` alone")
            object.__setattr__(self, "profile", "extended")  # validated once, before anything reads it
            object.__setattr__(self, "opt_in", False)
        if self.profile_reason and self.profile == "default":
            raise ValueError("profile_reason: only a rule outside the default profile says why it is there")
        if not RULE_ID.match(self.id):
            raise ValueError("id: must be dotted lowercase words, e.g. ts.injection.eval-dynamic")
        check_languages(self.languages)
        for cwe in self.cwe:
            if not re.fullmatch(r"CWE-\d+", cwe):
                raise ValueError(f"cwe: CWE ids look like CWE-79, not {cwe!r}")

    @property
    def extended(self) -> bool:
        """Outside the default profile (extended or audit): it runs with its profile or a later one,
        or when --select names it."""
        return self.profile != "default"

    def runs_in(self, profile: Profile) -> bool:
        """Whether a scan of `profile` runs it unselected: each profile holds the ones before it."""
        return PROFILE_RANK[self.profile] <= PROFILE_RANK[profile]

    @property
    def shown_evidence(self) -> Evidence:
        """What a finding shows: the rule's `evidence`, else a taint rule's flow, a secret rule's
        committed credential, or only a pattern. A critical or high rule shows more than a pattern."""
        if self.evidence is not None:
            return self.evidence
        if self.matcher_kind == "taint":
            return "flow"
        if getattr(self.match.options, "by_name", False):
            return "pattern"  # a value known by the name it is given: no issuer's format shows a credential
        return "credential" if self.finds_secrets else "pattern"

    @property
    def knows_secret_by_name(self) -> bool:
        """A secret rule that knows a value by the name it is assigned to (a weak password too: by
        its name it is a password, by its value a weak one), not by an issuer's format."""
        options = self.match.options
        return any(getattr(options, flag, False) for flag in ("by_name", "dev_env_names", "weak_password"))

    @property
    def finds_secrets(self) -> bool:
        """A rule that finds secret values (the secrets pack, or any rule with a `secret`
        matcher): it runs on every text file, minified or not, and `--select secrets` names it."""
        return self.pack == "secrets" or self.matcher_kind == "secret"

    @property
    def matcher_kind(self) -> str:
        """Its matcher's kind (a rule from the rule cache knows it before it decodes its options)."""
        return self.match.kind

    def example_path(self, example: Example) -> str:
        if example.path:
            return example.path
        first = self.languages[0]
        return EXAMPLE_FILENAMES["text" if first == "any" else first]


def check_languages(languages: list[str]) -> None:
    if not languages:
        raise ValueError("languages: at least one language")
    for language in languages:
        if language != "any" and language not in LANGUAGES:
            raise ValueError(f"languages: unknown language {language!r} (known: any, {', '.join(LANGUAGES)})")


def check_fix(fix_field: str | None, rule: Rule) -> None:
    """A rule's fix names the field its matcher fixes by (`fix_field`: None when it has no fixes)."""
    check_fix_of(fix_field, rule.fix, rule.match.kind)


def check_fix_of(fix_field: str | None, fix: Fix | None, kind: str) -> None:
    """`check_fix` of a fix and the kind of its rule's matcher."""
    if fix is None:
        return
    if fix_field is None:
        raise ValueError(f"fix: {kind} rules cannot have a fix")
    if getattr(fix, fix_field) is None:
        raise ValueError(f"fix: a {kind} rule's fix uses {fix_field}")
