"""The errors a user can cause and fix: they print one line and exit 2.

Each module raises its own subclass (RuleError, ConfigError, ...); the command line catches
`UserError` without importing those modules.
"""

from __future__ import annotations


class UserError(Exception):
    """Bad input or an unusable file; the message is one line naming the file or option."""
