"""The storage objects a file imports from the app's own modules that are not shown to be an
unencrypted react-native-mmkv instance (the repository fact not-plain-mmkv-import, catalogued in
structural_facts.py).

Apps create their MMKV instance once (`export const storage = new MMKV({ id: 'app' })` in
`lib/storage.ts`) and write to it everywhere else. The write is to plain storage only when the
imported name resolves (values/imports.py: relative paths, tsconfig aliases, workspace packages) to
a `new MMKV(...)` or `createMMKV(...)` whose options give no `encryptionKey` other than a string
literal (a key written in the code encrypts nothing). An import that resolves to anything else (a
SecureStore or AsyncStorage wrapper, an encrypted instance) or to nothing is answered.
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.languages import language_of
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers.values.imports import SCRIPT_LANGUAGES, Links, modules_of

_LOCAL_SPEC = lazy_compile(r"""^['"](?:\.{1,2}/|[@~#]/)""")
_MMKV_CREATED = lazy_compile(r"^\s*(?:new\s+MMKV|createMMKV)\s*(?:<[^>]*>)?\s*\(")
# an encryption key given by a value, not written in the code: `encryptionKey: key`, `{ encryptionKey }`
_KEY_GIVEN = lazy_compile(r"""\bencryptionKey\s*(?::(?!\s*['"`])|[,}])""")


def not_plain_mmkv_imports(repo: Repository, path: str) -> frozenset[str]:
    """The names `path` imports from the repository's own modules that are not an unencrypted
    MMKV instance there."""
    text = repo.text(path)
    if text is None or language_of(path) not in SCRIPT_LANGUAGES:
        return frozenset()
    program = SourceFile(path, text).tree
    links = Links(modules_of(repo), path)
    return frozenset(
        name.text()
        for statement in program.children()
        if statement.kind() == "import_statement" and _local(statement)
        for name in _bound_names(statement)
        if not _plain_mmkv(links, name)
    )


def plain_mmkv_imports(repo: Repository, path: str) -> frozenset[str]:
    """The names `path` imports from the repository's own modules that are an unencrypted MMKV
    instance there (a storage wrapper's store: app_checks/storage_wrappers.py)."""
    text = repo.text(path)
    if text is None or language_of(path) not in SCRIPT_LANGUAGES or "import" not in text:
        return frozenset()
    program = SourceFile(path, text).tree
    links = Links(modules_of(repo), path)
    return frozenset(
        name.text()
        for statement in program.children()
        if statement.kind() == "import_statement" and _local(statement)
        for name in _bound_names(statement)
        if _plain_mmkv(links, name)
    )


def local_imports(program: Any) -> frozenset[str]:
    """The names a file's tree imports from the app's own modules (relative paths and aliases)."""
    return frozenset(
        str(name.text())
        for statement in program.children()
        if statement.kind() == "import_statement" and _local(statement)
        for name in _bound_names(statement)
    )


def _local(statement: Any) -> bool:
    source = statement.field("source")
    return source is not None and _LOCAL_SPEC.match(source.text()) is not None


def _bound_names(statement: Any) -> list[Any]:
    """The identifiers an import binds in the file (default and named imports, by their local name)."""
    clause = next((c for c in statement.children() if c.kind() == "import_clause"), None)
    if clause is None:
        return []
    names = [c for c in clause.children() if c.kind() == "identifier"]
    for part in clause.children():
        if part.kind() == "named_imports":
            for specifier in (c for c in part.children() if c.kind() == "import_specifier"):
                local = specifier.field("alias") or specifier.field("name")
                names += [local] if local is not None and local.kind() == "identifier" else []
    return names


def _plain_mmkv(links: Links, name: Any) -> bool:
    remote = links.imported(name, name.text())
    declaration = remote.declaration if remote is not None else None
    if declaration is None:
        return False
    value = declaration.field("value") if declaration.kind() == "variable_declarator" else declaration
    if value is None:
        return False
    created = value.text()
    return _MMKV_CREATED.match(created) is not None and _KEY_GIVEN.search(created) is None
