"""Guards of JavaScript/TypeScript code that decide where a value may point, read from a condition.

The taint matcher (taint/javascript.py) asks these when it meets an `if` or an assertion; each
answers with the variables a guard proves something of:

- a local-path check: `next.startsWith('/') && !next.startsWith('//')` (a single `/` prefix
  alone lets `//evil.example` through, so it proves nothing by itself);
- a denial of traversal: `if (rel.startsWith('..') || path.isAbsolute(rel)) throw ...`,
  `if (name.includes('..')) return ...` (the value is confined once the condition fails);
- a predicate named as the decision: `isSafeRedirect(next)`, `isAllowedUrl(url)`,
  `assertSafePath(file)` (the project's own check; a name that says it validates a format,
  `isURL`, is none);
- `path.relative(base, target)`: checking the relative path checks the target.
"""

from __future__ import annotations

import re
from typing import Any

# A function whose name says it decides trust or confinement: isSafeRedirect, isAllowedHost,
# assertInsideRoot, validateRedirectUrl, isSameOrigin, isRelativePath, isLocalUrl
NAMED_CHECK = re.compile(
    r"(?i)^([\w$]+\.)*(is|assert|ensure|validate|verify|check|require)\w*"
    r"(safe|allow|trust|whitelist|permit|local|relative|internal|inside|within|contained|sameorigin|same_origin)\w*$"
)
_SLASH = re.compile(r"""^['"`]/['"`]$""")
_DOUBLE_SLASH = re.compile(r"""^['"`](//|/\\\\)['"`]$""")
_DOT_DOT = re.compile(r"""^['"`]\.\.(/|\\\\)?['"`]$""")
RELATIVE = re.compile(r"^((path|nodePath|posix|win32|path\.posix|path\.win32)\.)?relative$")


def single_slash_prefix(call: Any) -> bool:
    """Whether `call` is `x.startsWith('/')`: a prefix check that proves nothing alone."""
    arguments = call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    return len(values) == 1 and _SLASH.match(values[0].text()) is not None


def excludes_protocol_relative(condition: Any, name: str) -> bool:
    """Whether `condition` also tests `name` for a second slash (`name.startsWith('//')`,
    `name[1] === '/'`, `name.charAt(1)`), so that with a `/` prefix it checks a local path."""
    for call in condition.find_all(kind="call_expression"):
        function, arguments = call.field("function"), call.field("arguments")
        if function is None or arguments is None or function.kind() != "member_expression":
            continue
        target, method = function.field("object"), function.field("property")
        if target is None or method is None or target.text() != name:
            continue
        values = arguments.named_children()
        if method.text() == "startsWith" and values and _DOUBLE_SLASH.match(values[0].text()):
            return True
        if method.text() == "charAt" and values and values[0].text() == "1":
            return True
    compact = re.sub(r"\s+", "", condition.text())
    return f"{name}[1]" in compact


def denied(condition: Any) -> list[str]:
    """The variables a condition finds traversal in when it holds: `x.startsWith('..')`,
    `x.includes('..')`, `path.isAbsolute(x)` (through `||`, `&&` and parentheses): once it
    fails (the code exits when it holds), x has no `..` left."""
    kind = condition.kind()
    if kind == "parenthesized_expression":
        inner = condition.named_children()
        return denied(inner[0]) if len(inner) == 1 else []
    if kind == "binary_expression":
        operator = condition.field("operator")
        left, right = condition.field("left"), condition.field("right")
        if operator is None or left is None or right is None or operator.text() != "||":
            return []
        return denied(left) + denied(right)
    if kind != "call_expression":
        return []
    function, arguments = condition.field("function"), condition.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function is None or function.kind() != "member_expression" or len(values) != 1:
        return []
    target, method = function.field("object"), function.field("property")
    if target is None or method is None:
        return []
    if method.text() in ("startsWith", "includes") and _DOT_DOT.match(values[0].text()):
        return [str(target.text())] if target.kind() == "identifier" else []
    return []


def named_check(call: Any) -> list[str]:
    """The variables a call of a function named as a trust or confinement decision checks."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or arguments is None or not NAMED_CHECK.match(function.text()):
        return []
    return [str(a.text()) for a in arguments.named_children() if a.kind() == "identifier"]


def relative_target(value: Any) -> str | None:
    """`target` for `path.relative(base, target)`: what checking the relative path checks."""
    while value is not None and value.kind() in ("await_expression", "parenthesized_expression"):
        inner = value.named_children()
        value = inner[-1] if inner else None
    if value is None or value.kind() != "call_expression":
        return None
    function, arguments = value.field("function"), value.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function is None or not RELATIVE.match(function.text()) or len(values) != 2:
        return None
    return str(values[1].text()) if values[1].kind() == "identifier" else None
