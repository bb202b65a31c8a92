"""`supabase-policy-open-writes`: a row-level security policy that lets every client role change or
delete every row of a table (`USING (true)`), still in force after the last migration.

A Supabase app ships its project URL and anon key in the client, and PostgREST answers any
request they sign: the policies are the only access control of the tables it exposes. A policy
`FOR UPDATE`, `FOR DELETE` or `FOR ALL` whose `USING` is `true` lets anyone (`TO anon`, or no
`TO`: every role) or any signed-in account (`TO authenticated`, and anyone can sign up) change or
delete every row, whatever the app's server code checks (in the schemas the API serves: `public`,
`storage`). Open by design and no finding: inserts
(`FOR INSERT ... WITH CHECK (true)`: a waitlist, a feedback form), reads, restrictive policies
(they only narrow), and policies for the server's own roles (`service_role`, `postgres`).

Migrations are read in order, as `supabase db reset` applies them (by file path: their names
start with a timestamp): the whole-app half keeps a policy only when no later statement drops or
alters it (`DROP POLICY "name" ON table`, `ALTER POLICY`). Where a project has a migrations folder,
its other SQL (a `supabase/schema.sql` dump, a seed) restates what the migrations made and is not
read. Only Supabase projects are read: SQL
under a `supabase/` folder, or a repository with `supabase/config.toml`.
"""

from __future__ import annotations

import dataclasses
import posixpath
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import repo_files
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

NEEDLES = ("policy", "POLICY", "Policy")
_NAME = r"""(?:"(?:[^"]|"")+"|[\w$]+)"""
_TABLE = rf"""{_NAME}(?:\s*\.\s*{_NAME})?"""
_CREATE = lazy_compile(
    rf"""\bcreate\s+policy\s+(?P<name>{_NAME})\s+on\s+(?P<table>{_TABLE})"""
    r"""(?:\s+as\s+(?P<kind>permissive|restrictive))?"""
    r"""(?:\s+for\s+(?P<command>all|select|insert|update|delete))?"""
    r"""(?:\s+to\s+(?P<roles>[\w"$]+(?:\s*,\s*[\w"$]+)*))?"""
    r"""\s+using\s*\(\s*(?:\(\s*)?true\s*(?:\)\s*)?\)""",
    re.I,
)
_LATER_CHANGE = lazy_compile(
    rf"""\b(?:drop\s+policy(?:\s+if\s+exists)?|alter\s+policy)\s+(?P<name>{_NAME})\s+on\s+(?P<table>{_TABLE})""",
    re.I,
)
_COMMENT = lazy_compile(r"""--[^\n]*|/\*[\s\S]*?\*/""")
_SERVER_ROLES = frozenset({"service_role", "postgres", "supabase_admin", "supabase_auth_admin", "dashboard_user"})
# the schemas the Data API (PostgREST) and the Storage API serve to clients by default
_EXPOSED_SCHEMAS = frozenset({"public", "storage", "graphql_public"})
_CHANGES = {"all": "read, change and delete", "update": "change", "delete": "delete"}  # what the policy lets do


@dataclasses.dataclass(frozen=True)
class Policy:
    name: str  # unquoted
    table: str  # unquoted, schema "public" when none is written
    command: str  # what it lets do: "change", "delete", or "read, change and delete" (FOR ALL)
    roles: str  # as written, "every role" when no TO
    start: int
    end: int


def open_policies(text: str) -> list[Policy]:
    """The permissive policies of a SQL text that let client roles change every row."""
    bare = _blanked(text)
    found = []
    for match in _CREATE.finditer(bare):
        command = (match.group("command") or "all").lower()
        kind = (match.group("kind") or "permissive").lower()
        roles = [role.strip().strip('"').lower() for role in (match.group("roles") or "").split(",") if role.strip()]
        table = _table(match.group("table"))
        if command not in _CHANGES or kind == "restrictive" or (roles and set(roles) <= _SERVER_ROLES):
            continue
        if table.split(".", 1)[0] not in _EXPOSED_SCHEMAS:
            continue  # a schema the REST API does not serve (`private.audit_log`): only the server reaches it
        shown = ", ".join(roles) if roles else "every role"
        found.append(Policy(_unquote(match.group("name")), table, _CHANGES[command], shown,
                            match.start(), match.end()))
    return found


def _blanked(sql: str) -> str:
    """The SQL with its comments blanked, offsets kept."""
    return _COMMENT.sub(lambda m: " " * len(m.group(0)), sql)


def _unquote(name: str) -> str:
    return name[1:-1].replace('""', '"') if name.startswith('"') else name.lower()


def _table(written: str) -> str:
    parts = [_unquote(part.strip()) for part in re.split(r"""\s*\.\s*(?=(?:"|[\w$]))""", written, maxsplit=1)]
    return ".".join(parts) if len(parts) == 2 else f"public.{parts[0]}"


def policy_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for policy in open_policies(source.text):
        metavars = {"POLICY": policy.name, "TABLE": policy.table, "COMMAND": policy.command, "ROLES": policy.roles}
        yield RawMatch(policy.start, policy.end, metavars=metavars)


def policy_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    if not _supabase_project(repo, path) or _dump_beside_migrations(repo, path):
        return None
    text = repo.text(path) or ""
    policy = next((p for p in open_policies(text) if text.count("\n", 0, p.start) + 1 == line), None)
    if policy is None:
        return None
    if _later_change(repo, path, policy) is not None:
        return None
    folder = posixpath.dirname(path) or "."
    read = len(_migrations(repo, path))
    files = f"{read} SQL file{'s' if read != 1 else ''} of {folder}"
    return [f"no later statement drops or alters the policy ({files} read in order)"]


def _supabase_project(repo: Repository, path: str) -> bool:
    if "/supabase/" in f"/{path}":
        return True
    configured: bool = repo.once(
        "app_checks:supabase-config", lambda: any(f"/{p}".endswith("/supabase/config.toml") for p in repo.paths)
    )
    return configured


def _dump_beside_migrations(repo: Repository, path: str) -> bool:
    """Whether `path` is SQL outside the migrations folder of a Supabase project that has one (a
    `supabase/schema.sql` dump, a seed): its policies are the migrations', reported there."""
    if posixpath.basename(posixpath.dirname(path)) == "migrations":
        return False
    project = path[: path.rfind("supabase/") + len("supabase")] if "supabase/" in path else ""
    return any(p.startswith(f"{project}/migrations/") and p.endswith(".sql") for p in repo_files(repo))


def _migrations(repo: Repository, path: str) -> list[str]:
    """The SQL files applied with `path`: those of its folder, in path order."""
    folder = posixpath.dirname(path)
    found: list[str] = repo.once(
        f"app_checks:sql-files:{folder}",
        lambda: sorted(p for p in repo.paths if p.endswith(".sql") and posixpath.dirname(p) == folder),
    )
    return found


def _later_change(repo: Repository, path: str, policy: Policy) -> str | None:
    """Where a statement after the policy's creation drops or alters it (None: nowhere)."""
    for migration in _migrations(repo, path):
        if migration < path:
            continue
        text = _blanked(repo.text(migration) or "")
        for change in _LATER_CHANGE.finditer(text):
            if migration == path and change.start() < policy.end:
                continue
            if _unquote(change.group("name")) == policy.name and _table(change.group("table")) == policy.table:
                return f"{migration}:{text.count(chr(10), 0, change.start()) + 1}"
    return None
