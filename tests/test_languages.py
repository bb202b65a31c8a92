"""Which language a file is: it decides which rules run on it."""

from __future__ import annotations

import pytest

from secure_lint.core.languages import language_of


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
