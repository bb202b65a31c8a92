"""A private key beside the certificate it serves, when that certificate is a local development one.

A PEM private key in a file that also holds certificates (a key pair pasted into a config, an API
document's example response, a bundle `.pem`) is judged with them: when every certificate there
was issued by mkcert's development CA (a CA each developer creates on their own machine and only
that machine trusts) or names only the local machine and hosts reserved for examples
(`localhost`, `127.0.0.1`, `*.test`, `example.com`: RFC 2606 and 6761), the key serves a
development certificate that nothing else trusts. It protects nothing, so it is not reported. A
key alone, or beside a certificate of a real host, still is.

The certificates are read by their structure (core/x509.py): the organization names of issuer
and subject, the subject's common name and the DNS names and IP addresses of its subjectAltName.
The key of a self-signed certificate in general is judged with the repository around it
(scan/repo/self_signed_keys.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.matchers.secret_context import PRIVATE_HOST, RESERVED_HOST

if TYPE_CHECKING:
    from secure_lint.core.x509 import Certificate

MKCERT_CA = "mkcert development"


def _local_host(name: str) -> bool:
    host = name.lstrip("*.").rstrip(".")
    return RESERVED_HOST().match(host) is not None or PRIVATE_HOST().match(host) is not None


def local_development_certificate(cert: Certificate) -> bool:
    """Issued by mkcert's development CA, or naming only the local machine and example hosts."""
    from secure_lint.core.x509 import ORGANIZATION  # noqa: PLC0415 (see key_of_development_certificate)

    if any(MKCERT_CA in value for value in cert.attribute(ORGANIZATION)):
        return True
    names = cert.host_names
    return bool(names) and all(_local_host(name) for name in names)


def key_of_development_certificate(text: str) -> bool:
    """True when the file holds certificates and every one is a local development certificate
    (a certificate that does not parse: nothing is known of it, so no). The X.509 reader is
    imported here: only a file with a private key's finding needs it, not every scan's start."""
    from secure_lint.core.x509 import certificates  # noqa: PLC0415 (only for a private key's finding)

    found = certificates(text, strict=True)
    return bool(found) and all(local_development_certificate(cert) for cert in found)
