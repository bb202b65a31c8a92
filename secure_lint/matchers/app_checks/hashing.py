"""`password-not-hashed`: a password field stored while no password-hashing library is used."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.source import SourceFile
from secure_lint.matchers.app_checks.app import (
    MAX_HANDLER,
    SCRIPT_SUFFIXES,
    App,
    TracedFacts,
    app_of,
    app_root,
    blocks_of,
    enclosing,
    line_start,
    project_root,
)
from secure_lint.matchers.base import RawMatch, RawStep, StepRole

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

PASSWORD_FIELD = lazy_compile(
    r"""^[ \t]*['"]?password['"]?\s*:\s*(?:\{\s*type\s*:\s*)?"""
    r"""(?:String\b(?!\s*\()|Sequelize\.STRING|DataTypes\.STRING|Sequelize\.TEXT|DataTypes\.TEXT|['"]string['"])"""
    r"""|@Column\s*\([^)]*\)\s*(?:public\s+|private\s+)?password\s*[!?]?\s*:\s*string""",
    re.M,
)
# libraries the app's code calls to hash: one declared in package.json that no script imports
# hashes nothing (a course app that lists bcrypt and compares the typed password in its SQL)
_HASH_LIBRARIES = (
    "bcrypt", "bcryptjs", "bcrypt-nodejs", "argon2", "@node-rs/argon2", "@node-rs/bcrypt", "scrypt", "scrypt-js",
    "pbkdf2", "@phc/argon2", "hash-wasm", "securepassword", "bcrypt-ts",
    # PHP-compatible password hashes (phpass's portable hashes, password_hash()'s bcrypt)
    "phpass", "wordpress-hash-node", "node-php-password", "password-hash",
)
# frameworks and plugins that hash the passwords they store themselves: declaring one is enough
_HASHING_FRAMEWORKS = (
    "passport-local-mongoose", "better-auth", "@feathersjs/authentication-local", "payload", "@keystone-6/core",
    "@adonisjs/hash", "@strapi/strapi", "sails",
)
# a KDF call, or a bcrypt/argon2 module's hash or compare by whatever package it came from
# (`bcryptjs-then`, a fork or wrapper the package list does not name)
_HASH_CALL = lazy_compile(
    r"""\b(?:scrypt|scryptSync|pbkdf2|pbkdf2Sync|argon2id|argon2i)\b"""
    r"""|\b[\w$]*(?:bcrypt|argon2)[\w$]*\s*\.\s*(?:hash|hashSync|compare|compareSync|verify|genSalt|genSaltSync)\s*\("""
    # a password put through a fast digest (`sha1(password + salt)`, `createHash('sha256').update(password)`):
    # weakly hashed (node.password.fast-hash says so), not stored as typed
    r"""|\b(?:sha1|sha256|sha512|md5)\s*\(\s*[\w$.]*pass|\.\s*update\s*\(\s*[\w$.]*pass"""
    # a module's hashing helper given the password (`cryptoLib.getHash(user.password, 'sha256')`,
    # `security.hashPassword(pass)`): hashed by a helper of another file, not stored as typed
    r"""|\.\s*(?:get|make|create|compute)?hash\w*\s*\(\s*[\w$.]*pass""",
    re.I,
)


# a call of a helper with a password (`hashify(pass)`, `digest(password + SALT)`): weakly hashed when
# the helper the file declares puts its input through a fast digest (_digests), not stored as typed,
# where each file that writes or looks up passwords calls one (_digested_everywhere)
_HELPER_CALL = lazy_compile(r"""(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*)\s*\(\s*[\w$.]*(?i:pass|pwd)""")
_DIGEST = lazy_compile(
    r"""\bcreateHash\s*\(|\b(?:md5|sha1|sha256|sha512)\s*\(|\bCryptoJS\s*\.\s*(?:MD5|SHA\w*)\s*\("""
)


def _digests(text: str, call: re.Match[str]) -> bool:
    """Whether the file declares the called helper and its body (its first 300 characters) digests."""
    name = re.escape(call.group("name"))
    declared = re.search(
        rf"""\bfunction\s+{name}\s*\(|\b(?:const|let|var)\s+{name}\s*=\s*(?:async\s+)?(?:function\b|\([^()]*\)\s*=>|[\w$]+\s*=>)""",
        text,
    )
    return declared is not None and _DIGEST.search(text, declared.end(), declared.end() + 300) is not None


def _digested_everywhere(repo: Repository, paths: list[str]) -> bool:
    """Whether every file that writes or looks up a password calls its own digest helper with one
    (one level of an exercise app may hash while the others keep passwords as typed)."""
    texts = [repo.text(path) or "" for path in set(paths)]
    return bool(texts) and all(any(_digests(t, call) for call in _HELPER_CALL.finditer(t)) for t in texts)


_PRISMA_PASSWORD = lazy_compile(r"""^[ \t]*password[ \t]+String\b""", re.M)


# a users table created with a password column of a text type, in a .sql file or a script's SQL
_SQL_PASSWORD = lazy_compile(
    r"""CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"\[]?[\w.]*(?:user|account|member|customer|admin|login|person|people)"""
    r"""[\w]*[`"\]]?\s*\([^;]{0,2000}?[\s,(][`"\[]?(?P<column>password|passwd)[`"\]]?\s+"""
    r"""(?:VARCHAR|NVARCHAR|CHAR|CHARACTER|TEXT|STRING|CLOB)\b""",
    re.I,
)


# the users tables of frameworks that hash the password column themselves: Django's `auth_user`
# (PBKDF2 by default), WordPress's `wp_users` (phpass), seen in another system's schema dump
_FRAMEWORK_USER_TABLE = lazy_compile(
    r"""(?i)CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"\[]?(?:\w+\.)?(?:auth_user|wp_users)[`"\]]?\s*\("""
)


def _sql_password_columns(text: str) -> Iterator[tuple[int, int]]:
    for match in _SQL_PASSWORD.finditer(text):
        if not _FRAMEWORK_USER_TABLE.match(match.group(0)):
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
    for match in PASSWORD_FIELD.finditer(source.text):
        start = match.start() + len(match.group(0)) - len(match.group(0).lstrip())
        yield RawMatch(start, match.end())
    for write in password_writes(source.text):
        yield RawMatch(write.start, write.end)
    for start, end in password_lookups(source.text):
        yield RawMatch(start, end)


# -- where a password is written to the user store: the place the hash belongs -----------------

_USER_TABLE = r"""[`"\[]?[\w.]*(?:user|account|member|customer|admin|login|person|people)[\w]*[`"\]]?"""
# raw SQL that inserts a password column into a users table: `INSERT INTO users (name, password) VALUES (?, ?)`
_SQL_INSERT = lazy_compile(
    rf"""\bINSERT\s+(?:OR\s+\w+\s+)?INTO\s+{_USER_TABLE}\s*\((?P<columns>[^()]{{0,400}})\)""", re.I
)
_PASSWORD_COLUMN = lazy_compile(r"""(?:^|,)\s*[`"\[]?(?:password|passwd)[`"\]]?\s*(?:,|$)""", re.I)
# a record of a model created (`new User({...})`, `User.create(...)`, `prisma.user.create(...)`, a model of
# a registry of models: `db.models.user.create(...)`, `Model.users.create(...)`, `models.User.create(...)`), or a
# row inserted through a query builder or driver (`knex('users').insert(...)`, `db.collection('users').insertOne(...)`)
_MODEL_WRITE = lazy_compile(
    r"""\bnew\s+(?P<new>[A-Z][\w$]*)\s*\("""
    r"""|\b(?P<model>[A-Z][\w$]*|prisma\s*\.\s*[\w$]+|(?:[\w$]+\s*\.\s*)?[Mm]odels?\s*\.\s*[\w$]+)\s*\.\s*"""
    r"""(?:create|insertMany|bulkCreate|build|upsert|insert|insertOne)\s*\("""
    rf"""|\(\s*['"]{_USER_TABLE}['"]\s*\)\s*\.\s*(?:insert|insertOne|insertMany)\s*\("""
)
# a driver's connection settings (`new Pool({ host, port, database, user, password })`), whose
# password logs the app into its database: the argument object's first keys, up to its close
_CONNECTION_SETTINGS = lazy_compile(
    r"""\s*\{[^{}()]{0,300}?(?<![\w$.])['"]?(?:host|hostname|port|database|connectionString)['"]?\s*:"""
)
_PASSWORD_WORD = lazy_compile(r"""(?<![\w$.])['"]?password['"]?(?![\w$])""")
_REQUEST_DATA = lazy_compile(
    r"""\b(?:req|request|ctx\s*\.\s*request)\s*\.\s*(?:body|query|params|payload)\b|\b(?:req|request)\s*\.\s*(?:json|formData)\s*\("""
    r"""|\bctx\s*\.\s*(?:request\s*\.\s*)?body\b|@Body\s*\("""
)


@dataclass(frozen=True)
class Write:
    """A place where a user record with a password is written."""

    start: int
    end: int
    model: str | None  # the model's name for an ORM write (checked against the app's password models)
    from_request: bool  # the enclosing handler reads the request (a sign-up), not a seed


def password_writes(text: str) -> Iterator[Write]:
    """Where the text writes a password into the user store: an INSERT naming a password column
    of a users table, or a model record created in a function that handles a `password`."""
    blocks: list[tuple[int, int]] | None = None
    for match in _SQL_INSERT.finditer(text):
        if _PASSWORD_COLUMN.search(match.group("columns")):
            blocks = blocks_of(text) if blocks is None else blocks
            yield Write(match.start(), match.end(), None, _reads_request(text, blocks, match.start()))
    for match in _MODEL_WRITE.finditer(text):
        blocks = blocks_of(text) if blocks is None else blocks
        around = [b for b in enclosing(blocks, match.start()) if b[1] - b[0] <= MAX_HANDLER]
        if not any(_PASSWORD_WORD.search(text, b[0], b[1]) for b in around):
            continue  # no password handled where the record is made
        if _CONNECTION_SETTINGS.match(text, match.end(), match.end() + 400):
            continue  # `new Client({ host, database, password })`: the database's own login
        name = match.group("new") or match.group("model")
        model = re.split(r"\s*\.\s*", name)[-1] if name else None
        yield Write(match.start(), match.end(), model, _reads_request(text, blocks, match.start()))


# a login's lookup that matches the stored password column with the password as typed: a store's
# filter holding a `password` key (`findFirst({ where: { username, password } })`, a filter object
# made of request members), or SQL comparing the column (`WHERE username = ? AND password = ?`)
_LOOKUP_FILTER = lazy_compile(
    r"""\.\s*(?:find\w*|where|count\w*|exists|get)\s*\(\s*\{(?:\s*where\s*:\s*\{)?[^{};]{0,200}?"""
    r"""(?<![\w$.])['"]?password['"]?\s*[,}:]"""
    r"""|\b(?:const|let|var)\s+[\w$]+\s*=\s*\{[^{};]{0,200}?(?<![\w$.])['"]?password['"]?\s*:\s*"""
    r"""(?:String\s*\(\s*)?(?:req|request)\s*\.\s*(?:body|query)\b"""
)
_SQL_LOOKUP = lazy_compile(
    r"""\bSELECT\b[^;`]{0,300}?\bWHERE\b[^;`]{0,200}?[`"\[]?\b(?:password|passwd)[`"\]]?\s*=\s*"""
    r"""(?:'?\$\{|\?|\$\d|:[\w$]+|@[\w$]+|'?["`]?\s*\+)""",
    re.I,
)


def password_lookups(text: str) -> Iterator[tuple[int, int]]:
    """Where the text looks a user up by the password as typed, in a function that reads the request
    or one that is handed the password (a service's `findByUsernameAndPassword(username, password)`)."""
    blocks: list[tuple[int, int]] | None = None
    for pattern in (_LOOKUP_FILTER, _SQL_LOOKUP):
        for match in pattern.finditer(text):
            blocks = blocks_of(text) if blocks is None else blocks
            if _reads_request(text, blocks, match.start()) or _handed_password(text, blocks, match.start()):
                yield match.start(), match.end()


# the parameter list ending a function's header: `(username, password) =>`, `function login(name, pass)`
_HEADER_PARAMETERS = lazy_compile(r"""\(([^()]{0,300})\)\s*(?::[^(){};=]{1,80})?\s*(?:=>\s*)?$""")
_STATEMENT = lazy_compile(r"""(?<![\w$.])(?:if|for|while|switch|catch|with)\s*$""")
_PASSWORD_PARAMETER = lazy_compile(r"""(?<![\w$])(?:password|passwd|pass|pwd)(?![\w$])""", re.I)


def _handed_password(text: str, blocks: list[tuple[int, int]], offset: int) -> bool:
    """Whether the innermost function around `offset` takes a parameter named as a password: its
    value is compared with the column as the caller had it, and no hashing is in the project."""
    for start, _ in enclosing(blocks, offset):
        header = _HEADER_PARAMETERS.search(text, max(0, start - 400), start)
        if header is not None and not _STATEMENT.search(text, max(0, header.start() - 20), header.start()):
            return _PASSWORD_PARAMETER.search(header.group(1)) is not None
    return False


def _reads_request(text: str, blocks: list[tuple[int, int]], offset: int) -> bool:
    around = [b for b in enclosing(blocks, offset) if b[1] - b[0] <= MAX_HANDLER]
    return bool(around) and _REQUEST_DATA.search(text, around[-1][0], around[-1][1]) is not None


_MODEL_NAME = lazy_compile(
    r"""\bmodel\s*\(\s*['"](?P<a>[\w$]+)['"]|\bdefine\s*\(\s*['"](?P<b>[\w$]+)['"]|\bclass\s+(?P<c>[\w$]+)"""
    r"""|^model\s+(?P<d>[\w$]+)\s*\{|\b(?:const|let|var)\s+(?P<e>[\w$]+)\s*=|\btableName\b[^'"\n]*['"](?P<f>[\w$]+)['"]""",
    re.M,
)


def _password_models(app: App, fields: list[tuple[str, int, str]]) -> set[str]:
    """The names (lowercase, singular) of the models whose files declare a password field."""
    names: set[str] = set()
    for path in {f[0] for f in fields}:
        text = app.repo.text(path) or ""
        names |= {_singular(next(n for n in m.groups() if n)) for m in _MODEL_NAME.finditer(text)}
        names.add(_singular(posixpath.splitext(posixpath.basename(path))[0]))
    return names


def _singular(name: str) -> str:
    name = name.lower().removesuffix("schema").removesuffix("model").removesuffix("entity")
    return name[:-1] if name.endswith("s") and len(name) > 3 else name


def _writes(app: App, fields: list[tuple[str, int, str]]) -> list[tuple[str, int, bool]]:
    """The app's password writes (path, line, from the request), ORM writes only of a model that
    declares a password field."""
    models: set[str] | None = None
    found = []
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if "password" not in text:
            continue
        for write in password_writes(text):
            if write.model is not None:
                models = _password_models(app, fields) if models is None else models
                if _singular(write.model) not in models:
                    continue
            found.append((path, text.count("\n", 0, write.start) + 1, write.from_request))
    return found


def schema_fields(app: App) -> list[tuple[str, int, str]]:
    """The password fields of the app's Prisma schemas and SQL tables (in .sql files or scripts)."""
    found = []
    for path in sorted(app.repo.paths):
        if not path.endswith((".prisma", ".sql", *SCRIPT_SUFFIXES)) or "node_modules/" in path:
            continue
        if app_root(app.repo, path) != app.root or not app.repo.is_shipped(path):
            continue
        if path.endswith(".sql") and _other_stacks_schema(app, path):
            continue
        text = app.repo.text(path) or ""
        if path.endswith(".prisma"):
            starts = [m.start() for m in _PRISMA_PASSWORD.finditer(text)]
        else:
            starts = [start for start, _ in _sql_password_columns(text)] if "CREATE" in text.upper() else []
        found += [(path, text.count("\n", 0, start) + 1, "password") for start in starts]
    return found


# the build files of another stack's project: a schema under one is that server's (a Spring
# backend's Flyway migration beside a Node front end), hashed or not by code this check does not read
_OTHER_STACK_MANIFESTS = (
    "pom.xml", "build.gradle", "build.gradle.kts", "go.mod", "Cargo.toml", "Gemfile", "composer.json",
    "requirements.txt", "pyproject.toml", "mix.exs",
)


def _other_stacks_schema(app: App, path: str) -> bool:
    """Whether a .sql file lies in another stack's project inside the app's folder."""
    files: frozenset[str] = app.repo.once("app_checks:paths", lambda: frozenset(app.repo.paths))
    folder = posixpath.dirname(path)
    while folder and folder != app.root:
        if any(posixpath.join(folder, name) in files for name in _OTHER_STACK_MANIFESTS):
            return True
        folder = posixpath.dirname(folder)
    return False


def hashing_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    # the model may sit in a shared package (packages/database) that the app hashing for it imports
    top = project_root(repo, path)
    anywhere: App = repo.once(f"app_checks:project:{top}", lambda: App(repo, top, whole=True))
    hashes = anywhere.uses(_HASHING_FRAMEWORKS) or anywhere.imports(_HASH_LIBRARIES)
    if hashes or anywhere.find("hash-call", _HASH_CALL):
        return None
    fields, writes, lookups = repo.once(f"app_checks:password-places:{app.root}", lambda: _password_places(app))
    if _digested_everywhere(repo, [place[0] for place in [*writes, *lookups]]):
        return None
    first = _reported_place(fields, writes, lookups)
    if first is None or first[:2] != (path, line):
        return None  # reported once per app: where a password is first stored, else at the model
    facts = TracedFacts()
    if writes:
        kind = "from the request" if first[2] == "request" else "from the code"
        facts.append(f"a password written to the user store as it is, {kind} ({path}:{line})")
    elif first[2] == "lookup":
        facts.append(f"a user looked up by the password as typed, so the store holds it as typed ({path}:{line})")
    model = min(fields, key=_model_order, default=None)
    if model is not None:
        facts.append(f"password field or column stored in a model or table ({model[0]}:{model[1]})")
    if lookups and first[2] != "lookup":
        facts.append(f"a login looks users up by the password as typed ({at_line(min(lookups))})")
    facts += [
        "no password-hashing library (bcrypt, argon2, scrypt, PBKDF2) imported anywhere in the project",
        "no crypto.scrypt / crypto.pbkdf2 call anywhere in the project",
    ]
    facts.steps = _places(app.repo, model, lookups, first)
    return facts


def at_line(place: tuple[str, int]) -> str:
    return f"{place[0]}:{place[1]}"


_MAX_LOOKUP_STEPS = 4


def _places(
    repo: Repository, model: tuple[str, int, str] | None, lookups: list[tuple[str, int]], first: tuple[str, int, str]
) -> tuple[RawStep, ...]:
    """The finding's flow: the column or field the password is kept in as typed, the logins that
    compare it as typed, and the reported place (the write where the hash belongs). Empty when the
    finding is all there is to show."""
    places: list[tuple[str, int, StepRole, str]] = []
    if model is not None and model[:2] != first[:2]:
        places.append((model[0], model[1], "source", "password kept in this column or field as typed"))
    for where, at in sorted(lookups)[:_MAX_LOOKUP_STEPS]:
        if (where, at) != first[:2]:
            role: StepRole = "passed" if places else "source"
            places.append((where, at, role, "a login lookup that matches the password as typed"))
    if not places:
        return ()
    places.append((first[0], first[1], "sink", "the password stored or compared as typed"))
    steps = tuple(step for step in (_line_step(repo, *place) for place in places) if step is not None)
    return steps if len(steps) > 1 else ()


def _line_step(repo: Repository, path: str, line: int, role: StepRole, label: str) -> RawStep | None:
    text = repo.text(path)
    if text is None:
        return None
    start = line_start(text, line)
    end = text.find("\n", start)
    end = len(text) if end == -1 else end
    start += len(text[start:end]) - len(text[start:end].lstrip())
    return RawStep(start, max(start, end), role, label, SourceFile(path, text))


def _password_places(app: App) -> tuple[list[tuple[str, int, str]], list[tuple[str, int, bool]], list[tuple[str, int]]]:
    """The app's password fields, writes and login lookups by the password as typed: a lookup alone
    shows the store holds it so, even where the schema is not in the repository (a driver's
    collection, a database made elsewhere)."""
    fields = app.find_all(PASSWORD_FIELD, limit=50) + schema_fields(app)
    return fields, _writes(app, fields), _lookups(app)


def _model_order(field: tuple[str, int, str]) -> tuple[bool, str, int]:
    return ("user" not in posixpath.basename(field[0]).lower(), field[0], field[1])


def _lookups(app: App) -> list[tuple[str, int]]:
    """The app's login lookups by the password as typed (path, line)."""
    found = []
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if "password" in text:
            found += [(path, text.count("\n", 0, start) + 1) for start, _ in password_lookups(text)]
    return found


def _reported_place(
    fields: list[tuple[str, int, str]], writes: list[tuple[str, int, bool]], lookups: list[tuple[str, int]]
) -> tuple[str, int, str] | None:
    """Where the app's one finding goes: the first write of a password taken from the request (a
    sign-up: where the hash belongs), else the first write (a seed), else the first login lookup
    by the password as typed (where the hash comparison belongs), else the user model."""
    for from_request in (True, False):
        chosen = [w for w in writes if w[2] == from_request]
        if chosen:
            place = min(chosen)
            return place[0], place[1], "request" if from_request else "code"
    if lookups:
        return (*min(lookups), "lookup")
    model = min(fields, key=_model_order, default=None)
    return (model[0], model[1], "model") if model is not None else None
