"""Which output context an escaper escapes for, so that `ESCAPED` means escaped for the sink.

`escapeHtml(x)` makes x safe inside HTML, not inside SQL (a quote stays a quote to the database),
and `encodeURIComponent(x)` leaves the `'` that closes a shell or JavaScript string. A rule names
the context of its sink (`escaped_for: sql`); an escaper counts there only when its name says it
escapes for that context, or says nothing of any context (`escape(x)`, `sanitize(x)`: the
project's own helper, trusted as before).
"""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile

# The contexts a sink may be in, and the escapers' contexts each accepts: a URL-encoded value has
# no markup left either (`<a href="/u/${encodeURIComponent(id)}">` is safe HTML).
ACCEPTS: dict[str, frozenset[str]] = {
    "html": frozenset({"html", "url"}),
    "sql": frozenset({"sql"}),
    "shell": frozenset({"shell"}),
    "url": frozenset({"url"}),
    # a URL a browser follows or loads as it is (an href Angular is told to trust): its scheme
    # decides whether it runs script, so only a value URL-encoded whole (left relative) is safe,
    # and one whose own text fixes a scheme that is not a script's (javascript.py)
    "href": frozenset({"url"}),
    # a JSON literal (JSON.stringify's output) is an inert expression of a script, but its quotes
    # close a string it is pasted into: "script-string" is a script's quoted string (javascript.py)
    "script": frozenset({"script", "json"}),
    "script-string": frozenset({"script"}),
    "regex": frozenset({"regex"}),
    # a file path: a URL-encoded name has no `/` left to climb with
    "path": frozenset({"url"}),
    # a value kept as it is (a credential written to storage): no escaper makes it less of one
    "storage": frozenset(),
}
CONTEXTS = tuple(ACCEPTS)

# What an escaper's name (its callee text: `he.encode`, `connection.escape`) says it escapes for;
# read in this order, the first match decides (`escapeRegExp` is a regex escaper, not a generic one).
_NAMED: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("json", lazy_compile(r"^JSON\.stringify$")),
    # encodeURI keeps a URL's `:`, `/`, `?` and `&`: it restricts no URL, but leaves no markup
    ("html", lazy_compile(r"^encodeURI$")),
    ("regex", lazy_compile(r"(?i)reg\s*exp|regex")),
    ("sql", lazy_compile(r"(?i)sql|escapeId\b|identifier|literal|^(connection|conn|mysql|pool|db|client|pg)\.escape")),
    ("shell", lazy_compile(r"(?i)shell|shq|escape_?arg|cmd|command")),
    ("script", lazy_compile(r"(?i)javascript|js(?!on)|json|stringliteral|serializ")),
    (
        "html",
        lazy_compile(r"(?i)html|xml|xss|purify|entit|attr|^(he|entities)\.|^(_|lodash|validator)\.escape$"),
    ),
    ("url", lazy_compile(r"(?i)ur[il]|percent")),
)


def escaper_context(name: str) -> str | None:
    """The context an escaper's name says it escapes for; None when it says none."""
    return next((context for context, pattern in _NAMED if pattern.search(name)), None)


def escapes_for(name: str, context: str | None) -> bool:
    """Whether the escaper called `name` makes a value safe in a sink of `context` (None: any sink)."""
    if context is None:
        return escaper_context(name) != "json"  # JSON text is safe as a script expression only
    if not ACCEPTS[context]:
        return False
    said = escaper_context(name)
    return said is None or said in ACCEPTS[context]
