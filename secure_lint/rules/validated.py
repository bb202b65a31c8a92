"""The base of what rule files are validated into: the rule model and each matcher's options.

They are plain frozen dataclasses, so that a scan on cached rules never imports pydantic;
pydantic validates them, with this config, when a rule file is read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from pydantic import ConfigDict


def keyword_alias(name: str) -> str:
    """`not_` and `except_` are written `not` and `except` in rule files."""
    return name.rstrip("_")


class Validated:
    __pydantic_config__: ClassVar[ConfigDict] = {
        "extra": "forbid",
        "alias_generator": keyword_alias,
        "populate_by_name": True,
    }
