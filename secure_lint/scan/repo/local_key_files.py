"""A key or env file whose only consumers in the repository are local development setups: a review item.

A private key committed as a file (`private-key.pem`) is read by whatever names its path. When
every file that names it is a setup a contributor runs on their own machine, and at least one
does, the key signs for a stack that exists only there (a mock bank of a local playground, a
development server's token key). Such a setup is:

- a Compose file that sets an app's environment to development or local (`NODE_ENV: development`,
  `APP_ENV: ${APP_ENV:-local}`), or one named for development (`docker-compose.dev.yml`): a
  loopback address is no such fact here, since deployed Compose files probe `localhost` in their
  health checks and publish ports on 127.0.0.1;
- a Compose file whose services depend on (`depends_on`) services such a Compose file defines:
  a part of the same development stack, started with it (`docker compose -f a.yml -f b.yml`);
- a dev container's files (`.devcontainer/`), or a config named for development (`*.dev.*`,
  `*.local.*`: secret_local_stack.DEV_SETUP_PATH's file names, not its `dev/` folders);
- an env file that declares itself local (local_env_files.local_declaration).

An env file counts only when no loader reads it unasked (`dev.env`; not `.env`, `.env.local`:
dotenv and the frameworks load those from the app's folder without naming them).

A file names the key by a path that resolves to it from the file's folder or the repository's
root (`- ../global-bank/private-key.pem:/workspace/private-key.pem`, `env_file: ./dev.env`), or
by a path the key's ends with (`/app/keys/jwt.pem` for `keys/jwt.pem`). Documentation and ignore
files are no consumers. Any other file naming it (code, a Dockerfile, a production manifest or
Compose file, a script) keeps the finding, and so does a key nothing names: whoever reads it is
not shown.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.secret_context import compose_services
from secure_lint.matchers.secret_local_stack import DEV_SETUP_PATH
from secure_lint.scan.repo import each_file_result, low_review_item
from secure_lint.scan.repo.compose_env_files import COMPOSE_FILE
from secure_lint.scan.repo.local_env_files import ENV_FILE, local_declaration
from secure_lint.scan.repo.self_signed_keys import KEY_FILE_SUFFIXES

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

REASON = (
    "a key or env file that only local development setups name (a Compose file running a "
    "development environment, a dev container, a development config): the secret of a stack "
    "that runs on a contributor's machine"
)
DEV_CONTAINER = lazy_compile(r"(?i)(?:^|/)\.?devcontainers?/")
# `NODE_ENV: development`, `- APP_ENV=local`, `NODE_ENV: ${NODE_ENV:-development}`
COMPOSE_DEVELOPMENT = lazy_compile(
    r"""(?im)^[ \t]*(?:-[ \t]*)?["']?(?:[A-Z0-9]+_)*(?:ENV|ENVIRONMENT|STAGE)["']?[ \t]*[:=][ \t]*["']?"""
    r"""(?:\$\{\w+:?-)?(?:local|dev|development)\}?["']?[ \t]*$"""
)
# files that mention a path without reading it
NEUTRAL = lazy_compile(
    r"(?i)\.(?:md|mdx|rst|txt|adoc)$|(?:^|/)\.(?:git|docker|prettier|eslint)ignore$|(?:^|/)CODEOWNERS$"
)
# the services named under a `depends_on:` key, as a list or a mapping
DEPENDS_ON = lazy_compile(r"(?m)^([ \t]*)depends_on:[ \t]*\n((?:\1[ \t]+.*\n?)*)")
DEPENDED = lazy_compile(r"(?m)^[ \t]*(?:-[ \t]*)?[\"']?([A-Za-z0-9][\w.-]*)[\"']?[ \t]*:?[ \t]*$")
REFERENCE_FILE_LIMIT = 2_000_000


def local_key_files_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with the secrets of key and env files only local setups name lowered."""
    return each_file_result(items, lambda result: _judged_file(result, repo))


def _judged_file(result: FileResult, repo: Repository) -> FileResult:
    if not _key_or_env_file(result.path) or not any(_secret(f) for f in result.findings):
        return result
    setups = local_consumers(result.path, repo)
    if not setups:
        return result
    detail = "named only by " + ", ".join(setups[:3])
    return replace(
        result,
        findings=[low_review_item(f, REASON, detail) if _secret(f) else f for f in result.findings],
    )


def _secret(finding: Finding) -> bool:
    return finding.rule_id.startswith("secrets.") and finding.is_open


def _key_or_env_file(path: str) -> bool:
    """A key file, or an env file only a path loads (`dev.env`): dotenv and the frameworks load
    `.env` and `.env.<mode>` from the app's folder unasked, so naming one proves nothing."""
    name = posixpath.basename(path)
    env_file = ENV_FILE.match(name) is not None and not name.startswith(".env")
    return path.lower().endswith(KEY_FILE_SUFFIXES) or env_file


def local_consumers(path: str, repo: Repository) -> list[str]:
    """The local setups (each with why) naming `path` when every file naming it is one or is
    documentation, and there is one; [] otherwise."""
    name = posixpath.basename(path)
    token = re.compile(rf"[\w.${{}}/~+@-]*(?<![\w.-]){re.escape(name)}(?![\w.-])")
    setups = []
    for other in repo.paths:
        if other == path or NEUTRAL.search(other):
            continue
        text = repo.text(other)
        if text is None or len(text) > REFERENCE_FILE_LIMIT or name not in text:
            continue
        if not any(names_file(other, m.group(0), path) for m in token.finditer(text)):
            continue
        why = local_setup(other, text, repo)
        if why is None:
            return []
        setups.append(f"{other} ({why})")
    return setups


def names_file(referrer: str, reference: str, path: str) -> bool:
    """Whether `reference`, written in `referrer`, is a path to `path`: from the referrer's folder
    or the repository's root, or a path `path` ends with (`/app/keys/jwt.pem` for `keys/jwt.pem`)."""
    relative = re.sub(r"^(?:\$\{?\w+\}?/)+", "", reference)
    folder = posixpath.dirname(referrer)
    resolved = {posixpath.normpath(posixpath.join(folder, relative)), posixpath.normpath(relative)}
    if not relative.startswith(("/", "~")) and path in resolved:
        return True
    tail = re.sub(r"^(?:\.{1,2}/|/|~/)+", "", relative)
    return "/" in tail and ("/" + path).endswith("/" + tail)


def local_setup(path: str, text: str, repo: Repository) -> str | None:
    """Why the file is a local development setup, or None."""
    name = posixpath.basename(path)
    if DEV_CONTAINER.search(path):
        return "a dev container"
    if ENV_FILE.match(name):
        return local_declaration(path, text)
    if DEV_SETUP_PATH().search(name):
        return "named for development"
    if not COMPOSE_FILE.search(path):
        return None
    setting = _development_setting(text)
    if setting is not None:
        return setting
    stack = _development_compose_files(repo)
    for service in sorted(_depended_on(text) - set(compose_services(text))):
        if service in stack:
            return f"depends on `{service}` of {stack[service]}"
    return None


def _development_setting(text: str) -> str | None:
    setting = COMPOSE_DEVELOPMENT.search(text)
    return f"sets `{setting.group(0).strip().lstrip('- ')}`" if setting is not None else None


def _depended_on(text: str) -> set[str]:
    return {name.group(1) for block in DEPENDS_ON.finditer(text) for name in DEPENDED.finditer(block.group(2))}


def _development_compose_files(repo: Repository) -> dict[str, str]:
    """Each service of a Compose file that sets a development environment, with that file."""

    def collect() -> dict[str, str]:
        found: dict[str, str] = {}
        for path in repo.paths:
            text = repo.text(path) if COMPOSE_FILE.search(path) else None
            if text is not None and _development_setting(text) is not None:
                found.update((service, path) for service in compose_services(text))
        return found

    result: dict[str, str] = repo.once("local-key-files:development-compose", collect)
    return result
