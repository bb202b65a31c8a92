"""Which packages reach a store that reads query operators in a filter value (scan/repo/mongo_store.py):
the NoSQL operator-injection findings of the others are dropped."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.mongo_store import is_query_store, reaches_query_store

ROUTE = "server/routes/users.js"


def _repo(files: dict[str, str]) -> Repository:
    listed = {ROUTE: "module.exports = router;\n", **files}
    return Repository(lambda: sorted(listed), listed.get)


def _manifest(name: str, **dependencies: str) -> str:
    return json.dumps({"name": name, "dependencies": dependencies})


def test_a_sql_package_reaches_none() -> None:
    repo = _repo({"server/package.json": _manifest("api", knex="^3.1.0", objection="^3.1.4", pg="^8.11.5")})
    assert reaches_query_store(repo, ROUTE) is False


def test_a_mongo_dependency_above_the_package_counts() -> None:
    repo = _repo(
        {"package.json": _manifest("root", mongoose="^8.4.0"), "server/package.json": _manifest("api", express="^4")}
    )
    assert reaches_query_store(repo, ROUTE) is True


def test_a_workspace_package_named_as_a_dependency_is_followed() -> None:
    repo = _repo(
        {
            "server/package.json": _manifest("@shop/api", **{"@shop/db": "workspace:*"}),
            "packages/db/package.json": _manifest("@shop/db", **{"@shop/models": "workspace:*"}),
            "packages/models/package.json": _manifest("@shop/models", mongodb="^6.6.2"),
        }
    )
    assert reaches_query_store(repo, ROUTE) is True


def test_no_manifest_meteor_and_a_file_own_import() -> None:
    assert reaches_query_store(_repo({}), ROUTE) is None
    meteor = _repo({"server/package.json": _manifest("app", express="^4"), ".meteor/packages": "mongo\n"})
    assert reaches_query_store(meteor, ROUTE) is True
    script = _repo(
        {"server/package.json": _manifest("app", pg="^8"), ROUTE: "const { MongoClient } = require('mongodb');"}
    )
    assert reaches_query_store(script, ROUTE) is True


def test_store_names() -> None:
    assert all(map(is_query_store, ["mongodb", "mongoose", "@nestjs/mongoose", "mongojs", "@seald-io/nedb", "lokijs"]))
    assert not any(map(is_query_store, ["typeorm", "sequelize", "@prisma/client", "drizzle-orm", "knex", "pg"]))
