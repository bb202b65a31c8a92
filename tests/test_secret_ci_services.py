"""secret_local_stack.ci_service_container_credential: a value under a workflow job's `services:`."""

from __future__ import annotations

from secure_lint.matchers.secret_local_stack import ci_service_container_credential

WORKFLOW = """\
jobs:
  test:
    runs-on: ubuntu-22.04
    services:
      db:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: Pwd2020Db
    env:
      DEPLOY_PASSWORD: Summer2024
    steps:
      - run: npm test
"""


def test_a_service_containers_env_is_the_containers_own() -> None:
    assert ci_service_container_credential(WORKFLOW, WORKFLOW.index("Pwd2020Db"))


def test_the_jobs_own_env_is_not_a_service() -> None:
    assert not ci_service_container_credential(WORKFLOW, WORKFLOW.index("Summer2024"))


def test_a_compose_files_services_are_no_workflow() -> None:
    compose = "services:\n  db:\n    image: postgres\n    environment:\n      POSTGRES_PASSWORD: Pwd2020Db\n"
    assert not ci_service_container_credential(compose, compose.index("Pwd2020Db"))
