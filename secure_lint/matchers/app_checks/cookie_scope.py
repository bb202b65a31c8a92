"""Which routes an auth cookie read authenticates: the scope of the middleware that reads it.

A cookie read (`req.cookies[AUTH]`) authenticates the routes its middleware runs in front of. A
middleware mounted only under one path (`app.use(NET_DATA_PATH, injectUserFromCookie())`, a
reverse proxy that must authenticate by cookie because the proxied pages cannot send a header)
authenticates only what is registered under that path; when no state-changing route is registered
there, the cookie signs nobody in to a route CSRF could abuse, whatever the rest of the app does
(it authenticates by a bearer header or an API key, which a cross-site form cannot send).

Everything not shown to be confined counts: a read in a middleware mounted on every path, in a
route's handler or guard, in a passport strategy, or in a function whose uses are not found.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, blocks_of, comment_spans, enclosing, in_spans
from secure_lint.matchers.call_text import call_arguments
from secure_lint.matchers.cross_file_routers import CROSS_FILE

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

# the head of a block that makes a named function: a declaration, a function or arrow assigned or
# given as a property, a class method
_TYPE = r"""(?:\s*:\s*[^{};=]*)?"""
_NAMED_HEADS = (
    lazy_compile(rf"""\bfunction\s*\*?\s*(?P<name>[\w$]+)\s*\([^()]*\){_TYPE}\s*\{{\Z"""),
    lazy_compile(rf"""(?P<name>[\w$]+)\s*[:=]\s*(?:async\s+)?function\b\s*\*?\s*[\w$]*\s*\([^()]*\){_TYPE}\s*\{{\Z"""),
    lazy_compile(rf"""(?P<name>[\w$]+)\s*[:=]\s*(?:async\s*)?(?:\([^()]*\)|[\w$]+){_TYPE}\s*=>\s*\{{\Z"""),
    lazy_compile(
        rf"""(?:^|[;{{}}])\s*(?:(?:public|private|protected|static|async|export|default)\s+)*(?P<name>[\w$]+)"""
        rf"""\s*\([^()]*\){_TYPE}\s*\{{\Z"""
    ),
)
_NOT_NAMES = frozenset({"if", "for", "while", "switch", "catch", "function", "with", "return", "constructor"})
# an anonymous middleware given inline to a mount: `app.use(PATH, function (req, res, next) {`
_INLINE_MOUNT = lazy_compile(
    r"""\.\s*use\s*\(\s*(?:(?P<prefix>[^,(){}]+?)\s*,\s*)?(?:[\w$.]+\s*,\s*)*"""
    r"""(?:async\s+)?(?:function\s*[\w$]*\s*\([^()]*\)|\([^()]*\)|[\w$]+)\s*(?:=>\s*)?\{\Z"""
)
RouteTest = Callable[[str], bool]  # whether a file's text registers a state-changing route
_VERB = r"""\.\s*(?:post|put|patch|delete|all)\s*\(\s*"""
_MOUNT = lazy_compile(r"""\.\s*use\s*\(""")


def confined(app: App, path: str, offset: int, state_changing: RouteTest) -> str | None:
    """The path a cookie read at `offset` of `path` is confined to, when its middleware is mounted
    only under that path and no state-changing route is registered there (`state_changing` tells
    whether a router's text registers one); else None (the read counts)."""
    text = app.repo.text(path) or ""
    for start, _ in enclosing(blocks_of(text), offset):
        head = text[max(0, start - 300) : start + 1]
        inline = _INLINE_MOUNT.search(head)
        if inline:
            prefix = inline.group("prefix")
            return _quiet_prefix(app, prefix, state_changing) if prefix else None
        name = _name_of(head)
        if name is not None:
            return _confined_uses(app, name, path, start, state_changing)
    return None


def _name_of(head: str) -> str | None:
    for pattern in _NAMED_HEADS:
        found = pattern.search(head)
        if found and found.group("name") not in _NOT_NAMES:
            return found.group("name")
    return None


def _confined_uses(app: App, name: str, path: str, definition: int, state_changing: RouteTest) -> str | None:
    """The one path every use of the function `name` mounts it under, when no state-changing
    route is registered there; None when a use mounts it everywhere, passes it elsewhere, or no
    use is found."""
    use = re.compile(rf"""(?<![\w$]){re.escape(name)}(?![\w$])""")
    prefixes: set[str] = set()
    for other in app.scripts:
        text = app.repo.text(other) or ""
        if name not in text:
            continue
        spans = comment_spans(text)
        for found in use.finditer(text):
            if (other == path and definition - 300 <= found.start() <= definition) or in_spans(spans, found.start()):
                continue
            if _declaration(text, found.start()):
                continue
            prefix = _mount_prefix(text, found.start())
            if prefix is None:
                return None  # mounted on every path, a route's guard, a strategy, a call: it counts
            prefixes.add(prefix)
    if len(prefixes) != 1:
        return None
    return _quiet_prefix(app, prefixes.pop(), state_changing)


_DECLARATION_LINE = lazy_compile(
    r"""^\s*(?:import\b|export\s*\{|module\.exports\b|exports\.|const\s*\{[^}]*\}\s*=\s*require)"""
)


def _declaration(text: str, offset: int) -> bool:
    """Whether the name at `offset` is imported or exported there (no use of it)."""
    end = text.find("\n", offset)
    line = text[text.rfind("\n", 0, offset) + 1 : end if end >= 0 else len(text)]
    if _DECLARATION_LINE.search(line):
        return True
    # a name list over several lines: `import {\n  a,\n  b,\n} from`, `module.exports = {\n  a,\n}`
    before = text[max(0, offset - 400) : offset]
    return bool(_NAME_LIST_END.match(text, offset, offset + 400) or _EXPORT_LIST_START.search(before))


_NAME_LIST_END = lazy_compile(r"""[\w$\s,:]*\}\s*(?:=\s*require\b|from\b)""")
_EXPORT_LIST_START = lazy_compile(r"""(?:module\.exports\s*=|export)\s*\{[\w$\s,:]*\Z""")


def _mount_prefix(text: str, offset: int) -> str | None:
    """The path argument of the `.use(PATH, ..., name...)` call holding `offset` after its path."""
    for mount in _MOUNT.finditer(text, max(0, offset - 400), offset):
        args = call_arguments(text, mount.end())
        if not args or not args[0][1] <= offset <= args[-1][2]:
            continue
        if len(args) < 2 or args[0][1] <= offset <= args[0][2]:
            return None  # mounted with no path: in front of every route
        return " ".join(args[0][0].split())
    return None


def _quiet_prefix(app: App, prefix: str, state_changing: RouteTest) -> str | None:
    """`prefix` when no state-changing route is registered under it: none with a path under it
    (a literal) or registered with it (`app.post(PREFIX + '/x')`), and no router mounted under it
    that registers one."""
    literal = re.fullmatch(r"""(['"`])(/[^'"`]*)\1""", prefix)
    if literal and literal.group(2).rstrip("/") == "":
        return None  # the root: every route
    under = re.escape(literal.group(2).rstrip("/")) if literal else re.escape(prefix)
    quote = r"""['"`]""" if literal else ""
    registered = re.compile(rf"""{_VERB}{quote}{under}""")
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if registered.search(text):
            return None
        if _router_mounted_under(app.repo, path, text, prefix, literal.group(2) if literal else None, state_changing):
            return None
    return prefix


def _router_mounted_under(
    repo: Repository, path: str, text: str, prefix: str, literal: str | None, state_changing: RouteTest
) -> bool:
    for mount in _MOUNT.finditer(text):
        args = call_arguments(text, mount.end())
        if len(args) < 2:
            continue
        first = " ".join(args[0][0].split())
        inner = first[1:-1] if first[:1] in "'\"`" else None
        if first != prefix and not (literal and inner is not None and inner.startswith(literal.rstrip("/"))):
            continue
        for arg, _, _ in args[1:]:
            name = arg.strip()
            if not re.fullmatch(r"[\w$]+", name):
                continue
            target = next((t for cross in CROSS_FILE if (t := cross.resolve(repo, path, text, name))), None)
            if target is not None and state_changing(repo.text(target[0]) or ""):
                return True
    return False
