"""Issue 25 #5: a key glued to an escape or a URL-encoded byte is found: in the text `\\n`, `\\t`
and `%20`, `%3D` are boundaries, although the pattern sees a word character before the key."""

from __future__ import annotations

import pytest

from secure_lint.core.source import SourceFile
from secure_lint.matchers.glued import glued_view, to_text
from secure_lint.rules.loader import load_rules
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source

STRIPE = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"
GITHUB = "ghp_" + "Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0Mk3Nf9Dg2Ta7Wd"


@pytest.fixture(scope="module")
def index() -> RuleIndex:
    return RuleIndex([r for r in load_rules() if r.match.kind == "secret"], EngineOptions())


def _found(index: RuleIndex, line: str) -> list[tuple[str, str]]:
    source = SourceFile("src/client.ts", line)
    findings = scan_source(source, index).findings
    return [(f.rule_id, line[f.location.start_column - 1 :][: len(STRIPE)]) for f in findings]


@pytest.mark.parametrize(
    "line",
    [
        f'export const auth = "Bearer\\n{STRIPE}";\n',
        f'export const text = "line1\\n{STRIPE}";\n',
        f'export const row = "a\\t{STRIPE}";\n',
        f'export const q = "https://api.acme.io/search?q=%20{STRIPE}";\n',
        f'export const cb = "https://acme.io/login?next=%2Fpay%3Fx%3D1%26key%3D{STRIPE}";\n',
        f"export const crlf = 'a\\r\\n{STRIPE}';\n",
    ],
)
def test_a_key_after_an_escape_or_an_encoded_byte_is_found(index: RuleIndex, line: str) -> None:
    assert _found(index, line) == [("secrets.stripe-secret-key", STRIPE)]


@pytest.mark.parametrize(
    "line",
    [
        f'export const word = "x{STRIPE}";\n',  # a word character is still no boundary
        'export const doc = "use\\nsk_live_yourkeyhere";\n',
    ],
)
def test_a_glued_word_or_a_placeholder_is_not(index: RuleIndex, line: str) -> None:
    assert _found(index, line) == []


def test_the_view_maps_back_to_the_text() -> None:
    text = f"const a = 1;\nconst b = 'x\\n{GITHUB}' + '%3D{STRIPE}';\n"
    view, offsets = glued_view(text) or ("", ())
    for key in (GITHUB, STRIPE):
        at = view.index(key)
        assert text[to_text(offsets, at) :].startswith(key)
    assert glued_view("const a = 'no escape here';\n") is None
