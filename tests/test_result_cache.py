"""The result cache: a second scan of an unchanged tree matches nothing again and prints the
same bytes in every format; an edit, a rule, a setting or a stack invalidates exactly what it
decides; a damaged or foreign cache costs time, never findings."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from secure_lint.core import validated_cache
from secure_lint.rules import loader as rules
from secure_lint.scan.cache import cached_scan, result_cache

REPO = Path(__file__).resolve().parent.parent
SAMPLE_APP = REPO / "tests" / "e2e" / "sample_app"
FORMATS = ("text", "json", "sarif", "markdown", "html", "github")
EVAL_FILE = "web/lib/pricing.ts"


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the e2e sample app, with a cache of its own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    root = tmp_path / "app"
    shutil.copytree(SAMPLE_APP, root)
    return root


@pytest.fixture
def matched(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The files each scan matched (the others came from the cache)."""
    calls: list[list[str]] = []
    real = cached_scan.scan_files

    def recording(reader, paths, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(list(paths))
        return real(reader, paths, *args, **kwargs)

    monkeypatch.setattr(cached_scan, "scan_files", recording)
    return calls


def scan(run_cli, root: Path, *args: str):  # type: ignore[no-untyped-def]
    """The sample app scanned with the extended profile, whose js.injection.eval-dynamic finds EVAL_FILE's eval."""
    result = run_cli("scan", "--root", str(root), str(root), "--profile", "extended", *args)
    assert result.exit_code in (0, 1), result.output
    return result


def cache_files(root: Path | None = None) -> list[Path]:
    return sorted(validated_cache.cache_dir().glob("results-*.json"))


def test_a_second_scan_matches_nothing_and_prints_the_same_bytes_in_every_format(app, run_cli, matched) -> None:
    for fmt in FORMATS:
        cold = scan(run_cli, app, "--format", fmt, "--no-cache")
        first = scan(run_cli, app, "--format", fmt)
        second = scan(run_cli, app, "--format", fmt)
        assert cold.stdout == first.stdout == second.stdout, fmt
        assert cold.exit_code == first.exit_code == second.exit_code == 1
    scanned = [paths for paths in matched if paths]
    assert len(scanned) == len(FORMATS) + 1  # each --no-cache scan, and the first cached one
    assert len(cache_files(app)) == 1


def test_an_edited_file_alone_is_matched_again(app, run_cli, matched) -> None:
    scan(run_cli, app)
    page = app / EVAL_FILE
    page.write_text(page.read_text(encoding="utf-8").replace("eval(", "evaluate("), encoding="utf-8")
    edited = scan(run_cli, app, "--format", "json")
    assert matched[-1] == [EVAL_FILE]
    assert "js.injection.eval-dynamic" not in edited.stdout
    assert edited.stdout == scan(run_cli, app, "--format", "json", "--no-cache").stdout


@pytest.mark.parametrize(
    ("change", "everything"),
    [
        ({"include-tests": True}, True),
        ({"severity": {"js.injection.eval-dynamic": "low"}}, True),
        ({"non-shipped": ["mobile/"]}, True),
        ({"ignore": ["secrets"]}, True),
        ({"fail-on": "critical"}, False),  # decides the exit code, not what a file's scan finds
        ({"exclude": ["deploy/"]}, False),  # decides which files are scanned: they come from the cache
    ],
)
def test_a_setting_that_changes_findings_invalidates_every_file(app, run_cli, matched, change, everything) -> None:
    config = app / ".secure-lint.yaml"
    config.write_text("{}\n", encoding="utf-8")
    scan(run_cli, app)
    config.write_text(json.dumps(change), encoding="utf-8")
    after = scan(run_cli, app, "--format", "json")
    assert len(matched[-1]) > 1 if everything else matched[-1] == [".secure-lint.yaml"]
    assert after.stdout == scan(run_cli, app, "--format", "json", "--no-cache").stdout


def test_a_changed_rule_file_or_stack_invalidates_every_file(app, run_cli, matched, tmp_path) -> None:
    rules = tmp_path / "extra.yaml"
    rule = (REPO / "tests" / "data" / "basic-rules.yaml").read_text(encoding="utf-8")
    rules.write_text(rule, encoding="utf-8")
    scan(run_cli, app, "--rules", str(rules))
    scan(run_cli, app, "--rules", str(rules))
    assert matched[-1] == []
    rules.write_text(rule.replace("severity: critical", "severity: high", 1), encoding="utf-8")
    scan(run_cli, app, "--rules", str(rules))
    assert len(matched[-1]) > 1
    scan(run_cli, app, "--stack", "common")  # another stack: another rule set
    assert len(matched[-1]) > 1


def test_baseline_and_suppressions_apply_to_cached_results(app, run_cli, matched) -> None:
    scan(run_cli, app)
    assert run_cli("baseline", "create", "--root", str(app), "--profile", "extended", str(app)).exit_code == 0
    baselined = scan(run_cli, app, "--baseline", str(app / ".secure-lint-baseline.json"))
    assert matched[-1] == [".secure-lint-baseline.json"]  # a new file: the others come from the cache
    assert baselined.exit_code == 0
    page = app / EVAL_FILE
    text = page.read_text(encoding="utf-8")
    line = next(n for n, t in enumerate(text.splitlines()) if "eval(" in t)
    lines = text.splitlines()
    lines.insert(line, "  // secure-lint: ignore[js.injection.eval-dynamic] -- test")
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    suppressed = json.loads(scan(run_cli, app, "--format", "json").stdout)
    assert matched[-1] == [EVAL_FILE]
    dispositions = {f["disposition"] for f in suppressed["findings"] if f["rule_id"] == "js.injection.eval-dynamic"}
    assert dispositions == {"suppressed"}


def test_no_cache_neither_reads_nor_writes_results(app, run_cli) -> None:
    scan(run_cli, app, "--no-cache")
    assert cache_files(app) == []


def test_no_cache_validates_the_rule_files_again(app, run_cli, monkeypatch) -> None:
    """--no-cache trusts no cache, the validated rules' included (issue 25, item 18: a restored
    cache may be poisoned); the output is the same."""
    first = scan(run_cli, app, "--format", "json")
    validated = []
    load_files = rules._load_files

    def validating(files):  # type: ignore[no-untyped-def]
        validated.append(files)
        return load_files(files)

    monkeypatch.setattr(rules, "_load_files", validating)
    assert scan(run_cli, app, "--format", "json", "--no-cache").stdout == first.stdout
    assert len(validated) == 1


def _rewrite(entry: Path, change) -> None:  # type: ignore[no-untyped-def]
    payload = validated_cache.read(entry)
    assert payload is not None
    data = json.loads(payload)
    change(data["files"][EVAL_FILE]["items"][0])
    validated_cache.write(entry, json.dumps(data).encode())


def _finding(item):  # type: ignore[no-untyped-def]
    return next(f for f in item["findings"] if f["rule_id"] == "js.injection.eval-dynamic")


DAMAGE = {
    "a rule of another rule set": lambda item: _finding(item).update(rule_id="acme.injected"),
    "a finding on another file": lambda item: _finding(item)["location"].update(path="other.ts"),
    "a line as a string": lambda item: _finding(item)["location"].update(start_line="1"),
    "a line as a bool": lambda item: _finding(item)["location"].update(start_line=True),
    "an unknown severity": lambda item: _finding(item).update(severity="catastrophic"),
    "an unknown key": lambda item: _finding(item).update(exec="import os"),
    "a missing key": lambda item: _finding(item).pop("evidence"),
    "results dropped": lambda item: item.update(findings=None),
    "a python object": lambda item: _finding(item).update(fix={"__class__": "os.system"}),
}


@pytest.mark.parametrize("damage", DAMAGE, ids=list(DAMAGE))
def test_a_damaged_entry_is_matched_again_and_replaced(app, run_cli, matched, damage: str) -> None:
    expected = scan(run_cli, app, "--format", "json").stdout
    (entry,) = cache_files(app)
    _rewrite(entry, DAMAGE[damage])
    assert scan(run_cli, app, "--format", "json").stdout == expected
    assert matched[-1] == [EVAL_FILE]
    scan(run_cli, app)
    assert matched[-1] == []  # repaired


@pytest.mark.parametrize(
    "content",
    [b"garbage", b"secure-lint-cache 1 results 00 7\n{nope}", b"", b"\xff\xfe" * 100],
)
def test_an_unreadable_cache_file_is_ignored(app, run_cli, matched, content: bytes) -> None:
    expected = scan(run_cli, app, "--format", "sarif").stdout
    (entry,) = cache_files(app)
    entry.write_bytes(content)
    assert scan(run_cli, app, "--format", "sarif").stdout == expected
    assert len(matched[-1]) > 1


def test_a_foreign_format_is_ignored(app, run_cli, matched) -> None:
    scan(run_cli, app)
    (entry,) = cache_files(app)
    validated_cache.write(entry, json.dumps({"format": 0, "files": {}}).encode())
    scan(run_cli, app)
    assert len(matched[-1]) > 1


def test_a_whole_tree_scan_drops_deleted_files_and_a_partial_scan_keeps_them(app, run_cli) -> None:
    scan(run_cli, app)
    (entry,) = cache_files(app)

    def cached() -> set[str]:
        payload = validated_cache.read(entry)
        assert payload is not None
        return set(json.loads(payload)["files"])

    assert EVAL_FILE in cached()
    assert run_cli("scan", "--root", str(app), str(app / "web" / "lib")).exit_code == 0  # no default finding there
    assert EVAL_FILE in cached()
    (app / EVAL_FILE).unlink()
    scan(run_cli, app)
    assert EVAL_FILE not in cached()
    assert "web/lib/payments.ts" in cached()


def test_entries_unused_for_two_weeks_are_dropped(app, run_cli, monkeypatch) -> None:
    scan(run_cli, app)
    (entry,) = cache_files(app)
    later = result_cache.today() + result_cache.MAX_UNUSED_DAYS + 1
    monkeypatch.setattr(result_cache, "today", lambda: later)
    partial = run_cli("scan", "--root", str(app), "--profile", "extended", str(app / "web" / "lib"))
    assert partial.exit_code == 1  # the eval finding
    payload = validated_cache.read(entry)
    assert payload is not None
    assert sorted(json.loads(payload)["files"]) == ["web/lib/payments.ts", "web/lib/pricing.ts"]


def test_a_result_is_kept_under_the_content_it_was_matched_on(tmp_path, monkeypatch) -> None:
    """A file edited between its hashing and its matching: the result is cached under the
    content matched, so the content hashed first is matched again next time."""
    from secure_lint.core.config import Config
    from secure_lint.core.context import ScanContext
    from secure_lint.scan.engine import EngineOptions
    from secure_lint.scan.pipeline import choose_rules
    from secure_lint.scan.reading import content_digest, to_source

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    before, after = b"const a = eval(input);\n", b"const a = 1;\n"

    class EditedDuringScan:
        def load(self, path: str) -> bytes:
            return before

        def read(self, path: str):  # type: ignore[no-untyped-def]
            return to_source(path, after)

    context = ScanContext(root=tmp_path, config=Config())
    rules = choose_rules(context.config)
    options = EngineOptions(stacks=frozenset({"common", "typescript"}))
    args = (context, rules, options, EditedDuringScan(), ["a.ts"], True)
    (result,) = cached_scan.scan_targets(*args)
    assert result.findings == []  # what was matched: the content after the edit
    (entry,) = validated_cache.cache_dir().glob("results-*.json")
    payload = validated_cache.read(entry)
    assert payload is not None
    assert json.loads(payload)["files"]["a.ts"]["digest"] == content_digest(after)


def test_cache_clean_removes_the_cache(app, run_cli) -> None:
    scan(run_cli, app)
    assert cache_files(app)
    result = run_cli("cache", "clean")
    assert result.exit_code == 0
    assert result.stdout.startswith("removed ")
    assert not list(validated_cache.cache_dir().iterdir())
    assert str(Path.home()) not in result.stdout
    assert run_cli("cache", "clean").stdout == "the cache is empty\n"


def test_the_cache_is_outside_the_scanned_tree(app, run_cli) -> None:
    listing = sorted(p.relative_to(app) for p in app.rglob("*"))
    scan(run_cli, app)
    assert sorted(p.relative_to(app) for p in app.rglob("*")) == listing


def test_the_code_fingerprint_reads_the_modules_rglob_finds() -> None:
    package = Path(result_cache.__file__).parents[2]
    assert sorted(map(Path, result_cache._modules(str(package)))) == sorted(package.rglob("*.py"))
