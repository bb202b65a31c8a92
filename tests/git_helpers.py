"""Temporary git repositories for tests: isolated from the user's git configuration."""

from __future__ import annotations

import subprocess
import textwrap
from pathlib import Path

import pytest


def isolate_git(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    """No global or system git config, hooks or signing from the machine running the tests."""
    home.mkdir(parents=True, exist_ok=True)
    config = home / "gitconfig"
    config.write_text(
        "[user]\n\tname = Test Author\n\temail = author@example.com\n"
        "[init]\n\tdefaultBranch = main\n[commit]\n\tgpgsign = false\n[core]\n\tautocrlf = false\n"
    )
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(config))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    for name in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        monkeypatch.delenv(name, raising=False)


def git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True)
    if check and done.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed: {done.stderr}")
    return done


def write(repo: Path, files: dict[str, str]) -> None:
    for relpath, content in files.items():
        path = repo / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(content).lstrip("\n"), encoding="utf-8")


def new_repo(path: Path, files: dict[str, str] | None = None, message: str = "start") -> Path:
    """A repository at `path`; with `files`, they are written and committed."""
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q")
    if files:
        write(path, files)
        git(path, "add", "--", *files)
        git(path, "commit", "-q", "-m", message)
    return path
