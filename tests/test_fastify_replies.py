"""Reflection findings in a Fastify app: its replies are JSON or text/plain unless it says HTML."""

from __future__ import annotations

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.fastify_replies import fastify_only


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get)


def test_fastify_declared_at_or_above_the_file_package() -> None:
    repo = _repo(
        {
            "package.json": '{"dependencies": {"fastify": "^4"}}',
            "services/api/package.json": '{"dependencies": {"got": "^14"}}',
        }
    )
    assert fastify_only(repo, "services/api/routes/users.ts")
    assert fastify_only(repo, "routes/users.ts")


def test_a_framework_or_bridge_sending_html_keeps_the_finding() -> None:
    bridge = _repo({"package.json": '{"dependencies": {"fastify": "^4", "@fastify/express": "^3"}}'})
    assert not fastify_only(bridge, "src/legacy.js")
    beside = _repo(
        {
            "package.json": '{"devDependencies": {"express": "^4"}}',
            "api/package.json": '{"dependencies": {"fastify": "^4"}}',
        }
    )
    assert not fastify_only(beside, "api/routes/users.ts")
    assert not fastify_only(_repo({"package.json": '{"dependencies": {"express": "^4"}}'}), "app.js")
    next_api = _repo({"package.json": '{"dependencies": {"fastify": "^4", "next": "^15"}}'})
    assert not fastify_only(next_api, "pages/api/echo.ts")
