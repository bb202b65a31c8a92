"""A JWT anyone can mint: its HMAC signature verifies with a key the file itself holds or the JWT
documentation publishes.

An HS256/HS384/HS512 token is signed with a shared key. When that key is a value written in the
same file (`SVIX_JWT_SECRET: secret` in the Compose file that runs the service the token is for, a
`JWT_SECRET=...` three lines above a sample token) or a default printed by jwt.io and the JWT
libraries' documentation (`your-256-bit-secret`, `secret`, `shhhhh`), every reader of the file can
issue the same token with any claims: the token keeps nothing secret of its own. Where that key
is a real service's, the key is the leak and is reported where it is written. A token signed
with a private key (RS, ES, PS, EdDSA) is never judged so: only its issuer holds the key.
"""

from __future__ import annotations

import base64
import binascii
import hmac
from collections.abc import Iterable

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.secret_checks import json_object

_HASHES = {"HS256": "sha256", "HS384": "sha384", "HS512": "sha512"}
# the signing keys jwt.io's debugger and the JWT libraries' READMEs sign their examples with, and
# the one-word defaults their quick starts set
PUBLISHED_KEYS: tuple[str, ...] = (
    "secret",
    "your-256-bit-secret",
    "your-384-bit-secret",
    "your-512-bit-secret",
    "shhhhh",
    "secretkey",
    "secret-key",
    "mysecret",
    "changeme",
)
# a value the file assigns (`KEY=value`, `key: value`, `"key": "value"`) or a string literal
_ASSIGNED = regex_on_first_use(r"""[:=][ \t]*["'`]?([^\s"'`,;#&]{1,256})|["'`]([^\s"'`]{1,256})["'`]""")
MAX_KEYS = 4000  # candidate keys tried per token: a file of thousands of values is not a key table


def mintable_jwt(token: str, text: str) -> bool:
    """Whether `token` is an HMAC-signed JWT whose signature verifies with a published key or with
    a value written in `text`."""
    parts = token.split(".")
    if len(parts) != 3:
        return False
    header = json_object(parts[0])
    algorithm = header.get("alg") if header else None
    digest = _HASHES.get(algorithm.upper()) if isinstance(algorithm, str) else None
    signature = _b64url(parts[2])
    if digest is None or signature is None:
        return False
    signed = f"{parts[0]}.{parts[1]}".encode()
    return any(
        hmac.compare_digest(hmac.new(key.encode(), signed, digest).digest(), signature)
        for key in _keys(text, token)
    )


def _keys(text: str, token: str) -> Iterable[str]:
    """The published keys, then the distinct values of the file (not the token itself)."""
    seen = set(PUBLISHED_KEYS)
    yield from PUBLISHED_KEYS
    for match in _ASSIGNED().finditer(text):
        value = match.group(1) or match.group(2)
        if value and value not in seen and token not in value:
            seen.add(value)
            yield value
            if len(seen) >= MAX_KEYS:
                return


def _b64url(segment: str) -> bytes | None:
    try:
        return base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))
    except (ValueError, binascii.Error):
        return None
