"""What makes a handler an administrator's whatever its path: it answers every user account (the
list an admin page shows) or deletes a user account by the id the request names.

`SELECT id, username, admin FROM users` with no WHERE, `prisma.user.findMany()` with no `where`,
`User.find({})`, `User.findAll()`; `DELETE FROM users WHERE id = ?`, `prisma.user.delete(...)`,
`User.findByIdAndDelete(...)`. A query scoped by a WHERE (the caller's own row, a search) is no
list of every account.
"""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, one_line
from secure_lint.matchers.call_text import call_arguments

_ACCOUNTS = r"""(?:users?|accounts?|members?|customers?|app_?users?)"""
_STRING = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`""")
_EVERY_ACCOUNT_SQL = lazy_compile(
    rf"""^\s*SELECT\s[^;]*?\bFROM\s+[`"\[]?(?:\w+\.)?{_ACCOUNTS}[`"\]]?\s*(?:;|ORDER\s+BY\b|LIMIT\b|$)""", re.I
)
_ACCOUNT_DELETE_SQL = lazy_compile(rf"""^\s*DELETE\s+FROM\s+[`"\[]?(?:\w+\.)?{_ACCOUNTS}[`"\]]?\s+WHERE\b""", re.I)
_MODEL = r"""(?:User|Users|Account|Member|Customer|AppUser)"""
# an ORM listing with no filter: `User.find()`, `User.find({})`, `User.findAll(`, `prisma.user.findMany(`
_EVERY_ACCOUNT_CALL = lazy_compile(
    rf"""\b{_MODEL}\s*\.\s*(?P<m1>find|findAll|findMany)\s*\(|\.\s*{_ACCOUNTS}\s*\.\s*(?P<m2>findMany)\s*\("""
)
_ACCOUNT_DELETE_CALL = lazy_compile(
    rf"""\b{_MODEL}\s*\.\s*(?:findByIdAndDelete|findByIdAndRemove|findOneAndDelete|deleteOne|destroy)\s*\("""
    rf"""|\.\s*(?:user|account|member|customer)\s*\.\s*delete\s*\("""
)


def administers_accounts(code: str) -> str | None:
    """The listing of every account or the deletion of one the code makes, or None."""
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), code)
    for string in _STRING.finditer(bare):
        sql = string.group(0)[1:-1]
        if _EVERY_ACCOUNT_SQL.search(sql) or _ACCOUNT_DELETE_SQL.search(sql):
            return one_line(sql.strip())
    for call in _EVERY_ACCOUNT_CALL.finditer(bare):
        arguments = call_arguments(bare, call.end())
        if not arguments or not _filters(arguments[0][0], call.group("m1") == "find"):
            return one_line(bare[call.start() : arguments[-1][2] + 1] if arguments else call.group(0) + ")")
    deleted = _ACCOUNT_DELETE_CALL.search(bare)
    return one_line(deleted.group(0) + "...)") if deleted else None


def _filters(argument: str, mongoose: bool) -> bool:
    """Whether a listing's first argument narrows it: a `where` (Prisma, Sequelize), any key of a
    Mongoose filter, a variable holding one."""
    if re.search(r"""\bwhere\b""", argument):
        return True
    stripped = argument.strip()
    if not stripped.startswith("{"):
        return bool(stripped)  # a filter held in a variable
    return mongoose and re.search(r"""[\w$'"]+\s*:""", stripped) is not None
