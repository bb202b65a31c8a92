"""Swift values as the value model judges them (see __init__.py).

Expressions: literals are constant; an interpolated string, `+`, `??`, a conditional or an array
is as known as its weakest part; arithmetic, comparisons, `!`, `&&`, `||`, ranges, `.count` and
the number and boolean initialisers (`Int(x)`, `Double(x)`, `Bool(x)`) are typed; escapers are
escaped; `String(x)` and `"\\(x)"` are what x is; a case of an enum of the file is constant.
The app's own bundle (`Bundle.main.bundlePath`, a resource looked up in it by a known name) is
constant and the process's own numbers (`ProcessInfo.processInfo.processIdentifier`) typed: the
system sets them, not a user. Text derived from a string or URL by its own members
(`.replacing(a, with: b)`, `.appendingPathComponent(c)`, `.path`) is as known as its parts. A
generic call asked for a number type (`req.query.get(Int.self, at: "n")`) and the number getters of
a key-value store (`defaults.integer(forKey: k)`, `coder.decodeBool(forKey: k)`) are typed; SQLKit's bound
interpolation `"\\(bind: x)"` is escaped for SQL.

Names: the declaration a name refers to is looked up in the enclosing scopes (a block's `let`
and `var`, a function's parameters, a `for` binding, the properties of the enclosing type, read
as `name` or `self.name`). A declared type decides (`Bool`, `Int`, `Double`..., an enum,
optionals of those); otherwise the value bound and, for `var`, every assignment to it (a `let`
property declared without a value: what each initializer assigns it).

Types: `Type.name` is a `static let` of that type (its declaration or an extension of it) and is
what its value is; `Type.Nested.case` is a case of a nested enum. A type or enum the file does not
declare is looked for in the other Swift files of its target (swift_target.py) when the judge is
given them (`links`, the scan's whole-repository step): Swift files of one target see each
other's types without imports.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.lazy_regex import on_first_use
from secure_lint.matchers.values import verdict
from secure_lint.matchers.values.verdict import Verdict, combine

if TYPE_CHECKING:
    from secure_lint.matchers.values.swift_target import TargetLinks

CONSTANT, TYPED, ESCAPED = Verdict.CONSTANT, Verdict.TYPED, Verdict.ESCAPED

LITERALS = frozenset(
    {"integer_literal", "real_literal", "boolean_literal", "hex_literal", "bin_literal", "oct_literal"}
)
STRINGS = frozenset({"line_string_literal", "multi_line_string_literal", "raw_string_literal"})
TYPED_KINDS = frozenset(
    {
        "multiplicative_expression", "comparison_expression", "equality_expression", "conjunction_expression",
        "disjunction_expression", "range_expression", "open_start_range_expression", "open_end_range_expression",
        "check_expression", "bitwise_operation",
    }
)  # fmt: skip
JOINING_KINDS = frozenset({"nil_coalescing_expression", "array_literal", "tuple_expression"})
# the parts of a wrapper that are no operand: an argument's label, `try`/`try?`
OPERAND_MARKS = frozenset({"value_argument_label", "try_operator"})
TRANSPARENT = frozenset({"parenthesized_expression", "await_expression", "try_expression", "value_argument"})
TYPED_TYPES = on_first_use(
    r"^(Bool|Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|Float80|CGFloat|"
    r"Decimal|NSNumber|TimeInterval|Date|UUID|"
    # framework bookmarks of a change history or sync position (`NSPersistentHistoryToken`,
    # `CKServerChangeToken`, `NSFileProviderSyncAnchor`, `HKQueryAnchor`, `PHPersistentChangeToken`):
    # opaque objects that say where to resume, no text and no way in, whatever "token" says
    r"(NS|CK|HK|PH)\w*(Token|Anchor))[?!]?$"
)
# where the app's own bundle and its parts are and what it is called: set when the app was built
# and installed
APP_BUNDLE = on_first_use(
    r"^Bundle\.main\.(bundleIdentifier|(bundle|resource|executable|privateFrameworks|sharedFrameworks|"
    r"sharedSupport|builtInPlugIns)(Path|URL(\.path)?))$"
)
# a resource of the app's own bundle looked up by name: where it is, when the name is the code's
APP_RESOURCE = on_first_use(r"^Bundle\.main\.(path|url|paths|urls)$")
# the running process's own numbers and generated identifiers: chosen by the system, not by a user
PROCESS_NUMBERS = on_first_use(
    r"^ProcessInfo\.processInfo\.(processIdentifier|globallyUniqueString|processorCount|"
    r"activeProcessorCount|physicalMemory|systemUptime|isLowPowerModeEnabled)$"
)
# a metatype argument asking a generic call for a number (`get(Int.self, at: "n")`, `get("id", as: Int.self)`)
NUMBER_METATYPE = on_first_use(
    r"^(\w+:\s*)?(Bool|Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|CGFloat|UUID|Date)"
    r"\??\.self$"
)
# the number and Bool getters of a key-value store or archive (`defaults.integer(forKey: k)`,
# `NSUbiquitousKeyValueStore.default.bool(forKey: k)`, `coder.decodeInteger(forKey: k)`): whatever
# the key says, the value is a number
KEYED_NUMBER_GETTERS = on_first_use(
    r"(^|\.)(integer|bool|double|float|longLong|decode(Integer|Bool|Double|Float|Int32|Int64))$"
)
# interpolation labels whose value is sent apart from the text (SQLKit's bound parameters)
BOUND_LABELS = frozenset({"bind"})
TYPED_PROPERTIES = frozenset(
    {
        "count", "isEmpty", "hashValue", "timeIntervalSince1970", "uuidString",
        # CoreGraphics geometry (`point.y`, `frame.size.width`, `bounds.midX`): CGFloat
        "x", "y", "width", "height", "minX", "minY", "midX", "midY", "maxX", "maxY",
    }
)  # fmt: skip
# a random identifier cannot close a quote, but it is what many tokens are: where the question is
# whether a value may be a credential (a `storage` sink), a UUID tells nothing, nor does a string
# literal (it may be the secret itself)
RANDOM_ID = on_first_use(r"^(UUID|NSUUID)[?!]?$|^uuidString$")
# members of a string or URL that derive text from it alone (and their arguments, for methods):
# a path or text made from known parts this way is as known as they are
DERIVED_PROPERTIES = frozenset(
    {
        "path", "relativePath", "absoluteString", "lastPathComponent", "pathExtension", "standardized",
        "standardizedFileURL", "deletingLastPathComponent", "deletingPathExtension", "capitalized",
        "localizedLowercase", "localizedUppercase",
    }
)  # fmt: skip
# an archive of one object (`NSKeyedArchiver.archivedData(withRootObject: x, ...)`) holds what the
# object holds
ARCHIVERS = on_first_use(r"^NSKeyedArchiver\.archivedData$")
DERIVED_METHODS = frozenset(
    {
        "replacing", "replacingOccurrences", "trimmingCharacters", "lowercased", "uppercased", "appending",
        "appendingPathComponent", "appendingPathExtension", "deletingLastPathComponent",
        "deletingPathExtension", "prefix", "suffix", "dropFirst", "dropLast", "padding", "joined",
    }
)  # fmt: skip
NUMBER_CALLS = on_first_use(
    r"^(Bool|Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|CGFloat|Decimal|NSNumber|"
    r"abs|min|max|round|floor|ceil|getpid|Date|UUID)$"
)
ESCAPERS = on_first_use(
    r"(?i)(^|\.)(\w*escap\w*|\w*quoted?\w*|sanitiz\w*|addingPercentEncoding|jsonString\w*|\w*StringLiteral)$"
)
FUNCTIONS = frozenset({"function_declaration", "lambda_literal", "init_declaration", "computed_property"})
SCOPES = frozenset({"statements", "source_file", "class_body", "protocol_body", "enum_class_body"})
TYPES = frozenset({"class_declaration", "protocol_declaration"})
# a property's accessors and observers, with the name their value has when none is written
ACCESSORS = {"computed_setter": "newValue", "willset_clause": "newValue", "didset_clause": "oldValue"}


def escaper(node: Any) -> str | None:
    """The callee of a call of an escaper (ESCAPERS: `html.escaped()`, `sqlQuoted(x)`), else None."""
    children = node.named_children() if node.kind() == "call_expression" else []
    if len(children) != 2 or children[1].kind() != "call_suffix":
        return None
    name = str(children[0].text())
    return name if ESCAPERS().search(name) else None


class Judge(verdict.Judge):
    """What a Swift expression is; with `links` (swift_target.py), the types of the other files
    of the file's target are read too."""

    def __init__(self, context: str | None = None, links: TargetLinks | None = None) -> None:
        super().__init__(context)
        self.links = links

    def _judge(self, node: Any) -> Verdict | None:
        kind = node.kind()
        if kind in LITERALS:
            return CONSTANT
        if kind in STRINGS:
            if self._credential_sink():
                return None  # a literal written to storage may be the secret itself
            return combine(
                [self._parts(sub) for sub in node.named_children() if sub.kind() == "interpolated_expression"]
            )
        if kind in TYPED_KINDS:
            return TYPED
        if kind in TRANSPARENT or kind in JOINING_KINDS or kind == "additive_expression":
            return combine(
                [self.judge(child) for child in node.named_children() if child.kind() not in OPERAND_MARKS]
            )
        if kind == "prefix_expression":
            if re.fullmatch(r"\.[A-Za-z_]\w*", node.text()):
                return CONSTANT  # `.whitespaces`: a static member or case of the expected type
            return TYPED if node.text()[:1] in ("!", "-", "+", "~") else None
        if kind == "postfix_expression":
            children = node.named_children()
            unwrapped = len(children) == 2 and children[1].kind() == "bang"
            return self.judge(children[0]) if unwrapped else None  # `x!` is what x holds
        if kind == "ternary_expression":
            children = node.named_children()
            return combine([self.judge(child) for child in children[1:]]) if len(children) == 3 else None
        if kind == "simple_identifier":
            return self._name(node, node.text())
        if kind == "navigation_expression":
            return self._navigation(node)
        if kind == "call_expression":
            return self._call(node)
        return None

    def _parts(self, interpolation: Any) -> Verdict | None:
        inner = interpolation.named_children()
        if inner and inner[0].kind() == "value_argument_label" and inner[0].text() in BOUND_LABELS:
            return ESCAPED if self.context in (None, "sql") else None  # SQLKit's `\(bind: x)`: a parameter
        return self.judge(inner[-1]) if inner else None

    def _navigation(self, node: Any) -> Verdict | None:
        target, suffix = node.field("target"), node.field("suffix")
        if target is None or suffix is None:
            return None
        member = suffix.text().lstrip(".")
        if member in TYPED_PROPERTIES:
            return None if self._credential_sink() and RANDOM_ID().match(member) else TYPED
        if APP_BUNDLE().match(node.text()):
            return CONSTANT
        if PROCESS_NUMBERS().match(node.text()):
            return TYPED
        if target.kind() == "self_expression" or target.text() in ("Self", _enclosing_type(node)):
            return self._name(node, member, members_only=True)  # self.x, Self.x, Type.x: a property of this type
        if target.kind() == "simple_identifier" and self._enum(node, target.text()) is not None:
            return CONSTANT
        if target.kind() == "navigation_expression" and self._nested_enum(target) is not None:
            return CONSTANT  # Type.Nested.case
        if member == "rawValue":
            return self.judge(target)
        if target.kind() == "simple_identifier" and target.text()[:1].isupper():
            return self._static(node, target.text(), member)  # Type.name: a static property
        if member in DERIVED_PROPERTIES:
            return self.judge(target)  # `url.path`: as known as the URL
        return None

    def _credential_sink(self) -> bool:
        """Whether the sink asks if the value may be a credential (a `storage` sink)."""
        return self.context == "storage"

    def _enum(self, anchor: Any, name: str) -> Any | None:
        """The value-less enum called `name` in the file, or in another file of its target."""
        found = _enum(anchor, name)
        if found is None and self.links is not None and name[:1].isupper():
            found = next((e for e in self._declared_elsewhere(name) if _enum_shape(e)), None)
        return found

    def _nested_enum(self, target: Any) -> Any | None:
        """The enum `Outer.Nested` names (target is that navigation), if its last part is one."""
        suffix = target.field("suffix")
        name = suffix.text().lstrip(".") if suffix is not None else ""
        outer = target.field("target")
        if outer is None or outer.kind() != "simple_identifier" or not outer.text()[:1].isupper():
            return None
        return self._enum(target, name)

    def _static(self, anchor: Any, type_name: str, member: str) -> Verdict | None:
        """What `type_name.member` is: the value of a `static let member` of that type's
        declaration or of an extension of it, in the file or another file of its target."""
        ancestors = list(anchor.ancestors())
        root = ancestors[-1] if ancestors else anchor
        types = _types_named(root, type_name)
        if not types and self.links is not None:
            types = self._declared_elsewhere(type_name)
        for declaration in types:
            body = next(
                (c for c in declaration.named_children() if c.kind() in ("class_body", "enum_class_body")), None
            )
            found = _static_let(body, member) if body is not None else None
            if found is None:
                continue
            key = _span(found)
            if key in self.resolving:
                return None
            self.resolving.add(key)
            try:
                return self._declared(found, body, member)
            finally:
                self.resolving.discard(key)
        return None

    def _declared_elsewhere(self, type_name: str) -> list[Any]:
        """The declarations and extensions of `type_name` in the other files of the target."""
        links = self.links
        if links is None:
            return []
        memo = links.modules.swift_types
        key = (links.path, type_name)
        if key not in memo:
            pattern = re.compile(rf"\b(class|struct|enum|extension|actor)\s+{re.escape(type_name)}\b")
            found: list[Any] = []
            for path in links.files():
                text = links.modules.repo.text(path)
                if text is None or type_name not in text or not pattern.search(text):
                    continue
                source = links.modules.source(path)
                if source is not None:
                    found += _types_named(source.tree, type_name)
            memo[key] = found
        return memo[key]

    def _call(self, node: Any) -> Verdict | None:
        children = node.named_children()
        if len(children) != 2 or children[1].kind() != "call_suffix":
            return None
        function, suffix = children
        # the grammar reads `a / Double(b)` as `(a / Double)(b)` and `"x" + String(y)` as
        # `("x" + String)(y)`: the operator's last operand is the function called
        if function.kind() in TYPED_KINDS:
            return TYPED
        if function.kind() == "additive_expression":
            operands = function.named_children()
            if not operands:
                return None
            return combine([*(self.judge(o) for o in operands[:-1]), self._called(operands[-1].text(), suffix)])
        called = self._called(function.text(), suffix)
        if called is None and function.kind() == "navigation_expression":
            return self._derived(function, suffix)
        return called

    def _derived(self, function: Any, suffix: Any) -> Verdict | None:
        """`known.replacing("\"", with: "\\\"")`, `url.appendingPathComponent(name)`: text derived from
        the receiver and the arguments is as known as they are; `Bundle.main.path(forResource:
        ofType:)` is as known as the names (a place inside the app's own bundle)."""
        target, member = function.field("target"), function.field("suffix")
        if target is None or member is None or suffix.find(kind="lambda_literal") is not None:
            return None
        arguments = [self.judge(a) for a in _arguments(suffix)]
        if APP_RESOURCE().match(function.text()):
            return combine(arguments)
        if member.text().lstrip(".") in DERIVED_METHODS:
            return combine([self.judge(target), *arguments])
        return None

    def _called(self, name: str, suffix: Any) -> Verdict | None:
        if NUMBER_CALLS().match(name):
            return None if self._credential_sink() and RANDOM_ID().match(name) else TYPED
        if ESCAPERS().search(name):
            return self.escaped(name)
        arguments = _arguments(suffix)
        if any(NUMBER_METATYPE().match(argument.text()) for argument in arguments):
            return TYPED  # asked for a number: `req.query.get(Int.self, at: "page")`
        if KEYED_NUMBER_GETTERS().search(name) and any(a.text().startswith("forKey:") for a in arguments):
            return TYPED  # a stored number or Bool read back: `defaults.integer(forKey: key)`
        if name == "String" and len(arguments) == 1 and not arguments[0].find(kind="value_argument_label"):
            return self.judge(arguments[0])
        if ARCHIVERS().match(name) and arguments and arguments[0].text().startswith("withRootObject"):
            return self.judge(arguments[0])
        return None

    def _name(self, node: Any, name: str, members_only: bool = False) -> Verdict | None:
        if not members_only and self._guarded(node, name):
            return CONSTANT
        found = _declaration(node, name, members_only)
        if found is None:
            return None
        declaration, scope = found
        key = _span(declaration)
        if key in self.resolving:
            return CONSTANT  # its own earlier value: what its other assignments make it
        self.resolving.add(key)
        try:
            return self._declared(declaration, scope, name)
        finally:
            self.resolving.discard(key)

    def _guarded(self, node: Any, name: str) -> bool:
        """Whether a membership check of a constant collection dominates `node`: an earlier
        `guard ALLOWED.contains(name) else { ... }` in an enclosing block, or an enclosing
        `if ALLOWED.contains(name) { ... }`."""
        start = _span(node)[0]
        child = node
        for ancestor in node.ancestors():
            kind = ancestor.kind()
            if kind in FUNCTIONS:
                return False
            if kind == "if_statement":
                blocks = [c for c in ancestor.named_children() if c.kind() == "statements"]
                condition = ancestor.field("condition")
                if (
                    blocks
                    and blocks[0] == child
                    and condition is not None
                    and self._member_of_constant(condition, name)
                ):
                    return True
            if kind == "statements":
                for statement in ancestor.named_children():
                    if _span(statement)[1] > start:
                        break
                    condition = statement.field("condition") if statement.kind() == "guard_statement" else None
                    if condition is not None and self._member_of_constant(condition, name):
                        return True
            child = ancestor
        return False

    def _member_of_constant(self, condition: Any, name: str) -> bool:
        """`ALLOWED.contains(name)` with ALLOWED a constant collection."""
        children = condition.named_children()
        if condition.kind() != "call_expression" or len(children) != 2:
            return False
        function, suffix = children
        target, member = function.field("target"), function.field("suffix")
        if function.kind() != "navigation_expression" or target is None or member is None:
            return False
        arguments = _arguments(suffix)
        return (
            member.text() == ".contains"
            and len(arguments) == 1
            and arguments[0].text() == name
            and self.judge(target) == CONSTANT
            and not string_shaped(target)
        )

    def _declared(self, declaration: Any, scope: Any, name: str) -> Verdict | None:
        declared = _declared_type(declaration, self._enum, random_ids=not self._credential_sink())
        if declared is not None:
            return declared
        kind = declaration.kind()
        if kind == "for_statement":
            collection = declaration.field("collection")
            if collection is None:
                children = [c for c in declaration.named_children() if c.kind() not in ("pattern", "statements")]
                collection = children[0] if children else None
            return self.judge(collection) if collection is not None else None
        if kind == "guard_statement" or kind in UNWRAPPING:
            bound = _bound_value(declaration, name)
            return self.judge(bound) if bound is not None else None
        if kind == "parameter" and _never_called(scope):
            return CONSTANT  # no call passes it a value: the function does not run
        if kind != "property_declaration":
            return None
        pattern = declaration.field("name")
        if pattern is None or pattern.text() != name:
            return None  # an accessor's newValue: any value the property is given, known by its type alone
        value = declaration.field("value")
        binding = declaration.find(kind="value_binding_pattern")
        constant_binding = binding is not None and binding.text() == "let"
        if value is None and constant_binding:
            # a `let` property with no value is set once by each initializer of its type
            assigned = self._assignments(scope, name)
            return combine(assigned) if assigned else None
        verdicts = [self.judge(value) if value is not None else None]
        if not constant_binding:
            verdicts += self._assignments(scope, name)
        return combine(verdicts)

    def _assignments(self, scope: Any, name: str) -> list[Verdict | None]:
        verdicts: list[Verdict | None] = []
        for assignment in scope.find_all(kind="assignment"):
            target = assignment.field("target")
            if target is None or target.text() not in (name, f"self.{name}"):
                continue
            result = assignment.field("result")
            verdicts.append(self.judge(result) if result is not None else None)
        return verdicts


def _arguments(suffix: Any) -> list[Any]:
    """The value arguments of a call's suffix (not those of calls nested in them)."""
    return [a for a in suffix.find_all(kind="value_argument") if _parent_is(a, suffix, 2)]


def _parent_is(node: Any, ancestor: Any, levels: int) -> bool:
    for _ in range(levels):
        node = node.parent()
        if node is None:
            return False
    return bool(node == ancestor)


def _span(node: Any) -> tuple[int, int]:
    extent = node.range()
    return extent.start.index, extent.end.index


def _declaration(node: Any, name: str, members_only: bool) -> tuple[Any, Any] | None:
    """The declaration `name` refers to at `node`, and the scope it is declared in."""
    child = node
    for ancestor in node.ancestors():
        kind = ancestor.kind()
        found = None
        if kind in SCOPES and (not members_only or kind != "statements"):
            found = _declared_in_block(ancestor, name)
        elif kind in UNWRAPPING and not members_only and _body(ancestor) == child:
            found = ancestor if _bound_value(ancestor, name) is not None else None
        elif kind in FUNCTIONS and not members_only:
            found = _parameter(ancestor, name)
        elif kind == "for_statement" and not members_only:
            pattern = next((c for c in ancestor.named_children() if c.kind() == "pattern"), None)
            found = ancestor if pattern is not None and pattern.text() == name else None
        elif kind in ACCESSORS and not members_only:
            found = _accessor_value(ancestor, name)
        if found is not None:
            return found, ancestor
        if members_only and kind in TYPES:
            return None
        child = ancestor
    return None


def _accessor_value(accessor: Any, name: str) -> Any | None:
    """The property whose new (or old) value `name` is in a setter or an observer: `newValue` in
    `set { }` and `willSet { }`, the setter's own name in `set(value) { }`, `oldValue` in
    `didSet { }`. The value has the property's declared type."""
    named = next((c for c in accessor.named_children() if c.kind() == "simple_identifier"), None)
    implicit = ACCESSORS[accessor.kind()]
    if (named.text() if named is not None else implicit) != name:
        return None
    return next((a for a in accessor.ancestors() if a.kind() == "property_declaration"), None)


def _enclosing_type(node: Any) -> str | None:
    for ancestor in node.ancestors():
        if ancestor.kind() in TYPES:
            name = next((c for c in ancestor.named_children() if c.kind() == "type_identifier"), None)
            return name.text() if name is not None else None
    return None


# statements whose conditions unwrap values into names for their block: `if let x = v { }`,
# `if var x = v { }`, `while let x = v { }` (a guard's names hold after it: _declared_in_block)
UNWRAPPING = frozenset({"if_statement", "while_statement"})
_COMMENTS = frozenset({"comment", "multiline_comment"})


def _bound_value(statement: Any, name: str) -> Any | None:
    """The value a condition of `statement` (a guard, an if, a while) unwraps into `name`:
    `let name = value` or `var name = value` among its comma-separated conditions. None for the shorthand `if let
    name {` (the name then holds the value of the same name outside, found past the statement)."""
    children = statement.children()
    for at, child in enumerate(children[:-3]):
        named, equals, value = children[at + 1 : at + 4]
        if (
            child.kind() == "value_binding_pattern"
            and named.kind() == "simple_identifier"
            and named.text() == name
            and equals.kind() == "="
        ):
            return value
    return None


def _body(statement: Any) -> Any | None:
    """The block an if (its then-block, not its else) or a while runs when its conditions hold:
    the statements after the first `{` (None for an empty block)."""
    inside = False
    for child in statement.children():
        if child.kind() == "{":
            inside = True
        elif inside and child.kind() not in _COMMENTS:
            return child if child.kind() == "statements" else None
    return None


def _declared_in_block(block: Any, name: str) -> Any | None:
    for statement in block.named_children():
        if statement.kind() == "guard_statement" and _bound_value(statement, name) is not None:
            return statement
        if statement.kind() != "property_declaration":
            continue
        pattern = statement.field("name")
        if pattern is not None and pattern.text() == name:
            return statement
    return None


def _never_called(function: Any) -> bool:
    """Whether `function` is a `private` or `fileprivate` function (visible to its file alone)
    that nothing in its file names: no call, no reference, no `#selector` of it."""
    if function.kind() != "function_declaration":
        return False
    modifiers = next((c for c in function.named_children() if c.kind() == "modifiers"), None)
    if modifiers is None or not re.search(r"\b(private|fileprivate)\b", str(modifiers.text())):
        return False
    name = function.field("name")
    if name is None:
        return False
    text = str(function.get_root().root().text())
    return len(re.findall(rf"(?<![\w$]){re.escape(str(name.text()))}(?![\w$])", text)) == 1


def _parameter(function: Any, name: str) -> Any | None:
    for parameter in function.named_children():
        if parameter.kind() != "parameter":
            continue
        names = [c for c in parameter.named_children() if c.kind() == "simple_identifier"]
        if names and names[-1].text() == name:
            return parameter
    return None


def _declared_type(declaration: Any, enum: Any = None, random_ids: bool = True) -> Verdict | None:
    """What a declared type says: numbers, booleans and other non-text types are typed (a UUID
    only with `random_ids`); an enum (`enum(anchor, name)` finds it: of the file, or of the
    target) is constant."""
    if declaration.kind() == "parameter":
        types = [c for c in declaration.named_children() if c.kind() not in ("simple_identifier",)]
    else:
        annotation = next((c for c in declaration.named_children() if c.kind() == "type_annotation"), None)
        types = annotation.named_children() if annotation is not None else []
    if not types:
        return None
    text = types[-1].text().replace(" ", "")
    if TYPED_TYPES().match(text):
        return TYPED if random_ids or not RANDOM_ID().match(text) else None
    find = enum if enum is not None else _enum
    if re.match(r"^[A-Z]\w*[?!]?$", text) and find(declaration, text.rstrip("?!")) is not None:
        return CONSTANT
    return None


def _types_named(root: Any, name: str) -> list[Any]:
    """The declarations (class, struct, enum, actor) and extensions of the type `name` in a tree."""
    found = []
    for declaration in root.find_all(kind="class_declaration"):
        named = next((c for c in declaration.named_children() if c.kind() in ("type_identifier", "user_type")), None)
        if named is not None and named.text() == name:
            found.append(declaration)
    return found


def _static_let(body: Any, member: str) -> Any | None:
    """The `static let member` (or `class let`) declared directly in a type's body."""
    for statement in body.named_children():
        if statement.kind() != "property_declaration":
            continue
        modifiers = next((c for c in statement.named_children() if c.kind() == "modifiers"), None)
        binding = statement.find(kind="value_binding_pattern")
        pattern = statement.field("name")
        if (
            modifiers is not None
            and re.search(r"\b(static|class)\b", modifiers.text())
            and binding is not None
            and binding.text() == "let"
            and pattern is not None
            and pattern.text() == member
        ):
            return statement
    return None


def _enum_shape(declaration: Any) -> bool:
    """Whether a type declaration is an enum whose cases carry no values."""
    return bool(
        re.match(r"^(@?\w+\s+)*enum\s", declaration.text())
        and declaration.find(kind="enum_class_body") is not None
        and declaration.find(kind="enum_type_parameters") is None
    )


def _enum(anchor: Any, name: str) -> Any | None:
    """The enum of the file named `name` whose cases carry no values (each prints as the code's
    own name or raw value), if any."""
    if not name[:1].isupper():
        return None
    ancestors = list(anchor.ancestors())
    root = ancestors[-1] if ancestors else anchor
    pattern = re.escape(name)
    return root.find(
        {
            "rule": {
                "kind": "class_declaration",
                "regex": rf"^(\w+\s+)*enum\s+{pattern}\b",
                "has": {"kind": "enum_class_body"},
                # a case with associated values prints them: `custom("...")` carries text
                "not": {"has": {"stopBy": "end", "kind": "enum_type_parameters"}},
            }
        }
    )


# the text parts of a URL and the results of String's own methods
_STRING_SUFFIXES = frozenset(
    {".absoluteString", ".relativeString", ".host", ".path", ".query", ".fragment", ".scheme", ".lastPathComponent",
     ".description", ".text", ".lowercased", ".uppercased", ".trimmingCharacters", ".replacingOccurrences",
     ".appending", ".string"}
)  # fmt: skip
_STRING_TYPE = lazy_compile(r"^(String|Substring|NSString)[?!]?$")


def string_shaped(node: Any) -> bool:
    """Whether `node` is known to hold text, not a collection: a string literal, a URL's text part,
    a String method's result, a name declared `String` or bound to a literal. Its `contains(x)`
    finds a substring (`"support.acme.example".contains(host)` holds for `t.acme.ex`), no member."""
    while node.kind() in TRANSPARENT and node.named_children():
        node = node.named_children()[-1]
    kind = node.kind()
    if kind in STRINGS:
        return True
    if kind == "call_expression" and node.named_children():
        node, kind = node.named_children()[0], node.named_children()[0].kind()
    if kind == "navigation_expression":
        suffix = node.field("suffix")
        return suffix is not None and re.sub(r"^\?", "", str(suffix.text())) in _STRING_SUFFIXES
    if kind != "simple_identifier":
        return False
    found = _declaration(node, str(node.text()), members_only=False)
    declaration = found[0] if found is not None else None
    if declaration is None:
        return False
    if declaration.kind() == "parameter":
        types = [c for c in declaration.named_children() if c.kind() != "simple_identifier"]
    else:
        annotation = next((c for c in declaration.named_children() if c.kind() == "type_annotation"), None)
        types = annotation.named_children() if annotation is not None else []
    if types:
        return _STRING_TYPE.match(str(types[-1].text()).replace(" ", "")) is not None
    value = declaration.field("value") if declaration.kind() == "property_declaration" else None
    return value is not None and value.kind() in STRINGS
