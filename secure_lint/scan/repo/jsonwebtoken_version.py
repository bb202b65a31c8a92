"""`jwt.verify` without `algorithms` in a package on jsonwebtoken 9 or later: no key confusion left.

jsonwebtoken 9.0.0 (December 2022, CHANGELOG "Breaking changes") turns the key into a KeyObject
(a PEM public key or certificate string becomes a public key, any other string a secret) and,
when `algorithms` is not given, allows only the algorithms of that key's type (HS* for a secret,
RS/PS for RSA, ES for EC). It then refuses an HS* token unless the key is a secret and an
RS/PS/ES token unless it is a public key, whatever `algorithms` says, and refuses an unsigned
token unless `algorithms` names `none`. So the forgeries the missing list allows on version 8
(an HS256 token signed with the public key, `alg: none`) fail for every key, a string secret, a
public key or a key callback's result alike. `node.jwt.verify-without-algorithms` is dropped in
a file whose package resolves jsonwebtoken 9 or later (repo/dependency_versions.py: the lock
file, else the declared range's lowest version); an older or unknown version keeps it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.scan.repo import each_file_result
from secure_lint.scan.repo.dependency_versions import fixed_from_major

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"node.jwt.verify-without-algorithms"})
KEY_TYPED_MAJOR = 9


def key_typed_verifies_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the missing-algorithms findings of files on jsonwebtoken 9 or later."""
    return each_file_result(items, lambda result: key_typed_in_file(result, repo))


def key_typed_in_file(result: FileResult, repo: Repository) -> FileResult:
    return fixed_from_major(result, repo, RULES, "jsonwebtoken", KEY_TYPED_MAJOR)
