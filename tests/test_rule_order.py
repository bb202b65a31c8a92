"""Cheap parts first (matchers/rule_order.py): the rewritten ast-grep config tries cheap parts
before costly ones, and matches exactly the nodes, with exactly the metavariables, of the
config as written; the precheck matches wherever the rule does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ast_grep_py import SgRoot

from secure_lint.core.languages import STRUCTURAL_LANGUAGES, language_of
from secure_lint.matchers.cheap_regex import rewrite_config
from secure_lint.matchers.rule_order import cheap_first, disjoint_first, precheck
from secure_lint.rules.loader import load_rules

RULE_TESTS = Path(__file__).resolve().parent.parent / "rules" / "tests"

# a jsonwebtoken call: a search of the whole file for the import, at every call it is asked of
JWT_UTILS = {
    "jwt-import": {"kind": "program", "has": {"stopBy": "end", "kind": "string", "regex": "^'jsonwebtoken'$"}},
    "jwt-call": {"kind": "call_expression", "inside": {"stopBy": "end", "matches": "jwt-import"}},
}


def _found(root: Any, config: dict[str, Any], names: tuple[str, ...]) -> list[tuple[Any, ...]]:
    """Each match's span and the text of the named metavariables."""
    found = []
    for node in root.find_all(config):
        span = node.range()
        bound = tuple((m.text() if (m := node.get_match(name)) is not None else None) for name in names)
        found.append((span.start.index, span.end.index, *bound))
    return found


def test_a_cheap_test_of_the_callee_runs_before_a_search_of_the_whole_file() -> None:
    config = {"rule": {"matches": "jwt-call", "has": {"field": "function", "regex": "sign$"}}, "utils": JWT_UTILS}
    rewritten = cheap_first(config)
    assert rewritten["rule"] == {"all": [{"has": {"regex": "sign$", "field": "function"}}, {"matches": "jwt-call"}]}
    root = SgRoot("import jwt from 'jsonwebtoken';\nfoo(1); jwt.sign(p, k); bar(2);\n", "javascript").root()
    assert _found(root, rewritten, ()) == _found(root, config, ()) != []


def test_parts_that_bind_metavariables_keep_the_order_ast_grep_gives_them() -> None:
    # ast-grep tries `matches` (a composite) before `has` (relational): the util binds $F first,
    # to the name of the first declarator it finds. Tried the other way round, $F would first
    # be the callee, and the rule would match `run(...)` too.
    utils = {"declared": {"inside": {"kind": "program", "stopBy": "end", "has": {
        "stopBy": "end", "kind": "variable_declarator", "has": {"field": "name", "pattern": "$F"}}}}}
    config = {"rule": {"kind": "call_expression", "has": {"field": "function", "pattern": "$F"},
                       "matches": "declared"}, "utils": utils}  # fmt: skip
    rewritten = cheap_first(config)
    root = SgRoot("const other = 1;\nconst run = make();\nrun(x);\nother(y);\n", "javascript").root()
    assert _found(root, rewritten, ("F",)) == _found(root, config, ("F",))
    assert [f[2] for f in _found(root, rewritten, ("F",))] == ["other"]


def test_the_branches_of_an_any_move_only_when_none_binds_a_metavariable() -> None:
    costly = {"inside": {"stopBy": "end", "kind": "program", "has": {"stopBy": "end", "regex": "^x$"}}}
    pure = {"rule": {"any": [costly, {"kind": "identifier"}]}}
    assert cheap_first(pure)["rule"]["any"][0] == {"kind": "identifier"}
    binding = {"rule": {"any": [costly, {"pattern": "$A"}]}}
    assert cheap_first(binding)["rule"]["any"][1] == {"pattern": "$A"}


def test_a_far_reaching_not_waits_for_the_node_kind_of_a_binding_part() -> None:
    # every node would otherwise search its enclosing functions for a random-bytes call (a 4,000
    # line Swift file took minutes); the kind of each branch rules out most nodes first
    randomized = {"inside": {"stopBy": "end", "kind": "function_declaration",
                             "has": {"stopBy": "end", "kind": "simple_identifier", "regex": "^SecRandomCopyBytes$"}}}
    constant_iv = {"any": [
        {"kind": "property_declaration", "has": {"kind": "pattern", "pattern": "$NAME"}},
        {"kind": "value_argument", "has": {"kind": "value_argument_label", "regex": "^iv$"}},
    ]}  # fmt: skip
    config = {"rule": {"all": [{"not": randomized}, constant_iv]}}
    rewritten = cheap_first(config)
    assert list(rewritten["rule"]) == ["any", "not"]  # one rule object: ast-grep tries `any` first
    source = "func seal() {\n    let iv = \"0000\"\n    encrypt(iv: iv)\n}\n"
    root = SgRoot(source, "swift").root()
    assert _found(root, rewritten, ("NAME",)) == _found(root, config, ("NAME",)) != []


def test_an_any_of_node_kinds_gates_a_conjunction_like_one_kind() -> None:
    # a name tested by `any: [{kind: identifier}, {kind: shorthand_property_identifier}]` and a
    # regex before a search of every enclosing block: it runs at few nodes, so it goes before a
    # binding part that looks far at every node (a 520 KB bundle: 25 s of one rule's 47)
    declared = {"inside": {"stopBy": "end", "kind": "statement_block", "has": {"stopBy": "end",
                "kind": "variable_declarator", "has": {"field": "name", "regex": "^stack$"}}}}
    named = {"all": [{"any": [{"kind": "shorthand_property_identifier"}, {"kind": "identifier"}]},
                     {"regex": "^stack$"}, declared]}
    sent = {"any": [
        {"inside": {"stopBy": "end", "kind": "arguments", "inside": {"kind": "call_expression", "regex": "^send"}}},
        {"inside": {"stopBy": "end", "kind": "variable_declarator", "has": {"field": "name", "pattern": "$BODY"}}},
    ]}  # fmt: skip
    member = {"kind": "member_expression", "has": {"field": "property", "regex": "^stack$"}}
    config = {"rule": {"all": [{"pattern": "$STACK"}, sent, {"any": [member, named]}]}}
    rewritten = cheap_first(config)
    assert rewritten["rule"]["all"][-1] == sent  # the name's search before `sent`, which binds $BODY
    code = "function f(e) { const stack = e.stack; send({ stack }); const body = { stack }; }\nlet stack;\n"
    root = SgRoot(code, "javascript").root()
    assert _found(root, rewritten, ("STACK", "BODY")) == _found(root, config, ("STACK", "BODY")) != []
    ungated = {"all": [{"any": [{"kind": "identifier"}, {"regex": "^a"}]}, {"regex": "^stack$"}, declared]}
    ungated_config = {"rule": {"all": [{"pattern": "$STACK"}, sent, {"any": [member, ungated]}]}}
    assert cheap_first(ungated_config)["rule"]["all"][-1] != sent


def test_the_precheck_leaves_out_a_costly_not_and_keeps_the_constraints() -> None:
    costly_not = {"inside": {"stopBy": "end", "kind": "function_declaration", "has": {"stopBy": "end",
                  "pattern": "sanitize($EL)"}}}  # fmt: skip
    constraints = {"PROP": {"regex": "^innerHTML$"}}
    config = {"rule": {"pattern": "$EL.$PROP = $V", "not": costly_not}, "constraints": constraints}
    first = precheck(config)
    assert first == {"rule": {"pattern": "$EL.$PROP = $V"}, "constraints": constraints}
    code = "a.title = t;\nfunction f() { sanitize(b); b.innerHTML = h; }\nc.innerHTML = h;\n"
    root = SgRoot(code, "javascript").root()
    assert len(root.find_all(config)) == 1 and len(root.find_all(first)) == 2  # a superset of the rule's matches
    assert precheck({"rule": config["rule"]}) is None  # no constraints: the rule is as cheap
    assert precheck({**config, "rule": {"pattern": "$EL.$PROP = $V", "not": {"regex": "^x"}}}) is None  # a cheap not


def test_every_bundled_structural_rule_matches_the_same_nodes_and_metavariables_rewritten() -> None:
    """On each rule's own test files: the same matches, metavariables and precheck superset."""
    from secure_lint.matchers.structural import Plan, _metavar_names

    compared = 0
    for rule in load_rules():
        if rule.match.kind != "structural":
            continue
        options = rule.match.options
        written: dict[str, Any] = {"rule": rewrite_config(options.rule)}
        for key in ("constraints", "utils"):
            if getattr(options, key):
                written[key] = rewrite_config(getattr(options, key))
        if options.transform:
            written["transform"] = options.transform
        plan = Plan.of(options)  # what runs: regexes rewritten and anchored, cheap parts first
        rewritten, first = plan.config, plan.precheck
        names = _metavar_names(str(written))
        for path in RULE_TESTS.rglob(f"{rule.id}*"):
            language = language_of(path.name)
            if language not in rule.languages or language not in STRUCTURAL_LANGUAGES:
                continue
            root = SgRoot(path.read_text(encoding="utf-8"), STRUCTURAL_LANGUAGES[language]).root()
            expected = _found(root, written, names)
            assert _found(root, rewritten, names) == expected, (rule.id, path.name)
            if first is not None and expected:
                assert root.find(first) is not None, (rule.id, path.name)
            compared += 1
    assert compared >= 200


EXEC_CODE = """
import { exec } from "child_process";
const run = promisify(exec);
export function thumb(req) {
  exec(`convert ${req.body.file} out.png`);
  run(`ls ${req.query.dir}`);
  exec("uptime");
  log(`exec ${req.body.file}`);
}
"""
# an exec sink as written: the `any` (each branch a search of the whole file) before the cheap
# test of the first argument's kind; the two bind different metavariables ($F, $SINK)
EXEC_SINK = {
    "kind": "call_expression",
    "any": [
        {"all": [{"has": {"field": "function", "regex": "^exec$"}}, {"matches": "imports-exec"}]},
        {"all": [{"has": {"field": "function", "kind": "identifier", "pattern": "$F"}}, {"matches": "promisified"}]},
    ],
    "has": {"field": "arguments", "has": {"nthChild": 1, "kind": "template_string", "pattern": "$SINK"}},
}
EXEC_UTILS = {
    "imports-exec": {
        "inside": {"stopBy": "end", "kind": "program", "has": {"stopBy": "end", "regex": "child_process"}}
    },
    "promisified": {
        "inside": {
            "stopBy": "end",
            "kind": "program",
            "has": {"stopBy": "end", "kind": "variable_declarator", "has": {"field": "name", "pattern": "$F"}},
        }
    },
}


def test_a_part_binding_metavariables_no_other_part_names_moves_like_a_pure_one() -> None:
    root = SgRoot(EXEC_CODE, "TypeScript").root()
    (moved,) = disjoint_first([EXEC_SINK], EXEC_UTILS)
    assert [next(iter(part)) for part in moved["all"]] == ["kind", "has", "any"]
    written = _found(root, {"rule": EXEC_SINK, "utils": EXEC_UTILS}, ("SINK", "F"))
    assert _found(root, {"rule": moved, "utils": EXEC_UTILS}, ("SINK", "F")) == written
    assert len(written) == 2


def test_a_far_search_in_a_not_runs_after_the_parts_that_bind_metavariables() -> None:
    # a `not: inside: stopBy: end` whose ancestor test searches each function's whole body runs at
    # every node before the binding parts: quadratic on a large minified file. Last, it runs at
    # the few nodes the rest matched; the matches and metavariables are the same.
    far = {"not": {"inside": {"stopBy": "end", "kind": "function_declaration", "has": {
        "stopBy": "end", "kind": "call_expression", "has": {"field": "function", "regex": "^bcrypt\\.compare$"}}}}}
    costly_util = {"pw": {"kind": "identifier", "regex": "password", "not": {"inside": {
        "stopBy": "end", "kind": "program", "has": {"stopBy": "end", "kind": "assignment_expression", "has": {
        "stopBy": "end", "pattern": "Math.random()", "inside": {"stopBy": "end", "kind": "statement_block"}}}}}}}
    config = {"rule": {"pattern": "$HASH", "any": [{"kind": "call_expression", "all": [
        {"has": {"field": "function", "regex": "^md5$"}},
        {"has": {"field": "arguments", "has": {"nthChild": 1, "matches": "pw"}}}]}], **far},
        "utils": costly_util}  # fmt: skip
    rewritten = cheap_first(config)
    rule = rewritten["rule"]
    parts = rule.get("all") or [{key: value} for key, value in rule.items()]
    assert set(parts[-1]) == {"not"}
    code = (
        "function login(password) { return md5(password); }\n"
        "function check(password, h) { md5(password); return bcrypt.compare(password, h); }\n"
    )
    root = SgRoot(code, "javascript").root()
    assert _found(root, rewritten, ("HASH",)) == _found(root, config, ("HASH",))
    assert [f[2] for f in _found(root, rewritten, ("HASH",))] == ["md5(password)"]
