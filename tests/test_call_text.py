"""call_text reads a call's arguments the way the JavaScript parser would, from plain text."""

from __future__ import annotations

from secure_lint.matchers.call_text import call_arguments


def _texts(code: str) -> list[str]:
    return [arg.strip() for arg, _, _ in call_arguments(code, code.index("(") + 1)]


def test_a_comment_apostrophe_opens_no_string() -> None:
    code = (
        "router.get('/api/notes/:id', (req, res) => {\n"
        "  // returns any user's note without checking ownership\n"
        "  res.json(db.get(req.params.id));\n"
        "});\n"
    )
    assert _texts(code) == ["'/api/notes/:id'", code[code.index("(req") : code.rindex(")")]]


def test_a_block_comment_and_a_regex_ending_in_an_escaped_slash() -> None:
    assert _texts("f(a /* it's a, b */, /\\//g, 'x,y')") == ["a /* it's a, b */", "/\\//g", "'x,y'"]


def test_a_quote_string_ends_at_its_line() -> None:
    assert _texts("f(it's\n, b, 'c')") == ["it's", "b", "'c'"]  # not up to the next quote, lines away
