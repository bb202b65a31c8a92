"""An OAuth client secret in a development example whose app runs on the local machine is a review item
(batch 29: odk-central-backend's `config/oidc-example-google.json`, judged false).

The provider sends a client's codes only to its registered redirects: a client whose app addresses are
all local (in the file, or in node-config's `config/default.json` the example overlays) opens no deployed
app. A real tenant's secret stays a finding: a file named for production or a machine's override, a
deployed app's address, or a credential that is no OAuth client secret (an API key works from anywhere)."""

from __future__ import annotations

import json
from pathlib import Path

GOOGLE_SECRET = "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"
AUTH0_SECRET = "7tuVT7OsjRHfmUiwYYyWNT8YArMNlmvvv70tqlChkjtVHW0Xsp0mvVAyKIfCgUn5"
DEFAULT = {"env": {"domain": "http://localhost:8989"}, "database": {"host": "localhost"}}
DEPLOYED = {"env": {"domain": "https://forms.acme.org"}}


def _oidc(issuer: str, secret: str) -> str:
    oidc = {"issuerUrl": issuer, "clientId": "odk-central", "clientSecret": secret, "enabled": True}
    return json.dumps({"default": {"oidc": oidc}}, indent=2)


def _secrets(root: Path, run_cli, profile: str = "default") -> list[tuple[str, str, str, str]]:  # type: ignore[no-untyped-def]
    result = run_cli("scan", "--format", "json", "--profile", profile, "--select", "secrets", "--no-cache", cwd=root)
    return sorted(
        (f["location"]["path"], f["rule_id"], f["severity"], f["disposition"])
        for f in json.loads(result.stdout)["findings"]
    )


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_an_example_overlay_of_a_local_base_config_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(
        tmp_path,
        {
            "config/default.json": json.dumps(DEFAULT, indent=2),
            "config/oidc-example-google.json": _oidc("https://accounts.google.com", GOOGLE_SECRET),
            "config/oidc-example-auth0.json": _oidc("https://acme-dev.us.auth0.com", AUTH0_SECRET),
        },
    )
    assert _secrets(root, run_cli) == []
    assert _secrets(root, run_cli, "audit") == [
        ("config/oidc-example-auth0.json", "secrets.auth0-client-secret", "low", "needs_review"),
        ("config/oidc-example-google.json", "secrets.google-oauth-client-secret", "low", "needs_review"),
    ]


def test_the_file_s_own_local_redirect_counts(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    sample = f"""\
google:
  client_id: 81234567890-a1b2c3d4.apps.googleusercontent.com
  client_secret: {GOOGLE_SECRET}
  redirect_uri: http://127.0.0.1:3000/auth/google/callback
"""
    root = _write(tmp_path, {"auth.sample.yaml": sample})
    assert _secrets(root, run_cli) == []


def test_a_deployed_address_keeps_the_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(
        tmp_path,
        {
            "config/default.json": json.dumps(DEPLOYED, indent=2),
            "config/oidc-example-google.json": _oidc("https://accounts.google.com", GOOGLE_SECRET),
        },
    )
    assert _secrets(root, run_cli) == [
        ("config/oidc-example-google.json", "secrets.google-oauth-client-secret", "critical", "reportable")
    ]


def test_a_production_or_override_file_keeps_the_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(
        tmp_path,
        {
            "config/default.json": json.dumps(DEFAULT, indent=2),
            "config/production.json": _oidc("https://accounts.google.com", GOOGLE_SECRET),
            "config/local.json": _oidc("https://acme.us.auth0.com", AUTH0_SECRET),
        },
    )
    assert _secrets(root, run_cli) == [
        ("config/local.json", "secrets.auth0-client-secret", "high", "reportable"),
        ("config/production.json", "secrets.google-oauth-client-secret", "critical", "reportable"),
    ]


def test_a_key_that_is_no_client_secret_keeps_the_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    example = {"default": {"google": {"apiKey": GOOGLE_SECRET}}}
    root = _write(
        tmp_path,
        {"config/default.json": json.dumps(DEFAULT, indent=2), "config/maps-example.json": json.dumps(example)},
    )
    assert [r for _, r, _, d in _secrets(root, run_cli) if d == "reportable"] == ["secrets.google-oauth-client-secret"]
