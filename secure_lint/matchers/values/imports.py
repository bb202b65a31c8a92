"""What a JavaScript/TypeScript file's imports name: the declaration an imported name is bound to
in the module it comes from, for the value model (javascript.py) to judge there.

A scan's whole-repository step (scan/repo/linked.py) gives a file `Links`: its path, and the
`Modules` of the repository (the scan's `Repository`, one per scan, memoised). A specifier is
resolved as a bundler would, within the listed files only (nothing outside the root is read, and
a symbolic link out of it is not listed): relative paths (`./consts`, `../lib/db.js`), the
`paths` aliases and `baseUrl` of the nearest tsconfig.json or jsconfig.json above the importer,
over those of the configs it `extends` (`@/lib/...`; tsconfig.py), and the packages of the
repository's own workspace (`@acme/lib/styles`: the package.json named `@acme/lib` in a
monorepo), with the script extensions and `index` files tried in order. Other package names
(`react`, `@scope/pkg` from a registry) are not resolved.

Bindings: ES imports (named, renamed, default, `* as ns`), `require` (`const x = require('./x')`,
`const { a } = require('./x')`), and on the exporting side `export const|let|var|enum|type|
interface|function|class`, `export { a as b }`, `export default`, re-exports (`export { a } from`,
`export * from`), `module.exports = { ... }`, `module.exports.a =` and `exports.a =`. Bounded:
at most MAX_HOPS modules away from the file judged (MAX_REEXPORT_HOPS through re-exports: barrel
`index` files), each module parsed once per scan; a cycle of modules ends in "nothing known".
A function called on an imported module (`service.find(id)` after `const service =
require('./service')` or `import service from`) is the module's export of that name, else the
method of the instance or class it exports (`module.exports = new Service()`, `export default
new Service()`).
"""

from __future__ import annotations

import json
import posixpath
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from secure_lint.core.languages import language_of
from secure_lint.core.source import SourceFile
from secure_lint.matchers.values.tsconfig import Resolution, resolution

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.matchers.values.verdict import Verdict

NAMESPACE = "* as"  # what `export * as name from` exports: a module, not one of its names
BUILD_FOLDERS = frozenset({"dist", "lib", "build", "out", "esm", "cjs"})  # a package's compiled output
MAX_HOPS = 2  # modules away from the judged file: its import, and one re-export or import there
# ... and through re-exports (`export * from`, `export { a } from`): a package's index re-exporting a
# folder's index re-exporting the module (barrels forward names, they declare none), two more
MAX_REEXPORT_HOPS = MAX_HOPS + 2
SCRIPT_LANGUAGES = frozenset({"javascript", "typescript", "tsx"})
READ_LANGUAGES = SCRIPT_LANGUAGES | {"swift"}  # scripts, and the Swift files of a target (swift_target.py)
EXTENSIONS = (".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts")
CONFIG_NAMES = ("tsconfig.json", "jsconfig.json")
EXPORTABLE = frozenset(
    {
        "lexical_declaration", "variable_declaration", "enum_declaration", "type_alias_declaration",
        "interface_declaration", "function_declaration", "class_declaration", "abstract_class_declaration",
        "generator_function_declaration",
    }
)  # fmt: skip
# JSON with comments and trailing commas (tsconfig.json): a string, or a comment, or a comma before a closer


@dataclass(frozen=True)
class Remote:
    """What a name is bound to in another module: the declaration (an ast-grep node of that
    module) with the scope it is declared in, the module's path, and the hops already made; or
    a whole module (`* as ns`, `require('./x')`) when `declaration` is None."""

    path: str
    hops: int
    declaration: Any = None
    scope: Any = None
    name: str = ""


@dataclass
class Modules:
    """The repository's script modules as imports name them: resolved, parsed and memoised once
    per scan."""

    repo: Repository
    _sources: dict[str, SourceFile | None] = field(default_factory=dict)
    _configs: dict[str, Resolution | None] = field(default_factory=dict)
    _listed: frozenset[str] | None = None
    _packages: dict[str, tuple[str, list[str]]] | None = None
    _bare: dict[tuple[int, str], str | None] = field(default_factory=dict)  # (config, package specifier) -> file
    _files: dict[str, str | None] = field(default_factory=dict)  # a path as joined -> the listed file it names
    # (path, declaration's span, name, sink context) -> its verdict, judged once per scan
    verdicts: dict[tuple[str, tuple[int, int], str, str | None], Verdict | None] = field(default_factory=dict)
    # (rule, path, function's span, last hop) -> its summary for the rule (taint/summaries.py), once per scan
    summaries: dict[tuple[int, str, tuple[int, int], bool], Any] = field(default_factory=dict)
    searched: dict[tuple[int, str, str], list[Any]] = field(default_factory=dict)  # (rule, path, role) -> its matches
    # (rule, path, last hop) -> that module's sinks, sanitizers and own summaries for the rule (taint/summaries.py)
    summarised: dict[tuple[int, str, bool], Any] = field(default_factory=dict)
    targets: dict[str, list[str]] = field(default_factory=dict)  # a Swift target -> its files (swift_target.py)
    projects: frozenset[str] | None = None  # the folders holding an Xcode project (swift_target.py)
    swift_types: dict[tuple[str, str], list[Any]] = field(default_factory=dict)  # (file, type) -> its declarations
    importers: dict[str, list[str]] | None = None  # a module -> the scripts importing it (callers.py)
    # a script -> the specifiers it imports from, as its scan read them (scan/repo/linked.py)
    specifiers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    resolved: dict[tuple[str, str], Any] = field(default_factory=dict)  # (file, callee) -> (module, function)
    sinks: dict[tuple[str, str], bool] = field(default_factory=dict)  # (rule, file) -> holds a sink (linked.py)
    called: dict[str, list[str]] = field(default_factory=dict)  # a script -> the modules it calls (linked.py)
    sink_text: dict[tuple[str, str], bool] = field(default_factory=dict)  # (rule, file) -> holds a sink's text
    sourced: dict[tuple[Any, str], bool] = field(default_factory=dict)  # (source entry, file) -> matches there
    # a page global's name -> the scripts defining it (page_globals.py; None: too many)
    globals: dict[str, tuple[str, ...] | None] = field(default_factory=dict)
    global_writes: dict[str, Any] = field(default_factory=dict)  # a page global's name -> its writes (page_globals.py)

    @property
    def listed(self) -> frozenset[str]:
        if self._listed is None:
            self._listed = frozenset(self.repo.paths)
        return self._listed

    def tree(self, path: str) -> Any | None:
        """The parsed module at `path` (None: not a listed script, unreadable)."""
        source = self.source(path)
        return source.tree if source is not None else None

    def source(self, path: str) -> SourceFile | None:
        """The module at `path`, parsed on use (None: not a listed script, unreadable)."""
        if path not in self._sources:
            self._sources[path] = self._read(path)
        return self._sources[path]

    def _read(self, path: str) -> SourceFile | None:
        if language_of(path) not in READ_LANGUAGES or path not in self.listed:
            return None
        text = self.repo.text(path)
        return SourceFile(path, text) if text is not None else None

    def resolve(self, importer: str, spec: str) -> str | None:
        """The listed script file `spec`, written in `importer`, names; None for a package or
        a path out of the root. Memoised: a relative specifier by the path it joins to, another
        by the configuration that reads it (the nearest tsconfig above the importer)."""
        folder = posixpath.dirname(importer)
        if spec.startswith("."):
            return self._file(posixpath.join(folder, spec))
        config = self._config_of(folder)
        key = (id(config) if config is not None else 0, spec)  # the configs live in self._configs
        if key not in self._bare:
            self._bare[key] = self._resolve_bare(config, spec)
        return self._bare[key]

    def _resolve_bare(self, config: Resolution | None, spec: str) -> str | None:
        if config is None:
            return self._workspace_file(spec)
        for pattern, targets in config.aliases.items():
            rest = _alias_rest(pattern, spec)
            if rest is None:
                continue
            for target in targets:
                found = self._file(posixpath.join(config.paths_base, target.replace("*", rest, 1)))
                if found is not None:
                    return found
        found = self._file(posixpath.join(config.base_url, spec)) if config.base_url is not None else None
        return found if found is not None else self._workspace_file(spec)

    def _workspace_file(self, spec: str) -> str | None:
        """A file of a package of the repository's workspace (`@acme/lib/styles` in a monorepo:
        the package.json named `@acme/lib`, its `styles` file; the package alone: its `main`)."""
        parts = spec.split("/")
        name = "/".join(parts[:2]) if spec.startswith("@") else parts[0]
        rest = "/".join(parts[2:] if spec.startswith("@") else parts[1:])
        package = self.packages.get(name)
        if package is None:
            return None
        folder, entries = package
        for target in [rest] if rest else [*entries, "index"]:
            found = self._file(posixpath.join(folder, target)) or self._built_source(folder, target)
            if found is not None:
                return found
        return None

    def _built_source(self, folder: str, target: str) -> str | None:
        """The source a package's built file is compiled from when the build is not in the
        repository (`dist/isomorphic/url.js` of `src/isomorphic/url.ts`: the usual layout)."""
        first, _, rest = target.removeprefix("./").partition("/")
        if first not in BUILD_FOLDERS or not rest:
            return None
        return self._file(posixpath.join(folder, "src", posixpath.splitext(rest)[0]))

    @property
    def packages(self) -> dict[str, tuple[str, list[str]]]:
        """The repository's own packages (a monorepo's workspace): name -> (folder, its entry
        files: `source`, `react-native`, `module`, `main`, as the manifest names them)."""
        if self._packages is None:
            self._packages = {}
            for path in sorted(self.listed):
                if posixpath.basename(path) != "package.json" or "node_modules/" in path:
                    continue
                manifest = _json(self.repo.text(path))
                name = manifest.get("name")
                entries = [manifest.get(key) for key in ("source", "react-native", "module", "main")]
                if isinstance(name, str) and name and name not in self._packages:
                    folder = posixpath.dirname(path)
                    self._packages[name] = (folder, [e.removeprefix("./") for e in entries if isinstance(e, str) and e])
        return self._packages

    def _file(self, joined: str) -> str | None:
        path = posixpath.normpath(joined)
        if path not in self._files:
            self._files[path] = self._listed_file(path)
        return self._files[path]

    def _listed_file(self, path: str) -> str | None:
        if path.startswith(("../", "/")) or path in ("..", "."):
            return None  # out of the root: never read
        stem, suffix = posixpath.splitext(path)
        candidates = [path] if suffix in EXTENSIONS else []
        if suffix in (".js", ".jsx", ".mjs", ".cjs"):  # TypeScript's ESM style: './x.js' is x.ts
            candidates += [stem + ext for ext in (".ts", ".tsx", ".mts", ".cts")]
        candidates += [path + ext for ext in EXTENSIONS]
        candidates += [posixpath.join(path, "index" + ext) for ext in EXTENSIONS]
        return next((c for c in candidates if c in self.listed and language_of(c) in SCRIPT_LANGUAGES), None)

    def _config_of(self, folder: str) -> Resolution | None:
        """The `baseUrl` and `paths` of the nearest tsconfig.json or jsconfig.json at or above
        `folder`, with those of the configs it `extends` (tsconfig.py)."""
        if folder in self._configs:
            return self._configs[folder]
        found: Resolution | None = None
        for name in CONFIG_NAMES:
            path = posixpath.join(folder, name) if folder else name
            if path in self.listed:
                found = resolution(path, self._listed_text, self.packages)
                break
        else:
            if folder:
                found = self._config_of(posixpath.dirname(folder))
        self._configs[folder] = found
        return found

    def _listed_text(self, path: str) -> str | None:
        """A listed file's text (None: not listed, so never read)."""
        return self.repo.text(path) if path in self.listed else None


def modules_of(repo: Repository) -> Modules:
    """The repository's modules as imports name them, one memo per scan."""
    modules: Modules = repo.once("value-modules", lambda: Modules(repo))
    return modules


def _json(text: str | None) -> dict[str, Any]:
    try:
        value = json.loads(text or "")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _alias_rest(pattern: str, spec: str) -> str | None:
    """What `*` stands for when `spec` matches a `paths` pattern (`@/*`), "" for an exact one."""
    if "*" not in pattern:
        return "" if spec == pattern else None
    prefix, suffix = pattern.split("*", 1)
    if spec.startswith(prefix) and spec.endswith(suffix) and len(spec) >= len(prefix) + len(suffix):
        return spec[len(prefix) : len(spec) - len(suffix)]
    return None


@dataclass(frozen=True)
class Links:
    """One file's view of the modules it imports: its path and how many hops away it is from
    the file being judged."""

    modules: Modules
    path: str
    hops: int = 0

    def onward(self, path: str) -> Links | None:
        """The view of module `path`, which this file calls into, for the functions it calls in
        turn (a service handing a route's value to the data layer); None past MAX_HOPS."""
        return Links(self.modules, path, self.hops + 1) if self.hops + 1 < MAX_HOPS else None

    def imported(self, anchor: Any, name: str) -> Remote | None:
        """What `name`, used at `anchor` and declared nowhere in its file, is imported as."""
        if self.hops >= MAX_HOPS:
            return None
        binding = _import_binding(_program(anchor), name)
        if binding is None:
            return None
        spec, exported = binding
        path = self.modules.resolve(self.path, spec)
        if path is None:
            return None
        if exported == "*":
            return Remote(path, self.hops + 1)
        return self.export(path, exported, self.hops + 1)

    def export(self, path: str, name: str, hops: int) -> Remote | None:
        """The declaration module `path` exports as `name` (re-exports followed while hops last)."""
        tree = self.modules.tree(path)
        if tree is None:
            return None
        found = _exported(tree, name)
        if found is None:
            return None
        if isinstance(found, tuple) and found[1] == NAMESPACE:
            target = self.modules.resolve(path, found[0]) if hops < MAX_HOPS else None
            return Remote(target, hops + 1) if target is not None else None
        if isinstance(found, tuple | list):  # re-exported from another module
            return self._reexport(path, [found] if isinstance(found, tuple) else [(s, name) for s in found], hops)
        if found.kind() in (
            "identifier",
            "shorthand_property_identifier",
        ):  # `export { a as b }`, `export default a`: a's declaration
            local = _local(tree, found.text())
            if local is None:
                there = Links(self.modules, path, hops)
                return there.imported(found, found.text())
            return Remote(path, hops, local, tree, found.text())
        return Remote(path, hops, found, tree, name)

    def _reexport(self, path: str, sources: list[tuple[str, str]], hops: int) -> Remote | None:
        """The first of (specifier, name there) that declares the name, while hops last (barrels
        forwarding it count against MAX_REEXPORT_HOPS)."""
        if hops >= MAX_REEXPORT_HOPS:
            return None
        for spec, original in sources:
            target = self.modules.resolve(path, spec)
            found = self.export(target, original, hops + 1) if target is not None else None
            if found is not None:
                return found
        return None

    def callee_function(self, call: Any, name: str) -> tuple[SourceFile, Any] | None:
        """The module and function node an imported function called by name (`getUser(id)`)
        is, or the method of an imported class called on an instance (`this.users.find(id)`
        with `users` injected into the constructor as `UsersService`, `service.find(id)` with
        `const service = new UsersService()`)."""
        callee = call.field("function")
        if callee is not None and callee.kind() == "member_expression":
            return self._method(callee, name)
        if callee is None or callee.kind() != "identifier":
            return None
        remote = self.imported(callee, name)
        function = function_of(remote.declaration) if remote is not None and remote.declaration is not None else None
        source = self.modules.source(remote.path) if remote is not None and function is not None else None
        return (source, function) if source is not None else None

    def _method(self, callee: Any, name: str) -> tuple[SourceFile, Any] | None:
        receiver = callee.field("object")
        kind = _class_of(receiver) if receiver is not None else None
        if kind is None:
            return self._module_member(receiver, name) if receiver is not None else None
        return self._class_method(self.imported(kind, kind.text()), name)

    def _class_method(self, remote: Remote | None, name: str) -> tuple[SourceFile, Any] | None:
        """The method `name` of the class `remote` declares."""
        declaration = remote.declaration if remote is not None else None
        if remote is None or declaration is None or declaration.kind() not in CLASS_KINDS:
            return None
        body = declaration.field("body")
        methods = [
            m
            for m in (body.named_children() if body is not None else [])
            if m.kind() == "method_definition" and m.field("name") is not None and m.field("name").text() == name
        ]
        source = self.modules.source(remote.path) if len(methods) == 1 else None
        return (source, methods[0]) if source is not None else None

    def _module_member(self, receiver: Any, name: str) -> tuple[SourceFile, Any] | None:
        """`service.find(id)` on an imported module or its default export: the function the
        module exports as `find` (`module.exports = { find }`, `import * as service`), else the
        method of the instance or class it exports (`module.exports = new Service()`,
        `export default new Service()`, `module.exports = Service`)."""
        if receiver.kind() != "identifier":
            return None
        remote = self.imported(receiver, receiver.text())
        if remote is None:
            return None
        if remote.declaration is None:  # the whole module (`require('./x')`, `* as ns`)
            member = self.export(remote.path, name, remote.hops)
            function = function_of(member.declaration) if member is not None and member.declaration else None
            source = self.modules.source(member.path) if member is not None and function is not None else None
            if source is not None:
                return source, function
            remote = self.export(remote.path, "default", remote.hops)
            if remote is None or remote.declaration is None:
                return None
        if remote.declaration.kind() == "object":  # `export default { search, list }`
            return self._object_member(remote, name)
        return self._class_method(self._exported_class(remote), name)

    def _object_member(self, remote: Remote, name: str) -> tuple[SourceFile, Any] | None:
        """The function an exported object literal holds as `name`: `{ search }` (the module's
        function of that name), `{ search: searchStakeholders }`, `{ search() {...} }`."""
        tree = self.modules.tree(remote.path)
        for member in remote.declaration.named_children():
            kind = member.kind()
            named_by = {"pair": "key", "method_definition": "name"}.get(kind)
            key = member.field(named_by) if named_by is not None else None
            if kind == "shorthand_property_identifier" and member.text() == name:
                value = member
            elif key is not None and key.text() == name:
                value = member if kind == "method_definition" else member.field("value")
            else:
                continue
            if value is not None and value.kind() in ("identifier", "shorthand_property_identifier"):
                value = _local(tree, value.text()) if tree is not None else None
            function = function_of(value) if value is not None else None
            source = self.modules.source(remote.path) if function is not None else None
            return (source, function) if source is not None else None
        return None

    def _exported_class(self, remote: Remote) -> Remote | None:
        """The class an exported value is, or is an instance of (`new Service()`, a variable
        bound to one), where its module declares or imports it."""
        declaration = remote.declaration
        if declaration is None or declaration.kind() in CLASS_KINDS:
            return remote
        kind = _declared_class(declaration) if declaration.kind() == "variable_declarator" else None
        if declaration.kind() == "new_expression":
            constructor = declaration.field("constructor")
            kind = constructor if constructor is not None and constructor.kind() == "identifier" else None
        tree = self.modules.tree(remote.path) if kind is not None else None
        if kind is None or tree is None:
            return None
        local = _local(tree, kind.text())
        if local is not None:
            return Remote(remote.path, remote.hops, local, tree, kind.text())
        return self.at(remote).imported(kind, kind.text())

    def global_function(self, name: str) -> list[Any] | None:
        """Every function the repository's scripts define as the page global `name`."""
        from secure_lint.matchers.values import page_globals  # noqa: PLC0415 (imports this module)

        return page_globals.in_repository(self.modules, name)

    def global_writes(self, name: str) -> list[tuple[str, Any]] | None:
        """Every write of the page global `name` in the repository (page_globals.py)."""
        from secure_lint.matchers.values import page_globals  # noqa: PLC0415 (imports this module)

        return page_globals.written(self.modules, name)

    def at_path(self, path: str) -> Links:
        """The links of another file of the repository, one hop further."""
        return Links(self.modules, path, self.hops + 1)

    def at(self, remote: Remote) -> Links:
        """The links of the module `remote` is in."""
        return Links(self.modules, remote.path, remote.hops)


CLASS_KINDS = frozenset({"class_declaration", "abstract_class_declaration", "class"})


def _class_of(receiver: Any) -> Any | None:
    """The class name (a type or constructor identifier) an instance is declared with: a field
    or constructor parameter property of the enclosing class (`this.users`: `private users:
    UsersService`, `users = new UsersService()`), or a variable of the file (`new UsersService()`,
    `service: UsersService`)."""
    if receiver.kind() == "member_expression":
        target, field_name = receiver.field("object"), receiver.field("property")
        if target is None or target.kind() != "this" or field_name is None:
            return None
        body = next((a for a in receiver.ancestors() if a.kind() == "class_body"), None)
        return _member_class(body, field_name.text()) if body is not None else None
    if receiver.kind() != "identifier":
        return None
    for declarator in _program(receiver).find_all(kind="variable_declarator"):
        declared = declarator.field("name")
        if declared is not None and declared.text() == receiver.text():
            return _declared_class(declarator)
    return None


def _member_class(body: Any, name: str) -> Any | None:
    for member in body.named_children():
        if member.kind() == "public_field_definition":
            declared = member.field("name")
            if declared is not None and declared.text() == name:
                return _declared_class(member)
        if member.kind() == "method_definition" and member.field("name") is not None:
            if member.field("name").text() != "constructor":
                continue
            parameters = member.field("parameters")
            for parameter in parameters.named_children() if parameters is not None else []:
                pattern = parameter.field("pattern") if parameter.kind() == "required_parameter" else None
                if pattern is not None and pattern.text() == name:
                    return _declared_class(parameter)
    return None


def _declared_class(declaration: Any) -> Any | None:
    """`T` of `x: T` or `x = new T(...)`."""
    value = declaration.field("value")
    if value is not None and value.kind() == "new_expression":
        constructor = value.field("constructor")
        return constructor if constructor is not None and constructor.kind() == "identifier" else None
    annotation = next((c for c in declaration.named_children() if c.kind() == "type_annotation"), None)
    named = annotation.named_children() if annotation is not None else []
    return named[0] if named and named[0].kind() == "type_identifier" else None


def function_of(declaration: Any) -> Any | None:
    """The function a declaration declares: `function f() {}`, `const f = () => ...`."""
    if declaration.kind() in FUNCTION_KINDS:
        return declaration
    value = declaration.field("value") if declaration.kind() == "variable_declarator" else None
    return value if value is not None and value.kind() in ("arrow_function", "function_expression") else None


FUNCTION_KINDS = frozenset(
    {
        "function_declaration", "function_expression", "arrow_function", "method_definition",
        "generator_function_declaration", "generator_function",
    }
)  # fmt: skip


def _program(node: Any) -> Any:
    ancestors = list(node.ancestors())
    return ancestors[-1] if ancestors else node


def _string(node: Any | None) -> str | None:
    if node is None or node.kind() != "string":
        return None
    return str(node.text())[1:-1]


def _import_binding(program: Any, name: str) -> tuple[str, str] | None:
    """(specifier, exported name) of a top-level import or require binding `name`; the exported
    name is "default" for a default import and "*" for the whole module."""
    for statement in program.named_children():
        kind = statement.kind()
        if kind == "import_statement":
            found = _es_import(statement, name)
        elif kind in ("lexical_declaration", "variable_declaration"):
            found = _required(statement, name)
        else:
            continue
        if found is not None:
            return found
    return None


def _es_import(statement: Any, name: str) -> tuple[str, str] | None:
    spec = _string(statement.field("source"))
    clause = next((c for c in statement.named_children() if c.kind() == "import_clause"), None)
    if spec is None or clause is None:
        return None
    for part in clause.named_children():
        kind = part.kind()
        if kind == "identifier" and part.text() == name:
            return spec, "default"
        if kind == "namespace_import" and any(c.text() == name for c in part.named_children()):
            return spec, "*"
        if kind == "named_imports":
            for specifier in part.named_children():
                imported, alias = specifier.field("name"), specifier.field("alias")
                local = alias if alias is not None else imported
                if imported is not None and local is not None and local.text() == name:
                    return spec, str(imported.text()).strip("'\"")
    return None


def _required(declaration: Any, name: str) -> tuple[str, str] | None:
    """`const x = require('./x')` (the module as `*`), `const { a, b: c } = require('./x')`."""
    for declarator in declaration.named_children():
        value = declarator.field("value") if declarator.kind() == "variable_declarator" else None
        target = declarator.field("name") if value is not None else None
        if value is None or target is None or value.kind() != "call_expression":
            continue
        function, arguments = value.field("function"), value.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if function is None or function.text() != "require" or len(values) != 1:
            continue
        spec = _string(values[0])
        if spec is None:
            continue
        if target.kind() == "identifier" and target.text() == name:
            return spec, "*"
        if target.kind() == "object_pattern":
            key = destructured_key(target, name)
            if key is not None:
                return spec, key
    return None


def destructured_key(pattern: Any, name: str) -> str | None:
    """The property an object pattern binds to `name` (`{ count }`, `{ total: count }`), if any."""
    for part in pattern.named_children():
        if part.kind() == "shorthand_property_identifier_pattern" and part.text() == name:
            return name
        if part.kind() == "pair_pattern":
            key, value = part.field("key"), part.field("value")
            if key is not None and value is not None and value.kind() == "identifier" and value.text() == name:
                return str(key.text())
    return None


def _local(program: Any, name: str) -> Any | None:
    """The top-level declaration of `name` in a module (exported or not)."""
    for statement in program.named_children():
        inner = statement.field("declaration") if statement.kind() == "export_statement" else statement
        if inner is None:
            continue
        found = _declares(inner, name)
        if found is not None:
            return found
    return None


def _declares(statement: Any, name: str) -> Any | None:
    kind = statement.kind()
    if kind in ("lexical_declaration", "variable_declaration"):
        for declarator in statement.named_children():
            target = declarator.field("name") if declarator.kind() == "variable_declarator" else None
            if target is not None and target.kind() == "identifier" and target.text() == name:
                return declarator
        return None
    if kind in EXPORTABLE:
        declared = statement.field("name")
        return statement if declared is not None and declared.text() == name else None
    return None


def _exported(program: Any, name: str) -> Any | tuple[str, str] | list[str] | None:
    """What module `program` exports as `name`: a declaration node, an identifier naming a local
    declaration (`export { a as name }`, `export default a`), an expression (a default export,
    a `module.exports` member), (specifier, name there) for a re-export, or the specifiers of
    the modules it re-exports whole (`export * from`), for a name it does not export itself."""
    stars: list[str] = []  # `export * from`: tried after the module's own exports
    for statement in program.named_children():
        kind = statement.kind()
        if kind == "export_statement":
            found = _export_statement(statement, name)
        elif kind == "expression_statement":
            found = _common_export(statement, name)
        else:
            continue
        if isinstance(found, tuple) and found[1] == "*":
            stars.append(found[0])
        elif found is not None:
            return found
    return stars or None


def _export_statement(statement: Any, name: str) -> Any | tuple[str, str] | None:
    declaration = statement.field("declaration")
    if declaration is not None:
        if name == "default" and statement.text().startswith("export default"):
            return declaration  # `export default class Api {}`, `export default function f() {}`
        return _declares(declaration, name)
    value = statement.field("value")
    if value is not None:  # export default <expression>
        return value if name == "default" else None
    if statement.text().startswith("export default") and name == "default":
        inner = [c for c in statement.named_children() if c.kind() != "comment"]
        return inner[0] if inner else None
    spec = _string(statement.field("source"))
    clause = next((c for c in statement.named_children() if c.kind() == "export_clause"), None)
    namespace = next((c for c in statement.named_children() if c.kind() == "namespace_export"), None)
    names = namespace.named_children() if namespace is not None else []
    if spec is not None and names and names[-1].text() == name:
        return (spec, NAMESPACE)  # `export * as name from './x'`: the whole module
    if clause is None:
        star = spec is not None and statement.text().replace(" ", "").startswith("export*from")
        return (spec, "*") if star and spec is not None else None
    for specifier in clause.named_children():
        original, alias = specifier.field("name"), specifier.field("alias")
        shown = alias if alias is not None else original
        if original is None or shown is None or shown.text() != name:
            continue
        return (spec, str(original.text())) if spec is not None else original
    return None


def _common_export(statement: Any, name: str) -> Any | None:
    """`module.exports = { name: v }`, `module.exports = v` (as default), `module.exports.name = v`,
    `exports.name = v`."""
    assignment = statement.named_children()[0] if statement.named_children() else None
    if assignment is None or assignment.kind() != "assignment_expression":
        return None
    left, right = assignment.field("left"), assignment.field("right")
    if left is None or right is None:
        return None
    target = left.text().replace(" ", "")
    if target in (f"module.exports.{name}", f"exports.{name}"):
        return right
    if target != "module.exports":
        return None
    if right.kind() != "object":
        return right if name == "default" else None
    for entry in right.named_children():
        if entry.kind() == "pair" and entry.field("key") is not None and entry.field("key").text().strip("'\"") == name:
            return entry.field("value")
        if entry.kind() == "shorthand_property_identifier" and entry.text() == name:
            return entry
    return None
