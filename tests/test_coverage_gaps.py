"""Issue 25 #6: content a pull request author controls (a NUL byte in a comment, a library-style
banner, one long string literal or SVG path, padding past the size limit) does not switch the
code rules off for a shipped source file silently: the file is read as code, or it is a named
gap (`secure-lint.unscanned-code`), the scan `partial`, and the default --fail-on fails it."""

from __future__ import annotations

import json

import pytest
from conftest import findings_of

from secure_lint.core.source import SourceFile
from secure_lint.scan.reading import looks_minified, to_source

PACKAGE = '{"name": "shop", "dependencies": {"express": "4.19.2"}}\n'
ROUTE = (
    "const express = require('express');\n"
    "const app = express();\n"
    "app.get('/calc', (req, res) => res.send(String(eval(req.query.expr))));\n"
)
EVAL = "js.injection.eval-dynamic"
XSS = "node.xss.send-request-data"  # what eval(req.query.expr) computes is the request's too
GAP = "secure-lint.unscanned-code"


def _write(root, path: str, data: bytes) -> None:
    target = root / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


def test_a_nul_byte_in_a_comment_does_not_make_source_binary(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE})
    _write(root, "src/server.js", b"// build \x00 marker\n" + ROUTE.encode())
    result = run_cli("scan", "--format", "json", cwd=root)
    assert findings_of(result) == [("src/server.js", 4, XSS), ("src/server.js", 4, EVAL)]
    assert json.loads(result.stdout)["coverage"]["skipped"] == []


def test_source_full_of_control_bytes_is_a_named_gap(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE})
    _write(root, "src/server.js", ROUTE.encode() + b"//" + b"\x00\x01" * 2000 + b"\n")
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 1
    assert findings_of(result) == [("src/server.js", 1, GAP)]
    data = json.loads(result.stdout)
    assert data["summary"]["scan_status"] == "partial"
    assert "read as binary" in data["findings"][0]["message"]
    # a coverage notice, not a weakness: low, which the default --fail-on (low) still fails
    assert data["findings"][0]["severity"] == "low"
    assert "not a weakness" in data["findings"][0]["message"]


def test_one_long_string_literal_or_svg_path_is_not_minified(tree, run_cli) -> None:
    svg = "M" + " 10.5,20.25 L 30,40" * 1500
    root = tree(
        {
            "package.json": PACKAGE,
            "src/icon.js": ROUTE + f'export const icon = "{svg}";\n',
            "src/copy.js": ROUTE + "export const text = `" + "lorem ipsum " * 900 + "`;\n",
        }
    )
    result = run_cli("scan", "--format", "json", cwd=root)
    assert findings_of(result) == [
        ("src/copy.js", 3, XSS),
        ("src/copy.js", 3, EVAL),
        ("src/icon.js", 3, XSS),
        ("src/icon.js", 3, EVAL),
    ]


def test_one_long_line_added_to_a_file_does_not_make_it_minified() -> None:
    code = "".join(f"export const f{i} = (a) => a + {i};\n" for i in range(40))
    generated = "var t=" + "+".join(f"a{i}" for i in range(2000)) + ";\n"
    assert not looks_minified(SourceFile("src/a.js", code + generated))
    bundle = ";".join(f"function f{i}(a,b){{return a*{i}+b}}" for i in range(900))
    assert looks_minified(SourceFile("public/app.js", "/*! app */\n" + bundle + "\n//# sourceMappingURL=a.map\n"))


@pytest.mark.parametrize(
    ("path", "content", "reason"),
    [
        ("src/server.js", "/*! express-app v1.2.3 | (c) Acme */\n" + ROUTE, "library's release banner"),
        ("src/server.js", ROUTE + "//" + " " * (1024 * 1024 + 10) + "\n", "larger than max-file-size"),
        ("app/bundle.js", ";".join(f"function f{i}(a){{return a*{i}}}" for i in range(900)) + "\n", "minified"),
    ],
)
def test_a_shipped_file_skipped_for_its_content_is_a_failing_gap(tree, run_cli, path, content, reason) -> None:
    root = tree({"package.json": PACKAGE, path: content})
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    assert [(f["location"]["path"], f["rule_id"]) for f in data["findings"]] == [(path, GAP)]
    assert reason in data["findings"][0]["message"]
    assert data["summary"]["scan_status"] == "partial"
    text = run_cli("scan", cwd=root)
    assert path in text.stdout and text.exit_code == 1
    # a project that accepts the gap relaxes the rule; the scan stays partial
    (root / ".secure-lint.yaml").write_text("ignore: [secure-lint.unscanned-code]\n")
    relaxed = run_cli("scan", "--format", "json", cwd=root)
    assert relaxed.exit_code == 0
    assert json.loads(relaxed.stdout)["summary"]["scan_status"] == "partial"


def test_libraries_by_folder_or_name_and_non_shipped_files_are_not_gaps(tree, run_cli) -> None:
    bundle = ";".join(f"function f{i}(a){{return a*{i}}}" for i in range(900)) + "\n"
    root = tree(
        {
            "package.json": PACKAGE,
            "public/vendor/jquery.js": "/*! jQuery v1.11.1 | (c) jQuery Foundation */\nvar a = 1;\n",
            "public/js/chart.min.js": bundle,
            "tests/fixtures/big.js": bundle,
        }
    )
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["summary"]["scan_status"] == "complete"


def test_to_source_keeps_binary_files_binary() -> None:
    assert not isinstance(to_source("src/logo.js", b"\x89PNG\r\n\x1a\n" + bytes(4096)), SourceFile)
    assert isinstance(to_source("src/a.ts", b"// \x00\nexport const a = 1;\n"), SourceFile)


MINIFIED = ";".join(f"function f{i}(a){{return a*{i}}}" for i in range(900)) + "\n"
EMSCRIPTEN = (
    "var libarchive = (function () {\n  return (function (libarchive) {\n"
    '    var Module = typeof libarchive !== "undefined" ? libarchive : {}; var moduleOverrides = {}; ' + MINIFIED
)
UA_PARSER = "/* UAParser.js v0.7.31\n   Copyright (c) 2012-2021 F. Salman\n   MIT License */\n" + MINIFIED
IS_JS = '/*!\n * is.js 0.9.0\n */\n(function(n,t){if(typeof define==="function"&&define.amd){}})(this,function(){'
MIT = "The MIT License (MIT)\n\nCopyright (c) 2012-2021 Faisal Salman\n"


@pytest.mark.parametrize(
    "files",
    [
        # a release banner, and the copied package's own licence beside it
        {"server/libs/uaParser/index.js": UA_PARSER, "server/libs/uaParser/LICENSE": MIT},
        {"server/libs/requestIp/isJs.js": IS_JS + MINIFIED + "});\n", "server/libs/requestIp/LICENSE": MIT},
        # a generator's runtime: Emscripten's module glue
        {"server/libs/archive/wasm-archive.js": EMSCRIPTEN},
    ],
)
def test_a_library_build_known_by_what_it_is_is_not_a_gap(tree, run_cli, files) -> None:
    root = tree({"package.json": PACKAGE, **files})
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["summary"]["scan_status"] == "complete"
    script = next(p for p in files if p.endswith(".js"))
    assert data["coverage"]["skipped"] == [{"path": script, "reason": "library"}]


@pytest.mark.parametrize(
    "files",
    [
        {"server/checkout.js": MINIFIED},  # no mark at all
        {"server/libs/is.js": IS_JS + MINIFIED + "});\n"},  # a banner and a shim, no licence of a copy
        {"server/checkout.js": "/*! checkout v2.1.0 | (c) Acme */\n" + MINIFIED},  # a banner, named as the file
        {"server/libs/checkout/index.js": MINIFIED, "server/libs/checkout/LICENSE": MIT},  # a licence, no banner
        # the licence of the package the file belongs to
        {"server/libs/ua/index.js": UA_PARSER, "server/LICENSE": MIT, "server/package.json": PACKAGE},
    ],
)
def test_a_minified_app_file_without_a_library_s_marks_stays_a_gap(tree, run_cli, files) -> None:
    root = tree({"package.json": PACKAGE, **files})
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 1, result.output
    script = next(p for p in files if p.endswith(".js"))
    assert [(f["location"]["path"], f["rule_id"]) for f in json.loads(result.stdout)["findings"]] == [(script, GAP)]
