"""Typed attack surfaces found in the code: what reaches a route, an action, a link handler.

Each `Signal` names a surface kind and how it shows: a code pattern (searched with the
workspace's grep, one search per file family), a path pattern, or both (a `route.ts`
that exports an HTTP method). Code says more than names: a file called `route.ts` that
exports no method is not an endpoint, and `'use server'` makes a file of Server Actions
whatever it is called. Files that do not ship (tests, fixtures, docs) hold no surface.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from secure_lint.paths import is_shipped
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
MAX_PATTERN = 1000  # the workspace grep's limit
_METHODS = r"(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)"
_JS_IMPORT = r"""(?:from\s+|require\(\s*|import\(\s*)['"]"""


@dataclass(frozen=True)
class Signal:
    kind: SurfaceKind
    what: str  # shown as the evidence: "exports a Route Handler"
    code: str | None = None  # regex searched in the family's files
    path: str | None = None  # regex the root-relative path must match
    family: Family | None = None
    stacks: frozenset[str] = frozenset()  # the file's project must have one of these

    def path_matches(self, path: str) -> bool:
        return self.path is None or re.search(self.path, path) is not None


def _s(
    kind: SurfaceKind,
    what: str,
    *,
    code: str | None = None,
    path: str | None = None,
    family: Family | None = None,
    stacks: Iterable[str] = (),
) -> Signal:
    return Signal(kind, what, code, path, family, frozenset(stacks))


SIGNALS: tuple[Signal, ...] = (
    _s(
        "http_route",
        "exports a Route Handler",
        family="js",
        path=r"(^|/)route\.(ts|tsx|js|jsx|mjs)$",
        code=rf"export\s+(?:async\s+)?function\s+{_METHODS}\b|export\s+const\s+{_METHODS}\s*=|export\s*\{{[^}}]*\b{_METHODS}\b",
    ),
    _s("http_route", "API route (pages/api)", path=r"(^|/)pages/api/.+\.(ts|tsx|js|jsx|mjs)$"),
    _s(
        "http_route",
        "registers an HTTP route",
        family="js",
        code=r"""\b(?:app|router|server|api|routes|fastify)\.(?:get|post|put|patch|delete|all|route)\(\s*['"`]/""",
    ),
    _s(
        "http_route",
        "creates a router or server",
        family="js",
        code=r"\bexpress\.Router\(|\bnew\s+Hono\(|\bnew\s+Koa\(|\bcreateServer\(|\bFastify\(|\bfastify\(\s*\{?",
    ),
    _s("server_action", "'use server'", family="js", code=r"""^\s*['"]use server['"]"""),
    _s(
        "middleware",
        "Next.js middleware",
        family="js",
        path=r"(^|/)(src/)?middleware\.(ts|js)$",
        code=r"export\s+(?:async\s+)?function\s+middleware\b|export\s+default\b|export\s+const\s+config\s*=",
    ),
    _s(
        "middleware",
        "HTTP middleware",
        family="js",
        code=r"\b(?:app|router)\.use\(\s*(?:helmet|cors|session|passport|csrf|rateLimit|auth)",
    ),
    _s(
        "page_entry",
        "App Router page or layout",
        path=r"(^|/)app/(.+/)?(page|layout)\.(tsx|jsx|ts|js|mdx)$",
        stacks={"nextjs"},
    ),
    _s("page_entry", "Pages Router page", path=r"(^|/)pages/(?!api/)[^_].*\.(tsx|jsx|ts|js)$", stacks={"nextjs"}),
    _s("page_entry", "Expo Router screen", path=r"(^|/)app/(.+/)?[^_/][^/]*\.(tsx|jsx)$", stacks={"expo"}),
    _s("app_entry", "Expo Router root layout", path=r"(^|/)app/_layout\.(tsx|jsx|ts|js)$", stacks={"expo"}),
    _s(
        "app_entry",
        "app entry point",
        family="swift",
        code=r"^\s*@main\b|@UIApplicationMain|@NSApplicationMain|UIApplicationMain\(",
    ),
    _s("app_entry", "server listens", family="js", code=r"\.listen\(\s*(?:process\.env\.PORT|PORT|port|\d{2,5})\b"),
    _s(
        "auth_surface",
        "authentication library or token handling",
        family="js",
        code=_JS_IMPORT + r"(?:next-auth|@auth/|@clerk/|lucia|better-auth|passport|firebase/auth|jsonwebtoken|jose"
        r"|expo-auth-session|expo-local-authentication)"
        r"|\bNextAuth\(|\bjwt\.(?:sign|verify)\(|\bjwtVerify\(|\bbcrypt\.(?:hash|compare)|\bargon2\.(?:hash|verify)",
    ),
    _s(
        "auth_surface",
        "authentication API",
        family="swift",
        code=r"\bLAContext\b|\bASWebAuthenticationSession\b|\bASAuthorizationController\b|\bASAuthorizationAppleIDProvider\b",
    ),
    _s(
        "auth_surface",
        "sign-in screen or auth module",
        path=r"(^|/)\(?(auth|login|logout|signin|sign-in|signup|sign-up|session|oauth)\)?(/|\.[a-z]+$)",
    ),
    _s(
        "deep_link",
        "handles opened URLs",
        family="swift",
        code=r"func\s+application\(\s*_[^)]*\bopen\s+url\b|\.onOpenURL\b|continue\s+userActivity|openURLContexts",
    ),
    _s(
        "deep_link",
        "reads incoming links",
        family="js",
        code=r"\bLinking\.(?:addEventListener|getInitialURL|useURL)\b|\buseURL\(|" + _JS_IMPORT + r"expo-linking['\"]",
    ),
    _s("deep_link", "declares a URL scheme", family="config", code=r'"scheme"\s*:|CFBundleURLSchemes|applinks:'),
    _s(
        "webview",
        "WebView",
        family="swift",
        code=r"\bWKWebView\b|\bUIWebView\b|\bWKScriptMessageHandler\b|\bevaluateJavaScript\(",
    ),
    _s("webview", "React Native WebView", family="js", code=_JS_IMPORT + r"react-native-webview['\"]|<WebView\b"),
    _s(
        "secure_storage",
        "Keychain or UserDefaults",
        family="swift",
        code=r"\bSecItem(?:Add|Update|CopyMatching)\b|\bkSecAttrAccessible\b|\bUserDefaults\b",
    ),
    _s(
        "secure_storage",
        "on-device storage",
        family="js",
        code=r"\bSecureStore\.\w+|\bAsyncStorage\.\w+|\bnew\s+MMKV\(|\blocalStorage\.setItem\(",
    ),
    _s(
        "config",
        "security configuration",
        path=r"(^|/)(next\.config\.(js|mjs|cjs|ts)|app\.json|app\.config\.(js|ts|mjs|cjs)|eas\.json|Info\.plist|vercel\.json"
        r"|firebase\.json|(firestore|storage|database)\.rules|Dockerfile|\.env(\.[^/]*)?)$|\.entitlements$",
    ),
    _s(
        "data_layer",
        "database client",
        family="js",
        code=_JS_IMPORT + r"(?:@prisma/client|drizzle-orm[^'\"]*|@supabase/supabase-js|mongoose|mongodb|pg|mysql2|knex"
        r"|sequelize|typeorm|firebase/firestore|@aws-sdk/client-dynamodb)['\"]"
        r"|\bnew\s+PrismaClient\(",
    ),
    _s(
        "data_layer",
        "local database",
        family="swift",
        code=r"^\s*import\s+(?:SwiftData|CoreData|GRDB|RealmSwift|SQLite)\b|\bNSPersistentContainer\b",
    ),
    _s("data_layer", "database schema", path=r"(^|/)schema\.prisma$|(^|/)migrations/.+\.sql$"),
    _s(
        "agent_tool",
        "agent or MCP tool",
        family="js",
        code=_JS_IMPORT
        + r"@modelcontextprotocol/sdk[^'\"]*['\"]|\bregisterTool\(|\bserver\.tool\(|\bnew\s+McpServer\(",
    ),
    _s(
        "webhook",
        "verifies a webhook signature",
        family="js",
        code=r"\bwebhooks\.constructEvent(?:Async)?\(|\bnew\s+Webhook\(|\bverifyWebhook|x-hub-signature|stripe-signature|svix-signature|x-slack-signature",
    ),
    _s("webhook", "webhook endpoint", path=r"(^|/)[^/]*(webhook|stripe-hook|svix)[^/]*(/|\.[a-z]+$)"),
    _s(
        "cron", "scheduled job", family="js", code=_JS_IMPORT + r"node-cron['\"]|\bcron\.schedule\(|\bschedules\.task\("
    ),
    _s("cron", "scheduled job", family="config", code=r'"crons"\s*:'),
    _s("cron", "background task", family="swift", code=r"\bBGTaskScheduler\b"),
    _s("cron", "cron endpoint", path=r"(^|/)(cron|crons|scheduled)(/|\.[a-z]+$)"),
    _s(
        "rpc",
        "RPC or GraphQL server",
        family="js",
        code=_JS_IMPORT + r"(?:@trpc/server|@grpc/grpc-js|graphql-yoga|@apollo/server|graphql-http)[^'\"]*['\"]"
        r"|\binitTRPC\b|\bnew\s+ApolloServer\(|\bcreateYoga\(",
    ),
    _s("rpc", "XPC service", family="swift", code=r"\bNSXPCListener\b|\bNSXPCConnection\b"),
    _s(
        "queue",
        "queue consumer or producer",
        family="js",
        code=_JS_IMPORT
        + r"(?:bullmq|bull|bee-queue|amqplib|kafkajs|inngest|@aws-sdk/client-sqs|@google-cloud/pubsub)['\"]",
    ),
)
# An authentication check in the same file: the route is then taken as authenticated.
AUTH_CHECK = (
    r"\bgetServerSession\(|\bauth\(\)|\bcurrentUser\(|\brequire(?:User|Auth|Session|Role)\(|\bverifySession\("
    r"|\bwithAuth\(|\bisAuthenticated\(|\bjwtVerify\(|\bjwt\.verify\(|\bgetToken\(|\bpassport\.authenticate\("
    r"|\bclerkMiddleware\(|\bauthMiddleware\(|\bgetUser\(|\bsupabase\.auth\.getUser\("
)
SENSITIVE_SEGMENT = re.compile(
    r"(^|/)(\[[^/]+\]|admin|account|accounts|dashboard|settings|profile|billing|checkout|teams?|orgs?|organizations"
    r"|users?|members|roles?|permissions?|tenants?|webhooks?|callback|actions?|internal)(/|\.|$)",
    re.IGNORECASE,
)
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


def find_hits(tree: ReviewTree, project_stacks: dict[str, list[str]]) -> list[Hit]:
    """Every surface hit, one per (kind, path): a code hit wins over a path hit."""
    code_hits, authed = _code_hits(tree, project_stacks)
    path_hits = [
        Hit(s.kind, p, None, "path", s.what)
        for s in SIGNALS
        if s.code is None
        for p in tree.files
        if s.path_matches(p) and _stack_ok(s, p, project_stacks)
    ]
    chosen: dict[tuple[str, str], Hit] = {}
    for hit in [*code_hits, *path_hits]:
        if is_shipped(hit.path):
            chosen.setdefault((hit.kind, hit.path), hit)
    return [
        Hit(h.kind, h.path, h.line, h.basis, h.signal, h.path in authed, _sensitive(h))
        for h in sorted(chosen.values(), key=lambda h: (KIND_ORDER.index(h.kind), h.path))
    ]


def _code_hits(tree: ReviewTree, project_stacks: dict[str, list[str]]) -> tuple[list[Hit], set[str]]:
    """One grep per file family with every pattern of the family; lines classified after."""
    hits: list[Hit] = []
    authed: set[str] = set()
    for family, include in FAMILY_GLOBS.items():
        signals = [s for s in SIGNALS if s.family == family and s.code is not None]
        patterns = [s.code for s in signals if s.code] + ([AUTH_CHECK] if family == "js" else [])
        for match in (m for joined in _alternations(patterns) for m in tree.grep(joined, include=include)):
            if family == "js" and re.search(AUTH_CHECK, match.text):
                authed.add(match.path)
            for signal in signals:
                if _signal_in(signal, match.path, match.text, project_stacks):
                    hits.append(Hit(signal.kind, match.path, match.line, "code", signal.what))
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
    return hit.kind in SENSITIVE_KINDS or SENSITIVE_SEGMENT.search(hit.path) is not None
