"""A CryptoJS passphrase that is a random key across files (values/random_keys.py, batch 30's
brightid: `aesKey = await randomKey(16)` with randomKey in `@/utils/encoding`, a native module's
randomBytes resolved through a Promise; encryptData's parameter given urlSafeRandomKey's key)."""

from __future__ import annotations

import json
from pathlib import Path

RULE = "node.crypto.cryptojs-passphrase"
TSCONFIG = '{"compilerOptions": {"strict": true, /* aliases */ "paths": {"@/*": ["./src/*"]}}}\n'
ENCODING = """\
import { NativeModules } from 'react-native';

const { RNRandomBytes } = NativeModules;

export const randomKey = (size: number) =>
  new Promise<string>((resolve, reject) => {
    RNRandomBytes.randomBytes(size, (err, bytes) => {
      err ? reject(err) : resolve(bytes);
    });
  });

export const urlSafeRandomKey = async (size = 9) => {
  const key = await randomKey(size);
  return key.replace(/\\+/g, '-').replace(/\\//g, '_');
};

export const userPassword = (form: { password: string }) => form.password;
"""
ACTIONS = """\
import CryptoJS from 'crypto-js';
import { randomKey } from '@/utils/encoding';

export async function createGroup(name: string) {
  const aesKey = await KEY_SOURCE;
  return CryptoJS.AES.encrypt(JSON.stringify({ name }), aesKey).toString();
}
"""
HELPER = """\
import CryptoJS from 'crypto-js';

export const encryptData = (data: object, aesKey: string) =>
  CryptoJS.AES.encrypt(JSON.stringify(data), aesKey).toString();
"""
CALLER = """\
import { encryptData } from '@/utils/cryptoHelper';
import { urlSafeRandomKey } from '@/utils/encoding';

export async function uploadProfile(profile: object, password: string) {
  const aesKey = await urlSafeRandomKey(16);
  return encryptData(profile, PASSPHRASE);
}
"""


def _findings(root: Path, run_cli, files: dict[str, str]) -> list[str]:  # type: ignore[no-untyped-def]
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    result = run_cli("scan", "--format", "json", "--select", RULE, "--no-cache", cwd=root)
    return sorted(f["location"]["path"] for f in json.loads(result.stdout)["findings"])


def _app(source: str) -> dict[str, str]:
    return {
        "package.json": '{"name": "app", "dependencies": {"crypto-js": "4.2.0", "react-native": "0.74.0"}}\n',
        "tsconfig.json": TSCONFIG,
        "src/utils/encoding.ts": ENCODING,
        "src/components/Groups/actions.ts": ACTIONS.replace("KEY_SOURCE", source),
    }


def test_a_key_an_imported_helper_draws_is_quiet(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = _app("randomKey(16)").items()
    assert _findings(tmp_path, run_cli, dict(files)) == []


def test_a_password_an_imported_helper_returns_is_reported(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = _app("userPassword(form)")
    files["src/components/Groups/actions.ts"] = files["src/components/Groups/actions.ts"].replace(
        "name: string", "name: string, form: { password: string }"
    ).replace("import { randomKey }", "import { userPassword }")
    assert _findings(tmp_path, run_cli, files) == ["src/components/Groups/actions.ts"]


def test_a_parameter_every_importer_passes_a_random_key_is_quiet(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = _app("randomKey(16)")
    files["src/utils/cryptoHelper.ts"] = HELPER
    files["src/utils/channels.ts"] = CALLER.replace("PASSPHRASE", "aesKey")
    assert _findings(tmp_path, run_cli, files) == []
    files["src/utils/channels.ts"] = CALLER.replace("PASSPHRASE", "password")
    assert _findings(tmp_path / "b", run_cli, files) == ["src/utils/cryptoHelper.ts"]


def test_a_parameter_given_a_random_key_joined_to_a_password_is_quiet(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = _app("randomKey(16)")
    files["src/utils/cryptoHelper.ts"] = HELPER
    files["src/utils/channels.ts"] = CALLER.replace("PASSPHRASE", "aesKey + password")
    assert _findings(tmp_path, run_cli, files) == []
    files["src/utils/channels.ts"] = CALLER.replace("PASSPHRASE", "`${password}:${profile}`")
    assert _findings(tmp_path / "b", run_cli, files) == ["src/utils/cryptoHelper.ts"]
