"""core/brackets.py: where a bracket opened before an offset closes."""

from __future__ import annotations

from secure_lint.core.brackets import closing


def test_the_matching_bracket_not_the_first_closing_one() -> None:
    text = "login(user, check(pass)) + rest"
    assert closing(text, len("login(")) == len("login(user, check(pass))")
    body = "class A { m() { return 1 } } after"
    assert closing(body, len("class A {"), "{}") == len("class A { m() { return 1 } }")


def test_an_unclosed_bracket_or_one_past_the_limit_is_none() -> None:
    assert closing("call(a, b", len("call(")) is None
    assert closing("call(" + "x" * 50 + ")", len("call("), limit=10) is None
