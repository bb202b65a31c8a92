"""`secure-lint init`: a starter config that loads, written once, and the snippets to use it."""

from __future__ import annotations

import yaml

from secure_lint import __version__
from secure_lint.core.config import load_config


def test_init_writes_a_valid_starter_config_and_prints_the_snippets(tree, run_cli) -> None:
    root = tree({"src/app.ts": "export {};\n"})
    result = run_cli("init", cwd=root)
    assert result.exit_code == 0
    assert result.stdout.startswith("wrote .secure-lint.yaml\n")
    assert load_config(root).fail_on == "low"  # the starter file validates
    pre_commit, workflow = result.stdout.split("# .pre-commit-config.yaml\n")[1].split("# .github/workflows/")
    hooks = yaml.safe_load(pre_commit.split("\nTo scan pull requests")[0])["repos"][0]
    assert hooks["rev"] == "main"  # no release tag exists (issue 25, item 28): a ref that does, and how to pin
    assert "rev: main  # pin a commit: pre-commit autoupdate --freeze\n" in result.stdout
    assert [h["id"] for h in hooks["hooks"]] == ["secure-lint"]
    job = yaml.safe_load(workflow.split("\n", 1)[1])["jobs"]["secure-lint"]
    assert job["permissions"]["security-events"] == "write"
    assert job["steps"][-1]["uses"] == "secure-lint/secure-lint@main"
    assert f"v{__version__}" not in result.stdout
    assert run_cli("scan", "--select", "secrets", cwd=root).exit_code == 0  # scans use it


def test_init_refuses_to_overwrite_without_force(tree, run_cli) -> None:
    root = tree({".secure-lint.yaml": "fail-on: high\n"})
    refused = run_cli("init", cwd=root)
    assert (refused.exit_code, refused.stderr) == (
        2,
        "secure-lint: error: .secure-lint.yaml already exists; pass --force to overwrite it\n",
    )
    assert (root / ".secure-lint.yaml").read_text() == "fail-on: high\n"
    assert run_cli("init", "--force", cwd=root).exit_code == 0
    assert "max-file-size: 1048576" in (root / ".secure-lint.yaml").read_text()
    assert [p.name for p in root.iterdir()] == [".secure-lint.yaml"]  # no temporary file left
