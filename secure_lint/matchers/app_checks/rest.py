"""`rest-resource-unguarded`: finale/epilogue REST resources with no auth milestone or middleware."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, app_of, at, each_match, line_start, matches
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# finale / epilogue: REST resources generated from Sequelize models
_RESOURCE = lazy_compile(r"""\b(?:finale|epilogue|Finale|Epilogue|restful)\s*\.\s*resource\s*\(""")
_RESOURCE_GUARD = lazy_compile(
    r"""\.\s*(?:all|list|read|create|update|delete)\s*\.\s*(?:auth|use)\s*\(|\.\s*use\s*\(\s*\{[^}]*\bauth\b"""
)
_RESOURCE_INIT = lazy_compile(r"""\b(?:finale|epilogue|Finale|Epilogue)\s*\.\s*initialize\s*\(\s*\{[^}]*\bapp\s*:""")


def rest_anchors(source: SourceFile) -> Iterator[RawMatch]:
    if not _RESOURCE_GUARD.search(source.text):  # guarded in this file
        yield from matches(_RESOURCE, source)


def rest_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    guard = app.find("resource-guard", _RESOURCE_GUARD)
    if guard is not None:
        return None
    endpoints = _resource_endpoints(repo.text(path) or "", line)
    if any(_guards_paths(mount, endpoints) for mount in _auth_mounts(app)):
        return None
    facts = ["generated REST resource (finale/epilogue): list, read, create, update and delete endpoints"]
    init = app.find("resource-init", _RESOURCE_INIT)
    if init is not None:
        facts.append(f"mounted on the app by {at(init)}")
    facts.append("no auth milestone (`resource.all.auth(...)`, `.use({ ... auth })`) on any resource of the app")
    shown = f" ({', '.join(endpoints[:2])})" if endpoints else ""
    facts.append(f"no sign-in or role middleware mounted on its endpoints' paths{shown}")
    return facts


# an app-level middleware mount whose arguments name an auth check: `app.use('/api/Orders', requireAuth)`,
# `app.all('/api/*', security.isAuthorized())`, `app.use(authenticate)`
_AUTH_MOUNT = lazy_compile(
    r"""\.\s*(?:use|all)\s*\(\s*(?:(?P<q>['"`])(?P<path>/[^'"`\n]*)(?P=q)\s*,\s*)?(?P<middleware>[^;]{0,200}?)\)\s*;?\s*$""",
    re.M,
)
_AUTH_NAME = lazy_compile(  # a check by its name (a session or a login router is no guard)
    r"""\b(?:require|ensure|is|check|verify|must|has)_?\w*(?:auth|log(?:ged)?_?in|user|admin|role|staff|token|permission)\w*"""
    r"""|authenticat\w*|authori[sz]\w*|\bauth\b|\w*jwt\w*|\w*guard\w*|\bprotect\w*""",
    re.I,
)


def _resource_endpoints(text: str, line: int) -> list[str]:
    """The endpoint paths of the resource made at `line` (a template's literal head)."""
    start = line_start(text, line)
    listed = re.search(r"""\bendpoints\s*:\s*\[(?P<list>[^\]]*)\]""", text[start : start + 600])
    if listed is None:
        return []
    return [re.split(r"\$\{", m.group(2))[0] for m in re.finditer(r"""(['"`])(/[^'"`]*)\1""", listed.group("list"))]


def _auth_mounts(app: App) -> list[str]:
    """The paths app-level auth middleware is mounted on ("" for every path)."""
    found: list[str] = app.repo.once(f"app_checks:auth-mounts:{app.root}", lambda: [
        (m.group("path") or "") for _, m in each_match(app, _AUTH_MOUNT)
        if _AUTH_NAME.search(m.group("middleware")) and not m.group("middleware").lstrip().startswith(("'", '"', "`"))
    ])
    return found


def _guards_paths(mount: str, endpoints: list[str]) -> bool:
    """Whether middleware mounted on `mount` runs before every one of the endpoints."""
    below_only = re.search(r"""/(?:\*|\(\.\*\))$""", mount) is not None  # `/api/x/*` misses `/api/x` itself
    prefix = re.sub(r"""/?(?:\*|\(\.\*\))$""", "", mount).rstrip("/")
    if not prefix:
        return True
    return bool(endpoints) and all(
        e.startswith(prefix + "/") or (e.rstrip("/") == prefix and not below_only) for e in endpoints
    )
