"""A place in a function nothing calls (matchers/values/unused_functions.py), and the React Native
storage findings dropped there (scan/repo/uncalled_storage_writes.py)."""

from __future__ import annotations

import json

import pytest

from secure_lint.core.repository import Repository
from secure_lint.matchers.values.unused_functions import in_uncalled_function

APP_MANIFEST = '{"name": "reward-app", "private": true}'
LIBRARY_MANIFEST = '{"name": "@acme/wallet-storage", "main": "dist/index.js"}'
WRITE = "AsyncStorage.setItem('token', token)"


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get, lambda path: True)


def _dead(source: str, more: dict[str, str] | None = None, manifest: str = APP_MANIFEST) -> bool:
    """Whether the first `AsyncStorage.setItem` of src/auth.js lies in an uncalled function."""
    files = {"package.json": manifest, "src/auth.js": source, **(more or {})}
    line = next(n for n, text in enumerate(source.splitlines(), 1) if WRITE in text)
    column = source.splitlines()[line - 1].index(WRITE) + 1
    return in_uncalled_function(_repo(files), "src/auth.js", line, column)


def test_a_helper_nothing_names_is_dead() -> None:
    assert _dead(f"const keepToken = async token => {{\n  await {WRITE};\n}};\n")
    assert _dead(f"async function keepToken(token) {{\n  await {WRITE};\n}}\n")


@pytest.mark.parametrize(
    "use",
    [
        "export const signIn = () => login().then(keepToken);",  # a callback handed on
        "export const store = { keepToken };",  # an object member
        "export const Login = () => <Form onToken={keepToken} />;",  # a JSX prop
        "export async function signIn() { await keepToken(await login()); }",  # a call
    ],
)
def test_a_helper_its_file_names_is_called(use: str) -> None:
    assert not _dead(f"const keepToken = async token => {{\n  await {WRITE};\n}};\n{use}\n")


def test_a_callback_inside_a_dead_function_is_dead() -> None:
    source = f"const restore = () => {{\n  login().then(token => {{\n    {WRITE};\n  }});\n}};\n"
    assert _dead(source)


def test_an_export_no_file_imports_is_dead_in_an_app_only() -> None:
    source = f"export const setAuthToken = async token => {{\n  await {WRITE};\n}};\n"
    assert _dead(source)
    assert not _dead(source, manifest=LIBRARY_MANIFEST)  # a published package's callers live elsewhere
    screen = "import { setAuthToken } from '../auth';\nexport const Login = () => setAuthToken('t');\n"
    assert not _dead(source, {"src/screens/Login.js": screen})
    assert not _dead(source.replace("export const setAuthToken =", "export default async function setAuthToken"))


def test_an_expo_router_route_is_called_by_convention() -> None:
    source = f"export async function loader(token) {{\n  await {WRITE};\n}}\n"
    files = {"package.json": APP_MANIFEST, "app/index.js": source}
    assert not in_uncalled_function(_repo(files), "app/index.js", 2, 9)


def test_methods_and_top_level_code_are_called() -> None:
    assert not _dead(f"export class Session {{\n  async keep(token) {{\n    await {WRITE};\n  }}\n}}\n")
    assert not _dead(f"const token = global.token;\n{WRITE};\n")


HELPERS = """\
import AsyncStorage from '@react-native-async-storage/async-storage';

const loadLocalWallet = async (wallet) => {
  await AsyncStorage.setItem('privateKey', wallet.privateKey);
};

export const createLocalWallet = async (wallet) => {
  await AsyncStorage.setItem('privateKey', wallet.privateKey);
};

export const setAuthToken = async (authToken) => {
  await AsyncStorage.setItem('authToken', authToken);
};
"""
SCREEN = """\
import { createLocalWallet } from '../wallet';

export default function Onboarding({ wallet }) {
  return <Button title="Start" onPress={() => createLocalWallet(wallet)} />;
}
"""


def test_a_scan_drops_storage_findings_in_uncalled_functions(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    manifest = '{"name": "reward-app", "private": true, "dependencies": {"react-native": "0.72.6"}}'
    files = {"package.json": manifest, "src/wallet.js": HELPERS, "src/screens/Onboarding.js": SCREEN}
    args = ("scan", "--format", "json", "--profile", "extended", "--stack", "expo")
    findings = json.loads(run_cli(*args, cwd=tree(files)).stdout)["findings"]
    reported = {f["location"]["start_line"] for f in findings if f["rule_id"].startswith("rn.storage.")}
    # createLocalWallet, which the screen calls, is the app's first credential write that runs;
    # nothing calls loadLocalWallet (line 4) or setAuthToken (line 12)
    assert reported == {8}
