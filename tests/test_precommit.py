"""The hooks of .pre-commit-hooks.yaml, run by the real pre-commit against a temporary repository.

The hook repository is a temporary clone of this repository at its HEAD commit (commit your
changes to test them here). pre-commit installs it once per session into a temporary
PRE_COMMIT_HOME; each test then makes a fresh project repository and runs `git commit`
through the installed hook script, as a developer would.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration
pytest.importorskip("pre_commit", reason="the pre-commit package is in the `test` extra")

PROJECT = Path(__file__).resolve().parents[1]
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"
ACME_RULES = """\
rules:
  - id: acme.secrets.token
    title: Acme API token
    message: an Acme API token is committed
    severity: high
    confidence: high
    category: secrets
    scope: all
    languages: [any]
    keywords: [acme_]
    match:
      secret: {pattern: '\\b(acme_[A-Za-z0-9]{24})\\b', group: 1, entropy: 3.5}
  - id: acme.config.debug
    title: Debug mode on
    message: debug is on
    severity: low
    confidence: high
    category: configuration
    languages: [json]
    match:
      regex: {pattern: '"debug"\\s*:\\s*(true)', group: 1}
    fix: {replacement: '"debug": false', safety: safe}
  - id: acme.next.svg
    title: SVG images allowed
    message: dangerouslyAllowSVG is on
    severity: medium
    confidence: high
    category: configuration
    stacks: [nextjs]
    languages: [javascript, typescript, tsx]
    match: {regex: {pattern: 'dangerouslyAllowSVG:\\s*true'}}
"""
CLEAN_APP = {
    "package.json": '{"name": "shop", "dependencies": {"next": "14.2.3", "react": "18.3.1"}}\n',
    "app/page.tsx": "export default function Page() {\n  return <main>Welcome</main>;\n}\n",
    "lib/format.ts": "export const price = (cents: number) => `$${(cents / 100).toFixed(2)}`;\n",
}


def _environment(home: Path) -> dict[str, str]:
    config = home / "gitconfig"
    if not config.exists():
        home.mkdir(parents=True, exist_ok=True)
        config.write_text(
            "[user]\n\tname = Test Author\n\temail = author@example.com\n"
            "[init]\n\tdefaultBranch = main\n[commit]\n\tgpgsign = false\n"
        )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "PRE_COMMIT"))}
    env.update(GIT_CONFIG_GLOBAL=str(config), GIT_CONFIG_NOSYSTEM="1", PRE_COMMIT_HOME=str(home / "pre-commit"))
    env.pop("SECURE_LINT_DEBUG", None)
    return env


def _run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def _git(cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    done = _run(["git", *args], cwd, env)
    assert done.returncode == 0, done.stderr
    return done


class HookRepo:
    def __init__(self, path: Path, rev: str, home: Path) -> None:
        self.path, self.rev, self.home = path, rev, home
        self.env = _environment(home)

    def has_fix_option(self) -> bool:
        env = {**self.env, "PYTHONPATH": str(self.path)}
        done = _run([sys.executable, "-m", "secure_lint", "scan", "--help"], self.path, env)
        return "--fix" in done.stdout


@pytest.fixture(scope="session")
def hook_repo(tmp_path_factory: pytest.TempPathFactory) -> HookRepo:
    """This repository cloned at HEAD, with the hook environment installed once."""
    if not (PROJECT / ".git").exists() or not (PROJECT / ".pre-commit-hooks.yaml").exists():
        pytest.skip("not a git checkout of secure-lint")
    base = tmp_path_factory.mktemp("hooks")
    env = _environment(base / "home")
    clone = base / "secure-lint"
    _git(base, env, "clone", "-q", "--no-hardlinks", str(PROJECT), str(clone))
    rev = _git(clone, env, "rev-parse", "HEAD").stdout.strip()
    repo = HookRepo(clone, rev, base / "home")
    project = _project(base / "warmup", repo, ["secure-lint"])
    installed = _run([sys.executable, "-m", "pre_commit", "install-hooks"], project, env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return repo


def _project(path: Path, hooks: HookRepo, hook_ids: list[str], files: dict[str, str] | None = None) -> Path:
    """A project repository using `hook_ids` from the hook repository, committed without hooks."""
    path.mkdir(parents=True)
    _git(path, hooks.env, "init", "-q")
    hook_list = "".join(f"      - id: {hook_id}\n" for hook_id in hook_ids)
    config = f"repos:\n  - repo: {hooks.path}\n    rev: {hooks.rev}\n    hooks:\n{hook_list}"
    # the configuration names files in the repository only (issue 25); the rule examples are not scanned
    files = {".pre-commit-config.yaml": config, ".secure-lint.yaml": "rules: [security/acme-rules.yaml]\n"}
    write(path, {**files, "security/acme-rules.yaml": ACME_RULES, ".secure-lintignore": "security/\n"})
    write(path, files or CLEAN_APP)
    _git(path, hooks.env, "add", ".")
    _git(path, hooks.env, "commit", "-q", "-m", "start")
    return path


def write(root: Path, files: dict[str, str]) -> None:
    for relpath, content in files.items():
        target = root / relpath
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(textwrap.dedent(content), encoding="utf-8")


@pytest.fixture
def project(hook_repo: HookRepo, tmp_path: Path):
    """A fresh project with the given hooks installed as its git pre-commit hook."""

    def make(*hook_ids: str) -> Path:
        path = _project(tmp_path / "project", hook_repo, list(hook_ids))
        installed = _run([sys.executable, "-m", "pre_commit", "install"], path, hook_repo.env)
        assert installed.returncode == 0, installed.stderr
        return path

    return make


def commit(hook_repo: HookRepo, path: Path, *args: str) -> tuple[int, str]:
    """`git commit`: its exit code and output (git shows a hook's output on stderr)."""
    done = _run(["git", "commit", "-m", "change", *args], path, hook_repo.env)
    return done.returncode, done.stdout + done.stderr


def test_a_staged_secret_blocks_the_commit(hook_repo: HookRepo, project) -> None:
    path = project("secure-lint")
    write(path, {"lib/payments.ts": f"export const client = createClient('{TOKEN}');\n"})
    _git(path, hook_repo.env, "add", "lib/payments.ts")
    code, output = commit(hook_repo, path)
    assert code == 1
    assert "lib/payments.ts:1:37: high acme.secrets.token an Acme API token is committed" in output
    assert "= suppress with `secure-lint: ignore[acme.secrets.token] -- reason` if not a risk" in output
    assert TOKEN not in output
    assert _git(path, hook_repo.env, "rev-list", "--count", "HEAD").stdout.strip() == "1"


def test_an_unstaged_secret_does_not_block_and_is_left_in_place(hook_repo: HookRepo, project) -> None:
    path = project("secure-lint")
    write(path, {"lib/format.ts": CLEAN_APP["lib/format.ts"] + "export const cents = (n: number) => n * 100;\n"})
    _git(path, hook_repo.env, "add", "lib/format.ts")
    unstaged = CLEAN_APP["lib/format.ts"] + f"const key = '{TOKEN}';\n"
    write(path, {"lib/format.ts": unstaged})
    code, output = commit(hook_repo, path)
    assert code == 0, output
    assert (path / "lib/format.ts").read_text() == unstaged  # pre-commit restored the working copy


def test_a_clean_commit_passes_and_the_stack_comes_from_the_whole_repository(hook_repo: HookRepo, project) -> None:
    path = project("secure-lint", "secure-lint-secrets")
    write(path, {"app/about/page.tsx": "export default function About() {\n  return <p>About us</p>;\n}\n"})
    _git(path, hook_repo.env, "add", ".")
    code, output = commit(hook_repo, path)
    assert code == 0, output
    assert "secure-lint (secrets)" in output
    # only next.config.ts is passed to the hook; the Next.js stack is found from package.json
    write(path, {"next.config.ts": "export default { images: { dangerouslyAllowSVG: true } };\n"})
    _git(path, hook_repo.env, "add", "next.config.ts")
    code, output = commit(hook_repo, path)
    assert code == 1
    assert "next.config.ts:1:28: medium acme.next.svg dangerouslyAllowSVG is on" in output


def test_the_secrets_hook_runs_only_secret_rules(hook_repo: HookRepo, project) -> None:
    path = project("secure-lint-secrets")
    write(path, {"config/app.json": '{"debug": true}\n'})
    _git(path, hook_repo.env, "add", ".")
    assert commit(hook_repo, path)[0] == 0  # a configuration finding is not a secret
    write(path, {"docs/setup.md": f"Use the token `{TOKEN}` for the sandbox.\n"})
    _git(path, hook_repo.env, "add", ".")
    code, output = commit(hook_repo, path)
    assert code == 1
    assert "docs/setup.md:1:16: high acme.secrets.token" in output


def test_the_fix_hook_rewrites_the_file_and_stops_the_commit(hook_repo: HookRepo, project) -> None:
    if not hook_repo.has_fix_option():
        pytest.skip(f"`secure-lint scan --fix` is not available at {hook_repo.rev[:8]} yet (issue 5)")
    path = project("secure-lint-fix")
    write(path, {"config/app.json": '{"debug": true}\n'})
    _git(path, hook_repo.env, "add", ".")
    code, output = commit(hook_repo, path)
    assert code == 1
    assert "files were modified by this hook" in output
    assert (path / "config/app.json").read_text() == '{"debug": false}\n'
    _git(path, hook_repo.env, "add", ".")
    assert commit(hook_repo, path)[0] == 0


@pytest.mark.parametrize("hook_id", ["secure-lint", "secure-lint-secrets"])
def test_a_force_added_env_file_that_gitignore_matches_blocks_the_commit(
    hook_repo: HookRepo, project, hook_id: str
) -> None:
    path = project(hook_id)
    write(path, {".gitignore": ".env\n", ".env": f"NODE_ENV=production\nACME_TOKEN={TOKEN}\n"})
    _git(path, hook_repo.env, "add", ".gitignore")
    _git(path, hook_repo.env, "add", "--force", ".env")
    code, output = commit(hook_repo, path)
    assert code == 1, output
    assert ".env:2:12: high acme.secrets.token an Acme API token is committed" in output
