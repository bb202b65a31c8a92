"""Unverified JWT claims a middleware only stashes on the request (`req.preDecoded = jwt.decode(token)`)
for later steps that cannot be fooled by them. Every read of the stashed property in the app's shipped
scripts must be one of:

- inside the key provider of a verification (passport-jwt's `secretOrKeyProvider`, the key function
  handed to `jwt.verify(token, getKey)` or jose's `jwtVerify(token, resolver)`): the claims pick the
  key, and the same token is then verified with it, so a forged token fails there;
- a condition with no negation whose branch only refuses the request (401/403, a throw): a ban on a
  claimed id, which forging the claim can only escape into the verification that follows;
- an argument of a log call.

Any other read (`req.user.role`, a lookup by the claimed id, a negated check that lets the rest pass)
may grant something on the forged claims: the property is not harmless."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import app_of, blocks_of, comment_spans, enclosing, in_spans

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

# `req.preDecodedJwt = decoded`, `request.claims = jwt.decode(token)` (not `==`, not a deeper member)
_STASH = lazy_compile(r"""\b(?:req|request)\s*\.\s*(?P<prop>[A-Za-z_$][\w$]*)\s*=(?![=>])(?P<value>[^;\n]*)""")
_LOG_CALL = lazy_compile(r"""\b(?:console|winston|logger|log|debug)\s*\.\s*\w+\s*\([^;]*$""")
# the header of a block that is a verification's key provider
_KEY_PROVIDER = lazy_compile(
    r"""(?:\bsecretOrKeyProvider\s*:|\b(?:verify|jwtVerify)\s*\(\s*[\w$.]+\s*,)\s*(?:async\s+)?"""
    r"""(?:function\b[^{]*|\([^()]*\)\s*=>\s*|[\w$]+\s*=>\s*)$"""
)
_IF = lazy_compile(r"""\bif\s*\($""")
_REFUSES = lazy_compile(
    r"""\b(?:status|sendStatus)\s*\(\s*40[13]\b|\bthrow\b|\bnext\s*\(\s*new\b|\bUnauthorized|\bForbidden""", re.I
)


def harmless_stashes(repo: Repository, path: str) -> set[str]:
    """The request properties `path` stashes a value on (one that holds decoded claims, as the rule
    checks) whose every read in the app grants nothing."""
    text = repo.text(path) or ""
    props = {m["prop"] for m in _STASH.finditer(text) if re.fullmatch(r"\s*[\w$]+\s*|.*\bdecode\w*\s*\(.*", m["value"])}
    if not props:
        return set()
    scripts = app_of(repo, path).scripts
    return {prop for prop in props if all(_grants_nothing(repo.text(p) or "", prop) for p in scripts)}


def _grants_nothing(text: str, prop: str) -> bool:
    """Whether every read of `.prop` in one script is a key pick, a refusal on a match or a log."""
    reads = re.compile(rf"""\.\s*{re.escape(prop)}\b(?!\s*=(?![=>]))""")
    found = list(reads.finditer(text))
    if not found:
        return True
    comments = comment_spans(text)
    blocks = blocks_of(text)
    for match in found:
        at = match.start()
        if in_spans(comments, at) or _LOG_CALL.search(text[text.rfind("\n", 0, at) + 1 : at]):
            continue
        if not (_in_key_provider(text, blocks, at) or _refuses_on_match(text, at)):
            return False
    return True


def _in_key_provider(text: str, blocks: list[tuple[int, int]], offset: int) -> bool:
    return any(_KEY_PROVIDER.search(text[max(0, start - 200) : start]) for start, _ in enclosing(blocks, offset))


def _refuses_on_match(text: str, offset: int) -> bool:
    """Whether the read is in the condition of an `if` with no negation, no else, whose branch refuses."""
    opened = _condition_start(text, offset)
    if opened is None:
        return False
    closed = _closing(text, opened, "(", ")")
    if closed is None or closed < offset or "!" in text[opened:closed]:
        return False
    rest = text[closed + 1 :].lstrip()
    body_end = _closing(text, len(text) - len(rest), "{", "}") if rest.startswith("{") else text.find(";", closed)
    if body_end is None or body_end < 0:
        return False
    body = text[closed + 1 : body_end + 1]
    return _REFUSES.search(body) is not None and not text[body_end + 1 :].lstrip().startswith("else")


def _condition_start(text: str, offset: int) -> int | None:
    """The `(` of the `if` whose condition holds `offset` (searched back over at most 400 characters)."""
    depth = 0
    for i in range(offset - 1, max(-1, offset - 400), -1):
        c = text[i]
        if c == ")":
            depth += 1
        elif c == "(" and depth > 0:
            depth -= 1
        elif c == "(" and _IF.search(text[max(0, i - 10) : i + 1]):
            return i  # (any other `(` at this depth is a call around the read: keep looking outward)
        elif c in ";{}":
            return None
    return None


def _closing(text: str, start: int, opening: str, closing: str) -> int | None:
    depth = 0
    for i in range(start, min(len(text), start + 4000)):
        if text[i] == opening:
            depth += 1
        elif text[i] == closing:
            depth -= 1
            if depth == 0:
                return i
    return None
