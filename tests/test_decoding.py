"""Which text a scan sees: UTF-16/UTF-32 files, and minified code (secret rules only).

Issue 11, defects 2 and 3: a hand-written config with an inline base64 logo was skipped as
minified, secret rules included; UTF-16 and UTF-32 files were skipped as binary.
"""

from __future__ import annotations

import base64
import json
import plistlib
import random
from pathlib import Path

from conftest import findings_of

RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
STRIPE = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"
PACKAGE = '{"name": "shop", "dependencies": {"express": "4.19.2"}}\n'


def logo() -> str:
    rng = random.Random(7)
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(45_000))).decode()


def config_with_inline_logo() -> str:
    return f"""import express from 'express';

export const brand = {{
  name: 'Acme Shop',
  logo: 'data:image/png;base64,{logo()}',
}};

export const STRIPE_KEY = '{STRIPE}';

export const app = express();
app.get('/calc', (req, res) => {{
  res.json({{ value: eval(req.query.expr) }});
}});
"""


def minified_bundle() -> str:
    body = ";".join(f"function f{i}(a,b){{return a*{i}+b}}" for i in range(800))
    return body + f";var k='{STRIPE}';window.run=function(q){{return eval(q.expr)}};\n"


def test_a_hand_written_file_with_inline_base64_is_not_minified(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "src/config.ts": config_with_inline_logo()})
    result = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    assert findings_of(result) == [
        ("src/config.ts", 8, "secrets.stripe-secret-key"),
        ("src/config.ts", 12, "js.injection.eval-dynamic"),
    ]
    assert json.loads(result.stdout)["coverage"]["skipped"] == []


def test_minified_code_gets_secret_rules_only_and_is_recorded(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "public/app.js": minified_bundle()})
    result = run_cli("scan", "--format", "json", cwd=root)
    # minified by its content alone: a coverage gap too (issue 25 #6, test_coverage_gaps.py)
    assert findings_of(result) == [("public/app.js", 1, "secrets.stripe-secret-key")]
    coverage = json.loads(result.stdout)["coverage"]
    assert coverage["gaps"] == [{"path": "public/app.js", "reason": "minified"}]
    assert coverage["skipped"] == [{"path": "public/app.js", "reason": "minified"}]
    assert coverage["files_scanned"] == 2


STRINGS = f'/* Settings */\n"api_title" = "Réglages";\n"stripe_key" = "{STRIPE}";\n'


def test_utf16_and_utf32_files_with_a_bom_are_decoded(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE})
    strings = root / "ios/App/fr.lproj/Localizable.strings"
    strings.parent.mkdir(parents=True)
    strings.write_bytes(STRINGS.encode("utf-16"))  # with a BOM, in the machine's order
    (root / "ios/App/Secrets-BE.strings").write_bytes("\ufeff".encode("utf-16-be") + STRINGS.encode("utf-16-be"))
    (root / "config/keys.txt").parent.mkdir()
    (root / "config/keys.txt").write_bytes(f"stripe = {STRIPE}\n".encode("utf-32"))
    (root / "assets/logo.png").parent.mkdir()
    (root / "assets/logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)))
    result = run_cli("scan", "--select", "secrets", "--format", "json", cwd=root)
    assert findings_of(result) == [
        ("config/keys.txt", 1, "secrets.stripe-secret-key"),
        ("ios/App/Secrets-BE.strings", 3, "secrets.stripe-secret-key"),
        ("ios/App/fr.lproj/Localizable.strings", 3, "secrets.stripe-secret-key"),
    ]
    coverage = json.loads(result.stdout)["coverage"]
    assert coverage["skipped"] == [{"path": "assets/logo.png", "reason": "binary"}]


def test_a_fix_keeps_a_utf16_file_utf16(tree, run_cli) -> None:
    root = tree({})
    settings = root / "config/app.json"
    settings.parent.mkdir(parents=True)
    settings.write_bytes('{\r\n  "debug": true\r\n}\r\n'.encode("utf-16"))
    result = run_cli("scan", "--no-bundled-rules", "--rules", RULES, "--fix", cwd=root)
    assert result.exit_code == 1, result.output
    assert settings.read_bytes() == '{\r\n  "debug": false\r\n}\r\n'.encode("utf-16")


def test_a_binary_info_plist_is_decoded_and_scanned(tree, run_cli) -> None:
    """Issue 25 #13: a binary-format Info.plist was skipped as binary; it is scanned as the XML
    plist it encodes (the same findings as its XML form), and a malformed one stays binary."""
    info = {
        "CFBundleIdentifier": "com.acme.shop",
        "NSAppTransportSecurity": {"NSAllowsArbitraryLoads": True},
        "StripeKey": STRIPE,
    }
    root = tree({"ios/Shop/Shop.swift": "import UIKit\n"})
    (root / "ios/Shop/Info.plist").write_bytes(plistlib.dumps(info, fmt=plistlib.FMT_BINARY))
    (root / "ios/Other/Info.plist").parent.mkdir(parents=True)
    (root / "ios/Other/Info.plist").write_bytes(plistlib.dumps(info, fmt=plistlib.FMT_XML))
    (root / "ios/Broken/Info.plist").parent.mkdir(parents=True)
    (root / "ios/Broken/Info.plist").write_bytes(b"bplist00" + bytes(range(40)))
    result = run_cli("scan", "--format", "json", cwd=root)
    data = json.loads(result.stdout)
    found = {(path, rule) for path, _, rule in findings_of(result)}
    shop = {rule for path, rule in found if path == "ios/Shop/Info.plist"}
    assert {"plist.ats.arbitrary-loads", "secrets.stripe-secret-key"} <= shop
    assert shop == {rule for path, rule in found if path == "ios/Other/Info.plist"}
    assert data["coverage"]["skipped"] == [{"path": "ios/Broken/Info.plist", "reason": "binary"}]
    assert STRIPE[4:] not in result.stdout
