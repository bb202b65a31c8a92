"""Files that only a package's test scripts run, and whose name says so, are test code; files
that only development scripts run, and whose name says so, are development tooling.

`"test:smoke": "tsx src/scripts/smoke-test.script.ts"` in a package.json names a file the
developer runs to test the app (it may spawn the server with a throwaway secret); no request
reaches it and no release runs it. A file that another script runs too (`"start"`, `"dev"`) is
not only a test's, and one whose name does not say test (`src/index.ts` started by an e2e
script) is the app itself.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Callable

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository

# test, test:e2e, test-smoke, e2e, smoke, ci:test, integration-test: what a developer or CI runs to test
_TEST_SCRIPT = lazy_compile(r"(?i)^(?:[\w.-]+[:_-])?(?:test|tests|e2e|smoke|integration)(?:[:_-][\w.:-]*)?$")
_SCRIPT_FILE = lazy_compile(r"^(?:\./)?[\w@./-]+\.(?:[cm]?[jt]sx?)$")
_TEST_NAME = lazy_compile(r"(?i)(?:^|[._-])(?:test|tests|e2e|smoke|spec)(?:[._-]|$)")
# dev, start:dev, dev:gui, watch: what a developer runs while editing; or any script run under a
# file watcher that restarts it on each save (nodemon, ts-node-dev, `node --watch`, `tsx watch`)
_DEV_SCRIPT = lazy_compile(r"(?i)^(?:[\w.-]+[:_-])?(?:dev|develop|development|watch)(?:[:_-][\w.:-]*)?$")
_WATCHER = lazy_compile(r"^\s*(?:npx\s+)?(?:nodemon|ts-node-dev|tsnd|node\s+--watch|tsx\s+watch)\b")
_SCRIPTS = (".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")
_DEV_NAME = lazy_compile(r"(?i)(?:^|[._-])dev(?:[._-]|server|$)|^devserver")


def run_only_by_tests(repo: Repository) -> frozenset[str]:
    """The repository paths that only test scripts of a package.json run and that are named as tests."""
    only = run_only_by(repo, lambda name, command: bool(_TEST_SCRIPT.match(name)))
    return frozenset(path for path in only if _TEST_NAME.search(path.rsplit("/", 1)[-1]))


def run_only_for_development(repo: Repository) -> frozenset[str]:
    """The repository paths that only development scripts run (a `dev` script, or one under a file
    watcher) and that are named for development (`dev-server.js`): a local server no release
    starts (`"start:gui": "nodemon --exec \"node dev-server.js\""`). A file that another script
    names by its path is kept: a release bundler's entry (`entry: './app/main.dev'` in the webpack
    config that builds the Electron app's `main.prod.js`) ships whatever the file is called."""
    only = run_only_by(repo, lambda name, command: bool(_DEV_SCRIPT.match(name) or _WATCHER.match(command)))
    named = [path for path in only if _DEV_NAME.search(path.rsplit("/", 1)[-1])]
    return frozenset(path for path in named if not _named_by_another_script(repo, path))


def _named_by_another_script(repo: Repository, path: str) -> bool:
    """Whether a script of the repository other than `path` names it by a relative path to it
    without its extension (`./app/main.dev`, `app/main.dev.js`): an import or a bundler's entry."""
    folder, _, name = path.rpartition("/")
    stem = name.rsplit(".", 1)[0]
    where = re.escape(posixpath.basename(folder) + "/" if folder else "")
    needle = re.compile(rf"""['"`](?:[\w./@-]*/)?{where}{re.escape(stem)}(?:\.[cm]?[jt]sx?)?['"`]""")
    return any(
        needle.search(repo.text(other) or "")
        for other in repo.paths
        if other != path and other.endswith(_SCRIPTS)
    )


def run_only_by(repo: Repository, chosen: Callable[[str, str], bool]) -> set[str]:
    """The repository paths that the chosen package.json scripts run and no other script does."""
    known = frozenset(repo.paths)
    by_chosen: set[str] = set()
    by_other: set[str] = set()
    for path in known:
        if path.rsplit("/", 1)[-1] != "package.json":
            continue
        for name, command in package_scripts(repo.text(path)).items():
            files = files_run(command, posixpath.dirname(path), known)
            (by_chosen if chosen(name, command) else by_other).update(files)
    return by_chosen - by_other


def package_scripts(text: str | None) -> dict[str, str]:
    try:
        manifest = json.loads(text or "")
    except ValueError:
        return {}
    scripts = manifest.get("scripts") if isinstance(manifest, dict) else None
    if not isinstance(scripts, dict):
        return {}
    return {str(name): command for name, command in scripts.items() if isinstance(command, str)}


def files_run(command: str, folder: str, known: frozenset[str]) -> set[str]:
    """The files of the repository a script's command names (`tsx src/x.ts`, `node ./scripts/y.js`)."""
    found = set()
    for word in command.replace("&&", " ").replace(";", " ").split():
        word = word.strip("'\"")
        if not _SCRIPT_FILE.match(word):
            continue
        path = posixpath.normpath(posixpath.join(folder, word)) if folder else posixpath.normpath(word)
        if path in known:
            found.add(path)
    return found
