"""Redacting secrets in text that did not come from our own scan (other tools' reports,
hand-edited files, error messages): the secret rules whose keywords the text holds run over it
(scan/redaction.py: loosened, so a key glued to a word is masked too), and each secret value
found is masked the way scan output masks it."""

from __future__ import annotations

import functools

from secure_lint.core.redact import redact
from secure_lint.scan.redaction import secret_values


@functools.lru_cache(maxsize=4096)  # a report repeats its titles and messages
def redact_secrets(text: str) -> str:
    """`text` with every value a secret rule's pattern captures masked (look-alikes too, and
    keys written after an escape or a URL-encoded byte)."""
    if not text:
        return text
    values = secret_values(text)
    return redact(text, values) if values else text
