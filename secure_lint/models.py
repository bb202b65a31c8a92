"""Shared vocabulary: severities, confidences, stacks, languages and categories."""

from __future__ import annotations

from typing import Literal

Severity = Literal["critical", "high", "medium", "low", "info"]
Confidence = Literal["high", "medium", "low"]
Stack = Literal["common", "typescript", "nextjs", "expo", "swift", "macos"]
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

SEVERITIES: tuple[Severity, ...] = ("critical", "high", "medium", "low", "info")
SEVERITY_RANK: dict[str, int] = {name: len(SEVERITIES) - i for i, name in enumerate(SEVERITIES)}
CONFIDENCE_RANK: dict[str, int] = {"high": 3, "medium": 2, "low": 1}
STACKS: tuple[Stack, ...] = ("common", "typescript", "nextjs", "expo", "swift", "macos")


def severity_at_least(severity: str, threshold: str) -> bool:
    """True when `severity` is as severe as `threshold` or more."""
    return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold]
