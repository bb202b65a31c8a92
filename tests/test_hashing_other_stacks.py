"""node.password.no-hashing-library reads the Node app's own schema: a users table of another
stack's server in the same repository (a Spring backend's Flyway migration, its pom.xml beside it)
is hashed or not by code the check does not read (matchers/app_checks/hashing.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

RULE = "node.password.no-hashing-library"
FRONTEND_PACKAGE = '{ "name": "wallet-portal", "private": true, "dependencies": { "@angular/core": "^17.3.0" } }'
LOGIN_SERVICE = """\
import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class LoginService {
  constructor(private readonly http: HttpClient) {}

  login(username: string, password: string) {
    return this.http.post<{ token: string }>('/api/authenticate', { username, password });
  }
}
"""
POM = """\
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <artifactId>wallet-api</artifactId>
</project>
"""
USERS_TABLE = """\
CREATE TABLE wallet_security.user(
    id uuid PRIMARY KEY,
    username character varying(256) NOT NULL,
    password character varying(256) NOT NULL
);
"""
MIGRATION = "src/main/resources/db/migration/V1__users.sql"


def _reported(tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result], files: dict[str, str]) -> bool:
    frontend = {"frontend/package.json": FRONTEND_PACKAGE, "frontend/src/app/login.service.ts": LOGIN_SERVICE}
    root = tree({**frontend, **files})
    result = run_cli("scan", "--format", "json", "--root", str(root), "--select", RULE, str(root))
    return any(rule == RULE for _, _, rule in findings_of(result))


def test_another_stacks_users_table_is_not_the_node_apps(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    backend = {"backend/wallet-api/pom.xml": POM, f"backend/wallet-api/{MIGRATION}": USERS_TABLE}
    assert not _reported(tree, run_cli, backend)


def test_the_same_table_with_no_other_stack_is_reported(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert _reported(tree, run_cli, {f"backend/wallet-api/{MIGRATION}": USERS_TABLE})
