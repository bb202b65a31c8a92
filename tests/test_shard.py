"""`scan --shard K/N` and `sarif merge`: the parts of a scan cover every file once, decide the
stacks, baseline and suppressions as the whole scan does, and join back into its output."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from secure_lint.core.files import display_path
from secure_lint.scan.shard import Shard, parse_shard, split

REPO = Path(__file__).resolve().parent.parent
TREES = {"devset": REPO / "tests" / "devset", "sample-app": REPO / "tests" / "e2e" / "sample_app"}


def scan(run_cli, root: Path, *args: str):  # type: ignore[no-untyped-def]
    result = run_cli("scan", "--root", str(root), str(root), "--fail-on", "never", *args)
    assert result.exit_code == 0, result.output
    return result


def findings(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [json.dumps(f, sort_keys=True) for f in json.loads(result.stdout)["findings"]]


@pytest.mark.parametrize("tree", TREES)
@pytest.mark.parametrize("count", [1, 2, 3])
def test_the_union_of_the_shards_is_the_whole_scan(run_cli, tree: str, count: int) -> None:
    root = TREES[tree]
    whole = json.loads(scan(run_cli, root, "--format", "json").stdout)
    shards = [f"{k}/{count}" for k in range(1, count + 1)]
    parts = [json.loads(scan(run_cli, root, "--format", "json", "--shard", shard).stdout) for shard in shards]
    union = [json.dumps(f, sort_keys=True) for part in parts for f in part["findings"]]
    assert sorted(union) == sorted(json.dumps(f, sort_keys=True) for f in whole["findings"])
    assert whole["findings"]
    assert sum(part["coverage"]["files_scanned"] for part in parts) == whole["coverage"]["files_scanned"]
    assert all(part["coverage"]["stacks"] == whole["coverage"]["stacks"] for part in parts)


@pytest.mark.parametrize("count", [1, 2, 3])
def test_merged_shard_sarif_is_the_whole_scan_sarif_byte_for_byte(run_cli, tmp_path: Path, count: int) -> None:
    root = TREES["sample-app"]
    whole = scan(run_cli, root, "--format", "sarif").stdout
    names = []
    for k in range(1, count + 1):
        names.append(str(tmp_path / f"shard-{k}.sarif"))
        scan(run_cli, root, "--format", "sarif", "--shard", f"{k}/{count}", "-o", names[-1])
        run = json.loads(Path(names[-1]).read_text(encoding="utf-8"))["runs"][0]
        assert run["automationDetails"]["id"] == f"secure-lint/shard-{k}-of-{count}/"
    merged = run_cli("sarif", "merge", *names, "-o", str(tmp_path / "merged.sarif"))
    assert merged.exit_code == 0, merged.output
    out = str(tmp_path / "merged.sarif")
    assert merged.stdout == f"wrote {display_path(out)}: {count} files merged into one run\n"
    assert (tmp_path / "merged.sarif").read_text(encoding="utf-8") == whole


def test_shards_decide_baseline_and_suppressions_as_the_whole_scan(run_cli, tmp_path: Path) -> None:
    root = tmp_path / "app"
    shutil.copytree(TREES["sample-app"], root)
    assert run_cli("baseline", "create", "--root", str(root), str(root)).exit_code == 0
    page = root / "web" / "lib" / "pricing.ts"
    text = page.read_text(encoding="utf-8")
    suppression = "  // secure-lint: ignore[js.injection.eval-dynamic] -- test\n  const discount"
    page.write_text(text.replace("  const discount", suppression, 1), encoding="utf-8")
    (root / "web" / "lib" / "run.ts").write_text("export const run = (code: string) => eval(code);\n")
    for options in ((), ("--baseline", str(root / ".secure-lint-baseline.json"))):
        options = ("--profile", "audit", *options)  # review items too
        whole = scan(run_cli, root, "--format", "json", *options)
        parts = [scan(run_cli, root, "--format", "json", *options, "--shard", f"{k}/3") for k in (1, 2, 3)]
        assert sorted(f for part in parts for f in findings(part)) == sorted(findings(whole))
        found = {(f["location"]["path"], f["disposition"]) for f in json.loads(whole.stdout)["findings"]}
        assert ("web/lib/run.ts", "needs_review") in found  # an exported helper's parameter: a review item
        assert ("web/lib/pricing.ts", "suppressed") in found


def test_split_puts_every_file_in_one_part_balanced_by_size() -> None:
    sizes = {f"f{i:02}.ts": size for i, size in enumerate([900, 10, 10, 400, 500, 30, 0, 0, 60, 90])}
    parts = [split(sizes, Shard(k, 3)) for k in (1, 2, 3)]
    assert sorted(p for part in parts for p in part) == sorted(sizes)
    assert parts == [
        ["f00.ts"],  # 900 bytes
        ["f01.ts", "f02.ts", "f04.ts", "f05.ts", "f06.ts", "f07.ts"],  # 500 + 30 + 10 + 10 + 0 + 0
        ["f03.ts", "f08.ts", "f09.ts"],  # 400 + 90 + 60
    ]
    totals = [sum(sizes[p] for p in part) for part in parts]
    assert max(totals) - min(totals) <= max(sizes.values())
    assert split(sizes, Shard(1, 1)) == sorted(sizes)
    assert split(dict(reversed(sizes.items())), Shard(2, 3)) == parts[1]  # the order given does not matter


@pytest.mark.parametrize("given", ["0/2", "3/2", "2", "a/b", "1/0", "-1/2", "", "1/2/3", "1 / 2x"])
def test_a_bad_shard_is_one_line_naming_the_option_and_exit_2(run_cli, tmp_path: Path, given: str) -> None:
    result = run_cli("scan", "--root", str(tmp_path), str(tmp_path), "--shard", given)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"secure-lint: error: --shard {given}:")
    assert result.stderr.count("\n") == 1


def test_parse_shard() -> None:
    assert parse_shard("2/3") == Shard(2, 3)
    assert parse_shard(" 1/1 ").label == "shard-1-of-1"


def _parts(run_cli, root: Path, tmp_path: Path, count: int, prefix: str = "shard") -> list[str]:
    names = []
    for k in range(1, count + 1):
        names.append(str(tmp_path / f"{prefix}-{k}.sarif"))
        scan(run_cli, root, "--format", "sarif", "--shard", f"{k}/{count}", "-o", names[-1])
    return names


def test_merge_keeps_a_result_once_and_takes_a_category(run_cli, tmp_path: Path) -> None:
    root = TREES["sample-app"]
    sarif = tmp_path / "whole.sarif"
    scan(run_cli, root, "--format", "sarif", "-o", str(sarif))
    one, two = _parts(run_cli, root, tmp_path, 2)
    result = run_cli("sarif", "merge", one, two, one, "--category", "web", "--partial")
    assert result.exit_code == 0, result.output
    merged = json.loads(result.stdout)
    whole = json.loads(sarif.read_text(encoding="utf-8"))
    assert merged["runs"][0]["results"] == whole["runs"][0]["results"]
    assert merged["runs"][0]["automationDetails"] == {"id": "web/"}
    assert merged["runs"][0]["properties"]["scanStatus"] == "partial"
    assert merged["runs"][0]["properties"]["mergeProblems"] == ["shard-1.sarif: part 1 of 2 again (also shard-1.sarif)"]
    assert run_cli("sarif", "validate", str(sarif)).exit_code == 0


def test_merge_refuses_an_incomplete_or_mixed_shard_set_in_one_line(run_cli, tmp_path: Path) -> None:
    """Issue 25, item 19: 1 of 2 parts, a part twice, a part of another tree, a part and the
    whole SARIF each used to merge into `scanStatus: complete`."""
    root = TREES["sample-app"]
    one, two = _parts(run_cli, root, tmp_path, 2)
    other_tree = tmp_path / "other"
    shutil.copytree(root, other_tree)
    (other_tree / "web" / "lib" / "extra.ts").write_text("export const x = 1;\n", encoding="utf-8")
    _, other_two = _parts(run_cli, other_tree, tmp_path, 2, "other")
    three = _parts(run_cli, root, tmp_path, 3, "third")
    whole = str(tmp_path / "whole.sarif")
    scan(run_cli, root, "--format", "sarif", "-o", whole)
    cases = {
        (one,): "sarif merge: part 2 of 2 missing",
        (one, one): "shard-1.sarif: part 1 of 2 again (also shard-1.sarif)",
        (one, other_two): "other-2.sarif: a part of another checkout than shard-1.sarif (its files differ)",
        (one, two, whole): "whole.sarif: not a part of a sharded scan",
        (one, three[1]): "third-2.sarif: part 2 of 3, not of 2 as shard-1.sarif",
        (three[0],): "sarif merge: parts 2, 3 of 3 missing",
    }
    for files, message in cases.items():
        result = run_cli("sarif", "merge", *files)
        assert result.exit_code == 2, (files, result.output)
        assert result.stderr.startswith(f"secure-lint: error: {message}"), result.stderr
        assert result.stderr.endswith("(--partial merges them anyway, marked partial)\n")
        assert result.stderr.count("\n") == 1
    partial = run_cli("sarif", "merge", one, "--partial")
    assert partial.exit_code == 0, partial.output
    properties = json.loads(partial.stdout)["runs"][0]["properties"]
    assert properties["scanStatus"] == "partial"
    assert properties["mergeProblems"] == ["sarif merge: part 2 of 2 missing"]
    complete = json.loads(run_cli("sarif", "merge", two, one).stdout)["runs"][0]["properties"]
    assert complete == {"scanStatus": "complete"}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "a.sarif: not JSON"),
        ('{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "other"}}}]}', "a.sarif: a run of another tool"),
        ('{"version": "2.0.0", "runs": []}', "a.sarif: not a SARIF 2.1.0 log"),
        (
            '{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "secure-lint", "version": "0.1.0"}},'
            ' "results": [{"ruleId": "x"}]}]}',
            "a.sarif: a result without secure-lint's fingerprint",
        ),
        (
            '{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "secure-lint", "version": "0.0.1"}}}]}',
            "a.sarif: secure-lint 0.0.1, not",
        ),
    ],
)
def test_merge_refuses_what_it_cannot_join_in_one_line(run_cli, tmp_path: Path, content: str, message: str) -> None:
    good = tmp_path / "good.sarif"
    scan(run_cli, TREES["sample-app"], "--format", "sarif", "-o", str(good))
    bad = tmp_path / "a.sarif"
    bad.write_text(content, encoding="utf-8")
    result = run_cli("sarif", "merge", str(good), str(bad))
    assert result.exit_code == 2
    # the file is named by a relative path (or its base name), never an absolute one
    assert re.match(rf"secure-lint: error: (?:[^/\s]\S*/)?{re.escape(message)}", result.stderr)
    assert result.stderr.count("\n") == 1
