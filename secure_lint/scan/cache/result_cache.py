"""The result cache: what the scan of each file found, kept between scans (ruff's cache, in JSON),
so that a second scan of an unchanged tree costs little more than listing and hashing its files.

Where: one entry per scan root and settings, `results-<key>.json` in the user cache directory
(`$XDG_CACHE_HOME/secure-lint`, default `~/.cache/secure-lint`), next to the validated rule
and config files; validated_cache.py writes it atomically, checks its digest on reading and
keeps the most recently used entries. Never in the scanned tree: a scan writes nothing there.

The entry's key is the root's path and everything that can change what a file's scan gives:
the cache format, the secure-lint version and the code of the installed package (an edited
module is another key), Python's and the matching libraries' versions, the rule files and
the packs and shared utils they are linked with, the configuration (selection, severities,
shipped and not-shipped globs, include-tests, stacks) and the stacks detected. Inside, per
root-relative path: the SHA-256 of the content scanned, the day it was last used, and the
scan's result for that content (result_codec.py, which validates what it reads: with a script's
import specifiers, which the value step's index of the callers of a function reads instead of
the script's text), and what the whole-repository value step concluded about it (`judged`, below).

Cross-file verdicts: the value step (scan/repo/linked.py) re-runs a file's value-model rules with
its imports resolved, reading the modules it imports and the files importing them (the value
model's function summaries and the arguments of a function's callers). What it concluded (the
positions each rule still reports) is kept with the file's entry, under the digest of the tree it
was judged against: every listed file's path and content digest (`tree_digest`). An unchanged
tree's re-scan takes it from there and reads no other file for it; any edit, addition or removal
in the tree is another digest, and the file is judged again.

The whole-repository step's output (`step`, scan/cache/repository_step.py): what the step made of
a whole tree's items, kept under that tree's digest as the value step's verdicts are; a re-scan of
an unchanged tree takes it from there instead of running the step (one record: the latest tree).

Pruning: a scan of the whole tree keeps only the files it listed; every scan drops entries
not used for MAX_UNUSED_DAYS. What depends on the run (stack detection, the baseline, changed
lines, fixes) is never cached: it is decided on every scan.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
import time
from collections.abc import Collection, Iterable
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import Any

from secure_lint import __version__
from secure_lint.core import validated_cache
from secure_lint.core.config import Config
from secure_lint.scan.cache.result_codec import Item, items_from_data, items_to_data
from secure_lint.scan.engine import FileResult

# of the entry (2: findings carry their flow; 3: cross-file verdicts; 4: each script's import
# specifiers, the value step's index of importers; 5: the whole-repository step's output); another
# format is another key
FORMAT = 5
MAX_UNUSED_DAYS = 14
KIND = "results"
# Settings that decide which files are scanned or what the run does with findings, but not
# what a file's scan gives: they are not part of the key.
NOT_IN_RESULTS = frozenset({"exclude", "max_file_size", "fail_on", "fail_on_partial", "baseline"})
MATCHING_LIBRARIES = ("ast_grep_py", "regex", "ahocorasick")


def settings_key(config: Config, stacks: Iterable[str], rules: str | None) -> str:
    """What, besides a file's path and content, decides its scan result, as one digest;
    `rules`: the rule set's name in the rule cache (the content of its rule files, packs, utils)."""
    settings = {
        "format": FORMAT,
        "version": __version__,
        "python": sys.version,
        "code": code_fingerprint(),
        "rules": rules,
        "config": {k: v for k, v in asdict(config).items() if k not in NOT_IN_RESULTS},
        "stacks": sorted(stacks),
    }
    return hashlib.sha256(json.dumps(settings, sort_keys=True).encode()).hexdigest()


@cache
def code_fingerprint() -> str:
    """The size and modification time of every module of secure-lint and of the matching
    libraries: an upgrade, or an edit of an editable install, is another key."""
    package = Path(__file__).parents[2]
    files = [Path(path) for path in _modules(str(package))]
    for name in MATCHING_LIBRARIES:
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.origin:
            origin = Path(spec.origin)
            files += sorted(origin.parent.iterdir()) if spec.submodule_search_locations else [origin]
    digest = hashlib.sha256()
    for file in sorted(files):
        try:
            stat = os.stat(file)
        except OSError:
            continue
        digest.update(f"{file.name}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    return digest.hexdigest()


def _modules(top: str) -> list[str]:
    """The `.py` files under `top`, as `Path.rglob("*.py")` finds them, by os.scandir: a third of
    its cost (~1 ms of a staged scan's 3)."""
    found, folders = [], [top]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                elif entry.name.endswith(".py"):
                    found.append(entry.path)
    return found


def today() -> int:
    return int(time.time() // 86400)


@dataclass
class ResultCache:
    """The cached results of one scan root and settings, read once and written once per scan."""

    path: Path
    rule_ids: frozenset[str]  # a cached finding must be of one of these rules
    entries: dict[str, dict[str, Any]]  # root-relative path -> {digest, used, items}
    day: int
    changed: bool = False
    step: dict[str, Any] | None = None  # {tree, output}: the whole-repository step's (repository_step.py)

    def step_output(self, tree: str) -> Any:
        """What the whole-repository step kept of its output for the tree `tree`, or None."""
        kept = self.step
        return kept.get("output") if isinstance(kept, dict) and kept.get("tree") == tree else None

    def store_step(self, tree: str, output: list[Any]) -> None:
        self.step = {"tree": tree, "output": output}
        self.changed = True

    def lookup(self, path: str, digest: str) -> list[Item] | None:
        """What the scan of `path` with content `digest` gave, or None (not cached, or not valid)."""
        entry = self.entries.get(path)
        if entry is None or entry.get("digest") != digest:
            return None
        try:
            items = items_from_data(entry.get("items"), path, digest, self.rule_ids)
        except (ValueError, TypeError, KeyError, RecursionError):
            del self.entries[path]  # broken: scanned again, and replaced
            self.changed = True
            return None
        if entry.get("used") != self.day:
            entry["used"] = self.day
            self.changed = True
        return items

    def judged(self, path: str, digest: str, tree: str, rule_ids: Collection[str]) -> Reported | None:
        """The positions each of `rule_ids` reported in `path` (content `digest`) when judged
        across files against the tree `tree` (tree_digest), or None (not kept, or not valid)."""
        entry = self.entries.get(path)
        if entry is None or entry.get("digest") != digest:
            return None
        kept = entry.get("judged")
        if not isinstance(kept, dict) or kept.get("tree") != tree or not isinstance(kept.get("reported"), dict):
            return None
        try:
            reported = {rule: _positions(kept["reported"][rule]) for rule in rule_ids}
        except (ValueError, TypeError, KeyError):
            return None
        return reported

    def store_judged(self, path: str, digest: str, tree: str, reported: Reported) -> None:
        """Keep what the value step concluded about the entry of `path` (its content `digest`)."""
        entry = self.entries.get(path)
        if entry is None or entry.get("digest") != digest or any(rule not in self.rule_ids for rule in reported):
            return
        positions = {rule: sorted([line, column] for line, column in found) for rule, found in reported.items()}
        entry["judged"] = {"tree": tree, "reported": positions}
        self.changed = True

    def store(self, path: str, digest: str, items: list[Item]) -> None:
        self.entries[path] = {"digest": digest, "used": self.day, "items": items_to_data(items)}
        self.changed = True

    def save(self, listed: Collection[str] | None) -> None:
        """Write the entries back when they changed; `listed`: every file of the tree (a scan of
        the whole tree), whose entries alone are kept."""
        kept = {
            path: entry
            for path, entry in self.entries.items()
            if (listed is None or path in listed) and _recent(entry, self.day)
        }
        if not self.changed and len(kept) == len(self.entries):
            return
        payload = {"format": FORMAT, "files": kept, **({"step": self.step} if self.step is not None else {})}
        validated_cache.write(self.path, json.dumps(payload, separators=(",", ":")).encode())


Reported = dict[str, set[tuple[int, int]]]  # rule id -> the (line, column) of each finding it reports


def _positions(data: Any) -> set[tuple[int, int]]:
    if not isinstance(data, list):
        raise ValueError("not a list of positions")
    found = set()
    for pair in data:
        if not isinstance(pair, list) or len(pair) != 2 or any(type(n) is not int or n < 1 for n in pair):
            raise ValueError("not a position")
        found.add((pair[0], pair[1]))
    return found


def tree_digest(items: Iterable[Item]) -> str | None:
    """The digest of a whole tree's files as the scan read them: each path with the digest of its
    content (a binary file by its path: the value step reads no binary file); None when a file's
    content is not known (unreadable, too large), and a verdict could not be checked against it."""
    described = []
    for item in items:
        if isinstance(item, FileResult):
            if not item.digest:
                return None
            described.append(f"{item.path}\0{item.digest}")
        elif item.reason == "binary":
            described.append(f"{item.path}\0binary")
        else:
            return None
    digest = hashlib.sha256()
    for line in sorted(described):
        digest.update(line.encode("utf-8", "surrogateescape") + b"\n")
    return digest.hexdigest()


def _recent(entry: dict[str, Any], day: int) -> bool:
    used = entry.get("used")
    return type(used) is int and day - used <= MAX_UNUSED_DAYS


def entry_path(root: Path, settings: str) -> Path:
    key = hashlib.sha256(f"{root}\0{settings}".encode("utf-8", "surrogateescape")).hexdigest()[:32]
    return validated_cache.cache_dir() / f"{KIND}-{key}.json"


def open_cache(root: Path, settings: str, rule_ids: frozenset[str]) -> ResultCache:
    """The cached results of a scan of `root` with `settings`; empty when there are none or
    they cannot be read (damaged, another format): a broken cache costs time, never findings."""
    path = entry_path(root, settings)
    data = _read_payload(path)
    entries = {p: e for p, e in data["files"].items() if isinstance(e, dict)} if data else {}
    step = data.get("step") if data else None
    return ResultCache(path, rule_ids, entries, today(), step=step if isinstance(step, dict) else None)


def _read_payload(path: Path) -> dict[str, Any] | None:
    payload = validated_cache.read(path)
    if payload is None:
        return None
    try:
        data = json.loads(payload)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("files"), dict):
        return None
    return data


def clean() -> int:
    """Remove every cache secure-lint keeps (results, validated rules and configs); how many
    files were removed."""
    directory = validated_cache.cache_dir()
    removed = 0
    if directory.is_dir():
        for entry in directory.iterdir():
            if entry.is_file() and not entry.is_symlink():
                os.unlink(entry)
                removed += 1
    return removed
