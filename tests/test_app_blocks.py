"""matchers/app_checks/app.py blocks_of: the balanced `{...}` of JS/TS text, with strings,
template literals and comments skipped (what the app checks find function bodies with)."""

from __future__ import annotations

from secure_lint.matchers.app_checks.app import blocks_of


def spans(text: str) -> list[str]:
    return [text[start:end] for start, end in blocks_of(text)]


def test_nested_blocks_innermost_first() -> None:
    assert spans("function f() { if (a) { b() } }") == ["{ b() }", "{ if (a) { b() } }"]


def test_braces_in_strings_and_template_literals_are_not_blocks() -> None:
    text = "const a = '{'; const b = \"}\"; const c = `${x} {`; f() { g('it\\'s {') }"
    assert spans(text) == ["{ g('it\\'s {') }"]


def test_braces_in_comments_are_not_blocks() -> None:
    text = "// {\nf() { /* } */ x }\n/* { unclosed"
    assert spans(text) == ["{ /* } */ x }"]


def test_a_quote_string_ends_at_its_line_a_template_literal_does_not() -> None:
    assert spans("x = 'open\nf() { y }") == ["{ y }"]
    assert spans("x = `open\nf() { y }") == []


def test_division_and_unmatched_braces() -> None:
    assert spans("a = b / c; } { d }") == ["{ d }"]
    assert spans("{ a\\") == []
    assert spans("s = 'a\\") == []
