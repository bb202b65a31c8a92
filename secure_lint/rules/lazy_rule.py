"""A rule from the rule cache whose bulky fields are decoded when first read.

A scan of a few files runs a few dozen of the 600 rules, but decoding them all (their matcher
options, examples and narrative) cost ~25 ms of a staged scan. The rule cache keeps the
facts that choosing rules and files reads (id, pack, languages, stacks, keywords, profile,
severity, path filters; the fix, which the rule files must hold for the entry to be taken) in
its index and each rule's other fields as a span of its own;
a `LazyRule` holds the facts and decodes the span when one of the other fields is read.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Protocol

from secure_lint.rules.model import Rule

# the fields decoded on first use; the others are the index's
LATER = (
    "match",
    "examples",
    "title",
    "message",
    "profile_reason",
    "description",
    "impact",
    "remediation",
    "verification",
    "references",
)
RULE_FIELDS = tuple(f.name for f in fields(Rule))
KIND_KEY = "_kind"  # the matcher's kind, known before the options are decoded


class Decoder(Protocol):
    def decoded(self, rule_id: str, kind: str, span: Any) -> dict[str, Any]:
        """The `LATER` fields of a rule (or, when its span does not decode, every field, and its
        matcher's kind, of the rule validated from the rule files)."""
        ...


class _Later:
    """A field decoded on first read. Not a data descriptor: once decoded, the rule's own value
    is found before it."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, rule: LazyRule | None, owner: type) -> Any:
        if rule is None:
            return self
        rule.decode()
        return rule.__dict__[self.name]


class LazyRule(Rule):
    """A cached rule: equal to, and used as, the rule it decodes to."""

    @classmethod
    def indexed(cls, facts: dict[str, Any], kind: str, span: Any, decoder: Decoder) -> LazyRule:
        rule = object.__new__(cls)
        rule.__dict__.update(facts, _span=span, _decoder=decoder)
        rule.__dict__[KIND_KEY] = kind
        return rule

    def decode(self) -> None:
        own = self.__dict__
        decoder = own.get("_decoder")
        if decoder is not None:
            own.update(decoder.decoded(own["id"], own[KIND_KEY], own["_span"]))
            del own["_decoder"], own["_span"]

    @property
    def matcher_kind(self) -> str:
        kind = self.__dict__.get(KIND_KEY)  # absent from a copy `dataclasses.replace` made
        return kind if isinstance(kind, str) else self.match.kind

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rule):
            return NotImplemented
        return field_values(self) == field_values(other)

    __hash__ = Rule.__hash__

    def __reduce__(self) -> tuple[Any, ...]:
        return (_plain, (field_values(self),))


for _name in LATER:
    setattr(LazyRule, _name, _Later(_name))


def field_values(rule: Rule) -> tuple[Any, ...]:
    return tuple(getattr(rule, name) for name in RULE_FIELDS)


def _plain(values: tuple[Any, ...]) -> Rule:
    return Rule(**dict(zip(RULE_FIELDS, values, strict=True)))
