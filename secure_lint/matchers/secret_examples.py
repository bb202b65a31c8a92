"""A credential a documentation page presents as an example.

In a Markdown page (README, API reference, setup guide), a value inside a fenced code block is an
example when the page says so where the reader meets it: the paragraph right above the fence or
the section's heading introduces it as one (`API keys are 32 hex characters. Example:`, `For
example, you can use the following...`, `### Example request`), or the same value stands in
another fence of the page so introduced (the example key, then a raw request that passes it).

Only the page's own words count, not its folder (`docs/` holds runbooks with live keys as often).
A key whose checksum verifies is a real one whatever the text says, and a paragraph that asks the
reader to substitute their own values for the ones shown (`placeholder`) does not call them examples:
such a value may be the default the app falls back to.
"""

from __future__ import annotations

import regex

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.secret_context import enclosing_lines

MARKDOWN = regex_on_first_use(r"(?i)\.(?:md|mdx|markdown)$")
FENCE_LINE = regex_on_first_use(r"(?m)^[ \t]*(?:```|~~~)")
HEADING = regex_on_first_use(r"(?m)^#{1,6}[ \t]+(?P<title>.*)$")
EXAMPLE_WORDS = regex_on_first_use(r"(?i)\b(?:for\s+example|for\s+instance|examples?|e\.g\.)(?![\w-])")
INTRO_LINES = 4  # how many prose lines above a fence are read as its introduction
PAGE_LIMIT = 400_000  # a page longer than this is not read as one


def documented_example(path: str, text: str, start: int, end: int) -> bool:
    """True when the value at start:end lies in a fenced block of a Markdown page that the page
    introduces as an example, or the same value lies in another fenced block so introduced."""
    if MARKDOWN().search(path) is None or len(text) > PAGE_LIMIT:
        return False
    blocks = _fenced_blocks(text)
    holding = next((b for b in blocks if b[0] < start and end <= b[1]), None)
    if holding is None:
        return False
    value = text[start:end]
    return any(_introduced_as_example(text, b[0], blocks) for b in blocks if b == holding or value in text[b[0] : b[1]])


def _fenced_blocks(text: str) -> list[tuple[int, int]]:
    """(opening fence line's start, closing fence's start) of each fenced block, in order."""
    fences = [m.start() for m in FENCE_LINE().finditer(text)]
    return list(zip(fences[0::2], fences[1::2], strict=False))  # an unclosed last fence opens no block


def _introduced_as_example(text: str, fence: int, blocks: list[tuple[int, int]]) -> bool:
    return EXAMPLE_WORDS().search(_introduction(text, fence)) is not None or _example_section(text, fence, blocks)


def _introduction(text: str, fence: int) -> str:
    """The paragraph right above the fence (blank lines between skipped), up to INTRO_LINES lines."""
    lines = text[:fence].splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    paragraph: list[str] = []
    while lines and lines[-1].strip() and len(paragraph) < INTRO_LINES:
        line = lines.pop()
        if FENCE_LINE().match(line) or HEADING().match(line):
            break
        paragraph.append(line)
    return " ".join(reversed(paragraph))


def _example_section(text: str, fence: int, blocks: list[tuple[int, int]]) -> bool:
    """The nearest heading above the fence names an example (`### Example request`); a `#` line
    inside a fenced block is a comment of its code, no heading."""
    headings = [h for h in HEADING().finditer(text, 0, fence) if not any(a < h.start() < b for a, b in blocks)]
    return bool(headings) and EXAMPLE_WORDS().search(headings[-1].group("title")) is not None


# A schema's `example` keyword (JSON Schema, OpenAPI, a provider catalogue's field spec): the value
# shows the field's format beside its `type`, `pattern` or `description`; it is no credential in use
SCHEMA_EXAMPLE_KEY = regex_on_first_use(r"""(?P<indent>[ \t]*)["']?(?:example|examples|x-example)["']?\s*:""")
SCHEMA_SIBLING_KEY = regex_on_first_use(r"""^["']?(?:type|pattern|format|description|title)["']?\s*:""")
SCHEMA_NEIGHBOURS = 8  # lines either side searched for the sibling keys of the same mapping


def schema_example(text: str, start: int) -> bool:
    """True when the value at start is the `example:` of a mapping that also declares the field's
    `type:` and its `pattern:`, `format:`, `description:` or `title:` (at the same indentation)."""
    line_start = text.rfind("\n", 0, start) + 1
    key = SCHEMA_EXAMPLE_KEY().match(text, line_start)
    if key is None or key.end() > start:
        return False
    indent = key.group("indent")
    above = text[:line_start].splitlines()[-SCHEMA_NEIGHBOURS:]
    below = text[line_start:].splitlines()[1 : SCHEMA_NEIGHBOURS + 1]
    mapping = [line.strip() for line in above + below if _same_mapping(line, indent)]
    siblings = {_key(line) for line in mapping if SCHEMA_SIBLING_KEY().match(line)}
    return "type" in siblings and len(siblings) > 1


def _same_mapping(line: str, indent: str) -> bool:
    return line.startswith(indent) and not line[len(indent) :].startswith((" ", "\t"))


def _key(line: str) -> str:
    return line.lstrip("\"'").split(":", 1)[0].rstrip("\"'")


# An API description document (OpenAPI 3, Swagger 2; in YAML or JSON) shows sample requests and
# responses under `example`/`examples` keys: a token there is the reference's sample, signed by
# whichever instance its author documented against. Its first lines say what the document is.
API_DESCRIPTION = regex_on_first_use(r"""(?m)^\s*["']?(?:openapi["']?\s*:\s*["']?3|swagger["']?\s*:\s*["']?2)""")
API_DESCRIPTION_HEAD = 2000  # characters from the start where the document says it is one
EXAMPLE_KEY = regex_on_first_use(r"""^\s*["']?(?:example|examples|x-example|x-examples)["']?\s*:""")
EXAMPLE_DEPTH_LINES = 400  # lines above a value searched for the keys enclosing it


def api_description_example(text: str, start: int) -> bool:
    """True when the value at start lies under an `example`/`examples` key of an OpenAPI or Swagger
    document: on its own line, or a key of a block it is in."""
    if API_DESCRIPTION().search(text, 0, API_DESCRIPTION_HEAD) is None:
        return False
    if EXAMPLE_KEY().match(text[text.rfind("\n", 0, start) + 1 : start]):
        return True  # `example: eyJ...`, `"example": "pb_auth=..."`: the key on the value's own line
    return any(EXAMPLE_KEY().match(line) for line in enclosing_lines(text, start, EXAMPLE_DEPTH_LINES))


# An API response shown with the token's own expiry (`"expires_at": "2024-09-27T19:49:51Z"`) that has
# passed: the session it opened is over. A refresh token outlives the access token's expiry beside it.
EXPIRY = regex_on_first_use(
    r"""["']?(?:expires_?at|expiresAt|expiry|expiration|expires_?on)["']?\s*[:=]\s*"""
    r"""["']?(?P<date>\d{4}-\d{2}-\d{2})[T ]"""
)
REFRESH_KEY = regex_on_first_use(r"(?i)refresh")
EXPIRY_NEIGHBOURS = 6  # lines either side of the token searched for its expiry


def expired_example(text: str, start: int, today: str) -> bool:
    """True when an expiry date before `today` (ISO, `2026-12-05`) stands within a few lines of the
    token at start and the token's own line names no refresh token."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    if REFRESH_KEY().search(text[line_start : line_end if line_end >= 0 else len(text)]):
        return False
    lines = (
        text[:line_start].splitlines()[-EXPIRY_NEIGHBOURS:] + text[line_start:].splitlines()[: EXPIRY_NEIGHBOURS + 1]
    )
    dates = [m.group("date") for line in lines for m in EXPIRY().finditer(line)]
    return bool(dates) and max(dates) < today


# A schema builder's sample (Joi `.example('...')`, yup `.example()`, zod-openapi
# `.openapi({ example: '...' })`, a JSON-schema object written on one line with its `type`): the API
# documentation a schema generates shows it beside the field's type; no code reads it as a credential.
BUILDER_EXAMPLE_CALL = regex_on_first_use(r"""\.examples?\(\s*\[?\s*["'`]$""")
BUILDER_META_EXAMPLE = regex_on_first_use(
    r"""\.(?:openapi|meta)\(\s*\{[^{}]{0,400}?\bexamples?\s*:\s*\[?\s*["'`]$"""
)
INLINE_SCHEMA_EXAMPLE = regex_on_first_use(
    r"""\btype\s*:\s*["'](?:string|array|object)["'][^{}]{0,300}?\bexamples?\s*:\s*\[?\s*["'`]$"""
)
# the chain the call ends: a builder's string/any type (`Joi.string()`, `z.string()`, `yup.string()`)
BUILDER_TYPE = regex_on_first_use(r"""\b\w+\s*\.\s*(?:string|any|alternatives)\s*\(\s*\)""")
CHAIN_WINDOW = 800  # characters before the value searched for the chain's type call
STATEMENT_END = regex_on_first_use(r";\s*$|;\s*\n")


def builder_example(text: str, start: int) -> bool:
    """True when the value at start is the sample a schema builder or an inline JSON schema gives a
    field: the argument of `.example(` on a chain that starts with a string type, an `example:`
    of `.openapi({...})`/`.meta({...})`, or an `example:` beside the field's `type:` in one object."""
    before = text[max(0, start - CHAIN_WINDOW) : start]
    if INLINE_SCHEMA_EXAMPLE().search(before[-400:]) or BUILDER_META_EXAMPLE().search(before[-450:]):
        return True
    call = BUILDER_EXAMPLE_CALL().search(before)
    if call is None:
        return False
    chain = before[: call.start()]
    statement = chain[max((m.end() for m in STATEMENT_END().finditer(chain)), default=0) :]
    return BUILDER_TYPE().search(statement) is not None


# A secret detector's own samples: a file that writes the regular expression of a credential format
# (`/LTAI[a-zA-Z0-9]{20}/`, `new RegExp('ghp_[A-Za-z0-9]{36}')`) beside values of that format is
# a scanner's rule and its test cases (keyshade's secret-scan rules, a linter's fixtures). The
# expression must name the format: at least three literal characters outside character classes
# (`dp\.pt\.`, `SG\.`; `[a-f0-9]{40}` alone says nothing of whose key a hex string is).
REGEX_LITERAL = regex_on_first_use(
    r"""(?<![\w)\]$])/(?![/*\s])(?P<body>(?:[^/\\\n\[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+)/(?P<flags>[dgimsuy]*)"""
    r"""|\bRegExp\(\s*(?P<q>['"`])(?P<string>(?:[^'"`\\\n]|\\.)+)(?P=q)"""
)
# an expression's tokens: a class, a count, a class escape (`\d`) or the syntax of groups and
# repeats match whatever the text holds; an escaped punctuation mark (`\.`) or a plain character is
# a literal the text must hold
_TOKEN = regex_on_first_use(
    r"(?P<any>\[(?:[^\]\\]|\\.)*\]|\{\d+(?:,\d*)?\}|\\[A-Za-z0-9]|\(\?[:!=<]*|[()|^$*+?.\s])"
    r"|(?P<literal>\\.|.)"
)
MIN_LITERALS = 3
DETECTOR_FILE_LIMIT = 200_000
_PATTERN_TIMEOUT = 0.05  # seconds per expression tried on one value


def detector_sample(text: str, value: str) -> bool:
    """True when a regular expression written in the file (a literal, or a `RegExp` of a string)
    names a credential format and matches `value` whole."""
    if len(text) > DETECTOR_FILE_LIMIT or ("/" not in text and "RegExp" not in text):
        return False
    for written in REGEX_LITERAL().finditer(text):
        body = written.group("body") if written.group("body") is not None else _unescaped(written.group("string"))
        if sum(1 for token in _TOKEN().finditer(body) if token.group("literal")) < MIN_LITERALS:
            continue
        flags = regex.IGNORECASE if "i" in (written.group("flags") or "") else 0
        try:
            pattern = regex.compile(body, flags)
            if pattern.fullmatch(value, timeout=_PATTERN_TIMEOUT):
                return True  # whole: a prefix check (`/^SG\./`) beside a hardcoded key describes no sample
        except (regex.error, TimeoutError, ValueError):
            continue
    return False


def _unescaped(string: str) -> str:
    return string.replace("\\\\", "\\")
