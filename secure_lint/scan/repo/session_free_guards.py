"""Guards that take a header credential only, in an app that also keeps a session for something else.

An app can run `express-session` for one sign-in flow (an OpenID callback, a login form) and still
guard its API with a strategy that never looks at the session:

    app.use(session({ ... }));                                   // the OpenID login's state
    isAuthenticated(req, res, next) {
      return passport.authenticate('jwt', { session: false })(req, res, next);
    }
    router.use('/api', this.auth.isAuthenticated.bind(this.auth), apiRouter);

A cross-site navigation carries the session cookie but no `Authorization` header, so that guard
answers 401 before the handler runs. A guard counts as session-free when, read together with the
functions and methods it names (followed a few calls deep inside the app), it

- authenticates with a header credential: `passport.authenticate('jwt' | 'bearer' | '...apikey...',
  { session: false })` or a read of the `Authorization` or an API-key/token header, and
- never reads an ambient credential: no `req.session`, no cookie, no `req.isAuthenticated()`, no
  test of `req.user` (which `passport.session()` fills from the cookie), and no JWT extractor of
  the app that takes the token from a cookie.

Anything the reading cannot show keeps the finding.
"""

from __future__ import annotations

import re
from functools import partial
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_SCRIPTS = (".js", ".ts", ".mjs", ".cjs", ".mts", ".cts")
# a credential the browser sends by itself, or a guard that accepts what the session put on the request
_AMBIENT = re.compile(
    r"(?i)cookie|\bsession\b(?!\s*:\s*false)|\bsessions?\s*\.|\.session\b|basic-?auth|www-authenticate|\bntlm\b"
    r"|\.isAuthenticated\(\s*\)|\breq(?:uest)?\.user\b(?!\s*=[^=])"
)
_PASSPORT_HEADER = re.compile(
    r"""passport\s*\.\s*authenticate\s*\(\s*['"`](?P<strategy>[\w-]*(?:jwt|bearer|api-?key|token)[\w-]*)['"`]"""
    r"""\s*,\s*\{[^}]*\bsession\s*:\s*false""",
    re.I,
)
_HEADER_READ = re.compile(
    r"""(?i)headers?\s*(?:\.\s*|\[\s*['"`]|\(\s*['"`])(?:authorization|x-[\w-]*(?:token|key|auth)[\w-]*)\b"""
)
_COOKIE_EXTRACTOR = re.compile(r"(?is)jwtFromRequest\s*:[^;]{0,400}?cookie")
_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")
# a name a body calls: `name(`, `name.bind(`, `name.call(` (a property read such as `req.path` is no call)
_CALLED = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*(?:\(|\.\s*(?:bind|call|apply)\s*\()")
_PARAMETERS = re.compile(r"\(([^()]*)\)\s*(?:=>|\{)|([A-Za-z_$][\w$]*)\s*=>")
_STOP = frozenset(
    {
        "this",
        "req",
        "res",
        "next",
        "request",
        "response",
        "return",
        "function",
        "async",
        "await",
        "const",
        "let",
        "var",
        "if",
        "else",
        "new",
        "true",
        "false",
        "null",
        "undefined",
        "bind",
        "call",
        "apply",
        "passport",
        "authenticate",
        "session",
        "err",
        "error",
        "status",
        "send",
        "json",
        "end",
        "for",
        "while",
        "switch",
        "catch",
        "typeof",
        "require",
        "import",
        "super",
    }
)
_DEPTH = 3
_MAX_BODIES = 16


def session_free(repo: Repository, root: str, guard: str) -> bool:
    """Whether the guard text `guard` (an argument before a handler) of the app under `root` takes a
    header credential only."""
    bodies = _bodies(repo, root, guard)
    if bodies is None:
        return False
    joined = "\n".join([guard, *bodies])
    if _AMBIENT.search(joined):
        return False
    if _PASSPORT_HEADER.search(joined):
        return not _cookie_extractor(repo, root)
    return _HEADER_READ.search(joined) is not None


def _bodies(repo: Repository, root: str, guard: str) -> list[str] | None:
    """The bodies of the functions and methods the guard names, and those they call, a few calls
    deep (None: too many to read, so nothing is shown)."""
    seen = {n for n in _IDENTIFIER.findall(guard) if n not in _STOP}
    bodies: list[str] = []
    frontier = [body for name in sorted(seen) for body in _definitions(repo, root, name)]
    for _ in range(_DEPTH):
        bodies += frontier
        if len(bodies) > _MAX_BODIES:
            return None
        names = {n for body in frontier for n in _called(body)} - seen - _STOP
        seen |= names
        frontier = [body for name in sorted(names) for body in _definitions(repo, root, name)]
    return bodies


def _called(body: str) -> set[str]:
    """The names a body calls, less its own parameters."""
    parameters = {
        n for match in _PARAMETERS.finditer(body) for n in _IDENTIFIER.findall(match.group(1) or match.group(2) or "")
    }
    return {n for n in _CALLED.findall(body)} - parameters


def _definitions(repo: Repository, root: str, name: str) -> list[str]:
    """The bodies of the functions, methods and bound values named `name` in the app's scripts."""
    definitions: list[str] = repo.once(f"guard-definitions:{root}:{name}", lambda: _find_definitions(repo, root, name))
    return definitions


def _find_definitions(repo: Repository, root: str, name: str) -> list[str]:
    head = re.compile(
        rf"(?m)(?:^[ \t]*(?:static\s+|async\s+|public\s+|private\s+|protected\s+)*|\bfunction\s+)"
        rf"{re.escape(name)}\s*\([^)\n]*\)\s*(?::[^{{\n]+)?\{{"
        rf"|\b(?:const|let|var)\s+{re.escape(name)}\s*=\s*(?P<value>[^;\n]+)"
    )
    found: list[str] = []
    for path in _scripts(repo, root):
        text = repo.text(path) or ""
        if name not in text:
            continue
        for match in head.finditer(text):
            value = match.group("value")
            if value is not None and not value.rstrip().endswith("{"):
                found.append(value)
                continue
            start = text.rindex("{", match.start(), match.end())
            blocks: dict[int, int] = repo.once(f"guard-blocks:{path}", partial(_block_ends, text))
            found.append(text[match.start() : blocks.get(start, start + 1)])
    return found


def _block_ends(text: str) -> dict[int, int]:
    from secure_lint.matchers.app_checks.app import blocks_of  # noqa: PLC0415 (heavy; only when a finding asks)

    return dict(blocks_of(text))


def _scripts(repo: Repository, root: str) -> list[str]:
    prefix = f"{root}/" if root else ""
    scripts: list[str] = repo.once(
        f"guard-scripts:{root}",
        lambda: [
            p
            for p in repo.paths
            if p.startswith(prefix) and p.endswith(_SCRIPTS) and "node_modules/" not in p and repo.is_shipped(p)
        ],
    )
    return scripts


def _cookie_extractor(repo: Repository, root: str) -> bool:
    """Whether a JWT strategy of the app takes its token from a cookie."""
    texts = (repo.text(p) or "" for p in _scripts(repo, root))
    return any(_COOKIE_EXTRACTOR.search(text) for text in texts if "jwtFromRequest" in text)
