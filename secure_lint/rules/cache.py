"""The rule cache: rule files validated once and kept as JSON (in validated_cache.py's store),
so that a scan neither parses YAML nor imports pydantic while the files are unchanged.

An entry is named by the content of the rule files, of the packs and shared utils they are
linked with (an edited pack makes another entry) and of the code that validates and plans them;
the result cache names its rule set by it.
Its payload (format 6): an index, `{"format": 6, "rules": [...], "gitignore": {...}}`, then a NUL
byte and the body its spans (`[start, end]`) name. A rule's index item holds the fields that
choosing rules and files reads (lazy_rule.py: id, pack, languages, stacks, keywords, profile,
severity, path filters, fix ...), its matcher's `kind` and the span of the rest (`later`: matcher
options, examples, title, message; its narrative's span, which every rule of one knowledge
item shares; and, for a matcher that plans its options, its plan's span: structural.Plan,
milliseconds a rule to build; a taint rule's required text, which reads every regex of its
entries). A scan decodes a rule's span when it first reads one of those fields: a staged scan
of 10 files decodes ~40 of 600 (json.loads of the entry and building its rules ~25 -> ~5 ms).
Plans and spans are bytes after the document, since JSON-in-a-JSON-string is every quote
escaped. `gitignore`: the translations of the rules' path filters and of the fixed path
classes (gitignore_translations.py), so that a scan reading only those never imports pathspec.

A restored cache (CI) may come from anywhere: its rules are taken only when they are what the
rule files say (the ids written there, each once; fixes well-formed, their text written
there: neither a rule nor a fix can come from the cache alone), else the files are validated
again; a span that does not decode to its rule is a miss too, found when the rule is first
used (that rule is then the validated one). Rebuilding a rule from its cached form does not
import pydantic.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict
from pathlib import Path
from typing import Any

from secure_lint.core import gitignore_translations, validated_cache
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.path_classes import fixed_patterns
from secure_lint.matchers import MATCHERS
from secure_lint.matchers.shared_utils import util_files
from secure_lint.rules.bundled import bundled_dir, rule_files_in
from secure_lint.rules.knowledge import NARRATIVE_FIELDS
from secure_lint.rules.lazy_rule import KIND_KEY, LATER, RULE_FIELDS, LazyRule
from secure_lint.rules.model import (
    RULE_ID,
    Example,
    Examples,
    Fix,
    Match,
    PathFilter,
    Rule,
    check_fix_of,
    check_languages,
)

KIND = "rules"
LINKED_KIND = "linked"  # the digest of the files a rule entry is linked with, by their stat signatures
RACY_NS = 2_000_000_000
FORMAT = 6
BODY_AFTER = b"\0"  # never in json.dumps output: it escapes control characters


def load(files: list[Path], validate: Callable[[list[Path]], list[Rule]]) -> tuple[list[Rule], str | None]:
    """The rules of `files`, cached or else validated (`validate`) and cached; and the name of
    their cache entry (None when a file cannot be read: `validate` then says which)."""
    try:
        contents = [file.read_bytes() for file in files]
    except OSError:
        return validate(files), None
    entry = cache_entry(files, contents)
    if entry is None:
        return validate(files), None
    again = _validated_again(files, validate, entry)
    cached = validated_cache.read(entry)
    if cached is not None:
        try:
            return list(_decoded(cached, tuple(contents), again)), entry.name
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            gitignore_translations.forget_adopted()  # another format, or not what the rule files give
    return list(again()), entry.name


def _validated_again(
    files: list[Path], validate: Callable[[list[Path]], list[Rule]], entry: Path
) -> Callable[[], tuple[Rule, ...]]:
    """The rules of `files` validated, and the entry written anew, once (a miss: of the whole
    entry, or of one cached rule's span)."""

    @functools.cache
    def again() -> tuple[Rule, ...]:
        rules = validate(files)
        validated_cache.write(entry, rules_to_cache(rules))
        return tuple(rules)

    return again


def cache_entry(files: list[Path], contents: list[bytes] | None = None, remember: bool = True) -> Path | None:
    """The rule cache entry of `files` (`contents`: theirs, when read already); None when a
    file cannot be read. `remember`: the linked files' digest may be taken from, and kept in,
    the cache folder (not for a scan that trusts no cache)."""
    packs = bundled_dir("packs")
    linked = [*rule_files_in(packs), *util_files(packs), *_code_files()]
    try:
        read = contents if contents is not None else [file.read_bytes() for file in files]
        linked_content = _linked_digest(linked, remember)
    except OSError:
        return None
    return validated_cache.entry_named(KIND, [b"format %d" % FORMAT, *read, linked_content])


def _linked_digest(paths: list[Path], remember: bool = True) -> bytes:
    """The digest of the content of the packs, utils and code an entry is named by (3.3 MB, read
    and hashed by every scan: ~5 ms of a staged one), remembered under their stat signatures
    (size, times, inode: a write changes the change time, which no one can set back). Not
    remembered while a file is newer than RACY_NS: a file written again within its timestamp's
    tick keeps its size and times."""
    stats = [path.stat() for path in paths]
    signature = "\0".join(
        f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ctime_ns}\0{st.st_ino}"
        for path, st in zip(paths, stats, strict=True)
    )
    memo = validated_cache.entry_named(LINKED_KIND, [signature.encode("utf-8", "surrogateescape")])
    known = validated_cache.read(memo) if remember else None
    if known is not None and len(known) == 64:
        return known
    digest = hashlib.sha256()
    for path in paths:
        content = path.read_bytes()
        digest.update(b"%d\0" % len(content))
        digest.update(content)
    found = digest.hexdigest().encode()
    settled = time.time_ns() - RACY_NS
    if remember and all(max(st.st_mtime_ns, st.st_ctime_ns) < settled for st in stats):
        validated_cache.write(memo, found)
    return found


def _code_files() -> list[Path]:
    """The code that turns rule files into rules and plans: a cache entry another version of it
    wrote (a checkout of another commit, with the same version number) is not taken."""
    package = Path(__file__).parents[1]
    own = [
        package / "rules" / name
        for name in ("loader.py", "model.py", "cache.py", "lazy_rule.py", "knowledge.py", "validated.py")
    ]
    paths = [package / "core" / name for name in ("path_classes.py", "gitignore_translations.py")]
    return [*own, *paths, *sorted((package / "matchers").rglob("*.py")), *gitignore_translations.translator_files()]


def rules_to_cache(rules: list[Rule]) -> bytes:
    body = bytearray()

    def placed(text: str) -> list[int]:
        start = len(body)
        body.extend(text.encode())
        return [start, len(body)]

    narratives: dict[str, list[int]] = {}  # a narrative's JSON -> its span
    index = []
    for rule in rules:
        data = asdict(rule)
        later = {name: data.pop(name) for name in LATER}
        narrative = _compact([later.pop(name) for name in NARRATIVE_FIELDS])
        if narrative not in narratives:
            narratives[narrative] = placed(narrative)
        later["narrative"] = narratives[narrative]
        plan_text = getattr(MATCHERS[rule.match.kind], "plan_text", None)
        if plan_text:
            later["plan"] = placed(plan_text(rule.match.options, rule.languages))
        index.append({**data, "kind": rule.match.kind, "later": placed(_compact({"id": rule.id, **later}))})
    patterns = [p for rule in rules for p in (*rule.paths.include, *rule.paths.exclude)]
    gitignore = gitignore_translations.kept([*patterns, *fixed_patterns()])
    return cache_payload({"format": FORMAT, "rules": index, "gitignore": gitignore}, bytes(body))


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def cache_payload(document: Any, body: bytes) -> bytes:
    """A rule cache payload: the JSON document (the index), then the spans its rules name."""
    return _compact(document).encode() + BODY_AFTER + body


def cached_document(payload: bytes) -> tuple[Any, bytes]:
    """A rule cache payload's JSON document (decoded) and the body of spans written after it."""
    document, _, body = payload.partition(BODY_AFTER)
    return json.loads(document), body


def spelled_out(payload: bytes) -> tuple[Any, list[Any], bytes]:
    """A payload's index, each rule's span decoded as written (not checked), and its body: for
    a test or tool that rewrites an entry (`rewritten`)."""
    document, body = cached_document(payload)
    return document, [json.loads(body[slice(*rule["later"])]) for rule in document["rules"]], body


def rewritten(document: Any, laters: list[Any], body: bytes) -> bytes:
    """A payload of `document` whose rules' spans hold `laters`, written after `body`."""
    grown = bytearray(body)
    for rule, later in zip(document["rules"], laters, strict=True):
        text = _compact(later).encode()
        rule["later"] = [len(grown), len(grown) + len(text)]
        grown += text
    return cache_payload(document, bytes(grown))


# the payloads and rule files last decoded (at most two), with their rules
_decoded_lately: list[tuple[bytes, tuple[bytes, ...], tuple[Rule, ...]]] = []


def _decoded(payload: bytes, contents: tuple[bytes, ...], again: Callable[[], tuple[Rule, ...]]) -> tuple[Rule, ...]:
    """`rules_from_cache` of a payload, once a process: a scan asks for the bundled rules again
    when it masks secrets (scan/redaction.py). Kept with the payload and the rule files
    themselves, so an entry rewritten or forged since is decoded and checked anew; compared, not
    hashed (hashing their 4 MB cost a scan, which decodes once, 2 ms). The rules are frozen:
    callers share them."""
    for seen, files, rules in _decoded_lately:
        if seen == payload and files == contents:
            return rules
    rules = tuple(rules_from_cache(*cached_document(payload), list(contents), again))
    _decoded_lately[:] = [(payload, contents, rules), *_decoded_lately[:1]]
    return rules


def forget_decoded() -> None:
    """Decode the next entry read as a new process would."""
    _decoded_lately.clear()


def rules_from_cache(
    data: Any, body: bytes, contents: list[bytes], again: Callable[[], tuple[Rule, ...]]
) -> list[Rule]:
    """Rules from a cache entry's payload (its index, the body after it): each decodes its span
    when first used; ValueError (or another error of a malformed payload) unless the index is
    what the rule files, of `contents`, say. `again`: the rules validated from the files, for a
    rule whose span turns out not to decode."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("rules"), list):
        raise ValueError("not a rule cache entry")
    gitignore_translations.adopt(data["gitignore"])  # before the rules' path filters are checked
    written = _Written("\n".join(content.decode("utf-8", errors="replace") for content in contents))
    spans = _Spans(body, written, again)
    rules = [_indexed(item, spans) for item in data["rules"]]
    ids = [rule.id for rule in rules]
    if len(set(ids)) != len(ids) or set(ids) != written.ids:
        raise ValueError("not the rules of the rule files")
    return list(rules)


def _indexed(item: dict[str, Any], spans: _Spans) -> LazyRule:
    facts = {name: item[name] for name in _INDEXED}
    if len(item) != len(_INDEXED) + 2:
        raise ValueError("not a rule's index")
    if not isinstance(facts["id"], str) or not RULE_ID.match(facts["id"]):
        raise ValueError("malformed rule id")
    check_languages(facts["languages"])
    kind, span = item["kind"], spans.span(item["later"])
    if kind not in MATCHERS:
        raise ValueError("not a matcher")
    fix = Fix(**facts["fix"]) if facts["fix"] else None
    _check_fix(kind, fix, spans.written)
    return LazyRule.indexed({**facts, "paths": PathFilter(**facts["paths"]), "fix": fix}, kind, span, spans)


_INDEXED = tuple(name for name in RULE_FIELDS if name not in LATER)


class _Spans:
    """The body of a rule cache entry, decoding each rule's span on its first use (a `Decoder`).
    A span that does not decode to that rule is a miss: the
    rule is the one validated from the files (`again`, which writes the entry anew)."""

    def __init__(self, body: bytes, written: _Written, again: Callable[[], tuple[Rule, ...]]) -> None:
        self.body = body
        self.written = written
        self.again = again
        self.narratives: dict[tuple[int, int], dict[str, Any]] = {}

    def span(self, value: Any) -> tuple[int, int]:
        if not isinstance(value, (list, tuple)) or len(value) != 2:
            raise ValueError("not a span")
        start, end = value
        if not (isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= len(self.body)):
            raise ValueError("not a span's place")
        return start, end

    def text(self, value: Any) -> str:
        start, end = self.span(value)
        return self.body[start:end].decode()

    def decoded(self, rule_id: str, kind: str, span: Any) -> dict[str, Any]:
        try:
            return self._decoded(rule_id, kind, span)
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            rule = next(r for r in self.again() if r.id == rule_id)
            return {**{name: getattr(rule, name) for name in RULE_FIELDS}, KIND_KEY: rule.match.kind}

    def _decoded(self, rule_id: str, kind: str, span: Any) -> dict[str, Any]:
        later = json.loads(self.text(span))
        if not isinstance(later, dict) or later.pop("id") != rule_id or later["match"]["kind"] != kind:
            raise ValueError("not the rule's span")
        match = self._match(kind, later.pop("match")["options"], later.pop("plan", None))
        examples = later["examples"]
        narrative = self._narrative(later.pop("narrative"))
        decoded = {
            **later,
            **narrative,
            "match": match,
            "examples": Examples(
                vulnerable=[Example(**e) for e in examples["vulnerable"]],
                safe=[Example(**e) for e in examples["safe"]],
            ),
        }
        if set(decoded) != set(LATER):
            raise ValueError("not a rule's fields")
        return decoded

    def _match(self, kind: str, options: dict[str, Any], plan: Any) -> Match:
        matcher = MATCHERS[kind]
        built = matcher.options_type(**options)
        if plan is not None and hasattr(matcher, "adopt_plan"):
            matcher.adopt_plan(built, self.text(plan))
        return Match(kind=kind, options=built)

    def _narrative(self, value: Any) -> dict[str, Any]:
        start, end = self.span(value)
        known = self.narratives.get((start, end))
        if known is None:
            narrative = json.loads(self.body[start:end])
            if not isinstance(narrative, list) or len(narrative) != len(NARRATIVE_FIELDS):
                raise ValueError("not a narrative")
            known = self.narratives[(start, end)] = dict(zip(NARRATIVE_FIELDS, narrative, strict=True))
        return known


class _Written:
    """What the rule files say, to check that a cached rule's id and fix text come from them."""

    def __init__(self, text: str) -> None:
        self.text = "\n" + text
        self.ids = set(_WRITTEN_ID.findall(self.text))
        self.fixes = _squash("\n".join(_fix_lines(self.text)))

    def has_fix(self, value: str) -> bool:
        """In a `template:`/`replacement:` line, else (a block scalar) anywhere in the files;
        compared without YAML's quoting and folding."""
        squashed = _squash(value)
        return squashed in self.fixes or squashed in _squash(self.text)


# Line starts found by a literal "\n": much faster over 1 MB than \b or ^ with MULTILINE.
_WRITTEN_ID = lazy_compile(r"""\n[ \t{-]*id:[ \t]*['"]?([a-z0-9][a-z0-9.-]*)""")
_WRITTEN_FIX = lazy_compile(r"\n[ \t{]*(?:fix:[ \t]*\{[ \t]*)?(?:template|replacement):[^\n]*")
_FIX_KEYS = ("template:", "replacement:")


def _fix_lines(text: str) -> list[str]:
    """What `_WRITTEN_FIX` finds in `text`, tried only on the lines that hold a fix key (a
    search from every line start costs ten times as much)."""
    starts = sorted({text.rfind("\n", 0, at) for key in _FIX_KEYS for at in _occurrences(text, key)})
    return [line.group(0) for start in starts if (line := _WRITTEN_FIX.match(text, start))]


def _occurrences(text: str, word: str) -> Iterator[int]:
    at = text.find(word)
    while at != -1:
        yield at
        at = text.find(word, at + 1)


def _squash(text: str) -> str:
    return re.sub(r"[\s'\"\\]+", "", text)


def _check_fix(kind: str, fix: Fix | None, written: _Written) -> None:
    if fix is None:
        return
    text = fix.template if fix.template is not None else fix.replacement
    if not isinstance(text, str) or fix.safety not in ("safe", "unsafe") or not written.has_fix(text):
        raise ValueError("malformed fix")
    check_fix_of(MATCHERS[kind].fix_field, fix, kind)
