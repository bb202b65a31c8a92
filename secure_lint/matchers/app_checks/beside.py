"""`password-beside-hash`: a user record given the password as typed next to its hash.

An app that hashes its passwords can still keep them: a sign-up that sets `user.passwordHash =
await bcrypt.hash(password, 10)` and also `user.password = password` (a column left over from
before the hash, or kept "for support") stores every password in clear beside the hash. The line
shows both writes to one record in one function; what makes it storage is the model: the app
declares `password` as a stored field or column (`@Column() password`, a schema's `password:
String`, a table's `password TEXT`). A transient `password` property that a model hook hashes and
never persists (no column) is no finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import split_lines
from secure_lint.matchers.app_checks.app import COMMENT, MAX_HANDLER, app_of, at, blocks_of, enclosing
from secure_lint.matchers.app_checks.hashing import PASSWORD_FIELD, schema_fields
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_HASH_FIELD = r"""(?:password_?hash|hashed_?password|password_?digest|encrypted_?password|pass_?hash)"""
_HASHING = r"""\b[\w$.]*(?:hash|bcrypt|argon2|scrypt|pbkdf2)[\w$]*\s*\("""
# `user.password = password;` / `user.password = req.body.password;` (a value, not a hash call)
_PLAIN_ASSIGN = lazy_compile(
    r"""\b(?P<obj>[\w$]+)\s*\.\s*password\s*=(?!=)\s*(?P<value>[\w$]+(?:\s*\.\s*[\w$]+)*)\s*[;\n]"""
)
# `{ password, passwordHash: await bcrypt.hash(password, 10) }` / `password: password,`
_PLAIN_KEY = lazy_compile(
    r"""[{,]\s*(?P<key>password)\s*(?:(?=[,}])|:\s*(?P<value>[\w$]+(?:\s*\.\s*[\w$]+)*)\s*(?=[,}\n]))"""
)


def _hashed_beside(text: str, block: tuple[int, int], obj: str | None, value: str) -> bool:
    """Whether the block also gives the record (`obj`, or the same object literal) a hash of `value`."""
    name = re.escape(value.split(".")[-1].strip())
    target = rf"""\b{re.escape(obj)}\s*\.\s*{_HASH_FIELD}\s*=(?!=)""" if obj else rf"""[{{,]\s*{_HASH_FIELD}\s*:"""
    pattern = re.compile(rf"""{target}\s*(?:await\s+)?[^;\n]*?{_HASHING}[^;\n]*?\b{name}\b""", re.I)
    return pattern.search(text, block[0], block[1]) is not None


def beside_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = COMMENT.sub(lambda m: " " * len(m.group(0)), source.text)
    if not re.search(_HASH_FIELD, text, re.I):
        return
    blocks = blocks_of(text)
    for match in _PLAIN_ASSIGN.finditer(text):
        if match.group("value") in ("null", "undefined", "void"):
            continue  # the old column cleared: the migration done right
        around = [b for b in enclosing(blocks, match.start()) if b[1] - b[0] <= MAX_HANDLER]
        if around and _hashed_beside(text, around[-1], match.group("obj"), match.group("value")):
            yield RawMatch(match.start("obj"), match.end("value"))
    for match in _PLAIN_KEY.finditer(text):
        literal = next(iter(enclosing(blocks, match.start() + 1)), None)  # the object literal itself
        if literal and literal[1] - literal[0] <= MAX_HANDLER:
            value = match.group("value") or "password"
            if _hashed_beside(text, literal, None, value):
                yield RawMatch(match.start("key"), match.end())


def beside_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    fields = app.find_all(PASSWORD_FIELD, limit=1) or [(p, n, "password column") for p, n, _ in schema_fields(app)[:1]]
    if not fields:
        return None  # no stored `password` field or column: the property may be transient
    lines = split_lines(repo.text(path) or "")
    written = lines[line - 1].strip() if 0 < line <= len(lines) else ""
    return [
        f"the record is given the password as typed (`{written[:80]}`, {path}:{line}) beside its hash",
        f"the app stores a `password` field or column: {at(fields[0])}",
    ]
