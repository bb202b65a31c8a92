"""app_checks/unreferenced.py: a module of handlers no other file of its project names is dead code."""

from __future__ import annotations

from secure_lint.core.repository import Repository
from secure_lint.matchers.app_checks.unreferenced import unreferenced

CONTROLLER = (
    "export default class LegacyReportsController {\n"
    "  static async list(req, res) { res.json(await db.query('SELECT 1')); }\n"
    "}\n"
)


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get)


def test_a_controller_no_file_names_is_unreferenced() -> None:
    repo = _repo({
        "package.json": '{"name": "api", "scripts": {"start": "node dist/server.js"}}',
        "src/server.ts": "import reports from './controllers/reports-controller';\napp.get('/r', reports.list);\n",
        "src/controllers/reports-controller.ts": CONTROLLER,
        "src/controllers/legacy-reports-controller.ts": CONTROLLER,
    })
    assert unreferenced(repo, "src/controllers/legacy-reports-controller.ts")
    assert not unreferenced(repo, "src/controllers/reports-controller.ts")


def test_a_module_named_by_a_routes_table_or_a_start_script_is_reached() -> None:
    repo = _repo({
        "package.json": '{"name": "api", "scripts": {"cron": "node src/jobs/nightly-export.js"}}',
        "start/routes.ts": "Route.get('/users', 'UsersController.index')\n",
        "app/Controllers/Http/UsersController.ts": CONTROLLER,
        "src/jobs/nightly-export.js": CONTROLLER,
    })
    assert not unreferenced(repo, "src/jobs/nightly-export.js")
    assert not unreferenced(repo, "app/Controllers/Http/UsersController.ts")  # a framework's routed folder


def test_entry_points_and_dynamic_loaders_count_as_reached() -> None:
    loader = (
        "for (const file of fs.readdirSync(path.join(__dirname, 'controllers'))) {\n"
        "  require(path.join(__dirname, 'controllers', file))(router);\n}\n"
    )
    dynamic = _repo({
        "package.json": '{"name": "api"}',
        "src/boot.js": loader,
        "src/controllers/orders-controller.js": CONTROLLER,
    })
    assert not unreferenced(dynamic, "src/controllers/orders-controller.js")
    entry = _repo({
        "package.json": '{"name": "api"}',
        "src/reports-server.js": "const app = express();\napp.get('/r', list);\napp.listen(3000);\n",
        "src/api/orders.js": CONTROLLER,
    })
    assert not unreferenced(entry, "src/reports-server.js")  # registers routes: an entry point
    assert not unreferenced(entry, "src/api/orders.js")  # routed by its place


def test_a_script_a_server_view_loads_is_reached() -> None:
    repo = _repo({
        "package.json": '{"name": "shop"}',
        "views/layout.ejs": '<body><%- body %><script src="/js/checkout-form.js"></script></body>\n',
        "public/js/checkout-form.js": "fetch('/api/cart').then((r) => r.json()).then(render);\n",
        "public/js/old-checkout-form.js": "fetch('/api/cart').then((r) => r.json()).then(render);\n",
    })
    assert not unreferenced(repo, "public/js/checkout-form.js")
    assert unreferenced(repo, "public/js/old-checkout-form.js")
