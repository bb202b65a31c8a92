"""`body-to-privileged-model`: the whole request body written to a record whose model has a field
its writer must not set (a role, an admin flag, permissions), outside an admin-only route.

`new User(req.body)`, `User.create({ ...req.body })`, `User.findByIdAndUpdate(id, req.body)`,
`Object.assign(user, req.body)`, `prisma.user.update({ where, data: req.body })`: any client who
can call the route sets `role: 'admin'` on its own account. A whole body is no weakness by itself
(a schemaless collection of the uploader's own documents, an admin's settings form meant to set
every field): the model decides, so the check reads the model's definition in the app (a mongoose
schema, a Sequelize or TypeORM model, a Prisma model) and reports only when it declares such a
field. A body validated or picked first (`schema.parse(req.body)`, `const { name } = req.body`)
is no whole body and never matches; a route guarded by an admin or role check is left out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, app_of, comment_spans, in_spans
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# the raw body, whole: `req.body` or `{ ...req.body }` followed by the end of the argument
_RAW_BODY = r"""(?:\{\s*\.\.\.\s*)?(?:req|request|ctx\s*\.\s*request)\s*\.\s*body(?:\s*\})?"""
# a variable that holds the whole body: `const updates = req.body;`, `const userObj = { ...req.body, x: 1 }`
_ALIAS = lazy_compile(
    r"""\b(?:const|let|var)\s+(?P<alias>[\w$]+)\s*=\s*(?:(?:req|request|ctx\s*\.\s*request)\s*\.\s*body\s*[;\n]"""
    r"""|\{\s*\.\.\.\s*(?:req|request|ctx\s*\.\s*request)\s*\.\s*body\b)"""
)
_WRITE_SHAPES = (
    # new User(req.body)
    r"""\bnew\s+(?P<new>[A-Z][\w$]*)\s*\(\s*{body}"""
    # User.create(req.body), User.update(req.body, ...), User.findByIdAndUpdate(id, req.body)
    r"""|\b(?P<static>[A-Z][\w$]*)\s*\.\s*(?:create|build|insertMany|update|updateOne|updateMany|"""
    r"""findByIdAndUpdate|findOneAndUpdate)\s*\(\s*(?:[^;()]{{0,160}}?,\s*)?{body}"""
    # Object.assign(user, req.body)
    r"""|\bObject\s*\.\s*assign\s*\(\s*(?P<assigned>[a-z][\w$]*)\s*,\s*{body}"""
    # user.set(req.body), user.update(req.body), userRepository.update(id, updates), repo.create(body)
    r"""|\b(?P<instance>[a-z][\w$]*)\s*\.\s*(?:set|update|create|save|insert)\s*\(\s*(?:[^;()]{{0,80}}?,\s*)?{body}"""
    # prisma.user.create({ data: req.body })
    r"""|\bprisma\s*\.\s*(?P<prisma>[\w$]+)\s*\.\s*(?:create|update|upsert)\s*\(\s*\{{[^;]{{0,200}}?\bdata\s*:\s*{body}"""
)
_WRITES = lazy_compile(_WRITE_SHAPES.format(body=_RAW_BODY + r"\s*(?=[,)}])"))
# a variable named after its model: `userRepository` -> User, `existingUser` -> User
_MODEL_SUFFIX = lazy_compile(r"""(?:Repository|Repo|Model|Collection|Document|Doc|Record|Entity)$""")


def _writes(text: str) -> re.Pattern[str]:
    """The whole-body writes of this file: the raw body, or a variable that holds it."""
    aliases = sorted({m["alias"] for m in _ALIAS.finditer(text)})
    if not aliases:
        return _WRITES
    body = rf"""(?:{_RAW_BODY}|(?:{"|".join(re.escape(a) for a in aliases)}))\s*(?=[,)}}])"""
    return re.compile(_WRITE_SHAPES.format(body=body))


# a field of the model that only the server or an administrator may set
_PRIVILEGED = (
    r"""(?:role|roles|user_?[Rr]ole|is_?[Aa]dmin|admin|is_?[Ss]uper_?[Uu]ser|is_?[Ss]taff|permissions|access_?[Ll]evel)"""
)
_FIELD = lazy_compile(rf"""(?:^|[{{,\s])['"]?(?P<field>{_PRIVILEGED})['"]?\s*[:?!]""", re.M)
_PRISMA_FIELD = lazy_compile(rf"""^[ \t]*(?P<field>{_PRIVILEGED})[ \t]+\w""", re.M)
# an admin or role guard on the route or in the handler before the write
_ADMIN_ONLY = lazy_compile(
    r"""(?i)\b(?:is_?admin|requireAdmin|adminOnly|ensureAdmin|verifyAdmin|checkAdmin|onlyAdmin|adminAuth|"""
    r"""requireRole|hasRole|checkRole|authorize|permit|restrictTo|roles?\s*\.\s*includes)\b"""
    r"""|\brole\s*(?:!==|===|!=|==)|['"]admin['"]|/admin\b"""
)
# the body checked against a schema first (Joi, celebrate, zod, yup, a validation middleware): unknown
# keys are refused or stripped
_VALIDATED = lazy_compile(
    r"""\b(?:celebrate|checkSchema|matchedData|safeParse|parseAsync)\s*\("""
    r"""|\.\s*(?:validate|validateAsync|validateSync|parse)\s*\(\s*(?:req|request|ctx\s*\.\s*request)\s*\.\s*body\b"""
    r"""|\bvalidate\w*\s*\(\s*[\w$.]*[Ss]chema\b"""
)
_ROUTE = lazy_compile(r"""\.\s*(?:post|put|patch|delete|all|route)\s*\(\s*['"`]""")


def _model_name(match: re.Match[str]) -> tuple[str, bool]:
    """The model's name (and whether it is a variable's, guessed from it: `existingUser` -> User)."""
    for group in ("new", "static"):
        if match[group]:
            return str(match[group]), False
    if match["prisma"]:
        return str(match["prisma"]), True
    var = _MODEL_SUFFIX.sub("", str(match["assigned"] or match["instance"])) or "?"
    words = re.findall(r"[A-Z][a-z0-9]*", var)
    return (words[-1] if words else var.capitalize()), True


def body_write_anchors(source: SourceFile) -> Iterator[RawMatch]:
    spans = comment_spans(source.text)
    for match in _writes(source.text).finditer(source.text):
        if not in_spans(spans, match.start()):
            yield RawMatch(match.start(), match.end())


def _definition_patterns(name: str) -> list[re.Pattern[str]]:
    """Where the app defines the model `name`: mongoose.model('User', userSchema) (its schema is
    named), sequelize.define('user', {...}), class User extends Model {...} (TypeORM, Sequelize)."""
    quoted = rf"""['"`]{re.escape(name)}s?['"`]"""
    return [
        re.compile(rf"""\bmodel\s*(?:<[^>]*>)?\s*\(\s*{quoted}\s*,\s*(?P<schema>[\w$]+)""", re.I),
        re.compile(rf"""\bdefine\s*(?:<[^>]*>)?\s*\(\s*{quoted}\s*,""", re.I),
        re.compile(rf"""\bclass\s+{re.escape(name)}\b[^{{]*(?=\{{)"""),
    ]


def _block_after(text: str, start: int) -> tuple[int, int]:
    """The span of the first brace block at or after `start` (strings and comments not skipped:
    a model's fields rarely hold braces)."""
    opening = text.find("{", start)
    if opening < 0:
        return start, start
    depth = 0
    for index in range(opening, min(len(text), opening + 20000)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return opening, index + 1
    return opening, min(len(text), opening + 20000)


def model_blocks(app: App, model: str) -> Iterator[tuple[str, str, int, int]]:
    """Each definition of the model `model` in the app's scripts: its path, the file's text and the
    span of the definition's block (a mongoose model's block is the schema it is made of)."""
    for path in app.scripts:
        text = app.repo.text(path) or ""
        for pattern in _definition_patterns(model):
            for found in pattern.finditer(text):
                start = found.end()
                schema = found.groupdict().get("schema")
                if schema:  # the schema the model is made of: `const userSchema = new Schema({`
                    declared = re.search(rf"""\b{re.escape(schema)}\s*=\s*new\s+[\w$.]*Schema\s*\(""", text)
                    if declared is None:
                        continue
                    start = declared.end()
                first, last = _block_after(text, start)
                yield path, text, first, last


def _model_fields(app: App, name: str) -> tuple[str, int, str] | None:
    """A privileged field in the definition of the model `name`, or None."""
    for path, text, first, last in model_blocks(app, name.capitalize() if name.islower() else name):
        field = _FIELD.search(text, first, last)
        if field is not None:
            return path, text.count("\n", 0, field.start("field")) + 1, field["field"]
    return prisma_model_field(app, name, _PRISMA_FIELD)


def prisma_model_field(app: App, name: str, fields: re.Pattern[str]) -> tuple[str, int, str] | None:
    """The first field `fields` matches in the Prisma model `name`: its schema file, line and name."""
    block = re.compile(rf"""^model\s+{re.escape(name)}\s*\{{(?P<body>[^}}]*)\}}""", re.M | re.I)
    for path in sorted(app.repo.paths):
        if not path.endswith(".prisma") or not app.holds(path):
            continue
        text = app.repo.text(path) or ""
        for found in block.finditer(text):
            field = fields.search(found["body"])
            if field is not None:
                offset = found.start("body") + field.start("field")
                return path, text.count("\n", 0, offset) + 1, field["field"]
    return None


def _guarded(text: str, offset: int) -> str | None:
    """What the route the write is in (its registration and the handler up to the write) does
    first that makes the write no mass assignment: an admin or role check, a schema validation."""
    routes = list(_ROUTE.finditer(text, max(0, offset - 3000), offset))
    start = routes[-1].start() if routes else max(0, offset - 1500)
    for pattern in (_ADMIN_ONLY, _VALIDATED):
        found = pattern.search(text, start, offset)
        if found is not None:
            return found.group(0)
    return None


def body_write_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    line_offset = sum(len(part) + 1 for part in text.split("\n")[: line - 1])
    match = _writes(text).search(text, line_offset)
    if match is None or _guarded(text, match.start()) is not None:
        return None
    name, guessed = _model_name(match)
    app = app_of(repo, path)
    field = _model_fields(app, name)
    if field is None:
        return None
    how = f"model `{name}` (named after the variable)" if guessed else f"model `{name}`"
    return [
        f"the whole request body written: `{' '.join(match.group(0).split())}` ({path}:{line})",
        f"{how} declares `{field[2]}` ({field[0]}:{field[1]})",
        "no admin or role check and no schema validation on the route before the write",
    ]
