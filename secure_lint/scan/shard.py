"""`--shard K/N`: the K-th of N parts of a scan's files, for N parallel CI jobs.

The parts are balanced by size: the files, largest first (ties by path), each go to the part
with the fewest bytes so far (ties to the lowest part). The split depends only on the list of
files and their sizes, so every job of a matrix, on the same checkout, computes the same parts,
and each file is in exactly one. Only the matching is split: the stacks, the configuration,
the baseline and the suppressions are decided as for the whole scan (pipeline.py splits the
files after detecting the stacks), so the union of the parts' findings is the whole scan's.
"""

from __future__ import annotations

import hashlib
import heapq
from dataclasses import dataclass

from secure_lint.core.errors import UserError
from secure_lint.core.lazy_pattern import lazy_compile

_SPEC = lazy_compile(r"([0-9]{1,6})/([0-9]{1,6})")


@dataclass(frozen=True)
class Shard:
    index: int  # 1-based
    count: int

    @property
    def label(self) -> str:
        """How the part is named in SARIF categories: `shard-2-of-3`."""
        return f"shard-{self.index}-of-{self.count}"


def parse_shard(text: str) -> Shard:
    """`K/N` with 1 <= K <= N; anything else is a UserError naming the option."""
    match = _SPEC.fullmatch(text.strip())
    if match is None:
        raise UserError(f"--shard {text}: expected K/N, such as 2/3")
    index, count = int(match[1]), int(match[2])
    if count < 1 or not 1 <= index <= count:
        raise UserError(f"--shard {text}: K must be between 1 and N (N >= 1)")
    return Shard(index, count)


def split(sizes: dict[str, int], shard: Shard) -> list[str]:
    """The files of part `shard.index` of `shard.count`, sorted."""
    parts: list[tuple[int, int]] = [(0, i) for i in range(shard.count)]  # (bytes so far, part)
    mine = []
    for path in sorted(sizes, key=lambda p: (-sizes[p], p)):
        total, part = heapq.heappop(parts)
        if part == shard.index - 1:
            mine.append(path)
        heapq.heappush(parts, (total + sizes[path], part))
    return sorted(mine)


@dataclass(frozen=True)
class ShardRun:
    """What a part's SARIF says of itself, so that `sarif merge` joins one complete set: part
    `index` of `count`, of the checkout `checkout` (a digest of the paths and sizes the parts
    were split by: another checkout, or another tree, splits otherwise)."""

    index: int
    count: int
    checkout: str


def checkout_id(sizes: dict[str, int]) -> str:
    digest = hashlib.sha256()
    for path in sorted(sizes):
        digest.update(f"{path}\0{sizes[path]}\n".encode("utf-8", "surrogateescape"))
    return digest.hexdigest()[:16]
