"""driver_error.callback_in: _CALLBACK's leftmost match, searched with white space collapsed and
from where a match may start, is the match a search of the whole head finds."""

from __future__ import annotations

import random

import pytest

from secure_lint.matchers.app_checks.driver_error import _CALLBACK, callback_in

BLANKED = " " * 60  # a comment blanked out before the handler (COMMENT.sub)

HEADS = [
    "db.query(sql, function (err, rows) {",
    "db.query(sql, function(this: Ctx, err: Error, rows) {",
    "connection.execute(query, async (error) => {",
    "pool.query(q, (err) => {",
    "pool.query(q, err => {",
    "app.get('/x', (req, res) => {",
    f'import {{ a, b, c }} from "./utils";\n{BLANKED}\nexport async function POST(req: NextRequest) {{',
    f'import {{ NextResponse }} from "next/server";\n{BLANKED}\nexport const POST = withAxiom(async (req) => {{',
    "export const GET = withWorkspace(async ({ workspace, searchParams }) => {",
    "const handler = {",
    "} catch (e) {",
    "if (err) {",
    "function named((err, rows) {",
    "run(\n\t\tfunction   cb  (\n  err ,\n rows\n )\n =>  {",
]


def full_search(head: str) -> tuple[str, int] | None:
    found = _CALLBACK.search(head)
    return (found.group("name"), found.start()) if found else None


@pytest.mark.parametrize("head", HEADS)
def test_same_match_as_the_whole_search(head: str) -> None:
    assert callback_in(head) == full_search(head)


def test_finds_the_callback_parameter_and_its_start() -> None:
    head = "db.query(sql, function (err, rows) {"
    assert callback_in(head) == ("err", head.index("function"))
    head = f"{BLANKED}\nexport const POST = withAxiom(async (req) => {{"
    assert callback_in(head) == ("req", head.index("async"))


def test_no_callback_no_match() -> None:
    assert callback_in(f"const config = {BLANKED}{{") is None
    assert callback_in("const total = sum(rows.map((row) => row.n)) + {") is None


def test_random_heads_agree() -> None:
    pieces = ["function", "async", " ", "  ", "\n", "\t", "(", ")", "err", "e", ",", ":", "Error"]
    pieces += ["=>", "{", "}", "x", "$", ".", "<", ">", "this", ";", "=", "\u00e9", BLANKED]
    rng = random.Random(28)
    for _ in range(3000):
        head = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 20))) + "{"
        assert callback_in(head) == full_search(head), head
