"""A value judged by its name that is stored encoded or encrypted.

Kubernetes keeps the values under a Secret's `data:` in base64 (`postgres-password: bmFuZ28xMjM=`
is `nango123`), so the entropy of the encoded text says nothing about the password: base64 of
`nango123` looks as random as a generated key. The value is judged by its decoded text, with the
same bars as any other (a placeholder, a guessable default of a test stack's throwaway cluster,
the stricter bar of files that do not ship); a strong decoded password is still reported.

An AWS KMS ciphertext blob (what `aws kms encrypt` returns, base64: `AQICAH...`, `AQECAH...`, the
envelope's version and key header) is the secret encrypted: only whoever may decrypt with that KMS
key reads it, so the file holds no credential.
"""

from __future__ import annotations

import base64
import binascii

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.patterns import line_bounds

# the YAML document of a Kubernetes Secret: its kind, up to the previous document separator
SECRET_KIND = regex_on_first_use(r"(?m)^[ \t]*kind:[ \t]*[\"']?Secret[\"']?[ \t]*$")
DOCUMENT_START = regex_on_first_use(r"(?m)^[ \t]*---[ \t]*$")
BASE64 = regex_on_first_use(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")
KMS_CIPHERTEXT = regex_on_first_use(r"AQ[IE]CAH[A-Za-z0-9+/]{40,}={0,2}")
DOCUMENT_WINDOW = 4000  # how far around the value its Secret's kind is looked for
MAPPING_LINES = 40  # how many lines above the value its `data:` key is looked for


def kms_ciphertext(value: str) -> bool:
    """Whether the value is an AWS KMS ciphertext blob."""
    return KMS_CIPHERTEXT().fullmatch(value) is not None


# a value sops encrypted in place (`ENC[AES256_GCM,data:...,iv:...,tag:...,type:str]`), in any file format
SOPS_VALUE = regex_on_first_use(
    r"ENC\[AES256_GCM,data:[A-Za-z0-9+/=]*,iv:[A-Za-z0-9+/=]+,tag:[A-Za-z0-9+/=]+,type:\w+\]"
)


def sops_ciphertext(text: str, start: int, end: int) -> bool:
    """Whether the value lies inside a sops-encrypted value: only whoever holds the file's key
    (age, PGP, a KMS key) reads it."""
    line_start, line_end = line_bounds(text, start, end)
    return any(m.start() <= start and end <= m.end() for m in SOPS_VALUE().finditer(text, line_start, line_end))


def kubernetes_secret_value(text: str, start: int, value: str) -> str | None:
    """The decoded text of a value under a Kubernetes Secret's `data:`, when it decodes to
    printable text; else None (not such a value, or binary data)."""
    if BASE64().fullmatch(value) is None or not _under_secret_data(text, start):
        return None
    try:
        decoded = base64.b64decode(value, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    return decoded if decoded and decoded.isprintable() else None


def _under_secret_data(text: str, start: int) -> bool:
    """The value's line sits right under a `data:` key of a document whose kind is Secret."""
    line_start, _ = line_bounds(text, start, start)
    indent = _indent(text[line_start:start])
    above = line_start
    for _ in range(MAPPING_LINES):
        if above == 0:
            return False
        above_start, above_end = line_bounds(text, above - 1, above - 1)
        line, above = text[above_start:above_end], above_start
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if _indent(line) < indent:  # the key the value's mapping belongs to
            return line.strip() == "data:" and _in_secret_document(text, above_start)
    return False


def _in_secret_document(text: str, at: int) -> bool:
    """The YAML document around `at` (between `---` separators) says `kind: Secret`, above or below."""
    low, high = max(0, at - DOCUMENT_WINDOW), min(len(text), at + DOCUMENT_WINDOW)
    separators = [m.end() for m in DOCUMENT_START().finditer(text, low, at)]
    following = DOCUMENT_START().search(text, at, high)
    document_end = following.start() if following is not None else high
    return SECRET_KIND().search(text, separators[-1] if separators else low, document_end) is not None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))
