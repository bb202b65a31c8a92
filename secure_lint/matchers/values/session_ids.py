"""The signed-in user's own identifiers, as the authentication middleware set them on the request.

`req.user.id`, `req.user?.team_id`, `request.user.userId`, `ctx.state.user.id`, `req.session.userId`:
Passport's deserializer, a verified-token middleware or a session store puts them there from the
server's own records (a row's key, a signed token's subject), never from the request's text, so an
id among them is no attacker input. Only identifier fields: the user's `name` or `email` is text
the user chose, and `req.body.user.id` or `req.query.user` are what the request says.
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

_ID = r"(id|_id|uuid|[A-Za-z]\w*_id|[a-z]\w*Id|[a-z]\w*ID)"
_SESSION_ID = lazy_compile(
    rf"^(req|request|ctx\.state|ctx\.request|ctx|context\.req)\.(user|currentUser|auth|session\.user|session)\.{_ID}$"
)
_NON_NULL = lazy_compile(r"\?\.|!(?=\.)|\s+")


def session_identifier(node: Any) -> bool:
    """Whether a member read is an id of the signed-in user the middleware set (see the docstring)."""
    text = _NON_NULL.sub(lambda m: "." if m.group(0) == "?." else "", str(node.text()))
    return bool(_SESSION_ID.match(text))
