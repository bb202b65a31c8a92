"""A Next.js `[locale]` segment that next-intl validates is one of the app's own locales.

`redirect(`${params.locale}/admin`)` sends the user off-site only if the segment can hold
`https://evil.example` or `//evil.example` (Next.js decodes `%2F` in a segment). With next-intl, the
request configuration an app writes (`getRequestConfig` in `i18n.ts` or `i18n/request.ts`) calls
`notFound()` for a locale outside its list (`if (!locales.includes(locale)) notFound()`, or
`hasLocale(routing.locales, locale)`), and no page renders for any other value. So a redirect
finding whose data is the `locale` param is dropped in a file under a `[locale]` folder of a
package that declares next-intl and validates the locale so. Without that validation (a package
that only declares next-intl, or a `[locale]` folder with no i18n library) the finding stays.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.scan.repo import each_file_result, manifests_above, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"next.redirect.request-param-redirect", "next.redirect.response-redirect-user-url"})
LIBRARY = "next-intl"
# the data is the segment: `params.locale`, `props.params.locale`, a `locale` destructured from params
_LOCALE_SOURCE = lazy_compile(r"^(?:(?:[\w$]+\.)*params\.locale|locale)$")
_LOCALE_FOLDER = "/[locale]/"
_IMPORTS_INTL = lazy_compile(r"""["']next-intl(?:/[\w/-]+)?["']""")
# the request configuration refuses a locale outside the app's list
_VALIDATES = lazy_compile(r"""\bnotFound\s*\(|\bhasLocale\s*\(""")
_CHECKS_LIST = lazy_compile(r"""\.includes\s*\(|\bhasLocale\s*\(""")
_SCRIPTS = (".ts", ".tsx", ".js", ".jsx", ".mts", ".mjs")


def validated_locales_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without redirect findings whose data is a `[locale]` segment next-intl validates."""
    return each_file_result(items, lambda result: validated_locales_in_file(result, repo))


def validated_locales_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES) or _LOCALE_FOLDER not in f"/{result.path}":
        return result
    kept = [f for f in result.findings if not (f.rule_id in RULES and _from_locale(f))]
    if len(kept) == len(result.findings) or not validates_locale(repo, result.path):
        return result
    return replace(result, findings=kept)


def _from_locale(finding: Finding) -> bool:
    return finding.flow is not None and _LOCALE_SOURCE.match(finding.flow.source.label) is not None


def validates_locale(repo: Repository, path: str) -> bool:
    """Whether the file's package declares next-intl and one of its files validates the locale
    against the app's list (a `notFound()` or `hasLocale()` beside the list check)."""
    manifests = manifests_above(repo, path)
    manifest = next((m for m in manifests if LIBRARY in declared_dependencies(repo.text(m))), None)
    if manifest is None:
        return False
    root = posixpath.dirname(manifest)
    validated: bool = repo.once(f"intl-locales:{root}", lambda: _package_validates(repo, root))
    return validated


def _package_validates(repo: Repository, root: str) -> bool:
    prefix = f"{root}/" if root else ""
    for path in repo.paths:
        if not path.startswith(prefix) or not path.endswith(_SCRIPTS) or "node_modules/" in path:
            continue
        text = repo.text(path) or ""
        if _IMPORTS_INTL.search(text) and _VALIDATES.search(text) and _CHECKS_LIST.search(text):
            return True
    return False
