"""Never the same finding twice across profiles (scan/repo/profile_restatements.py): an extended
rule's injection finding nested with another's of the same weakness, a default rule's or an
extended rule's ranking first, is left out, on one line or over several, so `--profile extended`
shows each weakness once; where the finding standing for both was dropped (a package that validates input),
the other stays. Both NoSQL rules here are extended since session 30 (their blind record)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from click.testing import Result
from conftest import findings_of

from secure_lint.core.findings import Finding, Location
from secure_lint.rules.loader import load_rules
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo.profile_restatements import injection_rules, restatements_in_file

MANIFEST = json.dumps({"name": "members-api", "dependencies": {"express": "^4.19.2", "mongoose": "^8.4.0"}})
ROUTES = """
    const express = require('express');
    const Member = require('./models/member');
    const router = express.Router();
    router.get('/directory', async (req, res) => {
      res.json(await Member.find({ team: req.query.team, active: true }));
    });
    router.get('/search', async (req, res) => {
      const members = await Member.find({
        city: req.query.city,
        active: true,
      });
      res.json(members);
    });
    router.get('/member', async (req, res) => {
      res.json(await Member.findById(req.query.id));
    });
    module.exports = router;
"""


def _scan(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result], *args: str, manifest: str = MANIFEST
) -> list[tuple[int, str]]:
    root = tree({"package.json": manifest, "routes.js": ROUTES})
    result = run_cli("scan", "--format", "json", "--root", str(root), *args, str(root))
    return sorted((line, rule) for _, line, rule in findings_of(result) if rule.startswith("node.nosql."))


def test_extended_shows_each_weakness_once(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert _scan(tree, run_cli) == []  # neither rule is in the default profile
    # one finding per call, on one line (scan/engine.py) or over several: the call rule's, which ranks
    # first, stands for the filter field's
    assert _scan(tree, run_cli, "--profile", "extended") == [
        (5, "node.nosql.request-object-in-query"),
        (8, "node.nosql.request-object-in-query"),
        (15, "node.nosql.request-object-in-query"),
    ]


def test_extended_keeps_the_call_where_the_field_finding_was_dropped(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    dependencies = {"express": "^4.19.2", "express-validator": "^7.1.0", "mongoose": "^8.4.0"}
    validated = json.dumps({"name": "members-api", "dependencies": dependencies})
    assert _scan(tree, run_cli, manifest=validated) == []
    extended = _scan(tree, run_cli, "--profile", "extended", manifest=validated)
    assert [line for line, _ in extended] == [5, 8, 15]
    assert {rule for _, rule in extended} == {"node.nosql.request-object-in-query"}


def _finding(rule: str, lines: tuple[int, int]) -> Finding:
    where = Location(path="routes.js", start_line=lines[0], start_column=1, end_line=lines[1], end_column=9)
    return Finding(
        rule_id=rule,
        title="t",
        message="m",
        severity="high",
        confidence="medium",
        category="injection-risk",
        location=where,
        evidence="e",
        instance_id=rule,
        evidence_hash="0",
    )


def _rule(rule_id: str, profile: str) -> Any:
    """The bundled rule's facts this step reads, in `profile`."""
    rule = next(rule for rule in load_rules() if rule.id == rule_id)
    match = SimpleNamespace(kind=rule.match.kind)
    facts = {key: getattr(rule, key) for key in ("id", "category", "cwe", "confidence", "severity")}
    return SimpleNamespace(**facts, extended=profile != "default", match=match)


@pytest.mark.parametrize(
    ("wide_profile", "narrow_profile", "kept"),
    [
        ("extended", "default", {"narrow"}),  # the default rule's finding stands for both
        ("default", "extended", {"wide"}),
        ("extended", "extended", {"wide"}),  # the rule ranking first (scan/engine.py rank), as on one line
        ("default", "default", {"wide", "narrow"}),  # two default rules: the engine's matter, on one line
    ],
)
def test_a_nested_finding_of_the_same_weakness_is_reported_once(
    wide_profile: str, narrow_profile: str, kept: set[str]
) -> None:
    wide = _rule("node.nosql.request-object-in-query", wide_profile)
    narrow = _rule("node.nosql.request-value-as-filter-field", narrow_profile)
    result = FileResult("routes.js", findings=[_finding(wide.id, (8, 11)), _finding(narrow.id, (9, 9))])
    decided = restatements_in_file(result, injection_rules([wide, narrow]))
    names = {wide.id: "wide", narrow.id: "narrow"}
    assert {names[f.rule_id] for f in decided.findings} == kept
