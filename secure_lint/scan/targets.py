"""Which files a scan reads: walk PATHS under the root, honoring ignore files and defaults.

Inside a git repository the files are those git lists (`git ls-files --cached --others
--exclude-standard`): a tracked file is never ignored. Then default excludes (dependencies,
build outputs, bundles), `.secure-lintignore` and the config's `exclude` patterns
apply. Every path passed over is recorded with its reason.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from secure_lint import git
from secure_lint.core.errors import UserError
from secure_lint.core.findings import SkippedPath
from secure_lint.core.languages import language_of
from secure_lint.core.lines import split_lines
from secure_lint.core.path_classes import (
    HasProjectFile,
    invalid_pattern,
    is_binary_asset,
    is_default_excluded,
    is_project_file,
    is_shipped,
    size_limit,
    spec,
    valid_patterns,
)
from secure_lint.workspace import Workspace

if TYPE_CHECKING:
    import pathspec

    from secure_lint.git import Listing, Started

IGNORE_FILE = ".secure-lintignore"
VCS_DIRS = frozenset({".git", ".hg", ".svn"})  # passed over silently


class TargetError(UserError):
    """A PATH that cannot be scanned (outside the root, missing)."""


class IgnoreFileError(UserError):
    """A .secure-lintignore line that is not a gitignore pattern; the message names file and line."""


@dataclass
class Targets:
    files: list[str] = field(default_factory=list)  # root-relative POSIX paths, sorted
    skipped: list[SkippedPath] = field(default_factory=list)
    considered: int = 0
    sizes: dict[str, int] = field(default_factory=dict)  # bytes of each file, as listed (--shard)

    def add(self, path: str, size: int) -> None:
        self.files.append(path)
        self.sizes[path] = size


def open_workspace(root: Path) -> Workspace:
    """The path-validated workspace over the scan root; a refused root is a TargetError."""
    try:
        return Workspace(str(root), control_names=True)  # files are named as they are on disk
    except ValueError as error:
        raise TargetError(f"--root {root.name or '/'}: {error}") from None


def find_git_root(start: Path) -> Path | None:
    for directory in (start, *start.parents):
        if (directory / ".git").exists():
            return directory
    return None


def choose_root(root: str | None, paths: list[str]) -> Path:
    """--root, else the git top level of the working directory, else the working directory.

    A single directory outside that root (`secure-lint scan ../other-app`) becomes the root
    itself (or its own git top level). PATHS all inside one git repository nested in that root
    (a submodule) make that repository the root: its own stacks, ignore rules and files.
    """
    if root:
        chosen = Path(root)
        if not chosen.is_dir():
            raise TargetError(f"--root {root}: {'not a directory' if chosen.exists() else 'no such directory'}")
        return chosen.resolve()
    cwd = Path.cwd().resolve()
    default = find_git_root(cwd) or cwd
    nested = {find_git_root(p if p.is_dir() else p.parent) for p in (Path(x).resolve() for x in paths)}
    if len(nested) == 1:
        (top,) = nested
        if top is not None and top != default and top.is_relative_to(default):
            return top  # every PATH lies in one nested repository (a submodule): scanned as its own
    if len(paths) == 1:
        only = Path(paths[0]).resolve()
        if only.is_dir() and not only.is_relative_to(default):
            return find_git_root(only) or only
    return default


class IgnoreRules:
    """gitignore-style rules from the files of each directory, applied to paths below it."""

    def __init__(self, workspace: Workspace, use_git: bool, extra: Iterable[str] = ()) -> None:
        self.workspace = workspace
        self.use_git = use_git
        self.by_dir: dict[str, pathspec.GitIgnoreSpec] = {}
        root_lines = list(extra)
        if use_git:
            root_lines += valid_patterns(self._lines(".git/info/exclude"))
        own = self._lines(IGNORE_FILE)
        bad = invalid_pattern(own)
        if bad is not None:  # our own file: a line git would skip is a mistake to say, not to guess
            raise IgnoreFileError(f"{IGNORE_FILE}:{bad[0] + 1}: invalid pattern {bad[1][:80]!r}")
        root_lines += own
        if root_lines:
            self.by_dir[""] = spec(tuple(root_lines))
        self.loaded: set[str] = set()

    def _lines(self, path: str) -> list[str]:
        data = self.workspace.read_text_or_none(path)
        return split_lines(data) if data else []

    def load_dir(self, directory: str) -> None:
        """Read `directory`'s .gitignore (once)."""
        if directory in self.loaded or not self.use_git:
            return
        self.loaded.add(directory)
        lines = valid_patterns(self._lines(f"{directory}/.gitignore" if directory else ".gitignore"))
        if lines:
            base = self.by_dir.get(directory)
            self.by_dir[directory] = spec(tuple(lines)) if base is None else base + spec(tuple(lines))

    def ignored(self, path: str, is_dir: bool = False) -> bool:
        candidate = path + "/" if is_dir else path
        for directory, dir_spec in self.by_dir.items():
            if directory == "":
                if dir_spec.match_file(candidate):
                    return True
            elif candidate.startswith(directory + "/") and dir_spec.match_file(candidate[len(directory) + 1 :]):
                return True
        return False


def to_relative(workspace: Workspace, path: str) -> str:
    """A PATH argument as a root-relative POSIX path; outside the root is an error."""
    absolute = os.path.abspath(path)
    checked = workspace.relative(absolute)
    if checked is None:
        if not os.path.lexists(absolute):  # never an absolute path in messages
            raise TargetError(f"{os.path.relpath(absolute)}: does not exist")
        raise TargetError(f"{os.path.relpath(absolute, workspace.root)}: outside the scan root")
    return checked


def project_file_check(workspace: Workspace) -> HasProjectFile:
    """Whether a directory holds a package manifest or build file (cached per directory)."""

    @lru_cache(maxsize=256)
    def has_project_file(directory: str) -> bool:
        return any(is_project_file(name) for name in workspace.names(directory or "."))

    return has_project_file


def git_listing(workspace: Workspace, paths: list[str]) -> Listing | None:
    """The files under `paths` as git lists them (tracked ones never ignored, untracked ones
    unless ignored), root-relative; None outside a git repository or without git."""
    try:
        return git.listed_files(Path(workspace.root), paths)
    except git.GitError:
        return None


def collect(
    workspace: Workspace,
    paths: list[str],
    max_file_size: int,
    excludes: Iterable[str] = (),
) -> Targets:
    """The files to scan under `paths` (root-relative), and what was passed over and why.

    Inside a git repository the files are those git lists; a PATH naming a file is scanned
    even when git ignores it. Elsewhere the tree is walked, with `.gitignore` files read only
    where the root holds `.git`.
    """
    targets = Targets()
    listing = git_listing(workspace, paths)
    listed = None if listing is None else listing.files
    ignore = IgnoreRules(workspace, use_git=listed is None and workspace.has_git_dir(), extra=excludes)
    # directories holding no listed file are ignored by git, unless git could not look in all
    # of them: then they are walked, and what is too deep or unreadable says so
    listed_dirs = _ancestors(listing.files) if listing is not None and listing.complete else None
    named = set(paths)
    has_project_file = project_file_check(workspace)
    seen: set[str] = set()

    def skip(path: str, reason: str) -> None:
        targets.skipped.append(SkippedPath(path=path, reason=reason))  # type: ignore[arg-type]

    def in_submodule(path: str) -> bool:
        """Whether a named PATH is, or lies in, a git repository nested in the root (a submodule)."""
        if listed is None:
            return False
        parts = path.split("/")
        return any(os.path.lexists(os.path.join(workspace.root, *parts[:i], ".git")) for i in range(1, len(parts) + 1))

    def prune(directory: str) -> bool:
        if listed is not None and directory in listed:  # a gitlink: another repository's files
            skip(directory, "submodule")
            return True
        if is_default_excluded(directory + "/", has_project_file):
            if directory.rsplit("/", 1)[-1] not in VCS_DIRS:
                skip(directory, "default_excluded")
            return True
        if ignore.ignored(directory, is_dir=True) or (listed_dirs is not None and directory not in listed_dirs):
            skip(directory, "ignored")
            return True
        ignore.load_dir(directory)
        return False

    def git_ignores(path: str) -> bool:
        return listed is not None and path not in listed and path not in named

    def scanned_as_code(path: str) -> bool:
        excluded = is_default_excluded(path, has_project_file) or ignore.ignored(path) or git_ignores(path)
        return not excluded and is_shipped(path)

    ignore.load_dir("")
    for start in paths:
        if start not in (".", "") and in_submodule(start):  # named, but another repository's
            skip(start, "submodule")
            continue
        for entry in workspace.walk(start, prune=prune):
            if entry.path in seen:
                continue
            seen.add(entry.path)
            targets.considered += 1
            if entry.kind == "symlink":
                if not entry.target_inside:
                    skip(entry.path, "symlink_outside_root")
                else:
                    hidden = hides_code(entry.path, workspace.link_target(entry.path), scanned_as_code)
                    skip(entry.path, "symlink_to_unscanned" if hidden else "symlink_not_followed")
            elif entry.kind == "too_deep":
                skip(entry.path, "too_deep")
            elif entry.kind == "unreadable":
                skip(entry.path, "unreadable")
            elif entry.kind != "file":
                skip(entry.path, "not_a_regular_file")
            elif is_default_excluded(entry.path, has_project_file):
                skip(entry.path, "default_excluded")
            elif ignore.ignored(entry.path) or git_ignores(entry.path):
                skip(entry.path, "ignored")
            elif (entry.size or 0) > size_limit(entry.path, max_file_size):
                skip(entry.path, "binary" if is_binary_asset(entry.path) else "too_large")
            else:
                targets.add(entry.path, entry.size or 0)
    targets.files.sort()
    return targets


CODE_LANGUAGES = frozenset({"javascript", "typescript", "tsx", "swift"})


def hides_code(link: str, target: str | None, scanned_as_code: Callable[[str], bool]) -> bool:
    """Whether a symlink in shipped code leads to a file the scan covers not as shipped code
    (`src/server.js -> ../docs/impl/server.js`): the code the app runs would go unscanned."""
    if target is None or language_of(link) not in CODE_LANGUAGES or not is_shipped(link):
        return False
    return not scanned_as_code(target)


def _ancestors(files: Iterable[str]) -> set[str]:
    """Every directory holding one of `files` (root-relative, without the root itself)."""
    dirs: set[str] = set()
    for path in files:
        parts = path.split("/")[:-1]
        for i in range(len(parts), 0, -1):
            directory = "/".join(parts[:i])
            if directory in dirs:
                break
            dirs.add(directory)
    return dirs


def repository_files(
    workspace: Workspace, wanted: Callable[[str], bool] | None = None, listing: Started | None = None
) -> list[str]:
    """Every file of the tree under the root (those `wanted` alone, when given): from git when
    it is a repository (fast; `listing`: git's, started earlier), else a walk. For whole-tree
    decisions when only some files are scanned (stack detection)."""
    try:
        files = git.tracked_files(Path(workspace.root), listing)
    except git.GitError:
        files = collect(workspace, ["."], max_file_size=2**62).files
        return [f for f in files if wanted(f)] if wanted is not None else files
    if wanted is not None:
        files = [f for f in files if wanted(f)]
    has_project_file = project_file_check(workspace)
    return [f for f in files if not is_default_excluded(f, has_project_file)]
