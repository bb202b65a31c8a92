"""Facts about the whole repository, for guards a rule cannot see in the file it matches:
the catalogue a structural rule's `repo_facts` names (scan/repo/facts.py applies them).

A structural rule names the utils a fact widens (`repo_facts: {util: fact}`): the util says
which nodes the rule treats as guarded in the file itself, the fact adds those guarded in other
files. After the per-file scan (and its cache), a finding of such a rule is kept only when the
rule, re-run on its file with the widened utils, still reports it. Facts are computed only when
such a finding exists, once per scan, from the repository's files.

Facts (each adds, for one file, a node rule to the util it widens):

script-message-origin: the Swift types whose script messages are checked for their frame
before they get them. WebKit calls a message handler for every frame of the page; a handler
registered as `OriginCheckingHandler(delegate: handler)`, whose `userContentController(_:didReceive:)`
checks `message.frameInfo` and then forwards the message, gets only what the check lets through.
A type is guarded when it is handed to such a wrapper and never registered itself
(`controller.add(handler, name:)`); when a registration's handler cannot be resolved to a type,
no type is guarded. Adds the `class_declaration`s of those types.

test-only-exports: the functions a JS/TS module of an app (its nearest package.json says
`"private": true`: not a published library, whose callers live elsewhere) exports and that no
shipped file names, nor the module itself: code only tests run. Adds their
`function_declaration`s and `variable_declarator`s.

in-app-screen: a React Native screen file whose route params only the app's own navigation
sets: no linking config lists it, no code that receives a link or a notification navigates to
it, it is no expo-router file route (deep_link_screens.py). Adds the file's `program`.

remote-url-props: the props of a JS/TS file's components that every use in the repository
passes as an http(s) URL with its host written (remote_url_props.py). Adds the reads of those
props (`uri`, `props.uri`).

no-ambient-credential: a JS/TS file of an app (the folder of its nearest package.json) that gives
the browser no credential it attaches by itself: no cookie session or auth cookie is set or read
(app_checks/csrf.py's cookie_auth), no cookie parser and no HTTP Basic auth is used. Such an app
signs requests in by a header or a token in the URL (a bearer JWT) that a foreign origin cannot
make the browser send; CORS `credentials: true` then hands that origin nothing. Adds the file's
`program`.

cookie-never-read: a JS/TS file of an app (the folder of its nearest package.json) that never reads
a cookie back from a request: no `req.cookies`, Cookie header, `cookies()` read, cookie parser,
session library or JWT middleware told a cookie name (app_checks/cookie_reads.py). A cookie such an
app sets is a hand-off to the page's script (a token it then sends as a Bearer header), which must
be readable by script and authenticates no request by itself. Adds the file's `program`.

harmless-claims-stash: the assignments of a JS/TS file that stash a value on the request (`req.P = ...`)
whose every read in the app (the folder of its nearest package.json) grants nothing: a verification's
key provider, a refusal on a match, a log call (stashed_claims.py). Unverified JWT claims stashed there
only pick the key that then verifies the same token. Adds those `assignment_expression`s.

session-holds-no-sign-in: a JS/TS file of an app (the folder of its nearest package.json) whose
server-side session keeps no sign-in: nothing in the app puts who the bearer is in it (passport with a
`serializeUser`, `req.login`, a field named for the user or set from a user record or a password check,
a field read by a guard that refuses the request: app_checks/session_use.py). Preferences, a cart, the
sign-in round trip (a return URL, OAuth state, nonce, PKCE verifier) or passport's session support with
no serializer keep none. The session cookie of such an app identifies nobody. Adds the file's `program`.

key-fallback-read-nowhere: the secrets with a literal fallback (`process.env.JWT_SECRET || '...'`) that a
JS/TS configuration module exports and that no other shipped script reads at a key sink (signing,
verification, encryption, a client-side session, a request's token compared with it):
key_fallback_reads.py. Adds those fallback expressions.

not-plain-mmkv-import: the names a JS/TS file imports from the repository's own modules that
do not resolve to an unencrypted react-native-mmkv instance there (mmkv_imports.py): a storage
wrapper, an encrypted instance, or nothing the resolver finds. Adds those `identifier`s.

weak-hash-helper-uses: the Swift MD5/SHA-1 helpers of a file (`func md5() -> String`) whose
every shipped caller names a use that needs no collision resistance (cache key, checksum,
de-duplication, avatar URL, the HaveIBeenPwned range query) or sends the digest to a server as a
request parameter or header (a protocol's token): hash_helper_uses.py. Adds their
`function_declaration`s.
digest-sent-outbound: the MD5/SHA-1 digest expressions of a JS/TS file (`createHash('md5')...digest()`)
that go out in a request to another server: into an HTTP client call's query, body or header, directly,
through a local, an object or a helper function that returns them (outbound_digests.py); in a Swift
file, the statements that compute such a digest in place and put it in a `URLQueryItem`, request
parameters or a header (hash_helper_uses.py). A protocol such as Subsonic's `t = md5(password + salt)`
or Last.fm's `api_sig` mandates that hash. Adds those `call_expression`s (Swift: statements).

release-excluded: the code of a Swift file no release build runs (release_excluded.py): a branch of
`#if` whose condition no release configuration of the file's Xcode targets or Swift package makes
true (`#if LOAD_TESTING && !SSL_PINNING` where the archived configuration defines SSL_PINNING and not
LOAD_TESTING: swift_release_builds.py, swift_conditions.py), and the branch a static flag guards
that only such code turns on (`guard LoadTesting.isEnabled else { return }` where every call of
`LoadTesting.enableLoadTesting()` sits under that `#if`: swift_flags.py). Nothing when the release
builds cannot be told from the repository. Adds those nodes and what is inside them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cached_property
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import in_private_package
from secure_lint.core.path_classes import FRAMEWORK_ENTRY
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile

_FORWARDING_CHECK = {
    "kind": "function_declaration",
    "all": [
        {"has": {"kind": "simple_identifier", "regex": "^userContentController$"}},
        {"has": {"kind": "parameter", "has": {"kind": "user_type", "regex": "^WKScriptMessage$"}}},
        {"has": {"stopBy": "end", "kind": "simple_identifier", "regex": "^frameInfo$"}},
        {"has": {"stopBy": "end", "kind": "navigation_suffix", "regex": r"^\.userContentController$"}},
    ],
}
_REGISTERS = lazy_compile(r"\.(?:add|addScriptMessageHandler)\(")
_DECLARED = r"\b(?:let|var)\s+NAME\b\s*(?::\s*([A-Z]\w*))?\s*(?:=\s*([A-Z]\w*)\s*[({])?"
_UNRESOLVED = "?"


def _enclosing_type(node: Any) -> str | None:
    for ancestor in node.ancestors():
        if ancestor.kind() == "class_declaration":
            name = ancestor.field("name")
            return name.text() if name is not None else None
    return None


def _value_arguments(call: Any) -> list[Any]:
    """The `value_argument` nodes of a call, label and value."""
    return [
        argument
        for suffix in call.children()
        if suffix.kind() == "call_suffix"
        for values in suffix.children()
        if values.kind() == "value_arguments"
        for argument in values.children()
        if argument.kind() == "value_argument"
    ]


def _arguments(call: Any) -> list[Any]:
    """The argument values of a call (labels left out)."""
    return [argument.children()[-1] for argument in _value_arguments(call)]


class _Handlers:
    """Which types a value names, across the repository's Swift files."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo

    @cached_property
    def swift(self) -> str:
        return "\n".join(t for p in self.repo.paths if p.endswith(".swift") and (t := self.repo.text(p)))

    def types_of(self, value: Any) -> set[str]:
        """The types `value` can be: `self`, `Type(...)` (and what it is handed), a declared name."""
        text = value.text().strip()
        if text == "self":
            return {_enclosing_type(value) or _UNRESOLVED}
        if value.kind() == "call_expression":
            callee = value.children()[0].text()
            handed = {t for argument in _arguments(value) for t in self.types_of(argument)}
            return {callee, *handed} if re.fullmatch(r"[A-Z]\w*", callee) else {_UNRESOLVED}
        name = text.removeprefix("self.")
        if not re.fullmatch(r"\w+", name):
            return {_UNRESOLVED}
        declared = re.finditer(_DECLARED.replace("NAME", re.escape(name)), self.swift)
        found = {t for m in declared for t in m.groups() if t}
        return found or {_UNRESOLVED}


def _registered_handler(call: Any) -> Any | None:
    """The handler `controller.add(handler, name:)` (or `contentWorld:` too) registers, if it is one."""
    callee = call.children()[0]
    if callee.kind() != "navigation_expression" or not _REGISTERS.search(callee.text() + "("):
        return None
    arguments = _value_arguments(call)
    labels = [label.text() if (label := argument.field("name")) is not None else "" for argument in arguments]
    if not arguments or labels[0] or "name" not in labels:
        return None
    return arguments[0].children()[-1]


def origin_checked_handlers(repo: Repository) -> frozenset[str]:
    wrappers = {
        name
        for source in repo.sources(".swift", re.compile("WKScriptMessage"))
        for node in source.tree.find_all(**_FORWARDING_CHECK)
        if (name := _enclosing_type(node))
    }
    if not wrappers:
        return frozenset()
    handlers = _Handlers(repo)
    handed: set[str] = set()
    registered: set[str] = set()
    wrapped = re.compile(r"\b(?:" + "|".join(sorted(wrappers)) + r")\s*\(")
    for source in repo.sources(".swift", wrapped):
        for call in source.tree.find_all(kind="call_expression"):
            if call.children()[0].text() in wrappers:
                handed |= {t for argument in _arguments(call) for t in handlers.types_of(argument)}
    for source in repo.sources(".swift", _REGISTERS):
        for call in source.tree.find_all(kind="call_expression"):
            handler = _registered_handler(call)
            if handler is not None:
                registered |= handlers.types_of(handler)
    if _UNRESOLVED in registered:
        return frozenset()
    return frozenset(handed - registered - wrappers - {_UNRESOLVED})


# -- test-only-exports --------------------------------------------------------------------

_JS_SUFFIXES = (".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")
_DEFAULT = r"^export\s+default"  # a default export is named by whoever imports it
_EXPORTED = {
    "any": [
        {"kind": "function_declaration", "inside": {"kind": "export_statement", "not": {"regex": _DEFAULT}}},
        {
            "kind": "variable_declarator",
            "has": {"field": "value", "any": [{"kind": "arrow_function"}, {"kind": "function_expression"}]},
            "inside": {"kind": "lexical_declaration", "inside": {"kind": "export_statement"}},
        },
    ]
}


def _code_by_shipping(repo: Repository) -> tuple[dict[str, str], dict[str, str]]:
    """The text of every JS/TS file, by path: the shipped ones, then the others (tests...)."""
    shipped: dict[str, str] = {}
    others: dict[str, str] = {}
    for path in repo.paths:
        text = repo.text(path) if path.endswith(_JS_SUFFIXES) else None
        if text is not None:
            (shipped if repo.is_shipped(path) else others)[path] = text
    return shipped, others


def only_tested_exports(repo: Repository, path: str) -> frozenset[str]:
    """The names `path` exports that only code not shipped (its tests) uses: neither the module
    itself nor any shipped file names them, and some file that is not shipped does."""
    text = repo.text(path)
    if text is None or not path.endswith(_JS_SUFFIXES) or FRAMEWORK_ENTRY.search(path):
        return frozenset()
    if not in_private_package(repo, path):
        return frozenset()
    tree = SourceFile(path, text).tree
    exported = {name.text() for node in tree.find_all(**_EXPORTED) if (name := node.field("name")) is not None}
    shipped, others = repo.once("code-by-shipping", lambda: _code_by_shipping(repo))
    tested = set()
    for name in exported:
        word = re.compile(rf"\b{re.escape(name)}\b")
        if len(tree.find_all(kind="identifier", regex=f"^{re.escape(name)}$")) > 1:
            continue  # the module uses it itself
        if any(word.search(t) for p, t in shipped.items() if p != path):
            continue
        if any(word.search(t) for t in others.values()):
            tested.add(name)
    return frozenset(tested)


def _named(kinds: tuple[str, ...], names: Iterable[str]) -> dict[str, Any] | None:
    """A node rule for the declarations of these names (None when there are none)."""
    alternatives = "|".join(re.escape(n) for n in sorted(names))
    if not alternatives:
        return None
    return {"any": [{"kind": kind, "has": {"field": "name", "regex": f"^({alternatives})$"}} for kind in kinds]}


def _script_message_origin(repo: Repository, path: str) -> dict[str, Any] | None:
    return _named(("class_declaration",), repo.once("script-message-origin", lambda: origin_checked_handlers(repo)))


def _only_tested_exports(repo: Repository, path: str) -> dict[str, Any] | None:
    return _named(("function_declaration", "variable_declarator"), only_tested_exports(repo, path))


def _weak_hash_helper_uses(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.hash_helper_uses import non_security_hash_helpers  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    return _named(("function_declaration",), non_security_hash_helpers(repo, path))


def _in_app_screen(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.deep_link_screens import in_app_screen  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    return {"kind": "program"} if in_app_screen(repo, path) else None


def _remote_url_props(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.remote_url_props import remote_url_props  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    names = "|".join(re.escape(n) for n in sorted(remote_url_props(repo, path)))
    if not names:
        return None
    return {
        "any": [
            {"kind": "identifier", "regex": f"^({names})$"},
            {"kind": "shorthand_property_identifier", "regex": f"^({names})$"},
            {"kind": "member_expression", "regex": rf"^props\.({names})$"},
        ]
    }


def _no_ambient_credential(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.app_checks.credentials import ambient_credential  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    return {"kind": "program"} if ambient_credential(repo, path) is None else None


def _cookie_never_read(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.app_checks.app import app_of  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)
    from secure_lint.matchers.app_checks.cookie_reads import cookie_read  # noqa: PLC0415 (as above)

    return {"kind": "program"} if cookie_read(app_of(repo, path)) is None else None


def _harmless_claims_stash(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.stashed_claims import harmless_stashes  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    names = "|".join(re.escape(n) for n in sorted(harmless_stashes(repo, path)))
    if not names:
        return None
    return {"kind": "assignment_expression", "has": {"field": "left", "regex": rf"^(req|request)\.({names})$"}}


def _session_holds_no_sign_in(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.app_checks.app import app_of  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)
    from secure_lint.matchers.app_checks.session_use import session_sign_in  # noqa: PLC0415 (as above)

    return {"kind": "program"} if session_sign_in(app_of(repo, path)) is None else None


def _key_fallback_read_nowhere(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.key_fallback_reads import unread_fallbacks  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    found = unread_fallbacks(repo, path)
    if not found:
        return None
    return {"any": [{"kind": kind, "regex": f"^{re.escape(text)}$"} for kind, text in found]}


def _digest_sent_outbound(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.hash_helper_uses import outbound_digest_statements  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)
    from secure_lint.matchers.outbound_digests import outbound_digests  # noqa: PLC0415 (as above)

    if path.endswith(".swift"):
        statements = sorted(outbound_digest_statements(repo, path))
        return {"any": [{"regex": f"^{re.escape(text)}$"} for text in statements]} if statements else None
    found = sorted(outbound_digests(repo, path))
    if not found:
        return None
    return {"any": [{"kind": "call_expression", "regex": f"^{re.escape(text)}$"} for text in found]}


def _release_excluded(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.release_excluded import release_excluded  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    return release_excluded(repo, path)


def _not_plain_mmkv_imports(repo: Repository, path: str) -> dict[str, Any] | None:
    from secure_lint.matchers.mmkv_imports import not_plain_mmkv_imports  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

    names = "|".join(re.escape(n) for n in sorted(not_plain_mmkv_imports(repo, path)))
    return {"kind": "identifier", "regex": f"^({names})$"} if names else None


FACTS: dict[str, Callable[[Repository, str], dict[str, Any] | None]] = {
    "cookie-never-read": _cookie_never_read,
    "digest-sent-outbound": _digest_sent_outbound,
    "harmless-claims-stash": _harmless_claims_stash,
    "in-app-screen": _in_app_screen,
    "key-fallback-read-nowhere": _key_fallback_read_nowhere,
    "no-ambient-credential": _no_ambient_credential,
    "not-plain-mmkv-import": _not_plain_mmkv_imports,
    "release-excluded": _release_excluded,
    "remote-url-props": _remote_url_props,
    "script-message-origin": _script_message_origin,
    "session-holds-no-sign-in": _session_holds_no_sign_in,
    "test-only-exports": _only_tested_exports,
    "weak-hash-helper-uses": _weak_hash_helper_uses,
}
