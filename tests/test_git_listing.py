"""Inside a git repository the scan lists files as git does: a tracked file is never ignored.

Issue 11, defect 1: a `.env` force-added past `.gitignore` used to pass every scan but
`--staged`. (The pre-commit hooks are covered in test_precommit.py.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import findings_of
from git_helpers import git, isolate_git, new_repo, write

RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"
ENV = f"STRIPE_WEBHOOK_SECRET=whsec_local\nACME_TOKEN={TOKEN}\n"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository ignoring `.env` and `config/**` but `config/.env.shared`, with `.env` force-added."""
    isolate_git(monkeypatch, tmp_path / "home")
    path = new_repo(
        tmp_path / "app",
        {
            ".gitignore": ".env\nconfig/**\n!config/.env.shared\nlocal/\n",
            "src/app.ts": "export const port = Number(process.env.PORT ?? 3000);\n",
        },
    )
    write(path, {".env": ENV})
    git(path, "add", "--force", ".env")
    git(path, "commit", "-q", "-m", "add env")
    write(path, {"config/.env.shared": f"ACME_TOKEN={TOKEN}\n", "config/local.ts": f"const k = '{TOKEN}';\n"})
    write(path, {"local/notes.ts": f"const k = '{TOKEN}';\n"})
    return path


def scan(run_cli, repo: Path, *args: str) -> list[tuple[str, int, str]]:
    result = run_cli(
        "scan", "--no-bundled-rules", "--rules", RULES, "--format", "json", "--fail-on", "never", *args, cwd=repo
    )
    assert result.exit_code == 0, result.output
    return findings_of(result)


def test_a_full_scan_sees_a_tracked_file_that_gitignore_matches_and_negations(repo: Path, run_cli) -> None:
    assert scan(run_cli, repo) == [
        (".env", 1, "test.secrets.env-file"),
        (".env", 2, "test.secrets.token"),
        ("config/.env.shared", 1, "test.secrets.env-file"),
        ("config/.env.shared", 1, "test.secrets.token"),
    ]


def test_an_explicit_path_to_a_tracked_ignored_file_is_scanned(repo: Path, run_cli) -> None:
    assert scan(run_cli, repo, ".env", "src") == [
        (".env", 1, "test.secrets.env-file"),
        (".env", 2, "test.secrets.token"),
    ]


def test_an_explicitly_named_untracked_ignored_file_is_scanned_but_not_its_directory(repo: Path, run_cli) -> None:
    assert scan(run_cli, repo, "local/notes.ts") == [("local/notes.ts", 1, "test.secrets.token")]
    assert scan(run_cli, repo, "local") == []


def test_diff_base_sees_a_force_added_file_changed_on_the_branch(repo: Path, run_cli) -> None:
    git(repo, "checkout", "-q", "-b", "feature")
    write(repo, {".env": ENV + f"ACME_SECOND={TOKEN[:-1]}Q\n"})
    git(repo, "commit", "-q", "-am", "second token")
    assert scan(run_cli, repo, "--diff-base", "main", "--committed-only") == [(".env", 3, "test.secrets.token")]
    assert scan(run_cli, repo, "--diff-base", "main") == [  # untracked, not ignored: every line is new
        (".env", 3, "test.secrets.token"),
        ("config/.env.shared", 1, "test.secrets.env-file"),
        ("config/.env.shared", 1, "test.secrets.token"),
    ]


def test_ignored_files_are_recorded_as_skipped(repo: Path, run_cli) -> None:
    result = run_cli("scan", "--no-bundled-rules", "--rules", RULES, "--format", "json", cwd=repo)
    skipped = {s["path"]: s["reason"] for s in json.loads(result.stdout)["coverage"]["skipped"]}
    assert skipped == {"config/local.ts": "ignored", "local": "ignored"}


def test_from_a_subdirectory_the_scan_covers_that_directory_with_repository_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, run_cli
) -> None:
    """Issue 11, defect 6: like ruff and `git grep`, the current directory; paths and the
    configuration are the repository's."""
    isolate_git(monkeypatch, tmp_path / "home")
    repo = new_repo(
        tmp_path / "mono",
        {
            ".secure-lint.yaml": "exclude: ['apps/web/legacy/**']\n",
            "apps/web/src/keys.ts": f"export const key = '{TOKEN}';\n",
            "apps/web/legacy/old.ts": f"export const key = '{TOKEN}';\n",
            "apps/api/src/keys.ts": f"export const key = '{TOKEN}';\n",
        },
    )
    result = run_cli("scan", "--no-bundled-rules", "--rules", RULES, cwd=repo / "apps/web")
    assert result.exit_code == 1, result.output
    assert (
        result.stdout.splitlines()[0] == "apps/web/src/keys.ts:1:21: high test.secrets.token an Acme token is committed"
    )
    assert "apps/api" not in result.stdout and "legacy/old.ts" not in result.stdout
    whole = run_cli(
        "scan", "--no-bundled-rules", "--rules", RULES, "--format", "json", str(repo), cwd=repo / "apps/web"
    )
    assert [f[0] for f in findings_of(whole)] == ["apps/api/src/keys.ts", "apps/web/src/keys.ts"]
