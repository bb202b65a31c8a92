"""`password-helper-returns-input`: the app's password-hashing helper returns the password as typed.

`export const hashPassword = (password) => { return password; }` is named for what it does not do:
every caller stores what it returns as the hash (`UserRepository.create({ password: hashPassword(p) })`)
and the matching check compares in clear (`password === hashedPassword`). No hashing library in the
app says nothing here: one may be declared (even imported elsewhere) while this helper is the one
the app calls. The anchor is the helper whose body returns its parameter unchanged (or only made a
string or trimmed); the verdict requires that the app calls it (a helper nobody calls is dead code)
and lists the calls, the clear comparison beside it and the hashing library declared but not used
by the helper, as facts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, app_of, line_start, one_line
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# a name that promises a hash of a password: hashPassword, encryptPassword, passwordHash, hash_pwd
_NAME = (
    r"""(?i:[\w$]*(?:hash|encrypt|crypt|digest)[\w$]*(?:password|passwd|pwd)[\w$]*"""
    r"""|[\w$]*(?:password|passwd|pwd)[\w$]*(?:hash|encrypt|crypt|digest)[\w$]*)"""
)
_PARAM = r"""(?P<param>[A-Za-z_$][\w$]*)(?:\s*\??\s*:\s*[\w$.<>\[\]| ]+)?"""
_RETURN_TYPE = r"""(?:\s*:\s*[\w$.<>\[\]| ]+)?"""
# the helper: a function, a method, or an arrow function assigned, of one first parameter
_HELPER = lazy_compile(
    rf"""(?:\bfunction\s+(?P<f>{_NAME})|(?:^|[\s;])(?:static\s+|async\s+|public\s+|private\s+)*(?P<m>{_NAME})(?=\s*\()"""
    rf"""|\b(?:const|let|var)\s+(?P<a>{_NAME})\s*(?::[^=\n]+)?=\s*(?:async\s+)?(?:function\s*)?)"""
    rf"""\s*\(\s*{_PARAM}\s*(?:,[^()]*)?\){_RETURN_TYPE}\s*(?:=>\s*)?""",
    re.M,
)
# the body gives the parameter back: `{ return password; }`, `=> password`, or only made a string or trimmed
_RETURNS_INPUT = r"""(?:await\s+)?(?:String\s*\(\s*{p}\s*\)|{p}(?:\s*\.\s*(?:toString|trim|normalize)\s*\(\s*\))?)"""
_CALL = lazy_compile(r"""(?<![\w$])(?P<name>[\w$]+)\s*\(""")
_CLEAR_COMPARE = lazy_compile(
    r"""(?i)\b[\w$.]*(?:password|passwd|pwd)[\w$]*\s*[!=]==?\s*[\w$.]*(?:password|passwd|pwd|hash)[\w$]*\b"""
)
_HASH_PACKAGES = ("bcrypt", "bcryptjs", "argon2", "@node-rs/argon2", "@node-rs/bcrypt", "scrypt", "bcrypt-ts")


def _returns_input(text: str, start: int, param: str) -> int | None:
    """The end of the helper's body when it returns `param` unchanged, else None."""
    value = _RETURNS_INPUT.format(p=re.escape(param))
    body = re.compile(
        rf"""\{{\s*(?:(?://[^\n]*|/\*[\s\S]*?\*/)\s*)*return\s+{value}\s*;?\s*(?:(?://[^\n]*|/\*[\s\S]*?\*/)\s*)*\}}"""
        rf"""|{value}\s*(?:[;,\n)]|$)"""
    )
    match = body.match(text, start)
    return match.end() if match else None


def helpers(text: str) -> Iterator[tuple[re.Match[str], str]]:
    """The password-hashing helpers of the text that return their input: (match, name)."""
    for match in _HELPER.finditer(text):
        name = match.group("f") or match.group("m") or match.group("a")
        if match.group("m") and name in ("if", "for", "while", "switch"):
            continue
        if _returns_input(text, match.end(), match.group("param")) is not None:
            yield match, name


def _name_start(match: re.Match[str]) -> int:
    return next(match.start(g) for g in ("f", "m", "a") if match.group(g))


def helper_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for match, name in helpers(source.text):
        start = _name_start(match)
        yield RawMatch(start, start + len(name), metavars={"HELPER": name})


_DEFINES = lazy_compile(r"""(?:function|const|let|var|static|async)\s*$""")


def _line_at(text: str, offset: int) -> str:
    end = text.find("\n", offset)
    return one_line(text[text.rfind("\n", 0, offset) + 1 : end if end >= 0 else len(text)].strip())


def _calls(repo: Repository, scripts: list[str], name: str, defined: str, line: int) -> list[str]:
    """Up to two calls of the helper in the app's scripts (its definition is none)."""
    found = []
    for path in scripts:
        text = repo.text(path) or ""
        if name not in text:
            continue
        bare = COMMENT.sub(lambda m: " " * len(m.group(0)), text)
        for call in _CALL.finditer(bare):
            at = bare.count("\n", 0, call.start()) + 1
            if call.group("name") != name or (path == defined and at == line):
                continue
            if _DEFINES.search(bare, max(0, call.start() - 20), call.start()):
                continue
            found.append(f"{path}:{at}: `{_line_at(bare, call.start())}`")
            if len(found) >= 2:
                return found
    return found


def helper_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    offset = line_start(text, line)
    found = next(((m, n) for m, n in helpers(text) if _name_start(m) >= offset), None)
    if found is None:
        return None
    match, name = found
    app = app_of(repo, path)
    calls = _calls(repo, app.scripts, name, path, line)
    if not calls:
        return None  # a helper nobody calls stores nothing
    body_end = _returns_input(text, match.end(), match.group("param")) or match.end()
    facts = [
        f"`{name}` ({path}:{line}) returns its parameter `{match.group('param')}` as given:"
        f" `{one_line(text[match.end() : body_end].strip())}`",
        f"the app stores what it returns: {'; '.join(calls)}",
    ]
    compare = _CLEAR_COMPARE.search(COMMENT.sub("", text))
    if compare:
        facts.append(f"passwords are compared in clear beside it: `{one_line(compare.group(0))}`")
    declared = app.uses(_HASH_PACKAGES)
    if declared:
        facts.append(f"a hashing library is declared ({declared}) but this helper does not call it")
    return facts
