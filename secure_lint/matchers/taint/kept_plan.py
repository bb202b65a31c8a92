"""What the rule cache keeps of a taint rule beyond its options (taint.plan_text, adopt_plan):
the text its matches need, and for each role and language the derived parts of its configs:
its own entries reordered (rule_order.disjoint_first), the utils as reordered and the text each
branch needs (PrunedConfigs.kept). Deriving those read every regex of the rule's entries and
presets, once a process for each rule a scan runs (a staged scan of ten files spent ~60 ms of
its ~600 there). Each role's part is a JSON text of its own, decoded when that role first runs
on a file of that language; a part that is not what it should be is derived again."""

from __future__ import annotations

import functools
import json
from typing import Any

from secure_lint.matchers.required_text import Requirement

_COMPACT = (",", ":")


def config_key(role: str, language: str) -> str:
    return f"{role} {language}"


def plan_json(required: list[list[Any]], configs: dict[str, dict[str, Any]]) -> str:
    """The plan text: the required text, and each config's part as a JSON text, named by its
    position in `parts` (the same part, often, in javascript, typescript and tsx: kept once)."""
    texts = {key: json.dumps(part, separators=_COMPACT) for key, part in configs.items()}
    parts = list(dict.fromkeys(texts.values()))
    where = {key: parts.index(text) for key, text in texts.items()}
    return json.dumps({"required": required, "configs": where, "parts": parts}, separators=_COMPACT)


@functools.lru_cache(maxsize=512)
def _decoded(text: str) -> dict[str, Any] | None:
    try:
        plan = json.loads(text)
    except ValueError:
        return None
    return plan if isinstance(plan, dict) else None


def kept_required_text(text: object) -> Requirement | None:
    """The required text the plan kept; None when there is none (or it is not one)."""
    plan = _decoded(text) if isinstance(text, str) else None
    if plan is None:
        return None
    try:
        return tuple(frozenset((str(word), bool(folded)) for word, folded in c) for c in plan["required"])
    except (ValueError, TypeError, KeyError):
        return None


def kept_configs(text: object, role: str, language: str, own: int) -> dict[str, Any] | None:
    """The part the plan kept for a role's configs in `language` (`own`: how many of the role's
    entries are the rule's own rule objects); None when it kept none that fits."""
    plan = _decoded(text) if isinstance(text, str) else None
    try:
        part = plan["parts"][plan["configs"][config_key(role, language)]] if plan is not None else None
        kept = json.loads(part) if isinstance(part, str) else None
    except (ValueError, TypeError, KeyError, IndexError):
        return None
    if not isinstance(kept, dict) or not isinstance(kept.get("own"), list) or len(kept["own"]) != own:
        return None
    return kept if all(isinstance(entry, dict) for entry in kept["own"]) else None
