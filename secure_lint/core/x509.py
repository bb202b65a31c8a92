"""PEM certificates and private keys read by their ASN.1 structure (DER), with the standard library.

Enough of X.509 (RFC 5280), PKCS #1, PKCS #8 and SEC 1 to answer: who issued a certificate and to
whom, whether it is a CA, which host names it holds, its public key and its pins, and whether a
private key is the one of a certificate. Every reader walks the DER tag by tag and returns None on
anything it does not understand (an encrypted key, a truncated body): nothing is guessed.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

from secure_lint.core.lazy_pattern import lazy_compile

SEQUENCE, SET, INTEGER, BOOLEAN, BIT_STRING, OCTET_STRING, OID = 0x30, 0x31, 0x02, 0x01, 0x03, 0x04, 0x06
STRING_TAGS = frozenset({0x0C, 0x13, 0x16, 0x14, 0x1E})  # UTF8, Printable, IA5, T61, BMP
EXPLICIT_VERSION, EXPLICIT_EXTENSIONS, EXPLICIT_PUBLIC_KEY = 0xA0, 0xA3, 0xA1
DNS_NAME, IP_ADDRESS = 0x82, 0x87
COMMON_NAME = bytes.fromhex("550403")  # 2.5.4.3
ORGANIZATION = bytes.fromhex("55040a")  # 2.5.4.10
BASIC_CONSTRAINTS = bytes.fromhex("551d13")  # 2.5.29.19
SUBJECT_ALT_NAME = bytes.fromhex("551d11")  # 2.5.29.17
SUBJECT_KEY_ID = bytes.fromhex("551d0e")  # 2.5.29.14
AUTHORITY_KEY_ID = bytes.fromhex("551d23")  # 2.5.29.35
EXTENDED_KEY_USAGE = bytes.fromhex("551d25")  # 2.5.29.37
SERVER_AUTH = bytes.fromhex("2b06010505070301")  # 1.3.6.1.5.5.7.3.1
ANY_EXTENDED_KEY_USAGE = bytes.fromhex("551d2500")  # 2.5.29.37.0
RSA_ENCRYPTION = bytes.fromhex("2a864886f70d010101")  # 1.2.840.113549.1.1.1

# A block: its BEGIN line, a body of base64, white space and escaped line breaks (a block written
# in a string), its END line. One reading of each body character: a body is read once, and the
# first other character ends the block there (a header line, `Proc-Type: 4,ENCRYPTED`, marks an
# encrypted block: not one).
PEM_BLOCK = lazy_compile(r"-----BEGIN ([A-Z0-9 ]{1,40})-----((?:[A-Za-z0-9+/=\s]|\\[nr]){16,20000}?)-----END \1-----")
PEM_NOISE = lazy_compile(r"\\[nr]|\s")


class DerError(ValueError):
    """The bytes are not the DER structure expected."""


@dataclass(frozen=True)
class Tlv:
    tag: int
    start: int  # of the content
    end: int
    at: int = 0  # of the tag

    def whole(self, der: bytes) -> bytes:
        """The element with its tag and length."""
        return der[self.at : self.end]


def tlv(der: bytes, at: int) -> Tlv:
    """The element at `at`: its tag and content span (definite lengths only, as DER has)."""
    if at + 2 > len(der):
        raise DerError("truncated")
    tag, first = der[at], der[at + 1]
    if tag & 0x1F == 0x1F:
        raise DerError("multi-byte tag")
    if first < 0x80:
        size, start = first, at + 2
    else:
        count = first & 0x7F
        if count == 0 or count > 4:
            raise DerError("length")
        size, start = int.from_bytes(der[at + 2 : at + 2 + count], "big"), at + 2 + count
    if start + size > len(der):
        raise DerError("truncated")
    return Tlv(tag, start, start + size, at)


def children(der: bytes, parent: Tlv) -> list[Tlv]:
    """The elements inside a constructed element."""
    found, at = [], parent.start
    while at < parent.end:
        child = tlv(der, at)
        found.append(child)
        at = child.end
    return found


def expect(element: Tlv, tag: int) -> Tlv:
    if element.tag != tag:
        raise DerError(f"tag {element.tag:#x}, expected {tag:#x}")
    return element


@dataclass(frozen=True)
class Certificate:
    der: bytes
    issuer: bytes  # the Name's DER
    subject: bytes
    public_key_info: bytes  # SubjectPublicKeyInfo's DER
    public_key: bytes  # the BIT STRING's bits: an RSA key's SEQUENCE, an EC point
    extensions: dict[bytes, bytes]  # extension OID -> its extnValue's content

    @property
    def self_issued(self) -> bool:
        """Issuer and subject are the same name (RFC 5280 6.1), and the authority key id, when
        given, is the certificate's own key id: no CA signed it but its own key."""
        if self.issuer != self.subject:
            return False
        authority, own = self.extensions.get(AUTHORITY_KEY_ID), self.extensions.get(SUBJECT_KEY_ID)
        if authority is None or own is None:
            return True
        return _authority_key_id(authority) in (None, _octets(own))

    @property
    def is_ca(self) -> bool:
        value = self.extensions.get(BASIC_CONSTRAINTS)
        if value is None:
            return False
        fields = children(value, expect(tlv(value, 0), SEQUENCE))
        return bool(fields) and fields[0].tag == BOOLEAN and value[fields[0].start : fields[0].end] != b"\x00"

    @property
    def serves_tls(self) -> bool:
        """Usable as a TLS server's certificate: no extended key usage, or one naming serverAuth
        (a certificate for client authentication only is an identity some server trusts)."""
        value = self.extensions.get(EXTENDED_KEY_USAGE)
        if value is None:
            return True
        usages = {value[u.start : u.end] for u in children(value, expect(tlv(value, 0), SEQUENCE))}
        return not usages.isdisjoint({SERVER_AUTH, ANY_EXTENDED_KEY_USAGE})

    @property
    def host_names(self) -> list[str]:
        """The subject's common names and the DNS names and IP addresses of subjectAltName."""
        names = [value for oid, value in _attributes(self.subject) if oid == COMMON_NAME]
        value = self.extensions.get(SUBJECT_ALT_NAME)
        if value is not None:
            for name in children(value, expect(tlv(value, 0), SEQUENCE)):
                raw = value[name.start : name.end]
                if name.tag == DNS_NAME:
                    names.append(raw.decode("ascii", "replace"))
                elif name.tag == IP_ADDRESS and len(raw) == 4:
                    names.append(".".join(str(b) for b in raw))
                elif name.tag == IP_ADDRESS and len(raw) == 16:
                    names.append("[::1]" if raw == bytes(15) + b"\x01" else "[ipv6]")
        return names

    def attribute(self, oid: bytes) -> list[str]:
        """The values of one attribute type in the issuer's and the subject's names."""
        return [value for name in (self.issuer, self.subject) for kind, value in _attributes(name) if kind == oid]

    @property
    def subject_text(self) -> str:
        return ", ".join(value for _, value in _attributes(self.subject)) or "(no subject)"

    @property
    def pins(self) -> list[str]:
        """How clients pin this certificate: the base64 and hex SHA-256 of its public key
        (HPKP, OkHttp, TrustKit) and of the whole certificate (a fingerprint)."""
        spki, whole = hashlib.sha256(self.public_key_info).digest(), hashlib.sha256(self.der).digest()
        return [base64.b64encode(spki).decode(), spki.hex(), whole.hex(), base64.b64encode(whole).decode()]


def _octets(value: bytes) -> bytes:
    element = tlv(value, 0)
    return value[element.start : element.end]


def _authority_key_id(value: bytes) -> bytes | None:
    for field in children(value, expect(tlv(value, 0), SEQUENCE)):
        if field.tag == 0x80:  # [0] keyIdentifier
            return value[field.start : field.end]
    return None


def _attributes(name: bytes) -> Iterator[tuple[bytes, str]]:
    """(type OID, string value) of each attribute of a Name."""
    for rdn in children(name, expect(tlv(name, 0), SEQUENCE)):
        for attribute in children(name, expect(rdn, SET)):
            kind, value = children(name, expect(attribute, SEQUENCE))[:2]
            if value.tag in STRING_TAGS:
                codec = "utf-16-be" if value.tag == 0x1E else "utf-8"
                yield name[kind.start : kind.end], name[value.start : value.end].decode(codec, "replace")


def certificate(der: bytes) -> Certificate:
    """An X.509 certificate from its DER (raises DerError)."""
    outer = children(der, expect(tlv(der, 0), SEQUENCE))
    fields = children(der, expect(outer[0], SEQUENCE))
    if fields and fields[0].tag == EXPLICIT_VERSION:
        fields = fields[1:]
    if len(fields) < 6:
        raise DerError("tbsCertificate")
    _serial, _algorithm, issuer, _validity, subject, spki = fields[:6]
    key_fields = children(der, expect(spki, SEQUENCE))
    bits = expect(key_fields[1], BIT_STRING)
    extensions: dict[bytes, bytes] = {}
    for extra in fields[6:]:
        if extra.tag == EXPLICIT_EXTENSIONS:
            for extension in children(der, expect(children(der, extra)[0], SEQUENCE)):
                parts = children(der, expect(extension, SEQUENCE))
                value = expect(parts[-1], OCTET_STRING)
                extensions[der[parts[0].start : parts[0].end]] = der[value.start : value.end]
    public_key = der[bits.start + 1 : bits.end]
    cert = Certificate(der, issuer.whole(der), subject.whole(der), spki.whole(der), public_key, extensions)
    # each field read once, so that all parse: a damaged certificate is skipped here, not later
    _ = (cert.self_issued, cert.is_ca, cert.serves_tls, cert.host_names, cert.subject_text)
    return cert


def private_key_public_part(label: str, der: bytes) -> bytes | None:
    """What a private key shares with its certificate: an RSA key's modulus, an EC key's public
    point; None when the key does not hold it (an Ed25519 seed, an encrypted key) or does not parse."""
    try:
        if label == "RSA PRIVATE KEY":
            return _rsa_modulus(der)
        if label == "EC PRIVATE KEY":
            return _ec_point(der)
        if label == "PRIVATE KEY":  # PKCS #8: the algorithm, then the key in an OCTET STRING
            fields = children(der, expect(tlv(der, 0), SEQUENCE))
            algorithm = children(der, expect(fields[1], SEQUENCE))[0]
            inner = der[fields[2].start : fields[2].end]
            return _rsa_modulus(inner) if der[algorithm.start : algorithm.end] == RSA_ENCRYPTION else _ec_point(inner)
    except (ValueError, IndexError):
        return None
    return None


def certificate_public_part(cert: Certificate) -> bytes | None:
    """The same part of the certificate's key: the RSA modulus, or the EC point as written."""
    try:
        if cert.public_key[:1] == bytes([SEQUENCE]):
            modulus = children(cert.public_key, expect(tlv(cert.public_key, 0), SEQUENCE))[0]
            return cert.public_key[modulus.start : modulus.end].lstrip(b"\x00")
    except (ValueError, IndexError):
        return None
    return cert.public_key


def _rsa_modulus(der: bytes) -> bytes:
    fields = children(der, expect(tlv(der, 0), SEQUENCE))  # version, modulus, publicExponent, ...
    modulus = expect(fields[1], INTEGER)
    return der[modulus.start : modulus.end].lstrip(b"\x00")


def _ec_point(der: bytes) -> bytes | None:
    fields = children(der, expect(tlv(der, 0), SEQUENCE))  # version, privateKey, [0] params, [1] publicKey
    for field in fields[2:]:
        if field.tag == EXPLICIT_PUBLIC_KEY:
            bits = expect(children(der, field)[0], BIT_STRING)
            return der[bits.start + 1 : bits.end]
    return None


@dataclass(frozen=True)
class PemBlock:
    label: str
    der: bytes
    start: int  # offsets of the block in the text
    end: int


def pem_blocks(text: str, limit: int = 400_000) -> list[PemBlock]:
    """The PEM blocks of a text (written as such, or with escaped line breaks in a string) whose
    body decodes; a block with headers (`Proc-Type: 4,ENCRYPTED`) is left out: it is encrypted."""
    found = []
    for match in PEM_BLOCK.finditer(text, 0, min(len(text), limit)):
        body = PEM_NOISE.sub("", match.group(2))
        try:
            der = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
        except (binascii.Error, ValueError):
            continue
        found.append(PemBlock(match.group(1), der, match.start(), match.end()))
    return found


CERTIFICATE_LABELS = ("CERTIFICATE", "TRUSTED CERTIFICATE", "X509 CERTIFICATE")


def certificates(text: str, strict: bool = False) -> list[Certificate]:
    """The certificates of a text that parse (`strict`: none when one does not)."""
    found = []
    for block in pem_blocks(text):
        if block.label in CERTIFICATE_LABELS:
            try:
                found.append(certificate(block.der))
            except (ValueError, IndexError):  # DerError, a short SEQUENCE, undecodable text
                if strict:
                    return []
    return found
