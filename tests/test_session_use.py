"""Whether an app's server-side session carries a sign-in (matchers/app_checks/session_use.py):
only repository facts that put who the bearer is in the session count."""

from __future__ import annotations

import pytest

from secure_lint.core.repository import Repository
from secure_lint.matchers.app_checks.app import App
from secure_lint.matchers.app_checks.session_use import session_sign_in

PACKAGE = '{"name": "app", "private": true, "dependencies": {"express": "^4.19.2", "express-session": "^1.18.0"}}'
MOUNT = """\
const express = require('express');
const session = require('express-session');
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
"""


def _sign_in(routes: str) -> str | None:
    files = {"package.json": PACKAGE, "server.js": MOUNT + routes}
    repo = Repository(lambda: sorted(files), files.get, lambda path: True)
    return session_sign_in(App(repo, ""))


@pytest.mark.parametrize(
    "routes",
    [
        # a field named for the user
        "app.post('/login', async (req, res) => { req.session.userId = (await signIn(req.body)).id; });\n",
        # a neutral name set from the account looked up
        "app.post('/login', async (req, res) => {\n"
        "  const found = await db.accounts.findOne({ email: req.body.email });\n"
        "  req.session.sid = found._id;\n});\n",
        # a neutral name set in the handler that checks the password
        "app.post('/login', async (req, res) => {\n"
        "  if (!(await bcrypt.compare(req.body.password, row.hash))) return res.sendStatus(401);\n"
        "  req.session.who = row.name;\n});\n",
        # a neutral name read in a guard that refuses the request
        "function guard(req, res, next) {\n  if (!req.session.sid) return res.status(401).end();\n  next();\n}\n",
        # passport keeps the user with a serializer
        "app.use(passport.session());\npassport.serializeUser((user, done) => done(null, user.id));\n",
        # cookie-session's whole session set from the user
        "app.post('/login', (req, res) => { req.session = { id: user.id }; });\n",
        # Fastify's accessor with the user's key
        "fastify.post('/login', async (request) => { request.session.set('user', await check(request.body)); });\n",
        # a session regenerated: a sign-in's fixation defence
        "app.post('/login', (req, res) => req.session.regenerate(() => res.redirect('/')));\n",
    ],
)
def test_a_session_that_holds_who_signed_in_carries_authority(routes: str) -> None:
    assert _sign_in(routes) is not None


@pytest.mark.parametrize(
    "routes",
    [
        # dashboard preferences kept between page loads
        "app.get('/logs', (req, res) => {\n  const level = req.session.logLevel;\n"
        "  res.json(tail(level ?? 'info'));\n});\n"
        "app.put('/logs', (req, res) => {\n"
        "  req.session.logLevel = req.body.level;\n  req.session.limit = req.body.limit;\n});\n",
        # the integration an OAuth hand-off is for, read back on its callback
        "app.get('/source/auth', (req, res, next) => {\n  req.session.deezerSource = req.query.name;\n"
        "  return passport.authenticate('deezer')(req, res, next);\n});\n"
        "app.get('/callback', (req, res) => finish(sources.get(req.session.deezerSource), req.query.code));\n",
        # the sign-in round trip of a bearer-token API
        "app.get('/auth', (req, res) => {\n"
        "  req.session.redirect_url = req.query.redirect_url;\n  res.redirect(idp());\n});\n",
        # passport's session mounted without a serializer, a flash message, a cart
        "app.use(passport.session());\napp.post('/cart', (req, res) => { req.session.cart = req.body.items; "
        "req.flash('info', 'added'); res.redirect('/cart'); });\n",
        # the session dropped: nothing kept in it
        "app.post('/reset', (req, res) => { req.session = null; res.redirect('/'); });\n",
    ],
)
def test_a_session_that_holds_no_identity_carries_none(routes: str) -> None:
    assert _sign_in(routes) is None
