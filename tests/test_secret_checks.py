"""Provider checks: fresh real-shaped tokens pass, look-alikes fail, and a rule uses the verdict."""

from __future__ import annotations

import base64
import random
import zlib
from collections.abc import Callable

import pytest
from secret_samples import (
    ALNUM,
    age_identity,
    b64json,
    break_checksum,
    discord_bot_token,
    github_style,
    grafana_service_account,
    pypi_token,
    rand,
)

from secure_lint.core.source import SourceFile
from secure_lint.matchers.secret import is_typed_fake
from secure_lint.matchers.secret_checks import BASE62, CHECKS, expired_jwt, expired_sas
from secure_lint.rules.loader import RuleError, parse_rule
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source

SEEDS = range(25)

Maker = Callable[[random.Random], str]
VALID: dict[str, list[Maker]] = {
    "base62-crc32": [lambda rng: github_style(rng, "ghp_"), lambda rng: github_style(rng, "npm_")],
    "grafana-crc32": [grafana_service_account],
    "pypi-macaroon": [pypi_token, lambda rng: pypi_token(rng, "test.pypi.org")],
    "bech32": [age_identity],
    "discord-snowflake": [discord_bot_token],
    "json-payload": [
        lambda rng: "glc_" + b64json({"o": str(rng.randrange(10**6)), "n": "stack-deploy", "k": rand(rng, ALNUM, 24)}),
        lambda rng: "sntrys_" + b64json({"iat": 1.7e9, "org": "acme"}) + "_" + rand(rng, ALNUM, 43),
    ],
}


STRUCTURE_ONLY = {"pypi-macaroon"}  # well-formed is all it can tell: no verdict, no lift


def test_every_provider_check_has_samples() -> None:
    assert set(VALID) == set(CHECKS) - {"jwt", "base64-private-key", "base64-jwt", "pem-private-key"}


@pytest.mark.parametrize("name", sorted(VALID))
def test_generated_tokens_pass(name: str) -> None:
    expected = None if name in STRUCTURE_ONLY else True
    for seed in SEEDS:
        for make in VALID[name]:
            token = make(random.Random(seed))
            assert CHECKS[name](token) is expected, token


@pytest.mark.parametrize("name", ["base62-crc32", "bech32"])
def test_one_changed_character_fails(name: str) -> None:
    for seed in SEEDS:
        for make in VALID[name]:
            assert CHECKS[name](break_checksum(make(random.Random(seed)))) is False


def test_base62_checksum_is_the_crc32_of_the_random_part() -> None:
    token = github_style(random.Random(7), "ghp_")
    tail = token[-6:]
    number = 0
    for char in tail:
        number = number * 62 + BASE62.index(char)
    assert number == zlib.crc32(token[4:-6].encode())


def test_github_tokens_without_a_checksum_get_no_verdict() -> None:
    refresh = "ghr_" + rand(random.Random(3), ALNUM, 76)
    assert CHECKS["base62-crc32"](refresh) is None


def test_grafana_checksum_covers_the_prefix() -> None:
    token = grafana_service_account(random.Random(5))
    swapped = "glsb" + token[4:]
    assert CHECKS["grafana-crc32"](swapped) is False


def test_pypi_token_with_random_body_is_not_a_macaroon() -> None:
    rng = random.Random(11)
    assert CHECKS["pypi-macaroon"]("pypi-AgEIcHlwaS5vcmc" + rand(rng, ALNUM, 150)) is False
    truncated = pypi_token(rng)[:-10]
    assert CHECKS["pypi-macaroon"](truncated) is False


def test_json_payload_needs_an_object() -> None:
    assert CHECKS["json-payload"]("glc_eyJ" + rand(random.Random(2), ALNUM, 60)) is False
    assert CHECKS["json-payload"]("sntryu_" + "a1" * 32) is None


def test_discord_token_must_start_with_a_user_id() -> None:
    assert CHECKS["discord-snowflake"]("MzRhZjQ3YzEtOWQyZS00ZjNh.Yb2kQp.Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0Tk9Lm3Nq") is False


def _jwt(rng: random.Random, header: dict[str, object], signed: bool = True) -> str:
    payload = b64json({"sub": "svc-" + rand(rng, ALNUM, 6), "role": "admin", "iat": 1710000000}).rstrip("=")
    signature = rand(rng, ALNUM, 43) if signed else ""
    return b64json(header).rstrip("=") + "." + payload + "." + signature


def test_base64_jwt_is_judged_as_the_jwt_it_encodes() -> None:
    rng = random.Random(8)
    signed = base64.b64encode(_jwt(rng, {"alg": "HS256", "typ": "JWT"}).encode()).decode()
    assert CHECKS["base64-jwt"](signed) is None  # a structure, nothing to verify: the rule's confidence stands
    unsigned = base64.b64encode(_jwt(rng, {"alg": "none"}, signed=False).encode()).decode()
    assert CHECKS["base64-jwt"](unsigned) is False
    not_a_jwt = base64.b64encode(b'eyJ{"just": "json, then text"} and more text here').decode()
    assert CHECKS["base64-jwt"](not_a_jwt) is False
    assert CHECKS["base64-jwt"]("ZXlK" + rand(rng, ALNUM, 80) + "!") is False


def test_a_base64_wrapped_supabase_anon_key_is_public_as_the_plain_one() -> None:
    rng = random.Random(9)
    header = b64json({"alg": "HS256", "typ": "JWT"}).rstrip("=")
    claims = {"iss": "supabase", "ref": rand(rng, ALNUM, 20).lower(), "iat": 1700000000, "exp": 2015576000}
    anon = header + "." + b64json({**claims, "role": "anon"}).rstrip("=") + "." + rand(rng, ALNUM, 43)
    service = header + "." + b64json({**claims, "role": "service_role"}).rstrip("=") + "." + rand(rng, ALNUM, 43)
    assert CHECKS["base64-jwt"](base64.b64encode(anon.encode()).decode()) is False
    assert CHECKS["base64-jwt"](base64.b64encode(service.encode()).decode()) is None


def _rule(confidence: str, validate: str = "base62-crc32") -> dict[str, object]:
    return {
        "id": "test.secrets.checksummed",
        "title": "Checksummed token",
        "message": "a token is committed",
        "severity": "critical",
        "confidence": confidence,
        "category": "secrets",
        "languages": ["any"],
        "scope": "all",
        "keywords": ["ghr_", "ghp_"],
        "match": {"secret": {"pattern": r"\b(gh[pr]_[A-Za-z0-9]{36,76})\b", "group": 1, "check": validate}},
    }


def _findings(rule: dict[str, object], text: str) -> list[tuple[int, str]]:
    index = RuleIndex([parse_rule(rule, "rules.yaml")], EngineOptions(include_tests=True))
    result = scan_source(SourceFile("src/config.ts", text), index)
    return [(f.location.start_line, f.confidence) for f in result.findings]


def test_verified_checksum_lifts_confidence_and_look_alikes_are_dropped() -> None:
    rng = random.Random(42)
    good = github_style(rng, "ghp_")
    bad = break_checksum(github_style(rng, "ghp_"))
    unverifiable = "ghr_" + rand(rng, ALNUM, 76)
    text = f"const a = '{good}';\nconst b = '{bad}';\nconst c = '{unverifiable}';\n"
    assert _findings(_rule("medium"), text) == [(1, "high"), (3, "medium")]


def test_unknown_check_is_a_rule_error_naming_the_rule() -> None:
    with pytest.raises(RuleError, match=r"test\.secrets\.checksummed.*check"):
        parse_rule(_rule("high", validate="crc64"), "rules.yaml")


def _signed(claims: str) -> str:
    header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    payload = base64.urlsafe_b64encode(claims.encode()).decode().rstrip("=")
    return f"{header}.{payload}.Qx7vN2kR9mT4wL8pZ3cH6jB1sF5dG0aYuE2iO7nV4tK"


def test_expired_jwt_is_read_from_the_exp_claim() -> None:
    now = 1_764_000_000.0
    assert expired_jwt(_signed('{"sub":"reader","exp":1565043331}'), now)
    assert not expired_jwt(_signed('{"sub":"reader","exp":4102444800}'), now)
    assert not expired_jwt(_signed('{"sub":"reader","iat":1565039731}'), now)  # no exp: never expires
    assert not expired_jwt(_signed('{"sub":"reader","exp":true}'), now)
    assert not expired_jwt("eyJub3QiOiJqc29u.eyJleHAiOjF9.sig", now)  # no alg: not a JWT


def test_expired_sas_is_read_from_the_tokens_signed_expiry() -> None:
    link = "https://acme.blob.core.windows.net/icons/a.png?sv=2019-02-02&sr=c&sig=Zq1Hd7mK2pL9xV4b%2BsD7&se={}T17%3A49%3A35Z&sp=r"
    expired = link.format("2021-03-09")
    assert expired_sas(expired, expired.index("sig=") + 4, "2026-12-05")
    valid = link.format("2031-03-09")
    assert not expired_sas(valid, valid.index("sig=") + 4, "2026-12-05")
    no_expiry = "https://acme.blob.core.windows.net/c?sv=2019-02-02&sr=c&sig=Zq1Hd7mK2pL9xV4b%2BsD7&sp=r"
    assert not expired_sas(no_expiry, no_expiry.index("sig=") + 4, "2026-12-05")  # a stored access policy's SAS
    # an expiry of another URL earlier in the text is not this token's
    two = expired.split("&sig")[0] + '"\n' + no_expiry
    assert not expired_sas(two, two.rindex("sig=") + 4, "2026-12-05")


@pytest.mark.parametrize(
    ("value", "typed"),
    [
        ("loopapp-a1b2c3d4e5f6g7h8", True),
        ("db55e1c2d4f5a6b7c8d9e0f1a2b3c477", True),
        ("db55e1f7a03c9b2d84e6fa1c5097b377", False),
        ("Vq3Lz8Xm2Rt7Pw4Nk9Hc6Bs1Jd5Gf0", False),
    ],
)
def test_letters_and_digits_counting_up_in_step_are_typed(value: str, typed: bool) -> None:
    assert is_typed_fake(value) is typed


def _pem(label: str, der: bytes, newline: str = "\n") -> str:
    return f"-----BEGIN {label}-----{newline}" + base64.b64encode(der).decode()[:64]


def test_a_private_key_body_opens_with_its_version_and_a_certificate_body_does_not() -> None:
    """PKCS#8, PKCS#1 and SEC1 keys are a SEQUENCE opening with the version INTEGER; a
    certificate's TBSCertificate (SEQUENCE, SEQUENCE) under a private-key label is a placeholder."""
    check = CHECKS["pem-private-key"]
    pkcs8 = bytes.fromhex("30820276020100300d06092a864886f70d0101010500048202603082025c") + bytes(40)
    sec1 = bytes.fromhex("307702010104207a") + bytes(50)
    certificate = bytes.fromhex("30820544308203 2ca003020102021410".replace(" ", "")) + bytes(50)
    assert check(_pem("PRIVATE KEY", pkcs8)) is None
    assert check(_pem("RSA PRIVATE KEY", pkcs8)) is None
    assert check(_pem("EC PRIVATE KEY", sec1)) is None
    assert check(_pem("PRIVATE KEY", certificate)) is False
    assert check(_pem("PRIVATE KEY", certificate, newline="\\n")) is False  # escaped in a string literal
    # ciphertext bodies and formats without that structure get no verdict
    assert check("-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\n"
                 + base64.b64encode(bytes(range(60))).decode()) is None
    assert check(_pem("OPENSSH PRIVATE KEY", b"openssh-key-v1\x00" + bytes(50))) is None


def test_a_pem_key_cut_short_of_its_declared_size_is_no_key() -> None:
    from secure_lint.matchers.secret_checks import truncated_pem_key

    # a P-256 PKCS#8 key declares 147 bytes (MIGT); a README's one-line example holds 36
    elided = (
        "-----BEGIN PRIVATE KEY-----\\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHknlhdlYdLu\\n-----END PRIVATE KEY-----"
    )
    assert truncated_pem_key(elided)
    body = "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + "A" * 136
    whole = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    assert not truncated_pem_key(whole + "\n-----END PRIVATE KEY-----\n")
    # no END line in reach: no verdict
    assert not truncated_pem_key(whole)
