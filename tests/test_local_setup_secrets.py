"""Secrets of a local development environment are review items (batch 29 test half: rafiki's
`localenv/*/private-key.pem`, mounted only by Compose files running the stack in development, and
one-login-auth-frontend's `.env.local` key, in a file setting `APP_ENV=local` with localhost URLs).

A key file stays a finding when any other file names it (code, a production Compose file, a
Dockerfile) or nothing does; an env file stays one when it is named for a deployed environment,
has a remote URL, does not set a development environment, or the secret is someone else's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data" / "x509"
KEY = (DATA / "ec-key.pem").read_text()

DEV_COMPOSE = """\
name: gb
services:
  bank-mock:
    image: acme-mock-bank
    ports:
      - '3032:80'
    environment:
      KEY_FILE: /workspace/private-key.pem
      NODE_ENV: {node_env}
    volumes:
      - ../bank/private-key.pem:/workspace/private-key.pem
    depends_on:
      - bank-backend
  bank-backend:
    image: acme-backend
"""
# a deployed stack: a health check on localhost and a port on 127.0.0.1 say nothing local
PROD_COMPOSE = """\
services:
  signer:
    image: acme/signer:1.4
    ports:
      - '127.0.0.1:8080:8080'
    environment:
      NODE_ENV: production
      KEY_FILE: /run/keys/private-key.pem
    volumes:
      - ./keys/private-key.pem:/run/keys/private-key.pem
    healthcheck:
      test: ["CMD", "wget", "--spider", "http://localhost:8080/healthz"]
"""
# a second wallet of the same local stack: depends on the first file's backend
PEER_COMPOSE = """\
services:
  wallet-two:
    image: acme-mock-bank
    environment:
      KEY_FILE: /workspace/private-key.pem
      RETURN_URL: http://localhost:5030
    volumes:
      - ../wallet-two/private-key.pem:/workspace/private-key.pem
    depends_on:
      bank-backend:
        condition: service_healthy
"""


def _env(app_env: str, api: str, name: str = "LOCAL_ENCRYPTION_KEY") -> str:
    return f"""\
APP_ENV={app_env}
SERVICE_DOMAIN=localhost
SESSION_SECRET=123456
API_BASE_URL={api}
# This key is only for use in insecure local environments
{name}='{KEY.strip()}'
PORT=4401
"""


def _secrets(root: Path, run_cli, profile: str = "default") -> list[tuple[str, str, str, str]]:  # type: ignore[no-untyped-def]
    # secrets.private-key is of the extended profile: named by id, it runs in the default one too
    select = ("--select", "secrets", "--select", "secrets.private-key")
    result = run_cli("scan", "--format", "json", "--profile", profile, *select, "--no-cache", cwd=root)
    return sorted(
        (f["location"]["path"], f["rule_id"], f["severity"], f["disposition"])
        for f in json.loads(result.stdout)["findings"]
    )


def _messages(root: Path, run_cli) -> list[str]:  # type: ignore[no-untyped-def]
    result = run_cli("scan", "--format", "json", "--profile", "audit", "--select", "secrets", "--no-cache", cwd=root)
    return [f["message"] for f in json.loads(result.stdout)["findings"]]


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


@pytest.mark.parametrize("node_env", ["development", "${NODE_ENV:-development}"])
def test_a_key_only_a_development_compose_file_mounts_is_a_review_item(tmp_path: Path, run_cli, node_env: str) -> None:  # type: ignore[no-untyped-def]
    root = _write(
        tmp_path,
        {
            "localenv/bank/private-key.pem": KEY,
            "localenv/bank/docker-compose.yml": DEV_COMPOSE.format(node_env=node_env),
            "localenv/README.md": "Run `docker compose -f bank/docker-compose.yml up`; keys: bank/private-key.pem\n",
        },
    )
    assert _secrets(root, run_cli) == []
    assert _secrets(root, run_cli, "audit") == [
        ("localenv/bank/private-key.pem", "secrets.private-key", "low", "needs_review")
    ]
    assert "named only by localenv/bank/docker-compose.yml (sets `NODE_ENV:" in _messages(root, run_cli)[0]


def test_a_compose_file_of_the_same_development_stack_counts(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(
        tmp_path,
        {
            "localenv/bank/private-key.pem": KEY,
            "localenv/bank/docker-compose.yml": DEV_COMPOSE.format(node_env="development"),
            "localenv/wallet-two/private-key.pem": KEY,
            "localenv/wallet-two/docker-compose.yml": PEER_COMPOSE,
        },
    )
    assert _secrets(root, run_cli) == []
    assert "depends on `bank-backend` of localenv/bank/docker-compose.yml" in " ".join(_messages(root, run_cli))


def test_a_production_compose_file_keeps_the_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"keys/private-key.pem": KEY, "docker-compose.yml": PROD_COMPOSE})
    assert _secrets(root, run_cli) == [("keys/private-key.pem", "secrets.private-key", "medium", "reportable")]


def test_code_reading_the_key_keeps_the_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    code = "import fs from 'fs'\nimport path from 'path'\n\n"
    code += "export const key = fs.readFileSync(path.join(__dirname, '../localenv/bank/private-key.pem'))\n"
    root = _write(
        tmp_path,
        {
            "localenv/bank/private-key.pem": KEY,
            "localenv/bank/docker-compose.yml": DEV_COMPOSE.format(node_env="development"),
            "src/signer.ts": code,
        },
    )
    assert _secrets(root, run_cli) == [("localenv/bank/private-key.pem", "secrets.private-key", "medium", "reportable")]


def test_a_key_nothing_names_keeps_the_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"localenv/bank/private-key.pem": KEY})
    assert _secrets(root, run_cli) == [("localenv/bank/private-key.pem", "secrets.private-key", "medium", "reportable")]


def test_an_env_file_that_declares_itself_local_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {".env.local": _env("local", "http://localhost:4402")})
    assert _secrets(root, run_cli) == []
    assert _secrets(root, run_cli, "audit") == [(".env.local", "secrets.private-key", "low", "needs_review")]
    message = _messages(root, run_cli)[0]
    assert "`APP_ENV=local` (.env.local:1); URL hosts: localhost" in message
    assert "`SESSION_SECRET=123456`" in message


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (".env.local", _env("local", "https://api.acme-bank.com")),  # a remote service
        (".env.local", _env("production", "http://localhost:4402")),  # no development environment
        (".env.production", _env("local", "http://localhost:4402")),  # named for a deployed environment
        (".env", _env("development", "http://localhost:4402", name="FIREBASE_PRIVATE_KEY")),  # someone else's
    ],
)
def test_an_env_file_not_saying_it_is_local_keeps_the_finding(tmp_path: Path, run_cli, name: str, text: str) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {name: text})
    assert _secrets(root, run_cli) == [(name, "secrets.private-key", "medium", "reportable")]


ENV_FILE_COMPOSE = """\
services:
  api:
    build: .
    env_file: ./{name}
    environment:
      NODE_ENV: development
"""


@pytest.mark.parametrize(("name", "kept"), [("dev.env", False), (".env", True)])
def test_an_env_file_a_development_compose_file_loads(tmp_path: Path, run_cli, name: str, kept: bool) -> None:  # type: ignore[no-untyped-def]
    # `.env` is loaded by dotenv and the frameworks unasked: the compose file is not its only reader
    text = f"TOKEN_SIGNING_KEY='{KEY.strip()}'\n"
    root = _write(tmp_path, {name: text, "docker-compose.yml": ENV_FILE_COMPOSE.format(name=name)})
    expected = [(name, "secrets.private-key", "medium", "reportable")] if kept else []
    assert _secrets(root, run_cli) == expected


# a local stack's env file: its URLs name the localhost and the containers of the Compose file
# that loads it (batch 30 tuning half: stacker-news's sndev `.env.development`)
STACK_ENV = """\
NODE_ENV=development
NEXTAUTH_URL=http://localhost:3000/api/auth
SELF_URL=http://app:3000
LOGIN_EMAIL_SERVER=smtp://mailhog:1025
OPENSEARCH_URL=http://{search}:9200
# openssl rand -hex 32
NEXTAUTH_SECRET=3_0W_PhDRZVanbeJsZZGIEljexkKoGbL6qGIqSwTjjI
NOSTR_PRIVATE_KEY=5f30b7e7714360f51f2be2e30c1d93b7fdf67366e730658e85777dfcc4e4245f
OPENSEARCH_PASSWORD=mVchg1T5oA9wudUh
POSTGRES_PASSWORD=password
"""
STACK_COMPOSE = """\
x-env_file: &env_file
  - path: .env.development
    required: true
  - path: .env.local
    required: false
services:
  db:
    image: postgres:16
    env_file: *env_file
  app:
    build: .
    env_file: *env_file
    ports:
      - "3000:3000"
  opensearch:
    image: opensearchproject/opensearch:2
    env_file: *env_file
  mailhog:
    image: mailhog/mailhog:latest
"""


def test_an_env_file_its_local_compose_stack_loads_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    env = STACK_ENV.format(search="opensearch")
    root = _write(tmp_path, {".env.development": env, "docker-compose.yml": STACK_COMPOSE})
    assert _secrets(root, run_cli) == []
    audit = _secrets(root, run_cli, "audit")
    assert len(audit) == 3
    assert {disposition for *_, disposition in audit} == {"needs_review"}
    assert "URL hosts: app, localhost, mailhog, opensearch" in _messages(root, run_cli)[0]


@pytest.mark.parametrize(
    ("env", "compose"),
    [
        (STACK_ENV.format(search="search.acme.io"), STACK_COMPOSE),  # a remote search cluster
        (STACK_ENV.format(search="search"), STACK_COMPOSE),  # a host no service of the stack is
        (STACK_ENV.format(search="opensearch"), STACK_COMPOSE.replace(".env.development", ".env.dev")),  # not loaded
        (STACK_ENV.format(search="opensearch").replace("development", "production"), STACK_COMPOSE),
    ],
)
def test_a_compose_stack_env_file_not_local_keeps_the_findings(tmp_path: Path, run_cli, env: str, compose: str) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {".env.development": env, "docker-compose.yml": compose})
    assert len(_secrets(root, run_cli, "extended")) == 3  # secrets.dotenv-secret is an extended rule


# batch 60: a backend's `.env.test`, loaded when it runs against its mock server, with the
# identity provider's token endpoint on that mock too (the client secret is the mock's)
AZURE_SECRET = "Qx~8Q~" + "Tq3pFv9LmZr2W0yKbN7cJd4HsGe1UaXoPi"


def _mock_env(token_endpoint: str, client_secret_name: str = "AZURE_APP_CLIENT_SECRET") -> str:
    return f"""\
FORMS_API_URL=http://127.0.0.1:3300/forms-api
AZURE_OPENID_CONFIG_TOKEN_ENDPOINT={token_endpoint}
AZURE_APP_CLIENT_ID=a7b1fc14-4e91-48bc-b732-a0cf55ac3258
{client_secret_name}={AZURE_SECRET}
MOCKS_ENABLED=true
SEND_INN_HOST=http://127.0.0.1:3300/send-inn
"""


def test_a_credential_of_a_service_the_test_env_places_locally_is_reviewed(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"packages/backend/.env.test": _mock_env("http://127.0.0.1:3300/azure-openid/oauth2/v2.0/token")})
    assert _secrets(root, run_cli) == []
    [message] = _messages(root, run_cli)
    assert "named for the test environment (.env.test)" in message
    assert "`AZURE_OPENID_CONFIG_TOKEN_ENDPOINT=http://127.0.0.1:3300/azure-openid/oauth2/v2.0/token`" in message


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # the provider's real endpoint: the secret opens the real tenant
        (".env.test", _mock_env("https://login.microsoftonline.com/acme/oauth2/v2.0/token")),
        # not named for tests and no development environment set
        (".env", _mock_env("http://127.0.0.1:3300/azure-openid/oauth2/v2.0/token")),
        # no address of the credential's own service in the file
        (".env.test", _mock_env("http://127.0.0.1:3300/token", client_secret_name="ENTRA_CLIENT_SECRET")),
    ],
)
def test_a_service_credential_not_placed_locally_stays(tmp_path: Path, run_cli, name: str, text: str) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {name: text})
    assert [rule for _, rule, _, _ in _secrets(root, run_cli)] == ["secrets.azure-ad-client-secret"]
