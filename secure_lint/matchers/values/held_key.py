"""What a literal held under a secret's name keys (`node.jwt.hardcoded-secret-constant`).

A name that says JWT, token, auth or signing (`JWT_SECRET`, `tokenSecret`, `NEXTAUTH_SECRET`) says
what its value keys: the finding stands on the name. A session or cookie secret's name
(`SESSION_SECRET`, `cookieSecret`, `connObj.session_secret`) does not: express-session signs only
the random id of a session its store keeps (a known secret forges none, and the session rules,
`node.session.*`, judge that configuration), while cookie-session or iron-session seal the session
itself, and a value so named may key a JWT too. Such a literal is reported as a token key only where
values/signing_key.py follows it to a use that forges something (a signature or its verification,
a client-side session, an encryption, a request token compared with it) or out of its file (an
exported configuration, whose readers may use it as a key).
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.signing_key import signing_key_use
from secure_lint.matchers.values.syntax import short_text

SESSION_NAME = lazy_compile(r"(?i)session|cookie")


def held_key_use(node: Any) -> str | None:
    """For a match binding $NAME to a secret's name and $VALUE to its literal: the name when it says
    a token key, else the place where values/signing_key.py shows the value keying something
    forgeable, or None."""
    name, value = node.get_match("NAME"), node.get_match("VALUE")
    if name is None or value is None:
        return None
    if not SESSION_NAME.search(name.text()):
        return f"`{short_text(name.text())}`"
    return signing_key_use(value)
