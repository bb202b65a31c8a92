"""The rule cache: rule files validated once and kept as JSON (in validated_cache.py's store),
so that a scan neither parses YAML nor imports pydantic while the files are unchanged.

An entry is named by the content of the rule files, of the packs and shared utils they are
linked with (an edited pack makes another entry) and of the code that validates and plans them;
the result cache names its rule set by it.
Its payload: `{"format": 5, "narratives": [...], "rules": [...], "gitignore": {...}}`, each rule as
`dataclasses.asdict` gives it, except its narrative (description, impact, remediation,
verification, references), which every rule of one knowledge item shares: written once in
`narratives` and named by its position (a third of the size, and of the time to read it).
A rule whose matcher plans its options (structural.Plan: milliseconds a rule to build; a taint
rule's required text, which reads every regex of its entries) also
has its `plan`, the JSON text the matcher decodes when the rule first runs: written after the
document (a NUL byte, then the plans one after another; a rule's `plan` is its `[start, end]`
there), since the plans are half the entry and JSON-in-a-JSON-string is every quote escaped
(json.loads of the entry 14.7 -> 9.8 ms). `gitignore`: the
translations of the rules' path filters and of the fixed path classes (gitignore_translations.py),
so that a scan reading only those never imports pathspec.

A restored cache (CI) may come from anywhere: its rules are taken only when they are what the
rule files say (the ids written there, each once; fixes well-formed, their text written
there: neither a rule nor a fix can come from the cache alone), else the files are validated
again. Rebuilding a rule from its cached form does not import pydantic.
"""

from __future__ import annotations

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
from secure_lint.rules.model import RULE_ID, Example, Examples, Fix, Match, PathFilter, Rule, check_fix

KIND = "rules"
LINKED_KIND = "linked"  # the digest of the files a rule entry is linked with, by their stat signatures
RACY_NS = 2_000_000_000
FORMAT = 5
PLANS_AFTER = b"\0"  # never in json.dumps output: it escapes control characters


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
    cached = validated_cache.read(entry)
    if cached is not None:
        try:
            return list(_decoded(cached, tuple(contents))), entry.name
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            gitignore_translations.forget_adopted()  # another format, or not what the rule files give
    rules = validate(files)
    validated_cache.write(entry, rules_to_cache(rules))
    return rules, entry.name


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
    own = [package / "rules" / name for name in ("loader.py", "model.py", "cache.py", "knowledge.py", "validated.py")]
    paths = [package / "core" / name for name in ("path_classes.py", "gitignore_translations.py")]
    return [*own, *paths, *sorted((package / "matchers").rglob("*.py")), *gitignore_translations.translator_files()]


def rules_to_cache(rules: list[Rule]) -> bytes:
    positions: dict[str, int] = {}  # a narrative's JSON -> its position in `narratives`
    narratives: list[list[Any]] = []
    items = []
    plans = bytearray()
    for rule in rules:
        data = asdict(rule)
        narrative = [data.pop(name) for name in NARRATIVE_FIELDS]
        key = json.dumps(narrative)
        if key not in positions:
            positions[key] = len(narratives)
            narratives.append(narrative)
        plan_text = getattr(MATCHERS[rule.match.kind], "plan_text", None)
        plan = {}
        if plan_text:
            text = plan_text(rule.match.options, rule.languages).encode()
            plan = {"plan": [len(plans), len(plans) + len(text)]}
            plans += text
        items.append({**data, "narrative": positions[key], **plan})
    patterns = [p for rule in rules for p in (*rule.paths.include, *rule.paths.exclude)]
    gitignore = gitignore_translations.kept([*patterns, *fixed_patterns()])
    payload = {"format": FORMAT, "narratives": narratives, "rules": items, "gitignore": gitignore}
    return cache_payload(payload, bytes(plans))


def cache_payload(document: Any, plans: bytes) -> bytes:
    """A rule cache payload: the JSON document, then the plans its rules place in them."""
    return json.dumps(document, separators=(",", ":")).encode() + PLANS_AFTER + plans


def cached_document(payload: bytes) -> tuple[Any, bytes]:
    """A rule cache payload's JSON document (decoded) and the plans written after it."""
    document, _, plans = payload.partition(PLANS_AFTER)
    return json.loads(document), plans


# the payloads and rule files last decoded (at most two), with their rules
_decoded_lately: list[tuple[bytes, tuple[bytes, ...], tuple[Rule, ...]]] = []


def _decoded(payload: bytes, contents: tuple[bytes, ...]) -> tuple[Rule, ...]:
    """`rules_from_cache` of a payload, once a process: a scan asks for the bundled rules again
    when it masks secrets (scan/redaction.py), and their 500 rules cost 30 ms to decode and
    check. Kept with the payload and the rule files themselves, so an entry rewritten or forged
    since is decoded and checked anew; compared, not hashed (hashing their 4 MB cost a scan,
    which decodes once, 2 ms). The rules are frozen: callers share them."""
    for seen, files, rules in _decoded_lately:
        if seen == payload and files == contents:
            return rules
    rules = tuple(rules_from_cache(*cached_document(payload), list(contents)))
    _decoded_lately[:] = [(payload, contents, rules), *_decoded_lately[:1]]
    return rules


def forget_decoded() -> None:
    """Decode the next entry read as a new process would."""
    _decoded_lately.clear()


def rules_from_cache(data: Any, plans: bytes, contents: list[bytes]) -> list[Rule]:
    """Rules from a cache entry's payload (its document, the plans after it); ValueError (or
    another error of a malformed payload) unless they are what the rule files, of `contents`, say."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("rules"), list):
        raise ValueError("not a rule cache entry")
    gitignore_translations.adopt(data["gitignore"])  # before the rules' path filters are checked
    narratives = [dict(zip(NARRATIVE_FIELDS, _narrative(n), strict=True)) for n in data["narratives"]]
    rules = [rule_from_dict(_with_narrative(item, narratives), plans) for item in data["rules"]]
    written = _Written("\n".join(content.decode("utf-8", errors="replace") for content in contents))
    ids = [rule.id for rule in rules]
    if len(set(ids)) != len(ids) or set(ids) != written.ids:
        raise ValueError("not the rules of the rule files")
    for rule in rules:
        _check_cached(rule, written)
    return rules


def _with_narrative(item: dict[str, Any], narratives: list[dict[str, Any]]) -> dict[str, Any]:
    position = item.pop("narrative")
    return {**item, **narratives[position]}


def _narrative(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) != len(NARRATIVE_FIELDS):
        raise ValueError("not a narrative")
    return value


def rule_from_dict(data: dict[str, Any], plans: bytes = b"") -> Rule:
    """A rule from its `dataclasses.asdict` form: validated when it was cached, so rebuilt
    without pydantic; its plan, when it has one, is its `[start, end]` in `plans`."""
    data = dict(data)
    plan = data.pop("plan", None)
    match = data["match"]
    matcher = MATCHERS[match["kind"]]
    options = matcher.options_type(**match["options"])
    if plan is not None and hasattr(matcher, "adopt_plan"):
        start, end = plan
        if not (isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= len(plans)):
            raise ValueError("not a plan's place")
        matcher.adopt_plan(options, plans[start:end].decode())
    examples = data["examples"]
    return Rule(
        **{
            **data,
            "paths": PathFilter(**data["paths"]),
            "match": Match(kind=match["kind"], options=options),
            "fix": Fix(**data["fix"]) if data["fix"] else None,
            "examples": Examples(
                vulnerable=[Example(**e) for e in examples["vulnerable"]],
                safe=[Example(**e) for e in examples["safe"]],
            ),
        }
    )


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


def _check_cached(rule: Rule, written: _Written) -> None:
    if not isinstance(rule.id, str) or not RULE_ID.match(rule.id):
        raise ValueError("malformed rule id")
    if rule.fix is not None:
        text = rule.fix.template if rule.fix.template is not None else rule.fix.replacement
        if not isinstance(text, str) or rule.fix.safety not in ("safe", "unsafe") or not written.has_fix(text):
            raise ValueError("malformed fix")
        check_fix(MATCHERS[rule.match.kind].fix_field, rule)
