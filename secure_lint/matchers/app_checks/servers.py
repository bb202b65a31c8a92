"""Where a Node server app is made (Express, Koa, NestJS, Fastify): the anchors of the app-wide checks."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import matches
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile

# The file that makes an Express app: `const app = express()`, or `this.app = express()` in a
# server class (not express.Router()).
_EXPRESS_APP = lazy_compile(
    r"""(?:\b(?:const|let|var)\s+|\bthis\s*\.\s*)(?P<name>[\w$]+)\s*(?::\s*[\w$.]+\s*)?=\s*express\s*\(\s*\)"""
)


def express_anchors(source: SourceFile) -> Iterator[RawMatch]:
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
KOA_APP = lazy_compile(
    r"""\b(?:const|let|var)\s+(?P<name>[\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*new\s+Koa\s*(?:<[^>]*>\s*)?\("""
)


def _koa_anchors(source: SourceFile) -> Iterator[RawMatch]:
    return _apps_used(source, KOA_APP, "use|listen|callback")


NEST_APP = lazy_compile(r"""\bNestFactory\s*\.\s*create\s*(?:<[^>]*>\s*)?\(""")
FASTIFY_APP = lazy_compile(r"""\b(?:const|let|var)\s+[\w$]+\s*(?::\s*[\w$.<>]+\s*)?=\s*(?:fastify|Fastify)\s*\(""")


def server_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """Where a Node server app is made: an Express or Koa app that is used, a NestJS app
    (NestFactory.create, which takes the place of the Fastify instance it wraps), a Fastify one."""
    yield from express_anchors(source)
    yield from _koa_anchors(source)
    nest = _served_once(source.text, _one_per_conditional(source.text, list(matches(NEST_APP, source))))
    yield from nest or matches(FASTIFY_APP, source)


# the else branch of a conditional between two app calls: `httpsOptions ? create(A, opts) : await create(A)`
_OTHER_BRANCH = lazy_compile(r"\s*:\s*(?:(?://[^\n]*\n|/\*.*?\*/)\s*)*(?:await\s+)?", re.DOTALL)


def _one_per_conditional(text: str, found: list[RawMatch]) -> list[RawMatch]:
    """The app calls, but one in the other branch of a conditional expression whose first branch
    makes the same app (with HTTPS options, say): one app, reported once."""
    from secure_lint.matchers.call_text import call_arguments  # noqa: PLC0415

    kept: list[RawMatch] = []
    for match in found:
        if kept:
            arguments = call_arguments(text, kept[-1].end)
            end = arguments[-1][2] + 1 if arguments else kept[-1].end + 1
            if _OTHER_BRANCH.fullmatch(text, end, match.start):
                continue
        kept.append(match)
    return kept


def _served_once(text: str, found: list[RawMatch]) -> list[RawMatch]:
    """One NestJS app per module a file creates: a bootstrap that builds the same module twice (a
    `--gen-schema` or Swagger branch that exits, then the server) makes one app, reported where the
    app that listens is made (else at the first)."""
    from secure_lint.matchers.call_text import call_arguments  # noqa: PLC0415

    by_module: dict[str, list[RawMatch]] = {}
    for match in found:
        arguments = call_arguments(text, match.end)
        by_module.setdefault(arguments[0][0].strip() if arguments else "", []).append(match)
    kept = []
    for same in by_module.values():
        ends = [m.start for m in same[1:]] + [len(text)]
        kept.append(next((m for m, end in zip(same, ends, strict=True) if _listens(text, m, end)), same[0]))
    return sorted(kept, key=lambda m: m.start)


_ASSIGNED = lazy_compile(r"(?:const|let|var)\s+([\w$]+)\s*(?::[^=]{1,80})?=\s*(?:await\s+)?$")


def _listens(text: str, match: RawMatch, end: int) -> bool:
    """Whether the app the call makes is assigned to a variable whose `.listen(` follows (before
    `end`, where the module's next app is made)."""
    line_start = text.rfind("\n", 0, match.start) + 1
    assigned = _ASSIGNED.search(text, line_start, match.start)
    if assigned is None:
        return False
    listen = rf"(?<![\w$.]){re.escape(assigned.group(1))}\s*\.\s*listen\s*\("
    return re.search(listen, text[match.end : end]) is not None


ANY_SERVER_APP = lazy_compile(
    "|".join(p.pattern.replace("?P<name>", "?:") for p in (_EXPRESS_APP, KOA_APP, NEST_APP, FASTIFY_APP))
)
