"""`secure-lint rules profile`: a scan timed by phase, matcher kind and rule (times not asserted)."""

from __future__ import annotations

import json

APP = {
    "package.json": '{"name": "shop", "dependencies": {"express": "4.19.0"}}\n',
    "src/run.ts": "export function run(code: string) {\n  return eval(code);\n}\n",
    "src/plain.ts": "export const answer = 42;\n",
    "README.md": "# shop\n",
}


def test_profile_reports_each_rule_that_ran_with_its_files_and_matches(tree, run_cli) -> None:
    root = tree(APP)
    result = run_cli("rules", "profile", "--format", "json", "--select", "js.injection", cwd=root)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["files"], data["parsed"]) == (4, 1)  # only run.ts holds a rule's keywords
    assert set(data["phases"]) == {
        "load rules",
        "list files, detect stacks",
        "read and decode",
        "parse",
        "engine: rule choice, prefilters, findings, suppressions",
    }
    assert set(data["kinds"]) == {"taint"}
    eval_rule = data["rules"]["js.injection.eval-dynamic"]
    assert (eval_rule["kind"], eval_rule["files"], eval_rule["matches"]) == ("taint", 1, 1)


def test_profile_text_lists_phases_and_the_slowest_rules(tree, run_cli) -> None:
    root = tree(APP)
    result = run_cli("rules", "profile", "--top", "1", "--select", "js.injection", cwd=root)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("4 files scanned (1 parsed) in ")
    assert any(line.startswith("match: taint") for line in lines)
    header = lines.index(next(line for line in lines if line.startswith("rule ")))
    assert len(lines) == header + 2  # --top 1: one rule listed


def test_profile_of_a_missing_rule_file_is_one_line_and_exit_2(tree, run_cli) -> None:
    result = run_cli("rules", "profile", "--rules", "nope.yaml", cwd=tree(APP))
    assert result.exit_code == 2
    assert "nope.yaml" in result.output and "Traceback" not in result.output
