"""Which Server Actions a browser can call: a fact about the whole project, not one file.

Every export of a `'use server'` module becomes a Server Action, but since Next.js 15 a client
calls one by an id salted per build that reaches the browser only when the action is handed to
it: imported by a `'use client'` module, or passed on as a value (`<form action={save}>`, a prop,
`save.bind(null, id)`, a re-export). A `'use server'` module whose every importer is shipped server
code that only calls its functions (formbricks' service modules, reached through actions that
check the session first) gives out no id: its functions are not endpoints, and the rules that
report an endpoint's missing check stay quiet there.

When unsure, the finding stays: Next.js before 15 (ids were a hash of path and name, so any
registered action could be called), no `next` version found, no importer found, or an importer
that hands anything of the module on.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

# rules about a Server Action as an endpoint (a finding there is only worth it if it is one)
ENDPOINT_RULES = frozenset({"next.authz.server-action-missing-owner-check"})
FIRST_SALTED_NEXT = 15  # the first Next.js major whose action ids cannot be derived from the source
SCRIPT_SUFFIXES = (".ts", ".tsx", ".js", ".jsx", ".mjs", ".mts", ".cjs", ".cts")
RENDERING_SUFFIXES = (".tsx", ".jsx", ".js")  # modules that may hold JSX (plain .js often does)

_DIRECTIVE = lazy_compile(r"""\A(?:\s|//[^\n]*\n|/\*.*?\*/)*(['"])use (server|client)\1""", re.S)
_IMPORT = lazy_compile(r"""\bimport\s+(?P<clause>[\w$\s{},*]+?)\s+from\s*(['"])(?P<spec>[^'"\n]+)\2""")
_HANDED_ON = lazy_compile(
    r"""\bexport\s+(?:type\s+)?(?:\*|\{[^}]*\})(?:\s+as\s+[\w$]+)?\s+from\s*(['"])(?P<re>[^'"\n]+)\1"""
    r"""|\b(?:import|require)\s*\(\s*(['"])(?P<dyn>[^'"\n]+)\3\s*\)"""
)
_CALLED_AFTER = lazy_compile(r"\s*(?:<[^<>()]*>\s*)?\(")
_VERSION = lazy_compile(r"(\d+)")


def _all_shipped(_path: str) -> bool:
    return True


def drop_unreachable(items: list[Item], repo: Repository, shipped: Callable[[str], bool]) -> list[Item]:
    """The items with the findings of ENDPOINT_RULES dropped where no client can reach the action."""
    reach = _Reach(repo, shipped)
    return each_file_result(items, reach.only_reachable)


def reachable_only(result: FileResult, repo: Repository, shipped: Callable[[str], bool] = _all_shipped) -> FileResult:
    """One file's result with the findings of ENDPOINT_RULES dropped if no client can reach it."""
    return _Reach(repo, shipped).only_reachable(result)


class _Reach:
    """Which `'use server'` modules of the repository a client can reach, found on demand."""

    def __init__(self, repo: Repository, shipped: Callable[[str], bool]) -> None:
        self.repo = repo
        self.shipped = shipped
        self.known: dict[str, bool] = {}

    @cached_property
    def scripts(self) -> list[str]:
        return [p for p in self.repo.paths if p.endswith(SCRIPT_SUFFIXES)]

    @cached_property
    def files(self) -> frozenset[str]:
        return frozenset(self.repo.paths)

    def only_reachable(self, result: FileResult) -> FileResult:
        if not any(f.rule_id in ENDPOINT_RULES for f in result.findings) or self.reachable(result.path):
            return result
        return replace(result, findings=[f for f in result.findings if f.rule_id not in ENDPOINT_RULES])

    def reachable(self, module: str) -> bool:
        if module not in self.known:
            self.known[module] = self._reachable(module)
        return self.known[module]

    def _reachable(self, module: str) -> bool:
        """False only when `module` is a `'use server'` module of a Next.js 15+ app that some
        shipped code imports and none hands on to a client."""
        text = self.repo.text(module)
        if text is None or directive(text) != "server":
            return True  # an inline action ('use server' in a function body) is handed out where it is defined
        major = self.next_major(module)
        if major is None or major < FIRST_SALTED_NEXT:
            return True
        importers = list(self.importers_of(module))
        if not importers:
            return True
        return any(
            hands_on(self.repo.text(path) or "", specs, renders=path.endswith(RENDERING_SUFFIXES))
            for path, specs in importers
        )

    def next_major(self, module: str) -> int | None:
        """The major version of `next` in the nearest package.json above `module` that names it."""
        folder = posixpath.dirname(module)
        while True:
            manifest = posixpath.join(folder, "package.json") if folder else "package.json"
            if manifest in self.files:
                spec = declared_dependencies(self.repo.text(manifest)).get("next")
                if spec is not None:
                    found = _VERSION.search(spec)
                    return int(found.group(1)) if found else None
            if not folder:
                return None
            folder = posixpath.dirname(folder)

    def importers_of(self, module: str) -> Iterator[tuple[str, list[str]]]:
        """Shipped scripts that may import `module`, each with the specifiers that may name it."""
        name = _module_name(module)
        for path in self.scripts:
            if path == module or not self.shipped(path):
                continue
            text = self.repo.text(path)
            if not text or name not in text:
                continue
            specs = [s for s in _specifiers(text) if names_module(s, path, module)]
            if specs:
                yield path, specs


def directive(text: str) -> str | None:
    """'server' or 'client' when the module opens with that directive."""
    match = _DIRECTIVE.match(text)
    return match.group(2) if match else None


def _module_name(module: str) -> str:
    """What a specifier ends with to name `module`: its file stem, or its folder for an index file."""
    stem = posixpath.splitext(posixpath.basename(module))[0]
    return posixpath.basename(posixpath.dirname(module)) if stem == "index" else stem


def _specifiers(text: str) -> set[str]:
    found = {m.group("spec") for m in _IMPORT.finditer(text)}
    found |= {m.group("re") or m.group("dyn") for m in _HANDED_ON.finditer(text)}
    return found


def names_module(spec: str, importer: str, module: str) -> bool:
    """Whether `spec`, written in `importer`, may resolve to `module`. Relative specifiers are
    resolved; others (`@/lib/x/service`, `~/x`, `src/x`, `@scope/pkg/x`) match when their path after
    the alias (or the package name) ends the module's path; a bare alias (`@actions`) when it is
    the module's name. Matching more importers than there are only keeps findings."""
    base = posixpath.splitext(module)[0]
    targets = {base, posixpath.dirname(base)} if posixpath.basename(base) == "index" else {base}
    if spec.startswith("."):
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
        return posixpath.splitext(resolved)[0] in targets or resolved in targets
    parts = [p for p in spec.split("/") if p]
    if len(parts) == 1:
        return parts[0].lstrip("@~#") == _module_name(module)
    tails = ["/".join(parts[1:])]
    if len(parts[0]) > 1 and parts[0].startswith("@") and len(parts) > 2:
        tails.append("/".join(parts[2:]))  # @scope/pkg/x: x under the package (its src/ or root)
    return any(t == tail or t.endswith("/" + tail) for t in targets for tail in tails)


def hands_on(text: str, specs: list[str], renders: bool) -> bool:
    """Whether an importer gives a client anything it imports through `specs`: it is a client
    module, re-exports or dynamically imports it, binds it (`save.bind(null, id)`), or, in a
    module that renders (`renders`: JSX), uses an imported name other than by calling it (a prop,
    `<form action={save}>`). Elsewhere such a value stays in server code (`fetchAll: getThings`)."""
    if directive(text) == "client":
        return True
    if any((m.group("re") or m.group("dyn")) in specs for m in _HANDED_ON.finditer(text)):
        return True
    body = _IMPORT.sub("", text)
    for match in _IMPORT.finditer(text):
        if match.group("spec") not in specs:
            continue
        clause = match.group("clause").strip()
        if clause.startswith("type ") or clause == "type":
            continue
        for name, namespace in _bound_names(clause):
            if _handed_as_value(body, name, namespace, renders):
                return True
    return False


def _bound_names(clause: str) -> list[tuple[str, bool]]:
    """The local names an import clause binds, each with whether it is a namespace."""
    names: list[tuple[str, bool]] = []
    named = re.search(r"\{([^}]*)\}", clause)
    if named:
        for part in named.group(1).split(","):
            part = part.strip()
            if not part or part.startswith("type "):
                continue
            names.append((part.split(" as ")[-1].strip(), False))
    rest = re.sub(r"\{[^}]*\}", "", clause)
    namespace = re.search(r"\*\s*as\s+([\w$]+)", rest)
    if namespace:
        names.append((namespace.group(1), True))
        rest = rest.replace(namespace.group(0), "")
    default = rest.strip().strip(",").strip()
    if default:
        names.append((default, False))
    return names


def _handed_as_value(body: str, name: str, namespace: bool, renders: bool) -> bool:
    """Whether `name` (`svc.name` for a namespace) is bound, or, when `renders`, occurs other
    than as the callee of a call (`save(id)`, `svc.save(id)`)."""
    own = re.escape(name)
    pattern = rf"(?<![\w$.]){own}(?:\s*\.\s*[\w$]+)?(?![\w$])" if namespace else rf"(?<![\w$.]){own}(?![\w$])"
    for match in re.finditer(pattern, body):
        rest = body[match.end() :]
        if re.match(r"\s*\.\s*bind\b", rest):
            return True
        if not renders:
            continue
        if namespace and "." not in match.group(0):
            return True  # the namespace object itself passed around
        if not _CALLED_AFTER.match(body, match.end()):
            return True
    return False
