"""Raw HTML in a JSX page printed from a record field the app fills with federated content.

`dangerouslySetInnerHTML={{ __html: ... }}` (React, Preact, Hono's JSX) renders its value as
markup. Where that value is read from a record field that the app stores from what other servers
send (a post's `contentHtml` taken from an ActivityPub object's `content` as it arrived:
remote_fields.py), with no sanitiser or escaper on the way, any author on the network writes
script into the page: stored XSS on the app's origin.

The check's two halves (app_checks/__init__.py): in a file, each `dangerouslySetInnerHTML`
is an anchor; on the repository, the anchor is kept when the value it renders is traced, inside
the file, from a read of such a field (`post.contentHtml`, `account.name`), through variables and
calls (a helper that adds custom emoji to it), to the attribute, with no sanitiser (DOMPurify,
sanitize-html, xss, an escaper: the taint presets' `escaping`) in between. The finding's flow
starts at the write that stored the remote text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.source import SourceFile
from secure_lint.matchers.app_checks.app import Check, TracedFacts, one_line
from secure_lint.matchers.base import RawMatch, RawStep
from secure_lint.matchers.remote_fields import Written, remote_fields

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.matchers.taint import TaintMatch

NEEDLES = ("dangerouslySetInnerHTML",)
_ATTRIBUTE = lazy_compile(r"\bdangerouslySetInnerHTML\b")
_JSX_FILE = (".jsx", ".tsx", ".js")
# the HTML a JSX attribute renders: `dangerouslySetInnerHTML={{ __html: value }}`
_SINK: dict[str, Any] = {
    "kind": "jsx_attribute",
    "has": {"kind": "property_identifier", "regex": "^dangerouslySetInnerHTML$"},
    "all": [
        {
            "has": {
                "kind": "jsx_expression",
                "has": {
                    "kind": "object",
                    "has": {
                        "kind": "pair",
                        "all": [
                            {"has": {"field": "key", "regex": r"^['\"]?__html['\"]?$"}},
                            {"has": {"field": "value", "pattern": "$SINK"}},
                        ],
                    },
                },
            }
        }
    ],
}


def anchors(source: SourceFile) -> Iterator[RawMatch]:
    if source.path.endswith(_JSX_FILE):
        for match in _ATTRIBUTE.finditer(source.text):
            yield RawMatch(match.start(), match.end())


def _no_line(repo: Repository, path: str, line: int) -> list[str] | None:
    return None  # decided at an attribute's column (Check.verdict_at)


def stored_remote_verdict(repo: Repository, path: str, line: int, column: int) -> list[str] | None:
    """The facts of a remote field's text reaching the attribute at (line, column) unsanitised."""
    fields = remote_fields(repo)
    if not fields:
        return None
    flows: dict[tuple[int, int], TracedFacts] = repo.once(f"stored_html:{path}", lambda: _flows(repo, path, fields))
    return flows.get((line, column))


def _flows(repo: Repository, path: str, fields: dict[str, Written]) -> dict[tuple[int, int], TracedFacts]:
    from secure_lint.matchers import taint  # noqa: PLC0415 (ast-grep: only for a file with such an attribute)

    text = repo.text(path)
    if text is None:
        return {}
    source = SourceFile(path, text)
    found: dict[tuple[int, int], TracedFacts] = {}
    for match in taint.find(_options(tuple(sorted(fields))), None, source):
        field = _field_read(match.metavars.get("SOURCE", ""), fields)
        if field is None:
            continue
        written = fields[field]
        facts = TracedFacts(
            [f"`{field}` is stored from a federated object's `{written.prop}` as it arrived: "
             f"`{one_line(written.value, 60)}` ({written.path}:{written.line + 1})"]
        )
        facts.steps = (_write_step(repo, written), *_hops(match.flow, source))
        found.setdefault(source.position(match.start), facts)
    return found


_prepared: dict[tuple[str, ...], TaintMatch] = {}


def _options(names: tuple[str, ...]) -> TaintMatch:
    """The taint options whose sources are reads of the fields `names`, built once per set."""
    from secure_lint.matchers import taint  # noqa: PLC0415

    if names not in _prepared:
        read = {
            "kind": "member_expression",
            "has": {"field": "property", "regex": rf"^({'|'.join(re.escape(n) for n in names)})$"},
            "not": {"inside": {"kind": "call_expression", "field": "function"}},
        }
        options = taint.TaintMatch(
            sources=[read], sinks=[_SINK], sanitizers=["escaping", "number-conversion"], escaped_for="html"
        )
        _prepared[names] = taint.prepare(options, ["javascript", "tsx"])
    return _prepared[names]


def _field_read(origin: str, fields: dict[str, Written]) -> str | None:
    """The field a source read names: `post.contentHtml` -> contentHtml."""
    name = origin.rsplit(".", 1)[-1].strip("?")
    return name if name in fields else None


def _write_step(repo: Repository, written: Written) -> RawStep:
    there = SourceFile(written.path, repo.text(written.path) or "")
    start = there.offset(written.line, written.column)
    end = there.offset(written.end_line, written.end_column)
    return RawStep(start, end, "source", one_line(written.value, 60), there)


def _hops(flow: tuple[RawStep, ...], source: SourceFile) -> tuple[RawStep, ...]:
    """The flow inside the page, its read of the stored field a hop (`passed`: the record handed
    to the page), every step naming the page's file."""
    if not flow:
        return ()
    first = replace(flow[0], role="passed", label=f"the store, read as {flow[0].label}", file=flow[0].file or source)
    return (first, *(replace(step, file=step.file or source) for step in flow[1:]))


CHECKS: dict[str, Check] = {
    check.name: check
    for check in (Check("jsx-raw-html-remote-stored", NEEDLES, anchors, _no_line, stored_remote_verdict),)
}
