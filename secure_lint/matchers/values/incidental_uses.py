"""Random values whose every use is incidental: a cache-buster, an element id or key, a log line.

Issue 24: a random value is security-relevant only where it reaches a key, a password, a token
someone presents, a cookie, a session or a crypto call. `var randomToken = function () { return
Math.random().toString(16) }` whose only caller appends it to the query of an anonymous GET
(`fetch('/ping?' + action + '=' + randomToken())`) busts a cache: whoever guesses it gains
nothing. The value's holder (the variable it is bound to, or the function that returns it) is
followed to each of its uses in the file; the value is incidental when there is at least one use
and each one is
- a query value of a URL that is fetched (fetch, XMLHttpRequest.open, axios/jQuery get, a
  beacon, an image's or script's `src`), directly or through a function of the file that fetches
  its parameter, under a key that does not name a security value (`?_=`, `?t=`, `?v=`);
- an element's `id` or a list `key`;
- an argument of a log call;
- the session token of a places or address autocomplete request (Google Places' `sessionToken`,
  Mapbox's `session_token`): it groups one user's keystrokes into one billed session and
  authorises nothing. It counts as a query value under that key of a fetched URL that names
  autocomplete or places, or as the value of a `sessionToken` field of a request whose URL does,
  directly or through one name or member it is assigned to (`ref.current = makeToken()`), whose
  other reads only test it (`if (!ref.current)`).
A holder that is exported, returned, stored in an object or passed anywhere else keeps the finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.declarations import declaration_of
from secure_lint.matchers.values.syntax import tree_root

_SECURITY_KEY = lazy_compile(
    r"(?i)(token|secret|passw|pwd|otp|key|session|sid|csrf|xsrf|auth|code|state|nonce|sign|verif|reset|invite|cred)"
)
_REQUEST = lazy_compile(
    r"^((window|globalThis|self)\.)?fetch$|^axios(\.(get|head))?$|^(\$|jQuery)\.(get|getJSON|ajax)$"
    r"|^navigator\.sendBeacon$|^((window|self)\.)?open$"
)
_LOG = lazy_compile(r"^(console|logger|log|this\.logger|this\.log)\.\w+$|^(debug|log)$")
_ID_KEYS = lazy_compile(r"^['\"]?(id|key|elementId|domId)['\"]?$")
_FETCHING_METHODS = lazy_compile(r"""^\s*['"`](GET|HEAD)['"`]""", re.IGNORECASE)
_FUNCTIONS = frozenset({"arrow_function", "function_expression", "function"})
_JOINING = frozenset({"parenthesized_expression", "template_substitution", "template_string", "binary_expression"})
_MAX_HOPS = 2
# a places or address search's autocomplete endpoint, and its session token's key
_PLACES_URL = lazy_compile(r"(?i)autocomplete|/places?\b|/place/|/suggest\b")
_SESSION_TOKEN_KEY = lazy_compile(r"(?i)^['\"]?session_?token['\"]?$")


def incidental(node: Any) -> bool:
    """Whether the random value `node` makes is held by a name whose every use is incidental."""
    holder = _holder(node)
    if holder is None:
        return False
    name, is_function, scope = holder
    uses = list(_uses(scope, name, is_function))
    return bool(uses) and all(_incidental_use(use) for use in uses)


def _holder(node: Any) -> tuple[str, bool, Any] | None:
    """The name the value is bound to (False) or the function returning it is named by (True),
    and the node whose text holds every use of that name."""
    for ancestor in node.ancestors():
        kind = ancestor.kind()
        if kind == "variable_declarator":
            target, value = ancestor.field("name"), ancestor.field("value")
            if target is None or target.kind() != "identifier" or _exported(ancestor):
                return None
            found = declaration_of(ancestor, str(target.text()))
            scope = found[1] if found is not None else tree_root(ancestor)
            return str(target.text()), value is not None and value.kind() in _FUNCTIONS, scope
        if kind == "function_declaration":
            target = ancestor.field("name")
            parent = ancestor.parent()
            if target is None or _exported(ancestor) or parent is None:
                return None
            return str(target.text()), True, parent
        if kind in ("pair", "assignment_expression", "method_definition", "return_statement", "arguments"):
            if kind == "return_statement" and _inside_function_value(ancestor):
                continue  # `function () { return ...; }` bound to a name: that name holds it
            return None
    return None


def _inside_function_value(statement: Any) -> bool:
    for ancestor in statement.ancestors():
        if ancestor.kind() in _FUNCTIONS or ancestor.kind() == "function_declaration":
            parent = ancestor.parent()
            return ancestor.kind() == "function_declaration" or (
                parent is not None and parent.kind() == "variable_declarator"
            )
    return False


def _exported(declaration: Any) -> bool:
    """Whether the declaration (a function, or a declarator of a declaration) is exported itself."""
    parent = declaration.parent()
    if parent is not None and declaration.kind() == "variable_declarator":
        parent = parent.parent()
    return parent is not None and parent.kind() == "export_statement"




def _uses(scope: Any, name: str, is_function: bool) -> Iterator[Any]:
    """Each read of `name` in its scope (a call of it, for a function), the declaration's own name aside."""
    for identifier in scope.find_all(any=[{"kind": "identifier"}, {"kind": "shorthand_property_identifier"}]):
        if identifier.text() != name or _is_declared_name(identifier):
            continue
        if identifier.kind() == "shorthand_property_identifier":
            yield identifier  # `{ password }`: stored under its own name, never incidental
            continue
        parent = identifier.parent()
        if is_function:
            call = parent if parent is not None and parent.kind() == "call_expression" else None
            yield call if call is not None and call.field("function") == identifier else identifier
        else:
            yield identifier


def _incidental_use(use: Any, hops: int = 0) -> bool:
    top, before = _joined(use)
    if _logged(top) or _element_id(top) or _places_session_token(top, hops):
        return True
    if before is not None and _places_query(before):
        return _fetched(top, hops)
    return before is not None and _query_value(before) and _fetched(top, hops)


def _places_query(before: str) -> bool:
    """Whether text ending in `before` puts the next value under `sessiontoken=` of an
    autocomplete or places URL."""
    return bool(_PLACES_URL.search(before)) and bool(re.search(r"(?i)[?&]session_?token=$", before))


def _places_session_token(value: Any, hops: int) -> bool:
    """Whether `value` is only the session token of a places autocomplete request: the value of its
    `sessionToken` field, or assigned to a name or member whose reads are that or test it."""
    parent = value.parent()
    if parent is None:
        return False
    if parent.kind() == "pair" and parent.field("value") == value:
        key = parent.field("key")
        return key is not None and bool(_SESSION_TOKEN_KEY.match(str(key.text()))) and _sent_to_places(parent)
    if parent.kind() == "assignment_expression" and parent.field("right") == value and hops < _MAX_HOPS:
        left = parent.field("left")
        if left is None or left.kind() not in ("identifier", "member_expression"):
            return False
        reads = list(_reads_of(tree_root(parent), str(left.text())))
        sent = [read for read in reads if not _tested(read)]
        return bool(sent) and all(_places_session_token(read, hops + 1) for read in sent)
    return False


def _reads_of(scope: Any, text: str) -> Iterator[Any]:
    """Each name or member in `scope` written `text` that is not assigned to."""
    kind = "member_expression" if "." in text else "identifier"
    for node in scope.find_all(kind=kind):
        parent = node.parent()
        assigned = parent is not None and parent.kind() == "assignment_expression" and parent.field("left") == node
        if node.text() == text and not assigned and not _is_declared_name(node):
            yield node


def _tested(read: Any) -> bool:
    """`!x`, or `x` as the whole condition of an `if`: a test tells nothing of the value."""
    parent = read.parent()
    if parent is not None and parent.kind() == "unary_expression" and str(parent.text()).startswith("!"):
        return True
    return parent is not None and parent.kind() == "parenthesized_expression" and _is_condition(parent)


def _is_condition(node: Any) -> bool:
    parent = node.parent()
    return parent is not None and parent.kind() in ("if_statement", "while_statement") and (
        parent.field("condition") == node
    )


def _sent_to_places(pair: Any) -> bool:
    """Whether the object holding `pair` is an argument of a call whose URL (its first argument, a
    literal) names an autocomplete or places endpoint."""
    holder = pair.parent()
    arguments = holder.parent() if holder is not None and holder.kind() == "object" else None
    if arguments is None or arguments.kind() != "arguments":
        return False
    named = [child for child in arguments.named_children() if child.kind() != "comment"]
    if not named or named[0] == holder or named[0].kind() not in ("string", "template_string"):
        return False
    return bool(_PLACES_URL.search(str(named[0].text())))


def _is_declared_name(identifier: Any) -> bool:
    parent = identifier.parent()
    return parent is not None and parent.kind() in ("variable_declarator", "function_declaration") and (
        parent.field("name") == identifier
    )


def _joined(use: Any) -> tuple[Any, str | None]:
    """The outermost string the use is joined into (itself when none) and the literal text that
    comes before it there (None when it is not joined)."""
    node, before = use, None
    while True:
        parent = node.parent()
        if parent is None or parent.kind() not in _JOINING:
            return node, before
        if parent.kind() == "binary_expression" and not _plus(parent):
            return node, before
        if parent.kind() in ("binary_expression", "template_string"):
            before = _text_before(parent, node) + (before or "")
        node = parent


def _text_before(joined: Any, part: Any) -> str:
    """The literal text of `joined` (a `+` or a template) before its child `part`."""
    start = part.range().start.index
    texts = []
    for child in joined.children() if joined.kind() == "template_string" else _operands(joined):
        if child.range().start.index >= start:
            break
        if child.kind() in ("string_fragment", "escape_sequence"):
            texts.append(str(child.text()))
        elif child.kind() == "string":
            texts.append(str(child.text())[1:-1])
        elif child.kind() == "binary_expression":
            texts.append("".join(str(s.text())[1:-1] for s in child.find_all(kind="string")))
        else:
            texts.append("\0")  # a value of unknown text
    return "".join(texts)


def _operands(joined: Any) -> list[Any]:
    return [side for side in (joined.field("left"), joined.field("right")) if side is not None]


def _plus(node: Any) -> bool:
    operator = node.field("operator")
    return operator is not None and operator.text() == "+"


def _query_value(before: str) -> bool:
    """Whether text ending in `before` puts the next value in a URL's query, under a key that
    names no security value (`?_=`, `?v=`, `?` + a key the code picks)."""
    if "?" not in before:
        return False
    query = before.rsplit("?", 1)[1]
    pair = re.split(r"[&;]", query)[-1]
    key = pair[:-1] if pair.endswith("=") else pair
    return not _SECURITY_KEY.search(key.replace("\0", ""))


def _fetched(value: Any, hops: int) -> bool:
    """Whether the URL `value` is only requested: a request call's first argument, an element's
    `src`, or a name or a parameter of the file's own function that is."""
    parent = value.parent()
    if parent is None:
        return False
    if parent.kind() == "arguments" and _first(parent, value):
        call = parent.parent()
        callee = call.field("function") if call is not None else None
        return callee is not None and (_requests(callee) or _wrapper_requests(callee, 0, hops))
    if parent.kind() == "assignment_expression" and parent.field("right") == value:
        left = parent.field("left")
        return left is not None and bool(re.search(r"\.src$", str(left.text())))
    if parent.kind() == "variable_declarator" and hops < _MAX_HOPS:
        target = parent.field("name")
        found = declaration_of(parent, str(target.text())) if target is not None else None
        if target is None or found is None:
            return False
        reads = list(_uses(found[1], str(target.text()), False))
        return bool(reads) and all(_fetched(read, hops + 1) for read in reads)
    return False


def _first(arguments: Any, value: Any) -> bool:
    named = [child for child in arguments.named_children() if child.kind() != "comment"]
    return bool(named) and named[0] == value


def _requests(callee: Any) -> bool:
    return bool(_REQUEST.match(str(callee.text())))


def _wrapper_requests(callee: Any, position: int, hops: int) -> bool:
    """A function of the file whose parameter at `position` it only requests (`ajax(url)`)."""
    if callee.kind() != "identifier" or hops >= _MAX_HOPS:
        return False
    found = declaration_of(callee, str(callee.text()))
    function = _function_of(found[0]) if found is not None else None
    if function is None:
        return False
    parameters = function.field("parameters")
    named = [p for p in parameters.named_children() if p.kind() != "comment"] if parameters is not None else []
    if len(named) <= position or named[position].kind() not in ("identifier", "required_parameter"):
        return False
    name = str(named[position].text()).split(":")[0].strip()
    body = function.field("body")
    reads = list(_uses(body, name, False)) if body is not None else []
    return bool(reads) and all(_requested_read(read, hops + 1) for read in reads)


def _requested_read(read: Any, hops: int) -> bool:
    """A read of a URL parameter that sends it: `xhr.open('GET', url)`, or as _fetched says."""
    parent = read.parent()
    call = parent.parent() if parent is not None and parent.kind() == "arguments" else None
    callee = call.field("function") if call is not None else None
    if callee is not None and str(callee.text()).endswith(".open") and parent is not None:
        named = [child for child in parent.named_children() if child.kind() != "comment"]
        return len(named) >= 2 and named[1] == read and bool(_FETCHING_METHODS.match(str(named[0].text())))
    return _fetched(read, hops)


def _function_of(declaration: Any) -> Any | None:
    if declaration.kind() == "function_declaration":
        return declaration
    value = declaration.field("value") if declaration.kind() == "variable_declarator" else None
    return value if value is not None and value.kind() in _FUNCTIONS else None


def _logged(value: Any) -> bool:
    parent = value.parent()
    call = parent.parent() if parent is not None and parent.kind() == "arguments" else None
    callee = call.field("function") if call is not None else None
    return callee is not None and bool(_LOG.match(str(callee.text())))


def _element_id(value: Any) -> bool:
    """`el.id = v`, `{ id: v }`, `{ key: v }`, `setAttribute('id', v)`, `<li key={v}>`."""
    parent = value.parent()
    if parent is None:
        return False
    kind = parent.kind()
    if kind == "assignment_expression" and parent.field("right") == value:
        left = parent.field("left")
        return left is not None and bool(re.search(r"\.id$", str(left.text())))
    if kind == "pair" and parent.field("value") == value:
        key = parent.field("key")
        return key is not None and bool(_ID_KEYS.match(str(key.text())))
    if kind == "jsx_expression":
        attribute = parent.parent()
        return attribute is not None and attribute.kind() == "jsx_attribute" and bool(
            re.match(r"^(id|key)\s*=", str(attribute.text()))
        )
    if kind == "arguments":
        call = parent.parent()
        return call is not None and bool(re.search(r"""\.setAttribute\(\s*['"]id['"]""", str(call.text())))
    return False
