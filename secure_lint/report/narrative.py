"""What a rule tells a reader: what, why, how to fix, how to verify, where to read more.

Every report (SARIF help, markdown, HTML) shows the same five parts. A rule without a part
gets an honest stand-in that says so, never an invented claim.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint import PROJECT_URL

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.models import RuleFacts
    from secure_lint.rules.loader import Rule

DOCS_URL = f"{PROJECT_URL}/blob/main/docs/rules.md"


@dataclass(frozen=True)
class Narrative:
    title: str
    what: str
    why: str
    remediation: str
    verification: str
    references: tuple[str, ...]
    help_uri: str


def cwe_url(cwe: str) -> str:
    return f"https://cwe.mitre.org/data/definitions/{cwe.removeprefix('CWE-')}.html"


def help_uri(rule_id: str, pack: str, references: list[str], cwe: list[str]) -> str:
    """The bundled rules' page in docs/rules.md; a custom rule's first reference or CWE entry."""
    if pack != "custom":
        return f"{DOCS_URL}#{rule_id.replace('.', '')}"
    links = [r for r in references if r.startswith(("https://", "http://"))]
    return links[0] if links else (cwe_url(cwe[0]) if cwe else DOCS_URL)


def _why(severity: str, category: str, cwe: list[str]) -> str:
    kind = f" ({', '.join(cwe)})" if cwe else ""
    return f"The rule records no impact statement; it flags a {severity} {category} weakness{kind}."


def _remediation(cwe: list[str]) -> str:
    where = f" and the guidance for {', '.join(cwe)}" if cwe else ""
    return f"The rule records no remediation steps: review the flagged code against the rule documentation{where}."


VERIFY_FALLBACK = (
    "Run `secure-lint scan` again: the finding is gone once the code no longer matches. "
    "Add a test that exercises the corrected path."
)


def _build(
    rule_id: str, facts: RuleFacts, what: str, why: str, remediation: str, verification: str, references: list[str]
) -> Narrative:
    """The narrative of a rule or of a finding (`facts`), from its texts (each names them its way)."""
    uri = help_uri(rule_id, facts.pack, references, facts.cwe)
    refs = dict.fromkeys([*(cwe_url(c) for c in facts.cwe), *references, uri])
    return Narrative(
        title=facts.title,
        what=what.strip() or facts.title,
        why=why.strip() or _why(facts.severity, facts.category, facts.cwe),
        remediation=remediation.strip() or _remediation(facts.cwe),
        verification=verification.strip() or VERIFY_FALLBACK,
        references=tuple(refs),
        help_uri=uri,
    )


def of_rule(rule: Rule) -> Narrative:
    return _build(rule.id, rule, rule.description, rule.impact, rule.remediation, rule.verification, rule.references)


def of_finding(finding: Finding, rule: Rule | None) -> Narrative:
    """The rule's narrative when the rule is known, else what the finding carries."""
    if rule is not None:
        return of_rule(rule)
    what, why = finding.title, finding.impact_if_unremediated
    return _build(finding.rule_id, finding, what, why, finding.remediation, finding.verification_suggestion, [])


def clip(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit // 2 else cut).rstrip() + "…"


def as_markdown(n: Narrative, heading: str = "###") -> str:
    refs = "\n".join(f"- <{r}>" for r in n.references)
    return "\n\n".join(
        [
            f"**{n.title}**",
            f"{heading} What it finds\n{n.what}",
            f"{heading} Why it matters\n{n.why}",
            f"{heading} Remediation\n{n.remediation}",
            f"{heading} Verification\n{n.verification}",
            f"{heading} References\n{refs}",
        ]
    )


def as_text(n: Narrative) -> str:
    refs = "\n".join(f"- {r}" for r in n.references)
    return "\n\n".join(
        [
            n.what,
            f"Why it matters: {n.why}",
            f"Remediation:\n{n.remediation}",
            f"Verification: {n.verification}",
            f"References:\n{refs}",
        ]
    )
