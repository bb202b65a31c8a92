"""End to end: `scan --diff`, `--fix` and `--fix --unsafe-fixes` with the bundled rules on a small
app (Next.js, Expo, Swift, Info.plist) whose weaknesses have fixes.

The files a fix changes must equal `fix_app_expected/<safe|all>/`; every other file stays
byte for byte; the CRLF file stays CRLF, the BOM stays, the executable script stays executable;
a re-scan shows only what no fix (of the kind asked for) can fix, and a second run changes nothing.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
APP = HERE / "fix_app"
EXPECTED = HERE / "fix_app_expected"
CRLF_FILE = "web/components/Footer.tsx"
BOM_FILE = "ios/Acme/AuthLogger.swift"
SCRIPT = "web/scripts/seed.mjs"

# The bundled rules whose fixes this app exercises.
SAFE_FIXES = {
    ("ios/Acme/AuthLogger.swift", 7, "swift.logging.secret-logged-public"),
    ("mobile/components/HelpCenter.tsx", 10, "rn.webview.debugging-enabled"),
    ("web/app/api/session/route.ts", 11, "node.cookie.session-cookie-no-flags"),
    ("web/lib/dom.ts", 7, "js.tabnabbing.window-open-without-noopener"),
    ("web/lib/passwords.ts", 4, "node.password.bcrypt-low-cost"),
    ("web/lib/payments.ts", 4, "node.tls.reject-unauthorized-false"),
    ("web/scripts/seed.mjs", 4, "node.tls.reject-unauthorized-false"),
}
UNSAFE_FIXES = {
    ("ios/Acme/APIClient.swift", 4, "swift.transport.cleartext-url"),
    ("ios/Acme/APIClient.swift", 7, "swift.files.protection-type-none"),
    ("ios/Acme/Acme.entitlements", 5, "plist.entitlements.get-task-allow"),
    ("ios/Acme/Digest.swift", 6, "swift.crypto.weak-hash"),
    ("ios/Acme/Info.plist", 11, "plist.ats.arbitrary-loads"),
    ("web/components/Footer.tsx", 7, "react.tabnabbing.rel-opener"),
    ("ios/Acme/KeychainStore.swift", 10, "swift.keychain.accessible-always"),
    ("mobile/android/app/src/main/AndroidManifest.xml", 6, "rn.android.manifest-cleartext-traffic"),
    ("mobile/app.json", 10, "rn.config.ats-arbitrary-loads"),
    ("mobile/app.json", 16, "rn.config.android-allow-backup"),
    ("mobile/components/HelpCenter.tsx", 9, "rn.webview.mixed-content-always"),
    ("mobile/lib/secure-store.ts", 5, "rn.securestore.accessible-always"),
    ("web/app/api/verify/route.ts", 7, "node.jwt.ignore-expiration"),
    ("web/lib/dom.ts", 3, "js.xss.inner-html-assignment"),
    ("web/lib/feature-flags.ts", 6, "node.deserialize.yaml-load"),
    ("web/lib/tokens.ts", 2, "js.random.math-random-token"),
    ("web/lib/uploads.ts", 7, "node.crypto.weak-hash"),
}
UNFIXABLE = {
    ("ios/Acme/SessionStore.swift", 5, "swift.storage.token-in-userdefaults"),
    ("mobile/lib/session.ts", 4, "rn.storage.token-in-async-storage"),
    ("web/lib/pricing.ts", 3, "js.injection.eval-dynamic"),
    # still a fast hash of the password once the unsafe fix makes MD5 SHA-256
    ("ios/Acme/Digest.swift", 6, "swift.password.fast-hash"),
}


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


def copy_app(tmp_path: Path) -> Path:
    root = tmp_path / "acme"
    shutil.copytree(APP, root)
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    assert b"\r\n" in (root / CRLF_FILE).read_bytes(), "the checkout turned the CRLF sample file into LF"
    return root


def secure_lint(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the command; output decoded as is (a CRLF in a diff stays a CRLF)."""
    command = [sys.executable, "-m", "secure_lint", "scan", *EVERY_RULE_BUT_REMINDERS, *args]
    done = subprocess.run(command, cwd=root, capture_output=True, check=False)
    return subprocess.CompletedProcess(command, done.returncode, done.stdout.decode(), done.stderr.decode())


def snapshot(root: Path) -> dict[str, tuple[str, int]]:
    """Every file under the root (but .git): its hash and mode."""
    return {
        path.relative_to(root).as_posix(): (hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mode)
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".git" not in path.relative_to(root).parts
    }


def findings(root: Path) -> set[tuple[str, int, str]]:
    result = secure_lint(root, "--format", "json")
    assert result.returncode in (0, 1), result.stderr
    return {
        (f["location"]["path"], f["location"]["start_line"], f["rule_id"])
        for f in json.loads(result.stdout)["findings"]
    }


def expected_files(kind: str) -> dict[str, bytes]:
    folder = EXPECTED / kind
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def check_fixed(root: Path, before: dict[str, tuple[str, int]], kind: str) -> None:
    expected = expected_files(kind)
    after = snapshot(root)
    changed = {path for path in before if after[path][0] != before[path][0]}
    assert set(after) == set(before)  # nothing created, nothing removed
    assert changed == set(expected)
    for path, content in expected.items():
        assert (root / path).read_bytes() == content, path
    assert all(after[path][1] == before[path][1] for path in before)  # modes kept
    assert stat.S_IMODE((root / SCRIPT).stat().st_mode) & stat.S_IXUSR
    crlf = (root / CRLF_FILE).read_bytes()
    assert crlf.count(b"\n") == crlf.count(b"\r\n") > 0
    assert (root / BOM_FILE).read_bytes().startswith(b"\xef\xbb\xbf")


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str, int, str]]:
    return findings(copy_app(tmp_path_factory.mktemp("scan")))


def test_the_app_has_the_planted_weaknesses(original: set[tuple[str, int, str]]) -> None:
    assert original == SAFE_FIXES | UNSAFE_FIXES | UNFIXABLE


def test_diff_shows_the_safe_fixes_and_writes_nothing(tmp_path: Path) -> None:
    root = copy_app(tmp_path)
    before = snapshot(root)
    result = secure_lint(root, "--diff")
    assert result.returncode == 1, result.stderr
    assert snapshot(root) == before
    assert [line[6:] for line in result.stdout.splitlines() if line.startswith("+++ b/")] == sorted(
        expected_files("safe")
    )
    assert result.stderr == "secure-lint: would fix 7, 21 remaining (17 fixable with --unsafe-fixes)\n"
    unsafe = secure_lint(root, "--diff", "--unsafe-fixes")
    assert '+      <a href={partnerUrl} target="_blank" rel="noopener noreferrer">\r\n' in unsafe.stdout


def test_fix_applies_the_safe_fixes_only(tmp_path: Path) -> None:
    root = copy_app(tmp_path)
    before = snapshot(root)
    result = secure_lint(root, "--fix")
    assert result.returncode == 1, result.stderr
    assert "Fixed 7, 21 remaining (17 fixable with --unsafe-fixes).\n" in result.stdout
    assert result.stderr == ""
    check_fixed(root, before, "safe")
    assert findings(root) == UNSAFE_FIXES | UNFIXABLE

    fixed = snapshot(root)
    again = secure_lint(root, "--fix")
    assert "Fixed 0, 21 remaining (17 fixable with --unsafe-fixes).\n" in again.stdout
    assert snapshot(root) == fixed


def test_fix_with_unsafe_fixes_leaves_only_unfixable_findings(tmp_path: Path) -> None:
    root = copy_app(tmp_path)
    before = snapshot(root)
    result = secure_lint(root, "--fix", "--unsafe-fixes")
    assert result.returncode == 1, result.stderr
    assert "Fixed 24, 4 remaining.\n" in result.stdout
    check_fixed(root, before, "all")
    assert findings(root) == UNFIXABLE

    fixed = snapshot(root)
    again = secure_lint(root, "--fix", "--unsafe-fixes")
    assert again.returncode == 1  # the unfixable findings remain
    assert "Fixed 0, 4 remaining.\n" in again.stdout
    assert snapshot(root) == fixed
