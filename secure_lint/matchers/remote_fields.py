"""The record fields an app fills with what another server sent it: a federated object's text.

An ActivityPub server stores the posts, names and bios other servers deliver or serve to it
(`contentHtml: object.content?.toString()`, `bioHtml: actor.summary?.toString()`). ActivityStreams
defines `content`, `summary` and `name` (and their language maps) as HTML or text the remote
author wrote, so a field filled with one as it arrived holds markup of anyone on the network.
In a module about ActivityPub (one that imports an ActivityPub library, or asks for the
`application/activity+json` media type), a field is one where:

- a key of an object literal (the values of an insert or update) or a property assigned
  (`post.contentHtml = note.content`) takes such a property of a variable as it is: through
  optional chaining, `.toString()`, and the fallbacks after `??` or `||`; a value another call
  made (`sanitizeHtml(note.content)`, `escape(name)`) is not;
- that variable holds a federated object: a parameter or variable declared with a type the
  library exports (or a type alias of the module made of them: `type ASPost = Note | Article`),
  one the library's lookups bind (`await lookupObject(iri)`, `await activity.getObject()`, `for
  await (const tag of note.getTags())`), or the parsed body of a fetched document
  (`await response.json()`) in a module asking for the ActivityStreams media type. A record the
  app read from its own store (`post.content` of a row) is not one.

The names are the record's field names: a component printing `post.contentHtml` reads what one
of these writes stored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import SCRIPT_SUFFIXES

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_LIBRARY = (
    r"""['"](?:@fedify/[\w-]+|activitypub-express|activitystrea\.ms|activitypub-core[\w/-]*"""
    r"""|@activity-kit/[\w-]+)['"]"""
)
_MEDIA_TYPE = r"application/activity\+json"
# a module about ActivityPub: an ActivityPub library imported, or the ActivityStreams media type
_ACTIVITYPUB_MODULE = lazy_compile(rf"""(?:from\s*|require\(\s*){_LIBRARY}|{_MEDIA_TYPE}""")
_LIBRARY_IMPORT = lazy_compile(rf"""from\s*{_LIBRARY}\s*;?$""")
# `object.content`, `actor?.name?.toString()`: an ActivityStreams text property of a variable as it
# arrived, then only its fallbacks (`?? actor.preferredUsername?.toString() ?? ""`)
_AS_TEXT = lazy_compile(
    r"^\(?\s*(?:await\s+)?([A-Za-z_$][\w$]*)\??\.(content|contentMap|summary|summaryMap|name|nameMap)"
    r"(?:\?\.|\.)?(?:toString\(\s*\))?\s*\)?\s*(?:$|\?\?|\|\|)"
)
# what binds a federated object: the library's lookup or an object's dereferencing accessor
# (`getObject()`, `getActor()`, `getAttachments()`), awaited or iterated
_LOOKUP = lazy_compile(r"^(?:await\s+)?(?:lookupObject\(|[\w$.?]+\.get[A-Z]\w*\()")
_PARSED_BODY = lazy_compile(r"^await\s+(?:\(\s*await\s+[^;]*\)|[\w$.]+)\.json\(\s*\)$")
_GRAMMARS = {"ts": "typescript", "mts": "typescript", "cts": "typescript", "tsx": "tsx"}
_FUNCTIONS = frozenset({"function_declaration", "function_expression", "arrow_function", "method_definition"})


@dataclass(frozen=True)
class Written:
    """Where a field is filled with a federated object's text: the file, the value's place (0-based
    lines and columns, as ast-grep counts) and text, and the ActivityStreams property it reads."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    value: str
    prop: str


def remote_fields(repo: Repository) -> dict[str, Written]:
    """Each field name the repository's scripts fill with a federated object's text as it
    arrived, with the first place that does it."""
    found: dict[str, Written] = repo.once("remote_fields", lambda: _fields(repo))
    return found


def _fields(repo: Repository) -> dict[str, Written]:
    from ast_grep_py import SgRoot  # noqa: PLC0415 (ast-grep: heavy, only for a repository with such a module)

    fields: dict[str, Written] = {}
    for path in repo.paths:
        if not path.endswith(SCRIPT_SUFFIXES) or "node_modules/" in path or not repo.is_shipped(path):
            continue
        text = repo.text(path) or ""
        if not _ACTIVITYPUB_MODULE.search(text):
            continue
        grammar = _GRAMMARS.get(path.rsplit(".", 1)[-1], "javascript")
        root = SgRoot(text, grammar).root()
        types = _object_types(root, typed=grammar != "javascript")
        fetches = re.search(_MEDIA_TYPE, text) is not None
        for name, value in _writes(root):
            read = _AS_TEXT.match(str(value.text()))
            if read is None or name in fields or not _federated(value, read.group(1), types, fetches):
                continue
            start, end = value.range().start, value.range().end
            place = (start.line, start.column, end.line, end.column)
            fields[name] = Written(path, *place, str(value.text()), read.group(2))
    return fields


def _writes(root: Any) -> list[tuple[str, Any]]:
    """Each (field name, value) an object literal's key or a property assignment writes."""
    found = []
    for pair in root.find_all(kind="pair"):
        key, value = pair.field("key"), pair.field("value")
        if key is not None and value is not None and key.kind() in ("property_identifier", "string"):
            found.append((str(key.text()).strip("'\""), value))
    for assignment in root.find_all(kind="assignment_expression"):
        left, value = assignment.field("left"), assignment.field("right")
        prop = left.field("property") if left is not None and left.kind() == "member_expression" else None
        if prop is not None and value is not None and re.fullmatch(r"[\w$]+", str(prop.text())):
            found.append((str(prop.text()), value))
    return found


def _object_types(root: Any, typed: bool) -> re.Pattern[str] | None:
    """The type names that stand for a federated object in the module: those it imports from an
    ActivityPub library (`Note`, `vocab.Note` through `import * as vocab`), and its type aliases
    made of them (`type ASPost = Article | Note`; `typed`: a TypeScript grammar, which has them)."""
    names: set[str] = set()
    for statement in root.find_all(kind="import_statement"):
        if not _LIBRARY_IMPORT.search(str(statement.text())):
            continue
        for found in statement.find_all(any=[{"kind": "import_specifier"}, {"kind": "namespace_import"}]):
            bound = found.field("alias") or found.field("name") or next(iter(found.named_children()), None)
            if bound is not None:
                names.add(f"{bound.text()}." if found.kind() == "namespace_import" else str(bound.text()))
    if not names:
        return None
    words = _words(names)
    for alias in root.find_all(kind="type_alias_declaration") if typed else ():
        name, value = alias.field("name"), alias.field("value")
        if name is not None and value is not None and words.search(str(value.text())):
            names.add(str(name.text()))
    return _words(names)


def _words(names: set[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(n) + (r"[A-Z]\w*" if n.endswith(".") else "") for n in sorted(names))
    return re.compile(rf"(?<![\w$.])(?:{alternatives})(?![\w$])")


def _federated(value: Any, name: str, types: re.Pattern[str] | None, fetches: bool) -> bool:
    """Whether the variable `name` read at `value` holds a federated object where it is declared
    (the functions around the read, innermost first)."""
    for scope in (a for a in value.ancestors() if a.kind() in _FUNCTIONS):
        parameters = scope.field("parameters")
        for parameter in parameters.named_children() if parameters is not None else []:
            pattern, annotation = parameter.field("pattern"), parameter.field("type")
            if pattern is not None and str(pattern.text()) == name:
                return types is not None and annotation is not None and bool(types.search(str(annotation.text())))
        for declared in scope.find_all(any=[{"kind": "variable_declarator"}, {"kind": "for_in_statement"}]):
            bound = declared.field("name") if declared.kind() == "variable_declarator" else declared.field("left")
            if bound is None or str(bound.text()) != name:
                continue
            held = declared.field("value") if declared.kind() == "variable_declarator" else declared.field("right")
            annotation = declared.field("type") if declared.kind() == "variable_declarator" else None
            return _binds_object(held, annotation, types, fetches)
    return False


def _binds_object(held: Any, annotation: Any, types: re.Pattern[str] | None, fetches: bool) -> bool:
    if types is not None and annotation is not None and types.search(str(annotation.text())):
        return True
    text = " ".join(str(held.text()).split()) if held is not None else ""
    return bool(_LOOKUP.match(text)) or (fetches and bool(_PARSED_BODY.match(text)))
