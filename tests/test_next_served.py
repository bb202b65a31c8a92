"""A Next.js config in a package Next does not run (scan/repo/next_served.py).

Next's own /_next/image answers any allowed host whether or not a page uses next/image, so a
package that depends on next keeps the finding; one whose manifests declare no next (a Vite
reimplementation of Next's API builds it) gets a low review item naming its build script."""

from __future__ import annotations

import json

CONFIG = """\
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  images: {
    remotePatterns: [{ protocol: 'https', hostname: '**' }],
  },
};

export default nextConfig;
"""
PAGE = """\
export default function Home() {
  return <main><h1>Releases</h1></main>;
}
"""


def _package(name: str, dependencies: dict[str, str], build: str) -> str:
    return json.dumps({"name": name, "scripts": {"build": build}, "dependencies": dependencies})


def _image_findings(tree, run_cli, files: dict[str, str], profile: str = "default") -> list[dict]:  # type: ignore[no-untyped-def]
    root = tree({"apps/landing/next.config.mjs": CONFIG, "apps/landing/app/page.tsx": PAGE, **files})
    result = run_cli("scan", "--format", "json", "--profile", profile, "--no-cache", cwd=root)
    return [f for f in json.loads(result.stdout)["findings"] if f["rule_id"] == "next.config.images-any-remote-host"]


def test_a_package_built_by_next_keeps_the_finding(tree, run_cli) -> None:
    files = {"apps/landing/package.json": _package("landing", {"next": "15.5.0", "react": "19.2.0"}, "next build")}
    (finding,) = _image_findings(tree, run_cli, files)
    assert finding["disposition"] == "reportable"


def test_next_declared_by_the_workspace_root_keeps_the_finding(tree, run_cli) -> None:
    files = {
        "package.json": json.dumps({"name": "site", "private": True, "devDependencies": {"next": "15.5.0"}}),
        "apps/landing/package.json": _package("landing", {"react": "19.2.0"}, "next build"),
    }
    assert len(_image_findings(tree, run_cli, files)) == 1


def test_a_package_next_does_not_run_is_a_review_item(tree, run_cli) -> None:
    files = {
        "package.json": json.dumps({"name": "site", "private": True}),
        "apps/landing/package.json": _package("landing", {"vinext": "0.0.30", "react": "19.2.0"}, "vinext build"),
    }
    assert _image_findings(tree, run_cli, files) == []
    (finding,) = _image_findings(tree, run_cli, files, "audit")
    assert (finding["severity"], finding["disposition"]) == ("low", "needs_review")
    assert "does not depend on next" in finding["message"] and "`vinext build`" in finding["message"]


def test_an_unreadable_manifest_keeps_the_finding(tree, run_cli) -> None:
    files = {"apps/landing/package.json": "{ not json"}
    assert len(_image_findings(tree, run_cli, files)) == 1
