"""The private key of a self-signed certificate committed beside it, or of one that names only
special-use hosts: a review item, not a leak.

A certificate nobody issued but its own key (issuer = subject) is trusted by no client unless that
client pins it or installs it. Its key, committed with it in key files (a PEM key file holding the
certificate too, or a PEM certificate in the same folder whose public key is the key's), gives an
attacker nothing a certificate they make themselves would not: it is the placeholder a server
starts with before an operator mounts a real certificate. So `secrets.private-key` on it is
lowered to a low review item with that reason (the extended profile shows it, the default does not).
So is the key of a server certificate (CA-issued or not) whose every name is special-use, a test
mail server's `mail.acme.test` or a `localhost` development certificate: whoever trusts its issuer,
no host on the internet answers to those names, so the key impersonates none.

It stays a finding when the pairing is not shown (a key alone, an encrypted key, a key whose
certificate does not parse), when the key is pasted into a configuration or code file (a key pair
beside a remote host's settings is as often a client's identity for mutual TLS, which that host
trusts), when the certificate is for client authentication only (its extended key usage), when
the certificate was issued by a CA (another name signed it),
when it is a CA certificate that names no host (a root meant to be installed: its key mints
certificates for any host its installers trust; openssl's default `req -x509` marks every
self-signed server certificate CA:TRUE, and those name their host), and when a client pins it:
its SHA-256 pin or fingerprint is written in another file of the repository, or a mobile app's
code or configuration names its file, or it lies among an Android app's raw resources or assets.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result, low_review_item

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.core.x509 import Certificate
    from secure_lint.scan.cache.result_codec import Item

RULE = "secrets.private-key"
REASON = (
    "the key of a self-signed certificate committed beside it: no client trusts that certificate "
    "unless it pins or installs it, so the key gives nothing a self-made certificate would not"
)
RESERVED_NAMES_REASON = (
    "the key of a certificate committed beside it that names only special-use hosts (.test, .local, "
    "localhost, loopback): no host on the internet answers to them, so the key impersonates none"
)
# a special-use name (RFC 2606, 6761, 6762; ICANN's private-use .internal) or a loopback address
RESERVED_NAME = lazy_compile(
    r"(?i)^(?:(?:\*\.)?(?:[a-z0-9-]+\.)*(?:test|example|invalid|localhost|local|internal|home\.arpa)"
    r"|localhost|127(?:\.\d{1,3}){3}|\[::1\])\.?$"
)
KEY_LABELS = frozenset({"RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"})
CERTIFICATE_SUFFIXES = (".pem", ".crt", ".cer", ".cert")
KEY_FILE_SUFFIXES = (".pem", ".key", ".crt", ".cer", ".cert")  # files of key material, not settings
# a host a server certificate names: a DNS name, a wildcard, localhost or an IPv4 address
HOST = lazy_compile(r"(?i)^(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$|^localhost$")
# files of a mobile client: its code, an Android network security config or manifest, a plist
MOBILE_FILE = lazy_compile(r"(?i)\.(?:swift|m|mm|kt|java|dart|plist)$|(?:^|/)res/xml/[^/]+\.xml$|AndroidManifest\.xml$")
# an Android app's packaged files: what its code can load as a trusted certificate
ANDROID_PACKAGED = lazy_compile(r"(?:^|/)res/raw/|(?:^|/)src/[^/]+/assets/")
# text files a pin could be written in (code, configuration): the repository is searched only
# when a self-signed key was found, and only these
PIN_FILE = lazy_compile(
    r"(?i)\.(?:swift|m|mm|h|kt|kts|java|dart|[cm]?[jt]sx?|json|ya?ml|xml|plist|properties|gradle|toml|conf|txt)$"
)


def self_signed_keys_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with each private-key finding of a self-signed certificate's key lowered."""
    if not any(isinstance(i, FileResult) and any(f.rule_id == RULE for f in i.findings) for i in items):
        return items
    return each_file_result(items, lambda result: _lowered(result, repo))


def _lowered(result: FileResult, repo: Repository) -> FileResult:
    if not any(f.rule_id == RULE for f in result.findings):
        return result
    findings = [_judged(f, repo) if f.rule_id == RULE else f for f in result.findings]
    return replace(result, findings=findings)


def _judged(finding: Finding, repo: Repository) -> Finding:
    paired = paired_certificate(finding.location.path, finding.location.start_line, repo)
    if paired is None:
        return finding
    cert_path, cert = paired
    if reserved_names_only(cert):
        return low_review_item(finding, RESERVED_NAMES_REASON, f"certificate names: {', '.join(cert.host_names)}")
    if _server_placeholder(cert) and not _pinned(cert, cert_path, finding.location.path, repo):
        return low_review_item(finding, REASON, f"certificate: {cert.subject_text}")
    return finding


def paired_certificate(path: str, line: int, repo: Repository) -> tuple[str, Certificate] | None:
    """(its file, the certificate) whose key is the PEM key at `line` of `path`, in the key's own
    file or a PEM file of its folder; None for a key with no such certificate or in a settings file."""
    from secure_lint.core.x509 import certificate_public_part  # noqa: PLC0415 (only for a key file's finding)

    if not path.lower().endswith(KEY_FILE_SUFFIXES):
        return None
    text = repo.text(path)
    if text is None:
        return None
    key = _key_at(text, line)
    if key is None:
        return None
    for cert_path, cert in _certificates_beside(path, text, repo):
        if certificate_public_part(cert) == key:
            return cert_path, cert
    return None


def reserved_names_only(cert: Certificate) -> bool:
    """A server certificate, no CA, whose every name is a special-use one (RFC 6761 and 6762:
    `mail.acme.test`, `localhost`, `printer.local`, a loopback address): no name it holds is a
    host on the internet, whoever issued it, so its key impersonates nothing reachable there."""
    names = cert.host_names
    return cert.serves_tls and not cert.is_ca and bool(names) and all(RESERVED_NAME.match(n) for n in names)


def _key_at(text: str, line: int) -> bytes | None:
    """The public part of the private key whose PEM block holds `line` (1-based)."""
    from secure_lint.core.x509 import pem_blocks, private_key_public_part  # noqa: PLC0415 (see above)

    for block in pem_blocks(text):
        first = text.count("\n", 0, block.start) + 1
        last = first + text.count("\n", block.start, block.end)
        if block.label in KEY_LABELS and first <= line <= last:
            return private_key_public_part(block.label, block.der)
    return None


def _certificates_beside(path: str, text: str, repo: Repository) -> list[tuple[str, Certificate]]:
    """The certificates in the key's own file, then in PEM files of its folder."""
    from secure_lint.core.x509 import certificates  # noqa: PLC0415 (see above)

    found = [(path, cert) for cert in certificates(text)]
    folder = posixpath.dirname(path)
    for other in repo.paths:
        if other != path and posixpath.dirname(other) == folder and other.lower().endswith(CERTIFICATE_SUFFIXES):
            other_text = repo.text(other)
            if other_text is not None and "CERTIFICATE-----" in other_text:
                found.extend((other, cert) for cert in certificates(other_text))
    return found


def _server_placeholder(cert: Certificate) -> bool:
    """Self-signed, and a server's certificate (no client-only key usage): not a CA, or a CA flag
    on one naming its host."""
    if not cert.self_issued or not cert.serves_tls:
        return False
    return not cert.is_ca or any(HOST.match(name) for name in cert.host_names)


def _pinned(cert: Certificate, cert_path: str, key_path: str, repo: Repository) -> bool:
    """A client trusts this very certificate: it is packaged into an Android app, a mobile app's
    code or configuration names its file, or another file writes its pin or fingerprint."""
    if ANDROID_PACKAGED.search(cert_path):
        return True
    name = posixpath.basename(cert_path)
    stem = posixpath.splitext(name)[0]
    # its file name, or its stem quoted (`forResource: "server", ofType: "cer"`)
    named = re.compile(rf"""(?<![\w.-]){re.escape(name)}(?![\w-])|["']{re.escape(stem)}["']""")
    pins = cert.pins
    for other in repo.paths:
        if other in (cert_path, key_path) or not PIN_FILE.search(other):
            continue
        other_text = repo.text(other)
        if other_text is None:
            continue
        if any(pin in other_text for pin in pins):
            return True
        if cert_path != key_path and MOBILE_FILE.search(other) and named.search(other_text):
            return True
    return False
