"""Issue 25, the small items (21-29): each with its regression test."""

from __future__ import annotations

import json

import pytest

# -- item 24: the MCP inventory's `path` may be a file, as its description says -----------------


def test_inventory_and_architecture_of_one_file(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": '{"dependencies": {"express": "4.19.2"}}\n',
            "src/server.js": "import express from 'express';\nconst app = express();\napp.get('/a', h);\n",
            "src/other.ts": "export const x = 1;\n",
        }
    )
    result = run_cli("inventory", "src/server.js", "--format", "json", cwd=root)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["path"], data["file_count"], data["top_level"]) == ("src/server.js", 1, [])
    assert run_cli("architecture", "src/server.js", cwd=root).exit_code == 0


def test_mcp_inventory_accepts_a_file(tree) -> None:
    pytest.importorskip("mcp")
    from secure_lint.mcp.server import AuthorizedRoots, Tools

    root = tree({"package.json": "{}\n", "src/app.ts": "export const x = 1;\n"})
    result = Tools(AuthorizedRoots.of([str(root)])).inventory(str(root), "src/app.ts")
    data = result.structured_content
    assert data is not None and (data["path"], data["file_count"]) == ("src/app.ts", 1)
    assert data["manifests"] == []  # the file's directory holds no manifest; the root's is not the file's
    package = Tools(AuthorizedRoots.of([str(root)])).inventory(str(root), "package.json").structured_content
    assert package is not None and package["manifests"] == [{"path": "package.json", "kind": "project"}]
