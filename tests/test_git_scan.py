"""Git-aware scans: `--staged` reads the index, `--diff-base` reports changed lines only."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import findings_of
from git_helpers import git, isolate_git, new_repo, write

from secure_lint import git as git_plumbing

RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"
CLEAN = "export const answer = 42;\n"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    isolate_git(monkeypatch, tmp_path / "home")
    return new_repo(tmp_path / "app")


def scan(run_cli, repo: Path, *args: str) -> list[tuple[str, int, str]]:
    result = run_cli("scan", "--no-bundled-rules", "--rules", RULES, "--format", "json", *args, cwd=repo)
    assert result.exit_code in (0, 1), result.output
    return findings_of(result)


# --staged ------------------------------------------------------------------------------


def test_first_commit_without_head_and_paths_with_spaces_and_non_ascii(repo: Path, run_cli) -> None:
    write(
        repo,
        {
            "src/my settings.ts": f"export const key = '{TOKEN}';\n",
            "src/größe/ünïcode.ts": f"// one\n// two\nexport const key = '{TOKEN}';\n",
            "src/clean.ts": CLEAN,
        },
    )
    git(repo, "add", ".")
    assert scan(run_cli, repo, "--staged") == [
        ("src/größe/ünïcode.ts", 3, "test.secrets.token"),
        ("src/my settings.ts", 1, "test.secrets.token"),
    ]


def test_partially_staged_files_are_scanned_as_staged_with_index_line_numbers(repo: Path, run_cli) -> None:
    write(repo, {"src/config.ts": CLEAN, "src/client.ts": CLEAN})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    # config.ts: the secret is staged, then removed (and lines added) in the working copy only
    write(repo, {"src/config.ts": CLEAN + f"export const key = '{TOKEN}';\n"})
    git(repo, "add", "src/config.ts")
    write(repo, {"src/config.ts": "// one\n// two\n" + CLEAN})
    # client.ts: the staged version is clean, the unstaged working copy has a secret
    write(repo, {"src/client.ts": CLEAN + "// x\n"})
    git(repo, "add", "src/client.ts")
    write(repo, {"src/client.ts": CLEAN + f"export const key = '{TOKEN}';\n"})

    assert scan(run_cli, repo, "--staged") == [("src/config.ts", 2, "test.secrets.token")]
    assert scan(run_cli, repo) == [("src/client.ts", 2, "test.secrets.token")]  # the working tree


def test_deleted_files_are_ignored_and_renamed_files_scanned_under_their_new_name(repo: Path, run_cli) -> None:
    secret = f"export const key = '{TOKEN}';\n"
    write(repo, {"src/old.ts": secret, "src/gone.ts": secret, "src/kept.ts": secret})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    git(repo, "rm", "-q", "src/gone.ts")
    git(repo, "mv", "src/old.ts", "src/new.ts")
    assert scan(run_cli, repo, "--staged") == [("src/new.ts", 1, "test.secrets.token")]


def test_staged_paths_limit_the_scan_and_symlinks_are_not_followed(repo: Path, run_cli, tmp_path: Path) -> None:
    (tmp_path / "outside.ts").write_text(f"const k = '{TOKEN}';\n")
    write(repo, {"web/a.ts": f"const k = '{TOKEN}';\n", "api/b.ts": f"const k = '{TOKEN}';\n"})
    os.symlink(tmp_path / "outside.ts", repo / "web" / "link.ts")
    git(repo, "add", ".")
    result = run_cli(
        "scan", "--staged", "web", "--no-bundled-rules", "--rules", RULES, "--format", "json", cwd=repo
    )
    data = json.loads(result.stdout)
    assert findings_of(result) == [("web/a.ts", 1, "test.secrets.token")]
    assert data["coverage"]["skipped"] == [{"path": "web/link.ts", "reason": "symlink_not_followed"}]


def test_staged_outside_a_repository_is_a_one_line_error(tmp_path: Path, run_cli, monkeypatch) -> None:
    isolate_git(monkeypatch, tmp_path / "home")
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    (tmp_path / "plain").mkdir()
    result = run_cli("scan", "--staged", "--no-bundled-rules", "--rules", RULES, cwd=tmp_path / "plain")
    assert result.exit_code == 2
    assert result.stderr == "secure-lint: error: --staged: not inside a git repository\n"


def _install_hook(repo: Path) -> None:
    hook = repo / ".git" / "hooks" / "pre-commit"
    hook.write_text(
        f'#!/bin/sh\nexec "{sys.executable}" -m secure_lint scan --staged --no-bundled-rules --rules "{RULES}"\n'
    )
    hook.chmod(hook.stat().st_mode | stat.S_IXUSR)


def test_as_a_git_hook_inside_git_commit(repo: Path) -> None:
    write(repo, {"src/a.ts": CLEAN, "src/b.ts": CLEAN})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    _install_hook(repo)

    # a staged secret blocks the commit; the message says where
    write(repo, {"src/a.ts": CLEAN + f"const k = '{TOKEN}';\n"})
    git(repo, "add", "src/a.ts")
    blocked = git(repo, "commit", "-q", "-m", "secret", check=False)
    assert blocked.returncode == 1
    assert "src/a.ts:2:12: high test.secrets.token an Acme token is committed" in blocked.stderr

    # `git commit src/b.ts` commits b only, through a temporary index (GIT_INDEX_FILE)
    write(repo, {"src/b.ts": CLEAN + "// reviewed\n"})
    assert git(repo, "commit", "-q", "-m", "only b", "src/b.ts", check=False).returncode == 0

    # `git commit -a` stages the working copy into the index it commits: the secret is seen
    git(repo, "reset", "-q")
    assert git(repo, "commit", "-q", "-a", "-m", "all", check=False).returncode == 1
    assert git(repo, "status", "--porcelain").stdout == " M src/a.ts\n"  # nothing committed, no lock left


# --diff-base ---------------------------------------------------------------------------

API = """export function run(input: string) {
  return eval(input);
}

export function describe(job: { id: string; name: string }): string {
  return `${job.id}: ${job.name}`;
}

export const MAX_JOBS = 16;
"""


@pytest.fixture
def branch(repo: Path) -> Path:
    """main has one eval in src/api.ts; the `feature` branch moves it and adds one."""
    write(repo, {"src/api.ts": API, "src/util.ts": CLEAN})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    git(repo, "checkout", "-q", "-b", "feature")
    write(repo, {"src/api.ts": "// API of the worker\n\n" + API + "export const twice = (x: string) => eval(x);\n"})
    git(repo, "commit", "-q", "-am", "twice")
    return repo


def test_only_findings_on_changed_lines_since_the_merge_base(branch: Path, run_cli) -> None:
    git(branch, "checkout", "-q", "main")  # main moves on after the branch point
    write(branch, {"src/util.ts": "export const later = (y: string) => eval(y);\n"})
    git(branch, "commit", "-q", "-am", "later on main")
    git(branch, "checkout", "-q", "feature")
    assert scan(run_cli, branch) == [
        ("src/api.ts", 4, "test.injection.eval"),
        ("src/api.ts", 12, "test.injection.eval"),
    ]
    assert scan(run_cli, branch, "--diff-base", "main") == [("src/api.ts", 12, "test.injection.eval")]


def test_uncommitted_changes_count_unless_committed_only(branch: Path, run_cli) -> None:
    write(branch, {"src/util.ts": CLEAN + "export const more = (z: string) => eval(z);\n"})  # unstaged
    write(branch, {"src/new-file.ts": f"const k = '{TOKEN}';\n"})  # untracked
    write(branch, {"src/ignored.ts": f"const k = '{TOKEN}';\n", ".gitignore": "src/ignored.ts\n"})
    assert scan(run_cli, branch, "--diff-base", "main") == [
        ("src/api.ts", 12, "test.injection.eval"),
        ("src/new-file.ts", 1, "test.secrets.token"),
        ("src/util.ts", 2, "test.injection.eval"),
    ]
    assert scan(run_cli, branch, "--diff-base", "main", "--committed-only") == [
        ("src/api.ts", 12, "test.injection.eval")
    ]


def test_changed_symlinks_are_counted_and_listed_alike_from_the_working_tree_and_commits(
    branch: Path, run_cli
) -> None:
    os.symlink("api.ts", branch / "src" / "link.ts")
    git(branch, "add", ".")
    git(branch, "commit", "-q", "-m", "link")
    for committed_only in ((), ("--committed-only",)):
        args = ("--diff-base", "main", *committed_only, "--no-bundled-rules", "--rules", RULES, "--format", "json")
        coverage = json.loads(run_cli("scan", *args, cwd=branch).stdout)["coverage"]
        assert coverage["skipped"] == [{"path": "src/link.ts", "reason": "symlink_not_followed"}]
        assert (coverage["files_considered"], coverage["files_scanned"]) == (2, 1)


def test_committed_only_reads_the_commit_not_the_working_tree(branch: Path, run_cli) -> None:
    write(branch, {"src/api.ts": "\n\n\n" + API})  # the new eval is gone from the working copy only
    assert scan(run_cli, branch, "--diff-base", "main") == []
    assert scan(run_cli, branch, "--diff-base", "main", "--committed-only") == [
        ("src/api.ts", 12, "test.injection.eval")
    ]


def test_renames_are_followed(branch: Path, run_cli) -> None:
    git(branch, "mv", "src/api.ts", "src/worker api.ts")
    git(branch, "commit", "-q", "-m", "rename")
    assert scan(run_cli, branch, "--diff-base", "main") == [("src/worker api.ts", 12, "test.injection.eval")]


def test_unknown_revision_is_a_one_line_error(branch: Path, run_cli) -> None:
    result = run_cli("scan", "--diff-base", "origin/nope", "--no-bundled-rules", "--rules", RULES, cwd=branch)
    assert result.exit_code == 2
    assert result.stderr == "secure-lint: error: --diff-base: unknown revision 'origin/nope'\n"


def test_conflicting_options_are_usage_errors(branch: Path, run_cli) -> None:
    both = run_cli("scan", "--staged", "--diff-base", "main", cwd=branch)
    assert (both.exit_code, both.stderr) == (2, "secure-lint: error: --staged and --diff-base cannot be combined\n")
    alone = run_cli("scan", "--committed-only", cwd=branch)
    assert (alone.exit_code, alone.stderr) == (2, "secure-lint: error: --committed-only needs --diff-base REF\n")


# any partition of the file list -----------------------------------------------------------

NEXT_RULE = """
rules:
  - id: test.next.svg
    title: SVG images allowed
    message: dangerouslyAllowSVG is on
    severity: medium
    confidence: high
    category: configuration
    stacks: [nextjs]
    languages: [javascript, typescript, tsx]
    match: {regex: {pattern: 'dangerouslyAllowSVG:\\s*true'}}
"""


@pytest.mark.parametrize("with_git", [True, False], ids=["git", "plain-directory"])
def test_any_subset_of_files_gets_the_stacks_of_the_whole_tree(tmp_path, monkeypatch, run_cli, with_git) -> None:
    isolate_git(monkeypatch, tmp_path / "home")
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    files = {
        "package.json": '{"dependencies": {"next": "14.2.0"}}\n',
        "web/images.ts": "export const images = { dangerouslyAllowSVG: true };\n",
        "web/other.ts": CLEAN,
        "rules.yaml": NEXT_RULE,
    }
    root = new_repo(tmp_path / "app", files) if with_git else tmp_path / "app"
    write(root, files)
    for subset in (["web/images.ts"], ["web/other.ts", "web/images.ts"], ["."]):
        result = run_cli("scan", "--no-bundled-rules", "--rules", "rules.yaml", "--format", "json", *subset, cwd=root)
        assert findings_of(result) == [("web/images.ts", 1, "test.next.svg")], subset


def test_a_staged_scan_gets_the_stacks_of_the_whole_tree(tmp_path, monkeypatch, run_cli) -> None:
    """Git lists the tree for stack detection while the rules load (pipeline.listing_ahead)."""
    isolate_git(monkeypatch, tmp_path / "home")
    files = {
        "package.json": '{"dependencies": {"next": "14.2.0"}}\n',
        "web/images.ts": CLEAN,
        "rules.yaml": NEXT_RULE,
    }
    root = new_repo(tmp_path / "app", files)
    write(root, {"web/images.ts": "export const images = { dangerouslyAllowSVG: true };\n"})
    git(root, "add", "web/images.ts")
    args = ("scan", "--staged", "--no-bundled-rules", "--rules", "rules.yaml", "--format", "json")
    assert findings_of(run_cli(*args, cwd=root)) == [("web/images.ts", 1, "test.next.svg")]
    assert findings_of(run_cli(*args, "--stack", "common", cwd=root)) == []  # forced: nothing listed


def test_a_staged_scan_lists_the_index_once_and_reads_it_through_one_process(tmp_path, monkeypatch, run_cli) -> None:
    """Stack detection and the whole-repository step share the snapshot (repo/content.py):
    one `git ls-files -s` and one `git cat-file --batch` for both."""
    isolate_git(monkeypatch, tmp_path / "home")
    files = {"package.json": '{"dependencies": {"next": "14.2.0"}}\n', "web/images.ts": CLEAN, "rules.yaml": NEXT_RULE}
    root = new_repo(tmp_path / "app", files)
    write(root, {"web/images.ts": "export const images = { dangerouslyAllowSVG: true };\n"})
    git(root, "add", "web/images.ts")
    started: list[tuple[str, ...]] = []
    streams: list[object] = []
    start, open_stream = git_plumbing.Started.__init__, git_plumbing.BlobStream._process

    def counted_start(self, root: Path, *args: str, what: str = "git") -> None:
        started.append(args)
        start(self, root, *args, what=what)

    def counted_stream(self):
        if self.process is None:
            streams.append(self)
        return open_stream(self)

    monkeypatch.setattr(git_plumbing.Started, "__init__", counted_start)
    monkeypatch.setattr(git_plumbing.BlobStream, "_process", counted_stream)
    args = ("scan", "--staged", "--no-bundled-rules", "--rules", "rules.yaml", "--format", "json")
    assert findings_of(run_cli(*args, cwd=root)) == [("web/images.ts", 1, "test.next.svg")]
    assert started == [("ls-files", "-s", "-z", "--")]
    assert len(streams) == 1


def test_a_staged_scan_takes_its_stacks_from_the_index(tmp_path, monkeypatch, run_cli) -> None:
    isolate_git(monkeypatch, tmp_path / "home")
    react = '{"dependencies": {"react": "18.2.0"}}\n'
    next_app = '{"dependencies": {"next": "14.2.0", "react": "18.2.0"}}\n'
    root = new_repo(tmp_path / "app", {"package.json": react, "web/images.ts": CLEAN, "rules.yaml": NEXT_RULE})
    write(root, {"web/images.ts": "export const images = { dangerouslyAllowSVG: true };\n"})
    git(root, "add", "web/images.ts")
    args = ("scan", "--staged", "--no-bundled-rules", "--rules", "rules.yaml", "--format", "json")
    write(root, {"package.json": next_app})  # not staged: the commit records no Next.js app
    assert findings_of(run_cli(*args, cwd=root)) == []
    git(root, "add", "package.json")
    write(root, {"package.json": react})  # staged, then undone in the working tree only
    assert findings_of(run_cli(*args, cwd=root)) == [("web/images.ts", 1, "test.next.svg")]


def test_a_listing_started_ahead_is_read_or_stopped(repo: Path, tmp_path: Path, monkeypatch) -> None:
    write(repo, {"src/app.ts": CLEAN})
    with git_plumbing.start_tracked_files(repo) as listing:
        assert git_plumbing.tracked_files(repo, listing) == ["src/app.ts"]
    with git_plumbing.start_tracked_files(repo) as unread:
        pass
    assert unread.process is not None and unread.process.returncode is not None  # not left running
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    (tmp_path / "plain").mkdir()
    with git_plumbing.start_tracked_files(tmp_path / "plain") as outside, pytest.raises(git_plumbing.GitError):
        outside.output()


def test_the_index_and_a_commit_as_files_and_blobs(repo: Path, tmp_path: Path) -> None:
    write(repo, {"web/a.ts": CLEAN, "web/conflict.ts": "export const v = 1;\n", "top.ts": CLEAN})
    os.symlink("a.ts", repo / "web" / "link.ts")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    write(repo, {"web/a.ts": "export const answer = 43;\n"})
    git(repo, "add", "web/a.ts")
    write(repo, {"web/a.ts": "export const answer = 44;\n"})  # not staged
    blob = git(repo, "rev-parse", ":web/conflict.ts").stdout.strip()
    conflict = "".join(f"100644 {blob} {stage}\tweb/conflict.ts\n" for stage in (1, 2, 3))
    unmerge = f"0 {'0' * 40}\tweb/conflict.ts\n{conflict}"
    subprocess.run(["git", "update-index", "--index-info"], cwd=repo, input=unmerge, text=True, check=True)
    index = git_plumbing.index_blobs(repo / "web")  # under a subdirectory: relative to it
    assert sorted(index) == ["a.ts"]  # no symbolic link, no unmerged path, nothing outside
    head = git_plumbing.commit_blobs(repo / "web", "HEAD")
    assert sorted(head) == ["a.ts", "conflict.ts"]
    with git_plumbing.BlobStream(repo) as stream:
        assert stream.read(index["a.ts"]) == b"export const answer = 43;\n"
        assert stream.read(head["a.ts"]) == CLEAN.encode()
        assert stream.read("0" * 40) is None
    assert stream.process is not None and stream.process.returncode is not None  # not left running
