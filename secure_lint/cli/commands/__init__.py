"""One module per command or command group; cli/app.py imports each when
its command runs."""
