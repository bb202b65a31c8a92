"""Facts about the whole repository, for guards a rule cannot see in the file it matches.

A structural rule names the utils a fact widens (`repo_facts: {util: fact}`): the util says
which nodes the rule treats as guarded in the file itself, the fact adds those guarded in other
files. After the per-file scan (and its cache), a finding of such a rule is kept only when the
rule, re-run on its file with the widened utils, still reports it. Facts are computed only when
such a finding exists, once per scan, from the repository's files.

Facts (each adds, for one file, a node rule to the util it widens):

script-message-origin: the Swift types whose script messages are checked for their frame
before they get them. WebKit calls a message handler for every frame of the page; a handler
registered as `OriginCheckingHandler(delegate: handler)`, whose `userContentController(_:didReceive:)`
checks `message.frameInfo` and then forwards the message, gets only what the check lets through.
A type is guarded when it is handed to such a wrapper and never registered itself
(`controller.add(handler, name:)`); when a registration's handler cannot be resolved to a type,
no type is guarded. Adds the `class_declaration`s of those types.

test-only-exports: the functions a JS/TS module of an app (its nearest package.json says
`"private": true`: not a published library, whose callers live elsewhere) exports and that no
shipped file names, nor the module itself: code only tests run. Adds their
`function_declaration`s and `variable_declarator`s.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from secure_lint.core.source import SourceFile
from secure_lint.scan.engine import FileResult

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.matchers.structural import StructuralMatch
    from secure_lint.rules.loader import Rule
    from secure_lint.scan.cache.result_codec import Item


@dataclass
class Repository:
    """The repository's files as a fact reads them: root-relative paths (listed on first use),
    their text, and whether a path is shipped code (paths.py)."""

    list_paths: Callable[[], list[str]]
    read: Callable[[str], str | None]
    is_shipped: Callable[[str], bool] = lambda _path: True  # noqa: E731 (default: all shipped)
    _texts: dict[str, str | None] = field(default_factory=dict)
    _facts: dict[str, Any] = field(default_factory=dict)

    @cached_property
    def paths(self) -> list[str]:
        return self.list_paths()

    def once(self, name: str, compute: Callable[[], Any]) -> Any:
        """A fact about the whole repository, computed on first use."""
        if name not in self._facts:
            self._facts[name] = compute()
        return self._facts[name]

    def seeing(self, texts: Mapping[str, str]) -> Repository:
        """The repository with `texts` in place of those files' content (what `--fix` made of
        them): what this one read is shared, facts about the whole are found again."""
        return Repository(lambda: self.paths, self.text, self.is_shipped, _texts=dict(texts))

    def text(self, path: str) -> str | None:
        if path not in self._texts:
            self._texts[path] = self.read(path)
        return self._texts[path]

    def sources(self, suffix: str, needle: re.Pattern[str]) -> Iterator[SourceFile]:
        """The files ending in `suffix` whose text `needle` finds, parsed on use."""
        for path in self.paths:
            if path.endswith(suffix):
                text = self.text(path)
                if text is not None and needle.search(text):
                    yield SourceFile(path, text)


# -- script-message-origin ----------------------------------------------------------------

_FORWARDING_CHECK = {
    "kind": "function_declaration",
    "all": [
        {"has": {"kind": "simple_identifier", "regex": "^userContentController$"}},
        {"has": {"kind": "parameter", "has": {"kind": "user_type", "regex": "^WKScriptMessage$"}}},
        {"has": {"stopBy": "end", "kind": "simple_identifier", "regex": "^frameInfo$"}},
        {"has": {"stopBy": "end", "kind": "navigation_suffix", "regex": r"^\.userContentController$"}},
    ],
}
_REGISTERS = re.compile(r"\.(?:add|addScriptMessageHandler)\(")
_DECLARED = r"\b(?:let|var)\s+NAME\b\s*(?::\s*([A-Z]\w*))?\s*(?:=\s*([A-Z]\w*)\s*[({])?"
_UNRESOLVED = "?"


def _enclosing_type(node: Any) -> str | None:
    for ancestor in node.ancestors():
        if ancestor.kind() == "class_declaration":
            name = ancestor.field("name")
            return name.text() if name is not None else None
    return None


def _value_arguments(call: Any) -> list[Any]:
    """The `value_argument` nodes of a call, label and value."""
    return [
        argument
        for suffix in call.children()
        if suffix.kind() == "call_suffix"
        for values in suffix.children()
        if values.kind() == "value_arguments"
        for argument in values.children()
        if argument.kind() == "value_argument"
    ]


def _arguments(call: Any) -> list[Any]:
    """The argument values of a call (labels left out)."""
    return [argument.children()[-1] for argument in _value_arguments(call)]


class _Handlers:
    """Which types a value names, across the repository's Swift files."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo

    @cached_property
    def swift(self) -> str:
        return "\n".join(t for p in self.repo.paths if p.endswith(".swift") and (t := self.repo.text(p)))

    def types_of(self, value: Any) -> set[str]:
        """The types `value` can be: `self`, `Type(...)` (and what it is handed), a declared name."""
        text = value.text().strip()
        if text == "self":
            return {_enclosing_type(value) or _UNRESOLVED}
        if value.kind() == "call_expression":
            callee = value.children()[0].text()
            handed = {t for argument in _arguments(value) for t in self.types_of(argument)}
            return {callee, *handed} if re.fullmatch(r"[A-Z]\w*", callee) else {_UNRESOLVED}
        name = text.removeprefix("self.")
        if not re.fullmatch(r"\w+", name):
            return {_UNRESOLVED}
        declared = re.finditer(_DECLARED.replace("NAME", re.escape(name)), self.swift)
        found = {t for m in declared for t in m.groups() if t}
        return found or {_UNRESOLVED}


def _registered_handler(call: Any) -> Any | None:
    """The handler `controller.add(handler, name:)` (or `contentWorld:` too) registers, if it is one."""
    callee = call.children()[0]
    if callee.kind() != "navigation_expression" or not _REGISTERS.search(callee.text() + "("):
        return None
    arguments = _value_arguments(call)
    labels = [label.text() if (label := argument.field("name")) is not None else "" for argument in arguments]
    if not arguments or labels[0] or "name" not in labels:
        return None
    return arguments[0].children()[-1]


def origin_checked_handlers(repo: Repository) -> frozenset[str]:
    wrappers = {
        name
        for source in repo.sources(".swift", re.compile("WKScriptMessage"))
        for node in source.tree.find_all(**_FORWARDING_CHECK)
        if (name := _enclosing_type(node))
    }
    if not wrappers:
        return frozenset()
    handlers = _Handlers(repo)
    handed: set[str] = set()
    registered: set[str] = set()
    wrapped = re.compile(r"\b(?:" + "|".join(sorted(wrappers)) + r")\s*\(")
    for source in repo.sources(".swift", wrapped):
        for call in source.tree.find_all(kind="call_expression"):
            if call.children()[0].text() in wrappers:
                handed |= {t for argument in _arguments(call) for t in handlers.types_of(argument)}
    for source in repo.sources(".swift", _REGISTERS):
        for call in source.tree.find_all(kind="call_expression"):
            handler = _registered_handler(call)
            if handler is not None:
                registered |= handlers.types_of(handler)
    if _UNRESOLVED in registered:
        return frozenset()
    return frozenset(handed - registered - wrappers - {_UNRESOLVED})


# -- test-only-exports --------------------------------------------------------------------

_JS_SUFFIXES = (".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")
_DEFAULT = r"^export\s+default"  # a default export is named by whoever imports it
_EXPORTED = {
    "any": [
        {"kind": "function_declaration", "inside": {"kind": "export_statement", "not": {"regex": _DEFAULT}}},
        {
            "kind": "variable_declarator",
            "has": {"field": "value", "any": [{"kind": "arrow_function"}, {"kind": "function_expression"}]},
            "inside": {"kind": "lexical_declaration", "inside": {"kind": "export_statement"}},
        },
    ]
}


def _in_private_package(repo: Repository, path: str) -> bool:
    """Whether the nearest package.json above `path` says `"private": true`."""
    listed = repo.once("paths", lambda: set(repo.paths))
    parts = path.split("/")[:-1]
    while True:
        manifest = "/".join([*parts, "package.json"])
        if manifest in listed:
            try:
                return json.loads(repo.text(manifest) or "{}").get("private") is True
            except (ValueError, AttributeError):
                return False
        if not parts:
            return False
        parts.pop()


# where a framework calls a module's exports by convention, not by name (routes, pages, layouts)
_FRAMEWORK_ENTRY = re.compile(r"(^|/)(app|pages|routes)/")


def _code_by_shipping(repo: Repository) -> tuple[dict[str, str], dict[str, str]]:
    """The text of every JS/TS file, by path: the shipped ones, then the others (tests...)."""
    shipped: dict[str, str] = {}
    others: dict[str, str] = {}
    for path in repo.paths:
        text = repo.text(path) if path.endswith(_JS_SUFFIXES) else None
        if text is not None:
            (shipped if repo.is_shipped(path) else others)[path] = text
    return shipped, others


def only_tested_exports(repo: Repository, path: str) -> frozenset[str]:
    """The names `path` exports that only code not shipped (its tests) uses: neither the module
    itself nor any shipped file names them, and some file that is not shipped does."""
    text = repo.text(path)
    if text is None or not path.endswith(_JS_SUFFIXES) or _FRAMEWORK_ENTRY.search(path):
        return frozenset()
    if not _in_private_package(repo, path):
        return frozenset()
    tree = SourceFile(path, text).tree
    exported = {name.text() for node in tree.find_all(**_EXPORTED) if (name := node.field("name")) is not None}
    shipped, others = repo.once("code-by-shipping", lambda: _code_by_shipping(repo))
    tested = set()
    for name in exported:
        word = re.compile(rf"\b{re.escape(name)}\b")
        if len(tree.find_all(kind="identifier", regex=f"^{re.escape(name)}$")) > 1:
            continue  # the module uses it itself
        if any(word.search(t) for p, t in shipped.items() if p != path):
            continue
        if any(word.search(t) for t in others.values()):
            tested.add(name)
    return frozenset(tested)


def _named(kinds: tuple[str, ...], names: Iterable[str]) -> dict[str, Any] | None:
    """A node rule for the declarations of these names (None when there are none)."""
    alternatives = "|".join(re.escape(n) for n in sorted(names))
    if not alternatives:
        return None
    return {"any": [{"kind": kind, "has": {"field": "name", "regex": f"^({alternatives})$"}} for kind in kinds]}


def _script_message_origin(repo: Repository, path: str) -> dict[str, Any] | None:
    return _named(("class_declaration",), repo.once("script-message-origin", lambda: origin_checked_handlers(repo)))


def _only_tested_exports(repo: Repository, path: str) -> dict[str, Any] | None:
    return _named(("function_declaration", "variable_declarator"), only_tested_exports(repo, path))


FACTS: dict[str, Callable[[Repository, str], dict[str, Any] | None]] = {
    "script-message-origin": _script_message_origin,
    "test-only-exports": _only_tested_exports,
}


# -- applying facts to findings ------------------------------------------------------------


def _widened(options: StructuralMatch, repo: Repository, path: str) -> StructuralMatch | None:
    """The rule's options with each util a fact widens also matching what the fact adds for
    the file; None when the facts add nothing."""
    utils = dict(options.utils or {})
    for util, fact in (options.repo_facts or {}).items():
        added = FACTS[fact](repo, path)
        if added is not None:
            utils[util] = {"any": [utils[util], added]}
    return replace(options, utils=utils) if utils != (options.utils or {}) else None


def _still_reported(rule: Rule, source: SourceFile, repo: Repository) -> set[tuple[int, int]] | None:
    """Where the rule reports in `source` once the repository's facts widen its utils; None
    when no fact adds anything (every finding stands)."""
    from secure_lint.matchers import structural  # noqa: PLC0415

    widened = _widened(rule.match.options, repo, source.path)
    if widened is None:
        return None
    return {source.position(m.start) for m in structural.find(widened, None, source)}


def answered_elsewhere(items: list[Item], rules: list[Rule], repo: Repository) -> list[Item]:
    """The items with the findings dropped that a guard in another file answers."""
    widened = _widening(rules)
    if not widened:
        return items
    return [_answered(item, widened, repo) if isinstance(item, FileResult) else item for item in items]


def answered_in_file(result: FileResult, rules: list[Rule], repo: Repository) -> FileResult:
    """One file's result with the findings dropped that a guard in another file answers."""
    widened = _widening(rules)
    return _answered(result, widened, repo) if widened else result


def _widening(rules: list[Rule]) -> dict[str, Rule]:
    """The rules a repository fact can answer, by id."""
    return {r.id: r for r in rules if r.match.kind == "structural" and r.match.options.repo_facts}


def _answered(result: FileResult, widened: dict[str, Rule], repo: Repository) -> FileResult:
    ids = {f.rule_id for f in result.findings} & set(widened)
    text = repo.text(result.path) if ids else None
    if text is None:
        return result
    source = SourceFile(result.path, text)
    reported = {rule_id: _still_reported(widened[rule_id], source, repo) for rule_id in sorted(ids)}

    def kept(finding: Finding) -> bool:
        where = reported.get(finding.rule_id)
        return where is None or (finding.location.start_line, finding.location.start_column) in where

    findings = [f for f in result.findings if kept(f)]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)
