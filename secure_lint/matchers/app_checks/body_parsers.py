"""What request bodies an Express app parses: JSON only, or also what a cross-site form can send.

A page on another site can make the browser send, with the user's cookies and no CORS preflight,
a GET or a POST whose body is url-encoded, multipart or text/plain (an HTML form). A JSON body
needs `Content-Type: application/json`, which only script can set and which the browser first asks
the server about (a preflight a server that answers no CORS refuses); PUT, PATCH and DELETE need a
preflight too. So an Express app whose only body parsers are JSON ones with their default content
type (`express.json()`, `bodyParser.json()`) gets an empty body from a forged form: its POST
routes see none of the fields they act on. A parser of form bodies (`urlencoded`, `text`, `raw`,
a multipart package, the bare `bodyParser()` of old Connect) or a JSON parser given its own
`type` (which may name text/plain) is what a forged form reaches.

Only Express apps are read so: NestJS mounts url-encoded parsing by default, Fastify parses
text/plain by default and koa-bodyparser parses forms by default. Nor is an app whose CORS lets
other origins send credentialed requests (`credentials: true`): the preflight of a JSON request
from an origin it allows is answered yes. A POST route that acts on its path alone, reading no
body, stays forgeable by a form; the check does not tell such a route apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import at
from secure_lint.matchers.app_checks.request_proofs import credentialed_cors

if TYPE_CHECKING:
    from secure_lint.matchers.app_checks.app import App

_PARSER_OWNER = r"""\b(?:express|[\w$]*[bB]ody[pP]arser)\s*\.\s*"""
_JSON_PARSER = lazy_compile(rf"""{_PARSER_OWNER}json\s*\(|\.\s*use\s*\(\s*json\s*\(""")
# a JSON parser told which content types to parse (`type: '*/*'`, `type: ['json', 'text/plain']`)
_JSON_TYPED = lazy_compile(rf"""(?:{_PARSER_OWNER}|\.\s*use\s*\(\s*)json\s*\(\s*\{{[^()]*?\btype\s*:""")
# a parser of what a form can send: url-encoded, text/plain, or Connect's all-in-one bodyParser();
# a raw parser only when told to take a form's type (its default is application/octet-stream,
# which a form cannot send: `express.raw({ type: 'application/json' })` of a webhook is not one)
_FORM_PARSER = lazy_compile(
    rf"""{_PARSER_OWNER}(?:urlencoded|text)\s*\(|\.\s*use\s*\(\s*(?:urlencoded|text)\s*\("""
    r"""|\b[\w$]*[bB]ody[pP]arser\s*\(\s*\)"""
    rf"""|(?:{_PARSER_OWNER}|\.\s*use\s*\(\s*)raw\s*\(\s*\{{[^()]*?\btype\s*:[^()]*?(?:\*/\*|text/|urlencoded|multipart)"""
)
_MULTIPART_PACKAGES = (
    "multer",
    "formidable",
    "express-formidable",
    "busboy",
    "connect-busboy",
    "express-fileupload",
    "multiparty",
    "connect-multiparty",
)
_OTHER_SERVERS = lazy_compile(r"""\bNestFactory\b|\bnew\s+Koa\b|\b(?:fastify|Fastify)\s*\(""")


def form_body_parser(app: App) -> str | None:
    """Where the app parses a body a cross-site form can send, or None."""
    place = app.find("body-parsers:form", _FORM_PARSER) or app.find("body-parsers:json-typed", _JSON_TYPED)
    if place is not None:
        return f"form bodies parsed: {at(place)}"
    multipart = app.uses(_MULTIPART_PACKAGES)
    return f"multipart bodies parsed: {multipart}" if multipart else None


def json_only_bodies(app: App, server_text: str) -> str | None:
    """Where an Express app mounts its JSON parser, when JSON with its default content type is all
    it parses; None for another server, an app with no body parser, or one that parses forms."""
    if _OTHER_SERVERS.search(server_text) or form_body_parser(app) is not None or credentialed_cors(app):
        return None
    place = app.find("body-parsers:json", _JSON_PARSER)
    if place is None:
        return None
    return (
        f"only JSON bodies are parsed ({at(place)}): a cross-site form's url-encoded, multipart or"
        " text/plain body arrives empty, and a JSON or PUT/PATCH/DELETE request needs a CORS preflight"
    )
