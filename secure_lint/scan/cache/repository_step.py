"""The whole-repository step's output kept in the result cache (result_cache.py), for a scan of a
whole tree through it: a re-scan of an unchanged tree takes what the step made of its items from
there instead of running it (on a 4,400-file monorepo the step is most of a cached re-scan's time).

The step reads only the scan's Repository, whose files are the tree's listed files; its output
is kept under the tree's digest (every listed path and content digest: result_cache.tree_digest),
as the value step's verdicts are, and it is kept only when the step read no other path (a file the
listing leaves out may change without changing the digest). Each output item is kept as the
position of the input item of its path it equals (as the result cache encodes both), or, changed
by the step, encoded whole. Any edit, addition or removal is another digest: the step runs again.
A record that does not decode is a miss.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from secure_lint.core.findings import SkippedPath
from secure_lint.core.repository import Repository
from secure_lint.scan.cache.result_cache import ResultCache
from secure_lint.scan.cache.result_codec import Item, items_from_data, items_to_data


def through_step_cache(
    cache: ResultCache, tree: str, items: list[Item], repo: Repository, step: Callable[[Repository], list[Item]]
) -> list[Item]:
    """`step(repo)`, or its output for the tree `tree` (of `items`) as the cache kept it."""
    inputs = _by_path(items)
    kept = cache.step_output(tree)
    if kept is not None:
        try:
            return _replayed(kept, inputs, cache)
        except (ValueError, TypeError, KeyError, IndexError):
            pass  # damaged or forged: the step runs, and its output replaces it
    strayed: list[str] = []
    output = step(_watched(repo, set(inputs), strayed))
    record = None if strayed else _record(output, inputs, cache)
    if record is not None:
        cache.store_step(tree, record)
    return output


def _by_path(items: list[Item]) -> dict[str, list[Item]]:
    found: dict[str, list[Item]] = {}
    for item in items:
        found.setdefault(item.path, []).append(item)
    return found


def _watched(repo: Repository, listed: set[str], strayed: list[str]) -> Repository:
    """The repository, noting each path read that is not one of the `listed` files."""

    def read(path: str) -> str | None:
        if path not in listed:
            strayed.append(path)
        return repo.read(path)

    return Repository(repo.list_paths, read, repo.is_shipped)


def _record(output: list[Item], inputs: dict[str, list[Item]], cache: ResultCache) -> list[Any] | None:
    """Each output item as [path, position of the equal input item] or [path, its encoding];
    None when an item's path is not a cached file of the tree."""
    record: list[Any] = []
    for item in output:
        entry = cache.entries.get(item.path)
        if item.path not in inputs or (entry is None and not isinstance(item, SkippedPath)):
            return None  # (a binary file matched, not read from the cache, has no entry yet)
        (data,) = items_to_data([item])
        stored = entry.get("items") if entry is not None else None
        same = [at for at, was in enumerate(stored) if was == data] if isinstance(stored, list) else []
        record.append([item.path, same[0]] if same else [item.path, data])
    return record


def _replayed(record: Any, inputs: dict[str, list[Item]], cache: ResultCache) -> list[Item]:
    if not isinstance(record, list):
        raise ValueError("not a list of items")
    output: list[Item] = []
    for path, kept in record:
        if not isinstance(path, str) or path not in inputs:
            raise ValueError("an item of another tree")
        entry = cache.entries.get(path)
        data = entry["items"][kept] if type(kept) is int and kept >= 0 and entry is not None else kept
        (item,) = items_from_data([data], path, entry["digest"] if entry is not None else "", cache.rule_ids)
        if entry is None and not isinstance(item, SkippedPath):
            raise ValueError("a result of a file the cache does not hold")
        output.append(item)
    return output
