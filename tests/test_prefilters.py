"""Rule prefilters that must stay cheap on hostile text: a search that reaches its time bound
counts as a match (the rule then runs), so a slow prefilter costs seconds and rules nothing out."""

from __future__ import annotations

from functools import cache

import pytest
import regex

from secure_lint.matchers.patterns import occurs
from secure_lint.rules.loader import load_rules

hypothesis = pytest.importorskip("hypothesis", reason="hypothesis is in the `test` extra")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

# js.redos.nested-quantifier-on-request's prefilter as it was: `[^()\n]|\\.` reads a backslash
# two ways, so a parenthesis of escapes without a closing quantifier took 2^n steps
AMBIGUOUS = r"\((?:[^()\n]|\\.)*[+*](?:[^()\n]|\\.)*\)[+*{]"


@cache
def _prefilter(rule_id: str) -> str:
    prefilter = next(rule.prefilter for rule in load_rules() if rule.id == rule_id)
    assert prefilter is not None
    return prefilter


def test_a_line_of_escapes_is_ruled_out_not_timed_out() -> None:
    prefilter = _prefilter("js.redos.nested-quantifier-on-request")
    line = "const re = new RegExp('(" + "\\\\d" * 40 + "+" + "\\\\w" * 40 + "');\n"
    assert not occurs(prefilter, line)
    assert occurs(prefilter, "app.get('/x', (req) => /^(a+)+$/.test(req.query.name));\n")


@settings(max_examples=50, deadline=None, derandomize=True)
@given(st.text("()\\+*{a\n", max_size=16))
def test_the_nested_quantifier_prefilter_accepts_what_it_accepted(text: str) -> None:
    prefilter = _prefilter("js.redos.nested-quantifier-on-request")
    assert occurs(prefilter, text) == (regex.search(AMBIGUOUS, text) is not None)
