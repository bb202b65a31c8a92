"""JavaScript URLs whose host the code replaced with its own, for URL sinks with `fixed_origin`.

A reverse proxy or a domain move copies the request's URL and points it elsewhere: the caller still
chooses the path and query, but no longer the host. Two shapes:

- `request.url.replace(url.origin, UPSTREAM)`: the request's full URL with its origin (which it
  begins with) swapped for a constant scheme and host. What follows an origin is always a path
  (`/...`), a query or nothing, so the result stays on UPSTREAM's host.
- `const url = new URL(request.url); url.host = 'blog.example.com'`: a parsed URL given a constant
  host (or hostname, or a whole constant href) on every path before the sink (javascript.py keeps
  the name in `scope.own`, with the page's own addresses).
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.taint import url_start

# The request's whole URL as a string (the Fetch API's and Next.js's `request.url` is absolute)
_REQUEST_URL_TEXT = lazy_compile(r"^(req|request)\.(url|nextUrl\.href)$")
# A constant scheme and host, nothing after them or a path (`https://upstream.example`, `.../base/`)
_CONSTANT_ORIGIN = lazy_compile(r"^[a-zA-Z][\w+.-]*://[^/?#@\\\s]+(/[^?#]*)?$")
HOST_PARTS = frozenset({"host", "hostname", "href"})


def origin_replaced(call: Any) -> bool:
    """`request.url.replace(url.origin, 'https://upstream.example')` (or `replaceAll`)."""
    function, arguments = call.field("function"), call.field("arguments")
    if function is None or arguments is None or function.kind() != "member_expression":
        return False
    prop, target = function.field("property"), function.field("object")
    values = arguments.named_children()
    if prop is None or target is None or prop.text() not in ("replace", "replaceAll") or len(values) != 2:
        return False
    if not _REQUEST_URL_TEXT.match(str(url_start.unwrap(target).text())):
        return False
    return url_start.request_origin(values[0]) and constant_origin(values[1])


def constant_origin(node: Any) -> bool:
    """A string literal (or a `const` naming one) that is an absolute URL with a fixed host."""
    node = url_start.unwrap(node)
    if node.kind() == "identifier":
        value = url_start.constant_value(node)
        node = value if value is not None else node
    if node.kind() == "template_string" and not node.named_children():
        return _CONSTANT_ORIGIN.match(str(node.text())[1:-1]) is not None
    return node.kind() == "string" and _CONSTANT_ORIGIN.match(str(node.text())[1:-1]) is not None


def host_set(target: Any, value: Any) -> str | None:
    """The name of a `const x = new URL(...)` whose host `x.host = value` sets to a constant
    (`x.hostname = 'blog.example.com'`, `x.href = 'https://...'`); else None."""
    if target.kind() != "member_expression" or value is None:
        return None
    part, holder = target.field("property"), target.field("object")
    if part is None or holder is None or part.text() not in HOST_PARTS or holder.kind() != "identifier":
        return None
    value = url_start.unwrap(value)
    if value.kind() == "identifier":
        value = url_start.constant_value(value) or value
    literal = value.kind() == "string" or (value.kind() == "template_string" and not value.named_children())
    if not literal:
        return None
    text = str(value.text())[1:-1]
    fixed = constant_origin(value) if part.text() == "href" else re.match(r"^[\w.-]+(:\d+)?$", text) is not None
    parsed = url_start.constant_value(holder)
    is_url = parsed is not None and str(parsed.text()).startswith("new URL(")
    return str(holder.text()) if fixed and is_url else None
