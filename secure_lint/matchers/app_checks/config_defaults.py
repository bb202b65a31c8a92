"""A setting's declared default: what a value the app reads by key (`config.get('cookieSameSite')`)
holds when the operator sets nothing.

Apps that read settings by key often declare each one once, with its default, in a table of their
own: an array of items (`{ key: 'cookieSameSite', envVar: 'APP_COOKIE_SAME_SITE', default: 'strict' }`)
or a schema object keyed by the setting (convict's `cookieSameSite: { format: String, default:
'strict', env: 'APP_COOKIE_SAME_SITE' }`). Only these two shapes, in the app's own scripts, are
read: no configuration library is followed, and a setting declared nowhere has no known default.

A setting read from the environment (`process.env.SESSION_COOKIE_SAME_SITE`) has the value the
repository's deployment gives it: a Helm chart's or a compose file's base values (`values.yaml`,
`docker-compose.yml`, `.env.production`), not a development or staging override.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import app_root

if TYPE_CHECKING:
    from secure_lint.matchers.app_checks.app import App

# a read of one setting by its literal key: `config.get('key')`, `getConfig("key")`, `settings.get('a.b')`
_READ = lazy_compile(
    r"""^(?:[\w$]+\s*\.\s*)*(?:get|config|getConfig|setting|getSetting)\s*\(\s*(['"])(?P<key>[\w$.:-]{1,80})\1\s*\)$"""
)
# `process.env.NAME`, `process.env['NAME']`: a setting the deployment gives by its variable name
_ENV_READ = lazy_compile(
    r"""^process\s*\.\s*env\s*(?:\.\s*(?P<dot>[A-Z][A-Z0-9_]{1,80})"""
    r"""|\[\s*(['"])(?P<key>[A-Z][A-Z0-9_]{1,80})\2\s*\])$"""
)
# a deployment file's name that says it is not production's
_NOT_PRODUCTION = lazy_compile(r"(?i)dev|stag|stg|test|local|example|sample|ci\b|preview|demo")
_DEPLOY_SUFFIXES = (".yaml", ".yml", ".env", ".env.production")
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
    """The key an expression reads a setting by (`config.get('cookieSameSite')`,
    `process.env.COOKIE_SAME_SITE`), or None."""
    read = _READ.match(expression.strip())
    if read:
        return read.group("key")
    env = _ENV_READ.match(expression.strip())
    return (env.group("dot") or env.group("key")) if env else None


def bound_expression(text: str, name: str, before: int) -> str | None:
    """What `name` is bound to by the last `const|let|var name = ...;` before offset `before` of the
    file's text (one line's expression), or None."""
    bindings = list(re.finditer(rf"""\b(?:const|let|var)\s+{re.escape(name)}\s*=\s*([^;\n]+)""", text[:before]))
    return bindings[-1].group(1).strip() if bindings else None


def declared_default(app: App, key: str) -> Default | None:
    """The default the app's settings table declares for `key`, or the value the deployment gives an
    environment variable of that name; None when neither does."""
    return _table_default(app, key) or _deployed_value(app, key)


def _deployed_value(app: App, name: str) -> Default | None:
    """The value a production deployment file of the app (or of the repository, outside every
    package) sets the environment variable `name` to: `NAME: 'lax'` in a chart's values, `NAME=lax`
    in an env file, `- name: NAME` then `value: lax`."""
    if not re.fullmatch(r"[A-Z][A-Z0-9_]{1,80}", name):
        return None
    quoted = re.escape(name)
    setting = re.compile(
        rf"""^[ \t-]*{quoted}\s*[:=]\s*(['"]?)(?P<value>[^'"\n#]*)\1[ \t]*(?:#.*)?$"""
        rf"""|^[ \t]*-\s*name\s*:\s*['"]?{quoted}['"]?\s*\n[ \t]*value\s*:\s*(['"]?)(?P<listed>[^'"\n#]*)\3""",
        re.M,
    )
    for path in sorted(app.repo.paths):
        if not path.endswith(_DEPLOY_SUFFIXES) or _NOT_PRODUCTION.search(path.rsplit("/", 1)[-1]):
            continue
        if app_root(app.repo, path) not in (app.root, ""):
            continue  # another package's deployment (the repository's own, outside every package, counts)
        text = app.repo.text(path) or ""
        found = setting.search(text) if name in text else None
        if found is not None:
            value = found.group("value") if found.group("value") is not None else found.group("listed")
            return Default(name, value.strip(), path, text.count("\n", 0, found.start()) + 1)
    return None


def _table_default(app: App, key: str) -> Default | None:
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
