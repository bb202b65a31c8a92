"""x509.pem_blocks: PEM blocks read in one pass, written as such or inside a string literal.

A body holds base64, white space and escaped line breaks; a header line (`Proc-Type: ...`, an
armored PGP key's `Version: ...`) ends it, and the block is left out (encrypted, or not DER).
The fixtures in tests/data/x509 were made with openssl."""

from __future__ import annotations

import base64
import re
import time
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from secure_lint.core.x509 import certificates, pem_blocks

DATA = Path(__file__).parent / "data" / "x509"

# pem_blocks' pattern until perf29s: a header alternative that reads to the end of the physical
# line, so that a header in a one-line string read past the block's END, across the lines after
_HEADER_PATTERN = re.compile(
    r"-----BEGIN ([A-Z0-9 ]{1,40})-----((?:[A-Za-z0-9+/=\s]|\\[nr]|[:,\-\w]+: [^\n]*\n){16,20000}?)-----END \1-----"
)


def _escaped(pem: str) -> str:
    """The PEM text as a one-line string literal's content (`\\n` for each line break)."""
    return pem.strip().replace("\n", "\\n")


def _armored_key(seed: int) -> str:
    body = base64.encodebytes(bytes((seed * 7 + i) % 256 for i in range(600))).decode()
    return (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: FlowCrypt 6.3.5 Gmail Encryption\n"
        f"Comment: Seamlessly send and receive encrypted email\n\n{body}=8qZ6\n-----END PGP PRIVATE KEY BLOCK-----"
    )


def _key_details(i: int) -> str:
    """An entry of a Swift test fixture: a key pair, each an armored key in a one-line string."""
    public = _armored_key(i + 50).replace("PRIVATE", "PUBLIC")
    return (
        f'    static let user{i} = KeyDetails(\n        private: "{_escaped(_armored_key(i))}",\n'
        f'        public: "{_escaped(public)}",\n        passphrase: "some long pp",\n        source: "test",\n'
        '        allFingerprints: [""],\n        allLongids: ["063635B3E33EB14C"],\n        lastModified: 0,\n'
        "        isRevoked: false\n    )"
    )


def test_armored_keys_with_headers_in_string_literals_are_read_in_one_pass() -> None:
    """PGP keys in one-line strings beside `name: value` arguments (flowcrypt-ios's TestData.swift):
    the old pattern's header alternative hopped from line to line looking for a later END, every
    way a line could be read (one entry: over 25 CPU s; that 27 kB file: 68 s). A header ends
    its block now."""
    text = "struct TestData {\n" + "\n".join(_key_details(i) for i in range(3)) + "\n}\n"
    start = time.process_time()
    assert pem_blocks(text) == []
    assert time.process_time() - start < 2.0


def test_a_header_line_ends_the_block_and_the_next_is_still_read() -> None:
    encrypted = (
        "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,3F17F5316E2BAC89\n\n"
        + base64.encodebytes(bytes(range(200))).decode()
        + "-----END RSA PRIVATE KEY-----\n"
    )
    certificate = (DATA / "server-cert.pem").read_text()
    (found,) = pem_blocks(encrypted + certificate)
    assert found.label == "CERTIFICATE" and found.start == len(encrypted)
    assert len(certificates(encrypted + certificate)) == 1


def test_a_header_in_a_string_hides_no_block_after_it() -> None:
    """The old pattern read a header in a one-line string to the line's end, past the block's END
    and the opening of the template literal after it: its match ran to that certificate's END,
    and the certificate was left out with the header block."""
    encrypted = _escaped(
        "-----BEGIN CERTIFICATE-----\nProc-Type: 4,ENCRYPTED\n\n"
        + base64.encodebytes(bytes(range(120))).decode()
        + "-----END CERTIFICATE-----"
    )
    source = f'const chain = ["{encrypted}", `{(DATA / "leaf-cert.pem").read_text().strip()}`];\n'
    (found,) = pem_blocks(source)
    assert found.label == "CERTIFICATE" and source[found.start - 1] == "`"
    (old,) = _HEADER_PATTERN.finditer(source)
    assert old.start() < found.start and old.end() == found.end


def _pem(label: str, der: bytes) -> str:
    return f"-----BEGIN {label}-----\n{base64.encodebytes(der).decode()}-----END {label}-----\n"


def test_a_long_body_is_read_to_its_end_and_one_past_the_limit_is_not_a_block() -> None:
    """A body of up to 20,000 characters (base64, line breaks) is one block; a longer one, never
    a certificate or key, is left out as before, and the block after it is still read."""
    long_der, too_long_der = bytes(i % 251 for i in range(14_000)), bytes(i % 241 for i in range(16_000))
    certificate = (DATA / "leaf-cert.pem").read_text()
    text = _pem("PKCS7", long_der) + _pem("PKCS7", too_long_der) + certificate
    start = time.process_time()
    found = pem_blocks(text)
    assert time.process_time() - start < 2.0
    assert [(b.label, b.der) for b in found] == [("PKCS7", long_der), ("CERTIFICATE", found[1].der)]
    assert found[1].start == text.index("-----BEGIN CERTIFICATE-----") and found[1].end == len(text) - 1


def test_a_truncated_block_is_left_out_and_the_next_whole_one_is_read() -> None:
    """A block cut before its END (a pasted snippet, a file cut by a size limit) is no block; the
    whole certificate after it is, from its own BEGIN."""
    whole = (DATA / "server-cert.pem").read_text()
    cut = whole[: len(whole) // 2]
    assert pem_blocks(cut) == [] and pem_blocks(whole[:-12]) == []
    (found,) = pem_blocks(cut + "\n" + whole)
    assert found.start == len(cut) + 1 and len(certificates(cut + "\n" + whole)) == 1
    key_cut = (DATA / "server-key.pem").read_text().replace("-----END PRIVATE KEY-----", "-----END CERTIFICATE-----")
    assert pem_blocks(key_cut) == []


def test_certificates_in_the_text_around_them_are_read() -> None:
    """Certificates as apps commit them: after `openssl x509 -text` output (`Name: value` lines
    before BEGIN end no block), in a CA bundle with comment lines between them, and indented in
    a YAML block scalar."""
    server, leaf = ((DATA / name).read_text() for name in ("server-cert.pem", "leaf-cert.pem"))
    described = (
        "Certificate:\n    Data:\n        Version: 3 (0x2)\n        Serial Number:\n"
        "            4b:0d:8f:60:17:16:98:f1:4a:59:d9:50:e3:0b:7f:c0:94:73:f8:65\n"
        "        Signature Algorithm: sha256WithRSAEncryption\n"
        "        Issuer: O = ChatRooms, CN = ChatRooms Server\n"
        "        Subject: O = ChatRooms, CN = ChatRooms Server\n" + server
    )
    bundle = f'# Issuer: O=ChatRooms CN=ChatRooms Server\n# Label: "ChatRooms"\n{server}\n# Label: leaf\n{leaf}'
    indented = "".join(f"    {line}\n" for line in leaf.splitlines())
    manifest = f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n{indented}"
    assert [len(certificates(text)) for text in (described, bundle, manifest)] == [1, 2, 1]
    (block,) = pem_blocks(described)
    assert block.start == described.index("-----BEGIN") and certificates(described)[0].self_issued
    assert certificates(manifest)[0].der == certificates(leaf)[0].der


_PIECES = st.sampled_from(
    [
        "-----BEGIN CERTIFICATE-----",
        "-----END CERTIFICATE-----",
        "-----BEGIN EC PRIVATE KEY-----",
        "-----END EC PRIVATE KEY-----",
        "MIIBszCCAVmgAwIBAgIU",
        "QUJD",
        "=",
        "==",
        "\n",
        "\\n",
        "\\r\\n",
        " ",
        '"',
        ",",
        "-",
        "\\",
        "é",
        "Proc-Type",
    ]
)


def _old_blocks(text: str) -> list[tuple[str, bytes, int, int]]:
    """pem_blocks as it was (the old pattern, then its header check and decoding)."""
    found = []
    for match in _HEADER_PATTERN.finditer(text):
        if ": " in match.group(2):
            continue
        body = re.sub(r"\\[nr]|\s", "", match.group(2))
        try:
            der = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
        except ValueError:
            continue
        found.append((match.group(1), der, *match.span()))
    return found


@given(st.lists(_PIECES, max_size=60))
@settings(max_examples=400, deadline=None, derandomize=True)
def test_without_a_header_line_the_blocks_are_the_old_patterns(pieces: list[str]) -> None:
    """Where no header line is written (no `name: ` in the text), the blocks are the ones the
    old pattern gave: the same labels, DER and offsets."""
    text = "".join(pieces)
    assert [(b.label, b.der, b.start, b.end) for b in pem_blocks(text)] == _old_blocks(text)
