"""Keyword-scoped provider rules (a provider's name in the variable, the value's shape) and the
guessable-password rule: the syntaxes they read, and the values they keep and leave out."""

from __future__ import annotations

import pytest
import regex

from secure_lint.matchers.secret import (
    SecretMatch,
    expanded,
    keyed_pattern,
    prepare,
    shape_regex,
    weak_password_kept,
)

UUID = "95e086a9-5b97-4e74-8b98-6614d29923a9"
PATTERN = regex.compile(keyed_pattern("heroku", "{uuid}"))


@pytest.mark.parametrize(
    "line",
    [
        f"HEROKU_API_KEY={UUID}",
        f'export HEROKU_API_KEY="{UUID}"',
        f'const herokuApiKey = "{UUID}";',
        f"  heroku_token: {UUID}",
        f'"herokuAuthToken": "{UUID}",',
        f'  "env": ["NODE_ENV=production", "HEROKU_API_KEY={UUID}"]',
        f"HEROKU_API_KEY := {UUID}",
        f"HEROKU_API_KEY ::= {UUID}",
        f"HEROKU_API_KEY :::= {UUID}",
        f"HEROKU_API_KEY ?= {UUID}",
        f'  heroku_api_key => "{UUID}"',
        f'  heroku_api_key = "{UUID}"',
        f"<herokuApiKey>{UUID}</herokuApiKey>",
        f"<key>HerokuApiKey</key>\n\t<string>{UUID}</string>",
        f'<string name="heroku_api_key">{UUID}</string>',
        f'<add key="HEROKU_API_KEY" value="{UUID}" />',
        f"define('HEROKU_API_KEY', '{UUID}');",
        f"| heroku_api_key | {UUID} |",
        f'let myHerokuKey: String = "{UUID}"',
    ],
)
def test_the_value_is_found_in_every_assignment_syntax(line: str) -> None:
    match = PATTERN.search(line)
    assert match is not None and match.group(1) == UUID


@pytest.mark.parametrize(
    "line",
    [
        f"HEROKU_APP_ID={UUID}",  # an id, not a credential word
        f"<herokuAppId>{UUID}</herokuAppId>",
        f"API_KEY={UUID}",  # no provider name: the generic rules' concern
        f"HEROKU_API_KEY={UUID}0",  # longer than the shape
        f"HEROKU_API_KEY={UUID[:-1]}",
        f"superherokuish_key={UUID}",  # the name inside another word
    ],
)
def test_other_names_and_shapes_are_not(line: str) -> None:
    assert PATTERN.search(line) is None


def test_shapes_expand_to_their_alphabets() -> None:
    assert regex.fullmatch(shape_regex("{hex:8}"), "0a1b2c3d")
    assert regex.fullmatch(shape_regex("{hex:8}"), "0A1B2C3D")
    assert not regex.fullmatch(shape_regex("{hex:8}"), "0a1B2c3d")
    assert regex.fullmatch(shape_regex("su{b62:4}"), "suA1b2")
    assert regex.fullmatch(shape_regex("{d:8,10}:{b64u:5}"), "123456789:a-b_c")


def test_a_written_pattern_stays_a_branch_and_the_key_is_spent() -> None:
    options = expanded(SecretMatch(pattern=r"\b(HRKU-[A-Za-z0-9]{10})\b", group=1, key="heroku", value="{uuid}"))
    assert options.key is None and options.value is None and options.group == 1
    found = [m.group(1) for m in regex.finditer(options.pattern, f"a HRKU-AbCdEf1234 b\nHEROKU_API_KEY={UUID}\n")]
    assert found == ["HRKU-AbCdEf1234", UUID]


def test_a_keyed_rule_needs_both_key_and_value() -> None:
    with pytest.raises(ValueError, match="key and value"):
        prepare(SecretMatch(key="heroku"), ["any"])
    with pytest.raises(ValueError, match="pattern"):
        prepare(SecretMatch(), ["any"])


WEAK = SecretMatch(pattern="x", entropy=3.0, weak_password=True)


@pytest.mark.parametrize(
    "value", ["Admin_123", "Password@1", "MyPassword2024", "letmein", "sunshine!", "Summer2024", "dragon88", "P@ssw0rd"]
)
def test_guessable_passwords_are_kept(value: str) -> None:
    assert weak_password_kept(WEAK, value)


@pytest.mark.parametrize(
    "value",
    [
        "changeme",
        "<password>",
        "${DB_PASSWORD}",
        "xxxxxxxx",
        "********",
        "your-password",
        "password",
        "newPassword",
        "req.body.password",
        "{{ db_password }}",
        "debug-pass",
        "test123",
        "dev_password",
        "Vq8#tLz2Rm6pXw4N",  # strong: the generic password rule reports it
    ],
)
def test_stand_ins_and_strong_passwords_are_not(value: str) -> None:
    assert not weak_password_kept(WEAK, value)
