"""`dotfiles: 'allow'` on a folder that holds no secret dot file.

`node.static.sensitive-folder` reports `express.static(dir, { dotfiles: 'allow' })`: a `.env` or
`.git` inside `dir` becomes downloadable. Where `dir` is a literal sub-folder (not the project
itself, which the rule's other form reports) and the repository tracks files in it but no dot file
other than `.well-known` entries and placeholders (`.gitkeep`, `.keep`), or tracks nothing in it
and its `.gitignore` (the package's or the repository's) ignores it as generated output (a build's
`build/client`, which holds what the build copies there), no dot file a secret lives in is there:
the option serves `/.well-known/security.txt` and the like. The finding is dropped. A tracked dot
file in the folder (`public/.env`), or a folder neither tracked nor ignored (filled at run time),
keeps it.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, nearest_file

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULE = "node.static.sensitive-folder"
# express.static('build/client', {...}), serveStatic(path.join(__dirname, 'public'), {...})
_FOLDER = lazy_compile(
    r"""(?:express\.static|serveStatic|serve_static)\(\s*(?:path\.(?:join|resolve)\(\s*__dirname\s*,\s*)?"""
    r"""['"`]((?:\./)?[\w@-][\w@./-]*)['"`]"""
)
_HARMLESS = (".well-known", ".gitkeep", ".keep", ".gitignore", ".nojekyll")


def harmless_dotfiles_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without dot-file findings of folders that hold no secret dot file."""
    return each_file_result(items, lambda result: harmless_dotfiles_in_file(result, repo))


def harmless_dotfiles_in_file(result: FileResult, repo: Repository) -> FileResult:
    kept = [f for f in result.findings if not _harmless(f, repo)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _harmless(finding: Finding, repo: Repository) -> bool:
    snippet = finding.location.snippet or ""
    found = _FOLDER.search(snippet) if finding.rule_id == RULE and "dotfiles" in snippet else None
    if found is None or ".." in found.group(1).split("/"):
        return False
    folder = posixpath.normpath(found.group(1))
    bases = {posixpath.dirname(finding.location.path), _package_root(repo, finding.location.path)}
    prefixes = [posixpath.join(base, folder) + "/" if base else folder + "/" for base in bases]
    inside = [p for p in repo.paths if any(p.startswith(prefix) for prefix in prefixes)]
    if not inside:
        return any(_ignored(repo, base, folder) for base in bases)
    return not any(_secret_dotfile(p, prefixes) for p in inside)


def _ignored(repo: Repository, base: str, folder: str) -> bool:
    """Whether the `.gitignore` of `base` or of the repository root ignores `base/folder`."""
    import pathspec  # noqa: PLC0415 (only for the rare finding that gets here)

    known = set(repo.paths)
    for root in {base, ""}:
        ignore_file = posixpath.join(root, ".gitignore") if root else ".gitignore"
        text = repo.text(ignore_file) if ignore_file in known else None
        if not text:
            continue
        relative = posixpath.relpath(posixpath.join(base, folder), root or ".") if root != base else folder
        if pathspec.GitIgnoreSpec.from_lines(text.splitlines()).match_file(relative + "/placeholder"):
            return True
    return False


def _secret_dotfile(path: str, prefixes: list[str]) -> bool:
    rest = next(path[len(p) :] for p in prefixes if path.startswith(p))
    parts = rest.split("/")
    return any(part.startswith(".") and part not in _HARMLESS for part in parts)


def _package_root(repo: Repository, path: str) -> str:
    manifest = nearest_file(repo, posixpath.dirname(path), ("package.json",))
    return posixpath.dirname(manifest) if manifest else ""
