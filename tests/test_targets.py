"""Which files a scan reads, and the reason recorded for each one it passes over."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
TOKEN = "const token = 'acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0';\n"


def scan_json(run_cli, root: Path, *args: str) -> dict:
    result = run_cli("scan", "--no-bundled-rules", "--rules", RULES, "--format", "json", *args, cwd=root)
    assert result.exit_code in (0, 1), result.output
    return json.loads(result.stdout)


def paths_with_findings(data: dict) -> list[str]:
    return sorted({f["location"]["path"] for f in data["findings"]})


def skipped(data: dict) -> dict[str, str]:
    return {s["path"]: s["reason"] for s in data["coverage"]["skipped"]}


def test_default_excludes_dependencies_builds_bundles_and_locks(tree, run_cli) -> None:
    root = tree(
        {
            "src/app.ts": TOKEN,
            "node_modules/lib/index.js": TOKEN,
            "ios/Pods/Lib/Lib.swift": TOKEN,
            "dist/app.js": TOKEN,
            "public/vendor.min.js": TOKEN,
            "yarn.lock": TOKEN,
        }
    )
    data = scan_json(run_cli, root)
    # a lock file is scanned by the secret rules (issue 25 #10: a registry token in a resolved URL)
    assert paths_with_findings(data) == ["src/app.ts", "yarn.lock"]
    assert skipped(data) == {
        "node_modules": "default_excluded",
        "ios/Pods": "default_excluded",
        "dist": "default_excluded",
        "public/vendor.min.js": "default_excluded",
    }


def test_gitignore_nested_gitignore_and_secure_lintignore(tree, run_cli) -> None:
    root = tree(
        {
            ".gitignore": "*.log\n/generated/\n",
            "web/.gitignore": "local-notes.ts\n",
            ".secure-lintignore": "legacy/**\n",
            "debug.log": TOKEN,
            "generated/api.ts": TOKEN,
            "web/local-notes.ts": TOKEN,
            "web/app.ts": TOKEN,
            "legacy/old.ts": TOKEN,
        }
    )
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    data = scan_json(run_cli, root)
    assert paths_with_findings(data) == ["web/app.ts"]
    assert skipped(data) == {
        "debug.log": "ignored",
        "generated": "ignored",
        "web/local-notes.ts": "ignored",
        "legacy": "ignored",
    }


def test_gitignore_is_honored_only_inside_a_git_repository(tree, run_cli) -> None:
    root = tree({".gitignore": "secret.ts\n", "secret.ts": TOKEN})
    assert paths_with_findings(scan_json(run_cli, root)) == ["secret.ts"]


def test_large_binary_and_minified_files_are_skipped_with_reasons(tree, run_cli) -> None:
    root = tree({"src/app.ts": TOKEN})
    (root / "src/big.ts").write_text(TOKEN + "// padding\n" * 200_000)
    (root / "src/image.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0" + TOKEN.encode())
    (root / "src/bundle.js").write_text("var a=1;" * 2000 + TOKEN)
    data = scan_json(run_cli, root)
    # secret rules run on minified code; a shipped source file skipped for its content is a named gap
    assert paths_with_findings(data) == ["src/app.ts", "src/bundle.js"]
    assert {g["path"] for g in data["coverage"]["gaps"]} == {"src/big.ts", "src/bundle.js"}
    assert skipped(data) == {
        "src/big.ts": "too_large",
        "src/image.png": "binary",
        "src/bundle.js": "minified",
    }
    assert data["coverage"]["scan_status"] == "partial"


def test_vendor_and_build_are_excluded_only_at_the_root_or_next_to_a_project_file(tree, run_cli) -> None:
    root = tree(
        {
            "vendor/lib.js": TOKEN,
            "apps/web/package.json": '{"name": "web"}',
            "apps/web/build/main.js": TOKEN,
            "apps/web/src/types/vendor/stripe.d.ts": TOKEN,
            "apps/web/src/build/manifest.ts": TOKEN,
        }
    )
    data = scan_json(run_cli, root)
    assert paths_with_findings(data) == ["apps/web/src/build/manifest.ts", "apps/web/src/types/vendor/stripe.d.ts"]
    assert skipped(data) == {"apps/web/build": "default_excluded", "vendor": "default_excluded"}


def test_symlinks_are_not_followed_and_outside_links_are_recorded(tree, run_cli, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "creds.ts").write_text(TOKEN)
    root = tree({"src/app.ts": "export {};\n"})
    os.symlink(outside, root / "linked-dir")
    os.symlink(outside / "creds.ts", root / "src/creds.ts")
    os.symlink(root / "src/app.ts", root / "src/alias.ts")
    data = scan_json(run_cli, root)
    assert data["findings"] == []
    assert skipped(data) == {
        "linked-dir": "symlink_outside_root",
        "src/alias.ts": "symlink_not_followed",
        "src/creds.ts": "symlink_outside_root",
    }
    assert data["coverage"]["scan_status"] == "partial"
    assert str(tmp_path) not in json.dumps(data)


def test_scanning_one_file_and_a_subdirectory(tree, run_cli) -> None:
    root = tree({"a/one.ts": TOKEN, "b/two.ts": TOKEN, "c/three.ts": TOKEN})
    data = scan_json(run_cli, root, "a/one.ts", "b")
    assert paths_with_findings(data) == ["a/one.ts", "b/two.ts"]


def test_a_single_directory_outside_the_working_tree_becomes_the_root(tree, run_cli, tmp_path: Path) -> None:
    root = tree({"src/app.ts": TOKEN})
    (tmp_path / "cwd").mkdir()
    data = scan_json(run_cli, tmp_path / "cwd", str(root))
    assert paths_with_findings(data) == ["src/app.ts"]


def test_the_quick_default_exclude_check_agrees_with_the_full_match() -> None:
    """paths.literal_hint only skips the full match for paths no default exclude can match."""
    from secure_lint.core.path_classes import DEFAULT_EXCLUDES, literal_hint, spec

    repo = Path(__file__).resolve().parent.parent
    listed = subprocess.run(["git", "ls-files"], cwd=repo, capture_output=True, text=True, check=False).stdout
    tricky = [
        "a/node_modules/x.js", "node_modules/", "x/.git/", "a.min.js", "A.MIN.JS", "x.map", "dist/",
        "src/dist/a", "yarn.lock", "a/Package.resolved", "layout/x", "out/", "a/out/b", ".DS_Store",
        "pnpm-lock.yaml", "x/.next/y", "a/b.lock/c", "Pods/x", "a/.cache/b", "sitemap.ts", "x.min.css.map",
    ]  # fmt: skip
    hint = literal_hint(DEFAULT_EXCLUDES)
    assert hint is not None
    full = spec(DEFAULT_EXCLUDES)
    for path in [*listed.splitlines(), *tricky]:
        assert (bool(hint.search(path)) and full.match_file(path)) == full.match_file(path), path
    assert literal_hint(("*",)) is None and literal_hint(("!keep.js", "*.js")) is None


REGISTRY_TOKEN_URL = "https://x-access-token:ghp_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0Mk3Nf9Dg2Ta7Wd@npm.pkg.github.com/"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("package-lock.json", f'{{"packages": {{"node_modules/ui": {{"resolved": "{REGISTRY_TOKEN_URL}ui.tgz"}}}}}}'),
        ("yarn.lock", f'"@acme/ui@^1.0.0":\n  version "1.0.0"\n  resolved "{REGISTRY_TOKEN_URL}ui.tgz"\n'),
        ("pnpm-lock.yaml", f"packages:\n  /@acme/ui@1.0.0:\n    resolution: {{tarball: {REGISTRY_TOKEN_URL}ui.tgz}}\n"),
    ],
)
def test_lock_files_get_the_secret_rules(tree, run_cli, path: str, content: str) -> None:
    """Issue 25 #10: a registry token in a lock file's resolved URL is found; the lock file is
    scanned (not skipped), by the secret rules only."""
    root = tree({"package.json": '{"name": "web"}\n', path: content})
    # every rule runs (secrets.url-credentials is of the extended profile); only the secret one reports
    result = run_cli("scan", "--format", "json", "--profile", "extended", cwd=root)
    data = json.loads(result.stdout)
    assert {(f["location"]["path"], f["rule_id"]) for f in data["findings"]} == {(path, "secrets.url-credentials")}
    assert data["coverage"]["skipped"] == []
    assert "ghp_Zq8X" not in json.dumps(data)


def test_a_symlink_from_shipped_code_to_unscanned_code_is_a_gap(tree, run_cli) -> None:
    """Issue 25 #8: `src/server.js -> ../docs/impl/server.js` hid the code the app runs: the link
    is a named gap (the scan partial, coverage.gaps; in the audit profile a
    secure-lint.unscanned-code finding); a link to shipped
    code, scanned at its own path, is not."""
    eval_route = "export const run = (req, res) => res.send(String(eval(req.query.expr)));\n"
    root = tree(
        {
            "package.json": '{"name": "web"}\n',
            "docs/impl/server.js": eval_route,
            "node_modules/lib/index.js": eval_route,
            "src/lib/shared.js": eval_route,
        }
    )
    (root / "src/server.js").symlink_to("../docs/impl/server.js")
    (root / "src/dep.js").symlink_to("../node_modules/lib/index.js")
    (root / "src/alias.js").symlink_to("lib/shared.js")
    result = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert skipped(data) == {
        "node_modules": "default_excluded",
        "src/alias.js": "symlink_not_followed",
        "src/dep.js": "symlink_to_unscanned",
        "src/server.js": "symlink_to_unscanned",
    }
    assert {g["path"] for g in data["coverage"]["gaps"]} == {"src/dep.js", "src/server.js"}
    audit = json.loads(run_cli("scan", "--profile", "audit", "--format", "json", cwd=root).stdout)
    gaps = {f["location"]["path"] for f in audit["findings"] if f["rule_id"] == "secure-lint.unscanned-code"}
    assert gaps == {"src/dep.js", "src/server.js"}
    assert data["summary"]["scan_status"] == "partial"
