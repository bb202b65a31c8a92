"""JavaScript regular expressions run over tainted text: `LINKS.exec(body)` returns the match, an
array of the parts of `body` the pattern captured (`match[1]`), so it holds the text's data.

The receiver is a regular expression the code wrote: a literal (`/!\\[.*]\\((.*)\\)/g.exec(body)`) or a
`const` bound to one or to `new RegExp(...)` (module-level or in the function). A pattern anchored at
both ends whose every character class is closed (`/^([a-z0-9-]+)$/`, `/^(\\d+)\\.(\\d+)$/`: no `.`,
no negated class, no `\\S`/`\\W`/`\\D`) admits only the characters it lists, and its match is not
free text: it stays clean, as `test` with it is an allow-list check (javascript.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.taint.url_start import constant_declarator

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope

# a literal `/pattern/flags` split into its pattern
_LITERAL = lazy_compile(r"^/(?P<pattern>.*)/[a-z]*$", re.DOTALL)
# what lets any character through: `.`, a negated class, an upper-case shorthand, `\s` (quotes and
# markup are not whitespace, but a pattern with it is prose, not a token)
_OPEN_CLASS = lazy_compile(r"(?<!\\)\.|\[\^|\\[SWDs]")


def captures(scope: Scope, call: Any, function: Any) -> bool:
    """Whether `call` is `<regex>.exec(text)` with tainted text and a pattern that lets free text through."""
    if function.kind() != "member_expression":
        return False
    prop, target = function.field("property"), function.field("object")
    arguments = call.field("arguments")
    if prop is None or target is None or arguments is None or prop.text() != "exec":
        return False
    values = arguments.named_children()
    if not values or not scope.is_tainted(values[0]):
        return False
    pattern = _pattern(target)
    return pattern is not None and not _closed(pattern)


def _pattern(target: Any) -> str | None:
    """The pattern of the regular expression `target` is, `""` when the code builds it (`new
    RegExp(...)`), None when `target` is not one the code wrote."""
    if target.kind() == "identifier":
        declarator = constant_declarator(target)
        target = declarator.field("value") if declarator is not None else None
        if target is None:
            return None
    if target.kind() == "regex":
        found = _LITERAL.match(str(target.text()))
        return found.group("pattern") if found is not None else None
    if target.kind() == "new_expression" and str(target.text()).startswith("new RegExp"):
        return ""
    return None


def _closed(pattern: str) -> bool:
    """Anchored at both ends with only closed character classes: the match is a token, not text."""
    return pattern.startswith("^") and pattern.endswith("$") and _OPEN_CLASS.search(pattern) is None
