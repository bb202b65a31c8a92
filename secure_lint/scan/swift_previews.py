"""The parts of a Swift file that are SwiftUI previews, not the shipped app's behaviour.

Xcode renders a preview on its canvas from a `#Preview { ... }` macro body or from a type that
conforms to `PreviewProvider`; the app never runs either (the literal PIN a preview passes to a
view stands for the real check, which the app makes elsewhere). A `#if DEBUG` block is part of
the previews when every name it declares is used, in the file, only inside previews (preview data
or a mock a preview builds): a release build compiles none of it, and no shipped code calls it.
Code rules are off in these spans (scan/engine.py); secret rules keep running there (a key in a
preview is still in the repository), but for those that know a value only by its name (a sign-up
form's sample password, which stands for the user's)."""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.source import SourceFile

Span = tuple[int, int]

_MENTIONS = lazy_compile(r"#Preview\b|\bPreviewProvider\b")
_DEBUG_IF = lazy_compile(r"#if\s+DEBUG\s*$")
_DECLARATIONS = ("class_declaration", "protocol_declaration", "function_declaration", "property_declaration")
_NAME_KINDS = ("type_identifier", "simple_identifier")


def preview_spans(source: SourceFile) -> list[Span]:
    """The character spans of the file's previews ([] for a file that is not Swift or names none)."""
    if source.language != "swift" or _MENTIONS.search(source.text) is None:
        return []
    try:
        root = source.tree
        previews = _macro_spans(root) + _provider_spans(root)
    except Exception:  # an unparsable file: every finding stays
        return []
    if not previews:
        return []
    return previews + [block for block in _debug_blocks(root) if _only_for_previews(block, root, source.text, previews)]


def inside(spans: list[Span], offset: int) -> bool:
    return any(start <= offset < end for start, end in spans)


def _span(node: Any) -> Span:
    where = node.range()
    return where.start.index, where.end.index


def _macro_spans(root: Any) -> list[Span]:
    """`#Preview { ... }` and `#Preview("name", traits: ...) { ... }`."""
    found = []
    for node in root.find_all(kind="macro_invocation"):
        name = node.find(kind="simple_identifier")
        if name is not None and name.text() == "Preview":
            found.append(_span(node))
    return found


def _provider_spans(root: Any) -> list[Span]:
    """A struct, class or extension whose own inheritance clause names `PreviewProvider`."""
    found = []
    for node in root.find_all(kind="class_declaration"):
        supers = [c for c in node.children() if c.kind() == "inheritance_specifier"]
        if any(s.text().split(".")[-1].strip() == "PreviewProvider" for s in supers):
            found.append(_span(node))
    return found


def _debug_blocks(root: Any) -> list[Span]:
    """The spans of `#if DEBUG` branches: from the directive to its `#else`, `#elseif` or `#endif`
    (nested conditions are skipped over)."""
    directives = sorted(root.find_all(kind="directive"), key=lambda n: _span(n)[0])
    blocks: list[Span] = []
    stack: list[int | None] = []  # per open #if: where its DEBUG branch starts, None for another condition
    for node in directives:
        text = node.text().strip()
        start, end = _span(node)
        if text.startswith("#if"):
            stack.append(end if _DEBUG_IF.match(text) else None)
        elif stack and text.startswith(("#else", "#elseif", "#endif")):
            opened = stack.pop()
            if opened is not None:
                blocks.append((opened, start))
            if not text.startswith("#endif"):
                stack.append(None)
    return blocks


def _only_for_previews(block: Span, root: Any, text: str, previews: list[Span]) -> bool:
    """Whether the block declares something and every use of each name it declares, outside the
    block, is inside a preview."""
    names = _declared_names(block, root)
    if not names:
        return False
    for name in names:
        for use in re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text):
            if not (block[0] <= use.start() < block[1]) and not inside(previews, use.start()):
                return False
    return True


def _declared_names(block: Span, node: Any) -> set[str]:
    """The names of the outermost declarations inside the block (types, functions, properties);
    an extension declares its members' names (`extension User { static let preview = ... }`)."""
    names: set[str] = set()
    for child in node.children():
        start, end = _span(child)
        if end <= block[0] or block[1] <= start:
            continue
        inside_block = block[0] <= start and end <= block[1]
        if inside_block and child.kind() in _DECLARATIONS and not _is_extension(child):
            name = _name(child)
            names.update([name] if name else [])
        else:
            names |= _declared_names(block, child)
    return names


def _is_extension(node: Any) -> bool:
    first = node.child(0)
    return first is not None and first.kind() == "extension"


def _name(node: Any) -> str | None:
    """The declared name: a type's or function's identifier, a property's pattern."""
    if node.kind() == "property_declaration":
        pattern = node.find(kind="pattern")
        return pattern.text().strip() if pattern is not None else None
    for child in node.children():
        if child.kind() in _NAME_KINDS:
            return str(child.text())
    return None
