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

The same reading judges `swift.webview.inspectable-in-release`: what the inspector shows is the page the
view loads. When every load of the finding's file and of the files naming its types opens a bundle
page (`loadFileURL` of a bundle resource, `load(URLRequest(url:))` of one or of a loopback URL the app's
own server answers) and none loads a remote URL, an HTML string, data or anything else, the view shows
the app's own pages (an editor, a terminal): the finding becomes a review item. A view that loads
remote content or renders a message's HTML keeps it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, low_review_item, reports_any

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"swift.webview.file-url-access-enabled"})
INSPECTABLE = frozenset({"swift.webview.inspectable-in-release"})
INSPECTABLE_REASON = "the web view shows only the app's own pages (bundle or loopback), no remote content or message"
_DECLARED_TYPE = lazy_compile(r"\b(?:class|struct|actor|enum)\s+([A-Z]\w*)")
_FILE_LOAD = lazy_compile(r"\.\s*loadFileURL\s*\(")
_BASE_URL_LOAD = lazy_compile(r"\.\s*(?:loadHTMLString|load)\s*\([^()]*?\bbaseURL\s*:\s*(?!nil\b)")
_LOCAL_LOAD = lazy_compile(rf"{_FILE_LOAD.pattern}|{_BASE_URL_LOAD.pattern}")
_BUNDLE_PAGE = lazy_compile(r"\b[Bb]undle\b[\w.()\s:]*?\.\s*url\s*\(\s*forResource\s*:")
_OTHER_FOLDER = lazy_compile(
    r"\b(?:fileURLWithPath|documentDirectory|documentsDirectory|cachesDirectory|applicationSupportDirectory"
    r"|temporaryDirectory|NSTemporaryDirectory|libraryDirectory|downloadsDirectory)\b"
)
# `loadFileURL(page, allowingReadAccessTo: <scope>)`: the page's own folder, or the bundle's
_ARGUMENTS = lazy_compile(r"^\s*(?P<page>\w+)!?\s*,\s*allowingReadAccessTo\s*:\s*(?P<scope>[^,]+?)\s*$", re.S)
_ANY_LOAD = lazy_compile(r"\.\s*(?P<method>loadFileURL|loadHTMLString|loadData|load)\s*\(")
_LOOPBACK = lazy_compile(r'^URL\(\s*string\s*:\s*"https?://(?:localhost|127\.0\.0\.1|\[::1\])[:/"\\]')
_REQUEST = lazy_compile(r"^URLRequest\(\s*url\s*:\s*(?P<url>.+?)\s*\)$", re.S)
_NAME = lazy_compile(r"^(?P<name>[A-Za-z_]\w*)[!?]?$")
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


def _loaders(repo: Repository, path: str, names: set[str], loads: re.Pattern[str] = _LOCAL_LOAD) -> list[str]:
    """The shipped Swift files, other than `path`, that name one of `names` and load (local) content."""
    named = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")\b")
    found = []
    for other in repo.paths:
        if other == path or not other.endswith(".swift") or not repo.is_shipped(other):
            continue
        other_text = repo.text(other) or ""
        if loads.search(other_text) and named.search(other_text):
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


def bundle_views_inspectable_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with inspectable-web-view findings of views that show only the app's own pages as review items."""
    return each_file_result(items, lambda result: _inspectable_judged(result, repo))


def _inspectable_judged(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, INSPECTABLE):
        return result
    text = repo.text(result.path) or ""
    names = set(_DECLARED_TYPE.findall(text))
    paths = [result.path] if _ANY_LOAD.search(text) else []
    paths += _loaders(repo, result.path, names, _ANY_LOAD) if names else []
    if not paths or not all(_own_pages_only(repo.text(path) or "") for path in paths):
        return result
    detail = "its loads: " + ", ".join(paths)
    findings = [
        low_review_item(f, INSPECTABLE_REASON, detail) if f.rule_id in INSPECTABLE else f
        for f in result.findings
    ]
    return replace(result, findings=findings)


def _own_pages_only(text: str) -> bool:
    """Whether every web view load of the file opens a bundle page or a loopback URL."""
    for match in _ANY_LOAD.finditer(text):
        end = closing(text, match.end(), limit=400)
        arguments = text[match.end() : end - 1].strip() if end else ""
        if not _own_page_load(text, match.group("method"), arguments, match.start()):
            return False
    return True


def _own_page_load(text: str, method: str, arguments: str, before: int) -> bool:
    if method == "loadFileURL":
        found = _ARGUMENTS.match(arguments)
        return found is not None and _own_page(text, found.group("page"), before)
    if method != "load":
        return False  # an HTML string or data: what it renders is not the bundle's page
    request = _REQUEST.match(arguments)
    if request is None and (name := _NAME.match(arguments)) is not None:
        value = _nearest_value(text, name.group("name"), before)
        request = _REQUEST.match(value) if value else None
    return request is not None and _own_page(text, request.group("url"), before)


def _own_page(text: str, url: str, before: int) -> bool:
    """Whether `url` (an expression or a name bound above `before`) is a bundle page's or a loopback URL."""
    url = url.strip()
    if (name := _NAME.match(url)) is not None:
        value = _nearest_value(text, name.group("name"), before)
        return value is not None and _NAME.match(value) is None and _own_page(text, value, before)
    return _LOOPBACK.match(url) is not None or _bundle_value(text, url)


def _nearest_value(text: str, name: str, before: int) -> str | None:
    """The expression of the nearest `let`/`var` binding of `name` above `before`, whole across lines."""
    bindings = list(re.finditer(rf"\b(?:let|var)\s+{re.escape(name)}\s*(?::\s*\w+\??\s*)?=\s*", text[:before]))
    if not bindings:
        return None
    start = bindings[-1].end()
    call = re.match(r"[\w.]+\(", text[start:])
    end = closing(text, start + call.end(), limit=600) if call else None
    line_end = text.find("\n", start)
    value = text[start:end] if end else text[start : line_end if line_end >= 0 else len(text)]
    return value.strip().rstrip("!?{,").strip()
