"""The errors a user can cause and fix: they print one line and exit 2
(`ExitCode.USAGE`).

Each module raises its own subclass (RuleError, ConfigError, ...); the command line catches
`UserError` without importing those modules.
"""

from __future__ import annotations

from enum import IntEnum


class UserError(Exception):
    """Bad input or an unusable file; the message is one line naming the file or option."""


class RuleError(UserError):
    """A rule file or rule that cannot be used; the message names file and rule id."""


class ExitCode(IntEnum):
    """What the process exit status means (docs/architecture.md#exit-codes, a public contract)."""

    OK = 0
    FINDINGS = 1  # findings at or above --fail-on, fixes written, or a check that found problems
    USAGE = 2  # a usage, configuration or rule error: one line, no traceback
    INTERNAL = 3  # a bug: one line, no traceback (SECURE_LINT_DEBUG=1 shows it)
    INTERRUPTED = 130  # Ctrl-C, as shells report SIGINT
