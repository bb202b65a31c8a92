"""End to end: the installed command on a small realistic app (Next.js, Expo, Swift parts).

The exact set of findings is asserted, and every safe file stays clean.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SAMPLE = Path(__file__).parent / "sample_app"

EXPECTED = {
    ("deploy/ci-deploy-key.pem", 1, "secrets.private-key"),
    ("ios/Acme/Info.plist", 11, "plist.ats.arbitrary-loads"),
    ("ios/Acme/KeychainStore.swift", 13, "swift.keychain.accessible-always"),
    ("ios/Acme/PinnedSessionDelegate.swift", 14, "swift.tls.trust-without-evaluation"),
    ("ios/Acme/SessionStore.swift", 13, "swift.storage.token-in-userdefaults"),
    ("mobile/app/(auth)/login.tsx", 13, "rn.storage.token-in-async-storage"),
    ("scripts/release.sh", 5, "secrets.github-token"),
    ("web/.env.local", 2, "secrets.public-env-secret"),
    ("web/.env.local", 2, "secrets.stripe-restricted-key"),
    ("web/app/api/thumbnail/route.ts", 10, "node.injection.exec-template"),
    ("web/app/posts/[slug]/page.tsx", 12, "react.xss.dangerously-set-inner-html"),
    ("web/lib/payments.ts", 5, "node.tls.reject-unauthorized-false"),
    ("web/lib/pricing.ts", 4, "js.injection.eval-dynamic"),
}
SAFE_FILES = {
    "web/app/api/thumbnail/resize.ts",
    "web/app/api/thumbnail/route.test.ts",
    "web/app/about/page.tsx",
    "web/next.config.mjs",
    "web/.env.example",
    "mobile/lib/session.ts",
    "mobile/app.json",
    "ios/Acme/SafeBits.swift",
}
PLANTED_SECRETS = (
    "rk_live_51Qb7XyZkLmN3oPq8RsTuVwXy2AbCdEf4GhIjKl",
    "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",
    "QyNTUxOQAAACDx7Kq9WmZ3Rt5Yp8Lc2Vn4Bj6Hs1Df0Ga7Ue3Iw9Ko5Mx8Tz2Qv4Nb6AAAA",
)


# the planted weaknesses are of every rule but the review reminders (the former opt-in rules)
REMINDERS = (
    "next.authz.session-without-role-check",
    "node.buffer.deprecated-constructor",
    "rn.review.auth-storage",
    "swift.review.auth-storage",
    "swift.storage.realm-without-encryption",
    "plist.ats.local-networking",
    "swift.files.coredata-default-protection",
    "swift.review.firebase-config",
    "node.jwt.verify-without-algorithms",
    "next.authz.middleware-only-auth",
    "next.review.auth-boundary",
    "react.tabnabbing.target-blank-without-noopener",
    "react.tabnabbing.rel-without-noopener",
)
EVERY_RULE_BUT_REMINDERS = ("--profile", "audit", *(a for rule in REMINDERS for a in ("--ignore", rule)))


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("e2e") / "acme"
    shutil.copytree(SAMPLE, root)
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    return root


def secure_lint(app: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "secure_lint", "scan", *EVERY_RULE_BUT_REMINDERS, *args]
    return subprocess.run(command, cwd=app, capture_output=True, text=True, check=False)


@pytest.fixture(scope="module")
def report(app: Path) -> dict:
    result = secure_lint(app, "--format", "json")
    assert result.returncode == 1, result.stderr
    return json.loads(result.stdout)


def test_finds_exactly_the_planted_weaknesses(report: dict) -> None:
    found = {(f["location"]["path"], f["location"]["start_line"], f["rule_id"]) for f in report["findings"]}
    assert found == EXPECTED


def test_safe_files_stay_clean(report: dict) -> None:
    assert not SAFE_FILES & {f["location"]["path"] for f in report["findings"]}


def test_every_stack_is_detected_and_every_file_scanned(report: dict) -> None:
    coverage = report["coverage"]
    assert coverage["stacks"] == ["common", "expo", "nextjs", "swift", "typescript"]
    assert coverage["files_scanned"] == 22
    assert coverage["scan_status"] == "complete"


def test_no_secret_or_absolute_path_in_any_format(app: Path, tmp_path: Path) -> None:
    for fmt in ("text", "json", "sarif"):
        output = secure_lint(app, "--format", fmt).stdout
        for secret in PLANTED_SECRETS:
            assert secret not in output, (fmt, secret)
        assert str(app) not in output


def test_text_report_summary(app: Path) -> None:
    result = secure_lint(app)
    assert result.returncode == 1
    last = result.stdout.strip().splitlines()[-1]
    assert last.endswith("in 22 files scanned.")
