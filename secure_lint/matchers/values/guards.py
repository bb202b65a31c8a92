r"""Guards of JavaScript/TypeScript code that decide where a value may point, read from a condition.

The taint matcher (taint/javascript.py) asks these when it meets an `if` or an assertion; each
answers with the variables a guard proves something of:

- a local-path check: `next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')`
  (a single `/` prefix alone lets `//evil.example` through, and browsers read `/\evil.example`
  as `//evil.example`, so a check that rejects `//` but not `/\` proves nothing either);
- a denial of traversal: `if (rel.startsWith('..') || path.isAbsolute(rel)) throw ...`,
  `if (name.includes('..')) return ...` (the value is confined once the condition fails);
- a predicate named as the decision: `isSafeRedirect(next)`, `isAllowedUrl(url)`,
  `assertSafePath(file)`, `pathIsInside(file, base)` (the project's own check or a containment
  package's; a name that says it validates a format, `isURL`, is none); but not when the file
  defines it as a deny-list: it returns `false` for what it recognises and `true` for everything
  else (`if (PRIVATE_IP.test(hostname)) return false; return true`): a block list of hosts misses
  the next spelling of one (`169.254.169.254`, `[::1]`, a name resolving inside), only an allow-list
  decides where a URL may point (a denial of traversal, `..`, stays a guard: it is complete);
- a value equal to what a sanitizer makes of it: `if (sanitizeFilename(part) !== part) return`
  (a fixed point of the sanitizer is as clean as its result);
- `path.relative(base, target)`: checking the relative path checks the target.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values import collections
from secure_lint.matchers.values.tree_memo import tree_fact

# A function whose name says it decides trust or confinement: isSafeRedirect, isAllowedHost,
# assertInsideRoot, validateRedirectUrl, isSameOrigin, isRelativePath, isLocalUrl
NAMED_CHECK = lazy_compile(
    r"(?i)^([\w$]+\.)*(is|assert|ensure|validate|verify|check|require)\w*"
    r"(safe|allow|trust|whitelist|permit|local|relative|internal|inside|within|contained|sameorigin|same_origin)\w*$"
)
# the same decision said of a subject first: pathIsInside (path-is-inside), fileIsWithinRoot
SUBJECT_CHECK = lazy_compile(
    r"^([\w$]+\.)*[a-z][A-Za-z0-9]*(Is|Are)(Inside|Within|Contained|Safe|Allowed|Trusted|Permitted|Local|Internal)"
    r"[A-Za-z0-9]*$"
)
_SLASH = lazy_compile(r"""^['"`]/['"`]$""")
_DOUBLE_SLASH = lazy_compile(r"""^['"`]//['"`]$""")
_SECOND_SLASH = lazy_compile(r"""^['"`](//|/\\\\)['"`]$""")
# a backslash in a string or regex literal: `'/\\'`, `'\\'`, `/[\/\\]/`
_BACKSLASH_LITERAL = lazy_compile(r"""['"`/][^'"`\n]*\\\\""")
_DOT_DOT_TEXT = lazy_compile(r"""['"`]\.\.""")
_DOT_DOT = lazy_compile(r"""^['"`]\.\.(/|\\\\)?['"`]$""")
RELATIVE = lazy_compile(r"^(([Pp]ath|nodePath|posix|win32|[Pp]ath\.posix|[Pp]ath\.win32)\.)?relative$")


def single_slash_prefix(call: Any) -> bool:
    """Whether `call` is `x.startsWith('/')`: a prefix check that proves nothing alone."""
    arguments = call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    return len(values) == 1 and _SLASH.match(values[0].text()) is not None


def second_slash_prefix(call: Any) -> bool:
    r"""Whether `call` is `x.startsWith('//')` or `x.startsWith('/\\')`: a test for a
    protocol-relative start, which confines nothing where it holds (it is the way out)."""
    arguments = call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    return len(values) == 1 and _SECOND_SLASH.match(values[0].text()) is not None


def excludes_protocol_relative(condition: Any, name: str, backslash_encoded: bool = False) -> bool:
    r"""Whether `condition` also tests `name` for a second slash and for a backslash after the
    first (`!name.startsWith('//') && !name.startsWith('/\\')`, `name[1] !== '/' && name[1] !==
    '\\'`), so that with a `/` prefix it checks a local path: browsers resolve `/\evil.example`
    as `//evil.example`. A backslash turned into a slash first (`name.replace(/\\/g, '/')` in
    the function) leaves only `//` to reject, and so does a redirect whose framework percent-encodes
    backslashes (`backslash_encoded`: Express's `res.redirect` sends `/%5Cevil.example`)."""
    return _excludes_second_slash(condition, name) and (
        backslash_encoded
        or _BACKSLASH_LITERAL.search(condition.text()) is not None
        or _backslashes_replaced(condition, name)
    )


def _excludes_second_slash(condition: Any, name: str) -> bool:
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


def _backslashes_replaced(condition: Any, name: str) -> bool:
    r"""Whether the function around `condition` assigns `name` a value with its backslashes
    replaced: `const next = raw.replace(/\\/g, '/')`, `next = next.replaceAll('\\', '/')`."""
    function = next((a for a in condition.ancestors() if a.kind() in _FUNCTION_KINDS), None)
    scope = function if function is not None else condition.get_root().root()
    for call in scope.find_all(kind="call_expression"):
        callee, arguments = call.field("function"), call.field("arguments")
        if callee is None or arguments is None or callee.kind() != "member_expression":
            continue
        method = callee.field("property")
        values = arguments.named_children()
        if method is None or method.text() not in ("replace", "replaceAll") or not values:
            continue
        if _BACKSLASH_LITERAL.search(values[0].text()) and _assigned_to(call, name):
            return True
    return False


def _assigned_to(value: Any, name: str) -> bool:
    """Whether `value` is (part of) what a declaration or an assignment gives `name`."""
    for ancestor in value.ancestors():
        if ancestor.kind() in ("variable_declarator", "assignment_expression"):
            target = ancestor.field("name") or ancestor.field("left")
            return target is not None and target.text() == name
        if ancestor.kind() in ("expression_statement", "lexical_declaration", "statement_block"):
            return False
    return False


def denied(condition: Any) -> list[str]:
    """The variables (or property reads, `req.query.file`) a condition finds traversal in when it
    holds: `x.startsWith('..')`,
    `x.includes('..')`, `path.isAbsolute(x)`, or a path outside its base, `!x.startsWith(base)`
    (through `||`, `&&` and parentheses: `x === base || !x.startsWith(base + path.sep)`): once it
    fails (the code exits when it holds), x has no `..` left, or starts with its base."""
    kind = condition.kind()
    if kind == "parenthesized_expression":
        inner = condition.named_children()
        return denied(inner[0]) if len(inner) == 1 else []
    if kind == "unary_expression" and condition.text().startswith("!"):
        inner = condition.named_children()
        parts = method_call(inner[0]) if len(inner) == 1 else None
        return _prefixed(inner[0]) if parts is not None and _ends_in_separator(parts[2]) else []
    if kind == "binary_expression":
        operator = condition.field("operator")
        left, right = condition.field("left"), condition.field("right")
        if operator is None or left is None or right is None or operator.text() != "||":
            return []
        return denied(left) + denied(right)
    parts = method_call(condition)
    if parts is None:
        return []
    target, method, value = parts
    if method in ("startsWith", "includes") and _DOT_DOT.match(value.text()):
        return [str(target.text())] if target.kind() in ("identifier", "member_expression") else []
    return []


def method_call(call: Any) -> tuple[Any, str, Any] | None:
    """`target.method(argument)` with one argument: its target, method name and argument."""
    if call.kind() != "call_expression":
        return None
    function, arguments = call.field("function"), call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if function is None or function.kind() != "member_expression" or len(values) != 1:
        return None
    target, method = function.field("object"), function.field("property")
    if target is None or method is None:
        return None
    return target, str(method.text()), values[0]


def named_check(call: Any) -> list[str]:
    """The variables a call of a function named as a trust or confinement decision checks."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or arguments is None:
        return []
    if not NAMED_CHECK.match(function.text()) and not SUBJECT_CHECK.match(function.text()):
        return []
    defined = _definition(call)
    if defined is not None and deny_list(defined):
        return []
    return [str(a.text()) for a in arguments.named_children() if a.kind() == "identifier"]


def deny_list(function: Any) -> bool:
    """Whether `function` allows by default: its last statement (inside a `try`, that block's last)
    returns `true` after some earlier `return false`, and what it denies is no traversal (`..`)."""
    body = function.field("body")
    if body is None or body.kind() != "statement_block":
        return False
    last = _last_statement(body)
    if last is not None and last.kind() == "try_statement":
        block = last.field("body")
        last = _last_statement(block) if block is not None else None
    if last is None or last.kind() != "return_statement" or last.text().rstrip(";").split() != ["return", "true"]:
        return False
    denies = any(_FALSY.match(value.text()) for value in _returned(function))
    return denies and _DOT_DOT_TEXT.search(str(body.text())) is None


def _last_statement(block: Any) -> Any | None:
    statements = [s for s in block.named_children() if s.kind() != "comment"]
    return statements[-1] if statements else None


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


# Calls whose value is a path built from their arguments: checking it checks what went in
_PATH_BUILDERS = lazy_compile(
    r"^(([Pp]ath|nodePath|posix|win32|[Pp]ath\.posix|[Pp]ath\.win32)\.)?(resolve|join|normalize)$"
)
_FUNCTION_KINDS = ("function_declaration", "function_expression", "arrow_function", "method_definition")
_MEMBERSHIP = frozenset({"includes", "has"})
_FALSY = lazy_compile(r"""^(false|null|undefined|0|''|""|``)$""")


def summarised_check(call: Any) -> list[str]:
    """The arguments a call of a check function the file defines confines when it returns a truthy
    value, read from the function's body (not its name): `validateStreamFilePath(dir, file)` whose
    body is `const rel = path.relative(dir, file); return rel && !rel.startsWith('..') &&
    !path.isAbsolute(rel)` confines `file`."""
    function = _definition(call)
    arguments = call.field("arguments")
    if function is None or arguments is None:
        return []
    values = [a for a in arguments.named_children() if a.kind() != "comment"]
    return [
        str(values[i].text())
        for i in confined_parameters(function)
        if i < len(values) and values[i].kind() == "identifier"
    ]


def confined_parameters(function: Any) -> set[int]:
    """The positions of the parameters every truthy value `function` returns shows confined: a
    conjunct that denies traversal (`!rel.startsWith('..')`, `!x.includes('..')`) or checks a prefix
    (`resolved.startsWith(base + path.sep)`) of the parameter, or of a path built from it
    (`path.relative(base, p)`, `path.resolve(p)`) in the function."""
    parameters = _parameter_names(function)
    if not parameters:
        return set()
    found: set[int] | None = None
    for value in _returned(function):
        if _FALSY.match(value.text()):
            continue  # `return false`: no truthy value to vouch for
        names = {name for conjunct in _conjuncts(value) for name in _confined_by(conjunct)}
        positions = {i for i, parameter in enumerate(parameters) if _built_from(function, names, parameter)}
        found = positions if found is None else found & positions
    return found or set()


def definition(call: Any) -> Any | None:
    """The function a call names when the file defines it once (see `_definition`)."""
    return _definition(call)


def parameter_names(function: Any) -> list[str | None]:
    """The names of a function's parameters, in order (None for a pattern)."""
    return _parameter_names(function)


def returned(function: Any) -> list[Any]:
    """The values a function returns (its body, for an arrow function with an expression body)."""
    return _returned(function)


def _definition(call: Any) -> Any | None:
    """The function a call names when the file defines it once: `check(x)` (a function declaration
    or a `const check = (...) =>`), `this.check(x)` (a method of the class around the call)."""
    callee = call.field("function")
    if callee is None:
        return None
    if callee.kind() == "member_expression":
        target, prop = callee.field("object"), callee.field("property")
        if target is None or prop is None or target.kind() != "this":
            return None
        body = next((a for a in call.ancestors() if a.kind() == "class_body"), None)
        methods = [
            m
            for m in (body.children() if body is not None else [])
            if m.kind() == "method_definition" and (n := m.field("name")) is not None and n.text() == prop.text()
        ]
        return methods[0] if len(methods) == 1 else None
    if callee.kind() != "identifier":
        return None
    found = tree_fact(call, "named-functions", _named_functions).get(str(callee.text()), [])
    return found[0] if len(found) == 1 else None


def _named_functions(root: Any) -> dict[str, list[Any]]:
    """The functions the file declares, by name: `function check() {}` and `const check = () => ...`
    (a name declared more than once lists each)."""
    named: dict[str, list[Any]] = {}
    for node in root.find_all(any=[{"kind": "function_declaration"}, {"kind": "variable_declarator"}]):
        name = node.field("name")
        value = node if node.kind() == "function_declaration" else node.field("value")
        if name is not None and value is not None and value.kind() in _FUNCTION_KINDS:
            named.setdefault(str(name.text()), []).append(value)
    return named


def _parameter_names(function: Any) -> list[str | None]:
    single = function.field("parameter")
    if single is not None:
        return [str(single.text())]
    parameters = function.field("parameters")
    names: list[str | None] = []
    for parameter in parameters.named_children() if parameters is not None else []:
        if parameter.kind() == "comment":
            continue
        pattern = (
            parameter.field("pattern")
            if parameter.kind() in ("required_parameter", "optional_parameter")
            else parameter
        )
        names.append(str(pattern.text()) if pattern is not None and pattern.kind() == "identifier" else None)
    return names


def _returned(function: Any) -> list[Any]:
    body = function.field("body")
    if body is None:
        return []
    if body.kind() != "statement_block":
        return [body]
    values = []
    for statement in body.find_all(kind="return_statement"):
        owner = next((a for a in statement.ancestors() if a.kind() in _FUNCTION_KINDS), None)
        if owner is None or owner.range() != function.range():
            continue
        value = statement.named_children()[:1]
        if not value:
            return []
        values.append(value[0])
    return values


def proven_when(condition: Any, holds: bool, leaf: Callable[[Any, bool], list[str]]) -> list[str]:
    """What `leaf` proves of the tests inside `condition` when it evaluates to `holds`: through
    parentheses, `!`, `&&` holding (both parts hold) and `||` failing (both parts fail). `leaf`
    is given each innermost test and whether it holds."""
    kind = condition.kind()
    inner = condition.named_children()
    if kind == "parenthesized_expression" and len(inner) == 1:
        return proven_when(inner[0], holds, leaf)
    if kind == "unary_expression" and condition.text().startswith("!") and len(inner) == 1:
        return proven_when(inner[0], not holds, leaf)
    if kind == "binary_expression":
        operator, left, right = condition.field("operator"), condition.field("left"), condition.field("right")
        if operator is None or left is None or right is None or operator.text() != ("&&" if holds else "||"):
            return []
        return proven_when(left, holds, leaf) + proven_when(right, holds, leaf)
    return leaf(condition, holds)


def conjuncts(node: Any) -> list[Any]:
    """The parts of `a && b && c` (through parentheses): each holds when the whole does."""
    return _conjuncts(node)


def _conjuncts(node: Any) -> list[Any]:
    """The parts of `a && b && c` (through parentheses): each holds when the whole does."""
    while node.kind() == "parenthesized_expression" and len(node.named_children()) == 1:
        node = node.named_children()[0]
    operator = node.field("operator") if node.kind() == "binary_expression" else None
    if operator is not None and operator.text() == "&&":
        left, right = node.field("left"), node.field("right")
        return [*_conjuncts(left), *_conjuncts(right)] if left is not None and right is not None else []
    return [node]


def _confined_by(conjunct: Any) -> list[str]:
    """The variables a condition that holds shows confined: `!x.startsWith('..')` (a denial of
    traversal that fails), `x.startsWith(base)` (a prefix that is more than `/`), `TYPES.includes(x)`
    (one of a collection's values the code wrote)."""
    if conjunct.kind() == "unary_expression" and conjunct.text().startswith("!"):
        inner = conjunct.named_children()
        return denied(inner[0]) if len(inner) == 1 else []
    parts = method_call(conjunct)
    if parts is not None and parts[1] in _MEMBERSHIP and parts[2].kind() == "identifier":
        listed = collections.shape(parts[0]) == collections.Shape.COLLECTION
        return [str(parts[2].text())] if listed else []
    return _prefixed(conjunct)


# a prefix that ends in a separator: `base + path.sep`, `` `${root}/` ``, `'/srv/data/'`,
# `'https://api.acme.example/'` (without it `/store` lets `/store-old` through, and a host `a.example`
# lets `a.example.evil`); a scheme alone (`'https://'`) bounds nothing
_SEPARATOR_END = lazy_compile(r"""(?:\+\s*(?:(?:[\w$]+\.)?sep|['"]/['"])|/['"`])$""")
_SCHEME_ONLY = lazy_compile(r"""^['"`][a-z][a-z0-9+.-]*:/+['"`]$""")


def _ends_in_separator(prefix: Any) -> bool:
    text = str(prefix.text())
    return _SEPARATOR_END.search(text) is not None and not _SCHEME_ONLY.match(text) and not _SLASH.match(text)


def _prefixed(condition: Any) -> list[str]:
    """The variable `x.startsWith(base)` shows starts with its base (a prefix more than `/` or `..`)."""
    parts = method_call(condition)
    if parts is None or parts[1] != "startsWith" or parts[0].kind() != "identifier":
        return []
    target, _, prefix = parts
    if prefix.kind() == "string" and (_SLASH.match(prefix.text()) or _DOT_DOT.match(prefix.text())):
        return []
    return [str(target.text())]


def _built_from(function: Any, names: set[str], parameter: str | None, depth: int = 0) -> bool:
    """Whether one of `names` is `parameter`, or a constant of `function` built from it by
    `path.relative(base, parameter)`, `path.resolve(...)`, `path.join(...)` or `path.normalize(...)`."""
    if parameter is None or depth > 2:
        return False
    if parameter in names:
        return True
    for declarator in function.find_all(kind="variable_declarator"):
        name, value = declarator.field("name"), declarator.field("value")
        if name is None or value is None or name.text() not in names:
            continue
        while value.kind() in ("await_expression", "parenthesized_expression") and value.named_children():
            value = value.named_children()[-1]
        callee = value.field("function") if value.kind() == "call_expression" else None
        arguments = value.field("arguments") if callee is not None else None
        if callee is None or arguments is None:
            continue
        parts = arguments.named_children()
        if RELATIVE.match(callee.text()) and len(parts) == 2:
            parts = parts[1:]  # what is relative to the base: the target
        elif not _PATH_BUILDERS.match(callee.text()):
            continue
        inner = {str(p.text()) for p in parts if p.kind() == "identifier"}
        inner |= {str(p.field("arguments").named_children()[-1].text()) for p in parts if _built_path(p)}
        if _built_from(function, inner, parameter, depth + 1):
            return True
    return False


def _built_path(node: Any) -> bool:
    """`path.resolve(p)`: a call of a path builder whose last argument is a variable."""
    callee = node.field("function") if node.kind() == "call_expression" else None
    arguments = node.field("arguments") if callee is not None else None
    parts = arguments.named_children() if arguments is not None else []
    return (
        callee is not None
        and _PATH_BUILDERS.match(callee.text()) is not None
        and bool(parts)
        and parts[-1].kind() == "identifier"
    )


# Calls whose value names the same file as their one argument: `path.resolve(p)` (made absolute
# against the working directory, as the file calls on `p` read it), `path.normalize(p)`, `realpath(p)`
_SAME_FILE = lazy_compile(
    r"^(([Pp]ath|nodePath|posix|win32|[Pp]ath\.posix|[Pp]ath\.win32)\.(resolve|normalize)"
    r"|([\w$]+\.)*(realpathSync|realpath)(\.native)?)$"
)


def same_file_sources(statement: Any, names: list[str]) -> list[str]:
    """The variables that `names` are canonical forms of (`const resolved = path.resolve(file)`,
    declared once in the function around `statement` and before it): a check on the resolved path
    confines `file` too, since both name one file. Not `path.resolve(base, name)`: there the file
    `name` alone names is another one."""
    function = next((a for a in statement.ancestors() if a.kind() in _FUNCTION_KINDS), None)
    if function is None or not names:
        return []
    wanted = set(names)
    found: dict[str, list[str]] = {}
    for declarator in function.find_all(kind="variable_declarator"):
        name, value = declarator.field("name"), declarator.field("value")
        if name is None or value is None or name.text() not in wanted:
            continue
        if declarator.range().start.index > statement.range().start.index:
            continue
        found.setdefault(str(name.text()), []).append(_same_file_argument(value) or "")
    return [source for sources in found.values() if len(sources) == 1 and (source := sources[0])]


def _same_file_argument(value: Any) -> str | None:
    """`file` for `path.resolve(file)`, `await fs.promises.realpath(file)`."""
    while value.kind() in ("await_expression", "parenthesized_expression") and value.named_children():
        value = value.named_children()[-1]
    callee = value.field("function") if value.kind() == "call_expression" else None
    arguments = value.field("arguments") if callee is not None else None
    parts = [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []
    if callee is None or not _SAME_FILE.match(callee.text()) or len(parts) != 1 or parts[0].kind() != "identifier":
        return None
    return str(parts[0].text())


_CLASS = lazy_compile(r"\[(\^?)((?:\\.|[^\]\\])*)\]")
_CLASS_LETS_PATH = lazy_compile(r"[./]|\\[\\/.WSD]")


def regex_confines(pattern: str | None) -> bool:
    """Whether a value that fully matches `pattern` can hold no traversal: anchored at both ends, no
    wildcard `.`, and no character class (or class escape) that matches `.`, `/` or `\\` (a literal
    `\\/` between fixed parts, `@scope/name`, stays one place). None (a pattern not known): trusted,
    as an allow-list check of a name is."""
    if pattern is None:
        return True
    if not pattern.startswith("^") or not pattern.endswith("$") or pattern.endswith("\\$"):
        return False
    for negated, body in _CLASS.findall(pattern):
        if negated or _CLASS_LETS_PATH.search(body):
            return False
    outside = _CLASS.sub("", pattern)
    outside = re.sub(r"\\.", lambda m: "" if m.group(0) not in ("\\W", "\\S", "\\D") else ".", outside)
    return "." not in outside
