"""A password hashed by nested fast hashes is one finding, at the outermost call (never the same
weakness reported once per nested call)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

SERVICE = """\
import { sha256 } from 'js-sha256';

export function hashPassword(password: string, salt: string): string {
  return sha256(salt + sha256(sha256(password) + salt));
}
"""


def test_nested_fast_hashes_of_a_password_are_one_finding(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    root = tree({"package.json": '{"name": "blog-server", "private": true}\n', "src/crypto.ts": SERVICE})
    rule = "node.password.fast-hash"
    result = run_cli("scan", "--format", "json", "--profile", "extended", "--select", rule, str(root))
    assert findings_of(result) == [("src/crypto.ts", 4, rule)]
