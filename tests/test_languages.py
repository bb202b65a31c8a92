"""Which language a file is: it decides which rules run on it."""

from __future__ import annotations

import pytest

from secure_lint.core.languages import language_of
from secure_lint.core.source import SourceFile


@pytest.mark.parametrize(
    ("path", "language"),
    [
        ("app/page.tsx", "tsx"),
        ("lib/db.ts", "typescript"),
        ("server.mjs", "javascript"),
        ("components/Button.jsx", "javascript"),
        ("types/next-auth.d.ts", "text"),
        ("ios/App/Info.plist", "plist"),
        ("mac/App.entitlements", "plist"),
        (".env", "dotenv"),
        ("web/.env.production.local", "dotenv"),
        ("Dockerfile", "dockerfile"),
        ("docker/Dockerfile.prod", "dockerfile"),
        ("app.json", "json"),
        (".github/workflows/ci.yml", "yaml"),
        ("android/app/src/main/AndroidManifest.xml", "xml"),
        ("scripts/release.sh", "text"),
        ("Makefile", "text"),
    ],
)
def test_language_of(path: str, language: str) -> None:
    assert language_of(path) == language


FLOW_MODULE = (
    "// @flow\n"
    "import AsyncStorage from '@react-native-async-storage/async-storage'\n"
    "export function saveMnemonic(mnemonic: string): Promise<void> {\n"
    "  return AsyncStorage.setItem('mnemonic', mnemonic)\n"
    "}\n"
)


def test_a_flow_typed_script_is_read_with_the_typescript_grammar_so_its_typed_functions_parse() -> None:
    source = SourceFile("src/wallet.js", FLOW_MODULE)
    assert source.language == "javascript"  # the rules of a .js file still apply to it
    assert not source.has_syntax_errors
    (call,) = [c for c in source.tree.find_all(kind="call_expression") if "setItem" in c.text()]
    assert call.range().start.line == 3
    # without the pragma the file is JavaScript as written: its annotations are errors
    assert SourceFile("src/wallet.js", FLOW_MODULE.replace("// @flow\n", "// wallet\n")).has_syntax_errors
    plain = "// @flow\nexport const add = (a, b) => a + b\n"  # no annotation: JavaScript's tree
    assert SourceFile("src/add.js", plain).tree.find(kind="arrow_function") is not None
