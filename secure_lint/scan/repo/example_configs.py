"""An OAuth client secret in a developer's example configuration whose app runs on the local
machine: a review item, not a leak.

A confidential OAuth client's secret lets its holder redeem authorization codes at the provider,
and the provider sends those codes only to the redirect URIs registered for the client. A
configuration file its own name calls an example, a sample or a development setup
(`config/oidc-example-google.json`, `auth.sample.yaml`, `settings.development.json`) whose app
addresses are all on the local machine (a redirect or callback URL, the app's public URL or
domain: `http://localhost:8989`) describes a client registered for a developer's machine: the
codes it could redeem are sent to that machine, so the secret opens no deployed app. The address
is read in the file itself, else in the base configuration it overlays (node-config's
`config/default.json` beside `config/<environment>.json`), since an overlay names only what it
changes. Such a finding is lowered to a low review item with that reason (the extended profile
shows it, the default does not): the secret should still be rotated.

It stays a finding when the value is no OAuth client secret (an API key, a service password, a
private key: valid from any machine), when the file's name says nothing of an example or a
development setup (`production.json`, a `local.json` override), when no app address is found,
and when any app address is not local (a deployed app's domain): a real tenant's secret.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.secret_context import LOOPBACK
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result, low_review_item

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

SECRET_RULES = "secrets."
REASON = (
    "an OAuth client secret in a development example configuration whose app addresses are all on the "
    "local machine: the provider sends that client's codes to a developer's machine, no deployed app"
)
CONFIG_SUFFIXES = (".json", ".json5", ".yaml", ".yml", ".toml", ".ini", ".properties", ".plist", ".mobileconfig")
# the file's own name says an example or a development setup: a word of its name, or the template
# suffix (`config.json.example`); not `local` (node-config's `local.json` is a machine's override)
EXAMPLE_NAME = lazy_compile(r"(?i)(?:^|[._-])(?:examples?|samples?|dev|development)(?:[._-]|$)")
TEMPLATE_SUFFIX = lazy_compile(r"(?i)\.(?:example|sample)$")
# the key a client secret is held under (the value's line, or the line before: a plist's <key>)
CLIENT_SECRET_KEY = lazy_compile(r"(?i)client[_-]?secret")
# an address of the app itself: where the provider redirects, the app's public URL or domain
# (not the provider's: `issuerUrl`, `AUTH0_DOMAIN`, a token endpoint)
APP_ADDRESS_KEY = (
    r"(?:[A-Za-z_]*(?:redirect|callback)[A-Za-z_]*"
    r"|(?:app|base|public|site|frontend|external|server)[_-]?(?:url|uri|domain|origin)|domain|origin)"
)
APP_ADDRESS = lazy_compile(
    rf"""(?im)(?:^|[\s{{,])["']?{APP_ADDRESS_KEY}["']?[ \t]*[:=][ \t]*["']?(?P<value>[^"'\s,}}<]+)"""
    rf"""|<key>{APP_ADDRESS_KEY}</key>\s*<string>(?P<plist>[^<\s]+)</string>"""
)
HOST = lazy_compile(r"(?i)^(?:[a-z][a-z0-9+.-]*://)?(?:[^@/\s]*@)?(\[[^\]]+\]|[^/:?#\s]+)")
LOCAL_HOST = lazy_compile(rf"(?i)^(?:{LOOPBACK}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:local|localhost))$")
BASE_NAMES = ("default.json", "default.json5", "default.yaml", "default.yml", "default.toml")


def example_config_secrets_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with each OAuth client secret of a local development example lowered to review."""
    if not any(isinstance(i, FileResult) and any(_candidate(f) for f in i.findings) for i in items):
        return items
    return each_file_result(items, lambda result: _lowered(result, repo))


def _candidate(finding: Finding) -> bool:
    return finding.rule_id.startswith(SECRET_RULES) and example_config(finding.location.path)


def example_config(path: str) -> bool:
    """A configuration file whose name says an example, a sample or a development setup."""
    name = posixpath.basename(path)
    if TEMPLATE_SUFFIX.search(name):
        return True
    stem, suffix = posixpath.splitext(name)
    return suffix.lower() in CONFIG_SUFFIXES and EXAMPLE_NAME.search(stem) is not None


def _lowered(result: FileResult, repo: Repository) -> FileResult:
    if not any(_candidate(f) for f in result.findings):
        return result
    return replace(result, findings=[_judged(f, repo) if _candidate(f) else f for f in result.findings])


def _judged(finding: Finding, repo: Repository) -> Finding:
    path = finding.location.path
    text = repo.text(path)
    if text is None or not _client_secret(text, finding.location.start_line):
        return finding
    addresses = local_app_addresses(path, text, repo)
    if not addresses:
        return finding
    return low_review_item(finding, REASON, "app address: " + ", ".join(addresses[:2]))


def _client_secret(text: str, line: int) -> bool:
    lines = text.splitlines()
    held = lines[max(0, line - 2) : line]
    return any(CLIENT_SECRET_KEY.search(h) for h in held)


def local_app_addresses(path: str, text: str, repo: Repository) -> list[str]:
    """The app addresses the file gives (else the base configuration it overlays gives), each with
    where it is, when there is one and all are local; [] otherwise."""
    found = _addresses(path, text)
    if not found:
        base = _base_configuration(path, repo)
        base_text = repo.text(base) if base is not None else None
        found = _addresses(base, base_text) if base is not None and base_text is not None else []
    if not found or not all(LOCAL_HOST.match(host) for host, _ in found):
        return []
    return [where for _, where in found]


def _addresses(path: str, text: str) -> list[tuple[str, str]]:
    found = []
    for match in APP_ADDRESS.finditer(text):
        value = match.group("value") or match.group("plist")
        host = HOST.match(value)
        if host is not None and "${" not in value:
            line = text.count("\n", 0, match.start("value" if match.group("value") else "plist")) + 1
            found.append((host.group(1), f"{value} ({path}:{line})"))
    return found


def _base_configuration(path: str, repo: Repository) -> str | None:
    """node-config's base file in the same folder (`config/default.json`), if the file is an
    environment's overlay of it."""
    listed: frozenset[str] = repo.once("listed-paths", lambda: frozenset(repo.paths))
    folder = posixpath.dirname(path)
    for name in BASE_NAMES:
        base = posixpath.join(folder, name)
        if base != path and base in listed:
            return base
    return None
