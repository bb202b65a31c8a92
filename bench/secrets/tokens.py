# ruff: noqa: E501 -- templates of sample files are kept one per line
"""Provider credential formats, written from each provider's documented token shape.

A format is a template: literal text with `{kind:N}` fields filled with N random characters of
a kind (`b62`, `hex`, `HEX`, `b64`, `b64u`, `up`, `low`, `az`, `AZ`, `alpha`, `d`, `b32`, `bech`)
and `{uuid}`.
Formats whose providers define a checksum (GitHub, npm) are built by functions that compute it,
so that a scanner validating checksums accepts them. Each family also names the variable a
developer would plausibly store it in; the corpus puts it in files of several syntaxes.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from secure_lint.matchers.secret_checks import BECH32, bech32_polymod

B62 = string.ascii_letters + string.digits
KINDS: dict[str, str] = {
    "b62": B62,
    "hex": "0123456789abcdef",
    "HEX": "0123456789ABCDEF",
    "b64": B62 + "+/",
    "b64u": B62 + "-_",
    "up": string.ascii_uppercase + string.digits,
    "low": string.ascii_lowercase + string.digits,
    "az": string.ascii_lowercase,
    "AZ": string.ascii_uppercase,
    "alpha": string.ascii_letters,
    "d": string.digits,
    "b32": "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
    "bech": "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",
}
FIELD = re.compile(r"\{(uuid|[a-zA-Z0-9]+:\d+)\}")


def chars(rng: random.Random, kind: str, n: int) -> str:
    alphabet = KINDS[kind]
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(n))
        # a real random token of 8+ chars from a mixed alphabet has both letters and digits
        if (
            n < 8
            or kind in ("d", "az", "AZ", "alpha")
            or (any(c.isdigit() for c in value) and any(c.isalpha() for c in value))
        ):
            return value


def uuid4(rng: random.Random) -> str:
    h = chars(rng, "hex", 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def fill(template: str, rng: random.Random) -> str:
    def one(m: re.Match[str]) -> str:
        if m.group(1) == "uuid":
            return uuid4(rng)
        kind, n = m.group(1).split(":")
        return chars(rng, kind, int(n))

    return FIELD.sub(one, template)


def base62(n: int, width: int) -> str:
    digits = string.digits + string.ascii_uppercase + string.ascii_lowercase
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = digits[r] + out
    return out.rjust(width, "0")


def crc_token(prefix: str, body: int) -> Callable[[random.Random], str]:
    """GitHub's and npm's format: prefix, random base62 body, base62 CRC32 of the body (6 chars)."""

    def make(rng: random.Random) -> str:
        random_part = chars(rng, "b62", body)
        return prefix + random_part + base62(zlib.crc32(random_part.encode()), 6)

    return make


def bad_crc(make: Callable[[random.Random], str]) -> Callable[[random.Random], str]:
    """The same shape with a wrong checksum: what a hand-typed look-alike is."""

    def broken(rng: random.Random) -> str:
        token = make(rng)
        last = "A" if token[-1] != "A" else "B"
        return token[:-1] + last

    return broken


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(rng: random.Random, claims: dict[str, object], alg: str = "HS256") -> str:
    header = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    signature = b64url(bytes(rng.getrandbits(8) for _ in range(32 if alg.startswith("HS") else 256)))
    return f"{header}.{payload}.{signature}"


def _varint(n: int) -> bytes:
    out = b""
    while n >= 0x80:
        out += bytes([(n & 0x7F) | 0x80])
        n >>= 7
    return out + bytes([n])


def pypi_token(rng: random.Random) -> str:
    """A PyPI API token: `pypi-` and a base64url macaroon (v2 binary) issued for pypi.org."""
    identifier = json.dumps({"version": 1, "permissions": "user", "nonce": chars(rng, "hex", 16)}).encode()
    caveat = json.dumps([1, [chars(rng, "hex", 32)]]).encode()
    packet = b"\x02" + b"\x01\x08pypi.org" + b"\x02" + _varint(len(identifier)) + identifier + b"\x00"
    packet += b"\x02" + _varint(len(caveat)) + caveat + b"\x00\x00"
    packet += b"\x06\x20" + bytes(rng.getrandbits(8) for _ in range(32))
    return "pypi-" + b64url(packet)


def discord_bot(rng: random.Random) -> str:
    user_id = str(rng.randint(10**17, 10**19 - 1))
    return b64url(user_id.encode()) + "." + chars(rng, "b64u", 6) + "." + chars(rng, "b64u", 38)


def sentry_org(rng: random.Random) -> str:
    payload = {
        "iat": rng.randint(1.6e9, 1.8e9),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "acme",
    }
    return "sntrys_" + base64.b64encode(json.dumps(payload).encode()).decode() + "_" + chars(rng, "b64", 43)


def onepassword_service(rng: random.Random) -> str:
    """`ops_` and base64 of the service account's JSON sign-in details."""
    payload = {
        "signInAddress": "acme.1password.com",
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256"},
        "email": f"{chars(rng, 'low', 12)}@1passwordserviceaccounts.com",
        "srpX": chars(rng, "hex", 64),
        "muk": {"alg": "A256GCM", "kty": "oct", "k": chars(rng, "b64u", 43)},
        "secretKey": "A3-" + chars(rng, "up", 6),
    }
    return "ops_" + base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")


def mapbox_secret(rng: random.Random) -> str:
    payload = b64url(json.dumps({"u": "acme-maps", "a": chars(rng, "low", 25)}).encode())
    return f"sk.{payload}.{chars(rng, 'b64u', 22)}"


def supabase_service(rng: random.Random) -> str:
    ref = chars(rng, "az", 20)
    return jwt(rng, {"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1700000000, "exp": 2015576000})


def grafana_cloud(rng: random.Random) -> str:
    payload = {
        "o": str(rng.randint(100000, 999999)),
        "n": "deploy-" + chars(rng, "az", 6),
        "k": chars(rng, "b62", 24),
        "m": {"r": "prod-us-east-0"},
    }
    return "glc_" + base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()


def grafana_service_account(rng: random.Random) -> str:
    """`glsa_<32 base62>_<CRC-32 of the rest, little-endian hex>` (Grafana's satokengen)."""
    key = "glsa_" + chars(rng, "b62", 32)
    return key + "_" + zlib.crc32(key.encode()).to_bytes(4, "little").hex()


def age_identity(rng: random.Random) -> str:
    """An age identity: Bech32 (BIP 173) of 32 random bytes, part `age-secret-key-`, upper case."""
    hrp = "age-secret-key-"
    bits = "".join(f"{rng.getrandbits(8):08b}" for _ in range(32)) + "0000"
    data = [int(bits[i : i + 5], 2) for i in range(0, 260, 5)]
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    polymod = bech32_polymod(expanded + data + [0] * 6) ^ 1
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return (hrp + "1" + "".join(BECH32[d] for d in data + checksum)).upper()


def azure_storage(rng: random.Random) -> str:
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()


@dataclass(frozen=True)
class Family:
    name: str
    make: Callable[[random.Random], str]
    variable: str  # the variable a developer stores it in
    keywordless: bool = True  # the value alone identifies the provider


def _t(template: str) -> Callable[[random.Random], str]:
    return lambda rng: fill(template, rng)


def _f(name: str, template: str | Callable[[random.Random], str], variable: str, keywordless: bool = True) -> Family:
    make = _t(template) if isinstance(template, str) else template
    return Family(name, make, variable, keywordless)


FAMILIES: tuple[Family, ...] = (
    _f("aws-access-key", "AKIA{b32:16}", "AWS_ACCESS_KEY_ID"),
    _f("aws-session-key", "ASIA{b32:16}", "AWS_ACCESS_KEY_ID"),
    _f("aws-secret-key", "{b64:40}", "aws_secret_access_key", keywordless=False),
    _f("gcp-api-key", "AIza{b64u:35}", "GCP_API_KEY"),
    _f("google-oauth-secret", "GOCSPX-{b64u:28}", "GOOGLE_CLIENT_SECRET"),
    _f("azure-storage-key", azure_storage, "AZURE_STORAGE_KEY", keywordless=False),
    _f("azure-ad-client-secret", "{b62:3}8Q~{b64u:31}", "AZURE_CLIENT_SECRET"),
    _f("github-pat", crc_token("ghp_", 30), "GITHUB_TOKEN"),
    _f("github-oauth", crc_token("gho_", 30), "GH_OAUTH_TOKEN"),
    _f("github-app-user", crc_token("ghu_", 30), "GH_USER_TOKEN"),
    _f("github-app-server", crc_token("ghs_", 30), "GH_INSTALL_TOKEN"),
    _f("github-refresh", crc_token("ghr_", 30), "GH_REFRESH_TOKEN"),
    _f("github-fine-grained", "github_pat_11{up:20}_{b62:59}", "GITHUB_PAT"),
    _f("gitlab-pat", "glpat-{b64u:20}", "GITLAB_TOKEN"),
    _f("gitlab-runner", "glrt-{b64u:20}", "RUNNER_TOKEN"),
    _f("gitlab-deploy", "gldt-{b64u:20}", "GITLAB_DEPLOY_TOKEN"),
    _f("gitlab-trigger", "glptt-{hex:40}", "TRIGGER_TOKEN"),
    _f("slack-bot", "xoxb-{d:12}-{d:13}-{b62:24}", "SLACK_BOT_TOKEN"),
    _f("slack-user", "xoxp-{d:12}-{d:12}-{d:13}-{hex:32}", "SLACK_USER_TOKEN"),
    _f("slack-app", "xapp-1-A{up:10}-{d:13}-{hex:64}", "SLACK_APP_TOKEN"),
    _f("slack-config", "xoxe.xoxp-1-{b62:146}", "SLACK_CONFIG_TOKEN"),
    _f("slack-legacy-session", "xoxs-{d:12}-{d:12}-{d:13}-{hex:64}", "SLACK_SESSION"),
    _f("slack-webhook", "https://hooks.slack.com/services/T{up:10}/B{up:10}/{b62:24}", "SLACK_WEBHOOK_URL"),
    _f(
        "slack-workflow-webhook",
        "https://hooks.slack.com/workflows/T{up:10}/A{up:10}/{d:18}/{b62:24}",
        "SLACK_WORKFLOW_URL",
    ),
    _f("stripe-live-secret", "sk_live_{b62:99}", "STRIPE_SECRET_KEY"),
    _f("stripe-restricted", "rk_live_{b62:99}", "STRIPE_RESTRICTED_KEY"),
    _f("stripe-webhook", "whsec_{b62:32}", "STRIPE_WEBHOOK_SECRET"),
    _f("twilio-api-key", "SK{hex:32}", "TWILIO_API_KEY"),
    _f("sendgrid", "SG.{b64u:22}.{b64u:43}", "SENDGRID_API_KEY"),
    _f("mailgun", "key-{hex:32}", "MAILGUN_API_KEY"),
    _f("mailchimp", "{hex:32}-us{d:2}", "MAILCHIMP_API_KEY"),
    _f("openai-project", "sk-proj-{b64u:156}", "OPENAI_API_KEY"),
    _f("openai-legacy", "sk-{b62:20}T3BlbkFJ{b62:20}", "OPENAI_API_KEY"),
    _f("anthropic", "sk-ant-api03-{b64u:93}AA", "ANTHROPIC_API_KEY"),
    _f("huggingface", "hf_{alpha:34}", "HF_TOKEN"),
    _f("npm", crc_token("npm_", 30), "NPM_TOKEN"),
    _f("pypi", pypi_token, "PYPI_TOKEN"),
    _f("shopify-access", "shpat_{hex:32}", "SHOPIFY_ACCESS_TOKEN"),
    _f("shopify-shared-secret", "shpss_{hex:32}", "SHOPIFY_SHARED_SECRET"),
    _f("discord-bot", discord_bot, "DISCORD_BOT_TOKEN"),
    _f("discord-webhook", "https://discord.com/api/webhooks/{d:19}/{b64u:68}", "DISCORD_WEBHOOK"),
    _f("telegram-bot", "{d:10}:AA{b64u:33}", "TELEGRAM_BOT_TOKEN"),
    _f("digitalocean-pat", "dop_v1_{hex:64}", "DIGITALOCEAN_TOKEN"),
    _f("digitalocean-oauth", "doo_v1_{hex:64}", "DO_OAUTH_TOKEN"),
    _f("heroku", "HRKU-AA{b64u:58}", "HEROKU_API_KEY"),
    _f("square-access", "EAAA{b64u:60}", "SQUARE_ACCESS_TOKEN"),
    _f("square-oauth-secret", "sq0csp-{b64u:43}", "SQUARE_OAUTH_SECRET"),
    _f("datadog-api", "{hex:32}", "DD_API_KEY", keywordless=False),
    _f("sentry-org", sentry_org, "SENTRY_AUTH_TOKEN"),
    _f("sentry-user", "sntryu_{hex:64}", "SENTRY_AUTH_TOKEN"),
    _f("doppler", "dp.st.prd.{b62:43}", "DOPPLER_TOKEN"),
    _f("vercel", "{b62:24}", "VERCEL_TOKEN", keywordless=False),
    _f("netlify", "nfp_{b62:36}", "NETLIFY_AUTH_TOKEN"),
    _f("linear", "lin_api_{b62:40}", "LINEAR_API_KEY"),
    _f("notion", "ntn_{d:11}{b62:35}", "NOTION_TOKEN"),
    _f("notion-legacy", "secret_{b62:43}", "NOTION_API_KEY"),
    _f("atlassian", "ATATT3xFfGF0{b64u:172}={HEX:8}", "JIRA_API_TOKEN"),
    _f("dropbox", "sl.{b64u:135}", "DROPBOX_ACCESS_TOKEN"),
    _f("postman", "PMAK-{hex:24}-{hex:34}", "POSTMAN_API_KEY"),
    _f("firebase-fcm", "AAAA{b64u:7}:APA91b{b64u:134}", "FCM_SERVER_KEY"),
    _f("supabase-service-role", supabase_service, "SUPABASE_SERVICE_ROLE_KEY"),
    _f("supabase-access", "sbp_{hex:40}", "SUPABASE_ACCESS_TOKEN"),
    _f("mapbox-secret", mapbox_secret, "MAPBOX_SECRET_TOKEN"),
    _f("resend", "re_{b62:8}_{b62:24}", "RESEND_API_KEY"),
    _f("planetscale", "pscale_tkn_{b64u:43}", "PLANETSCALE_TOKEN"),
    _f("age", age_identity, "SOPS_AGE_KEY"),
    _f("grafana-service-account", grafana_service_account, "GRAFANA_TOKEN"),
    _f("grafana-cloud", grafana_cloud, "GRAFANA_CLOUD_TOKEN"),
    _f("snyk", "{uuid}", "SNYK_TOKEN", keywordless=False),
    _f("sonarqube", "sqp_{hex:40}", "SONAR_TOKEN"),
    _f("sonarqube-user", "squ_{hex:40}", "SONAR_TOKEN"),
    _f("bitbucket-app-password", "ATBB{b62:32}", "BITBUCKET_APP_PASSWORD"),
    _f("hashicorp-vault", "hvs.{b64u:90}", "VAULT_TOKEN"),
    _f("terraform-cloud", "{b62:14}.atlasv1.{b62:67}", "TFE_TOKEN"),
    _f("pulumi", "pul-{hex:40}", "PULUMI_ACCESS_TOKEN"),
    _f("databricks", "dapi{hex:32}", "DATABRICKS_TOKEN"),
    _f("new-relic-user", "NRAK-{up:27}", "NEW_RELIC_API_KEY"),
    _f("airtable", "pat{b62:14}.{hex:64}", "AIRTABLE_TOKEN"),
    _f("shippo", "shippo_live_{hex:40}", "SHIPPO_API_KEY"),
    _f("flutterwave", "FLWSECK-{hex:32}-X", "FLW_SECRET_KEY"),
    _f("razorpay", "rzp_live_{b62:14}", "RAZORPAY_KEY_ID"),
    _f("contentful", "CFPAT-{b64u:43}", "CONTENTFUL_MANAGEMENT_TOKEN"),
    _f("prefect", "pnu_{b62:36}", "PREFECT_API_KEY"),
    _f("rubygems", "rubygems_{hex:48}", "GEM_HOST_API_KEY"),
    _f("nuget", "oy2{low:43}", "NUGET_API_KEY"),
    _f("docker-hub", "dckr_pat_{b64u:27}", "DOCKERHUB_TOKEN"),
    _f("flyio", "fo1_{b64u:43}", "FLY_API_TOKEN"),
    _f("render", "rnd_{b62:32}", "RENDER_API_KEY"),
    _f("twitter-bearer", "AAAAAAAAAAAAAAAAAAAAA{b62:22}%3D{b62:50}", "TWITTER_BEARER_TOKEN"),
    _f("dynatrace", "dt0c01.{up:24}.{up:64}", "DT_API_TOKEN"),
    _f("buildkite", "bkua_{hex:40}", "BUILDKITE_API_TOKEN"),
    _f("circleci", "CCIPAT_{b62:22}_{hex:40}", "CIRCLE_TOKEN"),
    _f("alibaba", "LTAI{b62:20}", "ALIBABA_ACCESS_KEY_ID"),
    _f("tencent", "AKID{b62:32}", "TENCENT_SECRET_ID"),
    _f("tailscale", "tskey-auth-k{b62:10}CNTRL-{b62:33}", "TS_AUTHKEY"),
    _f("figma", "figd_{b64u:40}", "FIGMA_TOKEN"),
    _f("typeform", "tfp_{b62:44}_{b62:14}", "TYPEFORM_TOKEN"),
    _f("posthog-personal", "phx_{b62:43}", "POSTHOG_PERSONAL_API_KEY"),
    _f("replicate", "r8_{b62:37}", "REPLICATE_API_TOKEN"),
    _f("groq", "gsk_{b62:52}", "GROQ_API_KEY"),
    _f("perplexity", "pplx-{hex:48}", "PERPLEXITY_API_KEY"),
    _f("xai", "xai-{b62:80}", "XAI_API_KEY"),
    _f("langsmith", "lsv2_pt_{hex:32}_{hex:10}", "LANGSMITH_API_KEY"),
    _f("neon", "napi_{low:64}", "NEON_API_KEY"),
    _f("1password-service", onepassword_service, "OP_SERVICE_ACCOUNT_TOKEN"),
    _f("easypost", "EZAK{hex:54}", "EASYPOST_API_KEY"),
    _f("duffel", "duffel_live_{b64u:43}", "DUFFEL_ACCESS_TOKEN"),
    _f("adafruit", "aio_{b62:28}", "ADAFRUIT_IO_KEY"),
    _f("readme", "rdme_{low:70}", "README_API_KEY"),
    _f("frameio", "fio-u-{b64u:64}", "FRAMEIO_TOKEN"),
    _f("cloudflare-origin-ca", "v1.0-{hex:24}-{hex:146}", "CF_ORIGIN_CA_KEY"),
    _f("woocommerce", "cs_{hex:40}", "WC_CONSUMER_SECRET"),
    _f("jfrog", "AKCp{b62:69}", "ARTIFACTORY_API_KEY"),
    _f("braintree", "access_token$production${low:16}${hex:32}", "BRAINTREE_ACCESS_TOKEN"),
    _f("plaid", "access-production-{uuid}", "PLAID_ACCESS_TOKEN"),
    _f("mollie", "live_{b62:30}", "MOLLIE_API_KEY"),
    _f("launchdarkly", "api-{uuid}", "LD_API_KEY"),
    _f("ngrok", "2{b62:26}_{b62:21}", "NGROK_AUTHTOKEN", keywordless=False),
    _f("intercom", "dG9rOj{b64:54}=", "INTERCOM_ACCESS_TOKEN"),
    _f("okta", "00{b64u:40}", "OKTA_API_TOKEN", keywordless=False),
    _f("rollbar", "{hex:32}", "ROLLBAR_ACCESS_TOKEN", keywordless=False),
    _f("cloudflare-api", "{b64u:40}", "CLOUDFLARE_API_TOKEN", keywordless=False),
    _f("algolia-admin", "{hex:32}", "ALGOLIA_ADMIN_API_KEY", keywordless=False),
    _f("pinecone", "pcsk_{b62:6}_{b62:63}", "PINECONE_API_KEY"),
    _f("elevenlabs", "sk_{hex:48}", "ELEVENLABS_API_KEY"),
    _f("deepgram", "{hex:40}", "DEEPGRAM_API_KEY", keywordless=False),
    _f("mistral", "{b62:32}", "MISTRAL_API_KEY", keywordless=False),
    _f("cohere", "{b62:40}", "COHERE_API_KEY", keywordless=False),
    _f("clerk", "sk_live_{b62:40}", "CLERK_SECRET_KEY"),
    _f("paystack", "sk_live_{hex:40}", "PAYSTACK_SECRET_KEY"),
)

# Malformed look-alikes: right prefix, wrong checksum or length. Not credentials.
MALFORMED: tuple[Family, ...] = (
    _f("github-pat-bad-checksum", bad_crc(crc_token("ghp_", 30)), "GITHUB_TOKEN"),
    _f("npm-bad-checksum", bad_crc(crc_token("npm_", 30)), "NPM_TOKEN"),
    _f("github-pat-short", "ghp_{b62:20}", "GITHUB_TOKEN"),
    _f("slack-bot-truncated", "xoxb-{d:12}-{b62:8}", "SLACK_BOT_TOKEN"),
    _f("aws-key-lowercase", "AKIA{low:16}", "AWS_ACCESS_KEY_ID"),
)
