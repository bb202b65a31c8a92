"""matchers/pruned_config.py: a file is searched without the `any` branches it cannot match,
and finds the same nodes with the same bindings as with the whole config."""

from __future__ import annotations

from typing import Any

from secure_lint.core.source import SourceFile
from secure_lint.matchers.pruned_config import PrunedConfigs

CODE = """
import { exec } from "child_process";
export function run(req) {
  const name = req.query.name;
  exec(`ls ${name}`);
  db.query(name);
  if (!allowed(name)) { return; }
}
"""

SINKS: list[dict[str, Any]] = [
    {"pattern": "exec($SINK)"},
    {"pattern": "spawnSync($SINK)"},  # text the file lacks
    {
        "kind": "call_expression",
        "pattern": "$X.query($SINK)",
        "not": {"inside": {"stopBy": "end", "any": [{"pattern": "sanitize($$$)"}, {"pattern": "escapeSql($$$)"}]}},
    },
    {"matches": "shell-call"},
]
UTILS = {"shell-call": {"any": [{"pattern": "execFileSync($SINK)"}, {"pattern": "execaCommand($SINK)"}]}}


def _found(config: dict[str, Any] | None, source: SourceFile) -> list[tuple[str, str | None]]:
    if config is None:
        return []
    nodes = source.tree.find_all(config)
    return [(str(n.text()), n.get_match("SINK").text() if n.get_match("SINK") else None) for n in nodes]


def test_the_file_finds_with_the_branches_it_holds_the_same_nodes() -> None:
    source = SourceFile("src/run.ts", CODE)
    configs = PrunedConfigs(SINKS, UTILS)
    whole, pruned = configs.config(None), configs.config(source)
    assert pruned is not None and whole is not None
    expected = [("exec(`ls ${name}`)", "`ls ${name}`"), ("db.query(name)", "name")]
    assert _found(pruned, source) == _found(whole, source) == expected
    assert "spawnSync" not in repr(pruned) and "spawnSync" in repr(whole)
    assert "utils" not in pruned  # the util holds only text the file lacks: its entry, and itself, left out
    assert "shell-call" in whole["utils"]  # a rule's check is given every util


def test_a_nested_any_none_of_whose_branches_can_match_stays_whole() -> None:
    source = SourceFile("src/run.ts", CODE)
    alone = {"pattern": "$X.query($SINK)", "has": {"not": {"any": [{"pattern": "a1()"}, {"pattern": "b2()"}]}}}
    pruned = PrunedConfigs([alone], None).config(source)
    assert "a1()" in repr(pruned) and "b2()" in repr(pruned)


def test_a_nested_any_drops_what_the_file_lacks() -> None:
    source = SourceFile("src/run.ts", CODE + "\nconst safe = sanitize(x);\n")
    pruned = PrunedConfigs(SINKS, UTILS).config(source)
    assert "sanitize(" in repr(pruned) and "escapeSql(" not in repr(pruned)


def test_no_entry_the_file_can_match_means_no_search() -> None:
    source = SourceFile("src/other.ts", "export const answer = 42;\n")
    assert PrunedConfigs(SINKS, UTILS).config(source) is None


def test_configs_are_built_once_per_set_of_branches_kept() -> None:
    configs = PrunedConfigs(SINKS, UTILS)
    first = configs.config(SourceFile("a.ts", CODE))
    assert configs.config(SourceFile("b.ts", CODE + "\n// more\n")) is first


def test_a_not_that_can_match_nothing_in_the_file_is_left_out() -> None:
    source = SourceFile("src/run.ts", CODE)
    rule = {"pattern": "$X.query($SINK)", "not": {"has": {"stopBy": "end", "pattern": "escapeSql($$$)"}}}
    configs = PrunedConfigs([rule], None)
    pruned = configs.config(source)
    assert pruned == {"rule": {"pattern": "$X.query($SINK)"}}
    assert _found(pruned, source) == _found(configs.config(None), source) == [("db.query(name)", "name")]
    held = SourceFile("src/run.ts", CODE + "\ndb.query(escapeSql(name));\n")
    assert "not" in configs.config(held)["rule"]  # type: ignore[index]


REQUESTS: list[dict[str, Any]] = [
    # the node regex occurs in the file (`fetch(`): kept
    {"kind": "call_expression", "regex": r"^(fetch|axios\.(get|post))\s*\(", "has": {"pattern": "$SINK"}},
    # `got` is in the file, a call of it is not: left out
    {"kind": "call_expression", "regex": r"^got\s*\(", "has": {"pattern": "$SINK"}},
    # a reading Python might not share (an anchor inside): kept, whatever the file holds
    {"kind": "call_expression", "regex": r"^got\.\w+\(|^fetch\(", "has": {"pattern": "$SINK"}},
]
REQUEST_CODE = "// got it\nexport const load = (req) => fetch(req.query.url);\n"


def test_a_branch_whose_node_regex_occurs_nowhere_in_the_file_is_left_out() -> None:
    source = SourceFile("a.ts", REQUEST_CODE)
    config = PrunedConfigs(REQUESTS, None).config(source)
    assert config is not None
    assert len(config["rule"]["any"]) == 2  # the `got(` branch alone was left out
    assert "got\\s" not in str(config) and "got" in str(config)
    whole = PrunedConfigs(REQUESTS, None).config(None)
    assert _found(config, source) == _found(whole, source)
    elsewhere = SourceFile("b.ts", "export const g = () => got(url);\n")
    kept = PrunedConfigs(REQUESTS, None).config(elsewhere)
    assert _found(kept, elsewhere) == _found(whole, elsewhere) == [("got(url)", "got")]


def test_a_node_regex_is_searched_in_the_file_only_when_that_reading_is_sure() -> None:
    from secure_lint.matchers.pruned_config import _file_search

    def read(pattern: str) -> str | None:
        compiled = _file_search(pattern)
        return None if compiled is None else str(compiled.pattern)

    assert read(r"^(fetch|got)\s*\($") == r"(fetch|got)\s*\("  # the node's own anchors dropped
    assert read(r"(?i)^token$") == "(?i)token"
    assert read(r"^\bapi\b") == "api"  # a word edge at the node's edge may be none in the file
    assert read(r"[^/]+\.json$") == r"[^/]+\.json"
    for unsure in (r"^a|^b", r"\Aa", r"(?m)^a", r"a\\$", r"[[:alpha:]]", r"[a-z&&[^x]]", r"[\b]a", "(?-u:\\b)x"):
        assert read(unsure) is None, unsure
    assert read("(unclosed") is None


def test_a_node_regex_whose_literal_runs_the_file_lacks_is_not_searched() -> None:
    from secure_lint.matchers import pruned_config

    branch = {"kind": "call_expression", "regex": r"^(fetch|ky)\s*\("}
    searched: list[str] = []
    original = pruned_config._file_search

    class Counting:
        def __init__(self, compiled: Any) -> None:
            self.compiled = compiled

        def search(self, text: str, timeout: float) -> Any:
            searched.append(text)
            return self.compiled.search(text, timeout=timeout)

        def match(self, text: str, pos: int, timeout: float) -> Any:  # tried where `fetch` or `ky` occurs
            searched.append(text)
            return self.compiled.match(text, pos, timeout=timeout)

    pruned_config._file_search = lambda pattern: Counting(original(pattern))  # type: ignore[assignment]
    try:
        # neither `fetch` nor `ky` (nor `(`): no match is possible, and no regex search runs
        lacking = SourceFile("a.ts", "export const total = items.length;\n")
        assert not pruned_config._regex_occurs(branch, lacking)
        assert searched == []
        # `ky` alone (two letters: a run the text prefilter proper would not ask for) is enough to search
        holding = SourceFile("b.ts", "export const load = (url) => ky (url);\n")
        assert pruned_config._regex_occurs(branch, holding)
        # the literals without a match: searched, and no match
        near = SourceFile("c.ts", "// fetch later, ky\nexport const x = 1;\n")
        assert not pruned_config._regex_occurs(branch, near)
        assert set(searched) == {holding.text, near.text}
    finally:
        pruned_config._file_search = original  # type: ignore[assignment]


def test_a_node_regex_opening_with_literals_is_tried_only_where_one_occurs() -> None:
    from secure_lint.matchers.pruned_config import _file_search, _occurs, _starts

    pattern = r"^(fetch|axios|(http|https)\.\w+)\s*\($"
    assert _starts(pattern) == ("axios", "fetch", "http.", "https.")
    compiled = _file_search(pattern)
    texts = [
        "const a = fetchAll(x); fetch (url);",  # `fetch` twice, the second one a match
        "const a = fetchAll(x); prefetch;",  # the literal without a match
        "https.get(url)",  # a match at a longer literal the shorter one finds
        "http.getter(url); https.request  (u)",
        "no request here",
        "",
    ]
    for text in texts:
        assert _occurs(compiled, _starts(pattern), text) == (compiled.search(text) is not None), text
    assert _starts(r"(?i)^fetch\(") is None  # case ignored: `FETCH(` too
    assert _starts(r"^\w+\.fetch\(") is None  # a match may start anywhere
    # a character that opens a match occurs all over a file: the text is searched whole instead
    assert _starts(r"^\(\s*[^?]+\?\s*https?\s*:") is None
    assert _starts(r"^(\(|fetch)") is None


def test_a_node_regex_opening_with_an_optional_part_is_searched_without_it() -> None:
    import regex

    from secure_lint.matchers.pruned_config import _file_search, _occurs, _starts

    pattern = r"^((global|globalThis)\.)?(fetch|axios\.get)\s*\("
    assert _starts(pattern) == ("axios.get", "fetch")  # where `global.fetch(` occurs, `fetch(` does
    compiled = _file_search(pattern)
    whole = regex.compile(r"((global|globalThis)\.)?(fetch|axios\.get)\s*\(")
    texts = [
        "globalThis.fetch(url)",  # the optional part taken
        "await fetch (url)",  # skipped
        "global.axios.get(url)",
        "globalThis.location; prefetchAll(x)",  # both openings, no match
        "axios.post(url)",
    ]
    for text in texts:
        assert _occurs(compiled, _starts(pattern), text) == (whole.search(text) is not None), text


def test_every_bundled_node_regex_finds_the_same_files_from_its_literals() -> None:
    """The search from a regex's opening literals answers as the search of the whole text, for
    each node regex of the bundled rules, on the Node and Next.js rule-test files."""
    from pathlib import Path

    from secure_lint.matchers.pruned_config import _file_search, _occurs, _starts
    from secure_lint.rules.loader import load_rules

    def regexes(node: Any) -> list[str]:
        if isinstance(node, dict):
            own = [node["regex"]] if isinstance(node.get("regex"), str) else []
            return own + [r for value in node.values() for r in regexes(value)]
        if isinstance(node, list):
            return [r for value in node for r in regexes(value)]
        return []

    patterns = sorted({p for rule in load_rules() for p in regexes(rule.match.options.__dict__)})
    searched = [(p, _file_search(p), _starts(p)) for p in patterns]
    searched = [(p, c, s) for p, c, s in searched if c is not None and s is not None]
    assert len(searched) > 20
    tests = Path(__file__).resolve().parent.parent / "rules" / "tests"
    files = [f for pack in ("core", "web-next") for f in sorted((tests / pack).rglob("*.ts*"))]
    texts = [f.read_text(encoding="utf-8", errors="replace") for f in files]
    for pattern, compiled, starts in searched:
        for text in texts:
            assert _occurs(compiled, starts, text) == (compiled.search(text) is not None), pattern


def test_the_utils_no_entry_refers_to_are_not_walked_for_a_file() -> None:
    # a taint rule's utils serve its sources, sinks and sanitizers alike: the sinks' config
    # walks its own utils alone, and finds what the whole config finds
    source = SourceFile("src/run.ts", CODE + "\nsanitize(name);\n")
    utils = {**UTILS, "source-only": {"any": [{"pattern": "sanitize($$$)"}, {"pattern": "clean($$$)"}]}}
    configs = PrunedConfigs(SINKS, utils)
    walked: list[Any] = []
    walk = configs._walk

    def recording(node: Any, file: SourceFile, kept: list[bool]) -> Any:
        walked.append(node)
        return walk(node, file, kept)

    configs._walk = recording  # type: ignore[method-assign]
    pruned = configs.config(source)
    assert utils["source-only"] not in walked and UTILS["shell-call"] in walked
    assert pruned is not None and "source-only" not in repr(pruned)
    assert _found(pruned, source) == _found(PrunedConfigs(SINKS, UTILS).config(source), source)


def test_a_list_of_kept_branches_is_judged_by_its_branches_not_by_its_id() -> None:
    # the walk makes a new list of the branches of an `any` a file keeps; a later list made at
    # the same address holds other branches: whether it holds a `not` to leave out is asked anew
    configs = PrunedConfigs([], None)
    plain: list[Any] = [{"pattern": "a($X)"}]
    assert not configs._prunable(plain)
    plain[:] = [{"pattern": "b($X)", "not": {"pattern": "b(1)"}}]  # same list, now a branch with a `not`
    assert configs._prunable(plain)


BUILT = """
export function report(db, filters) {
  const filter = buildWhere(filters);
  const other = { query: "x" };
  log(other.query, other.text);
  return db.run(`SELECT * FROM t WHERE ${filter.sql}`, filter.params);
}
"""
# the text of a builder's result whose values are handed over beside it; its far-reaching `inside`
# is written before the cheap test of the property's name
BOUND_TEXT = {
    "kind": "member_expression",
    "pattern": "$BUILT.$TEXT",
    "inside": {
        "stopBy": "end",
        "kind": "function_declaration",
        "has": {"stopBy": "end", "kind": "member_expression", "pattern": "$BUILT.params"},
    },
    "has": {"field": "property", "regex": "^(query|sql|text)$"},
}


def test_the_utils_are_searched_cheap_parts_first_with_the_same_nodes() -> None:
    source = SourceFile("src/report.ts", BUILT)
    configs = PrunedConfigs([{"matches": "bound-text"}], {"bound-text": BOUND_TEXT})
    pruned = configs.config(source)
    assert pruned is not None
    written = {"rule": {"matches": "bound-text"}, "utils": {"bound-text": BOUND_TEXT}}
    assert _found(pruned, source) == _found(written, source) == [("filter.sql", None)]
    parts = pruned["utils"]["bound-text"]["all"]
    assert [next(iter(part)) for part in parts] == ["kind", "pattern", "has", "inside"]


def test_a_node_regex_in_a_branch_written_as_an_all_prunes_it_too() -> None:
    source = SourceFile("src/run.ts", CODE)
    branch = {"all": [{"kind": "call_expression"}, {"regex": "^spawnSync\\("}]}
    configs = PrunedConfigs([{"any": [{"pattern": "exec($SINK)"}, branch]}], None)
    pruned = configs.config(source)
    assert pruned is not None and "spawnSync" not in repr(pruned)


def test_a_file_is_searched_with_its_regexes_anchored_where_they_compile_faster() -> None:
    # ast-grep compiles a config's regexes on every search: an alternation of four or more, or a
    # case-folding one, is handed over anchored (cheap_regex.anchored), and finds the same nodes
    source = SourceFile("a.ts", "const agent = new SafeAgent();\nfetch(url, { agent: ssrfFilter(url) });\n")
    sink = {"kind": "call_expression", "regex": r"^fetch\(", "has": {"pattern": "$SINK"}}
    guard = {"has": {"stopBy": "end", "kind": "call_expression", "regex": r"(?i)ssrf|safe\w*agent|guard|pinned"}}
    configs = PrunedConfigs([{**sink, "not": guard}], None)
    pruned = configs.config(source)
    assert pruned is not None
    assert pruned["rule"]["not"]["has"]["regex"].startswith("^(?s:.)*?(?:")  # type: ignore[index]
    assert "(?s:.)" not in pruned["rule"]["regex"]  # anchored already
    unguarded = SourceFile("b.ts", "fetch(url, { agent: proxyAgent });\n")
    assert _found(pruned, source) == [] and _found(configs.config(unguarded), unguarded) == [
        ("fetch(url, { agent: proxyAgent })", "fetch")
    ]


# A client chosen by scheme: the call's object is a ternary `? https : http`, held in a variable.
SCHEME_UTILS: dict[str, Any] = {
    "scheme-chosen": {
        "has": {
            "field": "object",
            "any": [
                {"kind": "parenthesized_expression", "regex": r"\?\s*https?\s*:\s*https?\s*\)$"},
                {
                    "kind": "identifier",
                    "pattern": "$CLIENT",
                    "inside": {
                        "stopBy": "end",
                        "kind": "program",
                        "has": {
                            "stopBy": "end",
                            "kind": "variable_declarator",
                            "has": {
                                "field": "value",
                                "kind": "ternary_expression",
                                "regex": r"\?\s*https?\s*:\s*https?$",
                            },
                        },
                    },
                },
            ],
        }
    }
}
SCHEME_SINKS: list[dict[str, Any]] = [
    {"pattern": "fetch($SINK)"},
    {
        "kind": "call_expression",
        "has": {"field": "function", "kind": "member_expression", "matches": "scheme-chosen"},
        "all": [{"has": {"field": "arguments", "has": {"nthChild": 1, "pattern": "$SINK"}}}],
    },
]


def test_a_branch_whose_related_nodes_regex_occurs_nowhere_in_the_file_is_left_out() -> None:
    # `get` and `http` are in the file, but no `? https : http` a scheme-chosen client needs
    plain = SourceFile("a.ts", 'const u = "http://x";\nmap.get(req.query.k);\nfetch(req.query.url);\n')
    configs = PrunedConfigs(SCHEME_SINKS, SCHEME_UTILS)
    pruned = configs.config(plain)
    assert pruned is not None and "scheme-chosen" not in repr(pruned)
    whole = configs.config(None)
    assert _found(pruned, plain) == _found(whole, plain) == [("fetch(req.query.url)", "req.query.url")]
    chosen = SourceFile(
        "b.ts", "const client = secure ? https : http;\nclient.get(req.query.url);\n(tls ? https : http).get(u);\n"
    )
    kept = configs.config(chosen)
    assert kept is not None and "scheme-chosen" in repr(kept)
    assert (
        _found(kept, chosen)
        == _found(whole, chosen)
        == [
            ("client.get(req.query.url)", "req.query.url"),
            ("(tls ? https : http).get(u)", "u"),
        ]
    )


def test_a_regex_below_a_not_or_in_one_branch_of_an_any_alone_prunes_nothing() -> None:
    from secure_lint.matchers.pruned_config import regex_needs

    guarded = {"pattern": "fetch($SINK)", "not": {"has": {"stopBy": "end", "regex": "^ssrfFilter"}}}
    assert regex_needs(guarded, {}) == ()
    either = {"any": [{"regex": "^axios"}, {"pattern": "got($SINK)"}]}
    assert regex_needs(either, {}) == ()
    both = {"any": [{"regex": "^axios"}, {"has": {"regex": "^got$"}}]}
    assert regex_needs(both, {}) == (("^axios", "^got$"),)
    source = SourceFile("c.ts", "fetch(req.query.url);\n")
    configs = PrunedConfigs([guarded], None)
    assert _found(configs.config(source), source) == [("fetch(req.query.url)", "req.query.url")]


def test_an_any_need_leaves_out_a_regex_whose_search_holds_another_regexs() -> None:
    from secure_lint.matchers.pruned_config import regex_needs, without_implying

    paren = r"^\(\s*[^?]+\?\s*(https?|\w+\.https?)\s*:\s*(https?|\w+\.https?)\s*\)$"
    ternary = r"\?\s*(https?|\w+\.https?)\s*:\s*(https?|\w+\.https?)\s*$"
    either = {"any": [{"kind": "parenthesized_expression", "regex": paren}, {"has": {"regex": ternary}}]}
    assert regex_needs(either, {}) == ((ternary,),)  # where the parenthesized one occurs, so does the ternary
    assert without_implying(("^@Controller\\b", "Controller$")) == ("Controller$",)
    assert without_implying(("^require\\(\\s*['\"](net|tls)['\"]\\s*\\)$", "^['\"](net|tls)['\"]$")) == (
        "^['\"](net|tls)['\"]$",
    )
    # the same text inside a group, under a quantifier, beside a top-level alternation, an escaped
    # character or a class, or a back-reference: no sure implication, both stay
    for outer, inner in [
        ("^a(b|c)d$", "b|c"),
        ("^x(bc)+$", "(bc)"),
        ("^a|bc$", "bc"),
        ("^ab\\(c$", "(c"),
        ("^a[bc(]d$", "(]d"),
        ("^(a)b\\1$", "b\\1"),
        ("(?i)^token$", "token"),
    ]:
        assert without_implying((outer, inner)) == (outer, inner), outer
    source = SourceFile("d.ts", "const client = secure ? https : http;\n(tls ? https : http).get(u);\nhttp.get(v);\n")
    for text in (source.text, "(a ? b : c).get(u);\nhttp.get(v);\n"):
        one = SourceFile("e.ts", text)
        kept = PrunedConfigs([either], None).config(one)
        whole = PrunedConfigs([either], None).config(None)
        assert _found(kept, one) == _found(whole, one) if kept is not None else not _found(whole, one)
