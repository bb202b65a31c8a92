"""What a scan is asked to do, made once (from the command line and the config) and handed
down the pipeline unchanged: no step rebuilds it or reaches back for an option."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from secure_lint.core.config import Config
from secure_lint.scan.shard import Shard


@dataclass(frozen=True, kw_only=True)
class FixMode:
    """--fix (write) or --diff (plan only), with or without the unsafe fixes."""

    unsafe: bool = False
    write: bool = True


@dataclass(frozen=True, kw_only=True)
class ScanContext:
    root: Path  # the scan root, resolved
    config: Config  # the configuration file with the command line's overrides
    paths: tuple[str, ...] = (".",)  # PATHS, relative to the working directory
    staged: bool = False  # the git index's content of the staged files
    diff_base: str | None = None  # only lines changed since the merge base with this ref
    committed_only: bool = False  # with diff_base: HEAD's content, not the working tree
    bundled_rules: bool = True
    use_cache: bool = True  # every cache: results, validated rule and config files (--no-cache: off)
    use_baseline: bool = True  # apply config.baseline (off when the baseline is being written)
    jobs: int = 0  # worker processes; 0: decide from the number of files
    fix: FixMode | None = None
    shard: Shard | None = None  # --shard K/N: match only this part of the files
    progress: bool = False  # a progress line on stderr for long scans, when it is a terminal

    @property
    def reads_git(self) -> bool:
        """Whether the files come from git (staged or changed ones), not from walking PATHS."""
        return self.staged or self.diff_base is not None
