"""The app's own secret in a committed env file that declares itself local: a review item.

An env file is loaded wherever it lies when the app starts: Next.js reads `.env.local` in a
production build too, when it is on the build machine, so no file name makes one local. What does
is what the file sets, two facts together:

- the app's environment is local or development (`APP_ENV=local`, `NODE_ENV=development`,
  `ENVIRONMENT=dev`);
- its URLs are all on the local machine or a local-only domain (`API_BASE_URL=http://localhost:4402`),
  and there is one: the services it talks to run beside it on a contributor's machine. A URL may
  also name a container of a Compose stack that loads the file as its `env_file`
  (`OPENSEARCH_URL=http://opensearch:9200` beside `NEXTAUTH_URL=http://localhost:3000`,
  compose_env_files.py): that container runs beside it too.

Such a file configures a development run, and its own secrets (a session secret, an encryption or
signing key: secret_local_stack.own_secret_name; a `*_PRIVATE_KEY` of 32 random bytes in hex,
which `openssl rand -hex 32` makes and no provider issues) are that run's; a low review item with that
reason (the extended profile shows it, the default does not). A weak value beside it
(`SESSION_SECRET=123456`) says the same and is named when present, not required.

An env file named for the test environment (`.env.test`: frameworks load it only when the tests
run) with every URL local says the same without the setting. A credential of another service is
the local stand-in's when the file places that service on the local machine too: an address entry
of the same service, by the first word of its name (`AZURE_OPENID_CONFIG_TOKEN_ENDPOINT=http://
127.0.0.1:3300/...` beside `AZURE_APP_CLIENT_SECRET`, a mock identity provider).

It stays a finding in an env file named for a deployed environment (`.env.production`,
`.env.staging`), in one with any remote URL or with none, in one that neither sets its environment
to local or development nor is named for tests, and for someone else's credential (an API key, an
OAuth client's secret, a Sentry token) whose service the file does not place locally: valid from
any machine.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.secret_local_stack import local_url_hosts, own_secret_name
from secure_lint.scan.repo import each_file_result, low_review_item
from secure_lint.scan.repo.compose_env_files import loading_services

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

REASON = (
    "the app's own secret in an env file that sets its environment to local or development and "
    "points every URL at the local machine (or a container of the Compose stack that loads it): "
    "the secret of a development run"
)
SERVICE_REASON = (
    "a credential for a service that the same env file, which sets every URL to the local machine, places "
    "there too (a mock or a container of the local stack): the credential of that stand-in"
)
# `.env`, `.env.local`, `.env.development.local`, `local.env`
ENV_FILE = lazy_compile(r"^(?:\.env(?:\.[\w.-]+)?|[\w.-]+\.env)$")
DEPLOYED_NAME = lazy_compile(r"(?i)prod|staging|stage|live|release|preview|qa|uat")
# `.env.test`, `test.env`, `.env.e2e`: an env file named for the test environment (frameworks load
# `.env.test` only when NODE_ENV is test)
TEST_ENV_NAME = lazy_compile(r"(?i)^(?:\.env\.(?:test|testing|e2e)(?:\.local)?|(?:test|testing|e2e)\.env)$")
# `AZURE_OPENID_CONFIG_TOKEN_ENDPOINT=http://127.0.0.1:3300/...`: where a service is reached, not a
# page of the app's own a service calls back (`STRIPE_WEBHOOK_URL`)
SERVICE_ADDRESS_NAME = lazy_compile(r"(?i)(?:URL|URI|HOST|ENDPOINT|ADDRESS|ISSUER|AUTHORITY)$")
CALLBACK_NAME = lazy_compile(r"(?i)WEBHOOK|CALLBACK|REDIRECT|RETURN|PUBLIC|SITE|APP_URL")
# `APP_ENV=local`, `NODE_ENV="development"`, `ENVIRONMENT=dev`: the app's environment
DEVELOPMENT_SETTING = lazy_compile(
    r"""(?im)^[ \t]*(?:export[ \t]+)?(?:[A-Z0-9]+_)*(?:ENV|ENVIRONMENT|STAGE)[ \t]*=[ \t]*"""
    r"""["']?(?:local|dev|development)["']?[ \t]*$"""
)
DOTENV_ENTRY = lazy_compile(r"^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.-]*)[ \t]*=[ \t]*[\"']?([^\"'\n]*)")
WEAK_VALUE = lazy_compile(r"(?i)^(?:\d{1,8}|secret|changeme|password|test|dev|local)$")
COMMENT_LINE = lazy_compile(r"(?m)^[ \t]*#.*$")
# a key the developer drew (`openssl rand -hex 32`): a provider's private key comes as PEM or JSON
GENERATED_PRIVATE_KEY = lazy_compile(r"(?i)(?:^|_)(?:PRIVATE_?KEY|PRIV_?KEY)$")
HEX_32_BYTES = lazy_compile(r"^(?:0x)?[0-9a-fA-F]{64}$")


def local_env_secrets_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with the own secrets of env files that declare themselves local lowered."""
    return each_file_result(items, lambda result: _judged_file(result, repo))


def _judged_file(result: FileResult, repo: Repository) -> FileResult:
    name = posixpath.basename(result.path)
    if ENV_FILE.match(name) is None or DEPLOYED_NAME.search(name) or not any(_secret(f) for f in result.findings):
        return result
    text = repo.text(result.path)
    declaration = local_declaration(result.path, text, loading_services(result.path, repo)) if text else None
    if text is None or declaration is None:
        return result
    lines = text.splitlines()
    return replace(result, findings=[_judged(f, lines, declaration) if _secret(f) else f for f in result.findings])


def _secret(finding: Finding) -> bool:
    return finding.rule_id.startswith("secrets.") and finding.is_open


def local_declaration(path: str, text: str, services: frozenset[str] = frozenset()) -> str | None:
    """What the env file sets that makes it local (its environment, its URLs' hosts, a weak value
    beside them), or None when it does not set both; `services` are the containers of the Compose
    stacks that load it."""
    setting = DEVELOPMENT_SETTING.search(text)
    hosts = local_url_hosts(COMMENT_LINE.sub("", text), services)
    name = posixpath.basename(path)
    if not hosts or (setting is None and TEST_ENV_NAME.match(name) is None):
        return None
    if setting is not None:
        line = text.count("\n", 0, setting.start()) + 1
        said = f"`{setting.group(0).strip()}` ({name}:{line})"
    else:
        said = f"named for the test environment ({name})"
    said = f"{said}; URL hosts: {', '.join(sorted(set(hosts)))}"
    weak = [f"`{m.group(1)}={m.group(2)}`" for m in map(DOTENV_ENTRY.match, text.splitlines()) if m and _weak(m)]
    return f"{said}; weak values beside: {', '.join(weak[:2])}" if weak else said


def _weak(entry: re.Match[str]) -> bool:
    return own_secret_name(entry.group(1)) and WEAK_VALUE.match(entry.group(2).strip()) is not None


def _generated_key(entry: re.Match[str]) -> bool:
    name_says = GENERATED_PRIVATE_KEY.search(entry.group(1)) is not None
    return name_says and HEX_32_BYTES.match(entry.group(2).strip()) is not None


def _judged(finding: Finding, lines: list[str], declaration: str) -> Finding:
    line = finding.location.start_line
    entry = DOTENV_ENTRY.match(lines[line - 1]) if 1 <= line <= len(lines) else None
    if entry is None:
        return finding
    if own_secret_name(entry.group(1)) or _generated_key(entry):
        return low_review_item(finding, REASON, declaration)
    address = _service_address(entry.group(1), lines)
    if address is not None:
        return low_review_item(finding, SERVICE_REASON, f"{declaration}; the service: `{address}`")
    return finding


def _service_address(name: str, lines: list[str]) -> str | None:
    """The entry of the file that says where the credential `name` is used, when there is one: an
    address entry of the same service (`AZURE_OPENID_CONFIG_TOKEN_ENDPOINT` for
    `AZURE_APP_CLIENT_SECRET`, by the first word of their names). Every URL of the file is local."""
    service = name.split("_", 1)[0]
    if service == name:
        return None
    for entry in filter(None, map(DOTENV_ENTRY.match, lines)):
        other = entry.group(1)
        if other.split("_", 1)[0] == service and SERVICE_ADDRESS_NAME.search(other) and not CALLBACK_NAME.search(other):
            return f"{other}={entry.group(2).strip()}"
    return None
