"""A value judged by its name that is a row of a table of identifiers (secret_tables.py)."""

from __future__ import annotations

from secure_lint.matchers.secret_tables import row_of_identifier_table

HEX = ["1F4A", "B4E4", "955D", "AF8D", "98DE", "B2A4", "ECE6"]


def _table(opener: str, names: list[str], width: int = 64) -> str:
    rows = "\n".join(f"  {name}: '{prefix * (width // 4)}'," for name, prefix in zip(names, HEX, strict=False))
    return f"{opener}\n{rows}\n}};\n"


def _at(text: str, name: str) -> tuple[int, int]:
    start = text.index("'", text.index(f"  {name}:")) + 1
    return start, text.index("'", start)


def test_a_token_named_row_among_plain_ids_is_an_id() -> None:
    text = _table("export default {", ["Hooks", "Flow", "Checks", "URIToken", "TicketBatch"])
    assert row_of_identifier_table(text, *_at(text, "URIToken"))


def test_a_table_named_for_credentials_is_not_one() -> None:
    text = _table("const API_TOKENS = {", ["alice", "bob", "carol", "dave", "ciToken"])
    assert not row_of_identifier_table(text, *_at(text, "ciToken"))


def test_rows_mostly_named_token_are_credentials() -> None:
    names = ["githubToken", "gitlabToken", "slackToken", "sentryToken", "buildId", "commit", "parent"]
    text = _table("export const ci = {", names)
    assert not row_of_identifier_table(text, *_at(text, "githubToken"))


def test_rows_of_another_shape_do_not_count() -> None:
    text = _table("export default {", ["Hooks", "Flow", "Checks", "TicketBatch"], width=40)
    text = text.replace("};", f"  deployToken: '{'c0ffee' * 10 + 'c0ff'}',\n}};")
    start = text.index("'", text.index("deployToken")) + 1
    assert not row_of_identifier_table(text, start, text.index("'", start))


def test_three_ids_are_too_few() -> None:
    text = _table("export const release = {", ["commit", "parent", "tree", "deployToken"])
    assert not row_of_identifier_table(text, *_at(text, "deployToken"))
