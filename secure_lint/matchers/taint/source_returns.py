"""Functions of a file that return source data: their calls are sources.

A handler often reads the request in a helper of its file and uses what the helper returns:
`const bindTransfer = (req) => ({ description: req.body.description })`, then `const transfer =
bindTransfer(req)`. The request object itself carries no taint (`req` is handed everywhere),
so the summaries (summaries.py), which follow tainted arguments into a function, do not see the
helper's value as request data. Here each function of the file that the file calls (the
summaries' functions: named, declared once) and that holds one of the rule's sources is asked
whether that source reaches a value it returns, by the same local dataflow (sanitizers,
number conversions and allow-list checks inside the helper clean it as anywhere). The calls of
such a function are then sources of the caller, labelled by the call's text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.matchers.taint.flow import FixedOrigin, Span, span
from secure_lint.matchers.taint.summaries import Function, Summaries, through_calls

if TYPE_CHECKING:
    from secure_lint.matchers.taint.syntax import Syntax


def source_calls(
    root: Any,
    syntax: Syntax,
    summaries: Summaries | None,
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    fixed_origin: FixedOrigin = False,
) -> dict[Span, Any]:
    """The calls in `root` of the file's functions whose return value holds one of `sources`."""
    if summaries is None or not sources:
        return {}
    returning = [
        function
        for function in summaries.functions.values()
        if _returns_source(function, syntax, summaries, sources, sanitizers, fixed_origin)
    ]
    if not returning:
        return {}
    found: dict[Span, Any] = {}
    for call in root.find_all(kind="call_expression"):
        where = span(call)
        if where in sources or where in summaries.imported:
            continue
        target = summaries.target(call)
        if target is not None and any(target.node == f.node for f in returning) and not _inside(call, target):
            found[where] = call
    return found


def _returns_source(
    function: Function,
    syntax: Syntax,
    summaries: Summaries,
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    fixed_origin: FixedOrigin,
) -> bool:
    """Whether a source inside `function` reaches one of the values it returns."""
    inner = {where: node for where, node in sources.items() if _inside(node, function)}
    if not inner:
        return False
    returns = {span(value): (value, value) for value in summaries.reader.returned(function.node)}
    if not returns:
        return False
    flowing = through_calls(function.node, syntax, returns, inner, sanitizers, False, summaries, fixed_origin)
    return any(True for _ in flowing)


def _inside(node: Any, function: Function) -> bool:
    start, end = span(function.node)
    return start <= span(node)[0] < end
