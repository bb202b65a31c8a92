"""`password-not-hashed`: a password field stored while no password-hashing library is used."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.matchers.app_checks.app import SCRIPT_SUFFIXES, App, app_of, app_root, project_root
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_PASSWORD_FIELD = re.compile(
    r"""^[ \t]*['"]?password['"]?\s*:\s*(?:\{\s*type\s*:\s*)?"""
    r"""(?:String\b|Sequelize\.STRING|DataTypes\.STRING|Sequelize\.TEXT|DataTypes\.TEXT|['"]string['"])"""
    r"""|@Column\s*\([^)]*\)\s*(?:public\s+|private\s+)?password\s*[!?]?\s*:\s*string""",
    re.M,
)
_HASH_PACKAGES = (
    "bcrypt", "bcryptjs", "bcrypt-nodejs", "argon2", "@node-rs/argon2", "@node-rs/bcrypt", "scrypt", "scrypt-js",
    "pbkdf2", "passport-local-mongoose", "@phc/argon2", "hash-wasm", "securepassword", "bcrypt-ts",
    # frameworks that hash the passwords they store themselves
    "better-auth", "@feathersjs/authentication-local", "payload", "@keystone-6/core", "@adonisjs/hash",
    "@strapi/strapi", "sails",
)
# a KDF call, or a bcrypt/argon2 module's hash or compare by whatever package it came from
# (`bcryptjs-then`, a fork or wrapper the package list does not name)
_HASH_CALL = re.compile(
    r"""\b(?:scrypt|scryptSync|pbkdf2|pbkdf2Sync|argon2id|argon2i)\b"""
    r"""|\b[\w$]*(?:bcrypt|argon2)[\w$]*\s*\.\s*(?:hash|hashSync|compare|compareSync|verify|genSalt|genSaltSync)\s*\("""
    # a password put through a fast digest (`sha1(password + salt)`, `createHash('sha256').update(password)`):
    # weakly hashed (node.password.fast-hash says so), not stored as typed
    r"""|\b(?:sha1|sha256|sha512|md5)\s*\(\s*[\w$.]*pass|\.\s*update\s*\(\s*[\w$.]*pass""",
    re.I,
)


_PRISMA_PASSWORD = re.compile(r"""^[ \t]*password[ \t]+String\b""", re.M)


# a users table created with a password column of a text type, in a .sql file or a script's SQL
_SQL_PASSWORD = re.compile(
    r"""CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"\[]?[\w.]*(?:user|account|member|customer|admin|login|person|people)"""
    r"""[\w]*[`"\]]?\s*\([^;]{0,2000}?[\s,(][`"\[]?(?P<column>password|passwd)[`"\]]?\s+"""
    r"""(?:VARCHAR|NVARCHAR|CHAR|CHARACTER|TEXT|STRING|CLOB)\b""",
    re.I,
)


def _sql_password_columns(text: str) -> Iterator[tuple[int, int]]:
    for match in _SQL_PASSWORD.finditer(text):
        yield match.start("column"), match.end()


def password_anchors(source: SourceFile) -> Iterator[RawMatch]:
    if source.path.endswith((".sql", *SCRIPT_SUFFIXES)):
        for start, end in _sql_password_columns(source.text):
            yield RawMatch(start, end)
    if source.path.endswith(".prisma"):
        for match in _PRISMA_PASSWORD.finditer(source.text):
            start = match.start() + len(match.group(0)) - len(match.group(0).lstrip())
            yield RawMatch(start, match.end())
        return
    if not source.path.endswith(SCRIPT_SUFFIXES):
        return
    for match in _PASSWORD_FIELD.finditer(source.text):
        start = match.start() + len(match.group(0)) - len(match.group(0).lstrip())
        yield RawMatch(start, match.end())


def _schema_fields(app: App) -> list[tuple[str, int, str]]:
    """The password fields of the app's Prisma schemas and SQL tables (in .sql files or scripts)."""
    found = []
    for path in sorted(app.repo.paths):
        if not path.endswith((".prisma", ".sql", *SCRIPT_SUFFIXES)) or "node_modules/" in path:
            continue
        if app_root(app.repo, path) != app.root or not app.repo.is_shipped(path):
            continue
        text = app.repo.text(path) or ""
        if path.endswith(".prisma"):
            starts = [m.start() for m in _PRISMA_PASSWORD.finditer(text)]
        else:
            starts = [start for start, _ in _sql_password_columns(text)] if "CREATE" in text.upper() else []
        found += [(path, text.count("\n", 0, start) + 1, "password") for start in starts]
    return found


def hashing_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    # the model may sit in a shared package (packages/database) that the app hashing for it imports
    top = project_root(repo, path)
    anywhere: App = repo.once(f"app_checks:project:{top}", lambda: App(repo, top, whole=True))
    if anywhere.uses(_HASH_PACKAGES) or anywhere.find("hash-call", _HASH_CALL):
        return None
    fields = app.find_all(_PASSWORD_FIELD, limit=50) + _schema_fields(app)
    first = min(fields, key=lambda f: ("user" not in posixpath.basename(f[0]).lower(), f[0], f[1]), default=None)
    if first is not None and (first[0], first[1]) != (path, line):
        return None  # reported once, at the app's first model with a password field
    return [
        f"password field or column stored in a model or table ({path}:{line})",
        "no password-hashing library (bcrypt, argon2, scrypt, PBKDF2) in any package.json of the project, nor imported",
        "no crypto.scrypt / crypto.pbkdf2 call anywhere in the project",
    ]
