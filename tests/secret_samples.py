"""Fake provider tokens with valid checksums, made from a seed: never a real credential.

The rule tests under rules/tests/secrets/ hold tokens made by these functions; the validator
tests make fresh ones on every run.
"""

from __future__ import annotations

import base64
import json
import random
import string

from secure_lint.matchers.secret_checks import BASE62, BECH32, base62_crc32, bech32_polymod

ALNUM = string.ascii_letters + string.digits


def rand(rng: random.Random, alphabet: str, size: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(size))


def github_style(rng: random.Random, prefix: str) -> str:
    """`ghp_`-style (GitHub, npm): 30 random base62 characters and their CRC-32 in base62."""
    body = rand(rng, BASE62, 30)
    return prefix + body + base62_crc32(body)


def grafana_service_account(rng: random.Random) -> str:
    import zlib

    key = "glsa_" + rand(rng, ALNUM, 32)
    return f"{key}_{zlib.crc32(key.encode()).to_bytes(4, 'little').hex()}"


def _varint(number: int) -> bytes:
    out = bytearray()
    while True:
        byte = number & 0x7F
        number >>= 7
        out.append(byte | (0x80 if number else 0))
        if not number:
            return bytes(out)


def _field(kind: int, data: bytes) -> bytes:
    return _varint(kind) + _varint(len(data)) + data


def pypi_token(rng: random.Random, host: str = "pypi.org") -> str:
    """A v2 binary macaroon as PyPI issues them: location, identifier, one caveat, signature."""
    identifier = json.dumps({"version": 1, "id": rand(rng, "0123456789abcdef", 32)}).encode()
    caveat = json.dumps([1, [rand(rng, string.ascii_lowercase, 10)]]).encode()
    signature = bytes(rng.randrange(256) for _ in range(32))
    raw = (
        b"\x02"
        + _field(1, host.encode())
        + _field(2, identifier)
        + b"\x00"
        + _field(2, caveat)
        + b"\x00"
        + b"\x00"
        + _field(6, signature)
    )
    return "pypi-" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def age_identity(rng: random.Random) -> str:
    """A Bech32 age identity with 32 random key bytes."""
    hrp = "age-secret-key-"
    key = bytes(rng.randrange(256) for _ in range(32))
    bits = "".join(f"{b:08b}" for b in key)
    bits += "0" * (-len(bits) % 5)
    data = [int(bits[i : i + 5], 2) for i in range(0, len(bits), 5)]
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    polymod = bech32_polymod(expanded + data + [0] * 6) ^ 1
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return (hrp + "1" + "".join(BECH32[d] for d in data + checksum)).upper()


def b64json(payload: dict[str, object], urlsafe: bool = False) -> str:
    raw = json.dumps(payload, separators=(",", ":")).encode()
    encoded = base64.urlsafe_b64encode(raw) if urlsafe else base64.b64encode(raw)
    return encoded.decode().rstrip("=")


def discord_bot_token(rng: random.Random) -> str:
    user_id = str(rng.randrange(10**17, 10**19))
    first = base64.b64encode(user_id.encode()).decode().rstrip("=")
    return f"{first}.{rand(rng, ALNUM + '_-', 6)}.{rand(rng, ALNUM + '_-', 38)}"


def break_checksum(token: str) -> str:
    """The same token with its last character changed: the shape stays, the checksum fails."""
    last = token[-1]
    return token[:-1] + ("A" if last != "A" else "B")
