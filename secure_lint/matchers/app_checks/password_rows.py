"""`user-row-with-password-in-response`: a user record answered whole while its model or table
holds the password (or its hash).

`res.json(user)` after `const user = await User.findOne({ email })`, `res.json({ token, user })`
after `User.create(...)`, `res.json(rows)` in the callback of `SELECT * FROM users`: the answer
carries every field of the record, the password hash included (a plaintext password in the
weakest apps), to whoever calls the route. The handler shows the answer and where the record
came from; the whole app shows whether the record has a password: the model's definition (a
mongoose schema, a Sequelize or TypeORM model, a Prisma model) or the table's `CREATE TABLE`.

Left out, because the password never reaches the answer: a projection on the read
(`.select('-password')`, `attributes`, Prisma's `select`/`omit`, an explicit SQL column list
without the password), the password deleted or blanked on the record before the answer, and a
model that strips it when serialised (`toJSON`/`transform`, `select: false`, `@Exclude`, a
`defaultScope`, `hidden` fields).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import (
    MAX_HANDLER,
    App,
    app_of,
    blocks_of,
    comment_spans,
    enclosing,
    in_spans,
)
from secure_lint.matchers.app_checks.mass_assign import model_blocks, prisma_model_field
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# an answer: `res.json(`, `res.status(200).send(`, `reply.send(`, `Response.json(`, `ctx.body =`
_ANSWER = lazy_compile(
    r"""\b(?:res|response|reply)\s*(?:\.\s*status\s*\(\s*\w+\s*\))?\s*\.\s*(?:json|send)\s*\("""
    r"""|\b(?:Response|NextResponse)\s*\.\s*json\s*\(|\bctx\s*\.\s*body\s*=\s*"""
)
# the record in the answer: the whole argument, or a value of the answer's object
_VALUE = r"""(?P<name>[A-Za-z_$][\w$]*)(?:\s*\.\s*rows)?(?:\s*\[\s*0\s*\])?"""
_WHOLE = lazy_compile(rf"""\s*{_VALUE}\s*(?:[,)}};]|$)""")
_IN_OBJECT = lazy_compile(rf"""(?:[{{,]\s*(?:['"]?[\w$]+['"]?\s*:\s*)?){_VALUE}\s*(?=[,}}])""")
_SKIP_NAMES = frozenset({"err", "error", "e", "message", "token", "true", "false", "null", "undefined", "data"})

_PRIVATE = r"""(?:password\w*|passwd|hashed_?[Pp]assword|hash)"""
_PRISMA_PASSWORD = lazy_compile(rf"""^[ \t]*(?P<field>{_PRIVATE})[ \t]+String\b""", re.M)
# where the record came from, in the handler before the answer
_ORM_READ = (
    r"""(?:(?P<model>[A-Z][\w$]*)|prisma\s*\.\s*(?P<prisma>[\w$]+)|(?P<repo>[a-z][\w$]*?)(?:Repository|Repo))\s*\.\s*"""
    r"""(?:findOne|findById|findByPk|findAll|find|findUnique|findFirst|findMany|findOrCreate|findOneAndUpdate|"""
    r"""findByIdAndUpdate|findOneBy|findBy|create|save|update|upsert)\s*\("""
)
_PEOPLE = r"""(?:user|account|member|customer|admin|employee|person|people|patient|staff|owner|author)"""
_TABLE = rf"""[`"\[]?(?P<table>\w*{_PEOPLE}\w*)[`"\]]?"""
# a model of the people who sign in (a link's or a room's password is its owner's setting, not a credential)
_USERISH = lazy_compile(rf"""(?i){_PEOPLE}""")
_SQL_ROWS = lazy_compile(
    rf"""(?i)\bSELECT\s+(?P<columns>\*|[^;'"`]{{0,300}}?\b{_PRIVATE}\b[^;'"`]{{0,300}}?)\s+FROM\s+{_TABLE}"""
)
# a projection or an exclusion on the read: the password is not in the record
_PROJECTED = lazy_compile(
    r"""\.\s*select\s*\(|\battributes\s*:|\bselect\s*:|\bomit\s*:|\bprojection\b|\bexclude\b|['"]-password"""
)
# mongoose's projection argument: `User.findById(id, 'name email')`, `User.findOne(filter, { password: 0 })`
_MONGOOSE_FIELDS = lazy_compile(
    r"""[\w$.\s]*?\.\s*(?:find|findOne|findById)\s*\((?:[^()]|\([^()]*\))*?,\s*['"`{]"""
)
# the model strips the password when serialised, or reads leave it out by default
_STRIPS = lazy_compile(
    r"""\btoJSON\b|\btoObject\b|\btransform\s*[:(]|\bselect\s*:\s*false|@Exclude\b|\bdefaultScope\b|\bhidden\s*[:=]"""
    r"""|\bserializ|\bomit\s*:""",
)


@dataclass(frozen=True)
class Answer:
    name: str  # the variable answered
    source: str  # the read it came from
    model: str | None  # an ORM model's name, None for a SQL row
    table: str | None
    columns: str | None


def _answered_names(text: str, start: int) -> Iterator[str]:
    """The variables an answer starting at `start` sends whole: the argument, or its object's values."""
    tail = text[start : start + 600]
    whole = _WHOLE.match(tail)
    if whole is not None and whole["name"] not in _SKIP_NAMES:
        yield whole["name"]
        return
    if not tail.lstrip().startswith("{"):
        return
    depth, close = 0, len(tail)
    for index, char in enumerate(tail):
        depth += {"{": 1, "}": -1, "(": 1, ")": -1, "[": 1, "]": -1}.get(char, 0)
        if depth == 0 and char in "})":
            close = index + 1
            break
    for found in _IN_OBJECT.finditer(tail[:close]):
        if found["name"] not in _SKIP_NAMES:
            yield found["name"]


def _binding(text: str, name: str, handler: int, answer: int) -> Answer | None:
    """Where `name` was bound in the handler (from `handler` to `answer`) to a record read from the
    user store: an ORM read or a SQL callback's or result's rows."""
    between = text[handler:answer]
    escaped = re.escape(name)
    assigned = re.compile(
        rf"""(?:\b{escaped}|\[\s*{escaped}\s*\]|\{{\s*rows\s*:\s*{escaped}\s*\}})\s*=\s*(?:await\s+)?(?P<rhs>[^;]{{0,400}})"""
    )
    for found in reversed(list(assigned.finditer(between))):
        rhs = found["rhs"]
        orm = re.match(rf"""(?:[\w$]+\s*\.\s*)??{_ORM_READ}""", rhs) or re.match(_ORM_READ, rhs)
        if orm is not None:
            if _PROJECTED.search(_statement(between, found.start("rhs"))) or _MONGOOSE_FIELDS.match(rhs, orm.start()):
                return None
            model = orm["model"] or orm["prisma"] or orm["repo"]
            return Answer(name, " ".join(rhs.split())[:80], model, None, None)
        sql = _SQL_ROWS.search(_statement(between, found.start("rhs")))
        if sql is not None:
            return Answer(name, " ".join(sql.group(0).split())[:80], None, sql["table"], sql["columns"])
        return None  # bound to something else last
    callback = re.compile(rf"""\(\s*(?:err\w*|e)\s*(?::[^,()]+)?,\s*{escaped}\b[^)]*\)\s*(?:=>|\{{)""")
    for found in reversed(list(callback.finditer(between))):
        sql = _SQL_ROWS.search(between, max(0, found.start() - 800), found.start())
        if sql is not None:
            return Answer(name, " ".join(sql.group(0).split())[:80], None, sql["table"], sql["columns"])
    return None


def _statement(text: str, start: int) -> str:
    end = text.find(";", start)
    return text[start : end if end >= 0 else start + 400]


def _handler_start(text: str, blocks: list[tuple[int, int]], offset: int) -> int:
    around = [b for b in enclosing(blocks, offset) if b[1] - b[0] <= MAX_HANDLER]
    return around[-1][0] if around else max(0, offset - 3000)


def _answers(text: str) -> Iterator[tuple[int, int, Answer]]:
    spans = comment_spans(text)
    blocks: list[tuple[int, int]] | None = None
    for answer in _ANSWER.finditer(text):
        if in_spans(spans, answer.start()):
            continue
        blocks = blocks_of(text) if blocks is None else blocks
        handler = _handler_start(text, blocks, answer.start())
        for name in _answered_names(text, answer.end()):
            bound = _binding(text, name, handler, answer.start())
            if bound is None or _stripped_before(text, name, handler, answer.start()):
                continue
            yield answer.start(), _value_end(text, name, answer.end()), bound
            break


def _value_end(text: str, name: str, start: int) -> int:
    found = re.compile(rf"""\b{re.escape(name)}\b""").search(text, start, start + 600)
    return found.end() if found else start


def _stripped_before(text: str, name: str, handler: int, answer: int) -> bool:
    """The password deleted or blanked on the record (or a copy without it made) before the answer."""
    escaped = re.escape(name)
    stripped = re.compile(
        rf"""\bdelete\s+{escaped}(?:\s*\.\s*\w+|\[\s*0\s*\])*\s*(?:\.\s*|\[\s*['"]){_PRIVATE}"""
        rf"""|\b{escaped}(?:\s*\.\s*\w+)*\s*\.\s*{_PRIVATE}\s*=\s*(?:undefined|null|''|""|void\b)"""
        rf"""|\b{_PRIVATE}\s*(?::\s*[\w$]+)?\s*,\s*\.\.\.\s*[\w$]+\s*\}}\s*=\s*{escaped}\b"""
    )
    return stripped.search(text, handler, answer) is not None


def password_row_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for start, end, _ in _answers(source.text):
        yield RawMatch(start, end)


def _model_password(app: App, name: str) -> tuple[str, int, str] | None:
    """The password field of the model `name`, or None (none declared, or the model strips it)."""
    field = re.compile(rf"""(?:^|[{{,\s])['"]?(?P<field>{_PRIVATE})['"]?\s*[!?]?\s*:""", re.M)
    for path, text, first, last in model_blocks(app, name[:1].upper() + name[1:]):
        hit = field.search(text, first, last)
        if hit is None:
            continue
        if _STRIPS.search(text):
            return None
        return path, text.count("\n", 0, hit.start("field")) + 1, hit["field"]
    return _prisma_password(app, name)


def _prisma_password(app: App, name: str) -> tuple[str, int, str] | None:
    if _prisma_omits(app, name):
        return None
    return prisma_model_field(app, name, _PRISMA_PASSWORD)


def _prisma_omits(app: App, name: str) -> bool:
    """The app's Prisma client is made with a global `omit` of the model's password (`new PrismaClient({
    omit: { user: { passwordHash: true } } })`)."""
    model = re.escape(name[:1].lower() + name[1:])
    omitted = re.compile(rf"""\bomit\s*:\s*\{{[^;]{{0,400}}?\b{model}\s*:\s*\{{[^}}]*\b{_PRIVATE}\s*:\s*true""")
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if "omit" in text and omitted.search(text):
            return True
    return False


def _table_password(app: App, table: str) -> tuple[str, int, str] | None:
    """A password column of the table `table`, in its `CREATE TABLE` (a script's or a .sql file's)."""
    created = re.compile(
        rf"""(?i)CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"\[]?(?:\w+\.)?{re.escape(table)}[`"\]]?\s*\("""
        rf"""[^;]{{0,3000}}?[\s,(][`"\[]?(?P<column>{_PRIVATE})[`"\]]?\s+\w"""
    )
    paths = [p for p in sorted(app.repo.paths) if p.endswith(".sql") and app.holds(p)] + app.scripts
    for path in paths:
        text = app.repo.text(path) or ""
        hit = created.search(text)
        if hit is not None:
            return path, text.count("\n", 0, hit.start("column")) + 1, hit["column"]
    return None


def password_row_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    for start, _, answer in _answers(text):
        if text.count("\n", 0, start) + 1 != line:
            continue
        app = app_of(repo, path)
        if answer.model is not None:
            where = _model_password(app, answer.model) if _USERISH.search(answer.model) else None
            holds = f"model `{answer.model}` declares `{where[2]}`" if where else ""
        else:
            explicit = answer.columns != "*"
            where = (path, line, "the column list") if explicit else _table_password(app, answer.table or "")
            holds = f"table `{answer.table}` has a `{where[2]}` column" if where and not explicit else (
                f"the query selects a password column of `{answer.table}`" if where else "")
        if where is None:
            continue
        return [
            f"`{answer.name}` answered whole ({path}:{line}), read by `{answer.source}`",
            f"{holds} ({where[0]}:{where[1]})",
            "no projection on the read, no deletion of the password before the answer, no serialiser that strips it",
        ]
    return None
