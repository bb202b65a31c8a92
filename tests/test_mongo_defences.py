"""Which packages defend a MongoDB filter field against an operator object (scan/repo/mongo_defences.py):
the request-value-as-filter-field findings of those packages are dropped."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.mongo_defences import package_defends_fields

ROUTE = "api/routes/members.js"


def _repo(files: dict[str, str]) -> Repository:
    listed = {ROUTE: "module.exports = router;\n", **files}
    return Repository(lambda: sorted(listed), listed.get)


def _manifest(**dependencies: str) -> str:
    return json.dumps({"name": "api", "dependencies": dependencies})


def test_a_package_with_only_express_and_mongoose_defends_nothing() -> None:
    repo = _repo({"api/package.json": _manifest(express="^4", mongoose="^8", validator="^13")})
    assert package_defends_fields(repo, ROUTE) is False


def test_a_validation_library_above_the_file_counts() -> None:
    for library in ("zod", "express-validator", "ajv", "class-validator", "express-mongo-sanitize"):
        repo = _repo({"package.json": _manifest(**{library: "*"}), "api/package.json": _manifest(mongoose="^8")})
        assert package_defends_fields(repo, ROUTE) is True, library


def test_sanitize_filter_in_the_packages_code_counts_and_not_in_another_package() -> None:
    db = "mongoose.set('sanitizeFilter', true);\n"
    files = {"api/package.json": _manifest(mongoose="^8"), "web/package.json": _manifest(react="^18")}
    assert package_defends_fields(_repo({**files, "api/db.js": db}), ROUTE) is True
    assert package_defends_fields(_repo({**files, "web/src/db.js": db}), ROUTE) is False
