"""Script modules nothing loads: no other file of the repository imports them and nothing marks
them as an entry point.

A module is loaded when another file names it: an ES import or re-export (`from './x'`, a bare
`import './x'`), a `require('./x')` or a dynamic `import('./x')`, resolved as the value model
resolves them (values/imports.py: relative paths, index files, tsconfig `paths` aliases,
workspace packages); or a string in a script that is a file's path (`new Worker(new URL('./w.js',
import.meta.url))`, an Electron `preload: path.join(__dirname, 'preload.js')`, a bundler's
`entry: './src/main'`). A loader that reads a folder and requires what it lists (`readdirSync` or a
glob with `require(file)`, `require(\\`./routes/${name}\\`)`, `require.context`, `import.meta.glob`)
loads every script of the folders it names, and of its own.

An entry point is loaded by a tool, not by an import:
- named by a package.json (`main`, `module`, `source`, `browser`, `react-native`, `bin`, `exports`,
  a path in a `scripts` command) or by another file of configuration or markup (a serverless
  `handler: src/api.main`, a `<script src>`, a Procfile, a Dockerfile's `CMD`);
- a framework's file by its place: Next.js route files under `app/` (page, layout, route, ...), a
  `pages/` folder, Remix and SvelteKit routes, Expo Router's `app/` in a package that uses it,
  `middleware`/`instrumentation`, serverless function folders (`api/` at a package's root,
  `functions/`, `netlify/`);
- a package's conventional entry (`index`, `main`, `server`, `app`, `App`, ... at its root or in its
  `src/`), a tool's configuration (`*.config.js`, `gulpfile.js`, `.eslintrc.js`), and files a
  command runs or a runner loads by folder (`scripts/`, `bin/`, migrations, seeders), workers and
  public static scripts.

Where none of that holds the module is unreached: a controller no route file imports, an
"example" file beside the real one.

A measurement, not a scan step (reach.py): over the judged findings of batches 1-22, findings in
modules this finds unreached were no less often true than the others (10 of 34 against 380 of
1,791), and the true ones there were all in modules a framework or a loader this cannot follow
loads (a plugin folder read from another package's build, Nuxt's store, a browser extension's
content script). The resolution is generous where it guesses (a name that may be a module's is
taken as loading it), so what it calls unreached errs toward reached.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from secure_lint.matchers.values.imports import EXTENSIONS, _alias_rest, modules_of
from secure_lint.matchers.values.tsconfig import resolution

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.matchers.values.imports import Modules
    from secure_lint.matchers.values.tsconfig import Resolution

# a module's own name for what it loads: an import or re-export, a bare import, require, import()
_SPECIFIER = re.compile(
    r"""(?:\bfrom|^\s*import|\brequire(?:\.resolve)?\s*\(|\bimport\s*\()\s*['"`]([^'"`\n$]{1,200})['"`]""", re.M
)
# a string in a script that may be a path: relative, or ending in a script's extension
_PATH_STRING = re.compile(r"""['"`]((?:\.{1,2}/)?[\w@./-]{1,200})['"`]""")
# a loader of a folder's modules: it lists or globs files and loads a computed name
_LISTS_FILES = re.compile(
    r"""\breaddir(?:Sync)?\s*\(|\bglob(?:Sync)?\s*\(|\bfg(?:\.sync)?\s*\(|\bsync\s*\(|require\.context\s*\("""
    r"""|import\.meta\.glob|\bautoload|\brequireDirectory|\brequire-?all\b|\bconsign\b""",
    re.I,
)
_LOADS_COMPUTED = re.compile(
    r"""\b(?:require|import)\s*\(\s*(?!['"]\s*\))[^'"\s)]|require\.context|import\.meta\.glob"""
)
_TEMPLATE_LOAD = re.compile(r"""\b(?:require|import)\s*\(\s*`([^`$]*)\$\{""")
_CONFIG = re.compile(r"""(?:^|/)[tj]sconfig(?:\.[\w.-]+)?\.json$""")  # also tsconfig.base.json
# a script without an extension that node runs (`bin/www`)
_NODE_SHEBANG = re.compile(r"""\A#!.*\bnode\b""")
_PACKAGE_ENTRY_KEYS = ("main", "module", "source", "browser", "react-native", "bin", "exports")
# configuration and markup that may name a script: read for path-like words
_NAMING_FILES = re.compile(
    r"""(?:\.(?:json|ya?ml|toml|html?|ejs|hbs|pug|sh)$|(?:^|/)(?:Dockerfile[\w.-]*|Procfile|Makefile|\.\w+rc)$)""", re.I
)
_LOCK_FILES = frozenset({"package-lock.json", "yarn.lock", "pnpm-lock.yaml", "npm-shrinkwrap.json", "bun.lock"})
_MAX_NAMING_SIZE = 200_000
_WORD = re.compile(r"""[\w@][\w@./-]{0,200}""")
# Next.js app-router files, which the framework loads by name
_ROUTE_FILES = frozenset(
    {
        "page", "layout", "route", "template", "loading", "error", "not-found", "default", "global-error",
        "opengraph-image", "twitter-image", "icon", "apple-icon", "sitemap", "robots", "manifest", "head",
    }
)  # fmt: skip
# a package's conventional entries, at its root or in its src/
_ENTRY_STEMS = frozenset(
    {"index", "main", "server", "app", "entry", "cli", "worker", "handler", "bootstrap", "start", "root", "_app"}
)
# folders whose scripts a command or a runner loads by place
_LOADED_FOLDERS = frozenset(
    {
        "scripts", "bin", "migrations", "migration", "seeders", "seeds", "seed", "functions", "netlify",
        "public", "static", "workers", "cron", "crons", "jobs", "tasks", "commands", "plugins", "config",
    }
)  # fmt: skip
_TOOL_FILE = re.compile(
    r"""^(?:\..+|.*\.config\..+|.*\.conf\.[^.]+|(?:gulpfile|gruntfile|jakefile|webpack|rollup|vite|babel|metro|"""
    r"""jest|vitest|karma|protractor|setupTests|setupProxy|service-?worker|sw|.*worker|instrumentation|middleware"""
    r"""|proxy|ecosystem)\b.*)$""",
    re.I,
)


def unreached_modules(repo: Repository) -> frozenset[str]:
    """The repository's script modules nothing loads (memoised per scan)."""
    found: frozenset[str] = repo.once("unreached-modules", lambda: _unreached(repo))
    return found


def _unreached(repo: Repository) -> frozenset[str]:
    modules = modules_of(repo)
    scripts = [p for p in repo.paths if is_module(p)]
    if not scripts:
        return frozenset()
    loaded = _loaded(modules, scripts + _node_scripts(modules)) | _named_by_configuration(modules)
    folders = _loaded_folders(modules, scripts)
    return frozenset(
        path for path in scripts if path not in loaded and not _is_entry(modules, path) and not _under(path, folders)
    )


def _node_scripts(modules: Modules) -> list[str]:
    """Files without an extension that node runs by their shebang (`bin/www`)."""
    return [
        path
        for path in modules.repo.paths
        if "." not in posixpath.basename(path)
        and "node_modules/" not in path
        and _NODE_SHEBANG.match((modules.repo.text(path) or "")[:200])
    ]


def is_module(path: str) -> bool:
    return path.endswith(EXTENSIONS) and not path.endswith(".d.ts") and "node_modules/" not in path


def _loaded(modules: Modules, scripts: list[str]) -> set[str]:
    """The scripts another script names: by an import, or by a string that is a file's path."""
    loaded: set[str] = set()
    for path in scripts:
        text = modules.repo.text(path) or ""
        for spec in _names_in(text):
            target = modules.resolve(path, spec) or _unresolved(modules, spec)
            if target is not None and target != path:
                loaded.add(target)
    return loaded


def _unresolved(modules: Modules, spec: str) -> str | None:
    """What a specifier the bundler-like resolution leaves may still name, read generously (a
    module named is a module loaded): a workspace package's file past its root, a path from the
    repository's root (`src/server/utils/crypto` under a `baseUrl` of "."), or any tsconfig's
    `paths` alias (a monorepo's `tsconfig.base.json` that the packages' configs extend)."""
    if spec.startswith(".") or spec.startswith("node:"):
        return None
    found = _package_subpath(modules, spec) or modules.resolve("_", "./" + spec)
    for config in [] if found is not None else _all_aliases(modules):
        base = config.paths_base
        for pattern, targets in config.aliases.items():
            rest = _alias_rest(pattern, spec)
            for target in targets if rest is not None else []:
                found = found or modules.resolve(posixpath.join(base, "_"), "./" + target.replace("*", rest or "", 1))
    return found


def _all_aliases(modules: Modules) -> list[Resolution]:
    """The `baseUrl` and `paths` of every tsconfig and jsconfig of the repository."""
    found: list[Resolution] = modules.repo.once(
        "all-tsconfig-aliases",
        lambda: [
            config
            for path in modules.repo.paths
            if _CONFIG.search(path) and "node_modules/" not in path
            for config in [resolution(path, modules.repo.text, modules.packages)]
            if config is not None and config.aliases
        ],
    )
    return found


def _package_subpath(modules: Modules, spec: str) -> str | None:
    """A file of a workspace package named past its root: in its folder, or beside the package's
    entry (`@acme/email/templates/welcome` of a package whose `main` is `./src/index.ts`)."""
    parts = spec.split("/")
    cut = 2 if spec.startswith("@") else 1
    package = modules.packages.get("/".join(parts[:cut])) if len(parts) > cut else None
    if package is None:
        return None
    folder, entries = package
    for entry in ["_", *entries]:
        found = modules.resolve(posixpath.join(folder, entry), "./" + "/".join(parts[cut:]))
        if found is not None:
            return found
    return None


def _names_in(text: str) -> Iterator[str]:
    yield from (m.group(1) for m in _SPECIFIER.finditer(text))
    for match in _PATH_STRING.finditer(text):
        word = match.group(1)
        if word.startswith(".") or word.endswith(EXTENSIONS):
            yield word if word.startswith(".") else "./" + word


def _loaded_folders(modules: Modules, scripts: list[str]) -> set[str]:
    """The folders a loader in a script reads its modules from: its own, and those it names."""
    folders: set[str] = set()
    listed = _folders(modules.repo.paths)
    for path in scripts:
        text = modules.repo.text(path) or ""
        if not _LOADS_COMPUTED.search(text):
            continue
        here = posixpath.dirname(path)
        templated = [posixpath.dirname(m.group(1)) for m in _TEMPLATE_LOAD.finditer(text)]
        if not templated and not _LISTS_FILES.search(text):
            continue
        folders.add(here)
        words = [m.group(1) for m in _PATH_STRING.finditer(text)] + templated
        for word in words:
            for base in (here, ""):
                folder = posixpath.normpath(posixpath.join(base, word)) if word else base
                if folder in listed:
                    folders.add(folder)
    return folders


def _folders(paths: list[str]) -> frozenset[str]:
    found = {""}
    for path in paths:
        folder = posixpath.dirname(path)
        while folder and folder not in found:
            found.add(folder)
            folder = posixpath.dirname(folder)
    return frozenset(found)


def _under(path: str, folders: set[str]) -> bool:
    folder = posixpath.dirname(path)
    while True:
        if folder in folders:
            return True
        if not folder:
            return False
        folder = posixpath.dirname(folder)


def _named_by_configuration(modules: Modules) -> set[str]:
    """The scripts a package.json, or a file of configuration or markup, names."""
    named: set[str] = set()
    for path in modules.repo.paths:
        name = posixpath.basename(path)
        if name in _LOCK_FILES or not _NAMING_FILES.search(path) or "node_modules/" in path:
            continue
        text = modules.repo.text(path) or ""
        if len(text) > _MAX_NAMING_SIZE:
            continue
        folder = posixpath.dirname(path)
        words = _package_words(text) if name == "package.json" else _WORD.findall(text)
        for word in words if name == "package.json" else filter(_may_be_path, words):
            named.update(_files_named(modules, folder, word))
    return named


def _may_be_path(word: str) -> bool:
    return "/" in word or word.endswith(EXTENSIONS)


def _package_words(text: str) -> list[str]:
    """The paths a package.json names: its entries, and the words of its scripts."""
    try:
        manifest = json.loads(text)
    except ValueError:
        return []
    if not isinstance(manifest, dict):
        return []
    words = [s for key in _PACKAGE_ENTRY_KEYS for s in _strings(manifest.get(key))]
    scripts = manifest.get("scripts")
    for command in scripts.values() if isinstance(scripts, dict) else []:
        words += _WORD.findall(command) if isinstance(command, str) else []
    return words


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _files_named(modules: Modules, folder: str, word: str) -> Iterator[str]:
    """The scripts `word` may name from `folder` or the root: a path, or a serverless handler
    (`src/api.main`: the module `src/api`), with a package's source for its build (`dist/x.js`)."""
    word = word.strip("./") if word.startswith("./") else word.lstrip("/")
    stem = word.rsplit(".", 1)[0] if "." in posixpath.basename(word) else ""
    for base in {folder, ""}:
        for candidate in (word, stem):
            if candidate and "/" + candidate != "/":
                found = modules.resolve(posixpath.join(base, "_"), "./" + candidate)
                if found is not None:
                    yield found
        found = _unresolved(modules, word) if "/" in word else None
        if found is not None:
            yield found
        first, _, rest = word.partition("/")
        if first in ("dist", "build", "lib", "out") and rest:
            found = modules.resolve(posixpath.join(base, "_"), "./src/" + posixpath.splitext(rest)[0])
            if found is not None:
                yield found


def _is_entry(modules: Modules, path: str) -> bool:
    """Whether a tool loads the module by its place or its name."""
    parts = path.split("/")
    stem = posixpath.splitext(parts[-1])[0]
    folders = parts[:-1]
    if _TOOL_FILE.match(parts[-1]) or _LOADED_FOLDERS.intersection(folders):
        return True
    if _framework_file(modules, folders, stem):
        return True
    return stem.lower() in _ENTRY_STEMS and _at_package_root(modules, folders)


def _framework_file(modules: Modules, folders: list[str], stem: str) -> bool:
    if "pages" in folders or stem.startswith("+"):
        return True  # Next.js pages router, SvelteKit's +page/+server
    if "app" not in folders:
        return "api" in folders and _at_package_root(modules, folders[: folders.index("api")])
    app = len(folders) - 1 - folders[::-1].index("app")
    if stem in _ROUTE_FILES or "routes" in folders[app:]:
        return True  # Next.js app router, Remix routes
    return _uses_expo_router(modules, folders[:app])


def _at_package_root(modules: Modules, folders: list[str]) -> bool:
    """Whether the folder is a package's root (or its src/), or the repository's."""
    inner = folders[:-1] if folders and folders[-1] == "src" else folders
    return not inner or "/".join([*inner, "package.json"]) in modules.listed


def _uses_expo_router(modules: Modules, folders: list[str]) -> bool:
    """Whether the nearest package.json at or above the folder depends on expo-router."""
    for end in range(len(folders), -1, -1):
        manifest = "/".join([*folders[:end], "package.json"])
        if manifest in modules.listed:
            return '"expo-router"' in (modules.repo.text(manifest) or "")
    return False
