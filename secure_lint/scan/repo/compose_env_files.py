"""The services of the Compose stacks that load an env file (`env_file:`): the containers its
URLs may name.

A Compose service started with `env_file: .env.development` (or a list of files, or the long
form `- path: .env.development`, through a YAML anchor too) runs beside the other services of
its file, and reaches them by their service names (`http://opensearch:9200`,
`smtp://mailhog:1025`, `postgresql://sn:password@db:5432/app`): a host that is one of them is a
container of the same stack, no remote machine. Whether the stack is a local one is the env
file's own say (local_env_files.local_declaration); this module only names the containers.
"""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.secret_context import compose_services

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

COMPOSE_FILE = lazy_compile(r"(?i)(?:^|/)(?:docker-)?compose(?:[._-][^/]*)?\.ya?ml$")
# `env_file: .env.dev`, `- ./.env.dev`, `- path: .env.dev`: the values an env_file key may hold
ENV_FILE_VALUE = lazy_compile(
    r"""(?m)^[ \t]*(?:env_file:|-[ \t]*(?:path:)?|path:)[ \t]*["']?([\w./${}~-]+)["']?[ \t]*(?:\#.*)?$"""
)
ENV_FILE_KEY = lazy_compile(r"(?m)^[ \t]*env_file:")


def loading_services(path: str, repo: Repository) -> frozenset[str]:
    """The services of every Compose file that loads `path` as an env file (none: empty)."""
    services: set[str] = set()
    for compose, text in _compose_files(repo):
        if any(_resolves(compose, m.group(1), path) for m in ENV_FILE_VALUE.finditer(text)):
            services.update(compose_services(text))
    return frozenset(services)


def _compose_files(repo: Repository) -> list[tuple[str, str]]:
    """The Compose files that load some env file, with their texts (once per scan)."""

    def collect() -> list[tuple[str, str]]:
        found = []
        for path in repo.paths:
            text = repo.text(path) if COMPOSE_FILE.search(path) else None
            if text is not None and ENV_FILE_KEY.search(text):
                found.append((path, text))
        return found

    result: list[tuple[str, str]] = repo.once("compose-env-files:compose", collect)
    return result


def _resolves(compose: str, reference: str, path: str) -> bool:
    """Whether `reference`, written in `compose`, is `path` from the Compose file's folder."""
    if reference.startswith(("/", "~", "$")):
        return False
    return posixpath.normpath(posixpath.join(posixpath.dirname(compose), reference)) == path
