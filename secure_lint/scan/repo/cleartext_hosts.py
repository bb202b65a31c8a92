"""How bad an app-wide cleartext permission is: whether the app's own code talks http to a fixed host.

A React Native app that allows cleartext for every host (a network security config's
`<base-config cleartextTrafficPermitted="true">`, `android:usesCleartextTraffic`, Expo's
`usesCleartextTraffic`, ATS `NSAllowsArbitraryLoads`) is reported high: its traffic may go out in
clear. That is so when its code sends requests to a fixed remote host over http:// or ws:// (a
`fetch('http://api.acme.com/...')`, a `baseURL`, a constant named for a URL or host): the finding
stays high and names that address. When the app's shipped code names no such address, what
travels in clear is traffic to hosts the user types in (a self-hosted server, a device on the
LAN) or local ones: the permission is still app-wide, but no fixed production host is exposed,
so the finding is medium, its message saying why. Local, private, reserved and single-label hosts
(`localhost`, `10.0.2.2`, `192.168.1.5`, `printer.local`, `http://api`) are no remote production host.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset(
    {
        "rn.android.network-config-cleartext",
        "rn.android.manifest-cleartext-traffic",
        "rn.config.cleartext-traffic",
        "rn.config.ats-arbitrary-loads",
    }
)
_CODE = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs")
# a remote host: not loopback, a private or link-local address, a reserved or local-only name,
# a template placeholder or a single label (a container's or a LAN device's name)
_REMOTE_HOST = (
    r"""(?!(?:localhost|127\.|0\.0\.0\.0|10\.|192\.168\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|\[|\$\{"""
    r"""|[^/'"`\s:?#]*\.(?:local|localhost|internal|test|example|invalid|lan|home\.arpa)(?:[:/'"`?#]|$)"""
    r"""|(?:[^/'"`\s:?#]*\.)?example\.(?:com|org|net)(?:[:/'"`?#]|$)|[\w-]+(?:[:/'"`?#]|$)))"""
    r"""[A-Za-z0-9][\w.-]*\.[A-Za-z]{2,}"""
)
# where the address is one the app sends requests to: a request call's first argument, a base URL
# option, a WebSocket, a WebView's uri, or a constant or key named for a URL, host or endpoint
FIXED_CLEARTEXT_HOST = lazy_compile(
    r"""(?:\b(?:fetch|axios(?:\.(?:get|post|put|patch|delete|head|request|create))?|ky|got|request)\s*\("""
    r"""|\bnew\s+(?:WebSocket|EventSource)\s*\(|\b(?:baseURL|baseUrl|prefixUrl|uri)\s*:"""
    r"""|\b[\w$]*(?:URL|Url|URI|Uri|HOST|Host|ENDPOINT|Endpoint|SERVER|Server|API|Api)\s*[:=])\s*"""
    rf"""['"`](?P<address>(?:http|ws)://{_REMOTE_HOST}[^'"`\s]*)"""
)
_COMMENT_LINE = lazy_compile(r"^\s*(?://|\*|/\*)")
MEDIUM_NOTE = (
    "medium: no http:// or ws:// address of a remote host is written in the app's code, so what"
    " may travel in clear goes to hosts its users configure or to local ones"
)


def cleartext_severity_judged(items: list[Item], repo: Repository) -> list[Item]:
    """The items with each app-wide cleartext finding rated by the fixed hosts the app's code names."""
    return each_file_result(items, lambda result: _judged_file(result, repo))


def _judged_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    host: tuple[str, int, str] | None = repo.once("cleartext-hosts", lambda: fixed_cleartext_host(repo))
    return replace(result, findings=[_rated(f, host) if f.rule_id in RULES else f for f in result.findings])


def _rated(finding: Finding, host: tuple[str, int, str] | None) -> Finding:
    if host is None:
        if finding.severity not in ("high", "critical"):
            return finding  # already rated lower (a debug build's, a browser's): never raised
        return replace(finding, severity="medium", message=f"{finding.message} ({MEDIUM_NOTE})")
    path, line, address = host
    return replace(finding, message=f"{finding.message} (the app's code requests {address} at {path}:{line})")


def fixed_cleartext_host(repo: Repository) -> tuple[str, int, str] | None:
    """(path, line, address) of the first http:// or ws:// address of a remote host that shipped
    code of the repository sends requests to, or None. The whole repository is read, not the app's
    package alone: a monorepo's app takes its API's address from a shared package."""
    for path in repo.paths:
        if not path.endswith(_CODE) or "node_modules/" in path:
            continue
        if not repo.is_shipped(path):
            continue
        text = repo.text(path) or ""
        if "://" not in text:
            continue
        for match in FIXED_CLEARTEXT_HOST.finditer(text):
            start = text.rfind("\n", 0, match.start()) + 1
            if _COMMENT_LINE.match(text, start):
                continue
            return path, text.count("\n", 0, match.start()) + 1, match.group("address")
    return None
