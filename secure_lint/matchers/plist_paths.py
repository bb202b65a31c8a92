"""Where a place in an XML property list sits: the keys of the dictionaries around it.

`<key>NSAppTransportSecurity</key><dict>...` opens a dictionary named by its key; the root
`<dict>` and a dictionary in an array have no key (""). A key only means what Apple documents
where the system reads it: `NSAppTransportSecurity` at the top of an Info.plist, not the same
key inside an `NSExtension` dictionary.
"""

from __future__ import annotations

from secure_lint.matchers.lazy_regex import regex_on_first_use

DICT_TOKEN = regex_on_first_use(r"<key>\s*([^<]{1,80}?)\s*</key>\s*<dict>|<dict>|</dict>|<dict\s*/>")


def dict_path(text: str, start: int) -> list[str]:
    """The keys of the dictionaries that hold `start`, outermost first ("" for the root and an
    array's)."""
    names: list[str] = []
    for token in DICT_TOKEN().finditer(text, 0, start):
        whole = token.group(0)
        if whole == "</dict>":
            if names:
                names.pop()
        elif not whole.endswith("/>"):
            names.append(token.group(1) or "")
    return names


def under_top_level_key(text: str, start: int, key: str) -> bool:
    """Whether `start` lies in the dictionary `key` names at the top of the plist (the root
    dictionary's own `key`, or the first in a fragment without the root), or deeper in it."""
    path = dict_path(text, start)
    if path[:1] == [""]:
        path = path[1:]
    return path[:1] == [key]
