"""How a tsconfig.json or jsconfig.json maps bare import specifiers, as tsc reads it: its own
`compilerOptions` over those of the configs it `extends` (a relative path, a workspace package's
file, or a list of them; each key taken from the nearest config that sets it), `baseUrl` resolved
against the config that sets it, and `paths` targets relative to the effective `baseUrl`, else to
the config that sets `paths`. A `baseUrl` of "." at the repository's root is the root itself (""),
not "no base". Bounded: at most MAX_EXTENDS configs in a chain; a cycle ends it."""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from secure_lint.core.jsonc import jsonc_object

MAX_EXTENDS = 6  # configs read along one `extends` chain (tsc allows more; monorepos use two or three)


@dataclass(frozen=True)
class Resolution:
    """What a config makes of bare specifiers: the `baseUrl` folder (None: not set, so bare
    specifiers are packages), the folder `paths` targets are joined to, and the `paths` aliases."""

    base_url: str | None
    paths_base: str
    aliases: dict[str, list[str]]


def resolution(
    path: str, read: Callable[[str], str | None], packages: Mapping[str, tuple[str, list[str]]]
) -> Resolution | None:
    """The `baseUrl` and `paths` the config at `path` holds, its `extends` chain followed; None when
    neither is set anywhere along it."""
    base_url: str | None = None
    paths: tuple[str, dict[str, Any]] | None = None  # (the config's folder, its paths)
    for config_path, options in _chain(path, read, packages):
        folder = posixpath.dirname(config_path)
        if base_url is None and isinstance(options.get("baseUrl"), str):
            base_url = _folder(folder, options["baseUrl"])
        if paths is None and isinstance(options.get("paths"), dict):
            paths = (folder, options["paths"])
    if base_url is None and paths is None:
        return None
    paths_folder, declared = paths if paths is not None else ("", {})
    aliases = {
        pattern: [t for t in targets if isinstance(t, str)]
        for pattern, targets in declared.items()
        if isinstance(pattern, str) and isinstance(targets, list)
    }
    return Resolution(base_url, base_url if base_url is not None else paths_folder, aliases)


def _chain(
    path: str, read: Callable[[str], str | None], packages: Mapping[str, tuple[str, list[str]]]
) -> list[tuple[str, dict[str, Any]]]:
    """(config path, its compilerOptions) from `path` up its `extends` chain, nearest first; a list
    of parents is read last to first, as a later one overrides an earlier one."""
    chain: list[tuple[str, dict[str, Any]]] = []
    pending = [path]
    seen: set[str] = set()
    while pending and len(chain) < MAX_EXTENDS:
        current = pending.pop(0)
        if current in seen:
            continue
        seen.add(current)
        config = jsonc_object(read(current))
        if config is None:
            continue
        options = config.get("compilerOptions")
        chain.append((current, options if isinstance(options, dict) else {}))
        parents = config.get("extends")
        names = [parents] if isinstance(parents, str) else parents if isinstance(parents, list) else []
        found = [_parent(current, name, read, packages) for name in reversed(names) if isinstance(name, str)]
        pending = [p for p in found if p is not None] + pending
    return chain


def _parent(
    child: str, name: str, read: Callable[[str], str | None], packages: Mapping[str, tuple[str, list[str]]]
) -> str | None:
    """The file an `extends` value names: relative to the child config, else a file of a package
    of the repository's workspace (`@acme/tsconfig/base.json`, or the package's tsconfig.json)."""
    if name.startswith("."):
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(child), name))
        return _config_file(joined, read)
    scoped = name.startswith("@")
    parts = name.split("/")
    package = packages.get("/".join(parts[:2]) if scoped else parts[0])
    if package is None:
        return None  # a registry package (@tsconfig/node20): not in the repository
    rest = "/".join(parts[2:] if scoped else parts[1:]) or "tsconfig.json"
    return _config_file(posixpath.normpath(posixpath.join(package[0], rest)), read)


def _config_file(path: str, read: Callable[[str], str | None]) -> str | None:
    """`path`, or `path.json` as tsc tries it; None out of the root or when neither is there."""
    if path.startswith(("../", "/")) or path == "..":
        return None
    return next((p for p in (path, path + ".json") if read(p) is not None), None)


def _folder(config_folder: str, value: str) -> str:
    """A folder a config names, relative to the config's own folder ("" for the root)."""
    joined = posixpath.normpath(posixpath.join(config_folder, value))
    return "" if joined == "." else joined
