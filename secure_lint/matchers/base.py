"""What every matcher is: the `Matcher` protocol, and the `RawMatch` it finds."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol, TypeVar

if TYPE_CHECKING:
    from secure_lint.core.models import Confidence
    from secure_lint.core.source import SourceFile
    from secure_lint.matchers.required_text import Requirement

FixField = Literal["template", "replacement"]
Options = TypeVar("Options")


StepRole = Literal["source", "assigned", "passed", "returned", "sink"]


@dataclass(frozen=True)
class RawStep:
    """A place on the path of the matched data (a matcher that traces data fills RawMatch.flow):
    character offsets of the expression there, what happens to the value, and a short label
    (the source text, the variable bound, the callee). `file`: the file the offsets are in when
    it is not the one matched (a hop in another file); the engine reads positions and snippets
    from it, redacted like the matched file's."""

    start: int
    end: int
    role: StepRole
    label: str = ""
    file: SourceFile | None = None


@dataclass(frozen=True)
class RawMatch:
    start: int  # character offsets into the file text
    end: int
    metavars: dict[str, str] = field(default_factory=dict)
    secret: tuple[int, int] | None = None  # span of a secret value to redact everywhere
    fix: str | None = None  # replacement text when the rule has a fix
    fix_span: tuple[int, int] | None = None  # what the fix replaces; default [start, end)
    confidence: Confidence | None = None  # overrides the rule's, e.g. once a checksum is verified
    stated: str | None = None  # a comment says this is no finding ("not a secret"): recorded as suppressed
    flow: tuple[RawStep, ...] = ()  # the data's path: a "source" first, hops, a "sink" last; () for none
    # why the source is not shown to be outside data (a parameter of an exported function no code
    # here calls): the finding is one to review (low confidence, info severity), None when it is shown
    unproven: str | None = None


class Matcher(Protocol[Options]):
    """One kind of matcher (`match: {<kind>: <options>}` in a rule file): a module of
    secure_lint.matchers that owns its options (a frozen dataclass, see validated.py), their
    checks when rules load, and the search in one file. It imports neither the rule model nor
    the rule loader; the loader (rules.py) puts them together.

    A matcher whose options take long to turn into what runs may also have `plan_text(options,
    languages) -> str` (`languages`: the rule's) and `adopt_plan(options, text)`: the rule cache
    (rule_cache.py) keeps that text, so that no scan builds it again (structural.Plan, a taint
    rule's kept_plan)."""

    @property
    def options_type(self) -> type[Options]:
        """The frozen dataclass a rule's options are validated into."""

    @property
    def parsed(self) -> bool:
        """Reads the syntax tree: runs only on files ast-grep parses."""

    @property
    def whole_file(self) -> bool:
        """A match is the file itself (its presence is the finding): no snippet, the path as evidence."""

    @property
    def fix_field(self) -> FixField | None:
        """Which `fix` form a rule of this kind uses; None: its rules cannot have a fix."""

    def prepare(self, options: Options, languages: list[str]) -> Options:
        """The options as they run (what they name filled in, e.g. shared ast-grep utils);
        ValueError, with a short reason, when they are unusable for these languages."""

    def required_text(self, options: Options) -> Requirement:
        """Text every match needs in the file (matchers/required_text.py), checked before `find`
        runs; () when the matcher names none."""

    def find(self, options: Options, fix: str | None, source: SourceFile) -> Iterator[RawMatch]:
        """The matches in one file; `fix` is the rule's fix template or replacement."""
