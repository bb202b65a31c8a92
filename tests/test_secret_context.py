"""A value its own line calls a stand-in (in files that do not ship) is not a secret."""

from __future__ import annotations

import base64
import json

import pytest

from secure_lint.matchers.secret import not_settings_file
from secure_lint.matchers.secret_context import (
    credential_of_sample_service,
    declared_stand_in,
    documented_request,
    local_service_credential,
    names_its_key,
    own_secret_of_a_test_run,
    placeholder_text,
    public_by_design,
    sent_to_local_machine,
    stated_not_secret,
)

VALUE = "whsec_6f9f3a63705c44206ca655813bf91b61"


def _judge(line: str) -> bool:
    start = line.index(VALUE)
    return declared_stand_in(f"first line\n{line}\nlast line", start + 11, start + 11 + len(VALUE))


@pytest.mark.parametrize(
    "line",
    [
        f'  secret: "{VALUE}", // dummy secret',
        f'const FAKE_STRIPE_SECRET = "{VALUE}";',
        f'const mockWebhookSecret = "{VALUE}"',
        f'"example_secret": "{VALUE}",',
        f"export STRIPE_WEBHOOK_SECRET={VALUE}  # not a real secret",
        f'secret = "{VALUE}"  /* placeholder for the signing tests */',
    ],
)
def test_a_declared_stand_in_is_recognised(line: str) -> None:
    assert _judge(line)


@pytest.mark.parametrize(
    "line",
    [
        f'const webhookSecret = "{VALUE}";',
        f'const hook = {{ secret: "{VALUE}", url: "https://api.example.com/hooks" }};',
        f'const samplerSecret = "{VALUE}"; // rotated monthly',
        f'it("signs with the example payload", () => sign("{VALUE}"));',
        f'secret: "{VALUE}", // see the examples below',
    ],
)
def test_other_words_on_the_line_say_nothing(line: str) -> None:
    assert not _judge(line)


def test_a_comment_line_right_above_the_value_declares_it_too() -> None:
    """A unit test's note on the statement it precedes; a comment two lines up, or a test's
    title, says nothing about the value."""
    token = "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"
    note, test = "// token is randomly generated and not real\n", "it('accepts a fine-grained token', () => {\n"
    above = f"{test}  {note}  const token = '{token}'\n"
    assert declared_stand_in(*_at(above, token))
    two_up = f"{note}{test}  const token = '{token}'\n"
    assert not declared_stand_in(*_at(two_up, token))
    titled = f"it('accepts a fake-looking token', () => {{\n  const token = '{token}'\n"
    assert not declared_stand_in(*_at(titled, token))


def _at(text: str, value: str) -> tuple[str, int, int]:
    start = text.index(value)
    return text, start, start + len(value)


@pytest.mark.parametrize(
    "text",
    [
        '// This is not actually a secret key, it\'s just a string we XOR with\nconst XOR_SECRET_KEY = "VALUE";',
        'const XOR_SECRET_KEY = "VALUE"; // not a secret: a public mask',
        "# not sensitive: the demo tenant's public key\nDEMO_API_KEY=VALUE",
        "ALBY_CLIENT_SECRET=VALUE # this says secret, but it's not and doesn't need to be.",
    ],
)
def test_a_comment_that_says_not_a_secret_is_believed(text: str) -> None:
    assert stated_not_secret(*_at(text, "VALUE"))


@pytest.mark.parametrize(
    "text",
    [
        '// Reporting key, rotated quarterly; not a shared secret store yet\nconst KEY = "VALUE";',
        '// not a secret\n\nconst KEY = "VALUE";',  # two lines up: about something else
        'const notASecret = false;\nconst KEY = "VALUE";',
        "WEBHOOK_SECRET=VALUE # the old secret, but it is not rotated yet",
    ],
)
def test_other_comments_are_not(text: str) -> None:
    assert not stated_not_secret(*_at(text, "VALUE"))


@pytest.mark.parametrize(
    "text",
    [
        'env:\n  QSTASH_URL: "http://127.0.0.1:8080"\n  QSTASH_TOKEN: "VALUE"\n',
        "OIDC_CLIENT_SECRET=VALUE\nOIDC_ISSUER=http://localhost:9011\n",
        "REDIS_PASSWORD=VALUE\nREDIS_HOST=host.docker.internal\n",
    ],
)
def test_a_credential_of_a_local_service(text: str) -> None:
    assert local_service_credential(*_at(text, "VALUE"))


@pytest.mark.parametrize(
    "text",
    [
        'env:\n  UPSTASH_REDIS_REST_URL: "https://eu1-lynx.upstash.io"\n  UPSTASH_REDIS_REST_TOKEN: "VALUE"\n',
        "QSTASH_TOKEN=VALUE\nAPP_URL=http://localhost:3000\n",  # another service is local, not this one
        "DATABASE_PASSWORD=VALUE\nDATABASE_HOST=localhost.acme.dev\n",
    ],
)
def test_a_credential_of_another_service(text: str) -> None:
    assert not local_service_credential(*_at(text, "VALUE"))


STRIPE = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"


@pytest.mark.parametrize(
    "code",
    [
        f"export const key = '{STRIPE}'; // not a secret, a test double\n",
        f"// This is not actually a secret key, just a string we XOR with\nexport const key = '{STRIPE}';\n",
    ],
)
def test_a_note_in_shipped_code_records_the_key_as_suppressed(code: str, tree, run_cli) -> None:
    """Issue 25 #9: the comment does not drop a live key silently: the finding is suppressed,
    the comment its reason, in the JSON report and in the baseline."""
    root = tree({"src/config.ts": code})
    result = run_cli("scan", "--format", "json", cwd=root)
    assert result.exit_code == 0, result.output
    (finding,) = json.loads(result.stdout)["findings"]
    assert (finding["rule_id"], finding["disposition"]) == ("secrets.stripe-secret-key", "suppressed")
    assert finding["disposition_reason"].startswith("a comment in the code says: ")
    assert "not" in finding["disposition_reason"] and STRIPE[4:] not in result.stdout
    assert run_cli("baseline", "create", "-o", "baseline.json", cwd=root).exit_code == 0
    (entry,) = json.loads((root / "baseline.json").read_text())["findings"]
    assert (entry["rule_id"], entry["disposition"]) == ("secrets.stripe-secret-key", "suppressed")
    assert entry["reason"] == finding["disposition_reason"]


def test_a_note_in_a_test_file_still_drops_the_value(tree, run_cli) -> None:
    root = tree({"tests/config.test.ts": f"export const key = '{STRIPE}'; // not a secret\n"})
    result = run_cli("scan", "--format", "json", cwd=root)
    assert json.loads(result.stdout)["findings"] == []


# --- public-by-design client keys ------------------------------------------------------------

KEY = "c5a1e9f3b7d24e6a8c0b2d4f6e8a1c3b"


def _public(text: str, value: str = KEY) -> bool:
    start = text.index(value)
    return public_by_design(text, start, start + len(value))


@pytest.mark.parametrize(
    "text",
    [
        f'export const config = {{ publicToken: "{KEY}" }};',
        f"SEGMENT_WRITE_KEY={KEY}",
        f'analytics.load("{KEY}");',
        f'amplitude.init("{KEY}", {{ defaultTracking: true }});',
        f"MIXPANEL_TOKEN={KEY}",
        f"ALGOLIA_SEARCH_API_KEY={KEY}",
        f'recaptchaSiteKey: "{KEY}"',
        f"SENTRY_DSN={KEY}",
    ],
)
def test_public_by_design_keys_are_recognised(text: str) -> None:
    assert _public(text)


@pytest.mark.parametrize(
    "text",
    [
        f"AMPLITUDE_SECRET_KEY={KEY}",
        f"MIXPANEL_API_SECRET={KEY}",
        f"ALGOLIA_ADMIN_API_KEY={KEY}",
        f'const apiKey = "{KEY}";',
        f"SEGMENT_ACCESS_TOKEN={KEY}",
    ],
)
def test_the_secrets_beside_them_are_not(text: str) -> None:
    assert not _public(text)


def test_a_firebase_web_config_api_key_is_public_but_not_a_lone_gcp_key() -> None:
    key = "AIzaSyC8k3Jd9Lq2Xv8Rt5Pz7Nw4Mc1BvX9QeT0"
    config = f'const firebaseConfig = {{\n  apiKey: "{key}",\n  authDomain: "acme.firebaseapp.com",\n}};\n'
    assert _public(config, key)
    assert not _public(f'const maps = {{ apiKey: "{key}" }};\n', key)


def test_a_read_only_nx_cloud_token_is_public_but_not_a_read_write_one() -> None:
    """nx.json's nxCloudAccessToken: its payload names the access it grants."""
    read = base64.b64encode(b"0c1e5a7b-3f2d-4e8a-9b6c-1d2e3f4a5b6c|read").decode()
    write = base64.b64encode(b"0c1e5a7b-3f2d-4e8a-9b6c-1d2e3f4a5b6c|read-write").decode()
    assert _public(f'{{\n  "nxCloudAccessToken": "{read}",\n  "npmScope": "acme"\n}}\n', read)
    assert not _public(f'{{\n  "nxCloudAccessToken": "{write}"\n}}\n', write)
    assert not _public(f'{{\n  "accessToken": "{read}"\n}}\n', read)


def test_a_name_is_read_from_the_end_of_a_megabyte_line() -> None:
    """A minified bundle's one line: the name right before the key is found, and what lies
    further back is not searched (it was, once, quadratically: a hostile file hung the scan)."""
    bundle = "var d='" + "x" * 900_000 + "';"
    assert _public(f'{bundle}var c={{publishableKey:"{KEY}"}};\n')
    assert not _public(f'{bundle}var c={{secretKey:"{KEY}"}};\n')
    assert not declared_stand_in(bundle + KEY, len(bundle), len(bundle) + len(KEY))


# --- Google keys of mobile clients, notifier keys ---------------------------------------------

GOOGLE_KEY = "AIzaQw7Lm2XpZ9rTk4Vn8Bs1Hd6Jf3Gc0Ye5Ua2"


@pytest.mark.parametrize(
    "text",
    [
        # google-services.json, whatever the file is called: known by its content
        f'{{"client": [{{"client_info": {{"mobilesdk_app_id": "1:73:android:5c"}},\n'
        f'  "api_key": [{{"current_key": "{GOOGLE_KEY}"}}]}}]}}',
        f"<dict>\n<key>API_KEY</key>\n<string>{GOOGLE_KEY}</string>\n<key>GOOGLE_APP_ID</key>\n</dict>",
        f'<meta-data\n  android:name="com.google.android.geo.API_KEY"\n  android:value="{GOOGLE_KEY}"/>',
        f'GMSServices.provideAPIKey("{GOOGLE_KEY}")',
        f'bugsnag.Configure(bugsnag.Configuration{{\n  APIKey: "{KEY}",\n}})',
    ],
)
def test_keys_every_build_of_a_client_ships_are_public(text: str) -> None:
    assert _public(text, GOOGLE_KEY if GOOGLE_KEY in text else KEY)


@pytest.mark.parametrize(
    "text",
    [
        f'const translate = new Translate({{ key: "{GOOGLE_KEY}" }});',
        f'<meta-data android:name="dev.acme.TRANSLATE_KEY" android:value="{GOOGLE_KEY}"/>',
        f'{{"project_info": {{"project_id": "acme"}}, "server_key": "{GOOGLE_KEY}"}}',
    ],
)
def test_a_google_key_elsewhere_is_not(text: str) -> None:
    assert not _public(text, GOOGLE_KEY)


# --- what a value stands for: placeholder text, its own name, a request to this machine -------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f'<Input placeholder="{KEY}" />', True),
        (f'const field = {{ passwordHint: "{KEY}" }};', True),
        (f'<Input placeholder="Token" defaultValue="{KEY}" />', False),
    ],
)
def test_placeholder_text(text: str, expected: bool) -> None:
    assert placeholder_text(text, text.index(KEY)) is expected


def test_a_constant_naming_itself_is_not_a_password() -> None:
    text = "export const events = {\n  E2E_SEC_COPY_PASSWORD: 'e2e_sec_copy_password',\n};"
    assert names_its_key(text, text.index("e2e_sec"), "e2e_sec_copy_password")
    other = "export const db = { DB_PASSWORD: 'db_password_2024' };"
    assert not names_its_key(other, other.index("db_password_2024"), "db_password_2024")


def test_a_key_spelled_by_case_names_itself_a_single_word_does_not() -> None:
    case = '    case watch2BlePassword = "Watch2BlePassword"'
    assert names_its_key(case, case.index('"') + 1, "Watch2BlePassword")
    same = '    static let relayPassword1 = "relayPassword1"'
    assert names_its_key(same, same.index('"') + 1, "relayPassword1")
    word = "  password: 'password'"
    assert not names_its_key(word, word.index("'") + 1, "password")
    other = '    case relayPassword = "RelayPass2Kq8v"'
    assert not names_its_key(other, other.index('"') + 1, "RelayPass2Kq8v")


def _local(text: str, value: str = "CiTest1234!") -> bool:
    start = text.index(value)
    return sent_to_local_machine(text, start, start + len(value))


def test_a_command_continued_over_lines_is_read_whole() -> None:
    command = (
        "curl -sS -X POST \\\n"
        '  "http://localhost:3000/api/auth/sign-up/email" \\\n'
        '  -H "Content-Type: application/json" \\\n'
        """  -d '{"password":"CiTest1234!"}' \\\n"""
        "  | tee /tmp/out\n"
    )
    assert _local(command)
    assert _local("// http://localhost:3000/invitation?token=CiTest1234!\n")
    remote = command.replace("http://localhost:3000", "https://staging.acme.dev")
    assert not _local(remote)
    # a local URL on a command of its own, after the one holding the value, says nothing of it
    assert not _local("""curl -d '{"password":"CiTest1234!"}' https://api.acme.dev\ncurl http://localhost:1/\n""")


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("src/languages/es_419.json", True),
        ("app/i18n/locales/de.json", True),
        ("public/locales/zh-Hans.json", True),
        ("config/pt_BR.yml", True),
        ("i18n.lock", True),
        ("pnpm-lock.yaml", True),
        ("app.json", False),
        ("config/db.json", False),
        ("config/production.json", False),
        ("src/es.ts", False),
        ("config/de.toml", True),
        ("config/fr.properties", True),
        ("data/fr.JSON", False),  # a locale's table is named in lower case
        ("src/messages/errors.ts", True),
    ],
)
def test_files_whose_names_are_not_settings(path: str, expected: bool) -> None:
    assert not_settings_file(path) is expected


def test_an_algolia_key_sent_to_the_search_network_is_a_search_key() -> None:
    search = f'new Api("https://79frdp12pn-dsn.algolia.net/1/indexes/*", {{\n  "x-algolia-api-key": "{KEY}",\n}});'
    assert _public(search)
    write = f'new Api("https://79frdp12pn.algolia.net/1/indexes/movies/batch", {{\n  "x-algolia-api-key": "{KEY}"}});'
    assert not _public(write)


CI_ENV = """\
env:
  NODE_ENV: test
  DATABASE_URL: postgres://postgres:password@localhost:5432/app_test
  SECRET_KEY: {value}
  SENTRY_AUTH_TOKEN: {value}
jobs:
  deploy:
    env:
      NODE_ENV: production
      SECRET_KEY: {value}
"""


def test_the_apps_own_secret_of_a_test_run() -> None:
    text = CI_ENV.format(value=KEY)
    own, token, deploy = (i for i in range(len(text)) if text.startswith(KEY, i))
    assert own_secret_of_a_test_run(text, own)
    assert not own_secret_of_a_test_run(text, token)  # a hosted service's token
    assert not own_secret_of_a_test_run(text, deploy)  # another job's mapping, not a test run


BROWSER_KEY = "AIzaSyB0z7qLm3Kd9XwP4rT6vN2cH8jF1gS5eYu"


@pytest.mark.parametrize(
    ("text", "public"),
    [
        (f'<!DOCTYPE html>\n<html><script>ytcfg.set({{"KEY":"{BROWSER_KEY}"}});</script></html>\n', True),
        (f'<!-- saved page -->\n<html lang="en"><script>k = "{BROWSER_KEY}";</script></html>\n', True),
        # a fragment included into a template is not a page a browser loads as it stands
        (f'<div><script>fetch("https://translation.googleapis.com/?key={BROWSER_KEY}");</script></div>\n', False),
        (f'const key = "{BROWSER_KEY}";\n', False),
    ],
)
def test_a_google_key_in_an_html_page_is_a_browser_key(text: str, public: bool) -> None:
    start = text.index(BROWSER_KEY)
    assert public_by_design(text, start, start + len(BROWSER_KEY)) is public


SAMPLE_TOKEN = "PkPVKMzbmXgeQDlJWb0WXYvsIk3JvZyadURud2cSTdMia6hUbQ"


@pytest.mark.parametrize(
    ("text", "sample"),
    [
        (f"```yaml\ntoken: {SAMPLE_TOKEN}\nurl: https://api.example.com/status/\n```\n", True),
        (f"```bash\nTOKEN={SAMPLE_TOKEN}\n\nSERVER=http://localhost:8080\n```\n", True),
        (f"<pre><code>TOKEN={SAMPLE_TOKEN}\nSERVER=http://127.0.0.1:8080</code></pre>\n", True),
        (f"```yaml\ntoken: {SAMPLE_TOKEN}\nurl: https://status.acme-ops.io/\n```\n", False),
        (f"```yaml\ntoken: {SAMPLE_TOKEN}\nurl: http://localhost:3001\nmirror: https://acme-ops.io\n```\n", False),
        (f"```sh\nAUTH_TOKEN={SAMPLE_TOKEN} npm start\n```\n", False),  # no host: judged as any value
        (f"url: https://api.example.com/\ntoken: {SAMPLE_TOKEN}\n", False),  # not a code sample
        (f"```\nfirst\n```\n\ntoken: {SAMPLE_TOKEN} https://api.example.com\n", False),  # after the fence
    ],
)
def test_a_credential_of_a_documented_sample_service(text: str, sample: bool) -> None:
    assert credential_of_sample_service(text, text.index(SAMPLE_TOKEN)) is sample


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an argument of a command-line HTTP request: a header, the URL's query, a continued line
        (f'curl -H "Authorization: Bearer {SAMPLE_TOKEN}" https://api.acme-ops.io/v1/me', True),
        (f"$ curl 'https://api.acme-ops.io/v1/me?access_token={SAMPLE_TOKEN}'", True),
        (f"curl -X POST https://api.acme-ops.io/v1/m \\\n  -H 'X-Auth-Token: {SAMPLE_TOKEN}' \\\n  -d '{{}}'", True),
        (f'wget --header="Authorization: Token {SAMPLE_TOKEN}" https://api.acme-ops.io/export', True),
        (f"http POST https://api.acme-ops.io/v1/me Authorization:'Bearer {SAMPLE_TOKEN}'", True),
        (f"Run `curl -H 'Authorization: Bearer {SAMPLE_TOKEN}' https://api.acme-ops.io/v1/me`.", True),
        # not in a request: a command that starts the app, an assignment, a request on another line
        (f"AUTH_TOKEN={SAMPLE_TOKEN} npm start", False),
        (f"export AUTH_TOKEN={SAMPLE_TOKEN}", False),
        (f"curl https://api.acme-ops.io/v1/me\nAUTH_TOKEN={SAMPLE_TOKEN}", False),
        (f"token: {SAMPLE_TOKEN} # then curl it", False),
        (f"the curl token is {SAMPLE_TOKEN}", False),
    ],
)
def test_a_credential_of_a_documented_request(text: str, expected: bool) -> None:
    start = text.index(SAMPLE_TOKEN)
    assert documented_request(text, start, start + len(SAMPLE_TOKEN)) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an argument of a call spread over lines, whose URL argument is on the local machine
        ('await Seed.Post(client, "http://localhost:3001/api/messages",\n    "CiTest1234!", body);', True),
        ('post(\n  "CiTest1234!",\n  "http://127.0.0.1:8080/login"\n);', True),
        # the same call to a remote host, and a value in an object literal passed to the call
        ('await Seed.Post(client, "https://chat.acme.io/api/messages",\n    "CiTest1234!", body);', False),
        ('connect("http://localhost:6379", {\n  password: "CiTest1234!",\n});', False),
        # not inside a call at all
        ('const url = "http://localhost:3000";\nconst password = "CiTest1234!";', False),
    ],
)
def test_an_argument_of_a_call_to_the_local_machine(text: str, expected: bool) -> None:
    assert _local(text) is expected


GUEST = 'const tokenURL = "https://api.x.example/1.1/guest/activate.json";\n'
ANONYM = 'const u = "https://api.vk.example/method/auth.getAnonymToken";\n'
SECRET = 'const clientSecret = "Kq7Xv2Lp9Rt4Zm8Nc3Wb6Hs1";\n'
BEARER = 'const headers = { authorization: "Bearer Kq7Xv2Lp9Rt4Zm8Nc3Wb6Hs1" };'


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (GUEST + BEARER, True),
        (ANONYM + SECRET, True),
        # the same file also exchanges authorization codes: the secret is the app's own
        (GUEST + SECRET + 'body.set("grant_type", "authorization_code");', False),
        ('const u = "https://api.x.example/2/tweets";\n' + BEARER, False),
        # another credential in the same file is no client's: an account's API key
        (GUEST + 'const apiKey = "Kq7Xv2Lp9Rt4Zm8Nc3Wb6Hs1";', False),
    ],
)
def test_a_credential_that_only_gets_anonymous_tokens_is_public(text: str, expected: bool) -> None:
    start = text.index("Kq7X")
    assert public_by_design(text, start, start + 24) is expected
