"""A workspace package that is a local development environment by its own manifest.

Monorepos keep a package that starts the product's services on a developer's machine with fixed
test settings (a local network of servers, a signing secret every developer shares, seeded
accounts): `"description": "Local development environment helper"`, "An OAuth2 test server".
Such a package declares itself in its package.json and no other package of the repository
depends on it for its runtime (`dependencies`; as a devDependency it serves other packages'
tests). Its folder is then treated as a documentation site's is (repo/build_scope.py): code rules
off, secrets known only by their name off, provider formats still reported. The repository's root
package is never one: a repository that is a development environment is scanned as asked.
"""

from __future__ import annotations

import json
import posixpath
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository

_DEV_ENVIRONMENT = lazy_compile(
    r"(?i)\b(?:local\s+)?(?:development|dev|testing|test)[\s-]+"
    r"(?:environment|env|network|playground|sandbox|harness|server)s?\b"
)


def dev_env_folders(repo: Repository) -> tuple[str, ...]:
    """The folders (never the root) of workspace packages that describe themselves as a local
    development or test environment and that no package depends on at run time."""
    manifests = {path: _manifest(repo, path) for path in repo.paths if _is_manifest(path)}
    runtime = {name for m in manifests.values() for name in _names(m.get("dependencies"))}
    return tuple(
        posixpath.dirname(path)
        for path, manifest in manifests.items()
        if "/" in path and _describes_dev_env(manifest) and manifest.get("name") not in runtime
    )


def _is_manifest(path: str) -> bool:
    return posixpath.basename(path) == "package.json" and "node_modules/" not in path


def _manifest(repo: Repository, path: str) -> dict[str, Any]:
    try:
        manifest = json.loads(repo.text(path) or "")
    except ValueError:
        return {}
    return manifest if isinstance(manifest, dict) else {}


def _names(dependencies: object) -> list[str]:
    return list(dependencies) if isinstance(dependencies, dict) else []


def _describes_dev_env(manifest: dict[str, Any]) -> bool:
    description = manifest.get("description")
    return isinstance(description, str) and _DEV_ENVIRONMENT.search(description) is not None
