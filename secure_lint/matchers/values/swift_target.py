"""What a Swift file sees of the other files of its target: the functions they declare.

Swift has no imports within a module: every file of a target calls the functions and methods
the others declare. A file's target is approximated by a folder: the nearest above it that
holds an Info.plist (an app or extension's folder), or `Sources/<Target>/` under the nearest
Package.swift, else the first folder of its path, or the root.
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


def target_of(path: str, listed: frozenset[str]) -> str:
    """The folder standing for the target of the Swift file at `path` (`listed`: the files)."""
    folder = posixpath.dirname(path)
    while folder:
        if posixpath.join(folder, "Info.plist") in listed:
            return folder
        package = posixpath.join(folder, "Package.swift")
        rest = path[len(folder) + 1 :].split("/")
        if package in listed and len(rest) > 2 and rest[0] == "Sources":
            return posixpath.join(folder, "Sources", rest[1])
        folder = posixpath.dirname(folder)
    parts = path.split("/")
    if len(parts) > 2 and parts[0] == "Sources" and "Package.swift" in listed:
        return "/".join(parts[:2])
    return parts[0] if len(parts) > 1 else ""


@dataclass(frozen=True)
class TargetLinks:
    """One Swift file's view of the functions of its target."""

    modules: Modules
    path: str

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
        target = target_of(self.path, self.modules.listed)
        memo = self.modules.targets
        if target not in memo:
            prefix = target + "/" if target else ""
            files = [p for p in self.modules.listed if p.endswith(".swift") and p.startswith(prefix)]
            if not target:
                files = [p for p in files if posixpath.dirname(p) == ""]
            memo[target] = sorted(files) if len(files) <= MAX_TARGET_FILES else []
        return [p for p in memo[target] if p != self.path]


def _declares(text: str | None, name: str) -> bool:
    return text is not None and re.search(rf"\bfunc\s+{re.escape(name)}\s*[(<]", text) is not None
