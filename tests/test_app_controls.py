"""Whole-app controls (matchers/app_checks/, scan/repo/controls.py): decided on the whole
repository after matching, reported once where the control belongs, with the facts relied on."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import findings_of

from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers import app_checks
from secure_lint.matchers.app_checks import CHECKS, app_root, csrf, enumeration, servers

HEADERS = "node.headers.app-without-security-headers"
CSRF = "node.csrf.app-without-csrf-defence"
PACKAGE = '{"name": "shop", "private": true, "dependencies": {"express": "^4.19.2", "express-session": "^1.18.0"}}'
APP = """\
const express = require('express');
const session = require('express-session');
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.post('/cart', (req, res) => { carts.add(req.session.userId, req.body.items); res.redirect('/cart'); });
app.use(express.static('public'));
app.listen(3000);
"""
HELMET = """\
const helmet = require('helmet');
module.exports = (app) => app.use(helmet());
"""


def repo_of(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get, lambda path: "/test/" not in f"/{path}")


def test_the_finding_lists_the_facts_it_relied_on(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "app.js": APP})
    data = json.loads(run_cli("scan", "--format", "json", "--select", CSRF, str(root)).stdout)
    (finding,) = data["findings"]
    assert finding["location"]["path"] == "app.js"
    assert finding["location"]["start_line"] == 3
    assert "cookie session: `require('express-session'` (app.js:2), used at" in finding["message"]
    assert "state-changing route `app.post('/cart'` (app.js:5)" in finding["evidence"]
    assert finding["evidence"].startswith("const app = express() | facts: ")


def test_a_control_added_in_another_file_answers_a_cached_finding(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "app.js": APP})
    assert findings_of(run_cli("scan", "--format", "json", "--select", HEADERS, str(root))) == [
        ("app.js", 3, HEADERS)
    ]
    (root / "security.js").write_text(HELMET)  # app.js unchanged: its matches come from the cache
    assert findings_of(run_cli("scan", "--format", "json", "--select", HEADERS, str(root))) == []


def test_each_package_of_a_monorepo_is_its_own_app() -> None:
    files = {
        "package.json": '{"private": true, "workspaces": ["apps/*"]}',
        "apps/web/package.json": '{"dependencies": {"express": "4", "helmet": "7"}}',
        "apps/web/server.js": APP,
        "apps/web/lib/security.js": HELMET,
        "apps/admin/package.json": '{"dependencies": {"express": "4"}}',
        "apps/admin/server.js": APP,
    }
    repo = repo_of(files)
    assert app_root(repo, "apps/web/lib/security.js") == "apps/web"
    verdict = CHECKS["express-security-headers"].verdict
    assert verdict(repo, "apps/web/server.js", 3) is None
    assert verdict(repo, "apps/admin/server.js", 3) is not None


def test_a_control_only_in_tests_does_not_count() -> None:
    files = {"package.json": PACKAGE, "app.js": APP, "test/security.js": HELMET}
    assert CHECKS["express-security-headers"].verdict(repo_of(files), "app.js", 3) is not None


def test_an_express_app_made_and_never_used_is_not_an_anchor() -> None:
    unused = "const express = require('express');\nvar app = express();\nmodule.exports = { typeDefs };\n"
    assert list(servers.express_anchors(SourceFile("schema.js", unused))) == []
    assert len(list(servers.express_anchors(SourceFile("app.js", APP)))) == 1


def test_a_cors_reflection_of_the_origin_is_not_an_origin_check() -> None:
    reflect = "if (req.get('origin')) res.header('Access-Control-Allow-Origin', req.get('origin'))"
    compare = "if (req.get('origin') !== process.env.APP_ORIGIN) return res.sendStatus(403)"
    assert csrf.ORIGIN_CHECK.search(reflect) is None
    assert csrf.ORIGIN_CHECK.search(compare) is not None


def test_a_samesite_csrf_token_cookie_is_not_a_samesite_auth_cookie() -> None:
    token_cookie = "res.setCookie('csrf_token', token, { httpOnly: true, sameSite: 'strict' });\n"
    session_cookie = "app.use(session({ secret, cookie: { httpOnly: true, sameSite: 'lax' } }));\n"
    options_helper = (  # the auth cookies' options returned by a helper, no session word near them
        "export const cookieOptions = (kind: 'access' | 'refresh') => ({\n"
        "  httpOnly: true,\n  sameSite: 'strict',\n  secure: true,\n});\n"
    )
    theme_cookie = "res.cookie('theme', req.body.theme, { sameSite: 'lax', maxAge: 31536000 });\n"
    cases = ((token_cookie, False), (session_cookie, True), (options_helper, True), (theme_cookie, False))
    for text, defended in cases:  # in a file of its own, away from the app's session words
        app = app_checks.app_of(repo_of({"package.json": PACKAGE, "app.js": APP, "cookies.ts": text}), "app.js")
        assert csrf.auth_cookie_samesite(app) is defended


def test_the_password_finding_is_reported_once_per_app_at_the_user_model() -> None:
    model = "const S = new mongoose.Schema({\n  password: { type: String },\n});\n"
    files = {"package.json": PACKAGE, "models/account.js": model, "models/user.js": model}
    verdict = CHECKS["password-not-hashed"].verdict
    repo = repo_of(files)
    assert verdict(repo, "models/user.js", 2) is not None
    assert verdict(repo, "models/account.js", 2) is None


def test_the_password_finding_shows_the_column_and_the_logins_that_compare_it_as_typed() -> None:
    schema = "CREATE TABLE users (\n  id SERIAL PRIMARY KEY,\n  email TEXT,\n  password TEXT\n);\n"
    routes = (
        "router.post('/sign-up', async (req, res) => {\n"
        "  await db.query('INSERT INTO users (email, password) VALUES ($1, $2)',"
        " [req.body.email, req.body.password]);\n"
        "  res.status(201).end();\n});\n"
        "router.post('/sign-in', async (req, res) => {\n"
        "  const { rows } = await db.query('SELECT id FROM users WHERE email = $1 AND password = $2',"
        " [req.body.email, req.body.password]);\n"
        "  res.json({ ok: rows.length === 1 });\n});\n"
    )
    verdict = CHECKS["password-not-hashed"].verdict
    files = {"package.json": PACKAGE, "sql/schema.sql": schema, "routes/auth.js": routes}
    facts = verdict(repo_of(files), "routes/auth.js", 2)
    assert facts is not None
    steps = [(s.file.path, s.file.position(s.start)[0], s.role) for s in facts.steps if s.file is not None]
    assert steps == [("sql/schema.sql", 4, "source"), ("routes/auth.js", 6, "passed"), ("routes/auth.js", 2, "sink")]
    # a login's lookup alone (the accounts kept by a driver, no schema in the repository) is the finding
    login_only = {"package.json": PACKAGE, "routes/auth.js": routes.split("router.post('/sign-in'")[0].replace(
        "INSERT INTO users (email, password) VALUES ($1, $2)", "SELECT id FROM users WHERE email = $1 AND password = $2"
    )}
    assert verdict(repo_of(login_only), "routes/auth.js", 2) is not None
    hashing = "const bcrypt = require('bcryptjs');\nexports.check = (p, h) => bcrypt.compare(p, h);\n"
    login_only["lib/passwords.js"] = hashing  # hashing in a service module
    assert verdict(repo_of(login_only), "routes/auth.js", 2) is None


def test_sqlcipher_in_another_apps_podfile_does_not_count(tmp_path: Path) -> None:
    files = {
        "Vault/Podfile": "pod 'KeychainAccess'\n",
        "Vault/Vault/Database.swift": 'sqlite3_exec(db, "PRAGMA key = \'x\';", nil, nil, nil)\n',
        "Notes/Podfile": "pod 'SQLCipher', '~> 4.5'\n",
    }
    verdict = CHECKS["sqlcipher-missing"].verdict
    assert verdict(repo_of(files), "Vault/Vault/Database.swift", 1) is not None
    files["Vault/Podfile"] = "pod 'GRDB.swift/SQLCipher'\n"
    assert verdict(repo_of(files), "Vault/Vault/Database.swift", 1) is None


def test_shared_code_at_a_workspace_root_counts_for_its_packages() -> None:
    csrf_check = "module.exports = (req, res, next) => req.get('origin') === process.env.ORIGIN ? next() : res.end();\n"
    files = {
        "package.json": '{"private": true, "workspaces": ["api"]}',
        "shared/middlewares/csrf.js": csrf_check,
        "api/package.json": PACKAGE,
        "api/index.js": APP,
    }
    verdict = CHECKS["express-csrf"].verdict
    assert verdict(repo_of(files), "api/index.js", 3) is None
    del files["package.json"]  # not a workspace: files outside the package are not its code
    assert verdict(repo_of(files), "api/index.js", 3) is not None


def test_a_session_cookie_samesite_from_a_setting_counts_its_declared_default() -> None:
    app = (
        "const session = require('express-session');\n"
        "const app = express();\nconst sameSite = settings.get('cookieSameSite');\n"
        "app.use(session({ secret: s, cookie: { httpOnly: true, sameSite } }));\n"
        "app.post('/login', async (req, res) => { req.session.userId = (await signIn(req.body)).id; });\n"
        "app.post('/notes', (req, res) => notes.add(req.session.userId, req.body));\n"
    )
    items = "module.exports = [\n  { key: 'cookieSameSite', envVar: 'SAME_SITE', default: 'strict' },\n];\n"
    package = '{"name": "notes", "dependencies": {"express": "^4.19.2", "express-session": "^1.18.0"}}'
    files = {"package.json": package, "app.js": app, "lib/items.js": items}
    verdict = CHECKS["express-csrf"].verdict
    assert verdict(repo_of(files), "app.js", 1) is None
    files["lib/items.js"] = items.replace("'strict'", "'none'")
    facts = verdict(repo_of(files), "app.js", 1)
    assert facts is not None
    assert "app.js:4: the session cookie's SameSite is the setting `cookieSameSite`" in facts[-2]
    assert "declared default 'none' (lib/items.js:2)" in facts[-2]
    del files["lib/items.js"]
    facts = verdict(repo_of(files), "app.js", 1)
    assert facts is not None and "no default declared in the app" in facts[-2]
    assert "SameSite=Lax/Strict" in facts[-1]


def test_a_model_in_a_shared_package_is_hashed_for_by_another_package_of_the_monorepo() -> None:
    schema = "model User {\n  id String @id\n  password String?\n}\n"
    files = {
        "package.json": '{"private": true, "workspaces": ["apps/*", "packages/*"]}',
        "packages/database/package.json": '{"name": "@acme/database", "dependencies": {"@prisma/client": "5"}}',
        "packages/database/prisma/schema.prisma": schema,
        "apps/web/package.json": '{"dependencies": {"next": "14", "@acme/database": "*"}}',
        "apps/web/lib/auth.ts": "export const check = () => true;\n",
    }
    verdict = CHECKS["password-not-hashed"].verdict
    anchors = list(CHECKS["password-not-hashed"].anchors(SourceFile("packages/database/prisma/schema.prisma", schema)))
    assert len(anchors) == 1
    assert verdict(repo_of(files), "packages/database/prisma/schema.prisma", 3) is not None
    files["apps/web/package.json"] = '{"dependencies": {"next": "14", "better-auth": "^1.6.0"}}'
    assert verdict(repo_of(files), "packages/database/prisma/schema.prisma", 3) is None


def test_an_enumeration_message_built_from_the_name_is_read_as_one_message() -> None:
    text = "'User ' + req.body.username + ' not found' `Email ${req.body.email} is not registered`"
    joined = enumeration._messages_joined(text)
    assert len(joined) == len(text)  # offsets of the anchors hold
    found = [m.group(0) for m in enumeration._NO_USER.finditer(joined)]
    assert [m[:6] for m in found] == ["'User ", "`Email"]
    assert enumeration._NO_USER.search(text) is None


def test_a_koa_app_is_a_server_anchor_and_koa_csrf_its_control() -> None:
    koa = (
        "const Koa = require('koa');\nconst session = require('koa-session');\nconst app = new Koa();\n"
        "router.post('/cart', checkout);\napp.use(session(app));\napp.use(router.routes());\n"
        "function checkout(ctx) { carts.add(ctx.session.userId, ctx.request.body); }\n"
    )
    package = '{"name": "shop", "dependencies": {"koa": "^2.15.3", "koa-session": "^6.4.0"}}'
    assert len(list(servers.server_anchors(SourceFile("server.js", koa)))) == 1
    verdict = CHECKS["express-csrf"].verdict
    facts = verdict(repo_of({"package.json": package, "server.js": koa}), "server.js", 3)
    assert facts is not None and "@koa/csrf" in facts[-1]
    defended = package.replace('"koa": ', '"@koa/csrf": "^5.0.0", "koa": ')
    assert verdict(repo_of({"package.json": defended, "server.js": koa}), "server.js", 3) is None


def test_plain_storage_is_reported_once_per_app_and_not_where_secure_storage_exists() -> None:
    package = '{"name": "app", "dependencies": {"react-native": "0.74.1"}}'
    session = "AsyncStorage.setItem('accessToken', data.accessToken);\nAsyncStorage.setItem('refreshToken', r);\n"
    verdict = CHECKS["rn-no-secure-storage"].verdict
    repo = repo_of({"package.json": package, "src/session.ts": session})
    assert verdict(repo, "src/session.ts", 1) is not None
    assert verdict(repo, "src/session.ts", 2) is None  # once per app
    vault = "import * as Keychain from 'react-native-keychain';\n"
    keychain = {"package.json": package, "src/session.ts": session, "src/vault.ts": vault}
    assert verdict(repo_of(keychain), "src/session.ts", 1) is None
    literal = "AsyncStorage.setItem('accessToken', 'none');\n"
    assert list(CHECKS["rn-no-secure-storage"].anchors(SourceFile("a.ts", literal))) == []


def test_a_wallet_list_of_token_symbols_is_no_credential() -> None:
    anchors = CHECKS["rn-no-secure-storage"].anchors
    wallet = (
        "AsyncStorage.setItem(KeychainStorageKeyEnum.HIDDEN_TOKENS, JSON.stringify(newHiddenTokens));\n"
        "AsyncStorage.setItem('swapLastUsedTokens', JSON.stringify({from, to}));\n"
        "AsyncStorage.setItem(StorageKey.AUTO_STAKE_TOKENS, JSON.stringify(autoStakeList));\n"
    )
    assert list(anchors(SourceFile("src/utils/tokens.ts", wallet))) == []
    login = "AsyncStorage.setItem('swapAuthToken', data.token);\nAsyncStorage.setItem('refreshTokenList', list);\n"
    assert len(list(anchors(SourceFile("src/auth.ts", login)))) == 2


def test_the_app_wide_storage_finding_and_the_per_write_one_are_not_both_on_one_line(tree, run_cli) -> None:
    session = (
        "import AsyncStorage from '@react-native-async-storage/async-storage';\n"
        "export async function saveSession(data: { accessToken: string; refreshToken: string }) {\n"
        "  await AsyncStorage.setItem('accessToken', data.accessToken);\n"
        "  await AsyncStorage.setItem('refreshToken', data.refreshToken);\n"
        "}\n"
    )
    package = '{"name": "app", "dependencies": {"expo": "51.0.0", "react-native": "0.74.1"}}'
    root = tree({"package.json": package, "src/session.ts": session})
    found = findings_of(run_cli("scan", "--format", "json", "--fail-on", "never", "--select", "rn.storage", str(root)))
    on_line = {line: [rule for path, at, rule in found if at == line] for line in (3, 4)}
    assert on_line[3] == ["rn.storage.app-without-secure-storage"]  # the first write: the app-wide finding alone
    assert on_line[4] == ["rn.storage.token-in-async-storage"]


def test_a_per_write_finding_stays_where_the_app_has_secure_storage(tree, run_cli) -> None:
    session = (
        "import AsyncStorage from '@react-native-async-storage/async-storage';\n"
        "import * as SecureStore from 'expo-secure-store';\n"
        "export async function saveSession(data: { accessToken: string }) {\n"
        "  await AsyncStorage.setItem('accessToken', data.accessToken);\n"
        "}\n"
    )
    package = '{"name": "app", "dependencies": {"expo": "51.0.0", "expo-secure-store": "13.0.0"}}'
    root = tree({"package.json": package, "src/session.ts": session})
    found = findings_of(run_cli("scan", "--format", "json", "--fail-on", "never", "--select", "rn.storage", str(root)))
    assert [(line, rule) for _, line, rule in found] == [(4, "rn.storage.token-in-async-storage")]


def test_a_cookie_read_confined_to_a_path_without_state_changing_routes_signs_nobody_in() -> None:
    import secure_lint.scan.repo.admin_routes  # noqa: F401  (registers how routers are followed across files)

    middleware = """\
function cookieUser() {
  return (req, res, next) => { res.locals.user = verify(req.cookies.session_token); next(); };
}
module.exports = {
  cookieUser,
};
"""
    routes = "const router = require('express').Router();\nrouter.post('/', save);\nmodule.exports = router;\n"

    def app_js(prefix: str) -> str:
        return (
            "const express = require('express');\n"
            "const {\n  cookieUser,\n} = require('./middleware');\n"
            "const notes = require('./notes');\n"
            "const app = express();\n"
            f"app.use('{prefix}', cookieUser());\n"
            "app.use('/api/notes', bearer, notes);\n"
        )

    def verdict(prefix: str) -> str | None:
        files = {"package.json": PACKAGE, "app.js": app_js(prefix), "middleware.js": middleware, "notes.js": routes}
        return csrf.cookie_auth(app_checks.app_of(repo_of(files), "app.js"))

    assert verdict("/metrics") is None  # only the read-only metrics pages carry the cookie
    assert verdict("/api") is not None  # the notes router is mounted under it
    assert verdict("/") is not None  # every route


def test_the_check_table_names_every_check_of_the_catalogues() -> None:
    from secure_lint.matchers import app_control, stored_html, template_prints, template_renders

    catalogued = {**CHECKS, **template_prints.CHECKS, **template_renders.CHECKS, **stored_html.CHECKS}
    assert app_control.names() == set(catalogued)
    assert all(app_control.check(name).name == name for name in catalogued)


def test_a_check_imports_its_family_alone() -> None:
    """A scan whose rules reach one check compiles that family's regexes, not every family's."""
    import subprocess
    import sys

    probe = (
        "import sys\n"
        "from secure_lint.matchers import app_control\n"
        "app_control.check('destructive-route-unauthenticated')\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('secure_lint.matchers.'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    loaded = set(done.stdout.split())
    assert "secure_lint.matchers.app_checks.destructive" in loaded
    others = {"app_checks.csrf", "app_checks.hashing", "app_checks.admin", "template_renders", "template_prints"}
    assert not {f"secure_lint.matchers.{name}" for name in others} & loaded


def test_the_stack_trace_finding_traces_the_error_to_the_view_that_prints_its_stack(tree, run_cli) -> None:
    handler = (
        "function errorHandler(error, req, res, next) {\n"
        "  console.error(error);\n"
        "  res.status(500).render('errors/error', { title: 'Server Error', error });\n"
        "}\n"
        "module.exports = { errorHandler };\n"
    )
    view = "<h1><%= title %></h1>\n<pre><%= error.stack %></pre>\n"
    files = {"package.json": PACKAGE, "app.js": APP, "middleware/errors.js": handler, "views/errors/error.ejs": view}
    root = tree(files)
    rule = "node.error.stack-trace-view"
    out = run_cli("scan", "--format", "json", "--profile", "extended", "--select", rule, str(root)).stdout
    (finding,) = json.loads(out)["findings"]
    assert (finding["location"]["path"], finding["location"]["start_line"]) == ("middleware/errors.js", 1)
    assert (finding["flow"]["source"]["path"], finding["flow"]["source"]["line"]) == ("middleware/errors.js", 1)
    assert [(hop["path"], hop["line"]) for hop in finding["flow"]["hops"]] == [("views/errors/error.ejs", 2)]
    assert (finding["flow"]["sink"]["path"], finding["flow"]["sink"]["line"]) == ("middleware/errors.js", 3)
    quiet = view.replace("<pre><%= error.stack %></pre>", "<p><%= error.message %></p>")
    (root / "views/errors/error.ejs").write_text(quiet)
    out = run_cli("scan", "--format", "json", "--profile", "extended", "--select", rule, str(root)).stdout
    assert json.loads(out)["findings"] == []


def test_a_userdefaults_value_is_a_credential_by_the_name_it_is_read_back_into() -> None:
    verdict = CHECKS["swift-defaults-credential-by-use"].verdict
    setup = (
        "enum Setup {\n"
        "    static func plant() {\n"
        "        let defaults = UserDefaults.standard\n"
        "        defaults.set(makeValue(), forKey: \"s1_value\")\n"
        "    }\n"
        "}\n"
    )

    def bridge(name: str) -> str:
        return f'let {name} = UserDefaults.standard.string(forKey: "s1_value") ?? ""\n'

    signed = repo_of({"App/Setup.swift": setup, "App/Bridge.swift": bridge("hmacKey")})
    facts = verdict(signed, "App/Setup.swift", 4)
    assert facts is not None and "App/Bridge.swift:1" in facts[1] and "`hmacKey`" in facts[1]
    for neutral in ("theme", "hasToken"):  # a preference, a flag about a token
        plain = repo_of({"App/Setup.swift": setup, "App/Bridge.swift": bridge(neutral)})
        assert verdict(plain, "App/Setup.swift", 4) is None


def test_a_credential_through_a_storage_wrapper_names_the_wrapper_and_its_write() -> None:
    wrapper = (
        "import AsyncStorage from '@react-native-async-storage/async-storage';\n"
        "export class Kv {\n"
        "  put(name: string, value: string) {\n"
        "    return AsyncStorage.setItem(name, value);\n"
        "  }\n"
        "}\n"
    )
    caller = (
        "import { Kv } from './kv';\n"
        "const kv = new Kv();\n"
        "export const onLogin = (res: { refreshToken: string; theme: string }) => {\n"
        "  kv.put('r', res.refreshToken);\n"
        "  kv.put('t', res.theme);\n"
        "};\n"
    )
    repo = repo_of({"package.json": '{"name": "app"}', "src/kv.ts": wrapper, "src/login.ts": caller})
    check = CHECKS["rn-storage-wrapper-credential"]
    anchors = list(check.anchors(SourceFile("src/login.ts", caller)))
    assert [SourceFile("src/login.ts", caller).position(a.start) for a in anchors] == [(4, 3)]
    facts = check.decide(repo, "src/login.ts", 4, 3)
    assert facts is not None
    assert "`res.refreshToken` (a credential)" in facts[0]
    assert "`AsyncStorage.setItem(name, value)` (src/kv.ts:4)" in facts[1]
    secured = wrapper.replace("AsyncStorage.setItem(name, value)", "AsyncStorage.setItem(name, seal(value))")
    repo = repo_of({"package.json": '{"name": "app"}', "src/kv.ts": secured, "src/login.ts": caller})
    assert check.decide(repo, "src/login.ts", 4, 3) is None


def test_a_codable_record_with_an_api_key_is_traced_from_the_defaults_write_to_its_type() -> None:
    check = CHECKS["swift-defaults-credential-record"]
    model = "struct Server: Codable {\n    var url: String = \"\"\n    var apiKey: String = \"\"\n}\n"
    store = (
        "final class Store {\n"
        "    private let cloud: NSUbiquitousKeyValueStore? = .default\n"
        "    func save(_ servers: [Server]) {\n"
        "        let raw = servers.rawValue\n"
        "        push(raw)\n"
        "    }\n"
        "    private func push(_ raw: String) {\n"
        "        cloud?.set(raw, forKey: \"servers\")\n"
        "    }\n"
        "}\n"
    )
    facts = check.verdict(repo_of({"App/Server.swift": model, "App/Store.swift": store}), "App/Store.swift", 8)
    assert facts is not None and "the iCloud key-value store" in facts[0]
    assert "passed `raw` (line 5)" in facts[1] and "`servers` is a [Server]" in facts[1]
    assert "`apiKey` (App/Server.swift:1)" in facts[2]
    left_out = model.replace("}\n", "    enum CodingKeys: String, CodingKey { case url }\n}\n")
    without_key = repo_of({"App/Server.swift": left_out, "App/Store.swift": store})
    assert check.verdict(without_key, "App/Store.swift", 8) is None
    keychain = store.replace("NSUbiquitousKeyValueStore? = .default", "KeychainStore = KeychainStore()")
    in_keychain = repo_of({"App/Server.swift": model, "App/Store.swift": keychain})
    assert check.verdict(in_keychain, "App/Store.swift", 8) is None


def test_a_json_only_app_is_no_csrf_target_and_a_form_parser_is_a_stated_fact() -> None:
    json_app = APP.replace("const app = express();\n", "const app = express();\napp.use(express.json());\n")
    verdict = CHECKS["express-csrf"].verdict
    assert verdict(repo_of({"package.json": PACKAGE, "app.js": json_app}), "app.js", 3) is None
    # another origin allowed to send credentialed requests passes the JSON request's preflight
    credentialed = "app.use(express.json());\napp.use(cors({ origin: true, credentials: true }));\n"
    cors = json_app.replace("app.use(express.json());\n", credentialed)
    assert verdict(repo_of({"package.json": PACKAGE, "app.js": cors}), "app.js", 3) is not None
    # JSON parsed from any content type: a text/plain form delivers it
    typed = json_app.replace("express.json()", "express.json({ type: '*/*' })")
    assert verdict(repo_of({"package.json": PACKAGE, "app.js": typed}), "app.js", 3) is not None
    form_parser = "app.use(express.json());\napp.use(express.urlencoded({ extended: true }));\n"
    forms = json_app.replace("app.use(express.json());\n", form_parser)
    facts = verdict(repo_of({"package.json": PACKAGE, "app.js": forms}), "app.js", 3)
    assert facts is not None and "form bodies parsed: `express.urlencoded(` (app.js:5)" in facts
    dependencies = {"express": "^4.19.2", "express-session": "^1.18.0", "multer": "^1.4.5"}
    uploads = json.dumps({"name": "shop", "dependencies": dependencies})
    facts = verdict(repo_of({"package.json": uploads, "app.js": json_app}), "app.js", 3)
    assert facts is not None and "multipart bodies parsed: `multer` in package.json" in facts
    # NestJS parses url-encoded bodies by default: its JSON parser proves nothing
    nest = "const app = await NestFactory.create(AppModule);\napp.use(express.json());\n" + json_app
    assert verdict(repo_of({"package.json": PACKAGE, "app.js": nest}), "app.js", 3) is not None


def test_a_use_call_with_a_name_alone_registers_no_route() -> None:
    # rafiki: `await ctx.container.use('logger')` (a dependency container, no router) crashed the step
    from secure_lint.scan.repo.admin_routes import privileged_routes

    texts = {
        "src/errors.ts": "export async function onError(ctx) {\n  const log = await ctx.container.use('logger')\n}\n",
        "src/app.ts": "router.get('/admin/users', requireRole('admin'), listUsers)\n",
    }
    repo = Repository(lambda: list(texts), texts.get)
    routes = privileged_routes(repo)
    assert routes is not None
