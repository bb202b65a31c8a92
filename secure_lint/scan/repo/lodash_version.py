"""Deep merges of request data through a lodash that blocks `__proto__`: no prototype pollution.

lodash 4.17.11 (CVE-2018-16487) made `merge`, `mergeWith` and `defaultsDeep` skip `__proto__`
keys, and 4.17.12 (CVE-2019-10744) closed `defaultsDeep`'s `constructor.prototype` payload; the
standalone packages were fixed in lodash.merge 4.6.2, lodash.mergewith 4.6.2 and
lodash.defaultsdeep 4.6.1. So a `node.prototype.merge-request-data` finding whose callee the file
imports from lodash (`_.merge` with `_` from `require('lodash')`, `import { merge } from
'lodash-es'`, `import merge from 'lodash/merge'`, `require('lodash.merge')`) is dropped when the
version the file's package resolves (repo/dependency_versions.py) is fixed. A callee the file
does not import from one of them (a global `_`, an own `merge`), or a version that is not
known, keeps the finding; so do lodash's path setters (`set`, `zipObjectDeep`), which write
any path the caller names.
"""

from __future__ import annotations

import re
from dataclasses import replace

from secure_lint.core.findings import Finding
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import split_lines
from secure_lint.core.repository import Repository
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result, reports_any
from secure_lint.scan.repo.dependency_versions import Version, resolved_version

RULES = frozenset({"node.prototype.merge-request-data"})
MERGES = ("merge", "mergeWith", "defaultsDeep")
# the first version of each (package, function) that skips __proto__ and constructor payloads
FIXED: dict[tuple[str, str], Version] = {
    **{(package, "merge"): (4, 17, 11) for package in ("lodash", "lodash-es")},
    **{(package, "mergeWith"): (4, 17, 11) for package in ("lodash", "lodash-es")},
    **{(package, "defaultsDeep"): (4, 17, 12) for package in ("lodash", "lodash-es")},
    ("lodash.merge", "merge"): (4, 6, 2),
    ("lodash.mergewith", "mergeWith"): (4, 6, 2),
    ("lodash.defaultsdeep", "defaultsDeep"): (4, 6, 1),
}
WHOLE_LIBRARIES = ("lodash", "lodash-es")
# `lodash/merge`, `lodash-es/mergeWith.js`, `lodash.merge`: a module that is one function
ONE_FUNCTION = lazy_compile(
    r"^(lodash(?:-es)?)/(merge|mergeWith|defaultsDeep)(?:\.js)?$|^lodash\.(merge|mergewith|defaultsdeep)$"
)
_CALLEE = lazy_compile(r"^([\w$]+)(?:\.([\w$]+))?\s*\(")
_MODULE = r"""['"]([\w@./-]+)['"]"""
_DEFAULT_IMPORT = lazy_compile(r"\bimport\s+(?:\*\s*as\s+)?([\w$]+)\s*(?:,\s*\{[^}]*\}\s*)?from\s*" + _MODULE)
_NAMED_IMPORT = lazy_compile(r"\bimport\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*" + _MODULE)
_DEFAULT_REQUIRE = lazy_compile(
    r"(?:\b(?:const|let|var)\s+([\w$]+)\s*=|\bimport\s+([\w$]+)\s*=)\s*require\(\s*" + _MODULE + r"\s*\)(?:\.([\w$]+))?"
)
_NAMED_REQUIRE = lazy_compile(r"\b(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*" + _MODULE + r"\s*\)")


def fixed_lodash_merges_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the merge findings whose lodash blocks prototype keys."""
    return each_file_result(items, lambda result: fixed_lodash_in_file(result, repo))


def fixed_lodash_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    text = repo.text(result.path) or ""
    bindings = _bindings(text)
    kept = [f for f in result.findings if f.rule_id not in RULES or not _fixed(f, text, bindings, repo)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _fixed(finding: Finding, text: str, bindings: dict[str, set[tuple[str, str]]], repo: Repository) -> bool:
    target = _callee_target(finding, text, bindings)
    if target is None:
        return False
    version = resolved_version(repo, finding.location.path, target[0])
    return version is not None and version >= FIXED[target]


def _callee_target(finding: Finding, text: str, bindings: dict[str, set[tuple[str, str]]]) -> tuple[str, str] | None:
    """(package, function) of the call's callee when the file imports it from lodash, else None."""
    lines = split_lines(text)
    if not 0 < finding.location.start_line <= len(lines):
        return None
    match = _CALLEE.match(lines[finding.location.start_line - 1][finding.location.start_column - 1 :])
    if match is None:
        return None
    name, member = match.groups()
    bound = bindings.get(name, set())
    if len(bound) != 1 or _declared_locally(text, name):
        return None
    package, function = next(iter(bound))
    if member is not None:  # `_.merge(...)`: `_` is the whole library
        return (package, member) if function == "*" and member in MERGES else None
    return (package, function) if function != "*" else None


def _bindings(text: str) -> dict[str, set[tuple[str, str]]]:
    """Each local name the file imports from lodash: (package, function), `*` for the whole library."""
    bound: dict[str, set[tuple[str, str]]] = {}

    def bind(local: str, module: str, imported: str | None) -> None:
        target = _target(module, imported)
        if target is not None:
            bound.setdefault(local, set()).add(target)

    for match in _DEFAULT_IMPORT.finditer(text):
        bind(match[1], match[2], None)
    for match in _DEFAULT_REQUIRE.finditer(text):
        bind(match[1] or match[2], match[3], match[4])
    for pattern, separator in ((_NAMED_IMPORT, " as "), (_NAMED_REQUIRE, ":")):
        for match in pattern.finditer(text):
            for part in match[1].split(","):
                imported, _, local = part.strip().removeprefix("type ").partition(separator)
                if imported.strip():
                    bind((local or imported).strip(), match[2], imported.strip())
    return bound


def _target(module: str, imported: str | None) -> tuple[str, str] | None:
    """What importing `imported` (None: the default export) from `module` gives, if lodash's."""
    if module in WHOLE_LIBRARIES:
        if imported is None or imported == "default":
            return (module, "*")
        return (module, imported) if imported in MERGES else None
    one = ONE_FUNCTION.match(module)
    if one is None or imported is not None:
        return None
    if one[1]:
        return (one[1], one[2])
    function = next(f for f in MERGES if f.lower() == one[3])
    return (module, function)


def _declared_locally(text: str, name: str) -> bool:
    """Whether the file also declares `name` itself (a function or a variable not from require)."""
    local = re.escape(name)
    own = re.compile(rf"\bfunction\s*\*?\s*{local}\s*\(|\b(?:const|let|var)\s+{local}\s*=(?!\s*require\()")
    return own.search(text) is not None
