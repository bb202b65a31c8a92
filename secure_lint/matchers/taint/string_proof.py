"""Reads of a value that a string method already ran on: the value is a string there.

`email.trim()` throws a TypeError when `email` is an object or an array (neither has `trim`),
so once a statement that always calls it has run, later reads of `email` in the same block hold
a string, whatever the request sent. The same holds for validator.js's checks
(`validator.isEmail(email)`), which throw on anything but a string. For rules whose weakness is a
value that is *not* a string (an operator object in a MongoDB filter: `string_proofs`), those
reads are sanitized; for text sinks (SQL, HTML) a string is what the attack is, so no other rule
asks this. JavaScript and TypeScript only.

The call must run whenever its statement does: not inside a callback, behind `&&`, `||`, `??`,
an optional call (`email?.trim()` skips a missing value) or a branch of a conditional
expression. Its statement dominates the rest of its block; a read after the variable is assigned
again is not proven.

An ObjectId check proves the same for these rules: `ObjectId.isValid(id)` and
`mongoose.isValidObjectId(id)` hold only for a 24-hex or 12-byte string, a number or an ObjectId,
never for a plain object of operators. Reads after `if (!ObjectId.isValid(id)) return ...` in its
block, and inside `if (ObjectId.isValid(id)) { ... }`, are proven.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from secure_lint.matchers.taint.javascript import block_exits, field_path, functions
from secure_lint.matchers.values import guards

STRING_METHODS = frozenset(
    {
        "toLowerCase",
        "toUpperCase",
        "toLocaleLowerCase",
        "toLocaleUpperCase",
        "trim",
        "trimStart",
        "trimEnd",
        "trimLeft",
        "trimRight",
        "normalize",
        "replace",
        "replaceAll",
        "padStart",
        "padEnd",
        "substring",
        "substr",
        "charAt",
        "charCodeAt",
        "codePointAt",
        "localeCompare",
        "startsWith",
        "endsWith",
        "match",
        "matchAll",
        "search",
        "split",
    }
)
# validator.js: every check starts with assertString(input), which throws on a non-string
_VALIDATOR_CHECK = re.compile(r"^validator\.(is|contains|equals|matches)\w*$")
# mongoose's and bson's ObjectId tests (`Types.ObjectId.isValid`, `isValidObjectId`)
_OBJECT_ID_CHECK = re.compile(r"^(?:[\w$]+\.)*(?:ObjectI[dD]\.isValid|isValidObjectId)$")
_BLOCKS = frozenset({"statement_block", "program", "switch_case", "switch_default"})
# an unbraced body, or a loop's header: run on some paths only
_BRANCHES = frozenset({"else_clause", "for_statement", "for_in_statement", "while_statement", "do_statement"})
_SHORT_CIRCUITS = frozenset({"&&", "||", "??"})
_READS = frozenset({"identifier", "shorthand_property_identifier", "member_expression", "subscript_expression"})


def proven_reads(root: Any) -> list[Any]:
    """The reads in the file `root` whose value a dominating string-method call shows a string."""
    found: list[Any] = []
    # each block's reads by path, and where its assignments write what: found once
    reads: dict[tuple[int, int], tuple[dict[str, list[Any]], list[tuple[int, str]]]] = {}
    for call in root.find_all(kind="call_expression"):
        proof = _proved(call)
        if proof is None:
            continue
        path, statement, block = proof
        extent = block.range()
        key = (extent.start.index, extent.end.index)
        if key not in reads:
            reads[key] = (_reads_by_path(block), list(_assignments(block)))
        by_path, written = reads[key]
        found.extend(_later_reads(block, statement, path, by_path.get(path, []), written))
    return found


def object_id_checked_reads(root: Any) -> list[Any]:
    """The reads in the file `root` that an ObjectId check guards: after an `if` that exits when
    it fails, in its block; inside the block of an `if` where it holds."""
    found: list[Any] = []
    for statement in root.find_all(kind="if_statement"):
        condition, consequence = statement.field("condition"), statement.field("consequence")
        if condition is None or consequence is None:
            continue
        rejected = _object_id_checks(condition, holds=False)
        parent = statement.parent()
        if rejected and block_exits(consequence) and parent is not None and parent.kind() in _BLOCKS:
            by_path, written = _reads_by_path(parent), list(_assignments(parent))
            for path in rejected:
                found.extend(_later_reads(parent, statement, path, by_path.get(path, []), written))
        for path in _object_id_checks(condition, holds=True):
            found.extend(_reads_by_path(consequence).get(path, []))
    return found


def _object_id_checks(condition: Any, holds: bool) -> list[str]:
    """The paths `condition` evaluating to `holds` proves ObjectIds: `isValid(x)` holding,
    `!isValid(x)` failing (through parentheses, `&&` and `||`)."""
    return guards.proven_when(condition, holds, _object_id_test)


def _object_id_test(test: Any, holds: bool) -> list[str]:
    function, arguments = test.field("function"), test.field("arguments")
    if not holds or test.kind() != "call_expression" or function is None or not _OBJECT_ID_CHECK.match(function.text()):
        return []
    values = arguments.named_children() if arguments is not None else []
    path = field_path(values[0]) if len(values) == 1 else None
    return [path] if path is not None else []


def _reads_by_path(block: Any) -> dict[str, list[Any]]:
    by_path: dict[str, list[Any]] = {}
    for node in block.find_all(any=[{"kind": kind} for kind in sorted(_READS)]):
        path = str(node.text()) if node.kind() == "shorthand_property_identifier" else field_path(node)
        if path is not None:
            by_path.setdefault(path, []).append(node)
    return by_path


def _proved(call: Any) -> tuple[str, Any, Any] | None:
    """(the path the call proves a string, its statement, the block it is in), or None."""
    target = _checked_value(call)
    path = field_path(target) if target is not None else None
    if path is None:
        return None
    placed = _statement(call)
    return (path, *placed) if placed is not None else None


def _checked_value(call: Any) -> Any | None:
    """`x` of `x.trim()` or of `validator.isEmail(x)`; None for any other call, or an optional one."""
    function = call.field("function")
    if function is None or function.kind() != "member_expression" or "?." in function.text():
        return None
    method, target = function.field("property"), function.field("object")
    if method is None or target is None:
        return None
    if _VALIDATOR_CHECK.match(function.text()):
        arguments = call.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        return values[0] if values else None
    return target if method.text() in STRING_METHODS else None


def _statement(call: Any) -> tuple[Any, Any] | None:
    """The statement that always runs `call` when it runs, and the block holding it; None when
    the call is conditional within its statement or in a nested function."""
    child = call
    for ancestor in call.ancestors():
        kind = ancestor.kind()
        if kind in _BLOCKS:
            return child, ancestor
        if kind in functions or kind == "class_body":
            return None
        if kind == "ternary_expression" and ancestor.field("condition") != child:
            return None
        if kind == "if_statement" and ancestor.field("condition") != child:
            return None  # an unbraced branch (`if (x) email.trim();`)
        if kind in _BRANCHES:
            return None
        if kind == "binary_expression" and ancestor.field("right") == child:
            operator = ancestor.field("operator")
            if operator is not None and operator.text() in _SHORT_CIRCUITS:
                return None
        if kind == "augmented_assignment_expression" and ancestor.field("right") == child:
            operator = ancestor.field("operator")
            if operator is not None and operator.text() in ("&&=", "||=", "??="):
                return None
        child = ancestor
    return None


def _later_reads(
    block: Any, statement: Any, path: str, reads: list[Any], written: list[tuple[int, str]]
) -> Iterator[Any]:
    """The reads of `path` (`reads`) after `statement` in `block`, up to the first assignment
    (`written`: where, and to what) to its variable or a field of it."""
    start = statement.range().end.index
    root = path.split(".")[0]
    end = min(
        (at for at, target in written if at >= start and (target == root or target.startswith(root + "."))),
        default=block.range().end.index,
    )
    for node in reads:
        if start <= node.range().start.index < end:
            yield node


def _assignments(block: Any) -> Iterator[tuple[int, str]]:
    """Where each assignment in `block` is, and the variable or field path it writes."""
    for assignment in block.find_all(
        any=[{"kind": "assignment_expression"}, {"kind": "augmented_assignment_expression"}]
    ):
        left = assignment.field("left")
        written = field_path(left) if left is not None else None
        if written is not None:
            yield assignment.range().start.index, written
