"""The rule cache: a cached load gives exactly the validated rules, and never stale ones."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from secure_lint import validated_cache
from secure_lint.rules import cache_entry, load_rules

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
    entry.parent.mkdir(parents=True)
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
