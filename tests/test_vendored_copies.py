"""Secrets in another project's files that a vendoring manifest copied in are review items (issue 24).

A folder is a copy when a manifest says so (vendir.yml naming the git URL it syncs from, git-subrepo's
.gitrepo with its remote), never by its name: the same files in a `vendor/` folder no manifest names,
or in one vendir copies from a local directory of the app's own, stay findings."""

from __future__ import annotations

import json
from pathlib import Path

# a JWT-shaped secret of a local webhook service (header.payload.signature, far-future expiry)
TOKEN = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE2OTE2NzIwMTQsImV4cCI6MjAwNzAzMjAxNCwibmJmIjoxNjkxNjcyMDE0"
    "LCJpc3MiOiJzdml4LXNlcnZlciIsInN1YiI6Im9yZ18yM3JiOFlkR3FNVDBxSXpwZ0d3ZFhmSGlyTXUifQ"
    ".b6ilB_pmCvSmaTxE1ibyJxdeJgDchbHnOrwycESeLTw"
)
COMPOSE = f"""\
services:
  api:
    image: ghcr.io/acme/api:0.20
    environment:
      - WEBHOOK_SECRET={TOKEN}
      - WEBHOOK_ENDPOINT=https://hooks.acme.io
"""
VENDIR = """\
apiVersion: vendir.k14s.io/v1alpha1
kind: Config
directories:
  - path: vendor
    contents:
      - path: acme-quickstart
        git:
          url: https://github.com/acme/platform.git
          ref: '0.20.151'
        newRootPath: quickstart
"""
LOCAL_VENDIR = """\
apiVersion: vendir.k14s.io/v1alpha1
kind: Config
directories:
  - path: vendor
    contents:
      - path: acme-quickstart
        directory:
          path: ../services/quickstart
"""
SUBREPO = """\
[subrepo]
\tremote = https://github.com/acme/platform-quickstart.git
\tbranch = main
\tcommit = 3f48d17baa17
\tmethod = merge
"""


def _secrets(root: Path, run_cli, profile: str = "default") -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    # secrets.jwt-token is of the extended profile: named by id, it runs in the default one too
    select = ("--select", "secrets", "--select", "secrets.jwt-token")
    result = run_cli("scan", "--format", "json", "--profile", profile, *select, "--no-cache", cwd=root)
    return [(f["location"]["path"], f["severity"], f["disposition"]) for f in json.loads(result.stdout)["findings"]]


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_a_vendir_copy_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"ops/vendir.yml": VENDIR, "ops/vendor/acme-quickstart/deploy/docker-compose.yml": COMPOSE})
    assert _secrets(root, run_cli) == []
    path = "ops/vendor/acme-quickstart/deploy/docker-compose.yml"
    assert _secrets(root, run_cli, "audit") == [(path, "low", "needs_review")]


def test_a_subrepo_copy_is_a_review_item(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"ext/quickstart/.gitrepo": SUBREPO, "ext/quickstart/deploy/docker-compose.yml": COMPOSE})
    assert _secrets(root, run_cli) == []


def test_a_vendor_folder_no_manifest_names_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"ops/vendor/acme-quickstart/deploy/docker-compose.yml": COMPOSE})
    assert _secrets(root, run_cli) == [("ops/vendor/acme-quickstart/deploy/docker-compose.yml", "medium", "reportable")]


def test_a_copy_of_the_apps_own_directory_stays_a_finding(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    path = "ops/vendor/acme-quickstart/deploy/docker-compose.yml"
    root = _write(tmp_path, {"ops/vendir.yml": LOCAL_VENDIR, path: COMPOSE})
    assert _secrets(root, run_cli) == [(path, "medium", "reportable")]


def test_files_beside_the_copy_stay_findings(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    root = _write(tmp_path, {"ops/vendir.yml": VENDIR, "ops/deploy/docker-compose.yml": COMPOSE})
    assert _secrets(root, run_cli) == [("ops/deploy/docker-compose.yml", "medium", "reportable")]
