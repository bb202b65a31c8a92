"""`secure-lint inventory`: what the tree holds, before any rule runs.

The stack profile (the scan's own stack detection), file counts by extension, the
manifests and configuration files that matter for security, and the projects of a
monorepo (directories holding a project marker, as the seed's list_projects found them,
over the whole tree rather than its first 400 files).
"""

from __future__ import annotations

import posixpath
from collections import Counter
from dataclasses import dataclass, field

from secure_lint.core.models import STACKS
from secure_lint.review.markdown import cell, table
from secure_lint.review.tree import Reviewed, ReviewTree
from secure_lint.scan.stacks import detect_stacks

# A directory holding one of these is a project (contents are not opened for this).
PROJECT_MARKERS = (
    "package.json",
    "Package.swift",
    "pyproject.toml",
    "requirements.txt",
    "setup.py",
    "Pipfile",
    "Cargo.toml",
    "go.mod",
    "build.gradle",
    "build.gradle.kts",
    "settings.gradle",
    "settings.gradle.kts",
    "pom.xml",
    "Gemfile",
    "composer.json",
    "*.csproj",
    "*.sln",
)
# Xcode projects and workspaces are directories: they mark their parent.
XCODE_MARKERS = ("*.xcodeproj", "*.xcworkspace")
# Configuration a reviewer reads early, by kind.
CONFIG_FILES = {
    "next.config.*": "nextjs",
    "middleware.{ts,js}": "nextjs",
    "vercel.json": "deploy",
    "app.json": "expo",
    "app.config.{js,ts,mjs,cjs}": "expo",
    "eas.json": "expo",
    "Info.plist": "apple",
    "*.entitlements": "apple",
    "Podfile": "apple",
    "tsconfig.json": "typescript",
    "Dockerfile": "deploy",
    "docker-compose.{yml,yaml}": "deploy",
    "firebase.json": "backend",
    "*.rules": "backend",
    "schema.prisma": "data",
    ".env": "env",
    ".env.*": "env",
}


@dataclass(frozen=True)
class Manifest:
    path: str
    kind: str


@dataclass(frozen=True)
class Project:
    path: str  # root-relative directory ("." for the root)
    markers: list[str]
    stacks: list[str]
    file_count: int


@dataclass(frozen=True)
class TopLevelEntry:
    name: str
    kind: str


@dataclass(frozen=True)
class Inventory(Reviewed):
    file_count: int
    by_extension: dict[str, int]
    top_level: list[TopLevelEntry]
    manifests: list[Manifest]
    projects: list[Project]
    skipped: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def extension(path: str) -> str:
    """`.ts` (`.d.ts` too); `.env` for every `.env*`; other dotfiles and extensionless names by name."""
    name = posixpath.basename(path)
    if name.startswith(".env"):
        return ".env"
    stem, ext = posixpath.splitext(name)
    if not ext or not stem:
        return name if name.startswith(".") or name in ("Dockerfile", "Makefile") else "(none)"
    return ext.lower()


def find_projects(tree: ReviewTree) -> list[Project]:
    """Marker-based project discovery over the whole reviewed tree, outermost first."""
    markers: dict[str, list[str]] = {}
    for path in tree.glob("{" + ",".join(PROJECT_MARKERS) + "}"):
        markers.setdefault(posixpath.dirname(path) or ".", []).append(posixpath.basename(path))
    for path in tree.glob("{" + ",".join(XCODE_MARKERS) + "}", include_dirs=True):
        if path in tree.pruned or not path.endswith((".xcodeproj", ".xcworkspace")):
            continue  # the glob matches the files inside them too
        markers.setdefault(posixpath.dirname(path) or ".", []).append(posixpath.basename(path))
    projects = []
    for directory in sorted(markers):
        files = tree.under(directory)
        stacks = detect_stacks(files, tree.read_text) if files else {"common"}
        projects.append(Project(directory, sorted(set(markers[directory])), _ordered(stacks), len(files)))
    return projects


def find_manifests(tree: ReviewTree) -> list[Manifest]:
    kinds: dict[str, str] = {}
    for path in tree.glob("{" + ",".join(PROJECT_MARKERS) + "}"):
        kinds[path] = "project"
    for pattern, kind in CONFIG_FILES.items():
        for path in tree.glob(pattern):
            kinds.setdefault(path, kind)
    return [Manifest(path, kind) for path, kind in sorted(kinds.items())]


def _ordered(stacks: set[str]) -> list[str]:
    return [s for s in STACKS if s in stacks]


def build_inventory(tree: ReviewTree) -> Inventory:
    counts = Counter(extension(f) for f in tree.files)
    by_extension = dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    entries = [TopLevelEntry(e.name, e.kind) for e in tree.ls()] if _is_dir(tree) else []
    notes = []
    if not tree.files:
        notes.append("no file to review here: everything was skipped or the directory is empty")
    return Inventory(
        tree.root_name,
        tree.base,
        _ordered(detect_stacks(tree.files, tree.read_text)),
        file_count=len(tree.files),
        by_extension=by_extension,
        top_level=entries,
        manifests=find_manifests(tree),
        projects=find_projects(tree),
        skipped=tree.skipped_counts(),
        notes=notes,
    )


def _is_dir(tree: ReviewTree) -> bool:
    return not tree.is_file


def as_text(inv: Inventory) -> str:
    lines = [
        f"{inv.path}: {inv.file_count} files; stacks: {', '.join(inv.stacks)}",
        "",
        "Files by extension:",
        *(f"  {ext:<14} {n:>6}" for ext, n in inv.by_extension.items()),
        "",
        f"Projects ({len(inv.projects)}):",
        *(f"  {p.path:<32} {', '.join(p.stacks):<28} {', '.join(p.markers)}" for p in inv.projects),
        "",
        f"Manifests and configuration ({len(inv.manifests)}):",
        *(f"  {m.kind:<10} {m.path}" for m in inv.manifests),
    ]
    if inv.skipped:
        lines += ["", "Not reviewed: " + ", ".join(f"{n} {reason}" for reason, n in inv.skipped.items())]
    lines += [f"note: {n}" for n in inv.notes]
    return "\n".join(lines) + "\n"


def as_markdown(inv: Inventory) -> str:
    parts = [
        f"# Inventory of {cell(inv.path)}",
        "",
        f"{inv.file_count} files reviewed; stacks: {', '.join(inv.stacks)}.",
        "",
        "## Projects",
        "",
        table(
            ["Path", "Stacks", "Markers", "Files"],
            [[p.path, ", ".join(p.stacks), ", ".join(p.markers), str(p.file_count)] for p in inv.projects],
        ),
        "## Files by extension",
        "",
        table(["Extension", "Files"], [[ext, str(n)] for ext, n in inv.by_extension.items()]),
        "## Manifests and configuration",
        "",
        table(["Kind", "Path"], [[m.kind, m.path] for m in inv.manifests]),
    ]
    if inv.skipped:
        parts += ["## Not reviewed", "", table(["Reason", "Paths"], [[r, str(n)] for r, n in inv.skipped.items()])]
    return "\n".join(parts)
