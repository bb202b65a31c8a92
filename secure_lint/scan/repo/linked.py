"""Values judged across files: a finding of a rule that asks the value model (`quiet_when_inert`)
is kept only when the rule, re-run on its file with the file's imports resolved
(matchers/values/imports.py), still reports it. A constant, an enum or a non-string type
imported from another module of the repository then quiets the sink as one declared in the file
does.

Each file is matched alone (and its result cached on its own content); this step, run on every
scan after matching, reads the modules a finding's file imports through the scan's Repository,
so its verdicts follow the current content of those modules. Only files with such findings that
import something are parsed again; the modules they import are parsed once per scan
(`Repository.once`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.source import SourceFile
from secure_lint.matchers.values.imports import SCRIPT_LANGUAGES, Links, Modules
from secure_lint.scan.engine import FileResult, find
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.rules.model import Rule
    from secure_lint.scan.cache.result_codec import Item

_IMPORTS = re.compile(r"\bimport\b|\brequire\s*\(")


def judged_across_files(items: list[Item], rules: list[Rule], repo: Repository) -> list[Item]:
    """The items with the findings dropped whose value an imported declaration shows inert."""
    asking = _asking(rules)
    if not asking:
        return items
    return each_file_result(items, lambda result: _judged(result, asking, repo))


def judged_in_file(result: FileResult, rules: list[Rule], repo: Repository) -> FileResult:
    """One file's result with the findings dropped whose value an imported declaration shows inert."""
    asking = _asking(rules)
    return _judged(result, asking, repo) if asking else result


def _asking(rules: list[Rule]) -> dict[str, Rule]:
    """The rules that ask the value model, by id."""
    return {r.id: r for r in rules if getattr(r.match.options, "quiet_when_inert", None)}


def modules_of(repo: Repository) -> Modules:
    """The repository's modules as imports name them, one memo per scan."""
    modules: Modules = repo.once("value-modules", lambda: Modules(repo))
    return modules


def _judged(result: FileResult, asking: dict[str, Rule], repo: Repository) -> FileResult:
    ids = {f.rule_id for f in result.findings} & set(asking)
    if not ids:
        return result
    source = SourceFile(result.path, "")
    if source.language not in SCRIPT_LANGUAGES:
        return result
    text = repo.text(result.path)
    if text is None or not _IMPORTS.search(text):
        return result
    source = SourceFile(result.path, text, links=Links(modules_of(repo), result.path))
    reported = {rule_id: {source.position(m.start) for m in find(asking[rule_id], source)} for rule_id in sorted(ids)}

    def kept(finding: Finding) -> bool:
        where = reported.get(finding.rule_id)
        return where is None or (finding.location.start_line, finding.location.start_column) in where

    findings = [f for f in result.findings if kept(f)]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)
