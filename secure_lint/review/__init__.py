"""Review commands: what an AppSec engineer reads before linting, and what coding agents
call over MCP. One module per command: inventory, architecture, threat model, findings
roll-up; `knowledge` queries the packs; `tree` is the reviewed tree seen through the
path-validated workspace tools (ls, glob, grep, read).

Nothing here writes under the reviewed root, and every path in an output is root-relative.
"""
