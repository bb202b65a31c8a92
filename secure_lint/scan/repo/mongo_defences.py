"""A request value as a MongoDB filter field is an operator injection only where nothing types it first.

node.nosql.request-value-as-filter-field reports `{ name: req.body.name }` in a package that defends no
field. Its findings are dropped in a file whose package (the package.json files from the file's folder up
to the root) declares a validation library, since a schema or validator middleware may have typed the field
before the handler runs (an express-validator chain on the route, a NestJS ValidationPipe, an ajv schema
map), or an operator stripper (express-mongo-sanitize), or whose source files name Mongoose's
`sanitizeFilter` or a mongo-sanitize middleware.
"""

from __future__ import annotations

import posixpath

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.core.repository import Repository
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result, manifests_above, package_code_says, reports_any, without_rules

RULES = frozenset({"node.nosql.request-value-as-filter-field"})
DEFENCES = frozenset(
    {
        "zod",
        "joi",
        "@hapi/joi",
        "yup",
        "ajv",
        "class-validator",
        "express-validator",
        "celebrate",
        "express-joi-validation",
        "express-json-validator-middleware",
        "superstruct",
        "valibot",
        "@sinclair/typebox",
        "fastest-validator",
        "@vinejs/vine",
        "io-ts",
        "runtypes",
        "arktype",
        "mongo-sanitize",
        "express-mongo-sanitize",
        "@exortek/express-mongo-sanitize",
        "mongoose-sanitize",
    }
)
_SANITIZING = lazy_compile(r"\bsanitizeFilter\b|\bmongoSanitize\b|mongo-sanitize")


def defended_fields_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the filter-field findings of files whose package validates or sanitizes input."""
    return each_file_result(items, lambda result: defended_fields_in_file(result, repo))


def defended_fields_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES) or not package_defends_fields(repo, result.path):
        return result
    return without_rules(result, RULES)


def package_defends_fields(repo: Repository, path: str) -> bool:
    """Whether the file's package declares a validation or sanitizing library, or its code sanitizes filters."""
    manifests = manifests_above(repo, path)
    if any(name in DEFENCES for manifest in manifests for name in declared_dependencies(repo.text(manifest))):
        return True
    folder = posixpath.dirname(manifests[0]) if manifests else ""
    return package_code_says(repo, folder, _SANITIZING, "mongo-defences")
