"""`rn-storage-wrapper-credential`: a credential handed to the app's own storage wrapper, a
function or class method whose parameter it writes to AsyncStorage or an unencrypted MMKV.

The line rule `rn.storage.token-in-async-storage` sees a write where it happens. Apps often
write through a wrapper (`storage.setValue(key, value)` of an `AsyncStorageInterface` class,
`session.setObject(key, value)` of a `class Storage extends MMKV`), so the write shows no key
and no value, and the call that hands the credential to the wrapper shows no storage. This check
joins the two: an anchor is a call in one file that passes a value that is a credential by what
it is (its name says a token, password, secret, key or OTP seed; its declared type has such a
field; an object literal holding one; or the key argument names one); the verdict resolves the
called name to a wrapper in the same file or in a module at most two imports away, whose
parameter in that argument's position reaches `AsyncStorage.setItem`/`mergeItem` or an
unencrypted MMKV `set`/`setString` (passed on as it is or as `JSON.stringify`/`String` of it).

Quiet: non-secret values through the same wrapper (a theme, a setting, a screen name), values
encrypted or hashed before the call or inside the wrapper (the write then holds no parameter),
wrappers that write to the Keychain, SecureStore or EncryptedStorage (no plain sink), MMKV
instances made with an encryption key, direct writes (the line rule's), and calls in a function
nothing in the app calls (scan/repo/uncalled_storage_writes.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import one_line
from secure_lint.matchers.app_checks.credential_types import UNREAD, credential_field, named_credential, program_of
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.mmkv_imports import plain_mmkv_imports
from secure_lint.matchers.values.imports import Links, modules_of

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# text a file needs to hold a credential argument (case-sensitive: the matcher's needles)
NEEDLES = (
    "oken", "assword", "asswd", "asscode", "assphrase", "ecret", "otp", "OTP", "Otp", "nemonic", "seed", "Seed",
    "redential", "rivateKey", "rivate_key", "piKey", "pi_key", "jwt", "JWT",
)
_KEY_LITERAL = lazy_compile(r"""^['"`][^'"`\n]{1,80}['"`]$""")
_PASS_THROUGH = lazy_compile(r"^(?:JSON\.stringify|String)$")  # a call that keeps what it is given
_TYPE_NAME = lazy_compile(r"\b[A-Z][\w$]*")
_ASYNC_STORAGE_IMPORT = lazy_compile(
    r"""import\s+([\w$]+)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]@react-native-async-storage/async-storage['"]"""
)
_MMKV_MADE = lazy_compile(r"(?:new\s+MMKV|createMMKV)\s*(?:<[^>]*>)?\s*\(([^)]*)\)")
_KEY_GIVEN = lazy_compile(r"""\bencryptionKey\s*(?::(?!\s*['"`])|[,}])""")
_EXTENDS_MMKV = lazy_compile(r"\bclass\s+([\w$]+)\s+extends\s+MMKV\b")
_IMPORT_SPEC = lazy_compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]""")
_FUNCTIONS = ("function_declaration", "method_definition", "arrow_function", "function_expression")
MAX_IMPORT_DEPTH = 2  # modules away from the call: its imports, and theirs
MAX_CALLS = 400  # anchors looked at in one file


@dataclass(frozen=True)
class Wrapper:
    """A function of the app that writes its parameter `value` (by position) to plain storage."""

    path: str
    name: str
    method: bool  # a class or object method (called on a receiver)
    value: int
    key: int | None
    sink: str
    line: int
    store: str


# -- the call site: a credential handed to a function --------------------------------------


def _last_name(node: Any) -> str | None:
    if node.kind() == "identifier":
        return str(node.text())
    if node.kind() == "member_expression" and (prop := node.field("property")) is not None:
        return str(prop.text())
    return None


@dataclass(frozen=True)
class Context:
    """What the call's file tells about its values: declared types, and its imports (verdict only)."""

    types: dict[str, str]
    links: Links | None = None


def credential_reason(node: Any, context: Context | None = None) -> str | None:
    """Why the value of `node` is a credential, or None."""
    kind = node.kind()
    if kind == "call_expression":
        function, arguments = node.field("function"), node.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if function is not None and _PASS_THROUGH.match(function.text()) and values:
            return credential_reason(values[0], context)
        return None
    if kind == "object":
        for pair in node.named_children():
            key = pair.field("key") if pair.kind() == "pair" else pair
            value = pair.field("value") if pair.kind() == "pair" else pair
            if key is None or value is None or value.kind() in ("string", "number", "true", "false", "null"):
                continue
            if pair.kind() in ("pair", "shorthand_property_identifier") and named_credential(key.text().strip("'\"")):
                return f"an object holding `{one_line(key.text(), 40)}`"
        return None
    name = _last_name(node)
    if name is None:
        return None
    if named_credential(name):
        return f"`{one_line(node.text(), 60)}`"
    if kind == "identifier" and context is not None:
        return typed_credential(node, context)
    return None


def typed_credential(identifier: Any, context: Context) -> str | None:
    """`otps` declared `const otps: Array<OTP>` where `interface OTP` (this file or one it
    imports, or a type or schema its fields name: credential_types.py) has a credential field
    (`otpURL`, `accessToken`)."""
    annotation = context.types.get(str(identifier.text()))
    if annotation is None:
        return None
    for type_name in _TYPE_NAME.findall(annotation):
        credential = credential_field(identifier, type_name, context.links)
        if credential == UNREAD:
            return f"`{identifier.text()}` of {UNREAD}"  # the verdict reads the type
        if credential is not None:
            return f"`{identifier.text()}` (declared `{one_line(annotation, 40)}`), which holds {credential}"
    return None


def declared_types(tree: Any, typed: bool) -> dict[str, str]:
    """The declared type of each name the file annotates (`const otps: Array<OTP>`, `(s: Session)`,
    `private tokens: Tokens`), scopes merged; nothing for JavaScript."""
    found: dict[str, str] = {}
    if not typed:
        return found
    for annotation in tree.find_all(kind="type_annotation"):
        holder = annotation.parent()
        if holder is None:
            continue
        target = holder.field("pattern") if holder.kind().endswith("_parameter") else holder.field("name")
        if target is not None and target.kind() in ("identifier", "property_identifier"):
            found.setdefault(str(target.text()), str(annotation.text()).lstrip(":").strip())
    return found


def _called(call: Any) -> tuple[str, bool] | None:
    """The name a call calls and whether on a receiver."""
    function = call.field("function")
    if function is None:
        return None
    if function.kind() == "identifier":
        return str(function.text()), False
    if function.kind() == "member_expression" and (prop := function.field("property")) is not None:
        return str(prop.text()), True
    return None


def arguments_of(call: Any) -> list[Any]:
    arguments = call.field("arguments")
    return [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []


def _handed(call: Any, context: Context) -> list[tuple[int, str]]:
    """(position, reason) of the call's arguments that are credentials; a key literal naming a
    credential counts for the argument after it."""
    arguments = arguments_of(call)
    found = [(i, r) for i, a in enumerate(arguments) if (r := credential_reason(a, context)) is not None]
    for i, argument in enumerate(arguments[:-1]):
        following = arguments[i + 1]
        literal = following.kind() in ("string", "number", "true", "false", "null", "template_string")
        if not literal and _KEY_LITERAL.match(argument.text()) and named_credential(argument.text()[1:-1]):
            found.append((i + 1, f"a value under the key {argument.text()}"))
    return found


def _direct_sink(call: Any) -> bool:
    function = call.field("function")
    return function is not None and re.match(r"^AsyncStorage\s*\.", function.text()) is not None


def _candidate_calls(tree: Any) -> Iterator[Any]:
    for count, call in enumerate(tree.find_all(kind="call_expression")):
        if count >= MAX_CALLS:
            return
        if _called(call) is not None and not _direct_sink(call) and len(arguments_of(call)) >= 1:
            yield call


def is_typescript(source: SourceFile) -> bool:
    return source.language in ("typescript", "tsx")


def wrapper_anchors(source: SourceFile) -> Iterator[RawMatch]:
    context = Context(declared_types(source.tree, is_typescript(source)))
    for call in _candidate_calls(source.tree):
        if _handed(call, context):
            extent = call.range()
            start = source.offset(extent.start.line, extent.start.column)
            yield RawMatch(start, source.offset(extent.end.line, extent.end.column))


# -- the wrappers: functions whose parameter reaches a plain storage write ------------------


def plain_receivers(text: str, imported: frozenset[str]) -> list[tuple[re.Pattern[str], str, str]]:
    """(receiver pattern, write methods, store) of the plain stores a module writes to; `imported`:
    the unencrypted MMKV instances it imports from the app's modules."""
    found = [(re.compile(rf"^{re.escape(name)}$"), r"^(?:set|setString)$", "MMKV") for name in sorted(imported)]
    for storage_import in _ASYNC_STORAGE_IMPORT.finditer(text):
        name = re.escape(storage_import.group(1))
        held = re.search(rf"=\s*{name}\b|typeof\s+{name}\b", text) is not None
        receiver = rf"^(?:{name}|this\.[\w$.]+)$" if held else rf"^{name}$"
        found.append((re.compile(receiver), r"^(?:setItem|mergeItem)$", "AsyncStorage"))
    for made in re.finditer(r"\b(?:const|let|var)\s+([\w$]+)\s*(?::[^=]*)?=\s*" + _MMKV_MADE.pattern, text):
        if _KEY_GIVEN.search(made.group(2)) is None:
            found.append((re.compile(rf"^{re.escape(made.group(1))}$"), r"^(?:set|setString)$", "MMKV"))
    for extended in _EXTENDS_MMKV.finditer(text):
        made_with_key = re.search(rf"new\s+{re.escape(extended.group(1))}\s*\([^)]*encryptionKey", text)
        if made_with_key is None:
            found.append((re.compile(r"^this$"), r"^(?:set|setString)$", f"MMKV (`{extended.group(1)} extends MMKV`)"))
    return found


def _parameters(function: Any) -> list[str]:
    parameters = function.field("parameters")
    if parameters is None:
        single = function.field("parameter")
        return [single.text()] if single is not None else []
    names = []
    for parameter in parameters.named_children():
        target = parameter.field("pattern") if parameter.kind().endswith("_parameter") else parameter
        names.append(str(target.text()) if target is not None and target.kind() == "identifier" else "")
    return names


def _function_name(function: Any) -> tuple[str, bool] | None:
    if function.kind() in ("function_declaration", "method_definition"):
        name = function.field("name")
        return (str(name.text()), function.kind() == "method_definition") if name is not None else None
    parent = function.parent()
    if parent is None:
        return None
    if parent.kind() == "variable_declarator" and (name := parent.field("name")) is not None:
        return str(name.text()), False
    if parent.kind() == "pair" and (key := parent.field("key")) is not None:
        return str(key.text()).strip("'\""), True
    if parent.kind() == "public_field_definition" and (name := parent.field("name")) is not None:
        return str(name.text()), True
    return None


def _carried(function: Any, parameter: str) -> set[str]:
    """The parameter and the locals bound to it as it is (`const data = JSON.stringify(value)`)."""
    names = {parameter}
    for _ in range(2):
        for declarator in function.find_all(kind="variable_declarator"):
            target, value = declarator.field("name"), declarator.field("value")
            if target is not None and value is not None and target.kind() == "identifier" and _holds(value, names):
                names.add(str(target.text()))
    return names


def _holds(value: Any, names: set[str]) -> bool:
    """`value` is one of `names` as it is, or passed through JSON.stringify/String or a template."""
    if value.kind() == "identifier":
        return value.text() in names
    if value.kind() == "await_expression":
        inner = value.named_children()
        return bool(inner) and _holds(inner[0], names)
    if value.kind() == "call_expression":
        function, arguments = value.field("function"), arguments_of(value)
        return function is not None and _PASS_THROUGH.match(function.text()) is not None and any(
            _holds(a, names) for a in arguments[:1]
        )
    if value.kind() == "template_string":
        return any(_holds(s.named_children()[0], names) for s in value.named_children()
                   if s.kind() == "template_substitution" and s.named_children())
    return False


def _sinks(function: Any, receivers: list[tuple[re.Pattern[str], str, str]]) -> Iterator[tuple[Any, str]]:
    for call in function.find_all(kind="call_expression"):
        callee = call.field("function")
        if callee is None or callee.kind() != "member_expression":
            continue
        target, prop = callee.field("object"), callee.field("property")
        if target is None or prop is None:
            continue
        for receiver, methods, store in receivers:
            if receiver.match(target.text()) and re.match(methods, prop.text()) and len(arguments_of(call)) >= 2:
                yield call, store


# a call that keeps a value in secure storage: SecureStore, the Keychain, EncryptedStorage, an app's
# `secureStorageService`
_SECURE_WRITE = lazy_compile(r"(?i)secure|keychain|encrypt|sensitive|protected")


def _also_secured(function: Any, carried: set[str], sink: Any) -> bool:
    """The wrapper also hands the value to secure storage (`if (isSensitive(key))
    secureStorage.setItem(key, value) else AsyncStorage.setItem(key, value)`): which store a
    credential reaches depends on a condition this check does not evaluate."""
    for call in function.find_all(kind="call_expression"):
        callee = call.field("function")
        if call == sink or callee is None or _SECURE_WRITE.search(callee.text()) is None:
            continue
        if any(_holds(argument, carried) for argument in arguments_of(call)):
            return True
    return False


def line_rule_sees(key: Any, value: Any) -> bool:
    """The write names a credential itself (its key literal or its value's name): the line rule
    `rn.storage.token-in-async-storage` reports it where it is, not at its callers."""
    named_key = _KEY_LITERAL.match(key.text()) is not None and named_credential(key.text()[1:-1])
    return named_key or credential_reason(value) is not None


def stored_record_credential(value: Any, context: Context, unread: bool = False) -> str | None:
    """Why a stored value is a record holding a credential: an identifier (or `JSON.stringify` of
    one) whose declared type holds a credential field, read where it is declared; None otherwise.
    When only the imports could tell and they are not read: that reason if `unread`, else None."""
    while value.kind() == "call_expression":
        function, values = value.field("function"), arguments_of(value)
        if function is None or _PASS_THROUGH.match(function.text()) is None or not values:
            return None
        value = values[0]
    if value.kind() != "identifier":
        return None
    reason = typed_credential(value, context)
    return None if reason is None or (reason.endswith(UNREAD) and not unread) else reason


def _wrappers_of(source: SourceFile, imported: frozenset[str], links: Links) -> list[Wrapper]:
    receivers = plain_receivers(source.text, imported)
    if not receivers:
        return []
    context = Context(declared_types(source.tree, is_typescript(source)), links)
    found = []
    for kind in _FUNCTIONS:
        for function in source.tree.find_all(kind=kind):
            named = _function_name(function)
            parameters = _parameters(function)
            if named is None or not any(parameters):
                continue
            for call, store in _sinks(function, receivers):
                key, value = arguments_of(call)[:2]
                index = next((i for i, p in enumerate(parameters) if p and _holds(value, _carried(function, p))), None)
                if index is None or _also_secured(function, _carried(function, parameters[index]), call):
                    continue
                if line_rule_sees(key, value) or stored_record_credential(value, context) is not None:
                    continue  # the write itself is reported (the line rule, rn-storage-typed-credential)
                key_index = next((i for i, p in enumerate(parameters) if p and key.text() == p), None)
                line = call.range().start.line + 1
                sink = one_line(call.text())
                found.append(Wrapper(source.path, named[0], named[1], index, key_index, sink, line, store))
    return found


def _wrappers(repo: Repository, path: str) -> list[Wrapper]:
    def compute() -> list[Wrapper]:
        source = modules_of(repo).source(path)
        if source is None:
            return []
        return _wrappers_of(source, plain_mmkv_imports(repo, path), Links(modules_of(repo), path))

    found: list[Wrapper] = repo.once(f"app_checks:storage-wrappers:{path}", compute)
    return found


def _nearby_modules(repo: Repository, path: str, depth: int) -> list[str]:
    """The file and the app's own modules at most `depth` imports away from it."""
    modules = modules_of(repo)
    seen, frontier = [path], [path]
    for _ in range(depth):
        following = []
        for module in frontier:
            for spec in _IMPORT_SPEC.findall(repo.text(module) or ""):
                target = modules.resolve(module, spec)
                if target is not None and target not in seen:
                    seen.append(target)
                    following.append(target)
        frontier = following
    return seen


# -- the verdict --------------------------------------------------------------------------------


def _call_at(source: SourceFile, line: int, column: int) -> Any | None:
    for call in _candidate_calls(source.tree):
        start = call.range().start
        if (start.line + 1, start.column + 1) == (line, column):
            return call
    return None


def _imported_home(name: Any, links: Links) -> str | None:
    remote = links.imported(name, name.text())
    return remote.path if remote is not None else None


def _root(call: Any) -> Any | None:
    """`storage` of `storage.a.b.setValue(...)` and of `getStore().setValue(...)`, `this` of
    `this.stores.session.putJSON(...)`, the callee of `putValue(...)`."""
    root = call.field("function")
    while root is not None and root.kind() in ("member_expression", "call_expression"):
        root = root.field("object") if root.kind() == "member_expression" else root.field("function")
    return root


def _receiver_home(call: Any, links: Links) -> str | None:
    """Where the called wrapper is looked for: the module a name the call starts from is imported
    from (`storage` made by an imported `getAsyncStorage()`, an imported `putValue`), "" for `this`
    or a function of the file itself (the file and its imports), None for a receiver that is none
    of the app's (a package's object, a local Map)."""
    root = _root(call)
    if root is None or root.kind() not in ("this", "identifier"):
        return None
    if root.kind() == "this":
        return ""
    home = _imported_home(root, links)
    if home is not None:
        return home
    if call.field("function") is root:  # `putValue(...)`: a function of this file, if any
        return ""
    for declarator in program_of(call).find_all(kind="variable_declarator"):
        target, value = declarator.field("name"), declarator.field("value")
        if target is None or value is None or target.text() != root.text():
            continue
        if value.kind() == "await_expression" and value.named_children():
            value = value.named_children()[0]
        made = value.field("function") if value.kind() == "call_expression" else value.field("constructor")
        if made is not None and made.kind() == "identifier":
            return _imported_home(made, links)
    return None


def wrapper_verdict(repo: Repository, path: str, line: int, column: int) -> list[str] | None:
    modules = modules_of(repo)
    source = modules.source(path)
    call = _call_at(source, line, column) if source is not None else None
    called = _called(call) if call is not None else None
    if source is None or call is None or called is None:
        return None
    links = Links(modules, path)
    handed = _handed(call, Context(declared_types(source.tree, is_typescript(source)), links))
    home = _receiver_home(call, links) if handed else None
    if home is None:
        return None
    for module in _nearby_modules(repo, home or path, MAX_IMPORT_DEPTH - (1 if home else 0)):
        for wrapper in _wrappers(repo, module):
            if (wrapper.name, wrapper.method) != called:
                continue
            reason = next((r for i, r in handed if i == wrapper.value), None)
            if reason is not None:
                return _facts(call, path, line, reason, wrapper)
    return None


def _facts(call: Any, path: str, line: int, reason: str, wrapper: Wrapper) -> list[str]:
    return [
        f"{reason} (a credential) is handed to `{one_line(call.text(), 70)}` ({path}:{line})",
        f"`{wrapper.name}` ({wrapper.path}) writes that argument to {wrapper.store} in plain text:"
        f" `{wrapper.sink}` ({wrapper.path}:{wrapper.line})",
        "a plain file in the app sandbox that backups and a rooted or jailbroken device expose;"
        " keep credentials in the Keychain/Keystore (expo-secure-store, react-native-keychain)",
    ]
