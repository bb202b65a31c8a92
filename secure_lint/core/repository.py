"""The repository's files as a whole-repository step reads them: root-relative paths, listed on
first use, their text, and whether a path is shipped code; facts about them computed once."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from secure_lint.core.source import SourceFile


@dataclass
class Repository:
    """The repository's files as a fact reads them: root-relative paths (listed on first use),
    their text, and whether a path is shipped code (paths.py)."""

    list_paths: Callable[[], list[str]]
    read: Callable[[str], str | None]
    is_shipped: Callable[[str], bool] = lambda _path: True
    _texts: dict[str, str | None] = field(default_factory=dict)
    _facts: dict[str, Any] = field(default_factory=dict)

    @cached_property
    def paths(self) -> list[str]:
        return self.list_paths()

    def once(self, name: str, compute: Callable[[], Any]) -> Any:
        """A fact about the whole repository, computed on first use."""
        if name not in self._facts:
            self._facts[name] = compute()
        return self._facts[name]

    def seeing(self, texts: Mapping[str, str]) -> Repository:
        """The repository with `texts` in place of those files' content (what `--fix` made of
        them): what this one read is shared, facts about the whole are found again."""
        return Repository(lambda: self.paths, self.text, self.is_shipped, _texts=dict(texts))

    def text(self, path: str) -> str | None:
        if path not in self._texts:
            self._texts[path] = self.read(path)
        return self._texts[path]

    def sources(self, suffix: str, needle: re.Pattern[str]) -> Iterator[SourceFile]:
        """The files ending in `suffix` whose text `needle` finds, parsed on use."""
        for path in self.paths:
            if path.endswith(suffix):
                text = self.text(path)
                if text is not None and needle.search(text):
                    yield SourceFile(path, text)


# -- script-message-origin ----------------------------------------------------------------
