"""`secure-lint threat-model`: STRIDE threats from the threat-model pack, tied to the
surfaces the architecture review found (evidence paths) and, when a scan report is given,
to its findings.

Each item of packs/threat-model.yaml is a threat with its STRIDE category (from its tags)
and the surface kinds it concerns. A threat is listed when the tree holds such a surface
or a finding of its kind; its residual risk is high when an open high or critical finding
backs it, or when one of its surfaces is a coverage gap. Assumptions, invariants (the
control each trust boundary needs) and open questions come with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from secure_lint.core.findings import Finding
from secure_lint.review.architecture import Architecture, SurfacePath
from secure_lint.review.markdown import bullets, cell, table
from secure_lint.review.sources import read_report
from secure_lint.review.surfaces import SurfaceKind
from secure_lint.review.tree import Reviewed
from secure_lint.rules.packs import PackItem, load_packs

Stride = Literal["S", "T", "R", "I", "D", "E"]
STRIDE_LABELS: dict[Stride, str] = {
    "S": "Spoofing",
    "T": "Tampering",
    "R": "Repudiation",
    "I": "Information disclosure",
    "D": "Denial of service",
    "E": "Elevation of privilege",
}
STRIDE_TAGS: dict[str, Stride] = {
    "spoofing": "S",
    "tampering": "T",
    "client-side-enforcement": "T",
    "supply-chain": "T",
    "repudiation": "R",
    "information-disclosure": "I",
    "secrets": "I",
    "denial-of-service": "D",
    "privilege-escalation": "E",
}
# The surface kinds each threat of the pack is about.
THREAT_SURFACES: dict[str, frozenset[SurfaceKind]] = {
    "TM-TRUST-CLIENT-SERVER": frozenset({"http_route", "server_action", "rpc", "app_entry", "page_entry"}),
    "TM-SPOOFING-IDENTITY": frozenset({"auth_surface", "http_route", "server_action", "webhook", "rpc", "middleware"}),
    "TM-TAMPERING-INTEGRITY": frozenset({"http_route", "server_action", "rpc", "data_layer", "queue", "deep_link"}),
    "TM-REPUDIATION-AUDIT": frozenset({"http_route", "server_action", "webhook", "auth_surface"}),
    "TM-INFO-DISCLOSURE": frozenset({"http_route", "data_layer", "page_entry", "secure_storage"}),
    "TM-DOS-RESOURCE": frozenset({"http_route", "server_action", "rpc", "queue", "cron", "agent_tool"}),
    "TM-ELEVATION-PRIVILEGE": frozenset(
        {"http_route", "server_action", "middleware", "agent_tool", "webview", "deep_link"}
    ),
    "TM-SECRETS-BOUNDARY": frozenset({"config", "secure_storage", "auth_surface"}),
    "TM-THIRD-PARTY": frozenset({"webview", "webhook", "agent_tool"}),
}
# Finding categories -> the threat they are evidence for.
CATEGORY_THREAT: dict[str, str] = {
    "authentication": "TM-SPOOFING-IDENTITY",
    "authorization": "TM-ELEVATION-PRIVILEGE",
    "injection-risk": "TM-TAMPERING-INTEGRITY",
    "secrets": "TM-SECRETS-BOUNDARY",
    "privacy": "TM-INFO-DISCLOSURE",
    "cryptography": "TM-INFO-DISCLOSURE",
    "configuration": "TM-INFO-DISCLOSURE",
    "supply-chain": "TM-THIRD-PARTY",
}
MAX_EVIDENCE_PATHS = 8
ASSUMPTIONS = (
    "Clients (browsers, mobile apps, desktop apps) are under the user's control: nothing they enforce is a control.",
    "Secrets reach the server at run time from the deployment, never from the repository or a client bundle.",
    "The review saw the repository only: infrastructure, identity provider and runtime configuration were not seen.",
    "Detector hits and surfaces are evidence to read, not proof: each needs confirming in the source.",
)


@dataclass(frozen=True)
class FindingRef:
    rule_id: str
    severity: str
    disposition: str
    path: str
    line: int
    instance_id: str


@dataclass(frozen=True)
class Asset:
    name: str
    basis: Literal["caller_supplied", "evidence"]
    paths: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Threat:
    id: str
    stride: Stride
    stride_label: str
    knowledge: str  # the pack item
    title: str
    severity: str
    description: str
    components: list[str]  # surface kinds present that it concerns
    affected_assets: list[str]
    evidence_paths: list[str]
    findings: list[FindingRef]
    recommended_controls: list[str]
    verification_suggestion: str
    residual_risk: Literal["high", "medium", "low"]
    in_focus: bool = False


@dataclass(frozen=True)
class ThreatModel(Reviewed):
    focus: str | None
    assets: list[Asset]
    threats: list[Threat]
    assumptions: list[str]
    invariants: list[str]
    open_questions: list[str]
    findings_source: str | None
    methodology: str
    notes: list[str] = field(default_factory=list)


def stride_of(item: PackItem) -> Stride | None:
    return next((STRIDE_TAGS[t] for t in item.tags if t in STRIDE_TAGS), None)


# Assets inferred from the surfaces that hold them.
ASSET_KINDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("user credentials and session tokens", frozenset({"auth_surface", "secure_storage"})),
    ("application data in data stores", frozenset({"data_layer"})),
    ("server-side operations behind endpoints", frozenset({"http_route", "server_action", "rpc"})),
    ("third-party events and payments", frozenset({"webhook"})),
    ("secrets and keys in configuration", frozenset({"config"})),
    ("what the app does on a link or web page's behalf", frozenset({"deep_link", "webview"})),
)


def _assets(arch: Architecture, supplied: list[str]) -> list[Asset]:
    assets = [Asset(name, "caller_supplied") for name in supplied]
    for name, kinds in ASSET_KINDS:
        paths = [p.path for s in arch.surfaces if s.kind in kinds for p in s.paths]
        if paths:
            assets.append(Asset(name, "evidence", sorted(set(paths))[:MAX_EVIDENCE_PATHS]))
    return assets


def _focus_words(focus: str | None) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", (focus or "").lower()) if len(w) >= 3]


def _threat(
    number: int,
    item: PackItem,
    arch: Architecture,
    assets: list[Asset],
    findings: list[FindingRef],
    focus: list[str],
) -> Threat:
    kinds = THREAT_SURFACES.get(item.id, frozenset())
    surfaces = [s for s in arch.surfaces if s.kind in kinds]
    paths: list[SurfacePath] = sorted(
        (p for s in surfaces for p in s.paths), key=lambda p: (not p.authz_sensitive, p.exposure != "public", p.path)
    )
    kind_of = {p.path: s.kind.replace("_", " ") for s in surfaces for p in s.paths}
    evidence = list(dict.fromkeys(p.path for p in paths))
    focused = [p for p in evidence if any(w in f"{p} {kind_of[p]}".lower() for w in focus)]
    evidence = focused + [p for p in evidence if p not in focused]
    text = f"{item.title} {item.description} {' '.join(item.tags)}".lower()
    in_focus = bool(focused) or any(w in text for w in focus)
    gaps = {g.path for g in arch.coverage_gaps}
    stride = stride_of(item) or "T"
    asset_names = [a.name for a in assets if a.basis == "caller_supplied" or set(a.paths) & set(evidence)]
    return Threat(
        id=f"TM-{number:03d}",
        stride=stride,
        stride_label=STRIDE_LABELS[stride],
        knowledge=item.id,
        title=item.title,
        severity=item.severity,
        description=" ".join(item.description.split()),
        components=[s.kind for s in surfaces],
        affected_assets=asset_names,
        evidence_paths=evidence[:MAX_EVIDENCE_PATHS],
        findings=findings,
        recommended_controls=[
            re.sub(r"^\d+\.\s*", "", ln).strip() for ln in item.remediation.splitlines() if ln.strip()
        ],
        verification_suggestion=" ".join(item.verification_suggestion.split()),
        residual_risk=_residual(item, findings, set(evidence) & gaps),
        in_focus=in_focus,
    )


def _residual(item: PackItem, findings: list[FindingRef], gap_paths: set[str]) -> Literal["high", "medium", "low"]:
    serious = [f for f in findings if f.severity in ("critical", "high")]
    if serious or (gap_paths and item.severity in ("critical", "high")):
        return "high"
    return "medium" if findings or item.severity in ("critical", "high") else "low"


def _refs(findings: list[Finding]) -> dict[str, list[FindingRef]]:
    by_threat: dict[str, list[FindingRef]] = {}
    for f in findings:
        threat = CATEGORY_THREAT.get(f.category)
        if threat is None or not f.is_open:
            continue
        ref = FindingRef(f.rule_id, f.severity, f.disposition, f.location.path, f.location.start_line, f.instance_id)
        by_threat.setdefault(threat, []).append(ref)
    return by_threat


def _questions(arch: Architecture) -> list[str]:
    questions = [f"{g.path}: {g.reason}; who checks its {g.kind.replace('_', ' ')} risk?" for g in arch.coverage_gaps]
    for surface in arch.surfaces:
        if surface.kind in ("http_route", "server_action", "rpc", "agent_tool"):
            questions += [
                f"{p.path}: no authentication check seen in the file; is it meant to be public?"
                for p in surface.paths
                if p.exposure == "public"
            ]
    return questions


def build_threat_model(
    arch: Architecture,
    items: list[PackItem],
    focus: str | None = None,
    assets: list[str] | None = None,
    findings: list[Finding] | None = None,
    findings_source: str | None = None,
) -> ThreatModel:
    """Threats of the pack that the tree gives evidence for, focused ones first."""
    found_assets = _assets(arch, assets or [])
    refs = _refs(findings or [])
    words = _focus_words(focus)
    present = {s.kind for s in arch.surfaces}
    relevant = [i for i in items if THREAT_SURFACES.get(i.id, frozenset()) & present or i.id in refs]
    threats = [_threat(n, item, arch, found_assets, refs.get(item.id, []), words) for n, item in enumerate(relevant, 1)]
    threats.sort(key=lambda t: (not t.in_focus, "STRIDE".index(t.stride), t.id))
    coverage = next((i for i in items if i.id == "TM-CONTROL-COVERAGE"), None)
    notes = []
    if findings is None:
        notes.append("no scan findings given (--findings report.json): threats rest on surfaces only")
    matched = [t.id for t in threats if t.in_focus]
    if words and not matched:
        notes.append(f"the focus {focus!r} matched no threat or surface")
    elif words:
        plural = "s" if len(matched) != 1 else ""
        notes.append(f"the focus {focus!r} matched {len(matched)} threat{plural}, listed first: {', '.join(matched)}")
    return ThreatModel(
        arch.root_name,
        arch.path,
        arch.stacks,
        focus=focus,
        assets=found_assets,
        threats=threats,
        assumptions=list(ASSUMPTIONS),
        invariants=[f"{b.name}: {b.control}" for b in arch.trust_boundaries],
        open_questions=_questions(arch),
        findings_source=findings_source,
        methodology=" ".join(coverage.description.split()) if coverage else "STRIDE per trust boundary",
        notes=notes,
    )


def threat_items() -> list[PackItem]:
    return list(load_packs(only=["threat-model"])[0].items)


def load_findings(path: Path) -> list[Finding]:
    return read_report(path).findings


def as_text(model: ThreatModel) -> str:
    lines = [
        f"Threat model of {model.path} ({', '.join(model.stacks)})" + (f", focus: {model.focus}" if model.focus else "")
    ]
    for t in model.threats:
        focus = " [focus]" if t.in_focus else ""
        lines += ["", f"{t.id} [{t.stride}]{focus} {t.title} (residual risk {t.residual_risk}; {t.knowledge})"]
        lines += [f"  evidence: {p}" for p in t.evidence_paths]
        lines += [f"  finding: {f.path}:{f.line} {f.rule_id} ({f.severity})" for f in t.findings]
        lines += [f"  control: {c}" for c in t.recommended_controls[:3]]
    lines += ["", "Assets:", *(f"  {a.name} ({a.basis})" for a in model.assets)]
    lines += ["", "Invariants:", *(f"  {i}" for i in model.invariants)]
    lines += ["", "Open questions:", *(f"  {q}" for q in model.open_questions)]
    lines += ["", "Assumptions:", *(f"  {a}" for a in model.assumptions)]
    lines += [f"note: {n}" for n in model.notes]
    return "\n".join(lines) + "\n"


def as_markdown(model: ThreatModel) -> str:
    parts = [f"# Threat model of {cell(model.path)}", "", f"Stacks: {', '.join(model.stacks)}.", ""]
    if model.focus:
        matched = [t.id for t in model.threats if t.in_focus]
        said = f"matched by {', '.join(matched)} (listed first)" if matched else "matched no threat or surface"
        parts += [f"Focus: {cell(model.focus)}, {said}.", ""]
    parts += [
        "## Threats",
        "",
        table(
            ["Id", "STRIDE", "Threat", "Residual risk", "Evidence", "Findings"],
            [
                [t.id, t.stride_label, t.title, t.residual_risk, ", ".join(t.evidence_paths[:3]), str(len(t.findings))]
                for t in model.threats
            ],
        ),
    ]
    for t in model.threats:
        parts += [
            f"### {t.id} {cell(t.title)}",
            "",
            cell(t.description),
            "",
            "**Controls:**",
            "",
            bullets(t.recommended_controls),
            f"**Verify:** {cell(t.verification_suggestion)}",
            "",
        ]
    parts += ["## Assets", "", bullets([f"{a.name} ({a.basis})" for a in model.assets])]
    parts += ["## Invariants", "", bullets(model.invariants), "## Open questions", "", bullets(model.open_questions)]
    parts += ["## Assumptions", "", bullets(model.assumptions)]
    return "\n".join(parts)
