"""Secret rules: a pattern whose group is the secret value, gated by entropy and allowlists.

What is not a secret, whatever the rule: placeholders (`xxx`, `example`, `changeme`,
`your_api_key`, `<TOKEN>`, `${VAR}`, `process.env.X`), values made of one repeated
character, and the example keys providers publish in their documentation.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING

import regex

from secure_lint.matchers import RawMatch
from secure_lint.matchers.patterns import (
    check_groups,
    check_pattern,
    compile_pattern,
    excluded_by,
    finditer,
    group_span,
)

if TYPE_CHECKING:
    from secure_lint.rules import Rule
    from secure_lint.source import SourceFile

PLACEHOLDER = regex.compile(
    r"""(?ix)
    example|sample|placeholder|changeme|change[_-]?me|dummy|fake|redacted|insert|replace
    |x{4,}|\*{3,}|\.{3}|0{8,}|1234567|abcdef(?:gh)?ij|qwerty
    |your[_-]?|my[_-]?(?:api[_-]?)?(?:key|secret|token|password)|<[^>]*>|\$\{|\{\{|%\(|%s\b
    |process\.env|import\.meta\.env|env\(|getenv|secrets\.
    """
)

# Example credentials published in provider documentation (not secrets anywhere).
PUBLISHED_EXAMPLES = frozenset(
    {
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        "pk_test_TYooMQauvdEDq54NiTphI7jx",
        "xoxb-not-a-real-token-this-will-not-work",
    }
)


def shannon_entropy(value: str) -> float:
    """Bits per character."""
    if not value:
        return 0.0
    counts = Counter(value)
    size = len(value)
    return -sum(n / size * math.log2(n / size) for n in counts.values())


def is_placeholder(value: str) -> bool:
    if value in PUBLISHED_EXAMPLES or len(set(value)) <= 2:
        return True
    return PLACEHOLDER.search(value) is not None


def validate(rule: Rule) -> None:
    options = rule.match.secret
    assert options is not None
    compiled = check_pattern(options.pattern, tuple(options.flags))
    for pattern in options.allow:
        check_pattern(pattern, (), "allow")
    for pattern in options.not_:
        check_pattern(pattern, tuple(options.flags), "not")
    check_groups(compiled, options.group)
    if options.validate is not None:
        from secure_lint.matchers.validators import VALIDATORS  # noqa: PLC0415

        if options.validate not in VALIDATORS:
            raise ValueError(f"unknown validator {options.validate!r} (known: {', '.join(sorted(VALIDATORS))})")


def find(rule: Rule, source: SourceFile) -> Iterator[RawMatch]:
    options = rule.match.secret
    assert options is not None
    flags = tuple(options.flags)
    compiled = compile_pattern(options.pattern, flags)
    for match in finditer(compiled, source.text):
        # allow/not lists are compiled only once a candidate exists: most files have none
        allow = [compile_pattern(p) for p in options.allow]
        nots = [compile_pattern(p, flags) for p in options.not_]
        start, end = group_span(match, options.group)
        value = source.text[start:end]
        if is_placeholder(value) or any(p.search(value) for p in allow):
            continue
        if options.entropy is not None and shannon_entropy(value) < options.entropy:
            continue
        if excluded_by(nots, source.text, start, end):
            continue
        verdict = _checksum_verdict(options.validate, value)
        if verdict is False:
            continue
        fix = match.expand(rule.fix.replacement) if rule.fix and rule.fix.replacement is not None else None
        metavars = dict(match.groupdict(default=""))
        yield RawMatch(
            start,
            end,
            metavars,
            secret=(start, end),
            fix=fix,
            fix_span=match.span(),
            confidence="high" if verdict else None,
        )


def _checksum_verdict(validator: str | None, value: str) -> bool | None:
    """The named validator's verdict on the value: True verified, False a look-alike, None unknown."""
    if validator is None:
        return None
    from secure_lint.matchers.validators import VALIDATORS  # noqa: PLC0415

    return VALIDATORS[validator](value)
