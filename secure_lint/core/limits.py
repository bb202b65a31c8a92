"""Size limits and output caps, each defined once (CLI defaults, config, engine, reporters)."""

from __future__ import annotations

DEFAULT_MAX_FILE_SIZE = 1024 * 1024  # bytes; larger files are skipped (--max-file-size, config max-file-size)
MINIFIED_LINE_LENGTH = 1000  # average characters per line above which JS/TS counts as minified
SNIPPET_MAX = 240  # characters of the source line shown with a finding
EVIDENCE_MAX = 200  # characters of the matched text kept as evidence
METAVAR_MAX = 60  # characters of a metavariable's value in a message
