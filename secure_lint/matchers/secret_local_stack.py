"""A password in a URL to a service of a local development stack: the throwaway credential of a
container that exists only on a contributor's machine.

Three facts together, each from the file itself:
- the file is a development setup by its place (DEV_SETUP_PATH: a `dev/` folder or dev container,
  a config or Compose file named for development: `docker-compose.dev.yml`, `worker.local.toml`);
- the URL's host is a name only a container network resolves: a single label (`clickhouse:9000`,
  `mysql:3306`, never a registered domain), or a service the same Compose file defines;
- the file says it is local: a Compose file runs that host as one of its services; any other
  file points another value at the local machine or a local-only domain (`http://localhost:3000`,
  `acme.local`: RFC 6761 and 6762; Kubernetes' in-cluster `svc.cluster.local` is no such domain)
  or sets its environment, region or stage to local or development (`region = "local"`,
  `NODE_ENV: development`).

A folder's name alone is no evidence (a `dev/` folder may hold an operator's manifests), nor is a
single-label host (a production Compose file or Kubernetes manifest reaches its database at
`postgres:5432` too, and its password is a real one): without all three the finding stays.
"""

from __future__ import annotations

import re

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.secret_context import LOOPBACK, compose_services, enclosing_lines

# a development setup a contributor runs on their own machine: a dev folder or dev container, a
# config or compose file named for development (docker-compose.dev.yml, compose.local.yaml)
DEV_SETUP_PATH = regex_on_first_use(
    r"(?i)(?:^|/)(?:dev|\.?devcontainers?)/"
    r"|(?:^|/)[^/]*[._-](?:dev|development|local)(?:[._-][^/]*)?\.(?:ya?ml|env|json|properties|toml)$"
)
# the host right after a URL's password: `@clickhouse:9000`, `@db/app`
URL_HOST = regex_on_first_use(r"@([A-Za-z0-9][A-Za-z0-9.-]{0,252})(?=[:/?#'\"`\s]|$)")
# a value on the local machine or a local-only domain, or an environment, region or stage set to
# local or development: what a file of a local stack says of itself
LOCAL_DECLARATION = regex_on_first_use(
    rf"""(?imx)
    (?<![\w.-]){LOOPBACK}(?![\w.-])
    |(?<![\w-])[a-z0-9-]+(?:\.[a-z0-9-]+)*(?<!\bcluster)\.(?:local|localhost)(?![\w.-])
    |(?<![\w])(?:[a-z]+_)?(?:env|environment|stage|region|profile|mode)["']?[ \t]*[:=][ \t]*["']?
     (?:local|dev|development)["']?[ \t]*(?:$|[,\#}}])
    """
)


def local_stack_credential(path: str, text: str, end: int) -> bool:
    """True when the value ending at `end` is the password of a URL to a local stack's service in
    a development setup file that says it is local."""
    host = URL_HOST().match(text, end)
    if host is None or DEV_SETUP_PATH().search(path) is None:
        return False
    name = host.group(1)
    if name in compose_services(text):
        return True
    return "." not in name and LOCAL_DECLARATION().search(text) is not None


# An env file that frameworks load for their development server alone: Next.js, Vite, Create React
# App, Expo and dotenv-flow read `.env.development` (and its `.local`) under `dev`, never in a
# production build (`.env.local` is loaded by production builds too, and is not one of them).
DEV_ENV_FILE = regex_on_first_use(r"(?:^|/)\.env\.(?:dev|development)(?:\.local)?$")
# a URL's host: `http://localhost:8102`, `postgres://user:pw@db.internal:5432/app`
_URL_HOST = regex_on_first_use(r"(?i)\b[a-z][a-z0-9+.-]{1,20}://(?:[^\s/@'\"`]*@)?(\[[^\]\s]+\]|[^\s/:?#'\"`,;]+)")
_LOCAL_HOST = regex_on_first_use(rf"(?i){LOOPBACK}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:local|localhost)")
# the variable a dotenv value is assigned to
_DOTENV_NAME = regex_on_first_use(r"(?m)^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.-]*)[ \t]*=[^\n]*\Z")
# the app's own secrets (a session, cookie or token signing secret, an encryption key) and service
# passwords: what a development server and its local containers use, and nothing else accepts
_OWN_SECRET = regex_on_first_use(
    r"(?i)(?:^|_)(?:SECRET|PASSWORD|PASSWD|PWD|PASS|SIGNING_KEY|ENCRYPTION_KEY|SECRET_KEY|MASTER_KEY)$"
)
# a credential of someone else's service (an OAuth client, an API): valid from any machine
_THIRD_PARTY = regex_on_first_use(r"(?i)CLIENT|CONSUMER|API|ACCESS|ACCOUNT|APP_SECRET|WEBHOOK")


def dev_server_secret(path: str, text: str, start: int) -> bool:
    """True when the value at `start` is the app's own secret or a service password in an env file
    loaded only by a development server, and every URL of that file is on the local machine
    (there is one): the secret of a server that runs on a contributor's machine alone."""
    if DEV_ENV_FILE().search(path) is None:
        return False
    name = _DOTENV_NAME().search(text, text.rfind("\n", 0, start) + 1, start)
    return name is not None and own_secret_name(name.group(1)) and bool(local_url_hosts(text))


def own_secret_name(name: str) -> bool:
    """Whether a variable's name says the app's own secret or a service password, no credential
    of someone else's service (`SESSION_SECRET`, `LOCAL_ENCRYPTION_KEY`; not `STRIPE_API_SECRET`)."""
    return _OWN_SECRET().search(name) is not None and _THIRD_PARTY().search(name) is None


def local_url_hosts(text: str, services: frozenset[str] = frozenset()) -> list[str]:
    """The hosts of the text's URLs when every one is on the local machine or a local-only domain,
    or is one of `services` (the containers of a Compose stack that loads the text), and one is
    local; [] otherwise."""
    hosts = [m.group(1) for m in _URL_HOST().finditer(text)]
    local = [host for host in hosts if _LOCAL_HOST().fullmatch(host)]
    if not local or any(host not in services for host in hosts if host not in local):
        return []
    return hosts


# A Compose file shipped as a template to copy (`compose.yml.sample`, `docker-compose.yml.example`):
# the values it carries are the sample stack's, and a credential one service of it is given for
# another service of the same file (`COINOS_JWT` beside `COINOS_URL=http://app:3119`) authenticates
# to a container the operator starts from the template with its own settings
COMPOSE_TEMPLATE_PATH = regex_on_first_use(
    r"(?i)(?:^|/)(?:docker-)?compose(?:[._-][^/]*)?\.ya?ml\.(?:sample|example|dist|template)$"
)
# the name of the `NAME=value` / `NAME: value` environment entry the value ends
_ENV_ENTRY_NAME = regex_on_first_use(r"""([A-Za-z][A-Za-z0-9_]*)["']?[ \t]*[:=][ \t]*["']?$""")
_ADDRESS_SUFFIXES = ("URL", "URI", "HOST", "ENDPOINT", "ADDRESS")


def compose_template_service_credential(path: str, text: str, start: int) -> bool:
    """True when the value at start, in a Compose template, is an environment entry whose sibling
    entry of the same prefix (`X_JWT` beside `X_URL`) points at a service the same file defines."""
    if COMPOSE_TEMPLATE_PATH().search(path) is None:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    name = _ENV_ENTRY_NAME().search(text, line_start, start)
    if name is None or "_" not in name.group(1):
        return False
    prefix = name.group(1).rsplit("_", 1)[0]
    services = set(compose_services(text))
    siblings = "|".join(f"{re.escape(prefix)}_{suffix}" for suffix in _ADDRESS_SUFFIXES)
    address = re.compile(
        rf"""\b(?:{siblings})["']?[ \t]*[:=][ \t]*["']?(?:[a-z][a-z0-9+.-]*://)?([A-Za-z0-9][A-Za-z0-9.-]*)""", re.I
    )
    return any(host.group(1) in services for host in address.finditer(text))


# A GitHub Actions job's service containers (`jobs.<job>.services.<name>.env`): the database or cache
# a CI job starts for its tests and throws away when the job ends. The password it sets there is the
# container's own, reachable only from that job's runner; a credential of anything real is read from
# `${{ secrets.* }}`, which is no literal. The file says it is a workflow by its `runs-on:`.
_WORKFLOW = regex_on_first_use(r"(?m)^[ \t]+runs-on[ \t]*:")
_SERVICES_KEY = regex_on_first_use(r"^[ \t]*services[ \t]*:[ \t]*(?:#.*)?$")
SERVICE_LINES = 400  # lines above a value searched for the `services:` key enclosing it (a job may start many)


def ci_service_container_credential(text: str, start: int) -> bool:
    """True when the value at `start` is set under a GitHub Actions job's `services:` (its env or
    options), in a file that is a workflow."""
    if _WORKFLOW().search(text) is None:
        return False
    return any(_SERVICES_KEY().match(line) for line in enclosing_lines(text, start, SERVICE_LINES))
