"""`yaml.load` of js-yaml in a package on js-yaml 4 or later: no code constructed from a document.

js-yaml 4.0.0 (January 2021, CHANGELOG "Breaking changes") removed the `!!js/function`,
`!!js/regexp` and `!!js/undefined` types from the default schema (they moved to the separate
js-yaml-js-types package) and dropped `safeLoad`, because `load` had become safe: it builds only
plain scalars, maps and sequences. `node.deserialize.yaml-load` is dropped in a file whose package
resolves js-yaml 4 or later (repo/dependency_versions.py: the lock file, else the declared range's
lowest version); an older or unknown version keeps it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.scan.repo import each_file_result
from secure_lint.scan.repo.dependency_versions import fixed_from_major

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"node.deserialize.yaml-load"})
SAFE_LOAD_MAJOR = 4


def safe_yaml_loads_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the yaml-load findings of files on js-yaml 4 or later."""
    return each_file_result(items, lambda result: safe_yaml_load_in_file(result, repo))


def safe_yaml_load_in_file(result: FileResult, repo: Repository) -> FileResult:
    return fixed_from_major(result, repo, RULES, "js-yaml", SAFE_LOAD_MAJOR)
