"""Redacting secrets in text that did not come from our own scan (other tools' reports,
hand-edited files): every secret rule's matcher runs over the text, and each secret value
found is masked the way scan output masks it."""

from __future__ import annotations

from secure_lint.core.redact import redact


def redact_secrets(text: str) -> str:
    """`text` with every value a secret rule's pattern captures masked (look-alikes too, and
    keys written after an escape or a URL-encoded byte)."""
    if not text:
        return text
    from secure_lint.scan.redaction import secret_values  # noqa: PLC0415

    values = secret_values(text)
    return redact(text, values) if values else text
