"""One file's content as the engine sees it: text, language, lines, and its parse tree.

The tree is parsed lazily and at most once, however many rules look at it.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from secure_lint.core.languages import STRUCTURAL_LANGUAGES, language_of
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import line_starts

# a Flow-typed script (`// @flow`, `/* @flow strict */`): annotations JavaScript's grammar cannot read
FLOW_PRAGMA = lazy_compile(r"^[ \t]*(?://|/?\*)[^\n]*@flow\b", re.MULTILINE)


def _flow_tree(text: str, plain: Any) -> Any:
    """The tree of a Flow-typed `.js` file: JavaScript's grammar reads `function f(x: string):
    Promise<any> {` as errors that swallow the body (no call inside is matched), TSX's reads Flow's
    common annotations (and JSX) as types. TSX's tree when it parses with fewer errors, else the plain one."""
    from ast_grep_py import SgRoot  # noqa: PLC0415 (heavy; only for code files)

    typed = SgRoot(text, "tsx").root()
    if len(typed.find_all(kind="ERROR")) < len(plain.find_all(kind="ERROR")):
        return typed
    return plain


# a constructor's parameter property named with a contextual keyword (`constructor(private as: Appservice)`):
# valid TypeScript that tree-sitter's grammar reads as an `as` expression, an error that swallows the class
KEYWORD_PARAMETER_PROPERTY = lazy_compile(r"\b(?:private|public|protected|readonly)\s+(as|satisfies)(?=\s*[?:,=)])")


def _keyword_parameter_tree(text: str, grammar: str, plain: Any) -> Any:
    """The tree of a TypeScript file whose parameter properties are named `as` or `satisfies`:
    each such name renamed in place (its last letter to `_`, so every offset stays) before parsing.
    That tree when it parses with fewer errors, else the plain one; only those names' text differs."""
    from ast_grep_py import SgRoot  # noqa: PLC0415 (heavy; only for code files)

    renamed = KEYWORD_PARAMETER_PROPERTY.sub(lambda m: m.group(0)[:-1] + "_", text)
    fixed = SgRoot(renamed, grammar).root()
    if len(fixed.find_all(kind="ERROR")) < len(plain.find_all(kind="ERROR")):
        return fixed
    return plain


@dataclass
class SourceFile:
    path: str  # POSIX, root-relative
    text: str
    language: str = ""
    code_rules: bool = True  # False for minified or third-party code: only secret rules run on it
    third_party: bool = False  # a library's file copied into the app (reading.py), not minified
    known_library: bool = False  # skipped, and a library's file by what it holds (reading.py): no gap
    digest: str = ""  # of the bytes the text was decoded from (reading.content_digest)
    # what the file's imports name (matchers/values/imports.Links), given by the whole-repository
    # step that judges values across files (scan/repo/linked.py); None while a file is matched alone
    links: Any = field(default=None, repr=False, compare=False)
    # the file a view is cut from (scan/embedded.py: the inline scripts of an HTML page, at the
    # page's own offsets), for what the rest of the page says about a value found in a script
    page: SourceFile | None = field(default=None, repr=False, compare=False)
    _lowered: str | None = field(default=None, repr=False)
    _kinds: dict[str, bool] = field(default_factory=dict, repr=False, compare=False)  # see has_kind
    _held: dict[tuple[str, bool], bool] = field(default_factory=dict, repr=False, compare=False)  # see holds
    # a prefilter's requirement (required_text.py) -> whether the text holds it: see required_text.held
    _requirements: dict[Any, bool] = field(default_factory=dict, repr=False, compare=False)
    # a taint rule's options (by id) whose dataflow met sinks and sources here -> whether one of the
    # sources was a shown one (taint.find; FileResult.dataflows keeps it by rule)
    dataflows: dict[int, bool] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.language:
            self.language = language_of(self.path)

    @cached_property
    def line_starts(self) -> list[int]:
        """Where each line starts, counting `\\n` alone: as git numbers lines (core/lines.py) and
        as ast-grep counts rows."""
        return line_starts(self.text)

    @property
    def lowered(self) -> str:
        if self._lowered is None:
            self._lowered = self.text.lower()
        return self._lowered

    def holds(self, literal: str, folded: bool) -> bool:
        """Whether the text (lowercased when `folded`) holds `literal`, each answer found once:
        the rules of a scan share most of the literals their prefilters look for."""
        known = self._held.get((literal, folded))
        if known is None:
            known = self._held[(literal, folded)] = literal in (self.lowered if folded else self.text)
        return known

    def position(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        line = bisect.bisect_right(self.line_starts, offset) - 1
        return line + 1, offset - self.line_starts[line] + 1

    def offset(self, line: int, column: int) -> int:
        """Character offset of a 0-based (line, column), as ast-grep reports them."""
        return self.line_starts[line] + column

    def line_text(self, line: int) -> str:
        """The text of 1-based line `line`, without its line break."""
        start = self.line_starts[line - 1]
        end = self.line_starts[line] - 1 if line < len(self.line_starts) else len(self.text)
        return self.text[start:end].rstrip("\r\n")

    @property
    def is_structural(self) -> bool:
        return self.language in STRUCTURAL_LANGUAGES

    @cached_property
    def tree(self) -> Any:
        """The ast-grep root node (parsed on first use)."""
        from ast_grep_py import SgRoot  # noqa: PLC0415 (heavy; only for code files)

        root = SgRoot(self.text, STRUCTURAL_LANGUAGES[self.language]).root()
        if self.language == "javascript" and FLOW_PRAGMA.search(self.text, 0, 2000) and root.find(kind="ERROR"):
            return _flow_tree(self.text, root)
        typescript = self.language in ("typescript", "tsx")
        if typescript and KEYWORD_PARAMETER_PROPERTY.search(self.text) and root.find(kind="ERROR"):
            return _keyword_parameter_tree(self.text, STRUCTURAL_LANGUAGES[self.language], root)
        return root

    def has_kind(self, kind: str) -> bool:
        """Whether the syntax tree holds a node of this kind (asked of ast-grep once per kind)."""
        known = self._kinds.get(kind)
        if known is None:
            try:
                known = self.tree.find(kind=kind) is not None
            except Exception:
                known = True
            self._kinds[kind] = known
        return known

    @cached_property
    def has_syntax_errors(self) -> bool:
        return self.tree.find(kind="ERROR") is not None
