"""`secure-lint packs query`: knowledge pack items, sampled fairly across packs.

Round-robin, as the seed's get_knowledge_pack did: one item of each pack per round (in
the order the packs were named), duplicates by item id left out, until `max_items`; so a
long pack never starves a short stack pack. Also the stack -> packs routing the
architecture review recommends.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from secure_lint.core.errors import UserError
from secure_lint.core.models import Category
from secure_lint.review.markdown import block, cell, table
from secure_lint.rules.packs import Pack, PackItem, load_packs

MAX_PACKS = 6
MAX_ITEMS = 60
DEFAULT_MAX_ITEMS = 24
Detail = Literal["summary", "full"]
# The order recommendations come in (the seed's fixed priority).
PACK_PRIORITY = (
    "core",
    "secrets",
    "web-next",
    "auth-web",
    "web-api",
    "expo-rn",
    "swift-ios",
    "apple-desktop",
    "threat-model",
)


class PackQueryError(UserError):
    """An unknown pack or category, or a limit out of range."""


@dataclass(frozen=True)
class ItemView:
    id: str
    pack: str
    title: str
    category: str
    severity: str
    remediation: str  # summary: the first step; full: all of it
    cwe: list[str] = field(default_factory=list)
    description: str | None = None
    impact_if_unremediated: str | None = None
    verification_suggestion: str | None = None
    owasp: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)
    rules: int = 0  # detectors compiled from the item


@dataclass(frozen=True)
class PackQuery:
    pack_ids: list[str]
    categories: list[str]
    detail: Detail
    max_items: int
    item_count: int
    truncated_by_max_items: bool
    items_per_pack: dict[str, int]
    items: list[ItemView]


def first_step(remediation: str) -> str:
    """The first numbered step (or sentence up to `;`) of a remediation text."""
    first = remediation.strip().splitlines()[0] if remediation.strip() else ""
    return re.sub(r"^\d+\.\s+", "", first).split(";", 1)[0].strip()


def _view(pack: Pack, item: PackItem, detail: Detail) -> ItemView:
    if detail == "summary":
        return ItemView(
            item.id, pack.id, item.title, item.category, item.severity, first_step(item.remediation), list(item.cwe)
        )
    return ItemView(
        item.id,
        pack.id,
        item.title,
        item.category,
        item.severity,
        item.remediation,
        cwe=list(item.cwe),
        description=" ".join(item.description.split()),
        impact_if_unremediated=" ".join(item.impact_if_unremediated.split()),
        verification_suggestion=" ".join(item.verification_suggestion.split()),
        owasp=list(item.owasp),
        references=list(item.references),
        rules=len(item.detectors),
    )


def packs_by_id() -> dict[str, Pack]:
    return {p.id: p for p in load_packs()}


def check_categories(categories: Iterable[str]) -> list[str]:
    known = Category.__args__  # type: ignore[attr-defined]
    wanted = [c.lower() for c in categories]
    for name in wanted:
        if name not in known:
            raise PackQueryError(f"--category {name}: no such category; categories: {', '.join(known)}")
    return wanted


def query_packs(
    pack_ids: Sequence[str],
    categories: Sequence[str] = (),
    max_items: int = DEFAULT_MAX_ITEMS,
    detail: Detail = "summary",
) -> PackQuery:
    """Items of the named packs, round-robin, filtered by category (case-insensitive)."""
    if not pack_ids:
        raise PackQueryError("name at least one pack")
    if len(pack_ids) > MAX_PACKS:
        raise PackQueryError(f"at most {MAX_PACKS} packs per query (got {len(pack_ids)}); query in batches")
    if not 1 <= max_items <= MAX_ITEMS:
        raise PackQueryError(f"--max-items {max_items}: must be between 1 and {MAX_ITEMS}")
    wanted = check_categories(categories)
    known = packs_by_id()
    for pack_id in pack_ids:
        if pack_id not in known:
            raise PackQueryError(f"no pack {pack_id!r}; packs: {', '.join(sorted(known))}")
    chosen = [known[p] for p in dict.fromkeys(pack_ids)]
    queues = [[i for i in p.items if not wanted or i.category in wanted] for p in chosen]
    picked, seen, offered = _round_robin(chosen, queues, max_items)
    counts = Counter(pack.id for pack, _ in picked)
    per_pack = {p.id: counts[p.id] for p in chosen}
    return PackQuery(
        pack_ids=[p.id for p in chosen],
        categories=wanted,
        detail=detail,
        max_items=max_items,
        item_count=len(picked),
        truncated_by_max_items=offered > len(seen),
        items_per_pack=per_pack,
        items=[_view(pack, item, detail) for pack, item in picked],
    )


def _round_robin(
    packs: list[Pack], queues: list[list[PackItem]], max_items: int
) -> tuple[list[tuple[Pack, PackItem]], set[str], int]:
    """(picked items, their ids, how many distinct items were on offer)."""
    picked: list[tuple[Pack, PackItem]] = []
    seen: set[str] = set()
    offered = len({i.id for q in queues for i in q})
    for round_ in range(max((len(q) for q in queues), default=0)):
        for pack, queue in zip(packs, queues, strict=True):
            if round_ >= len(queue) or queue[round_].id in seen:
                continue
            if len(picked) == max_items:
                return picked, seen, offered
            picked.append((pack, queue[round_]))
            seen.add(queue[round_].id)
    return picked, seen, offered


def recommend_packs(stacks: Iterable[str], available: Iterable[str]) -> list[str]:
    """The packs worth reading for these stacks (the seed's routing), in priority order."""
    present = set(stacks)
    chosen = {"core", "secrets"}
    if "nextjs" in present:
        chosen |= {"web-next", "auth-web", "web-api"}
    if "typescript" in present and not present & {"nextjs", "expo"}:
        chosen |= {"web-api", "auth-web"}
    if "expo" in present:
        chosen.add("expo-rn")
    if "swift" in present:
        chosen.add("swift-ios")
    if "macos" in present:
        chosen.add("apple-desktop")
    if not present & {"nextjs", "expo", "swift"}:  # no stack pack: the generic questions
        chosen.add("threat-model")
    have = set(available)
    return [p for p in PACK_PRIORITY if p in chosen and p in have]


def batches(pack_ids: list[str], size: int = MAX_PACKS) -> list[list[str]]:
    return [pack_ids[i : i + size] for i in range(0, len(pack_ids), size)]


def as_text(result: PackQuery) -> str:
    lines = []
    for item in result.items:
        cwe = f" {','.join(item.cwe)}" if item.cwe else ""
        lines.append(f"{item.id:<26} {item.pack:<14} {item.severity:<8} {item.category}{cwe}")
        lines.append(f"  {item.title}")
        if result.detail == "summary":
            lines.append(f"  fix: {item.remediation}")
        else:
            lines += [f"  {item.description}", f"  impact: {item.impact_if_unremediated}", "  remediation:"]
            lines += [f"    {line}" for line in item.remediation.splitlines()]
            lines.append(f"  verify: {item.verification_suggestion}")
    per_pack = ", ".join(f"{p} {n}" for p, n in result.items_per_pack.items())
    cut = f" (--max-items {result.max_items} reached)" if result.truncated_by_max_items else ""
    lines.append(f"{result.item_count} items: {per_pack}{cut}")
    return "\n".join(lines) + "\n"


def as_markdown(result: PackQuery) -> str:
    if result.detail == "summary":
        rows = [[i.id, i.pack, i.severity, i.category, i.title, i.remediation] for i in result.items]
        return "# Knowledge pack items\n\n" + table(["Id", "Pack", "Severity", "Category", "Title", "First step"], rows)
    parts = ["# Knowledge pack items", ""]
    for i in result.items:
        parts += [
            f"## {cell(i.id)}: {cell(i.title)}",
            "",
            f"{cell(i.pack)} · {i.severity} · {i.category}" + (f" · {', '.join(i.cwe)}" if i.cwe else ""),
            "",
            cell(i.description or ""),
            "",
            f"**Impact:** {cell(i.impact_if_unremediated or '')}",
            "",
            "**Remediation:**",
            "",
            block(i.remediation),
            "",
            f"**Verify:** {cell(i.verification_suggestion or '')}",
            "",
        ]
    return "\n".join(parts)
