"""Facts about the whole repository, applied to findings after every file is matched."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from secure_lint.scan.engine import FileResult

if TYPE_CHECKING:
    from secure_lint.scan.cache.result_codec import Item


def each_file_result(items: list[Item], decide: Callable[[FileResult], FileResult]) -> list[Item]:
    """The items with every file's result replaced by its decided form (gaps and errors kept)."""
    return [decide(item) if isinstance(item, FileResult) else item for item in items]
