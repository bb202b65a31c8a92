"""Hand-rolled CSRF defences: a check that rejects a request lacking a proof a cross-site page cannot send.

Two proofs count, each only where a failing check rejects the request (returns an error or throws),
not where it only picks a response format (`if (req.xhr) return res.json(...)`):
- a custom request header (`X-Requested-With: XMLHttpRequest`, Express's `req.xhr`): a cross-site form
  cannot set one, and a cross-site `fetch` that sets it is preflighted, which the browser lets through
  only if the app's CORS policy allows that origin with credentials (an app that allows credentialed
  CORS gets no credit for the header);
- a per-session token (a synchronizer token): a value of the request (query, body, a header) compared
  with one kept in the user's session (`if (ctx.query.token !== ctx.session.token) return tokenError()`);
- a CSRF token the request carries, checked by the app's own code (a signed token: `const csrfToken =
  req.headers['x-csrf-token'] ?? req.body?.__csrf_token; if (!checkSignedToken(csrfToken, ...)) throw`).
The check may sit in a helper the middleware calls (`if (!isAjax(ctx)) return ajaxError(ctx)`).
"""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, at, each_match
from secure_lint.matchers.app_checks.config_defaults import bound_expression

_CUSTOM_HEADER = r"""x-requested-with"""
# the custom header tested against a value (`headers['x-requested-with'] === 'XMLHttpRequest'`,
# `req.get('X-Requested-With') !== 'XMLHttpRequest'`), or Express's `req.xhr`, which is that test
_HEADER_READ = (
    rf"""(?:\bheaders?\s*(?:\?\.)?\s*\[\s*['"]{_CUSTOM_HEADER}['"]\s*\]"""
    rf"""|\.\s*(?:get|header)\s*\(\s*['"]{_CUSTOM_HEADER}['"]\s*\))"""
)
_HEADER_TEST = lazy_compile(
    rf"""{_HEADER_READ}[^;\n]{{0,80}}?(?:===|!==|==|!=)\s*['"`]|\breq(?:uest)?\s*\.\s*xhr\b""", re.I
)
# a check that fails the request: `if (<cond>) return ajaxError(ctx)`, `... { ctx.status = 403; return }`,
# `throw new ForbiddenError()`, `return res.sendStatus(403)`
_REJECTING_IF = lazy_compile(
    r"""\bif\s*\((?P<cond>[^{};]{1,240}?)\)\s*\{?\s*(?P<then>(?:return|throw)\b[^;\n]{0,120}"""
    r"""|[\w$.]*(?:status|throw)\b[^;\n]{0,60})"""
)
_REJECTION = lazy_compile(
    r"""\bthrow\b|\b4\d\d\b|error|forbidden|denied|reject|invalid|unauthori[sz]ed|refuse|illegal""", re.I
)
# the function a test sits in: `function isAjax(`, `export const isXhr = (ctx) =>`, `isAjax(ctx) {`
_FUNCTION = lazy_compile(
    r"""\bfunction\s+(?P<fn>[\w$]+)\s*\(|\b(?:const|let|var)\s+(?P<arrow>[\w$]+)\s*(?::[^=]+)?=\s*(?:async\s*)?"""
    r"""(?:\([^()]*\)|[\w$]+)\s*(?::[^=]+?)?=>|^\s*(?:static\s+|async\s+)*(?P<method>[\w$]+)\s*\([^()]*\)\s*(?::[^{]+)?\{""",
    re.M,
)
_SESSION_TOKEN = lazy_compile(r"""\bsession\b[^;\n]{0,30}?(?:token|csrf|xsrf|nonce)""", re.I)
_REQUEST_VALUE = lazy_compile(
    r"""\b(?:query|body|params|headers?)\b|\.\s*(?:get|header|param)\s*\(|\bsearchParams\b""", re.I
)
_CSRF_NAME = lazy_compile(r"""[\w$.?]*(?:csrf|xsrf)[\w$]*""", re.I)
_COMPARISON = lazy_compile(r"""(?P<a>[\w$.?\[\]'"]+)\s*(?:!==|!=|===|==)\s*(?P<b>[\w$.?\[\]'"]+)""")
# CORS that lets another origin send credentialed requests: then a preflighted custom header proves nothing
_CREDENTIALED_CORS = lazy_compile(
    r"""\bcredentials\s*:\s*true\b|Access-Control-Allow-Credentials['"]\s*,\s*['"]?true""", re.I
)


def _rejects(match: re.Match[str]) -> bool:
    return _REJECTION.search(match.group("then")) is not None


def _helper_names(app: App) -> set[str]:
    """The functions whose body tests the custom header (the last function declared before each test)."""
    names: set[str] = set()
    for path, test in each_match(app, _HEADER_TEST):
        text = app.repo.text(path) or ""
        declared = list(_FUNCTION.finditer(text, max(0, test.start() - 400), test.start()))
        if declared:
            last = declared[-1]
            names.add(str(last["fn"] or last["arrow"] or last["method"]))
    return names


def _custom_header_required(app: App) -> tuple[str, int, str] | None:
    """Where a failing custom-header test rejects the request, inline or through its helper."""
    helpers = _helper_names(app)
    helper_call = (
        re.compile(rf"""!\s*(?:await\s+)?(?:[\w$]+\.)*(?:{"|".join(map(re.escape, helpers))})\s*\(""")
        if helpers
        else None
    )

    def keep(_text: str, match: re.Match[str]) -> bool:
        cond = match.group("cond")
        tested = _HEADER_TEST.search(cond) is not None or (helper_call is not None and helper_call.search(cond))
        return bool(tested) and _rejects(match)

    return app.find("custom-header-required", _REJECTING_IF, keep)


def _resolve(text: str, side: str, before: int) -> str:
    """What a compared name is bound to (`const realToken = ctx.session?.token`), or the side itself."""
    bound = bound_expression(text, side, before) if re.fullmatch(r"[\w$]+", side) else None
    return bound if bound is not None else side


def _session_token_checked(app: App) -> tuple[str, int, str] | None:
    """Where a request value compared with the session's token rejects the request when they differ."""

    def keep(text: str, match: re.Match[str]) -> bool:
        if not _rejects(match):
            return False
        for comparison in _COMPARISON.finditer(match.group("cond")):
            a = _resolve(text, comparison.group("a"), match.start())
            b = _resolve(text, comparison.group("b"), match.start())
            for mine, theirs in ((a, b), (b, a)):
                if _SESSION_TOKEN.search(mine) and _REQUEST_VALUE.search(theirs) and not _SESSION_TOKEN.search(theirs):
                    return True
        return False

    return app.find("session-token-checked", _REJECTING_IF, keep)


def request_proof(app: App) -> str | None:
    """The app's own check that rejects requests without a proof a cross-site page cannot send, or None."""
    token = _session_token_checked(app)
    if token is not None:
        return f"session token compared and the request rejected on mismatch: {at(token)}"
    carried = _csrf_token_checked(app)
    if carried is not None:
        return f"the request's CSRF token checked and the request rejected when it fails: {at(carried)}"
    header = _custom_header_required(app)
    if header is not None and not credentialed_cors(app):
        return f"custom header required (a cross-site form cannot send it): {at(header)}"
    return None


def credentialed_cors(app: App) -> bool:
    """Whether the app's CORS lets another origin send credentialed requests: then a preflight
    (a custom header, a JSON body) proves nothing about where the request came from."""
    return app.find("credentialed-cors", _CREDENTIALED_CORS) is not None


def _csrf_token_checked(app: App) -> tuple[str, int, str] | None:
    """Where a failing check of a CSRF token the request carries rejects the request."""

    def keep(text: str, match: re.Match[str]) -> bool:
        if not _rejects(match):
            return False
        for name in _CSRF_NAME.finditer(match.group("cond")):
            value = _resolve(text, name.group(0), match.start())
            if _REQUEST_VALUE.search(value) or re.search(r"""['"]x-(?:csrf|xsrf)-token['"]""", value, re.I):
                return True
        return False

    return app.find("csrf-token-checked", _REJECTING_IF, keep)
