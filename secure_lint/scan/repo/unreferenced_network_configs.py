"""Android network security configs no manifest applies.

A network security config (`res/xml/<name>.xml`) takes effect only when the application's manifest
names it: `android:networkSecurityConfig="@xml/<name>"`. A file no manifest of its module names
(left after an experiment, or kept for a build that was dropped) changes no connection, so the
findings of the rules that read such files (user CAs trusted, cleartext permitted) are dropped
when the module's manifests are in the repository and none of them, nor any Expo config or config
plugin that could write the reference at prebuild (a script or JSON file naming the file), names it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, reports_any, without_rules

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"rn.android.network-config-user-ca", "rn.android.network-config-cleartext"})
_CONFIG = lazy_compile(r"^(?:(.*)/)?src/[^/]+/res/xml/([^/]+)\.xml$")
_CONFIG_FILES = (".js", ".ts", ".mjs", ".cjs", ".json", ".gradle", ".kts")


def unreferenced_network_configs_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without network-config findings of files no manifest applies."""
    return each_file_result(items, lambda result: unreferenced_network_config_in_file(result, repo))


def unreferenced_network_config_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES) or applied(repo, result.path):
        return result
    return without_rules(result, RULES)


def applied(repo: Repository, path: str) -> bool:
    """Whether a manifest of the config's module names it, or the module's manifests are not all
    here (or something else may write the reference): True unless shown unreferenced."""
    found = _CONFIG.match(path)
    if found is None:
        return True
    module, name = found.group(1) or "", found.group(2)
    prefix = f"{module}/src/" if module else "src/"
    manifests = [p for p in repo.paths if p.startswith(prefix) and p.endswith("/AndroidManifest.xml")]
    if not manifests:
        return True
    reference = f"@xml/{name}"
    if any(reference in (repo.text(manifest) or "") for manifest in manifests):
        return True
    writers = [p for p in repo.paths if p.endswith(_CONFIG_FILES) and "node_modules/" not in p]
    return any(f"{name}.xml" in text or reference in text for text in (repo.text(p) or "" for p in writers))
