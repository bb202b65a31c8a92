"""The ReDoS test of a regular expression: a nested quantifier is exponential only when its inner
repetition can stop where the next character is one it could also read."""

from __future__ import annotations

import pytest

from secure_lint.matchers.values.regex_ambiguity import Unreadable, exponential, may_be_exponential


@pytest.mark.parametrize(
    "pattern",
    [
        r"^([a-zA-Z0-9]+\s?)*$",  # a word may be split anywhere
        r"(\w+,?)+;",
        r"^([a-z0-9_.-]+)*@example\.com$",
        r"^(-?[a-z0-9]+)*$",
        r"(a+)+$",
        r"^(\w+|\d)+$",
        r"^(\.\w+|\w+)+$",
        r"(\s*\w+)*$",
        r"^(x\w+y)+$",  # the inner class reads the closing `y` too
        r"^([a-z]{1,3})*$",  # a bounded range still chooses where to stop
    ],
)
def test_ambiguous_loops_are_exponential(pattern: str) -> None:
    assert exponential(pattern)


@pytest.mark.parametrize(
    "pattern",
    [
        r"^([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}",  # each label ends at a dot the label excludes
        r"^\d+(\.\d+)*$",  # each repetition starts at a dot
        r"^(\d+\.)+\d+$",
        r"(\s*,)*$",
        r"^([^\]]+\])+$",
        r"^([\w-]+=[^;]*;\s?)+$",
        r"^(([^<>()[\]\\.,;:\s@\"]+(\.[^<>()[\]\\.,;:\s@\"]+)*)|.(\".+\"))@(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,})$",
        r"^[a-z]+$",  # no nested quantifier
        r"^(ab)+$",
        r"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$",  # base64: four at a time
    ],
)
def test_unambiguous_loops_are_not(pattern: str) -> None:
    assert not exponential(pattern)


def test_case_folding_joins_classes() -> None:
    assert not exponential(r"^([a-z]+X)+$")
    assert exponential(r"^([a-z]+X)+$", "i")


def test_unreadable_patterns_keep_the_finding() -> None:
    with pytest.raises(Unreadable):
        exponential(r"(a+)\1+")
    assert may_be_exponential(r"(?<w>a+)+\k<w>")
    assert may_be_exponential(r"(a+")
