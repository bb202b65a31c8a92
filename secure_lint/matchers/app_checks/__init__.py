"""Whole-app controls: the catalogue of checks the `app_control` matcher kind runs.

A control that is absent across an app (no CSRF defence, no security headers, no password
hashing) is not a line that is wrong: it is found from facts about the whole app and reported
once, where the control belongs (the file that makes the Express app, the route, the model).
Each check has two halves:

- `anchors(source)`: where the control belongs in one file, with what that file alone shows
  (it runs in the per-file matching, so its result may be cached by the file's content);
- `verdict(repo, path, line)`: the whole-app half, run after matching (scan/repo/controls.py):
  the preconditions and the places the control may sit in other files. None drops the finding
  (a precondition fails, or the control is there); otherwise the facts relied on, which the
  finding's message and evidence list so that a reader can verify or dismiss it.

The app is the folder of the nearest package.json above the anchor (the repository for Swift):
in a monorepo each package is its own app. Only shipped code counts (tests and fixtures do not
mount middleware in production).

One module per check family; the shared app facts are in `app.py`; the catalogue of checks by
name is `catalogue.py`, which imports a family when a rule first names one of its checks.
"""

from __future__ import annotations

from typing import Any

from secure_lint.matchers.app_checks.app import (
    SCRIPT_SUFFIXES,
    App,
    Check,
    TracedFacts,
    app_of,
    app_root,
    at,
    blocks_of,
    enclosing,
    project_root,
)

# what other modules use of the package (template_prints, scan/repo); CHECKS: every check, by name
__all__ = [
    "CHECKS", "SCRIPT_SUFFIXES", "App", "Check", "TracedFacts", "app_of", "app_root", "at",
    "blocks_of", "enclosing", "project_root"]


def __getattr__(name: str) -> Any:
    """`CHECKS`: the whole catalogue (every family imported), for whoever asks for all of it."""
    if name == "CHECKS":
        from secure_lint.matchers.app_checks.catalogue import every  # noqa: PLC0415 (every family's regexes)

        return every()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
