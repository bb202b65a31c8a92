"""JSON with comments and trailing commas, as tsconfig.json and jsconfig.json are written."""

from __future__ import annotations

import json
import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

# a string (kept), a line or block comment, or a comma before a closing bracket (both dropped)
_NOISE = lazy_compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|/\*.*?\*/|,(?=\s*[}\]])', re.DOTALL)


def jsonc_object(text: str | None) -> dict[str, Any] | None:
    """The object a JSONC text holds, or None when it holds something else or does not parse."""
    try:
        value = json.loads(_NOISE.sub(lambda m: m.group(0) if m.group(0).startswith('"') else "", text or ""))
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
