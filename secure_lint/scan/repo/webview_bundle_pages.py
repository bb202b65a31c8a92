"""File-URL access on a web view that another file loads, and only with pages of the app bundle.

`swift.webview.file-url-access-enabled` lets a file:// page's script read other file URLs; what it
can reach is what `loadFileURL(_:allowingReadAccessTo:)` opened to the web content process. The
rule already keeps quiet when the file that sets the flag loads only bundle-scoped pages. Often
the web view class is configured in one file and loaded by another (a manager that creates it and
loads its pages): the finding's file then loads nothing itself. This step reads the files that
name a type the finding's file declares and load local content: when every one of them loads file
URLs only with read access to the app bundle or to the folder of the page it loads, takes its
pages from the bundle (`Bundle.main.url(forResource:...)`), and names no other local folder
(documents, caches, application support, temporary files, a path made into a URL) and no HTML
with a base URL, the pages are the app's own and their script reads only the public bundle: the
finding is dropped. A loader that reads any other folder, or no loader found, keeps it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, reports_any

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"swift.webview.file-url-access-enabled"})
_DECLARED_TYPE = lazy_compile(r"\b(?:class|struct|actor|enum)\s+([A-Z]\w*)")
_FILE_LOAD = lazy_compile(r"\.\s*loadFileURL\s*\(")
_BASE_URL_LOAD = lazy_compile(r"\.\s*(?:loadHTMLString|load)\s*\([^()]*?\bbaseURL\s*:\s*(?!nil\b)")
_LOCAL_LOAD = lazy_compile(rf"{_FILE_LOAD.pattern}|{_BASE_URL_LOAD.pattern}")
_BUNDLE_PAGE = lazy_compile(r"\bBundle\b[\w.()\s:]*?\.\s*url\s*\(\s*forResource\s*:")
_OTHER_FOLDER = lazy_compile(
    r"\b(?:fileURLWithPath|documentDirectory|documentsDirectory|cachesDirectory|applicationSupportDirectory"
    r"|temporaryDirectory|NSTemporaryDirectory|libraryDirectory|downloadsDirectory)\b"
)
# `loadFileURL(page, allowingReadAccessTo: <scope>)`: the page's own folder, or the bundle's
_ARGUMENTS = lazy_compile(r"^\s*(?P<page>\w+)!?\s*,\s*allowingReadAccessTo\s*:\s*(?P<scope>[^,]+?)\s*$", re.S)
_BUNDLE_SCOPE = lazy_compile(r"^(?:Bundle\.main|[\w.]*\.bundle|Bundle\([^()]*\))\.(?:bundleURL|resourceURL)!?$")


def bundle_page_loaders_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the file-URL access findings of web views only bundle pages load."""
    return each_file_result(items, lambda result: _judged(result, repo))


def _judged(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    text = repo.text(result.path) or ""
    if _LOCAL_LOAD.search(text):
        return result  # the file loads its pages itself: the rule judged them
    names = set(_DECLARED_TYPE.findall(text))
    if not names:
        return result
    loaders = _loaders(repo, result.path, names)
    if not loaders or not all(_bundle_pages_only(repo.text(path) or "") for path in loaders):
        return result
    return replace(result, findings=[f for f in result.findings if f.rule_id not in RULES])


def _loaders(repo: Repository, path: str, names: set[str]) -> list[str]:
    """The shipped Swift files, other than `path`, that name one of `names` and load local content."""
    named = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")\b")
    found = []
    for other in repo.paths:
        if other == path or not other.endswith(".swift") or not repo.is_shipped(other):
            continue
        other_text = repo.text(other) or ""
        if _LOCAL_LOAD.search(other_text) and named.search(other_text):
            found.append(other)
    return found


def _bundle_pages_only(text: str) -> bool:
    """Whether every local load of the file opens a bundle page with read access to the bundle or
    to that page's folder, and the file names no other local folder."""
    if _OTHER_FOLDER.search(text) or _BASE_URL_LOAD.search(text) or not _BUNDLE_PAGE.search(text):
        return False
    for match in _FILE_LOAD.finditer(text):
        end = closing(text, match.end(), limit=400)
        arguments = _ARGUMENTS.match(text[match.end() : end - 1]) if end else None
        if arguments is None:
            return False
        page, scope = arguments.group("page"), arguments.group("scope")
        own_folder = re.fullmatch(rf"{re.escape(page)}!?\.deletingLastPathComponent\(\)", scope) is not None
        if not _bundle_bound(text, page) or (not own_folder and _BUNDLE_SCOPE.match(scope) is None):
            return False
    return True


def _bundle_bound(text: str, name: str) -> bool:
    """Whether every binding of `name` in the file is a bundle resource's URL: `Bundle.main.url(
    forResource:...)`, or a call of a function of the file whose body takes one."""
    values = re.findall(rf"\b(?:let|var)\s+{re.escape(name)}\s*(?::\s*URL\??\s*)?=\s*([^\n]+)", text)
    return bool(values) and all(_bundle_value(text, value) for value in values)


def _bundle_value(text: str, value: str) -> bool:
    if _BUNDLE_PAGE.search(value):
        return True
    call = re.match(r"\s*(?:try\??\s+)?(\w+)\s*\(", value)
    if call is None:
        return False
    declared = re.search(rf"\bfunc\s+{re.escape(call.group(1))}\s*\([^{{]*\{{", text)
    if declared is None:
        return False
    body_end = closing(text, declared.end(), pair="{}", limit=6000)
    return body_end is not None and _BUNDLE_PAGE.search(text[declared.end() : body_end]) is not None
