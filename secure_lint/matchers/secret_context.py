"""What the code around a secret-shaped value says about it.

Everywhere: a comment that states the value is not a secret (`// This is not actually a
secret key, it's just a string that we XOR with...`), on the value's line or the line above.

In files that do not ship (tests, fixtures, docs, CI), two more:
- a declared stand-in: the comment on the value's line or a comment line right above it, or the
  name it is assigned to, calls it one (`secret: "whsec_6f9f...", // dummy secret`,
  `FAKE_STRIPE_KEY = ...`; dummy, fake, mock, example, sample, placeholder, bogus, "not a real
  ..."). Only those comments and that name count: a URL on the same line
  (`https://api.example.com`) or a test's title says nothing about the token next to it, and a
  real key leaked into a test without such a note is still reported;
- a credential of a service the same file runs on the local machine: `QSTASH_TOKEN` next to
  `QSTASH_URL: http://127.0.0.1:8080`, `OIDC_CLIENT_SECRET` next to `OIDC_ISSUER=http://localhost:9011`
  (the published defaults of a local dev server, a walkthrough's local identity provider), or
  in a Compose file at a container of the same stack (`AUTHENTIK_HOST: "http://authentik:9000"`);
- the app's own secret in a mapping that sets a test environment: `SECRET_KEY` beside
  `NODE_ENV: test` in a CI job's env, which only the job's test instance signs with.

And everywhere: a client key that is public by design, by the name it is assigned to or the
call it is passed to: a publishable, anon, site, write or search-only key, a `publicToken`, a
Sentry DSN (its legacy `https://<key>:<secret>@sentry.io/<project>` form too: the name the URL is
given counts), the project keys analytics SDKs send with every event (Segment, Amplitude,
Mixpanel, Countly...), a Cloudflare Web Analytics beacon's site token (the `data-cf-beacon`
attribute every page view sends), Meta's client token (embedded in app builds next to the app id), the
`apiKey` of a Firebase web config. Their providers document them as safe to
ship; the secrets beside them (`AMPLITUDE_SECRET_KEY`, `MIXPANEL_API_SECRET`, an Algolia admin
key) keep other names and are still reported. Google API keys of mobile clients are the same:
the `AIza` key of a Firebase client config (google-services.json, GoogleService-Info.plist,
whatever the file is called: known by its content) and the Maps SDK key of an Android manifest's
meta-data or `GMSServices.provideAPIKey` are shipped inside every app build and restricted to
the app's package or bundle. A Google key in an HTML page (a page of the app, a web page saved
as a fixture) is sent to every browser that loads it: a browser key, which Google documents as
public and restricts by HTTP referrer. A Google key anywhere else is still reported. So are Bugsnag
notifier keys, which only submit error reports, and Algolia keys sent to its search-only hosts
(`<app>-dsn.algolia.net`). So is an Nx Cloud access token whose own payload says it is
read-only (`<id>|read`): Nx documents committing it to nx.json, and it reads a build cache of code
that is public; a read-write one (`|read-write`) could poison that cache and is still reported.
And a client credential whose file uses it only to get a guest or anonymous token (`POST
https://api.x.com/1.1/guest/activate.json` with a web client's bearer token, `auth.getAnonymToken`
with a public app's client id and secret): what it obtains is what every anonymous visitor of
that client gets, so it is the public client's, shipped to everyone; a file that also exchanges
codes, refresh tokens or client credentials (`grant_type=`, `/oauth/token`) is still reported.
So is an app's own OAuth client secret compiled into its shipped mobile or desktop client: anyone
can extract it and present it as the app (RFC 8252 section 8.5: a native app is a public client
and should use PKCE, not a secret); the production apps' judges counted 4 of 4 such findings true.

And everywhere, two more things a value is not: the placeholder text of an input (`placeholder=`,
`hint:`: the example a form shows its user), and a value sent only to the local machine (a token
in a `http://localhost:3000/...?token=` URL, a password in a command whose URL is `localhost`,
backslash-continued lines included): a developer's local account, meaningless elsewhere. The
same holds for a credential in a documented code sample (a Markdown fence, an HTML `<pre>`)
whose every host is the local machine, a private network's address (RFC 1918: a widget's
example pointing at `http://192.168.1.106:3691`) or a name reserved for examples (example.com,
*.test: RFC 2606 and 6761): the sample's own service, which does not exist anywhere else.
On a documentation page (docs/, README and other Markdown), a value known only by its name or
the JWT shape in a sample request (`curl -H "Authorization: JWT eyJ..." https://...`, wget,
HTTPie) is the sample's: an API reference shows where the reader's own token goes (on the read
apps, 0 of 41 generic findings on documentation pages were judged true). A provider's format
is still reported there.
In code too, a credential in a nested mapping whose service hosts (`url:`, `host:`,
`endpoint:`) are all names reserved for examples (`{url: "https://hec.example.com/...", token:
...}`, a generator of documentation events) is a sample's, whether or not the file ships. And a
token in a status badge's image URL (`.../project_badges/measure?...&token=`, `badge.svg?token=`,
shields.io) only reads the badge, which the README shows to everyone by design.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator

import regex

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.patterns import line_bounds
from secure_lint.matchers.plist_paths import dict_path

STAND_IN_WORDS = frozenset(
    {"dummy", "fake", "faked", "fakes", "mock", "mocked", "example", "sample", "placeholder", "bogus"}
)
STAND_IN_PHRASE = regex_on_first_use(r"(?i)\bnot\s+(?:a\s+)?(?:real|valid|live)\b|\bmade[ -]up\b")
NOT_A_SECRET = regex_on_first_use(
    r"(?i)\bnot\s+(?:actually\s+|really\s+)?(?:a\s+|an\s+)?(?:secret|credential|sensitive|confidential)\b"
    # "this says secret, but it's not": the name says secret, the comment denies it
    r"|\b(?:secret|credential)\b[^\n]{0,30}?\bbut\s+(?:it\s+is|it'?s)\s+not\b(?=\s*(?:$|[.,;:!)]|and\b|--))"
)
# a comment after the value, opened after a space or the value's closing quote/comma (not `https://`)
TRAILING_COMMENT = regex_on_first_use(r"""(?:^|(?<=[\s,;)\]}"'`]))(?://|#|/\*|<!--)\s*(?P<note>.*)$""")
COMMENT_LINE = regex_on_first_use(r"^\s*(?://|#|/?\*|<!--)\s*(?P<note>.*)$")
# the name the value is assigned to, right before it: `name = "`, `"name": '`, `name: `, `name => '`
ASSIGNED_NAME = regex_on_first_use(r"""(?P<name>[A-Za-z_][\w.-]*)["']?\s*(?::=|=>|[:=])\s*["'`]?$""")
# how far before a value its name, or the call it is passed to, is looked for: a bound that keeps
# each search linear on a line of megabytes (minified code, a generated data file)
NAME_WINDOW = 256
WORD = regex_on_first_use(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # camelCase, snake_case and kebab-case words
LOOPBACK = r"(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1\]|host\.docker\.internal)"
ADDRESS_NAME = r"(?i:[\w]*(?:URL|URI|HOST|ISSUER|ENDPOINT|SERVER|ADDR|ADDRESS)[\w]*)"


def _says_stand_in(text: str) -> bool:
    words = {w.lower() for w in WORD().findall(text)}
    return not STAND_IN_WORDS.isdisjoint(words) or STAND_IN_PHRASE().search(text) is not None


def _trailing_note(text: str, end: int, line_end: int) -> str:
    comment = TRAILING_COMMENT().search(text[end:line_end])
    return comment.group("note") if comment is not None else ""


def _text_before(text: str, line_start: int, start: int) -> str:
    return text[max(line_start, start - NAME_WINDOW) : start]


def _assigned_name(text: str, line_start: int, start: int) -> str:
    assigned = ASSIGNED_NAME().search(_text_before(text, line_start, start))
    return assigned.group("name") if assigned is not None else ""


def stated_not_secret(text: str, start: int, end: int) -> bool:
    """True when a comment on the value's line, or a comment line right above it, says the
    value is not a secret."""
    return not_secret_note(text, start, end) is not None


def not_secret_note(text: str, start: int, end: int) -> str | None:
    """The comment on the value's line, or the comment line right above it, that says the
    value is not a secret (shipped code records it as the reason of a suppression)."""
    line_start, line_end = line_bounds(text, start, max(start, end - 1))
    note = _trailing_note(text, end, line_end)
    if NOT_A_SECRET().search(note):
        return note.strip()
    above = _comment_above(text, line_start)
    return above.strip() if NOT_A_SECRET().search(above) else None


def _comment_above(text: str, line_start: int) -> str:
    """The note of a comment line right above the value's line, else ''."""
    if line_start == 0:
        return ""
    above_start, above_end = line_bounds(text, line_start - 1, line_start - 1)
    above = COMMENT_LINE().match(text[above_start:above_end])
    return above.group("note") if above is not None else ""


# the heading of a commented example (`## Example:`, `# For example`, `# e.g.:`), the whole note
EXAMPLE_HEADING = regex_on_first_use(r"(?i)^(?:for\s+)?(?:examples?|e\.g\.)\s*:?\s*(?:-+\s*)?$")
# a note that the value below it is no longer in use
RETIRED_NOTE = regex_on_first_use(
    r"(?i)\b(?:deprecated|revoked|expired|obsolete|invalidated|no\s+longer\s+(?:used|valid))\b"
)
COMMENT_BLOCK_LINES = 20  # how far up a commented-out value's comment block is read


def commented_out_example_or_retired(text: str, start: int) -> bool:
    """A value on a comment line (commented out, so in effect nowhere) whose comment block is
    headed as an example (a Helm chart's `## Example:` block documenting an option), or whose
    comment line right above says it is deprecated, revoked or expired."""
    line_start, line_end = line_bounds(text, start, start)
    if COMMENT_LINE().match(text[line_start:line_end]) is None:
        return False
    for i, note in enumerate(_comment_block_above(text, line_start)):
        if EXAMPLE_HEADING().match(note.strip("#/* -=")) is not None or (i == 0 and RETIRED_NOTE().search(note)):
            return True
    return False


def _comment_block_above(text: str, line_start: int) -> Iterator[str]:
    """The notes of the comment lines right above a line, nearest first, up to the block's start."""
    for _ in range(COMMENT_BLOCK_LINES):
        if line_start == 0:
            return
        above_start, above_end = line_bounds(text, line_start - 1, line_start - 1)
        comment = COMMENT_LINE().match(text[above_start:above_end])
        if comment is None:
            return
        yield comment.group("note")
        line_start = above_start


def declared_stand_in(text: str, start: int, end: int) -> bool:
    """True when the comment on the value's line or a comment line right above it (`// token is
    randomly generated and not real`), or the name it is assigned to, says the value is a
    stand-in (dummy, fake, example...)."""
    line_start, line_end = line_bounds(text, start, max(start, end - 1))
    if _says_stand_in(_trailing_note(text, end, line_end)) or _says_stand_in(_comment_above(text, line_start)):
        return True
    return _says_stand_in(_assigned_name(text, line_start, start))


# what a file's opening comment says of the secrets below it: a test setup's, not production's
TEST_SECRETS_HEADER = regex_on_first_use(
    r"(?i)\btest(?:ing)?[ \t]+(?:secrets?|keys?|credentials?|certificates?|passwords?)\b"
    r"|\bnot[ \t]+(?:secure|safe|meant|intended)[ \t]+for[ \t]+production\b"
)
HEADER_LINES = 40


def declared_test_setup(text: str) -> bool:
    """True when the file's opening comment block (its comment lines before the first other line)
    says the secrets it holds are test ones (`# This configuration uses static test secrets and is
    NOT secure for production!` atop a local identity provider's config): the author's statement
    that every value below is a stand-in, as a comment right above one value says of it."""
    header = []
    for line in text.split("\n", HEADER_LINES)[:HEADER_LINES]:
        if not line.strip():
            continue
        if COMMENT_LINE().match(line) is None:
            break
        header.append(line)
    return TEST_SECRETS_HEADER().search("\n".join(header)) is not None


def local_service_credential(text: str, start: int, end: int) -> bool:
    """True when the value is assigned to `PREFIX_...` and the same file points a `PREFIX_...URL`
    (HOST, ISSUER, ENDPOINT...) at the local machine, or, in a Compose file, at a service the file
    itself runs (`AUTHENTIK_HOST: "http://authentik:9000"`: a container of the same stack)."""
    line_start, _ = line_bounds(text, start, start)
    name = _assigned_name(text, line_start, start).lstrip(".")
    prefix = name.split("_", 1)[0] if "_" in name else ""
    if len(prefix) < 3:
        return False
    hosts = "|".join([LOOPBACK, *(regex.escape(service) for service in compose_services(text))])
    address = regex.compile(
        rf"""(?<![\w]){regex.escape(prefix)}_{ADDRESS_NAME}["']?\s*[:=]\s*["']?"""
        rf"""(?:[a-z][a-z0-9+.-]*://)?(?:[^@\s/"']*@)?(?:{hosts})(?![\w.-])"""
    )
    return address.search(text) is not None


COMPOSE_SERVICES = regex_on_first_use(r"(?m)^services:[ \t]*\n((?:[ \t]+.*\n|[ \t]*\n)*)")
COMPOSE_SERVICE = regex_on_first_use(r"(?m)^( +)([A-Za-z0-9][\w.-]*):[ \t]*$")


def compose_services(text: str) -> list[str]:
    """The services a Compose file defines (the keys one level under `services:`)."""
    block = COMPOSE_SERVICES().search(text)
    if block is None:
        return []
    keys = COMPOSE_SERVICE().findall(block.group(1))
    indent = min((len(spaces) for spaces, _ in keys), default=0)
    return [key for spaces, key in keys if len(spaces) == indent]


# names of client keys published by design (in any case and separator style)
PUBLIC_KEY_NAME = regex_on_first_use(
    r"""(?ix)(?<![a-z])(?:
        (?:public|publishable|anon|site|write|browser|client[_.-]?side)[_.-]?(?:api[_.-]?)?(?:key|token)
        |search[_.-]?(?:only[_.-]?)?(?:api[_.-]?)?key
        |dsn
        |(?:amplitude|mixpanel|segment|heap|posthog|rudder(?:stack)?|fullstory|hotjar|plausible|countly)
         [_.-]?(?:browser[_.-]?|project[_.-]?|web[_.-]?|app[_.-]?)?(?:api[_.-]?key|key|token|write[_.-]?key)
        |facebook[_.-]?client[_.-]?token
        # crash and error reporters' client keys, embedded in every build to submit reports:
        # Instabug's app token, Raygun's API key, Rollbar's post_client_item token
        |instabug[_.-]?(?:app[_.-]?)?token|raygun[_.-]?(?:api[_.-]?)?key
        # and Bugsnag's notifier key (its personal auth token, `BUGSNAG_AUTH_TOKEN`, stays a secret)
        |bugsnag[_.-]?(?:notifier[_.-]?|api[_.-]?)?(?:key|token)
        |(?:rollbar[_.-]?client|(?:rollbar[_.-]?)?post[_.-]?client[_.-]?item)[_.-]?(?:access[_.-]?)?token
    )$"""
)
# a Datadog client token (browser RUM and logs, mobile SDKs): `pub` and 32 hex digits, which only
# submits data (Datadog documents it as safe in clients; API and application keys have no prefix)
DATADOG_CLIENT_TOKEN = regex_on_first_use(r"pub[0-9a-f]{32}")
# the query of an image a document shows (`<img src=...>`, `<source srcset=...>`, Markdown `![..](...)`): every
# reader's browser fetches it, so a token there (a star-history chart's sealed_token, a badge's token) is
# published by whoever wrote the page, made to be seen
PUBLISHED_IMAGE_URL = regex_on_first_use(
    r"""(?i)(?:<(?:img|source)\b[^>]*\b(?:src|srcset)\s*=\s*["']?|!\[[^\]]*\]\()https?://[^\s"'()<>]*\?[^\s"'()<>]*$"""
)
# a New Relic browser license key (`NRBR-` and hex): the browser agent's snippet sends it from every
# page, and it only accepts browser monitoring data (the ingest and user keys are NRAK-/NRII-/40 hex)
NEW_RELIC_BROWSER_KEY = regex_on_first_use(r"NRBR-[0-9a-f]{17,32}")
# what precedes the password of a URL with credentials: its scheme and user
URL_BEFORE_PASSWORD = regex_on_first_use(r"[a-z][a-z0-9+.-]{1,30}://[^\s:@/?#'\"`]{0,64}:$")
CAMEL_HUMP = regex_on_first_use(r"(?<=[a-z0-9])(?=[A-Z])")
# calls that take a public key as their first argument
PUBLIC_KEY_CALL = regex_on_first_use(
    r"""(?i)(?:\b(?:analytics|amplitude|mixpanel|posthog|heap|segment)\.(?:load|init)|\bloadStripe|\binitAmplitude)\(\s*["'`]$"""
)
# a Firebase web app's config: the apiKey next to the app's other public identifiers
FIREBASE_WEB_CONFIG = regex_on_first_use(r"\b(?:authDomain|messagingSenderId|storageBucket)\b")
# a Firebase client config file, by its content: google-services.json (Android) names the project
# and the app's mobilesdk_app_id; GoogleService-Info.plist (iOS) the GOOGLE_APP_ID
FIREBASE_CLIENT_FILE = regex_on_first_use(r""""mobilesdk_app_id"\s*:|<key>\s*GOOGLE_APP_ID\s*</key>""")
# the Maps SDK key of an Android app (manifest meta-data) or an iOS app: restricted to the app
# an HTML page, by its opening (a doctype or the html element, after a BOM, a comment or an XML
# declaration): every script in it is sent to each browser that loads it
HTML_PAGE = regex_on_first_use(r"(?i)^\ufeff?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)\b")
MOBILE_MAPS_KEY = regex_on_first_use(
    r"""com\.google\.android\.(?:geo|maps\.v2)\.API_KEY["']?[^>]{0,200}$|\b(?:GMSServices|GMSPlacesClient)\.provideAPIKey\(\s*["]?$"""
)
# the key parameter of a Maps URL only a browser loads: the Maps Embed API (an iframe's src) and
# the Maps JavaScript API (a script's src). Every viewer's browser receives the key; Google
# documents these keys as restricted to the site's HTTP referrers, not kept secret
BROWSER_MAPS_URL = regex_on_first_use(
    r"(?:google\.com/maps/embed/v1/|maps\.googleapis\.com/maps/(?:embed/v1/|api/js\?))[^\s'\"`<>]*[?&]key=$"
)
# a key sent, in the same statement, to Algolia's search network (the `-dsn` hosts answer
# searches only): a search key, which Algolia documents as safe in browsers
ALGOLIA_SEARCH_CLIENT = regex_on_first_use(r"(?i)-dsn\.algolia\.net\b[^;]{0,400}$")
# the site token of Cloudflare Web Analytics, in its beacon script's `data-cf-beacon` attribute
# (`data-cf-beacon='{"token": "..."}'`, in HTML or JSX): every page view sends it, and it only
# records page views
CLOUDFLARE_BEACON = regex_on_first_use(
    r"""(?i)\bdata-cf-beacon\s*=\s*[{'"][^;<>]{0,120}?\btoken\\?["']?\s*:\s*\\?["'`]$"""
)
# an error-reporting notifier key, in its client's configuration call
NOTIFIER_CONFIG = regex_on_first_use(r"(?i)\bbugsnag\.(?:Configure|Configuration|start|init)\b[^;]{0,200}$")
# Crash reporters' client keys, where their SDK reads them (documented: each is embedded in every
# build of the app, and lets a holder submit crash reports only; Fabric's build secret, which
# uploads symbols, is another value). An Info.plist dictionary the SDK
# reads (Fabric/Crashlytics: `Fabric` > `APIKey`; Bugsnag: `bugsnag` > `apiKey`), by that
# dictionary's name and the key in it:
SDK_PLIST_KEYS = {"fabric": "apikey", "bugsnag": "apikey"}
# the SDK's start call, the key its first argument (Crashlytics, Instabug's token)
SDK_START_CALL = regex_on_first_use(
    r"""(?:\bCrashlytics\.start(?:WithAPIKey\(|\(\s*withAPIKey:)|\[\s*Crashlytics\s+startWithAPIKey:"""
    r"""|\bInstabug\.start\(\s*withToken:|\[\s*Instabug\s+startWithToken:|\bInstabug\.Builder\(\s*[\w.]+\s*,)\s*@?["']$"""
    r"""|\bInstabug\.(?:init|start)\(\s*\{[^}]{0,200}?\btoken\s*:\s*["'`]$"""
)
PLIST_VALUE_KEY = regex_on_first_use(r"<key>\s*([^<]{1,80}?)\s*</key>\s*<string>\s*$")
# an input's placeholder or hint text: the example a form shows, not a value it holds
PLACEHOLDER_NAME = regex_on_first_use(r"(?i)(?:^|[_.-])?(?:placeholder|hint)(?:[_-]?text)?$")
# a URL on the local machine: the request it is part of never leaves the developer's computer
LOCAL_URL = regex_on_first_use(rf"[a-z][a-z0-9+.-]*://(?:[^@\s/\"']*@)?{LOOPBACK}(?![\w.-])")
# an npm registry credential (.npmrc) scoped to a registry on the local machine: the key names the
# registry the token is sent to (`//127.0.0.1:7001/:_authToken=...`), a scheme-relative URL
LOCAL_NPM_REGISTRY = regex_on_first_use(
    rf"(?<![\w:/])//{LOOPBACK}(?::\d{{1,5}})?(?:/[^\s:'\"]*)?:_(?:authToken|auth|password)\s*="
)


def public_by_design(text: str, start: int, end: int) -> bool:
    """True when the value is a client key its provider publishes by design, by the name it is
    assigned to, the call it is passed to, or (Firebase) the web config it is part of."""
    line_start, _ = line_bounds(text, start, start)
    before = _text_before(text, line_start, start)
    # the password of a URL (`dsn: 'https://<key>:<secret>@sentry.io/1'`): the name the URL is given
    url = URL_BEFORE_PASSWORD().search(before)
    name = _assigned_name(text, line_start, start - len(url.group()) if url else start).rsplit(".", 1)[-1]
    name = name or _plist_key(text, start)  # <key>FacebookClientToken</key> <string>...</string>
    if name and PUBLIC_KEY_NAME().search(CAMEL_HUMP().sub("_", name)):  # recaptchaSiteKey: recaptcha_Site_Key
        return True
    if PUBLIC_KEY_CALL().search(before):
        return True
    if text.startswith("AIza", start) and _public_google_key(text, line_start, start, name):
        return True
    if name.lower() == "nxcloudaccesstoken" and _read_only_nx_token(text[start:end]):
        return True
    before = text[max(0, start - 2 * NAME_WINDOW) : start]
    if any(found().search(before) is not None for found in (NOTIFIER_CONFIG, ALGOLIA_SEARCH_CLIENT, CLOUDFLARE_BEACON)):
        return True
    if _crash_reporter_client_key(text, start, before):
        return True
    if any(key().fullmatch(text, start, end) is not None for key in (DATADOG_CLIENT_TOKEN, NEW_RELIC_BROWSER_KEY)):
        return True
    if PUBLISHED_IMAGE_URL().search(text, line_start, start) is not None:
        return True
    if _client_credential(name, before) and only_gets_anonymous_tokens(text):
        return True
    return _only_sent_to_algolia_search(text, name, end)


# what a client presents as itself: its secret, or a bearer token in an Authorization header
CLIENT_CREDENTIAL_NAME = regex_on_first_use(r"(?i)^(?:client|consumer|app)[_.-]?secret$|^authorization$")
BEARER_BEFORE = regex_on_first_use(r"(?i)\bBearer\s+$")


def _client_credential(name: str, before: str) -> bool:
    """A client secret or a bearer token, by its name or header (a provider key elsewhere in
    the file, `sk_live_...`, is not one: the anonymous-token check leaves it reported)."""
    return CLIENT_CREDENTIAL_NAME().search(name) is not None or BEARER_BEFORE().search(before) is not None


# an endpoint that issues a guest or anonymous session's token: it authenticates no one
ANONYMOUS_TOKEN_URL = regex_on_first_use(
    r"""(?i)\bhttps?://[^\s'"`<>]{1,200}?(?:/guest/activate\b|[/.]getAnonym(?:ous)?Token\b"""
    r"""|/(?:guest|anonymous)[_-]?(?:token|session|auth)s?\b)"""
)
# a grant that authenticates the app or a user: a secret used for it is the app's own
AUTHENTICATING_GRANT = regex_on_first_use(
    r"(?i)\bgrant_type\b|\bauthorization_code\b|\brefresh_token\b|\bclient_credentials\b|/oauth2?/(?:access_)?token\b"
)


def only_gets_anonymous_tokens(text: str) -> bool:
    """True when the file requests a guest or anonymous token and no authenticating grant: the
    client credentials it holds buy only anonymous access (a public client's, as its web or app
    client ships them to every visitor)."""
    return ANONYMOUS_TOKEN_URL().search(text) is not None and AUTHENTICATING_GRANT().search(text) is None


def _crash_reporter_client_key(text: str, start: int, before: str) -> bool:
    """A crash reporter's client key where its SDK reads it: the SDK's dictionary of an
    Info.plist, or its start call."""
    if SDK_START_CALL().search(before) is not None:
        return True
    key = PLIST_VALUE_KEY().search(before)
    if key is None or "<plist" not in text[:4096]:
        return False
    wanted = SDK_PLIST_KEYS.get(_enclosing_plist_dict(text, start).lower())
    return wanted is not None and key.group(1).lower() == wanted


def _plist_key(text: str, start: int) -> str:
    """The `<key>` a property list's `<string>` value at `start` is stored under ("" for none)."""
    key = PLIST_VALUE_KEY().search(text[max(0, start - 2 * NAME_WINDOW) : start])
    return key.group(1) if key is not None and "<plist" in text[:4096] else ""


def _enclosing_plist_dict(text: str, start: int) -> str:
    """The key of the plist dictionary that holds `start` ("" for the top one or an array's)."""
    names = dict_path(text, start)
    return names[-1] if names else ""


def _only_sent_to_algolia_search(text: str, name: str, end: int) -> bool:
    """Whether the constant the key is assigned to is used, and used only, in statements sent
    to Algolia's search network (`fetch(`https://${APP_ID}-dsn.algolia.net/...`, {headers:
    {'X-Algolia-API-Key': API_KEY}})`): a search key, as one passed there directly."""
    if not regex.fullmatch(r"[A-Za-z_$][\w$]*", name):
        return False
    uses = [m.start() for m in regex.finditer(rf"(?<![\w$.]){regex.escape(name)}(?![\w$])", text[end:])]
    search = ALGOLIA_SEARCH_CLIENT()
    return bool(uses) and all(
        search.search(text[max(0, end + at - 2 * NAME_WINDOW) : end + at]) is not None for at in uses
    )


def _read_only_nx_token(value: str) -> bool:
    """An Nx Cloud access token is base64 of `<id>|<access>`: `read` grants cache reads only."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return False
    return decoded.rpartition("|")[2] == "read"


def _public_google_key(text: str, line_start: int, start: int, name: str) -> bool:
    """A Google API key a mobile or web client ships: the apiKey of a Firebase web config, any
    key of a Firebase client config file, any key in an HTML page (a browser key), a Maps SDK
    key of an Android manifest or iOS app."""
    if name.lower() in ("apikey", "api_key"):
        window = text[max(0, line_start - 400) : start + 600]
        if FIREBASE_WEB_CONFIG().search(window) is not None:
            return True
    if FIREBASE_CLIENT_FILE().search(text) is not None:
        return True
    if HTML_PAGE().match(text[:4096]) is not None:
        return True
    if BROWSER_MAPS_URL().search(text[max(line_start, start - NAME_WINDOW) : start]) is not None:
        return True
    return MOBILE_MAPS_KEY().search(text[max(0, start - NAME_WINDOW) : start]) is not None


# a word boundary by case inside an identifier: `bleP` in `WatchBlePassword`, `5S` in `M5Stack`
CASE_BOUNDARY = regex_on_first_use(r"[a-z0-9][A-Z]")


def names_its_key(text: str, start: int, value: str) -> bool:
    """True when the value spells the name it is assigned to as an identifier of several words,
    joined by separators or by case (`E2E_SEC_COPY_PASSWORD: 'e2e_sec_copy_password'`, `case
    watchBlePassword = "WatchBlePassword"`): a constant naming itself, a storage key. A single word
    (`password: "password"`) is no identifier's spelling: a guessable password is judged as one."""
    if not any(c in value for c in "_-.") and CASE_BOUNDARY().search(value) is None:
        return False
    line_start, _ = line_bounds(text, start, start)
    name = _assigned_name(text, line_start, start).rsplit(".", 1)[-1]
    spelled = ["".join(c for c in words.lower() if c.isalnum()) for words in (name, value)]
    return bool(spelled[0]) and spelled[0] == spelled[1]


# the app's own secret, by its name: what the app signs, encrypts or keeps sessions with
OWN_SECRET_NAME = regex_on_first_use(
    r"(?i)^(?:[A-Z0-9]+_)?(?:SECRET(?:_KEY)?(?:_BASE)?|(?:APP|JWT|SESSION|COOKIE|ENCRYPTION|SIGNING|AUTH|NEXTAUTH"
    r"|UTILS|HMAC|CSRF)_(?:SECRET|KEY)(?:_KEY)?)$"
)
# a test environment set in the same mapping: `NODE_ENV: test`, `RAILS_ENV: test`
TEST_ENVIRONMENT = regex_on_first_use(
    r"""(?im)^[ \t]*(?:-[ \t]+)?["']?(?:NODE_ENV|RAILS_ENV|RACK_ENV|APP_ENV|MIX_ENV|FLASK_ENV|DJANGO_ENV"""
    r"""|ASPNETCORE_ENVIRONMENT|ENVIRONMENT)["']?[ \t]*[:=][ \t]*["']?(?:test|testing)["']?[ \t]*(?:#.*)?$"""
)
_ON_THIS_MACHINE = regex_on_first_use(rf"(?i)(?<![\w.-]){LOOPBACK}(?![\w.-])")
MAPPING_LINES = 60  # how many lines of the value's mapping are read, each way


def own_secret_of_a_test_run(text: str, start: int) -> bool:
    """True when the value is the app's own secret (`SECRET_KEY`, `SESSION_SECRET`) set in a
    mapping that also sets a test environment (`NODE_ENV: test`) or points the app at services on
    its own machine (`POSTGRES_HOST: localhost`, a CI job's service containers): a CI job's test
    instance signs with it and nothing else does. A third party's token beside it is still judged.
    (Asked only of files that do not ship: a deployed manifest may reach a sidecar on localhost.)"""
    line_start, _ = line_bounds(text, start, start)
    name = _assigned_name(text, line_start, start)
    if OWN_SECRET_NAME().match(name) is None:
        return False
    mapping = _mapping(text, start)
    return TEST_ENVIRONMENT().search(mapping) is not None or _ON_THIS_MACHINE().search(mapping) is not None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t-"))


def _mapping(text: str, start: int) -> str:
    """The lines at the value's indentation or deeper around it, up to the key that holds them."""
    line_start, line_end = line_bounds(text, start, start)
    indent = _indent(text[line_start:line_end])
    top, bottom = line_start, line_end
    for _ in range(MAPPING_LINES):
        if top == 0:
            break
        above_start, above_end = line_bounds(text, top - 1, top - 1)
        above = text[above_start:above_end]
        if above.strip() and _indent(above) < indent:
            break
        top = above_start
    for _ in range(MAPPING_LINES):
        if bottom >= len(text):
            break
        below_start, below_end = line_bounds(text, bottom + 1, bottom + 1)
        below = text[below_start:below_end]
        if below.strip() and _indent(below) < indent:
            break
        bottom = below_end
    return text[top:bottom]


def placeholder_text(text: str, start: int) -> bool:
    """True when the value is assigned to an input's placeholder or hint (`placeholder="..."`)."""
    line_start, _ = line_bounds(text, start, start)
    return PLACEHOLDER_NAME().search(_assigned_name(text, line_start, start)) is not None


def sent_to_local_machine(text: str, start: int, end: int) -> bool:
    """True when the value's line, joined with the lines a trailing backslash continues, holds a
    URL on the local machine (`curl http://localhost:3000/... -d '{"password": ...}'`) or an npm
    registry credential scoped to a registry there (`//127.0.0.1:7001/:_authToken=...`), or the
    value is an argument of a call whose other argument is such a URL, over several lines
    (`PostAsync("http://localhost:3001/api/messages",\n    "eyJhbGciOi...")`)."""
    line = _logical_line(text, start, end)
    if LOCAL_URL().search(line) is not None or LOCAL_NPM_REGISTRY().search(line) is not None:
        return True
    arguments = _call_arguments(text, start, end)
    return arguments is not None and LOCAL_URL().search(arguments) is not None


CALL_WINDOW = 600  # how far from the value the parentheses of the call it is passed to are looked for
OPENERS = {")": "(", "]": "[", "}": "{"}


def _call_arguments(text: str, start: int, end: int) -> str | None:
    """The argument list of the call the value is passed to directly (its nearest unclosed `(`
    right after a name, to the matching `)`), else None. Brackets inside string literals are
    rare around a credential and are not told apart."""
    low = max(0, start - CALL_WINDOW)
    depth: list[str] = []
    opening = None
    for at in range(start - 1, low - 1, -1):
        c = text[at]
        if c in OPENERS:
            depth.append(OPENERS[c])
        elif c in "([{":
            if depth:
                if depth.pop() != c:
                    return None
            elif c == "(" and at > 0 and (text[at - 1].isalnum() or text[at - 1] in "_$"):
                opening = at
                break
            else:
                return None  # the value sits in a literal or a grouping first, not in the call
    if opening is None:
        return None
    close = _matching_close(text, end, min(len(text), end + CALL_WINDOW))
    return text[opening:close] if close is not None else None


def _matching_close(text: str, at: int, high: int) -> int | None:
    depth = 0
    for i in range(at, high):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return i if c == ")" else None
            depth -= 1
    return None


CONTINUED_LINES = 8  # how many backslash-continued lines a command is read over, each way
COMMAND_WINDOW = 2000  # how far from the value a command's URL is looked for (linear on huge lines)


# a fenced code sample (Markdown ``` or ~~~) and an HTML <pre> element
FENCE = regex_on_first_use(r"(?m)^[ \t]*(?:```|~~~)")
PRE_OPEN = regex_on_first_use(r"(?i)<pre\b")
PRE_CLOSE = regex_on_first_use(r"(?i)</pre\s*>")
SAMPLE_LIMIT = 4000  # how far a sample is read each way from the value
# a host in a URL or a `host:`/`url:` setting (scheme optional), up to its port or path
SAMPLE_HOST = regex_on_first_use(
    r"""(?i)(?:[a-z][a-z0-9+.-]*://(?:[^@\s/"'`<>]*@)?|\b(?:host(?:name)?|server|url|endpoint|address)"""
    r"""["']?\s*[:=]\s*["']?(?:[a-z][a-z0-9+.-]*://)?)(?P<host>\[[0-9a-f:]+\]|[a-z0-9_.-]+)"""
)
RESERVED_HOST = regex_on_first_use(
    rf"(?i)^(?:{LOOPBACK}|(?:[a-z0-9-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost))$"
)


# an address of a private network (RFC 1918) or a link-local one: a sample's service on the
# author's own LAN (`url: http://192.168.1.106:3691`), which no one outside it reaches
PRIVATE_HOST = regex_on_first_use(r"^(?:10\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])|192\.168|169\.254)\.\d{1,3}\.\d{1,3}$")


def credential_of_sample_service(text: str, start: int) -> bool:
    """True when the value is in a documented code sample (a Markdown fence, an HTML `<pre>`)
    that names hosts, all of them the local machine, a private network's address or names
    reserved for examples."""
    sample = _code_sample(text, start)
    if sample is None:
        return False
    hosts = [m.group("host").rstrip(".") for m in SAMPLE_HOST().finditer(sample)]
    return bool(hosts) and all(
        RESERVED_HOST().match(host) is not None or PRIVATE_HOST().match(host) is not None for host in hosts
    )


def credential_of_example_host(text: str, start: int) -> bool:
    """True when the value sits in a nested mapping (an object literal, a YAML block: the lines at
    its indentation, or its one line) that names its service's hosts, all of them reserved for examples
    (`{url: "https://hec.example.com/...", token: "Splunk ..."}`): a documentation sample's
    credential for a service that does not exist. A top-level file (`.env`) is not one mapping."""
    line_start, line_end = line_bounds(text, start, start)
    line = text[line_start:line_end]
    hosts = _service_hosts(line)
    if not hosts and _indent(line) > 0:
        hosts = _service_hosts(_mapping(text, start))
    return bool(hosts) and all(EXAMPLE_HOST().match(host) is not None for host in hosts)


# the host a mapping's service is reached at: a value named for it (`url:`, `baseUrl:`, `host:`,
# `endpoint:`), not any URL beside it (`docs: "https://docs.example.com"` names no service)
SERVICE_HOST = regex_on_first_use(
    r"""(?i)(?<![\w$])[\w$]*(?:url|uri|host(?:name)?|server|endpoint)["']?\s*[:=]\s*["'`]?"""
    r"""(?:[a-z][a-z0-9+.-]*://(?:[^@\s/"'`<>]*@)?)?(?P<host>\[[0-9a-f:]+\]|[a-z0-9_.-]+)"""
)
# a name RFC 2606 and 6761 reserve for examples (the local machine is judged apart)
EXAMPLE_HOST = regex_on_first_use(r"(?i)^(?:[a-z0-9-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid)$")


def _service_hosts(text: str) -> list[str]:
    return [m.group("host").rstrip(".") for m in SERVICE_HOST().finditer(text)]


# an image URL of a status badge (`sonarcloud.io/api/project_badges/measure?...&token=`,
# `codecov.io/.../badge.svg?token=`, `img.shields.io/...`): the token it carries only reads the
# badge, and the README publishes it to everyone by design
BADGE_URL = regex_on_first_use(
    r"""(?i)https?://(?:[\w-]+\.)*shields\.io/[^\s"'<>()]*$"""
    r"""|https?://[^\s"'<>()]*/(?:project_)?badges?(?:\.svg|/|\?)[^\s"'<>()]*$"""
)
BADGE_WINDOW = 600  # how far back the badge URL's start is looked for


def badge_url_token(text: str, start: int) -> bool:
    """True when the value is a query parameter of a status badge's image URL."""
    line_start, _ = line_bounds(text, start, start)
    return BADGE_URL().search(text, max(line_start, start - BADGE_WINDOW), start) is not None


def _code_sample(text: str, start: int) -> str | None:
    """The fenced block or `<pre>` element around `start`, else None."""
    low = max(0, start - SAMPLE_LIMIT)
    fences = [m.start() for m in FENCE().finditer(text, low, min(len(text), start + SAMPLE_LIMIT))]
    before = [at for at in fences if at < start]
    after = [at for at in fences if at > start]
    # inside a fence when an odd number of fences open before it (counted from the file's start)
    if before and after and len(FENCE().findall(text, 0, start)) % 2 == 1:
        return text[before[-1] : after[0]]
    opened = [m.end() for m in PRE_OPEN().finditer(text, low, start)]
    if opened:
        close = PRE_CLOSE().search(text, opened[-1], min(len(text), start + SAMPLE_LIMIT))
        if close is not None and close.start() > start and PRE_CLOSE().search(text, opened[-1], start) is None:
            return text[opened[-1] : close.start()]
    return None


# a command-line HTTP client at a command's start: curl, wget, HTTPie (`http POST ...`, `https ...`)
REQUEST_COMMAND = regex_on_first_use(
    r"(?m)(?:^|[;&|(`]|\$\()[ \t>$]*(?:sudo[ \t]+)?"
    r"(?:curl|wget|https?(?=[ \t]+(?:GET|POST|PUT|PATCH|DELETE|HEAD|-|:|[a-z]+://)))(?=[ \t])"
)


def documented_request(text: str, start: int, end: int) -> bool:
    """True when the value is an argument of a command-line HTTP request (`curl -H "Authorization:
    Bearer ..." https://...`, backslash-continued lines included) that opens before it: on a
    documentation page, the sample request of an API reference, whose credential the reader
    replaces with their own (the same request in a script or a CI job is sent as written)."""
    low, _ = _logical_bounds(text, start, end)
    return REQUEST_COMMAND().search(text, max(low, start - COMMAND_WINDOW), start) is not None


def _logical_line(text: str, start: int, end: int) -> str:
    line_start, line_end = _logical_bounds(text, start, end)
    return text[max(line_start, start - COMMAND_WINDOW) : min(line_end, end + COMMAND_WINDOW)]


def _logical_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the value's line starts and ends, joined with the lines a trailing backslash continues."""
    line_start, line_end = line_bounds(text, start, max(start, end - 1))
    for _ in range(CONTINUED_LINES):  # a line above that ends in a backslash continues onto this one
        if line_start == 0:
            break
        above_start, above_end = line_bounds(text, line_start - 1, line_start - 1)
        if not text[max(above_start, above_end - 8) : above_end].rstrip(" \t\r").endswith("\\"):
            break
        line_start = above_start
    for _ in range(CONTINUED_LINES):  # this line ends in a backslash: the next one continues it
        if line_end >= len(text) or not text[max(line_start, line_end - 8) : line_end].rstrip(" \t\r").endswith("\\"):
            break
        _, line_end = line_bounds(text, line_end + 1, line_end + 1)
    return line_start, line_end


def enclosing_lines(text: str, start: int, limit: int) -> Iterator[str]:
    """The lines that open the blocks the value at `start` is in, nearest first: by indentation, as
    YAML and indented JSON nest, each line indented less than every line between it and the value,
    among the `limit` lines above (blank and comment lines skipped)."""
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:start]
    enclosing = len(line) - len(line.lstrip())
    for above in reversed(text[:line_start].splitlines()[-limit:]):
        stripped = above.lstrip()
        indent = len(above) - len(stripped)
        if not stripped or stripped.startswith("#") or indent >= enclosing:
            continue
        yield above
        enclosing = indent
        if indent == 0:
            return
