"""Files that only developer-task scripts of a package.json run, and that nothing else in the
repository reaches, are development tooling, whatever they are named.

`"eval:similar": "bun run src/scripts/eval-similar-transactions.ts"` names a program a developer
runs by hand (it evaluates an algorithm against a database of their choice): no import brings it
into the app, no package entry (`main`, `exports`, `bin`) exposes it, and no Dockerfile, Procfile,
workflow or other script runs it or its task. The tasks are those whose name says they evaluate,
measure or try something (`eval`, `bench`, `perf`, `playground`, `demo`, `example`); a task that
runs the app itself (`dev`, `debug`, `start`, `worker`) is none of them: its file is an entry of
the app (test_scripts.py knows test and dev scripts by the file's name instead).

The test errs toward shipped: a file that any other file mentions, by its stem
(`eval-similar-transactions`: an import, the `dist/` copy a start script runs, a Dockerfile's
`CMD`) or by the name of a task that runs it (`npm run eval:similar` in a Procfile or in another
script), stays shipped, unless the mention is in documentation (it runs nothing) or in another
such file (a task's helper that only tasks import).
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterable, Iterator

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.scan.repo.test_scripts import files_run, package_scripts, run_only_by

# eval, evals:db, bench, benchmark:api, perf, playground, sandbox, demo, examples, experiment:x
_TASK_SCRIPT = lazy_compile(
    r"(?i)^(?:[\w.-]+[:_-])?(?:evals?|evaluate|evaluation|bench|benchmarks?|perf|playground|sandbox|demo"
    r"|examples?|experiments?)(?:[:_-][\w.:-]*)?$"
)
_DOCS = (".md", ".mdx", ".markdown", ".rst", ".txt")
_MANIFEST = "package.json"


def run_only_by_dev_tasks(repo: Repository) -> frozenset[str]:
    """The repository paths that only developer-task scripts run and that nothing shipped mentions."""
    only = frozenset(run_only_by(repo, _is_task))
    if not only:
        return frozenset()
    needles = mention_patterns(repo, only)
    reached = _mentioned(needles, _shipped_texts(repo, only))
    while fresh := _mentioned(needles, (repo.text(p) or "" for p in reached)) - reached:
        reached |= fresh
    return only - reached


def _is_task(name: str, command: str) -> bool:
    return bool(_TASK_SCRIPT.match(name))


def mention_patterns(repo: Repository, files: frozenset[str]) -> dict[str, re.Pattern[str]]:
    """Per file, what another file mentioning it says: its stem, or a package script's name that runs it."""
    words = {path: {posixpath.basename(path).rsplit(".", 1)[0]} for path in files}
    known = frozenset(repo.paths)
    for manifest in _manifests(repo):
        for name, command in package_scripts(repo.text(manifest)).items():
            for path in files_run(command, posixpath.dirname(manifest), known) & files:
                words[path].add(name)
    return {path: word_pattern(sorted(said)) for path, said in words.items()}


def word_pattern(words: list[str]) -> re.Pattern[str]:
    """Any of `words` standing alone (not inside a longer name)."""
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in words) + r")(?![\w-])")


def _mentioned(needles: dict[str, re.Pattern[str]], texts: Iterable[str]) -> frozenset[str]:
    found: set[str] = set()
    for text in texts:
        found.update(path for path, needle in needles.items() if path not in found and needle.search(text))
    return frozenset(found)


def _shipped_texts(repo: Repository, tasks: frozenset[str]) -> Iterator[str]:
    """What could run or import a file: every file but documentation and the task files, and of each
    package.json its fields and the commands of its scripts that are no developer tasks."""
    for path in repo.paths:
        if path in tasks or path.lower().endswith(_DOCS):
            continue
        text = repo.text(path)
        if text is not None:
            yield _manifest_text(text) if posixpath.basename(path) == _MANIFEST else text


def _manifest_text(text: str) -> str:
    try:
        manifest = json.loads(text)
    except ValueError:
        return text
    if not isinstance(manifest, dict):
        return text
    commands = [c for name, c in package_scripts(text).items() if not _is_task(name, c)]
    rest = {key: value for key, value in manifest.items() if key != "scripts"}
    return "\n".join([json.dumps(rest), *commands])


def _manifests(repo: Repository) -> list[str]:
    return [p for p in repo.paths if posixpath.basename(p) == _MANIFEST]
