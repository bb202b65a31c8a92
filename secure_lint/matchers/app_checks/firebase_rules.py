"""`firebase-rules-public` and `firebase-rules-any-user`: Firebase Security Rules that let anyone,
or any signed-in user, write the documents or files a block matches, or read the whole database.

A Firebase app's client holds the project's public configuration, so its Security Rules are the
only access control between the internet and the data: `allow read, write: if true;` (the
"test mode" rules) lets anyone with the project id read and change everything, and
`if request.auth != null` lets any account do so, and anyone can make an account. What is open by
design is no finding: creating documents (a contact form, an upload box), reading one collection
(public posts, profiles), and documents whose id is the capability: a block that lets anyone `get`
a document by its id but grants no `read` or `list` (a shared room's drawing stored under a random
id) is reachable only by whoever holds the id. Reads are reported only where they cover every
document of a database (a recursive wildcard, `match /{document=**}`); a Storage bucket anyone may
read is how apps serve public files by their download URL. A condition on the uploaded file's size
or type alone (`if request.resource.size < 10 * 1024 * 1024`) says what may be written, not who
may write it: the grant is open to anyone.

Cloud Firestore and Cloud Storage rules (`service cloud.firestore`, `service firebase.storage`)
and Realtime Database rules (`database.rules.json`: `".read"`/`".write"` at the root, or
`".write"` anywhere) are read. The whole-app half reads firebase.json: a rules file that a
firebase.json of the repository does not deploy while it names other rules files for the same
service (a copy kept for reference) is left out, and so is one whose firebase.json names no rules
of its service (`firebase deploy` deploys only what it names: a configuration of the local
emulators, whose rules file the tests load); with no firebase.json naming one, a file named for
development or the emulator (`dev.firestore.rules`) beside one that is not (`prod.firestore.rules`)
is the development project's.
"""

from __future__ import annotations

import dataclasses
import json
import posixpath
import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import repo_files
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

NEEDLES = ("allow", ".read", ".write")
_WRITES = frozenset({"write", "update", "delete"})  # `create` alone: a submission box, open by design
_WHOLE_READS = frozenset({"read", "list"})
# Firestore/Storage rules: comments, strings, a `match <path> {`, a function, a brace, an `allow` statement
_RULES_TOKEN = lazy_compile(
    r"""//[^\n]*|/\*[\s\S]*?\*/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*\""""
    r"""|\bmatch\s+(?P<path>/(?:[^\s{]|\{[^}\s]*\})*)\s*\{"""
    r"""|\bfunction\s+(?P<function>\w+)\s*\(\s*\)\s*\{\s*return\s+(?P<returns>[^;{}]+);\s*\}"""
    r"""|[{}]"""
    r"""|\ballow\s+(?P<ops>[a-z]+(?:\s*,\s*[a-z]+)*)\s*(?::\s*if\b(?P<condition>[^;]*))?;"""
)
_SERVICE = lazy_compile(r"""\bservice\s+(?P<service>cloud\.firestore|firebase\.storage)\b""")
# the service's own root (`/databases/{database}/documents`, `/b/{bucket}/o`), and a path of every document
_SERVICE_ROOT = lazy_compile(r"""^/databases/\{\w+\}/documents|^/b/\{\w+\}/o""")
_EVERY_DOCUMENT = lazy_compile(r"""/\{\w+=\*\*\}""")
# a condition on the uploaded file's size or type only (`request.resource.size < 10 * 1024 * 1024`,
# `request.resource.contentType.matches('image/.*')`): it says what may be written, not who writes
_SHAPE_ONLY = lazy_compile(
    r"""(?:request\.resource\.(?:size|contentType)(?:\.matches\(\s*(?:'[^']*'|"[^"]*")\s*\))?"""
    r"""|'[^']*'|"[^"]*"|\d+(?:\.\d+)?|[-+*/<>=!&|()\s])+"""
)
# signed in, whoever: `request.auth != null` (Firestore, Storage), `auth != null` (Realtime Database)
_SIGNED_IN = lazy_compile(r"""(?:request\.)?auth(?:\.uid)?\s*!==?\s*null|null\s*!==?\s*(?:request\.)?auth(?:\.uid)?""")
# Realtime Database rules (JSON with comments): a key opening an object, a brace, a .read/.write grant
_RTDB_TOKEN = lazy_compile(
    r"""//[^\n]*|/\*[\s\S]*?\*/"""
    r"""|"(?P<key>(?:[^"\\\n]|\\.)*)"\s*:\s*\{"""
    r"""|"\.(?P<grant>read|write)"\s*:\s*(?P<value>true|false|"(?:[^"\\\n]|\\.)*")"""
    r"""|[{}]"""
)


_Allow = tuple["re.Match[str]", "str | None"]  # an `allow` statement and whom it lets in (None: someone narrower)


@dataclasses.dataclass(frozen=True)
class Grant:
    """An `allow` (or a Realtime Database `.read`/`.write`) that opens data: who, what, where."""

    start: int
    end: int
    who: str  # "public" (anyone) or "any-user" (any signed-in account)
    operations: str  # what it opens: "read, write"
    path: str  # the match path ("/{document=**}") or the database path ("/" for the root)


def rules_grants(text: str) -> list[Grant]:
    """Firestore/Storage rules: the open grants, one per match block and audience, in file order."""
    service = _SERVICE.search(text)
    if service is None:
        return []
    storage = service.group("service") == "firebase.storage"
    functions: dict[str, str] = {}
    for token in _RULES_TOKEN.finditer(text):
        if token.group("function"):
            functions[token.group("function")] = token.group("returns")
    grants: list[Grant] = []
    blocks: list[tuple[str | None, list[_Allow]]] = []  # (the block's whole match path, its allows)
    for token in _RULES_TOKEN.finditer(text):
        lexeme = token.group(0)
        if token.group("path") is not None:
            outer = next((path for path, _ in reversed(blocks) if path is not None), "")
            blocks.append((outer + token.group("path"), []))
        elif lexeme == "{":
            blocks.append((None, []))
        elif lexeme == "}":
            if blocks:
                path, allows = blocks.pop()
                if path is not None:
                    grants += _block_grants(path, allows, storage)
        elif token.group("ops") and blocks:
            blocks[-1][1].append((token, _who(token.group("condition"), functions)))
    return sorted(grants, key=lambda grant: grant.start)


def _who(condition: str | None, functions: dict[str, str]) -> str | None:
    """Whom a condition lets in: everyone, any signed-in account, or someone narrower (None)."""
    if condition is None:
        return "public"
    bare = _unwrap(condition)
    called = _unwrap(bare[:-2]) if bare.endswith("()") else None
    if called in functions:
        bare = _unwrap(functions[called])
    if bare == "true" or _SHAPE_ONLY.fullmatch(bare):
        return "public"
    if _SIGNED_IN.fullmatch(bare):
        return "any-user"
    return None


def _unwrap(condition: str) -> str:
    bare = " ".join(condition.split())
    while bare.startswith("(") and bare.endswith(")") and bare.count("(") == 1:
        bare = bare[1:-1].strip()
    return bare


def _operations(token: re.Match[str]) -> frozenset[str]:
    return frozenset(op.strip() for op in token.group("ops").split(","))


def _block_grants(path: str, allows: list[_Allow], storage: bool) -> Iterator[Grant]:
    """The open grants of one match block, one per audience: writes, and reads of every document
    (of a database: a Storage bucket readable by all is how apps serve public files by URL)."""
    granted = {operation for token, who in allows if who for operation in _operations(token)}
    by_id_only = "get" in granted and not granted & _WHOLE_READS
    shown = _SERVICE_ROOT.sub("", path, count=1) or "/"
    whole_database = _EVERY_DOCUMENT.fullmatch(shown) is not None
    for who in ("public", "any-user"):
        tokens = [token for token, whom in allows if whom == who]
        operations = frozenset().union(*map(_operations, tokens)) if tokens else frozenset()
        opened = (operations & _WRITES if not by_id_only else set()) | (
            operations & _WHOLE_READS if whole_database and not storage else set()
        )
        if opened:
            start, end = next(token for token in tokens if _operations(token) & opened).span()
            yield Grant(start, end, who, ", ".join(sorted(opened)), shown)


def database_grants(text: str) -> list[Grant]:
    """Realtime Database rules: a write anyone or any account may make, a read of the root."""
    grants: list[Grant] = []
    keys: list[str | None] = []  # the object path: the key of each object opened, None for an anonymous one
    for token in _RTDB_TOKEN.finditer(text):
        lexeme = token.group(0)
        if token.group("key") is not None:
            keys.append(token.group("key"))
        elif lexeme == "{":
            keys.append(None)
        elif lexeme == "}":
            if keys:
                keys.pop()
        elif token.group("grant"):
            grant = _database_grant(token, keys)
            if grant is not None:
                grants.append(grant)
    return _one_per_place(grants)


def _one_per_place(grants: list[Grant]) -> list[Grant]:
    """One grant per path and audience (`.read` and `.write` of the root: one opening), at the first."""
    kept: dict[tuple[str, str], Grant] = {}
    for grant in grants:
        first = kept.get((grant.path, grant.who))
        operations = f"{first.operations}, {grant.operations}" if first else grant.operations
        kept[(grant.path, grant.who)] = dataclasses.replace(first or grant, operations=operations)
    return sorted(kept.values(), key=lambda grant: grant.start)


def _database_grant(token: re.Match[str], keys: list[str | None]) -> Grant | None:
    named = [key for key in keys if key is not None]
    if not named or named[0] != "rules":
        return None
    value = token.group("value")
    who = None if value == "false" else _who(value.strip('"'), {})
    if who is None:
        return None
    path = "/" + "/".join(named[1:])
    grant = token.group("grant")
    if grant == "read" and path != "/":
        return None  # one subtree readable: public data by design
    start, end = token.span()
    return Grant(start, end, who, grant, path)


def _grants(source: SourceFile) -> list[Grant]:
    if source.path.endswith(".json"):
        return database_grants(source.text)
    return rules_grants(source.text)


def anchors_for(who: str) -> Callable[[SourceFile], Iterator[RawMatch]]:
    def anchors(source: SourceFile) -> Iterator[RawMatch]:
        for grant in _grants(source):
            if grant.who == who:
                metavars = {"OPERATIONS": grant.operations, "PATH": grant.path}
                yield RawMatch(grant.start, grant.end, metavars=metavars)

    return anchors


def deployed_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    """The facts: which service's rules the file holds and whether firebase.json deploys it."""
    service = _service_of(path, repo.text(path) or "")
    deployed, configs = _deployed_rules(repo, path)
    named = deployed.get(service, set())
    if named and path not in named:
        return None  # the project's firebase.json deploys other rules for this service: a copy
    if not named and configs:
        return None  # its firebase.json deploys no rules of this service (an emulator's, a test's)
    if not named and _development_copy(repo, path, service):
        return None  # `dev.firestore.rules` beside `prod.firestore.rules`: the development project's
    how = "its firebase.json deploys it" if named else "no firebase.json above it says which rules are deployed"
    return [f"{path} holds the {_SERVICE_NAMES[service]} Security Rules ({how})"]


# a rules file named for a development project or the emulator (`dev.firestore.rules`, `firestore.local.rules`)
_DEVELOPMENT_NAME = lazy_compile(r"(?i)(?:^|[._-])(?:dev|develop|development|local|emulators?|test|testing)(?:[._-]|$)")


def _development_copy(repo: Repository, path: str, service: str) -> bool:
    """Whether `path` is named for development while a rules file of the same service beside it is not:
    with no firebase.json to say which is deployed, the other is the production project's."""
    name = posixpath.basename(path)
    if not _DEVELOPMENT_NAME.search(name):
        return False
    folder = posixpath.dirname(path)
    suffix = ".rules.json" if service == "database" else ".rules"
    for other in repo_files(repo):
        if posixpath.dirname(other) != folder or other == path or not other.endswith(suffix):
            continue
        text = repo.text(other) or ""
        rules = service == "database" or _SERVICE.search(text) is not None
        if rules and not _DEVELOPMENT_NAME.search(posixpath.basename(other)) and _service_of(other, text) == service:
            return True
    return False


_SERVICE_NAMES = {"firestore": "Cloud Firestore", "storage": "Cloud Storage", "database": "Realtime Database"}


def _service_of(path: str, text: str) -> str:
    if path.endswith(".json"):
        return "database"
    found = _SERVICE.search(text)
    return "storage" if found and found.group("service") == "firebase.storage" else "firestore"


def _deployed_rules(repo: Repository, path: str) -> tuple[dict[str, set[str]], list[str]]:
    """Per service, the rules files that the firebase.json files of `path`'s folder and the
    folders above it deploy (a monorepo's other Firebase projects have their own), and those
    firebase.json files (the ones read)."""
    deployed: dict[str, set[str]] = {}
    configs = []
    folder = posixpath.dirname(path)
    while True:
        config = posixpath.join(folder, "firebase.json") if folder else "firebase.json"
        named = _rules_named(repo, config)
        if named is not None:
            configs.append(config)
            for service, rules in named:
                deployed.setdefault(service, set()).add(rules)
        if not folder:
            return deployed, configs
        folder = posixpath.dirname(folder)


def _rules_named(repo: Repository, config: str) -> list[tuple[str, str]] | None:
    """The (service, rules file) pairs a firebase.json names; None when it is not there or not JSON."""
    if config not in repo_files(repo):
        return None
    try:
        settings = json.loads(repo.text(config) or "")
    except ValueError:
        return None
    folder = posixpath.dirname(config)
    named = []
    for service in _SERVICE_NAMES:
        for entry in _entries(settings.get(service) if isinstance(settings, dict) else None):
            rules = entry.get("rules")
            if isinstance(rules, str):
                named.append((service, posixpath.normpath(posixpath.join(folder, rules))))
    return named


def _entries(setting: object) -> list[dict[str, object]]:
    """A service's setting: one object, or a list of them (one per database or bucket)."""
    if isinstance(setting, dict):
        return [setting]
    if isinstance(setting, list):
        return [entry for entry in setting if isinstance(entry, dict)]
    return []
