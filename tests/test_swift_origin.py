"""The literal a Swift key or IV argument carries (values/swift_origin.py)."""

from __future__ import annotations

import pytest
from ast_grep_py import SgRoot

from secure_lint.matchers.structural import StructuralMatch, prepare
from secure_lint.matchers.values.swift_origin import literal_origin

CLOSURES = """
struct Cipher {
    let key = "MyS3cr3tK3y2024!"
    func run(_ iv: Data) {
        guard let keyData = key.data(using: .utf8) else { return }
        keyData.withUnsafeBytes { keyBytes in
            iv.withUnsafeBytes { CCCrypt(op, alg, opts, keyBytes.baseAddress, 16, $0.baseAddress, nil, 0, nil, 0, &n) }
        }
    }
}
"""


def _argument(code: str, position: int) -> object:
    root = SgRoot(code, "swift").root()
    call = root.find(pattern="CCCrypt($$$)")
    assert call is not None
    arguments = call.find_all(kind="value_argument")
    return arguments[position - 1]


def test_a_key_through_data_and_a_closure_parameter_is_the_declared_literal() -> None:
    origin = literal_origin(_argument(CLOSURES, 4))
    assert origin is not None
    assert origin.name == "key"
    assert origin.literal.text() == '"MyS3cr3tK3y2024!"'


def test_a_parameter_has_no_literal_origin() -> None:
    assert literal_origin(_argument(CLOSURES, 6)) is None


@pytest.mark.parametrize(
    ("declaration", "found"),
    [
        ('let k = Array("0123456789abcdef".utf8)', True),
        ("let k: [UInt8] = [1, 2, 3, 4]", True),
        ('let k = Data(base64Encoded: "c2VjcmV0LWtleS0xMjM0NQ==")!', True),
        ('var k = "0123456789abcdef"', True),
        ('var k = "0123456789abcdef"\n    k = fetched()', False),
        ("var k = [UInt8](repeating: 0, count: 16)\n    _ = SecRandomCopyBytes(kSecRandomDefault, 16, &k)", False),
        ('let k = "prefix-\\(secret)"', False),
        ("let k = loadKey()", False),
    ],
)
def test_declarations(declaration: str, found: bool) -> None:
    code = f"func f() {{\n    {declaration}\n    CCCrypt(op, alg, opts, k, 16, nil, nil, 0, nil, 0, &n)\n}}\n"
    assert (literal_origin(_argument(code, 4)) is not None) is found


def test_literal_origin_options_are_checked() -> None:
    rule = {"kind": "value_argument", "has": {"pattern": "$KEY"}}
    with pytest.raises(ValueError, match="literal_origin_unless needs literal_origin"):
        prepare(StructuralMatch(rule=rule, literal_origin_unless="^x"), ["swift"])
    with pytest.raises(ValueError, match="invalid regex"):
        prepare(StructuralMatch(rule=rule, literal_origin="KEY", literal_origin_unless="("), ["swift"])
    with pytest.raises(ValueError, match=r"literal_origin \$NOPE is not a metavariable"):
        prepare(StructuralMatch(rule=rule, literal_origin="NOPE"), ["swift"])
