"""How the command line ends on an error: one line on stderr and an exit code, never a traceback."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any, NoReturn, TypeVar

import click

from secure_lint.core.errors import ExitCode, UserError

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str, code: ExitCode = ExitCode.USAGE) -> NoReturn:
    from secure_lint.report.untrusted import one_line  # noqa: PLC0415 (unicodedata: only on an error)

    # a message may name an odd file, or echo a config value that is a live key
    click.echo(f"secure-lint: error: {one_line(_masked(message))}", err=True)
    sys.exit(code)


def _masked(message: str) -> str:
    """`message` with every secret value masked (what a user's config or a file name held)."""
    try:
        from secure_lint.review.redaction import redact_secrets  # noqa: PLC0415 (the secret rules: only on an error)

        return redact_secrets(message)
    except Exception:  # the bundled rules themselves unreadable: no value is quoted then
        return message


def user_errors(func: F) -> F:
    """Known errors become one line and exit 2; anything else exit 3, never a traceback."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except UserError as error:
            fail(str(error))
        except (click.exceptions.Exit, click.ClickException, SystemExit):
            raise
        except KeyboardInterrupt:
            fail("interrupted", ExitCode.INTERRUPTED)
        except BrokenPipeError:
            from secure_lint.cli.terminal import quit_on_closed_pipe  # noqa: PLC0415 (only on a closed pipe)

            quit_on_closed_pipe()
        except Exception as error:  # the last line of defence: no traceback for users
            if os.environ.get("SECURE_LINT_DEBUG"):
                raise
            fail(f"internal error ({type(error).__name__}); rerun with SECURE_LINT_DEBUG=1", ExitCode.INTERNAL)

    return wrapper  # type: ignore[return-value]
