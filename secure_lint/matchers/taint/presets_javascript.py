"""Named sources and sanitizers for JavaScript and TypeScript taint rules (see presets.py).

An object with a `$languages` key applies only to those languages (node kinds TypeScript alone has).
"""

from __future__ import annotations

from typing import Any

_REQUEST = r"^(req|request|ctx\.request|ctx)$"
_REQUEST_PARTS = r"^(query|body|params|headers|cookies|signedCookies|url|originalUrl|path|files|file|hostname)$"

PRESETS: dict[str, list[dict[str, Any]]] = {
    # Express, Koa, Fastify, NestJS and Next.js route handlers, server actions, GraphQL resolvers.
    "http-request": [
        {
            "kind": "member_expression",
            "has": {"field": "object", "regex": _REQUEST},
            "all": [{"has": {"field": "property", "regex": _REQUEST_PARTS}}],
        },
        # req.param('x'), req.get('x'), req.header('x'), await request.json(), request.formData()
        {
            "kind": "call_expression",
            "has": {
                "field": "function",
                "kind": "member_expression",
                "regex": r"^(req|request|ctx\.request)\.(param|get|header|json|formData|text)$",
            },
        },
        # searchParams.get('next'), formData.get('file') on values of those names
        {
            "kind": "call_expression",
            "has": {"field": "function", "regex": r"^(searchParams|formData|nextUrl\.searchParams)\.(get|getAll)$"},
        },
        # ({ params, searchParams }: Props) / async ({ query }) in a handler's parameter list
        {
            "kind": "object_pattern",
            "inside": {"kind": "formal_parameters", "stopBy": "end"},
            "has": {"kind": "shorthand_property_identifier_pattern", "regex": r"^(params|searchParams|query|body)$"},
        },
        # server actions: async function save(formData: FormData)
        {
            "$languages": ["typescript", "tsx"],
            "kind": "identifier",
            "inside": {"kind": "required_parameter", "has": {"kind": "type_annotation", "regex": r"\bFormData\b"}},
        },
        # NestJS handler parameters: @Query('next') next: string, @Param('id') id, @Body() dto: CreateDto
        {
            "$languages": ["typescript", "tsx"],
            "kind": "identifier",
            "inside": {
                "kind": "required_parameter",
                "has": {"kind": "decorator", "regex": r"^@(Query|Param|Body|Headers)\b"},
            },
        },
        # GraphQL resolvers: (parent, args, context, info)
        {
            "kind": "identifier",
            "regex": r"^args$",
            "inside": {"kind": "formal_parameters", "regex": r"^\(\s*_?\w*\s*,\s*args\s*[,)]"},
        },
    ],
    # Values a page's URL or another window controls.
    "browser-url": [
        {
            "kind": "member_expression",
            "regex": r"^((window|document|self|top)\.)?location\.(hash|search|href|pathname)$",
        },
        {"kind": "member_expression", "regex": r"^document\.(URL|documentURI|referrer|baseURI)$"},
        {"kind": "member_expression", "regex": r"^window\.name$"},
        {
            "kind": "member_expression",
            "regex": r"^(e|ev|evt|event|msg|message)\.data$",
            "inside": {"stopBy": "end", "kind": "call_expression", "regex": r"addEventListener\(\s*['\"]message['\"]"},
        },
    ],
    # React Native deep links and navigation parameters.
    "deep-link": [
        {"kind": "member_expression", "regex": r"^(route|props\.route|this\.props\.route)\.params$"},
        {"kind": "call_expression", "regex": r"^Linking\.getInitialURL\("},
    ],
    # Results that are numbers or booleans whatever went in.
    "number-conversion": [
        {"kind": "call_expression", "regex": r"^(parseInt|parseFloat|Number|BigInt|Boolean|Math\.\w+)\("},
        {"kind": "member_expression", "has": {"field": "property", "regex": r"^length$"}},
        {"kind": "unary_expression", "regex": r"^[+!~-]"},
    ],
    # Encoders and escapers of a value for the context it goes into.
    "escaping": [
        {
            "kind": "call_expression",
            "has": {
                "field": "function",
                "regex": (
                    r"(?i)^([\w.]*\.)?(encodeURIComponent|encodeURI|escape\w*|\w*escape|sanitize\w*|"
                    r"purify|quote|shellQuote|shellescape|encodeForHTML|htmlEncode|xss|filterXSS)$"
                ),
            },
        },
        {"kind": "call_expression", "regex": r"^(DOMPurify|purify|he|entities|validator|SqlString)\.\w+\("},
        {"kind": "call_expression", "regex": r"^(_|lodash)\.(escape|escapeRegExp)\("},
    ],
    # The file name part of a path: no directory traversal left.
    "file-name": [
        {"kind": "call_expression", "regex": r"^((path|nodePath|posix|win32)\.)?basename\("},
    ],
}
