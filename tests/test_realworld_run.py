"""bench/realworld/run.py: the app list it refuses, and how its Judge gives verdicts to findings."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

RUN_PY = Path(__file__).resolve().parent.parent / "bench" / "realworld" / "run.py"


def test_an_unknown_app_name_is_a_usage_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(RUN_PY), "--cache", str(tmp_path), "--reuse", "--only", "grist,cobalt"],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 2
    assert "--only: no app named grist,cobalt (names are separated by spaces)" in done.stderr
    assert done.stdout == ""


def test_precision_is_not_rewritten_from_apps_that_were_not_read(tmp_path: Path) -> None:
    precision = tmp_path / "precision.json"
    precision.write_text('{"kept": true}\n')
    done = subprocess.run(
        [sys.executable, str(RUN_PY), "--cache", str(tmp_path / "empty"), "--reuse", "--only", "dub",
         "--write-precision", str(precision)],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 2
    assert "--write-precision: dub was not scanned or read" in done.stderr
    assert "left as it was" in done.stderr
    assert precision.read_text() == '{"kept": true}\n'


@pytest.fixture(scope="module")
def realworld() -> ModuleType:
    spec = importlib.util.spec_from_file_location("realworld_run_judge", RUN_PY)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["realworld_run_judge"] = module
    spec.loader.exec_module(module)
    return module


def _entry(line: int, instance_id: str, verdict: str) -> dict:
    return {"app": "shop", "rule": "r", "at": f"src/a.ts:{line}", "instance_id": instance_id, "verdict": verdict}


def _finding(line: int, instance_id: str) -> dict:
    return {"rule_id": "r", "instance_id": instance_id, "location": {"path": "src/a.ts", "start_line": line}}


def test_a_later_identical_text_does_not_inherit_the_verdict_of_one_no_longer_reported(
    realworld: ModuleType,
) -> None:
    # the same text at lines 20 (occurrence 0, id "a") and 57 (occurrence 1, id "b"), judged apart
    judge = realworld.Judge([_entry(20, "a", "false"), _entry(57, "b", "true")])
    # a later build no longer reports line 20: line 57 is now occurrence 0 and carries id "a"
    assert judge.verdict("shop", _finding(57, "a")) == "true"
    assert judge.verdict("shop", _finding(20, "a")) == "false"


def test_an_id_alone_holds_its_verdict_only_near_its_place(realworld: ModuleType) -> None:
    judge = realworld.Judge([_entry(20, "a", "false")])
    assert judge.verdict("shop", _finding(22, "a")) == "false"  # the rule now reports the statement's first line
    assert judge.verdict("shop", _finding(57, "a")) is None  # another text of the file, never judged
    moved = {**_finding(20, "a"), "location": {"path": "src/b.ts", "start_line": 20}}
    assert judge.verdict("shop", moved) is None


def test_two_findings_on_one_line_keep_their_own_verdicts(realworld: ModuleType) -> None:
    judge = realworld.Judge([_entry(9, "a", "true"), _entry(9, "b", "false")])
    assert [judge.verdict("shop", _finding(9, i)) for i in ("a", "b")] == ["true", "false"]


def test_every_verdict_of_the_triage_goes_to_the_finding_it_names(realworld: ModuleType) -> None:
    entries = realworld.load_triage(realworld.TRIAGE)
    judge = realworld.Judge(entries)
    for entry in entries:
        if not entry.get("instance_id"):
            continue
        path, _, line = entry["at"].rpartition(":")
        finding = {"rule_id": entry["rule"], "instance_id": entry["instance_id"],
                   "location": {"path": path, "start_line": int(line)}}
        assert judge.verdict(entry["app"], finding) == entry["verdict"], entry["at"]


def test_a_forecast_knows_a_batch_s_tuning_half_but_not_its_test_half() -> None:
    spec = importlib.util.spec_from_file_location("realworld_forecast", RUN_PY.parent / "forecast.py")
    assert spec and spec.loader
    forecast = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(forecast)
    apps = {
        name: SimpleNamespace(batch=batch, half=half)
        for name, batch, half in
        (("old", 3, "test"), ("tuned", 5, "tuning"), ("unseen", 5, "test"), ("later", 6, "tuning"))
    }
    entries = [{"app": name, "rule": "r", "verdict": verdict} for name, verdict in
               (("old", "true"), ("tuned", "false"), ("unseen", "false"), ("later", "true"))]
    record = forecast.record_before(5, entries, apps)
    assert record["r"] == {"true": 1, "false": 1}  # batch 3 and batch 5's tuning half; not batch 5's test half or 6
