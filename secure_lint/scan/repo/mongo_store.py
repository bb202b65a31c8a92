"""Query operators in request data need a store that reads them: MongoDB or one of its kind.

`{ email: req.body.email }` is an operator injection only when the filter reaches a store that
reads `{"$ne": null}` in a value as an operator: MongoDB (its driver, Mongoose, Typegoose, the
NestJS and Fastify plugins, mongojs, monk) or an embedded store with its query language (NeDB,
LokiJS, TingoDB, mingo). Knex, Objection, TypeORM on SQL, Sequelize, Prisma, Drizzle and
MikroORM's SQL drivers bind an object value as a parameter (or reject it): it matches nothing.
So the findings of RULES are dropped in a file whose package can reach no such store, and those
whose data is a query parsed flat: in a Next.js pages-router API route (Next.js parses `req.query`
into strings and arrays of them, a dynamic segment included: no operator object, unlike Express 4's
`qs`; the JSON body still may hold one), and in a package that runs Express 5 or later (the version
repo/dependency_versions.py resolves), whose default "query parser" is `simple` (Node's querystring:
`?name[$ne]=x` gives the key `name[$ne]`), unless a source file of the package sets the parser. The
package's dependencies are those the package.json files from the file's folder up to the root
declare, and, in a workspace, those of the repository's own packages they name (a route package
depending on `@acme/db`, whose package.json declares mongoose, reaches MongoDB). A file that
imports such a store itself, a Meteor app (its collections come from `meteor/mongo`, no npm
package), or a file under no package.json at all keeps its findings.
"""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.core.repository import Repository
from secure_lint.matchers.app_checks.next_api import is_pages_api_route
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import (
    each_file_result,
    manifest_paths,
    manifests_above,
    package_code_says,
    reports_any,
    without_rules,
)
from secure_lint.scan.repo.dependency_versions import resolved_version

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding

RULES = frozenset(
    {
        "node.nosql.request-object-in-query",
        "node.nosql.request-object-as-credential",
        "node.nosql.request-object-as-filter",
        "node.nosql.request-value-as-filter-field",
    }
)
# a package that is, wraps or plugs in a MongoDB client (mongodb, mongoose, @nestjs/mongoose,
# @fastify/mongodb, mongojs, connect-mongo, mongodb-memory-server), or a store of the same query language
_MONGO_NAME = lazy_compile(r"mongo", re.I)
QUERY_LANGUAGE_STORES = frozenset(
    {
        "monk",
        "typegoose",
        "@typegoose/typegoose",
        "papr",
        "mquery",
        "camo",
        "nedb",
        "@seald-io/nedb",
        "nedb-promises",
        "tingodb",
        "lokijs",
        "mingo",
    }
)
# the file's own import or require of such a store (a script outside any package, a vendored module)
_IMPORTED = lazy_compile(
    r"""(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(?\s*)["']([@\w./-]*mongo[\w./-]*|"""
    + "|".join(re.escape(name) for name in sorted(QUERY_LANGUAGE_STORES))
    + r""")["']""",
    re.I,
)
_METEOR_PACKAGES = ".meteor/packages"
_QUERY = lazy_compile(r"^(?:req|request)\.query\b")
_QUERY_PARSER_SET = lazy_compile(r"""['"]query parser['"]""")


def unread_operators_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the operator-injection findings of files whose package reaches no MongoDB-style store."""
    return each_file_result(items, lambda result: unread_operators_in_file(result, repo))


def unread_operators_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    if reaches_query_store(repo, result.path) is False:
        return without_rules(result, RULES)
    if is_pages_api_route(result.path) or _express_parses_query_flat(repo, result.path):
        kept = [f for f in result.findings if not (f.rule_id in RULES and _from_query_string(f))]
        return result if len(kept) == len(result.findings) else replace(result, findings=kept)
    return result


def _express_parses_query_flat(repo: Repository, path: str) -> bool:
    """Whether the file's package runs Express 5 or later with its default query parser."""
    version = resolved_version(repo, path, "express")
    if version is None or version[0] < 5:
        return False
    manifest = next((m for m in manifests_above(repo, path) if "express" in declared_dependencies(repo.text(m))), "")
    folder = posixpath.dirname(manifest)
    return not package_code_says(repo, folder, _QUERY_PARSER_SET, "mongo-store:query-parser")


def _from_query_string(finding: Finding) -> bool:
    """Whether the finding's data is the request's query (Next.js parses it into strings and
    arrays of them, and a dynamic segment is a string: never an operator object)."""
    return finding.flow is not None and _QUERY.match(finding.flow.source.label) is not None


def reaches_query_store(repo: Repository, path: str) -> bool | None:
    """Whether the file's package can reach a MongoDB-style store; None when it is not known
    (no package.json above the file)."""
    if _meteor_app(repo) or _IMPORTED.search(repo.text(path) or ""):
        return True
    manifests = manifests_above(repo, path)
    if not manifests:
        return None
    return _reaches(repo, manifests)


def is_query_store(package: str) -> bool:
    """Whether a dependency's name is a MongoDB client, a plugin of one, or a store of its query language."""
    return bool(_MONGO_NAME.search(package)) or package in QUERY_LANGUAGE_STORES


def _reaches(repo: Repository, manifests: list[str]) -> bool:
    """Whether the manifests, or the repository's own packages they depend on (transitively),
    declare a MongoDB-style store."""
    by_name = _own_packages(repo)
    pending, seen = list(manifests), set(manifests)
    while pending:
        declared = declared_dependencies(repo.text(pending.pop()))
        if any(is_query_store(name) for name in declared):
            return True
        for name in declared:
            manifest = by_name.get(name)
            if manifest is not None and manifest not in seen:
                seen.add(manifest)
                pending.append(manifest)
    return False


def _own_packages(repo: Repository) -> dict[str, str]:
    """The repository's own packages: name -> the path of its package.json."""
    found: dict[str, str] = repo.once("mongo-store:packages", lambda: _named_manifests(repo))
    return found


def _named_manifests(repo: Repository) -> dict[str, str]:
    named: dict[str, str] = {}
    for manifest in sorted(manifest_paths(repo)):
        try:
            name = json.loads(repo.text(manifest) or "").get("name")
        except (ValueError, AttributeError):
            continue
        if isinstance(name, str):
            named.setdefault(name, manifest)
    return named


def _meteor_app(repo: Repository) -> bool:
    found: bool = repo.once(
        "mongo-store:meteor",
        lambda: any(p == _METEOR_PACKAGES or p.endswith("/" + _METEOR_PACKAGES) for p in repo.paths),
    )
    return found
