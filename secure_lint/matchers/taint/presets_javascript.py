"""Named sources and sanitizers for JavaScript and TypeScript taint rules (see presets.py).

An object with a `$languages` key applies only to those languages (node kinds TypeScript alone has).
"""

from __future__ import annotations

from typing import Any

from .presets_node_http import NODE_HTTP_SOURCES
from .presets_websocket import WEBSOCKET_SOURCES

# `_req`: the underscore marks a parameter its author once left unused, and the handler may read it since
_REQUEST = r"^(_?req|_?request|ctx\.request|ctx)$"
_REQUEST_PARTS = r"^(query|body|params|headers|cookies|signedCookies|url|originalUrl|path|files|file|hostname)$"

_NEXT_HEADERS = r"""from\s+['"]next/headers['"]"""
_HONO = r"""from\s+['"](hono|@hono/[\w.-]+)(/[\w./-]*)?['"]"""
_FUNCTIONS = [{"kind": "function_declaration"}, {"kind": "arrow_function"}, {"kind": "function_expression"}]


def _callback_of(call: dict[str, Any]) -> dict[str, Any]:
    """A function written as an argument of a call matching `call` (`.then((data) => ...)`)."""
    return {"any": _FUNCTIONS[1:], "inside": {"kind": "arguments", "inside": {"kind": "call_expression", **call}}}


def _parameters_of(function: dict[str, Any]) -> list[dict[str, Any]]:
    """The parameters a function matching `function` declares: `(url)`, `({ url })`, `url => ...`,
    and in TypeScript `(url: string)` (each an identifier or an object pattern)."""
    formal = {"kind": "formal_parameters", "inside": function}
    declared = {"any": [{"kind": "required_parameter"}, {"kind": "optional_parameter"}], "inside": formal}
    names = [{"kind": "identifier"}, {"kind": "object_pattern"}]
    return [
        {"any": names, "inside": formal},
        {"kind": "identifier", "inside": {**function, "field": "parameter"}},
        {"$languages": ["typescript", "tsx"], "any": names, "inside": {**declared, "field": "pattern"}},
    ]


def _exported(program: dict[str, Any]) -> dict[str, Any]:
    """A function a module matching `program` exports: `export function f`, `export const f = () =>`."""
    export = {"kind": "export_statement", "inside": program}
    return {
        "any": [
            {"kind": "function_declaration", "inside": export},
            {
                "any": _FUNCTIONS[1:],
                "inside": {"kind": "variable_declarator", "inside": {"kind": "lexical_declaration", "inside": export}},
            },
        ]
    }


# Angular's ActivatedRoute: the page URL's route and query parameters, as the router hands them to a
# component (`this.route.queryParams.subscribe((params) => ...)`, `route.snapshot.paramMap.get('id')`)
_ROUTE_STREAM = r"^(this\.)?\w*[rR]oute\.(queryParams|params|queryParamMap|paramMap|fragment)\.subscribe\("
_ROUTE_SUBSCRIBER = _callback_of({"regex": _ROUTE_STREAM})
# JSON a page fetched from its own server: `fetch('/api/posts').then((r) => r.json()).then((posts) => ...)`
# hands the records to the callback, `await res.json()` returns them. Only a same-origin path counts:
# what the app's own API returns is what its users stored there, while a configured service's content
# (a CMS, a third-party API) is its editors'. A literal `.json` path is a static file shipped with the page.
_OWN_API = r"""fetch\(\s*['"`]/[^/]"""
_STATIC_JSON = {"regex": r"""(\bfetch|\.getJSON|\.get)\(\s*['"`][^'"`$]*\.json['"`]"""}
_FETCHED_JSON_CALLBACK = _callback_of(
    {
        "has": {
            "field": "function",
            "regex": rf"^\s*(await\s+)?{_OWN_API}[\s\S]*\.json\(\s*\)[\s\S]*\.then$",
            "not": _STATIC_JSON,
        }
    }
)
# jQuery's requests of the app's own API: `$.getJSON('/api/posts', (posts) => ...)`,
# `$.get('/api/posts').done((posts) => ...)`
_JQUERY_OWN_API = r"""^(\$|jQuery)\.(getJSON|get|post)\(\s*['"`]/[^/]"""
_JQUERY_CALLBACK = _callback_of(
    {
        "any": [
            {"regex": _JQUERY_OWN_API},
            {"has": {"field": "function", "regex": _JQUERY_OWN_API + r"[\s\S]*\.(done|then)$"}},
        ],
        "not": _STATIC_JSON,
    }
)
_FETCHED_JSON_RESULT: dict[str, Any] = {
    "kind": "call_expression",
    "regex": r"^[\s\S]*\.json\(\s*\)$",
    "not": _STATIC_JSON,
    "inside": {
        "stopBy": "end",
        "any": _FUNCTIONS,
        "has": {"stopBy": "end", "kind": "call_expression", "regex": f"^{_OWN_API}", "not": _STATIC_JSON},
    },
}

# A 'use server' module: every function it exports is a Next.js server action any client may call
_DIRECTIVE = {"kind": "expression_statement", "nthChild": 1, "regex": r"^['\"]use server['\"];?$"}
_USE_SERVER: dict[str, Any] = {"kind": "program", "has": _DIRECTIVE}
# The handler given to Linking.addEventListener('url', ...) (React Native): its event holds a URL
_LINK_LISTENER = _callback_of({"regex": r"^Linking\.addEventListener\(\s*['\"]url['\"]"})

# `const request = input` (a fetch wrapper's `input: string | URL | Request`), `const req = new
# Request(url, init)`: a variable of that name the function binds to another value is that value,
# an outgoing request, not the one the server received (its data is tainted only if the value is)
_REBOUND_REQUEST: dict[str, Any] = {
    "inside": {
        "stopBy": "end",
        "any": _FUNCTIONS,
        "has": {
            "field": "body",
            "has": {
                "kind": "lexical_declaration",
                "has": {
                    "kind": "variable_declarator",
                    "all": [
                        {"has": {"field": "name", "regex": r"^_?(req|request)$"}},
                        {
                            "has": {
                                "field": "value",
                                "any": [
                                    {"kind": "identifier", "not": {"regex": r"^(req|request|ctx|context)$"}},
                                    {"kind": "new_expression", "regex": r"^new\s+Request\("},
                                ],
                            }
                        },
                    ],
                },
            },
        },
    }
}

# Functions a framework calls with the request it received (what a destructured `{ query }`,
# `{ params }`, `{ body }` parameter of theirs holds):
# - a callback handed to a call: `router.get('/x', ({ query }, res) => ...)`, `withSession(async ({ params })
#   => ...)` (not an array's or a promise's callback: `rows.map(({ body }) => ...)`, `.then(({ body }) => ...)`)
# - a function declared apart and handed to a call by name: `router.get('/x', list)`
# - an exported Next.js/Remix route handler, page, layout or data function: `export default function Page
#   ({ params })`, `export async function GET(req, { params })`, `export const getServerSideProps = ...`
# - the `handler` of a route's options (`fastify.route({ url, handler: async ({ query }) => ... })`)
# - a method of a controller class (`class UsersController`, `@Controller()` NestJS)
_ITERATION = (
    r"\.(map|flatMap|forEach|filter|reduce|reduceRight|find|findIndex|findLast|some|every|sort|then|catch|finally)$"
)
_NOT_ITERATION: dict[str, Any] = {
    "not": {
        "inside": {
            "kind": "call_expression",
            "has": {
                "field": "function",
                "regex": _ITERATION,
            },
        }
    }
}
_HANDLER_NAMES = (
    r"^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|loader|clientLoader|action|clientAction|getServerSideProps|"
    r"getStaticProps|getInitialProps|generateMetadata|generateViewport|generateImageMetadata|middleware|handler)$"
)
_EXPORT = {"kind": "export_statement"}
# a tRPC procedure's resolver: the function handed to `.query`/`.mutation`/`.subscription` of a
# procedure built with `.input(schema)` (`publicProcedure.input(z.object({...})).mutation(...)`)
_TRPC_RESOLVER = _callback_of(
    {
        "has": {
            "field": "function",
            "kind": "member_expression",
            "regex": r"\.input\s*\([\s\S]*\)\s*\.(query|mutation|subscription)$",
        }
    }
)
_HANDLER: dict[str, Any] = {
    "any": [
        {"any": _FUNCTIONS[1:], "inside": {"kind": "arguments", **_NOT_ITERATION}},
        {
            "all": [
                {"any": _FUNCTIONS},
                {
                    "any": [
                        {"has": {"field": "name", "pattern": "$HANDLER"}},
                        {"inside": {"kind": "variable_declarator", "has": {"field": "name", "pattern": "$HANDLER"}}},
                    ]
                },
            ],
            "inside": {
                "stopBy": "end",
                "kind": "program",
                "has": {
                    "stopBy": "end",
                    "kind": "arguments",
                    **_NOT_ITERATION,
                    "has": {"kind": "identifier", "pattern": "$HANDLER"},
                },
            },
        },
        {"kind": "function_declaration", "inside": {**_EXPORT, "regex": r"^export\s+default\b"}},
        {"any": _FUNCTIONS[1:], "inside": _EXPORT},
        {"kind": "function_declaration", "has": {"field": "name", "regex": _HANDLER_NAMES}, "inside": _EXPORT},
        {
            "any": _FUNCTIONS[1:],
            "inside": {
                "kind": "variable_declarator",
                "has": {"field": "name", "regex": _HANDLER_NAMES},
                "inside": {"kind": "lexical_declaration", "inside": _EXPORT},
            },
        },
        {"any": _FUNCTIONS[1:], "inside": {"kind": "pair", "has": {"field": "key", "regex": r"^['\"]?handler['\"]?$"}}},
        {
            "kind": "method_definition",
            "inside": {
                "kind": "class_body",
                "inside": {
                    "all": [
                        {"any": [{"kind": "class_declaration"}, {"kind": "class"}]},
                        {
                            "any": [
                                {"has": {"field": "name", "regex": r"Controller$"}},
                                {"has": {"kind": "decorator", "regex": r"^@Controller\b"}},
                                {"follows": {"kind": "decorator", "regex": r"^@Controller\b"}},
                            ]
                        },
                    ],
                },
            },
        },
    ]
}
# A parameter typed as a framework's request or context: `({ params }: LoaderFunctionArgs)`,
# `({ query }: NextPageContext)`, `({ params, request }: HttpContext)` (AdonisJS 5's `HttpContextContract`)
_REQUEST_TYPE_NAME = (
    r"^:\s*([\w$]+\.)*\w*(Request|Context|Ctx|RequestEvent|LoaderArgs|LoaderFunctionArgs|ActionArgs|"
    r"ActionFunctionArgs|PageProps|RouteContext)(Contract)?\s*(<.*>)?$"
)

_REQUEST_TYPE = {"kind": "type_annotation", "regex": _REQUEST_TYPE_NAME}
_REQUEST_PARAMETER_PARTS = r"^(params|searchParams|query|body)$"

# The site's own service worker posting to its pages (a push notification clicked): same origin, not another window
_SERVICE_WORKER: dict[str, Any] = {"regex": r"^navigator\.serviceWorker\.(addEventListener|onmessage)\b"}

# GraphQL resolvers: the functions a GraphQL server calls with the arguments of the query it was sent.
# - a resolver map's type entries (Apollo Server, graphql-tools, Mercurius): `Query: { users: (_, { filter })
#   => ... }`, `Mutation: { save(parent, args) {...} }`: the arguments are the second parameter
# - a graphql-js field config (`new GraphQLObjectType({ fields: { users: { type, args, resolve(parent, args)
#   {...} } } })`): `resolve`/`subscribe` beside `type`, arguments second
# - a buildSchema root value (`graphql({ schema, rootValue })`, `graphqlHTTP({ schema, rootValue: root })`): each
#   function of the object takes the arguments first; the object is one the module declares beside its
#   buildSchema() call and hands over as rootValue or exports (`module.exports = { schema, root }`)
_ROOT_TYPES = r"^['\"]?(Query|Mutation|Subscription)['\"]?$"
_MEMBER_FUNCTION_KINDS = [{"kind": "arrow_function"}, {"kind": "function_expression"}]


def _member_functions(owner: dict[str, Any], key: str = r".") -> dict[str, Any]:
    """Functions that are members of an object matching `owner` (`key: () => ...`, `key() {...}`), their
    key matching `key`."""
    return {
        "any": [
            {
                "any": _MEMBER_FUNCTION_KINDS,
                "inside": {"kind": "pair", "has": {"field": "key", "regex": key}, "inside": owner},
            },
            {"kind": "method_definition", "has": {"field": "name", "regex": key}, "inside": owner},
        ]
    }


def _nth_parameter(function: dict[str, Any], n: int) -> list[dict[str, Any]]:
    """The n-th parameter of a function matching `function`, and the names destructured from it: `(_, args)`,
    `(_, { filter })`, in TypeScript `(_: unknown, { filter }: Args)`."""
    formal = {"kind": "formal_parameters", "inside": function}
    typed = {"any": [{"kind": "required_parameter"}, {"kind": "optional_parameter"}], "nthChild": n, "inside": formal}
    direct: list[dict[str, Any]] = [
        {"kind": "identifier", "nthChild": n, "inside": formal},
        {
            "kind": "shorthand_property_identifier_pattern",
            "inside": {"kind": "object_pattern", "nthChild": n, "inside": formal},
        },
    ]
    in_typed: list[dict[str, Any]] = [
        {"$languages": ["typescript", "tsx"], "kind": "identifier", "inside": {**typed, "field": "pattern"}},
        {
            "$languages": ["typescript", "tsx"],
            "kind": "shorthand_property_identifier_pattern",
            "inside": {"kind": "object_pattern", "inside": {**typed, "field": "pattern"}},
        },
    ]
    alone = [{"kind": "identifier", "inside": {**function, "field": "parameter"}}] if n == 1 else []
    return [*direct, *in_typed, *alone]


# A parameter typed as a provider's webhook payload, by its type's name (`event: GitLabWebhookNoteEvent`,
# `EmitterWebhookEvent<"issue_comment">`, `WebhookPayloadIssueComment`): it may have come through a queue
_WEBHOOK_TYPE = r"^:\s*([\w$]+\.)*\w*Webhook\w*(Event|Payload)\w*\s*(<.*>)?$"
# ... whose free text, which the provider relays from any of its users (a comment's or note's body, an issue's
# title), is what they wrote; the URLs and ids the provider sets itself (`repository.html_url`) are its own
_USER_TEXT = r"^(body|note|title|description|text|message|content)$"


def _handler_typed(type_annotation: str) -> dict[str, Any]:
    """A function or method with a parameter `$PAYLOAD` whose type annotation matches `type_annotation`."""
    return {
        "stopBy": "end",
        "any": [*_FUNCTIONS, {"kind": "method_definition"}],
        "has": {
            "field": "parameters",
            "has": {
                "any": [{"kind": "required_parameter"}, {"kind": "optional_parameter"}],
                "all": [
                    {"has": {"field": "pattern", "kind": "identifier", "pattern": "$PAYLOAD"}},
                    {"has": {"kind": "type_annotation", "regex": type_annotation}},
                ],
            },
        },
    }


_WEBHOOK_HANDLER = _handler_typed(_WEBHOOK_TYPE)

WEBHOOK_TEXT: list[dict[str, Any]] = [
    {
        "$languages": ["typescript", "tsx"],
        "kind": "member_expression",
        "all": [
            {"has": {"field": "property", "regex": _USER_TEXT}},
            {"has": {"stopBy": "end", "kind": "identifier", "pattern": "$PAYLOAD"}},
            {"inside": _WEBHOOK_HANDLER},
        ],
    }
]

# A parameter typed as a Matrix room event (matrix-bot-sdk's `StateEvent<T>`, `RoomEvent<T>`, a bridge's
# `MatrixEvent<T>`), in a module that imports a Matrix SDK: its `content` is what the room member who sent
# the event wrote (a message's body, a room state event a bot reads its configuration from)
_ROOM_EVENT_TYPE = r"^:\s*(StateEvent|RoomEvent|RoomStateEvent|MatrixEvent|IRoomEvent)\s*(<.*>)?$"
_MATRIX_MODULE = r"""['"](matrix-bot-sdk|matrix-js-sdk|matrix-appservice-bridge)['"]"""
ROOM_EVENT_CONTENT: list[dict[str, Any]] = [
    {
        "$languages": ["typescript", "tsx"],
        "kind": "member_expression",
        "all": [
            {"has": {"field": "property", "regex": r"^content$"}},
            {"has": {"field": "object", "kind": "identifier", "pattern": "$PAYLOAD"}},
            {"inside": _handler_typed(_ROOM_EVENT_TYPE)},
            {
                "inside": {
                    "kind": "program",
                    "stopBy": "end",
                    "has": {"kind": "import_statement", "has": {"field": "source", "regex": _MATRIX_MODULE}},
                }
            },
        ],
    }
]

# a resolver's parameters: the parent first (`_`, `parent`, `root`, `obj`, `source`), or a context third
_RESOLVER_PARAMETERS = (
    r"^\(\s*(_\w*|parent|root|obj|source|rootValue)\s*,\s*args\s*[,)]"
    r"|^\(\s*[\w$]+\s*,\s*args\s*,\s*(_\w*|ctx|context|\{[^}]*\})\s*[,)]"
)
# a module about GraphQL: it imports a GraphQL library or declares a schema (not a comment naming it)
_GRAPHQL_MODULE = r"""(from\s*|require\(\s*)['"][^'"]*(graphql|apollo)[^'"]*['"]|\bgql\s*`|\btypeDefs\b"""
_RESOLVER_MAP_ENTRY = _member_functions(
    {"kind": "object", "inside": {"kind": "pair", "has": {"field": "key", "regex": _ROOT_TYPES}}}
)
_FIELD_CONFIG = {"kind": "object", "has": {"kind": "pair", "has": {"field": "key", "regex": r"^['\"]?type['\"]?$"}}}
_FIELD_RESOLVER = _member_functions(_FIELD_CONFIG, r"^['\"]?(resolve|subscribe)['\"]?$")
_BUILD_SCHEMA = {"kind": "call_expression", "regex": r"^([\w$]+\.)?buildSchema\("}
_ROOT_VALUE = _member_functions(
    {
        "kind": "object",
        "inside": {
            "kind": "variable_declarator",
            # in this order: the name is bound before the program is searched for it
            "all": [
                {"has": {"field": "name", "pattern": "$ROOT"}},
                {
                    "inside": {
                        "stopBy": "end",
                        "kind": "program",
                        "all": [
                            {"has": {"stopBy": "end", **_BUILD_SCHEMA}},
                            {
                                "has": {
                                    "stopBy": "end",
                                    "any": [
                                        {
                                            "kind": "pair",
                                            "has": {"field": "key", "regex": r"^['\"]?rootValue['\"]?$"},
                                            "all": [{"has": {"field": "value", "pattern": "$ROOT"}}],
                                        },
                                        {
                                            "kind": "assignment_expression",
                                            "regex": r"^(module\.)?exports\b",
                                            "has": {"stopBy": "end", "pattern": "$ROOT"},
                                        },
                                        {"kind": "export_statement", "has": {"stopBy": "end", "pattern": "$ROOT"}},
                                    ],
                                }
                            },
                        ],
                    }
                },
            ],
        },
    }
)
_ROOT_VALUE_INLINE = _member_functions(
    {"kind": "object", "inside": {"kind": "pair", "has": {"field": "key", "regex": r"^['\"]?rootValue['\"]?$"}}}
)

# Upload middlewares write each uploaded file to a path they generate themselves, so the fields naming
# that file hold no separator the client chose. One model of those fields, per library:
# - multer (`req.file.path`, `.filename`, `.originalname`, `.destination`): busboy, which parses every
#   multer upload, cuts the client's file name to its last path segment (and drops `.` and `..`) unless
#   `preservePath: true`, and multer's default disk name is random hex; unless the module's own
#   `filename(req, file, cb)` callback names the file from other request data (`cb(null,
#   req.body.name)`), which then stays a source
# - express-fileupload (`useTempFiles: true`): `req.files.<field>.tempFilePath` is the path the
#   middleware made under its `tempFileDir` (a prefix, a counter and a timestamp); the client's own
#   name is `.name`, which stays a source
# - formidable (koa-body's `ctx.request.files`, `form.parse`): `file.filepath` is the temp file it
#   made under `uploadDir` and `file.newFilename` its random name; the client's own name is
#   `.originalFilename`, which stays a source
_MULTER_FIELDS = r"path|filename|originalname|destination"
_TEMP_FILE_FIELDS = r"tempFilePath|filepath|newFilename"
_UPLOAD_FIELDS = rf"{_MULTER_FIELDS}|{_TEMP_FILE_FIELDS}"
# the type a parameter or variable holding one upload is declared with
_UPLOAD_TYPE = r"\b(Multer\.File|formidable\.File|PersistentFile|UploadedFile)\b"
_CLIENT_NAMED_UPLOAD: dict[str, Any] = {
    "any": [
        {"inside": {"stopBy": "end", "kind": "program", "regex": r"\bpreservePath\s*:\s*true\b"}},
        {
            "inside": {
                "stopBy": "end",
                "kind": "program",
                "has": {
                    "stopBy": "end",
                    "any": [{"kind": "pair"}, {"kind": "method_definition"}],
                    "regex": r"^filename\b[\s\S]*\breq\.(body|params|query|headers|cookies)\b",
                },
            },
        },
    ]
}
_UPLOAD_FIELD: dict[str, Any] = {
    "any": [
        {"kind": "member_expression", "regex": rf"^(req|request)\.file\.({_MULTER_FIELDS})$"},
        # `req.files.avatar.tempFilePath`, `ctx.request.files?.file?.filepath`, `req.files['backup'][0].filepath`,
        # multer's `.fields()` uploads (`req.files['accounting'][0].path`)
        {
            "kind": "member_expression",
            "regex": (
                r"^((ctx|context)\.)?(req|request)\.files!?(?:\??\.[\w$]+!?|(?:\?\.)?\[[^\]]+\]!?)+"
                rf"\??\.({_UPLOAD_FIELDS})$"
            )
        },
    ],
    "not": _CLIENT_NAMED_UPLOAD,
}
# the same fields read through a name the upload is bound to: `const file = req.file`, `const files =
# req.files as Express.Multer.File[]`, `let upload: formidable.File`, a parameter typed
# `Express.Multer.File`, or the element a callback or `for ... of` takes from such a list
# (`files.map((file) => file.path)`)
_UPLOAD_FROM_REQUEST = r"^((ctx|context)\.)?(req|request)\.files?\b"


def _destructured_in_file(name: str, value: str) -> dict[str, Any]:
    """Inside a file that takes `name` (a metavariable) out of a value matching `value` by destructuring
    (`const { file } = req`, `const { data } = req.files || {}`)."""
    pattern = {"kind": "object_pattern", "has": {"kind": "shorthand_property_identifier_pattern", "pattern": name}}
    condition = {"all": [{"has": {"field": "name", **pattern}}, {"has": {"field": "value", "regex": value}}]}
    return {"inside": {"stopBy": "end", "kind": "program", "has": {"stopBy": "end", "kind": "variable_declarator",
                                                                   **condition}}}


def _declared_in_file(name: str, condition: dict[str, Any]) -> dict[str, Any]:
    """Inside a file that declares `name` (a metavariable) with a declarator meeting `condition`."""
    declarator = {"stopBy": "end", "kind": "variable_declarator",
                  "all": [{"has": {"field": "name", "pattern": name}}, condition]}
    return {"inside": {"stopBy": "end", "kind": "program", "has": declarator}}


_BOUND_TO_UPLOAD = _declared_in_file("$UPLOADS", {"has": {"field": "value", "regex": _UPLOAD_FROM_REQUEST}})
# its declared type (`let upload: formidable.File | undefined`), not its value's
_TYPED_UPLOAD = _declared_in_file("$UPLOAD", {"regex": rf"^[\w$]+\s*:[^=]*{_UPLOAD_TYPE}"})
# a field of the uploads taken by name: `const { data } = req.files || {}` (express-fileupload keys
# each upload by its form field)
_FIELD_OF_UPLOADS = _destructured_in_file("$UPLOAD", r"^((ctx|context)\.)?(req|request)\.files\b")
_UPLOAD_ALIAS_FIELD: dict[str, Any] = {
    "kind": "member_expression",
    "all": [
        {"has": {"field": "property", "regex": rf"^({_UPLOAD_FIELDS})$"}},
        {"has": {"field": "object", "kind": "identifier", "pattern": "$UPLOAD"}},
        {
            "any": [
                {"all": [{"has": {"field": "object", "pattern": "$UPLOADS"}}, _BOUND_TO_UPLOAD]},
                _TYPED_UPLOAD,
                _FIELD_OF_UPLOADS,
                {
                    "inside": {
                        "stopBy": "end",
                        "any": [
                            *_MEMBER_FUNCTION_KINDS,
                            {"kind": "function_declaration"},
                            {"kind": "method_definition"},
                        ],
                        "has": {
                            "field": "parameters",
                            "has": {"all": [{"has": {"pattern": "$UPLOAD"}}, {"regex": _UPLOAD_TYPE}]},
                        },
                    }
                },
                {
                    "inside": {
                        "stopBy": "end",
                        "any": _MEMBER_FUNCTION_KINDS,
                        "all": [
                            {
                                "any": [
                                    {"has": {"field": "parameter", "pattern": "$UPLOAD"}},
                                    {"has": {"field": "parameters", "has": {"pattern": "$UPLOAD"}}},
                                ]
                            },
                            {
                                "inside": {
                                    "kind": "arguments",
                                    "inside": {
                                        "kind": "call_expression",
                                        "has": {"field": "function", "has": {"field": "object", "pattern": "$UPLOADS"}},
                                    },
                                }
                            },
                            _BOUND_TO_UPLOAD,
                        ],
                    }
                },
                {
                    "inside": {
                        "stopBy": "end",
                        "kind": "for_in_statement",
                        "all": [
                            {"has": {"field": "left", "pattern": "$UPLOAD"}},
                            {"has": {"field": "right", "pattern": "$UPLOADS"}},
                            _BOUND_TO_UPLOAD,
                        ],
                    }
                },
            ]
        },
    ],
    "not": _CLIENT_NAMED_UPLOAD,
}
# the same fields of an upload taken out of a name the uploads are bound to (`const reqFiles = req.files
# as { accounting?: Express.Multer.File[] }` ... `reqFiles.accounting[0].path`)
_UPLOADS_ELEMENT_FIELD: dict[str, Any] = {
    "kind": "member_expression",
    "regex": rf"^[\w$]+!?(?:\??\.[\w$]+!?|(?:\?\.)?\[[^\]]+\]!?)+\??\.({_UPLOAD_FIELDS})$",
    "all": [
        {"has": {"field": "object", "stopBy": "end", "kind": "identifier", "pattern": "$UPLOADS"}},
        _BOUND_TO_UPLOAD,
    ],
    "not": _CLIENT_NAMED_UPLOAD,
}
# the same fields destructured: `const { path, originalname } = req.file`, or from a name the upload
# is bound to (`const { file } = req; const { path } = file`); a renaming pair (`{ path: tmp }`) too
_DESTRUCTURED_UPLOAD = {
    "kind": "identifier",
    "pattern": "$UPLOAD",
    "any": [
        _declared_in_file("$UPLOAD", {"has": {"field": "value", "regex": rf"{_UPLOAD_FROM_REQUEST}$"}}),
        _TYPED_UPLOAD,
        _destructured_in_file("$UPLOAD", r"^((ctx|context)\.)?(req|request)$"),
    ],
}
_UPLOAD_PATTERN_FIELD: dict[str, Any] = {
    "any": [
        {"kind": "shorthand_property_identifier_pattern", "regex": rf"^({_UPLOAD_FIELDS})$"},
        {"kind": "pair_pattern", "has": {"field": "key", "regex": rf"^({_UPLOAD_FIELDS})$"}},
    ],
    "inside": {
        "kind": "object_pattern",
        "inside": {
            "kind": "variable_declarator",
            "has": {"field": "value", "any": [{"regex": r"^(req|request)\.file!?$"}, _DESTRUCTURED_UPLOAD]},
        },
    },
    "not": _CLIENT_NAMED_UPLOAD,
}
# A path builder that collapses `..` segments (`path.join('exports', 'cert_../../x')` is `x`)
# (matched on the callee, a few characters, not on the whole call's text)
_PATH_BUILDER: dict[str, Any] = {
    "kind": "call_expression",
    "has": {"field": "function", "regex": r"^([\w$]+\.)*(join|resolve|normalize)$"},
}
_SCOPES = [
    {"kind": kind}
    for kind in ("function_declaration", "arrow_function", "function_expression", "method_definition", "program")
]
# `'./exports/certificate_' + id + '.pdf'`, `` `exports/certificate_${id}.pdf` ``: a value glued to a
# literal in the same path segment, passed to the file system as it is. The kernel resolves a path
# one segment at a time and does not collapse `..`: `exports/certificate_../../x` needs a directory
# named `certificate_..` in exports/, which nothing made, so the value cannot climb out (it still
# can once path.join, resolve or normalize collapses the segments: then it is no sanitizer)
_NOT_REBUILT: dict[str, Any] = {
    "not": {
        "any": [
            {
                "inside": {
                    "stopBy": "end",
                    "kind": "arguments",
                    "inside": _PATH_BUILDER,
                }
            },
            {
                # a variable the value is assigned to, joined in the scope that declares it (its
                # function, or the module): searched there, not in the file from every `${}`
                "inside": {
                    "stopBy": "end",
                    "kind": "variable_declarator",
                    "all": [
                        {"has": {"field": "name", "pattern": "$GLUED"}},
                        {
                            "inside": {
                                "stopBy": {"any": _SCOPES},
                                "any": _SCOPES,
                                "has": {
                                    "stopBy": "end",
                                    **_PATH_BUILDER,
                                    "all": [
                                        {
                                            "has": {
                                                "field": "arguments",
                                                "has": {"stopBy": "end", "kind": "identifier", "pattern": "$GLUED"},
                                            }
                                        }
                                    ],
                                },
                            }
                        },
                    ],
                }
            },
        ]
    }
}
_GLUED = r"[^/\\'\"`\s]['\"]$"  # a string literal ending in a character that is no separator
_GLUED_TO_LITERAL: list[dict[str, Any]] = [
    {
        "kind": "template_substitution",
        "follows": {"kind": "string_fragment", "regex": r"[^/\\\s]$"},
        # a path names a folder or an extension (`exports/cert_${id}.pdf`); a class name (`btn-${kind}`)
        # is no path, and looking for its variable's later joins costs a walk of its function
        "inside": {"kind": "template_string", "regex": r"[/.]"},
        **_NOT_REBUILT,
    },
    {
        # the operand's place first (in `all`): ast-grep tries a rule object's `not` before its
        # `inside`, and this branch has no `kind`, so every node of the file would look through its
        # ancestors and its scope for a join (a tenth of a second on a 300-line handler)
        "all": [
            {
                "inside": {
                    "kind": "binary_expression",
                    "field": "right",
                    "regex": r"['\"]\s*\+",  # `'certificate_' + id`: a `+` right after the literal
                    "has": {
                        "field": "left",
                        "any": [
                            {"kind": "string", "regex": _GLUED},
                            {"kind": "binary_expression", "has": {"field": "right", "kind": "string", "regex": _GLUED}},
                        ],
                    },
                }
            }
        ],
        **_NOT_REBUILT,
    },
]

# the object pattern a request part is destructured into: `params: { id }` of `const { params: { id } } = req`
_NESTED_REQUEST_PART: dict[str, Any] = {
    "kind": "object_pattern",
    "inside": {
        "kind": "pair_pattern",
        "has": {"field": "key", "regex": _REQUEST_PARTS},
        "inside": {
            "kind": "object_pattern",
            "inside": {"kind": "variable_declarator", "has": {"field": "value", "regex": _REQUEST}},
        },
    },
}

# `typeof $TYPED === 'number'` (or a boolean, a bigint): where it holds, the value is no text
_TYPEOF_NUMBER: dict[str, Any] = {
    "kind": "binary_expression",
    "regex": r"""^typeof\s[\s\S]*===?\s*['"](number|boolean|bigint)['"]$""",
    "has": {"field": "left", "kind": "unary_expression", "has": {"pattern": "$TYPED"}},
}

PRESETS: dict[str, list[dict[str, Any]]] = {
    # Express, Koa, Fastify, NestJS and Next.js route handlers, server actions, GraphQL resolvers.
    "http-request": [
        {
            "kind": "member_expression",
            "has": {"field": "object", "regex": _REQUEST},
            "all": [{"has": {"field": "property", "regex": _REQUEST_PARTS}}],
            "not": _REBOUND_REQUEST,
        },
        # the same parts destructured: const { query, body } = req
        {
            "kind": "shorthand_property_identifier_pattern",
            "regex": _REQUEST_PARTS,
            "inside": {
                "kind": "object_pattern",
                "inside": {"kind": "variable_declarator", "has": {"field": "value", "regex": _REQUEST}},
            },
            "not": _REBOUND_REQUEST,
        },
        # ... one level deeper: const { params: { id }, body: { url: target } } = req
        {"kind": "shorthand_property_identifier_pattern", "inside": _NESTED_REQUEST_PART, "not": _REBOUND_REQUEST},
        # ... with a default: const { query: { q = '', page = '1' } } = request (hapi's handlers)
        {
            "kind": "shorthand_property_identifier_pattern",
            "inside": {"kind": "object_assignment_pattern", "inside": _NESTED_REQUEST_PART},
            "not": _REBOUND_REQUEST,
        },
        # (the renaming pair itself: identifiers are most of a tree's nodes, pairs few; the dataflow binds its name)
        {
            "kind": "pair_pattern",
            "has": {"field": "value", "kind": "identifier"},
            "inside": _NESTED_REQUEST_PART,
            "not": _REBOUND_REQUEST,
        },
        # req.param('x'), req.get('x'), req.header('x'), await request.json(), request.formData();
        # AdonisJS's request.all(), input('x'), only([...]), except([...]), body(), qs()
        {
            "kind": "call_expression",
            "has": {
                "field": "function",
                "kind": "member_expression",
                "regex": r"^(req|request|ctx\.request)\.(param|get|header|json|formData|text"
                r"|all|input|only|except|body|qs)$",
            },
        },
        # Hono's context `c.req`: c.req.query('q'), c.req.param('id'), c.req.valid('json') (what a
        # validator middleware checked against its schema: strings stay the client's), await
        # c.req.json(), c.req.parseBody(), c.req.header('x'), in a file that imports Hono
        {
            "kind": "call_expression",
            "has": {
                "field": "function",
                "kind": "member_expression",
                "regex": r"^[\w$]+\.req\.(query|queries|param|valid|json|parseBody|header|formData|text)$",
            },
            "inside": {"kind": "program", "stopBy": "end", "has": {"kind": "import_statement", "regex": _HONO}},
        },
        # a plain node:http server's request: its URL, headers and body chunks (presets_node_http.py)
        *NODE_HTTP_SOURCES,
        # a WebSocket or Socket.IO server's messages from its clients (presets_websocket.py)
        *WEBSOCKET_SOURCES,
        # searchParams.get('next'), request.nextUrl.searchParams.get('next'), formData.get('file')
        {
            "kind": "call_expression",
            "has": {"field": "function", "regex": r"^([\w$]+\.)*(searchParams|formData)\.(get|getAll)$"},
        },
        # Next.js page and route handler props read whole: props.params, context.searchParams
        {"kind": "member_expression", "regex": r"^(props|context|ctx)\.(params|searchParams)$"},
        # Next.js cookies() and headers() (next/headers): the request's cookies and headers
        {
            "kind": "call_expression",
            "regex": r"^(cookies|headers)\(\s*\)$",
            "inside": {"kind": "program", "stopBy": "end", "has": {"kind": "import_statement", "regex": _NEXT_HEADERS}},
        },
        # ({ params, searchParams }: Props) / async ({ query }) in a handler's parameter list
        # (the names only: `({ query, accessToken })` of a GraphQL helper makes `query` no more than a
        # source); in a helper's (`buildView({ query, tableName })`) it is an ordinary parameter: what
        # its callers pass flows into it through their calls (summaries.py)
        {
            "kind": "shorthand_property_identifier_pattern",
            "regex": _REQUEST_PARAMETER_PARTS,
            "inside": {
                "kind": "object_pattern",
                "inside": {"kind": "formal_parameters", "stopBy": "end", "inside": _HANDLER},
            },
        },
        # ... or one typed as a framework's request or context, wherever it is declared
        {
            "$languages": ["typescript", "tsx"],
            "kind": "shorthand_property_identifier_pattern",
            "regex": _REQUEST_PARAMETER_PARTS,
            "inside": {"kind": "object_pattern", "inside": {"kind": "required_parameter", "has": _REQUEST_TYPE}},
        },
        # server actions: async function save(formData: FormData) (the type is FormData itself: a
        # parameter of a union or object type naming it, `body?: Record<string, unknown> | FormData`,
        # is a helper's argument, not what a form posted)
        {
            "$languages": ["typescript", "tsx"],
            "kind": "identifier",
            "inside": {"kind": "required_parameter", "has": {"kind": "type_annotation", "regex": r"^:\s*FormData$"}},
        },
        # NestJS handler parameters: @Query('next') next: string, @Param('id') id, @Body() dto: CreateDto,
        # an optional one (@Query('path') path?: string), and a GraphQL resolver's @Args('name') name: string
        {
            "$languages": ["typescript", "tsx"],
            "kind": "identifier",
            "inside": {
                "any": [{"kind": "required_parameter"}, {"kind": "optional_parameter"}],
                "has": {"kind": "decorator", "regex": r"^@(Query|Param|Body|Headers|Args)\b"},
            },
        },
        # ... destructured: @Body() { name, sortBy }: SearchDto, @Query() { page }: ListQuery
        {
            "$languages": ["typescript", "tsx"],
            "kind": "shorthand_property_identifier_pattern",
            "inside": {
                "kind": "object_pattern",
                "inside": {
                    "any": [{"kind": "required_parameter"}, {"kind": "optional_parameter"}],
                    "has": {"kind": "decorator", "regex": r"^@(Query|Param|Body|Headers|Args)\b"},
                },
            },
        },
        # tRPC procedures: `procedure.input(schema).mutation(async ({ input, ctx }) => ...)` (`.query`,
        # `.subscription`): `input` is what the client sent, in the shape the procedure's schema allows
        {
            "kind": "shorthand_property_identifier_pattern",
            "regex": r"^input$",
            "inside": {
                "kind": "object_pattern",
                "inside": {"kind": "formal_parameters", "stopBy": "end", "inside": _TRPC_RESOLVER},
            },
        },
        # Server actions: the arguments of the functions a 'use server' module exports
        *_parameters_of(_exported(_USE_SERVER)),
        *_parameters_of({"any": _FUNCTIONS, "has": {"field": "body", "has": _DIRECTIVE}}),
        # GraphQL resolvers: (parent, args, context, info), declared apart from the map they are handed in
        # (a resolver's shape or a module about GraphQL: `(user, args, allowFail)` of a CLI's shell helper
        # holds its caller's argument list)
        {
            "kind": "identifier",
            "regex": r"^args$",
            "inside": {
                "kind": "formal_parameters",
                "regex": r"^\(\s*_?\w*\s*,\s*args\s*[,)]",
                "any": [
                    {"regex": _RESOLVER_PARAMETERS},
                    {"inside": {"kind": "program", "stopBy": "end", "regex": _GRAPHQL_MODULE}},
                ],
            },
        },
        # ... and the resolvers a GraphQL server is handed, whatever their parameters are named
        *_nth_parameter(_RESOLVER_MAP_ENTRY, 2),
        *_nth_parameter(_FIELD_RESOLVER, 2),
        *_nth_parameter(_ROOT_VALUE, 1),
        *_nth_parameter(_ROOT_VALUE_INLINE, 1),
    ],
    # Parameters of the functions a module exports (`export function f(a)`, `export const f = (a) =>`,
    # `export default`, `exports.f = (a) =>`): for `unproven_sources`, data whose origin is not shown.
    "exported-parameter": [
        *_parameters_of(_exported({"kind": "program"})),
        *_parameters_of({"any": _FUNCTIONS, "inside": {"kind": "export_statement"}}),
        *_parameters_of(
            {
                "any": _FUNCTIONS[1:],
                "inside": {"kind": "assignment_expression", "regex": r"^(module\.)?exports\.[\w$]+\s*="},
            }
        ),
    ],
    # The free text of a webhook payload a typed parameter holds (what the provider's users wrote).
    "webhook-text": WEBHOOK_TEXT,
    # The content of a Matrix room event a typed parameter holds (what a room member sent).
    "room-event-content": ROOM_EVENT_CONTENT,
    # Values a page's URL or another window controls.
    "browser-url": [
        {
            "kind": "member_expression",
            "regex": r"^((window|document|self|top)\.)?location\.(hash|search|href|pathname)$",
        },
        {"kind": "member_expression", "regex": r"^document\.(URL|documentURI|referrer|baseURI)$"},
        {"kind": "member_expression", "regex": r"^window\.name$"},
        # the data another window posts: in an addEventListener('message', ...) or onmessage handler
        {
            "kind": "member_expression",
            "regex": r"^(e|ev|evt|event|msg|message)\.data$",
            "inside": {
                "stopBy": "end",
                "any": [
                    # the call itself (anchored: a minified bundle's outer call holds that text too)
                    {
                        "kind": "call_expression",
                        "regex": r"^[\w$.]*addEventListener\(\s*['\"`]message['\"`]",
                        "not": _SERVICE_WORKER,
                    },
                    {"kind": "assignment_expression", "regex": r"^((window|self|globalThis)\.)?onmessage\s*="},
                ],
            },
        },
        # ... or in a function declared apart and passed by name: addEventListener('message', receive)
        {
            "kind": "member_expression",
            "regex": r"^(e|ev|evt|event|msg|message)\.data$",
            "inside": {
                "stopBy": "end",
                "kind": "function_declaration",
                "has": {"field": "name", "pattern": "$HANDLER"},
                "inside": {
                    "stopBy": "end",
                    "kind": "program",
                    "has": {
                        "stopBy": "end",
                        "kind": "call_expression",
                        "regex": r"^[\w$.]*addEventListener\(\s*['\"`]message['\"`]\s*,\s*[\w$]+\s*[,)]",
                        "not": _SERVICE_WORKER,
                        "has": {"field": "arguments", "has": {"nthChild": 2, "pattern": "$HANDLER"}},
                    },
                },
            },
        },
        # the page's query and route parameters as frameworks hand them over: useSearchParams()
        # (Next.js, React Router), useParams(), the Pages Router's router.query (its asPath is the page's own
        # path: navigating to it stays here)
        {"kind": "call_expression", "regex": r"^(useSearchParams|useParams)\(\s*\)$"},
        {"kind": "member_expression", "regex": r"^(router|useRouter\(\s*\))\.query$"},
        *_parameters_of(_ROUTE_SUBSCRIBER),
        {"kind": "member_expression", "regex": r"^(this\.)?\w*[rR]oute\.snapshot\.(queryParams|params|fragment)$"},
        {"kind": "call_expression", "regex": r"^(this\.)?\w*[rR]oute\.snapshot\.(queryParamMap|paramMap)\.get\("},
    ],
    # Records a browser page fetched from a server as JSON: what users stored there (stored XSS).
    "fetched-json": [*_parameters_of(_FETCHED_JSON_CALLBACK), *_parameters_of(_JQUERY_CALLBACK), _FETCHED_JSON_RESULT],
    # React Native deep links and navigation parameters.
    "deep-link": [
        {"kind": "member_expression", "regex": r"^(route|props\.route|this\.props\.route|useRoute\(\s*\))\.params$"},
        {"kind": "call_expression", "regex": r"^(navigation|props\.navigation|this\.props\.navigation)\.getParam\("},
        # the URL the app was opened with, and each one it is sent while running
        {"kind": "call_expression", "regex": r"^Linking\.(getInitialURL|parseInitialURLAsync|useURL)\("},
        {"kind": "call_expression", "regex": r"^(useURL|useLinkingURL)\(\s*\)$"},
        *_parameters_of(_LINK_LISTENER),
        # Expo Router's route and query parameters
        {"kind": "call_expression", "regex": r"^(useLocalSearchParams|useGlobalSearchParams)\("},
    ],
    # Results that are numbers or booleans whatever went in.
    "number-conversion": [
        {"kind": "call_expression", "regex": r"^(parseInt|parseFloat|Number|BigInt|Boolean|Math\.\w+)\("},
        {"kind": "member_expression", "has": {"field": "property", "regex": r"^length$"}},
        {"kind": "unary_expression", "regex": r"^[+!~-]"},
        # a value taken only where `typeof` says it is a number or a boolean:
        # `(item && typeof item.rowIndex === 'number') ? item.rowIndex : undefined`
        {
            "kind": "ternary_expression",
            "all": [
                {"has": {"field": "consequence", "pattern": "$TYPED"}},
                {
                    "has": {
                        "field": "condition",
                        "not": {"regex": r"\|\||\?\?|!\s*\("},
                        "any": [_TYPEOF_NUMBER, {"has": {"stopBy": "end", **_TYPEOF_NUMBER}}],
                    }
                },
            ],
        },
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
            # not `unescape` (it decodes: the opposite of an escaper)
            "not": {"has": {"field": "function", "regex": r"^(window\.)?unescape$"}},
        },
        {"kind": "call_expression", "regex": r"^(DOMPurify|purify|he|entities|validator|SqlString)\.\w+\("},
        {"kind": "call_expression", "regex": r"^(_|lodash)\.(escape|escapeRegExp)\("},
    ],
    # The file name part of a path: no directory traversal left.
    "file-name": [
        {"kind": "call_expression", "regex": r"^((path|nodePath|posix|win32)\.)?basename\("},
        # the last segment of a path split at its separators (`req.path.split('/').pop()`): no `/` left
        {"kind": "call_expression", "regex": r"\.split\(\s*(['\"`]/['\"`]|(path\.)?sep)\s*\)\s*\.pop\(\s*\)$"},
        # every character outside an allow-list without `/` or `\` replaced (`/[^a-zA-Z0-9._-]/g`):
        # no separator is left, so the name stays inside the directory it is joined to
        {"kind": "call_expression", "regex": r"\.replace(All)?\(\s*/\[\^(?:[^\]\\/]|\\[wds.\-_])*\]\+?/[a-z]*g"},
        _UPLOAD_FIELD,
        _UPLOAD_ALIAS_FIELD,
        _UPLOADS_ELEMENT_FIELD,
        _UPLOAD_PATTERN_FIELD,
        *_GLUED_TO_LITERAL,
    ],
}
