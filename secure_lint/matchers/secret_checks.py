"""Decodings a secret value must pass: a format's structure, beyond what a regex can see.

Each check takes the matched value and says whether it is well-formed; a value that fails is
a look-alike (a truncated paste, a made-up string), not a credential.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable
from typing import Literal

SecretCheck = Literal["jwt", "base64-private-key"]  # a secret rule's `check:`


def _b64url_json(segment: str) -> object:
    padded = segment + "=" * (-len(segment) % 4)
    return json.loads(base64.urlsafe_b64decode(padded))


def jwt(value: str) -> bool:
    """A JWT's header is base64url JSON naming its signing algorithm (`alg`)."""
    try:
        header = _b64url_json(value.split(".", 1)[0])
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return False
    return isinstance(header, dict) and isinstance(header.get("alg"), str) and header["alg"].lower() != "none"


def base64_private_key(value: str) -> bool:
    """Kubeconfig `client-key-data`: base64 of a PEM private key."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=False)
    except (ValueError, binascii.Error):
        return False
    return b"PRIVATE KEY-----" in decoded[:100]


CHECKS: dict[SecretCheck, Callable[[str], bool]] = {"jwt": jwt, "base64-private-key": base64_private_key}
