"""Whole-app controls: the catalogue of checks the `app_control` matcher kind runs.

A control that is absent across an app (no CSRF defence, no security headers, no password
hashing) is not a line that is wrong: it is found from facts about the whole app and reported
once, where the control belongs (the file that makes the Express app, the route, the model).
Each check has two halves:

- `anchors(source)`: where the control belongs in one file, with what that file alone shows
  (it runs in the per-file matching, so its result may be cached by the file's content);
- `verdict(repo, path, line)`: the whole-app half, run after matching (scan/repo/controls.py):
  the preconditions and the places the control may sit in other files. None drops the finding
  (a precondition fails, or the control is there); otherwise the facts relied on, which the
  finding's message and evidence list so that a reader can verify or dismiss it.

The app is the folder of the nearest package.json above the anchor (the repository for Swift):
in a monorepo each package is its own app. Only shipped code counts (tests and fixtures do not
mount middleware in production).
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from secure_lint.matchers import message_reach, nest_admin
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

SCRIPT_SUFFIXES = (".js", ".ts", ".mjs", ".cjs", ".mts", ".cts", ".jsx", ".tsx")
MAX_HANDLER = 6000  # characters: a block larger than this is not one handler


# -- the app: facts about the files of one package --------------------------------------------


@dataclass
class App:
    """The shipped scripts and manifest of one app (a package.json folder), read on demand."""

    repo: Repository
    root: str  # "" for the repository root
    whole: bool = False  # every package of the repository (a library used "anywhere")
    _found: dict[str, tuple[str, int, str] | None] = field(default_factory=dict)

    @cached_property
    def dependencies(self) -> set[str]:
        """Names in dependencies/devDependencies/optionalDependencies of the app's package.json
        (and the repository root's, which a workspace shares)."""
        names: set[str] = set()
        if self.whole:
            files = sorted(_files(self.repo))
            manifests = [p for p in files if posixpath.basename(p) == "package.json" and self.holds(p)]
        else:
            manifests = [posixpath.join(f, "package.json") if f else "package.json" for f in {self.root, ""}]
        for manifest in manifests:
            if manifest not in _files(self.repo) or "node_modules/" in manifest:
                continue
            try:
                data = json.loads(self.repo.text(manifest) or "")
            except ValueError:
                continue
            if not isinstance(data, dict):
                continue
            for section in ("dependencies", "devDependencies", "optionalDependencies"):
                deps = data.get(section)
                if isinstance(deps, dict):
                    names |= {str(n) for n in deps}
        return names

    @cached_property
    def scripts(self) -> list[str]:
        """The app's shipped scripts (not those of another package, not node_modules), and those
        of the repository root's own, which a package of a monorepo may import (`shared/...`)."""
        found = []
        # the root's own files count when the root is a package too (a workspace root)
        roots = {self.root, ""} if "package.json" in _files(self.repo) else {self.root}
        for path in sorted(self.repo.paths):
            if not path.endswith(SCRIPT_SUFFIXES) or "node_modules/" in path or path.endswith(".d.ts"):
                continue
            mine = self.holds(path) if self.whole else app_root(self.repo, path) in roots
            if mine and self.repo.is_shipped(path):
                found.append(path)
        return found

    def holds(self, path: str) -> bool:
        return not self.root or path.startswith(self.root + "/")

    def find(self, name: str, pattern: re.Pattern[str]) -> tuple[str, int, str] | None:
        """The first place (path, line, text) in the app's scripts that `pattern` finds."""
        if name not in self._found:
            self._found[name] = self._search(pattern)
        return self._found[name]

    def find_all(self, pattern: re.Pattern[str], limit: int = 3) -> list[tuple[str, int, str]]:
        found = []
        for path in self.scripts:
            text = self.repo.text(path) or ""
            for match in pattern.finditer(text):
                found.append((path, text.count("\n", 0, match.start()) + 1, _one_line(match.group(0))))
                if len(found) >= limit:
                    return found
        return found

    def _search(self, pattern: re.Pattern[str]) -> tuple[str, int, str] | None:
        found = self.find_all(pattern, limit=1)
        return found[0] if found else None

    def uses(self, packages: tuple[str, ...]) -> str | None:
        """The first of `packages` the app depends on or imports."""
        for name in packages:
            if name in self.dependencies:
                return f"`{name}` in package.json"
        joined = "|".join(re.escape(p) for p in packages)
        imported = re.compile(rf"""(?:require\s*\(\s*|from\s+|import\s+)['"](?:{joined})['"/]""")
        place = self.find(f"import:{joined}", imported)
        return f"`{place[2]}` ({place[0]}:{place[1]})" if place else None


def app_root(repo: Repository, path: str) -> str:
    """The folder of the nearest package.json above `path` ("" when none or at the root)."""
    files = _files(repo)
    folder = posixpath.dirname(path)
    while folder:
        if posixpath.join(folder, "package.json") in files:
            return folder
        folder = posixpath.dirname(folder)
    return ""


def project_root(repo: Repository, path: str) -> str:
    """The outermost folder above `path` holding a package.json (a monorepo's root), else the
    app's own folder."""
    files = _files(repo)
    top = app_root(repo, path)
    folder = top
    while folder:
        folder = posixpath.dirname(folder)
        if (posixpath.join(folder, "package.json") if folder else "package.json") in files:
            top = folder
    return top


def _files(repo: Repository) -> frozenset[str]:
    files: frozenset[str] = repo.once("app_checks:paths", lambda: frozenset(repo.paths))
    return files


def app_of(repo: Repository, path: str) -> App:
    root = app_root(repo, path)
    app: App = repo.once(f"app_checks:app:{root}", lambda: App(repo, root))
    return app


def at(place: tuple[str, int, str]) -> str:
    return f"`{place[2]}` ({place[0]}:{place[1]})"


def _one_line(text: str, limit: int = 80) -> str:
    folded = " ".join(text.split())
    return folded if len(folded) <= limit else folded[: limit - 3] + "..."


# -- blocks: a rough lexer for JS/TS braces ----------------------------------------------------


def _blocks(text: str) -> list[tuple[int, int]]:
    """Every balanced `{...}` of the text (strings, template literals and comments skipped)."""
    found: list[tuple[int, int]] = []
    stack: list[int] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "'\"`":
            i = _string_end(text, i)
            continue
        if c == "/" and i + 1 < n and text[i + 1] in "/*":
            end = text.find("\n" if text[i + 1] == "/" else "*/", i + 2)
            i = n if end < 0 else end + (1 if text[i + 1] == "/" else 2)
            continue
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            found.append((stack.pop(), i + 1))
        i += 1
    return found


def _string_end(text: str, start: int) -> int:
    quote, i, n = text[start], start + 1, len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == quote or (c == "\n" and quote != "`"):
            return i + 1
        i += 1
    return n


def enclosing(blocks: list[tuple[int, int]], offset: int) -> list[tuple[int, int]]:
    """The blocks around `offset`, innermost first."""
    return sorted((b for b in blocks if b[0] < offset < b[1]), key=lambda b: b[1] - b[0])


# -- the checks --------------------------------------------------------------------------------


Verdict = Callable[["Repository", str, int], "list[str] | None"]


@dataclass(frozen=True)
class Check:
    name: str
    needles: tuple[str, ...]  # text a file needs for an anchor (any of them)
    anchors: Callable[[SourceFile], Iterator[RawMatch]]
    verdict: Verdict


def _matches(pattern: re.Pattern[str], source: SourceFile) -> Iterator[RawMatch]:
    for match in pattern.finditer(source.text):
        yield RawMatch(match.start(), match.end())


# The file that makes an Express app: `const app = express()`, or `this.app = express()` in a
# server class (not express.Router()).
_EXPRESS_APP = re.compile(
    r"""(?:\b(?:const|let|var)\s+|\bthis\s*\.\s*)(?P<name>[\w$]+)\s*(?::\s*[\w$.]+\s*)?=\s*express\s*\(\s*\)"""
)


def _express_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """The Express apps a file makes and uses (mounts middleware or routes on, starts, exports):
    an app made and left unused serves nothing."""
    return _apps_used(source, _EXPRESS_APP, "use|listen|get|post|put|patch|delete|all|route")


def _apps_used(source: SourceFile, made: re.Pattern[str], calls: str) -> Iterator[RawMatch]:
    """The apps `made` in the file (its group `name`) that the file also uses: calls one of
    `calls` on, exports, or hands to createServer."""
    for match in made.finditer(source.text):
        name = re.escape(match.group("name"))
        used = re.compile(
            rf"""\b{name}\s*\.\s*(?:{calls})\s*\(|\b(?:module\.exports|exports\.[\w$]+)\s*=\s*{name}\b"""
            rf"""|\bexport\s+default\s+{name}\b|\bexport\s*\{{[^}}]*\b{name}\b|\bcreateServer\s*\(\s*(?:[^()]*,\s*)?{name}\b"""
        )
        if used.search(source.text, match.end()):
            yield RawMatch(match.start(), match.end())


# A Koa app: `const app = new Koa()`, used as an Express app is
_KOA_APP = re.compile(
    r"""\b(?:const|let|var)\s+(?P<name>[\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*new\s+Koa\s*(?:<[^>]*>\s*)?\("""
)


def _koa_anchors(source: SourceFile) -> Iterator[RawMatch]:
    return _apps_used(source, _KOA_APP, "use|listen|callback")


_NEST_APP = re.compile(r"""\bNestFactory\s*\.\s*create\s*(?:<[^>]*>\s*)?\(""")
_FASTIFY_APP = re.compile(r"""\b(?:const|let|var)\s+[\w$]+\s*(?::\s*[\w$.<>]+\s*)?=\s*(?:fastify|Fastify)\s*\(""")


def _server_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """Where a Node server app is made: an Express or Koa app that is used, a NestJS app
    (NestFactory.create, which takes the place of the Fastify instance it wraps), a Fastify one."""
    yield from _express_anchors(source)
    yield from _koa_anchors(source)
    nest = list(_matches(_NEST_APP, source))
    yield from nest or _matches(_FASTIFY_APP, source)


_ROUTER = r"""\b(?:app|router|[\w$]*Router|[\w$]*App|server|routes|api)"""  # not http/axios clients
_ROUTE = re.compile(
    _ROUTER + r"""\s*\.\s*(?P<verb>post|put|patch|delete|all)\s*\(\s*(?P<q>['"`])(?P<path>/[^'"`\n]*)(?P=q)"""
)
_DECORATED_ROUTE = re.compile(r"""@(?P<verb>Post|Put|Patch|Delete)\s*\(\s*(?:['"`](?P<path>[^'"`\n]*)['"`])?\s*\)""")
_ROUTE_ROUTE = re.compile(
    r"""\.\s*route\s*\(\s*['"`](?P<path>/[^'"`\n]*)['"`]\s*\)\s*[\s\S]{0,200}?\.\s*(?P<verb>post|put|patch|delete)\s*\("""
)
_SESSION_PACKAGES = (
    "express-session", "cookie-session", "client-sessions", "koa-session", "@fastify/session",
    "@fastify/secure-session", "fastify-session", "@mgcrea/fastify-session",
)
_SESSION_USE = re.compile(r"""\bsession\s*\(\s*\{""")
_AUTH_COOKIE = re.compile(
    r"""\bres\s*\.\s*cookie\s*\(\s*['"`](?P<name>[^'"`]*(?:sess|token|auth|jwt|user|login|sid)[^'"`]*)['"`]"""
    # Koa's ctx.cookies.set
    r"""|\bcookies\s*\.\s*set\s*\(\s*['"`][^'"`]*(?:sess|token|auth|jwt|user|login|sid)[^'"`]*['"`]"""
    r"""|\.\s*(?:setHeader|set|header)\s*\(\s*['"]Set-Cookie['"]\s*,\s*[`'"][^=`'"]*(?:sess|token|auth|jwt|user|login|sid)[^=`'"]*=""",
    re.I,
)
_CSRF_PACKAGES = (
    "csurf", "csrf-csrf", "lusca", "csrf", "tiny-csrf", "csrf-sync", "@dr.pogodin/csurf", "csrf-tokens",
    "@fastify/csrf-protection", "@fastify/csrf", "fastify-csrf", "host-validation", "koa-csrf", "@koa/csrf",
)
_ORIGIN_READ = (
    r"""(?:headers\s*(?:\.\s*(?:origin|referer)\b|\[\s*['"](?:origin|referer)['"]\s*\])"""
    r"""|\.\s*(?:get|header)\s*\(\s*['"](?:origin|referer)['"]\s*\))"""
)
# an Origin header compared with a value (not tested for presence and reflected into CORS
# headers), or Sec-Fetch-Site read
_ORIGIN_CHECK = re.compile(
    rf"""{_ORIGIN_READ}\s*(?:!==|===|!=(?!=)|==(?!=))(?!\s*(?:undefined|null|void\s+0|''|"")(?![\w$]))"""
    rf"""|(?:!==|===|!=|==)\s*req\s*{_ORIGIN_READ}|['"]sec-fetch-site['"]""",
    re.I,
)
_SAMESITE_STRICT = re.compile(r"""\bsameSite\s*:\s*(?:['"](?:strict|lax)['"]|true)""", re.I)


_HTTP_ONLY = re.compile(r"\bhttpOnly\s*:\s*true\b")


def _auth_cookie_samesite(app: App) -> bool:
    """Whether a session or auth cookie is set SameSite=Lax/Strict (a CSRF token's own cookie is not).
    A cookie is taken for an auth cookie by the words before it or by being httpOnly in the same
    options: scripts never read a session cookie, while a preference cookie is rarely httpOnly."""
    for path in app.scripts:
        text = app.repo.text(path) or ""
        for match in _SAMESITE_STRICT.finditer(text):
            before = _COMMENT.sub("", text[max(0, match.start() - 400) : match.start()])
            if re.search(r"csrf|xsrf", before, re.I):
                continue
            if re.search(r"session|sess\b|sid\b|auth|token|jwt|login|user", before, re.I):
                return True
            options = text[text.rfind("{", 0, match.start()) + 1 : _object_end(text, match.end())]
            if _HTTP_ONLY.search(options):
                return True
    return False


def _object_end(text: str, start: int) -> int:
    """Where the object literal holding `start` closes (its first `}` after it), or the text's end."""
    end = text.find("}", start)
    return len(text) if end < 0 else end


def _cookie_auth(app: App) -> str | None:
    """How the app keeps its users signed in by cookie, or None (a bearer-token API)."""
    used = app.uses(_SESSION_PACKAGES)
    if used is not None:
        return f"cookie session: {used}"
    cookie = app.find("auth-cookie", _AUTH_COOKIE)
    return f"auth cookie set: {at(cookie)}" if cookie else None


def _state_changing(app: App) -> list[str]:
    found = (
        app.find_all(_ROUTE, limit=2) or app.find_all(_ROUTE_ROUTE, limit=2) or app.find_all(_DECORATED_ROUTE, limit=2)
    )
    return [f"state-changing route {at(place)}" for place in found]


# a server app that handles the signed-in user's cookie: mounts a session, parses cookies, sets one
_COOKIE_HANDLING = re.compile(
    r"""\b(?:session|cookieSession|expressSession|cookieParser)\s*\(|\bpassport\s*\.\s*session\s*\(|\.\s*cookies?\b""",
)
_ANY_SERVER_APP = re.compile(
    "|".join(p.pattern.replace("?P<name>", "?:") for p in (_EXPRESS_APP, _KOA_APP, _NEST_APP, _FASTIFY_APP))
)


def _another_app_has_the_cookies(repo: Repository, app: App, path: str) -> bool:
    """Whether the package makes several server apps (a setup wizard beside the main app) and
    another one, not the one in `path`, is where the signed-in user's cookie is handled: the
    package's cookie and routes are that app's facts."""
    def cookie_apps() -> list[str]:
        makers = [p for p in app.scripts if _ANY_SERVER_APP.search(app.repo.text(p) or "")]
        return [p for p in makers if _COOKIE_HANDLING.search(app.repo.text(p) or "")] if len(makers) > 1 else []

    handling: list[str] = repo.once(f"app_checks:cookie-apps:{app.root}", cookie_apps)
    return bool(handling) and path not in handling


def _csrf_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    cookie = _cookie_auth(app)
    routes = _state_changing(app)
    if cookie is None or not routes or _another_app_has_the_cookies(repo, app, path):
        return None
    if app.uses(_CSRF_PACKAGES) or app.find("origin-check", _ORIGIN_CHECK) or _auth_cookie_samesite(app):
        return None
    koa = _KOA_APP.search(repo.text(path) or "") is not None
    middleware = "@koa/csrf, koa-csrf" if koa else "csurf, csrf-csrf, lusca, csrf-sync"
    absent = f"no CSRF middleware ({middleware}), Origin check or SameSite=Lax/Strict auth cookie"
    return [cookie, *routes, absent]


_HEADERS_PACKAGES = ("helmet", "lusca", "koa-helmet", "@fastify/helmet")
_HEADER_SET = re.compile(
    r"""['"](?:Content-Security-Policy|X-Frame-Options|Strict-Transport-Security|X-Content-Type-Options)['"]""", re.I
)
_POWERED_BY_OFF = re.compile(
    r"""\.\s*(?:disable\s*\(\s*['"]x-powered-by['"]|set\s*\(\s*['"]x-powered-by['"]\s*,\s*false)""", re.I
)


def _headers_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    if app.uses(_HEADERS_PACKAGES) or app.find("powered-by", _POWERED_BY_OFF):
        return None
    found: bool = repo.once(f"app_checks:headers-middleware:{app.root}", lambda: _headers_in_middleware(app))
    if found:
        return None
    return [
        "no helmet (or lusca) in package.json or imported",
        "no Content-Security-Policy / X-Frame-Options / Strict-Transport-Security / X-Content-Type-Options header set"
        " by a middleware (one route's own header protects only that route)",
        "X-Powered-By left on (no app.disable('x-powered-by'))",
    ]


# a function that runs for every request: a middleware `(req, res, next)`, or express.static's `setHeaders`
_MIDDLEWARE_HEAD = re.compile(
    r"""(?:\(\s*[\w$]+\s*(?::[^,()]*)?,\s*[\w$]+\s*(?::[^,()]*)?,\s*next\b[^()]*\)\s*(?::\s*[\w$<>\[\]]+\s*)?(?:=>)?"""
    r"""|\bsetHeaders\s*(?::\s*(?:function\b[^{]*|\([^()]*\)\s*=>|[\w$]+\s*=>)|\([^()]*\)))\s*$"""
)


def _headers_in_middleware(app: App) -> bool:
    """Whether a security header is set in a middleware or on every static response."""
    for path, match in _each_match(app, _HEADER_SET):
        text = app.repo.text(path) or ""
        blocks = _blocks(text)
        if any(_MIDDLEWARE_HEAD.search(text[max(0, b[0] - 300) : b[0]]) for b in enclosing(blocks, match.start())):
            return True
    return False


# finale / epilogue: REST resources generated from Sequelize models
_RESOURCE = re.compile(r"""\b(?:finale|epilogue|Finale|Epilogue|restful)\s*\.\s*resource\s*\(""")
_RESOURCE_GUARD = re.compile(
    r"""\.\s*(?:all|list|read|create|update|delete)\s*\.\s*(?:auth|use)\s*\(|\.\s*use\s*\(\s*\{[^}]*\bauth\b"""
)
_RESOURCE_INIT = re.compile(r"""\b(?:finale|epilogue|Finale|Epilogue)\s*\.\s*initialize\s*\(\s*\{[^}]*\bapp\s*:""")


def _rest_anchors(source: SourceFile) -> Iterator[RawMatch]:
    if not _RESOURCE_GUARD.search(source.text):  # guarded in this file
        yield from _matches(_RESOURCE, source)


def _rest_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    guard = app.find("resource-guard", _RESOURCE_GUARD)
    if guard is not None:
        return None
    endpoints = _resource_endpoints(repo.text(path) or "", line)
    if any(_guards_paths(mount, endpoints) for mount in _auth_mounts(app)):
        return None
    facts = ["generated REST resource (finale/epilogue): list, read, create, update and delete endpoints"]
    init = app.find("resource-init", _RESOURCE_INIT)
    if init is not None:
        facts.append(f"mounted on the app by {at(init)}")
    facts.append("no auth milestone (`resource.all.auth(...)`, `.use({ ... auth })`) on any resource of the app")
    shown = f" ({', '.join(endpoints[:2])})" if endpoints else ""
    facts.append(f"no sign-in or role middleware mounted on its endpoints' paths{shown}")
    return facts


# an app-level middleware mount whose arguments name an auth check: `app.use('/api/Orders', requireAuth)`,
# `app.all('/api/*', security.isAuthorized())`, `app.use(authenticate)`
_AUTH_MOUNT = re.compile(
    r"""\.\s*(?:use|all)\s*\(\s*(?:(?P<q>['"`])(?P<path>/[^'"`\n]*)(?P=q)\s*,\s*)?(?P<middleware>[^;]{0,200}?)\)\s*;?\s*$""",
    re.M,
)
_AUTH_NAME = re.compile(  # a check by its name (a session or a login router is no guard)
    r"""\b(?:require|ensure|is|check|verify|must|has)_?\w*(?:auth|log(?:ged)?_?in|user|admin|role|staff|token|permission)\w*"""
    r"""|authenticat\w*|authori[sz]\w*|\bauth\b|\w*jwt\w*|\w*guard\w*|\bprotect\w*""",
    re.I,
)


def _resource_endpoints(text: str, line: int) -> list[str]:
    """The endpoint paths of the resource made at `line` (a template's literal head)."""
    start = sum(len(x) + 1 for x in text.splitlines()[: line - 1])
    listed = re.search(r"""\bendpoints\s*:\s*\[(?P<list>[^\]]*)\]""", text[start : start + 600])
    if listed is None:
        return []
    return [re.split(r"\$\{", m.group(2))[0] for m in re.finditer(r"""(['"`])(/[^'"`]*)\1""", listed.group("list"))]


def _auth_mounts(app: App) -> list[str]:
    """The paths app-level auth middleware is mounted on ("" for every path)."""
    found: list[str] = app.repo.once(f"app_checks:auth-mounts:{app.root}", lambda: [
        (m.group("path") or "") for _, m in _each_match(app, _AUTH_MOUNT)
        if _AUTH_NAME.search(m.group("middleware")) and not m.group("middleware").lstrip().startswith(("'", '"', "`"))
    ])
    return found


def _each_match(app: App, pattern: re.Pattern[str]) -> Iterator[tuple[str, re.Match[str]]]:
    for path in app.scripts:
        for match in pattern.finditer(app.repo.text(path) or ""):
            yield path, match


def _guards_paths(mount: str, endpoints: list[str]) -> bool:
    """Whether middleware mounted on `mount` runs before every one of the endpoints."""
    below_only = re.search(r"""/(?:\*|\(\.\*\))$""", mount) is not None  # `/api/x/*` misses `/api/x` itself
    prefix = re.sub(r"""/?(?:\*|\(\.\*\))$""", "", mount).rstrip("/")
    if not prefix:
        return True
    return bool(endpoints) and all(
        e.startswith(prefix + "/") or (e.rstrip("/") == prefix and not below_only) for e in endpoints
    )


_PASSWORD_FIELD = re.compile(
    r"""^[ \t]*['"]?password['"]?\s*:\s*(?:\{\s*type\s*:\s*)?"""
    r"""(?:String\b|Sequelize\.STRING|DataTypes\.STRING|Sequelize\.TEXT|DataTypes\.TEXT|['"]string['"])"""
    r"""|@Column\s*\([^)]*\)\s*(?:public\s+|private\s+)?password\s*[!?]?\s*:\s*string""",
    re.M,
)
_HASH_PACKAGES = (
    "bcrypt", "bcryptjs", "bcrypt-nodejs", "argon2", "@node-rs/argon2", "@node-rs/bcrypt", "scrypt", "scrypt-js",
    "pbkdf2", "passport-local-mongoose", "@phc/argon2", "hash-wasm", "securepassword", "bcrypt-ts",
    # frameworks that hash the passwords they store themselves
    "better-auth", "@feathersjs/authentication-local", "payload", "@keystone-6/core", "@adonisjs/hash",
    "@strapi/strapi", "sails",
)
# a KDF call, or a bcrypt/argon2 module's hash or compare by whatever package it came from
# (`bcryptjs-then`, a fork or wrapper the package list does not name)
_HASH_CALL = re.compile(
    r"""\b(?:scrypt|scryptSync|pbkdf2|pbkdf2Sync|argon2id|argon2i)\b"""
    r"""|\b[\w$]*(?:bcrypt|argon2)[\w$]*\s*\.\s*(?:hash|hashSync|compare|compareSync|verify|genSalt|genSaltSync)\s*\(""",
    re.I,
)


_PRISMA_PASSWORD = re.compile(r"""^[ \t]*password[ \t]+String\b""", re.M)


# a users table created with a password column of a text type, in a .sql file or a script's SQL
_SQL_PASSWORD = re.compile(
    r"""CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"\[]?[\w.]*(?:user|account|member|customer|admin|login|person|people)"""
    r"""[\w]*[`"\]]?\s*\([^;]{0,2000}?[\s,(][`"\[]?(?P<column>password|passwd)[`"\]]?\s+"""
    r"""(?:VARCHAR|NVARCHAR|CHAR|CHARACTER|TEXT|STRING|CLOB)\b""",
    re.I,
)


def _sql_password_columns(text: str) -> Iterator[tuple[int, int]]:
    for match in _SQL_PASSWORD.finditer(text):
        yield match.start("column"), match.end()


def _password_anchors(source: SourceFile) -> Iterator[RawMatch]:
    if source.path.endswith((".sql", *SCRIPT_SUFFIXES)):
        for start, end in _sql_password_columns(source.text):
            yield RawMatch(start, end)
    if source.path.endswith(".prisma"):
        for match in _PRISMA_PASSWORD.finditer(source.text):
            start = match.start() + len(match.group(0)) - len(match.group(0).lstrip())
            yield RawMatch(start, match.end())
        return
    if not source.path.endswith(SCRIPT_SUFFIXES):
        return
    for match in _PASSWORD_FIELD.finditer(source.text):
        start = match.start() + len(match.group(0)) - len(match.group(0).lstrip())
        yield RawMatch(start, match.end())


def _schema_fields(app: App) -> list[tuple[str, int, str]]:
    """The password fields of the app's Prisma schemas and SQL tables (in .sql files or scripts)."""
    found = []
    for path in sorted(app.repo.paths):
        if not path.endswith((".prisma", ".sql", *SCRIPT_SUFFIXES)) or "node_modules/" in path:
            continue
        if app_root(app.repo, path) != app.root or not app.repo.is_shipped(path):
            continue
        text = app.repo.text(path) or ""
        if path.endswith(".prisma"):
            starts = [m.start() for m in _PRISMA_PASSWORD.finditer(text)]
        else:
            starts = [start for start, _ in _sql_password_columns(text)] if "CREATE" in text.upper() else []
        found += [(path, text.count("\n", 0, start) + 1, "password") for start in starts]
    return found


def _hashing_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    # the model may sit in a shared package (packages/database) that the app hashing for it imports
    top = project_root(repo, path)
    anywhere: App = repo.once(f"app_checks:project:{top}", lambda: App(repo, top, whole=True))
    if anywhere.uses(_HASH_PACKAGES) or anywhere.find("hash-call", _HASH_CALL):
        return None
    fields = app.find_all(_PASSWORD_FIELD, limit=50) + _schema_fields(app)
    first = min(fields, key=lambda f: ("user" not in posixpath.basename(f[0]).lower(), f[0], f[1]), default=None)
    if first is not None and (first[0], first[1]) != (path, line):
        return None  # reported once, at the app's first model with a password field
    return [
        f"password field or column stored in a model or table ({path}:{line})",
        "no password-hashing library (bcrypt, argon2, scrypt, PBKDF2) in any package.json of the project, nor imported",
        "no crypto.scrypt / crypto.pbkdf2 call anywhere in the project",
    ]


# login: the session's user set without regenerating the session (session fixation)
_SESSION_USER = re.compile(
    # req.session, or the session handed to a login helper (`function onLogin(session, user)`)
    r"""(?:\breq\s*\.\s*|(?<![\w$.]))session\s*\.\s*"""
    r"""(?:user|userId|user_id|userid|uid|username|user_name|logged|loggedIn|logged_in|authenticated|isLoggedIn|account"""
    r"""|accountId|login|auth)\s*=(?!=)(?!\s*(?:null|undefined|false|0)\b|\s*['"]{2})"""
)
_REGENERATE = re.compile(r"""\bregenerate\s*\(|\bsession\s*=\s*null\b|\breq\s*\.\s*log[iI]n\s*\(""")
# what makes a handler the one that signs a user in: it checks a credential (a password compared
# or verified, passport.authenticate, a provider's code or token exchanged) before it sets the
# session's user; a logout or a settings handler that writes the session checks none
_AUTHENTICATES = re.compile(
    r"""passw(?:or)?d|\bpass\b|credential|\bauthenticat\w*\s*\(|\.\s*authenticate\b|\b(?:verify|compare|check)\w*\s*\("""
    r"""|\bexchange\w*\s*\(|\bquery\s*\.\s*code\b|\bauth_?token\b|\b(?:otp|totp|mfa|2fa)\b|\bvalidate\w*\s*\("""
    # a helper the login calls once the credential is checked, by its name (`function onLoginSuccess(`)
    r"""|\bfunction\s+\w*log_?in\w*\s*\(|\b\w*log_?in\w*\s*=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*=>)""",
    re.I,
)


def _fixation_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """In each handler that signs a user in, the first write of the user to the session, when
    the handler does not regenerate the session (one finding per handler)."""
    text = source.text
    blocks = _blocks(text) if _SESSION_USER.search(text) else []
    seen: set[tuple[int, int]] = set()
    for match in _SESSION_USER.finditer(text):
        handler = [b for b in enclosing(blocks, match.start()) if b[1] - b[0] <= MAX_HANDLER]
        if not handler or handler[-1] in seen:
            continue
        seen.add(handler[-1])
        start = text.rfind("\n", 0, handler[-1][0]) + 1  # the outermost handler, from its line (the route)
        if _AUTHENTICATES.search(text, start, handler[-1][1]) and not _REGENERATE.search(text, start, handler[-1][1]):
            yield RawMatch(match.start(), match.end())


def _fixation_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    if "express-session" not in app.dependencies and not app.uses(("express-session",)):
        return None  # cookie-session keeps the session in the cookie: a new one is written at login
    return [
        "server-side session: `express-session` in package.json",
        "the handler stores the signed-in user in the session without req.session.regenerate()",
    ]


# admin routes guarded only by "signed in"
_ADMIN_ROUTE = re.compile(
    r"""\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|all|use)\s*\(\s*(?P<q>['"`])(?P<path>/[^'"`\n]*admin[^'"`\n]*)(?P=q)\s*,(?P<guards>[^()]{0,200}?)(?=(?:async\s+)?(?:function\b|\(\s*(?:req|ctx)\b|(?:req|ctx)\s*=>|\(\s*\{|[\w$.]+\s*\)))""",
    re.I,
)
_LOGIN_GUARD = re.compile(
    r"""^(?:isLoggedIn|isLoggedin|loggedIn|isAuthenticated|ensureAuthenticated|ensureLoggedIn|requireLogin|requireAuth|requireAuthentication|authenticated|checkAuth|checkLogin|auth|authenticate|authRequired|verifyToken|verifyJWT|isAuth|isUser|protect|mustBeLoggedIn|loginRequired|[\w$]+\.(?:isLoggedIn|isAuthenticated|authenticated|requireLogin|requireAuth|verifyToken|auth|authenticate))$"""
)
_ROLE_WORD = re.compile(
    r"""\brole|isAdmin|is_admin|\.admin\b|permission|authori[sz]|hasRole|\bcan\s*\(|\bacl\b|rbac|privilege|superuser|isStaff|is_staff""",
    re.I,
)


def _admin_anchors(source: SourceFile) -> Iterator[RawMatch]:
    if "@Controller" in source.text:
        yield from nest_admin.anchors(source)
    for match in _ADMIN_ROUTE.finditer(source.text):
        guards = [g.strip() for g in match.group("guards").split(",") if g.strip()]
        if not guards or not all(_LOGIN_GUARD.match(g) for g in guards):
            continue
        body_end = min(len(source.text), match.end() + 1500)
        # a handler named by reference (`routes.admin)`) is looked up by the verdict, not read as a role check
        reference = _HANDLER_REFERENCE.match(source.text, match.end())
        body = source.text[reference.end() if reference else match.end() : body_end]
        close = _next_route(body)
        if _ROLE_WORD.search(_COMMENT.sub("", body[:close])):
            continue
        yield RawMatch(match.start(), match.end(), metavars={"GUARD": ", ".join(guards)})


_COMMENT = re.compile(r"""(?<![:'"`\w])//[^\n]*|/\*[\s\S]*?\*/""")
_HANDLER_REFERENCE = re.compile(r"""\s*[\w$.]+\s*\)""")


def _next_route(body: str) -> int:
    found = re.search(r"""\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|all|use)\s*\(\s*['"`]/""", body)
    return found.start() if found else len(body)


def _admin_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    lines = text.splitlines()
    route = lines[line - 1] if 0 < line <= len(lines) else ""
    if "@" in route:
        return _nest_admin_verdict(repo, path, line, text)
    match = _ADMIN_ROUTE.search(text[sum(len(x) + 1 for x in lines[: line - 1]) :])
    if match is None:
        return None
    app = app_of(repo, path)
    handler = _HANDLER_REFERENCE.match(text, sum(len(x) + 1 for x in lines[: line - 1]) + match.end())
    named = [handler.group(0).strip(" \t\n)")] if handler else []
    for guard in [*(g.strip() for g in match.group("guards").split(",") if g.strip()), *named]:
        name = guard.split(".")[-1]
        definition = app.find(f"guard-def:{name}", re.compile(
            rf"""(?:function\s+{re.escape(name)}\s*\(|\b{re.escape(name)}\s*[:=]\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>))"""
        ))
        if definition is not None and _guard_checks_role(repo, definition):
            return None
    return [
        f"admin route {_one_line(route.strip())} ({path}:{line})",
        f"guarded only by {', '.join(g.strip() for g in match.group('guards').split(',') if g.strip())} (sign-in)",
        "no role, permission or admin check in the guards' definitions or the handler",
    ]


def _nest_admin_verdict(repo: Repository, path: str, line: int, text: str) -> list[str] | None:
    offset = sum(len(x) + 1 for x in text.splitlines()[: line - 1])
    route = nest_admin.route_at(text, text.find("@", offset))
    if route is None:
        return None
    app = app_of(repo, path)
    for guard in route.guards:
        name = re.match(r"[\w$]+", guard)
        if name is None or name.group(0) == "AuthGuard":
            continue  # @nestjs/passport's AuthGuard('jwt'): a sign-in, by its definition
        definition = app.find(f"nest-guard:{name.group(0)}", re.compile(rf"""\bclass\s+{re.escape(name.group(0))}\b"""))
        if definition is not None and _guard_checks_role(repo, definition):
            return None
    kind = "admin controller" if route.where == "controller" else "admin route"
    return [
        f"{kind} {_one_line(text[route.start : route.end])} ({path}:{line})",
        f"guarded only by @UseGuards({', '.join(route.guards)}), which checks a sign-in",
        "no @Roles / permission decorator or role guard on the class or the route, no role check in the handler"
        " nor in the guards' definitions",
    ]


def _guard_checks_role(repo: Repository, definition: tuple[str, int, str]) -> bool:
    """Whether the guard's body (the first block after its definition) checks a role."""
    text = repo.text(definition[0]) or ""
    offset = sum(len(x) + 1 for x in text.splitlines()[: definition[1] - 1])
    after = [b for b in _blocks(text) if b[0] >= offset]
    if not after:
        return False
    start = min(b[0] for b in after)
    end = max(b[1] for b in after if b[0] == start)
    return bool(re.search(r"""\brole|isAdmin|is_admin|\.admin\b|permission|staff""", text[start:end], re.I))


# login responses that tell "no such user" from "wrong password"
_NO_USER = re.compile(
    r"""['"`](?=[^'"`\n]{0,80}['"`])(?![^'"`\n]*password)[^'"`\n]*?(?:"""
    r"""(?:user(?:name)?|account|e-?mail|login)\s+(?:(?:was|is)\s+)?(?:not\s+(?:be\s+)?found|does\s*n[o']?t\s+exists?|not\s+exists?|not\s+registered|unknown|invalid)"""
    r"""|(?:no\s+such|unknown|incorrect|wrong|invalid|no)\s+(?:user(?:name)?|account|e-?mail)\b(?!\s+(?:or|and|/))"""
    r""")[^'"`\n]*['"`]""",
    re.I,
)
_BAD_PASSWORD = re.compile(
    r"""['"`](?![^'"`\n]*(?:user(?:name)?|e-?mail|account)\s*(?:or|and|/))[^'"`\n]*?(?:"""
    r"""(?:wrong|incorrect|invalid|bad)\s+password|password\s+(?:for\s+[^'"`\n]{0,60}?\s)?(?:is\s+)?(?:wrong|incorrect|invalid|(?:does\s*n[o']?t|did\s*n[o']?t)\s+match|mismatch)"""
    r""")[^'"`\n]*['"`]""",
    re.I,
)


# what a message is built of besides its words: a `${...}` substitution, or a value concatenated
# between two literals (`'User ' + name + ' not found'`)
_MESSAGE_PART = re.compile(
    r"""\$\{[^{}`\n]{1,80}\}|['"`][ \t]*\+\s*[\w$.]{1,60}(?:\([^()\n]{0,40}\))?\s*\+[ \t]*['"`]"""
)


def _messages_joined(text: str) -> str:
    """The text with each message's interpolated values blanked (same length, so offsets hold):
    `'User ' + name + ' not found'` reads as one literal, `${email}` as spaces."""
    return _MESSAGE_PART.sub(lambda m: " " * len(m.group()) if m.group().startswith("$") else
                             "".join("\n" if c == "\n" else " " for c in m.group()), text)


# the account a route names in its path (`/users/:id/password`): its caller is signed in already
_PATH_ACCOUNT = re.compile(r"""\breq\s*\.\s*params\b""")
# the account looked up by its id (`userRepo.findById(userId)`, `findByPk(id)`): a login finds
# the user by the name typed in the form; a lookup by id serves a caller whose session names the user
_ID_LOOKUP = re.compile(r"""\.\s*find\w*By(?:Id|Pk)\s*\(""")
_TYPED_IDENTIFIER = re.compile(
    r"""\b(?:body|query)\s*(?:\.\s*|\[\s*['"])(?:e-?mail|username|user_?name|login|identifier|phone)\b"""
    r"""|\{[^{}]*\b(?:email|username|login|identifier)\b[^{}]*\}\s*=\s*(?:await\s+)?(?:req|request|ctx)\b""",
    re.I,
)


def _enumeration_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """A login's response for an unknown user, beside a different one for a wrong password. A
    handler for the account its path names (a password change at /users/:id/password) or that
    looks the user up by id, and reads no typed user name, is not a login: "not found" tells its
    signed-in caller nothing. A message only logged, or thrown into a catch in the same function
    that answers with something else, never reaches the client."""
    text = _messages_joined(source.text) if _MESSAGE_PART.search(source.text) else source.text
    blocks = _blocks(source.text) if _NO_USER.search(text) else []
    for match in _NO_USER.finditer(text):
        if not _message_sent(text, blocks, match.start()):
            continue
        for block in enclosing(blocks, match.start()):
            if block[1] - block[0] > MAX_HANDLER:
                break
            bad = _BAD_PASSWORD.finditer(text, block[0], block[1])
            if any(_message_sent(text, blocks, other.start()) for other in bad):
                names_account = _PATH_ACCOUNT.search(text, block[0], block[1]) or _ID_LOOKUP.search(
                    text, block[0], block[1]
                )
                if not names_account or _TYPED_IDENTIFIER.search(text, block[0], block[1]):
                    yield RawMatch(match.start(), match.end())
                break


def _message_sent(text: str, blocks: list[tuple[int, int]], start: int) -> bool:
    """Whether the message at `start` may reach the client as far as its own function shows."""
    if message_reach.in_log_call(text, start):
        return False
    function = message_reach.function_of(text, blocks, start)
    within = function[1] if function else (0, len(text))
    kept = message_reach.kept_in(text, start)
    if kept is not None:
        return message_reach.read_beyond_logs(text, kept, start, within[1])
    if not message_reach.thrown(text, start):
        return True
    return not message_reach.caught_quietly(text, blocks, start, within)


def _enumeration_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    facts = [
        f"a response for an unknown user ({path}:{line})",
        "a different response for a wrong password in the same handler",
    ]
    text = repo.text(path) or ""
    start = sum(len(x) + 1 for x in text.splitlines()[: line - 1])
    message = _NO_USER.search(_messages_joined(text), start)
    if message is None or not message_reach.thrown(text, message.start()):
        return facts
    blocks = _blocks(text)
    function = message_reach.function_of(text, blocks, message.start())
    if function is None:
        return facts
    callers = _callers(repo, path, function[0])
    if callers and all(quiet for _, quiet in callers):
        return None  # every caller answers its errors with a message of its own
    loud = [where for where, quiet in callers if not quiet]
    if loud:
        facts.append(f"thrown by `{function[0]}`, whose error reaches the client at {', '.join(loud[:2])}")
    return facts


def _callers(repo: Repository, path: str, name: str) -> list[tuple[str, bool]]:
    """The calls of function `name` (defined in `path`) across the project, each with whether it
    sits in a try whose catch answers with something else than the error (path:line, quiet)."""
    top = project_root(repo, path)
    project: App = repo.once(f"app_checks:project:{top}", lambda: App(repo, top, whole=True))
    found = []
    for script in project.scripts:
        text = repo.text(script) or ""
        if name not in text or (script != path and not message_reach.imports_module(text, path)):
            continue
        blocks: list[tuple[int, int]] | None = None
        for call in message_reach.calls_of(name, text):
            blocks = blocks if blocks is not None else _blocks(text)
            function = message_reach.function_of(text, blocks, call)
            within = function[1] if function else (0, len(text))
            where = f"{script}:{text.count(chr(10), 0, call) + 1}"
            found.append((where, message_reach.caught_quietly(text, blocks, call, within)))
    return found


# error handlers that send the stack trace
_ERROR_HANDLER = re.compile(
    r"""(?:function\s*[\w$]*\s*\(\s*(?P<e1>err|error|e)\s*(?::\s*[\w$.]+)?\s*,\s*req\b[^)]*,\s*next\b[^)]*\)\s*(?::\s*[\w$]+\s*)?\{"""
    r"""|\(\s*(?P<e2>err|error|e)\s*(?::\s*[\w$.]+)?\s*,\s*req\b[^)]*,\s*next\b[^)]*\)\s*(?::\s*[\w$]+\s*)?=>\s*\{)"""
)
_ENV_CHECK = re.compile(r"""NODE_ENV|['"]env['"]|\bisDev|\bisProd|development|production|\bdebug\b|\bDEBUG\b""", re.I)
_ERRORHANDLER_MOUNT = re.compile(r"""\.\s*use\s*\(\s*errorHandler\s*\(\s*\)\s*\)""", re.I)


_TEMPLATE_SUFFIXES = (
    ".pug", ".jade", ".ejs", ".hbs", ".handlebars", ".njk", ".nunjucks", ".twig", ".html", ".mustache",
)


def _error_view(body: str, name: str) -> str | None:
    """The view an error handler hands the error object to ("" for res.locals), or None."""
    render = re.search(
        rf"""\brender\s*\(\s*['"`](?P<view>[\w./-]+)['"`]\s*,\s*"""
        rf"""\{{[^}}]*\b(?:error|err|e)\b\s*(?::\s*{name}\b\s*)?[,}}]""",
        body,
    )
    if render:
        return render.group("view")
    if re.search(rf"""\bres\s*\.\s*locals\s*\.\s*(?:error|err)\s*=\s*{name}\s*;?\s*$""", body, re.M):
        return ""
    return None


def _stack_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = source.text
    all_blocks = _blocks(text) if _ERROR_HANDLER.search(text) else []
    for match in _ERROR_HANDLER.finditer(text):
        name = match.group("e1") or match.group("e2")
        blocks = [b for b in all_blocks if b[0] == match.end() - 1]
        if not blocks:
            continue
        body = text[blocks[0][0] : blocks[0][1]]
        before = text[max(0, match.start() - 300) : match.start()]
        view = _error_view(body, name)
        if view is not None and not _ENV_CHECK.search(body) and not _ENV_CHECK.search(before):
            yield RawMatch(match.start(), match.end(), metavars={"VIEW": view or "error"})
    for match in _ERRORHANDLER_MOUNT.finditer(text):
        if not _ENV_CHECK.search(text[max(0, match.start() - 300) : match.start()]):
            yield RawMatch(match.start(), match.end(), metavars={"VIEW": ""})


def _stack_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    lines = text.splitlines()
    head = lines[line - 1] if 0 < line <= len(lines) else ""
    app = app_of(repo, path)
    if _ERRORHANDLER_MOUNT.search(head):
        if "errorhandler" not in app.dependencies:
            return None
        return [
            f"`errorhandler` (package.json) mounted with no environment check ({path}:{line})",
            "it sends the stack trace of every error to the client",
        ]
    end = min(len(text), sum(len(x) + 1 for x in lines[: line - 1]) + MAX_HANDLER)
    match = _ERROR_HANDLER.search(text, sum(len(x) + 1 for x in lines[: line - 1]), end)
    if match is None:
        return None
    view = _error_view(text[match.end() : end], match.group("e1") or match.group("e2")) or "error"
    stem = posixpath.basename(view)
    for candidate in sorted(repo.paths):
        if not candidate.endswith(_TEMPLATE_SUFFIXES) or app_root(repo, candidate) != app.root:
            continue
        if posixpath.splitext(posixpath.basename(candidate))[0] != stem:
            continue
        template = repo.text(candidate) or ""
        shown = re.search(r"""\b(?:error|err)\s*\.\s*stack\b""", template)
        if shown:
            where = template.count("\n", 0, shown.start()) + 1
            return [
                f"the error handler hands the error object to the view `{view}` ({path}:{line}),"
                " with no environment check",
                f"the view prints its stack: `{shown.group(0)}` ({candidate}:{where})",
            ]
    return None


# Swift: an encrypted SQLite database (PRAGMA key / sqlite3_key) without SQLCipher
_PRAGMA_KEY = re.compile(r"""PRAGMA\s+key\s*=|\bsqlite3_key(?:_v2)?\s*\(""", re.I)
_MANIFESTS = (
    "Podfile", "Podfile.lock", "Package.swift", "Package.resolved", "Cartfile", "Cartfile.resolved", "project.pbxproj",
)


def _swift_manifests(repo: Repository, path: str) -> list[str]:
    """The dependency manifests of the app `path` belongs to: those under the nearest folder
    above it that holds one (a Podfile, Package.swift, Cartfile or an .xcodeproj), else all."""
    manifests = repo.once(
        "app_checks:swift-manifests", lambda: sorted(p for p in repo.paths if posixpath.basename(p) in _MANIFESTS)
    )
    homes = {_manifest_home(m) for m in manifests}
    folder = posixpath.dirname(path)
    while folder:
        if folder in homes:
            return [m for m in manifests if m.startswith(folder + "/")]
        folder = posixpath.dirname(folder)
    return list(manifests)


def _manifest_home(manifest: str) -> str:
    folder = posixpath.dirname(manifest)
    return posixpath.dirname(folder) if folder.endswith(".xcodeproj") else folder


def _sqlcipher_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    vendored = {"sqlcipher", "sqlcipher.h", "sqlcipher.framework", "sqlcipher.xcframework"}
    if any(part.lower() in vendored for p in repo.paths for part in p.split("/")):
        return None  # SQLCipher vendored into the repository
    manifests = _swift_manifests(repo, path)
    for manifest in manifests:
        if re.search(r"sqlcipher|GRDBCipher", repo.text(manifest) or "", re.I):
            return None
    if not manifests:
        return None  # no manifest to read: SQLCipher may be vendored or built another way
    names = ", ".join(manifests)
    return [
        f"the database key is set with PRAGMA key / sqlite3_key ({path}:{line})",
        f"SQLCipher is not in the app's dependency manifests ({names}):"
        " the system SQLite ignores the key and writes the database unencrypted",
    ]


# -- credentials in plain storage, in a mobile app that has no secure storage at all ------------

# a storage key that names a credential, and the keys about one that hold none
_CREDENTIAL_KEY = re.compile(
    r"(?i)token|jwt|passw(?:or)?d|passwd|secret|credential|api_?key|private_?key|session|cookie|mnemonic|seed_?phrase|bearer"
)
_NOT_CREDENTIAL_KEY = re.compile(
    r"(?i)expir|timestamp|date|time|count|push_?token|expo_?push|fcm|apns|device_?token|notification|consent|enabled"
    r"|shown|seen|onboard|hint|e-?mail|(?:has|is|show|remember|did|should|use)_?(?:password|session|token|auth)"
)
_LITERAL_VALUE = re.compile(r"""^\s*(?:['"`][^'"`]*['"`]|true|false|nil|null|undefined|-?\d[\d_.]*)\s*$""")
_ASYNC_STORAGE_WRITE = re.compile(
    r"""\bAsyncStorage\s*\.\s*(?:setItem|mergeItem)\s*\(\s*(?P<key>['"`][^'"`\n]{1,80}['"`]|[\w$.]{1,80})\s*,"""
    r"""\s*(?P<value>[^,;\n]{1,120}?)\s*[,)]"""
)
_DEFAULTS_WRITE = re.compile(
    r"""\b(?:UserDefaults\.standard|defaults|userDefaults|standardDefaults)\??\.(?:set|setValue)\s*\(\s*"""
    r"""(?P<value>[^,\n]{1,120}),\s*forKey:\s*(?P<key>"[^"\n]{1,80}"|[\w$.]{1,80})\s*\)"""
    r"""|@AppStorage\s*\(\s*(?P<key2>"[^"\n]{1,80}"|[\w$.]{1,80})[^)\n]*\)\s*(?:private\s+)?var\s+[\w$]+\s*:\s*String\b"""
)
_RN_SECURE_STORES = (
    "expo-secure-store", "react-native-keychain", "react-native-encrypted-storage", "react-native-sensitive-info",
    "react-native-secure-key-store", "redux-persist-sensitive-storage",
)
_MMKV_ENCRYPTED = re.compile(r"""\bencryptionKey\s*:""")
_KEYCHAIN_USE = re.compile(
    r"""\bSecItem(?:Add|Update|CopyMatching)\b|\bkSecClass\b|\bKeychain[\w]*\s*[.(]|\bValet\b|\bSAMKeychain\b"""
    r"""|\bLocksmith\b|\bSimpleKeychain\b"""
)
_KEYCHAIN_PACKAGES = re.compile(r"(?i)keychain|valet|locksmith")


def _credential_writes(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Writes of a non-literal value under a key that names a credential."""
    for match in pattern.finditer(text):
        key = match.group("key") or (match.groupdict().get("key2") or "")
        value = match.groupdict().get("value")
        if not _CREDENTIAL_KEY.search(key) or _NOT_CREDENTIAL_KEY.search(key):
            continue
        if value is not None and _LITERAL_VALUE.match(value):
            continue
        yield match


def _credential_write_anchors(pattern: re.Pattern[str]) -> Callable[[SourceFile], Iterator[RawMatch]]:
    def anchors(source: SourceFile) -> Iterator[RawMatch]:
        for match in _credential_writes(pattern, source.text):
            yield RawMatch(match.start(), match.end())

    return anchors


def _first_write(repo: Repository, paths: list[str], pattern: re.Pattern[str]) -> tuple[str, int] | None:
    """The first credential write of these files (path order): the one place the app is reported."""
    for path in paths:
        text = repo.text(path) or ""
        for match in _credential_writes(pattern, text):
            return path, text.count("\n", 0, match.start()) + 1
    return None


def _rn_storage_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    first = repo.once(
        f"app_checks:rn-first-write:{app.root}", lambda: _first_write(repo, app.scripts, _ASYNC_STORAGE_WRITE)
    )
    if first != (path, line):
        return None  # reported once per app, at its first such write
    if app.uses(_RN_SECURE_STORES) or app.find("mmkv-encrypted", _MMKV_ENCRYPTED):
        return None
    return [
        f"a credential written to AsyncStorage ({path}:{line})",
        "no secure storage anywhere in the app: none of " + ", ".join(_RN_SECURE_STORES[:4])
        + " in package.json or imported, no encrypted MMKV",
    ]


def _swift_app_folder(repo: Repository, path: str) -> str:
    """The folder of the Swift app `path` belongs to: the nearest one above it that holds a
    dependency manifest or an .xcodeproj ("" for the repository)."""
    manifests = repo.once(
        "app_checks:swift-manifests", lambda: sorted(p for p in repo.paths if posixpath.basename(p) in _MANIFESTS)
    )
    homes = {_manifest_home(m) for m in manifests}
    folder = posixpath.dirname(path)
    while folder and folder not in homes:
        folder = posixpath.dirname(folder)
    return folder


def _swift_sources(repo: Repository, folder: str) -> list[str]:
    def shipped_swift() -> list[str]:
        return sorted(
            p for p in repo.paths
            if p.endswith(".swift") and (not folder or p.startswith(folder + "/")) and repo.is_shipped(p)
        )

    found: list[str] = repo.once(f"app_checks:swift-sources:{folder}", shipped_swift)
    return found


def _swift_storage_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    folder = _swift_app_folder(repo, path)
    sources = _swift_sources(repo, folder)
    first = repo.once(f"app_checks:swift-first-write:{folder}", lambda: _first_write(repo, sources, _DEFAULTS_WRITE))
    if first != (path, line):
        return None  # reported once per app, at its first such write
    keychain = repo.once(
        f"app_checks:swift-keychain:{folder}", lambda: any(_KEYCHAIN_USE.search(repo.text(p) or "") for p in sources)
    )
    manifests = _swift_manifests(repo, path)
    if keychain or any(_KEYCHAIN_PACKAGES.search(repo.text(m) or "") for m in manifests):
        return None
    return [
        f"a credential written to UserDefaults ({path}:{line})",
        "no Keychain use in any shipped Swift file (SecItemAdd, kSecClass, a Keychain wrapper)"
        + (f" nor a keychain library in {', '.join(manifests)}" if manifests else ""),
    ]


def _anchors_of(pattern: re.Pattern[str]) -> Callable[[SourceFile], Iterator[RawMatch]]:
    return lambda source: _matches(pattern, source)


CHECKS: dict[str, Check] = {
    check.name: check
    for check in (
        Check("express-csrf", ("express", "NestFactory", "astify", "Koa"), _server_anchors, _csrf_verdict),
        Check("express-security-headers", ("express",), _express_anchors, _headers_verdict),
        Check("rest-resource-unguarded", ("resource",), _rest_anchors, _rest_verdict),
        Check("password-not-hashed", ("password",), _password_anchors, _hashing_verdict),
        Check("login-session-fixation", ("session",), _fixation_anchors, _fixation_verdict),
        Check("admin-route-login-only", ("admin",), _admin_anchors, _admin_verdict),
        Check("login-user-enumeration", ("password",), _enumeration_anchors, _enumeration_verdict),
        Check("error-stack-to-client", ("next", "errorHandler", "errorhandler"), _stack_anchors, _stack_verdict),
        Check("sqlcipher-missing", ("PRAGMA", "pragma", "sqlite3_key"), _anchors_of(_PRAGMA_KEY), _sqlcipher_verdict),
        Check("rn-no-secure-storage", ("AsyncStorage",), _credential_write_anchors(_ASYNC_STORAGE_WRITE),
              _rn_storage_verdict),
        Check("swift-no-keychain", ("forKey", "AppStorage"), _credential_write_anchors(_DEFAULTS_WRITE),
              _swift_storage_verdict),
    )
}
