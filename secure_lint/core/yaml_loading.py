"""Reading rule and pack YAML: libyaml when available, safe, strict about repeated keys.

Kept apart from rules.py so that a scan whose rules come from the cache never imports yaml.
"""

from __future__ import annotations

from typing import Any

import yaml
from yaml import YAMLError

__all__ = ["YAMLError", "load_yaml"]


class _StrictLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """libyaml when available (much faster); a key given twice in a mapping is an error."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        merge = "tag:yaml.org,2002:merge"  # `<<:` may legitimately repeat merged keys
        keys = [self.construct_object(key, deep=True) for key, _ in node.value if key.tag != merge]
        for key in keys:
            if keys.count(key) > 1:
                raise yaml.constructor.ConstructorError(None, None, f"key {key!r} is given twice", node.start_mark)
        mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        return mapping


def load_yaml(text: str) -> Any:
    """Parse rule or pack YAML: fast, safe, and strict about repeated keys."""
    return yaml.load(text, Loader=_StrictLoader)
