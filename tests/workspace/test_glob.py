"""glob: gitignore (wildmatch) semantics via pathspec, brace expansion, sorting, caps."""

from __future__ import annotations

from pathlib import Path

import pytest

from secure_lint.workspace import GlobMatch, GlobResult, ToolError, Workspace
from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.patterns import expand_braces

FILES = [
    "x.ts",
    "App.tsx",
    "README.md",
    ".env",
    "src/a.ts",
    "src/b.js",
    "src/c.js",
    "src/deep/d.ts",
    "src/deep/e.tsx",
    "docs/guide.md",
    ".git/config",
    ".github/workflows/ci.yml",
]


@pytest.fixture
def project(root: Path) -> Path:
    for rel in FILES:
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(rel)
    return root


def _paths(result: GlobResult | ToolError) -> list[str]:
    assert isinstance(result, GlobResult), result
    return [m.path for m in result.matches]


def test_double_star_matches_root_level(ws: Workspace, project: Path) -> None:
    assert _paths(ws.glob("**/*.ts")) == ["src/a.ts", "src/deep/d.ts", "x.ts"]


def test_braces_are_expanded(ws: Workspace, project: Path) -> None:
    assert _paths(ws.glob("*.{ts,tsx}")) == [
        "App.tsx",
        "src/a.ts",
        "src/deep/d.ts",
        "src/deep/e.tsx",
        "x.ts",
    ]
    assert _paths(ws.glob("src/**/*.{ts,js}")) == [
        "src/a.ts",
        "src/b.js",
        "src/c.js",
        "src/deep/d.ts",
    ]


def test_character_classes(ws: Workspace, project: Path) -> None:
    assert _paths(ws.glob("src/[ab].*")) == ["src/a.ts", "src/b.js"]
    assert _paths(ws.glob("src/[!a].js")) == ["src/b.js", "src/c.js"]


def test_anchored_patterns_match_whole_segments(ws: Workspace, project: Path) -> None:
    assert _paths(ws.glob("src/*.ts")) == ["src/a.ts"]
    assert _paths(ws.glob("deep/*")) == []  # anchored to the search dir, not a substring
    assert _paths(ws.glob("*.md")) == ["README.md", "docs/guide.md"]


def test_search_path_is_the_base(ws: Workspace, project: Path) -> None:
    result = ws.glob("*.ts", path="src")
    assert isinstance(result, GlobResult)
    assert result.path == "src"
    assert [m.path for m in result.matches] == ["src/a.ts", "src/deep/d.ts"]
    assert _paths(ws.glob("/d.ts", path="src/deep")) == ["src/deep/d.ts"]


def test_hidden_files_match_but_vcs_dirs_are_skipped(ws: Workspace, project: Path) -> None:
    assert _paths(ws.glob(".*")) == [".env", ".github/workflows/ci.yml"]
    assert _paths(ws.glob("config")) == []


def test_include_dirs(ws: Workspace, project: Path) -> None:
    result = ws.glob("deep", include_dirs=True)
    assert isinstance(result, GlobResult)
    assert result.matches == [
        GlobMatch(path="src/deep", kind="dir"),
        GlobMatch(path="src/deep/d.ts", kind="file"),
        GlobMatch(path="src/deep/e.tsx", kind="file"),
    ]
    assert _paths(ws.glob("deep/", include_dirs=False)) == ["src/deep/d.ts", "src/deep/e.tsx"]


def test_max_results_truncates_after_sorting(ws: Workspace, project: Path) -> None:
    result = ws.glob("**/*", max_results=3)
    assert isinstance(result, GlobResult)
    assert [m.path for m in result.matches] == [".env", ".github/workflows/ci.yml", "App.tsx"]
    assert result.truncated is True
    exact = ws.glob("*.js", max_results=2)
    assert isinstance(exact, GlobResult)
    assert (len(exact.matches), exact.truncated) == (2, False)


def test_errors(ws: Workspace, project: Path) -> None:
    assert ws.glob("") == ToolError(
        error_type="validation", message="pattern must be a non-empty string"
    )
    assert ws.glob("!") == ToolError(error_type="validation", message="invalid glob pattern: '!'")
    assert ws.glob("*", path="x.ts") == ToolError(
        error_type="validation", message="'x.ts' is not a directory"
    )
    assert ws.glob("*", path="nope") == ToolError(
        error_type="not_found", message="'nope' does not exist"
    )
    assert ws.glob("*", max_results=0) == ToolError(
        error_type="validation", message="max_results must be a positive integer"
    )


def test_expand_braces() -> None:
    assert expand_braces("*.{ts,tsx}") == ["*.ts", "*.tsx"]
    assert expand_braces("{src,lib}/**/*.{js,mjs}") == [
        "src/**/*.js",
        "src/**/*.mjs",
        "lib/**/*.js",
        "lib/**/*.mjs",
    ]
    assert expand_braces("a{b,{c,d}}e") == ["abe", "ace", "ade"]
    assert expand_braces("{x}.ts") == ["{x}.ts"]  # no comma: literal
    assert expand_braces(r"\{a,b\}.ts") == [r"\{a,b\}.ts"]  # escaped: literal
    assert expand_braces("{a,b") == ["{a,b"]  # unbalanced: literal
    assert expand_braces("{,.min}.js") == [".js", ".min.js"]
    with pytest.raises(WorkspaceError, match="too many alternatives"):
        expand_braces("{a,b}" * 9)


def test_prune_skips_directories(ws: Workspace, project: Path) -> None:
    assert _paths(ws.glob("**/*.ts", prune=lambda rel: rel == "src/deep")) == ["src/a.ts", "x.ts"]
    assert _paths(ws.glob("**/*.ts")) == ["src/a.ts", "src/deep/d.ts", "x.ts"]
