"""Issue 25 #12: placeholder words (`your`, `fake`, `example`...) count only as a whole token of
the value, inside a token that reads as words, or as the whole value: a random live-format key
that happens to hold `your` or `fake` is not a placeholder (67 of 200,000 were dropped)."""

from __future__ import annotations

import random
import string

import pytest

from secure_lint.matchers.secret import is_placeholder, reads_as_a_name

ALPHABET = string.ascii_letters + string.digits


def test_random_live_format_keys_are_not_placeholders() -> None:
    rng = random.Random(25)
    keys = ["sk_live_" + "".join(rng.choice(ALPHABET) for _ in range(rng.randint(24, 99))) for _ in range(20_000)]
    assert [k for k in keys if is_placeholder(k)] == []


@pytest.mark.parametrize(
    "value",
    [
        "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnyourWm2vYbKcRxQe4J8hLu",
        "sk_live_51HqLyjWDfakeT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu",
        "sk_live_4eC39HqLyjWxXxXarjtT1zdp7dcSample9sTnWm2vYbKcRx",
        "sk_live_51HqLyjWDunsafeT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu",
    ],
)
def test_a_word_inside_a_random_run_says_nothing(value: str) -> None:
    assert not is_placeholder(value)


@pytest.mark.parametrize(
    "value",
    [
        "your",
        "fake",
        "YOUR_API_KEY",
        "your-api-key",
        "sk_live_your_key_here",
        "sk_live_yourStripeKeyHere",
        "sk_live_FAKEKEY1234567890",
        "sk_live_xxxxxxxxxxxxxxxxxxxx",
        "AKIAXXXXXXXXXXXXXXXX",
        "my_api_key",
        "change_me",
        "P@ssw0rd",
        "dummy-token",
        "sk_live_placeholder",
        "unsafe_build_client_secret",  # a build stage's stand-in that says not to use it
        "insecure-dev-signing-key",
    ],
)
def test_stand_ins_are_still_placeholders(value: str) -> None:
    assert is_placeholder(value)


def test_random_letter_keys_seldom_read_as_names() -> None:
    """A generated key of letters alone (a Parse master key, base64 without digits: itself one key
    in thousands) keeps its finding: of 100,000 random ones of 20 to 60 letters, at most a few in
    100,000 split into four pronounceable words."""
    rng = random.Random(30)
    keys = ["".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(20, 60))) for _ in range(100_000)]
    assert len([k for k in keys if reads_as_a_name(k)]) <= 5


@pytest.mark.parametrize(
    ("value", "name"),
    [
        ("FunctionKeyKeyboardLayoutOverrideIncludeShift", True),  # a macOS preference's key
        ("kFunctionKeyKeyboardLayoutOverrideIncludeShiftKey", True),  # the constant naming it
        ("passwordResetConfirmationViewController", True),
        ("QmWvTzKpLxRbNdHsFgJcVb", False),  # letters, but no words
        ("FunctionKeyLayout", False),  # under twenty letters: too short to tell
        ("FunctionKey2LayoutOverrideIncludeShift", False),  # a digit: not a name's spelling
    ],
)
def test_a_camel_case_name_is_no_generated_key(value: str, name: bool) -> None:
    assert reads_as_a_name(value) is name
