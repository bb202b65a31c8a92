"""An alternation searched branch by branch (matchers/branch_search.py) answers what `re`'s search
of the whole does."""

from __future__ import annotations

import random
import re

from secure_lint.matchers.app_checks import next_api
from secure_lint.matchers.branch_search import BranchSearch

AUTH = next_api._AUTH_CHECK.pattern

HANDLERS = [
    "export async function DELETE(req) { await prisma.link.deleteMany({ where: { projectId } }); }",
    "export async function DELETE(req) { const session = await getServerSession(authOptions); }",
    "export const POST = async (request) => { const user = await currentUser(); }",
    "export async function GET() { const { userId } = auth(); if (!userId) return new Response('', { status: 401 }); }",
    "async function handler(req, res) { const id = req.query.id; await db.delete(id); res.status(204).end(); }",
    "async function handler(req, res) { if (!req.session.user) return res.status(401).end(); }",
    "export async function POST(req) { const sessionId = generateSessionId(); await save(sessionId); }",
    "export async function POST(req) { const token = createToken(); return Response.json({ token }); }",
    "export async function PATCH(req) { if (!isAdmin) return new Response('Forbidden', { status: 403 }); }",
    "export async function PUT(req) { const ok = verifySignature(req.headers, body); }",
    "export async function DELETE(req) { const s = sessions.get(sessionToken); }",
    "export async function DELETE(req) { await kv.del(`link:${key}`); }",
]


def test_the_branches_answer_as_the_whole_pattern_on_route_handlers() -> None:
    whole = re.compile(AUTH)
    searched = BranchSearch(AUTH)
    answers = [searched.occurs(text) for text in HANDLERS]
    assert answers == [whole.search(text) is not None for text in HANDLERS]
    assert answers[0] is False and answers[1] is True  # a handler checking nothing; one reading the session


def test_the_branches_answer_as_the_whole_pattern_on_random_text() -> None:
    whole = re.compile(AUTH)
    searched = BranchSearch(AUTH)
    words = "req|.|user|session|Auth|(|)|token|get|status|:|403|401|create|Session|x|$|_|verify|role|api_key|secret"
    words += "|headers|[|'"
    pieces = [*words.split("|"), " ", "\n"]
    generator = random.Random(29)
    for _ in range(3000):
        text = "".join(generator.choice(pieces) for _ in range(generator.randint(0, 12)))
        assert searched.occurs(text) == (whole.search(text) is not None), text


def test_text_beyond_ascii_is_searched_whole() -> None:
    # `re` folds the long s to `s`; the literal test, by `str.lower`, would not find `session`
    text = "const user = await getſeſſion(req);"
    assert re.search(AUTH, text) is not None
    assert BranchSearch(AUTH).occurs(text)
    assert not BranchSearch(AUTH).occurs("const ſ = 1;")


def test_a_pattern_that_is_no_alternation_is_searched_whole() -> None:
    searched = BranchSearch(r"\bverify\w*\s*\(")
    assert searched.occurs("await verifyToken(t)")
    assert not searched.occurs("await verified")
