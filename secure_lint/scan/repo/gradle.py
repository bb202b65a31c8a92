"""Android product flavors that are side-by-side variants of the released app (read from a
module's build.gradle or build.gradle.kts).

A flavor whose application id is another flavor's (or defaultConfig's) with a suffix
(`io.acme.app.staging` beside `io.acme.app`), or that sets `applicationIdSuffix`, installs beside
the released app for its developers and testers: the files of its source set
(`<module>/src/<flavor>/`, a network security config, a manifest) are not the released app's.
Told by the ids, not by the flavor's name. Read as plain text: enough for the `productFlavors`
blocks of Groovy and Kotlin build scripts.
"""

from __future__ import annotations

import posixpath

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile

GRADLE_FILES = ("build.gradle", "build.gradle.kts")
_FLAVORS = lazy_compile(r"\bproductFlavors\s*\{")
# `staging {`, `create("staging") {`, `register("staging") {`
_FLAVOR = lazy_compile(
    r"""(?:\b(?:create|register|maybeCreate)\s*\(\s*["'](?P<quoted>\w+)["']\s*\)|\b(?P<bare>\w+))\s*\{"""
)
_APPLICATION_ID = lazy_compile(r"""\bapplicationId\s*=?\s*["'](?P<id>[\w.]+)["']""")
_SUFFIX = lazy_compile(r"""\bapplicationIdSuffix\s*=?\s*["']\.?\w""")
_DEFAULT_CONFIG = lazy_compile(r"\bdefaultConfig\s*\{")


def variant_source_sets(text: str, path: str) -> list[str]:
    """The source-set folders (`<module>/src/<flavor>`) of the flavors of this build script that
    are variants of the released app."""
    match = _FLAVORS.search(text)
    if match is None:
        return []
    end = closing(text, match.end(), "{}")
    if end is None:
        return []
    flavors = _flavors(text[match.end() : end - 1])
    released: set[str] = set()
    default = _DEFAULT_CONFIG.search(text)
    if default is not None and (default_end := closing(text, default.end(), "{}")) is not None:
        found = _APPLICATION_ID.search(text, default.end(), default_end)
        if found is not None:
            released.add(found["id"])
    released |= {ident for ident, suffixed in flavors.values() if ident and not suffixed}
    module = posixpath.dirname(path)
    variants = []
    for name, (ident, suffixed) in flavors.items():
        extends = ident is not None and any(ident.startswith(f"{other}.") for other in released if other != ident)
        if suffixed or extends:
            variants.append(posixpath.join(module, "src", name))
    return variants


def _flavors(block: str) -> dict[str, tuple[str | None, bool]]:
    """Each flavor of a productFlavors block: its application id (None when it sets none) and
    whether it sets an applicationIdSuffix."""
    flavors: dict[str, tuple[str | None, bool]] = {}
    at = 0
    while (match := _FLAVOR.search(block, at)) is not None:
        end = closing(block, match.end(), "{}")
        if end is None:
            break
        body = block[match.end() : end - 1]
        name = match["quoted"] or match["bare"]
        found = _APPLICATION_ID.search(body)
        flavors[name] = (found["id"] if found else None, _SUFFIX.search(body) is not None)
        at = end
    return flavors
