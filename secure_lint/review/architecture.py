"""`secure-lint architecture`: the attack surface, its trust boundaries, and what the rules
do not cover, so a reviewer knows where to read first.

Surfaces come from `surfaces` (code first, names second). Exposure says who can reach a
surface; a coverage gap is a surface no rule of the scan's rule set looks at, or an
entry point with neither an observed authentication check nor a rule that checks access
control. Priority paths rank where to read first; recommended packs come in batches the
pack query accepts; the brief says it in a few lines.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from secure_lint.core.config import load_config
from secure_lint.core.models import STACKS
from secure_lint.core.source import SourceFile
from secure_lint.review.inventory import find_projects
from secure_lint.review.knowledge import batches, packs_by_id, recommend_packs
from secure_lint.review.markdown import bullets, cell, table
from secure_lint.review.surfaces import KIND_ORDER, Hit, SurfaceKind, find_hits
from secure_lint.review.tree import Reviewed, ReviewTree
from secure_lint.scan.engine import EngineOptions, RuleIndex
from secure_lint.scan.pipeline import choose_rules
from secure_lint.scan.stacks import detect_stacks

if TYPE_CHECKING:
    from secure_lint.rules.loader import Rule

Exposure = Literal["public", "authenticated", "internal", "unknown"]
ENTRY_KINDS: frozenset[str] = frozenset({"http_route", "server_action", "webhook", "rpc", "agent_tool"})
INTERNAL_KINDS: frozenset[str] = frozenset({"secure_storage", "data_layer", "config", "queue", "cron"})
UNTRUSTED_INPUT_KINDS: frozenset[str] = ENTRY_KINDS | {"middleware", "deep_link", "webview", "auth_surface"}
# The risk each kind of surface is mostly about: a rule of these categories should look at it.
MAIN_RISK: dict[str, frozenset[str]] = {
    **dict.fromkeys(("http_route", "server_action", "webhook", "rpc", "agent_tool"), frozenset({"authorization"})),
    "middleware": frozenset({"authentication", "authorization"}),
    "auth_surface": frozenset({"authentication"}),
    "deep_link": frozenset({"injection-risk"}),
    "webview": frozenset({"injection-risk"}),
    "data_layer": frozenset({"injection-risk"}),
    "secure_storage": frozenset({"secrets", "authentication"}),
}
AUTH_EXPECTATION: dict[str, str] = {
    "http_route": "every exported method checks the session and the caller's right to the object",
    "server_action": "every action checks the session and validates its arguments: it is a public POST endpoint",
    "webhook": "the signature is verified on the raw body and stale timestamps are refused",
    "rpc": "every procedure checks the caller; the transport does not authenticate",
    "agent_tool": "tool inputs are chosen by a model: validate them and confine what the tool can reach",
    "middleware": "middleware is a first gate only; handlers check again",
    "deep_link": "link parameters are untrusted: validate them and never act without confirmation",
    "webview": "only trusted origins load; native bridges allow-list their messages",
    "auth_surface": "credentials and tokens are checked server-side and stored in the platform's secure store",
    "secure_storage": "tokens and secrets live in the Keychain/SecureStore with the narrowest accessibility",
    "data_layer": "queries are parameterized and scoped to the caller's tenant",
    "queue": "messages are input: validate them and make handlers idempotent",
    "cron": "scheduled endpoints require a secret or platform signature",
    "config": "no secret in shipped configuration; transport security not weakened",
    "app_entry": "the client enforces nothing the server does not enforce again",
    "page_entry": "server-rendered data is the signed-in user's only",
}
MAX_PRIORITY_PATHS = 24


@dataclass(frozen=True)
class SurfacePath:
    path: str
    line: int | None
    basis: Literal["code", "path"]
    signal: str
    exposure: Exposure
    auth_observed: bool
    authz_sensitive: bool
    rules: int  # code rules (not secret or file-name rules) that run on this file


@dataclass(frozen=True)
class Surface:
    id: str
    kind: SurfaceKind
    exposure: Exposure  # the widest of its paths
    auth_expectation: str
    paths: list[SurfacePath]


@dataclass(frozen=True)
class TrustBoundary:
    name: str
    crossing: str  # what crosses it
    surfaces: list[str]  # surface ids
    control: str  # what is expected there


@dataclass(frozen=True)
class CoverageGap:
    surface: str
    kind: SurfaceKind
    path: str
    reason: str
    next_step: str


@dataclass(frozen=True)
class Architecture(Reviewed):
    projects: dict[str, list[str]]
    surfaces: list[Surface]
    trust_boundaries: list[TrustBoundary]
    coverage_gaps: list[CoverageGap]
    priority_paths: list[str]
    recommended_packs: list[str]
    pack_batches: list[list[str]]
    brief: list[str]
    notes: list[str] = field(default_factory=list)


def exposure_of(hit: Hit) -> Exposure:
    if hit.kind in ENTRY_KINDS:
        return "authenticated" if hit.auth_observed and hit.kind != "webhook" else "public"
    if hit.kind in UNTRUSTED_INPUT_KINDS:
        return "public"
    return "internal" if hit.kind in INTERNAL_KINDS else "unknown"


def _rules_by_path(tree: ReviewTree, stacks: list[str], paths: set[str]) -> dict[str, list[Rule]]:
    """Per file, the code rules that run on it (not secret or file-name rules), as the
    engine's own rule index decides (language, path filters, shipped scope, stacks)."""

    config = load_config(Path(tree.workspace.root))
    rules = [r for r in choose_rules(config).rules if r.match.kind not in ("secret", "file")]
    index = RuleIndex(rules, EngineOptions(stacks=frozenset(stacks)))
    return {path: index.applicable(SourceFile(path, "")) for path in paths}


def _surfaces(hits: list[Hit], rules: dict[str, list[Rule]]) -> list[Surface]:
    by_kind: dict[SurfaceKind, list[SurfacePath]] = {}
    for hit in hits:
        by_kind.setdefault(hit.kind, []).append(
            SurfacePath(
                hit.path,
                hit.line,
                hit.basis,
                hit.signal,
                exposure_of(hit),
                hit.auth_observed,
                hit.authz_sensitive,
                len(rules[hit.path]),
            )
        )
    order: dict[str, int] = {"public": 0, "authenticated": 1, "unknown": 2, "internal": 3}
    return [
        Surface(
            id=f"surf-{kind.replace('_', '-')}",
            kind=kind,
            exposure=min((p.exposure for p in paths), key=lambda e: order[e]),
            auth_expectation=AUTH_EXPECTATION[kind],
            paths=paths,
        )
        for kind, paths in sorted(by_kind.items(), key=lambda kv: KIND_ORDER.index(kv[0]))
    ]


def _gaps(surfaces: list[Surface], rules: dict[str, list[Rule]]) -> list[CoverageGap]:
    gaps = []
    for surface in surfaces:
        risk = MAIN_RISK.get(surface.kind)
        if risk is None and surface.kind in ("config", "page_entry", "app_entry"):
            continue
        seen: set[str] = set()  # the routes of one file share its rules: one gap for the file
        for p in surface.paths:
            if p.path in seen:
                continue
            seen.add(p.path)
            reason = _gap_reason(surface.kind, p, rules[p.path], risk)
            if reason:
                gaps.append(
                    CoverageGap(surface.id, surface.kind, p.path, reason, f"read it: {surface.auth_expectation}")
                )
    return gaps


def _gap_reason(kind: str, path: SurfacePath, rules: list[Rule], risk: frozenset[str] | None) -> str | None:
    if not rules:
        return "no code rule runs on this file: only secret rules looked at it"
    if risk is None or any(r.category in risk for r in rules):
        return None
    if kind in ENTRY_KINDS and path.auth_observed:
        return None
    return f"no {' or '.join(sorted(risk))} rule runs on this file"


def _priority_paths(surfaces: list[Surface], gaps: list[CoverageGap]) -> list[str]:
    gap_paths = {g.path for g in gaps}
    ranked = sorted(
        ((s, p) for s in surfaces for p in s.paths if s.kind not in ("config", "page_entry")),
        key=lambda sp: (
            not sp[1].authz_sensitive,
            sp[1].basis != "code",
            sp[1].path not in gap_paths,
            sp[1].exposure not in ("public",),
            KIND_ORDER.index(sp[0].kind),
            sp[1].path,
        ),
    )
    return list(dict.fromkeys(p.path for _, p in ranked))[:MAX_PRIORITY_PATHS]


BOUNDARIES: tuple[tuple[str, str, frozenset[str], str], ...] = (
    (
        "client -> server",
        "requests from browsers and apps to routes, actions and RPC",
        frozenset({"http_route", "server_action", "rpc"}),
        "authenticate, authorize per object, validate input",
    ),
    (
        "edge -> handlers",
        "middleware decisions before handlers run",
        frozenset({"middleware"}),
        "handlers re-check what middleware checked",
    ),
    ("third party -> server", "webhook deliveries", frozenset({"webhook"}), "signature on the raw body, replay window"),
    (
        "model -> tools",
        "tool calls whose arguments a model chose",
        frozenset({"agent_tool"}),
        "validate arguments, least privilege, confirmation for side effects",
    ),
    (
        "other apps and links -> app",
        "URLs opened by other apps, the web and notifications",
        frozenset({"deep_link"}),
        "validate link parameters; no privileged action without confirmation",
    ),
    (
        "web content -> native",
        "pages loaded in a WebView and their bridge messages",
        frozenset({"webview"}),
        "allow-listed origins and message types",
    ),
    (
        "app -> device storage",
        "tokens and personal data written on the device",
        frozenset({"secure_storage"}),
        "Keychain/SecureStore, narrowest accessibility",
    ),
    (
        "service -> data store",
        "queries built from request data",
        frozenset({"data_layer"}),
        "parameterized queries scoped to the caller",
    ),
    (
        "jobs -> workers",
        "queued messages and scheduled calls",
        frozenset({"queue", "cron"}),
        "authenticated triggers, validated messages",
    ),
    (
        "build -> shipped bundle",
        "configuration and public env values bundled into clients",
        frozenset({"config"}),
        "no secret in anything shipped",
    ),
)


def _boundaries(surfaces: list[Surface]) -> list[TrustBoundary]:
    ids = {s.kind: s.id for s in surfaces}
    found = [
        TrustBoundary(name, crossing, [ids[k] for k in KIND_ORDER if k in kinds and k in ids], control)
        for name, crossing, kinds, control in BOUNDARIES
        if kinds & ids.keys()
    ]
    return found or [
        TrustBoundary("untrusted input -> application", "any input the code reads", [], "validate at the edge"),
    ]


def _brief(
    arch_stacks: list[str],
    surfaces: list[Surface],
    gaps: list[CoverageGap],
    priority: list[str],
    batches_: list[list[str]],
) -> list[str]:
    kinds = Counter({s.kind: len(s.paths) for s in surfaces})
    public = sum(1 for s in surfaces for p in s.paths if p.exposure == "public")
    lines = [
        f"Stacks: {', '.join(arch_stacks)}.",
        "Surfaces: " + (", ".join(f"{n} {k}" for k, n in kinds.items()) or "none found") + f"; {public} public.",
        f"Coverage gaps: {len(gaps)} (surface files no rule checks for their main risk).",
    ]
    if priority:
        lines.append("Read first: " + ", ".join(priority[:5]) + ".")
    if batches_:
        lines.append(
            f"Then: secure-lint packs query {' '.join(batches_[0])}; secure-lint scan; secure-lint threat-model."
        )
    return lines


def build_architecture(tree: ReviewTree) -> Architecture:
    stacks = sorted(detect_stacks(tree.files, tree.read_text), key=_stack_order)
    projects = {p.path: p.stacks for p in find_projects(tree)}
    hits = find_hits(tree, {".": stacks, **projects})
    rules = _rules_by_path(tree, stacks, {h.path for h in hits})
    surfaces = _surfaces(hits, rules)
    gaps = _gaps(surfaces, rules)
    priority = _priority_paths(surfaces, gaps)
    packs = recommend_packs(stacks, packs_by_id())
    pack_batches = batches(packs)
    notes = [] if surfaces else ["no surface found: the tree may hold no app code, or code this review does not know"]
    notes += list(dict.fromkeys(tree.incomplete))
    return Architecture(
        tree.root_name,
        tree.base,
        stacks,
        projects=projects,
        surfaces=surfaces,
        trust_boundaries=_boundaries(surfaces),
        coverage_gaps=gaps,
        priority_paths=priority,
        recommended_packs=packs,
        pack_batches=pack_batches,
        brief=_brief(stacks, surfaces, gaps, priority, pack_batches),
        notes=notes,
    )


def _stack_order(stack: str) -> int:
    return STACKS.index(stack)


def as_text(arch: Architecture) -> str:
    lines = [*arch.brief, ""]
    for s in arch.surfaces:
        lines.append(f"{s.kind} ({s.exposure}): {s.auth_expectation}")
        for p in s.paths:
            where = f"{p.path}:{p.line}" if p.line else p.path
            flags = "".join(
                f" [{f}]" for f, on in (("authz-sensitive", p.authz_sensitive), ("auth seen", p.auth_observed)) if on
            )
            lines.append(f"  {where}  {p.signal}{flags}")
    lines += ["", "Trust boundaries:"]
    lines += [f"  {b.name}: {b.crossing}; expect {b.control}" for b in arch.trust_boundaries]
    lines += ["", f"Coverage gaps ({len(arch.coverage_gaps)}):"]
    lines += [f"  {g.path} ({g.kind}): {g.reason}" for g in arch.coverage_gaps]
    lines += ["", "Priority paths:", *(f"  {p}" for p in arch.priority_paths)]
    lines += ["", "Recommended packs: " + " | ".join(" ".join(b) for b in arch.pack_batches)]
    lines += [f"note: {n}" for n in arch.notes]
    return "\n".join(lines) + "\n"


def as_markdown(arch: Architecture) -> str:
    surface_rows = [
        [s.kind, p.exposure, f"{p.path}:{p.line}" if p.line else p.path, p.signal, "yes" if p.authz_sensitive else ""]
        for s in arch.surfaces
        for p in s.paths
    ]
    parts = [
        f"# Architecture of {cell(arch.path)}",
        "",
        bullets(arch.brief),
        "## Surfaces",
        "",
        table(["Kind", "Exposure", "Where", "Evidence", "Authz-sensitive"], surface_rows),
        "## Trust boundaries",
        "",
        table(
            ["Boundary", "What crosses", "Expected control"],
            [[b.name, b.crossing, b.control] for b in arch.trust_boundaries],
        ),
        "## Coverage gaps",
        "",
        table(["Path", "Kind", "Why"], [[g.path, g.kind, g.reason] for g in arch.coverage_gaps]),
        "## Priority paths",
        "",
        bullets(arch.priority_paths),
        "## Recommended packs",
        "",
        bullets([" ".join(b) for b in arch.pack_batches]),
    ]
    return "\n".join(parts)
