"""rn.storage.token-in-async-storage asks the value model of the stored value: a name declared with an
enum another module of the app exports is no credential, whatever the parameter is called."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

RULE = "rn.storage.token-in-async-storage"
STORE = (
    "import AsyncStorage from '@react-native-async-storage/async-storage';\n"
    "import { ConnectionTypes } from '../constants/enum';\n"
    "export const setConnectionType = async (token: ConnectionTypes) => {\n"
    "  await AsyncStorage.setItem('CONNECTION_TYPE', token);\n"
    "};\n"
    "export const setAuthToken = async (token: string) => {\n"
    "  await AsyncStorage.setItem('AUTH_TOKEN', token);\n"
    "};\n"
)


def test_a_value_of_an_imported_enum_is_quiet(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    root = tree(
        {
            "package.json": '{"dependencies": {"react-native": "0.74.0"}}',
            "src/constants/enum.ts": "export enum ConnectionTypes { SEED_PHRASE = 'SEED', PRIVATE_KEY = 'KEY' }\n",
            "src/core/storage.ts": STORE,
        }
    )
    result = run_cli("scan", ".", "--no-cache", "--format", "json", "--stack", "expo", "--select", RULE, cwd=root)
    assert findings_of(result) == [("src/core/storage.ts", 7, RULE)]


def test_a_value_of_an_imported_string_type_stays_reported(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    root = tree(
        {
            "package.json": '{"dependencies": {"react-native": "0.74.0"}}',
            "src/constants/enum.ts": "export type ConnectionTypes = string;\n",
            "src/core/storage.ts": STORE,
        }
    )
    result = run_cli("scan", ".", "--no-cache", "--format", "json", "--stack", "expo", "--select", RULE, cwd=root)
    assert findings_of(result) == [("src/core/storage.ts", 4, RULE), ("src/core/storage.ts", 7, RULE)]
