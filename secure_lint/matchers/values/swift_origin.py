"""Where the bytes a Swift expression hands to a cipher come from, when the code wrote them.

CommonCrypto and CryptoKit take keys and IVs as pointers or `Data`, rarely as the literal itself:
`let key = "..."` becomes `key.data(using: .utf8)`, `Data(key.utf8)` or `Array(key.utf8)`, and
then a pointer in a closure (`keyData.withUnsafeBytes { keyBytes in CCCrypt(..., keyBytes.baseAddress,
...) }`). `literal_origin(node)` follows such an expression back through those steps: byte views
(`.utf8`, `.baseAddress`, `.bytes`), conversions (`Data(x)`, `Array(x)`, `[UInt8](x)`,
`Data(base64Encoded: x)`), `x.data(using:)` and `.bindMemory(to:)`, unwrapping, the parameter (or
`$0`) of a closure that borrows a value's bytes (`withUnsafeBytes`, `withCString`...) and names
bound by `let`, `guard let`/`if let`, or a `var` nothing changes, to a non-empty string literal, an
array of integer literals or a zero-filled buffer. A parameter, a call result or a changed `var` has
no literal origin.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.swift import STRINGS, UNWRAPPING, _bound_value, _declaration, _enclosing_type

# properties that are the same bytes seen another way
BYTE_VIEWS = frozenset({"utf8", "utf8CString", "baseAddress", "bytes", "rawValue"})
# methods that return the receiver's bytes (a pointer rebound, the text encoded)
BYTE_METHODS = frozenset({"data", "bindMemory", "assumingMemoryBound", "cString"})
# a closure given the receiver's bytes
BORROWERS = frozenset(
    {
        "withUnsafeBytes", "withUnsafeMutableBytes", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer",
        "withCString", "withContiguousStorageIfAvailable",
    }
)  # fmt: skip
CONVERTERS = lazy_compile(r"^(Data|NSData|Array|ContiguousArray|\[(UInt8|Int8|CChar)\]|Array<(UInt8|Int8|CChar)>)$")
# the labels of a converter's argument that keep the argument's bytes (decoded)
CONVERTER_LABELS = frozenset({"", "base64Encoded", "hex", "bytes", "data"})
ZERO_FILL = lazy_compile(
    r"^((Data|Array|\[UInt8\]|Array<UInt8>)\(repeating:\s*0\s*,\s*count:\s*[\w.()]+\)|Data\(count:\s*[\w.()]+\))$"
)
BYTE_LITERAL = lazy_compile(r"^(0x[0-9a-fA-F]{1,2}|\d{1,3})$")
TRANSPARENT = frozenset({"parenthesized_expression", "try_expression", "await_expression", "value_argument"})
DEPTH = 16


@dataclass(frozen=True)
class Origin:
    """The literal (`literal`) and where the code binds it (`holder`: its declaration, or the
    literal itself when it is written at the use)."""

    literal: Any
    holder: Any

    @property
    def name(self) -> str:
        """The name the literal is declared under, or "" when it is written at the use."""
        pattern = self.holder.field("name") if self.holder.kind() == "property_declaration" else None
        return str(pattern.text()) if pattern is not None else ""


def literal_origin(node: Any) -> Origin | None:
    """The literal whose bytes `node` carries (see the module's docstring), or None."""
    return _origin(node, None, 0)


def _origin(node: Any, holder: Any, depth: int) -> Origin | None:
    if depth > DEPTH:
        return None
    kind = node.kind()
    if kind in TRANSPARENT:
        operands = [c for c in node.named_children() if c.kind() not in ("value_argument_label", "try_operator")]
        return _origin(operands[-1], holder, depth + 1) if operands else None
    if kind in STRINGS:
        literal = not node.find(kind="interpolated_expression") and len(str(node.text())) > 2
        return Origin(node, holder or node) if literal else None
    if kind == "array_literal":
        items = node.named_children()
        constant = bool(items) and all(BYTE_LITERAL.match(str(i.text())) for i in items)
        return Origin(node, holder or node) if constant else None
    if kind == "postfix_expression" or (kind == "prefix_expression" and str(node.text()).startswith("&")):
        operands = node.named_children()
        return _origin(operands[0], holder, depth + 1) if operands else None
    if kind == "navigation_expression":
        return _navigation(node, holder, depth)
    if kind == "call_expression":
        return _call(node, holder, depth)
    if kind == "simple_identifier":
        return _name(node, str(node.text()), holder, depth, members_only=False)
    return None


def _navigation(node: Any, holder: Any, depth: int) -> Origin | None:
    target, suffix = node.field("target"), node.field("suffix")
    if target is None or suffix is None:
        return None
    member = str(suffix.text()).lstrip(".")
    if target.kind() == "self_expression" or str(target.text()) in ("Self", _enclosing_type(node)):
        return _name(node, member, holder, depth, members_only=True)  # a property of this type
    return _origin(target, holder, depth + 1) if member in BYTE_VIEWS else None


def _call(node: Any, holder: Any, depth: int) -> Origin | None:
    if ZERO_FILL.match(re.sub(r"\s+", " ", str(node.text()))):
        return Origin(node, holder or node)
    children = node.named_children()
    if len(children) != 2 or children[1].kind() != "call_suffix" or children[1].find(kind="lambda_literal"):
        return None
    function, suffix = children
    arguments = [a for a in suffix.find_all(kind="value_argument") if a.parent() and a.parent().parent() == suffix]
    if CONVERTERS.match(str(function.text())) and len(arguments) == 1:
        label = arguments[0].find(kind="value_argument_label")
        if label is None or label.parent() != arguments[0] or str(label.text()) in CONVERTER_LABELS:
            return _origin(arguments[0], holder, depth + 1)
        return None
    if function.kind() == "navigation_expression":
        target, member = function.field("target"), function.field("suffix")
        if target is not None and member is not None and str(member.text()).lstrip(".") in BYTE_METHODS:
            return _origin(target, holder, depth + 1)
    return None


def _name(node: Any, name: str, holder: Any, depth: int, members_only: bool) -> Origin | None:
    if not members_only:
        closure = _closure_binding(node, name)
        if closure is not None:
            borrowed = _borrowed(closure)
            return _origin(borrowed, holder, depth + 1) if borrowed is not None else None
    found = _declaration(node, name, members_only)
    if found is None:
        return None
    declaration, scope = found
    if declaration.kind() == "guard_statement" or declaration.kind() in UNWRAPPING:
        bound = _bound_value(declaration, name)
        return _origin(bound, None, depth + 1) if bound is not None else None
    if declaration.kind() != "property_declaration":
        return None
    value = declaration.field("value")
    binding = declaration.find(kind="value_binding_pattern")
    if value is None or binding is None:
        return None
    if binding.text() != "let" and _changed(scope, name):
        return None
    return _origin(value, declaration, depth + 1)


def _closure_binding(node: Any, name: str) -> Any | None:
    """The closure whose parameter `name` is at `node` (`$0` of the nearest closure that names
    none), before any function; None when the name is no closure's parameter."""
    for ancestor in node.ancestors():
        kind = ancestor.kind()
        if kind in ("function_declaration", "init_declaration", "computed_property"):
            return None
        if kind != "lambda_literal":
            continue
        parameters = [str(p.text()) for p in ancestor.find_all(kind="lambda_parameter") if _own(p, ancestor)]
        if name in parameters or (name == "$0" and not parameters):
            return ancestor
    return None


def _own(parameter: Any, closure: Any) -> bool:
    """Whether a closure's parameter belongs to `closure` itself, not to a closure inside it."""
    return bool(next((a for a in parameter.ancestors() if a.kind() == "lambda_literal"), None) == closure)


def _borrowed(closure: Any) -> Any | None:
    """The value whose bytes a closure is lent: `x` of `x.withUnsafeBytes { ... }`."""
    call = next((a for a in closure.ancestors() if a.kind() == "call_expression"), None)
    function = call.named_children()[0] if call is not None else None
    if function is None or function.kind() != "navigation_expression":
        return None
    target, member = function.field("target"), function.field("suffix")
    if target is None or member is None or str(member.text()).lstrip(".") not in BORROWERS:
        return None
    return target


def _changed(scope: Any, name: str) -> bool:
    """Whether the code of `scope` may change a `var name`: an assignment, `&name` (an inout
    argument: SecRandomCopyBytes fills it) or a mutating call."""
    text = str(scope.text())
    word = rf"(?<![\w$.])(self\.)?{re.escape(name)}(?![\w$])"
    return bool(
        re.search(rf"&\s*{word}", text)
        or re.search(rf"(?<!var )(?<!let ){word}\s*(\[[^\]]*\])?\s*([-+*/|&^]|<<|>>)?=(?!=)", text)
        or re.search(rf"{word}\.(withUnsafeMutable\w*|append\w*|replaceSubrange|resetBytes|insert|remove\w*)\b", text)
    )
