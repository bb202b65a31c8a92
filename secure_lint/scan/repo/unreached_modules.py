"""Review items: findings whose only source is a parameter of an exported function, or (Swift) a
value pasted into the text that no known source is shown to reach (matchers/taint/unproven.py).
They are audit prompts, shown by the extended profile only (judged on production apps, almost
none was a weakness), and dropped even there in modules no request reaches, by what they are:

- A library copied into the app's tree (`server/libs/expressFileupload/`), known by its own
  licence file (library_copies.py). The app's calls into the library are the app's code,
  scanned with their sources.
- A database migration: a module exporting an `up` and a `down` function (Sequelize, Knex,
  Umzug). Its runner calls it with the database's query interface at deploy or start, never
  with a request's data. (A TypeORM migration class's methods are no exported parameters.)

The key of a self-signed certificate committed beside it is a review item too (self_signed_keys.py), and
so is a code rule's finding in a library copy (library_copy_findings.py), and an image optimizer's
host list in a package Next does not run (next_served.py), and a development Pulumi stack's secret
that another stack of the project encrypts (pulumi_stacks.py), and an Android backup whose rules take
the app's files only end-to-end encrypted (backup_rules.py), and an OAuth client secret of a
development example whose app runs on the local machine (example_configs.py), and the own secret
of an env file that declares itself local or of a key file only local setups name (local_env_files.py,
local_key_files.py).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.taint.unproven import REASON as EXPORTED_PARAMETER_ONLY
from secure_lint.matchers.taint.unproven import REASONS as UNPROVEN_REASONS
from secure_lint.scan.repo import each_file_result
from secure_lint.scan.repo.backup_rules import REASON as E2E_BACKUPS
from secure_lint.scan.repo.example_configs import REASON as EXAMPLE_CONFIG
from secure_lint.scan.repo.example_env_values import REASON as EXAMPLE_ENV_VALUE
from secure_lint.scan.repo.library_copies import is_library_copy
from secure_lint.scan.repo.library_copy_findings import REASON as LIBRARY_COPY
from secure_lint.scan.repo.local_env_files import REASON as LOCAL_ENV_FILE
from secure_lint.scan.repo.local_env_files import SERVICE_REASON as LOCAL_SERVICE_CREDENTIAL
from secure_lint.scan.repo.local_key_files import REASON as LOCAL_KEY_FILE
from secure_lint.scan.repo.next_served import REASON as NEXT_UNSERVED
from secure_lint.scan.repo.pulumi_stacks import REASON as DEV_STACK_SECRET
from secure_lint.scan.repo.self_signed_keys import REASON as SELF_SIGNED_KEY
from secure_lint.scan.repo.self_signed_keys import RESERVED_NAMES_REASON as RESERVED_NAMES_KEY
from secure_lint.scan.repo.vendored_copies import REASON as VENDORED_COPY
from secure_lint.scan.repo.webview_bundle_pages import INSPECTABLE_REASON as BUNDLE_VIEW_INSPECTABLE

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

# the review items' reasons: the audit profile shows them, the others drop them
REVIEW_REASONS = UNPROVEN_REASONS | {
    SELF_SIGNED_KEY,
    RESERVED_NAMES_KEY,
    VENDORED_COPY,
    LIBRARY_COPY,
    NEXT_UNSERVED,
    DEV_STACK_SECRET,
    E2E_BACKUPS,
    EXAMPLE_CONFIG,
    EXAMPLE_ENV_VALUE,
    BUNDLE_VIEW_INSPECTABLE,
    LOCAL_ENV_FILE,
    LOCAL_SERVICE_CREDENTIAL,
    LOCAL_KEY_FILE,
}

_FUNCTION_VALUE = r"""(?:async\s*)?(?:function\b|\([^()]*\)\s*=>|\w+\s*=>)"""


def _defined(name: str) -> str:
    """`name` defined as a function: `function up(`, `up(` (a method), `up: async (...) =>`, `up = function`."""
    return (
        rf"""(?:\bfunction\s*\*?\s*{name}\s*\(|^\s*(?:public\s+)?(?:async\s+)?{name}\s*\("""
        rf"""|\b{name}\s*[:=]\s*{_FUNCTION_VALUE})"""
    )


_UP, _DOWN = re.compile(_defined("up"), re.M), re.compile(_defined("down"), re.M)
_EXPORTS = lazy_compile(r"""\bmodule\.exports\b|\bexports\.(?:up|down)\b|^\s*export\s""", re.M)


def review_items_dropped(items: list[Item]) -> list[Item]:
    """The items without review items: what the default and extended profiles report."""
    return each_file_result(items, _without_review_items)


def _without_review_items(result: FileResult) -> FileResult:
    findings = [f for f in result.findings if f.disposition_reason not in REVIEW_REASONS]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)


def exported_parameters_unreached(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the exported-parameter findings of library copies and migrations."""
    return each_file_result(items, lambda result: unreached_in_file(result, repo))


def unreached_in_file(result: FileResult, repo: Repository) -> FileResult:
    """One file's result without those findings."""
    if not any(f.disposition_reason == EXPORTED_PARAMETER_ONLY for f in result.findings):
        return result
    if not (is_library_copy(repo, result.path) or is_migration(repo.text(result.path) or "")):
        return result
    return _without_review_items(result)


def is_migration(text: str) -> bool:
    """Whether a module is a database migration by its exports' shape."""
    return bool(_EXPORTS.search(text) and _UP.search(text) and _DOWN.search(text))
