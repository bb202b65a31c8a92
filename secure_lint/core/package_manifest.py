"""What a package.json declares: the packages it depends on and the range it gives each."""

from __future__ import annotations

import json

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
