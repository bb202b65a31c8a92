"""Never the same finding twice across profiles (scan/repo/profile_restatements.py): an extended
rule's injection finding nested with a kept default rule's, of the same weakness, is left out, on one
line or over several, so `--profile extended` shows the default profile's finding once; where the
default finding was dropped (a package that validates input), the extended one stays."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

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


def test_extended_shows_the_default_rules_finding_once(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    default = [(5, "node.nosql.request-value-as-filter-field"), (9, "node.nosql.request-value-as-filter-field")]
    assert _scan(tree, run_cli) == default
    # the extended rule keeps the call no default rule reports (findById's id)
    assert _scan(tree, run_cli, "--profile", "extended") == [*default, (15, "node.nosql.request-object-in-query")]


def test_extended_keeps_the_call_where_the_default_finding_was_dropped(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    dependencies = {"express": "^4.19.2", "express-validator": "^7.1.0", "mongoose": "^8.4.0"}
    validated = json.dumps({"name": "members-api", "dependencies": dependencies})
    assert _scan(tree, run_cli, manifest=validated) == []
    extended = _scan(tree, run_cli, "--profile", "extended", manifest=validated)
    assert [line for line, _ in extended] == [5, 8, 15]
    assert {rule for _, rule in extended} == {"node.nosql.request-object-in-query"}
