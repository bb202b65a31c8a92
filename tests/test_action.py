"""The GitHub Action: schema-valid, injection-safe, and its scan steps run as GitHub runs them.

The steps are taken from action.yml itself and run with `bash --noprofile --norc -eo pipefail`,
the environment variables GitHub sets (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, GITHUB_EVENT_NAME,
GITHUB_EVENT_PATH...) and their `env:` expressions evaluated, against a temporary git repository.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import write_tree

from secure_lint.report.sarif_check import check

pytestmark = pytest.mark.integration

REPO = Path(__file__).parent.parent
ACTION = REPO / "action.yml"
WORKFLOW = REPO / "examples" / "secure-lint.yml"
MATRIX_WORKFLOW = REPO / "examples" / "secure-lint-matrix.yml"
RULES = REPO / "tests" / "data" / "basic-rules.yaml"
BIN = Path(sys.executable).parent
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def _action() -> dict[str, Any]:
    return yaml.safe_load(ACTION.read_text(encoding="utf-8"))


def _steps() -> dict[str, dict[str, Any]]:
    return {step.get("id", step["name"]): step for step in _action()["runs"]["steps"]}


# -- offline schema and static checks -------------------------------------------------------------


def _check_jsonschema(schema: str, path: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "check_jsonschema", "--builtin-schema", schema, str(path)]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


@pytest.mark.parametrize(
    ("schema", "path"),
    [
        ("vendor.github-actions", ACTION),
        ("vendor.github-workflows", WORKFLOW),
        ("vendor.github-workflows", MATRIX_WORKFLOW),
    ],
)
def test_validates_against_schemastore_schema(schema: str, path: Path) -> None:
    done = _check_jsonschema(schema, path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_schema_check_does_catch_a_broken_action(tmp_path: Path) -> None:
    broken = _action()
    broken["runs"]["steps"][0]["uses"] = 42
    del broken["description"]
    path = tmp_path / "action.yml"
    path.write_text(yaml.safe_dump(broken), encoding="utf-8")
    assert _check_jsonschema("vendor.github-actions", path).returncode == 1


def _run_blocks(document: dict[str, Any]) -> list[str]:
    steps = (
        document["runs"]["steps"]
        if "runs" in document
        else [step for job in document["jobs"].values() for step in job["steps"]]
    )
    return [step["run"] for step in steps if "run" in step]


@pytest.mark.parametrize("path", [ACTION, WORKFLOW, MATRIX_WORKFLOW])
def test_no_expression_inside_run(path: Path) -> None:
    """`${{ }}` in `run:` is pasted into the script before bash sees it: script injection."""
    for script in _run_blocks(yaml.safe_load(path.read_text(encoding="utf-8"))):
        assert "${{" not in script


def test_every_input_is_used_and_reaches_shell_only_through_env() -> None:
    action = _action()
    text = ACTION.read_text(encoding="utf-8")
    for name in action["inputs"]:
        assert f"inputs.{name} }}}}" in text, f"input {name} is never used"
    for step in action["runs"]["steps"]:
        for value in (step.get("env") or {}).values():
            assert EXPRESSION.fullmatch(str(value)), f"env value {value!r} is not a single expression"


def test_defaults_outputs_and_upload_step() -> None:
    action = _action()
    defaults = {name: spec.get("default") for name, spec in action["inputs"].items()}
    assert defaults == {
        "paths": ".",
        "config": "",
        "fail-on": "high",
        "diff-base": "",
        "sarif-file": "secure-lint.sarif",
        "upload-sarif": "true",
        "category": "secure-lint",
        "python-version": "3.12",
        "profile": "",
        "args": "",
        "shard": "",
        "cache": "true",
    }
    assert {name: spec["value"] for name, spec in action["outputs"].items()} == {
        "sarif-file": "${{ steps.scan.outputs.sarif-file }}",
        "findings-count": "${{ steps.scan.outputs.findings-count }}",
        "exit-code": "${{ steps.scan.outputs.exit-code }}",
    }
    steps = _steps()
    upload = steps["Upload SARIF to code scanning"]
    assert upload["uses"].startswith("github/codeql-action/upload-sarif@")
    assert upload["with"] == {
        "sarif_file": "${{ steps.scan.outputs.sarif-file }}",
        "category": "${{ steps.scan.outputs.category }}",  # a shard's own category
    }
    assert upload["if"].startswith("always() && ")  # uploads even when the scan found things
    assert steps["verdict"]["if"].startswith("always() && ")
    assert steps["python"]["uses"].startswith("actions/setup-python@")
    assert steps["install"]["env"]["ACTION_PATH"] == "${{ github.action_path }}"
    assert any(step.get("uses", "").startswith("actions/cache@") for step in steps.values())


def test_the_action_docs_show_the_matrix_example_as_it_is() -> None:
    example = MATRIX_WORKFLOW.read_text(encoding="utf-8").split("name: secure-lint\n", 1)[1]
    assert example in (REPO / "docs" / "github-action.md").read_text(encoding="utf-8")
    jobs = yaml.safe_load(MATRIX_WORKFLOW.read_text(encoding="utf-8"))["jobs"]
    assert jobs["scan"]["strategy"]["matrix"]["shard"] == ["1/3", "2/3", "3/3"]
    assert jobs["merge"]["permissions"]["security-events"] == "write"


def test_example_workflow_grants_code_scanning_permissions() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    job = workflow["jobs"]["secure-lint"]
    assert job["permissions"] == {"contents": "read", "security-events": "write", "actions": "read"}
    assert job["steps"][0]["with"]["fetch-depth"] == 0


# -- running the scan steps ------------------------------------------------------------------------


@dataclass
class Run:
    exit_code: int
    outputs: dict[str, str]
    summary: str
    log: str


def _parse_outputs(text: str) -> dict[str, str]:
    outputs: dict[str, str] = {}
    lines = iter(text.splitlines())
    for line in lines:
        if "<<" in line and "=" not in line.split("<<")[0]:
            name, marker = line.split("<<", 1)
            outputs[name] = "\n".join(iter(lines.__next__, marker))
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def _evaluate(value: str, context: dict[str, Any]) -> str:
    def lookup(match: re.Match[str]) -> str:
        found: Any = context
        for part in match.group(1).split("."):
            found = found[part]  # an unknown expression fails the test: keep the action simple
        return str(found)

    return EXPRESSION.sub(lookup, value)


def run_action_steps(repo: Path, tmp: Path, inputs: dict[str, str], event: str, payload: dict) -> Run:
    """Run the Scan and Fail-on-findings steps as GitHub would, in `repo`."""
    action = _action()
    given = {name: spec.get("default", "") for name, spec in action["inputs"].items()} | inputs
    event_path = tmp / "event.json"
    event_path.write_text(json.dumps(payload), encoding="utf-8")
    summary, output = tmp / "summary.md", tmp / "output.txt"
    summary.write_text("", encoding="utf-8")
    github = {"action_path": str(REPO), "event_name": event, "workspace": str(repo)}
    context: dict[str, Any] = {"inputs": given, "github": github, "steps": {"install": {"outputs": {"bin": BIN}}}}
    base_env = {
        "PATH": os.environ["PATH"],
        "HOME": str(tmp),
        "LANG": "C.UTF-8",
        "GITHUB_ACTIONS": "true",
        "GITHUB_WORKSPACE": str(repo),
        "GITHUB_EVENT_NAME": event,
        "GITHUB_EVENT_PATH": str(event_path),
        "GITHUB_STEP_SUMMARY": str(summary),
        "RUNNER_TEMP": str(tmp),
    }
    steps, log, code = _steps(), [], 0
    for step_id in ("scan", "verdict"):
        step = steps[step_id]
        output.write_text("", encoding="utf-8")
        env = (
            base_env | {k: _evaluate(str(v), context) for k, v in step["env"].items()} | {"GITHUB_OUTPUT": str(output)}
        )
        script = tmp / f"{step_id}.sh"
        script.write_text(step["run"], encoding="utf-8")
        done = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            cwd=repo,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        log.append(done.stdout + done.stderr)
        code = done.returncode
        context["steps"][step_id] = {"outputs": _parse_outputs(output.read_text(encoding="utf-8"))}
        if step_id == "scan" and (code != 0 or "exit-code" not in context["steps"]["scan"]["outputs"]):
            break  # the verdict step's `if:` needs the scan's exit code
    return Run(code, context["steps"]["scan"]["outputs"], summary.read_text(encoding="utf-8"), "\n".join(log))


def git(repo: Path, *args: str) -> str:
    env = {
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com",
        "HOME": str(repo.parent),
        "PATH": os.environ["PATH"],
    }
    done = subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, text=True, check=True)
    return done.stdout.strip()


APP = {
    "package.json": '{"name": "shop-web"}\n',
    "src/calc.ts": "export function calc(input: string) {\n  return eval(input);\n}\n",
    "config/app.json": '{"debug": true}\n',
    "docs/notes.md": "nothing to see\n",
}
SCAN_ARGS = f"--no-bundled-rules --rules '{RULES}' --stack typescript"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = write_tree(tmp_path / "repo", APP)
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "app")
    return root


@pytest.fixture
def run(repo: Path, tmp_path: Path) -> Callable[..., Run]:
    def go(inputs: dict[str, str], event: str = "push", payload: dict | None = None) -> Run:
        work = tmp_path / f"runner-{len(list(tmp_path.glob('runner-*')))}"
        work.mkdir()
        return run_action_steps(repo, work, inputs, event, payload or {})

    return go


def test_full_scan_on_push_reports_uploads_and_fails(run, repo: Path) -> None:
    result = run({"args": SCAN_ARGS, "paths": "src config", "category": "web"})
    assert result.exit_code == 1, result.log
    assert result.outputs == {
        "exit-code": "1",
        "findings-count": "2",
        "sarif-file": "secure-lint.sarif",
        "category": "web",
    }
    sarif = (repo / "secure-lint.sarif").read_bytes()
    assert check(sarif) == []
    document = json.loads(sarif)
    assert document["runs"][0]["automationDetails"]["id"] == "web/"
    assert sorted(r["ruleId"] for r in document["runs"][0]["results"]) == ["test.config.debug", "test.injection.eval"]
    assert result.summary.startswith(
        "# secure-lint remediation report\n\n**Result:** 1 open finding at or above `high`"
    )
    assert "| `src/calc.ts:2:10` | `eval` runs `input` |" in result.summary
    assert "::error title=secure-lint::open findings at or above high" in result.log
    assert "::warning" not in result.log


def test_below_the_threshold_passes(run) -> None:
    result = run({"args": SCAN_ARGS, "fail-on": "critical", "paths": "config"})
    assert result.exit_code == 0, result.log
    assert result.outputs["exit-code"] == "0"
    assert result.outputs["findings-count"] == "1"
    assert "**Result:** No open finding at or above `critical`." in result.summary
    assert "secure-lint: no open finding at or above critical (1 results reported)" in result.log


def test_without_upload_findings_become_annotations(run) -> None:
    result = run({"args": SCAN_ARGS, "upload-sarif": "false"})
    assert result.exit_code == 1, result.log
    assert "::error file=src/calc.ts,line=2,col=10,endLine=2,endColumn=21,title=critical%3A" in result.log
    assert "::notice file=config/app.json,line=1," in result.log


def test_usage_error_fails_with_its_exit_code_and_says_so(run) -> None:
    result = run({"args": SCAN_ARGS + " --select nope"})
    assert result.exit_code == 2, result.log
    assert result.outputs["exit-code"] == "2"
    assert "sarif-file" not in result.outputs  # nothing to upload
    assert "The scan did not complete (exit code 2)" in result.summary
    assert "no rule, pack or category named 'nope'" in result.log
    assert "::error title=secure-lint::the scan did not complete (exit code 2)" in result.log


def test_inputs_are_never_evaluated_by_the_shell(run, repo: Path, tmp_path: Path) -> None:
    canary = tmp_path / "pwned"
    hostile = f"src $(touch {canary}) `touch {canary}` ; touch {canary}"
    result = run({"args": SCAN_ARGS, "paths": hostile, "category": f"x$(touch {canary})"})
    assert not canary.exists()
    assert result.exit_code == 2  # the words are taken as paths, which do not exist
    unbalanced = run({"args": "--select 'secrets"})
    assert unbalanced.exit_code == 2
    assert "::error title=secure-lint::input args: No closing quotation" in unbalanced.log


def test_pull_request_base_missing_from_checkout_falls_back_to_a_full_scan(run) -> None:
    payload = {"pull_request": {"base": {"sha": "0" * 40}, "number": 7}}
    result = run({"args": SCAN_ARGS}, event="pull_request", payload=payload)
    assert "::warning title=secure-lint::the diff base is not in this checkout" in result.log
    assert result.outputs["findings-count"] == "2"
    assert result.exit_code == 1


def _supports_diff_base() -> bool:
    done = subprocess.run([str(BIN / "secure-lint"), "scan", "--help"], capture_output=True, text=True, check=False)
    return "--diff-base" in done.stdout


def test_pull_request_scans_only_changed_lines(run, repo: Path) -> None:
    if not _supports_diff_base():
        pytest.skip("`secure-lint scan` has no --diff-base yet (git-aware scanning, issue 4)")
    base = git(repo, "rev-parse", "HEAD")
    git(repo, "checkout", "-q", "-b", "feature")
    (repo / "src" / "calc.ts").write_text(
        "export function calc(input: string) {\n  return eval(input);\n}\n"
        "export const again = (code: string) => eval(code);\n",
        encoding="utf-8",
    )
    git(repo, "commit", "-q", "-am", "more eval")
    payload = {"pull_request": {"base": {"sha": base}, "head": {"sha": git(repo, "rev-parse", "HEAD")}}}
    result = run({"args": SCAN_ARGS}, event="pull_request", payload=payload)
    assert result.exit_code == 1, result.log
    document = json.loads((repo / "secure-lint.sarif").read_text(encoding="utf-8"))
    lines = [
        (
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            r["locations"][0]["physicalLocation"]["region"]["startLine"],
        )
        for r in document["runs"][0]["results"]
    ]
    assert lines == [("src/calc.ts", 4)]
    assert result.outputs["findings-count"] == "1"
    full = run({"args": SCAN_ARGS, "diff-base": "none"}, event="pull_request", payload=payload)
    assert full.outputs["findings-count"] == "3"


def test_a_shard_scans_its_part_under_its_own_category(run, repo: Path, tmp_path: Path) -> None:
    write_tree(repo, {f"src/more{i}.ts": f"export const f{i} = (s: string) => eval(s);\n" for i in range(4)})
    sarif_file = str(tmp_path / "out.sarif")  # not in the tree the next scan reads
    whole = int(run({"args": SCAN_ARGS, "sarif-file": sarif_file}).outputs["findings-count"])
    counts = []
    for shard in ("1/2", "2/2"):
        result = run({"args": SCAN_ARGS, "shard": shard, "sarif-file": sarif_file})
        assert result.exit_code == 1, result.log
        assert result.outputs["category"] == f"secure-lint/shard-{shard[0]}-of-2"
        sarif = json.loads(Path(sarif_file).read_text(encoding="utf-8"))
        assert sarif["runs"][0]["automationDetails"]["id"] == f"secure-lint/shard-{shard[0]}-of-2/"
        counts.append(int(result.outputs["findings-count"]))
    assert sum(counts) == whole and min(counts) > 0


def test_a_malformed_shard_is_a_usage_error(run) -> None:
    result = run({"args": SCAN_ARGS, "shard": "3/2"})
    assert result.outputs["exit-code"] == "2"
    assert "--shard 3/2: K must be between 1 and N" in result.log


def run_step(step: dict[str, Any], context: dict[str, Any], tmp_path: Path) -> dict[str, str]:
    """One `run:` step alone, its `env:` evaluated in `context`, in `tmp_path`: its outputs."""
    output = tmp_path / "output.txt"
    output.write_text("", encoding="utf-8")
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "GITHUB_OUTPUT": str(output)}
    env |= {k: _evaluate(str(v), context) for k, v in step["env"].items()}
    script = tmp_path / "step.sh"
    script.write_text(step["run"], encoding="utf-8")
    command = ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)]
    assert subprocess.run(command, env=env, cwd=tmp_path, check=False).returncode == 0
    return _parse_outputs(output.read_text(encoding="utf-8"))


def test_result_cache_key_step_hashes_the_sources_config_and_shard(tmp_path: Path) -> None:
    step = _steps()["result-cache"]
    cache = next(s for s in _steps().values() if "secure-lint-results" in s.get("with", {}).get("key", ""))
    assert cache["if"] == "steps.result-cache.outputs.enabled == 'true'"
    assert cache["with"]["path"] == "${{ runner.temp }}/secure-lint-cache"
    outputs = []
    for config, shard, enabled in (("", "", "true"), ("", "2/3", "true"), (".secure-lint.yaml", "2/3", "false")):
        (tmp_path / ".secure-lint.yaml").write_text(f"fail-on: {'high' if config else 'low'}\n", encoding="utf-8")
        context = {
            "github": {"action_path": str(REPO)},
            "inputs": {"config": config, "shard": shard, "cache": enabled},
            "steps": {"python": {"outputs": {"python-path": sys.executable}}},
        }
        outputs.append(run_step(step, context, tmp_path))
    assert [o["enabled"] for o in outputs] == ["true", "true", "false"]
    assert [o["shard"] for o in outputs] == ["all", "2-3", "2-3"]
    assert all(re.fullmatch(r"[0-9a-f]{16}", o["hash"]) for o in outputs)
    assert outputs[0]["hash"] != outputs[2]["hash"]  # the configuration is part of the key


def test_pip_cache_key_step_hashes_the_action_sources(tmp_path: Path) -> None:
    step = _steps()["pip-cache"]
    context = {"github": {"action_path": str(REPO)}, "steps": {"python": {"outputs": {"python-path": sys.executable}}}}
    outputs = run_step(step, context, tmp_path)
    assert set(outputs) == {"dir", "hash"}
    assert re.fullmatch(r"[0-9a-f]{16}", outputs["hash"])
    assert outputs["dir"]
