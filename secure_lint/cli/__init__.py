"""The command line: parse options, call one function, print, exit (`main` is the entry point)."""

from secure_lint.cli.app import main

__all__ = ["main"]
