"""`login-attempts-unlimited`: a password login route with nothing that limits repeated attempts.

A login that checks a password can be guessed against as fast as the server answers unless
something counts the tries: a rate limiter mounted on the route or on the app that mounts its
router (express-rate-limit, rate-limiter-flexible, express-brute, @nestjs/throttler, ...), a
failed-attempt counter or lockout on the account, or a CAPTCHA. The check reports the route when
none of these is in the route's file, in a module that file imports, or in a file that imports the
route's file (the server that mounts the router). Limits kept outside the repository (a gateway, a
CDN's rules) are not seen, so the finding lists what it looked for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers import message_reach
from secure_lint.matchers.app_checks.app import MAX_HANDLER, app_of, blocks_of, comment_spans, in_spans, line_start
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.call_text import call_arguments
from secure_lint.matchers.values.imports import modules_of

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_LOGIN_SEGMENT = r"(?:log_?-?in|sign_?-?in|authenticate|auth|sessions?)"
# a POST route whose literal path ends in a login segment (`router.post('/login', ...)`, `app.post("/api/auth/signin"`),
# or a NestJS handler decorated `@Post('login')`; not a client's request to a built URL
# (`axios.post(`${api}/login`, body)`)
LOGIN_ROUTE = lazy_compile(
    rf"""\.\s*(?:post|all)\s*\(\s*(['"`])/(?:[^'"`$\n]*/)?{_LOGIN_SEGMENT}/?\1\s*,"""
    rf"""|@Post\s*\(\s*['"`](?:[^'"`\n]*/)?{_LOGIN_SEGMENT}/?['"`]\s*\)""",
    re.I,
)
# what makes the handler a password login: it reads or checks a password (passport's local
# strategy checks it for the route)
_PASSWORD = lazy_compile(
    r"""passw(?:or)?d|\bpasswd\b|\bpass\b|passport\s*\.\s*authenticate\s*\(|AuthGuard\s*\(\s*['"]local"""
    r"""|\b\w*(?:Log_?in|Sign_?in|Credentials?)(?:Dto|Input|Body|Request)\b""",  # a NestJS handler's typed body
    re.I,
)
# what limits the tries: a limiter package imported, a limiter or throttle middleware by its name,
# a failed-attempt counter or lockout, a CAPTCHA
_LIMITER_PACKAGES = (
    "express-rate-limit", "rate-limiter-flexible", "express-brute", "express-slow-down", "express-limiter",
    "@nestjs/throttler", "koa-ratelimit", "koa2-ratelimit", "@fastify/rate-limit", "fastify-rate-limit",
    "@upstash/ratelimit", "rate-limit-redis", "express-bouncer", "hapi-rate-limit", "ratelimiter",
)
_LIMIT = lazy_compile(
    r"""['"](?:""" + "|".join(re.escape(p) for p in _LIMITER_PACKAGES) + r""")['"/]"""
    r"""|\b\w*(?:fail\w*|invalid|wrong|bad|login|sign_?in|auth|password)_?(?:attempt|tri(?:es|al)|count)s?\b"""
    r"""|\block(?:ed)?_?(?:until|out)\b|\blockout\w*|\b(?:re|h)?captcha\w*|\bturnstile""",
    re.I,
)
# a limiter middleware by its name (`loginLimiter`, `rate_limit`, `throttle(...)`), not `delimiter`
_LIMITER_NAME = lazy_compile(
    r"""\b\w*(?:[Rr]ate_?[Ll]imit|[Tt]hrottl|[Bb]rute|[Ss]low_?[Dd]own)\w*|\b(?:\w+_l|\w+L|l)imiter\b"""
)
# the receiver of a client's request, not a router (`axios.post('/login', body)`, `api.post(...)`)
HTTP_CLIENT = lazy_compile(
    r"""(?<![\w$])(?:axios|api|\w*client|https?|\$http|request|ky|got|superagent|agent|instance|fetcher)\s*$""", re.I
)
_IMPORT = lazy_compile(r"""(?:require\s*\(\s*|from\s+)['"]([^'"\n]+)['"]""")
_HANDLER_NAME = lazy_compile(r"""([\w$]+)\s*\)\s*;?\s*$""")


def login_routes(text: str) -> Iterator[tuple[re.Match[str], str, bool]]:
    """Each login route a file registers (not in a comment, not a client's request): the match, its
    handler's text and whether the handler is inline (`handler_text`)."""
    comments = comment_spans(text)
    blocks: list[tuple[int, int]] | None = None
    for match in LOGIN_ROUTE.finditer(text):
        if in_spans(comments, match.start()) or HTTP_CLIENT.search(text, max(0, match.start() - 40), match.start()):
            continue
        blocks = blocks if blocks is not None else blocks_of(text)
        yield (match, *handler_text(text, blocks, match.end()))


def attempt_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """Each login route whose inline handler reads or checks a password, or whose handler is a
    function named by reference (the verdict reads it)."""
    for match, handler, inline in login_routes(source.text):
        if _LIMITER_NAME.search(handler[: handler.find("{") if inline else len(handler)]):
            continue  # a limiter handed to the route itself (`router.post('/login', loginLimiter, ...)`)
        if _PASSWORD.search(handler) or not inline:
            yield RawMatch(match.start(), match.end())


def handler_text(text: str, blocks: list[tuple[int, int]], after: int) -> tuple[str, bool]:
    """The route's arguments up to its handler's body and that body (the first block opened after
    the route's path), and whether there is such a body; a handler named by reference leaves its
    name at the end of the text."""
    body = _first_block(blocks, after)
    arguments = call_arguments(text, after)  # the rest of the route's arguments, up to its closing `)`
    line_end = text.find("\n", after)
    end = arguments[-1][2] if arguments else (line_end if line_end >= 0 else len(text))
    if body is not None and body[0] < end and body[1] - body[0] <= MAX_HANDLER:
        return text[after : body[1]], True
    return text[after:end], False


def _first_block(blocks: list[tuple[int, int]], after: int) -> tuple[int, int] | None:
    """The outermost block opened first at or after `after` (blocks_of lists inner blocks first)."""
    return min((block for block in blocks if block[0] >= after), key=lambda block: block[0], default=None)


def attempt_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    route = LOGIN_ROUTE.search(text, line_start(text, line))
    if route is None:
        return None
    handler, inline = handler_text(text, blocks_of(text), route.end())
    if not inline and not _named_handler_reads_password(repo, path, text, handler):
        return None
    if any(_limits(repo.text(where) or "") for where in _places_that_reach(repo, path, text)):
        return None
    return [
        f"a password login route (`{route.group(0).strip(' ,')}`, {path}:{line})",
        "no rate limiter, failed-attempt counter, lockout or CAPTCHA in its file, the modules it imports or the"
        " files that mount it (" + ", ".join(_LIMITER_PACKAGES[:4]) + ", ...)",
    ]


def _named_handler_reads_password(repo: Repository, path: str, text: str, arguments: str) -> bool:
    """Whether the function the route names last (`auth.login`, `loginUser`), defined in the
    route's file or a module it imports, reads or checks a password."""
    named = _HANDLER_NAME.search(arguments.rstrip() + ")")
    if named is None:
        return False
    definition = re.compile(
        rf"""(?:function\s*\*?\s*{re.escape(named.group(1))}\s*\(|(?:(?<![\w$.])|(?<=exports\.)){re.escape(named.group(1))}\s*[:=]\s*(?:async\b)?"""
        rf"""|^[ \t]*(?:(?:public|private|static|async)\s+)*{re.escape(named.group(1))}\s*\()""",
        re.M,
    )
    for where in [path, *_imported(repo, path, text)]:
        source = repo.text(where) or ""
        found = definition.search(source)
        if found is None:
            continue
        body = _first_block(blocks_of(source), found.end())
        if body is not None and body[1] - body[0] <= MAX_HANDLER:
            return _PASSWORD.search(source, found.start(), body[1]) is not None
    return False


def _limits(text: str) -> bool:
    comments = comment_spans(text)
    return any(
        not in_spans(comments, match.start()) for pattern in (_LIMIT, _LIMITER_NAME) for match in pattern.finditer(text)
    )


MOUNT_HOPS = 3  # route file <- router index <- server <- entry: where a limiter mounted for the app sits


def _places_that_reach(repo: Repository, path: str, text: str) -> list[str]:
    """The route's file and the app's scripts that import it, up to MOUNT_HOPS files up (the router
    index, the server that mounts it, a NestJS module and the app module), each with the modules
    it imports (a limiter middleware kept in its own file)."""
    scripts = app_of(repo, path).scripts
    reached, frontier = [path], [path]
    for _ in range(MOUNT_HOPS):
        frontier = [
            script for script in scripts
            if script not in reached and any(message_reach.imports_module(repo.text(script) or "", f) for f in frontier)
        ]
        reached += frontier
    places = [*reached]
    for where in reached:
        places += _imported(repo, where, text if where == path else repo.text(where) or "")
    return list(dict.fromkeys(places))


def _imported(repo: Repository, path: str, text: str) -> list[str]:
    """The app's own modules `text` imports (relative paths, tsconfig aliases, workspace packages)."""
    modules = modules_of(repo)
    return [found for match in _IMPORT.finditer(text) if (found := modules.resolve(path, match.group(1)))]
