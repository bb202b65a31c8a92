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


KEYWORD_PARAMETER_CLASS = (
    "import axios from 'axios'\n"
    "export class CommentProcessor {\n"
    "  constructor(private as: Appservice, private readonly satisfies?: Checker) {}\n"
    "  async fetchImage(rawUrl: string) {\n"
    "    return axios.get(rawUrl)\n"
    "  }\n"
    "}\n"
)


@pytest.mark.parametrize("path", ["src/CommentProcessor.ts", "src/CommentProcessor.tsx"])
def test_a_parameter_property_named_as_or_satisfies_leaves_its_class_parsed(path: str) -> None:
    source = SourceFile(path, KEYWORD_PARAMETER_CLASS)
    assert not source.has_syntax_errors
    (call,) = source.tree.find_all(kind="call_expression")
    assert call.text() == "axios.get(rawUrl)"  # offsets are the file's own
    assert KEYWORD_PARAMETER_CLASS[source.offset(4, 11) :].startswith("axios.get(rawUrl)")
    # a type assertion keeps its `as`: only a parameter property's name is renamed
    cast = SourceFile("src/x.ts", "const n = value as number\nclass A { constructor(private as: B) {} }\n")
    assert cast.tree.find(kind="as_expression").text() == "value as number"
