"""Demo apps beside the shipped one: the harness an Apple project builds to try a module alone.

Modular iOS projects (Tuist, XcodeGen, SwiftPM feature packages) give each feature module a
small app target of its own, `Modules/Feature/Home/Targets/Demo/Info.plist`, `HomeDemo/`,
`Examples/`, that a developer runs on a simulator; it is never embedded in the App Store build.
Its Info.plist often allows arbitrary loads to reach a local mock server. Such a folder is known
by its name (`Demo`, `HomeDemo`, `DemoApp`, `Example`, `Samples`: capitalised, as Xcode names
targets) holding an Info.plist, and counts only beside an Info.plist outside any such folder, the
shipped app's: a repository whose only app is a demo is scanned as asked. Its files are treated as
a Debug-only build's are (repo/build_scope.py): code rules off, secret rules on.
"""

from __future__ import annotations

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository

_DEMO_FOLDER = lazy_compile(r"^(?:[A-Z]\w*)?(?:Demo|Example|Sample)s?(?:App)?$")
_PLIST = "Info.plist"


def demo_app_folders(repo: Repository) -> tuple[str, ...]:
    """The folders of demo apps (see the module docstring), when the repository also holds an
    app that is not one."""
    plists = [path for path in repo.paths if path.rsplit("/", 1)[-1] == _PLIST]
    folders = [_demo_folder(path) for path in plists]
    if all(folder is not None for folder in folders):
        return ()
    return tuple(sorted({folder for folder in folders if folder is not None}))


def _demo_folder(path: str) -> str | None:
    """The outermost folder of `path` named as a demo app, or None."""
    parts = path.split("/")[:-1]
    for index, part in enumerate(parts):
        if _DEMO_FOLDER.match(part):
            return "/".join(parts[: index + 1])
    return None
