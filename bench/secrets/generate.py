# ruff: noqa: E501 -- templates of sample files are kept one per line
"""Generate the labelled secrets corpus (deterministic: one seed, no network).

Every sample is one small project directory `sNNNN/` holding one file. A positive file holds
exactly one credential, on the lines the manifest names; a negative file holds none. Classes:

- provider:<family>   a provider-format credential (tokens.FAMILIES) in a realistic file
- syntax:<name>       a generic keyword-named secret in one assignment syntax
- keywordless:<name>  a credential without a secret-named variable (JWT, URL, curl, kubeconfig)
- negative:<name>     look-alikes that are not secrets (hashes, UUIDs, example keys, fakes...)
- real:<repo>         files of a real public app (optional, from a `fetch` snapshot)

    python bench/secrets/generate.py [--out DIR] [--real-repo GITDIR] [--write-manifest]

The sample files of the first three classes are templates (bench/secrets/templates.yaml); the
provider formats are bench/secrets/families.tsv (read by tokens.py).
The manifest (bench/secrets/manifest.tsv, checked in) records each sample's path, label,
class, secret lines and content hash; the scorer refuses a corpus that differs from it.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tokens
from tokens import chars, jwt, uuid4

SEED = 20261201
UNSEEN_SEED = 20261203  # the families of families.tsv whose use is `unseen`
HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "manifest.tsv"
DEFAULT_OUT = Path.home() / ".cache" / "secure-lint-bench" / "secrets-corpus"
SECRET_MARK = "\x00"  # wraps the secret in templates; removed when written


@dataclass(frozen=True)
class Sample:
    path: str  # relative to the sample's directory
    text: str  # with the secret wrapped in SECRET_MARK (positives)
    label: str  # "secret" or "clean"
    cls: str

    def rendered(self) -> tuple[str, str]:
        """The file text and the 1-based line range of the secret ("" for negatives)."""
        if self.label == "clean":
            return self.text, ""
        start = self.text.index(SECRET_MARK)
        end = self.text.index(SECRET_MARK, start + 1)
        first = self.text.count("\n", 0, start) + 1
        last = self.text.count("\n", 0, end) + 1
        return self.text.replace(SECRET_MARK, ""), f"{first}-{last}"


def s(value: str) -> str:
    return f"{SECRET_MARK}{value}{SECRET_MARK}"


def camel(name: str) -> str:
    head, *rest = name.lower().split("_")
    return head + "".join(p.capitalize() for p in rest)


def kebab(name: str) -> str:
    return name.lower().replace("_", "-")


# --- provider formats in files -------------------------------------------------------------

TEMPLATES = yaml.safe_load((HERE / "templates.yaml").read_text(encoding="utf-8"))
PLACEHOLDER = re.compile(r"\{(secret|name|lower|camel|Camel|kebab|property)\}")


def render(template: str, secret: str, name: str = "") -> str:
    """A template of templates.yaml filled in: the secret (wrapped in SECRET_MARK) and the forms
    of the variable name it is stored in."""
    forms = {
        "secret": s(secret),
        "name": name,
        "lower": name.lower(),
        "camel": camel(name),
        "Camel": camel(name)[:1].upper() + camel(name)[1:],
        "kebab": kebab(name),
        "property": kebab(name).replace("db-", ""),
    }
    return PLACEHOLDER.sub(lambda m: forms[m.group(1)], template)


def provider_samples(rng: random.Random, families: tuple[tokens.Family, ...] = tokens.FAMILIES) -> Iterator[Sample]:
    for family in families:
        contexts = rng.sample(TEMPLATES["provider_contexts"], 2)
        for context in contexts[: 1 if family.keywordless else 2]:
            text = render(context["text"], family.make(rng), family.variable)
            yield Sample(context["path"], text, "secret", f"provider:{family.name}")
        if family.keywordless:
            bare = rng.choice(TEMPLATES["keywordless_contexts"])
            yield Sample(bare["path"], render(bare["text"], family.make(rng)), "secret", f"provider:{family.name}")


# --- generic secrets in every assignment syntax ---------------------------------------------

NAMES = (
    "API_KEY", "SECRET_KEY", "CLIENT_SECRET", "AUTH_TOKEN", "ACCESS_TOKEN", "DB_PASSWORD", "PASSWORD",
    "SMTP_PASSWORD", "WEBHOOK_SECRET", "SIGNING_KEY", "ENCRYPTION_KEY", "APP_SECRET", "PRIVATE_TOKEN",
    "ADMIN_PASSWORD", "CONSUMER_SECRET", "LICENSE_KEY", "SERVICE_TOKEN", "MASTER_KEY",
)  # fmt: skip


def secret_value(rng: random.Random, name: str) -> str:
    if "PASSWORD" in name:
        kind = rng.choice(["pw", "pw", "b62", "numeric"])
    else:
        kind = rng.choice(["b62", "hex", "b64u", "b62long"])
    if kind == "pw":
        # a human-chosen password: word-ish, digits, a symbol
        word = rng.choice(["Falcon", "river", "Quartz", "maple", "Orbit", "tundra", "Copper", "lumen"])
        return f"{word}{chars(rng, 'b62', rng.randint(4, 8))}{rng.choice('!%@&*')}{rng.randint(10, 99)}"
    if kind == "numeric":
        return chars(rng, "d", rng.randint(8, 10))
    if kind == "hex":
        return chars(rng, "hex", rng.choice([32, 40, 64]))
    if kind == "b64u":
        return chars(rng, "b64u", rng.randint(24, 43))
    if kind == "b62long":
        return chars(rng, "b62", rng.randint(40, 64))
    return chars(rng, "b62", rng.randint(20, 32))


def syntax_samples(rng: random.Random) -> Iterator[Sample]:
    for syntax in TEMPLATES["syntaxes"]:
        for var in rng.sample(NAMES, 4):
            if syntax["name"] == "xml-key-password-next-line":
                var = "PASSWORD"
            text = render(syntax["text"], secret_value(rng, var), var)
            yield Sample(syntax["path"], text, "secret", f"syntax:{syntax['name']}")


# --- credentials without a secret-named variable --------------------------------------------


def url_samples(rng: random.Random) -> Iterator[Sample]:
    contexts = TEMPLATES["url_contexts"]
    for scheme, template in TEMPLATES["url_schemes"].items():
        for _ in range(2):
            pw = chars(rng, "b62", rng.randint(12, 24))
            url = template.format(pw=pw, user=chars(rng, "hex", 8))
            if scheme == "sidekiq-gem-source":
                context = contexts[2]  # the Gemfile
            else:
                context = rng.choice([contexts[0], contexts[1], contexts[3]])
            yield Sample(context["path"], render(context["text"], url), "secret", f"keywordless:url-{scheme}")
    for _ in range(2):
        creds = f"{chars(rng, 'hex', 8)}:{chars(rng, 'hex', 8)}"
        yield Sample(
            ".bundle/config",
            f'---\nBUNDLE_GEMS__CONTRIBSYS__COM: "{s(creds)}"\n',
            "secret",
            "keywordless:bundler-credentials",
        )


def pem(rng: random.Random, kind: str) -> str:
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(300))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----\n"


def keywordless_samples(rng: random.Random) -> Iterator[Sample]:
    yield from url_samples(rng)
    for i in range(6):
        user = rng.choice(["deploy", "ci-bot", "admin", "svc-reports"])
        pw = chars(rng, "b62", rng.randint(14, 24))
        cmd = (
            f"curl -u {user}:{s(pw)} https://ci.acme.dev/job/release/build"
            if i % 2
            else f'curl --user "{user}:{s(pw)}" -X POST https://registry.acme.dev/api/v2/publish'
        )
        path = "scripts/trigger.sh" if i < 4 else "docs/release.md"
        text = f"#!/bin/sh\nset -e\n{cmd}\n" if i < 4 else f"# Releasing\n\n```bash\n{cmd}\n```\n"
        yield Sample(path, text, "secret", "keywordless:curl-user")
    for i in range(6):
        user = rng.choice(["jenkins", "api", "bot"])
        pw = rng.choice([chars(rng, "b62", rng.randint(10, 20)), weak_password(rng)])
        cmd = (
            f"curl --user={user}:{s(pw)} https://ci.acme.dev/api/json",
            f"curl -s -X POST -u '{user}:{s(pw)}' https://registry.acme.dev/v2/",
            f"curl -fsSL --user {user}:{s(pw)} https://nexus.acme.dev/repository/raw/app.tgz -o app.tgz",
        )[i % 3]
        path, text = (
            ("README.md", f"## Download\n\n```sh\n{cmd}\n```\n"),
            ("scripts/fetch.sh", f"#!/usr/bin/env bash\n{cmd}\n"),
        )[i % 2]
        yield Sample(path, text, "secret", "keywordless:curl-user-variants")
    for i in range(6):
        token = rng.choice([chars(rng, "b62", 40), chars(rng, "hex", 40), chars(rng, "b64u", 32)])
        header = rng.choice(["Authorization: Bearer ", "Authorization: token ", "X-Api-Key: ", "Authorization: Basic "])
        if header.endswith("Basic "):
            token = base64.b64encode(f"svc:{chars(rng, 'b62', 16)}".encode()).decode()
        cmd = f"curl -H '{header}{s(token)}' https://api.acme.dev/v1/reports"
        path = "Makefile" if i % 3 == 0 else ("scripts/report.sh" if i % 3 == 1 else "docs/api.md")
        text = (
            f"report:\n\t{cmd}\n"
            if path == "Makefile"
            else (f"#!/bin/sh\n{cmd}\n" if path.endswith(".sh") else f"# API\n\n```\n{cmd}\n```\n")
        )
        yield Sample(path, text, "secret", "keywordless:curl-header")
    for i in range(8):
        claims = {
            "sub": f"svc-{chars(rng, 'az', 6)}",
            "scope": rng.choice(["admin", "read write", "billing"]),
            "iat": 1710000000 + i,
        }
        token = jwt(rng, claims, rng.choice(["HS256", "RS256", "ES256"]))
        contexts = [
            ("tests-data/session.txt", f"{s(token)}\n"),
            ("src/api.ts", f'export const api = axios.create({{ headers: {{ "X-Session": "{s(token)}" }} }});\n'),
            ("requests/report.http", f"GET https://api.acme.dev/v1/report\nCookie: session={s(token)}\n"),
            ("docs/debugging.md", f"Reproduce with this session:\n\n    {s(token)}\n"),
        ]
        path, text = contexts[i % 4]
        yield Sample(path, text, "secret", "keywordless:jwt")
    for i in range(6):
        if i % 2 == 0:
            data = base64.b64encode(pem(rng, "RSA PRIVATE KEY").encode()).decode()
            field = f"    client-key-data: {s(data)}"
        else:
            field = f"    token: {s(chars(rng, 'b64u', 40) + '.' + chars(rng, 'b64u', 20))}"
        text = (
            "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://k8s.acme.dev:6443\n  name: prod\n"
            "users:\n- name: ci\n  user:\n"
            + field
            + "\ncontexts:\n- context: {cluster: prod, user: ci}\n  name: prod\n"
        )
        yield Sample(".kube/config" if i < 3 else "deploy/kubeconfig.yaml", text, "secret", "keywordless:kubeconfig")
    for kind in ("RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"):
        key = pem(rng, kind)
        yield Sample("deploy/id_key.pem", s(key.rstrip("\n")) + "\n", "secret", "keywordless:private-key")
        yield Sample(
            "README.md",
            f"# Deploy\n\nThe deploy key:\n\n```\n{s(key.rstrip(chr(10)))}\n```\n",
            "secret",
            "keywordless:private-key",
        )


# --- real passwords, however weak -----------------------------------------------------------

WEAK_WORDS = (
    "Admin",
    "admin",
    "Welcome",
    "Summer",
    "Winter",
    "dragon",
    "monkey",
    "sunshine",
    "Shadow",
    "master",
    "Secret",
    "letmein",
    "Acme",
    "Spring",
    "Root",
)


def weak_password(rng: random.Random) -> str:
    """A password someone typed: a word and a year or a few digits, `Admin_123`, `Password@1`,
    or a short one without digits."""
    kind = rng.choice(["word-digits", "word-sep-digits", "has-password", "short-letters", "leet"])
    word = rng.choice(WEAK_WORDS)
    if kind == "word-digits":
        return f"{word}{rng.choice(['2023', '2024', '2025', '123', '1', '99', '01'])}{rng.choice(['', '!', '#'])}"
    if kind == "word-sep-digits":
        return f"{word}{rng.choice('_@.-')}{rng.randint(1, 999)}"
    if kind == "has-password":
        return rng.choice(["Password", "password", "MyPassword", "Password_", "dbpassword"]) + rng.choice(
            ["@1", "2024", "!", "1!", "_prod", "42"]
        )
    if kind == "short-letters":
        return (
            word.lower() + rng.choice(["!", "?", "#", "", "$"])
            if len(word) >= 6
            else word + rng.choice(["rocks", "mode", "time"])
        )
    return rng.choice(["P@ssw0rd", "S3cur1ty", "Tr0ub4dor", "L3tm31n", "Adm1n"]) + rng.choice(["", "!", "#1", "99"])


PASSWORD_CONTEXTS = (
    ("db/seeds.rb", 'User.create!(email: "admin@acme.dev", password: "{pw}", role: :admin)\n', "seed"),
    (
        "config/database.yml",
        "production:\n  adapter: postgresql\n  username: app\n  password: {pw}\n  host: db.acme.internal\n",
        "yaml",
    ),
    (
        "App/Resources/Config.plist",
        '<plist version="1.0">\n<dict>\n\t<key>password</key>\n\t<string>{pw}</string>\n</dict>\n</plist>\n',
        "plist",
    ),
    (
        "docker-compose.yml",
        "services:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}\n",
        "compose",
    ),
    (
        "src/main/resources/application.properties",
        "spring.datasource.username=app\nspring.datasource.password={pw}\n",
        "properties",
    ),
    ("config/settings.php", "<?php\n$config['db_password'] = '{pw}';\n", "php"),
    ("ansible/group_vars/all.yml", 'mysql_user: app\nmysql_password: "{pw}"\n', "ansible"),
    ("src/config.ts", 'export const smtp = {{ user: "mailer@acme.dev", password: "{pw}" }};\n', "ts"),
    (".env", "DB_USER=app\nDB_PASSWORD={pw}\n", "dotenv"),
    ("app/settings.py", 'DATABASES = {{"default": {{"USER": "app", "PASSWORD": "{pw}"}}}}\n', "python"),
)


def password_samples(rng: random.Random) -> Iterator[Sample]:
    for path, template, name in PASSWORD_CONTEXTS:
        for _ in range(4):
            pw = weak_password(rng)
            text = template.replace("{{", "{").replace("}}", "}").replace("{pw}", s(pw))
            yield Sample(path, text, "secret", f"password:{name}")
    placeholders = (
        "changeme",
        "<password>",
        "${DB_PASSWORD}",
        "xxx",
        "xxxxxxxx",
        "your-password",
        "********",
        "{{ db_password }}",
        "%(DB_PASSWORD)s",
        "CHANGE_ME",
        "<%= ENV['DB_PASSWORD'] %>",
        "",
    )
    for i, (path, template, name) in enumerate(PASSWORD_CONTEXTS):
        for j in range(2):
            pw = placeholders[(2 * i + j) % len(placeholders)]
            text = template.replace("{{", "{").replace("}}", "}").replace("{pw}", pw)
            yield Sample(path, text, "clean", f"negative:password-placeholder-{name}")


# --- public-by-design client keys (not secrets) ---------------------------------------------


def public_key_samples(rng: random.Random) -> Iterator[Sample]:
    def neg(cls: str, path: str, text: str) -> Sample:
        return Sample(path, text, "clean", f"public:{cls}")

    for _ in range(3):
        dsn = f"https://{chars(rng, 'hex', 32)}@o{chars(rng, 'd', 6)}.ingest.sentry.io/{chars(rng, 'd', 7)}"
        yield neg("sentry-dsn", "src/sentry.ts", f'Sentry.init({{\n  dsn: "{dsn}",\n  tracesSampleRate: 0.2,\n}});\n')
        yield neg("sentry-dsn", ".env.production", f"SENTRY_DSN={dsn}\nNODE_ENV=production\n")
        yield neg(
            "sentry-dsn", "ios/App/Info.plist", f"<dict>\n\t<key>SentryDSN</key>\n\t<string>{dsn}</string>\n</dict>\n"
        )
    for _ in range(3):
        key = chars(rng, "b62", 32)
        yield neg("segment-write-key", "src/analytics.ts", f'analytics.load("{key}");\n')
        yield neg("segment-write-key", ".env", f"SEGMENT_WRITE_KEY={key}\n")
        yield neg(
            "segment-write-key",
            "src/lib/segment.ts",
            f'export const segment = new Analytics({{ writeKey: "{key}" }});\n',
        )
    for _ in range(3):
        key = chars(rng, "hex", 32)
        yield neg("amplitude-api-key", "src/amplitude.ts", f'amplitude.init("{key}", {{ defaultTracking: true }});\n')
        yield neg(
            "amplitude-api-key", "app.config.ts", f'export default {{ extra: {{ amplitudeApiKey: "{key}" }} }};\n'
        )
        yield neg(
            "mixpanel-token",
            "src/mixpanel.ts",
            f'mixpanel.init("{chars(rng, "hex", 32)}", {{ track_pageview: true }});\n',
        )
        yield neg("mixpanel-token", ".env", f"MIXPANEL_TOKEN={chars(rng, 'hex', 32)}\n")
    for _ in range(3):
        payload = (
            base64.urlsafe_b64encode(f'{{"u":"acme","a":"{chars(rng, "low", 25)}"}}'.encode()).decode().rstrip("=")
        )
        token = f"pk.{payload}.{chars(rng, 'b64u', 22)}"
        yield neg("mapbox-public", "src/map.ts", f'mapboxgl.accessToken = "{token}";\n')
        yield neg("mapbox-public", ".env", f"MAPBOX_ACCESS_TOKEN={token}\n")
    for _ in range(3):
        app, key = chars(rng, "up", 10), chars(rng, "hex", 32)
        yield neg("algolia-search-key", ".env", f"ALGOLIA_APP_ID={app}\nALGOLIA_SEARCH_API_KEY={key}\n")
        yield neg("algolia-search-key", "src/search.ts", f'export const client = algoliasearch("{app}", "{key}");\n')
        yield neg(
            "algolia-search-key",
            "docusaurus.config.js",
            f'module.exports = {{ themeConfig: {{ algolia: {{ appId: "{app}", apiKey: "{key}", indexName: "docs" }} }} }};\n',
        )
    for _ in range(3):
        api_key = "AIza" + chars(rng, "b64u", 35)
        project = f"acme-{chars(rng, 'az', 6)}"
        yield neg(
            "firebase-web-config",
            "src/firebase.ts",
            f'const firebaseConfig = {{\n  apiKey: "{api_key}",\n  authDomain: "{project}.firebaseapp.com",\n  projectId: "{project}",\n  storageBucket: "{project}.appspot.com",\n  messagingSenderId: "{chars(rng, "d", 12)}",\n  appId: "1:{chars(rng, "d", 12)}:web:{chars(rng, "hex", 22)}",\n}};\n',
        )
        yield neg(
            "firebase-web-config",
            "public/firebase-config.json",
            f'{{\n  "apiKey": "{api_key}",\n  "authDomain": "{project}.firebaseapp.com",\n  "projectId": "{project}"\n}}\n',
        )
    for _ in range(3):
        yield neg(
            "public-token-name",
            "src/config.ts",
            f'export const config = {{ publicToken: "{chars(rng, "b62", 32)}", region: "eu" }};\n',
        )
        yield neg("public-token-name", ".env", f"NEXT_PUBLIC_DATADOG_CLIENT_TOKEN=pub{chars(rng, 'hex', 32)}\n")
        yield neg(
            "public-token-name",
            "src/stripe.ts",
            f'export const stripe = loadStripe("pk_live_{chars(rng, "b62", 99)}");\n',
        )
        yield neg("public-token-name", "src/recaptcha.tsx", f'<ReCAPTCHA sitekey="6L{chars(rng, "b64u", 38)}" />\n')


# --- negatives ----------------------------------------------------------------------------

TRANSLATIONS = {
    "de": ("Passwort", "Passwort vergessen?", "Geheimer Schlüssel", "Zugriffstoken erneuern", "API-Schlüssel kopieren"),
    "fr": ("Mot de passe", "Mot de passe oublié ?", "Clé secrète", "Renouveler le jeton d'accès", "Copier la clé API"),
    "es": (
        "Contraseña",
        "¿Olvidaste tu contraseña?",
        "Clave secreta",
        "Renovar token de acceso",
        "Copiar clave de API",
    ),
    "ja": ("パスワード", "パスワードをお忘れですか？", "シークレットキー", "アクセストークンを更新", "APIキーをコピー"),
    "pt-BR": ("Senha", "Esqueceu a senha?", "Chave secreta", "Renovar token de acesso", "Copiar chave de API"),
}


def negative_samples(rng: random.Random) -> Iterator[Sample]:
    def neg(cls: str, path: str, text: str) -> Sample:
        return Sample(path, text, "clean", f"negative:{cls}")

    for lang, (pw, forgot, secret, token, key) in TRANSLATIONS.items():
        yield neg(
            "translation",
            f"locales/{lang}.json",
            f'{{\n  "password": "{pw}",\n  "forgotPassword": "{forgot}",\n  "secretKey": "{secret}",\n  "renewToken": "{token}",\n  "copyApiKey": "{key}"\n}}\n',
        )
        yield neg(
            "translation",
            f"src/i18n/{lang}.yml",
            f'auth:\n  password_label: "{pw}"\n  password_reset: "{forgot}"\n  api_key_title: "{key}"\n',
        )
    for _ in range(10):
        digest = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(48))).decode()
        yield neg(
            "sri",
            "public/index.html",
            f'<script src="https://cdn.acme.dev/app.js" integrity="sha384-{digest}" crossorigin="anonymous"></script>\n',
        )
        yield neg(
            "sri",
            "package.json",
            f'{{\n  "name": "web",\n  "dependencies": {{ "left-pad": "1.3.0" }},\n  "integrity": "sha512-{base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()}"\n}}\n',
        )
    for _ in range(10):
        yield neg(
            "hash",
            "checksums.txt",
            "".join(f"{chars(rng, 'hex', 64)}  dist/app-{v}.tar.gz\n" for v in ("1.0.0", "1.0.1")),
        )
        yield neg(
            "hash",
            "config/assets.json",
            f'{{\n  "main.js": {{ "hash": "{chars(rng, "hex", 20)}", "contentHash": "{chars(rng, "hex", 32)}" }}\n}}\n',
        )
        yield neg(
            "hash",
            "deploy/image.yaml",
            f"image: ghcr.io/acme/api@sha256:{chars(rng, 'hex', 64)}\npullPolicy: IfNotPresent\n",
        )
        yield neg(
            "hash",
            "src/cache.ts",
            f'export const CACHE_KEY = "user-profile-{chars(rng, "hex", 12)}";\nexport const etag = "W/\\"{chars(rng, "hex", 32)}\\"";\n',
        )
    for _ in range(10):
        yield neg(
            "uuid",
            "config/tenants.json",
            f'{{\n  "tenantId": "{uuid4(rng)}",\n  "clientId": "{uuid4(rng)}",\n  "subscriptionId": "{uuid4(rng)}"\n}}\n',
        )
        yield neg(
            "uuid",
            "src/flags.ts",
            f'export const EXPERIMENT_ID = "{uuid4(rng)}";\nexport const projectKey = "{uuid4(rng)}";\n',
        )
    for _ in range(10):
        sha = chars(rng, "hex", 40)
        yield neg(
            "git-sha",
            ".github/workflows/ci.yml",
            f"jobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@{sha} # v4.1.1\n      - run: npm test\n",
        )
        yield neg(
            "git-sha",
            ".pre-commit-config.yaml",
            f"repos:\n  - repo: https://github.com/psf/black\n    rev: {chars(rng, 'hex', 40)}\n    hooks:\n      - id: black\n",
        )
        yield neg(
            "git-sha",
            "src/version.ts",
            f'export const BUILD = {{ commit: "{chars(rng, "hex", 40)}", shortSha: "{sha[:7]}" }};\n',
        )
    documented = (
        (
            "aws",
            "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
        ),
        ("google", 'const map = new google.maps.Map(el, { key: "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe" });\n'),
        (
            "google-static",
            '<img src="https://maps.googleapis.com/maps/api/staticmap?center=Berlin&key=AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe">\n',
        ),
        ("stripe", 'const stripe = require("stripe")("sk_test_4eC39HqLyjWDarjtT1zdp7dc");\n'),
        (
            "jwt-io",
            "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n",
        ),
        ("slack", 'const web = new WebClient("xoxb-not-a-real-token-this-will-not-work");\n'),
    )
    for cls, text in documented:
        for path in ("src/example.ts", "docs/quickstart.md"):
            yield neg(f"documented-example-{cls}", path, text)
    fixtures = (
        'describe("login", () => {\n  it("rejects a wrong password", async () => {\n    await login("ada@example.com", "wrong-password");\n  });\n});\n',
        'const user = { email: "test@example.com", password: "hunter2" };\nexpect(validate(user)).toBe(true);\n',
        'export const TEST_TOKEN = "test-token";\nexport const apiKey = "test_api_key";\n',
        "fixtures:\n  admin:\n    username: admin\n    password: password123\n",
    )
    for i, text in enumerate(fixtures):
        yield neg("test-fixture", f"tests/fixtures/case{i}.{'yml' if text.startswith('fixtures') else 'ts'}", text)
        yield neg(
            "test-fixture", f"src/__tests__/auth{i}.test.ts", text if not text.startswith("fixtures") else f"// {text}"
        )
    for family in tokens.MALFORMED:
        for context in TEMPLATES["provider_contexts"][:2]:
            text = render(context["text"], family.make(rng), family.variable).replace(SECRET_MARK, "")
            yield neg(f"malformed-{family.name}", context["path"], text)
    placeholders = (
        "DB_PASSWORD=changeme\nSESSION_SECRET=your-secret-here\nSTRIPE_SECRET_KEY=sk_live_your-key-here\n",
        "ADMIN_PASSWORD=test_Password123\nAPI_KEY=your-key-here\nJWT_SECRET=replace-with-a-long-random-string\n",
        "OPENAI_API_KEY=<your-openai-api-key>\nGITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nREDIS_URL=redis://localhost:6379\n",
        "AWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=\nDATABASE_URL=postgres://postgres:postgres@localhost:5432/app\n",
        "SMTP_PASSWORD=Password123!\nAUTH_TOKEN=${AUTH_TOKEN}\nSENTRY_AUTH_TOKEN={{ sentry_token }}\n",
    )
    for i, text in enumerate(placeholders):
        yield neg(
            "env-example-placeholder",
            (".env.example", ".env.sample", ".env.template", "apps/api/.env.example", ".env.dist")[i],
            text,
        )
    sequential = (
        'const STRIPE_SECRET_KEY = "sk_live_1234567890abcdefghijklmnopqrstuvwxyz";\n',
        'GITHUB_TOKEN: "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"\n',
        "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\n",
        'api_key = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"\n',
        'const SECRET_KEY = "0123456789abcdef0123456789abcdef";\n',
        'password: "abcdefghijklmnopqrstuvwxyz123456"\n',
        'export const SLACK_TOKEN = "xoxb-0000000000-0000000000-xxxxxxxxxxxxxxxxxxxxxxxx";\n',
        'auth_token = "1234567890123456789012345678901234567890"\n',
    )
    for i, text in enumerate(sequential):
        yield neg(
            "sequential-fake",
            (
                "src/a.ts",
                "config/ci.yml",
                ".env",
                "app/conf.py",
                "src/b.ts",
                "config/app.yml",
                "src/slack.ts",
                "app/conf2.py",
            )[i],
            text,
        )
    not_secrets = (
        (
            "keyword-names",
            "src/table.ts",
            'export const columns = { primaryKey: "id", sortKey: "created_at_desc_index", cacheKey: "dashboard-widgets-v12" };\n',
        ),
        (
            "keyword-names",
            "src/auth/constants.ts",
            'export const TOKEN_STORAGE_KEY = "acme.auth.refreshToken";\nexport const PASSWORD_RESET_PATH = "/account/password/reset";\n',
        ),
        (
            "keyword-names",
            "config/auth.yml",
            "password_min_length: 12\npassword_policy: strong\ntoken_type: Bearer\ntoken_ttl_seconds: 3600\n",
        ),
        (
            "keyword-names",
            "src/keyboard.swift",
            'let keyboardLayoutIdentifier = "com.apple.keylayout.US"\nlet apiKeyHeader = "X-Api-Key"\n',
        ),
        (
            "env-read",
            "src/server.ts",
            "const apiKey = process.env.API_KEY;\nconst dbPassword = process.env.DB_PASSWORD ?? '';\n",
        ),
        (
            "env-read",
            "app/config.py",
            'SECRET_KEY = os.environ["SECRET_KEY"]\nDB_PASSWORD = os.getenv("DB_PASSWORD")\n',
        ),
        (
            "env-read",
            "config/secrets.go",
            'package config\n\nvar apiKey = os.Getenv("API_KEY")\nvar password string = os.Getenv("DB_PASSWORD")\n',
        ),
        ("env-read", "Makefile", "API_KEY ?= $(shell cat .secrets/api_key)\nDB_PASSWORD := $(DB_PASSWORD)\n"),
        ("env-read", "config/app.php", "<?php\n$db_password = getenv('DB_PASSWORD');\n$api_key = $_ENV['API_KEY'];\n"),
        (
            "public-key",
            ".env.production",
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51Hc7aQJ2kX9mVtR3pZ8wLq4nB6yD1fG0hK2sE5uI7oP9aW3zC8vN4mB1xT6rY2eU0iO5qS7dF\nNEXT_PUBLIC_POSTHOG_KEY=phc_k3Jd9Lq2Xv8Rt5Pz7Nw4Mc1BvX9\n",
        ),
        (
            "public-key",
            "src/search.ts",
            'const searchClient = algoliasearch("4HJ8RT2K3L", "c2f8e1a9b7d64f30a5e9c1b2d3f4a5b6"); // search-only key\n',
        ),
        (
            "public-key",
            "src/supabase.ts",
            'export const supabase = createClient("https://kqwfrdnbkqxpdzghtylu.supabase.co", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imtxd2ZyZG5ia3F4cGR6Z2h0eWx1Iiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAxNTU3NjAwMH0.Pq7rT2vX5zB8dF1hJ4lN6pR9tV3xZ5bD8fH0jL2nQ4s");\n',
        ),
        (
            "url-placeholder",
            "config/database.yml",
            "development:\n  url: postgres://postgres:postgres@localhost:5432/app_dev\ntest:\n  url: <%= ENV['DATABASE_URL'] %>\n",
        ),
        (
            "url-placeholder",
            "docker-compose.yml",
            "services:\n  api:\n    environment:\n      DATABASE_URL: postgres://${DB_USER}:${DB_PASSWORD}@db:5432/app\n      REDIS_URL: redis://redis:6379\n",
        ),
        (
            "url-placeholder",
            "docs/deploy.md",
            "Connect with `mongodb+srv://<user>:<password>@cluster0.mongodb.net/app`.\n",
        ),
        (
            "curl-variable",
            "scripts/call.sh",
            '#!/bin/sh\ncurl -u "$CI_USER:$CI_TOKEN" https://ci.acme.dev/api\ncurl -H "Authorization: Bearer $API_TOKEN" https://api.acme.dev/v1/me\n',
        ),
        (
            "curl-variable",
            "docs/api.md",
            "```\ncurl -H 'Authorization: Bearer <token>' https://api.acme.dev/v1/me\ncurl -u admin:<password> https://ci.acme.dev\n```\n",
        ),
        (
            "kubeconfig-exec",
            ".kube/config",
            "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: "
            + base64.b64encode(
                b"-----BEGIN CERTIFICATE-----\n"
                + bytes(rng.getrandbits(8) for _ in range(200))
                + b"\n-----END CERTIFICATE-----\n"
            ).decode()
            + "\n    server: https://k8s.acme.dev\n  name: prod\nusers:\n- name: ci\n  user:\n    exec:\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]\n",
        ),
        (
            "env-without-secret",
            ".env",
            "PORT=3000\nNODE_ENV=development\nAPI_URL=http://localhost:4000\nLOG_LEVEL=debug\n",
        ),
        (
            "env-without-secret",
            ".env.local",
            "NEXT_PUBLIC_API_URL=https://api.acme.dev\nNEXT_PUBLIC_SENTRY_DSN=https://8f3c2b1a9d7e4f60a5b4c3d2e1f0a9b8@o123456.ingest.sentry.io/4505\n",
        ),
        (
            "env-without-secret",
            "apps/web/.env.production.local",
            "FEATURE_FLAGS=search,billing\nCDN_URL=https://cdn.acme.dev\n",
        ),
        (
            "data-uri",
            "src/icons.ts",
            f'export const logo = "data:image/png;base64,{base64.b64encode(bytes(rng.getrandbits(8) for _ in range(120))).decode()}";\n',
        ),
        (
            "markdown-placeholder",
            "README.md",
            "## Configuration\n\n```bash\nexport API_KEY=your-api-key\nexport DB_PASSWORD=<password>\nexport SECRET_KEY=changeme\n```\n",
        ),
        (
            "markdown-placeholder",
            "docs/getting-started.md",
            "Set `password: <your password>` and `api_key: YOUR_API_KEY` in `config.yml`.\n",
        ),
        ("public-cert", "certs/ca.pem", pem(rng, "CERTIFICATE")),
        ("public-key-pem", "keys/signing.pub.pem", pem(rng, "PUBLIC KEY")),
    )
    for cls, path, text in not_secrets:
        yield neg(cls, path, text)
    for _ in range(6):
        yield neg(
            "ids",
            "src/analytics.ts",
            f'init({{ measurementId: "G-{chars(rng, "up", 10)}", appId: "1:{chars(rng, "d", 12)}:web:{chars(rng, "hex", 22)}" }});\n',
        )
        yield neg(
            "ids",
            "app.json",
            f'{{\n  "expo": {{ "slug": "acme", "extra": {{ "eas": {{ "projectId": "{uuid4(rng)}" }} }} }}\n}}\n',
        )


# --- real app files (negatives) -------------------------------------------------------------

REAL_COMMIT = "4872083c044491b6d5c96ae134a75464f96d6831"  # excalidraw/excalidraw, pinned
REAL_SUFFIXES = (".json", ".ts", ".tsx", ".md", ".yml", ".yaml", ".scss", ".html")


def _git(git_dir: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, check=False)


def real_paths(git_dir: str) -> list[str]:
    """Every translation file, and every 3rd other text file under 200 kB (sorted, so stable)."""
    listing = _git(git_dir, "ls-tree", "-r", "-l", REAL_COMMIT).stdout.decode().splitlines()
    sized = [(line.split("\t", 1)[1], int(line.split()[3])) for line in listing if line.split()[3].isdigit()]
    texts = sorted(p for p, size in sized if size < 200_000 and p.endswith(REAL_SUFFIXES) and "__snapshots__" not in p)
    locales = [p for p in texts if "/locales/" in p]
    others = [p for p in texts if "/locales/" not in p]
    return locales + others[::3]


def real_samples(git_dir: str | None) -> Iterator[Sample]:
    if not git_dir:
        return
    for path in real_paths(git_dir):
        blob = _git(git_dir, "show", f"{REAL_COMMIT}:{path}")
        if blob.returncode == 0:
            yield Sample(path, blob.stdout.decode("utf-8", "replace"), "clean", "real:excalidraw")


# --- writing and the manifest ---------------------------------------------------------------


def all_samples(real_repo: str | None) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for make in (
        provider_samples,
        syntax_samples,
        keywordless_samples,
        negative_samples,
        password_samples,
        public_key_samples,
    ):
        out.extend(make(rng))
    # the families added unseen (issue 24) draw from their own seed, so that every sample above
    # keeps the text it had before they were added
    out.extend(provider_samples(random.Random(UNSEEN_SEED), tokens.UNSEEN))
    out.extend(real_samples(real_repo))
    return out


# The tuning/test split, drawn once before any tuning (issue 26) and recorded in the manifest's
# `split` column: the unit is a sample's class (a provider family, a syntax, a kind of
# negative), so that a family's samples all fall in one half; real-app files are split one by
# one. Rules are tuned on `tuning` rows only; `test` rows are scored at the end.
SPLIT_SEED = 2612


def split_of(samples: list[Sample]) -> dict[str, str]:
    """Each unit's half; the generated classes, the families added unseen (issue 24) and the
    real files are three pools drawn apart by the same rule, so that the split of one pool does
    not depend on another (the first pool's halves are those drawn before the second existed)."""
    halves: dict[str, str] = {}
    for pool in ("generated", "unseen", "real"):
        units = sorted({unit(x) for x in samples if pool_of(x) == pool})
        random.Random(SPLIT_SEED).shuffle(units)
        halves.update({u: ("tuning" if i < len(units) // 2 else "test") for i, u in enumerate(units)})
    return halves


UNSEEN_CLASSES = frozenset(f"provider:{family.name}" for family in tokens.UNSEEN)


def pool_of(sample: Sample) -> str:
    if sample.cls.startswith("real:"):
        return "real"
    return "unseen" if sample.cls in UNSEEN_CLASSES else "generated"


def unit(sample: Sample) -> str:
    return f"{sample.cls}:{sample.path}" if sample.cls.startswith("real:") else sample.cls


def write(out: Path, samples: list[Sample]) -> list[tuple[str, str, str, str, str, str]]:
    rows = []
    halves = split_of(samples)
    for i, sample in enumerate(samples, 1):
        text, lines = sample.rendered()
        rel = f"s{i:04d}/{sample.path}"
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        data = text.encode()
        target.write_bytes(data)
        rows.append((rel, sample.label, sample.cls, lines, hashlib.sha256(data).hexdigest()[:16], halves[unit(sample)]))
    return rows


def manifest_text(rows: list[tuple[str, str, str, str, str, str]]) -> str:
    head = "path\tlabel\tclass\tlines\tsha256_16\tsplit\n"
    return head + "".join("\t".join(r) + "\n" for r in rows)


def matches_manifest(rows: list[tuple[str, str, str, str, str, str]]) -> bool:
    """The generated rows are the manifest's (real-app rows only when they were generated)."""
    lines = MANIFEST.read_text().splitlines()[1:]
    recorded = [tuple(line.split("\t")) for line in lines]
    if not any(r[2].startswith("real:") for r in rows):
        recorded = [r for r in recorded if not r[2].startswith("real:")]
    return recorded == [tuple(r) for r in rows]


def generate(out: Path, real_repo: str | None) -> list[tuple[str, str, str, str, str, str]]:
    if out.exists():
        import shutil

        shutil.rmtree(out)
    out.mkdir(parents=True)
    return write(out, all_samples(real_repo))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--real-repo", help="git directory of a fetched excalidraw/excalidraw snapshot")
    parser.add_argument("--write-manifest", action="store_true", help="rewrite the checked-in manifest")
    args = parser.parse_args()
    rows = generate(args.out, args.real_repo)
    if args.write_manifest:
        MANIFEST.write_text(manifest_text(rows))
    elif not matches_manifest(rows):
        print("generated corpus differs from bench/secrets/manifest.tsv (rerun with --write-manifest)", file=sys.stderr)
        return 1
    positives = sum(r[1] == "secret" for r in rows)
    print(f"{len(rows)} samples ({positives} secret, {len(rows) - positives} clean) in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
