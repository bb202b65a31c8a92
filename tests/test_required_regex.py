"""Regexes a file must hold before a structural rule runs there (matchers/required_regex.py):
the translation from ast-grep's Rust regexes, where they come from in a rule, the time bound,
and that no bundled rule's match is ever ruled out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import regex

from secure_lint.core.source import SourceFile
from secure_lint.matchers import required_regex
from secure_lint.matchers.required_regex import may_match, requirements, translate
from secure_lint.matchers.structural import _config
from secure_lint.rules.loader import load_rules

RULE_TESTS = Path(__file__).resolve().parent.parent / "rules" / "tests"


@pytest.fixture(autouse=True)
def _compiled_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's regexes are searched from the first file (unless the test says otherwise)."""
    monkeypatch.setattr(required_regex, "UNCOMPILED_FILES", 0)
    monkeypatch.setattr(required_regex, "_trials", {})
    monkeypatch.setattr(required_regex, "_uncompiled", {})
    monkeypatch.setattr(required_regex, "_file", (None, {}))


def test_a_regex_is_compiled_only_for_the_third_file_its_rule_is_asked_about(monkeypatch: pytest.MonkeyPatch) -> None:
    """Compiling costs about two rule runs: a scan of a file or two runs the rule instead."""
    monkeypatch.setattr(required_regex, "UNCOMPILED_FILES", 2)
    pattern = r"child_process\.(exec|spawn)"
    without = [SourceFile(f"src/a{i}.js", "export const a = 1;\n") for i in range(3)]
    assert may_match(without[0], (pattern,))  # not searched: the rule runs
    assert may_match(without[1], (pattern,))
    assert pattern not in required_regex._trials
    assert not may_match(without[2], (pattern,))  # compiled now: the file is ruled out
    assert not may_match(SourceFile("src/b.js", "export const b = 2;\n"), (pattern,))
    user = SourceFile("src/c.js", "import * as child_process from 'child_process';\nchild_process.exec(cmd);\n")
    assert may_match(user, (pattern,))
    assert required_regex._trials[pattern].searches == 3


def test_assertions_go_and_ascii_case_folding_becomes_pythons() -> None:
    assert translate("^(req|request)\\.(?i-u:cookies)$") == "(req|request)\\.(?i:cookies)"
    assert translate("(?-u:\\b)token[^$]*$") == "token[^$]*"  # a $ in a class is a character
    assert translate("^\\$[a-z]+\\^$") == "\\$[a-z]+\\^"  # escaped ^ and $ stay


def test_a_regex_python_would_read_otherwise_gives_no_requirement() -> None:
    for rust in ("\\<word\\>", "[[:alpha:]]+", "(?s)a.b", "[\\S]x", "\\pL+", "a\\z", "(?<name>x)"):
        assert translate(rust) is None, rust


def test_requirements_come_from_every_node_a_match_needs_and_not_from_negations() -> None:
    utils = {"callee": {"has": {"field": "function", "regex": "^exec$"}}}
    rule = {
        "kind": "call_expression",
        "all": [{"matches": "callee"}, {"inside": {"stopBy": "end", "regex": "child_process"}}],
        "not": {"regex": "^safe"},
        "any": [{"regex": "^a"}, {"has": {"regex": "b$"}}],
    }
    assert requirements(rule, utils) == ["exec", "child_process", "(?:a)|(?:b)"]
    assert requirements({"any": [{"regex": "x"}, {"kind": "identifier"}]}, {}) == []  # a branch without one
    # branches needing the same regex (a util's name test under each kind of declaration) give it once
    same = {"any": [{"kind": kind, "has": {"regex": "(?i-u:token)"}} for kind in ("pair", "variable_declarator")]}
    assert requirements(same, {}) == ["(?:(?i:token))"]


def test_a_file_without_the_text_is_ruled_out_and_the_answer_is_shared() -> None:
    source = SourceFile("a.js", "const cp = require('child_process');\ncp.exec(cmd);\n")
    assert may_match(source, ("child_process", "exec"))
    assert not may_match(source, ("child_process", "spawn"))
    assert required_regex._file[1] == {"child_process": True, "exec": True, "spawn": False}


def test_a_regex_slower_than_its_time_bound_is_dropped_and_rules_nothing_out() -> None:
    slow = "(x+x+)+y"  # catastrophic backtracking on a long run of x
    source = SourceFile("a.js", "x" * 5000)
    assert may_match(source, (slow,))  # timed out: the rule runs
    assert required_regex._trials[slow].dropped


def test_a_large_file_gets_search_time_in_proportion_and_keeps_the_regex(monkeypatch: pytest.MonkeyPatch) -> None:
    # a minified bundle of 600 KB: a linear search takes a few ms, past the bound a small file gets
    monkeypatch.setattr(required_regex, "_trials", {})
    pattern = "['\"](vm2|safe-eval)['\"]"
    large = SourceFile("bundle.js", "var a=b.c(d,e)||f;" * 40_000)
    monkeypatch.setattr(required_regex, "SEARCH_TIMEOUT_S", 0.0005)
    monkeypatch.setattr(required_regex, "SCALE_CHARS", 1_000)  # 720 times the bound: linear search fits
    assert not may_match(large, (pattern,))
    assert not required_regex._trials[pattern].dropped
    assert not may_match(SourceFile("small.js", "const x = require('mathjs');\n"), (pattern,))


def test_a_regex_is_kept_while_what_it_spares_pays_for_its_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """After a trial, a regex that rules out (nearly) nothing costs a search a file for nothing."""
    monkeypatch.setattr(required_regex, "_trials", {})
    route = "router.get('/users/{}', (req, res) => res.json(req.params));\n"
    sources = [SourceFile(f"src/routes/r{i}.js", route.format(i)) for i in range(40)]
    never, sometimes = r"req\.params", r"'/users/[0-9]*7'"
    for source in sources:
        may_match(source, (never,))
        may_match(source, (sometimes,))
    assert required_regex._trials[never].dropped  # in every file: spares no rule run
    assert not required_regex._trials[sometimes].dropped  # rules out 36 of 40 files


def _ruleid_files() -> dict[str, list[Path]]:
    files: dict[str, list[Path]] = {}
    for path in RULE_TESTS.rglob("*"):
        if path.is_file() and ".fixed." not in path.name:
            for rule_id in set(re.findall(r"ruleid:\s*([\w.-]+)", path.read_text(encoding="utf-8", errors="replace"))):
                files.setdefault(rule_id, []).append(path)
    return files


def test_every_bundled_structural_rule_finds_its_required_regexes_in_each_file_it_matches() -> None:
    expected = _ruleid_files()
    checked = 0
    for rule in load_rules():
        if rule.match.kind != "structural":
            continue
        config = _config(rule.match.options)
        needs = [regex.compile(p, regex.VERSION0) for p in requirements(config["rule"], config.get("utils") or {})]
        for path in expected.get(rule.id, []):
            text = path.read_text(encoding="utf-8")
            assert all(p.search(text) for p in needs), (rule.id, path.name)
            checked += 1
    assert checked >= 200
