"""A private key beside the certificate it serves, when that certificate is a local development one.

A PEM private key in a file that also holds certificates (a key pair pasted into a config, an API
document's example response, a bundle `.pem`) is judged with them: when every certificate there
was issued by mkcert's development CA (a CA each developer creates on their own machine and only
that machine trusts) or names only the local machine and hosts reserved for examples
(`localhost`, `127.0.0.1`, `*.test`, `example.com`: RFC 2606 and 6761), the key serves a
development certificate that nothing else trusts. It protects nothing, so it is not reported. A
key alone, or beside a certificate of a real host, still is.

The certificate's names are read from its DER bytes: the subject and issuer common and
organization names, and the DNS names and IP addresses of its subjectAltName.
"""

from __future__ import annotations

import base64
import binascii

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.secret_context import PRIVATE_HOST, RESERVED_HOST

# a PEM certificate whose body is base64 and line breaks (written as such or escaped in a string):
# an elided one (`MIID...`) is an example's stand-in, not a certificate
CERTIFICATE = regex_on_first_use(
    r"-----BEGIN CERTIFICATE-----((?:[A-Za-z0-9+/=\s]|\\[nr]){64,12000}?)-----END CERTIFICATE-----"
)
PEM_NOISE = regex_on_first_use(r"\\[nr]|\s")
COMMON_NAME = b"\x06\x03\x55\x04\x03"
ORGANIZATION = b"\x06\x03\x55\x04\x0a"
SUBJECT_ALT_NAME = b"\x06\x03\x55\x1d\x11"
STRING_TAGS = frozenset({0x0C, 0x13, 0x16, 0x14})  # UTF8String, PrintableString, IA5String, T61String
DNS_NAME, IP_ADDRESS = 0x82, 0x87
MKCERT_CA = "mkcert development"
SCAN_LIMIT = 200_000  # how much of a file is searched for certificates


def _length(der: bytes, at: int) -> tuple[int, int]:
    """A DER length at `at`: (length, offset of the content)."""
    if at >= len(der):
        return 0, at
    first = der[at]
    if first < 0x80:
        return first, at + 1
    count = first & 0x7F
    return int.from_bytes(der[at + 1 : at + 1 + count], "big"), at + 1 + count


def _attribute_values(der: bytes, oid: bytes) -> list[str]:
    """Every string value that follows the attribute type `oid` (in the issuer and the subject)."""
    values = []
    at = der.find(oid)
    while at != -1:
        tag_at = at + len(oid)
        if tag_at < len(der) and der[tag_at] in STRING_TAGS:
            size, start = _length(der, tag_at + 1)
            values.append(der[start : start + size].decode("utf-8", "replace"))
        at = der.find(oid, at + 1)
    return values


def _alt_names(der: bytes) -> list[str]:
    """The DNS names and IP addresses of the subjectAltName extension."""
    at = der.find(SUBJECT_ALT_NAME)
    if at == -1:
        return []
    at += len(SUBJECT_ALT_NAME)
    if at < len(der) and der[at] == 0x01:  # the critical flag
        at += 3
    if at >= len(der) or der[at] != 0x04:  # the extension's value: an OCTET STRING
        return []
    _, inner = _length(der, at + 1)
    if inner >= len(der) or der[inner] != 0x30:  # GeneralNames: a SEQUENCE
        return []
    size, at = _length(der, inner + 1)
    end, names = min(len(der), at + size), []
    while at < end:
        tag = der[at]
        size, start = _length(der, at + 1)
        if tag == DNS_NAME:
            names.append(der[start : start + size].decode("ascii", "replace"))
        elif tag == IP_ADDRESS and size == 4:
            names.append(".".join(str(b) for b in der[start : start + size]))
        elif tag == IP_ADDRESS and size == 16:
            names.append("[::1]" if der[start : start + size] == bytes(15) + b"\x01" else "[ipv6]")
        at = start + size
    return names


def _local_host(name: str) -> bool:
    host = name.lstrip("*.").rstrip(".")
    return RESERVED_HOST().match(host) is not None or PRIVATE_HOST().match(host) is not None


def local_development_certificate(der: bytes) -> bool:
    """Issued by mkcert's development CA, or naming only the local machine and example hosts."""
    if any(MKCERT_CA in value for value in _attribute_values(der, ORGANIZATION)):
        return True
    names = _attribute_values(der, COMMON_NAME)[-1:] + _alt_names(der)  # the subject's CN comes last
    return bool(names) and all(_local_host(name) for name in names)


def _certificates(text: str) -> list[bytes]:
    found = []
    for match in CERTIFICATE().finditer(text, 0, min(len(text), SCAN_LIMIT)):
        body = PEM_NOISE().sub("", match.group(1))
        try:
            found.append(base64.b64decode(body + "=" * (-len(body) % 4), validate=True))
        except (binascii.Error, ValueError):
            return []  # a certificate that does not decode: nothing is known of it
    return found


def key_of_development_certificate(text: str) -> bool:
    """True when the file holds certificates and every one is a local development certificate."""
    certificates = _certificates(text)
    return bool(certificates) and all(local_development_certificate(der) for der in certificates)
