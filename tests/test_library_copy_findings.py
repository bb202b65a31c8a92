"""Code-rule findings in a library copied into the app's tree are review items (issue 24).

A copy is known by what it is: its own licence below the repository's root, beside the manifest
of the Swift package it is (Package.swift, a .podspec) or, for JavaScript, with no package.json
between it and the file. A modular app's own local package (a manifest, no licence), a package
whose licence is the repository's own, or a folder with a vendor-like name and no licence stay
the app's code. Secrets in a copy keep their policy: a live key is a leak wherever it is."""

from __future__ import annotations

import json
from pathlib import Path

# a 3DES decryption with an all-zero IV, as an ICAO 9303 reader does (BAC/secure messaging fix both)
SWIFT_CIPHER = """\
import CommonCrypto

func tripleDESDecrypt(key: [UInt8], message: [UInt8]) -> [UInt8] {
    let iv: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0]
    let algorithm: CCAlgorithm = UInt32(kCCAlgorithm3DES)
    return run(algorithm, key, message, iv)
}
"""
PACKAGE_SWIFT = """\
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PassportReader",
    products: [.library(name: "PassportReader", targets: ["PassportReader"])],
    targets: [.target(name: "PassportReader")]
)
"""
PODSPEC = """\
Pod::Spec.new do |s|
  s.name = 'CardReader'
  s.version = '2.1.0'
  s.source = { :git => 'https://github.com/acme/CardReader.git', :tag => s.version }
  s.source_files = 'Sources/**/*.swift'
end
"""
MIT = "MIT License\n\nCopyright (c) 2019 Jane Upstream\n\nPermission is hereby granted, free of charge...\n"
APP_LICENCE = "Apache License\nVersion 2.0, January 2004\n\nCopyright 2024 Acme Identity Ltd.\n"
JS_EVAL = """\
const https = require("https");

module.exports.agent = new https.Agent({ keepAlive: true, checkServerIdentity: () => undefined });
"""
AWS_KEY = 'let awsKey = "AKIAZ4Q7XW3RB5M2KD6T"\nlet awsSecret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ7XW3RB5M2K"\n'


def _findings(root: Path, run_cli, profile: str = "extended") -> list[tuple[str, str, str, str]]:  # type: ignore[no-untyped-def]
    result = run_cli("scan", "--format", "json", "--profile", profile, "--no-cache", cwd=root)
    findings = json.loads(result.stdout)["findings"]
    return sorted((f["location"]["path"], f["rule_id"], f["severity"], f["disposition"]) for f in findings)


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def _paths(findings: list[tuple[str, str, str, str]]) -> set[str]:
    return {path for path, *_ in findings}


SWIFT_COPY = "ios/PassportReader/Sources/PassportReader/Crypto.swift"


def test_a_copied_swift_package_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {
        "LICENSE": APP_LICENCE,
        "ios/PassportReader/LICENSE": MIT,
        "ios/PassportReader/Package.swift": PACKAGE_SWIFT,
        SWIFT_COPY: SWIFT_CIPHER,
        "ios/App/Crypto.swift": SWIFT_CIPHER,
    })
    assert _paths(_findings(root, run_cli)) == {"ios/App/Crypto.swift"}
    copied = [f for f in _findings(root, run_cli, "audit") if f[0] == SWIFT_COPY]
    assert copied and all(f[2:] == ("low", "needs_review") for f in copied)


def test_a_copied_pod_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {
        "Vendor/CardReader/LICENSE.md": MIT,
        "Vendor/CardReader/CardReader.podspec": PODSPEC,
        "Vendor/CardReader/Sources/Crypto.swift": SWIFT_CIPHER,
    })
    assert _findings(root, run_cli) == []


def test_the_apps_own_local_package_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    # a modular app: Packages/Feed has a manifest and no licence of its own (the root's is above it)
    root = _write(tmp_path, {
        "LICENSE": APP_LICENCE,
        "Packages/Feed/Package.swift": PACKAGE_SWIFT,
        "Packages/Feed/Sources/Feed/Crypto.swift": SWIFT_CIPHER,
    })
    assert _paths(_findings(root, run_cli)) == {"Packages/Feed/Sources/Feed/Crypto.swift"}


def test_a_package_the_app_publishes_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    # the package's licence is the repository's own, word for word: the app's SDK, not a copy
    root = _write(tmp_path, {
        "LICENSE": APP_LICENCE,
        "sdk/ios/LICENSE": APP_LICENCE.replace("\n", "\n  "),
        "sdk/ios/Package.swift": PACKAGE_SWIFT,
        "sdk/ios/Sources/SDK/Crypto.swift": SWIFT_CIPHER,
    })
    assert _paths(_findings(root, run_cli)) == {"sdk/ios/Sources/SDK/Crypto.swift"}


def test_a_licence_without_a_swift_manifest_does_not_make_swift_a_copy(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"ios/Vendor/LICENSE": MIT, "ios/Vendor/Crypto.swift": SWIFT_CIPHER})
    assert _paths(_findings(root, run_cli)) == {"ios/Vendor/Crypto.swift"}


def test_a_third_party_folder_without_a_licence_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"ios/ThirdParty/PassportReader/Sources/Crypto.swift": SWIFT_CIPHER})
    assert _paths(_findings(root, run_cli)) == {"ios/ThirdParty/PassportReader/Sources/Crypto.swift"}


def test_a_copied_js_library_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {
        "package.json": '{"name": "app"}',
        "server/libs/exprparse/LICENSE": MIT,
        "server/libs/exprparse/index.js": JS_EVAL,
        "server/parse.js": JS_EVAL,
    })
    assert _paths(_findings(root, run_cli)) == {"server/parse.js"}
    copied = [f for f in _findings(root, run_cli, "audit") if f[0] == "server/libs/exprparse/index.js"]
    assert copied and all(f[2:] == ("low", "needs_review") for f in copied)


def test_a_js_package_with_its_manifest_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    # packages/parser/{LICENSE,package.json}: a workspace package the app publishes
    root = _write(tmp_path, {
        "package.json": '{"name": "app", "workspaces": ["packages/*"]}',
        "packages/parser/LICENSE": MIT,
        "packages/parser/package.json": '{"name": "@acme/parser"}',
        "packages/parser/index.js": JS_EVAL,
    })
    assert _paths(_findings(root, run_cli)) == {"packages/parser/index.js"}


def test_a_live_key_in_a_copy_stays_a_secret_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {
        "ios/PassportReader/LICENSE": MIT,
        "ios/PassportReader/Package.swift": PACKAGE_SWIFT,
        "ios/PassportReader/Sources/Keys.swift": AWS_KEY,
    })
    secrets = [f for f in _findings(root, run_cli) if f[1].startswith("secrets.")]
    assert secrets and all(f[3] == "reportable" for f in secrets)


def test_an_open_core_folder_under_its_own_licence_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    # apps/web/ee/{LICENSE.md,...}: the app's enterprise code under its commercial licence imports the app's modules
    agent = 'import { db } from "@/lib/db";\n' + JS_EVAL
    root = _write(tmp_path, {
        "package.json": '{"name": "app"}',
        "apps/web/ee/LICENSE.md": "The Acme Commercial License (the Enterprise Edition)\n",
        "apps/web/ee/billing/agent.js": agent,
    })
    assert _paths(_findings(root, run_cli)) == {"apps/web/ee/billing/agent.js"}


def test_a_folder_under_a_proprietary_notice_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    # backend/apps/cloud/COPYING.txt: the app's cloud edition, self-contained, under its owner's notice
    notice = "Acme copyright notice\n\nThis software is Copyright 2024 Acme Ltd. No rights are granted to you.\n"
    root = _write(tmp_path, {
        "package.json": '{"name": "app"}',
        "backend/apps/cloud/COPYING.txt": notice,
        "backend/apps/cloud/src/agent.js": JS_EVAL,
    })
    assert _paths(_findings(root, run_cli)) == {"backend/apps/cloud/src/agent.js"}
