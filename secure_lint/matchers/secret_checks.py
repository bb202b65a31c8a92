"""Checks a secret value must pass: a provider's checksum, or a format's structure beyond what
a regex can see. A rule names one with `check:`; each answers about one candidate value:

- True: the value carries the provider's own redundancy (a checksum, an embedded id or payload)
  and it holds: a real-shaped token, reported with high confidence;
- None: the value is well-formed, with nothing to verify (a structure check, or a variant of
  the format without a checksum): the rule's confidence stands;
- False: a look-alike (a truncated paste, a made-up or mistyped string), dropped.

Each is written from the provider's published format; the sources are named in the docstrings.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable
from typing import Literal

from secure_lint.core.lazy_pattern import lazy_compile

# a secret rule's `check:`, one per entry of CHECKS
SecretCheck = Literal[
    "jwt",
    "base64-private-key",
    "pem-private-key",
    "base62-crc32",
    "grafana-crc32",
    "json-payload",
    "discord-snowflake",
    "pypi-macaroon",
    "bech32",
    "base64-jwt",
]

Verdict = bool | None


def _well_formed(ok: bool) -> Verdict:
    """A structure check's verdict: nothing to verify when it passes, a look-alike when not."""
    return None if ok else False


# A token's payload says who or what it grants: a registered claim (RFC 7519 section 4.1) or a
# claim naming a user, role, scope, client or key. A signed document (a JWS of release data,
# `{"timestamp": ..., "versions": [...]}`) has none: it proves where data came from, it grants nothing.
REGISTERED_CLAIMS = frozenset({"iss", "sub", "aud", "exp", "nbf", "iat", "jti"})
GRANT_CLAIM = lazy_compile(
    r"(?i)user|role|scope|scp|perm|client|account|tenant|session|email|^id$|uid|auth|key|token|grant|azp|org"
)


def jwt(value: str) -> Verdict:
    """A JWT's header is base64url JSON naming its signing algorithm (`alg`), and its payload,
    when it is JSON, carries a claim that grants something (not a signed document)."""
    parts = value.split(".")
    header = json_object(parts[0])
    algorithm = header.get("alg") if header else None
    if not (isinstance(algorithm, str) and algorithm.lower() != "none"):
        return False
    payload = json_object(parts[1]) if len(parts) > 1 else None
    if payload is not None and not any(k in REGISTERED_CLAIMS or GRANT_CLAIM.search(k) for k in payload):
        return False
    return None


def expired_jwt(value: str, now: float) -> bool:
    """A JWT whose `exp` claim is in the past: every verifier must reject it (RFC 7519 section
    4.1.4), so it grants nothing (an API doc's sample token that expired years ago)."""
    parts = value.split(".")
    if len(parts) != 3 or not value.startswith("eyJ"):
        return False
    header = json_object(parts[0])
    payload = json_object(parts[1])
    if not header or "alg" not in header or payload is None:
        return False
    expiry = payload.get("exp")
    return isinstance(expiry, int | float) and not isinstance(expiry, bool) and expiry < now


# an Azure SAS token's query string (`sv=2019-02-02&sp=r&se=2021-03-09T14:25:08Z&sig=...`) and its
# signed expiry `se`, which `sig` signs with the rest
SAS_QUERY = lazy_compile(r"sv=\d{4}-\d{2}-\d{2}&[^\s'\"`<>]*")
SAS_EXPIRY = lazy_compile(r"(?:^|&)se=(\d{4}-\d{2}-\d{2})")
SAS_LOOKBEHIND = 600  # characters before a signature searched for its token's `sv=`


def expired_sas(text: str, start: int, today: str) -> bool:
    """A SAS signature (at start) whose token's signed expiry is before today (ISO, `2026-12-05`):
    Azure Storage refuses a SAS past its `se` and the expiry cannot be changed without the key, so
    it grants nothing (a webhook payload recorded in 2021 with a blob link's SAS)."""
    query_start = text.rfind("sv=", max(0, start - SAS_LOOKBEHIND), start)
    if query_start < 0:
        return False
    query = SAS_QUERY.match(text, query_start)
    if query is None or query.end() <= start:
        return False
    expiry = SAS_EXPIRY.search(query.group())
    return expiry is not None and expiry.group(1) < today


def base64_private_key(value: str) -> Verdict:
    """Kubeconfig `client-key-data`: base64 of a PEM private key."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=False)
    except (ValueError, binascii.Error):
        return False
    return _well_formed(b"PRIVATE KEY-----" in decoded[:100])


# the DER-encoded PEM labels whose structure starts with a version INTEGER: PKCS#8 PrivateKeyInfo
# (RFC 5208), PKCS#1 RSAPrivateKey (RFC 8017 A.1.2), SEC1 ECPrivateKey (RFC 5915), OpenSSL's DSA
PEM_DER_LABEL = lazy_compile(r"-----BEGIN (?:RSA |EC |DSA )?PRIVATE KEY-----")
BASE64_RUN = lazy_compile(r"[A-Za-z0-9+/]{40,}")


def pem_private_key(value: str) -> Verdict:
    """A PEM private key's body opens as a SEQUENCE whose first element is the version INTEGER; a
    body that does not (a certificate's `MIIF...` pasted under a private-key label as a form's
    placeholder) is no key. Other labels (OpenSSH, encrypted, PGP) are not checked."""
    if PEM_DER_LABEL.match(value) is None or "DEK-Info:" in value:  # legacy encryption: the body is ciphertext
        return None
    runs = BASE64_RUN.findall(value.replace("\\n", "\n").replace("\\r", "\r"))  # "\n" escapes in a string literal
    if not runs:
        return None
    body = runs[0][: len(runs[0]) // 4 * 4]
    try:
        der = base64.b64decode(body, validate=True)
    except (ValueError, binascii.Error):
        return None
    return _well_formed(_sequence_opens_with_integer(der))


PEM_END_LINE = lazy_compile(r"-----END [A-Z0-9 ]*PRIVATE KEY-----")
NOT_BASE64 = lazy_compile(r"[^A-Za-z0-9+/=]")


def truncated_pem_key(text: str) -> bool:
    """A PEM private key (PKCS#8, PKCS#1, SEC1, DSA labels) whose body, read to its END line,
    decodes to fewer bytes than its outer SEQUENCE declares: an example cut short or elided
    (`MIGTAgEAMBMG...` of a 147-byte key, then END), which no parser reads as a key. `text` starts
    at the BEGIN line; False when its END line or body cannot be read (no verdict)."""
    label = PEM_DER_LABEL.match(text)
    end = PEM_END_LINE.search(text, label.end()) if label is not None else None
    if label is None or end is None:
        return False
    body = NOT_BASE64.sub("", text[label.end() : end.start()].replace("\\n", "\n").replace("\\r", "\r"))
    try:
        der = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
    except (ValueError, binascii.Error):
        return False
    declared = _declared_size(der)
    return declared is not None and len(der) < declared


def _declared_size(der: bytes) -> int | None:
    """The size an outer DER SEQUENCE says it has, header included; None when it opens otherwise."""
    if len(der) < 2 or der[0] != 0x30:
        return None
    if der[1] < 0x80:
        return 2 + der[1]
    count = der[1] & 0x7F
    if count == 0 or count > 4 or len(der) < 2 + count:
        return None
    return 2 + count + int.from_bytes(der[2 : 2 + count], "big")


def _sequence_opens_with_integer(der: bytes) -> bool:
    if len(der) < 4 or der[0] != 0x30:
        return False
    size = der[1]
    first = 2 if size < 0x80 else 2 + (size & 0x7F)
    return first < len(der) and der[first] == 0x02


BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def base62_crc32(value: str) -> str:
    """The 6-character checksum GitHub and npm append: CRC-32 of the text, in base62."""
    number = zlib.crc32(value.encode("ascii"))
    digits = ""
    while number:
        number, remainder = divmod(number, 62)
        digits = BASE62[remainder] + digits
    return digits.rjust(6, "0")


def prefixed_base62_crc32(value: str) -> Verdict:
    """GitHub (`ghp_` `gho_` `ghu_` `ghs_` `ghr_`) and npm (`npm_`) tokens: a 4-character
    prefix, 30 random base62 characters, then the CRC-32 of those 30 in base62 (GitHub blog,
    "Behind GitHub's new authentication token formats", 2021; npm's token format, 2021).
    Longer variants (`ghr_` refresh tokens) carry no checksum we can verify."""
    body = value[4:]
    if len(body) != 36:
        return None
    return body.isascii() and body.isalnum() and base62_crc32(body[:30]) == body[30:]


def grafana_crc32(value: str) -> Verdict:
    """Grafana service account tokens, `glsa_<32 characters>_<8 hex>`: the tail is the CRC-32
    (IEEE) of everything before the last underscore, as little-endian bytes in hex (Grafana's
    satokengen package)."""
    key, _, checksum = value.rpartition("_")
    crc = zlib.crc32(key.encode("ascii"))
    return crc.to_bytes(4, "little").hex() == checksum


def _b64decode(text: str) -> bytes | None:
    padded = text + "=" * (-len(text) % 4)
    try:
        if "-" in text or "_" in text:
            return base64.urlsafe_b64decode(padded)
        return base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        return None


def json_object(segment: str) -> dict[str, object] | None:
    """The JSON object a base64 (or base64url) segment encodes, if it encodes one."""
    raw = _b64decode(segment.rstrip("="))
    if raw is None:
        return None
    try:
        decoded = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return decoded if isinstance(decoded, dict) else None


def json_payload(value: str) -> Verdict:
    """Tokens that embed a base64 JSON object (Grafana Cloud `glc_`, Grafana API keys, Sentry
    org tokens, 1Password service accounts, Upstash QStash, Mapbox): the object must decode.
    The payload starts at `eyJ` (`{"`) and ends at the value's end or at a `.`/`_` separator;
    a variant of the format without a payload gets no verdict."""
    start = value.find("eyJ")
    if start < 0:
        return None
    payload = value[start:]
    cuts = [len(payload)] + [i for i, c in enumerate(payload) if c in "._"][::-1][:8]
    return any(json_object(payload[:cut]) for cut in cuts)


def discord_snowflake(value: str) -> Verdict:
    """Discord bot tokens: the first dot-separated part is the bot's user id (a 17-20 digit
    snowflake) in base64 (Discord developer documentation, "Bot tokens")."""
    raw = _b64decode(value.split(".", 1)[0])
    if raw is None:
        return False
    text = raw.decode("ascii", "replace")
    return text.isdigit() and 17 <= len(text) <= 20


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    number, shift = 0, 0
    while pos < len(data) and shift < 35:
        byte = data[pos]
        number |= (byte & 0x7F) << shift
        pos += 1
        if not byte & 0x80:
            return number, pos
        shift += 7
    raise ValueError("truncated varint")


def _macaroon_section(data: bytes, pos: int) -> tuple[list[int], int]:
    """One v2 section: (type, length, data) fields up to an end-of-section zero byte."""
    types: list[int] = []
    while True:
        kind, pos = _varint(data, pos)
        if kind == 0:
            return types, pos
        length, pos = _varint(data, pos)
        if pos + length > len(data):
            raise ValueError("field runs past the end")
        types.append(kind)
        pos += length


def pypi_macaroon(value: str) -> Verdict:
    """PyPI API tokens are `pypi-` and a base64url macaroon in the v2 binary format (version
    byte 2, a header section with location `pypi.org` and an identifier, caveat sections, an
    empty section, then a 32-byte signature field of type 6) (PyPI help, "API tokens";
    libmacaroons binary format v2). A structure, not a checksum: the rule's confidence stands."""
    raw = _b64decode(value.removeprefix("pypi-"))
    if raw is None or len(raw) < 40 or raw[0] != 2:
        return False
    try:
        header, pos = _macaroon_section(raw, 1)
        if 2 not in header:
            return False
        while pos < len(raw) and raw[pos] != 0:
            _, pos = _macaroon_section(raw, pos)
        pos += 1  # the empty section closing the caveats
        kind, pos = _varint(raw, pos)
        length, pos = _varint(raw, pos)
    except ValueError:
        return False
    return _well_formed(kind == 6 and length == 32 and pos + 32 == len(raw))


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values: list[int]) -> int:
    generator = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    checksum = 1
    for value in values:
        top = checksum >> 25
        checksum = (checksum & 0x1FFFFFF) << 5 ^ value
        for i in range(5):
            checksum ^= generator[i] if (top >> i) & 1 else 0
    return checksum


def bech32_checksum(value: str) -> Verdict:
    """age identities (`AGE-SECRET-KEY-1...`) are Bech32 strings (BIP 173): the last six
    characters are a BCH checksum over the human-readable part and the data."""
    text = value.lower()
    hrp, sep, data = text.rpartition("1")
    if not sep or not hrp or len(data) < 7 or any(c not in BECH32 for c in data):
        return False
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    return bech32_polymod(expanded + [BECH32.index(c) for c in data]) == 1


def base64_jwt(value: str) -> Verdict:
    """A JWT stored base64-encoded (a cookie value, a config blob): standard base64 whose text
    is a JWT (`eyJ...` in base64 is `ZXlK...`), judged as a JWT is (jwt above); a Supabase anon
    key (`role: anon`) so wrapped is as public as it is plain."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("ascii")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return False
    token = decoded.strip()
    if not re.fullmatch(r"eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+", token):
        return False
    payload = json_object(token.split(".")[1])
    if payload is not None and payload.get("role") == "anon":
        return False  # a Supabase anon key: public by design, every client carries it (secrets.jwt-token's allow)
    return jwt(token)


CHECKS: dict[SecretCheck, Callable[[str], Verdict]] = {
    "jwt": jwt,
    "base64-private-key": base64_private_key,
    "pem-private-key": pem_private_key,
    "base62-crc32": prefixed_base62_crc32,
    "grafana-crc32": grafana_crc32,
    "json-payload": json_payload,
    "discord-snowflake": discord_snowflake,
    "pypi-macaroon": pypi_macaroon,
    "bech32": bech32_checksum,
    "base64-jwt": base64_jwt,
}
