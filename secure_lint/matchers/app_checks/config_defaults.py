"""A setting's declared default: what a value the app reads by key (`config.get('cookieSameSite')`)
holds when the operator sets nothing.

Apps that read settings by key often declare each one once, with its default, in a table of their
own: an array of items (`{ key: 'cookieSameSite', envVar: 'APP_COOKIE_SAME_SITE', default: 'strict' }`)
or a schema object keyed by the setting (convict's `cookieSameSite: { format: String, default:
'strict', env: 'APP_COOKIE_SAME_SITE' }`). Only these two shapes, in the app's own scripts, are
read: no configuration library is followed, and a setting declared nowhere has no known default.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.matchers.app_checks.app import App

# a read of one setting by its literal key: `config.get('key')`, `getConfig("key")`, `settings.get('a.b')`
_READ = lazy_compile(
    r"""^(?:[\w$]+\s*\.\s*)*(?:get|config|getConfig|setting|getSetting)\s*\(\s*(['"])(?P<key>[\w$.:-]{1,80})\1\s*\)$"""
)
_DEFAULT = lazy_compile(r"""\bdefault\s*:\s*(?:(['"`])(?P<text>[^'"`\n]{0,60})\1|(?P<other>[\w$.-]{1,60}))""")
_MAX_ITEM = 2000  # characters of one item's object: a table's entry is short


@dataclass(frozen=True)
class Default:
    """The default a setting's declaration gives it, and where."""

    key: str
    value: str
    path: str
    line: int


def read_key(expression: str) -> str | None:
    """The key an expression reads a setting by (`config.get('cookieSameSite')`), or None."""
    read = _READ.match(expression.strip())
    return read.group("key") if read else None


def bound_expression(text: str, name: str, before: int) -> str | None:
    """What `name` is bound to by the last `const|let|var name = ...;` before offset `before` of the
    file's text (one line's expression), or None."""
    bindings = list(re.finditer(rf"""\b(?:const|let|var)\s+{re.escape(name)}\s*=\s*([^;\n]+)""", text[:before]))
    return bindings[-1].group(1).strip() if bindings else None


def declared_default(app: App, key: str) -> Default | None:
    """The default the app's settings table declares for `key`, or None when no table declares it."""
    quoted = re.escape(key)
    shapes = (
        re.compile(rf"""\{{[^{{}}]{{0,{_MAX_ITEM}}}?\bkey\s*:\s*(['"`]){quoted}\1[^{{}}]{{0,{_MAX_ITEM}}}\}}"""),
        re.compile(rf"""(?<![\w$.])(['"]?){quoted}\1\s*:\s*\{{[^{{}}]{{0,{_MAX_ITEM}}}\}}"""),
    )
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if key not in text:
            continue
        for shape in shapes:
            for item in shape.finditer(text):
                default = _DEFAULT.search(item.group(0))
                if default is not None:
                    value = default.group("text") if default.group("text") is not None else default.group("other")
                    line = text.count("\n", 0, item.start() + default.start()) + 1
                    return Default(key, str(value), path, line)
    return None
