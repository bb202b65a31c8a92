"""An app-wide cleartext permission is high where the app's code requests a fixed remote host over
http, medium where it names none (scan/repo/cleartext_hosts.py)."""

from __future__ import annotations

import json

RULE = "rn.android.network-config-cleartext"
CONFIG = """\
<?xml version="1.0" encoding="utf-8"?>
<network-security-config>
    <!-- users connect to their own LLM server on the LAN, usually over http -->
    <base-config cleartextTrafficPermitted="true" />
</network-security-config>
"""
SERVERS = """\
export const DEFAULT_SERVER = 'http://192.168.1.20:11434';

export async function listModels(serverUrl: string): Promise<string[]> {
  const res = await fetch(`${serverUrl}/v1/models`);
  return (await res.json()).data.map((m: { id: string }) => m.id);
}

export const hub = () => fetch('https://hub.llm-chat.app/api/models');
"""
ICON = """\
export const Logo = () => (
  <Svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><Path d="M0 0h24v24H0z" /></Svg>
);
"""
REMOTE_API = "export const API_URL = 'http://api.llm-chat.app/v1';\n"


def _finding(tree, run_cli, files: dict[str, str]) -> dict:  # type: ignore[no-untyped-def]
    package = json.dumps({"name": "llm-chat", "dependencies": {"react-native": "0.79.2"}})
    base = {"package.json": package, "android/app/src/main/res/xml/network_security_config.xml": CONFIG}
    root = tree({**base, "src/servers.ts": SERVERS, "src/Logo.tsx": ICON, **files})
    result = run_cli("scan", "--format", "json", "--select", RULE, "--no-cache", cwd=root)
    (finding,) = json.loads(result.stdout)["findings"]
    return finding  # type: ignore[no-any-return]


def test_user_configured_and_local_hosts_only_make_it_medium(tree, run_cli) -> None:
    finding = _finding(tree, run_cli, {})
    assert finding["severity"] == "medium"
    assert "no http:// or ws:// address of a remote host is written in the app's code" in finding["message"]


def test_a_fixed_remote_http_host_keeps_it_high_and_names_it(tree, run_cli) -> None:
    finding = _finding(tree, run_cli, {"src/config.ts": REMOTE_API})
    assert finding["severity"] == "high"
    assert "requests http://api.llm-chat.app/v1 at src/config.ts:1" in finding["message"]


def test_a_remote_host_only_a_test_names_does_not_count(tree, run_cli) -> None:
    assert _finding(tree, run_cli, {"src/__tests__/config.test.ts": REMOTE_API})["severity"] == "medium"


def test_a_finding_already_rated_lower_is_never_raised(tree, run_cli) -> None:
    gradle = "android {\n    buildTypes {\n        release { minifyEnabled true }\n        staging { }\n    }\n}\n"
    files = {
        "android/app/build.gradle": gradle,
        "android/app/src/staging/res/xml/network_security_config.xml": CONFIG,
    }
    package = json.dumps({"name": "llm-chat", "dependencies": {"react-native": "0.79.2"}})
    root = tree({"package.json": package, "src/servers.ts": SERVERS, **files})
    result = run_cli("scan", "--format", "json", "--select", RULE, "--no-cache", cwd=root)
    (finding,) = json.loads(result.stdout)["findings"]
    assert (finding["severity"], finding["disposition"]) == ("info", "needs_review")  # a staging build's
    assert "no http:// or ws:// address" not in finding["message"]
