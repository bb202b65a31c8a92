"""The private key of a self-signed certificate committed beside it is a review item (issue 24).

A server's placeholder certificate (issuer = subject, no client trusts it) shipped with its key:
the key gives nothing a self-made certificate would not, so the default profile does not report
it and the audit profile shows it low with the reason. A key alone, the key of a CA-issued
certificate, a root CA's key, and the key of a certificate a client pins stay findings.
The fixtures in tests/data/x509 were made with openssl (req -x509, x509 -req -CA)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from secure_lint.core.x509 import certificate_public_part, certificates, pem_blocks, private_key_public_part

DATA = Path(__file__).parent / "data" / "x509"
SERVER_JS = """\
const fs = require('fs');
const https = require('https');
const options = {
  key: fs.readFileSync(process.env.SSL_KEY || __dirname + '/ssl/key.pem'),
  cert: fs.readFileSync(process.env.SSL_CERT || __dirname + '/ssl/cert.pem'),
};
https.createServer(options, app).listen(3010);
"""


def pem(name: str) -> str:
    return (DATA / name).read_text()


def _keys(root: Path, run_cli, profile: str = "default") -> list[tuple[str, str, str, str]]:  # type: ignore[no-untyped-def]
    # secrets.private-key is of the extended profile: named by id, it runs in the default one too
    select = ("--select", "secrets.private-key")
    result = run_cli("scan", "--format", "json", "--profile", profile, *select, "--no-cache", cwd=root)
    return [
        (f["location"]["path"], f["severity"], f["disposition"], f["message"])
        for f in json.loads(result.stdout)["findings"]
        if f["rule_id"] == "secrets.private-key"
    ]


@pytest.mark.parametrize(
    ("key", "cert"),
    [("server-key.pem", "server-cert.pem"), ("ec-key.pem", "ec-cert.pem"), ("legacy-key.pem", "legacy-cert.pem")],
)
def test_a_key_is_paired_with_its_own_certificate(key: str, cert: str) -> None:
    (block,) = pem_blocks(pem(key))
    (own,) = certificates(pem(cert))
    (other,) = certificates(pem("leaf-cert.pem"))
    assert private_key_public_part(block.label, block.der) == certificate_public_part(own)
    assert private_key_public_part(block.label, block.der) != certificate_public_part(other)


def test_certificates_are_read_by_their_structure() -> None:
    (server,) = certificates(pem("server-cert.pem"))
    (root,) = certificates(pem("root-cert.pem"))
    (leaf,) = certificates(pem("leaf-cert.pem"))
    (placeholder,) = certificates(pem("ec-cert.pem"))
    assert server.self_issued and not server.is_ca and server.host_names == ["ChatRooms Server"]
    assert root.self_issued and root.is_ca
    assert not leaf.self_issued and leaf.host_names == ["api.chatrooms.app"]
    assert placeholder.is_ca and placeholder.host_names == ["placeholder.chatrooms.app"]  # openssl's default v3_ca


def test_the_key_of_a_self_signed_placeholder_beside_it_is_a_review_item(tree, run_cli) -> None:
    root = tree({"server.js": SERVER_JS, "ssl/key.pem": pem("server-key.pem"), "ssl/cert.pem": pem("server-cert.pem")})
    assert _keys(root, run_cli) == []
    ((path, severity, disposition, message),) = _keys(root, run_cli, "audit")
    assert (path, severity, disposition) == ("ssl/key.pem", "low", "needs_review")
    assert "self-signed certificate" in message and "ChatRooms Server" in message


def test_a_bundle_of_a_sec1_key_and_its_server_certificate_flagged_ca(tree, run_cli) -> None:
    # openssl req -x509 marks a self-signed certificate CA:TRUE; one naming its host serves a site
    root = tree({"server.js": SERVER_JS, "certs/placeholder.pem": pem("ec-key-sec1.pem") + pem("ec-cert.pem")})
    assert _keys(root, run_cli) == []


def test_a_key_alone_stays_a_finding(tree, run_cli) -> None:
    root = tree({"server.js": SERVER_JS, "ssl/key.pem": pem("server-key.pem")})
    assert [k[:2] for k in _keys(root, run_cli)] == [("ssl/key.pem", "medium")]


def test_the_key_of_a_ca_issued_certificate_stays_a_finding(tree, run_cli) -> None:
    root = tree({"server.js": SERVER_JS, "ssl/key.pem": pem("leaf-key.pem"), "ssl/cert.pem": pem("leaf-cert.pem")})
    assert [k[0] for k in _keys(root, run_cli)] == ["ssl/key.pem"]


def test_the_key_of_a_certificate_for_special_use_names_only_is_a_review_item(tree, run_cli) -> None:
    # a UI-test mail server's certificate, issued by its own test CA for mail.acme.test and
    # imap.acme.test: no host on the internet answers to a .test name
    compose = "services:\n  mail:\n    image: mailserver/docker-mailserver\n    volumes: ['./config/:/tmp/dms/']\n"
    files = {
        "docker-mailserver/docker-compose.yml": compose,
        "docker-mailserver/config/ssl/mail.acme.test-key.pem": pem("mail-test-key.pem"),
        "docker-mailserver/config/ssl/mail.acme.test-cert.pem": pem("mail-test-cert.pem"),
    }
    root = tree(files)
    assert _keys(root, run_cli) == []
    ((path, severity, disposition, message),) = _keys(root, run_cli, "audit")
    assert (severity, disposition) == ("low", "needs_review")
    assert "special-use hosts" in message and "mail.acme.test, imap.acme.test" in message
    (cert,) = certificates(pem("mail-test-cert.pem"))
    assert not cert.self_issued  # a test CA signed it: the self-signed reason does not apply


def test_the_key_of_a_certificate_naming_a_public_host_too_stays_a_finding() -> None:
    from secure_lint.scan.repo.self_signed_keys import RESERVED_NAME

    (leaf,) = certificates(pem("leaf-cert.pem"))
    assert leaf.host_names == ["api.chatrooms.app"]
    special = ("mail.acme.test", "localhost", "printer.local", "127.0.0.1")
    public = ("api.chatrooms.app", "test.example.com.evil", "testing.io", "mail.local.acme.io")
    assert all(RESERVED_NAME.match(name) for name in special)
    assert not any(RESERVED_NAME.match(name) for name in public)


def test_a_root_ca_key_stays_a_finding(tree, run_cli) -> None:
    root = tree({"ca/root-key.pem": pem("root-key.pem"), "ca/root-cert.pem": pem("root-cert.pem")})
    assert [k[0] for k in _keys(root, run_cli)] == ["ca/root-key.pem"]


def test_a_key_beside_another_keys_certificate_stays_a_finding(tree, run_cli) -> None:
    root = tree({"ssl/key.pem": pem("legacy-key.pem"), "ssl/cert.pem": pem("server-cert.pem")})
    assert [k[0] for k in _keys(root, run_cli)] == ["ssl/key.pem"]


def test_the_key_of_a_certificate_an_app_pins_stays_a_finding(tree, run_cli) -> None:
    (cert,) = certificates(pem("ec-cert.pem"))
    swift = f"""\
import TrustKit
let pinning: [String: Any] = [
  kTSKPinnedDomains: ["placeholder.chatrooms.app": [kTSKPublicKeyHashes: ["{cert.pins[0]}"]]],
]
"""
    root = tree(
        {
            "server/ssl/key.pem": pem("ec-key.pem"),
            "server/ssl/cert.pem": pem("ec-cert.pem"),
            "ios/App/Pins.swift": swift,
        }
    )
    assert [k[0] for k in _keys(root, run_cli)] == ["server/ssl/key.pem"]


def test_the_key_of_a_certificate_a_mobile_app_loads_by_name_stays_a_finding(tree, run_cli) -> None:
    swift = 'let url = Bundle.main.url(forResource: "cert", withExtension: "pem")!\n'
    root = tree(
        {"ssl/key.pem": pem("server-key.pem"), "ssl/cert.pem": pem("server-cert.pem"), "App/Trust.swift": swift}
    )
    assert [k[0] for k in _keys(root, run_cli)] == ["ssl/key.pem"]


def test_the_key_of_a_certificate_packaged_in_an_android_app_stays_a_finding(tree, run_cli) -> None:
    raw = "android/app/src/main/res/raw"
    root = tree({f"{raw}/server_key.pem": pem("server-key.pem"), f"{raw}/server_cert.pem": pem("server-cert.pem")})
    assert len(_keys(root, run_cli)) == 1


def test_damaged_certificates_and_keys_are_skipped_not_raised() -> None:
    import base64
    import random

    rng = random.Random(24)
    der = pem_blocks(pem("ec-cert.pem"))[0].der
    for _ in range(2000):
        damaged = bytearray(der[: rng.randrange(8, len(der) + 1)])
        damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        body = base64.b64encode(bytes(damaged)).decode()
        for cert in certificates(f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n"):
            assert cert.pins and cert.subject_text
            certificate_public_part(cert)
        for label in ("PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"):
            private_key_public_part(label, bytes(damaged))


def test_the_key_of_a_client_authentication_certificate_stays_a_finding(tree, run_cli) -> None:
    # a self-signed certificate for client authentication only: an mTLS identity a server trusts
    (cert,) = certificates(pem("client-cert.pem"))
    assert cert.self_issued and not cert.serves_tls
    root = tree({"mtls/client-key.pem": pem("client-key.pem"), "mtls/client-cert.pem": pem("client-cert.pem")})
    assert [k[0] for k in _keys(root, run_cli)] == ["mtls/client-key.pem"]


def test_a_key_pair_pasted_into_a_configuration_file_stays_a_finding(tree, run_cli) -> None:
    # beside a remote host's settings a key pair is as often a client's identity for mutual TLS
    config = json.dumps(
        {"gateway": {"host": "placeholder.chatrooms.app", "key": pem("ec-key.pem"), "cert": pem("ec-cert.pem")}}
    )
    root = tree({"config/gateway.json": config})
    assert [k[0] for k in _keys(root, run_cli)] == ["config/gateway.json"]
