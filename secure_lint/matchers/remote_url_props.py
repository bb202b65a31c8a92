"""The props of a file's components that every caller fills with a remote URL (the repository
fact remote-url-props, catalogued in structural_facts.py).

A component that shows `<WebView source={{ uri }} />` for its `uri` prop cannot say where the page
comes from; its callers can. A prop counts when the components the file exports are used in the
repository, and every use passes it as an http(s) URL whose host the code wrote
(`<HelpView uri="https://help.acme.app/faq" />`, `` uri={`https://acme.app/${slug}`} ``). A
component nobody uses, a use that leaves the prop out, spreads props, or passes any other value,
leaves it unknown.
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.languages import JSX_LANGUAGES
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile

_JS = (".js", ".jsx", ".ts", ".tsx")
_EXPORTED = lazy_compile(r"\bexport\s+(?:default\s+)?(?:function\s+|const\s+|class\s+)?([A-Z]\w*)")
_REMOTE = lazy_compile(
    r"""^(?:\{\s*)?(?:['"]https?://[^/'"\s]+[^'"]*['"]|`https?://[^/$`\s]+(?:[/?#][^`]*)?`)(?:\s*\})?$"""
)


def remote_url_props(repo: Repository, path: str) -> frozenset[str]:
    """The props every use of `path`'s exported components passes as a remote URL."""
    text = repo.text(path)
    if text is None or not path.endswith(_JS) or "WebView" not in text:
        return frozenset()
    found: set[str] | None = None
    for component in set(_EXPORTED.findall(text)):
        uses = _uses(repo, component)
        if not uses:
            continue
        remote = set.intersection(*(_remote_attributes(use) for use in uses))
        found = remote if found is None else found & remote
    return frozenset(found or ())


def _uses(repo: Repository, component: str) -> list[Any]:
    """The JSX elements `<component ...>` across the repository's shipped code."""
    word = re.compile(rf"<{re.escape(component)}\b")
    elements = []
    for path in repo.paths:
        text = repo.text(path) if path.endswith(_JS) and repo.is_shipped(path) else None
        if text is None or not word.search(text):
            continue
        source = SourceFile(path, text)
        if source.language not in JSX_LANGUAGES:  # `<Foo>` in a .ts file is a type assertion
            continue
        tree = source.tree
        for kind in ("jsx_self_closing_element", "jsx_opening_element"):
            elements += [e for e in tree.find_all(kind=kind) if _element_name(e) == component]
    return elements


def _element_name(element: Any) -> str | None:
    name = element.field("name")
    return name.text() if name is not None else None


def _remote_attributes(element: Any) -> set[str]:
    """The attributes of one use given a remote URL; none when it spreads props in."""
    if any(child.kind() == "jsx_expression" for child in element.children()):
        return set()  # `{...props}`: any prop may come from there
    remote = set()
    for attribute in element.children():
        if attribute.kind() != "jsx_attribute":
            continue
        parts = attribute.children()
        if len(parts) == 3 and _REMOTE.match(parts[2].text().strip()):
            remote.add(parts[0].text())
    return remote
