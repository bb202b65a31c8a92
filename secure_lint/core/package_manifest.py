"""What a package.json declares: the packages it depends on and the range it gives each, and
whether the package is private (an app, never published)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

SECTIONS = ("dependencies", "devDependencies", "peerDependencies")


def declared_dependencies(text: str | None) -> dict[str, str]:
    """{package: range} over the manifest's dependency sections (the first section naming a
    package gives its range); empty for a missing or malformed manifest."""
    try:
        manifest = json.loads(text or "")
    except ValueError:
        return {}
    if not isinstance(manifest, dict):
        return {}
    declared: dict[str, str] = {}
    for section in SECTIONS:
        deps = manifest.get(section)
        if isinstance(deps, dict):
            for name, spec in deps.items():
                if isinstance(spec, str):
                    declared.setdefault(name, spec)
    return declared


def in_private_package(repo: Repository, path: str) -> bool:
    """Whether the nearest package.json above `path` says `"private": true`."""
    listed = repo.once("paths", lambda: set(repo.paths))
    parts = path.split("/")[:-1]
    while True:
        manifest = "/".join([*parts, "package.json"])
        if manifest in listed:
            try:
                return json.loads(repo.text(manifest) or "{}").get("private") is True
            except (ValueError, AttributeError):
                return False
        if not parts:
            return False
        parts.pop()
