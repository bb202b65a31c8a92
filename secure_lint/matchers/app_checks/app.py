"""The app a check runs on (the files of one package), and the helpers every check shares."""

from __future__ import annotations

import bisect
import json
import posixpath
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import line_start as line_start  # the checks' finding lines, as git counts them
from secure_lint.matchers.base import RawMatch, RawStep

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

SCRIPT_SUFFIXES = (".js", ".ts", ".mjs", ".cjs", ".mts", ".cts", ".jsx", ".tsx")
MAX_HANDLER = 6000  # characters: a block larger than this is not one handler
Keep = Callable[[str, re.Match[str]], bool]  # whether a match in a file's text is the fact looked for


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
            files = sorted(repo_files(self.repo))
            manifests = [p for p in files if posixpath.basename(p) == "package.json" and self.holds(p)]
        else:
            manifests = [posixpath.join(f, "package.json") if f else "package.json" for f in {self.root, ""}]
        for manifest in manifests:
            if manifest not in repo_files(self.repo) or "node_modules/" in manifest:
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
        roots = {self.root, ""} if "package.json" in repo_files(self.repo) else {self.root}
        for path in sorted(self.repo.paths):
            if not path.endswith(SCRIPT_SUFFIXES) or "node_modules/" in path or path.endswith(".d.ts"):
                continue
            mine = self.holds(path) if self.whole else app_root(self.repo, path) in roots
            if mine and self.repo.is_shipped(path):
                found.append(path)
        return found

    def holds(self, path: str) -> bool:
        return not self.root or path.startswith(self.root + "/")

    def find(self, name: str, pattern: re.Pattern[str], keep: Keep | None = None) -> tuple[str, int, str] | None:
        """The first place (path, line, text) in the app's scripts that `pattern` finds (and
        `keep`, given the file's text and the match, keeps)."""
        if name not in self._found:
            self._found[name] = self._search(pattern, keep)
        return self._found[name]

    def find_all(
        self, pattern: re.Pattern[str], limit: int = 3, keep: Keep | None = None
    ) -> list[tuple[str, int, str]]:
        found = []
        for path in self.scripts:
            text = self.repo.text(path) or ""
            comments: list[tuple[int, int]] | None = None
            for match in pattern.finditer(text):
                comments = comment_spans(text) if comments is None else comments
                if in_spans(comments, match.start()):  # a usage example in a comment is no fact of the app
                    continue
                if keep is not None and not keep(text, match):
                    continue
                found.append((path, text.count("\n", 0, match.start()) + 1, one_line(match.group(0))))
                if len(found) >= limit:
                    return found
        return found

    def _search(self, pattern: re.Pattern[str], keep: Keep | None = None) -> tuple[str, int, str] | None:
        found = self.find_all(pattern, limit=1, keep=keep)
        return found[0] if found else None

    def uses(self, packages: tuple[str, ...]) -> str | None:
        """The first of `packages` the app depends on or imports."""
        for name in packages:
            if name in self.dependencies:
                return f"`{name}` in package.json"
        return self.imports(packages)

    def imports(self, packages: tuple[str, ...], bound: bool = False) -> str | None:
        """Where the app's code imports the first of `packages` it imports: a dependency that no
        script imports shows nothing about what the app does. `bound`: an import that binds a name
        (`import session from`, `require(...)`), not a bare `import 'express-session'` that only
        brings the package's type declarations (or side effects) and mounts nothing."""
        joined = "|".join(re.escape(p) for p in packages)
        bare = "" if bound else r"|import\s+"
        imported = re.compile(rf"""(?:require\s*\(\s*|from\s+{bare})['"](?:{joined})['"/]""")
        place = self.find(f"import:{joined}:{bound}", imported, binds_value if bound else None)
        return f"`{place[2]}` ({place[0]}:{place[1]})" if place else None


_STATEMENT_START = lazy_compile(r"\b(?:import|export)\b")
_TYPE_ONLY = lazy_compile(r"(?:import|export)\s+type\b")
_NAMED = lazy_compile(r"(?:import|export)\s*\{([^{}]*)\}\s*$")  # up to the `from` the match starts at


def binds_value(text: str, match: re.Match[str]) -> bool:
    """Whether the import `match` found binds a runtime value: not TypeScript's type-only forms
    (`import type { SessionData } from`, `import { type SessionData } from`, `export type ... from`),
    which the compiler erases and which bring the package's typings, never its code."""
    if not match.group(0).startswith("from"):
        return True  # require(...) binds what it returns
    window = text[max(0, match.start() - 2000) : match.start()]
    starts = list(_STATEMENT_START.finditer(window))
    if not starts:
        return True
    statement = window[starts[-1].start() :]
    if _TYPE_ONLY.match(statement):
        return False
    named = _NAMED.match(statement)
    if named is None:
        return True
    names = [n.strip() for n in named.group(1).split(",") if n.strip()]
    return any(not re.match(r"type\s", n) for n in names)  # `import {} from` binds nothing either


def app_root(repo: Repository, path: str) -> str:
    """The folder of the nearest package.json above `path` ("" when none or at the root)."""
    files = repo_files(repo)
    folder = posixpath.dirname(path)
    while folder:
        if posixpath.join(folder, "package.json") in files:
            return folder
        folder = posixpath.dirname(folder)
    return ""


def project_root(repo: Repository, path: str) -> str:
    """The outermost folder above `path` holding a package.json (a monorepo's root), else the
    app's own folder."""
    files = repo_files(repo)
    top = app_root(repo, path)
    folder = top
    while folder:
        folder = posixpath.dirname(folder)
        if (posixpath.join(folder, "package.json") if folder else "package.json") in files:
            top = folder
    return top


def repo_files(repo: Repository) -> frozenset[str]:
    files: frozenset[str] = repo.once("app_checks:paths", lambda: frozenset(repo.paths))
    return files


def app_of(repo: Repository, path: str) -> App:
    root = app_root(repo, path)
    app: App = repo.once(f"app_checks:app:{root}", lambda: App(repo, root))
    return app


def at(place: tuple[str, int, str]) -> str:
    return f"`{place[2]}` ({place[0]}:{place[1]})"


def one_line(text: str, limit: int = 80) -> str:
    folded = " ".join(text.split())
    return folded if len(folded) <= limit else folded[: limit - 3] + "..."


# -- blocks: a rough lexer for JS/TS braces ----------------------------------------------------


_BLOCK_CHARS = lazy_compile(r"[{}'\"`/]")  # what blocks_of looks at; it skips every other character
_STRING_CHARS = {quote: lazy_compile(rf"[\\{quote}\n]") for quote in "'\""} | {"`": lazy_compile(r"[\\`]")}


def blocks_of(text: str) -> list[tuple[int, int]]:
    """Every balanced `{...}` of the text (strings, template literals and comments skipped)."""
    found: list[tuple[int, int]] = []
    stack: list[int] = []
    n = len(text)
    at = _BLOCK_CHARS.search(text)
    while at is not None:
        i = at.start()
        c = text[i]
        if c in "'\"`":
            i = _string_end(text, i)
        elif c == "/":
            if i + 1 < n and text[i + 1] in "/*":
                end = text.find("\n" if text[i + 1] == "/" else "*/", i + 2)
                i = n if end < 0 else end + (1 if text[i + 1] == "/" else 2)
            else:
                i += 1
        else:
            if c == "{":
                stack.append(i)
            elif stack:
                found.append((stack.pop(), i + 1))
            i += 1
        at = _BLOCK_CHARS.search(text, i)
    return found


def _string_end(text: str, start: int) -> int:
    quote, n = text[start], len(text)
    stops, i = _STRING_CHARS[quote], start + 1
    while (at := stops.search(text, i)) is not None:
        i = at.start()
        if text[i] == "\\":
            i += 2
            continue
        return i + 1  # the closing quote, or the end of the line that ends a '...' or "..." string
    return n


def enclosing(blocks: list[tuple[int, int]], offset: int) -> list[tuple[int, int]]:
    """The blocks around `offset`, innermost first."""
    return sorted((b for b in blocks if b[0] < offset < b[1]), key=lambda b: b[1] - b[0])


# -- the checks --------------------------------------------------------------------------------


Verdict = Callable[["Repository", str, int], "list[str] | None"]


class TracedFacts(list[str]):
    """A verdict's facts with the path of the data they rely on (a raw print of a template: the
    source in a handler, the render call, the print), for the finding's flow. `steps` are
    RawSteps, each naming its file."""

    steps: tuple[RawStep, ...] = ()


@dataclass(frozen=True)
class Check:
    name: str
    needles: tuple[str, ...]  # text a file needs for an anchor (any of them)
    anchors: Callable[[SourceFile], Iterator[RawMatch]]
    verdict: Verdict
    # for checks with several anchors on one line (a template's prints): the verdict at a column
    verdict_at: Callable[[Repository, str, int, int], list[str] | None] | None = None

    def decide(self, repo: Repository, path: str, line: int, column: int) -> list[str] | None:
        if self.verdict_at is not None:
            return self.verdict_at(repo, path, line, column)
        return self.verdict(repo, path, line)


def matches(pattern: re.Pattern[str], source: SourceFile) -> Iterator[RawMatch]:
    for match in pattern.finditer(source.text):
        yield RawMatch(match.start(), match.end())


def anchors_of(pattern: re.Pattern[str]) -> Callable[[SourceFile], Iterator[RawMatch]]:
    return lambda source: matches(pattern, source)


COMMENT = lazy_compile(r"""(?<![:'"`\w])//[^\n]*|/\*[\s\S]*?\*/""")


def comment_spans(text: str) -> list[tuple[int, int]]:
    return [match.span() for match in COMMENT.finditer(text)]


def in_spans(spans: list[tuple[int, int]], offset: int) -> bool:
    """Whether `offset` falls inside one of `spans` (sorted, not overlapping)."""
    index = bisect.bisect_right(spans, (offset, 1 << 62)) - 1
    return index >= 0 and spans[index][0] <= offset < spans[index][1]


def each_match(app: App, pattern: re.Pattern[str]) -> Iterator[tuple[str, re.Match[str]]]:
    for path in app.scripts:
        for match in pattern.finditer(app.repo.text(path) or ""):
            yield path, match
