"""A value its own line calls a stand-in (in files that do not ship) is not a secret."""

from __future__ import annotations

import pytest

from secure_lint.matchers.secret_context import declared_stand_in

VALUE = "whsec_6f9f3a63705c44206ca655813bf91b61"


def _judge(line: str) -> bool:
    start = line.index(VALUE)
    return declared_stand_in(f"first line\n{line}\nlast line", start + 11, start + 11 + len(VALUE))


@pytest.mark.parametrize(
    "line",
    [
        f'  secret: "{VALUE}", // dummy secret',
        f'const FAKE_STRIPE_SECRET = "{VALUE}";',
        f'const mockWebhookSecret = "{VALUE}"',
        f'"example_secret": "{VALUE}",',
        f"export STRIPE_WEBHOOK_SECRET={VALUE}  # not a real secret",
        f'secret = "{VALUE}"  /* placeholder for the signing tests */',
    ],
)
def test_a_declared_stand_in_is_recognised(line: str) -> None:
    assert _judge(line)


@pytest.mark.parametrize(
    "line",
    [
        f'const webhookSecret = "{VALUE}";',
        f'const hook = {{ secret: "{VALUE}", url: "https://api.example.com/hooks" }};',
        f'const samplerSecret = "{VALUE}"; // rotated monthly',
        f'it("signs with the example payload", () => sign("{VALUE}"));',
        f'secret: "{VALUE}", // see the examples below',
    ],
)
def test_other_words_on_the_line_say_nothing(line: str) -> None:
    assert not _judge(line)
