"""Whether a NestJS handler parameter holds what its declared type says.

`@Param('id') id: number` is a string at runtime: Nest hands the route parameter, query value,
header or body on as it arrived unless a pipe transforms it. The type is believed only when a pipe
does: one given to the decorator (`@Param('id', ParseIntPipe)`, `@Query('n', new DefaultValuePipe(1),
ParseIntPipe)`), a `@UsePipes(...)` of the file that transforms (`new ValidationPipe({ transform:
true })`, or a pipe of the app's own), or a transforming pipe the app registers for every route
(`app.useGlobalPipes(new ValidationPipe({ transform: true }))` in its bootstrap, or an `APP_PIPE`
provider). A GraphQL resolver's `@Args` is validated by the schema, so its type holds.
"""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

_REQUEST_DECORATOR = lazy_compile(r"^@(Param|Query|Body|Headers|Req|Request)\s*\(")
_PIPE = lazy_compile(r"\b[A-Z][\w$]*Pipe\b")
_TRANSFORM = lazy_compile(r"\btransform\s*:\s*true\b")
_FILE_PIPES = lazy_compile(r"@UsePipes\s*\(")
_GLOBAL_PIPES = lazy_compile(r"\buseGlobalPipes\s*\(|\bAPP_PIPE\b")
# where an app registers its global pipes: the bootstrap script and the modules
_REGISTERING = lazy_compile(r"(^|/)(main|server|app|bootstrap)\.[cm]?[jt]s$|\.module\.[cm]?[jt]s$")
_NEW = lazy_compile(r"^new\s+")
_cache: dict[int, tuple[Any, list[str]]] = {}  # id of the scan's Modules -> (it, the folders of registering scripts)


def _request_decorators(declaration: Any) -> list[Any]:
    """The decorators of a handler parameter that read it from the request (`@Param`, `@Body`, ...)."""
    if declaration.kind() not in ("required_parameter", "optional_parameter"):
        return []
    decorators = [c for c in declaration.children() if c.kind() == "decorator"]
    return [d for d in decorators if _REQUEST_DECORATOR.match(str(d.text()))]


def untransformed(declaration: Any, links: Links | None) -> bool:
    """Whether `declaration` is a Nest handler parameter read from the request (`@Param`, `@Query`,
    `@Body`, `@Headers`) that no pipe transforms: its declared type says nothing of its value."""
    request = _request_decorators(declaration)
    if not request:
        return False
    if any(_piped(d) for d in request):
        return False
    program = declaration.get_root().root()
    if _file_transforms(str(program.text())):
        return False
    return not (links is not None and _app_transforms(links))


_VALIDATION_PIPE = lazy_compile(r"\bValidationPipe\b")
_validating: dict[int, tuple[Any, list[str]]] = {}  # as _cache, for any ValidationPipe


def validated(declaration: Any, links: Links | None) -> bool:
    """Whether a ValidationPipe checks the DTO a Nest handler parameter (`@Body() dto: SearchDto`)
    holds, so that the class-validator decorators of its class hold: one given to the decorator
    (`@Body(new ValidationPipe())`), a `@UsePipes(new ValidationPipe(...))` of the file, or one the app
    registers for every route (`useGlobalPipes(new ValidationPipe(...))`, an `APP_PIPE` provider),
    with or without `transform`."""
    request = _request_decorators(declaration)
    if not request:
        return False
    if any(_VALIDATION_PIPE.search(str(d.text())) for d in request):
        return True
    text = str(declaration.get_root().root().text())
    if any(_VALIDATION_PIPE.search(text[m.end() : m.end() + 300]) for m in _FILE_PIPES.finditer(text)):
        return True
    return links is not None and _app_validates(links)


def _app_validates(links: Links) -> bool:
    """`_app_transforms` for any global ValidationPipe (with or without `transform`)."""
    modules = links.modules
    cached = _validating.get(id(modules))
    if cached is None or cached[0] is not modules:
        _validating.clear()
        registering = [p for p in sorted(modules.listed) if _REGISTERING.search(p) and _registers_any(modules, p)]
        cached = _validating[id(modules)] = (modules, [posixpath.dirname(p) for p in registering])
    return any(folder == "" or links.path.startswith(folder + "/") for folder in cached[1])


def _registers_any(modules: Any, path: str) -> bool:
    source = modules.source(path)
    text = str(source.text) if source is not None else ""
    return _GLOBAL_PIPES.search(text) is not None and _VALIDATION_PIPE.search(text) is not None


def _piped(decorator: Any) -> bool:
    """`@Param('id', ParseIntPipe)`: a pipe among the decorator's arguments (a bare
    `ValidationPipe` without `transform` leaves primitives as they came)."""
    call = next((c for c in decorator.named_children() if c.kind() == "call_expression"), None)
    arguments = call.field("arguments") if call is not None else None
    values = arguments.named_children() if arguments is not None else []
    return any(_transforms(_NEW.sub("", str(v.text()))) for v in values)


def _transforms(pipe: str) -> bool:
    """A pipe that hands on a converted value: any but a `ValidationPipe` without `transform: true`."""
    if pipe.startswith("ValidationPipe"):
        return _TRANSFORM.search(pipe) is not None
    return _PIPE.search(pipe) is not None


def _file_transforms(text: str) -> bool:
    """`@UsePipes(new ValidationPipe({ transform: true }))` (or a pipe of the app's own) in the file."""
    for found in _FILE_PIPES.finditer(text):
        inside = text[found.end() : found.end() + 300]
        closing = inside.find("))")
        inside = inside[: closing + 1] if closing >= 0 else inside
        if _TRANSFORM.search(inside) or not re.search(r"ValidationPipe", inside):
            return True
    return False


def _app_transforms(links: Links) -> bool:
    """Whether the app the file belongs to registers a transforming pipe for every route: a
    registering script (read once per scan) in a folder that holds the file (`src/main.ts` for
    `src/users/users.controller.ts`; another app of a monorepo registers for its own routes)."""
    modules = links.modules
    cached = _cache.get(id(modules))
    if cached is None or cached[0] is not modules:
        _cache.clear()
        registering = [p for p in sorted(modules.listed) if _REGISTERING.search(p) and _registers(modules, p)]
        folders = [posixpath.dirname(p) for p in registering]
        cached = _cache[id(modules)] = (modules, folders)
    return any(folder == "" or links.path.startswith(folder + "/") for folder in cached[1])


def _registers(modules: Any, path: str) -> bool:
    source = modules.source(path)
    text = str(source.text) if source is not None else ""
    return _GLOBAL_PIPES.search(text) is not None and _TRANSFORM.search(text) is not None
