"""The text a structural rule needs in a file before it runs (matchers/required_text.py): what
it derives from patterns, regexes and combinators, and that it never drops a real match."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from secure_lint.core.source import SourceFile
from secure_lint.matchers import MATCHERS
from secure_lint.matchers.required_text import (
    bound,
    constrained,
    leading_literals,
    regex_clauses,
    required_kinds,
    requirement,
    satisfied,
)
from secure_lint.rules.loader import Rule, load_rules, parse_rule
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source

RULE_TESTS = Path(__file__).resolve().parent.parent / "rules" / "tests"


def _words(required: tuple[frozenset[tuple[str, bool]], ...]) -> list[list[tuple[str, bool]]]:
    return [sorted(clause) for clause in required]


def test_a_pattern_needs_its_identifiers_exactly_not_its_metavariables() -> None:
    required = requirement({"pattern": "crypto.createHash($ALG).update($$$DATA)"})
    assert sorted(_words(required)) == [[("createHash", False)], [("crypto", False)], [("update", False)]]


def test_a_regex_needs_its_literal_runs_and_ignores_case_where_it_does() -> None:
    assert _words(tuple(regex_clauses(r"^(req|request)\.cookies$"))) == [
        [("req", False)],  # the alternation's common prefix, as Python's parser factors it
        [(".cookies", False)],
    ]
    assert _words(tuple(regex_clauses(r"(?i)^(secret|token)s?$"))) == [[("secret", True), ("token", True)]]
    assert _words(tuple(regex_clauses(r"^x-(?i:Api-Key)$"))) == [[("api-key", True)]]


def test_an_any_needs_one_of_its_branches_text_and_nothing_when_a_branch_names_none() -> None:
    either = {"any": [{"pattern": "eval($X)"}, {"regex": "^Function$"}]}
    assert _words(requirement(either)) == [[("Function", False), ("eval", False)]]
    assert requirement({"any": [{"pattern": "eval($X)"}, {"kind": "call_expression"}]}) == ()


def test_negations_stop_rules_and_unreadable_regexes_name_no_text() -> None:
    rule = {
        "pattern": "$A.innerHTML = $B",
        "not": {"regex": "sanitize"},
        "inside": {"kind": "function_declaration", "stopBy": {"regex": "^boundary$"}},
    }
    assert _words(requirement(rule)) == [[("innerHTML", False)]]
    assert regex_clauses(r"\<token\>") == []  # Rust's word boundaries, literal to Python
    assert regex_clauses(r"(?<name>token)") == []  # Rust's named group: Python cannot parse it
    assert regex_clauses(r"[[:alpha:]]token") == []


def test_utils_named_by_matches_contribute_their_text() -> None:
    utils = {"request-body": {"regex": r"^(req|request)\.body$"}, "loop": {"matches": "loop"}}
    assert _words(requirement({"kind": "call_expression", "has": {"matches": "request-body"}}, utils)) == [
        [(".body", False)],
        [("req", False)],
    ]
    assert requirement({"matches": "loop"}, utils) == ()  # a util naming itself ends


def test_satisfied_compares_exact_text_exactly_and_ignored_case_folded() -> None:
    required = (frozenset({("innerHTML", False)}), frozenset({("token", True)}))
    assert satisfied(required, "el.innerHTML = TOKEN", "el.innerhtml = token")
    assert not satisfied(required, "el.innerhtml = TOKEN", "el.innerhtml = token")
    assert satisfied((), "", "")


def test_a_rule_whose_text_is_missing_still_counts_as_run_and_finds_nothing() -> None:
    rule = _javascript_rule("test.eval", {"rule": {"pattern": "eval($X)"}})
    index = RuleIndex([rule], EngineOptions())
    assert _words(index.required_text(rule)) == [[("eval", False)]]
    found = scan_source(SourceFile("a.js", "evaluate(x);\n"), index)
    assert (found.findings, found.rules_run) == ([], 1)
    assert [f.location.start_line for f in scan_source(SourceFile("a.js", "\neval(x);\n"), index).findings] == [2]


def test_every_match_binds_the_metavariables_of_its_patterns_and_of_all_branches_of_an_any() -> None:
    assert bound({"pattern": "$CALL($X, $$$REST, $_IGNORED)"}) == {"CALL", "X"}
    assert bound({"pattern": "fetch('$URL', `${$T}`, $OPT)"}) == {"OPT"}  # quoted: maybe text, not a metavariable
    assert bound({"kind": "call_expression", "has": {"pattern": "$F"}, "not": {"pattern": "$N"}}) == {"F"}
    either = {"any": [{"pattern": "$CALL($X)"}, {"pattern": "<Redirect href={$X} />"}]}
    assert bound(either) == {"X"}  # $CALL is bound by one branch only
    assert bound({"all": [either, {"inside": {"pattern": "if ($C) { $$$ }"}}]}) == {"X", "C"}
    assert bound({"matches": "some-util"}) == frozenset()  # a util's names are not counted


def test_the_constraints_of_metavariables_every_match_binds_add_their_text() -> None:
    rule = {"any": [{"kind": "call_expression", "pattern": "$CALL($X)"}, {"pattern": "<Redirect href={$X} />"}]}
    constraints = {"CALL": {"regex": "^router\\.push$"}, "X": {"regex": "(?i)redirect"}}
    assert _words(requirement(constrained(rule, constraints))) == [[("redirect", True)]]  # not `router.push`
    assert constrained(rule, None) is rule
    call = {"kind": "call_expression", "pattern": "$CALL($X)"}
    required = requirement(constrained(call, constraints))
    assert sorted(_words(required)) == [[("redirect", True)], [("router.push", False)]]


def test_a_structural_rule_is_skipped_where_its_constraints_text_is_missing_and_matches_where_it_is() -> None:
    structural = {
        "rule": {"kind": "call_expression", "pattern": "$CALL($X)"},
        "constraints": {"CALL": {"regex": "^router\\.push$"}, "X": {"regex": "^redirect"}},
    }
    rule = _javascript_rule("test.push", structural)
    index = RuleIndex([rule], EngineOptions())
    assert sorted(_words(index.required_text(rule))) == [[("redirect", False)], [("router.push", False)]]
    found = scan_source(SourceFile("a.js", "router.replace(redirectTo);\n"), index)
    assert (found.findings, found.rules_run) == ([], 1)
    found = scan_source(SourceFile("a.js", "\nrouter.push(redirectTo);\n"), index)
    assert [f.location.start_line for f in found.findings] == [2]


def _javascript_rule(rule_id: str, structural: dict[str, Any]) -> Rule:
    """A JavaScript rule of that id matching the structural rule given."""
    fields = {"title": "t", "message": "m", "severity": "high", "confidence": "high", "category": "injection-risk"}
    match = {"structural": structural}
    return parse_rule({"id": rule_id, **fields, "languages": ["javascript"], "match": match}, "rules.yaml")


def _ruleid_files() -> dict[str, list[Path]]:
    """Rule id -> the rule test files that say it matches there (`ruleid:` annotations)."""
    files: dict[str, list[Path]] = {}
    for path in RULE_TESTS.rglob("*"):
        if path.is_file() and ".fixed." not in path.name:  # a fix's expected result matches no more
            for rule_id in set(re.findall(r"ruleid:\s*([\w.-]+)", path.read_text(encoding="utf-8", errors="replace"))):
                files.setdefault(rule_id, []).append(path)
    return files


def _case_text(path: Path) -> str:
    """The text a rule needs where it matches `path`: the file's own, or, in a case of several
    files (a folder under the pack's), all of them (data crosses files there: the source's text
    is in the caller's file, the sink in the callee's)."""
    pack_dir = next(p for p in path.parents if p.parent == RULE_TESTS)
    if path.parent == pack_dir:
        return path.read_text(encoding="utf-8")
    case = next(p for p in path.parents if p.parent == pack_dir)
    return "\n".join(f.read_text(encoding="utf-8", errors="replace") for f in sorted(case.rglob("*")) if f.is_file())


@pytest.mark.parametrize("kind", ["structural", "taint"])
def test_every_bundled_rule_finds_its_required_text_in_each_file_it_matches(kind: str) -> None:
    expected = _ruleid_files()
    checked = 0
    for rule in load_rules():
        if rule.match.kind != kind:
            continue
        required = MATCHERS[kind].required_text(rule.match.options)
        for path in expected.get(rule.id, []):
            text = _case_text(path)
            assert satisfied(required, text, text.lower()), (rule.id, path.name, required)
            checked += 1
    assert checked >= (200 if kind == "structural" else 6)


def test_a_rule_made_of_rare_node_kinds_is_skipped_in_a_file_without_them() -> None:
    jsx = {"kind": "jsx_attribute", "has": {"regex": "^href$"}}
    assert required_kinds(jsx) == {"jsx_attribute"}
    assert required_kinds({"any": [{"kind": "catch_clause"}, {"kind": "finally_clause"}]}) == {
        "catch_clause",
        "finally_clause",
    }
    assert required_kinds({"any": [{"kind": "catch_clause"}, {"pattern": "x"}]}) == frozenset()  # a branch of any kind
    assert required_kinds({"kind": "call_expression"}) == frozenset()  # in nearly every file: not worth asking
    plain, react = SourceFile("a.js", "const a = { href: url };\n"), SourceFile("b.js", "<a href={url} />;\n")
    assert (plain.has_kind("jsx_attribute"), react.has_kind("jsx_attribute")) == (False, True)
    assert "jsx_attribute" in react._kinds  # asked of the tree once


def test_a_regex_read_once_gives_each_rule_its_own_clauses() -> None:
    # regexes repeat across rules (a preset's in every rule naming it) and are parsed once:
    # a caller extending the clauses it got does not change what the next one gets
    first = regex_clauses(r"^(req|request)\.cookies$")
    first.append(frozenset({("extra", False)}))
    assert regex_clauses(r"^(req|request)\.cookies$") == [frozenset({("req", False)}), frozenset({(".cookies", False)})]


def test_a_regex_opening_with_literals_names_them_and_none_otherwise() -> None:
    sink = r"(fetch|got|(axios|http)\.(get|post))\s*\("
    assert leading_literals(sink) == ("axios.get", "axios.post", "fetch", "got", "http.get", "http.post")
    assert leading_literals(r"(axios|http)\.\w+\(") == ("axios.", "http.")  # as far as the literals go
    assert leading_literals(r"(got|gotten)\s*\(") == ("got",)  # where `gotten` occurs, so does `got`
    # a part a match may skip: its opening, or the opening of what follows it
    optional = r"((global|globalThis)\.)?(fetch|axios\.get)\s*\("
    assert leading_literals(optional) == ("axios.get", "fetch", "global.", "globalThis.")
    assert leading_literals(r"a?b") == ("a", "b")
    assert leading_literals(r"(ab)*c") == ("ab", "c")
    assert leading_literals(r"x(ab)?") == ("x",)
    for opening_otherwise in (r"\w+\.fetch\(", r"[+!]x", r"(?i)fetch", r"(?i:f)etch", r"(a\w|\w)", r"(\w)?x", "", "(x"):
        assert leading_literals(opening_otherwise) is None, opening_otherwise
