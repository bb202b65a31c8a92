"""`secure-lint rules test PATH`: a file tests that file alone, a directory its tree; a path that
is neither, or holds no rule test, is a one-line usage error."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

RULE = "node.redirect.request-param"
REDIRECT_TEST = f"""
const express = require('express');
const router = express.Router();

router.get('/login/done', (req, res) => {{
  // ruleid: {RULE}
  res.redirect(req.query.next);
}});

router.get('/logout', (req, res) => {{
  // ok: {RULE}
  res.redirect('/login');
}});
"""
# A test that fails: the redirect is to a constant, the annotation says it is flagged.
WRONG_TEST = f"""
router.get('/home', (req, res) => {{
  // ruleid: {RULE}
  res.redirect('/home');
}});
"""
NOT_A_TEST = "not a rule test: no `ruleid:` or `ok:` annotation in UTF-8 text"
NO_TESTS = "no rule tests here: no file with a `ruleid:` or `ok:` annotation"
DEPTH = 1100  # deeper than Python's default recursion limit (1000)


@pytest.fixture
def deep(tmp_path: Path) -> Iterator[Path]:
    """A folder whose tree is DEPTH folders deep, a failing rule test at the bottom (made and
    removed level by level: os.makedirs and shutil.rmtree recurse)."""
    root = tmp_path / "deep"
    root.mkdir()
    folder = root
    for _ in range(DEPTH):
        folder = folder / "d"
        folder.mkdir()
    (folder / "redirect.js").write_text(WRONG_TEST)
    yield root
    for child in folder.iterdir():
        child.unlink()
    while folder != root:
        folder.rmdir()
        folder = folder.parent


def test_a_file_is_tested_alone_whatever_its_folder_holds(tmp_path: Path, deep: Path, run_cli) -> None:
    (tmp_path / "redirect.js").write_text(REDIRECT_TEST)
    (tmp_path / "other.js").write_text(WRONG_TEST)
    result = run_cli("rules", "test", str(tmp_path / "redirect.js"), cwd=tmp_path)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == (
        "1 rule tested in 1 file: 1 true positive, 0 false positives, 0 false negatives, 0 todo; 0 rules failing"
    )


def test_a_directory_is_tested_through_its_whole_tree(tmp_path: Path, deep: Path, run_cli) -> None:
    (deep / "redirect.js").write_text(REDIRECT_TEST)
    result = run_cli("rules", "test", "deep", cwd=tmp_path)
    assert result.exit_code == 1, result.output
    assert "     false negative at " + "d/" * DEPTH + "redirect.js:4" in result.stdout.splitlines()
    assert result.stdout.splitlines()[-1] == (
        "1 rule tested in 2 files: 1 true positive, 0 false positives, 1 false negative, 0 todo; 1 rule failing"
    )


@pytest.mark.parametrize(
    ("files", "argument", "error"),
    [
        ({}, "missing.js", "missing.js: no such file or directory"),
        ({"app.js": "res.redirect(req.query.next);\n"}, "app.js", f"app.js: {NOT_A_TEST}"),
        ({"app.js": f"// ruleid: {RULE}\n\xff\n"}, "app.js", f"app.js: {NOT_A_TEST}"),
        ({"src/app.js": "export {};\n"}, "src", f"src: {NO_TESTS}"),
    ],
)
def test_a_path_that_holds_no_rule_test_is_a_one_line_error(
    tmp_path: Path, run_cli, files: dict[str, str], argument: str, error: str
) -> None:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(text.encode("latin-1"))
    result = run_cli("rules", "test", argument, cwd=tmp_path)
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", f"secure-lint: error: {error}\n")


def test_a_file_outside_the_working_directory_is_named_without_its_absolute_path(tmp_path: Path, run_cli) -> None:
    work = tmp_path / "work"
    work.mkdir()
    (tmp_path / "notes.js").write_text("const a = 1;\n")
    result = run_cli("rules", "test", str(tmp_path / "notes.js"), cwd=work)
    assert result.exit_code == 2
    assert str(tmp_path) not in result.stderr
    assert result.stderr.startswith("secure-lint: error: ../notes.js: not a rule test")
