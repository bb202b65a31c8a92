"""The command line: parse options, call one function, print, exit. The entry point is
`secure_lint.cli.app:main`; each command lives in cli/commands/."""
