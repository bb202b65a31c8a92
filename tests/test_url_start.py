"""Where a JavaScript URL value starts (matchers/taint/url_start.py): the literal path a regular
expression's matches begin with."""

from __future__ import annotations

import pytest

from secure_lint.matchers.taint.url_start import regex_path_prefix


@pytest.mark.parametrize(
    ("pattern", "prefix"),
    [
        (r"/^\/topic\/(\d+)\//", "/topic/"),
        (r"/\/category\/(\d+)/", "/category/"),
        (r"/^\/user\/[^/]+/i", "/user/"),
        (r"/^\/+/", "/"),  # `\/` then `+`: one slash for sure, the rest unknown
        (r"/^\/?topic/", ""),  # an optional slash: the match may begin with `t`
        (r"/^\/a|\/\/b/", ""),  # an alternation: either branch may match
        (r"/^\/\/evil/", "//evil"),
        ("/.*/", ""),
    ],
)
def test_the_literal_start_of_a_pattern(pattern: str, prefix: str) -> None:
    assert regex_path_prefix(pattern) == prefix
