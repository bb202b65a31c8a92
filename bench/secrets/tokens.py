"""Provider credential formats, written from each provider's documented token shape.

The formats are a table, families.tsv: per family, a template of literal text with `{kind:N}`
fields filled with N random characters of a kind (`b62`, `hex`, `HEX`, `b64`, `b64u`, `up`,
`low`, `az`, `AZ`, `alpha`, `d`, `b32`, `bech`), `{uuid}`, and `{crc62}`, the checksum GitHub
and npm append (so that a scanner validating checksums accepts them; `{badcrc62}` is a wrong
one); or `@name`, a builder function of this module for a format a template cannot say. Each
family also names the variable a developer would plausibly store it in; the corpus puts it in
files of several syntaxes.
"""

from __future__ import annotations

import base64
import csv
import json
import random
import re
import string
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from secure_lint.matchers.secret_checks import BECH32, bech32_polymod

B62 = string.ascii_letters + string.digits
KINDS: dict[str, str] = {
    "b62": B62,
    "hex": "0123456789abcdef",
    "HEX": "0123456789ABCDEF",
    "b64": B62 + "+/",
    "b64u": B62 + "-_",
    "up": string.ascii_uppercase + string.digits,
    "low": string.ascii_lowercase + string.digits,
    "az": string.ascii_lowercase,
    "AZ": string.ascii_uppercase,
    "alpha": string.ascii_letters,
    "d": string.digits,
    "b32": "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
    "bech": "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",
}
FIELD = re.compile(r"\{(uuid|crc62|badcrc62|[a-zA-Z0-9]+:\d+)\}")
TABLE = Path(__file__).resolve().parent / "families.tsv"


def chars(rng: random.Random, kind: str, n: int) -> str:
    alphabet = KINDS[kind]
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(n))
        # a real random token of 8+ chars from a mixed alphabet has both letters and digits
        if (
            n < 8
            or kind in ("d", "az", "AZ", "alpha")
            or (any(c.isdigit() for c in value) and any(c.isalpha() for c in value))
        ):
            return value


def uuid4(rng: random.Random) -> str:
    h = chars(rng, "hex", 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def fill(template: str, rng: random.Random) -> str:
    last = ""  # the random field a checksum field is computed over

    def one(m: re.Match[str]) -> str:
        nonlocal last
        field = m.group(1)
        if field == "uuid":
            return uuid4(rng)
        if field in ("crc62", "badcrc62"):
            checksum = base62(zlib.crc32(last.encode()), 6)
            return checksum if field == "crc62" else checksum[:-1] + ("A" if checksum[-1] != "A" else "B")
        kind, n = field.split(":")
        last = chars(rng, kind, int(n))
        return last

    return FIELD.sub(one, template)


def base62(n: int, width: int) -> str:
    digits = string.digits + string.ascii_uppercase + string.ascii_lowercase
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = digits[r] + out
    return out.rjust(width, "0")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(rng: random.Random, claims: dict[str, object], alg: str = "HS256") -> str:
    header = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    signature = b64url(bytes(rng.getrandbits(8) for _ in range(32 if alg.startswith("HS") else 256)))
    return f"{header}.{payload}.{signature}"


BUILDERS: dict[str, Callable[[random.Random], str]] = {}


def builder(make: Callable[[random.Random], str]) -> Callable[[random.Random], str]:
    """A format a template cannot say, named `@<function name>` in families.tsv."""
    BUILDERS[make.__name__] = make
    return make


def _varint(n: int) -> bytes:
    out = b""
    while n >= 0x80:
        out += bytes([(n & 0x7F) | 0x80])
        n >>= 7
    return out + bytes([n])


@builder
def pypi_token(rng: random.Random) -> str:
    """A PyPI API token: `pypi-` and a base64url macaroon (v2 binary) issued for pypi.org."""
    identifier = json.dumps({"version": 1, "permissions": "user", "nonce": chars(rng, "hex", 16)}).encode()
    caveat = json.dumps([1, [chars(rng, "hex", 32)]]).encode()
    packet = b"\x02" + b"\x01\x08pypi.org" + b"\x02" + _varint(len(identifier)) + identifier + b"\x00"
    packet += b"\x02" + _varint(len(caveat)) + caveat + b"\x00\x00"
    packet += b"\x06\x20" + bytes(rng.getrandbits(8) for _ in range(32))
    return "pypi-" + b64url(packet)


@builder
def discord_bot(rng: random.Random) -> str:
    user_id = str(rng.randint(10**17, 10**19 - 1))
    return b64url(user_id.encode()) + "." + chars(rng, "b64u", 6) + "." + chars(rng, "b64u", 38)


@builder
def sentry_org(rng: random.Random) -> str:
    payload = {
        "iat": rng.randint(1.6e9, 1.8e9),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "acme",
    }
    return "sntrys_" + base64.b64encode(json.dumps(payload).encode()).decode() + "_" + chars(rng, "b64", 43)


@builder
def onepassword_service(rng: random.Random) -> str:
    """`ops_` and base64 of the service account's JSON sign-in details."""
    payload = {
        "signInAddress": "acme.1password.com",
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256"},
        "email": f"{chars(rng, 'low', 12)}@1passwordserviceaccounts.com",
        "srpX": chars(rng, "hex", 64),
        "muk": {"alg": "A256GCM", "kty": "oct", "k": chars(rng, "b64u", 43)},
        "secretKey": "A3-" + chars(rng, "up", 6),
    }
    return "ops_" + base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")


@builder
def mapbox_secret(rng: random.Random) -> str:
    payload = b64url(json.dumps({"u": "acme-maps", "a": chars(rng, "low", 25)}).encode())
    return f"sk.{payload}.{chars(rng, 'b64u', 22)}"


@builder
def supabase_service(rng: random.Random) -> str:
    ref = chars(rng, "az", 20)
    return jwt(rng, {"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1700000000, "exp": 2015576000})


@builder
def grafana_cloud(rng: random.Random) -> str:
    payload = {
        "o": str(rng.randint(100000, 999999)),
        "n": "deploy-" + chars(rng, "az", 6),
        "k": chars(rng, "b62", 24),
        "m": {"r": "prod-us-east-0"},
    }
    return "glc_" + base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()


@builder
def grafana_service_account(rng: random.Random) -> str:
    """`glsa_<32 base62>_<CRC-32 of the rest, little-endian hex>` (Grafana's satokengen)."""
    key = "glsa_" + chars(rng, "b62", 32)
    return key + "_" + zlib.crc32(key.encode()).to_bytes(4, "little").hex()


@builder
def age_identity(rng: random.Random) -> str:
    """An age identity: Bech32 (BIP 173) of 32 random bytes, part `age-secret-key-`, upper case."""
    hrp = "age-secret-key-"
    bits = "".join(f"{rng.getrandbits(8):08b}" for _ in range(32)) + "0000"
    data = [int(bits[i : i + 5], 2) for i in range(0, 260, 5)]
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    polymod = bech32_polymod(expanded + data + [0] * 6) ^ 1
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return (hrp + "1" + "".join(BECH32[d] for d in data + checksum)).upper()


@builder
def azure_storage(rng: random.Random) -> str:
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()


@builder
def base64_jwt(rng: random.Random) -> str:
    """A session JWT stored base64-encoded (a cookie or a config blob): base64 of `eyJ...`."""
    claims = {"sub": f"user-{chars(rng, 'd', 6)}", "role": "admin", "iat": 1710000000}
    return base64.b64encode(jwt(rng, claims).encode()).decode()


@dataclass(frozen=True)
class Family:
    name: str
    make: Callable[[random.Random], str]
    variable: str  # the variable a developer stores it in
    keywordless: bool = True  # the value alone identifies the provider


def _family(row: dict[str, str]) -> Family:
    template = row["format"]
    make = BUILDERS[template[1:]] if template.startswith("@") else partial(fill, template)
    return Family(row["name"], make, row["variable"], row["keywordless"] == "yes")


def _read_table() -> dict[str, tuple[Family, ...]]:
    lines = [line for line in TABLE.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    rows = list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))
    uses = ("credential", "look-alike", "unseen")
    return {use: tuple(_family(r) for r in rows if r["use"] == use) for use in uses}


_TABLE = _read_table()
FAMILIES = _TABLE["credential"]
MALFORMED = _TABLE["look-alike"]  # right prefix, wrong checksum or length: not credentials
# credentials of providers no rule was written from, added (issue 24) before any rule for them
UNSEEN = _TABLE["unseen"]
