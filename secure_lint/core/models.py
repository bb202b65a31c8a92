"""Shared vocabulary: severities, confidences, stacks, languages and categories.

Each list of choices is defined once, as a Literal type; its tuple of values (for the CLI's
choices, the config's validation and the reporters) is read from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

Severity = Literal["critical", "high", "medium", "low", "info"]
Confidence = Literal["high", "medium", "low"]
Stack = Literal["common", "typescript", "nextjs", "angular", "expo", "swift", "macos"]
Category = Literal[
    "authentication",
    "authorization",
    "injection-risk",
    "secrets",
    "cryptography",
    "privacy",
    "supply-chain",
    "configuration",
    "threat-model",
    "architecture",
]

FailOn = Literal["critical", "high", "medium", "low", "info", "never"]  # a severity, or never fail
# default: the rules whose precision was measured high on apps they were not tuned on;
# extended: those plus audit prompts and rules measured below the default's bar (docs/rules.md);
# audit: those plus the review reminders (rules that ask a reader to check something, whatever the code
# does) and the review items (a sink reached by a value whose origin is not shown, such as an exported
# function's parameter: needs_review, info); a few percent of either hold on production apps
Profile = Literal["default", "extended", "audit"]
PROFILE_RANK: dict[str, int] = {"default": 0, "extended": 1, "audit": 2}  # each profile holds the ones before it
# what a finding shows beyond the pattern (severity calibration, tests/test_calibration.py):
# flow: the value's source (request data, page parameters) is shown; credential: a committed
# secret value; configuration: a setting that applies to the whole app or process; pattern:
# only the code's shape. critical and high need one of the first three.
Evidence = Literal["flow", "credential", "configuration", "pattern"]
StackChoice = Literal["auto", "common", "typescript", "nextjs", "angular", "swift", "expo", "macos"]  # auto: detect

SEVERITIES: tuple[Severity, ...] = get_args(Severity)
FAIL_ON: tuple[FailOn, ...] = get_args(FailOn)
STACKS: tuple[Stack, ...] = get_args(Stack)
STACK_CHOICES: tuple[StackChoice, ...] = get_args(StackChoice)
PROFILES: tuple[Profile, ...] = get_args(Profile)
SEVERITY_RANK: dict[str, int] = {name: len(SEVERITIES) - i for i, name in enumerate(SEVERITIES)}
CONFIDENCE_RANK: dict[str, int] = {"high": 3, "medium": 2, "low": 1}


def severity_at_least(severity: str, threshold: str) -> bool:
    """True when `severity` is as severe as `threshold` or more."""
    return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold]


@dataclass(frozen=True, kw_only=True)
class RuleFacts:
    """What a rule states of every match, and each of its findings carries over (a finding of
    another tool's report brings its own, in any category)."""

    pack: str = "custom"
    knowledge: str | None = None  # the knowledge item the rule's narrative comes from
    title: str
    message: str
    severity: Severity
    confidence: Confidence
    category: str
    cwe: list[str] = field(default_factory=list)
    owasp: list[str] = field(default_factory=list)
