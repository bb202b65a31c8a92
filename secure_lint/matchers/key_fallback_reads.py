"""Secrets with a literal fallback that a configuration module exports and no other file uses as a
key: the repository fact `key-fallback-read-nowhere` (structural_facts.py).

`values/signing_key.py` follows a fallback (`process.env.JWT_SECRET || 'dev-secret'`) through its
own file; when the value leaves the file in an exported object or binding (`export const config =
{ jwt: { secret: ... } }`, `module.exports = { secret: ... }`, `export const JWT_SECRET = ...`,
NestJS's `registerAs('jwt', () => ({ secret: ... }))`), whether it keys anything depends on its
readers. A reader is a shipped script of the repository that imports the module (a specifier
ending in its file stem, or its folder's name for an index) and reads the carrier, the exported
name or the member path (`config.jwt.secret`), or that asks a config service for the dotted path
(`configService.get('jwt.secret')`), at a place the same follower shows to be a key sink there.
A fallback none reads so is dead configuration or keys
nothing forgeable: it is added to the rule's `unread-key-fallback` util and dropped.
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers.values.signing_key import EXPORTED, follow_key, signing_key_use

_SCRIPTS = (".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")
_FALLBACKS = {
    "any": [
        # comments may stand between the operator and the literal (`|| // for tests` then `'...'`)
        {
            "kind": "binary_expression",
            "regex": r"^[\s\S]*process\.env[\s\S]*(\|\||\?\?)(\s|//[^\n]*|/\*[\s\S]*?\*/)*['\"`]",
        },
        {"kind": "assignment_expression", "regex": r"^process\.env"},
        {"kind": "augmented_assignment_expression", "regex": r"^process\.env"},
        {"kind": "object_assignment_pattern"},
    ]
}


def unread_fallbacks(repo: Repository, path: str) -> list[tuple[str, str]]:
    """(kind, text) of the fallbacks of `path` that leave the file and that no other shipped
    script reads at a key sink."""
    text = repo.text(path)
    if text is None or not path.endswith(_SCRIPTS) or "process.env" not in text:
        return []
    unread = []
    for node in SourceFile(path, text).tree.find_all(**_FALLBACKS):
        if signing_key_use(node) != EXPORTED:
            continue
        names = _carriers(node)
        if not names or not _read_as_key(repo, path, names):  # no name a reader could use: none reads it
            unread.append((node.kind(), node.text()))
    return unread


def _carriers(node: Any) -> list[tuple[str, str | None]]:
    """The names a reader would use: (member or binding name, the member it nests in, if any)."""
    parent = node.parent()
    while parent is not None and parent.kind() in ("parenthesized_expression", "as_expression", "binary_expression"):
        parent = parent.parent()
    if parent is None:
        return []
    if parent.kind() == "pair":
        key = _key(parent)
        holder = parent.parent()
        outer = holder.parent() if holder is not None else None
        nest = _key(outer) if outer is not None and outer.kind() == "pair" else None
        return [(key, nest)] if key else []
    if parent.kind() == "variable_declarator":
        name = parent.field("name")
        return [(name.text(), None)] if name is not None and name.kind() == "identifier" else []
    if parent.kind() == "assignment_expression":
        left = parent.field("left")
        prop = left.field("property") if left is not None and left.kind() == "member_expression" else None
        return [(prop.text(), None)] if prop is not None else []
    return []


def _read_as_key(repo: Repository, path: str, names: list[tuple[str, str | None]]) -> bool:
    importer = _importer(path)
    for name, nest in names:
        word = re.compile(rf"\b{re.escape(name)}\b")
        dotted = re.compile(rf"['\"]([\w.]*\.)?{re.escape(f'{nest}.{name}')}['\"]") if nest else None
        for other in _shipped_scripts(repo):
            if other == path:
                continue
            text = repo.text(other)
            if text is None or name not in text or not word.search(text):  # the substring first: most files lack it
                continue
            imported = importer.search(text) is not None
            if not imported and not (dotted and dotted.search(text)):
                continue  # neither imports the module nor asks a config service for the path
            if _reads_at_key_sink(SourceFile(other, text).tree, name, nest, imported=imported):
                return True
    return False


def _importer(path: str) -> re.Pattern[str]:
    """An import or require specifier that can name the module at `path` (`./config`,
    `../config/index.js`, `@/config/auth`): its file stem, or its folder's name for an index; for a
    template copied into place at install (`config.template.js`), the name of the copy."""
    parts = path.split("/")
    # a template the real module is copied from at install (`config.template.js` -> `config.js`)
    stem = re.sub(r"\.(?:template|example|sample|dist|default)$", "", parts[-1].rsplit(".", 1)[0])
    if stem == "index" and len(parts) > 1:
        stem = parts[-2]
    return re.compile(rf"['\"](?:[^'\"\n]*/)?{re.escape(stem)}(?:\.[cm]?[jt]sx?)?(?:/index(?:\.[cm]?[jt]sx?)?)?['\"]")


def _reads_at_key_sink(tree: Any, name: str, nest: str | None, *, imported: bool) -> bool:
    """A read of the carrier in this file that the follower shows to be a key sink."""
    dotted = f"{nest}.{name}" if nest else name
    reads: list[Any] = []
    if imported:
        reads += [m for m in tree.find_all(kind="member_expression") if _member_read(m, name, nest)]
        reads += tree.find_all(kind="identifier", regex=rf"^{re.escape(name)}$") if nest is None else []
    reads += [
        s.parent()
        for s in tree.find_all(kind="string", regex=rf"^['\"]([\w.]*\.)?{re.escape(dotted)}['\"]$")
        if nest and s.parent() is not None and s.parent().kind() == "arguments"
    ]
    for read in reads:
        node = read.parent() if read.kind() == "arguments" else read
        found = follow_key(node)
        if found and found != EXPORTED:
            return True
    return False


def _member_read(member: Any, name: str, nest: str | None) -> bool:
    prop = member.field("property")
    if prop is None or prop.text() != name:
        return False
    owner = member.field("object")
    return nest is None or (owner is not None and re.search(rf"\b{re.escape(nest)}\??$", owner.text()) is not None)


def _shipped_scripts(repo: Repository) -> list[str]:
    def compute() -> list[str]:
        return [
            p
            for p in sorted(repo.paths)
            if p.endswith(_SCRIPTS) and "node_modules/" not in p and not p.endswith(".d.ts") and repo.is_shipped(p)
        ]

    scripts: list[str] = repo.once("key-fallback-reads:scripts", compute)
    return scripts


def _key(pair: Any) -> str | None:
    key = pair.field("key")
    return str(key.text()).strip("'\"") if key is not None else None
