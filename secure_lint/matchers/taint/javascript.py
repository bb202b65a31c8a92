"""JavaScript and TypeScript as the taint matcher reads them (the `Syntax` of syntax.py).

A value is tainted when it is a tainted variable, a property of a tainted value, a
concatenation, template literal, `await`, conditional or collection holding one, or the result
of a call given one: a method of a tainted value (`name.trim()`) or a converter in PROPAGATORS
(`path.join`, `String`, `new URL`). Other calls (a database query, `jwt.verify`) return data of
their own. Bindings are `const`/`let`/`var`, assignments and `for (x of xs)`; `if (!ALLOWED.
includes(x)) return` (or `ALLOWED.indexOf(x) < 0`) cleans x; `xs.push(x)` fills xs.
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.taint import regex_exec, schema_calls, unknown_calls, url_host, url_start
from secure_lint.matchers.taint.flow import Step, opens_origin, span
from secure_lint.matchers.taint.url_start import constant_declarator as _constant_declarator
from secure_lint.matchers.values import collections, guards, lookups
from secure_lint.matchers.values.javascript import NUMBER_CALLS, NUMBER_METHODS, module_binding
from secure_lint.matchers.values.state_setters import state_set_by

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope, Span

functions = frozenset(
    {
        "function_declaration",
        "function_expression",
        "arrow_function",
        "method_definition",
        "generator_function_declaration",
        "generator_function",
    }
)
parameter_lists = frozenset({"formal_parameters"})
conditional_blocks = frozenset(
    {
        "if_statement",
        "else_clause",
        "switch_case",
        "switch_default",
        "catch_clause",
        "for_statement",
        "for_in_statement",
        "while_statement",
        "do_statement",
        "ternary_expression",
    }
)
BINDINGS = ("variable_declarator", "assignment_expression", "augmented_assignment_expression", "for_in_statement")
PROPAGATING_CALL = {
    "kind": "call_expression",
    "has": {"field": "function", "kind": "member_expression", "regex": r"\.(push|unshift|set|append|add)$"},
}
# `setPosts(records)`: a React state setter (state_setters.state_set_by says whether it is one)
STATE_SETTER_CALL = {
    "kind": "call_expression",
    "has": {"field": "function", "kind": "identifier", "regex": r"^set[A-Z]"},
}
# `assertSafePath(file);`, `await ensureAllowedUrl(url);`: a check that throws (guards.NAMED_CHECK)
ASSERTION = {
    "kind": "expression_statement",
    "regex": r"^(await\s+)?[\w$.]*(assert|ensure|validate|verify|check|require)\w*\(",
}
# `exec(cmd, (error, stdout) => ...)`: Node's error for a failed command is `Command failed: <cmd>`
# followed by its stderr, so a callback's error holds the command line it was given
CHILD_PROCESS = r"^(exec|execFile|(child_?process|childProcess|cp)\.(exec|execFile))$"
CHILD_PROCESS_CALL = {"kind": "call_expression", "has": {"field": "function", "regex": CHILD_PROCESS}}
# `urls.map((url) => fetch(url))`: an array method calls its callback with each element (reduce
# with the accumulator first), so the element parameter holds the array's data
ELEMENT_METHODS = {
    **dict.fromkeys(("forEach", "map", "flatMap", "filter", "some", "every", "find", "findIndex", "findLast"), 0),
    **dict.fromkeys(("reduce", "reduceRight"), 1),
}
ITERATION_CALL = {
    "kind": "call_expression",
    "all": [
        {"has": {"field": "function", "kind": "member_expression", "regex": rf"\.({'|'.join(ELEMENT_METHODS)})$"}},
        {"has": {"field": "arguments", "has": {"any": [{"kind": "arrow_function"}, {"kind": "function_expression"}]}}},
    ],
}
events: list[dict[str, Any]] = [
    *({"kind": kind} for kind in (*BINDINGS, "if_statement")),
    PROPAGATING_CALL,
    STATE_SETTER_CALL,
    ASSERTION,
    CHILD_PROCESS_CALL,
    ITERATION_CALL,
]

# Wrappers whose value is their operand's.
TRANSPARENT = frozenset(
    {
        "parenthesized_expression",
        "await_expression",
        "as_expression",
        "non_null_expression",
        "satisfies_expression",
        "type_assertion",
        "spread_element",
        "sequence_expression",
        "template_substitution",
    }
)
CLEAN_OPERATORS = frozenset({"==", "===", "!=", "!==", "<", ">", "<=", ">=", "instanceof", "in", "-", "*", "/", "%"})
CLEAN_KINDS = frozenset(
    {"string", "number", "true", "false", "null", "undefined", "regex", "this", "arrow_function", "function_expression"}
)
# Calls whose result holds their arguments' data (`new Set(urls)` holds the URLs). A JWT decoded without verification
# (`jwt.decode(req.headers.authorization)`) holds claims whoever sent the token wrote.
PROPAGATORS = lazy_compile(
    r"^((jwt|jsonwebtoken|jose|JWT)\.decode(Jwt)?|jwtDecode|jwt_decode|decodeJwt|"
    r"String|decodeURI|decodeURIComponent|encodeURI|encodeURIComponent|unescape|atob|btoa|JSON\.(parse|stringify)|Buffer\.(from|concat)|"
    r"Array\.(from|of)|Object\.(assign|keys|values|entries|fromEntries)|(util\.)?format|sprintf|vsprintf|"
    r"([\w$]+\.)?(join|resolve|normalize)|(url\.)?parse|querystring\.parse|qs\.parse|"
    r"URL|URLSearchParams|Set|Map|(_|lodash)\.(merge|assign|defaults|template))$"
)
EARLY_EXITS = frozenset({"return_statement", "throw_statement", "continue_statement", "break_statement"})
ALLOW_CHECKS = ("includes", "has", "test", "indexOf")
NAVIGATION = ("navigation", "encoded-navigation")  # flow.FixedOrigin of a redirect's URL
HOST_PARTS = frozenset({"hostname", "host", "origin"})  # of a parsed URL: compared whole, they pin where it points
URL_PATH_PARTS = frozenset({"pathname", "search", "hash"})  # of a parsed URL: set, they leave its origin as it was


def tainted(scope: Scope, node: Any) -> bool:
    kind = node.kind()
    if kind in CLEAN_KINDS:
        return False
    if scope.fixed_origin and kind in ("call_expression", "subscript_expression") and _page_address_prefix(node):
        return False
    if scope.fixed_origin and kind == "call_expression" and _joined_after_fixed_origin(node):
        return False  # `['https://slack.com/api/oauth.v2.access', `?code=${code}`].join('')`
    if scope.fixed_origin and kind == "call_expression" and url_host.origin_replaced(node):
        return False  # `request.url.replace(url.origin, UPSTREAM)`: only the path is the caller's
    if scope.fixed_origin and kind in STARTS and url_start.fixed_path_start(scope, node):
        return False  # `path.match(/^\/topic\/\d+/)[0]`, `url.replace(/^\/+/, '/')`: a local path
    if scope.fixed_origin in NAVIGATION and kind == "member_expression" and url_start.request_origin(node):
        return False  # `new URL(request.url).origin`: the site the user's browser asked, wherever it is kept
    if kind in ("identifier", "shorthand_property_identifier"):
        at = node.range().start.index
        if scope.name_tainted(node.text(), at):
            return True
        return not _field_read(node) and scope.holds_fields(str(node.text()), at)
    if kind in TRANSPARENT:
        return scope.any_tainted(node.named_children())
    if kind in ("member_expression", "subscript_expression"):
        return _member_tainted(scope, node)
    if kind == "binary_expression":
        operator = node.field("operator")
        if operator is not None and operator.text() in CLEAN_OPERATORS:
            return False
        if scope.fixed_origin and operator is not None and operator.text() == "+" and _origin_fixed(scope, node):
            return False
        if operator is not None and operator.text() == "&&":
            return _and_tainted(scope, node)
        return scope.any_tainted([node.field("left"), node.field("right")])
    if kind == "ternary_expression":
        return _ternary_tainted(scope, node)
    if kind == "template_string":
        if scope.fixed_origin and _origin_fixed(scope, node):
            return False
        return scope.any_tainted(sub for sub in node.named_children() if sub.kind() == "template_substitution")
    if kind in ("call_expression", "new_expression"):
        return _call_tainted(scope, node)
    if kind in ("object", "array", "pair"):
        return scope.any_tainted(_value_of(child) for child in node.named_children())
    return False


def _member_tainted(scope: Scope, node: Any) -> bool:
    """A property read: tainted when its object is (read as an object whose fields are taken:
    only a value tainted whole, `req.query`, a variable bound to a source), or when the field
    itself, or one it is part of, was written a tainted value (`opts.url = req.query.u` makes
    `opts.url` and `opts.url.host` tainted, not `opts.method`); read whole (passed on, spread,
    indexed by a computed key), a value holding a tainted field is tainted."""
    target = node.field("object")
    if target is None:
        return False
    path = field_path(node)
    if path is not None:
        at = node.range().start.index
        if scope.field_tainted(path, at) or (not _field_read(node) and scope.holds_fields(path, at)):
            return True
    return bool(scope.is_tainted(target))


def field_path(node: Any) -> str | None:
    """The variable or field a node reads as a path: `opts` for `opts`, `opts.url` for `opts.url`,
    `opts['url']`, `opts?.url`, `(opts as Options).url`; None for a computed key, a call's value,
    `this` (fields are told apart on the variables of a function)."""
    kind = node.kind()
    if kind == "identifier":
        return str(node.text())
    if kind in ("parenthesized_expression", "non_null_expression", "as_expression", "satisfies_expression"):
        inner = node.named_children()
        return field_path(inner[0]) if inner else None
    key = _static_key(node)
    target = node.field("object") if key is not None else None
    base = field_path(target) if target is not None else None
    return f"{base}.{key}" if base is not None and key is not None else None


def _static_key(node: Any) -> str | None:
    """The field name a property read names: `url` of `opts.url` and `opts['url']`; None for a
    computed key (`opts[k]`)."""
    if node.kind() == "member_expression":
        prop = node.field("property")
        return str(prop.text()) if prop is not None and prop.kind() == "property_identifier" else None
    if node.kind() == "subscript_expression":
        index = node.field("index")
        text = str(index.text()) if index is not None and index.kind() == "string" else ""
        key = text[1:-1]
        return key if key and re.fullmatch(r"[\w$-]+", key) else None
    return None


def _field_read(node: Any) -> bool:
    """Whether `node` is the object of a named property read (`opts` in `opts.url`, `opts['url']`):
    what is read is that field, not the object whole. A method called on it (`opts.toString()`)
    reads the object whole."""
    parent = node.parent()
    if parent is None or parent.kind() not in ("member_expression", "subscript_expression"):
        return False
    target = parent.field("object")
    if target is None or span(target) != span(node) or _static_key(parent) is None:
        return False
    outer = parent.parent()
    called = outer is not None and outer.kind() == "call_expression" and (f := outer.field("function")) is not None
    return not (called and span(f) == span(parent))


def _joined_after_fixed_origin(call: Any) -> bool:
    """A URL's parts joined with a literal separator, the first a literal that fixes the origin
    (`['https://slack.com/api/oauth.v2.access', `?code=${code}`].join('')`): what follows it cannot
    move the request to another host."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or function.kind() != "member_expression":
        return False
    method, parts = function.field("property"), function.field("object")
    if method is None or method.text() != "join" or parts is None or parts.kind() != "array":
        return False
    separator = arguments.named_children() if arguments is not None else []
    if len(separator) > 1 or any(value.kind() != "string" for value in separator):
        return False
    first = next(iter(parts.named_children()), None)
    if first is None or not (
        first.kind() == "string" or (first.kind() == "template_string" and not first.named_children())
    ):
        return False
    return FIXED_ORIGIN.match(first.text()[1:-1]) is not None


# The text of a URL up to where its origin is fixed: a path (`/x`, not `//x` or `/\x`), a query or
# fragment, or a scheme and host followed by `/`, `?` or `#` (\0 stands for a clean value of the code's:
# `${cfg.protocol}://${cfg.host}:${cfg.port}/api?id=${id}` is fixed by the configuration's values).
# A `/` alone counts too: `/${slug}` is how apps write their own routes, and a route segment holds no
# `/`; a whole return path is passed as it is (`redirect(next)`), not after a slash
# A constant named in capitals (`API_BASE_URL`, `env.APP_URL`) is a base URL the code configured (\x01).
# An app's own custom scheme (`myapp:/${path}`) fixes where the URL goes whatever follows: only that
# app opens it; not a scheme that runs script, reads files or reaches any host (web, intent, data).
# A relative path (`album/${id}`, `users?id=${id}`: a first segment with no `:`) resolves against the
# page or a client's base URL, or fails without one: it never names a host.
FIXED_ORIGIN = lazy_compile(
    r"^(\x01|/(?![/\\])|[?#]|\0+[/?#]|[\w.~-]+[/?#]|[a-zA-Z\0][\w+.\0-]*://[^/?#]+[/?#]"
    r"|(?!(?i:https?|ftps?|wss?|file|javascript|vbscript|data|blob|about|filesystem|intent|view-source|jar):)"
    r"[a-zA-Z][\w+.-]*:)"
)
# The page's own absolute address (scheme, host, path...): whatever follows it, the origin is the page's
PAGE_ADDRESS = lazy_compile(r"^(((window|document|self|top)\.)?location\.href|document\.(URL|documentURI))$")
BASE_CONSTANT = lazy_compile(r"^([\w$]+\.)*[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$")
# The request's own origin, as a scheme and host with nothing after them: a path after it stays on
# the site, a value of the request's may still be `@evil.example` (url_start.request_origin)
REQUEST_ORIGIN = "https://\0"
SCHEMES = ("https://", "http://")
# the page's fragment read whole: empty or `#` and what follows, never a new origin or path
PAGE_FRAGMENT = lazy_compile(r"^(?:(?:window|document|self)\.)?location\.hash$")
# A scheme and host with nothing after them yet (`https://${host}`, \0 a clean value)
OPEN_AUTHORITY = lazy_compile(r"^[a-zA-Z][\w+.-]*://[^/?#]+$")
# Values of the code's own with nothing else before a path of the request's: a base URL (a mirror's
# or an upstream's scheme and host) the code chose. A value that begins with `/` whatever the request
# held (its own path, a parsed URL's pathname: url_start.slash_start) ends the authority after a
# scheme and host, or after such a base: `https://${host}${req.originalUrl}` stays on that host
BASE_ONLY = lazy_compile(r"^\0+$")
STARTS = frozenset({"call_expression", "subscript_expression", "member_expression"})
FUNCTION_KINDS = frozenset(
    {"function_declaration", "function_expression", "arrow_function", "method_definition", "generator_function"}
)
CONST_DEPTH = 2  # `const a = `/x?${b}``, `const c = `${a}&...``: how many constants back a URL is followed


def _origin_fixed(scope: Scope, node: Any, depth: int = 0) -> bool:
    """Whether a template or concatenation fixes a URL's origin before any tainted part."""
    text = ""
    for part in _url_parts(node):
        if isinstance(part, str):
            text += part
        elif not text and (
            PAGE_ADDRESS.match(part.text()) or _page_address_prefix(part) or url_start.own_page(scope, part)
        ):
            text += "\x01"  # `${location.href}p/${name}`: the page's own scheme and host come first
        elif not text and _element_address(scope, part):
            text += "\x01"  # `link.href + path`: the link's own address, which the browser made absolute
        elif not text and url_start.MOUNT_PATH.match(part.text()):
            continue  # Express's mount path: empty, or `/` and a segment; the parts after it decide
        elif url_start.fixed_path_start(scope, part):
            text += "/a"  # `${base}${path.match(/^\/topic\/\d+/)[0]}`: a path the request cannot make `//host`
        elif not text and scope.fixed_origin in NAVIGATION and url_start.request_origin(part):
            text += REQUEST_ORIGIN  # `${origin}/auth/error`: the site the user's browser asked (flow.FixedOrigin)
        elif not text and scope.fixed_origin in NAVIGATION and url_start.request_scheme(part):
            text += "https"  # `${proto}://${host}`: the scheme the browser used, as the proxy says
        elif text in SCHEMES and scope.fixed_origin in NAVIGATION and url_start.request_host(part):
            text = REQUEST_ORIGIN  # `https://${request.headers.get('x-forwarded-host')}`: the same site
        elif not text and scope.fixed_origin in NAVIGATION and _request_origin_constant(part):
            text += REQUEST_ORIGIN  # `const base = `https://${host}``, then `${base}${path}`: the same site
        elif PAGE_FRAGMENT.match(part.text()):
            text += "#"  # `${path}${location.hash}`: the page's fragment, `#` first, cannot leave the site
        elif scope.is_tainted(part):
            return bool(OPEN_AUTHORITY.match(text) or BASE_ONLY.match(text)) and url_start.slash_start(scope, part)
        elif not text and (BASE_CONSTANT.match(part.text()) or _fixed_constant(scope, part, depth)):
            text += "\x01"
        else:
            text += "\0"
        if FIXED_ORIGIN.match(text):
            return True
    # the request's own origin followed by values of the code's only (the one tainted part was the
    # origin): `${origin}${next}` with `next` a sanitizer's result
    return text.startswith(REQUEST_ORIGIN)


def _element_address(scope: Scope, node: Any) -> bool:
    """An element's own address read back (`link.href`, `form.action`): the browser resolves it to an
    absolute URL of the page's author, so what follows it cannot choose the scheme."""
    if node.kind() != "member_expression" or scope.is_tainted(node):
        return False
    prop, target = node.field("property"), node.field("object")
    return prop is not None and prop.text() in ("href", "action") and target is not None and (
        not PAGE_ADDRESS.match(node.text()) and target.kind() in ("identifier", "member_expression")
        and target.text().rsplit(".", 1)[-1] not in ("location", "document", "window", "self", "top", "parent")
    )


def _page_address_prefix(node: Any) -> bool:
    """A start of the page's own absolute address: `location.href.substring(0, i)`, `.slice(0, i)`,
    `document.URL.split('#')[0]`. It begins with the page's scheme and host, so a URL sink given it
    (or it followed by anything) stays on the page's origin; the address's query or hash taken
    apart (`location.href.split('next=')[1]`) is still the URL's data."""
    methods: tuple[str, ...] = ("substring", "slice", "substr")
    if node.kind() == "subscript_expression":
        index, inner = node.field("index"), node.field("object")
        if index is None or index.text() != "0" or inner is None or inner.kind() != "call_expression":
            return False
        node, methods = inner, ("split",)
    function = node.field("function")
    if function is None or function.kind() != "member_expression":
        return False
    target, prop = function.field("object"), function.field("property")
    if target is None or prop is None or prop.text() not in methods or not PAGE_ADDRESS.match(target.text()):
        return False
    arguments = node.field("arguments")
    first = next(iter(arguments.named_children()), None) if arguments is not None else None
    return methods == ("split",) or (first is not None and first.text() == "0")


def _fixed_constant(scope: Scope, node: Any, depth: int) -> bool:
    """`const next = `/login?next=${path}``: a constant of the code whose URL fixes its origin
    fixes it for whatever is appended (`${next}&${params}`)."""
    if node.kind() != "identifier" or depth >= CONST_DEPTH:
        return False
    declarator = _constant_declarator(node)
    value = declarator.field("value") if declarator is not None else None
    return (
        value is not None
        and value.kind() in ("template_string", "binary_expression", "string")
        and _origin_fixed(scope, value, depth + 1)
    )


def _request_origin_constant(node: Any) -> bool:
    """A `const` whose value is the request's own origin: a scheme and the request's host
    (`https://${request.headers.get('host') ?? ''}`), or its parsed URL's origin."""
    if node.kind() != "identifier":
        return False
    declarator = _constant_declarator(node)
    value = declarator.field("value") if declarator is not None else None
    if value is None or value.kind() not in ("template_string", "binary_expression", "member_expression"):
        return False
    if value.kind() == "member_expression":
        return url_start.request_origin(value)
    parts = _url_parts(value)
    host = parts[1] if len(parts) == 2 and parts[0] in SCHEMES else None
    return host is not None and not isinstance(host, str) and url_start.request_host(host)


def _url_parts(node: Any) -> list[Any]:
    """The literal texts (str) and values (nodes) a template or a `+` chain is made of, in order."""
    if node.kind() == "template_string":
        parts: list[Any] = []
        for child in node.named_children():
            if child.kind() == "template_substitution":
                inner = child.named_children()
                # `${host + ':' + port + req.url}`: the parts of a concatenation, in order
                parts += _url_parts(inner[0]) if inner and inner[0].kind() == "binary_expression" else inner[:1]
            else:
                parts.append(str(child.text()))
        return parts
    if node.kind() == "binary_expression" and (op := node.field("operator")) is not None and op.text() == "+":
        left, right = node.field("left"), node.field("right")
        return [*_url_parts(left), *_url_parts(right)] if left is not None and right is not None else []
    if node.kind() == "string":
        return [str(node.text())[1:-1]]
    return [node]


def _ternary_tainted(scope: Scope, node: Any) -> bool:
    """`isSafePath(p) ? p : '/'` yields p only once checked: the branch naming a checked value is
    clean, and so is a branch reading a URL whose host the condition pins on that branch
    (`ALLOWED_HOSTS.has(url.hostname) ? url.href : '/'`)."""
    condition = node.field("condition")
    checked = set(_checked_names(scope, condition, any_call=True)) if condition is not None else set()
    for branch, holds in (("consequence", True), ("alternative", False)):
        value = node.field(branch)
        if value is None or (branch == "consequence" and _sole_value(value).text() in checked):
            continue
        if condition is not None and _root_name(value) in _host_pins(scope, condition, holds):
            continue
        if scope.is_tainted(value):
            return True
    return False


def _sole_value(node: Any) -> Any:
    """The expression a template literal holds and nothing else (`${redirectUrl}` is redirectUrl's
    text), else the node itself."""
    if node.kind() != "template_string":
        return node
    parts = node.named_children()
    if len(parts) != 1 or parts[0].kind() != "template_substitution" or len(node.children()) != 3:
        return node
    inner = parts[0].named_children()
    return inner[0] if len(inner) == 1 else node


def _and_tainted(scope: Scope, node: Any) -> bool:
    """`a && b` is `a` only where `a` is falsy (`''`, 0, NaN, null, undefined, false: nobody's data),
    else `b`: it holds what the right operand holds (`orderBy && SORT_KEYS[orderBy]` holds a key's
    constant). A right operand naming a value a named check on the left tests is clean
    (`isRelativeUrl(next) && next`)."""
    left, right = node.field("left"), node.field("right")
    if right is None:
        return False
    if left is not None and right.kind() == "identifier" and right.text() in _checked_names(scope, left):
        return False
    return bool(scope.is_tainted(right))


def _root_name(node: Any) -> str | None:
    """The variable a value is read from: `url` for `url`, `url.href`, `url.toString()`."""
    while node.kind() in ("member_expression", "call_expression"):
        inner = node.field("object") if node.kind() == "member_expression" else node.field("function")
        if inner is None:
            return None
        node = inner
    return str(node.text()) if node.kind() == "identifier" else None


def _value_of(node: Any) -> Any:
    return node.field("value") if node.kind() == "pair" and node.field("value") is not None else node


def callee(call: Any) -> Any | None:
    return call.field("function") or call.field("constructor")


def _call_tainted(scope: Scope, node: Any) -> bool:
    """A method of a tainted value returns tainted data (`name.trim()`, `url.split('/')`); so
    do the converters and builders in PROPAGATORS given a tainted argument. Other calls (a
    database query, `jwt.verify`) return data of their own."""
    function = callee(node)
    if function is None or _number_or_boolean(function):
        return False
    if scope.carried(node):
        return True  # a function of the file returning what it was given (summaries.py)
    if function.kind() == "member_expression":
        target = function.field("object")
        if target is not None and target.text() in scope.encoded and function.text().endswith(".toString"):
            return False  # URLSearchParams#toString percent-encodes every value
        if (
            target is not None
            and scope.is_tainted(target)
            and not _maps_to_own_values(scope, node, function)
            and not _filtered_to_allowed(scope, node, function)
        ):
            return True
    if schema_calls.carries(scope, node, function):
        return True  # `Body.parse(req.body)`: the same data, its fields' types the value model's
    if regex_exec.captures(scope, node, function):
        return True  # `LINKS.exec(body)`: the match holds the parts of body it captured
    if not PROPAGATORS.match(function.text()):
        return not scope.resolves(node) and unknown_calls.carries(scope, node, function)
    arguments = node.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function.text() == "URL" and len(values) == 2:
        values = values[:1]  # new URL('/login', request.url): the base gives only what a relative path lacks
    return scope.any_tainted(values)


def _number_or_boolean(function: Any) -> bool:
    """`year.includes('-')`, `name.indexOf(':')`, `parseInt(page)`: a number or a boolean whatever the
    argument or receiver holds, so nobody's text (the value model's NUMBER_METHODS and NUMBER_CALLS)."""
    if function.kind() == "member_expression":
        method = function.field("property")
        if method is not None and method.text() in NUMBER_METHODS:
            return True
    return bool(NUMBER_CALLS().match(function.text()))


def _maps_to_own_values(scope: Scope, call: Any, function: Any) -> bool:
    """`xs.map((_, i) => `$${i + 1}`)`: a map whose callback never reads the element yields the
    code's own values (one placeholder per item), whatever the items hold; so does one whose every
    returned value is a sanitizer's (`parts.map((part) => sanitizeFilename(part))`)."""
    prop = function.field("property")
    arguments = call.field("arguments")
    if prop is None or prop.text() not in ("map", "flatMap") or arguments is None:
        return False
    callback = next(iter(arguments.named_children()), None)
    if callback is None or callback.kind() not in ("arrow_function", "function_expression"):
        return False
    element = _callback_element(callback)
    body = callback.field("body")
    if element is None:
        return True  # `() => '?'`
    returned = _callback_returns(callback)
    if returned and all(span(value) in scope.sanitizers for value in returned):
        return True
    if body is None or element.kind() != "identifier":
        return False
    name = element.text()
    return not any(ref.text() == name for ref in body.find_all(kind="identifier"))


def _filtered_to_allowed(scope: Scope, call: Any, function: Any) -> bool:
    """`columns.filter((c) => ALLOWED.includes(c))`, `.filter((f) => /^[a-z_]+$/.test(f))`: a filter
    whose callback keeps an element only when it is in a list the code fixed (or fully matches an
    anchored pattern) leaves the code's own values."""
    prop = function.field("property")
    arguments = call.field("arguments")
    if prop is None or prop.text() != "filter" or arguments is None:
        return False
    callback = next(iter(arguments.named_children()), None)
    if callback is None or callback.kind() not in ("arrow_function", "function_expression"):
        return False
    element = _callback_element(callback)
    returned = _callback_returns(callback)
    if element is None or element.kind() != "identifier" or not returned:
        return False
    name = element.text()
    return all(name in _kept_when_true(scope, value) for value in returned)


def _kept_when_true(scope: Scope, condition: Any) -> list[str]:
    """The variables a condition shows allow-listed when it holds: its `&&` parts that are checks
    themselves (not negated: `!ALLOWED.includes(c)` keeps what the list lacks)."""
    return [
        name
        for part in guards.conjuncts(condition)
        if _unwrapped(part).kind() == "call_expression"
        for name in _allowed_names(scope, _unwrapped(part))
    ]


def _callback_element(callback: Any) -> Any | None:
    """The first parameter of a callback: `x` of `x => ...`, `(x, i) => ...`, `({ id }) => ...`'s pattern."""
    element = callback.field("parameter")
    if element is None:
        formal = callback.field("parameters")
        first = next(iter(formal.named_children()), None) if formal is not None else None
        element = first.field("pattern") if first is not None and first.field("pattern") is not None else first
    return element


def _callback_returns(callback: Any) -> list[Any]:
    """The values a callback returns: its expression body, or each `return x` of its own."""
    body = callback.field("body")
    if body is None:
        return []
    if body.kind() != "statement_block":
        return [_unwrapped(body)]
    values = []
    for statement in body.find_all(kind="return_statement"):
        owner = next((a for a in statement.ancestors() if a.kind() in FUNCTION_KINDS), None)
        if owner is None or span(owner) != span(callback):
            continue
        value = statement.named_children()[:1]
        if not value:
            return []  # `return;`: undefined, no element (but nothing a sanitizer made either)
        values.append(_unwrapped(value[0]))
    return values


def apply(scope: Scope, node: Any, is_sink: bool) -> None:
    kind = node.kind()
    if kind == "if_statement":
        _guard(scope, node)
    elif kind == "expression_statement":
        call = node.find(kind="call_expression")
        scope.clean(guards.named_check(call) if call is not None else [])
    elif kind in BINDINGS:
        _bind(scope, node)
    elif kind == "call_expression" and (named := callee(node)) is not None and re.match(CHILD_PROCESS, named.text()):
        _command_failure(scope, node)
    elif kind == "call_expression" and not is_sink:
        _bind_elements(scope, node)
        _propagate(scope, node)


def _bind(scope: Scope, binding: Any) -> None:
    kind = binding.kind()
    if kind == "variable_declarator":
        target, value, add = binding.field("name"), binding.field("value"), False
    elif kind == "for_in_statement":  # for (const item of items): each item holds the collection's data
        target, value, add = binding.field("left"), binding.field("right"), False
    else:
        target, value = binding.field("left"), binding.field("right")
        add = kind == "augmented_assignment_expression"
    if target is None:
        return
    keep = add or (kind != "variable_declarator" and scope.conditional(binding))
    if target.kind() in ("member_expression", "subscript_expression"):
        _bind_property(scope, target, value, keep)
        return
    names = _bound_names(target)
    if not names:
        return
    if value is not None and value.kind() == "new_expression" and value.text().startswith("new URLSearchParams("):
        scope.encoded.update(names)
    if scope.fixed_origin:  # a URL's own address is the value bound whole (not its destructured fields)
        _bind_own(scope, names, value if target.kind() == "identifier" else None, add)
    if kind == "for_in_statement" or not (
        _bind_fields(scope, target, value, keep) or _bind_literal_fields(scope, target, value, keep)
    ):
        scope.assign(names, value, keep)
        if keep and not add and value is not None and target.kind() == "identifier" and not scope.is_tainted(value):
            _clean_in_rest_of_block(scope, binding, names[0])
    if target.kind() == "object_pattern":
        _bind_sources(scope, target)
        scope.clean(_sanitized_parts(scope, target))
    _bind_hosts(scope, target, value if kind == "variable_declarator" else None)
    relative = guards.relative_target(value) if kind == "variable_declarator" and len(names) == 1 else None
    if relative is not None:
        scope.stands_for[names[0]] = relative  # checking path.relative(base, target) checks target


def _clean_in_rest_of_block(scope: Scope, binding: Any, name: str) -> None:
    """`if (req.method === 'GET') { key = requireId(key); find({ key }) }`: a clean value assigned on
    one branch is the one every later read of its block sees, up to the name's next assignment
    there (after the block, the value from before it may be read again)."""
    statement = binding.parent()
    block = statement.parent() if statement is not None and statement.kind() == "expression_statement" else None
    if block is None or block.kind() not in ("statement_block", "switch_case", "switch_default"):
        return
    start, end = binding.range().end.index, block.range().end.index
    for later in block.find_all(any=[{"kind": "assignment_expression"}, {"kind": "augmented_assignment_expression"}]):
        left = later.field("left")
        at = later.range().start.index
        if left is not None and left.text() == name and start <= at < end:
            end = at
    scope.checked.append((start, end, name))


def _bind_property(scope: Scope, target: Any, value: Any, keep: bool) -> None:
    """`obj.key = value`, `obj['key'] = value`, `obj.a.b = value`: that field holds the value (the
    object's other fields keep theirs); `obj[k] = value` (a key not known), `items[i].url = value`:
    the object holds it whole. A parsed URL's path, query or fragment set from data leaves its
    origin where the code put it."""
    if scope.fixed_origin and _url_path_part(target):
        return
    moved = url_host.host_set(target, value) if scope.fixed_origin else None
    if moved is not None:  # `url.host = 'blog.example.com'`: where it points is the code's now
        if not scope.conditional(target):
            scope.own.add(moved)
        return
    root = _root_variable(target)
    path = field_path(target)
    if path is not None:
        scope.assign([path], value, keep)
    elif root is not None:
        scope.assign([root], value, keep=True)
    if root is not None and value is not None and scope.is_tainted(value):
        scope.own.discard(root)  # `url.host = x`: no longer the page's own


def _root_variable(target: Any) -> str | None:
    """The variable a chain of property reads starts from: `items` for `items[i].url`."""
    node = target
    while node.kind() in ("member_expression", "subscript_expression"):
        inner = node.field("object")
        if inner is None:
            return None
        node = inner
    return str(node.text()) if node.kind() == "identifier" else None


def _bind_fields(scope: Scope, target: Any, value: Any, keep: bool) -> bool:
    """`const { url, method } = opts` where fields of `opts` were written apart (and `opts` is not
    tainted whole): each name gets its own field's taint. False when that is not the case (the
    names are bound to the value as a whole)."""
    if value is None or target.kind() != "object_pattern":
        return False
    path = field_path(value)
    at = value.range().start.index
    if path is None or not scope.holds_fields(path, at) or _whole_tainted(scope, value, path):
        return False
    for name, field in _pattern_fields(target, path):
        key = scope.field_key(field, at) if field is not None else None
        if field is None and scope.is_tainted(value):  # `...rest`: the object's other fields, whole
            key = scope.field_key(path, at)
        scope.copy_field(name, key, target, keep)
    return True


def _bind_literal_fields(scope: Scope, target: Any, value: Any, keep: bool) -> bool:
    """`const opts = { url: API_URL, body: JSON.stringify(req.body) }`: a variable bound to an
    object literal whose keys are all named holds each field apart (`opts.body` tainted, not
    `opts.url`), as if each were written on its own; read whole (passed on) it is tainted when
    any field is. False for a literal with a spread or a computed key (bound whole)."""
    if value is None or target.kind() != "identifier" or _unwrapped(value).kind() != "object":
        return False
    fields = _literal_fields(_unwrapped(value))
    if fields is None:
        return False
    name = str(target.text())
    scope.assign([name], None, keep)
    for key, held in fields:
        scope.assign([f"{name}.{key}"], held, keep=True)
    return True


def _literal_fields(literal: Any) -> list[tuple[str, Any]] | None:
    """Each named key of an object literal and its value (None: a spread or a computed key)."""
    fields: list[tuple[str, Any]] = []
    for part in literal.named_children():
        kind = part.kind()
        if kind == "pair":
            key, held = part.field("key"), part.field("value")
            named = key is not None and key.kind() in ("property_identifier", "string")
            name = str(key.text()).strip("'\"") if named else ""
            if not re.fullmatch(r"[\w$-]+", name) or held is None:
                return None
            fields.append((name, held))
        elif kind == "shorthand_property_identifier":
            fields.append((str(part.text()), part))
        elif kind not in ("method_definition", "comment"):
            return None
    return fields


def _bind_sources(scope: Scope, pattern: Any) -> None:
    """`const { query, body } = req`, `const { params: { id }, body: { url: target } } = req`: a
    name the pattern takes is a source itself (the request's part it names), whatever the object
    it is taken from holds."""
    for part in pattern.named_children():
        if part.kind() == "object_assignment_pattern":  # `{ q = '' }`: the name, its default aside
            part = part.field("left") or part
        value = part.field("value") if part.kind() == "pair_pattern" else None
        if value is not None and value.kind() == "object_pattern":
            _bind_sources(scope, value)
            continue
        if span(part) not in scope.sources:
            continue
        if part.kind() == "shorthand_property_identifier_pattern":
            scope.tainted[str(part.text())] = str(part.text())
            scope.trails[str(part.text())] = (Step(part, "source", str(part.text())),)
        elif value is not None and value.kind() == "identifier":  # `url: target` binds `target`
            scope.tainted[str(value.text())] = str(part.text())
            scope.trails[str(value.text())] = (Step(part, "source", str(part.text())),)


def _sanitized_parts(scope: Scope, pattern: Any) -> list[str]:
    """The names an object pattern takes from fields the rule's sanitizers match as they are taken
    (`const { path } = req.file`: the path an upload middleware made)."""
    names = []
    for part in pattern.named_children():
        if span(part) not in scope.sanitizers:
            continue
        value = part.field("value") if part.kind() == "pair_pattern" else part
        if value is not None and value.kind() in ("identifier", "shorthand_property_identifier_pattern"):
            names.append(str(value.text()))
    return names


def _whole_tainted(scope: Scope, node: Any, path: str) -> bool:
    """Whether the value at `node` (a variable or field read) is tainted as a whole, not only
    through fields written apart."""
    where = span(node)
    if where in scope.sources:
        return True
    if node.kind() == "identifier":
        return scope.name_tainted(str(node.text()), where[0])
    target = node.field("object") if node.kind() in ("member_expression", "subscript_expression") else None
    if target is None:
        return scope.is_tainted(node)
    return scope.field_tainted(path, where[0]) or _whole_tainted(scope, target, field_path(target) or "")


def _pattern_fields(pattern: Any, path: str) -> list[tuple[str, str | None]]:
    """Each name an object pattern binds and the field path it reads (None: a `...rest`):
    `{ url, headers: h, body: { text } }` of `opts` gives url opts.url, h opts.headers, text
    opts.body.text; a default (`{ url = '/' }`) reads the same field."""
    bound: list[tuple[str, str | None]] = []
    for part in pattern.named_children():
        kind = part.kind()
        if kind == "shorthand_property_identifier_pattern":
            bound.append((str(part.text()), f"{path}.{part.text()}"))
        elif kind == "object_assignment_pattern":
            left = part.field("left")
            if left is not None:
                bound += _pattern_fields_of(left, f"{path}.{left.text()}")
        elif kind == "pair_pattern":
            key, value = part.field("key"), part.field("value")
            name = str(key.text()).strip("'\"") if key is not None else ""
            if value is not None and key is not None and key.kind() in ("property_identifier", "string"):
                bound += _pattern_fields_of(value, f"{path}.{name}")
            elif value is not None:
                bound += [(n, None) for n in _bound_names(value)]
        elif kind == "rest_pattern":
            bound += [(n, None) for n in _bound_names(part)]
    return bound


def _pattern_fields_of(target: Any, path: str) -> list[tuple[str, str | None]]:
    if target.kind() == "assignment_pattern":
        left = target.field("left")
        return _pattern_fields_of(left, path) if left is not None else []
    if target.kind() == "object_pattern":
        return _pattern_fields(target, path)
    if target.kind() in ("identifier", "shorthand_property_identifier_pattern"):
        return [(str(target.text()), path)]
    return [(name, path) for name in _bound_names(target)]


def _bind_own(scope: Scope, names: list[str], value: Any, add: bool) -> None:
    """Names bound to the page's own address (url_start.own_page); `href += x` keeps its start."""
    own = value is not None and url_start.own_page(scope, value)
    for name in names:
        if own or (add and name in scope.own and len(names) == 1):
            scope.own.add(name)
        else:
            scope.own.discard(name)


def stays_home(scope: Scope, node: Any) -> bool:
    """A URL sink's value that stays where the user is: the page's own address or path (or the
    referrer) whole or cut at its end, or a local path (url_start.py); or a request's options
    object whose data is only in fields that do not say where it goes (`request(options)` with a
    tainted `options.body`)."""
    return url_start.own_page(scope, node) or url_start.fixed_path_start(scope, node) or _only_data_fields(scope, node)


# The fields of a request's options (request, axios, got, ky, undici, http.request) that say where
# it connects; the others (method, body, data, json, form, headers, qs, query, timeout) carry data
URL_FIELDS = frozenset(
    {"url", "uri", "baseURL", "baseUrl", "prefixUrl", "host", "hostname", "origin", "href", "port", "proxy"}
    | {"socketPath"}
)


def _only_data_fields(scope: Scope, node: Any) -> bool:
    """A variable (or field) holding an options object, not tainted whole, whose tainted fields
    are none of URL_FIELDS: the request goes where the code's own fields say."""
    node = _unwrapped(node)
    path = field_path(node)
    if path is None:
        return False
    at = node.range().start.index
    if scope.field_tainted(path, at) or not scope.holds_fields(path, at):
        return False
    inner = path + "."
    return not any(
        key[len(inner) :].split(".", 1)[0] in URL_FIELDS and scope.name_tainted(key, at)
        for key in scope.tainted
        if key.startswith(inner)
    )


def _bind_hosts(scope: Scope, target: Any, value: Any) -> None:
    """`const host = url.hostname`, `const { hostname } = new URL(next)`, `const url = new
    URL(next)`: checking the host variable (or the parsed URL's host) checks the URL it was read
    from (`url`, `next`)."""
    for name in _bound_names(target):
        scope.stands_for.pop(name, None)
    if value is None:
        return
    if target.kind() == "identifier":
        url = _url_of(value)
        if url is None and _unwrapped(value).kind() == "new_expression":
            url = _parsed_url(_unwrapped(value))  # `const url = new URL(next)`: its host is next's
        if url is not None:
            scope.stands_for[target.text()] = url
    elif target.kind() == "object_pattern":
        url = _parsed_url(value)
        for part in target.named_children():
            if url is not None and part.kind() == "shorthand_property_identifier_pattern" and part.text() in HOST_PARTS:
                scope.stands_for[part.text()] = url


def _guard(scope: Scope, statement: Any) -> None:
    """An allow-list or containment check on a variable: `if (!ALLOWED.includes(x)) return`
    cleans x from there on; `if (ALLOWED.includes(x)) { ... }` cleans it inside the block;
    `if (!resolved.startsWith(ROOT)) throw ...` cleans `resolved`."""
    condition = statement.field("condition")
    consequence = statement.field("consequence")
    if condition is None or consequence is None:
        return
    exits = block_exits(consequence)
    scope.clean_within(consequence, _host_pins(scope, condition, holds=True))
    scope.clean_within(consequence, _own_keys(scope, condition, holds=True))
    alternative = statement.field("alternative")
    if alternative is not None:  # the else branch runs where the condition failed
        scope.clean_within(alternative, _host_pins(scope, condition, holds=False))
        scope.clean_within(alternative, _own_keys(scope, condition, holds=False))
    # an exiting block rejects the values its condition holds for: what the check proves of the
    # others holds from the block's end on (its else branch, the code after), never inside it
    after = consequence.range().end.index
    if exits:
        function = next((a for a in statement.ancestors() if a.kind() in FUNCTION_KINDS), None)
        rest = (after, (function or statement).range().end.index)
        scope.checked.extend((*rest, name) for name in _own_keys(scope, condition, holds=False))
    if scope.fixed_origin:
        _check_second_slash(scope, statement, condition, consequence, exits)
    if exits:
        scope.clean_after(after, _host_pins(scope, condition, holds=False))
        denied = guards.denied(condition)
        reads = [read for read in denied if "." in read]  # `if (req.query.file.includes('..')) return`
        confined = [name for name in denied if name not in reads]
        confined += _sanitizer_fixed_points(scope, statement, condition)
        confined += guards.same_file_sources(statement, confined)
        scope.clean_after(after, [name for found in confined for name in scope.checked_by(found)])
        scope.checked_reads.extend((after, rest[1], read) for read in reads)
        scope.clean_after(after, _checked_collections(statement, consequence, confined))
        if _leaves_function(consequence):  # `const app = getApp(name); if (!app) throw ...`: name is a known key
            scope.clean_after(after, _with_derived(scope, lookups.required_keys(statement, condition)))
    if exits:
        condition = _denial_beside_exceptions(condition) or condition
    _check_later_conjuncts(scope, condition)
    negated = condition.text().lstrip("( ").startswith("!") or _absent_index(condition)
    _check_reads(scope, statement, condition, consequence, negated, exits)
    if not negated and exits and "||" not in _operators(condition):
        # `if (NAME.test(name)) return join(DIR, name)`: the block that leaves runs with the value
        # allowed (what a helper returns from inside its check is clean; code after it is not)
        check = _stored_check(statement, condition) or condition
        allowed = _allowed_names(scope, check) + _prefixed_names(scope, check, holding=True)
        scope.clean_within(consequence, _with_derived(scope, allowed))
    if negated != exits and not (negated and alternative is not None):
        return
    checked = _with_derived(scope, _checked_names(scope, _stored_check(statement, condition) or condition))
    if negated and not exits:  # `if (!ALLOWED.includes(x)) { reject } else { x is allowed here }`
        scope.clean_within(alternative, checked)
    elif exits:  # `if (!path.resolve(file).startsWith(base)) throw`, by a constant: file is checked too
        scope.clean_after(after, checked + guards.same_file_sources(statement, checked))
    else:
        scope.clean_within(consequence, checked)


def _check_later_conjuncts(scope: Scope, condition: Any) -> None:
    """`if (file.startsWith(base) && existsSync(file))`: a conjunct runs only where the ones before it
    held, so what they check is clean inside it."""
    parts = guards.conjuncts(condition)
    for index in range(1, len(parts)):
        # a negated check (`!ALLOWED.includes(x) && ...`) holds where the value was refused, and
        # one side of an `||` may hold without the check
        held = [p for p in parts[:index] if not p.text().lstrip("( ").startswith("!") and "||" not in p.text()]
        before = [name for part in held for name in _checked_names(scope, part)]
        scope.clean_within(parts[index], _with_derived(scope, before))


def _sanitizer_fixed_points(scope: Scope, statement: Any, condition: Any) -> list[str]:
    """The variables `condition` finds changed by one of the rule's sanitizers when it holds:
    `sanitizeFilename(part) !== part`, or `sanitized !== part` after `const sanitized =
    sanitizeFilename(part)` (through `||`). Once it fails, the value is what the sanitizer makes of it."""
    kind = condition.kind()
    inner = condition.named_children()
    if kind == "parenthesized_expression" and len(inner) == 1:
        return _sanitizer_fixed_points(scope, statement, inner[0])
    operator = condition.field("operator") if kind == "binary_expression" else None
    left, right = condition.field("left"), condition.field("right")
    if operator is None or left is None or right is None:
        return []
    if operator.text() == "||":
        return _sanitizer_fixed_points(scope, statement, left) + _sanitizer_fixed_points(scope, statement, right)
    if operator.text() not in ("!==", "!="):
        return []
    found = []
    for one, other in ((left, right), (right, left)):
        call = _sanitizer_call(scope, statement, one)
        arguments = call.field("arguments") if call is not None else None
        values = arguments.named_children() if arguments is not None else []
        if values and other.kind() == "identifier" and values[0].text() == other.text():
            found.append(str(other.text()))
    return found


def _sanitizer_call(scope: Scope, statement: Any, node: Any) -> Any | None:
    """`node` as a call of one of the rule's sanitizers: the call itself, or the sanitizer call a
    constant declared before `statement` in the same block holds."""
    if node.kind() == "call_expression":
        return node if span(node) in scope.sanitizers else None
    if node.kind() != "identifier":
        return None
    block = statement.parent()
    for sibling in block.named_children() if block is not None else []:
        if sibling.range().start.index >= statement.range().start.index:
            break
        declared = sibling.find_all(kind="variable_declarator") if sibling.kind() == "lexical_declaration" else []
        for declarator in declared:
            name, value = declarator.field("name"), declarator.field("value")
            if name is not None and value is not None and name.text() == node.text():
                return value if value.kind() == "call_expression" and span(value) in scope.sanitizers else None
    return None


def _checked_collections(statement: Any, consequence: Any, confined: list[str]) -> list[str]:
    """The collection a `for (const part of parts)` loop walks when an `if` of its body leaves the
    function (return, throw) for every element it finds unsafe: after the loop, every element of
    `parts` passed the check. A `continue` only skips the element, which stays in the collection."""
    if not confined or not _leaves_function(consequence):
        return []
    block = statement.parent()
    loop = block.parent() if block is not None and block.kind() == "statement_block" else block
    if loop is None or loop.kind() != "for_in_statement" or " of " not in loop.text().split(")")[0]:
        return []
    element, walked = loop.field("left"), loop.field("right")
    if element is None or walked is None or walked.kind() != "identifier":
        return []
    names = {str(n.text()) for n in [element, *element.find_all(kind="identifier")]}
    return [str(walked.text())] if names & set(confined) else []


def _leaves_function(consequence: Any) -> bool:
    """Whether a block exits its function (return, throw), not just the loop around it."""
    statements = consequence.named_children() if consequence.kind() == "statement_block" else [consequence]
    return any(statement.kind() in ("return_statement", "throw_statement") for statement in statements)


def _denial_beside_exceptions(condition: Any) -> Any | None:
    """`if (file !== base && !file.startsWith(base + sep)) return`: the exit leaves `file` either
    equal to what it was compared with or inside the prefix, so it checks as the negated test
    alone does. The negated conjunct, when every other conjunct is an inequality of the same name."""
    parts = guards.conjuncts(condition)
    denials = [p for p in parts if p.kind() == "unary_expression" and p.text().startswith("!")]
    if len(parts) < 2 or len(denials) != 1:
        return None
    inner = denials[0].named_children()
    parts_of_call = guards.method_call(inner[0]) if len(inner) == 1 else None
    if parts_of_call is None or parts_of_call[1] != "startsWith":
        return None
    name = str(parts_of_call[0].text())
    for part in parts:
        if part is denials[0]:
            continue
        operator = part.field("operator") if part.kind() == "binary_expression" else None
        sides = {str(side.text()) for side in (part.field("left"), part.field("right")) if side is not None}
        if operator is None or operator.text() not in ("!==", "!=") or name not in sides:
            return None
    return denials[0]


# `xs.indexOf(x) < 0`, `=== -1`, `== -1`: a membership test that holds when x is not on the list
_NOT_FOUND = frozenset({("<", "0"), ("===", "-1"), ("==", "-1"), ("<=", "-1")})


def _absent_index(condition: Any) -> bool:
    """Whether `condition` (as a whole, through parentheses) is `xs.indexOf(x) < 0` or `=== -1`:
    the negative form of a membership check, as `!xs.includes(x)` is."""
    while condition.kind() == "parenthesized_expression" and len(condition.named_children()) == 1:
        condition = condition.named_children()[0]
    if condition.kind() != "binary_expression":
        return False
    left, operator, right = condition.field("left"), condition.field("operator"), condition.field("right")
    if left is None or operator is None or right is None or left.kind() != "call_expression":
        return False
    function = left.field("function")
    method = function.field("property") if function is not None and function.kind() == "member_expression" else None
    compact = "".join(str(right.text()).split())
    return method is not None and method.text() == "indexOf" and (operator.text(), compact) in _NOT_FOUND


def _check_reads(scope: Scope, statement: Any, condition: Any, consequence: Any, negated: bool, exits: bool) -> None:
    """`if (!PATTERN.test(req.params.x)) throw ...` cleans that read from there to the end of the
    function; `if (PATTERN.test(req.params.x)) { ... }` inside the block."""
    # `if (!a && !P.test(x)) return` lets x through when a holds; `if (a || P.test(x))` enters unchecked
    joined = _operators(condition)
    if (negated and "&&" in joined) or (not negated and "||" in joined):
        return
    reads = _checked_reads(scope, condition)
    if not reads:
        return
    alternative = statement.field("alternative")
    if negated and not exits:  # only its else branch, if any, runs with the read checked
        scope.checked_reads.extend((*span(alternative), read) for read in reads if alternative is not None)
    elif negated:  # from the end of the rejecting block: its else branch and the code after
        function = next((a for a in statement.ancestors() if a.kind() in FUNCTION_KINDS), None)
        end = span(function)[1] if function is not None else span(statement.get_root().root())[1]
        scope.checked_reads.extend((span(consequence)[1], end, read) for read in reads)
    else:
        scope.checked_reads.extend((*span(consequence), read) for read in reads)


_ABSENT = frozenset({"undefined", "null"})


def _own_keys(scope: Scope, condition: Any, holds: bool) -> list[str]:
    """The variables `condition` shows to be a key of an object the caller did not fill when it
    evaluates to `holds`: `settings[key] !== undefined`, `key in DEFAULTS`, `DEFAULTS.hasOwnProperty(key)`,
    `Object.hasOwn(DEFAULTS, key)` (through `!`, parentheses and, when it holds, `&&`). Such a key is
    one of the names the code gave the object (or of its prototype's: `constructor`), no text of the caller's."""
    kind, inner = condition.kind(), condition.named_children()
    if kind == "parenthesized_expression" and len(inner) == 1:
        return _own_keys(scope, inner[0], holds)
    if kind == "unary_expression" and condition.text().startswith("!") and len(inner) == 1:
        return _own_keys(scope, inner[0], not holds)
    if kind == "call_expression":
        return _has_own_key(scope, condition) if holds else []
    if kind != "binary_expression":
        return []
    operator, left, right = condition.field("operator"), condition.field("left"), condition.field("right")
    if operator is None or left is None or right is None:
        return []
    text = operator.text()
    if text == "&&":
        return [*_own_keys(scope, left, holds), *_own_keys(scope, right, holds)] if holds else []
    if text == "in":
        return _key_of(scope, left, right) if holds else []
    if text not in ("!==", "!=", "===", "=="):
        return []
    present = text in ("!==", "!=")
    for side, other in ((left, right), (right, left)):
        absent = other.text() == "undefined" or (other.text() == "null" and text in ("!=", "=="))
        if absent and side.kind() == "subscript_expression" and present == holds:
            return _key_of(scope, side.field("index"), side.field("object"))
    return []


def _has_own_key(scope: Scope, call: Any) -> list[str]:
    """`DEFAULTS.hasOwnProperty(key)`, `Object.hasOwn(DEFAULTS, key)`,
    `Object.prototype.hasOwnProperty.call(DEFAULTS, key)`."""
    function, arguments = call.field("function"), call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function is None:
        return []
    name = function.text()
    if name in ("Object.hasOwn", "Object.prototype.hasOwnProperty.call") and len(values) == 2:
        return _key_of(scope, values[1], values[0])
    if function.kind() == "member_expression" and name.endswith(".hasOwnProperty") and len(values) == 1:
        return _key_of(scope, values[0], function.field("object"))
    return []


def _key_of(scope: Scope, key: Any, holder: Any) -> list[str]:
    """`key` when it is a variable and `holder` an object of the code's: not a literal, not tainted
    (a field of a `const` object literal is judged by its own value: `payload.settings` of
    `const payload = { name: req.body.name, settings: defaults() }` is the code's), and given no
    key by an index write (`holder[k] = v`) outside the checking `if`."""
    if key is None or holder is None or key.kind() != "identifier":
        return []
    if holder.kind() in CLEAN_KINDS or holder.text() in _ABSENT or _holder_tainted(scope, holder):
        return []
    statement = next((a for a in holder.ancestors() if a.kind() == "if_statement"), None)
    function = next((a for a in holder.ancestors() if a.kind() in FUNCTION_KINDS), None)
    consequence = statement.field("consequence") if statement is not None else None
    if function is None or consequence is None:
        return []
    inside = consequence.range()
    for assignment in function.find_all(kind="assignment_expression"):
        left = assignment.field("left")
        if left is None or left.kind() != "subscript_expression" or left.field("object") is None:
            continue
        where = assignment.range().start.index
        if left.field("object").text() == holder.text() and not inside.start.index <= where < inside.end.index:
            return []  # a key the caller may have added
    return [str(key.text())]


def _holder_tainted(scope: Scope, holder: Any) -> bool:
    """Whether the object whose keys are checked holds the caller's data: for `obj.field` of a
    `const obj = { field: value }`, whether that value does."""
    if holder.kind() == "member_expression":
        target, prop = holder.field("object"), holder.field("property")
        declarator = _constant_declarator(target) if target is not None and target.kind() == "identifier" else None
        literal = declarator.field("value") if declarator is not None else None
        if prop is not None and literal is not None and literal.kind() == "object":
            for pair in literal.named_children():
                name = pair.field("key") if pair.kind() == "pair" else None
                if name is not None and name.text().strip("'\"") == prop.text():
                    value = pair.field("value")
                    return value is None or scope.is_tainted(value)
            return True  # a spread or a later field: not known
    return bool(scope.is_tainted(holder))


def _check_second_slash(scope: Scope, statement: Any, condition: Any, consequence: Any, exits: bool) -> None:
    """`if (!target.pathname.startsWith('//')) { ... }`, `if (target.pathname.startsWith('//')) return`,
    `const safe = ... && !target.pathname.startsWith('//')` then `if (safe)`: where the check holds,
    those paths are local (url_start.fixed_path_start)."""
    bare = _unwrapped(condition)
    stored = _stored_check(statement, condition) if bare.kind() == "identifier" else None
    test = stored if stored is not None else condition
    start, end = span(consequence)
    scope.checked.extend((start, end, name) for name in _no_second_slash(test, holds=True))
    function = next((a for a in statement.ancestors() if a.kind() in FUNCTION_KINDS), None)
    if exits and function is not None:  # from the end of the rejecting block on
        after, last = end, function.range().end.index
        scope.checked.extend((after, last, name) for name in _no_second_slash(test, holds=False))


def _no_second_slash(condition: Any, holds: bool) -> list[str]:
    """The `x.pathname` reads that do not begin with `//` when `condition` evaluates to `holds`
    (through `!`, `&&`, `||` and parentheses)."""
    return guards.proven_when(condition, holds, _no_second_slash_test)


def _no_second_slash_test(test: Any, holds: bool) -> list[str]:
    parts = None if holds else guards.method_call(test)
    if parts is None:
        return []
    target, method, value = parts
    double = re.match(r"""^['"`]//['"`]$""", value.text()) is not None
    pathname = target.kind() == "member_expression" and target.text().endswith(".pathname")
    return [str(target.text())] if method == "startsWith" and double and pathname else []


def _stored_check(statement: Any, condition: Any) -> Any | None:
    """The check a condition names when it is a constant that holds one: `const isValid =
    next.startsWith('/') && !next.startsWith('//')` then `if (isValid)` or `if (!isValid) return`
    checks `next` as the inline condition would. None for anything else, and for a constant whose
    check is itself negated (its sense is then the other way round)."""
    name = condition
    while name.kind() in ("parenthesized_expression", "unary_expression") and len(name.named_children()) == 1:
        if name.kind() == "unary_expression" and not name.text().startswith("!"):
            return None
        name = name.named_children()[0]
    if name.kind() != "identifier":
        return None
    function = next((a for a in statement.ancestors() if a.kind() in FUNCTION_KINDS), None)
    if function is None:
        return None
    for declarator in function.find_all(kind="variable_declarator"):
        target, value = declarator.field("name"), declarator.field("value")
        if target is None or value is None or target.text() != name.text():
            continue
        declaration = declarator.parent()
        constant = declaration is not None and declaration.text().startswith("const")
        before = declarator.range().end.index <= statement.range().start.index
        if constant and before and not value.text().lstrip("( ").startswith("!"):
            return value
        return None
    return None


def _with_derived(scope: Scope, names: list[str]) -> list[str]:
    """The checked names and the variables bound from them before the check (`const target =
    new URL(next, base)` then `if (!next.startsWith('/') || ...) return`: target is checked too)."""
    derived = [
        variable
        for variable, trail in scope.trails.items()
        if variable not in names and any(step.role == "assigned" and step.label in names for step in trail[:-1])
    ]
    return names + derived


def _command_failure(scope: Scope, call: Any) -> None:
    """`exec(`nslookup ${domain}`, (error, stdout) => res.send(`Error: ${error.message}`))`: the
    callback's error holds the command line (CHILD_PROCESS), tainted when the command is."""
    arguments = call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    callback = values[-1] if len(values) > 1 else None
    if callback is None or callback.kind() not in ("arrow_function", "function_expression"):
        return
    formal = callback.field("parameters")
    first = next(iter(formal.named_children()), None) if formal is not None else None
    error = _parameter_target(first) if first is not None else None
    if error is None or error.kind() != "identifier" or not scope.is_tainted(values[0]):
        return
    name, (start, end) = str(error.text()), span(callback)
    # tainted in the callback only: elsewhere the name is another value (a later `catch (error)`)
    outside = [(0, start, name), (end, sys.maxsize, name)]
    scope.shadows = [shadow for shadow in scope.shadows if shadow != (start, end, name)] + outside
    scope.taint(name, values[0])


def _bind_elements(scope: Scope, call: Any) -> None:
    """`targets.map(async (url) => fetch(url))` on a tainted array: inside the callback, its
    element parameter (`url`) holds the array's data, not a value of its own."""
    function, arguments = call.field("function"), call.field("arguments")
    method = function.field("property") if function is not None and function.kind() == "member_expression" else None
    position = ELEMENT_METHODS.get(str(method.text())) if method is not None else None
    values = arguments.named_children() if arguments is not None else []
    callback = values[0] if values else None
    if position is None or callback is None or callback.kind() not in ("arrow_function", "function_expression"):
        return
    single = callback.field("parameter")
    formal = callback.field("parameters")
    declared = [single] if single is not None else (formal.named_children() if formal is not None else [])
    receiver = function.field("object")
    if len(declared) <= position or receiver is None or not scope.is_tainted(receiver):
        return
    start, end = span(callback)
    for name in _bound_names(_parameter_target(declared[position])):
        outer = name in scope.tainted  # a tainted variable outside of the same name stays so
        outside = [] if outer else [(0, start, name), (end, sys.maxsize, name)]
        scope.shadows = [shadow for shadow in scope.shadows if shadow != (start, end, name)] + outside
        scope.taint(name, receiver)


def _propagate(scope: Scope, call: Any) -> None:
    """`list.push(x)`, `map.set(k, x)`, `params.append(k, x)`: the collection holds x; a React state
    setter's state holds what it is given. A module
    (`const db = require('./db')`, an import) is no collection: `db.set(key, x)` stores x somewhere
    else, and what `db.get(key)` returns later is a stored record, not this request's data."""
    function = call.field("function")
    arguments = call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function is not None and len(values) == 1 and (state := state_set_by(function)) is not None:
        scope.taint(state, values[0])  # `setPosts(await res.json())`: the component renders posts
        return
    target = function.field("object") if function is not None else None
    if target is None or target.kind() != "identifier" or module_binding(target):
        return
    for argument in values:
        scope.taint(target.text(), argument)


def _checked_names(scope: Scope, condition: Any, any_call: bool = False) -> list[str]:
    """Variables an allow-list check in `condition` tests (with `any_call`, also those passed to
    any function, such as `isSafeReturnPath(next)`)."""
    names = []
    for call in condition.find_all(kind="call_expression"):
        function = call.field("function")
        arguments = call.field("arguments")
        if function is not None and arguments is not None and any_call and function.kind() == "identifier":
            names += [a.text() for a in arguments.named_children() if a.kind() == "identifier"]
        names += guards.named_check(call)
        names += guards.summarised_check(call)
        if function is None or function.kind() != "member_expression":
            continue
        method = function.field("property")
        if method is None or arguments is None:
            continue
        if method.text() in ALLOW_CHECKS and _listing(scope, function.field("object"), str(method.text())):
            if method.text() == "test" and _unanchored(_regex_of(function.field("object"))):
                continue  # `/[a-z]+/.test(name)` holds for `../../x` too
            values = [_checked_value(a) for a in arguments.named_children()]
            names += [a.text() for a in values if a.kind() == "identifier"]
            names += [name for a in values if a.kind() == "template_string" for name in _key_parts(a)]
    return names + _prefixed_names(scope, condition)


def _prefixed_names(scope: Scope, condition: Any, holding: bool = False) -> list[str]:
    """Variables `condition` confines by a prefix that names a place (`file.startsWith(base)`); with
    `holding`, only checks that hold where the condition does (none under a `!`)."""
    names = []
    for call in condition.find_all(kind="call_expression"):
        function = call.field("function")
        if function is None or function.kind() != "member_expression" or call.field("arguments") is None:
            continue
        method = function.field("property")
        target = function.field("object")
        if method is None or method.text() != "startsWith" or (holding and _negated_within(call, condition)):
            continue
        if _prefix_checks(scope, condition, call, target):
            names.append(str(target.text()))
    return names


def _negated_within(node: Any, condition: Any) -> bool:
    """Whether `node` sits under a `!` inside `condition` (`a && !file.startsWith(base)`)."""
    end = span(condition)
    for ancestor in node.ancestors():
        if not (end[0] <= span(ancestor)[0] and span(ancestor)[1] <= end[1]):
            return False
        if ancestor.kind() == "unary_expression" and ancestor.text().startswith("!"):
            return True
    return False


def _allowed_names(scope: Scope, condition: Any) -> list[str]:
    """Variables `condition` admits only from a list the code fixed: a membership test of a
    collection (`includes`, `has`, `indexOf`), a regex anchored at both ends, a function named as
    the decision (`isValidName(x)`). A prefix (`next.startsWith('javascript:')`) or an unanchored
    pattern (`/<!ENTITY.*SYSTEM/.test(xml)`) finds a part of the value and leaves the rest free."""
    names = []
    for call in condition.find_all(kind="call_expression"):
        names += guards.named_check(call) + guards.summarised_check(call)
        function, arguments = call.field("function"), call.field("arguments")
        method = function.field("property") if function is not None and function.kind() == "member_expression" else None
        if method is None or arguments is None or method.text() not in ALLOW_CHECKS:
            continue
        target = function.field("object")
        if not _listing(scope, target, str(method.text())):
            continue
        if method.text() == "test" and not _anchored(_regex_of(target)):
            continue
        names += [a.text() for a in map(_checked_value, arguments.named_children()) if a.kind() == "identifier"]
    return names


def _anchored(pattern: str | None) -> bool:
    return pattern is not None and pattern.startswith("^") and pattern.endswith("$") and not pattern.endswith("\\$")


def _unanchored(pattern: str | None) -> bool:
    """A pattern known and not anchored at both ends: it finds a part of the value (None: not known)."""
    return pattern is not None and not _anchored(pattern)


JOINS = ("&&", "||")


def _operators(condition: Any) -> set[str]:
    """The `&&` and `||` a condition joins its parts with (through `!` and parentheses)."""
    found = set()
    pending = [condition]
    while pending:
        node = pending.pop()
        if node.kind() in ("parenthesized_expression", "unary_expression"):
            pending += node.named_children()
        elif node.kind() == "binary_expression" and (op := node.field("operator")) is not None and op.text() in JOINS:
            found.add(str(op.text()))
            pending += [node.field("left"), node.field("right")]
    return found


def _listing(scope: Scope, target: Any, method: str) -> bool:
    """Whether `target.method(x)` tests x against a list the caller did not choose: a regex's
    `test`, a Set's or Map's `has`, and `includes`/`indexOf` of a collection (collections.py), not of
    a string, where they find a substring (`referer.includes(url)`, `'a.example,b.example'.includes(host)`
    hold for any part of the text). A list the request fills (or a request string) allows anything."""
    if target is None or scope.is_tainted(target):
        return False
    if method in ("includes", "indexOf"):
        return collections.shape(target) != collections.Shape.STRING
    return True


def _checked_reads(scope: Scope, condition: Any) -> list[str]:
    """Property reads an allow-list check in `condition` tests (`ALLOWED.includes(req.query.lang)`,
    `NAME_PATTERN.test(req.params.theme)`): a regex literal that lets a path through (not anchored at
    both ends, or matching `.`, `/` or `\\` in a class, or any character) checks nothing."""
    reads = []
    for call in condition.find_all(kind="call_expression"):
        function, arguments = call.field("function"), call.field("arguments")
        if function is None or arguments is None or function.kind() != "member_expression":
            continue
        method, target = function.field("property"), function.field("object")
        values = [_checked_value(a) for a in arguments.named_children()]
        if method is None or target is None or method.text() not in ALLOW_CHECKS or len(values) != 1:
            continue
        if not _listing(scope, target, str(method.text())):
            continue
        if values[0].kind() != "member_expression":
            continue
        if method.text() == "test" and not guards.regex_confines(_regex_of(target)):
            continue
        reads.append(str(values[0].text()))
    return reads


def _regex_of(target: Any) -> str | None:
    """The pattern of a regex literal, or of a constant of the file bound to one (None: not known)."""
    if target.kind() == "regex":
        pattern = target.field("pattern")
        return str(pattern.text()) if pattern is not None else None
    if target.kind() != "identifier":
        return None
    root = target.get_root().root()
    for declarator in root.find_all(kind="variable_declarator"):
        name, value = declarator.field("name"), declarator.field("value")
        if name is not None and value is not None and name.text() == target.text() and value.kind() == "regex":
            return _regex_of(value)
    return None


def _key_parts(template: Any) -> list[str]:
    """The variables a key built as `${a}/${b}` is made of: a membership check of the whole key
    (`FILES.includes(`${pkg}/${file}`)`) holds only for the parts of a key on the list."""
    parts = []
    for substitution in template.named_children():
        if substitution.kind() != "template_substitution":
            continue
        inner = [_unwrapped(n) for n in substitution.named_children()]
        if len(inner) == 1 and inner[0].kind() == "identifier":
            parts.append(str(inner[0].text()))
    return parts


def _unwrapped(node: Any) -> Any:
    """The value inside `x as T`, `x!`, `(x)`: what an allow-list check of it checks."""
    while node.kind() in ("as_expression", "non_null_expression", "parenthesized_expression", "satisfies_expression"):
        inner = node.named_children()
        if not inner:
            break
        node = inner[0]
    return node


def _checked_value(node: Any) -> Any:
    """What an allow-list check of `node` checks: the value inside `x as T`, `x!`, `(x)` and a
    literal default (`/^[a-z]{2}$/.test(lang || '')` passes only a lang that matches; a falsy
    lang stays falsy)."""
    node = _unwrapped(node)
    operator, left, right = node.field("operator"), node.field("left"), node.field("right")
    defaulted = (node.kind() == "binary_expression" and operator is not None and operator.text() in ("||", "??")
                 and right is not None and right.kind() in ("string", "number", "null", "undefined"))
    return _checked_value(left) if defaulted and left is not None else node


# a literal prefix that names a place: a path (`/`, `./`, `..`, `C:\`), a URL's scheme (`https:`)
_LOCATION_PREFIX = lazy_compile(r"""^['"`]([/\\.~]|[a-zA-Z][\w+.-]*:)""")


def _prefix_checks(scope: Scope, condition: Any, call: Any, target: Any) -> bool:
    """Whether `target.startsWith(...)` in `condition` confines target: not to an origin without
    its slash, and not to a `/` alone unless `//` and `/\\` are excluded too (guards.py; `//`
    alone where the framework percent-encodes the redirect's backslashes)."""
    arguments = call.field("arguments").named_children()
    if target.kind() != "identifier" or any(opens_origin(a.text()) for a in arguments):
        return False
    if arguments and all(a.kind() == "string" and not _LOCATION_PREFIX.match(a.text()) for a in arguments):
        return False  # `input.startsWith('{')`: a prefix that is no place confines nothing
    if guards.second_slash_prefix(call):
        return False  # `!next.startsWith('//')`: the other half of a local-path check, no place alone
    encoded = scope.fixed_origin == "encoded-navigation"
    return not guards.single_slash_prefix(call) or guards.excludes_protocol_relative(condition, target.text(), encoded)


def _host_pins(scope: Scope, condition: Any, holds: bool) -> list[str]:
    """The variables `condition` pins to an allowed host when it evaluates to `holds`: the URL
    (or URL text) whose hostname, host or origin it compares with a literal (`new URL(next).
    hostname === 'example.com'`), matches against a suffix that starts with a dot (`host.
    endsWith('.example.com')`) or finds in an allow-list (`ALLOWED_HOSTS.has(url.hostname)`),
    through `!`, `&&`, `||` and parentheses. A substring, a prefix or a suffix without its dot
    pins nothing, and so does a side of `||` that pins nothing."""
    kind = condition.kind()
    inner = condition.named_children()
    if kind == "parenthesized_expression" and len(inner) == 1:
        return _host_pins(scope, inner[0], holds)
    if kind == "unary_expression" and condition.text().startswith("!") and len(inner) == 1:
        return _host_pins(scope, inner[0], not holds)
    if kind == "binary_expression":
        return _compared_pins(scope, condition, holds)
    if kind == "call_expression" and holds:
        found = [name for node in _host_checked(scope, condition) for name in _host_names(scope, node)]
        return found + _listed_host_pins(scope, condition)
    return []


# Array methods whose result is truthy only when the callback held for an element of the array
_ELEMENT_TESTS = frozenset({"some", "find"})


def _listed_host_pins(scope: Scope, call: Any) -> list[str]:
    """The URLs an allow-list's `some`/`find` pins when it holds: `ALLOWED.some((entry) =>
    new URL(url).hostname === new URL(entry).hostname)` holds only when url's host is one of the
    list's (a list the caller does not fill), as `ALLOWED.has(new URL(url).hostname)` does. The
    callback's returned conjuncts are read as a host check (`_host_pins`), its own constants bound
    to `new URL(x)` (or a function of the file that returns one) standing for x."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or function.kind() != "member_expression" or arguments is None:
        return []
    method, target = function.field("property"), function.field("object")
    values = [a for a in arguments.named_children() if a.kind() != "comment"]
    if method is None or target is None or method.text() not in _ELEMENT_TESTS or len(values) != 1:
        return []
    callback = values[0]
    if callback.kind() not in ("arrow_function", "function_expression") or target.kind() not in _LIST_KINDS:
        return []
    if scope.is_tainted(target):
        return []  # a list the caller sends (or adds to) allows what the caller wants
    pinned: set[str] | None = None
    for value in guards.returned(callback):
        names = {name for part in guards.conjuncts(value) for name in _host_pins(scope, part, holds=True)}
        pinned = names if pinned is None else pinned & names
    parameters = set(guards.parameter_names(callback))
    found = [_callback_url(callback, name) for name in sorted(pinned or set()) if name not in parameters]
    return [name for url in found for name in scope.checked_by(url)]


_LIST_KINDS = frozenset({"identifier", "member_expression", "array", "call_expression"})


def _callback_url(callback: Any, name: str) -> str:
    """What `name` holds the parsed URL of inside `callback`: `url` for `const target = new URL(url)`
    or `const target = parseUrl(url as string)` (a function of the file returning `new URL(param)`)."""
    for declarator in callback.find_all(kind="variable_declarator"):
        bound, value = declarator.field("name"), declarator.field("value")
        if bound is None or value is None or bound.text() != name:
            continue
        value = _unwrapped(value)
        parsed = _parsed_url(value) if value.kind() == "new_expression" else None
        if parsed is None and value.kind() == "call_expression":
            parsed = _url_parsed_by(value)
        return parsed if parsed is not None else name
    return name


def _url_parsed_by(call: Any) -> str | None:
    """`url` for `parseUrl(url)` when the file's `parseUrl` returns `new URL(` its first parameter `)`
    (or null when that throws)."""
    function = guards.definition(call)
    arguments = call.field("arguments")
    values = [_unwrapped(a) for a in arguments.named_children()] if arguments is not None else []
    if function is None or not values or values[0].kind() != "identifier":
        return None
    parameters = guards.parameter_names(function)
    first = parameters[0] if parameters else None
    made = [_parsed_url(_unwrapped(v)) for v in guards.returned(function) if _unwrapped(v).kind() == "new_expression"]
    return str(values[0].text()) if first is not None and first in made else None


def _compared_pins(scope: Scope, condition: Any, holds: bool) -> list[str]:
    operator, left, right = condition.field("operator"), condition.field("left"), condition.field("right")
    if operator is None or left is None or right is None:
        return []
    if operator.text() in ("&&", "||"):
        first, second = _host_pins(scope, left, holds), _host_pins(scope, right, holds)
        if (operator.text() == "&&") == holds:  # both sides hold (&&) or both fail (||): either one pins
            return first + second
        return [name for name in first if name in second]
    equal = operator.text() in ("===", "==")
    if equal != holds or operator.text() not in ("===", "==", "!==", "!="):
        return []
    sides = [(left, right), (right, left)]
    return [name for side, other in sides if _fixed(scope, other) for name in _host_names(scope, side)]


def _fixed(scope: Scope, node: Any) -> bool:
    """A value the caller does not choose: a literal, or a constant or property not tainted here
    (`APP_HOST`, `window.location.origin`)."""
    if node.kind() == "string":
        return True
    if node.kind() == "template_string":
        return not any(part.kind() == "template_substitution" for part in node.named_children())
    return node.kind() in ("identifier", "member_expression") and not scope.is_tainted(node)


def _host_checked(scope: Scope, call: Any) -> list[Any]:
    """The host a call checks exactly: `host.endsWith('.example.com')`, `ALLOWED.has(url.hostname)`
    (an allow-list the caller does not fill)."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or function.kind() != "member_expression" or arguments is None:
        return []
    method, target = function.field("property"), function.field("object")
    values = arguments.named_children()
    if method is None or target is None or len(values) != 1:
        return []
    if method.text() == "endsWith" and re.match(r"""^['"`]\.""", values[0].text()):
        return [target]
    if method.text() in ("has", "includes") and _listing(scope, target, str(method.text())):
        return [values[0]] if _url_of(values[0]) is not None or values[0].kind() == "identifier" else []
    return []


def _host_names(scope: Scope, node: Any) -> list[str]:
    """What checking `node` checks: a variable (and the URL it holds the host of), or the URL
    whose host part `node` reads."""
    return scope.checked_by(node.text() if node.kind() == "identifier" else _url_of(node))


def _url_of(node: Any) -> str | None:
    """`url` for `url.hostname` (host, origin), `next` for `new URL(next).hostname`."""
    if node.kind() != "member_expression":
        return None
    part, target = node.field("property"), node.field("object")
    if part is None or target is None or part.text() not in HOST_PARTS:
        return None
    return target.text() if target.kind() == "identifier" else _parsed_url(target)


def _parsed_url(node: Any) -> str | None:
    """`next` for `new URL(next)` or `new URL(next, base)`; the name itself for a variable."""
    while node.kind() == "parenthesized_expression" and len(node.named_children()) == 1:
        node = node.named_children()[0]
    if node.kind() == "identifier":
        return str(node.text())
    if node.kind() != "new_expression" or not node.text().startswith("new URL("):
        return None
    arguments = node.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    return str(values[0].text()) if values and values[0].kind() == "identifier" else None


# Next.js's redirect(), permanentRedirect() and notFound() throw, and so does Koa's ctx.throw(400):
# the code after them does not run
THROWING_CALL = lazy_compile(r"^(redirect|permanentRedirect|notFound|forbidden|unauthorized|ctx\.throw)\(")


def block_exits(consequence: Any) -> bool:
    """Whether an `if`'s block leaves what runs after it: return, throw, continue or break, or a
    call that throws (Next.js's `redirect()` and `notFound()`, Koa's `ctx.throw()`)."""
    if consequence.kind() in EARLY_EXITS:
        return True
    statements = consequence.named_children() if consequence.kind() == "statement_block" else [consequence]
    return any(
        statement.kind() in EARLY_EXITS
        or (statement.kind() == "expression_statement" and THROWING_CALL.match(statement.text()))
        for statement in statements
    )


def shadowed(function: Any, sources: frozenset[Span]) -> list[tuple[int, int, str]]:
    """Where a name of the outer function means another value: inside a function nested in it,
    each parameter it declares (`.then((chart) => res.send(chart))` after `let chart = req.body`:
    the callback's `chart` is what the promise gives, not the request's body). A nested function
    with a source among its parameters (a route handler's `({ query })`) is left to its source."""
    found: list[tuple[int, int, str]] = []
    for inner in function.find_all(any=[{"kind": kind} for kind in functions]):
        if span(inner) == span(function):
            continue
        single = inner.field("parameter")
        declared = [single] if single is not None else []
        formal = inner.field("parameters")
        if formal is not None:
            declared += formal.named_children()
        if not declared or any(s <= where[0] < e for s, e in map(span, declared) for where in sources):
            continue
        start, end = span(inner)
        passed = _passed_beside(inner)
        found += [
            (start, end, name)
            for node in declared
            for name in _bound_names(_parameter_target(node))
            if name not in passed
        ]
    return found


def _passed_beside(callback: Any) -> set[str]:
    """The variables passed beside a callback in the same call: `retry(url, (url) => fetch(url))`,
    `withLock(key, async (key) => ...)`. A helper handed a value and a callback taking a parameter
    of the same name calls it with that value, so the name keeps meaning it inside."""
    holder = callback.parent()
    call = holder.parent() if holder is not None and holder.kind() == "arguments" else None
    if call is None or call.kind() not in ("call_expression", "new_expression"):
        return set()
    return {
        str(argument.text())
        for argument in holder.named_children()
        if argument.kind() == "identifier" and span(argument) != span(callback)
    }


def _parameter_target(node: Any) -> Any:
    """The binding of a parameter: `x` of `x: T`, `x = 1`, `{ a }: Props`."""
    target = node.field("pattern") if node.kind() in ("required_parameter", "optional_parameter") else node
    target = target if target is not None else node
    if target.kind() == "assignment_pattern" and (left := target.field("left")) is not None:
        return left
    return target


def declared_names(source: Any) -> list[str]:
    """A source in a parameter list (`({ params }: Props)`, `formData: FormData`, `url => ...`) declares its names."""
    parent = source.parent()
    single = parent is not None and parent.kind() == "arrow_function" and parent.field("parameter") == source
    if not single and not any(ancestor.kind() == "formal_parameters" for ancestor in source.ancestors()):
        return []
    return _bound_names(source) or [source.text()]


def _url_path_part(target: Any) -> bool:
    """`url.pathname = x` (also search, hash) on a `const url = new URL(...)`: the part after the origin."""
    part, holder = target.field("property"), target.field("object")
    if target.kind() != "member_expression" or part is None or part.text() not in URL_PATH_PARTS:
        return False
    declarator = _constant_declarator(holder) if holder is not None else None
    value = declarator.field("value") if declarator is not None else None
    return value is not None and value.kind() == "new_expression" and str(value.text()).startswith("new URL(")


def _bound_names(target: Any) -> list[str]:
    """The variable names a binding target introduces: `x`, `{ id, user: u }`, `[a, b]`."""
    kind = target.kind()
    if kind == "identifier":
        return [target.text()]
    if kind in ("object_pattern", "array_pattern"):
        names = []
        for node in target.find_all(any=[{"kind": "shorthand_property_identifier_pattern"}, {"kind": "identifier"}]):
            parent = node.parent()
            if parent is not None and parent.kind() == "pair_pattern" and parent.field("key") == node:
                continue
            names.append(node.text())
        return names
    return []
