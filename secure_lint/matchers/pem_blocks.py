"""Whether a private-key block holds a key at all.

A form's placeholder or a documentation sample sometimes shows a fragment of a certificate
between PRIVATE KEY markers (`-----BEGIN PRIVATE KEY-----\\nMIIFRDCCAyygAwIBAgIU...`). The bytes
say what they are: an X.509 certificate is a SEQUENCE whose first element, the to-be-signed
certificate, is a SEQUENCE opening with its explicit version tag (`A0 03 02 01 0v`); every
private key format in a PEM block (PKCS#1, PKCS#8, SEC1) opens with an INTEGER version instead.
Only the DER formats are judged: OpenSSH, PuTTY and PGP keys are left as they are.
"""

from __future__ import annotations

import base64
import binascii
import re

_FIRST_LINE = re.compile(r"-----(?:\s|\\[rn])*([A-Za-z0-9+/]{16,})")
SEQUENCE = 0x30
CERTIFICATE_VERSION = bytes.fromhex("a0030201")


def certificate_under_key_label(block: str) -> bool:
    """True when the body after the block's BEGIN line decodes to the start of a certificate."""
    first = _FIRST_LINE.search(block)
    if first is None:
        return False
    chunk = first.group(1)[: len(first.group(1)) // 4 * 4]
    try:
        der = base64.b64decode(chunk)
    except (ValueError, binascii.Error):
        return False
    if not der or der[0] != SEQUENCE:
        return False
    inner = _after_header(der, 0)
    if inner is None or len(der) <= inner or der[inner] != SEQUENCE:
        return False
    tbs = _after_header(der, inner)
    return tbs is not None and der[tbs : tbs + 4] == CERTIFICATE_VERSION


def _after_header(der: bytes, at: int) -> int | None:
    """Where the content of the DER element at `at` starts (after its tag and length)."""
    if len(der) < at + 2:
        return None
    first = der[at + 1]
    if first < 0x80:
        return at + 2
    width = first & 0x7F
    return at + 2 + width if 0 < width <= 4 and len(der) >= at + 2 + width else None
