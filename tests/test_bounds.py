"""values/bounds.py: a count the request sets is capped when the schema that parses it bounds the field."""

from __future__ import annotations

import pytest
from ast_grep_py import SgRoot

from secure_lint.matchers.values.bounds import capped

# Each case: code with one `limit: raw` pair, whose value is asked about, and whether it is capped.
CASES = [
    ("const Q = z.object({ limit: z.coerce.number().max(100) }); Q.parse({ limit: raw });", True),
    ("const Q = z.object({ limit: z.coerce.number().int().lte(50).default(20) }); Q.safeParse({ limit: raw });", True),
    (
        "const Q = z.object({ limit: z.preprocess(f, z.coerce.number().min(1).max(100)) }); Q.parse({ limit: raw });",
        True,
    ),
    (
        "const Q = z.object({ limit: z.coerce.number().max(100), a: z.string() });"
        " Q.pick({ limit: true }).parse({ limit: raw });",
        True,
    ),
    ("const Q = Joi.object({ limit: Joi.number().max(100) }); Q.validateSync({ limit: raw });", True),
    ("const Q = z.object({ limit: z.enum(['10', '50']) }); Q.parse({ limit: raw });", True),
    ("const Limit = z.coerce.number().max(100); const Q = z.object({ limit: Limit }); Q.parse({ limit: raw });", True),
    # no bound, a bound on another field, a string's length, a call that is no parse, an unknown schema
    ("const Q = z.object({ limit: z.coerce.number().nullish() }); Q.parse({ limit: raw });", False),
    ("const Q = z.object({ limit: z.coerce.number(), q: z.string().max(100) }); Q.parse({ limit: raw });", False),
    ("const Q = z.object({ limit: z.string().max(3) }); Q.parse({ limit: raw });", False),
    ("const Q = z.object({ limit: z.coerce.number().max(100) }); db.find({ limit: raw });", False),
    ("Imported.parse({ limit: raw });", False),
    ("const Q = z.object({ limit: z.coerce.number().max(100) }); Q.transform(f).parse({ limit: raw });", False),
]


@pytest.mark.parametrize(("code", "expected"), CASES)
def test_capped(code: str, expected: bool) -> None:
    root = SgRoot(code, "typescript").root()
    value = root.find(pattern="raw")
    assert value is not None
    assert capped(value) is expected
