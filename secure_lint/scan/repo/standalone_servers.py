"""A server script kept in a mobile app's package that nothing runs is a developer's tool, not
the product, whatever its folder is called.

A React Native or Expo package ships the bundle Metro builds from its entry: a Node script that
starts its own HTTP server (`const app = express(); app.listen(3333)`) is never part of it. Such a
script ships only where something starts it: a package.json script or entry, a Dockerfile,
Procfile or compose command, a CI or hosting configuration, an import from other code, or a shell
script that one of those runs. A local dashboard the developer once ran by hand (`node
dashboard-server.js`), which no manifest, container or code mentions, runs on no user's device
and on no server.

The test errs toward shipped, as task_scripts.py does: a script whose stem (`dashboard-server`)
any code, manifest or configuration file names stays shipped, and so does one whose package has
its own package.json that is no mobile app's (an `api/` or `server/` package). Documentation,
backups (`dashboard-server.js.backup`) and other unrun text name nothing; a shell script names
what it runs only when something reaches it in turn.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterable

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.path_classes import is_lock_file
from secure_lint.core.repository import Repository
from secure_lint.scan.repo.task_scripts import mention_patterns, word_pattern

_MANIFEST = "package.json"
_MOBILE_DEPENDENCIES = ("react-native", "expo")
_SERVER_SCRIPTS = (".js", ".cjs", ".mjs", ".ts", ".cts", ".mts")
_CODE = (*_SERVER_SCRIPTS, ".jsx", ".tsx", ".vue", ".svelte", ".swift", ".kt", ".java", ".py", ".rb", ".go")
_SHELL = (".sh", ".bash", ".zsh")
# configuration that may start or name a script
_CONFIGURATION = lazy_compile(
    r"(?i)(?:\.(?:json|jsonc|ya?ml|toml|ini|conf|cfg|gradle|kts)$|(?:^|/)(?:Dockerfile[\w.-]*|[\w.-]*\.dockerfile"
    r"|Procfile[\w.-]*|Makefile|Justfile|Podfile|Fastfile|\.\w+rc)$)"
)
# a server made and bound by the script itself
_MAKES_SERVER = lazy_compile(
    r"\bexpress\s*\(\s*\)|\bcreateServer\s*\(|\bfastify\s*\(|\bnew\s+(?:Koa|Hono)\s*\(|\bHapi\.server\s*\("
)
_LISTENS = lazy_compile(r"\.listen\s*\(")


def unreached_servers(repo: Repository) -> frozenset[str]:
    """The server scripts of mobile app packages that nothing the repository runs or imports names."""
    servers = _servers(repo)
    if not servers:
        return frozenset()
    shells = frozenset(p for p in repo.paths if p.endswith(_SHELL))
    needles = {**mention_patterns(repo, servers), **{p: word_pattern([posixpath.basename(p)]) for p in shells}}
    waiting = servers | shells
    reached = _mentioned(needles, (_runner_text(repo, p) for p in repo.paths if p not in waiting))
    while fresh := _mentioned(needles, (repo.text(p) or "" for p in reached)) - reached:
        reached |= fresh
    return servers - reached


def _servers(repo: Repository) -> frozenset[str]:
    mobile = _mobile_packages(repo)
    if not mobile:
        return frozenset()
    manifests = sorted((posixpath.dirname(p) for p in repo.paths if posixpath.basename(p) == _MANIFEST), key=len)
    found = set()
    for path in repo.paths:
        if path.endswith(_SERVER_SCRIPTS) and _package_of(path, manifests) in mobile and _is_server(repo.text(path)):
            found.add(path)
    return frozenset(found)


def _is_server(text: str | None) -> bool:
    return text is not None and bool(_MAKES_SERVER.search(text) and _LISTENS.search(text))


def _mobile_packages(repo: Repository) -> frozenset[str]:
    """The folders of package.json files that depend on React Native or Expo."""
    return frozenset(
        posixpath.dirname(p) for p in repo.paths if posixpath.basename(p) == _MANIFEST and _is_mobile(repo.text(p))
    )


def _is_mobile(text: str | None) -> bool:
    try:
        manifest = json.loads(text or "")
    except ValueError:
        return False
    if not isinstance(manifest, dict):
        return False
    for key in ("dependencies", "devDependencies", "peerDependencies"):
        deps = manifest.get(key)
        if isinstance(deps, dict) and any(name in deps for name in _MOBILE_DEPENDENCIES):
            return True
    return False


def _package_of(path: str, manifest_dirs: list[str]) -> str | None:
    """The folder of the nearest package.json above `path` (the deepest that contains it)."""
    owner = None
    for folder in manifest_dirs:
        if not folder or path.startswith(f"{folder}/"):
            owner = folder
    return owner


def _runner_text(repo: Repository, path: str) -> str:
    """What a file could start or import: code and configuration (lock files, documentation,
    backups and other text run nothing)."""
    if is_lock_file(path) or not (path.endswith(_CODE) or _CONFIGURATION.search(path)):
        return ""
    return repo.text(path) or ""


def _mentioned(needles: dict[str, re.Pattern[str]], texts: Iterable[str]) -> frozenset[str]:
    found: set[str] = set()
    for text in texts:
        if text:
            found.update(path for path, needle in needles.items() if path not in found and needle.search(text))
    return frozenset(found)
