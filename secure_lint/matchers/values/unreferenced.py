"""Swift stored properties that nothing reads or writes: a declaration that persists nothing.

`@AppStorage("apiKey") var apiKey = ""` keeps a credential in UserDefaults only where the view
reads or writes it: the wrapper reads the default on access and writes it on assignment, and a
declaration alone does neither. A property is unreferenced when its file never names it again,
bare, through `self.`, or as its wrapper's projection (`$apiKey`) or storage (`_apiKey`), and no
other file could: it is `private` or `fileprivate`, or it belongs to a SwiftUI view (a type that
conforms to `View`), whose properties other files do not reach.
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

_PRIVATE = lazy_compile(r"\b(?:private|fileprivate)\b")
_VIEW_TYPE = lazy_compile(r"^(?:struct|final\s+class|class)\s+\w+(?:<[^>]*>)?\s*:[^{]*\bView\b")
_TYPE_KINDS = frozenset({"class_declaration", "protocol_declaration"})


def unreferenced_property(declaration: Any, name: str) -> bool:
    """Whether the property `name` declared at `declaration` is named nowhere else in its file
    and no other file can reach it."""
    root = declaration
    while root.parent() is not None:
        root = root.parent()
    uses = root.find_all(kind="simple_identifier", regex=rf"^[$_]?{re.escape(name)}$")
    return len(uses) <= 1 and (_private(declaration) or _in_view(declaration))


def _private(declaration: Any) -> bool:
    modifiers = next((c for c in declaration.children() if c.kind() == "modifiers"), None)
    return modifiers is not None and _PRIVATE.search(modifiers.text()) is not None


def _in_view(declaration: Any) -> bool:
    owner = declaration.parent()
    while owner is not None and owner.kind() not in _TYPE_KINDS:
        owner = owner.parent()
    return owner is not None and _VIEW_TYPE.match(owner.text()[:400]) is not None
