"""Regular expressions compiled by their first use, not when their module is imported.

Every scan imports every matcher while it starts; a module's fixed patterns (placeholders,
stand-in names, comments that call a value fake) are needed only once a file gives them a
candidate to judge, and compiling them at import made start-up slower for every scan, a staged
one of a few files most of all. `PLACEHOLDER = regex_on_first_use(...)` is used as
`PLACEHOLDER().search(value)`: compiled once, by the first call.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

import regex


def on_first_use(pattern: str, flags: int = 0) -> Callable[[], re.Pattern[str]]:
    """`re.compile(pattern, flags)`, compiled by the first call of what this returns."""
    return functools.cache(lambda: re.compile(pattern, flags))


def regex_on_first_use(pattern: str, flags: int = 0) -> Callable[[], regex.Pattern[str]]:
    """`regex.compile(pattern, flags)` (the `regex` module), compiled by the first call."""
    return functools.cache(lambda: regex.compile(pattern, flags))
