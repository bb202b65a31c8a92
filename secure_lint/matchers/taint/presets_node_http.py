"""Sources of a plain node:http (https, http2) server: the request a `createServer` callback is handed.

Such a server has no framework to parse the request for it: it reads the URL and headers off the
request object (`new URL(req.url, base)`, `url.parse(req.url, true).query`) and collects the body
from the request stream's `data` events (`req.on('data', chunk => body += chunk)`, `for await (const
chunk of req)`) before parsing it (`querystring.parse(body)`, `JSON.parse(body)`). The URL and the
chunks are what the client sent; the parsers carry that on like any other call.
"""

from __future__ import annotations

from typing import Any

_FUNCTIONS = [{"kind": "arrow_function"}, {"kind": "function_expression"}]

# http.createServer((req, res) => ...), https.createServer(options, handler), http2.createSecureServer(...)
_SERVER_CALL: dict[str, Any] = {
    "kind": "call_expression",
    "has": {"field": "function", "regex": r"^([\w$]+\.)*(createServer|createSecureServer)$"},
}
# the request handler handed to it, whose first parameter ($REQ) is the request, whatever its name
_FIRST_PARAMETER: dict[str, Any] = {
    "any": [
        {"has": {"field": "parameter", "pattern": "$REQ"}},
        {
            "has": {
                "field": "parameters",
                "has": {
                    "nthChild": 1,
                    "any": [
                        {"kind": "identifier", "pattern": "$REQ"},
                        # TypeScript's `(req: IncomingMessage, res)` (no kind: JavaScript has none such)
                        {"has": {"field": "pattern", "kind": "identifier", "pattern": "$REQ"}},
                    ],
                },
            }
        },
    ]
}
_SERVER_HANDLER: dict[str, Any] = {
    "stopBy": "end",
    "any": _FUNCTIONS,
    "all": [{"inside": {"kind": "arguments", "inside": _SERVER_CALL}}, _FIRST_PARAMETER],
}
# the request object: the handler's first parameter, or a `req`/`request` (an Express or Koa
# handler's request is the same IncomingMessage stream)
_REQUEST_OBJECT: dict[str, Any] = {
    "kind": "identifier",
    "any": [
        {"regex": r"^(req|request)$"},
        {"all": [{"pattern": "$REQ"}, {"inside": _SERVER_HANDLER}]},
    ],
}
# req.on('data', chunk => ...) (also once, addListener, prependListener)
_DATA_LISTENER: dict[str, Any] = {
    "kind": "call_expression",
    "all": [
        {
            "has": {
                "field": "function",
                "kind": "member_expression",
                "regex": r"\.(on|once|addListener|prependListener)$",
                "has": {"field": "object", **_REQUEST_OBJECT},
            }
        },
        {"has": {"field": "arguments", "has": {"nthChild": 1, "kind": "string", "regex": r"^['\"]data['\"]$"}}},
    ],
}
_LISTENER: dict[str, Any] = {"any": _FUNCTIONS, "inside": {"kind": "arguments", "inside": _DATA_LISTENER}}

def first_parameter(listener: dict[str, Any]) -> list[dict[str, Any]]:
    """The rules for the first parameter of a function `listener` matches: `chunk => ...`,
    `(chunk, ...) => ...`, and TypeScript's `(chunk: Buffer) => ...`."""
    return [
        {"kind": "identifier", "inside": {"field": "parameter", **listener}},
        {"kind": "identifier", "nthChild": 1, "inside": {"kind": "formal_parameters", "inside": listener}},
        {
            "$languages": ["typescript", "tsx"],
            "kind": "identifier",
            "inside": {
                "field": "pattern",
                "kind": "required_parameter",
                "nthChild": 1,
                "inside": {"kind": "formal_parameters", "inside": listener},
            },
        },
    ]


NODE_HTTP_SOURCES: list[dict[str, Any]] = [
    # the URL and headers of the handler's request, whatever the parameter is named: (incoming, outgoing) => ...
    {
        "kind": "member_expression",
        "all": [
            {"has": {"field": "property", "regex": r"^(url|headers|rawHeaders)$"}},
            {"has": {"field": "object", "kind": "identifier", "pattern": "$REQ"}},
            {"inside": _SERVER_HANDLER},
        ],
    },
    # the body's chunks: req.on('data', (chunk) => { body += chunk })
    *first_parameter(_LISTENER),
    # ... or iterated: the request in `for await (const chunk of req)` (each chunk holds its data)
    {
        **_REQUEST_OBJECT,
        "inside": {"field": "right", "kind": "for_in_statement", "regex": r"^for\s+await\b"},
    },
]
