"""Scan the targets through the result cache: each file read and hashed, its cached result
taken when its content was scanned before with the same settings, the others scanned (in
worker processes for many) and their results stored.

A result is stored under the digest of the content its scan read (FileResult.digest), not of
the content hashed here before: a file edited during the scan is never cached under the wrong
content. Results with a rule time-out are not stored (a time-out depends on the machine).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.findings import SkippedPath
from secure_lint.scan.cache.result_cache import ResultCache, open_cache, settings_key, tree_digest
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import EngineOptions, FileResult
from secure_lint.scan.matching import scan_files
from secure_lint.scan.progress import progress_for
from secure_lint.scan.reading import content_digest, decode_text

if TYPE_CHECKING:
    from secure_lint.core.context import ScanContext
    from secure_lint.scan.pipeline import RuleSet
    from secure_lint.scan.reading import Reader


def scan_targets(
    context: ScanContext, rules: RuleSet, engine: EngineOptions, reader: Reader, paths: list[str], whole_tree: bool
) -> list[Item]:
    """Each target's result, in the order of `paths`, as `scan_files` gives them (a cached
    finding must be of a rule `rules` reports); `whole_tree`: `paths` are every file of the
    tree (entries of other files are dropped)."""
    items, kept = scan_through_cache(context, rules, engine, reader, paths, whole_tree)
    if kept is not None:
        kept.save()
    return items


@dataclass
class Kept:
    """The result cache a scan read, to be written back once the scan is done with it (the
    whole-repository step adds its cross-file verdicts), and the tree's digest for those
    (result_cache.tree_digest: a scan of the whole tree only)."""

    cache: ResultCache
    listed: set[str] | None  # every file of the tree (a whole-tree scan), whose entries alone are kept
    tree: str | None

    def save(self) -> None:
        self.cache.save(self.listed)


def scan_through_cache(
    context: ScanContext, rules: RuleSet, engine: EngineOptions, reader: Reader, paths: list[str], whole_tree: bool
) -> tuple[list[Item], Kept | None]:
    """`scan_targets`, leaving the cache to be saved by the caller (None: --no-cache)."""
    progress = progress_for(len(paths), quiet=not context.progress)
    done = progress.advance if progress is not None else None
    try:
        if not context.use_cache:
            return scan_files(reader, paths, rules.rules, engine, context.jobs, done), None
        settings = settings_key(context.config, engine.stacks, rules.key)
        cache = open_cache(context.root, settings, frozenset(r.id for r in rules.matching))
        found = _cached(cache, reader, paths) if cache.entries else {}  # nothing cached: nothing to hash for
        if progress is not None:
            progress.advance(len(found))
        misses = [path for path in paths if path not in found]
        for item in scan_files(reader, misses, rules.rules, engine, context.jobs, done):
            found.setdefault(item.path, []).append(item)
        for path in misses:
            _store(cache, path, found[path])
        items = [item for path in paths for item in found[path]]
        tree = tree_digest(items) if whole_tree else None
        return items, Kept(cache, set(paths) if whole_tree else None, tree)
    finally:
        if progress is not None:
            progress.close()


def _cached(cache: ResultCache, reader: Reader, paths: list[str]) -> dict[str, list[Item]]:
    """The results known without matching: cached ones, and files that cannot be read or are
    binary (known from the bytes read to hash them)."""
    found: dict[str, list[Item]] = {}
    for path in paths:
        data = reader.load(path)
        if isinstance(data, SkippedPath):
            found[path] = [data]
            continue
        digest = content_digest(data)
        items = cache.lookup(path, digest)
        if items is None and decode_text(data) is None:
            items = [SkippedPath(path=path, reason="binary")]
            cache.store(path, digest, items)
        if items is not None:
            found[path] = items
    return found


def _store(cache: ResultCache, path: str, items: list[Item]) -> None:
    results = [item for item in items if isinstance(item, FileResult)]
    if len(results) == 1 and results[0].digest and not results[0].rules_timed_out:
        cache.store(path, results[0].digest, items)
