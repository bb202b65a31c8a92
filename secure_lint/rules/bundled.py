"""Where the bundled rules and packs are: inside the wheel (`_data/`) or in a source checkout."""

from __future__ import annotations

from pathlib import Path

from secure_lint.core.errors import RuleError


def bundled_dir(name: str) -> Path:
    """`rules` or `packs` as shipped with the package (inside the wheel) or in a source checkout."""
    here = Path(__file__).resolve().parents[1]  # the secure_lint package
    for candidate in (here / "_data" / name, here.parent / name):
        if candidate.is_dir():
            return candidate
    raise RuleError(f"bundled {name} not found; reinstall secure-lint")


def bundled_rules_dir() -> Path:
    return bundled_dir("rules")


def rule_files_in(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(p for p in path.glob("*.y*ml") if p.is_file())
