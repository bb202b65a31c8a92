"""TLS 1.0/1.1 allowed on Node 17 or later, whose OpenSSL 3 refuses them at its default security level."""

from __future__ import annotations

from secure_lint.core.repository import Repository
from secure_lint.scan.repo import lowest_major
from secure_lint.scan.repo.node_openssl import node_major


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get)


def test_engines_range_is_read_at_its_lowest_major() -> None:
    assert lowest_major(">=20.x") == 20
    assert lowest_major("^16 || ^18") == 16
    assert lowest_major("lts/*") is None
    assert lowest_major("<18") is None


def test_the_nearest_statement_wins_and_nothing_stated_is_unknown() -> None:
    repo = _repo(
        {
            "package.json": '{"engines": {"node": ">=20"}}',
            "tools/legacy/package.json": '{"name": "legacy"}',
            "tools/legacy/.nvmrc": "v16.20.2\n",
            "relay/package.json": '{"name": "relay"}',
            "relay/Dockerfile": "FROM --platform=linux/amd64 node:22-alpine AS build\n",
        }
    )
    assert node_major(repo, "lib/tls.js") == 20
    assert node_major(repo, "tools/legacy/src/server.js") == 16
    assert node_major(repo, "relay/src/agent.js") == 22
    assert node_major(_repo({"package.json": '{"name": "x"}'}), "lib/tls.js") is None
