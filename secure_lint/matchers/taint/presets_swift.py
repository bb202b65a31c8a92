"""Named sources and sanitizers for Swift taint rules (see presets.py).

Sources are what another app, a web page or the user controls: URLs handed to the app
(`deep-link`), query items and query strings of URLs (`url-query`), the pasteboard
(`pasteboard`), text typed into fields (`text-input`), script messages from web content
(`web-message`) and, on a server, what a Vapor request carries (`http-request`).
"""

from __future__ import annotations

from typing import Any


def _suffix(names: str) -> dict[str, Any]:
    """A property read `x.name` (or `x?.name`) of one of the names (a regex alternation)."""
    return {"kind": "navigation_expression", "has": {"field": "suffix", "regex": rf"^\.({names})$"}}


def _property_of(target: str, names: str) -> dict[str, Any]:
    """A property read `x.name` of one of the names, on a value whose text matches `target$`
    (the property is checked first: a regex on a long chain's whole text costs)."""
    return {
        "kind": "navigation_expression",
        "all": [
            {"has": {"field": "suffix", "regex": rf"^\.({names})$"}},
            {"has": {"field": "target", "regex": rf"{target}$"}},
        ],
    }


def _method(names: str) -> dict[str, Any]:
    """A call of a method `x.name(...)` of one of the names."""
    return {
        "kind": "call_expression",
        "has": {"nthChild": 1, "kind": "navigation_expression", "has": _suffix(names)["has"]},
    }


def _closure_parameter_of(modifiers: str) -> dict[str, Any]:
    """The parameter of the trailing closure given to a SwiftUI modifier (`.onOpenURL { url in ... }`)."""
    return {
        "kind": "lambda_parameter",
        "inside": {
            "kind": "lambda_function_type_parameters",
            "inside": {
                "kind": "lambda_function_type",
                "inside": {
                    "kind": "lambda_literal",
                    "inside": {"kind": "call_suffix", "inside": {"kind": "call_expression", "has": _suffix(modifiers)}},
                },
            },
        },
    }


def _text_binding_of(views: str) -> dict[str, Any]:
    """The `text: $name` argument of a SwiftUI text view: `name` holds what the user types
    (flow.py binds it from there on in the view body)."""
    return {
        "kind": "value_argument",
        "has": {"field": "name", "regex": r"^text$"},
        "all": [{"has": {"field": "value", "kind": "simple_identifier", "regex": r"^\$\w+$"}}],
        "inside": {
            "kind": "value_arguments",
            "inside": {
                "kind": "call_suffix",
                "inside": {"kind": "call_expression", "has": {"nthChild": 1, "regex": rf"^({views})$"}},
            },
        },
    }


def _parameter_of(function: str, label: str) -> dict[str, Any]:
    """The parameter with this argument label of a method of this name (`application(_:open:options:)`)."""
    return {
        "kind": "parameter",
        "has": {"field": "external_name", "regex": rf"^({label})$"},
        "inside": {"kind": "function_declaration", "has": {"field": "name", "regex": rf"^({function})$"}},
    }


# the route-registering methods of Vapor (`app.get("users", ":id") { req in ... }`, `routes.on(.POST, ...)`)
ROUTE_METHODS = r"get|post|put|patch|delete|on|webSocket"
# the parts of a Vapor request the client writes: its query, body, route parameters, headers and cookies
REQUEST_PARTS = r"query|content|parameters|headers|body|cookies"


def _request_part() -> dict[str, Any]:
    """`req.query`, `req.content`, ... of a Vapor request: `req` a parameter declared `Request`
    (`func show(req: Request)`, a RouteCollection's handler) or the parameter of a closure handed
    to a route method (`app.get("search") { req in ... }`), in a file that imports Vapor."""
    handler = {
        "stopBy": "end",
        "kind": "function_declaration",
        "has": {
            "kind": "parameter",
            "all": [
                {"has": {"field": "name", "pattern": "$VAPOR_REQ"}},
                {"has": {"field": "type", "regex": r"^(Vapor\.)?Request$"}},
            ],
        },
    }
    route_closure = {
        "stopBy": "end",
        "kind": "lambda_literal",
        "all": [
            {
                "has": {
                    "kind": "lambda_function_type",
                    "has": {
                        "kind": "lambda_function_type_parameters",
                        "has": {
                            "kind": "lambda_parameter",
                            "nthChild": 1,
                            "has": {"kind": "simple_identifier", "pattern": "$VAPOR_REQ"},
                        },
                    },
                }
            },
            {
                "inside": {
                    "stopBy": {"kind": "call_expression"},
                    "kind": "call_expression",
                    "has": {"nthChild": 1, **_suffix(ROUTE_METHODS)},
                }
            },
        ],
    }
    # a file that imports Vapor: another library's `Request` (a WalletConnect or API-client type) is no HTTP request
    imports_vapor = {
        "stopBy": "end",
        "kind": "source_file",
        "has": {"kind": "import_declaration", "regex": r"\bimport\s+(\w+\s+)?Vapor\b"},
    }
    return {
        "kind": "navigation_expression",
        "all": [
            {"has": {"field": "suffix", "regex": rf"^\.({REQUEST_PARTS})$"}},
            {"has": {"field": "target", "kind": "simple_identifier", "pattern": "$VAPOR_REQ"}},
            {"any": [{"inside": handler}, {"inside": route_closure}]},
            {"inside": imports_vapor},
        ],
    }


# names of escaping and sanitising functions: escapeHTML, htmlEscaped, sanitize(_:), jsStringLiteral
ESCAPER = r"\w*([Ee]scap|[Ss]aniti[sz]|[Hh][Tt][Mm][Ll][Ee]ncode|[Jj][Ss][Ss]tring)\w*"

PRESETS: dict[str, list[dict[str, Any]]] = {
    # URLs another app or a web page opens the app with: custom schemes and universal links.
    "deep-link": [
        _parameter_of("application", "open"),  # application(_:open:options:)
        _parameter_of("scene", "openURLContexts"),  # scene(_:openURLContexts:)
        _parameter_of(
            "application|scene", "continue"
        ),  # application(_:continue:restorationHandler:), scene(_:continue:)
        _closure_parameter_of("onOpenURL|onContinueUserActivity"),
        _suffix("webpageURL|urlContexts|userActivities"),  # userActivity.webpageURL, connectionOptions.urlContexts
        {"kind": "call_expression", "regex": r"^launchOptions\??\[\s*\.url\s*\]"},
    ],
    # Query items and query strings of a URL.
    "url-query": [
        _suffix("queryItems"),
        _property_of(r"(?i)url", "query|fragment"),
        {"kind": "call_expression", "has": {"nthChild": 1, **_property_of(r"(?i)url", "query|fragment")}},
    ],
    # What another app copied.
    "pasteboard": [
        _property_of(r"^UIPasteboard\.general", "string|strings|url|urls"),
        {"kind": "call_expression", "regex": r"^NSPasteboard\.general\.(string|data)\(forType:"},
    ],
    # Text the user typed: UIKit and AppKit fields, search bars, a text field delegate's replacement
    # string, the state a SwiftUI TextField binds (read in the same view body after the field).
    "text-input": [
        _property_of(r"(?i)(textfield|field|textview|searchbar|input)!?", "text|stringValue"),
        _parameter_of("textField", "replacementString"),
        # SwiftUI: `TextField("Address", text: $address)` makes `address` typed text from there on
        _text_binding_of("TextField|TextEditor"),
    ],
    # What the user types into a password, PIN or card field: a UIKit field named so, a SwiftUI SecureField's binding.
    "secret-input": [
        _property_of(
            r"(?i)(password|passcode|passwd|pin|secret|cvv|cvc|card\w*|ssn|otp)\w*(field|textfield)!?", "text"
        ),
        _text_binding_of("SecureField"),
    ],
    # Bodies of script messages posted by web content (WKScriptMessageHandler).
    "web-message": [
        {
            "kind": "navigation_expression",
            "has": {"field": "suffix", "regex": r"^\.body$"},
            "all": [{"has": {"field": "target", "kind": "simple_identifier"}}],
            "inside": {
                "stopBy": "end",
                "kind": "function_declaration",
                "has": {"kind": "parameter", "has": {"field": "type", "regex": r"^WKScriptMessage$"}},
            },
        },
    ],
    # What a client sends a Vapor server: `req.query["q"]`, `try req.content.decode(Form.self)` (and
    # the decoded value's fields), `req.parameters.get("id")`, `req.headers`, `req.body.string`,
    # `req.cookies` (a value asked for as a number, `req.query.get(Int.self, at: "n")`, is one: swift.py)
    "http-request": [_request_part()],
    # Results that are numbers or booleans whatever went in.
    "number-conversion": [
        {
            "kind": "call_expression",
            "regex": r"^(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|CGFloat|Bool|"
            r"Decimal|NSNumber|UUID)(\.init)?\(",
        },
        _suffix("count|isEmpty|hashValue|intValue|doubleValue|boolValue|integerValue|floatValue|int64Value"),
        _method("contains|hasPrefix|hasSuffix|starts|elementsEqual|allSatisfy|isEmpty"),
    ],
    # Encoders and escapers of a value for the context it goes into.
    "escaping": [
        _method("addingPercentEncoding"),
        {"kind": "call_expression", "has": {"nthChild": 1, "kind": "simple_identifier", "regex": rf"^{ESCAPER}$"}},
        _method(ESCAPER),
        {
            "kind": "navigation_expression",
            "has": {"field": "suffix", "regex": r"(?i)(escaped|escaping|sanitized|sanitised)\w*$"},
        },
        {"kind": "call_expression", "regex": r"^(JSONSerialization\.data\(withJSONObject|JSONEncoder\(\)\.encode\()"},
    ],
    # The file name part of a path: no directory traversal left.
    "file-name": [_suffix("lastPathComponent")],
}
