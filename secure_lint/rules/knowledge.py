"""A rule's narrative (what, why, how to fix, how to verify), looked up by its knowledge id.

The narrative of a weakness lives once, in its knowledge pack item (packs/*.yaml). A compiled
rule names the item (`knowledge: CMN-INJ-COMMAND`) instead of carrying a copy, and loading a
rule fills the narrative in from the item, so reports, `rules show`, the docs and SARIF all
read it from the rule. A user rule may carry its own narrative fields (they win, field by
field) or name an item of a bundled pack.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from secure_lint.rules.packs import Pack

# rule field -> pack item field
NARRATIVE_FIELDS = {
    "description": "description",
    "impact": "impact_if_unremediated",
    "remediation": "remediation",
    "verification": "verification_suggestion",
    "references": "references",
}

Narratives = Mapping[str, Mapping[str, Any]]  # knowledge id -> rule narrative fields


def narratives_of(packs: Iterable[Pack]) -> dict[str, dict[str, Any]]:
    """Each item's narrative, as rule fields, by item id."""
    return {
        item.id: {field: getattr(item, source) for field, source in NARRATIVE_FIELDS.items()}
        for pack in packs
        for item in pack.items
    }


@lru_cache(maxsize=1)
def bundled_narratives() -> Narratives:
    from secure_lint.rules.packs import load_packs  # noqa: PLC0415 (packs import the rule model)

    return narratives_of(load_packs())


def narrative_for(knowledge: str | None, written: Mapping[str, Any], narratives: Narratives | None) -> dict[str, Any]:
    """The narrative fields a rule lacks, from its knowledge item; ValueError for an unknown id."""
    if knowledge is None:
        return {}
    found = (bundled_narratives() if narratives is None else narratives).get(knowledge)
    if found is None:
        raise ValueError(f"knowledge: no bundled pack item has the id {knowledge!r} (`secure-lint packs show PACK`)")
    return {field: value for field, value in found.items() if not written[field]}
