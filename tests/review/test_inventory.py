"""`secure-lint inventory`: stacks, files by extension, manifests and monorepo projects."""

from __future__ import annotations

from pathlib import Path


def test_sample_app(sample_app: Path, review_json) -> None:
    data = review_json("inventory", root=sample_app)
    assert data["command"] == "inventory"
    assert data["stacks"] == ["common", "typescript", "nextjs", "expo", "swift"]
    assert data["file_count"] == 22
    assert data["by_extension"] == {
        ".ts": 6,
        ".swift": 4,
        ".json": 3,
        ".tsx": 3,
        ".env": 2,
        ".mjs": 1,
        ".pem": 1,
        ".plist": 1,
        ".sh": 1,
    }
    assert [(p["path"], p["stacks"], p["markers"]) for p in data["projects"]] == [
        ("mobile", ["common", "typescript", "expo"], ["package.json"]),
        ("web", ["common", "typescript", "nextjs"], ["package.json"]),
    ]
    assert [(m["kind"], m["path"]) for m in data["manifests"]] == [
        ("apple", "ios/Acme/Info.plist"),
        ("expo", "mobile/app.json"),
        ("project", "mobile/package.json"),
        ("env", "web/.env.example"),
        ("env", "web/.env.local"),
        ("nextjs", "web/next.config.mjs"),
        ("project", "web/package.json"),
    ]
    assert [e["name"] for e in data["top_level"]] == ["deploy", "ios", "mobile", "scripts", "web"]


def test_monorepo_projects_skip_dependencies_and_ignored_paths(monorepo: Path, review_json) -> None:
    data = review_json("inventory", root=monorepo)
    assert [(p["path"], p["stacks"], p["markers"], p["file_count"]) for p in data["projects"]] == [
        (".", ["common", "typescript", "nextjs", "expo", "swift"], ["package.json"], 27),
        ("apps/api", ["common", "typescript"], ["package.json"], 7),
        ("apps/ios", ["common", "swift"], ["Wallet.xcodeproj"], 4),
        ("apps/mobile", ["common", "typescript", "expo"], ["package.json"], 4),
        ("apps/web", ["common", "typescript", "nextjs"], ["package.json"], 8),
        ("packages/ui", ["common", "typescript"], ["package.json"], 2),
    ]
    assert data["skipped"] == {"default_excluded": 1, "ignored": 1}  # node_modules/, apps/web/generated/
    assert not any("node_modules" in m["path"] or "generated" in m["path"] for m in data["manifests"])


def test_subdirectory_and_text_and_markdown(run_cli, monorepo: Path) -> None:
    text = run_cli("inventory", "apps/api", cwd=monorepo)
    assert text.exit_code == 0
    assert text.stdout.splitlines()[0] == "apps/api: 7 files; stacks: common, typescript"
    markdown = run_cli("inventory", "apps/api", "--format", "markdown", cwd=monorepo)
    assert "| apps/api | common, typescript | package.json | 7 |" in markdown.stdout


def test_path_outside_the_root_is_one_line_and_exit_2(run_cli, monorepo: Path) -> None:
    result = run_cli("inventory", "packages", "--root", "apps", cwd=monorepo)
    assert result.exit_code == 2
    assert result.stderr == "secure-lint: error: ../packages: outside the scan root\n"
    missing = run_cli("inventory", "nowhere", cwd=monorepo)
    assert (missing.exit_code, missing.stderr) == (2, "secure-lint: error: nowhere: no such file or directory\n")
