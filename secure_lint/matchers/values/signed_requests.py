"""Requests whose sender proved a signing secret: a webhook's provider, not an attacker.

A webhook handler reads the raw body, checks the sender's HMAC signature against a secret only it
and the provider hold (Slack's `x-slack-signature` with the signing secret, GitHub's
`x-hub-signature-256`, Stripe's `constructEvent`, Svix/standardwebhooks `new Webhook(secret).verify`)
and rejects the request when it does not match. What the handler then reads from that request
(a `response_url`, an event's fields) was written by the provider: whoever chose it holds the
secret. The taint step asks `verified_source` of each request source (JavaScript/TypeScript).

A function verifies its request when one of its statements is a signature gate:
- an early exit (`return`/`throw`) on a failed check: `if (!timingSafeEqual(a, b)) throw ...`,
  `if (!(await webhooks.verify(body, signature))) return ...`, `if (!valid) return ...` after
  `valid = verifySignature(...)`, `if (digest !== signature) return ...` beside `createHmac(...)`;
  the function must compute or name a signature (`createHmac`, `signature`, `signing`): comparing
  two values in constant time alone may be a CSRF token's double submit, which any caller passes;
- a verifier that throws and returns the verified event: `const event = stripe.webhooks.
  constructEvent(body, sig, secret)`, `const evt = wh.verify(payload, headers)` (its result is read
  as an object: `evt.data`), or `wh.verify(payload, headers);` alone. A `verify` whose boolean is
  kept and never checked (`const ok = verify(...)`) is no gate, nor is a JSON Web Token's
  (`jwt.verify(token, secret)`): it authenticates a user, who still chooses the body.

A source after the gate is verified; one before it only when it reads the body, which is what the
signature covers (the raw body is read before the check, to check it).
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

_FUNCTIONS = frozenset(
    {"function_declaration", "function_expression", "arrow_function", "method_definition", "generator_function"}
)
# a function that computes or names a signature: its constant-time comparison checks one
_SIGNATURE_TEXT = lazy_compile(r"createHmac\s*\(|\.subtle\.(sign|verify)\s*\(|signature|signing", re.IGNORECASE)
# a check's call: constant-time comparison or a verifier (`verifySignature`, `webhooks.verify`, `isValidSignature`)
_CHECK_CALL = lazy_compile(
    r"(?:^|[.\s(!])(timingSafeEqual|verify\w*|is\w*Valid\w*|valid\w*Signature\w*|check\w*Signature\w*)\s*\(",
)
_SIGNATURE_ARGUMENT = lazy_compile(r"sig|hmac|header", re.IGNORECASE)
_NEGATED_NAME = lazy_compile(r"^\(\s*!\s*([\w$]+)\s*\)$")
_INEQUALITY = lazy_compile(r"!==?")
# a verifier that throws on a bad signature and returns the event (Stripe's constructEvent, Svix's verify)
_THROWING_VERIFIER = lazy_compile(r"^(constructEvent\w*|verify)$")
_VERIFIER_TEXT = lazy_compile(r"constructEvent|\.verify\s*\(")
# a JSON Web Token's verifier (`jwt.verify`, `jose.jwtVerify`, `tokenService.verify`)
_TOKEN_VERIFIER = lazy_compile(r"^([\w$]*\.)?(jwt|jose|jsonwebtoken|token|auth)\w*\.", re.IGNORECASE)
# what a call's result passes through on its way to a name: `await`, `as T`, `!`, parentheses
_WRAPPERS = frozenset(
    {"await_expression", "as_expression", "satisfies_expression", "non_null_expression", "parenthesized_expression"}
)
# what a signature covers: the body (read before the check, to check it)
_BODY_READ = lazy_compile(r"\b(body|rawBody|text|json|arrayBuffer|formData|payload)\b")


def verified_source(node: Any, gates: dict[tuple[int, int], int | None]) -> bool:
    """Whether request source `node` is read in a function that rejects requests without a valid
    signature: after the gate, or the body the signature covers. `gates`: each function's first
    gate, kept by the caller for the sources of one file."""
    for function in (a for a in node.ancestors() if a.kind() in _FUNCTIONS):
        extent = function.range()
        where = (extent.start.index, extent.end.index)
        if where not in gates:
            gates[where] = _first_gate(function)
        gate = gates[where]
        if gate is not None and (gate < node.range().start.index or _BODY_READ.search(str(node.text()))):
            return True
    return False


def _first_gate(function: Any) -> int | None:
    """Where the function's first signature gate starts (None: it has none)."""
    text = str(function.text())
    starts = []
    if _SIGNATURE_TEXT.search(text):
        starts += [
            statement.range().start.index
            for statement in function.find_all(kind="if_statement")
            if _own(statement, function) and _exits_early(statement) and _checks_signature(statement, function)
        ]
    if _VERIFIER_TEXT.search(text):
        starts += [call.range().start.index for call in _throwing_verifiers(function)]
    return min(starts, default=None)


def _own(node: Any, function: Any) -> bool:
    """Whether `node` is in `function` itself, not in a function nested in it."""
    inner = next((a for a in node.ancestors() if a.kind() in _FUNCTIONS), None)
    return inner is not None and inner.range().start.index == function.range().start.index


def _exits_early(statement: Any) -> bool:
    consequence = statement.field("consequence")
    if consequence is None:
        return False
    if consequence.kind() in ("return_statement", "throw_statement"):
        return True
    return any(consequence.find_all(kind="return_statement")) or any(consequence.find_all(kind="throw_statement"))


def _checks_signature(statement: Any, function: Any) -> bool:
    condition = statement.field("condition")
    if condition is None:
        return False
    text = str(condition.text())
    if _CHECK_CALL.search(text) or ("createHmac" in str(function.text()) and _INEQUALITY.search(text)):
        return "!" in text or "=== false" in text
    negated = _NEGATED_NAME.match(text)
    return negated is not None and _bound_to_check(negated.group(1), function)


def _bound_to_check(name: str, function: Any) -> bool:
    """Whether `name` is declared in the function from a check's call (`const valid = verify(...)`)."""
    for declarator in function.find_all(kind="variable_declarator"):
        target, value = declarator.field("name"), declarator.field("value")
        if target is not None and value is not None and str(target.text()) == name:
            return _CHECK_CALL.search(" " + str(value.text())) is not None
    return False


def _throwing_verifiers(function: Any) -> list[Any]:
    """The verifier calls of the function whose failure throws: their event is read, or their
    result is not kept at all."""
    found = []
    for call in function.find_all(kind="call_expression"):
        if not _own(call, function):
            continue
        callee = call.field("function")
        name = _called_name(callee)
        if name is None or not _THROWING_VERIFIER.match(name) or _TOKEN_VERIFIER.match(str(callee.text())):
            continue
        holder = call.parent()
        while holder is not None and holder.kind() in _WRAPPERS:
            holder = holder.parent()
        if holder is None:
            continue
        stripe = name.startswith("constructEvent")
        arguments = call.field("arguments")
        signed = stripe or (arguments is not None and _SIGNATURE_ARGUMENT.search(str(arguments.text())))
        if signed and (stripe or _event_kept(holder, function) or holder.kind() == "expression_statement"):
            found.append(call)
    return found


def _called_name(callee: Any) -> str | None:
    """The name a call's function goes by: `verify` for `wh.verify`, `new Webhook(s).verify` and `verify`."""
    if callee is None:
        return None
    if callee.kind() == "member_expression":
        prop = callee.field("property")
        return str(prop.text()) if prop is not None else None
    return str(callee.text()) if callee.kind() == "identifier" else None


def _event_kept(holder: Any, function: Any) -> bool:
    """Whether `holder` binds the call's result to a name read as an object (`evt.data`)."""
    if holder.kind() != "variable_declarator" or holder.field("name") is None:
        return False
    name = str(holder.field("name").text())
    member = re.compile(rf"(?<![\w$.]){re.escape(name)}\??\.[\w$]")
    return member.search(str(function.text())) is not None
