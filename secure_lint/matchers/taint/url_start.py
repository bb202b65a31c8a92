"""Where a JavaScript URL value starts, for the URL sinks of taint rules with `fixed_origin`.

An open redirect (or a link, or a server-side request) needs the caller to choose the START of
the URL: its scheme and host, or a `//host` that borrows the page's scheme. Data the caller
chooses after a start the code fixed is a path, a query or a fragment on a place the code chose.
javascript.py asks two questions of a value here:

- `fixed_path_start`: the value begins with one `/` and then a character that is neither `/`
  nor `\\`, whatever the request held: an anchored match of a regular expression that begins
  with such a path (`path.match(/^\\/topic\\/(\\d+)\\//)[0]`), leading slashes collapsed to one
  (`url.replace(/^\\/+/, '/')`, which Express and Koa send with `\\` percent-encoded), a parsed
  URL's `pathname` the code checked not to begin with `//`, the request's own path inside a
  handler of a route that begins with a literal segment (`router.get('/share/:id', ...)`: a
  request for `//evil.example/...` does not reach it), and such a value with an anchored prefix
  replaced by another path (`ctx.path.replace(/^\\/share/, '/s')`).
- `own_page`: the value is the page's own address or path, or the page it came from, taken whole
  or cut at its end (`location.href`, `location.pathname`, `document.referrer`,
  `url.replace(/#$/, '')`, `new URL(location.href)` with only its path, query or fragment set):
  navigating there stays where the user already is, or goes back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values import callers
from secure_lint.matchers.values.guards import single_slash_prefix

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope

# The page's own address or path, and the one the user came from
OWN_PAGE = lazy_compile(
    r"^(((window|document|self|top)\.)?location\.(href|pathname)|document\.(URL|documentURI|referrer))$"
)
# A server's request's own absolute URL (a Fetch API Request's, Next.js's): `new URL(request.url)` parses
# it whole (Express's relative `req.url` would throw). For a redirect it is the site the browser asked
# for; not for the server's own fetch, whose Host header the caller writes
_REQUEST_OWN_URL = lazy_compile(r"^(req|request)\.url$")
# A path whose origin is the page's or the server's: `/` then neither `/` nor `\`
_PATH = lazy_compile(r"^/[^/\\]")
_WRAPPERS = frozenset({"parenthesized_expression", "await_expression", "as_expression", "non_null_expression"})
# Route registrations: app.get('/x/:id', handler), router.use(['/share/:id', ...], handler)
_ROUTE_METHODS = frozenset({"get", "post", "put", "patch", "delete", "del", "all", "head", "options", "use"})
# The request's own path: Express `req.path` and `req.url` are relative to a `use` mount, its
# `req.originalUrl` is not; Koa's `ctx.path` is the whole path under koa-router
_REQUEST_PATH = lazy_compile(r"^(req|request|ctx|ctx\.request)\.(path|originalUrl|url)$")
_WHOLE_PATH_IN_USE = lazy_compile(r"^(ctx(\.request)?\.(path|originalUrl|url)|(req|request)\.originalUrl)$")
# The request's path as the framework parsed it: always `/` first (`req.url` may be an absolute URL)
_PARSED_REQUEST_PATH = lazy_compile(r"^(req|request|ctx|ctx\.request)\.path$")
# The path a router is mounted at (`app.use('/allocation', router)`: `req.baseUrl` is `/allocation`,
# or empty at the root): never `//host`, so what follows it decides where a redirect goes
MOUNT_PATH = lazy_compile(r"^(req|request)\.baseUrl$")
_PATH_JOIN = lazy_compile(r"^(((path|nodePath|posix)\.)?(posix\.)?join)$")
_JOIN_IMPORT = lazy_compile(
    r"import\s*\{[^}]*\bjoin\b[^}]*\}\s*from\s*['\"](node:)?path(/posix)?['\"]"
    r"|\{[^}]*\bjoin\b[^}]*\}\s*=\s*require\(\s*['\"](node:)?path['\"]\s*\)"
)
_SLASH_RUN = lazy_compile(r"^/\^(\\/)+\+/g?$")
_END_ANCHORED = lazy_compile(r"\$/\w*$")
DEPTH = 3
# slash_start follows a path through constants, a cut and a call: `const p = url.pathname`,
# `const at = p.indexOf(...)`, `p.substring(at)` handed to a helper
SLASH_DEPTH = 6


def unwrap(node: Any) -> Any:
    while node.kind() in _WRAPPERS and node.named_children():
        node = node.named_children()[0]
    return node


def fixed_path_start(scope: Scope, node: Any, depth: int = 0) -> bool:
    """Whether the value of `node` begins with a same-origin path whatever the request held."""
    node = unwrap(node)
    if depth > DEPTH:
        return False
    kind = node.kind()
    if kind == "string":
        return _PATH.match(str(node.text())[1:-1]) is not None
    if kind == "identifier":
        value = _constant_value(node)
        return value is not None and fixed_path_start(scope, value, depth + 1)
    if kind == "subscript_expression":
        index, target = node.field("index"), node.field("object")
        if index is None or index.text() != "0" or target is None:
            return False
        target = unwrap(target)
        if target.kind() == "identifier":
            target = _constant_value(target)
        return target is not None and _anchored_path_match(unwrap(target))
    if kind == "member_expression":
        return _checked_pathname(scope, node) or _route_path(node)
    if kind == "call_expression":
        return _rewritten_path(scope, node, depth) or _joined_path(scope, node, depth)
    return False


def slash_start(scope: Scope, node: Any, depth: int = 0) -> bool:
    """Whether the value of `node` begins with `/` whatever the request held (it may be `//x`): the
    request's path, a parsed URL's `pathname`, such a value cut from an `indexOf` of a literal
    path in it (`p.substring(p.indexOf('/track'))`: from there, or all of it when absent), or a
    path `fixed_path_start` knows, or such a value with more appended (`path + url.search`). After a
    base's scheme and host it can only add a path."""
    node = unwrap(node)
    if depth > SLASH_DEPTH:
        return False
    kind = node.kind()
    if kind == "identifier":
        if _checked_slash(node):
            return True
        value = _constant_value(node)
        if value is None:
            return _passed_slash_start(scope, node, depth)
        return slash_start(scope, value, depth + 1)
    if kind == "call_expression" and _returns_slash_start(scope, node, depth):
        return True
    if kind == "member_expression":
        if _REQUEST_PATH.match(str(node.text())):
            return True
        prop, holder = node.field("property"), node.field("object")
        if prop is not None and holder is not None and prop.text() == "pathname" and holder.kind() == "identifier":
            value = _constant_value(holder)
            return value is not None and str(value.text()).startswith("new URL(")
    if kind == "call_expression" and _cut_from_path(scope, node, depth):
        return True
    if kind == "binary_expression" and _appended_to_slash_start(scope, node, depth):
        return True
    return fixed_path_start(scope, node, depth)


def _checked_slash(name: Any) -> bool:
    """`name` read where an `if` around it holds only when `name.startsWith('/')` does (a chain
    of `&&` with that test: `if (next.startsWith('/') && !next.startsWith('//'))`), the name a
    `const` of that function or a parameter, not assigned again."""
    text = name.text()
    for block in name.ancestors():
        if block.kind() in _SCOPES:
            return False
        statement = block.parent()
        if statement is None or statement.kind() != "if_statement" or statement.field("consequence") != block:
            continue
        condition = statement.field("condition")
        if condition is not None and "||" not in condition.text() and any(
            single_slash_prefix(call) and _called_on(call, text) for call in condition.find_all(kind="call_expression")
        ):
            return _unassigned(name)
    return False


def _called_on(call: Any, name: str) -> bool:
    function = call.field("function")
    target = function.field("object") if function is not None and function.kind() == "member_expression" else None
    return target is not None and target.text() == name


def _unassigned(name: Any) -> bool:
    """No assignment to `name` in the function around it (`next = other` would undo a check)."""
    function = next((a for a in name.ancestors() if _declares_scope(a)), None)
    if function is None:
        return False
    text = name.text()
    return not any(
        (left := assignment.field("left")) is not None and left.text() == text
        for assignment in function.find_all(kind="assignment_expression")
    )


def _returns_slash_start(scope: Scope, call: Any, depth: int) -> bool:
    """A call of a function the file declares whose every `return` gives a value that begins with
    `/` (`return next` inside its check, `return '/'` otherwise): the file's sanitizer of a path."""
    callee = call.field("function")
    if callee is None or callee.kind() != "identifier":
        return False
    name = callee.text()
    declared = [
        f for f in call.get_root().root().find_all(kind="function_declaration")
        if (n := f.field("name")) is not None and n.text() == name
    ]
    if len(declared) != 1 or (body := declared[0].field("body")) is None:
        return False
    returned = [r for r in body.find_all(kind="return_statement") if _own_return(r, declared[0])]
    values = [r.named_children()[0] if r.named_children() else None for r in returned]
    return bool(values) and all(v is not None and _starts_with_slash(scope, v, depth) for v in values)


def _own_return(statement: Any, function: Any) -> bool:
    own = next(a for a in statement.ancestors() if a.kind() in _SCOPES)
    return bool(own.range() == function.range())


def _starts_with_slash(scope: Scope, value: Any, depth: int) -> bool:
    value = unwrap(value)
    if value.kind() == "string":
        return str(value.text())[1:].startswith("/")
    return (value.kind() == "identifier" and _checked_slash(value)) or slash_start(scope, value, depth + 1)


def _appended_to_slash_start(scope: Scope, node: Any, depth: int) -> bool:
    """`path + url.search`: a concatenation begins as its first operand does."""
    operator, left = node.field("operator"), node.field("left")
    return operator is not None and operator.text() == "+" and left is not None and slash_start(scope, left, depth + 1)


def _passed_slash_start(scope: Scope, name: Any, depth: int) -> bool:
    """A parameter of a function the file alone calls, given a value that begins with `/` at
    every call (values/callers.py)."""
    parameter = _declaring_parameter(name)
    if parameter is None:
        return False
    passed = callers.arguments_for(parameter, str(name.text()), None)
    values = [entry.value for entry in passed or []]
    if not values or any(value is callers.MISSING or value is True for value in values):
        return False
    return all(slash_start(scope, value, depth + 1) for value in values)


def _declaring_parameter(name: Any) -> Any | None:
    """The formal parameter of the innermost function around `name` that binds it, if any."""
    text = name.text()
    for function in (a for a in name.ancestors() if a.kind() in _SCOPES):
        formal = function.field("parameters")
        for parameter in formal.named_children() if formal is not None else []:
            bound = parameter.field("pattern") if parameter.kind() in _TYPED_PARAMETERS else parameter
            if bound is not None and bound.kind() == "identifier" and bound.text() == text:
                return parameter
    return None


def _cut_from_path(scope: Scope, call: Any, depth: int) -> bool:
    """`p.substring(p.indexOf('/x'))` of a `p` that begins with `/`."""
    function, arguments = call.field("function"), call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function is None or function.kind() != "member_expression" or len(values) != 1:
        return False
    prop, target = function.field("property"), function.field("object")
    if prop is None or target is None or prop.text() != "substring":
        return False
    start = unwrap(values[0])
    if start.kind() == "identifier":
        start = _constant_value(start)
    if start is None or start.kind() != "call_expression":
        return False
    inner, found = start.field("function"), start.field("arguments")
    needle = found.named_children() if found is not None else []
    if inner is None or inner.kind() != "member_expression" or len(needle) != 1 or needle[0].kind() != "string":
        return False
    searched, method = inner.field("object"), inner.field("property")
    if searched is None or method is None or method.text() != "indexOf" or searched.text() != target.text():
        return False
    return str(needle[0].text())[1:2] == "/" and slash_start(scope, target, depth + 1)


def _joined_path(scope: Scope, call: Any, depth: int) -> bool:
    """`path.join(ctx.path, entry)`: Node's `path.join` collapses runs of `/`, so when its first part
    begins with `/` (a literal path or the request's parsed path) the result begins with one `/`
    and then a name: a path on the same site whatever the later parts hold."""
    function, arguments = call.field("function"), call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function is None or not values or not _PATH_JOIN.match(str(function.text())):
        return False
    if function.kind() == "identifier" and not _imports_path_join(call):
        return False
    first = unwrap(values[0])
    if first.kind() == "member_expression" and _PARSED_REQUEST_PATH.match(str(first.text())):
        return True
    if MOUNT_PATH.match(str(first.text())) and len(values) > 1:  # `path.join(req.baseUrl, '/step')`
        return fixed_path_start(scope, values[1], depth + 1)
    return fixed_path_start(scope, first, depth + 1)


def _imports_path_join(node: Any) -> bool:
    """Whether the file takes a bare `join` from Node's `path` module."""
    root = node
    while root.parent() is not None:
        root = root.parent()
    return _JOIN_IMPORT.search(str(root.text())) is not None


def _rewritten_path(scope: Scope, call: Any, depth: int) -> bool:
    """`x.replace(/^\\/+/, '/')` (leading slashes collapsed to one), or `x.replace(/^\\/a/, '/b')`
    on an `x` that begins with a path: either way the result begins with one."""
    target, pattern, replacement = _replace_call(call)
    if target is None or pattern is None or replacement is None:
        return False
    if _SLASH_RUN.match(str(pattern.text())) and replacement.kind() == "string" and replacement.text()[1:-1] == "/":
        return True
    anchored = pattern.kind() == "regex" and str(pattern.text()).startswith("/^")
    return anchored and fixed_path_start(scope, replacement, depth + 1) and fixed_path_start(scope, target, depth + 1)


def _replace_call(call: Any) -> tuple[Any | None, Any | None, Any | None]:
    """The target, pattern and replacement of `target.replace(pattern, replacement)`."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or arguments is None or function.kind() != "member_expression":
        return None, None, None
    prop, target = function.field("property"), function.field("object")
    values = arguments.named_children()
    if prop is None or prop.text() not in ("replace", "replaceAll") or target is None or len(values) != 2:
        return None, None, None
    return target, values[0], values[1]


def regex_path_prefix(pattern: str) -> str:
    """The literal text every match of a regular expression literal begins with
    (`/^\\/topic\\/(\\d+)\\//` -> `/topic/`); '' when none is known (an alternation)."""
    body = pattern[1 : pattern.rfind("/")] if pattern.startswith("/") else ""
    if "|" in body:
        return ""
    prefix = ""
    index = 1 if body.startswith("^") else 0
    while index < len(body):
        char = body[index]
        if char == "\\" and index + 1 < len(body) and body[index + 1] in "/.-_~:":
            literal, width = body[index + 1], 2
        elif char.isalnum() or char in "-_~:":
            literal, width = char, 1
        else:
            break
        after = body[index + width : index + width + 1]
        if after and after in "?*{":
            break  # optional: the match may lack it
        prefix += literal
        index += width
    return prefix


def _anchored_path_match(value: Any) -> bool:
    """`text.match(/^\\/topic\\/\\d+/)` or `/^\\/topic\\/\\d+/.exec(text)`: its `[0]`, the text
    matched, begins with the expression's literal path."""
    if value.kind() != "call_expression":
        return False
    function, arguments = value.field("function"), value.field("arguments")
    if function is None or arguments is None or function.kind() != "member_expression":
        return False
    prop, target = function.field("property"), function.field("object")
    values = arguments.named_children()
    if prop is None or target is None or len(values) != 1:
        return False
    regex = values[0] if prop.text() == "match" else unwrap(target) if prop.text() == "exec" else None
    if regex is None or regex.kind() != "regex":
        return False
    return _PATH.match(regex_path_prefix(str(regex.text()))) is not None


def _checked_pathname(scope: Scope, node: Any) -> bool:
    """`target.pathname` of `const target = new URL(...)`, where a check shows it does not begin
    with `//`: a parsed URL's path begins with `/` (or is no path: `mailto:` text, relative)."""
    prop, holder = node.field("property"), node.field("object")
    if prop is None or holder is None or prop.text() != "pathname" or holder.kind() != "identifier":
        return False
    value = _constant_value(holder)
    if value is None or not str(value.text()).startswith("new URL("):
        return False
    at = node.range().start.index
    return any(start <= at < end and name == node.text() for start, end, name in scope.checked)


def _route_path(node: Any) -> bool:
    """The request's own path, read in a handler of routes that each begin with a literal segment."""
    text = str(node.text())
    if not _REQUEST_PATH.match(text):
        return False
    for function in (a for a in node.ancestors() if a.kind() in _FUNCTIONS):
        method, routes = _route_of(function)
        if method is None:
            continue
        if method == "use" and not _WHOLE_PATH_IN_USE.match(text):
            return False  # Express strips a `use` mount from req.path and req.url
        return bool(routes) and all(_PATH.match(route) and route[1] not in ":*(" for route in routes)
    return False


_FUNCTIONS = frozenset({"arrow_function", "function_expression", "function"})


def _route_of(function: Any) -> tuple[str | None, list[str]]:
    """The method and literal paths of the route call `function` is a handler of."""
    arguments = function.parent()
    call = arguments.parent() if arguments is not None and arguments.kind() == "arguments" else None
    callee = call.field("function") if call is not None else None
    if callee is None or callee.kind() != "member_expression":
        return None, []
    prop = callee.field("property")
    values = arguments.named_children()
    if prop is None or prop.text() not in _ROUTE_METHODS or not values or values[0] == function:
        return None, []
    first = values[0]
    literals = first.named_children() if first.kind() == "array" else [first]
    if not literals or any(item.kind() != "string" for item in literals):
        return str(prop.text()), []
    return str(prop.text()), [str(item.text())[1:-1] for item in literals]


def own_page(scope: Scope, node: Any, depth: int = 0) -> bool:
    """Whether the value of `node` is the page's own address or path (or the referrer), whole,
    cut at its end, or a URL object parsed from it whose origin nothing changed since."""
    node = unwrap(node)
    if depth > DEPTH:
        return False
    kind = node.kind()
    if kind == "identifier":
        return node.text() in scope.own
    if kind == "member_expression":
        prop, holder = node.field("property"), node.field("object")
        if OWN_PAGE.match(str(node.text())):
            return True
        return prop is not None and holder is not None and prop.text() == "href" and own_page(scope, holder, depth + 1)
    if kind == "new_expression":
        arguments = node.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if not str(node.text()).startswith("new URL(") or len(values) != 1:
            return False
        return own_page(scope, values[0], depth + 1) or (
            scope.fixed_origin in ("navigation", "encoded-navigation")
            and _REQUEST_OWN_URL.match(str(values[0].text())) is not None
        )
    if kind == "subscript_expression":  # `href.split('#')[0]`
        index, target = node.field("index"), node.field("object")
        return index is not None and index.text() == "0" and target is not None and _cut_at_end(scope, target, depth)
    if kind == "call_expression":
        return _cut_at_end(scope, node, depth)
    if kind == "binary_expression":
        return _own_fallback(scope, node, depth)
    return False


def _own_fallback(scope: Scope, node: Any, depth: int) -> bool:
    """`doc.baseURI || window.location.href`, `stored ?? location.href`: either the page's own
    address or a value the caller does not control, whichever side is taken."""
    operator, left, right = node.field("operator"), node.field("left"), node.field("right")
    if operator is None or left is None or right is None or operator.text() not in ("||", "??"):
        return False
    sides = [own_page(scope, side, depth + 1) for side in (left, right)]
    return any(sides) and all(own or not scope.is_tainted(side) for own, side in zip(sides, (left, right), strict=True))


def _cut_at_end(scope: Scope, call: Any, depth: int) -> bool:
    """`x.toString()`, `x.replace(/#$/, '')`, `x.split('#')` (its first part), `x.substring(0, i)`
    of the page's own address: what is left still begins with it."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or arguments is None or function.kind() != "member_expression":
        return False
    prop, target = function.field("property"), function.field("object")
    if prop is None or target is None or not own_page(scope, target, depth + 1):
        return False
    values = arguments.named_children()
    name = prop.text()
    if name == "toString" and not values:
        return True
    if name == "split" and call.parent() is not None and call.parent().kind() == "subscript_expression":
        return True
    if name in ("substring", "slice", "substr") and values and values[0].text() == "0":
        return True
    if name in ("replace", "replaceAll") and len(values) == 2:
        pattern = str(values[0].text())  # anchored at the end only (`/#$/`): the start is kept
        end_only = not pattern.startswith("/^") and _END_ANCHORED.search(pattern) is not None
        return values[0].kind() == "regex" and end_only
    return False


def constant_value(name: Any) -> Any | None:
    """The value of the `const` declaration `name` reads (javascript.py's rules of scope)."""
    return _constant_value(name)


def _constant_value(name: Any) -> Any | None:
    """The value of the `const` declaration `name` reads (javascript.py's rules of scope)."""
    declarator = constant_declarator(name)
    value = declarator.field("value") if declarator is not None else None
    return unwrap(value) if value is not None else None


_TYPED_PARAMETERS = frozenset({"required_parameter", "optional_parameter"})
_SCOPES = frozenset(
    {"function_declaration", "function_expression", "arrow_function", "method_definition", "generator_function"}
)


def constant_declarator(node: Any) -> Any | None:
    """The `const` declaration `node` reads: in the innermost function around it that declares the
    name (its own body, not a nested function's), before the read."""
    name, at = node.text(), node.range().start.index
    for function in (a for a in node.ancestors() if _declares_scope(a)):
        for declarator in function.find_all(kind="variable_declarator"):
            target = declarator.field("name")
            if target is None or target.kind() != "identifier" or target.text() != name:
                continue
            if next(a for a in declarator.ancestors() if _declares_scope(a)).range() != function.range():
                continue  # a nested function's own
            declaration = declarator.parent()
            constant = declaration is not None and declaration.kind() == "lexical_declaration"
            if constant and declaration.text().startswith("const") and declarator.range().end.index <= at:
                return declarator
            return None  # declared here, but with let/var or after the read: its value may change
    return None


def _declares_scope(node: Any) -> bool:
    return node.kind() in _SCOPES or node.kind() == "program"


# The request's parsed URL: Next.js `request.nextUrl`, or `new URL(request.url)`
_REQUEST_URL = lazy_compile(r"^((req|request)\.nextUrl|new URL\(\s*(req|request)\.url\s*\))$")


def request_origin(node: Any) -> bool:
    """Whether `node` is the request's own origin (its scheme and host, no path): `request.nextUrl.origin`,
    `new URL(request.url).origin`, or a name a `const { origin } = ...` of either binds."""
    node = unwrap(node)
    if node.kind() == "member_expression":
        prop, holder = node.field("property"), node.field("object")
        if prop is None or holder is None or prop.text() != "origin":
            return False
        holder = unwrap(holder)
        if _REQUEST_URL.match(str(holder.text())):
            return True
        parsed = _constant_value(holder) if holder.kind() == "identifier" else None
        return parsed is not None and _REQUEST_URL.match(str(parsed.text())) is not None and _unmoved(holder)
    if node.kind() != "identifier":
        return False
    declarator = _destructuring_declarator(node)
    value = declarator.field("value") if declarator is not None else None
    return value is not None and _REQUEST_URL.match(str(unwrap(value).text())) is not None


# The host the browser asked for, as the request or the proxy in front of the app states it: a
# victim's browser following a link cannot set these headers
_REQUEST_HOST = lazy_compile(
    r"""^((req|request)\.headers\.get\(\s*['"](x-forwarded-host|host)['"]\s*\)"""
    r"""|(req|request)\.get\(\s*['"](x-forwarded-host|host)['"]\s*\)|(req|request)\.headers\.host)$""",
    re.I,
)


# The scheme the proxy in front of the app says the browser used: no link can set this header either
_REQUEST_SCHEME = lazy_compile(
    r"""^((req|request)\.headers\.get\(\s*['"]x-forwarded-proto['"]\s*\)"""
    r"""|(req|request)\.get\(\s*['"]x-forwarded-proto['"]\s*\)|(req|request)\.headers\[\s*['"]x-forwarded-proto['"]\s*\]"""
    r"""|(req|request)\.protocol)$""",
    re.I,
)


def request_scheme(node: Any) -> bool:
    """Whether `node` is the scheme of the request's own URL as the proxy states it
    (`request.headers.get('x-forwarded-proto')`, Express's `req.protocol`), or a `const` bound to it."""
    node = _without_fallback(unwrap(node))
    if node.kind() == "identifier":
        value = _constant_value(node)
        return value is not None and _REQUEST_SCHEME.match(str(value.text())) is not None
    return _REQUEST_SCHEME.match(str(node.text())) is not None


def request_host(node: Any) -> bool:
    """Whether `node` is the host of the request's own URL (`request.headers.get('x-forwarded-host')`,
    `req.headers.host`), or a `const` bound to it; with an empty fallback too (`host ?? ''`)."""
    node = _without_fallback(unwrap(node))
    if node.kind() == "identifier":
        value = _constant_value(node)
        return value is not None and _REQUEST_HOST.match(str(value.text())) is not None
    return _REQUEST_HOST.match(str(node.text())) is not None


def _without_fallback(node: Any) -> Any:
    """`value ?? ''` or `value || ''` as `value`: the fallback adds no host of its own."""
    if node.kind() != "binary_expression" or (operator := node.field("operator")) is None:
        return node
    left, right = node.field("left"), node.field("right")
    if operator.text() in ("??", "||") and left is not None and right is not None and right.kind() == "string":
        return unwrap(left)
    return node


_MOVES = frozenset({"host", "hostname", "href", "protocol", "port"})


def _unmoved(name: Any) -> bool:
    """No assignment moves the parsed URL `name` elsewhere (`url.hostname = ...`) in its function,
    except in a block that returns or throws at its end (a branch that redirects and is done)."""
    function = next((a for a in name.ancestors() if _declares_scope(a)), None)
    if function is None:
        return True
    for assignment in function.find_all(kind="assignment_expression"):
        left = assignment.field("left")
        if left is None or left.kind() != "member_expression":
            continue
        holder, prop = left.field("object"), left.field("property")
        moved = holder is not None and prop is not None and holder.text() == name.text() and prop.text() in _MOVES
        if moved and not _in_exiting_block(assignment):
            return False
    return True


def _in_exiting_block(node: Any) -> bool:
    block = next((a for a in node.ancestors() if a.kind() == "statement_block"), None)
    if block is None or not block.named_children() or block.parent() is None:
        return False
    exits = block.named_children()[-1].kind() in ("return_statement", "throw_statement")
    return exits and block.parent().kind() == "if_statement"


def _destructuring_declarator(name: Any) -> Any | None:
    """The `const { origin } = value` (or `{ origin: name }`) that binds `name` to a field `origin`, in
    the innermost function around it that declares it, before the read."""
    text, at = name.text(), name.range().start.index
    for function in (a for a in name.ancestors() if _declares_scope(a)):
        for declarator in function.find_all(kind="variable_declarator"):
            pattern = declarator.field("name")
            if pattern is None or pattern.kind() != "object_pattern" or not _binds_origin(pattern, text):
                continue
            declaration = declarator.parent()
            constant = declaration is not None and str(declaration.text()).startswith("const")
            inner = next(a for a in declarator.ancestors() if _declares_scope(a)).range() == function.range()
            return declarator if constant and inner and declarator.range().end.index <= at else None
    return None


def _binds_origin(pattern: Any, name: str) -> bool:
    for entry in pattern.named_children():
        if entry.kind() == "shorthand_property_identifier_pattern" and entry.text() == name == "origin":
            return True
        key, value = entry.field("key"), entry.field("value")
        pair = entry.kind() == "pair_pattern" and key is not None and value is not None
        if pair and key.text() == "origin" and value.kind() == "identifier" and value.text() == name:
            return True
    return False
