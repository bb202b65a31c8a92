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

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.secret_context import LOOPBACK, compose_services

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
