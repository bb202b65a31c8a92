"""Request data of a route only an administrator reaches is a weaker source (issue 23): an
injection finding there is a review item (info, low confidence, needs_review, extended profile
only), while the same sink on a route any signed-in user reaches stays a finding."""

from __future__ import annotations

import json

PACKAGE = '{"name": "api", "dependencies": {"express": "4.19.2"}}\n'
APP = """\
const express = require('express');
const { requireRole, requireLogin } = require('./auth');
const adminRoutes = require('./routes/admin');
const userRoutes = require('./routes/user');

const app = express();
app.use('/api/admin', requireLogin, requireRole('admin'), adminRoutes);
app.use('/api/me', requireLogin, userRoutes);
app.listen(3000);
"""
AUTH = """\
exports.requireLogin = (req, res, next) => (req.user ? next() : res.sendStatus(401));
exports.requireRole = (role) => (req, res, next) => (req.user.role === role ? next() : res.sendStatus(403));
"""
ROUTES = """\
const express = require('express');
const fs = require('fs');
const path = require('path');

const router = express.Router();

router.get('/logs/:name', (req, res) => {
  fs.readFile(path.join('/var/log/app', req.params.name), 'utf8', (err, text) => res.json({ text }));
});

module.exports = router;
"""


def _injection(root, run_cli, *profile: str) -> list[tuple[str, str, str, str]]:  # type: ignore[no-untyped-def]
    result = run_cli("scan", "--format", "json", *profile, cwd=root)
    return [
        (f["location"]["path"], f["severity"], f["disposition"], f["disposition_reason"])
        for f in json.loads(result.stdout)["findings"]
        if f["rule_id"] == "node.path.fs-request-input"
    ]


def _app(tree):  # type: ignore[no-untyped-def]
    return tree(
        {
            "package.json": PACKAGE,
            "src/app.js": APP,
            "src/auth.js": AUTH,
            "src/routes/admin.js": ROUTES,
            "src/routes/user.js": ROUTES,
        }
    )


def test_an_admin_only_route_makes_the_injection_a_review_item(tree, run_cli) -> None:
    found = dict((path, rest) for path, *rest in _injection(_app(tree), run_cli, "--profile", "extended"))
    severity, disposition, reason = found["src/routes/admin.js"]
    assert (severity, disposition) == ("info", "needs_review")
    assert "administrator" in reason
    assert found["src/routes/user.js"][:2] != ["info", "needs_review"]


def test_the_default_profile_keeps_the_signed_in_users_route_only(tree, run_cli) -> None:
    paths = [path for path, *_ in _injection(_app(tree), run_cli)]
    assert paths == ["src/routes/user.js"]
