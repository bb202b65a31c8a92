"""Secret rules: a pattern whose group is the secret value, gated by entropy and allowlists.

What is not a secret, whatever the rule: placeholders (`xxx`, `example`, `changeme`,
`your_api_key`, `<TOKEN>`, `${VAR}`, `process.env.X`, `test_Password123`), values made of a
few repeated characters or of a run of sequential ones (`1234567890abcdef...`), and the
example keys providers publish in their documentation, and a value a comment states is not a
secret. In files that do not ship (tests, fixtures, docs), a value its own line calls a
stand-in (`// dummy secret`, `FAKE_KEY = ...`) or a credential of a service the file runs on
localhost is not one either (see secret_context.py), and rules with a `docs_entropy` also need
that entropy and `docs_min_length` characters. A private key beside the certificate it serves is
not one when that certificate is a local development certificate (secret_certificates.py). A
value known by its name under a Kubernetes Secret's `data:` is judged by what its base64 decodes
to (secret_encoded.py). A value known only by its name in a configuration template the user fills
in (`config.json.example`) is the template's sample; a JWT whose signature verifies with a key its
file holds or the JWT documentation prints can be minted by anyone (secret_jwt_keys.py).
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

import regex

from secure_lint.core.path_classes import is_config_template, is_documentation, is_lock_file, is_shipped
from secure_lint.matchers.alternation import split
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.glued import glued_view, to_text
from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.patterns import (
    PatternOptions,
    check_options,
    check_pattern,
    compile_pattern,
    finditer,
    group_span,
    kept_matches,
    raw_match,
)
from secure_lint.matchers.patterns import fix_field as fix_field
from secure_lint.matchers.patterns import parsed as parsed
from secure_lint.matchers.patterns import required_text as required_text
from secure_lint.matchers.patterns import whole_file as whole_file
from secure_lint.matchers.secret_certificates import key_of_development_certificate
from secure_lint.matchers.secret_checks import CHECKS, SecretCheck, expired_jwt, expired_sas, truncated_pem_key
from secure_lint.matchers.secret_context import (
    WORD,
    badge_url_token,
    commented_out_example_or_retired,
    credential_of_example_host,
    credential_of_sample_service,
    declared_stand_in,
    declared_test_setup,
    documented_request,
    local_service_credential,
    names_its_key,
    not_secret_note,
    own_secret_of_a_test_run,
    placeholder_text,
    public_by_design,
    sent_to_local_machine,
    stated_not_secret,
)
from secure_lint.matchers.secret_encoded import kms_ciphertext, kubernetes_secret_value, sops_ciphertext
from secure_lint.matchers.secret_examples import (
    api_description_example,
    builder_example,
    detector_sample,
    documented_example,
    expired_example,
    schema_example,
)
from secure_lint.matchers.secret_jwt_keys import mintable_jwt
from secure_lint.matchers.secret_local_stack import (
    DEV_SETUP_PATH,
    ci_service_container_credential,
    compose_template_service_credential,
    dev_server_secret,
    local_stack_credential,
)
from secure_lint.matchers.secret_pairs import secret_shown_protected
from secure_lint.matchers.secret_tables import row_of_identifier_table

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile


@dataclass(frozen=True, kw_only=True)
class SecretMatch(PatternOptions):
    """The reported `group` is the secret value.

    A provider rule for a format without a prefix names the provider instead (`key`, a regex of
    its name as written in a variable: `sendbird`, `sumo(?:logic)?`) and the value's shape
    (`value`: a regex with the fields `{uuid}` and `{hex:40}`, `{b62:16}`, `{b64:64}`, `{b64u:20}`,
    `{low:24}`, `{up:16}`, `{d:8,10}`); the pattern then finds that value assigned to a name
    holding the provider's name and a credential word (`key_words`, default: key, token, secret,
    password, auth...), in every assignment syntax the generic rules know (keyed_pattern). A
    written `pattern` is kept as another branch (a prefixed form of the same provider)."""

    pattern: str = ""
    key: str | None = None  # the provider's name in a variable (regex, case-insensitive)
    value: str | None = None  # the value's shape, with {uuid}/{hex:N}/... fields
    key_words: str | None = None  # credential words that end the variable name (regex)
    # a password rule for guessable passwords: keeps only values the strong bar (`entropy`, a
    # digit) turns away, and never placeholders or files that do not ship
    weak_password: bool = False
    entropy: float | None = None  # Shannon entropy (bits/char) the value must reach
    allow: list[str] = field(default_factory=list)  # regexes: a value matching one is not a secret
    check: SecretCheck | None = None  # a decoding or checksum the value must pass (matchers/secret_checks.py)
    # the stricter bar in documentation and other files that do not ship: entropy and length to reach
    docs_entropy: float | None = None
    docs_min_length: int = 16
    # a value known by the name it is assigned to (password, token, api_key), not by a provider's
    # format: not where names are not settings (a lock file's checksums, a translation table's
    # message ids), not a type (`walletPassword: Uint8Array | string`), not a value sent only to
    # the local machine (a developer's local account)
    by_name: bool = False
    # a value known by the name it is assigned to in an env file (a dotenv rule whose pattern holds
    # the names): a development server's own secret in an env file only `dev` loads is its own
    dev_env_names: bool = False
    # a value of any shape held where a credential goes (an Authorization header), no provider's
    # format either: like a by-name value, one sent only to the local machine is a local account's
    any_shape: bool = False
    # a key the team generates itself (no provider issues it): one kept in a folder or file whose
    # name calls it a test double (`mock_certificates/`, `fake-signer.pem`) is that double's key
    generated_key: bool = False
    # the key id of a pair (AWS's `AKIA...`): a regex of the name its secret goes by; an id whose
    # secret is written beside it masked or encrypted is no credential (secret_pairs.py)
    paired_secret: str | None = None


# The Matcher protocol (matchers/base.py): this module is the secret matcher (the answers it
# shares with the regex matcher are imported from patterns.py).
options_type = SecretMatch


PLACEHOLDER = regex_on_first_use(
    r"""(?ix)
    (?-i:x{4,}|X{4,})|\*{3,}|\.{3}|0{8,}|1234567|abcdef(?:gh)?ij
    |<[^>]*>|\$\{|\{\{|%\(|%s\b
    |process\.env|import\.meta\.env|env\(|getenv|secrets\.
    |^test[_-](?![a-f0-9]{32}|[A-Za-z0-9]{32})|[_-]here$
    |(?-i:^__[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*__$)  # a deploy-time substitution marker (__DB_PASS__)
    """
)
# Words that mark a stand-in: they count as a whole token of the value, or inside a token that
# reads as words (`yourApiKey`, `FAKEKEY123`), never inside a random run (`...7yourQ2...`: 67 of
# 200,000 random live-format Stripe keys were dropped as placeholders for holding `your` or `fake`).
PLACEHOLDER_WORD = regex_on_first_use(
    r"""(?ix)
    example|sample|placeholder|changeme|change[_-]?me|dummy|fake|redacted|insert|replace|qwerty
    |your|my[_-]?(?:api[_-]?)?(?:key|secret|token|password)|p[a@]ss?w[o0]rd
    |unsafe|insecure  # a value that says it must not be used (`unsafe_build_secret`, a build stage's stand-in)
    |build[_-]?time  # a build stage's stand-in (`build-time-secret`: `next build` needs the name set, not the value)
    """
)
TOKEN = regex_on_first_use(r"[A-Za-z0-9@]+")
LETTERS = regex_on_first_use(r"[A-Za-z@]+")
READS_AS_WORDS = regex_on_first_use(r"[A-Za-z@]+[0-9]{0,6}")
HEX = regex_on_first_use(r"[0-9a-f]+|[0-9A-F]+")
TYPED_WORDS = regex_on_first_use(r"[a-z]{2,}(?:[-_.][a-z]{2,})*[-_.]?[0-9]{0,6}")
# a credential issued to a subject named for testing or a demo (`testadmin-ad3b1f9d7b3f59d5`,
# `token=demo_reader-...`): outside shipped code, the documented token of a test or demo instance
TEST_SUBJECT = regex_on_first_use(r"(?i)^(?:[a-z]+=)?(?:test|demo|sandbox)[a-z]*[-_.]")
SEQUENTIAL_RUN = 6  # an ascending run this long (abcdef, 345678) is typed, not random
INTERLEAVED_RUN = 5  # letters and digits each counting up this far (a1b2c3d4e5) are typed too

# AWS's documentation writes every sample key pair with EXAMPLE in it (AKIAIOSFODNN7EXAMPLE and
# wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, AKIAI44QH8DHBEXAMPLE and je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY):
# a key id or secret ending so is one of them, never an issued key
AWS_DOCUMENTED_KEY = regex_on_first_use(r"^(?:AKIA|ASIA)[A-Z0-9]{9}EXAMPLE$|^[A-Za-z0-9/+]{30}EXAMPLEKEY$")
# Example credentials published in provider documentation (not secrets anywhere; AWS's: AWS_DOCUMENTED_KEY).
PUBLISHED_EXAMPLES = frozenset(
    {
        "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        "pk_test_TYooMQauvdEDq54NiTphI7jx",
        "xoxb-not-a-real-token-this-will-not-work",
        "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe",  # Google Maps Platform documentation
        # the Azure Storage emulator's (Azurite) well-known key of its devstoreaccount1 account
        "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
        "ghp_16C7e42F292c6912E7710c838347Ae178B4a",  # GitHub documentation
        "conta1n3rize14",  # Docker Engine API documentation: X-Registry-Config's example (mobydock)
        # jwt.io's sample token
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
        ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        # public constants a vendor builds into every copy of its client, so no account's secret:
        # Microsoft Edge's Read Aloud TrustedClientToken (every Edge browser sends it to
        # speech.platform.bing.com)
        "6A5AA1D4EAFF4E9FB37E23D68491D6F4",
        # Google reCAPTCHA's published test keys: every answer passes, for automated tests
        # (developers.google.com/recaptcha/docs/faq)
        "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
        "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
        # the Supabase CLI's local stack (`supabase start`, `supabase status -o env`): the same secret key
        # and JWT secret for every developer's machine
        "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
        "super-secret-jwt-token-with-at-least-32-characters-long",
    }
)


def shannon_entropy(value: str) -> float:
    """Bits per character."""
    if not value:
        return 0.0
    counts = Counter(value)
    size = len(value)
    return -sum(n / size * math.log2(n / size) for n in counts.values())


def entropy_bar(value: str, wanted: float) -> float:
    """The entropy a value must reach: random digits or hex carry fewer bits per character
    than mixed text, so the bar is lower for them (log2 10 = 3.3, log2 16 = 4 at best)."""
    if value.isdigit():
        return min(wanted, 2.0)
    if HEX().fullmatch(value):
        return min(wanted, 3.0)
    return wanted


# a value spelled as words joined by `-` or `_`, each a word, a word and digits, or an ordinal
# (`sk-my-openai-1st-key`, `my-super-duper-secret-string`): typed, not generated
SPELLED_WORD = r"(?:[A-Za-z]+[0-9]{0,3}|[0-9]{1,3}(?:st|nd|rd|th)?)"
SPELLED_WORDS = regex_on_first_use(rf"{SPELLED_WORD}(?:[-_]{SPELLED_WORD})+")


# a name spelled in CamelCase (`FunctionKeyKeyboardLayoutOverride`): twenty letters or more in four
# words or more, each word of three letters or more, with a vowel and no four consonants in a row;
# a generated key of letters alone (`QmWvTzKpLxRbNd`) breaks that pattern (about one in 100,000 random
# ones of 20 to 60 letters keeps it; three in four CamelCase names of app sources do)
CAMEL_WORD = regex_on_first_use(r"[A-Z][a-z]*|^[a-z]+")
UNSPOKEN = regex_on_first_use(r"[^aeiouy]{4}|^[^aeiouy]+$")
NAME_MIN_LENGTH = 20
NAME_MIN_WORDS = 4


def reads_as_a_name(value: str) -> bool:
    """Whether the value is a CamelCase name (a preference key, a type), not a generated secret."""
    if len(value) < NAME_MIN_LENGTH or not value.isascii() or not value.isalpha():
        return False
    words = CAMEL_WORD().findall(value)
    if words and len(words[0]) == 1 and words[0].islower():
        words = words[1:]  # a constant's or member's prefix (`kPreferenceKey`, `mListener`)
    return len(words) >= NAME_MIN_WORDS and all(
        len(word) >= 3 and UNSPOKEN().search(word.lower()) is None for word in words
    )


def is_placeholder(value: str) -> bool:
    if value in PUBLISHED_EXAMPLES or len(set(value)) <= 2 or is_typed_fake(value):
        return True
    if AWS_DOCUMENTED_KEY().search(value) is not None:
        return True
    if SPELLED_WORDS().fullmatch(value) and "my" in regex.split(r"[-_]", value.lower()):
        return True  # the owner's word among typed words: a stand-in for the reader's own value
    if PLACEHOLDER().search(value) is not None:
        return True
    for word in PLACEHOLDER_WORD().finditer(value):
        if "_" in word.group() or "-" in word.group():  # `my_api_key`, `change-me`: words already
            return True
        token, letters = (_around(pattern, value, word.start()) for pattern in (TOKEN(), LETTERS()))
        # a token that reads as words (`yourApiKey`, `FAKEKEY123`), or the word between digits or
        # separators (`This~Is4FAkE.53cREt`)
        spelled = word.group().lower()
        if READS_AS_WORDS().fullmatch(token) or spelled in (token.lower(), letters.lower()):
            return True
    return False


BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
BLOB_MARGIN = 24  # base64 characters the run must reach beyond the value on each side (a URL path stops sooner)


def inside_encoded_blob(text: str, start: int, end: int) -> bool:
    """Whether the value is a slice out of the middle of a longer run of base64 text (an encoded
    binary plist, an image, a serialized model: `...AAEAAG...`), glued to it by a `+` or `/`: a
    prefix such as `EAA` turns up there by chance. A URL's last path segment or a padded value
    ends where the run ends, so it is no slice."""
    before, after = start, end
    while before > 0 and text[before - 1] in BASE64_CHARS and start - before <= BLOB_MARGIN:
        before -= 1
    while after < len(text) and text[after] in BASE64_CHARS and after - end <= BLOB_MARGIN:
        after += 1
    glued = text[before:start] + text[end:after]
    return min(start - before, after - end) > BLOB_MARGIN and ("+" in glued or "/" in glued)


def _around(pattern: Any, value: str, position: int) -> str:
    """The run of `pattern` in `value` that holds `position`."""
    return next((m.group() for m in pattern.finditer(value) if m.start() <= position < m.end()), "")


def is_typed_fake(value: str) -> bool:
    """Sequential or repeated characters: `1234567890abcdef`, `abcdefghijkl`, `a1a1a1a1a1a1`,
    or letters and digits counting up in step (`a1b2c3d4e5f6`)."""
    body = value.rsplit("_", 1)[-1] if len(value.rsplit("_", 1)[-1]) >= 12 else value
    if len(body) >= 12 and len(set(body)) <= 4:
        return True
    if _longest_run(body) >= SEQUENTIAL_RUN:
        return True
    # each character typed several times over, counting up (`00001111...eeeeffff`)
    collapsed = regex.sub(r"(.)\1+", r"\1", body)
    if len(collapsed) * 2 <= len(body) and _longest_run(collapsed) >= SEQUENTIAL_RUN:
        return True
    letters = "".join(c for c in body if c.isalpha())
    digits = "".join(c for c in body if c.isdigit())
    return min(_longest_run(letters), _longest_run(digits)) >= INTERLEAVED_RUN


def _longest_run(text: str) -> int:
    """The longest run of characters each one above the last (`abc`, `345`)."""
    longest = run = 1 if text else 0
    for previous, current in zip(text, text[1:], strict=False):
        run = run + 1 if ord(current) - ord(previous) == 1 else 1
        longest = max(longest, run)
    return longest


def _passes_docs_bar(options: SecretMatch, value: str) -> bool:
    """In documentation a value must look generated: long, dense, and mixing character classes
    (documented defaults such as `devservice123` mix two), or be a long hex key; and not be
    issued to a test or demo subject (`testadmin-ad3b1f9d7b3f59d5`)."""
    if options.docs_entropy is None:
        return True
    if len(value) < options.docs_min_length or shannon_entropy(value) < entropy_bar(value, options.docs_entropy):
        return False
    if TYPED_WORDS().fullmatch(value):  # devrustfs-service123: words and a number someone typed
        return False
    if is_keyboard_walk(value):  # Qweasdyxcv!2: keys pressed along the keyboard's rows
        return False
    if TEST_SUBJECT().match(value):
        return False
    return _character_classes(value) >= 3 or (len(value) >= 32 and HEX().fullmatch(value) is not None)


# the rows of a keyboard (QWERTY, and QWERTZ/AZERTY's own bottom and top rows) and its digits:
# a run along one, either way, is keys pressed in order, not a generated value
KEYBOARD_ROWS = ("1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "qwertzuiop", "yxcvbnm", "azertyuiop", "wxcvbn")
KEYBOARD_RUN = 3  # keys in a row this long count as one press along the keyboard
KEYBOARD_LETTERS = 6  # a walk has at least this many letters


def _keyboard_run(text: str, start: int) -> int:
    """The length of the longest run along a keyboard row that starts at `start`."""
    longest = 0
    for row in KEYBOARD_ROWS:
        for line in (row, row[::-1]):
            size = 0
            while start + size < len(text) and text[start : start + size + 1] in line:
                size += 1
            longest = max(longest, size)
    return longest


def is_keyboard_walk(value: str) -> bool:
    """Letters typed in runs along the keyboard's rows (`qweasdzxc`, `Qweasdyxcv!2`, `asdfgh123`):
    a password someone made up at the keyboard for a local account, with the digits and symbols
    a password form asks for after it. A value of a generator does not fall into such runs."""
    letters = regex.sub(r"[^a-z0-9]", "", value.lower())
    core = letters.rstrip("0123456789")
    if sum(c.isalpha() for c in core) < KEYBOARD_LETTERS:
        return False
    position = 0
    while position < len(core):
        run = _keyboard_run(core, position)
        if run < KEYBOARD_RUN:
            return False
        position += run
    return True


# what a file's own name calls a test double: words of the stand-in list that name a double, not
# an example (`example.ts`, `sample-config.json` hold an example of a real setting as often as not)
STAND_IN_FILE_WORDS = frozenset({"dummy", "fake", "faked", "fakes", "mock", "mocked", "mocks", "bogus"})
# the environment file of a CI or test stack (`ci.env`, `.env.test`, `e2e.env`), as the compose
# files that load it (`docker-compose.ci.yml`, not shipped: path_classes.py): the containers a test
# run creates and discards. A value known only by its name there (a secret key, the stack's
# database password) guards nothing that outlives the run; a provider's key format is reported
TEST_STACK_ENV = regex_on_first_use(
    r"(?:^|/)(?:ci|test|testing|e2e)\.env$|(?:^|/)\.env\.(?:ci|test|testing|e2e)(?:\.local)?$"
)


def stand_in_file(path: str) -> bool:
    """The file's own name calls what it holds a test double (`fake-user.ts`, `MockCredentials.swift`,
    `dummy_keys.json`): the values named password or token there are a fake account's, as a
    `FAKE_KEY = ...` name says of its own value. Only by-name rules: a provider's key format is
    reported in any file."""
    stem = path.rsplit("/", 1)[-1].split(".", 1)[0]
    return not STAND_IN_FILE_WORDS.isdisjoint(w.lower() for w in WORD().findall(stem))


def stand_in_path(path: str) -> bool:
    """A folder of the path or the file's own name calls what it holds a test double
    (`common/src/mock_certificates/dsc.key`, `__mocks__/signer.ts`, `FakeKeys.swift`)."""
    *folders, name = path.split("/")
    names = [*folders, name.split(".", 1)[0]]
    return any(not STAND_IN_FILE_WORDS.isdisjoint(w.lower() for w in WORD().findall(n)) for n in names)


def _context_says_not_secret(text: str, start: int, end: int, shipped: bool) -> bool:
    """A comment says the value is not a secret, or its mapping's hosts are all example hosts;
    or, where the code does not ship, the value is
    a declared stand-in, a credential of a service the file runs locally, or the app's own secret
    of a test run (secret_context.py)."""
    if stated_not_secret(text, start, end) or commented_out_example_or_retired(text, start):
        return True
    if credential_of_example_host(text, start):
        return True
    if shipped:
        return False
    return (
        declared_stand_in(text, start, end)
        or _stand_in_elsewhere(text, start, end)
        or declared_test_setup(text)
        or local_service_credential(text, start, end)
        or own_secret_of_a_test_run(text, start)
    )


def _stand_in_elsewhere(text: str, start: int, end: int) -> bool:
    """The same value is declared a stand-in at another place of the file (`mock_access_key_id =
    "AKIA..."` above the mocked response that repeats it)."""
    value = text[start:end]
    at = text.find(value)
    while at != -1:
        if at != start and declared_stand_in(text, at, at + len(value)):
            return True
        at = text.find(value, at + 1)
    return False


def _character_classes(value: str) -> int:
    return sum(
        any(test(c) for c in value) for test in (str.islower, str.isupper, str.isdigit, lambda c: not c.isalnum())
    )


def not_settings_file(path: str) -> bool:
    """A lock file (names of packages or messages with versions and checksums), a translation
    table (message ids and the text shown for them) or a secret scanner's baseline (detect-secrets'
    `.secrets.baseline`: the SHA-1 `hashed_secret` of each value it was told to accept): names there
    are not settings. (A provider-format rule still reads them.)"""
    return is_lock_file(path) or is_translation(path) or path.rsplit("/", 1)[-1] == ".secrets.baseline"


def is_translation(path: str) -> bool:
    """In a translations folder, in a translation format, or a data file named for a locale."""
    if TRANSLATION_PATH().search(path) is not None:
        return True
    return path.endswith(LOCALE_TABLE_SUFFIXES) and LOCALE_TABLE().search(path) is not None


# a type after the value in code: `walletPassword: Uint8Array | string`, `token: Buffer & Brand`
TYPE_OPERATOR_AFTER = regex_on_first_use(r"[ \t]*[|&][ \t]*[A-Za-z_({\[]")
# a declaration's type annotation before the value (Swift, TypeScript, Kotlin): what follows
# `let privateKey:` is a type (`Curve25519.Signing.PrivateKey`), never a value
TYPE_ANNOTATION_BEFORE = regex_on_first_use(r"\b(?:let|var|const|val)[ \t]+[A-Za-z_$][\w$]*[ \t]*:[ \t]*$")


# a stored password hash, by its format: Tor's salted S2K (`HashedControlPassword 16:<hex>`),
# Django's `<algorithm>$<iterations>$<salt>$<hash>`, LDAP's `{SSHA}<base64>`; what checks a
# password, not one (a `$2b$`/`$argon2` crypt string is already known by its leading `$`)
PASSWORD_HASH = regex_on_first_use(
    r"16:[0-9A-Fa-f]{58}|(?:pbkdf2_sha(?:1|256)|argon2|bcrypt(?:_sha256)?|scrypt)\$[^\s$]+\$[^\s]+"
    r"|\{(?:SSHA|SHA|SSHA256|SSHA512|CRYPT|PBKDF2[\w-]*)\}[A-Za-z0-9+/=$.]+"
)
# the next parameter of a URL's query string after a value (`&name=`)
NEXT_PARAMETER = regex_on_first_use(r"&[A-Za-z_][\w.-]*=")
IDENTIFIER = regex_on_first_use(r"[A-Za-z_$][\w$]*")


# a quoted name that is a phrase (words separated by spaces): a UI label, the key of a translation
# map or a form's field list; no setting, variable or header is named with spaces
PHRASE_NAME = regex_on_first_use(
    r"""(?:"[^"\n]*?[^"\s][ \t]+[^"\s][^"\n]*"|'[^'\n]*?[^'\s][ \t]+[^'\s][^'\n]*')[ \t]*[:=][ \t]*["'`]?\Z"""
)


def _by_name_not_a_value(text: str, start: int, end: int, code: bool) -> bool:
    """A value judged by its name that is a type or a variable in code, a stored password hash,
    sent only to the local machine, a documented sample's credential for an example host, the
    token of a status badge's image URL, a row of a table of identifiers (secret_tables.py), or
    the value of a name that is a phrase (a label)."""
    if PASSWORD_HASH().fullmatch(text, start, end) is not None:
        return True
    if names_its_key(text, start, text[start:end]):  # a Codable key: `case bip39Passphrase = "bip39_passphrase"`
        return True
    quoted = start > 0 and text[start - 1] in "\"'`"
    if code and not quoted:
        if TYPE_OPERATOR_AFTER().match(text, end) is not None:
            return True
        if _names_a_variable(text, start, end):
            return True
        line_start = text.rfind("\n", 0, start) + 1
        if TYPE_ANNOTATION_BEFORE().search(text, line_start, start) is not None:
            return True
    if badge_url_token(text, start) or row_of_identifier_table(text, start, end):
        return True
    if PHRASE_NAME().search(text, text.rfind("\n", 0, start) + 1, start) is not None:
        return True  # `"Set a password": "__auto-translation-132"`: a label's row, not a setting's value
    return sent_to_local_machine(text, start, end) or credential_of_sample_service(text, start)


def _names_a_variable(text: str, start: int, end: int) -> bool:
    """An unquoted identifier in code (`clientSecret: auth0ClientSecret`) that the file names
    elsewhere too (its declaration, its setter): a variable holding the value, not the value."""
    value = text[start:end]
    if IDENTIFIER().fullmatch(value) is None:
        return False
    word = regex.compile(rf"(?<![\w$]){regex.escape(value)}(?![\w$])")
    return any(m.start() != start for m in word.finditer(text))


# --- keyword-scoped provider rules: the provider's name in the variable, the value's shape ----

SHAPE_FIELD = regex_on_first_use(r"\{(uuid|hex|HEX|b62|b64|b64u|low|up|d)(?::(\d+(?:,\d+)?))?\}")
SHAPE_CLASSES = {
    "hex": "[0-9a-f]",
    "HEX": "[0-9A-F]",
    "b62": "[A-Za-z0-9]",
    "b64": "[A-Za-z0-9+/]",
    "b64u": "[A-Za-z0-9_-]",
    "low": "[a-z0-9]",
    "up": "[A-Z0-9]",
    "d": "[0-9]",
}
UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
# where a variable name starts: after a non-alphanumeric, or at a camelCase hump (myHerokuKey)
KEY_START = r"(?:^|(?<=[^A-Za-z0-9])|(?<=[a-z0-9])(?=[A-Z]))"
CREDENTIAL_WORDS = r"(?:api[_.-]?)?(?:key|token|secret|pat|password|passphrase|auth|credentials?)"
# the operator of every assignment syntax the generic rules know (and Makefile's :::=)
ASSIGN_OPERATOR = (
    r"""(?![A-Za-z0-9_$])["']?\]?(?:(?:[ \t]*:[ \t]*|[ \t]+)(?:string|String|str|&str)[?!]?)?"""
    r"""[ \t]*(?:=>|:::=|::=|:=|\?=|\.=|=(?!=)|:)[ \t]*"""
)
VALUE_END = r"(?![A-Za-z0-9_+/=-]|\.[A-Za-z0-9])"


def shape_regex(shape: str) -> str:
    """The value's shape with its fields expanded: `{hex:40}` -> `(?:[0-9a-f]{40}|[0-9A-F]{40})`."""

    def field(m: regex.Match[str]) -> str:
        kind, size = m.group(1), m.group(2)
        if kind == "uuid":
            return UUID
        count = "{" + size + "}" if size else "+"
        if kind == "hex":
            return f"(?:[0-9a-f]{count}|[0-9A-F]{count})"
        return SHAPE_CLASSES[kind] + count

    return SHAPE_FIELD().sub(field, shape)


def keyed_pattern(key: str, value: str, words: str | None = None) -> str:
    """A value of the shape assigned to a name that holds the provider's name and ends in a
    credential word: `SENDBIRD_API_TOKEN=...`, `herokuApiKey: "..."`, `<krakenPrivateKey>...<`,
    `<key>TrelloToken</key><string>...`, `define('ETSY_API_KEY', '...')`, `"KEY=..."` in a JSON
    string, `kucoin_token := ...` (Makefile), `api_key => "..."` (logstash), HCL. Group 1 is the value."""
    # the provider's name first, its start checked behind it: a pattern opening on a lookbehind
    # is tried at every position of the file, one opening on a word skips to where it occurs
    name = (
        rf"(?i:{key})(?<={KEY_START}(?i:{key}))"
        rf"(?i:[A-Za-z0-9_.-]{{0,30}}?(?:{words or CREDENTIAL_WORDS}))"
    )
    # what comes between the name and the value, one branch per syntax; the value is written
    # once (a pattern that repeats it per syntax takes several times longer to compile)
    openers = (
        ASSIGN_OPERATOR + r"""["'`]?""",  # KEY=v, key: "v", "KEY=v" (JSON string), --key=v
        r"""["'][ \t]*,[ \t]*["'`]?""",  # define('KEY', 'v'), set("key", "v")
        r"""[ \t]*\|[ \t]*""",  # | key | v | (a Markdown table)
        r"""(?<=<key>[^<\n]{1,80})[ \t]*</key>\s*<string>""",  # plist
        r"""(?<=<string\s+name=["'][^"'<>\n]{1,80})["'][^>\n]*>""",  # Android resources
        r"""(?<=<[A-Za-z0-9_.:-]{1,80})>""",  # <keyName>v</keyName>
        r"""(?<=\bkey[ \t]*=[ \t]*["'][^"'<>\n]{0,80})["'][ \t]+value[ \t]*=[ \t]*["']""",  # appSettings
    )
    return name + "(?:" + "|".join(openers) + ")(" + shape_regex(value) + ")" + VALUE_END


def expanded(options: SecretMatch) -> SecretMatch:
    """The options with a keyed rule's pattern written out (and `key`/`value` spent)."""
    if options.key is None and options.value is None and options.key_words is None:
        return options
    if options.key is None or options.value is None:
        raise ValueError("a keyed secret rule needs both key and value")
    # one branch per spelling of the name and per branch of the written pattern: searched one by
    # one (patterns.occurs), each skips to its own literal; an alternation as a whole is tried
    # at every position of the file
    names = split(f"(?:{options.key})") or (options.key,)
    keyed = [keyed_pattern(name, options.value, options.key_words) for name in names]
    written = (split(options.pattern) or (options.pattern,)) if options.pattern else ()
    branches = [f"(?:{b})" for b in written] + keyed
    return replace(options, pattern="(?|" + "|".join(branches) + ")", key=None, value=None, key_words=None, group=1)


def prepare(options: SecretMatch, languages: list[str]) -> SecretMatch:
    options = expanded(options)
    if not options.pattern:
        raise ValueError("a secret rule needs a pattern, or a key and a value")
    check_options(options)
    for pattern in options.allow:
        check_pattern(pattern, (), "allow")
    if options.paired_secret is not None:
        check_pattern(options.paired_secret, (), "paired_secret")
    return options


def redaction_spans(options: SecretMatch, source: SourceFile) -> Iterator[tuple[int, int]]:
    """Every value the rule's pattern captures, look-alikes included (wrong checksum, low
    entropy, placeholder): for masking text from elsewhere, where masking too much is safe."""
    for match in finditer(compile_pattern(options.pattern, tuple(options.flags)), source.text):
        yield group_span(match, options.group)


def _candidates(options: SecretMatch, text: str) -> Iterator[tuple[Any, int, int]]:
    """The pattern's kept matches, then those found only once escapes and URL-encoded bytes
    glued to a key are read as boundaries (glued.py; their match object is None)."""
    spans = []
    for match, start, end in kept_matches(options, text):
        spans.append((start, end))
        yield match, start, end
    glued = glued_view(text)
    if glued is None:
        return
    view, offsets = glued
    for _, view_start, view_end in kept_matches(options, view):
        start = to_text(offsets, view_start)
        end = start + view_end - view_start
        if text[start:end] == view[view_start:view_end] and not any(start < e and s < end for s, e in spans):
            yield None, start, end


def find(options: SecretMatch, replacement: str | None, source: SourceFile) -> Iterator[RawMatch]:
    if options.weak_password:
        yield from _weak_passwords(options, replacement, source)
        return
    if options.by_name and not_settings_file(source.path):
        return
    if options.by_name and (stand_in_file(source.path) or TEST_STACK_ENV().search(source.path) is not None):
        return
    if options.by_name and is_config_template(source.path):
        return  # a configuration template's sample value (path_classes.CONFIG_TEMPLATES)
    if options.generated_key and stand_in_path(source.path):
        return
    shipped: bool | None = None
    code = CODE_SUFFIX().search(source.path) is not None
    for match, start, end in _candidates(options, source.text):
        # the allow list is compiled only once a candidate exists: most files have none
        allow = [compile_pattern(p) for p in options.allow]
        value = source.text[start:end]
        if options.by_name and (query := NEXT_PARAMETER().search(value)) is not None:
            end = start + query.start()  # `?apikey=secret&name=Michael`: the value ends at the next parameter
            value = value[: query.start()]
        if options.by_name and (decoded := kubernetes_secret_value(source.text, start, value)) is not None:
            value = decoded  # a Kubernetes Secret's data: judged by what it decodes to (secret_encoded.py)
        if is_placeholder(value) or reads_as_a_name(value) or any(p.search(value) for p in allow):
            continue
        if kms_ciphertext(value) or sops_ciphertext(source.text, start, end):
            continue  # the secret encrypted with a KMS or sops key: only whoever may decrypt with it reads it
        if inside_encoded_blob(source.text, start, end):
            continue
        if options.entropy is not None and shannon_entropy(value) < entropy_bar(value, options.entropy):
            continue
        verdict = CHECKS[options.check](value) if options.check is not None else None
        if verdict is False or expired_jwt(value, time.time()) or expired_sas(source.text, start, _today()):
            continue
        if options.check == "jwt" and mintable_jwt(value, source.text):
            continue  # signed with a key the file or the JWT documentation publishes (secret_jwt_keys.py)
        if options.check == "pem-private-key":
            if key_of_development_certificate(source.text):
                continue  # the key of a local development certificate (mkcert, localhost): trusted nowhere
            if truncated_pem_key(source.text[start : start + 20000]):
                continue  # a body shorter than its key says: an elided example, no key
            end = _through_end_line(source.text, end)
        if shipped is None:
            shipped = is_shipped(source.path)
        if not shipped and not _passes_docs_bar(options, value):
            continue
        if not shipped and _generic(options) and _documented_request(source.path, source.text, start, end):
            continue
        # in shipped code a comment saying "not a secret" does not drop the value: the finding is
        # recorded as suppressed, the comment its reason (a pull request author writes comments)
        note = not_secret_note(source.text, start, end) if shipped else None
        if note is None and _context_says_not_secret(source.text, start, end, shipped):
            continue
        if local_stack_credential(source.path, source.text, end):
            continue  # a local dev stack's container password (secret_local_stack.py)
        if not verdict and compose_template_service_credential(source.path, source.text, start):
            continue  # a Compose template's credential for a service of its own stack (secret_local_stack.py)
        if (options.by_name or options.dev_env_names) and dev_server_secret(source.path, source.text, start):
            continue  # a development server's own secret, in an env file only `dev` loads (secret_local_stack.py)
        if options.by_name and ci_service_container_credential(source.text, start):
            continue  # a CI job's throwaway service container's own password (secret_local_stack.py)
        if not shipped and not verdict and documented_example(source.path, source.text, start, end):
            continue
        if not shipped and not verdict and expired_example(source.text, start, _today()):
            continue
        if not verdict and (
            schema_example(source.text, start)
            or builder_example(source.text, start)
            or api_description_example(source.text, start)
            or (code and detector_sample(source.text, value))
        ):
            continue
        # a script of an HTML page is judged with the page around it (the view blanks the rest)
        whole = source.page.text if source.page is not None else source.text
        if public_by_design(whole, start, end) or placeholder_text(source.text, start):
            continue
        if options.paired_secret is not None and secret_shown_protected(source.text, start, options.paired_secret):
            continue  # the pair's secret is beside it masked, encrypted or a placeholder: the id alone grants nothing
        if options.by_name and _by_name_not_a_value(source.text, start, end, code):
            continue
        # a JWT is issued by the service it is sent to: one sent only to the local machine is a
        # developer's local instance's, signed with that instance's key
        if (options.any_shape or options.check == "jwt") and sent_to_local_machine(source.text, start, end):
            continue
        # a verified checksum lifts the finding
        confidence: Literal["high"] | None = "high" if verdict else None
        if match is None:  # glued to an escape: no fix (the match was made on a blanked view)
            raw = RawMatch(start, end, secret=(start, end), confidence=confidence)
        else:
            raw = raw_match(match, (start, end), replacement, secret=(start, end), confidence=confidence)
        yield raw if note is None else replace(raw, stated=note)


def _generic(options: SecretMatch) -> bool:
    """A rule that knows a value by the name it is assigned to, the place it is held or the JWT
    shape any issuer signs: no provider's format or checksum says whose credential it is."""
    return options.by_name or options.any_shape or options.check == "jwt"


def _documented_request(path: str, text: str, start: int, end: int) -> bool:
    """A documentation page's sample request (secret_context.documented_request): a generic value
    there is the sample's; a provider's format is still reported (a real key pasted into a doc)."""
    return is_documentation(path) and documented_request(text, start, end)


def _today() -> str:
    """Today's date in UTC, ISO (`2026-12-05`): expiry dates compare as text."""
    return time.strftime("%Y-%m-%d", time.gmtime())


PEM_END = regex_on_first_use(r"-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----")


def _through_end_line(text: str, end: int) -> int:
    """Where a PEM key's END line closes: the whole body is the secret, masked in every output
    (the pattern stops after its first line of base64, and a key in one escaped string keeps the
    rest of its body on the same line)."""
    found = PEM_END().search(text, end, end + 20_000)
    return found.end() if found else end


# --- guessable passwords ---------------------------------------------------------------------

# what stands for a password without being one: a bare word naming the field or a type, a
# template or an environment lookup, or a stand-in (`changeme`, `your-password`, `xxx`)
PASSWORD_STAND_IN = regex_on_first_use(
    r"""(?ix)
    ^(?:pass(?:word|wd|phrase)?|pwd|secret|admin_?password|db_?password|changeme|changeit|change_?me
       |none|null|nil|empty|todo|tbd|required|optional|string|str|undefined|false|true|bool(?:ean)?|text|hidden)$
    |example|sample|placeholder|dummy|fake|redacted|insert|replace|your[_-]?|change[_-]?me|_here$
    |x{3,}|\*{3,}|\.{3}|<[^>]*>|\$\{|\$\(|\{\{|\{%|%\(|%s\b|^\$[A-Za-z_]|^%[A-Za-z_]+%$|<%
    |process\.env|import\.meta|env\(|getenv|environ|ENV\[|secrets\.|vault:|^ref\+|^arn:|^\w+://
    """
)
# a reference to another value, not a password: `hashedPassword`, `req.body.password`, `user.pass`
PASSWORD_REFERENCE = regex_on_first_use(r"(?i)^(?:[a-z]+\.)*[a-z]*pass(?:word|wd)?[a-z]*$|^[a-z]+(?:\.[a-z_]+)+$")
# a debug or demo credential a developer types for a local run: `debug-pass`, `test123`, `dev_pw`
DEV_STAND_IN = regex_on_first_use(
    r"(?i)(?:(?:debug|demo|test|testing|dev|devel|local|sample|user|pass|pw|pwd)[-_.]?)*"
    r"(?:debug|demo|test|testing|dev|devel|local|sample)(?:[-_.]?(?:password|pass|pw|pwd|user))?[-_.]?\d{0,4}"
)
# an identifier of three or more words (`login-password-input-field-2`), not a typed password
IDENTIFIER_WORDS = regex_on_first_use(r"[a-z]+(?:[-_][a-z]+){2,}(?:[-_]\d{1,4})?")
# a route or a relative path of words (`Password: "settings/password"` in a navigation map)
ROUTE_PATH = regex_on_first_use(r"[a-z]+(?:[-_][a-z]+)*(?:/:?[a-z]+(?:[-_][a-z]+)*)+/?")
# the value is the second of two strings and the first is prose, not a key name: an error's
# message and its code (`new ForbiddenException("Wrong password", "wrong_password")`)
PROSE_BEFORE = regex_on_first_use(r"""(["'`])[^"'`\n]*[ \t][^"'`\n]*\1[ \t]*,[ \t]*["'`]$""")
# the default a database or broker image ships with, the name of the service itself: what a
# local development setup (docker-compose, a dev profile) uses, published in every quickstart
SERVICE_DEFAULT = regex_on_first_use(
    r"(?i)postgres|postgresql|mysql|mariadb|root|guest|redis|mongo|mongodb|rabbitmq|elastic|keycloak|minioadmin|sa"
)
# files a password in is committed with the app: not tests, docs, examples or translations,
# but seeds and fixtures of the database are (an operator runs them on a live system)
SEED_PATH = regex_on_first_use(r"(?i)(?:^|/)(?:seeds?|seeders?)(?:/|\.[a-z]+$)|(?:^|/)db/seeds")
# a seed that fills the database with generated people and teams is demo data for a developer's
# database, not the accounts of a live system
FAKE_DATA_SEED = regex_on_first_use(
    r"""(?:\bfrom\s*|\brequire\(\s*|\bimport\s*)['"](?:@faker-js/faker|faker|@ngneat/falso|chance|casual)['"]|\bFaker::"""
)
EXAMPLE_FILE = regex_on_first_use(r"(?i)(?:^|[./_-])(?:example|sample|template|dist)(?:[./_-]|$)")
# a translation table: in a translations folder, in a translation format, or a data file named for
# a locale (an ISO 639-1 language code, with a region or script: de.json, pt_BR.json, es-419.yml)
LANGUAGE_CODES = (
    "aa|ab|af|ak|am|an|ar|as|av|ay|az|ba|be|bg|bh|bi|bm|bn|bo|br|bs|ca|ce|ch|co|cr|cs|cu|cv|cy|da|de|dv|dz"
    "|ee|el|en|eo|es|et|eu|fa|ff|fi|fj|fo|fr|fy|ga|gd|gl|gn|gu|gv|ha|he|hi|ho|hr|ht|hu|hy|hz|ia|id|ie|ig|ii|ik"
    "|is|it|iu|ja|jv|ka|kg|ki|kj|kk|kl|km|kn|ko|kr|ks|ku|kv|kw|ky|la|lb|lg|li|ln|lo|lt|lu|lv|mg|mh|mi|mk|ml|mn"
    "|mr|ms|mt|my|na|nb|nd|ne|ng|nl|nn|no|nr|nv|ny|oc|oj|om|or|os|pa|pi|pl|ps|pt|qu|rm|rn|ro|ru|rw|sa|sc|sd|se"
    "|sg|si|sk|sl|sm|sn|so|sq|sr|ss|st|su|sv|sw|ta|te|tg|th|ti|tk|tl|tn|to|tr|ts|tt|tw|ty|ug|uk|ur|uz|ve|vi|vo"
    "|wa|wo|xh|yi|yo|za|zh|zu"
)
TRANSLATION_PATH = regex_on_first_use(
    r"(?:^|/)(?i:locales?|i18n|l10n|lang|langs|languages?|translations?|messages)/"
    r"|(?i:\.(?:po|pot|strings|xliff|arb))$"
)
LOCALE_TABLE_SUFFIXES = (".json", ".yml", ".yaml", ".properties", ".toml")
# compiled (180 codes) only for a path with one of those suffixes, which most scanned files lack
LOCALE_TABLE = regex_on_first_use(
    rf"(?:^|/)(?:{LANGUAGE_CODES})(?:[-_](?:[A-Z]{{2}}|[0-9]{{3}}|[A-Z][a-z]{{3}})(?:[-_][A-Z]{{2}})?)?"
    r"\.(?:json|ya?ml|properties|toml)$"
)
# the Android SDK's debug keystore: its passwords are published (`android`, alias androiddebugkey)
DEBUG_KEYSTORE = regex_on_first_use(r"(?i)androiddebugkey|debug\.keystore")
ANDROID_DEBUG_PASSWORD = "android"
# a template expression open before the value on its line: `{{ .Values.x | b64enc | quote }}`
TEMPLATE_OPEN = regex_on_first_use(r"\{\{(?:(?!\}\})[^\n])*$")
# source files where an unquoted value is an expression, never a literal password
CODE_SUFFIX = regex_on_first_use(r"(?i)\.(?:[cm]?[jt]sx?|swift|py|rb|go|php|java|kts?|cs|rs|scala|dart|m|mm)$")


def weak_password_kept(options: SecretMatch, value: str) -> bool:
    """A guessable password (short, a dictionary word, `Admin_123`, `Password@1`): what the
    strong bar turns away (no digit, under 8 characters, low entropy, a common password), but
    not what stands for one."""
    if value in PUBLISHED_EXAMPLES or len(set(value)) <= 2 or PASSWORD_STAND_IN().search(value):
        return False
    readings = (PASSWORD_REFERENCE(), IDENTIFIER_WORDS(), SERVICE_DEFAULT(), DEV_STAND_IN(), ROUTE_PATH())
    if any(p.fullmatch(value) for p in readings):
        return False
    entropy = shannon_entropy(value)
    if len(value) >= 16 and entropy >= 3.5:
        return False  # generated, not typed: a token's rule or the generic ones judge it
    strong = (
        len(value) >= 8
        and any(c.isdigit() for c in value)
        and not is_placeholder(value)
        and not COMMON_PASSWORD().fullmatch(value)
        and entropy >= entropy_bar(value, options.entropy or 0.0)
    )
    return not strong


# a common password and a few digits: what the generic password rule lets through as weak
COMMON_PASSWORD = regex_on_first_use(
    r"(?i)(?:pass(?:word)?|passwd|p@ssw0rd|passw0rd|secret|admin|root|postgres|mysql|guest|test(?:ing)?|dev"
    r"|local|letmein|welcome|changeit|qwerty|abc)[-_!@#.]?\d{0,6}[!.]?"
)


def _not_a_password(source: SourceFile, value: str, start: int) -> bool:
    """What the value is, read from around it: an input's placeholder text, part of a template
    expression, the code after a message, the name of its own key spelled as an identifier (an
    event name `E2E_SEC_COPY_PASSWORD: 'e2e_sec_copy_password'`), the name of a markup attribute
    that follows (`:disabled=`), or the Android SDK's published debug keystore password."""
    text = source.text
    line_start = text.rfind("\n", 0, start) + 1
    if placeholder_text(text, start) or TEMPLATE_OPEN().search(text, max(line_start, start - 256), start):
        return True
    if PROSE_BEFORE().search(text, max(line_start, start - 256), start):
        return True
    if names_its_key(text, start, value):
        return True
    if value.endswith("=") and text[start + len(value) : start + len(value) + 1] in ("'", '"'):
        return True  # `v-model="config.password" :disabled="...`: the next attribute's name, not a value
    return value.lower() == ANDROID_DEBUG_PASSWORD and DEBUG_KEYSTORE().search(f"{source.path}\n{text}") is not None


def _same_as_user(text: str, value: str) -> bool:
    """The file gives a user name the same value (`MYSQL_USER=wordpress`, `MYSQL_PASSWORD=wordpress`):
    the default of a quickstart, not a password someone chose."""
    user = regex.compile(rf"""(?i)user(?:name)?["']?\s*(?:[:=]|=>)\s*["']?{regex.escape(value)}(?![\w@.-])""")
    return user.search(text) is not None


def _weak_passwords(options: SecretMatch, replacement: str | None, source: SourceFile) -> Iterator[RawMatch]:
    path = source.path
    if not (is_shipped(path) or SEED_PATH().search(path)):
        return
    if EXAMPLE_FILE().search(path) or not_settings_file(path) or DEV_SETUP_PATH().search(path):
        return
    if not is_shipped(path) and FAKE_DATA_SEED().search(source.text):
        return  # a demo-data seed
    code = CODE_SUFFIX().search(path) is not None
    for match, start, end in kept_matches(options, source.text):
        value = source.text[start:end]
        quoted = start > 0 and source.text[start - 1] in "\"'`>"
        if code and not quoted:
            continue  # `password: newPassword` in code is an expression
        allow = [compile_pattern(p) for p in options.allow]
        if any(p.search(value) for p in allow) or not weak_password_kept(options, value):
            continue
        if _context_says_not_secret(source.text, start, end, True) or _not_a_password(source, value, start):
            continue
        if local_service_credential(source.text, start, end) or _same_as_user(source.text, value):
            continue  # a quickstart default: a database run on localhost, or user wordpress/wordpress
        if ci_service_container_credential(source.text, start):
            continue  # a CI job's throwaway service container's own password (secret_local_stack.py)
        yield raw_match(match, (start, end), replacement, secret=(start, end))
