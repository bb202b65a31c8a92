"""How the admin-route checks (matchers/app_checks/admin.py, unguarded.py) follow routers across
files: scan/repo/admin_routes.py registers itself here when it is imported (it imports those
checks' helpers, so they cannot import it). A module of its own, outside the app_checks package,
so that registering does not import the checks' catalogue (its regexes), which a scan loads only
once an app_control rule runs (matchers/app_control.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository


@dataclass(frozen=True)
class CrossFile:
    privileged_files: Callable[[Repository], set[str]]  # routers mounted behind a role guard
    resolve: Callable[[Repository, str, str, str], tuple[str, str | None] | None]  # a handler argument's module


CROSS_FILE: list[CrossFile] = []
