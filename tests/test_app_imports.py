"""App.imports(..., bound=True): only an import that binds a runtime value counts (issue 24)."""

from __future__ import annotations

import re

import pytest

from secure_lint.matchers.app_checks.app import binds_value

_FROM = re.compile(r"""(?:require\s*\(\s*|from\s+)['"]express-session['"/]""")


@pytest.mark.parametrize(
    ("source", "bound"),
    [
        ("import session from 'express-session';", True),
        ("const session = require('express-session');", True),
        ("import * as session from 'express-session';", True),
        ("import session, { type SessionOptions } from 'express-session';", True),
        ("import { Store, type SessionData } from 'express-session';", True),
        ("import type { SessionData } from 'express-session';", False),
        ("import type * as sessions from 'express-session';", False),
        ("import { type SessionData, type Store } from 'express-session';", False),
        ("import {\n  type SessionData,\n  type Store,\n} from 'express-session';", False),
        ("export type { SessionData } from 'express-session';", False),
        ("import {} from 'express-session';", False),
    ],
)
def test_type_only_imports_bind_nothing(source: str, bound: bool) -> None:
    match = _FROM.search(source)
    assert match is not None
    assert binds_value(source, match) is bound
