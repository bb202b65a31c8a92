"""Node-only TLS options in code a browser bundle is built from are inert there (issue 24):
the browser verifies every certificate itself. What makes a folder browser source is how the
app is built (the module script its index.html loads, a Create React App package), not a name."""

from __future__ import annotations

import json

TLS_RULE = "node.tls.reject-unauthorized-false"

INDEX_HTML = """\
<!DOCTYPE html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Robots</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/index.tsx"></script>
  </body>
</html>
"""
PACKAGE = '{"name": "robots", "dependencies": {"socket.io-client": "^4.7.0", "express": "^4.19.0"}}\n'
CRA_PACKAGE = '{"name": "dashboard", "dependencies": {"react": "^18.2.0", "react-scripts": "5.0.1"}}\n'
SOCKET = """\
import { io, Socket } from "socket.io-client";
import { apiUrl } from "../apiConfig";

export function connectToBrowser(browserId: string): Socket {
  return io(`${apiUrl}/${browserId}`, {
    transports: ["websocket", "polling"],
    rejectUnauthorized: false,
  });
}
"""
SERVER_SOCKET = """\
import { io } from "socket.io-client";

export function followRun(browserId: string, token: string) {
  const socket = io(`${process.env.BACKEND_URL}/${browserId}`, {
    transports: ["websocket"],
    rejectUnauthorized: false,
    auth: { token },
  });
  return socket;
}
"""


def _scan(run_cli, root):  # type: ignore[no-untyped-def]
    return run_cli("scan", "--format", "json", "--select", TLS_RULE, cwd=root)  # an extended rule: selected


def _tls(result) -> list[str]:  # type: ignore[no-untyped-def]
    findings = json.loads(result.stdout)["findings"]
    return sorted(f["location"]["path"] for f in findings if f["rule_id"] == TLS_RULE)


def test_a_vite_entry_folder_is_browser_code_and_the_server_folder_is_not(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": PACKAGE,
            "index.html": INDEX_HTML,
            "src/index.tsx": "import './utils/browserSocket';\n",
            "src/utils/browserSocket.ts": SOCKET,
            "server/src/api/record.ts": SERVER_SOCKET,
        }
    )
    assert _tls(_scan(run_cli, root)) == ["server/src/api/record.ts"]


def test_without_a_page_loading_the_folder_the_finding_stays(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "src/utils/browserSocket.ts": SOCKET})
    assert _tls(_scan(run_cli, root)) == ["src/utils/browserSocket.ts"]


def test_a_page_whose_module_script_sits_beside_it_marks_no_folder(tree, run_cli) -> None:
    page = INDEX_HTML.replace("/src/index.tsx", "/main.js")
    root = tree({"package.json": PACKAGE, "index.html": page, "main.js": "", "src/utils/browserSocket.ts": SOCKET})
    assert _tls(_scan(run_cli, root)) == ["src/utils/browserSocket.ts"]


def test_create_react_app_source_is_browser_code(tree, run_cli) -> None:
    root = tree({"web/package.json": CRA_PACKAGE, "web/src/socket.ts": SOCKET, "api/socket.ts": SERVER_SOCKET})
    assert _tls(_scan(run_cli, root)) == ["api/socket.ts"]
