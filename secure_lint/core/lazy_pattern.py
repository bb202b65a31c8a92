"""Module-level regular expressions compiled by their first use, not when their module is imported.

A scan imports some 140 of our modules while it starts, and they hold about 650 fixed patterns; a
staged scan of ten clean files uses some 45 of them. Compiling every one at import cost a clean
staged scan a tenth of its time. `NAME = lazy_compile(r"...")` is used as the compiled pattern it
stands for (`NAME.search(text)`, `NAME.sub(...)`, `NAME.pattern`): the first attribute read
compiles it, and each attribute read once is kept on the object, so later reads cost what they
cost on a compiled pattern. `NAME.pattern` is the source text, read without compiling (a pattern
built from others' text at import compiled each of them). (Pass `NAME.pattern`, not `NAME`, where
`re`'s own functions take a pattern: they only know strings and compiled ones.)
"""

from __future__ import annotations

import re
from typing import Any, cast


class LazyPattern:
    """Stands for `re.compile(pattern, flags)`, compiled by the first attribute read."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)
        self.pattern = pattern  # what the compiled pattern's `pattern` is: no need to compile

    def __getattr__(self, name: str) -> Any:  # only for names not yet kept on the object
        if name.startswith("__"):
            raise AttributeError(name)  # copy/pickle protocols: not a pattern's business
        compiled = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = self.__dict__["_compiled"] = re.compile(*self._source)
        value = getattr(compiled, name)
        self.__dict__[name] = value
        return value

    def __repr__(self) -> str:
        return f"lazy_compile({self._source[0]!r}, {self._source[1]!r})"


def lazy_compile(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, compiled by its first use (see the module's doc)."""
    return cast("re.Pattern[str]", LazyPattern(pattern, int(flags)))
