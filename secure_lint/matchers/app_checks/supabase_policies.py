"""`supabase-policy-open-writes`: a row-level security policy that lets every client role change or
delete every row of a table (`USING (true)`), still in force after the last migration; and
`supabase-policy-open-secret-reads`: one that lets every client role read every row of a table that
holds credentials.

A Supabase app ships its project URL and anon key in the client, and PostgREST answers any
request they sign: the policies are the only access control of the tables it exposes. A policy
`FOR UPDATE`, `FOR DELETE` or `FOR ALL` whose `USING` is `true` lets anyone (`TO anon`, or no
`TO`: every role) or any signed-in account (`TO authenticated`, and anyone can sign up) change or
delete every row, whatever the app's server code checks (in the schemas the API serves: `public`,
`storage`). Open by design and no finding: inserts
(`FOR INSERT ... WITH CHECK (true)`: a waitlist, a feedback form), restrictive policies (they only
narrow), and policies for the server's own roles (`service_role`, `postgres`). Reads open to all
are public data by design (posts, a changelog, profiles), except of a table with a column of
credentials: an API key, a secret, an access or refresh token, a password, kept as is (a column
named as a hash, digest or ciphertext of one is not; a device's push token is an address, not a
credential). Anyone reading it takes the keys. A later `REVOKE SELECT` on the table from the client
roles, or column grants, may narrow what is read: the check then stays quiet.

Migrations are read in order, as `supabase db reset` applies them (by file path: their names
start with a timestamp): the whole-app half keeps a policy only when no later statement drops or
alters it (`DROP POLICY "name" ON table`, `ALTER POLICY`). Where a project has a migrations folder,
its other SQL (a `supabase/schema.sql` dump, a seed) restates what the migrations made and is not
read. Only Supabase projects are read: SQL
under a `supabase/` folder, or in a folder that holds `supabase/config.toml`.
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
_READS = {"select": "read"}
# a column whose value is a credential as stored: `token`, `api_key`, `client_secret`, `password`
_CREDENTIAL_COLUMN = lazy_compile(
    r"^(?:\w+_)?(?:token|secret|secret_key|api_?key|private_key|service_key|password|passwd)$", re.I
)
# ... unless it is kept hashed or encrypted, or is a device's push address
_NOT_CREDENTIAL = lazy_compile(r"hash|digest|encrypted|cipher|push|fcm|apns|device|expo|notification|csrf", re.I)
_CREATE_TABLE = lazy_compile(
    rf"""\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?(?P<table>{_TABLE})\s*\(""", re.I
)
_ADD_COLUMN = lazy_compile(
    rf"""\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?(?P<table>{_TABLE})\s+"""
    rf"""add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?(?P<column>{_NAME})""",
    re.I,
)
_COLUMN_START = lazy_compile(rf"""(?:^|,)\s*(?P<column>{_NAME})\s+[a-z]""", re.I)
_REVOKE_READ = lazy_compile(
    rf"""\b(?:revoke\s+(?:all|select)(?:\s+privileges)?\b[^;]*?|grant\s+select\s*\([^)]*\))\s+on\s+"""
    rf"""(?:table\s+)?(?P<table>{_TABLE})""",
    re.I,
)


@dataclasses.dataclass(frozen=True)
class Policy:
    name: str  # unquoted
    table: str  # unquoted, schema "public" when none is written
    command: str  # what it lets do: "change", "delete", or "read, change and delete" (FOR ALL)
    roles: str  # as written, "every role" when no TO
    start: int
    end: int


def open_policies(text: str, commands: dict[str, str] = _CHANGES) -> list[Policy]:
    """The permissive policies of a SQL text that let client roles do one of `commands` (by
    default: change) to every row."""
    bare = _blanked(text)
    found = []
    for match in _CREATE.finditer(bare):
        command = (match.group("command") or "all").lower()
        kind = (match.group("kind") or "permissive").lower()
        roles = [role.strip().strip('"').lower() for role in (match.group("roles") or "").split(",") if role.strip()]
        table = _table(match.group("table"))
        if command not in commands or kind == "restrictive" or (roles and set(roles) <= _SERVER_ROLES):
            continue
        if table.split(".", 1)[0] not in _EXPOSED_SCHEMAS:
            continue  # a schema the REST API does not serve (`private.audit_log`): only the server reaches it
        shown = ", ".join(roles) if roles else "every role"
        found.append(Policy(_unquote(match.group("name")), table, commands[command], shown,
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


def _anchors(source: SourceFile, commands: dict[str, str]) -> Iterator[RawMatch]:
    for policy in open_policies(source.text, commands):
        metavars = {"POLICY": policy.name, "TABLE": policy.table, "COMMAND": policy.command, "ROLES": policy.roles}
        yield RawMatch(policy.start, policy.end, metavars=metavars)


def policy_anchors(source: SourceFile) -> Iterator[RawMatch]:
    return _anchors(source, _CHANGES)


def read_policy_anchors(source: SourceFile) -> Iterator[RawMatch]:
    return _anchors(source, _READS)


def policy_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    policy = _policy_in_force(repo, path, line, _CHANGES)
    return None if policy is None else [_in_force(repo, path)]


def secret_read_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    policy = _policy_in_force(repo, path, line, _READS)
    if policy is None or _reads_narrowed(repo, path, policy.table):
        return None
    columns = _credential_columns(repo, path, policy.table)
    if not columns:
        return None
    shown = ", ".join(f"`{column}` ({where})" for column, where in columns[:3])
    return [f"{policy.table} holds credentials as stored: {shown}", _in_force(repo, path),
            "no REVOKE or column GRANT narrows what client roles read of the table"]


def _policy_in_force(repo: Repository, path: str, line: int, commands: dict[str, str]) -> Policy | None:
    """The policy of `commands` that starts at `line` of a Supabase project's migration, when no
    later statement drops or alters it."""
    if not _supabase_project(repo, path) or _dump_beside_migrations(repo, path):
        return None
    text = repo.text(path) or ""
    policy = next((p for p in open_policies(text, commands) if text.count("\n", 0, p.start) + 1 == line), None)
    if policy is None or _later_change(repo, path, policy) is not None:
        return None
    return policy


def _in_force(repo: Repository, path: str) -> str:
    folder = posixpath.dirname(path) or "."
    read = len(_migrations(repo, path))
    files = f"{read} SQL file{'s' if read != 1 else ''} of {folder}"
    return f"no later statement drops or alters the policy ({files} read in order)"


def _credential_columns(repo: Repository, path: str, table: str) -> list[tuple[str, str]]:
    """The columns of `table` (made by the migrations of `path`'s folder) that hold credentials as
    stored, each with where it is declared."""
    found = []
    for migration in _migrations(repo, path):
        text = _blanked(repo.text(migration) or "")
        for column, offset in _columns_of(text, table):
            if _CREDENTIAL_COLUMN.match(column) and not _NOT_CREDENTIAL.search(column):
                found.append((column, f"{posixpath.basename(migration)}:{text.count(chr(10), 0, offset) + 1}"))
    return found


def _columns_of(text: str, table: str) -> Iterator[tuple[str, int]]:
    """The columns a SQL text gives `table` (`CREATE TABLE`, `ALTER TABLE ... ADD COLUMN`), unquoted,
    with their offsets."""
    for match in _CREATE_TABLE.finditer(text):
        if _table(match.group("table")) != table:
            continue
        body_start = match.end()
        depth, end = 1, body_start
        while end < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        body = text[body_start : end - 1]
        depth, cut = 0, []  # the body's top-level commas only (not those of `numeric(10, 2)`)
        for char in body:
            depth += {"(": 1, ")": -1}.get(char, 0)
            cut.append(char if depth == 0 or char != "," else " ")
        for column in _COLUMN_START.finditer("".join(cut)):
            yield _unquote(column.group("column")), body_start + column.start("column")
    for match in _ADD_COLUMN.finditer(text):
        if _table(match.group("table")) == table:
            yield _unquote(match.group("column")), match.start("column")


def _reads_narrowed(repo: Repository, path: str, table: str) -> bool:
    """Whether some migration revokes reads of `table` or grants reads of some of its columns only."""
    for migration in _migrations(repo, path):
        text = _blanked(repo.text(migration) or "")
        if any(_table(m.group("table")) == table for m in _REVOKE_READ.finditer(text)):
            return True
    return False


def _supabase_project(repo: Repository, path: str) -> bool:
    if "/supabase/" in f"/{path}":
        return True
    roots: list[str] = repo.once(
        "app_checks:supabase-config",
        lambda: [p[: -len("supabase/config.toml")] for p in repo.paths if f"/{p}".endswith("/supabase/config.toml")],
    )
    return any(path.startswith(root) for root in roots)


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
