"""Redacting secrets in text that did not come from our own scan (other tools' reports,
hand-edited files): every secret rule's matcher runs over the text, and each secret value
found is masked the way scan output masks it."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from secure_lint.core.redact import redact
from secure_lint.core.source import SourceFile
from secure_lint.matchers.secret import redaction_spans
from secure_lint.rules.loader import load_rules

if TYPE_CHECKING:
    from secure_lint.rules.loader import Rule


@functools.cache
def _secret_rules() -> tuple[Rule, ...]:
    return tuple(r for r in load_rules() if r.match.kind == "secret")


def redact_secrets(text: str) -> str:
    """`text` with every value a secret rule's pattern captures masked (look-alikes too)."""
    if not text:
        return text

    source = SourceFile("untrusted.txt", text)
    values = [text[s:e] for rule in _secret_rules() for s, e in redaction_spans(rule.match.options, source) if e > s]
    return redact(text, values) if values else text
