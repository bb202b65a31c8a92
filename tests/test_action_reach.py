"""Server Actions a client can reach: a 'use server' module only server code calls is no endpoint
(Next.js 15+), and the endpoint rule stays quiet there; whenever in doubt the finding stays."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import findings_of
from git_helpers import git, isolate_git, new_repo, write

from secure_lint.core.findings import Finding, Location
from secure_lint.core.repository import Repository
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo.action_reach import directive, hands_on, names_module, reachable_only

RULE = "next.authz.server-action-missing-owner-check"

SERVICE = """
    'use server';

    import { prisma } from '@/lib/prisma';

    export const deleteActionClass = async (actionClassId: string) => {
      return prisma.actionClass.delete({ where: { id: actionClassId } });
    };
    """

AUTHORIZED_ACTION = """
    'use server';

    import { deleteActionClass } from '@/lib/actionClass/service';
    import { authenticatedActionClient } from '@/lib/utils/action-client';
    import { checkAuthorizationUpdated } from '@/lib/utils/action-client/action-client-middleware';

    export const deleteActionClassAction = authenticatedActionClient.action(async ({ ctx, parsedInput }) => {
      await checkAuthorizationUpdated({ userId: ctx.user.id, organizationId: parsedInput.organizationId });
      return await deleteActionClass(parsedInput.actionClassId);
    });
    """

CLIENT_BUTTON = """
    'use client';

    import { deleteActionClass } from '@/lib/actionClass/service';

    export function DeleteButton({ id }: { id: string }) {
      return <button onClick={() => deleteActionClass(id)}>Delete</button>;
    }
    """


def manifest(next_version: str) -> str:
    return json.dumps({"name": "web", "dependencies": {"next": next_version, "react": "19.0.0"}})


def app_tree(next_version: str = "16.2.11") -> dict[str, str]:
    return {
        "apps/web/package.json": manifest(next_version),
        "apps/web/lib/actionClass/service.ts": SERVICE,
        "apps/web/modules/app-connection/actions.ts": AUTHORIZED_ACTION,
    }


@pytest.fixture
def scan(tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]) -> Callable[..., list[str]]:
    def run(files: dict[str, str], *args: str) -> list[str]:
        root = tree(files)
        result = run_cli("scan", "--format", "json", "--select", RULE, *args, cwd=root)
        return sorted({path for path, _line, rule in findings_of(result) if rule == RULE})

    return run


def test_a_service_module_only_authorizing_server_code_calls_is_no_endpoint(scan) -> None:
    assert scan(app_tree()) == []


def test_next_14_action_ids_derive_from_path_and_name_so_the_finding_stays(scan) -> None:
    assert scan(app_tree("^14.2.3")) == ["apps/web/lib/actionClass/service.ts"]


def test_a_client_component_importing_it_keeps_the_finding(scan) -> None:
    files = {**app_tree(), "apps/web/components/delete-button.tsx": CLIENT_BUTTON}
    assert scan(files) == ["apps/web/lib/actionClass/service.ts"]


def test_a_server_component_handing_it_to_a_form_keeps_the_finding(scan) -> None:
    page = """
        import { deleteActionClass } from '../../lib/actionClass/service';

        export default function Page({ id }: { id: string }) {
          return <form action={deleteActionClass.bind(null, id)}><button>Delete</button></form>;
        }
        """
    files = {**app_tree(), "apps/web/app/actions/page.tsx": page}
    assert scan(files) == ["apps/web/lib/actionClass/service.ts"]


def test_a_re_export_keeps_the_finding(scan) -> None:
    files = {**app_tree(), "apps/web/lib/actionClass/index.ts": "export * from './service';\n"}
    assert scan(files) == ["apps/web/lib/actionClass/service.ts"]


def test_no_importer_or_no_next_version_keeps_the_finding(scan) -> None:
    alone = {"apps/web/package.json": manifest("16.0.0"), "apps/web/lib/actionClass/service.ts": SERVICE}
    assert scan(alone) == ["apps/web/lib/actionClass/service.ts"]
    unversioned = app_tree()
    unversioned["apps/web/package.json"] = json.dumps({"name": "web", "dependencies": {"next": "catalog:"}})
    assert scan(unversioned) == ["apps/web/lib/actionClass/service.ts"]


def test_tests_passing_it_around_do_not_make_it_an_endpoint(scan) -> None:
    spec = """
        import { deleteActionClass } from '@/lib/actionClass/service';

        test('deletes', async () => {
          expect(deleteActionClass).toBeDefined();
        });
        """
    assert scan({**app_tree(), "apps/web/lib/actionClass/service.test.tsx": spec}) == []


def test_specifiers_that_may_name_a_module() -> None:
    module = "apps/web/lib/actionClass/service.ts"
    assert names_module("@/lib/actionClass/service", "apps/web/app/page.tsx", module)
    assert names_module("~/lib/actionClass/service", "apps/web/app/page.tsx", module)
    assert names_module("../actionClass/service", "apps/web/lib/survey/service.ts", module)
    assert names_module("@acme/web/lib/actionClass/service", "packages/ui/x.tsx", module)
    assert not names_module("../survey/service", "apps/web/lib/actionClass/other.ts", module)
    assert not names_module("@/lib/survey/service", "apps/web/app/page.tsx", module)
    index = "apps/web/lib/tags/index.ts"
    assert names_module("@/lib/tags", "apps/web/app/page.tsx", index)
    assert names_module("./tags", "apps/web/lib/page.ts", index)
    assert names_module("@actions", "apps/web/app/page.tsx", "apps/web/app/actions.ts")


def test_what_hands_an_import_on() -> None:
    calls = "import { save } from '@/lib/x';\nexport const go = async () => save(1);\n"
    assert not hands_on(calls, ["@/lib/x"], renders=True)
    prop = "import { save } from '@/lib/x';\nexport const P = () => <Form onSave={save} />;\n"
    assert hands_on(prop, ["@/lib/x"], renders=True)
    plumbing = "import { list } from '@/lib/x';\nexport const GET = () => respond({ fetchAll: list });\n"
    assert not hands_on(plumbing, ["@/lib/x"], renders=False)
    namespace = "import * as svc from '@/lib/x';\nexport const P = () => <Form onSave={svc.save} />;\n"
    assert hands_on(namespace, ["@/lib/x"], renders=True)
    types_only = "import type { Thing } from '@/lib/x';\nexport const P = (t: Thing) => <p>{String(t)}</p>;\n"
    assert not hands_on(types_only, ["@/lib/x"], renders=True)
    assert hands_on("'use client';\nimport { save } from '@/lib/x';\n", ["@/lib/x"], renders=True)


def test_directives() -> None:
    assert directive("// header\n'use server';\nexport {}") == "server"
    assert directive('/* a */ "use client";') == "client"
    assert directive("import x from 'y';\n'use server';") is None


def _finding(path: str) -> Finding:
    where = Location(path=path, start_line=1, start_column=1, end_line=1, end_column=2)
    return Finding(
        rule_id=RULE, title="t", message="m", severity="high", confidence="low", category="authorization",
        location=where, evidence="id", instance_id="0", evidence_hash="0",
    )


def test_per_file_results_and_the_next_version_of_the_nearest_manifest() -> None:
    files = {
        "package.json": manifest("14.2.0"),
        "apps/web/package.json": manifest("^15.1.0"),
        "apps/web/lib/a.ts": "'use server';\nexport const drop = async (id: string) => id;\n",
        "apps/web/app/api/route.ts": "import { drop } from '@/lib/a';\nexport const POST = async () => drop('1');\n",
        "legacy/lib/a.ts": "'use server';\nexport const drop = async (id: string) => id;\n",
        "legacy/api.ts": "import { drop } from './lib/a';\nexport const go = () => drop('1');\n",
    }
    repo = Repository(lambda: sorted(files), files.get)
    modern = FileResult("apps/web/lib/a.ts", findings=[_finding("apps/web/lib/a.ts")])
    assert reachable_only(modern, repo).findings == []
    legacy = FileResult("legacy/lib/a.ts", findings=[_finding("legacy/lib/a.ts")])
    assert reachable_only(legacy, repo).findings == legacy.findings  # next 14 at the root: ids derivable


def staged_service_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, committed: dict[str, str]) -> Path:
    """`committed` in a first commit, then an edit of the service module staged."""
    isolate_git(monkeypatch, tmp_path / "home")
    root = new_repo(tmp_path / "app", committed)
    write(root, {"apps/web/lib/actionClass/service.ts": SERVICE.replace("delete(", "delete(\n        ")})
    git(root, "add", "apps/web/lib/actionClass/service.ts")
    return root


def staged_findings(run_cli: Callable[..., Result], root: Path) -> list[tuple[str, int, str]]:
    return findings_of(run_cli("scan", "--staged", "--format", "json", "--select", RULE, cwd=root))


def test_a_staged_scan_ignores_an_importer_that_is_only_in_the_working_tree(tmp_path, monkeypatch, run_cli) -> None:
    tree = app_tree()
    importer = tree.pop("apps/web/modules/app-connection/actions.ts")
    root = staged_service_repo(tmp_path, monkeypatch, tree)
    write(root, {"apps/web/modules/app-connection/actions.ts": importer})  # untracked, never staged
    assert staged_findings(run_cli, root) == [("apps/web/lib/actionClass/service.ts", 5, RULE)]


def test_a_staged_scan_sees_an_importer_that_is_only_in_the_index(tmp_path, monkeypatch, run_cli) -> None:
    root = staged_service_repo(tmp_path, monkeypatch, app_tree())
    (root / "apps/web/modules/app-connection/actions.ts").unlink()  # deleted, the deletion not staged
    assert staged_findings(run_cli, root) == []
