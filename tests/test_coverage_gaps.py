"""Issue 25 #6: content a pull request author controls (a NUL byte in a comment, a library-style
banner, one long string literal or SVG path, padding past the size limit) does not switch the
code rules off for a shipped source file silently: the file is read as code, or it is a named
gap: the scan `partial`, the gap in `coverage.gaps`, the text report and SARIF's tool execution
notifications, and `--fail-on-partial` fails it. Issue 24: in the default and extended profiles the
gap is not a finding (0 of 78 true on production apps); `--profile audit` reports it as
`secure-lint.unscanned-code`, which the default --fail-on fails."""

from __future__ import annotations

import json

import pytest
from conftest import findings_of

from secure_lint.core.findings import SkippedPath
from secure_lint.core.source import SourceFile
from secure_lint.scan.reading import looks_minified, to_source

PACKAGE = '{"name": "shop", "dependencies": {"express": "4.19.2"}}\n'
ROUTE = (
    "const express = require('express');\n"
    "const app = express();\n"
    "app.get('/calc', (req, res) => res.json({ value: eval(req.query.expr) }));\n"
)
EVAL = "js.injection.eval-dynamic"
GAP = "secure-lint.unscanned-code"


def _write(root, path: str, data: bytes) -> None:
    target = root / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


def test_a_nul_byte_in_a_comment_does_not_make_source_binary(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE})
    _write(root, "src/server.js", b"// build \x00 marker\n" + ROUTE.encode())
    result = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    assert findings_of(result) == [("src/server.js", 4, EVAL)]
    assert json.loads(result.stdout)["coverage"]["skipped"] == []


def test_source_full_of_control_bytes_is_a_named_gap(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE})
    _write(root, "src/server.js", ROUTE.encode() + b"//" + b"\x00\x01" * 2000 + b"\n")
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 0  # default profile: a partial scan, not a finding
    data = json.loads(result.stdout)
    assert data["findings"] == []
    assert data["summary"]["scan_status"] == "partial"
    assert data["coverage"]["gaps"] == [{"path": "src/server.js", "reason": "binary"}]
    assert run_cli("scan", "--fail-on-partial", cwd=root).exit_code == 1
    audit = run_cli("scan", "--format", "json", "--profile", "audit", cwd=root)
    assert audit.exit_code == 1
    assert findings_of(audit) == [("src/server.js", 1, GAP)]
    finding = json.loads(audit.stdout)["findings"][0]
    assert "read as binary" in finding["message"]
    # a coverage notice, not a weakness: low, which the default --fail-on (low) still fails
    assert finding["severity"] == "low"
    assert "not a weakness" in finding["message"]


def test_one_long_string_literal_or_svg_path_is_not_minified(tree, run_cli) -> None:
    svg = "M" + " 10.5,20.25 L 30,40" * 1500
    root = tree(
        {
            "package.json": PACKAGE,
            "src/icon.js": ROUTE + f'export const icon = "{svg}";\n',
            "src/copy.js": ROUTE + "export const text = `" + "lorem ipsum " * 900 + "`;\n",
        }
    )
    result = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    assert findings_of(result) == [("src/copy.js", 3, EVAL), ("src/icon.js", 3, EVAL)]


def test_one_long_line_added_to_a_file_does_not_make_it_minified() -> None:
    code = "".join(f"export const f{i} = (a) => a + {i};\n" for i in range(40))
    generated = "var t=" + "+".join(f"a{i}" for i in range(2000)) + ";\n"
    assert not looks_minified(SourceFile("src/a.js", code + generated))
    bundle = ";".join(f"function f{i}(a,b){{return a*{i}+b}}" for i in range(900))
    assert looks_minified(SourceFile("public/app.js", "/*! app */\n" + bundle + "\n//# sourceMappingURL=a.map\n"))


def test_a_bundle_whose_template_literals_span_lines_is_minified() -> None:
    # a bundler's worker output (Monaco's css.worker): long lines of code broken only inside
    # template literals that hold a raw line break, some shorter than the other literals' floor
    parts = []
    for i in range(30):
        code = ";".join(f"function w{i}_{j}(e){{return e.x*{j}+e.y}}" for j in range(120))
        parts.append(code + f";function s{i}(e){{return e.split(`\r\n`).join(`\n`)}}")
    bundle = "(function(){" + "".join(parts) + "})();\n"
    assert looks_minified(SourceFile("public/monaco/assets/css.worker-HnVq6Ewq.js", bundle))
    # the app's own file with multi-line template literals between short lines of code
    own = "".join(f"export const page{i} = (name) => `\n  <p>${{name}}</p>\n`;\n" for i in range(300))
    assert not looks_minified(SourceFile("src/pages.js", own))


def test_a_vendor_bundle_wrapped_at_500_characters_is_minified_the_apps_own_long_lines_are_not() -> None:
    # a builder that wraps its minified output (CKEditor 4's) under the vendor's copyright comment
    body = ";".join(f"CK.f{i}=function(a,b){{return a.x*{i}+b.y}}" for i in range(900))
    wrapped = "\n".join(body[i : i + 500] for i in range(0, len(body), 500))
    banner = "/*\nCopyright (c) 2003-2021, Acme Editors. All rights reserved.\nFor licensing, see LICENSE.md\n*/\n"
    assert looks_minified(SourceFile("public/editor/editor.js", banner + wrapped))
    source = to_source("public/editor/editor.js", (banner + wrapped).encode())
    assert not isinstance(source, SkippedPath) and not source.code_rules
    # the app's own file with 500-character lines and no vendor comment: its code rules run
    assert not looks_minified(SourceFile("src/rules.js", wrapped))
    # a licence header over the app's own hand-written code: scanned
    own = "".join(f"export function f{i}(a, b) {{\n  return a.x * {i} + b.y;\n}}\n" for i in range(300))
    assert not looks_minified(SourceFile("src/app.js", banner + own))


@pytest.mark.parametrize(
    ("path", "content", "reason"),
    [
        ("src/server.js", "/*! express-app v1.2.3 | (c) Acme */\n" + ROUTE, "library's release banner"),
        ("src/server.js", ROUTE + "//" + " " * (1024 * 1024 + 10) + "\n", "larger than max-file-size"),
        ("app/bundle.js", ";".join(f"function f{i}(a){{return a*{i}}}" for i in range(900)) + "\n", "minified"),
    ],
)
def test_a_shipped_file_skipped_for_its_content_is_a_named_gap(tree, run_cli, path, content, reason) -> None:
    root = tree({"package.json": PACKAGE, path: content})
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["findings"] == []
    assert data["summary"]["scan_status"] == "partial"
    assert [g["path"] for g in data["coverage"]["gaps"]] == [path]
    # the text report names the gap and why
    text = run_cli("scan", cwd=root)
    assert text.exit_code == 0
    assert f"gap {path}: " in text.stdout and reason in text.stdout and "Partial scan" in text.stdout
    # SARIF: a tool execution notification at the file, level warning; the run marked partial
    sarif = json.loads(run_cli("scan", "--format", "sarif", cwd=root).stdout)["runs"][0]
    assert sarif["properties"]["scanStatus"] == "partial"
    assert sarif["results"] == []
    [note] = sarif["invocations"][0]["toolExecutionNotifications"]
    assert note["level"] == "warning" and reason in note["message"]["text"]
    assert note["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == path
    # gating on it: --fail-on-partial, or the configuration's fail-on-partial
    assert run_cli("scan", "--fail-on-partial", cwd=root).exit_code == 1
    (root / ".secure-lint.yaml").write_text("fail-on-partial: true\n")
    assert run_cli("scan", cwd=root).exit_code == 1
    assert run_cli("scan", "--no-fail-on-partial", cwd=root).exit_code == 0
    # the audit profile: a finding, which the default --fail-on fails
    (root / ".secure-lint.yaml").write_text("profile: audit\n")
    extended = run_cli("scan", "--format", "json", cwd=root)
    assert extended.exit_code == 1, extended.output
    found = json.loads(extended.stdout)["findings"]
    assert [(f["location"]["path"], f["rule_id"]) for f in found] == [(path, GAP)]
    assert reason in found[0]["message"]
    # a project that accepts the gap relaxes the rule; the scan stays partial
    (root / ".secure-lint.yaml").write_text("profile: audit\nignore: [secure-lint.unscanned-code]\n")
    relaxed = run_cli("scan", "--format", "json", cwd=root)
    assert relaxed.exit_code == 0
    assert json.loads(relaxed.stdout)["summary"]["scan_status"] == "partial"


def test_a_complete_scan_has_no_notifications_and_passes_fail_on_partial(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "src/ok.js": "export const a = 1;\n"})
    assert run_cli("scan", "--fail-on-partial", cwd=root).exit_code == 0
    sarif = json.loads(run_cli("scan", "--format", "sarif", cwd=root).stdout)["runs"][0]
    assert "toolExecutionNotifications" not in sarif["invocations"][0]


def test_many_gaps_are_summed_up_in_the_text_report(tree, run_cli) -> None:
    files = {f"src/m{i}.js": "/*! lib v1.0.0 | (c) Acme */\n" + ROUTE for i in range(8)}
    root = tree({"package.json": PACKAGE, **files})
    text = run_cli("scan", cwd=root).stdout
    assert "Partial scan: 8 shipped source files" in text
    assert text.count("  gap src/") == 5 and "and 3 more" in text
    assert run_cli("scan", "-v", cwd=root).stdout.count("  gap src/") == 8


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
    script = next(p for p in files if p.endswith(".js"))
    default = json.loads(run_cli("scan", "--format", "json", cwd=root).stdout)
    assert default["summary"]["scan_status"] == "partial"
    assert [g["path"] for g in default["coverage"]["gaps"]] == [script]
    result = run_cli("scan", "--format", "json", "--profile", "audit", cwd=root)
    assert result.exit_code == 1, result.output
    assert [(f["location"]["path"], f["rule_id"]) for f in json.loads(result.stdout)["findings"]] == [(script, GAP)]


def test_a_bundle_keeping_its_libraries_licence_comments_is_minified() -> None:
    # terser keeps `/*!` comments: each library's licence on short lines of its own between the code
    licences = "".join(
        f"/*!\n * Widget library part {i} v1.{i}.0\n * https://widgets.example.org/\n *\n"
        f" * Copyright Widget Foundation and other contributors\n * Released under the MIT license\n */\n"
        for i in range(6)
    )
    chunk = ";".join(f"n.d(e,'f{i}',function(){{return t.x*{i}}})" for i in range(1500))
    bundle = "define(function(){return function(t){var e={};" + chunk + "\n" + licences + chunk + "}});\n"
    bundle += "//# sourceMappingURL=e.map\n"
    assert looks_minified(SourceFile("share/nbextensions/widgets/extension.js", bundle))
    # hand-written code under as many comment lines stays the app's own
    own = "".join(f"// step {i}\nexport function f{i}(a, b) {{\n  return a.x * {i} + b.y;\n}}\n" for i in range(300))
    assert not looks_minified(SourceFile("src/app.js", licences + own))
