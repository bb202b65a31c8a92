"""The value model: what a rule may ask about an expression's value instead of reading its shape.

One question, asked of a node of a parsed file: can this value carry text an attacker chose?
`judge(node, language)` answers with a `Verdict`:

- `CONSTANT`: the value is fixed by the code: literals, `const`/`let` bindings whose every
  assignment is constant, template literals and concatenations of constants, members of constant
  objects and arrays (`as const`), enum members, string-literal union types, loop variables over
  constant collections; in Swift `let` of literals and enum cases.
- `TYPED`: a number, boolean or other non-string value however produced (`Number(x)`, `parseInt`,
  arithmetic, comparisons, `.length`, a loop counter), or a declared type that is one
  (`id: number`, `flag: Bool`, `count: Int`): pasted into SQL, script or a command it cannot
  close a quote.
- `ESCAPED`: the result of an escaping or sanitising helper (`escapeHtml(x)`, `DOMPurify.sanitize`,
  `shellQuote`) for the sink's context when the rule names one (contexts.py: `escapeHtml(x)` in
  SQL is unknown, not escaped).
- `None`: nothing known; the value may hold anything.

A composite value (a template, a concatenation, a conditional, an array or object literal) is the
weakest of its parts. Judging is local to the file: a name is resolved to its declaration in the
enclosing scopes (parameters, `const`/`let`/`var`, `for` bindings, Swift properties and
parameters), and every later assignment to it counts. What another file defines is known when
the caller gives the file's `links` (imports.py: the scan's whole-repository step does, in
scan/repo/linked.py): a JavaScript/TypeScript name imported from a module of the repository is
judged where it is declared there. The syntax of each language is its module's business
(javascript.py, swift.py).

Rules ask it through `quiet_when_inert` (structural rules: the match is dropped when each of the
named metavariables is inert) and the taint matcher asks it of every source (a constant is no
source).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.matchers.values import javascript
from secure_lint.matchers.values.contexts import CONTEXTS, escapes_for
from secure_lint.matchers.values.swift_target import TargetLinks
from secure_lint.matchers.values.verdict import Verdict, combine

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

__all__ = [
    "CONTEXTS",
    "Verdict",
    "combine",
    "constant",
    "declared_string",
    "escaper",
    "escapes_for",
    "inert",
    "judge",
]


def judge(
    node: Any, language: str, context: str | None = None, links: Links | TargetLinks | None = None
) -> Verdict | None:
    """What the value of `node` (an ast-grep node of a file in `language`) is known to be, in a
    sink of `context` (contexts.py: an escaper for another context escapes nothing; None: any);
    `links`: what the file's imports name (imports.py), when known."""
    if language == "swift":
        from secure_lint.matchers.values import swift  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

        return swift.Judge(context, links if isinstance(links, TargetLinks) else None).judge(node)
    if language in ("javascript", "typescript", "tsx"):
        judge_links = None if isinstance(links, TargetLinks) else links
        return javascript.Judge(context, judge_links, typescript=language != "javascript").judge(node)
    return None


def inert(node: Any, language: str, context: str | None = None, links: Links | TargetLinks | None = None) -> bool:
    """Whether the value of `node` cannot carry attacker-chosen text into a sink of `context`:
    constant, non-string, or escaped for that context."""
    return judge(node, language, context, links) is not None


def escaper(node: Any, language: str) -> str | None:
    """The callee of `node` when it is a call of an escaper (`he.encode`, `escapeHtml`), else None."""
    if language == "swift":
        from secure_lint.matchers.values import swift  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

        return swift.escaper(node)
    if language in ("javascript", "typescript", "tsx"):
        return javascript.escaper(node)
    return None


def constant(node: Any, language: str) -> bool:
    """Whether the value of `node` is fixed by the code."""
    return judge(node, language) == Verdict.CONSTANT


def declared_string(node: Any, language: str, links: Links | TargetLinks | None = None) -> bool:
    """Whether `node`, a name destructured from a typed parameter, is declared a plain string
    (`({ query }: { query: string })`); JavaScript/TypeScript only."""
    if language not in ("javascript", "typescript", "tsx"):
        return False
    return javascript.declared_string(node, None if isinstance(links, TargetLinks) else links)
