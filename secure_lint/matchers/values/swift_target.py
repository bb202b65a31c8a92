"""What a Swift file sees of the other files of its target: the functions they declare.

Swift has no imports within a module: every file of a target calls the functions and methods
the others declare. A file's target is approximated by a folder: the nearest above it that
holds an Info.plist (an app or extension's folder), `Sources/<Target>/` under the nearest
Package.swift, or the folder below an Xcode project's folder (`<name>.xcodeproj` beside it) that
the file is in. A Swift file with none of these above it (loose files, a folder of samples) has
no target: nothing is followed into other files.
A function called by name (`save(note)`, `store.save(note)`) and declared nowhere in the file
is looked for in the target's other Swift files: the one file whose text declares `func <name>`,
and the one function of that name in it (an overloaded name is not followed). Files are read
through the scan's Repository (imports.Modules), each once per scan.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile
    from secure_lint.matchers.values.imports import Modules

MAX_TARGET_FILES = 2000  # a larger folder is not searched (a monorepo's root, say)


def target_of(path: str, listed: frozenset[str], projects: frozenset[str]) -> str | None:
    """The folder standing for the target of the Swift file at `path` (`listed`: the files;
    `projects`: the folders holding an Xcode project); None when nothing shows one."""
    folder = posixpath.dirname(path)
    while True:
        rest = path[len(folder) + 1 :].split("/") if folder else path.split("/")
        if posixpath.join(folder, "Info.plist") in listed:
            return folder
        if posixpath.join(folder, "Package.swift") in listed and len(rest) > 2 and rest[0] == "Sources":
            return posixpath.join(folder, "Sources", rest[1])
        if folder in projects and len(rest) > 1:
            return posixpath.join(folder, rest[0])
        if not folder:
            return None
        folder = posixpath.dirname(folder)


def xcode_projects(listed: frozenset[str]) -> frozenset[str]:
    """The folders holding an Xcode project (`<folder>/<name>.xcodeproj/project.pbxproj`)."""
    ending = ".xcodeproj/project.pbxproj"
    return frozenset(posixpath.dirname(posixpath.dirname(p)) for p in listed if p.endswith(ending))


@dataclass(frozen=True)
class TargetLinks:
    """One Swift file's view of the functions of its target."""

    modules: Modules
    path: str

    def onward(self, path: str) -> None:
        """Calls from another file of the target are not followed further (one hop in Swift)."""
        return None

    def callee_function(self, call: Any, name: str) -> tuple[SourceFile, Any] | None:
        """The file and function declaration a call by `name` reaches in another file of the target."""
        declaring = [p for p in self.files() if _declares(self.modules.repo.text(p), name)]
        if len(declaring) != 1:
            return None
        source = self.modules.source(declaring[0])
        if source is None:
            return None
        found = [
            f
            for f in source.tree.find_all(kind="function_declaration")
            if f.field("name") is not None and f.field("name").text() == name
        ]
        return (source, found[0]) if len(found) == 1 else None

    def files(self) -> list[str]:
        """The other Swift files of the file's target."""
        modules = self.modules
        if modules.projects is None:
            modules.projects = xcode_projects(modules.listed)
        target = target_of(self.path, modules.listed, modules.projects)
        if target is None:
            return []
        memo = modules.targets
        if target not in memo:
            prefix = target + "/" if target else ""
            files = [p for p in modules.listed if p.endswith(".swift") and p.startswith(prefix)]
            memo[target] = sorted(files) if len(files) <= MAX_TARGET_FILES else []
        return [p for p in memo[target] if p != self.path]


def _declares(text: str | None, name: str) -> bool:
    return text is not None and re.search(rf"\bfunc\s+{re.escape(name)}\s*[(<]", text) is not None
