"""Where a compiled template's output goes: whether a `noEscape: true` option of a Handlebars
compile call (`Handlebars.compile(source, { noEscape: true })`) applies to HTML.

Escaping is an HTML matter: a template rendered into a mathjs formula, an outgoing request's URL,
headers or body, an MQTT payload, a device value or a chat message is right to print values raw,
and escaping would corrupt it. The option is a weakness only where the rendered string reaches
HTML. `html_output(pair, links)` answers, for the `noEscape` pair of a file's syntax tree, with
the place that shows it (a short text for the finding), or None:

- the options of a view engine (`engine({ compilerOptions: { noEscape: true } })`): views are
  HTML pages;
- a template whose source is HTML: a literal holding markup, or a name or file path that says
  so (`readFileSync('emails/receipt.hbs')`, `template.html`, `htmlSource`);
- the compiled function, or the string it renders, followed through the file (names bound to
  it, `.replace()`/`.trim()`, templates and concatenations holding it, a function returning it
  and its callers in the file) to an HTML sink: a response body (`res.send`, `res.write`,
  `res.end`, koa's `ctx.body =`), `innerHTML`/`outerHTML`, `insertAdjacentHTML`,
  `document.write`, jQuery's `.html()`, an object key naming HTML (an email's `html` part,
  React's `__html`), a file written with an .html name.

What leaves the file (a value returned by an exported function, handed to a function of another
module) is unknown and quiet: only a use at an HTML sink the file shows is reported.
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.syntax import (
    FUNCTION_KINDS,
    bound_name,
    callee_text,
    inside,
    pair_key,
    reads_after,
    short_text,
    tree_root,
)

MAX_DEPTH = 6  # hops followed from the compile call (name, call, function return...)

_COMPILE = lazy_compile(r"(?:^|\.)(?:compile|precompile)$")
_TRANSPARENT = frozenset(
    {
        "parenthesized_expression", "await_expression", "as_expression", "non_null_expression",
        "satisfies_expression", "template_substitution", "template_string", "binary_expression",
        "ternary_expression", "augmented_assignment_expression", "spread_element",
    }
)  # fmt: skip
# methods of a string whose result still holds the rendered text
_STRING_METHODS = lazy_compile(r"^(?:replace|replaceAll|trim|trimStart|trimEnd|concat|padStart|padEnd|toString)$")
_MARKUP = lazy_compile(r"<(?:[a-zA-Z][\w-]*[\s/>]|!doctype)", re.IGNORECASE)
# a name or file path saying HTML (`template.html`, `htmlSource`, 'emails/receipt.hbs'), and one
# saying plain text (`subject.hbs`, `welcome.text.hbs`, `plainTextBody`)
_HTML_NAME = lazy_compile(r"(?i)(?:\.html?\b|\.hbs\b|\.handlebars\b|html)")
_PLAIN_NAME = lazy_compile(r"(?:(?<![A-Za-z])(?i:subject|te?xt|plain)|Subject|Te?xt\b|Plain)")
_RESPONSE_CALL = lazy_compile(r"^(?:res|resp|response|reply|ctx\.res)\.(?:send|write|end)$")
_HTML_CALL = lazy_compile(
    r"(?:^|\.)(?:insertAdjacentHTML|html|write|writeln)$"
)  # `.write` only on `document`: checked below
_HTML_KEY = lazy_compile(r"(?i)^['\"]?(?:__html|html|html_?body|body_?html|html_?content|content_?html)['\"]?$")
_HTML_PROPERTY = lazy_compile(r"\.(?:innerHTML|outerHTML)$")
_WRITE_FILE = lazy_compile(r"(?:^|\.)(?:writeFile|writeFileSync|outputFile|outputFileSync)$")


def html_output(pair: Any) -> str | None:
    """The place showing that the `noEscape` option of `pair` applies to HTML, or None."""
    options = pair.parent()
    if options is None or options.kind() != "object":
        return None
    holder = options.parent()
    if holder is not None and holder.kind() == "pair" and pair_key(holder) == "compilerOptions":
        return "the view engine's templates (HTML pages)"
    for compile_call in _compile_calls(options):
        found = _html_source(compile_call) or _follow(compile_call, 0)
        if found:
            return found
    return None


def _compile_calls(options: Any) -> list[Any]:
    """The compile calls the options object is given to: directly, or through a name."""
    arguments = options.parent()
    if arguments is not None and arguments.kind() == "arguments":
        call = arguments.parent()
        return [call] if call is not None and _COMPILE.search(callee_text(call)) else []
    if arguments is not None and arguments.kind() == "variable_declarator":
        name = bound_name(arguments)
        calls = []
        for use in reads_after(arguments, name) if name else []:
            parent = use.parent()
            call = parent.parent() if parent is not None and parent.kind() == "arguments" else None
            if call is not None and _COMPILE.search(callee_text(call)):
                calls.append(call)
        return calls
    return []


def _html_source(compile_call: Any) -> str | None:
    """The template's source when it is HTML: markup, or a name or file path that says so."""
    arguments = compile_call.field("arguments")
    source = arguments.child(1) if arguments is not None else None
    if source is None:
        return None
    values = [source]
    if source.kind() == "identifier":
        declarator = _declarator(source, source.text())
        value = declarator.field("value") if declarator is not None else None
        if value is not None:
            values.append(value)
    for value in values:
        text = value.text()[:2000]
        if value.kind() in ("string", "template_string"):
            html = _MARKUP.search(text) is not None  # a literal's words are content, not names
        else:
            html = _HTML_NAME.search(text) is not None and not _PLAIN_NAME.search(text)
        if html:
            return f"its source is an HTML template, `{short_text(source.text())}`"
    return None


def _follow(node: Any, depth: int) -> str | None:
    """An HTML sink the value of `node` reaches in the file (the compiled function, or what it renders)."""
    if depth > MAX_DEPTH:
        return None
    if node.kind() == "shorthand_property_identifier":  # `{ to, subject, html }`
        return f"`{short_text(node.parent().text())}`" if _HTML_KEY.match(node.text()) else None
    parent = node.parent()
    while parent is not None and parent.kind() in _TRANSPARENT:
        node, parent = parent, parent.parent()
    if parent is None:
        return None
    kind = parent.kind()
    if kind == "call_expression":
        if _same(parent.field("function"), node):
            return _follow(parent, depth + 1)  # called: the rendered string
        return None
    if kind == "member_expression":
        return _method_result(parent, depth)
    if kind == "arguments":
        return _argument(node, parent, depth)
    if kind == "variable_declarator":
        return _through_name(parent, bound_name(parent), depth)
    if kind in ("public_field_definition", "field_definition"):
        name = parent.field("name")
        return _through_member(parent, name.text(), depth) if name is not None else None
    if kind == "assignment_expression":
        return _assigned(parent, depth)
    if kind == "pair":
        return f"`{short_text(parent.text())}`" if _HTML_KEY.match(pair_key(parent) or "") else None
    if kind in ("return_statement", "arrow_function"):
        return _through_callers(parent, depth)
    return None


def _method_result(member: Any, depth: int) -> str | None:
    """`rendered.replace(...)`: a string method's result holds the rendered text."""
    call = member.parent()
    name = member.field("property")
    if call is None or call.kind() != "call_expression" or name is None:
        return None
    return _follow(call, depth + 1) if _STRING_METHODS.match(name.text()) else None


def _argument(value: Any, arguments: Any, depth: int) -> str | None:
    call = arguments.parent()
    if call is None or call.kind() not in ("call_expression", "new_expression"):
        return None
    callee = callee_text(call)
    if call.kind() == "new_expression":
        return f"`{short_text(call.text())}`" if callee == "Response" and "text/html" in call.text() else None
    if _RESPONSE_CALL.match(callee):
        return f"`{short_text(call.text())}`"
    if _HTML_CALL.search(callee):
        method = callee.rsplit(".", 1)[-1]
        if method in ("write", "writeln") and not callee.startswith("document."):
            return None
        return f"`{short_text(call.text())}`"
    if _WRITE_FILE.search(callee):
        target = arguments.child(1)
        if target is not None and target is not value and re.search(r"\.html?\b", target.text()):
            return f"`{short_text(call.text())}`"
    return None


def _assigned(assignment: Any, depth: int) -> str | None:
    target = assignment.field("left")
    if target is None:
        return None
    text = target.text()
    if _HTML_PROPERTY.search(text) or re.fullmatch(r"(?:ctx|context)\.body", text):
        return f"`{short_text(assignment.text())}`"
    if target.kind() == "identifier":
        return _through_name(assignment, text, depth, function_wide=True)
    if target.kind() == "member_expression":
        member = target.field("property")
        return _through_member(assignment, member.text(), depth) if member is not None else None
    return None


def _through_name(binding: Any, name: str | None, depth: int, *, function_wide: bool = False) -> str | None:
    if not name:
        return None
    for use in reads_after(binding, name, function_wide=function_wide):
        found = _follow(use, depth + 1)
        if found:
            return found
    return None


def _through_member(assignment: Any, prop: str, depth: int) -> str | None:
    """`this.render = compile(...)`: each `.render` read elsewhere in the file."""
    root = tree_root(assignment)
    for member in root.find_all(kind="member_expression"):
        name = member.field("property")
        if name is None or name.text() != prop or inside(member, assignment):
            continue
        found = _follow(member, depth + 1)
        if found:
            return found
    return None


def _through_callers(returned: Any, depth: int) -> str | None:
    """A function that returns the value: what its callers in the file do with it."""
    function = returned
    while function is not None and function.kind() not in FUNCTION_KINDS:
        function = function.parent()
    if function is None:
        return None
    name = _function_name(function)
    if not name:
        return None
    root = tree_root(function)
    for call in root.find_all(kind="call_expression"):
        if inside(call, function):
            continue
        callee = callee_text(call)
        if callee == name or callee.endswith("." + name):
            found = _follow(call, depth + 1)
            if found:
                return found
    return None


def _function_name(function: Any) -> str | None:
    named = function.field("name")
    if named is not None:
        return str(named.text())
    holder = function.parent()
    if holder is not None and holder.kind() == "variable_declarator":
        return bound_name(holder)
    if holder is not None and holder.kind() == "pair":
        return pair_key(holder)
    return None


def _declarator(node: Any, name: str) -> Any | None:
    """The nearest `const name = ...` before `node`, in the blocks enclosing it."""
    scope = node.parent()
    start = node.range().start.index
    while scope is not None:
        if scope.kind() in ("statement_block", "program"):
            for declarator in scope.find_all(kind="variable_declarator"):
                if bound_name(declarator) == name and declarator.range().end.index <= start:
                    return declarator
        scope = scope.parent()
    return None


def _same(a: Any, b: Any) -> bool:
    return a is not None and b is not None and a.range().start.index == b.range().start.index and a.text() == b.text()




