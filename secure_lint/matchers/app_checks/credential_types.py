"""Whether a value's declared type holds a credential: a name or a field that says token, password,
secret, API key, private key or OTP seed.

A type is read where it is declared, in the file or a module it imports (values/imports.py): an
`interface` or a `type` alias by its property signatures, a zod schema (`const Server = z.object({
password: z.string() })`, the type `z.infer<typeof Server>`) by its object's keys. The types and
schemas its fields name are read in turn (`servers: z.array(ServerSchema)`, `servers: Server[]`), at
most MAX_DEPTH declarations deep: a settings record that keeps a list of servers with their
passwords holds a credential as much as the server record does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.imports import Links

if TYPE_CHECKING:
    from collections.abc import Iterator

# a name (or a field of a type) that says the value is a credential or key material
_CREDENTIAL = lazy_compile(
    r"(?i)token|jwt|passw(?:or)?d|passwd|passphrase|passcode|secret|credential|api_?key|private_?key|mnemonic"
    r"|seed(?:_?phrase|_?words)?$"
)
# an OTP generator's seed or the otpauth:// URL that holds it (a list of OTP entries: `vaultOTPs`)
_OTP_SEED = lazy_compile(
    r"(?i)otps$|otp_?(?:url|uri|secret|seed|key)|otpauth(?:_?(?:url|uri))?|totp_?(?:secret|seed|key|url|uri)"
)
# a name that says what else the value is: a date, a count, a question (not its answer), a push address,
# a page or sync cursor, an install's attribution or referral token (Apple AdServices' `attributionToken` names the ad
# campaign an install came from and signs nobody in)
_NOT_CREDENTIAL = lazy_compile(
    r"(?i)expir|timestamp|date|time|duration|count|length|type|kind|name|label|hint|question|policy|strength|visible"
    r"|push_?token|expo_?push|fcm|apns|device_?token|notification"
    r"|(?:page|next|sync|continuation|change|attribution|referr(?:al|er)|campaign)_?token"
    r"|encrypt|cipher|hash|hmac|sealed|random|(?-i:^(?:has|is|show|remember|did|should|use|needs|on|set|get|handle)[A-Z_])"
    r"|^(?:has|is|show)_|[a-z]At$|_at$|(?:id|url|uri)s?$"
)
# a field that says token names a sign-in's token only as one of these (`accessToken`, `token`): a
# record's `token_key`, `tokenSymbol` or `tokenAddress` is a crypto asset's (a wallet's payment bundle)
_SIGN_IN_TOKEN = lazy_compile(
    r"(?i)^tokens?$|(?:access|refresh|auth|id|session|bearer|api|oauth|login|user|csrf)_?tokens?$"
)
# a key's substitutions (`${walletId}`) and separators other than `_`
_SUBSTITUTION = lazy_compile(r"\$\{[^}]*\}")
_SEPARATORS = lazy_compile(r"[-.\s/:]+")
_TOKENS_END = lazy_compile(r"(?i)tokens$")
UNREAD = "an imported type"  # only the imports could tell, and they are not read (a per-file anchor)
MAX_DEPTH = 3  # declarations read from the value's type: the type, the types its fields name, theirs
_TYPE_KINDS = ("interface_declaration", "type_alias_declaration")
# the type names and schema calls that name no declaration of the app
_BUILT_IN = frozenset({
    "Array", "ReadonlyArray", "Promise", "Record", "Partial", "Required", "Readonly", "Map", "Set", "Pick",
    "Omit", "NonNullable", "Date", "z", "yup", "Yup", "Joi", "joi", "infer", "input", "output",
})  # fmt: skip


def named_credential(name: str) -> bool:
    """The name says a credential (`accessToken`, `password`, `otpURL`), not what else it is."""
    if _OTP_SEED.search(name) is not None:
        return _NOT_CREDENTIAL.search(_OTP_SEED.sub("", name)) is None
    credential = _CREDENTIAL.search(name) is not None and _NOT_CREDENTIAL.search(name) is None
    return credential and not _token_list(name)


def _token_list(name: str) -> bool:
    """A list of tokens a qualifier names as things, no login's (`hiddenTokens`,
    `hidden-tokens-${walletId}`, `favoriteTokens`: a wallet's crypto-asset tokens): a sign-in holds
    one token of each kind, and its lists are `tokens`, `authTokens`, `oauthTokens`."""
    words = _SEPARATORS.sub("_", _SUBSTITUTION.sub("", name)).strip("_")
    rest = _TOKENS_END.sub("", words)
    return rest != words and _SIGN_IN_TOKEN.search(words) is None and _CREDENTIAL.search(rest) is None


def _credential_field(name: str) -> bool:
    if not named_credential(name):
        return False
    return "token" not in name.lower() or _SIGN_IN_TOKEN.search(name) is not None


def credential_field(anchor: Any, type_name: str, links: Links | None) -> str | None:
    """The credential field the type `type_name`, used at `anchor`, holds through the declarations it
    names (`` `password` of `ServerSchema` ``); UNREAD when it is imported and `links` is None; None
    when it holds none."""
    return _field_of(anchor, type_name, links, MAX_DEPTH, set())


def _field_of(anchor: Any, name: str, links: Links | None, depth: int, seen: set[tuple[str, str]]) -> str | None:
    if depth == 0 or name in _BUILT_IN:
        return None
    found = _declaration(anchor, name, links)
    if found is None:
        return UNREAD if links is None and _imported_name(anchor, name) else None
    declaration, home = found
    key = (home.path if home is not None else "", f"{name}@{declaration.range().start.index}")
    if key in seen:
        return None
    seen.add(key)
    fields, named = _fields(declaration)
    described = _described_fields(declaration, home)
    credential = next((f for f in fields if _credential_field(f) and f not in described), None)
    if credential is not None:
        return f"`{credential}` of `{name}`"
    for inner in named:
        held = _field_of(declaration, inner, home, depth - 1, seen)
        if held is not None and held != UNREAD:
            return held
    return None


def _declaration(anchor: Any, name: str, links: Links | None) -> tuple[Any, Links | None] | None:
    """The declaration of `name` in the anchor's file, else in the module it is imported from (with
    that module's links, for the names it uses in turn)."""
    local = _local(program_of(anchor), name)
    if local is not None:
        return local, links
    if links is None:
        return None
    remote = links.imported(anchor, name)
    if remote is None or remote.declaration is None:
        return None
    return remote.declaration, Links(links.modules, remote.path, remote.hops)


def _local(program: Any, name: str) -> Any | None:
    for kind in _TYPE_KINDS:
        for declaration in program.find_all(kind=kind):
            declared = declaration.field("name")
            if declared is not None and declared.text() == name:
                return declaration
    for declarator in program.find_all(kind="variable_declarator"):
        declared, value = declarator.field("name"), declarator.field("value")
        if declared is not None and declared.text() == name and value is not None and value.kind() == "call_expression":
            return declarator
    return None


def _fields(declaration: Any) -> tuple[list[str], list[str]]:
    """The field names a declaration gives (its property signatures, or its schema's object keys)
    and the other declarations it names (type names, `typeof Schema`, schemas inside its calls)."""
    if declaration.kind() in _TYPE_KINDS:
        fields = [str(n.text()) for s in declaration.find_all(kind="property_signature") if (n := s.field("name"))]
        body = declaration.field("body") or declaration.field("value")
        named = list(_type_names(body)) if body is not None else []
        return fields, named
    value = declaration.field("value")
    if value is None or not _schema_call(value):
        return [], []
    fields = [str(k.text()).strip("'\"") for p in value.find_all(kind="pair") if (k := p.field("key")) is not None]
    named = [str(i.text()) for i in value.find_all(kind="identifier")]  # `z.array(Server)`, `Kind.default(...)`
    return fields, list(dict.fromkeys(named))


def _described_fields(declaration: Any, links: Links | None) -> set[str]:
    """The fields of a type declaration that name a credential without holding one: typed `boolean` or
    `number` (`requireSecret?: boolean`), or by another record type of the app, which describes the
    credential (`secret?: SkillSecret` with `SkillSecret = { label; required }`) and is read in turn for
    a credential field of its own."""
    if declaration.kind() not in _TYPE_KINDS:
        return set()
    described = set()
    for signature in declaration.find_all(kind="property_signature"):
        name, annotation = signature.field("name"), signature.field("type")
        kinds = [c for c in annotation.children() if c.kind() not in (":", "?")] if annotation else []
        if name is None or len(kinds) != 1:
            continue
        if kinds[0].kind() == "predefined_type" and str(kinds[0].text()) in ("boolean", "number", "void", "never"):
            described.add(str(name.text()))  # a flag or a count (`requireSecret?: boolean`) holds no secret
            continue
        if kinds[0].kind() != "type_identifier":
            continue
        found = _declaration(declaration, str(annotation.text()).lstrip(":? ").strip(), links)
        if found is not None and _fields(found[0])[0]:
            described.add(str(name.text()))
    return described


# the names a type uses: `Server` of `servers: Server[]`, `ServerSchema` of `z.infer<typeof ServerSchema>`
_NAMES_IN_TYPE: list[Any] = [{"kind": "type_identifier"}, {"kind": "identifier", "inside": {"kind": "type_query"}}]


def _type_names(body: Any) -> Iterator[str]:
    seen: set[str] = set()
    for node in body.find_all(any=_NAMES_IN_TYPE):
        text = str(node.text())
        if text not in seen:
            seen.add(text)
            yield text


def _schema_call(value: Any) -> bool:
    """A schema builder's call chain (`z.object({...})`, `z.array(Server).optional()`): a call whose
    innermost callee is a member of `z`, `yup`, `Joi`."""
    callee = value
    while callee is not None and callee.kind() in ("call_expression", "member_expression"):
        callee = callee.field("function") if callee.kind() == "call_expression" else callee.field("object")
    return callee is not None and callee.kind() == "identifier" and callee.text() in ("z", "yup", "Yup", "Joi", "joi")


def _imported_name(anchor: Any, name: str) -> bool:
    """The file imports `name` (its declaration is in another module)."""
    for statement in program_of(anchor).children():
        if statement.kind() == "import_statement" and any(
            i.text() == name for i in statement.find_all(any=[{"kind": "identifier"}, {"kind": "type_identifier"}])
        ):
            return True
    return False


def program_of(node: Any) -> Any:
    """The program (the whole file's tree) a node belongs to."""
    ancestors = list(node.ancestors())
    return ancestors[-1] if ancestors else node
