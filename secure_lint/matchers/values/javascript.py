"""JavaScript and TypeScript values as the value model judges them (see __init__.py).

Expressions: literals are constant; a template literal, `+`, `&&`/`||`/`??`, a conditional, an
array or an object is as known as its weakest part; arithmetic, comparisons, `!`, `typeof`,
`++`, `.length`/`.size` and the number and boolean conversions are typed; the escapers in
ESCAPERS are escaped, and so is a value cut down to a character set the sink takes as it is
(`x.replace(/[^0-9]/g, '')`, charsets.py); a method called on a known value with known arguments
keeps what is known (`COLUMNS.join(", ")`, `ids.map(() => "?").join(",")`), and so does `String(x)`.

Names: the declaration the name refers to is looked up in the enclosing scopes (a block's
`const`/`let`/`var` and enums, a function's parameters, a `for` binding). A declared type decides
(`id: number`, `kind: "a" | "b"`, an enum or a type alias of those, in the file); otherwise the
value bound and every assignment to the name in its scope (`+=` adds to what it held).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.lazy_regex import on_first_use
from secure_lint.matchers.values import charsets, class_validators, collections, nest_pipes, object_keys, verdict
from secure_lint.matchers.values.callback_index import array_index, array_of_element
from secure_lint.matchers.values.callers import MISSING, Passed, arguments_for
from secure_lint.matchers.values.declarations import (
    DECLARATIONS,
    FUNCTIONS,
    SCOPES,
    declaration_of,
)
from secure_lint.matchers.values.html_escapers import adds_open_markup, escaper_function, escapes_html
from secure_lint.matchers.values.imports import destructured_key, function_of
from secure_lint.matchers.values.object_text import prints_as_object
from secure_lint.matchers.values.page_globals import in_file as page_global
from secure_lint.matchers.values.quote_escapers import safe_in_string
from secure_lint.matchers.values.session_ids import session_identifier
from secure_lint.matchers.values.state_setters import sets_typed_state
from secure_lint.matchers.values.syntax import tree_root
from secure_lint.matchers.values.verdict import Verdict, combine

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links, Remote

CONSTANT, TYPED, ESCAPED = Verdict.CONSTANT, Verdict.TYPED, Verdict.ESCAPED

LITERALS = frozenset({"string", "number", "true", "false", "null", "undefined", "regex"})
CONSTANT_NAMES = frozenset({"undefined", "NaN", "Infinity"})
MODULE_PATHS = frozenset({"__dirname", "__filename"})  # CommonJS: where the module's own file lies
# calls whose value holds what their one argument holds (its members, its elements, itself frozen)
SAME_VALUES = frozenset({"Object.values", "Object.entries", "Object.freeze", "Array.from", "Array.of"})
TRANSPARENT = frozenset(
    {"parenthesized_expression", "non_null_expression", "satisfies_expression", "await_expression", "jsx_expression"}
)
TYPED_OPERATORS = frozenset(
    {
        "-", "*", "/", "%", "**", "<<", ">>", ">>>", "&", "|", "^",
        "==", "===", "!=", "!==", "<", ">", "<=", ">=", "instanceof", "in",
    }
)  # fmt: skip
JOINING_OPERATORS = frozenset({"+", "&&", "||", "??"})  # the value is made of (or is one of) both sides
PRIMITIVE_LITERALS = frozenset({"true", "false", "null", "undefined", "number"})
TYPED_PROPERTIES = frozenset({"length", "size", "byteLength"})
# what the runtime says about the platform it runs on: one of a few fixed names or a version number
# (React Native's `Platform.OS` is 'ios', 'android', 'web', ...; Node's `process.platform`, `process.arch`)
PLATFORM_MEMBERS = frozenset({"Platform.OS", "Platform.Version", "process.platform", "process.arch"})
# Calls whose result is a number or a boolean whatever they are given.
NUMBER_CALLS = on_first_use(
    r"^(Number|parseInt|parseFloat|BigInt|Boolean|isNaN|isFinite|Math\.\w+|Date\.now|"
    r"Number\.(parseInt|parseFloat|isInteger|isFinite|isNaN|isSafeInteger)|Array\.isArray)$"
)
# Methods whose result is a number or a boolean whatever the receiver holds.
NUMBER_METHODS = frozenset(
    {
        "getTime", "valueOf", "indexOf", "lastIndexOf", "findIndex", "findLastIndex", "includes", "some",
        "every", "startsWith", "endsWith", "test", "has", "localeCompare", "charCodeAt", "codePointAt",
        "toFixed", "toPrecision", "getFullYear", "getMonth", "getDate", "getDay", "getHours", "getMinutes",
        "getSeconds", "getMilliseconds", "getTimezoneOffset",
    }
)  # fmt: skip
# Calls whose result is escaped or sanitised for the context its name says (not `unescape`: it decodes).
ESCAPERS = on_first_use(
    r"(?i)^([\w$.]*\.)?(?!unescape$)(encodeURIComponent|encodeURI|escape\w*|\w*escape|\w*Escaped|sanitize\w*|purify|"
    r"quote|shellQuote|shellescape|encodeForHTML|html_?encode|encode_?html|filterXSS)$|^(DOMPurify|SqlString|sqlstring|he)\.\w+$"
)
# Types whose values are not text.
TYPED_TYPES = frozenset({"number", "boolean", "bigint", "never", "void", "undefined", "null"})
EXITS = frozenset({"return_statement", "throw_statement", "continue_statement", "break_statement"})
NUMBER_TESTS = on_first_use(r"^(Number\.(isInteger|isSafeInteger|isFinite)|isFinite)$")
# ^, then only word characters, digits, dashes, dots, spaces and fixed letters in classes, then $
_NARROW_CLASS = r"\[(\\[wd]|[a-zA-Z0-9]-[a-zA-Z0-9]|[A-Za-z0-9_.\- ])+\]"  # [\w.-], [a-z0-9_]
_NARROW_ATOM = rf"({_NARROW_CLASS}|\\[wd]|[A-Za-z0-9_\-])"
_QUANTIFIER = r"([+*?]|\{\d+(,\d*)?\})"
NARROW_PATTERN = on_first_use(rf"^\^({_NARROW_ATOM}{_QUANTIFIER}?)+\$$")
MUTATORS = frozenset({"push", "unshift", "splice", "set", "append", "add", "fill", "concat"})
MEMBERS = ("member_expression", "subscript_expression")
PAGE_OWNERS = frozenset({"window", "globalThis", "self"})
# what the browser or another window puts in a page global, whatever the page's scripts write
BROWSER_FILLED = frozenset(
    {
        "name", "location", "opener", "parent", "top", "frames", "document", "history", "navigator", "origin",
        "localStorage", "sessionStorage", "status", "event", "performance", "screen", "crypto", "frameElement",
    }
)  # fmt: skip
# What a name may be declared by, in its file or another module (imports.py)
PARAMETERS = frozenset({"required_parameter", "optional_parameter", "identifier", "object_pattern"})
DECLARED_KINDS = frozenset(
    {
        "variable_declarator", "enum_declaration", "type_alias_declaration", "interface_declaration",
        "function_declaration", "class_declaration", "abstract_class_declaration", "generator_function_declaration",
    }
)  # fmt: skip


class Judge(verdict.Judge):
    """What a JavaScript/TypeScript expression is; with `links` (imports.py), a name imported
    from another module of the repository is judged where it is declared."""

    def __init__(self, context: str | None = None, links: Links | None = None, typescript: bool = False) -> None:
        super().__init__(context)
        self.links = links
        # in a quoted string of a script: its quote, and whether no other value follows on its line
        self.string: tuple[str, bool] | None = None
        self.typescript = typescript  # the file judged is TypeScript (without links to tell by its path)
        self.globals_resolving: set[str] = set()  # the page globals whose writes are being judged
        # the plain parameters of the function whose return is being judged for one call, bound to
        # that call's arguments (with the judge of the caller's module)
        self.given: dict[tuple[int, int], tuple[Any, Judge]] = {}

    def _typescript(self) -> bool:
        """Whether the module being judged is TypeScript: its declarations' inferred types hold."""
        if self.links is not None:
            return self.links.path.endswith(TYPESCRIPT_SUFFIXES)
        return self.typescript

    def _judge(self, node: Any) -> Verdict | None:
        kind = node.kind()
        if kind in LITERALS or kind == "comment":
            return CONSTANT  # a comment among an object's or array's entries adds nothing to it
        if kind in TRANSPARENT:
            return combine([self.judge(child) for child in node.named_children()])
        if kind == "as_expression":
            return self._as(node)
        if kind == "template_string":
            return self._template(node)
        if kind == "binary_expression":
            return self._binary(node)
        if kind == "unary_expression":
            return self._unary(node)
        if kind == "update_expression":
            return TYPED
        if kind == "ternary_expression":
            return combine([self._field(node, "consequence"), self._field(node, "alternative")])
        if kind == "array":
            return combine([self.judge(element) for element in node.named_children()])
        if kind == "object":
            return combine([self._entry(entry) for entry in node.named_children()])
        if kind in ("identifier", "shorthand_property_identifier"):
            return self._name(node)
        if kind == "member_expression":
            return self._member(node)
        if kind == "subscript_expression":
            return self._subscript(node)
        if kind == "call_expression":
            return self._call(node)
        return None

    def _field(self, node: Any, name: str) -> Verdict | None:
        value = node.field(name)
        return self.judge(value) if value is not None else None

    def _template(self, node: Any) -> Verdict | None:
        if self.context == "href" and fixed_scheme(_literal_head(node)):
            return CONSTANT  # `bitcoin:${address}`, `https://host/${path}`: no value makes it script
        if self.context != "script":
            return combine([self._substitution(sub) for sub in _substitutions(node)])
        verdicts: list[Verdict | None] = []
        outer = self.string
        for substitution, quote, last_on_line in _script_substitutions(node):
            self.context = "script-string" if quote is not None else "script"
            self.string = (quote, last_on_line) if quote is not None else None
            try:
                verdicts.append(self._substitution(substitution))
            finally:
                self.context, self.string = "script", outer
        return combine(verdicts)

    def _quote_escaped(self, callee: Any) -> bool:
        """Whether the function called escapes, by what its body does, the quote of the script
        string the call sits in (quote_escapers.py)."""
        if self.string is None:
            return False
        function = self._callee_function(callee)
        return function is not None and safe_in_string(function, *self.string)

    def _html_escaper(self, callee: Any) -> bool:
        """Whether the function called escapes its argument for HTML by what its body does
        (html_escapers.py): of the file, imported, or a global a script of the page defines."""
        function = self._callee_function(callee)
        if function is None and callee.kind() == "identifier" and self.links is not None:
            defined = self.links.global_function(str(callee.text()))
            if defined:  # every script's definition escapes: whichever the page loads does
                return all(escaper_function(one) for one in defined)
        if function is None and callee.kind() == "identifier":
            function = page_global(callee, str(callee.text()))
        return function is not None and escaper_function(function)

    def _callee_function(self, callee: Any) -> Any | None:
        """The function a call names: of the file, imported, or a member of a module imported
        whole (`import * as urls`, `export * as urlUtils from`)."""
        if callee.kind() == "identifier":
            found = declaration_of(callee, str(callee.text()))
            if found is not None:
                return function_of(found[0])
            remote = self.links.imported(callee, str(callee.text())) if self.links is not None else None
            return function_of(remote.declaration) if remote is not None and remote.declaration is not None else None
        receiver, prop = callee.field("object"), callee.field("property")
        if callee.kind() != "member_expression" or receiver is None or prop is None or self.links is None:
            return None
        if receiver.kind() != "identifier" or declaration_of(receiver, str(receiver.text())) is not None:
            return None
        module = self.links.imported(receiver, str(receiver.text()))
        if module is None or module.declaration is not None:
            return None
        member = self.links.export(module.path, str(prop.text()), module.hops)
        return function_of(member.declaration) if member is not None and member.declaration is not None else None

    def _substitution(self, substitution: Any) -> Verdict | None:
        inner = substitution.named_children()
        if len(inner) != 1:
            return None
        if prints_as_object(inner[0], self._called):
            return CONSTANT  # `${clause}` of a `{ clause, params }` object: `[object Object]`
        return self.judge(inner[0])

    def _called(self, call: Any) -> Any | None:
        """The function a call names, if the model finds it (`_callee` without its judge)."""
        found = self._callee(call)
        return found[0] if found is not None else None

    def _as(self, node: Any) -> Verdict | None:
        """`x as const` is x; `x as number` is typed (the compiler checked it)."""
        children = node.named_children()
        if len(children) != 2:
            return self.judge(children[0]) if children and node.text().rstrip().endswith("const") else None
        declared = _type_verdict(children[1], self.links)
        return declared if declared is not None else self.judge(children[0])

    def _binary(self, node: Any) -> Verdict | None:
        operator = node.field("operator")
        text = operator.text() if operator is not None else ""
        if text in TYPED_OPERATORS:
            return TYPED
        if text == "&&" and self.context != "storage":
            # `a && b` is b, or a's falsy value ("", 0, false, null, undefined, NaN): no text of anyone's
            return combine([TYPED, self._field(node, "right")])
        if text == "+" and self.context == "href" and fixed_scheme(_literal_head(node)):
            return CONSTANT  # `'mailto:' + address`
        if text in JOINING_OPERATORS:
            return combine([self._field(node, "left"), self._field(node, "right")])
        return None

    def _unary(self, node: Any) -> Verdict | None:
        operator = node.field("operator")
        text = operator.text() if operator is not None else node.text()[:1]
        if text in ("!", "-", "+", "~"):
            return TYPED
        if text in ("typeof", "void"):
            return CONSTANT  # one of a few fixed words
        return None

    def _entry(self, entry: Any) -> Verdict | None:
        kind = entry.kind()
        if kind == "pair":
            return self._field(entry, "value")
        if kind == "shorthand_property_identifier":
            return self._name(entry)
        if kind == "spread_element":
            return combine([self.judge(child) for child in entry.named_children()])
        if kind in ("method_definition", "comment"):
            return CONSTANT  # a function value: no text of anyone's; a comment: nothing
        return None

    def _member(self, node: Any) -> Verdict | None:
        prop = node.field("property")
        target = node.field("object")
        if prop is not None and prop.text() in TYPED_PROPERTIES:
            return TYPED
        if node.text() in PLATFORM_MEMBERS:
            return CONSTANT
        if target is not None and target.kind() == "member_expression" and session_identifier(node):
            return TYPED  # `req.user.id`: the signed-in user's id, as the auth middleware set it
        checked = _checked_member(node, target, prop, self.context, self.links)
        if checked is not None:
            return checked
        if target is not None and target.kind() == "member_expression":
            parsed = _safe_parsed_member(node, target, prop, self.context, self.links)
            return parsed if parsed is not None else self.judge(target)  # `sql.Unit.Day`: a member of a constant
        if target is None or target.kind() != "identifier":
            return None
        if prop is not None and target.text() in PAGE_OWNERS and declaration_of(target, target.text()) is None:
            return self._page_global(str(prop.text()))
        enum = _enum(node, target.text(), self._typescript())
        if enum is not None:
            return CONSTANT
        if prop is not None and self.links is not None and module_binding(target):
            remote = self.links.imported(target, target.text())
            if remote is not None and remote.declaration is None:  # `* as C`, `require('./c')`: C.X
                member = self.links.export(remote.path, prop.text(), remote.hops)
                return self._remote(member) if member is not None else None
        declared = (
            _declared_member(node, target.text(), prop.text(), self.links, self.context) if prop is not None else None
        )
        if declared is not None:
            return declared
        returned = self._returned_member(node, target.text(), prop.text()) if prop is not None else None
        if returned is not None:
            return returned
        return self.judge(target)  # a member of a constant object or array is constant

    def _subscript(self, node: Any) -> Verdict | None:
        """`window['name']` is the page global `name`; an element of anything else is as its whole."""
        target, index = node.field("object"), node.field("index")
        if (
            target is not None
            and index is not None
            and target.text() in PAGE_OWNERS
            and index.kind() == "string"
            and declaration_of(target, target.text()) is None
        ):
            return self._page_global(str(index.text())[1:-1])
        return self._field(node, "object")

    def _page_global(self, name: str) -> Verdict | None:
        """`window.name`: what every write of the page global in the repository's scripts puts
        there (page_globals.py), each judged in its file; a global read in its own writes
        (`window.n = (window.n || 0) + 1`) counts as its other writes. Unknown without links,
        with no write seen, or for what the browser itself fills (`window.name`, `location`)."""
        if self.links is None or name in BROWSER_FILLED:
            return None
        if name in self.globals_resolving:
            return CONSTANT
        writes = self.links.global_writes(name)
        if not writes:
            return None
        self.globals_resolving.add(name)
        try:
            verdicts: list[Verdict | None] = []
            for path, write in writes:
                verdicts.append(self._written(write) if path == self.links.path else self._written_in(path, write))
                if verdicts[-1] is None:
                    return None
            return combine(verdicts)
        finally:
            self.globals_resolving.discard(name)

    def _written_in(self, path: str, write: Any) -> Verdict | None:
        if self.links is None:
            return None
        there = Judge(self.context, self.links.at_path(path))
        there.resolving, there.depth, there.globals_resolving = self.resolving, self.depth, self.globals_resolving
        return there._written(write)

    def _written(self, write: Any) -> Verdict | None:
        kind = write.kind()
        if kind == "update_expression":
            return TYPED
        if kind == "shorthand_property_identifier":  # Object.assign(window, { apiBase })
            return self.judge(write)
        value = write.field("value" if kind == "pair" else "right")
        return self.judge(value) if value is not None else None

    def _call(self, node: Any) -> Verdict | None:
        function = node.field("function")
        if function is None:
            return None
        name = function.text()
        if NUMBER_CALLS().match(name):
            return TYPED
        if name == "Object.keys" and object_keys.keys_call(node):
            return CONSTANT  # the names of an object's members the code wrote out
        kept = charsets.bounded(node)
        if kept is not None and charsets.safe_for(kept, self.context):
            return ESCAPED  # `phone.replace(/\D/g, '')`: only characters the sink takes as they are
        if self.context == "script-string" and self._quote_escaped(function):
            return ESCAPED
        if self.context == "html":
            if adds_open_markup(node):
                return None
            if escapes_html(node) or self._html_escaper(function):
                return ESCAPED
        if name == "JSON.stringify":
            return self._stringified(node)
        if ESCAPERS().match(name):
            return self.escaped(name)
        if self.context == "href" and _OBJECT_URL.match(name):
            return CONSTANT  # always `blob:<origin>/<uuid>`: a scheme that runs no script
        arguments = node.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if name == "String" and len(values) == 1:
            return self.judge(values[0])
        if name in SAME_VALUES and len(values) == 1:
            return self.judge(values[0])  # `Object.values(TYPES)`: what a constant object holds, constant too
        if _TRANSLATION.match(name) and len(values) == 1 and values[0].kind() == "string":
            return CONSTANT  # `t('content.hideFor1Hour')`: the app's own shipped text for a literal key
        if function.kind() == "identifier":
            return self._returned_by(function, node)
        if function.kind() != "member_expression":
            return None
        method = function.field("property")
        if method is not None and method.text() in NUMBER_METHODS:
            return TYPED
        receiver = function.field("object")
        if receiver is None:
            return None
        if _path_module(receiver):  # `path.join(__dirname, 'uploads', id)`: text made of its arguments only
            return combine([self._argument(value) for value in values]) if values else None
        if method is not None and method.text() in ("map", "flatMap") and len(values) == 1:
            return self._argument(values[0])  # what the callback returns, whatever the elements are
        returned = self._method_returns(receiver, method, node)
        if returned is not None:
            return returned  # `params.add(x)` of a class whose `add` returns a placeholder, whatever x is
        return combine([self.judge(receiver), *(self._argument(value) for value in values)])

    def _stringified(self, call: Any) -> Verdict | None:
        """`JSON.stringify(x)`: escaped where JSON escapes for the sink; else the JSON text of a
        number or boolean (`JSON.stringify(true)`, of a comparison) is typed, and that of a string
        or an object (a constant one too) unknown: it is text like any other."""
        escaped = self.escaped("JSON.stringify")
        if escaped is not None:
            return escaped
        arguments = call.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if len(values) != 1:
            return None
        if values[0].kind() in PRIMITIVE_LITERALS:
            return TYPED
        return TYPED if self.judge(values[0]) is TYPED else None

    def _method_returns(self, receiver: Any, method: Any, call: Any) -> Verdict | None:
        """What a method of a class of the repository returns whatever it is given: `params.add(x)`
        where `params: SqlParams` (or `const params = new SqlParams()`) and `add` pushes its
        argument and returns `$${this.values.length}`, a placeholder. None when a return depends
        on what it is given (`quote(v) { return `'${v}'` }`) or the class is not shown. A static
        method called on its class (`SqlHelper.buildInClause(ids, 1)`) is read the same way."""
        found = self._callee(call) if receiver.kind() == "this" else self._method(receiver, method)
        if found is None or _span(found[0]) in self.resolving:
            return None
        defined, there = found
        self.resolving.add(_span(defined))
        try:
            return there._given_returns(defined, call, self)
        finally:
            self.resolving.discard(_span(defined))

    def _method(self, receiver: Any, method: Any) -> tuple[Any, Judge] | None:
        """The method `receiver.method(...)` calls, with the judge of its module: of the class of an
        instance (`params: SqlParams`, `new SqlParams()`) or of the class the receiver names
        (`SqlHelper.build(...)`, a static method), declared in the file or imported."""
        if receiver.kind() != "identifier" or method is None:
            return None
        found = declaration_of(receiver, str(receiver.text()))
        if found is None or found[0].kind() in CLASS_KINDS:
            name: str | None = str(receiver.text())  # the class itself, of the file or imported
        else:
            name = _class_of(found[0])
        cls, there = self._class_named(receiver, name) if name is not None else (None, None)
        return there._class_method(cls, str(method.text())) if cls is not None and there is not None else None

    def _class_method(self, cls: Any, name: str) -> tuple[Any, Judge] | None:
        """The method `name` of the class `cls` (of this judge's module) or the nearest class it
        extends that declares it (`WorklenzControllerBase.toPaginationOptions` called on a
        subclass), at most MAX_SUPERCLASSES classes up, with the judge of its module."""
        there: Judge | None = self
        for _ in range(MAX_SUPERCLASSES):
            defined = _method_named(cls, name)
            if defined is not None and there is not None:
                return defined, there
            parent = _superclass(cls)
            if parent is None or there is None:
                return None
            cls, there = there._class_named(parent, str(parent.text()))
            if cls is None:
                return None
        return None

    def _callee(self, value: Any) -> tuple[Any, Judge] | None:
        """The function a call names (through `await`), with the judge of its module: `build(...)`
        and `this.build(...)` of the file, an imported `build`, a method of a class of the file or
        imported (`SqlHelper.build(...)`, `params.add(...)`)."""
        call = _unwrapped(value)
        function = call.field("function") if call is not None and call.kind() == "call_expression" else None
        if function is None:
            return None
        local = _called_function(call)
        if local is not None:
            return local, self
        if function.kind() == "identifier":
            return self._function_named(function)
        receiver, prop = function.field("object"), function.field("property")
        if function.kind() != "member_expression" or receiver is None or prop is None:
            return None
        if receiver.kind() == "this":  # a method the enclosing class inherits
            cls = next((a for a in function.ancestors() if a.kind() in CLASS_KINDS), None)
            return self._class_method(cls, str(prop.text())) if cls is not None else None
        return self._method(receiver, prop)

    def _function_named(self, name: Any) -> tuple[Any, Judge] | None:
        """The function `name` declares, in the file or imported, with the judge of its module."""
        found = declaration_of(name, name.text())
        if found is not None:
            function = function_of(found[0])
            return (function, self) if function is not None else None
        remote = self.links.imported(name, name.text()) if self.links is not None else None
        if remote is None or remote.declaration is None or self.links is None:
            return None
        function = function_of(remote.declaration)
        if function is None:
            return None
        there = Judge(self.context, self.links.at(remote))
        there.resolving, there.depth = self.resolving, self.depth
        return function, there

    def _class_named(self, anchor: Any, name: str) -> tuple[Any | None, Judge | None]:
        """The class declaration `name` of the file or imported, with the judge of its module."""
        local = _local_class(tree_root(anchor), name, self._typescript())
        if local is not None:
            return local, self
        remote = self.links.imported(anchor, name) if self.links is not None else None
        if remote is None or remote.declaration is None or self.links is None:
            return None, None
        if remote.declaration.kind() not in CLASS_KINDS:
            return None, None
        there = Judge(self.context, self.links.at(remote))
        there.resolving, there.depth = self.resolving, self.depth
        return remote.declaration, there

    def _returned_by(self, name: Any, call: Any) -> Verdict | None:
        """What a function of the file (or imported) returns, given what `call` passes it: the
        weakest of its returns (`function orderBy(dir) { return dir === "asc" ? "ASC" : "DESC" }`)."""
        found = self._function_named(name)
        if found is None:
            return None
        function, there = found
        key = _span(function)
        if key in self.resolving:
            return None  # recursion: what it returns is what it returns
        self.resolving.add(key)
        try:
            return there._given_returns(function, call, self)
        finally:
            self.resolving.discard(key)

    def _given_returns(self, function: Any, call: Any, caller: Judge, key: str | None = None) -> Verdict | None:
        """What `function` (of this judge's module) returns, or gives `key` of the object literals it
        returns, with its plain parameters bound to the arguments `call` passes (judged by `caller`):
        `toPaginationOptions(query, "t.name")` builds its clause from the column it is given."""
        saved = self.given
        self.given = {**saved, **_bound(function, call, caller)}
        try:
            return self._argument(function) if key is None else self._returned_key_of(function, key)
        finally:
            self.given = saved

    def _returned_member(self, node: Any, name: str, key: str) -> Verdict | None:
        """`result.error` where `const result = await this.sync(...)` (or `sync(...)`) calls a
        function of the file whose every return is an object literal: what those give `key` (a
        return without it gives undefined). `return { error: 'Library not found' }` makes
        `result.error` a constant whatever the call was given."""
        found = declaration_of(node, name)
        if found is None or found[0].kind() != "variable_declarator":
            return None
        declarator = found[0]
        parent = declarator.parent()
        if parent is None or not parent.text().startswith("const") or declarator.field("name") is None:
            return None
        return self._returned_key(declarator.field("value"), key)

    def _returned_key(self, value: Any, key: str) -> Verdict | None:
        """What the function the call `value` names gives `key` of the object literals it returns
        (`_returned_member`), judged in its module."""
        callee = self._callee(value)
        if callee is None or _span(callee[0]) in callee[1].resolving:
            return None
        function, there = callee
        return there._given_returns(function, _unwrapped(value), self, key)

    def _returned_key_of(self, function: Any, key: str) -> Verdict | None:
        body = function.field("body")
        if body is None or body.kind() != "statement_block":
            return None
        returns = [r for r in body.find_all(kind="return_statement") if _owner(r) == _span(function)]
        if not returns:
            return None
        self.resolving.add(_span(function))
        try:
            verdicts: list[Verdict | None] = []
            for statement in returns:
                value = statement.named_children()[0] if statement.named_children() else None
                while value is not None and value.kind() in ("parenthesized_expression", "await_expression"):
                    value = value.named_children()[0] if value.named_children() else None
                if value is not None and value.kind() == "identifier":
                    verdicts.append(self._built_object(value, function, key))
                elif value is None or value.kind() != "object":
                    return None  # a value the caller's field may be anything of
                else:
                    verdicts.append(self._returned_pair(value, key))
                if verdicts[-1] is None:
                    return None
            return combine(verdicts)
        finally:
            self.resolving.discard(_span(function))

    def _built_object(self, name: Any, function: Any, key: str) -> Verdict | None:
        """`key` of `const result = { ... }` returned by `function` after `result.key = value`
        assignments in it (any other write to it, `result[k] = v`, `Object.assign(result, ...)`, or a
        call given it, may set anything)."""
        found = declaration_of(name, name.text())
        if found is None or found[0].kind() != "variable_declarator":
            return None
        declarator = found[0]
        literal, parent, bound = declarator.field("value"), declarator.parent(), declarator.field("name")
        if literal is None or literal.kind() != "object" or parent is None or not parent.text().startswith("const"):
            return None
        verdicts = [self._returned_pair(literal, key)]
        for reference in function.find_all(kind="identifier"):
            if reference.text() != name.text() or bound is None or _span(reference) == _span(bound):
                continue
            holder = reference.parent()
            if holder is not None and holder.kind() == "member_expression" and holder.field("object") == reference:
                assignment = holder.parent()
                if (
                    assignment is not None
                    and assignment.kind() == "assignment_expression"
                    and assignment.field("left") == holder
                ):
                    prop = holder.field("property")
                    if prop is not None and prop.text() == key:
                        verdicts.append(self._field(assignment, "right"))
                continue  # a read of one of its fields
            if holder is not None and holder.kind() == "return_statement":
                continue
            return None  # handed on, indexed, spread: anything may be set
        return combine(verdicts)

    def _returned_pair(self, value: Any, key: str) -> Verdict | None:
        """What an object literal gives its property `key` (undefined when it has none; unknown
        when a spread may)."""
        for entry in value.named_children():
            if entry.kind() == "spread_element":
                return None
            if entry.kind() == "pair":
                name = entry.field("key")
                if name is None or name.kind() == "computed_property_name":
                    return None  # `[field]: value`: any key
                if name.text().strip("'\"") == key:
                    return self._field(entry, "value")
            elif entry.kind() == "shorthand_property_identifier" and entry.text() == key:
                return self._name(entry)
        return CONSTANT

    def _argument(self, value: Any) -> Verdict | None:
        """A callback passed to a method of a known value is as known as what it returns
        (`ids.map(() => "?")`): an expression body, or every `return` of a block body."""
        if value.kind() not in FUNCTIONS:
            return self.judge(value)
        body = value.field("body")
        if body is None:
            return None
        if body.kind() != "statement_block":
            return self.judge(body)
        returns = [r for r in body.find_all(kind="return_statement") if _owner(r) == _span(value)]
        return combine([self.judge(r.named_children()[0]) if r.named_children() else CONSTANT for r in returns])

    def _name(self, node: Any) -> Verdict | None:
        name = node.text()
        if name in CONSTANT_NAMES:
            return CONSTANT
        guarded = self._guarded(node, name)
        if guarded is not None:
            return guarded
        found = declaration_of(node, name)
        if found is None and name in MODULE_PATHS:
            return CONSTANT
        if found is None:
            remote = self.links.imported(node, name) if self.links is not None else None
            return self._remote(remote) if remote is not None else None
        declaration, scope = found
        key = _span(declaration)
        if key in self.resolving:
            return CONSTANT  # its own earlier value: what the other assignments make it
        self.resolving.add(key)
        try:
            return self._declared(declaration, scope, name)
        finally:
            self.resolving.discard(key)

    def _remote(self, remote: Remote) -> Verdict | None:
        """What a declaration (or an exported expression) of another module is, judged there
        once per scan; a module in its own import cycle is not known."""
        if remote.declaration is None or self.links is None:
            return None
        memo = self.links.modules.verdicts
        key = (remote.path, _span(remote.declaration), remote.name, self.context)
        if key in memo:
            return memo[key]
        memo[key] = None
        there = Judge(self.context, self.links.at(remote))
        declaration = remote.declaration
        if declaration.kind() in DECLARED_KINDS:
            judged = there._declared(declaration, remote.scope, remote.name)
        else:
            judged = there.judge(declaration)
        memo[key] = judged
        return judged

    def _passed(self, parameter: Any, name: str) -> Verdict | None:
        """A parameter without a telling type: the weakest argument its callers pass (callers.py)."""
        start, end = _span(parameter)
        key = (-start - 1, -end - 1)  # not the span `_name` resolves: the callers of this parameter
        if key in self.resolving:
            return CONSTANT  # passed on by a call of its own function: what the other callers give
        self.resolving.add(key)
        try:
            passed = arguments_for(parameter, name, self.links)
            if passed is None:
                return None
            verdicts: list[Verdict | None] = []
            for argument in passed:
                verdicts.append(self._argument_passed(argument))
                if verdicts[-1] is None:
                    return None
            return combine(verdicts)
        finally:
            self.resolving.discard(key)

    def _argument_passed(self, argument: Passed) -> Verdict | None:
        if argument.value is MISSING:
            return CONSTANT  # undefined
        if argument.value is True:
            return TYPED  # a bare JSX attribute
        if argument.links is self.links:
            return self.judge(argument.value)
        there = Judge(self.context, argument.links)
        there.resolving, there.depth = self.resolving, self.depth
        return there.judge(argument.value)

    def _guarded(self, node: Any, name: str) -> Verdict | None:
        """What a check that dominates `node` proves of `name`: an earlier `if (...) return` (or
        throw, continue, break) whose condition fails only for allowed values, an enclosing
        `if (...) {` whose condition holds only for them, or the `else` of one that fails only for
        them. The block that rejects a value (`if (!ALLOWED.includes(x)) return res.send(x)`)
        holds a refused value: no check proves anything there."""
        start = _span(node)[0]
        child = node
        for ancestor in node.ancestors():
            kind = ancestor.kind()
            if kind in FUNCTIONS:
                return None
            if kind == "if_statement" and child in (ancestor.field("consequence"), ancestor.field("alternative")):
                condition = ancestor.field("condition")
                holds = ancestor.field("consequence") == child  # in the else branch the condition failed
                verdict = self._check(condition, name, holds=holds) if condition is not None else None
                if verdict is not None:
                    return verdict
            if kind in SCOPES:
                for statement in ancestor.named_children():
                    if _span(statement)[1] > start:
                        break
                    if statement.kind() != "if_statement" or statement.field("alternative") is not None:
                        continue
                    consequence, condition = statement.field("consequence"), statement.field("condition")
                    if consequence is None or condition is None or not _exits(consequence):
                        continue
                    verdict = self._check(condition, name, holds=False)
                    if verdict is not None:
                        return verdict
            child = ancestor
        return None

    def _check(self, condition: Any, name: str, holds: bool) -> Verdict | None:
        r"""What `condition` evaluating to `holds` proves of `name`: membership of a constant
        allow-list (`ALLOWED.includes(x)`, `SET.has(x)`), equality with literals (`x === "a"`),
        a `typeof` test, a number test (`Number.isInteger(x)`, `!isNaN(x)`) or an anchored
        regular expression without quotes (`/^[\w-]+$/.test(x)`); through `!`, `&&`, `||` and
        parentheses."""
        kind = condition.kind()
        inner = condition.named_children()
        if kind == "parenthesized_expression" and len(inner) == 1:
            return self._check(inner[0], name, holds)
        if kind == "unary_expression" and condition.text().startswith("!") and len(inner) == 1:
            return self._check(inner[0], name, not holds)
        if kind == "binary_expression":
            operator = condition.field("operator")
            left, right = condition.field("left"), condition.field("right")
            if operator is None or left is None or right is None:
                return None
            text = operator.text()
            if text in ("&&", "||"):
                first, second = self._check(left, name, holds), self._check(right, name, holds)
                if (text == "&&") == holds:  # both sides hold (&&) or both fail (||): either one proves
                    return first if first is not None else second
                return combine([first, second]) if first is not None and second is not None else None
            if text in ("===", "==", "!==", "!="):
                if (text in ("===", "==")) != holds:
                    return None
                return self._equality(left, right, name)
            return None
        if kind == "call_expression" and holds:
            return self._membership(condition, name)
        if kind == "call_expression":
            return self._outside_class(condition, name)
        if kind == "call_expression" and condition.text().replace(" ", "") == f"isNaN({name})":
            return TYPED  # global isNaN: false only for what converts to a number
        return None

    def _equality(self, left: Any, right: Any, name: str) -> Verdict | None:
        for side, other in ((left, right), (right, left)):
            if side.text() == name and other.kind() in LITERALS:
                return CONSTANT
            if side.kind() == "unary_expression" and side.text().replace(" ", "") == f"typeof{name}":
                word = other.text().strip("'\"`")
                if word in ("number", "boolean", "bigint", "undefined"):
                    return TYPED
        return None

    def _membership(self, call: Any, name: str) -> Verdict | None:
        function, arguments = call.field("function"), call.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if function is None or len(values) != 1 or values[0].text() != name:
            return None
        if NUMBER_TESTS().match(function.text()):
            return TYPED
        if function.kind() != "member_expression":
            return None
        method, target = function.field("property"), function.field("object")
        if method is None or target is None:
            return None
        if method.text() in ("includes", "has") and self.judge(target) == CONSTANT and _listed(target):
            return CONSTANT
        if method.text() == "test" and target.kind() == "regex" and _narrow_pattern(target):
            return ESCAPED
        return None

    def _outside_class(self, call: Any, name: str) -> Verdict | None:
        """`/[^a-z0-9_]/.test(x)` failing: `x` holds only the class's characters, escaped where
        the sink takes them as they are (charsets.py; `if (/[^\\w-]/.test(slug)) return`)."""
        function, arguments = call.field("function"), call.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if function is None or function.kind() != "member_expression" or len(values) != 1 or values[0].text() != name:
            return None
        method, target = function.field("property"), function.field("object")
        if method is None or target is None or method.text() != "test":
            return None
        kept = charsets.negated_class(target, replacing=False)
        return ESCAPED if kept is not None and charsets.safe_for(kept, self.context) else None

    def _declared(self, declaration: Any, scope: Any, name: str) -> Verdict | None:
        kind = declaration.kind()
        pattern = declaration.field("pattern") if kind in PARAMETERS else None
        key = destructured_key(pattern, name) if pattern is not None and pattern.kind() == "object_pattern" else None
        validated = _validated_member(declaration, key, self.links) if key is not None else None
        if validated is not None:
            return validated  # `@Body() { sortBy }: SearchDto` with `@IsIn([...]) sortBy` checked by a ValidationPipe
        annotation, links = _annotation(declaration, name, self.links)
        if annotation is not None and _primitive(annotation) and nest_pipes.untransformed(declaration, self.links):
            return None  # `@Param('id') id: number` without a pipe: the request's text, whatever the type says
        if annotation is not None:
            declared = _type_verdict(annotation, links)
            if declared is not None:
                return declared
        if kind == "enum_declaration":
            return CONSTANT
        if kind == "for_in_statement":
            if object_keys.iterated_key(declaration, name):
                return CONSTANT  # `for (const [key, value] of Object.entries(updates))`: a key the code wrote
            left, right, operator = (declaration.field(f) for f in ("left", "right", "operator"))
            if left is None or left.kind() != "identifier" or right is None or operator is None:
                return None  # a destructured element of what is iterated
            return self.judge(right) if operator.text() == "of" else None  # `in`: a key of an unknown object
        if kind in PARAMETERS and self._typescript() and _typed_default(declaration):
            return TYPED  # `limit = 10`: TypeScript infers `number`, no caller passes text
        if kind in PARAMETERS and sets_typed_state(declaration, name):
            return TYPED  # `setEnabledState(value)` of `useState(false)`: the component's boolean state
        if kind in PARAMETERS and array_index(declaration):
            return TYPED  # `ids.map((_, i) => ...)`: the element's index
        array = array_of_element(declaration) if kind in PARAMETERS else None
        if array is not None:
            return self.judge(array)  # `COLUMNS.map((column) => ...)`: one of the array's elements
        if kind in PARAMETERS and _span(declaration) in self.given:
            value, caller = self.given[_span(declaration)]
            return caller.judge(value)  # what the call being judged passes it
        if kind in PARAMETERS:
            return self._passed(declaration, name)
        if kind != "variable_declarator":
            return None  # a catch binding, a function, a class
        value = declaration.field("value")
        pattern = declaration.field("name")
        if pattern is not None and pattern.kind() == "object_pattern":
            return self._destructured(declaration, pattern, value, name)
        verdicts = [self.judge(value) if value is not None else CONSTANT]
        parent = declaration.parent()
        if parent is None or not parent.text().startswith("const"):
            verdicts += self._assignments(scope, name)
        if parent is not None and parent.kind() == "variable_declaration":
            verdicts += self._redeclarations(declaration, name)
        if verdicts[0] is not None and value is not None and value.kind() not in LITERALS:
            verdicts += self._mutations(scope, name)  # a const array or object may still be filled
        return combine(verdicts)

    def _redeclarations(self, declaration: Any, name: str) -> list[Verdict | None]:
        """`var user = ""; ... var user = map.key;`: every other `var` of the name in its function
        assigns it too (a `var` is the function's, whatever block declares it)."""
        function = next((a for a in declaration.ancestors() if a.kind() in FUNCTIONS or a.kind() == "program"), None)
        if function is None:
            return []
        verdicts: list[Verdict | None] = []
        for other in function.find_all(kind="variable_declarator"):
            target, value = other.field("name"), other.field("value")
            if target is None or target.text() != name or _span(other) == _span(declaration):
                continue
            if other.parent() is not None and other.parent().kind() == "variable_declaration":
                verdicts.append(self.judge(value) if value is not None else CONSTANT)
        return verdicts

    def _destructured(self, declaration: Any, pattern: Any, value: Any, name: str) -> Verdict | None:
        """`const { fileUrl } = input`: what is declared of `input.fileUrl` (its type, its schema),
        else, for a `const`, what the value is (a property of a constant object is constant)."""
        key = destructured_key(pattern, name)
        if value is None or key is None:
            return None
        if value.kind() == "identifier":
            member = _declared_member(value, value.text(), key, self.links, self.context)
            if member is not None:
                return member
        parent = declaration.parent()
        if parent is None or not parent.text().startswith("const"):
            return None
        returned = self._returned_key(value, key)  # `const { clause } = SqlHelper.buildInClause(ids, 1)`
        return returned if returned is not None else self.judge(value)

    def _mutations(self, scope: Any, name: str) -> list[Verdict | None]:
        """What `name.push(x)`, `name.set(k, x)`, `name[k] = x` and `name.k = x` put into it."""
        verdicts: list[Verdict | None] = []
        for call in scope.find_all(kind="call_expression"):
            function = call.field("function")
            target = (
                function.field("object") if function is not None and function.kind() == "member_expression" else None
            )
            method = function.field("property") if target is not None else None
            if target is None or method is None or target.text() != name or method.text() not in MUTATORS:
                continue
            arguments = call.field("arguments")
            verdicts += [self.judge(argument) for argument in (arguments.named_children() if arguments else [])]
        for assignment in scope.find_all(kind="assignment_expression"):
            left = assignment.field("left")
            target = left.field("object") if left is not None and left.kind() in MEMBERS else None
            if target is not None and target.text() == name:
                verdicts.append(self._field(assignment, "right"))
        return verdicts

    def _assignments(self, scope: Any, name: str) -> list[Verdict | None]:
        """What every assignment to `name` in its scope gives it."""
        verdicts: list[Verdict | None] = []
        for kind in ("assignment_expression", "augmented_assignment_expression"):
            for assignment in scope.find_all(kind=kind):
                left = assignment.field("left")
                if left is None or left.text() != name:
                    continue
                operator = assignment.field("operator")
                if kind == "augmented_assignment_expression" and operator is not None and operator.text() != "+=":
                    verdicts.append(TYPED if operator.text() not in ("||=", "&&=", "??=") else None)
                else:
                    verdicts.append(self._field(assignment, "right"))
        for update in scope.find_all(kind="update_expression"):
            if any(child.text() == name for child in update.named_children()):
                verdicts.append(TYPED)  # i++: a number
        return verdicts


def _listed(target: Any) -> bool:
    """Whether a constant's `includes` tests membership, not a substring of a constant string
    (`'name,email'.includes(column)` holds for `e,em`)."""
    return collections.shape(target) != collections.Shape.STRING


def module_binding(name: Any) -> bool:
    """Whether a name is declared nowhere in its file but an import, or by `require(...)`."""
    found = declaration_of(name, name.text())
    if found is None:
        return True
    value = found[0].field("value") if found[0].kind() == "variable_declarator" else None
    function = value.field("function") if value is not None and value.kind() == "call_expression" else None
    return function is not None and function.text() == "require"


def _path_module(receiver: Any) -> bool:
    """Whether `receiver` names Node's `path` module where the file imports or requires it."""
    if receiver.kind() != "identifier":
        return False
    name = re.escape(str(receiver.text()))
    binder = rf"\bimport\s+(\*\s+as\s+)?{name}\s+from\s*|\b{name}\s*=\s*require\s*\(\s*"
    binding = rf"""({binder})['"](node:)?path(/posix)?['"]"""
    return re.search(binding, tree_root(receiver).text()) is not None


def escaper(node: Any) -> str | None:
    """The callee of a call of an escaper (ESCAPERS), else None."""
    function = node.field("function") if node.kind() == "call_expression" else None
    return str(function.text()) if function is not None and ESCAPERS().match(function.text()) else None


def _declared_member(node: Any, name: str, key: str, links: Links | None, context: str | None = None) -> Verdict | None:
    """What the declarations say of `name.key`: the type of that property where `name` is declared
    of a type of the file or imported (`dto: ListDto`), or what a schema says where `name` holds what
    it parsed (`const body = Body.parse(x)`) or is of its inferred type (`input: z.infer<typeof Body>`)."""
    found = declaration_of(node, name)
    if found is None:
        return _destructured_parse(node, name, key, context, links)
    declaration = found[0]
    validated = _validated_member(declaration, key, links)
    if validated is not None:
        return validated
    annotation, there = _annotation(declaration, name, links)
    member, there = _member_type(annotation, key, there) if annotation is not None else (None, there)
    if member is not None:
        return _type_verdict(member, there)
    from secure_lint.matchers.values import schemas  # noqa: PLC0415 (a schema is read once a field is judged: not every scan's start)

    schema = schemas.declared_schema(declaration, name)
    if schema is None:
        schema = schemas.inferred_schema(annotation)
    return schemas.field_verdict(node, schema, key, context, links) if schema is not None else None


def _checked_member(node: Any, target: Any, prop: Any, context: str | None, links: Links | None) -> Verdict | None:
    """What a schema parsed in place before the read says of `req.params.key` (parse_guards.py)."""
    if prop is None or target is None or target.kind() not in ("member_expression", "identifier"):
        return None
    from secure_lint.matchers.values import parse_guards  # noqa: PLC0415 (schemas are read once a field is judged)

    return parse_guards.checked_field(node, target, str(prop.text()), context, links)


def _safe_parsed_member(
    node: Any, target: Any, prop: Any, context: str | None = None, links: Links | None = None
) -> Verdict | None:
    """What a schema says of `result.data.key` where `result = Schema.safeParse(x)`."""
    holder, data = target.field("object"), target.field("property")
    if prop is None or holder is None or data is None or data.text() != "data" or holder.kind() != "identifier":
        return None
    found = declaration_of(node, holder.text())
    value = found[0].field("value") if found is not None and found[0].kind() == "variable_declarator" else None
    from secure_lint.matchers.values import schemas  # noqa: PLC0415 (a schema is read once a field is judged: not every scan's start)

    schema = schemas.result_schema(value) if value is not None else None
    return schemas.field_verdict(node, schema, prop.text(), context, links) if schema is not None else None


def _destructured_parse(
    node: Any, name: str, key: str, context: str | None = None, links: Links | None = None
) -> Verdict | None:
    """What a schema says of `data.key` where `const { data } = Schema.safeParse(x)` binds `data`
    in an enclosing block."""
    from secure_lint.matchers.values import schemas  # noqa: PLC0415 (a schema is read once a field is judged: not every scan's start)

    for ancestor in node.ancestors():
        if ancestor.kind() not in SCOPES:
            continue
        for statement in ancestor.named_children():
            declarators = statement.named_children() if statement.kind() in DECLARATIONS else []
            for declarator in declarators:
                schema = schemas.declared_schema(declarator, name)
                if schema is not None:
                    return schemas.field_verdict(node, schema, key, context, links)
    return None


def _exits(consequence: Any) -> bool:
    if consequence.kind() in EXITS:
        return True
    statements = consequence.named_children() if consequence.kind() == "statement_block" else [consequence]
    return any(statement.kind() in EXITS for statement in statements)


def _narrow_pattern(regex: Any) -> bool:
    r"""An anchored pattern that cannot match a quote, a backslash or markup: `/^[\w-]+$/`."""
    pattern = regex.field("pattern")
    text = pattern.text() if pattern is not None else ""
    flags = regex.field("flags")
    if flags is not None and "m" in flags.text():
        return False  # ^ and $ match at every line
    return bool(NARROW_PATTERN().match(text))


# A URL's start that fixes its scheme to one that runs no script: `name:` but javascript:,
# vbscript: or data:, or a path of this origin (`/x`, not `//host`), or `./x`, `?q=`, `#frag`
FIXED_SCHEME = on_first_use(
    r"^(?:(?!(?:javascript|vbscript|data):)[a-z][a-z0-9+.-]*:|/(?![/\\])|\./|\?|#)", re.IGNORECASE
)


# an i18n lookup (i18next, vue-i18n, react-intl's message ids, a browser extension's messages)
_TRANSLATION = lazy_compile(r"^(?:t|\$t|i18n\.t|i18next\.t|translate|(?:browser|chrome)\.i18n\.getMessage)$")
# a URL the browser makes for a Blob or File of the page: its scheme is blob:, whatever the bytes
_OBJECT_URL = lazy_compile(r"^((window|self|globalThis)\.)?(URL|webkitURL)\.createObjectURL$")


def fixed_scheme(head: str | None) -> bool:
    """Whether a URL starting with this literal text cannot be made a script URL by what follows
    (browsers drop tabs and newlines inside a scheme, so the head must hold its whole `name:`)."""
    return head is not None and FIXED_SCHEME().match(head) is not None


def _literal_head(node: Any) -> str | None:
    """The literal text a template string or a `+` concatenation starts with, None when it
    starts with a value."""
    while node.kind() == "binary_expression":
        left, operator = node.field("left"), node.field("operator")
        if left is None or operator is None or operator.text() != "+":
            return None
        node = left
    if node.kind() == "string":
        return str(node.text())[1:-1]
    if node.kind() == "template_string":
        text = str(node.text())[1:]
        return text.split("${", 1)[0] if "${" in text else text[:-1]
    return None


def _substitutions(template: Any) -> list[Any]:
    return [sub for sub in template.named_children() if sub.kind() == "template_substitution"]


def _script_substitutions(template: Any) -> list[tuple[Any, str | None, bool]]:
    """The substitutions of a template that holds script, each with the quote of the script
    string it sits in (`'${x}'`; None: none) and whether it is the last one on its line of
    script; the quotes are read in the template's cooked text."""
    found: list[tuple[Any, str | None, bool]] = []
    line: list[int] = []  # the substitutions on the current line of script
    state: tuple[str | None, bool] = (None, False)  # the open quote, and a backslash before
    for child in template.children():
        kind, text = child.kind(), str(child.text())
        if kind == "template_substitution":
            for index in line:
                found[index] = (found[index][0], found[index][1], False)  # another value on its line
            line.append(len(found))
            found.append((child, state[0], True))
            state = (state[0], False)
            continue
        if kind == "escape_sequence":
            text = {"n": "\n", "r": "\r"}.get(text[1:2], text[1:2]) if len(text) == 2 else "_"
        elif kind != "string_fragment":
            continue
        if "\n" in text or "\r" in text:
            line = []
        state = _quote_after(text, state)
    return found


def _quote_after(text: str, state: tuple[str | None, bool]) -> tuple[str | None, bool]:
    """The quote open after `text` of a script, and whether a backslash ends it, given both before."""
    quote, escaped = state
    for char in text:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif quote is None and char in "'\"":
            quote = char
        elif char == quote:
            quote = None
    return quote, escaped


def _unwrapped(value: Any) -> Any | None:
    """`value` without the `await` and parentheses around it."""
    while value is not None and value.kind() in ("await_expression", "parenthesized_expression"):
        inner = value.named_children()
        value = inner[-1] if inner else None
    return value


def _method_named(cls: Any, name: str) -> Any | None:
    """The method `name` of a class declaration."""
    body = cls.field("body")
    for member in body.named_children() if body is not None else []:
        named = member.field("name") if member.kind() == "method_definition" else None
        if named is not None and named.text() == name:
            return member
    return None


def _bound(function: Any, call: Any, caller: Any) -> dict[tuple[int, int], tuple[Any, Any]]:
    """The plain parameters of `function` (`x`, `x: T`, `x = d`) by span, each with the argument
    `call` passes at its position and the caller's judge; none after a spread argument."""
    formal = function.field("parameters")
    single = function.field("parameter")
    parameters = formal.named_children() if formal is not None else ([single] if single is not None else [])
    arguments = call.field("arguments") if call is not None and call.kind() == "call_expression" else None
    passed = arguments.named_children() if arguments is not None else []
    bound: dict[tuple[int, int], tuple[Any, Any]] = {}
    for parameter, argument in zip(parameters, passed, strict=False):
        if argument.kind() == "spread_element":
            break
        pattern = parameter.field("pattern") if parameter.kind() != "identifier" else parameter
        if pattern is not None and pattern.kind() == "identifier":
            bound[_span(parameter)] = (argument, caller)
    return bound


def _local_class(root: Any, name: str, typescript: bool) -> Any | None:
    """The class declaration `name` of the file (abstract ones are TypeScript's: JavaScript's
    grammar has no such kind)."""
    kinds = ("class_declaration", "abstract_class_declaration") if typescript else ("class_declaration",)
    return next((found for kind in kinds if (found := _named_in_file(root, kind, name, typescript))), None)


def _superclass(cls: Any) -> Any | None:
    """The name of the class `cls` extends (`extends Base`), when it is a plain name."""
    heritage = next((child for child in cls.children() if child.kind() == "class_heritage"), None)
    clause = next((c for c in heritage.children() if c.kind() == "extends_clause"), None) if heritage else None
    value = clause.field("value") if clause is not None else None
    return value if value is not None and value.kind() == "identifier" else None


def _called_function(value: Any) -> Any | None:
    """The function of the file a call names: `sync(...)` (a declaration in scope) or
    `this.sync(...)` (a method of the enclosing class), through `await`."""
    value = _unwrapped(value)
    function = value.field("function") if value is not None and value.kind() == "call_expression" else None
    if function is None:
        return None
    if function.kind() == "identifier":
        found = declaration_of(function, function.text())
        return function_of(found[0]) if found is not None else None
    target, prop = function.field("object"), function.field("property")
    if function.kind() != "member_expression" or target is None or prop is None or target.kind() != "this":
        return None
    body = next((a for a in function.ancestors() if a.kind() == "class_body"), None)
    for method in body.named_children() if body is not None else []:
        name = method.field("name") if method.kind() == "method_definition" else None
        if name is not None and name.text() == prop.text():
            return method
    return None


def _span(node: Any) -> tuple[int, int]:
    extent = node.range()
    return extent.start.index, extent.end.index


def _owner(node: Any) -> tuple[int, int] | None:
    """The function a node is in (the nearest)."""
    for ancestor in node.ancestors():
        if ancestor.kind() in FUNCTIONS:
            return _span(ancestor)
    return None


def _member_field(annotation: Any, key: str, links: Links | None) -> tuple[Any | None, Links | None]:
    """The declaration of property `key` of an object type (`{ count: number }`), or of an
    interface, type alias or class the annotation names (`Props`, a class-validator DTO
    `class ListDto { @IsInt() limit: number }`), of the file or imported; with the links of the
    module the type is written in."""
    body = annotation
    if annotation.kind() == "type_identifier":
        body = tree_root(annotation).find(
            {
                "rule": {
                    "any": [
                        {"kind": "interface_declaration"},
                        {"kind": "type_alias_declaration"},
                        {"kind": "class_declaration"},
                    ],
                    "has": {"field": "name", "regex": f"^{re.escape(annotation.text())}$"},
                }
            }
        )
        if body is None and links is not None:
            remote = links.imported(annotation, annotation.text())
            declaration = remote.declaration if remote is not None else None
            if remote is not None and declaration is not None and declaration.kind() in TYPE_DECLARATIONS:
                body, links = declaration, links.at(remote)
    if body is None:
        return None, links
    for signature in body.find_all(any=[{"kind": "property_signature"}, {"kind": "public_field_definition"}]):
        name = signature.field("name")
        if name is not None and name.text() == key:
            return signature, links
    return None, links


def _member_type(annotation: Any, key: str, links: Links | None) -> tuple[Any | None, Links | None]:
    """The declared type of property `key` of the type `annotation` names (`_member_field`)."""
    field, there = _member_field(annotation, key, links)
    return (_annotation_type(field) if field is not None else None), there


def _validated_member(declaration: Any, key: str, links: Links | None) -> Verdict | None:
    """What the class-validator decorators of property `key` of a Nest handler's DTO parameter say
    (`@Body() dto: SearchDto`, `@Body() { sortBy }: SearchDto`), where a ValidationPipe runs them."""
    annotation = _annotation_type(declaration) if declaration.kind() in PARAMETERS else None
    if annotation is None or not nest_pipes.validated(declaration, links):
        return None
    field, _ = _member_field(annotation, key, links)
    if field is None or field.kind() != "public_field_definition":
        return None
    return class_validators.field_verdict(field, _narrow_pattern)


def _annotation(declaration: Any, name: str, links: Links | None) -> tuple[Any | None, Links | None]:
    """The declared type of a parameter or variable (`id: number`), of a name destructured from
    a typed parameter (`{ count }: { count: number }`), or None; with the links of the module
    the type is written in."""
    if declaration.kind() not in ("required_parameter", "optional_parameter", "variable_declarator"):
        return None, links
    declared = _annotation_type(declaration)
    pattern = declaration.field("pattern")
    if declared is None or pattern is None or pattern.kind() != "object_pattern":
        return declared, links
    key = destructured_key(pattern, name)
    return _member_type(declared, key, links) if key is not None else (None, links)


def _class_of(declaration: Any) -> str | None:
    """The class a parameter or variable holds an instance of: its declared type (`params:
    SqlParams`) or the class it is constructed from (`const params = new SqlParams()`)."""
    declared = _annotation_type(declaration) if declaration.kind() in DECLARED_WITH_TYPES else None
    if declared is not None:
        return str(declared.text()) if declared.kind() == "type_identifier" else None
    value = declaration.field("value") if declaration.kind() == "variable_declarator" else None
    constructor = value.field("constructor") if value is not None and value.kind() == "new_expression" else None
    return str(constructor.text()) if constructor is not None and constructor.kind() == "identifier" else None


DECLARED_WITH_TYPES = frozenset({"required_parameter", "optional_parameter", "variable_declarator"})
TYPESCRIPT_SUFFIXES = (".ts", ".tsx", ".mts", ".cts")
TYPED_DEFAULTS = frozenset({"number", "true", "false"})
CLASS_KINDS = frozenset({"class_declaration", "abstract_class_declaration", "class"})
MAX_SUPERCLASSES = 4  # classes walked up an `extends` chain for an inherited method
WRAPPED_VALUES = frozenset({"as_expression", "satisfies_expression", "parenthesized_expression"})


def _typed_default(parameter: Any) -> bool:
    """`limit = 10`, `strict = false`: a parameter whose default is a number or boolean literal
    (its type unannotated), which TypeScript infers `number`/`boolean` for every caller."""
    default = parameter.field("value") if parameter.kind() in ("required_parameter", "optional_parameter") else None
    if default is None:
        return False
    if default.kind() == "unary_expression" and default.text().lstrip().startswith("-"):
        default = default.named_children()[-1] if default.named_children() else default
    return default.kind() in TYPED_DEFAULTS


def declared_string(node: Any, links: Links | None = None) -> bool:
    """Whether `node`, a name destructured from a parameter, is declared a plain string by the
    parameter's type (`({ query }: { query: string })`, an interface or alias of the file or
    imported naming `query: string`)."""
    pattern = node.parent()
    parameter = pattern.parent() if pattern is not None else None
    if pattern is None or parameter is None or pattern.kind() != "object_pattern":
        return False
    declared, _ = _annotation(parameter, str(node.text()), links)
    return declared is not None and declared.kind() == "predefined_type" and declared.text() == "string"


def _primitive(annotation: Any) -> bool:
    """`number`, `boolean`, `'asc' | 'desc'`: a type nothing at runtime enforces on its own (a class, such
    as a validated DTO, is left to what it declares)."""
    kind = annotation.kind()
    if kind in ("union_type", "parenthesized_type"):
        return all(_primitive(member) for member in annotation.named_children())
    return kind in ("predefined_type", "literal_type")


def _annotation_type(node: Any) -> Any | None:
    for child in node.named_children():
        if child.kind() == "type_annotation":
            types = child.named_children()
            return types[0] if types else None
    return None


def _type_verdict(node: Any, links: Links | None = None) -> Verdict | None:
    """What a declared type says of its values: numbers and booleans are typed, string literal
    types, their unions and enums (of the file, or imported with `links`) are constant."""
    return _TypeReader(node, links).judge(node)


TYPE_DECLARATIONS = frozenset({"interface_declaration", "type_alias_declaration", "class_declaration"})
_NAMED_TYPES = frozenset({"generic_type", "nested_type_identifier", "type_identifier"})
# the conventional names of function types (DOM and React typings: EventListener, MouseEventHandler)
_FUNCTION_TYPE_NAME = lazy_compile(r"^[\w.]*(Handler|Callback|Listener)(<|$)|^Function$")


class _TypeReader(verdict.Judge):
    """What a type annotation says of its values (the depth-bounded walk of verdict.Judge)."""

    def __init__(self, anchor: Any, links: Links | None = None) -> None:
        super().__init__()
        self.anchor = anchor
        self.links = links

    def _judge(self, node: Any) -> Verdict | None:
        kind = node.kind()
        if kind == "predefined_type":
            return TYPED if node.text() in TYPED_TYPES else None
        if kind == "literal_type":
            return CONSTANT
        if kind == "function_type" or (kind in _NAMED_TYPES and _FUNCTION_TYPE_NAME.search(node.text())):
            return TYPED  # a function (`() => void`, `React.MouseEventHandler<T>`): code the program holds, not text
        if kind in ("union_type", "parenthesized_type"):
            return combine([self.judge(member) for member in node.named_children()])
        if kind in ("array_type", "readonly_type"):
            inner = node.named_children()
            return self.judge(inner[0]) if inner else None
        if kind == "type_identifier":
            return self._named(node.text())
        if kind == "lookup_type":
            return self._element_of(node)
        if kind == "index_type_query":
            return self._keys_of(node)
        return None

    def _element_of(self, node: Any) -> Verdict | None:
        """`(typeof ROLES)[number]`: an element of a constant array declared `as const` (without
        it the element type is `string`, whatever the array holds)."""
        parts = node.named_children()
        if len(parts) != 2 or parts[1].text() != "number":
            return None
        value = self._queried_value(parts[0])
        if value is None or value.kind() != "as_expression" or not value.text().rstrip().endswith("const"):
            return None
        return CONSTANT if Judge(None, self.links).judge(value) == CONSTANT else None

    def _keys_of(self, node: Any) -> Verdict | None:
        """`keyof typeof LABELS`: the keys of an object literal the code declares, unannotated
        (an annotated `Record<string, T>` has any string for a key)."""
        parts = node.named_children()
        value = self._queried_value(parts[0]) if len(parts) == 1 else None
        while value is not None and value.kind() in WRAPPED_VALUES:
            inner = value.named_children()
            value = inner[0] if inner else None
        if value is None or value.kind() != "object":
            return None
        keys = [entry for entry in value.named_children() if entry.kind() != "comment"]
        if any(entry.kind() not in ("pair", "shorthand_property_identifier", "method_definition") for entry in keys):
            return None  # a spread or a computed key: keys the code does not show
        if any(entry.kind() == "pair" and entry.field("key") is not None
               and entry.field("key").kind() == "computed_property_name" for entry in keys):
            return None
        return CONSTANT

    def _queried_value(self, query: Any) -> Any | None:
        """The value bound to `X` of `typeof X` (through parentheses): an unannotated `const`
        of the file, or one imported."""
        while query.kind() == "parenthesized_type" and query.named_children():
            query = query.named_children()[0]
        inner = query.named_children() if query.kind() == "type_query" else []
        if len(inner) != 1 or inner[0].kind() != "identifier":
            return None
        name = str(inner[0].text())
        found = declaration_of(inner[0], name)
        declarator = found[0] if found is not None else None
        if declarator is None and self.links is not None:
            remote = self.links.imported(self.anchor, name)
            declarator = remote.declaration if remote is not None else None
        if declarator is None or declarator.kind() != "variable_declarator":
            return None
        parent = declarator.parent()
        if parent is None or not parent.text().startswith("const") or _annotation_type(declarator) is not None:
            return None
        return declarator.field("value")

    def _named(self, name: str) -> Verdict | None:
        if _enum(self.anchor, name, typescript=True) is not None:
            return CONSTANT
        alias = _named_in_file(self.anchor, "type_alias_declaration", name, typescript=True)
        if alias is None:
            return self._imported(name)
        value = alias.field("value")
        return self.judge(value) if value is not None else None

    def _imported(self, name: str) -> Verdict | None:
        """An enum or type alias imported from another module."""
        remote = self.links.imported(self.anchor, name) if self.links is not None else None
        declaration = remote.declaration if remote is not None else None
        if remote is None or declaration is None or self.links is None:
            return None
        if declaration.kind() == "enum_declaration":
            return CONSTANT
        value = declaration.field("value") if declaration.kind() == "type_alias_declaration" else None
        if value is None:
            return None
        reader = _TypeReader(value, self.links.at(remote))
        reader.depth = self.depth
        return reader.judge(value)


def _enum(anchor: Any, name: str, typescript: bool) -> Any | None:
    """The enum of the file named `name`, if any."""
    if not name[:1].isupper():
        return None
    return _named_in_file(anchor, "enum_declaration", name, typescript)


# the declarations TypeScript's grammar has and JavaScript's lacks: ast-grep refuses a rule naming
# one of them on a JavaScript tree, and its refusal costs a twentieth of a second
TYPESCRIPT_ONLY_KINDS = frozenset(
    {"abstract_class_declaration", "enum_declaration", "interface_declaration", "type_alias_declaration"}
)


def _named_in_file(anchor: Any, kind: str, name: str, typescript: bool) -> Any | None:
    """The declaration of `kind` named `name` in the file (of TypeScript, when `typescript`)."""
    if kind in TYPESCRIPT_ONLY_KINDS and not typescript:
        return None
    try:
        named = {"field": "name", "regex": f"^{re.escape(name)}$"}
        return tree_root(anchor).find({"rule": {"kind": kind, "has": named}})
    except RuntimeError:  # a grammar that lacks the kind all the same
        return None
