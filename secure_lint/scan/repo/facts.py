"""Applying repository facts to findings: a finding of a rule whose utils a fact widens is kept
only when the rule, re-run on its file with the widened utils, still reports it (the catalogue
of facts: matchers/structural_facts.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers import structural
from secure_lint.matchers.structural_facts import FACTS
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.matchers.structural import StructuralMatch
    from secure_lint.rules.model import Rule
    from secure_lint.scan.cache.result_codec import Item


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
    widened = _widened(rule.match.options, repo, source.path)
    if widened is None:
        return None
    return {source.position(m.start) for m in structural.find(widened, None, source)}


def answered_elsewhere(items: list[Item], rules: list[Rule], repo: Repository) -> list[Item]:
    """The items with the findings dropped that a guard in another file answers."""
    widened = _widening(rules)
    if not widened:
        return items
    return each_file_result(items, lambda result: _answered(result, widened, repo))


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
