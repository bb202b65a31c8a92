"""Test code inside a shipped file (scan/repo/test_regions.py): a Rust `#[cfg(test)]` module is
built only by `cargo test`, so its fixture key is the test's own, as one under `tests/` is; the
same key in the module's shipped code is reported."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of
from test_build_scope import KEY_BODY

from secure_lint.scan.repo.test_regions import rust_test_modules

SIGNER = f"""\
use ring::signature::Ed25519KeyPair;

/// the server's signing key, compiled into the binary
const SERVER_KEY: &str = "-----BEGIN PRIVATE KEY-----
{KEY_BODY}
-----END PRIVATE KEY-----";

pub fn sign(message: &[u8]) -> Vec<u8> {{
    let pair = load(SERVER_KEY);
    pair.sign(message).as_ref().to_vec()
}}

#[cfg(test)]
mod tests {{
    use super::*;

    const FIXTURE_KEY: &str = "-----BEGIN PRIVATE KEY-----
{KEY_BODY}
-----END PRIVATE KEY-----";

    #[test]
    fn signs_with_a_fixture_key() {{
        let braces = "}} {{ }}";
        assert!(!sign_with(FIXTURE_KEY, b"{{}}").is_empty() && !braces.is_empty());
    }}
}}
"""


def test_a_cfg_test_module_spans_its_braces_not_those_in_strings() -> None:
    spans = rust_test_modules("src/signer.rs", SIGNER)
    assert len(spans) == 1
    first, last = spans[0]
    lines = SIGNER.splitlines()
    assert lines[first - 1].startswith("#[cfg(test)]") and lines[last - 1] == "}"


def test_only_rust_files_have_test_modules() -> None:
    assert rust_test_modules("src/signer.ts", SIGNER) == []
    assert rust_test_modules("src/signer.rs", "pub fn f() {}\n") == []


def test_a_key_in_a_test_module_is_the_test_s_own(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    root = tree({"Cargo.toml": '[package]\nname = "signer"\nversion = "0.1.0"\n', "src/signer.rs": SIGNER})
    result = run_cli("scan", "--format", "json", "--select", "secrets.private-key", str(root))
    assert findings_of(result) == [("src/signer.rs", 4, "secrets.private-key")]
