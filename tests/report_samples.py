"""A realistic small app with one finding per severity, scanned in-process for reporter tests."""

from __future__ import annotations

from pathlib import Path

from conftest import write_tree

from secure_lint.core.config import Config
from secure_lint.core.context import ScanContext
from secure_lint.rules.loader import load_rule_file
from secure_lint.scan.matching import ScanResult
from secure_lint.scan.pipeline import run

DATA = Path(__file__).parent / "data"
RULE_FILES = [DATA / "basic-rules.yaml", DATA / "report-rules.yaml"]
RULES = [rule for path in RULE_FILES for rule in load_rule_file(path)]
SECRET = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"

APP = {
    "package.json": '{"name": "shop-web", "dependencies": {"next": "14.2.3"}}\n',
    "src/calc.ts": """
        import { parse } from './parse';

        export function calc(input: string) {
          return eval("<b>" + input + "</b>");
        }
        """,
    "src/session.ts": f"""
        import {{ createHash }} from 'crypto';

        const signingKey = '{SECRET}';
        export const digest = (token: string) => createHash('md5').update(token + signingKey).digest('hex');
        """,
    "config/app.json": '{"debug": true, "port": 3000}\n',
    ".env": "DATABASE_URL=postgres://localhost/shop\n",
    "assets/logo.png": "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00",
}

# (path, line, rule id) of each finding in APP, most severe first.
EXPECTED = [
    ("src/calc.ts", 4, "test.injection.eval"),
    ("src/session.ts", 3, "test.secrets.token"),
    ("src/session.ts", 4, "test.crypto.weak-hash"),
    ("config/app.json", 1, "test.config.debug"),
    (".env", 1, "test.secrets.env-file"),
]


def scan_app(root: Path, files: dict[str, str] | None = None) -> ScanResult:
    write_tree(root, APP if files is None else files)
    # the test rules only: without the bundled rules and the suppression checks (pack secure-lint)
    config = Config(rules=[str(p) for p in RULE_FILES], stacks=["common", "typescript"], ignore=["secure-lint"])
    return run(ScanContext(root=root, config=config, paths=(str(root),), bundled_rules=False))
