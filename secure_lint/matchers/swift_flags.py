"""Swift static flags (`Owner.member`) that are never true in a release build: every way the
shipped code has of setting one sits in a branch no release build compiles (swift_conditions.py).

- An owner type the repository declares: the flag is a stored `static var` (or `let`) that starts
  `false`, and every shipped write of another value to that name sits in such a branch, or in a
  function every shipped mention of which sits in one (`static func enable() { isEnabled = true }`
  called only under `#if LOAD_TESTING`).
- An owner the repository does not declare (a module of the project left out of it): every shipped
  mention of the owner but the flag's reads sits in such a branch, and one of them calls a method
  whose name shares a word with the flag's (`LoadTesting.enableLoadTesting()` for
  `LoadTesting.isEnabled`): the app turns it on only there. With no such call the module may set
  the flag itself, and the flag is unknown.

Anything else (a computed flag, a write outside such a branch, builds that cannot be told) keeps
the flag unknown.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers.swift_conditions import in_ranges, unreleased_ranges

_MODIFIER = (
    r"(?:(?:public|internal|private|fileprivate|open|package)(?:\(set\))?\s+|static\s+|nonisolated(?:\(unsafe\))?\s+)*"
)
_WORD = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# a string literal (kept) or a comment (blanked, its line breaks kept: lines still count)
_STRING_OR_COMMENT = lazy_compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|/\*.*?\*/', re.S)
_NAMELESS_WORDS = frozenset({"is", "has", "should", "can", "did", "will", "get", "set", "the", "shared"})


def _shipped_swift(repo: Repository) -> dict[str, str]:
    def collect() -> dict[str, str]:
        found = {}
        for path in repo.paths:
            text = repo.text(path) if path.endswith(".swift") and repo.is_shipped(path) else None
            if text is not None:
                found[path] = _STRING_OR_COMMENT.sub(_blanked, text)
        return found

    texts: dict[str, str] = repo.once("shipped-swift", collect)
    return texts


def _blanked(match: re.Match[str]) -> str:
    """A comment as blanks (its line breaks kept); a string literal as it is."""
    text = match.group(0)
    return text if text.startswith('"') else re.sub(r"[^\n]", " ", text)


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _occurrences(
    repo: Repository, pattern: str, paths: frozenset[str] | None = None
) -> Iterator[tuple[str, str, re.Match[str]]]:
    """Each match of `pattern` in the shipped Swift files (or those of `paths`)."""
    compiled = re.compile(pattern)
    for path, text in _shipped_swift(repo).items():
        if paths is None or path in paths:
            for match in compiled.finditer(text):
                yield path, text, match


def _unreleased(repo: Repository, path: str, text: str, offset: int) -> bool:
    return in_ranges(_line(text, offset), unreleased_ranges(repo, path))


def never_true_in_release(repo: Repository, owner: str, member: str) -> bool:
    """Whether the flag `owner.member` is false in every release build."""
    found: dict[tuple[str, str], bool] = repo.once("swift-release-flags", dict)
    if (owner, member) not in found:
        if _owner_files(repo, owner):
            found[owner, member] = _declared_flag_off(repo, owner, member)
        else:
            found[owner, member] = _foreign_flag_off(repo, owner, member)
    return found[owner, member]


def _declared_flag_off(repo: Repository, owner: str, member: str) -> bool:
    """A flag of a type the repository declares: stored, starting false, set only where no
    release build runs. A static member is written as `Owner.member` anywhere, or by its bare
    name (`self.`, `Self.`) in the files that declare the type."""
    declaration = re.compile(
        rf"(?m)^[ \t]*{_MODIFIER}static\s+{_MODIFIER}(?:var|let)\s+{re.escape(member)}\s*(?::\s*Bool\s*)?=\s*false[ \t]*(?://[^\n]*)?$"
    )
    homes = _owner_files(repo, owner)
    if not any(declaration.search(_shipped_swift(repo)[path]) for path in homes):
        return False
    name = re.escape(member)
    # a write: an assignment, a toggle, an inout or a binding (`&flag`, `$flag`) of it
    written = rf"(?P<prefix>[$&]?)(?<![\w.]){{}}\$?{name}\b(?P<op>\s*=(?!=)\s*(?P<value>\w*)|\s*\.toggle\()?"
    mentions = [
        *_occurrences(repo, written.format(rf"{re.escape(owner)}\s*\.\s*")),
        *_occurrences(repo, written.format(r"(?:self\.|Self\.)?"), homes),
    ]
    for path, text, write in mentions:
        if not (write.group("prefix") or write.group("op")) or write.group("value") == "false":
            continue
        at = write.start()
        if not _unreleased(repo, path, text, at) and not _setter_unreleased(repo, owner, path, at):
            return False
    return True


def _owner_files(repo: Repository, owner: str) -> frozenset[str]:
    declared = re.compile(rf"\b(?:class|struct|enum|actor|extension)\s+{re.escape(owner)}\b")
    return frozenset(path for path, text in _shipped_swift(repo).items() if declared.search(text))


def _setter_unreleased(repo: Repository, owner: str, path: str, offset: int) -> bool:
    """Whether the write at `offset` is in a named function every shipped mention of which (as
    `Owner.name`, or by its bare name in the files that declare the type) sits in a branch no
    release build compiles."""
    homes = _owner_files(repo, owner)
    name = _enclosing_function(SourceFile(path, _shipped_swift(repo)[path]), offset) if path in homes else None
    if name is None:
        return False
    mentions = [
        *_occurrences(repo, rf"\b{re.escape(owner)}\s*\.\s*{re.escape(name)}\b"),
        *_occurrences(repo, rf"(?<!func )(?<![\w.]){re.escape(name)}\b", homes),
    ]
    return all(_unreleased(repo, where, text, m.start()) for where, text, m in mentions)


def _enclosing_function(source: SourceFile, offset: int) -> str | None:
    innermost = None
    for function in source.tree.find_all(kind="function_declaration"):
        start, end = function.range().start.index, function.range().end.index
        if start <= offset < end and (innermost is None or start >= innermost[0]):
            name = function.field("name")
            innermost = (start, name.text() if name is not None else None)
    return innermost[1] if innermost is not None else None


def _foreign_flag_off(repo: Repository, owner: str, member: str) -> bool:
    """A flag of a type the repository does not declare: every other shipped mention of the
    owner is left out of release builds, one of them a call that turns the flag on."""
    enabler = False
    member_part = r"(?:\s*\.\s*\$?(?P<name>\w+))?(?P<after>\s*\(|\s*=(?!=))?"
    mentions = _occurrences(repo, rf"(?P<prefix>[$&]?)(?<![\w.]){re.escape(owner)}\b{member_part}")
    for path, text, mention in mentions:
        name, after = mention.group("name"), mention.group("after")
        if name == member and after is None and not mention.group("prefix"):
            continue  # a read of the flag (not an inout or a binding of it)
        if not _unreleased(repo, path, text, mention.start()):
            return False
        enabler = enabler or (name is not None and after is not None and "(" in after and _shares_word(name, member))
    return enabler


def _shares_word(one: str, other: str) -> bool:
    """`enableLoadTesting` and `isEnabled` share `enable`: a word of four letters or more, one a
    prefix of the other."""
    first = [w.lower() for w in _WORD.findall(one) if w.lower() not in _NAMELESS_WORDS]
    second = [w.lower() for w in _WORD.findall(other) if w.lower() not in _NAMELESS_WORDS]
    return any(min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)) for a in first for b in second)
