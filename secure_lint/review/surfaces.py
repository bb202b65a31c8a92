"""Typed attack surfaces found in the code: what reaches a route, an action, a link handler.

Each signal (surfaces.yaml, a table of data) names a surface kind and how it shows: a code
pattern (searched with the workspace's grep, one search per file family), a path pattern, or
both (a `route.ts` that exports an HTTP method). Code says more than names: a file called
`route.ts` that exports no method is not an endpoint, and `'use server'` makes a file of
Server Actions whatever it is called. Files that do not ship (tests, fixtures, docs) hold no surface.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal, cast, get_args

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.path_classes import is_shipped
from secure_lint.core.yaml_loading import load_yaml
from secure_lint.review.tree import ReviewTree

SurfaceKind = Literal[
    "http_route",
    "server_action",
    "middleware",
    "page_entry",
    "app_entry",
    "auth_surface",
    "deep_link",
    "webview",
    "secure_storage",
    "config",
    "data_layer",
    "agent_tool",
    "webhook",
    "cron",
    "rpc",
    "queue",
]
# Review order: where untrusted input arrives first.
KIND_ORDER: tuple[SurfaceKind, ...] = (
    "http_route",
    "server_action",
    "webhook",
    "rpc",
    "agent_tool",
    "middleware",
    "deep_link",
    "webview",
    "auth_surface",
    "secure_storage",
    "data_layer",
    "queue",
    "cron",
    "config",
    "app_entry",
    "page_entry",
)
Family = Literal["js", "swift", "config"]
FAMILY_GLOBS: dict[Family, str] = {
    "js": "*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}",
    "swift": "*.swift",
    "config": "{app.json,Info.plist,*.entitlements,vercel.json}",
}
SIGNALS_FILE = Path(__file__).with_name("surfaces.yaml")
SIGNAL_KEYS = frozenset({"what", "family", "code", "imports", "path", "stacks"})
MAX_PATTERN = 1000  # the workspace grep's limit
_METHODS = r"(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)"
_JS_IMPORT = r"""(?:from\s+|require\(\s*|import\(\s*)['"]"""


@dataclass(frozen=True)
class Signal:
    """One way a surface shows in a file (an entry of surfaces.yaml, which says the fields)."""

    what: str  # shown as the evidence: "exports a Route Handler"
    code: str | None = None  # regex searched in the family's files
    path: str | None = None  # regex the root-relative path must match
    family: Family | None = None
    stacks: frozenset[str] = frozenset()  # the file's project must have one of these

    def path_matches(self, path: str) -> bool:
        return self.path is None or re.search(self.path, path) is not None


@cache
def signals() -> tuple[tuple[SurfaceKind, Signal], ...]:
    """Every signal of surfaces.yaml, in its order, with the kind of surface it shows."""
    data = load_yaml(SIGNALS_FILE.read_text(encoding="utf-8"))
    return tuple((_kind(kind), _signal(kind, entry)) for kind, entries in data.items() for entry in entries)


def _kind(kind: str) -> SurfaceKind:
    if kind not in get_args(SurfaceKind):
        raise ValueError(f"{SIGNALS_FILE.name}: unknown surface kind {kind!r}")
    return cast(SurfaceKind, kind)


def _signal(kind: str, entry: dict[str, Any]) -> Signal:
    """A signal; `imports` and `{methods}` written out as the regexes they stand for."""
    family = "js" if "imports" in entry else entry.get("family")
    if not entry.keys() <= SIGNAL_KEYS or family not in (None, *FAMILY_GLOBS):
        raise ValueError(f"{SIGNALS_FILE.name}: {kind}: malformed signal {entry.get('what')!r}")
    code = entry["code"].replace("{methods}", _METHODS) if "code" in entry else None
    if "imports" in entry:
        code = _JS_IMPORT + entry["imports"] + (f"|{code}" if code else "")
    return Signal(entry["what"], code, entry.get("path"), family, frozenset(entry.get("stacks", ())))


# An authentication check in the same file: the route is then taken as authenticated.
AUTH_CHECK = (
    r"\bgetServerSession\(|\bauth\(\)|\bcurrentUser\(|\brequire(?:User|Auth|Session|Role)\(|\bverifySession\("
    r"|\bwithAuth\(|\bisAuthenticated\(|\bjwtVerify\(|\bjwt\.verify\(|\bgetToken\(|\bpassport\.authenticate\("
    r"|\bclerkMiddleware\(|\bauthMiddleware\(|\bgetUser\(|\bsupabase\.auth\.getUser\("
)
SENSITIVE_SEGMENT = lazy_compile(
    r"(^|/)(\[[^/]+\]|:[^/]+|admin|account|accounts|dashboard|settings|profile|billing|checkout|teams?|orgs?|organizations"
    r"|users?|members|roles?|permissions?|tenants?|webhooks?|callback|actions?|internal"
    r"|pay|payments?|charges?|orders?|invoices?|subscriptions?|refunds?|transfers?|payouts?|wallets?|withdrawals?)"
    r"(/|\.|$)",
    re.IGNORECASE,
)
# One route registration (`app.post('/payments/charge', ...)`): its method and path, so that each
# route of a file is its own surface, judged by its own path.
ROUTE = lazy_compile(r"\.(get|post|put|patch|delete|all)\(\s*['\"`](/[^'\"`]*)['\"`]")
SENSITIVE_KINDS: frozenset[str] = frozenset({"server_action", "webhook", "deep_link", "agent_tool"})


@dataclass(frozen=True)
class Hit:
    """A surface in one file: where, why we think so, and what was seen around it."""

    kind: SurfaceKind
    path: str
    line: int | None  # None: found from the path
    basis: Literal["code", "path"]
    signal: str
    auth_observed: bool = False
    authz_sensitive: bool = False
    route: str | None = None  # "POST /payments/charge": one route of the file


def find_hits(tree: ReviewTree, project_stacks: dict[str, list[str]]) -> list[Hit]:
    """Every surface hit, one per (kind, path): a code hit wins over a path hit."""
    code_hits, authed = _code_hits(tree, project_stacks)
    path_hits = [
        Hit(kind, p, None, "path", s.what)
        for kind, s in signals()
        if s.code is None
        for p in tree.files
        if s.path_matches(p) and _stack_ok(s, p, project_stacks)
    ]
    chosen: dict[tuple[str, str, str | None], Hit] = {}
    for hit in [*code_hits, *path_hits]:
        if is_shipped(hit.path):
            chosen.setdefault((hit.kind, hit.path, hit.route), hit)
    return [
        Hit(h.kind, h.path, h.line, h.basis, h.signal, h.path in authed, _sensitive(h), h.route)
        for h in sorted(chosen.values(), key=lambda h: (KIND_ORDER.index(h.kind), h.path, h.line or 0))
    ]


def _code_hits(tree: ReviewTree, project_stacks: dict[str, list[str]]) -> tuple[list[Hit], set[str]]:
    """One grep per file family with every pattern of the family; lines classified after."""
    hits: list[Hit] = []
    authed: set[str] = set()
    for family, include in FAMILY_GLOBS.items():
        searched = [(kind, s) for kind, s in signals() if s.family == family and s.code is not None]
        patterns = [s.code for _, s in searched if s.code] + ([AUTH_CHECK] if family == "js" else [])
        for match in (m for joined in _alternations(patterns) for m in tree.grep(joined, include=include)):
            if family == "js" and re.search(AUTH_CHECK, match.text):
                authed.add(match.path)
            for kind, signal in searched:
                if _signal_in(signal, match.path, match.text, project_stacks):
                    found = ROUTE.search(match.text) if kind == "http_route" else None
                    route = f"{found[1].upper()} {found[2]}" if found else None
                    what = f"{signal.what}: {route}" if route else signal.what
                    hits.append(Hit(kind, match.path, match.line, "code", what, route=route))
    return hits, authed


def _signal_in(signal: Signal, path: str, line: str, project_stacks: dict[str, list[str]]) -> bool:
    if signal.code is None or not re.search(signal.code, line):
        return False
    return signal.path_matches(path) and _stack_ok(signal, path, project_stacks)


def _alternations(patterns: list[str], limit: int = MAX_PATTERN) -> list[str]:
    """Patterns joined into as few alternations as the grep tool's length limit allows."""
    joined: list[str] = []
    for pattern in (f"(?:{p})" for p in patterns):
        if joined and len(joined[-1]) + 1 + len(pattern) <= limit:
            joined[-1] += "|" + pattern
        else:
            joined.append(pattern)
    return joined


def _stack_ok(signal: Signal, path: str, project_stacks: dict[str, list[str]]) -> bool:
    if not signal.stacks:
        return True
    return bool(signal.stacks & set(stacks_of(path, project_stacks)))


def stacks_of(path: str, project_stacks: dict[str, list[str]]) -> list[str]:
    """The stacks of the innermost project holding `path` (key "." is the whole tree)."""
    directory = posixpath.dirname(path)
    while True:
        if directory in project_stacks:
            return project_stacks[directory]
        if directory in ("", "."):
            return project_stacks.get(".", [])
        directory = posixpath.dirname(directory)


def _sensitive(hit: Hit) -> bool:
    if hit.kind in SENSITIVE_KINDS or SENSITIVE_SEGMENT.search(hit.path) is not None:
        return True
    return hit.route is not None and SENSITIVE_SEGMENT.search(hit.route.split(" ", 1)[1]) is not None
