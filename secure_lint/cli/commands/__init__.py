"""One module per command or command group; cli/app.py adds each to `main`."""
