"""`rn-storage-typed-credential`: a record whose declared type holds a credential, written whole to
AsyncStorage or an unencrypted MMKV instance.

Apps keep their settings as one JSON record per key (`storage.set('user.servers',
JSON.stringify(data))` with `data: ServersData`): neither the key nor the value's name says what is
inside, but the type does (a zod schema or an interface whose servers keep a `password`, whose
search settings keep an `apiKey`: credential_types.py). The line rule
`rn.storage.token-in-async-storage` sees a write by its key or its value's name; this check reads the
value's type, in the file and the modules it imports, and the store, which must be plain: an
AsyncStorage import, or an MMKV instance made in the file or imported from the app's modules with no
`encryptionKey` (mmkv_imports.py).

Quiet: records whose types hold no credential (preferences, a list of folders), an MMKV instance made
with an encryption key, SecureStore and Keychain writes (no plain store), and writes the line rule
reports already.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from secure_lint.matchers.app_checks.app import one_line
from secure_lint.matchers.app_checks.storage_wrappers import (
    Context,
    arguments_of,
    declared_types,
    is_typescript,
    line_rule_sees,
    plain_receivers,
    stored_record_credential,
)
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.mmkv_imports import local_imports, plain_mmkv_imports
from secure_lint.matchers.values.imports import Links, modules_of

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

NEEDLES = ("setItem", "mergeItem", ".set(", "setString")
_WRITE_METHODS = frozenset({"setItem", "mergeItem", "set", "setString"})
# a receiver a plain store may be: a name of the file (an import, an instance), not a chain
_RECEIVER = re.compile(r"^[A-Za-z_$][\w$]*$")


def _writes(tree: Any) -> Iterator[tuple[Any, Any, Any]]:
    """(call, key, value) of each `receiver.set(key, value)`-shaped write of the file."""
    for call in tree.find_all(kind="call_expression"):
        callee = call.field("function")
        if callee is None or callee.kind() != "member_expression":
            continue
        target, method = callee.field("object"), callee.field("property")
        arguments = arguments_of(call)
        if target is None or method is None or method.text() not in _WRITE_METHODS or len(arguments) < 2:
            continue
        if _RECEIVER.match(target.text()):
            yield call, arguments[0], arguments[1]


def typed_write_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """Writes of a typed record whose type holds a credential to a store that may be plain, as far as
    the file shows: a type declared in it or imported, a plain store of the file or an imported name
    (the verdict reads the imports)."""
    if not is_typescript(source):
        return
    context = Context(declared_types(source.tree, True))
    stores = plain_receivers(source.text, local_imports(source.tree))
    for call, key, value in _writes(source.tree):
        if _store(call, stores) is None or line_rule_sees(key, value):
            continue
        if stored_record_credential(value, context, unread=True) is not None:
            extent = call.range()
            start = source.offset(extent.start.line, extent.start.column)
            yield RawMatch(start, source.offset(extent.end.line, extent.end.column))


def _store(call: Any, stores: list[tuple[re.Pattern[str], str, str]]) -> str | None:
    """Which plain store the write's receiver is, if one of these."""
    callee = call.field("function")
    receiver, method = callee.field("object").text(), callee.field("property").text()
    found = (store for pattern, methods, store in stores if pattern.match(receiver) and re.match(methods, method))
    return next(found, None)


def typed_write_verdict(repo: Repository, path: str, line: int, column: int) -> list[str] | None:
    modules = modules_of(repo)
    source = modules.source(path)
    found = _write_at(source, line, column) if source is not None else None
    if source is None or found is None:
        return None
    call, key, value = found
    store = _store(call, plain_receivers(source.text, plain_mmkv_imports(repo, path)))
    if store is None or line_rule_sees(key, value):
        return None
    receiver = call.field("function").field("object").text()
    reason = stored_record_credential(value, Context(declared_types(source.tree, True), Links(modules, path)))
    if reason is None:
        return None
    made = f"`{receiver}` is an MMKV instance made without an encryptionKey" if store.startswith("MMKV") else (
        "AsyncStorage keeps its values unencrypted"
    )
    return [
        f"{reason} (a credential) is written whole: `{one_line(call.text(), 70)}` ({path}:{line})",
        f"{made}: a plain file in the app sandbox that backups and a rooted or jailbroken device expose",
    ]


def _write_at(source: SourceFile, line: int, column: int) -> tuple[Any, Any, Any] | None:
    for call, key, value in _writes(source.tree):
        start = call.range().start
        if (start.line + 1, start.column + 1) == (line, column):
            return call, key, value
    return None
