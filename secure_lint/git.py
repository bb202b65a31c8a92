"""Git plumbing: the only code that runs git.

Every call is an argument list (no shell), output is read NUL-separated (`-z`) so any path
works, and the caller's `GIT_*` environment is respected, so inside `git commit` we read
the index git is committing (`GIT_INDEX_FILE`). No call takes the index lock
(`GIT_OPTIONAL_LOCKS=0`), and nothing writes to the repository.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from secure_lint.core.errors import UserError

_RELATIVE_ENV = ("GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR")
_HUNK = re.compile(rb"^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
_QUOTED = {b"a": 7, b"b": 8, b"t": 9, b"n": 10, b"v": 11, b"f": 12, b"r": 13, b'"': 34, b"\\": 92}
SYMLINK_MODE, GITLINK_MODE = "120000", "160000"


class GitError(UserError):
    """Git is missing, the directory is not a repository, or a revision is unknown."""


@dataclass(frozen=True)
class Change:
    """One changed file: its path after the change, the path it came from, its new blob."""

    path: str  # POSIX, relative to the repository's top level
    status: str  # A, C, M, R (copy/rename carry the source in old_path)
    blob: str  # object id of the new content; all zeros when it is only in the working tree
    mode: str
    old_path: str | None = None

    @property
    def is_regular_file(self) -> bool:
        return self.mode not in (SYMLINK_MODE, GITLINK_MODE)


def _environment() -> dict[str, str]:
    env = dict(os.environ)
    env["GIT_OPTIONAL_LOCKS"] = "0"  # never take index.lock (we may run inside `git commit`)
    env.pop("GIT_EXTERNAL_DIFF", None)
    for name in _RELATIVE_ENV:  # we run git from the root, not from the caller's directory
        if env.get(name) and not os.path.isabs(env[name]):
            env[name] = os.path.abspath(env[name])
    return env


def run(
    root: Path, *args: str, stdin: bytes | None = None, what: str = "git", warnings: list[str] | None = None
) -> bytes:
    """Run `git ARGS` in `root`; a failure is a one-line GitError naming `what` was asked.
    `warnings` collects what git printed on stderr although it succeeded."""
    try:
        done = subprocess.run(
            ["git", *args], cwd=root, input=stdin, capture_output=True, env=_environment(), check=False
        )
    except (FileNotFoundError, NotADirectoryError):
        raise _not_run(root, what) from None
    if done.returncode != 0:
        raise GitError(f"{what}: {_first_line(done.stderr)}")
    if warnings is not None:
        warnings += done.stderr.decode("utf-8", "replace").splitlines()
    return done.stdout


class Started:
    """`git ARGS` started now, in the background, its output read later (`output`, which fails
    as `run` does); as a context, stopped at the end unless read by then."""

    def __init__(self, root: Path, *args: str, what: str = "git") -> None:
        self.what = what
        self.process: subprocess.Popen[bytes] | None = None
        self.failure: GitError | None = None
        try:
            self.process = subprocess.Popen(
                ["git", *args], cwd=root, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, env=_environment(),
            )  # fmt: skip
        except (FileNotFoundError, NotADirectoryError):
            self.failure = _not_run(root, what)

    def output(self) -> bytes:
        if self.process is None:
            raise self.failure or GitError(f"{self.what}: git failed")
        stdout, stderr = self.process.communicate()
        if self.process.returncode != 0:
            raise GitError(f"{self.what}: {_first_line(stderr)}")
        return stdout

    def __enter__(self) -> Started:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.kill()
            self.process.communicate()


def _not_run(root: Path, what: str) -> GitError:
    return GitError(f"{what}: {'not a directory' if not root.is_dir() else 'git is not installed'}")


def _first_line(stderr: bytes) -> str:
    for line in stderr.decode("utf-8", "replace").splitlines():
        text = line.strip().removeprefix("fatal: ").removeprefix("error: ")
        if text:
            return text
    return "git failed"


def top_level(directory: Path, what: str = "git") -> Path:
    """The repository's top level directory; not being in a repository is a GitError."""
    try:
        out = run(directory, "rev-parse", "--show-toplevel", what=what)
    except GitError as error:
        if "not a git repository" in str(error).lower():
            raise GitError(f"{what}: not inside a git repository") from None
        raise
    return Path(os.fsdecode(out.rstrip(b"\n"))).resolve()


def has_head(root: Path) -> bool:
    try:
        run(root, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
    except GitError:
        return False
    return True


def resolve_commit(root: Path, ref: str, what: str) -> str:
    if ref.startswith("-"):
        raise GitError(f"{what}: {ref!r} is not a revision")
    try:
        out = run(root, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{ref}^{{commit}}", what=what)
    except GitError:
        raise GitError(f"{what}: unknown revision {ref!r}") from None
    return out.decode().strip()


def merge_base(root: Path, ref: str, what: str = "--diff-base") -> str:
    """The merge base of REF and HEAD."""
    if not has_head(root):
        raise GitError(f"{what}: the repository has no commits yet")
    commit = resolve_commit(root, ref, what)
    try:
        return run(root, "merge-base", commit, "HEAD", what=what).decode().strip()
    except GitError:
        raise GitError(
            f"{what}: {ref} and HEAD have no merge base (in CI, fetch full history: fetch-depth: 0)"
        ) from None


def _split_z(data: bytes) -> list[str]:
    return [os.fsdecode(part) for part in data.split(b"\0") if part]


def parse_raw(data: bytes) -> list[Change]:
    """Entries of `git diff --raw -z --no-abbrev`: `:m1 m2 sha1 sha2 STATUS\\0path[\\0path2]\\0`."""
    fields = data.split(b"\0")
    changes: list[Change] = []
    i = 0
    while i < len(fields) and fields[i].startswith(b":"):
        _, new_mode, _, new_blob, status = fields[i][1:].decode().split(" ")
        letter = status[0]
        if letter in "RC":
            old, new = os.fsdecode(fields[i + 1]), os.fsdecode(fields[i + 2])
            changes.append(Change(new, letter, new_blob, new_mode, old_path=old))
            i += 3
        else:
            changes.append(Change(os.fsdecode(fields[i + 1]), letter, new_blob, new_mode))
            i += 2
    return changes


_DIFF_FLAGS = ("--no-ext-diff", "--no-textconv", "--no-color", "--find-renames", "--ignore-submodules")


def staged_changes(root: Path) -> list[Change]:
    """Files added, copied, modified or renamed in the index, and unmerged ones (status U: a
    merge conflict not yet resolved). Against HEAD, or every staged file before the first
    commit (what `git diff --cached` without a commit compares with: one git call, not two)."""
    out = run(
        root, "diff", "--cached", "--raw", "-z", "--no-abbrev", *_DIFF_FLAGS, "--diff-filter=ACMRU", "--",
        what="--staged",
    )
    return parse_raw(out)


def changes_since(root: Path, base: str, committed_only: bool) -> list[Change]:
    """Files changed from `base` to HEAD (committed_only) or to the working tree."""
    revs = [base, "HEAD"] if committed_only else [base]
    out = run(
        root, "diff", "--raw", "-z", "--no-abbrev", *_DIFF_FLAGS, "--diff-filter=ACMR", *revs, "--",
        what="--diff-base",
    )
    return parse_raw(out)


def untracked_files(root: Path) -> list[str]:
    out = run(root, "ls-files", "-z", "--others", "--exclude-standard", "--", what="--diff-base")
    return _split_z(out)


def start_tracked_files(root: Path) -> Started:
    """`tracked_files`, listed in the background from now on (a scan of changed files lists the
    tree for its stacks while its rules load)."""
    return Started(root, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", what="git ls-files")


def tracked_files(root: Path, started: Started | None = None) -> list[str]:
    """Every file in the index, plus untracked files not ignored (`started`: as started before)."""
    out = (started or start_tracked_files(root)).output()
    return sorted(set(_split_z(out)))


@dataclass(frozen=True)
class Listing:
    """The files git lists, and whether it could look everywhere (no directory it could not
    open, as in trees nested deeper than the system's path length limit)."""

    files: set[str]
    complete: bool


def listed_files(root: Path, paths: Iterable[str]) -> Listing:
    """The files under `paths` git considers part of the work: tracked ones (git never
    ignores a tracked file) and untracked ones its ignore rules leave in; relative to
    `root`, which may be a directory inside the repository."""
    warnings: list[str] = []
    out = run(
        root, "--literal-pathspecs", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--",
        *paths, what="git ls-files", warnings=warnings,
    )
    return Listing({path for path in _split_z(out) if not path.endswith("/")}, complete=not warnings)


@dataclass(frozen=True)
class Removal:
    """Lines a change removed, placed in the new file: where `count` new lines replaced them
    (from line `start`), or, when `count` is 0, between new lines `start` and `start + 1`
    (0: before the first line)."""

    start: int
    count: int
    text: str  # the removed lines


@dataclass
class FileDiff:
    """What a change did to one file, in the new file's line numbers."""

    added: set[int]  # lines added or rewritten
    removed: list[Removal]


def diff_since(root: Path, base: str, committed_only: bool) -> dict[str, FileDiff]:
    """Per new path, the lines added or changed since `base` and where lines were removed
    (from `git diff -U0`)."""
    revs = [base, "HEAD"] if committed_only else [base]
    out = run(
        root, "-c", "core.quotePath=false", "diff", "-U0", *_DIFF_FLAGS, "--src-prefix=a/", "--dst-prefix=b/",
        *revs, "--", what="--diff-base",
    )
    return parse_hunks(out)


def parse_hunks(patch: bytes) -> dict[str, FileDiff]:
    """Added line numbers and removals per file of a unified diff without context lines; a file
    with no added line (a pure deletion) has none."""
    files: dict[str, FileDiff] = {}
    current: FileDiff | None = None
    hunk: tuple[int, int, list[bytes]] | None = None  # a hunk that removes lines: start, count, the lines
    in_header = False
    for line in [*patch.split(b"\n"), b"diff --git "]:  # the last "header" closes the last hunk
        if hunk is not None and line.startswith(b"-"):
            hunk[2].append(line[1:])
            continue
        if hunk is not None and current is not None:
            text = b"\n".join(hunk[2]).decode("utf-8", "replace")
            current.removed.append(Removal(hunk[0], hunk[1], text))
        hunk = None
        if line.startswith(b"diff --git "):
            in_header, current = True, None
        elif in_header and line.startswith(b"+++ "):
            path = _patch_path(line[4:])
            current = files.setdefault(path, FileDiff(set(), [])) if path is not None else None
        elif line.startswith(b"@@"):
            in_header = False
            match = _HUNK.match(line)
            if match and current is not None:
                old_count = int(match.group(1) or b"1")
                start, count = int(match.group(2)), int(match.group(3) or b"1")
                current.added.update(range(start, start + count))
                hunk = (start, count, []) if old_count else None
    return files


def _patch_path(raw: bytes) -> str | None:
    """The path of a `+++ b/path` header (C-quoted when it holds special characters)."""
    if raw == b"/dev/null":
        return None
    if raw.startswith(b'"'):
        raw = _unquote(raw)
    elif raw.endswith(b"\t"):  # git appends a tab to names holding spaces
        raw = raw[:-1]
    return os.fsdecode(raw[2:]) if raw.startswith(b"b/") else None


def _unquote(quoted: bytes) -> bytes:
    body, out, i = quoted[1:-1], bytearray(), 0
    while i < len(body):
        char = body[i : i + 1]
        if char != b"\\":
            out += char
            i += 1
        elif body[i + 1 : i + 2] in _QUOTED:
            out.append(_QUOTED[body[i + 1 : i + 2]])
            i += 2
        else:  # \NNN octal byte
            out.append(int(body[i + 1 : i + 4], 8))
            i += 4
    return bytes(out)


def blob_sizes(root: Path, blobs: Iterable[str]) -> dict[str, int]:
    """Sizes of blobs by object id (`git cat-file --batch-check`); missing ones are left out."""
    wanted = list(dict.fromkeys(blobs))
    if not wanted:
        return {}
    out = run(root, "cat-file", "--batch-check", stdin=_lines(wanted), what="git cat-file")
    sizes = {}
    for line in out.decode().splitlines():
        parts = line.split(" ")
        if len(parts) == 3:
            sizes[parts[0]] = int(parts[2])
    return sizes


def read_blobs(root: Path, blobs: Iterable[str]) -> dict[str, bytes]:
    """Contents of blobs by object id, in one `git cat-file --batch` process."""
    wanted = list(dict.fromkeys(blobs))
    if not wanted:
        return {}
    out = run(root, "cat-file", "--batch", stdin=_lines(wanted), what="git cat-file")
    return dict(_batch_records(out))


def _blob_entries(out: bytes, blob_at: int, stage_at: int | None = None) -> dict[str, str]:
    """`ls-files -s` (`mode blob stage\tpath`) or `ls-tree` (`mode type blob\tpath`) records,
    NUL-separated, as path -> blob id: regular files only (no symbolic link, no submodule), and
    only resolved entries (stage 0, not one side of a conflict)."""
    entries: dict[str, str] = {}
    # decoded whole, as each path would be (NUL and tab end no multibyte sequence): 5,700
    # records of a large index are parsed in a third of the time
    for record in os.fsdecode(out).split("\0"):
        meta, tab, path = record.partition("\t")
        parts = meta.split(" ")
        if not tab or len(parts) != 3 or parts[0] in (SYMLINK_MODE, GITLINK_MODE):
            continue
        if stage_at is None or parts[stage_at] == "0":
            entries[path] = parts[blob_at]
    return entries


def start_index_listing(root: Path) -> Started:
    """`index_blobs`, listed in the background from now on."""
    return Started(root, "ls-files", "-s", "-z", "--", what="--staged")


def start_commit_listing(root: Path, commit: str) -> Started:
    """`commit_blobs`, listed in the background from now on."""
    return Started(root, "ls-tree", "-r", "-z", commit, "--", what="git ls-tree")


def index_blobs(root: Path, started: Started | None = None) -> dict[str, str]:
    """Every regular file of the index under `root` (root-relative path -> blob id): the tree
    `git commit` is about to record. Unmerged paths (a conflict not yet resolved) are left out.
    `started`: the listing as started before."""
    return _blob_entries((started or start_index_listing(root)).output(), blob_at=1, stage_at=2)


def commit_blobs(root: Path, commit: str, started: Started | None = None) -> dict[str, str]:
    """Every regular file of `commit` under `root` (root-relative path -> blob id)."""
    return _blob_entries((started or start_commit_listing(root, commit)).output(), blob_at=2)


class BlobStream:
    """Blobs read one at a time, when asked, from one `git cat-file --batch` process started on
    the first read (a reader that may need a few files of many); as a context, stopped at the end."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.process: subprocess.Popen[bytes] | None = None

    def read(self, blob: str) -> bytes | None:
        """The blob's content; None when the repository does not hold it."""
        process = self._process()
        assert process.stdin is not None and process.stdout is not None
        try:
            process.stdin.write(f"{blob}\n".encode())
            process.stdin.flush()
            header = process.stdout.readline().decode().split(" ")
            if len(header) != 3:  # "<id> missing"
                return None
            size = int(header[2])
            data = process.stdout.read(size + 1)[:size]
        except (OSError, ValueError):
            raise GitError("git cat-file: git stopped answering") from None
        return data

    def _process(self) -> subprocess.Popen[bytes]:
        if self.process is None:
            try:
                self.process = subprocess.Popen(
                    ["git", "cat-file", "--batch"], cwd=self.root, stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_environment(),
                )  # fmt: skip
            except (FileNotFoundError, NotADirectoryError):
                raise _not_run(self.root, "git cat-file") from None
        return self.process

    def __enter__(self) -> BlobStream:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process is not None:
            self.process.communicate()  # closes its input: git reads the end and stops


def _lines(items: list[str]) -> bytes:
    return "".join(f"{item}\n" for item in items).encode()


def _batch_records(out: bytes) -> Iterator[tuple[str, bytes]]:
    pos = 0
    while pos < len(out):
        end = out.index(b"\n", pos)
        header = out[pos:end].decode().split(" ")
        pos = end + 1
        if len(header) != 3:  # "<id> missing"
            continue
        size = int(header[2])
        yield header[0], out[pos : pos + size]
        pos += size + 1


def blob_id(data: bytes, length: int = 40) -> str:
    """The object id git gives `data` as a blob (`git hash-object`): SHA-1, or SHA-256 for
    64-digit ids. Compares a working copy with the index without running git."""
    header = f"blob {len(data)}\0".encode()
    digest = hashlib.sha256 if length == 64 else hashlib.sha1
    return digest(header + data).hexdigest()
