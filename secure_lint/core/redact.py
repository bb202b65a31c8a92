"""Masking secrets in everything we print: evidence, messages, snippets, every format."""

from __future__ import annotations

MASK = "[REDACTED]"


def mask(value: str) -> str:
    """A secret as it may be shown: a short public prefix at most, never the value."""
    if len(value) >= 16:
        return value[:4] + MASK
    return MASK


def redact(text: str, secrets: list[str]) -> str:
    """Replace every occurrence of each secret value in `text` with its mask."""
    for secret in sorted(secrets, key=len, reverse=True):
        if secret and secret in text:
            text = text.replace(secret, mask(secret))
    return text
