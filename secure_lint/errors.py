"""The errors a user can cause and fix: they print one line and exit 2."""

from __future__ import annotations

from secure_lint.baseline import BaselineError
from secure_lint.config import ConfigError
from secure_lint.git import GitError
from secure_lint.output import OutputError
from secure_lint.rules import RuleError
from secure_lint.targets import TargetError
from secure_lint.workspace import WorkspaceError

USER_ERRORS: tuple[type[Exception], ...] = (
    RuleError,
    TargetError,
    OutputError,
    WorkspaceError,
    ConfigError,
    GitError,
    BaselineError,
)
