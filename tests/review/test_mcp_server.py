"""`secure-lint mcp` over stdio, driven by the MCP SDK's own client: the tools listed, each
one called, roots outside the allow-list refused, malformed requests survived."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import pytest

mcp = pytest.importorskip("mcp")

from mcp import Client, StdioServerParameters  # noqa: E402

from secure_lint.mcp.server import MAX_RESPONSE_CHARS, bounded  # noqa: E402

NAMES = {
    "secure_lint_list_authorized_roots",
    "secure_lint_inventory",
    "secure_lint_list_projects",
    "secure_lint_architecture",
    "secure_lint_packs_query",
    "secure_lint_audit_guidance",
    "secure_lint_scan",
    "secure_lint_threat_model",
    "secure_lint_report",
}
SEED_ALIASES = {
    "secure_mcp_list_authorized_roots",
    "secure_mcp_list_project_structure",
    "secure_mcp_list_projects",
    "secure_mcp_analyze_architecture",
    "secure_mcp_get_knowledge_pack",
    "secure_mcp_get_audit_guidance",
    "secure_mcp_build_remediation_threat_model",
    "secure_mcp_produce_findings",
    "secure_mcp_check_authentication",
    "secure_mcp_analyze_injection_risks",
    "secure_mcp_review_secrets",
}
# the planted private key (deploy/ci-deploy-key.pem) is secrets.private-key's, an extended rule
SECRETS_PLANTED = {
    ("scripts/release.sh", 5, "secrets.github-token"),
    ("web/.env.local", 2, "secrets.stripe-restricted-key"),
}


def _server(*args: str) -> list[str]:
    return [sys.executable, "-m", "secure_lint", "mcp", *args]


def _env() -> dict[str, str]:
    keep = ("PATH", "HOME", "XDG_CACHE_HOME", "LANG", "SYSTEMROOT")
    return {k: os.environ[k] for k in keep if k in os.environ}


def with_client(roots: list[Path], body: Callable[[Client], Awaitable[Any]]) -> Any:
    command = _server(*[a for root in roots for a in ("--root", str(root))])
    params = StdioServerParameters(command=command[0], args=command[1:], env=_env())

    async def main() -> Any:
        async with Client(params, read_timeout_seconds=300) as client:
            return await body(client)

    return anyio.run(main)


def _located(findings: list[dict[str, Any]]) -> list[tuple[str, int, str]]:
    return [(f["location"]["path"], f["location"]["start_line"], f["rule_id"]) for f in findings]


def _cli_scan(root: Path, *selectors: str) -> list[tuple[str, int, str]]:
    """What `secure-lint scan --select ...` finds: the MCP scan must find the same."""
    select = [a for s in selectors for a in ("--select", s)]
    done = subprocess.run(
        [sys.executable, "-m", "secure_lint", "scan", "--root", str(root), str(root), *select, "--format", "json"],
        capture_output=True,
        env=_env(),
        timeout=300,
    )
    return _located(json.loads(done.stdout)["findings"])


def test_lists_and_calls_every_tool(sample_app: Path, monorepo: Path) -> None:
    async def session(client: Client) -> dict[str, Any]:
        out: dict[str, Any] = {"tools": (await client.list_tools()).tools}

        async def call(name: str, **arguments: Any) -> Any:
            result = await client.call_tool(name, arguments)
            assert not result.is_error, (name, result.content)
            data = result.structured_content
            assert data["output_trust"] == "untrusted" and data["ok"] is True
            assert len(result.content[0].text) <= MAX_RESPONSE_CHARS + 1000
            return data

        app, mono = str(sample_app), str(monorepo)
        out["roots"] = await call("secure_lint_list_authorized_roots", include_metadata=True)
        out["inventory"] = await call("secure_lint_inventory", project_root=mono)
        out["inventory_md"] = await client.call_tool(
            "secure_mcp_list_project_structure", {"project_root": mono, "response_format": "markdown"}
        )
        out["projects"] = await call("secure_lint_list_projects", project_root=mono)
        out["architecture"] = await call("secure_mcp_analyze_architecture", project_root=mono, path="apps/web")
        out["packs"] = await call("secure_mcp_get_knowledge_pack", pack_ids=["web-next", "expo-rn"], max_items=4)
        out["guidance"] = await call("secure_lint_audit_guidance", section="workflow")
        out["scan"] = await call("secure_lint_scan", project_root=app, categories=["secrets"])
        out["secrets"] = await call("secure_mcp_review_secrets", project_root=app)
        out["auth"] = await call("secure_mcp_check_authentication", project_root=app)
        out["injection"] = await call("secure_mcp_analyze_injection_risks", project_root=app)
        out["threats"] = await call(
            "secure_lint_threat_model", project_root=app, findings_report=out["scan"], focus_area="secrets"
        )
        out["report"] = await call("secure_mcp_produce_findings", reports=[out["scan"], out["injection"]])
        return out

    out = with_client([monorepo, sample_app], session)
    names = {t.name for t in out["tools"]}
    assert names == NAMES | SEED_ALIASES
    for tool in out["tools"]:
        assert tool.annotations.read_only_hint is True and tool.annotations.destructive_hint is False
        assert tool.input_schema["additionalProperties"] is False
    assert [r["path"] for r in out["roots"]["roots"]] == [str(monorepo.resolve()), str(sample_app.resolve())]
    assert out["inventory"]["file_count"] == 27
    assert out["inventory_md"].content[0].text.startswith("> UNTRUSTED DATA")
    assert out["projects"]["project_count"] == 6
    assert [s["kind"] for s in out["architecture"]["surfaces"]] == [
        "http_route",
        "server_action",
        "middleware",
        "auth_surface",
        "config",
        "page_entry",
    ]
    assert [i["id"] for i in out["packs"]["items"]] == [
        "NEXT-MIDDLEWARE-AUTH",
        "EXPO-SECURE-STORE",
        "NEXT-SERVER-ACTIONS",
        "EXPO-SECURE-STORE-ACCESS",
    ]
    assert out["guidance"]["section"] == "workflow"
    secrets = _cli_scan(sample_app, "secrets")
    assert set(secrets) >= SECRETS_PLANTED
    assert _located(out["scan"]["findings"]) == secrets
    assert _located(out["secrets"]["findings"]) == secrets
    assert _located(out["auth"]["findings"]) == _cli_scan(sample_app, "authentication", "authorization")
    token = (sample_app / "scripts" / "release.sh").read_text().split("GH_TOKEN=")[1].split()[0]
    assert token not in json.dumps(out["scan"])
    assert {f["category"] for f in out["auth"]["findings"]} <= {"authentication", "authorization"}
    # pricing.ts evaluates an exported helper's parameter: a review item, reported by the extended profile only;
    # the thumbnail route's shell command is node.injection.exec-template's, an extended rule
    assert _located(out["injection"]["findings"]) == []
    assert out["threats"]["threats"][0]["knowledge"] == "TM-SECRETS-BOUNDARY"
    summary = out["report"]["executive_summary"]
    assert summary["total"] == len(out["scan"]["findings"]) + len(out["injection"]["findings"])
    assert out["report"]["findings"][0]["id"] == "F-001"


def test_refuses_roots_outside_the_allow_list_and_survives_bad_requests(monorepo: Path, sample_app: Path) -> None:
    async def session(client: Client) -> list[tuple[bool, str]]:
        calls = [
            ("secure_lint_inventory", {"project_root": str(sample_app)}),  # not authorized
            ("secure_lint_inventory", {"project_root": "../sample_app"}),  # relative escape
            ("secure_lint_architecture", {"project_root": str(monorepo), "path": "../sample_app"}),
            ("secure_lint_scan", {"project_root": str(monorepo), "paths": ["../../"]}),
            ("secure_lint_inventory", {"project_root": str(monorepo), "unknown": 1}),
            ("secure_lint_packs_query", {"pack_ids": "core"}),
            ("secure_lint_packs_query", {"pack_ids": ["nope"]}),
            ("secure_lint_report", {"reports": [{"hello": 1}]}),
            ("no_such_tool", {}),
            ("secure_lint_inventory", {"project_root": str(monorepo)}),  # still serving
        ]
        results = []
        for name, arguments in calls:
            result = await client.call_tool(name, arguments)
            results.append((bool(result.is_error), result.content[0].text if result.content else ""))
        return results

    results = with_client([monorepo], session)
    assert [error for error, _ in results] == [True] * 9 + [False]
    texts = [text for _, text in results]
    assert texts[0].endswith("project_root: outside the authorized roots (see secure_lint_list_authorized_roots)")
    assert texts[1].endswith("project_root: outside the authorized roots (see secure_lint_list_authorized_roots)")
    assert texts[2].endswith("path: outside project_root")
    assert texts[3].endswith("paths: outside project_root")
    assert texts[4].endswith("secure_lint_inventory: invalid arguments: unknown: unknown key")
    assert "Input should be a valid list" in texts[5]
    assert "no pack 'nope'; packs: apple-desktop" in texts[6]
    assert texts[7].endswith("reports[0]: neither a secure-lint findings report nor SARIF")
    assert "Unknown tool" in texts[8]
    assert not any("Traceback" in t or str(monorepo.parent) in t for t in texts[:9])


def test_no_root_fails_closed(tmp_path: Path) -> None:
    async def session(client: Client) -> tuple[bool, str, bool]:
        refused = await client.call_tool("secure_lint_inventory", {"project_root": str(tmp_path)})
        packs = await client.call_tool("secure_lint_packs_query", {"pack_ids": ["core"], "max_items": 1})
        return bool(refused.is_error), refused.content[0].text, bool(packs.is_error)

    error, text, packs_error = with_client([], session)
    assert error and text.endswith("no authorized roots: start the server with `secure-lint mcp --root DIR`")
    assert packs_error is False  # packs are bundled: no root needed


def test_garbage_on_stdin_is_survived_without_a_traceback(tmp_path: Path) -> None:
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "test", "version": "0"},
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    good = {"name": "secure_lint_audit_guidance", "arguments": {}, "_meta": meta}
    lines = [
        "this is not json",
        '{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": 42}',
        json.dumps({"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": good}),
    ]
    server = subprocess.Popen(
        _server("--root", str(tmp_path)),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=_env(),
    )
    assert server.stdin is not None and server.stdout is not None
    server.stdin.write("".join(f"{line}\n" for line in lines).encode())
    server.stdin.flush()
    answer = json.loads(server.stdout.readline())  # the server is still there after the garbage
    _, stderr = server.communicate(timeout=60)  # closes stdin: the server ends
    assert answer["id"] == 8 and answer["result"]["content"][0]["text"].startswith("> UNTRUSTED DATA")
    assert server.returncode == 0
    assert b"Traceback" not in stderr


def test_bad_root_on_the_command_line_is_one_line(run_cli, tmp_path: Path) -> None:
    result = run_cli("mcp", "--root", "missing-dir", cwd=tmp_path)
    assert (result.exit_code, result.stderr) == (2, "secure-lint: error: --root missing-dir: not a directory\n")


def test_bounded_halves_the_longest_lists_and_says_so() -> None:
    payload = {"ok": True, "findings": [{"text": "x" * 100} for _ in range(1000)], "notes": ["a", "b"]}
    out = bounded(payload, limit=10_000)
    assert len(json.dumps(out)) <= 10_000
    assert out["truncated"] == {"response_size": True, "items_left_out": {"findings": 938}}
    assert out["notes"] == ["a", "b"]


def test_the_cli_does_not_import_the_sdk() -> None:
    code = "import sys; import secure_lint.cli.app; assert 'mcp' not in sys.modules and 'mcp_types' not in sys.modules"
    assert subprocess.run([sys.executable, "-c", code], env=_env(), timeout=60).returncode == 0
