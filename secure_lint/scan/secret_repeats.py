"""One finding per secret value in a file: a key pasted 60 times in a document is one credential to
rotate, reported at its first line, its message naming the lines where the same value repeats.

A provider's key (its format says what it is) is one credential wherever it stands in the file. A
value a rule knows only by the name it is given (a weak password, a generic secret, an env entry)
is one per name: `ADMIN_PASSWORD=` and `DB_PASSWORD=` set to one word are two accounts' passwords.
Code rules are left alone: two uses of one literal are two places to fix.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.matchers import RawMatch
    from secure_lint.rules.model import Rule

# secret rules that know a value by the name it is given, not by its format
NAME_KEYED_SECRET_RULES = (
    "secrets.generic-",
    "secrets.dotenv-secret",
    "secrets.weak-password",
    "secrets.dotenv-example-secret",
    "secrets.dockerfile-secret-env",
    "secrets.ci-workflow-literal-secret",
    "secrets.public-env-secret",
    "secrets.url-credentials",
)
MAX_REPEAT_LINES = 5  # the lines a repeated secret's finding names; the rest are counted
ASSIGNED_NAME = lazy_compile(r"""([\w.-]+)["']?\s*[:=]\s*["'`]?\s*$""")


def once_per_secret_value(pairs: list[tuple[Rule, RawMatch]], findings: list[Finding], text: str) -> list[Finding]:
    """The findings of `pairs` (one each, in order) with each repeated secret value's later
    findings folded into its first. The findings are built for every match before, so the
    instance ids of those kept do not move."""
    first: dict[tuple[str, str, str], int] = {}
    repeated_at: dict[int, list[int]] = {}
    for index, (rule, raw) in enumerate(pairs):
        if raw.secret is None or rule.category != "secrets":
            continue
        name = _assigned_to(text, raw.secret[0]) if rule.id.startswith(NAME_KEYED_SECRET_RULES) else ""
        value = (rule.id, text[raw.secret[0] : raw.secret[1]], name)
        if value in first:
            repeated_at.setdefault(first[value], []).append(findings[index].location.start_line)
        else:
            first[value] = index
    firsts = set(first.values())
    return [
        _with_repeats(finding, repeated_at.get(index, []))
        for index, finding in enumerate(findings)
        if pairs[index][1].secret is None or pairs[index][0].category != "secrets" or index in firsts
    ]


def _assigned_to(text: str, start: int) -> str:
    """The name a secret value is given on its line (`POSTGRES_PASSWORD`, a URL's `key`), or ""."""
    line = text[text.rfind("\n", 0, start) + 1 : start]
    found = ASSIGNED_NAME.search(line[-200:])
    return found.group(1) if found else ""


def _with_repeats(finding: Finding, lines: list[int]) -> Finding:
    if not lines:
        return finding
    named = ", ".join(str(line) for line in lines[:MAX_REPEAT_LINES])
    more = f" and {len(lines) - MAX_REPEAT_LINES} more" if len(lines) > MAX_REPEAT_LINES else ""
    plural = "s" if len(lines) > 1 else ""
    return replace(finding, message=f"{finding.message} (the same value at line{plural} {named}{more})")
