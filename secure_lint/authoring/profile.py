"""`secure-lint rules profile [PATHS]`: where a scan's time goes, for rule authors.

The scan of PATHS runs as `secure-lint scan PATHS` would (same root, config, stacks, files and
rules), in this one process, and is timed by phase (load rules, list files, read, parse,
match per matcher kind, the rest of the engine) and by rule. Times are CPU seconds of this
process, which a busy machine disturbs less than wall time. A slow rule is one that costs much
per file it runs on: give it `keywords` or a `prefilter` that most files lack, or a narrower
ast-grep rule.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from secure_lint.core.source import SourceFile
from secure_lint.matchers import MATCHERS
from secure_lint.scan.engine import RuleIndex, find, scan_source
from secure_lint.scan.pipeline import choose_rules, engine_options, find_files

if TYPE_CHECKING:
    from secure_lint.core.context import ScanContext
    from secure_lint.core.source import SourceFile
    from secure_lint.matchers import RawMatch
    from secure_lint.rules.model import Rule
    from secure_lint.scan.reading import Loaded, Reader

clock = time.process_time


@dataclass
class RuleCost:
    kind: str
    seconds: float = 0.0
    files: int = 0  # files the rule ran on (past its language, path, keywords and prefilter)
    matches: int = 0  # raw matches, before deduplication and suppressions


@dataclass
class Profile:
    phases: dict[str, float] = field(default_factory=dict)
    kinds: dict[str, float] = field(default_factory=dict)
    rules: dict[str, RuleCost] = field(default_factory=dict)
    files: int = 0
    parsed: int = 0

    def add(self, phase: str, seconds: float) -> None:
        self.phases[phase] = self.phases.get(phase, 0.0) + seconds

    def find(self, rule: Rule, source: SourceFile) -> Iterator[RawMatch]:
        """The engine's `find`, timed: the parse apart (the first parsed rule of a file pays it)."""
        kind = rule.match.kind
        if MATCHERS[kind].parsed and "tree" not in vars(source):
            start = clock()
            _ = source.tree
            self.add("parse", clock() - start)
            self.parsed += 1
        cost = self.rules.setdefault(rule.id, RuleCost(kind))
        start = clock()
        try:
            found = list(find(rule, source))
        finally:
            spent = clock() - start
            cost.seconds += spent
            cost.files += 1
            self.kinds[kind] = self.kinds.get(kind, 0.0) + spent
        cost.matches += len(found)
        return iter(found)


def profile_scan(context: ScanContext) -> Profile:
    """Scan as `secure-lint scan` would, in this process, timing each phase and rule."""
    profile = Profile()
    start = clock()
    rules = choose_rules(context.config, context.bundled_rules)
    profile.add("load rules", clock() - start)
    start = clock()
    files = find_files(context)
    options = engine_options(context, rules, files)
    profile.add("list files, detect stacks", clock() - start)
    index = RuleIndex(rules.rules, options)
    index.finder = profile.find
    for path in files.targets.files:
        loaded = _read(files.reader, path, profile)
        if not isinstance(loaded, SourceFile):
            continue
        profile.files += 1
        start = clock()
        before = sum(profile.kinds.values()) + profile.phases.get("parse", 0.0)
        scan_source(loaded, index)
        matched = sum(profile.kinds.values()) + profile.phases.get("parse", 0.0) - before
        profile.add("engine: rule choice, prefilters, findings, suppressions", clock() - start - matched)
    return profile


def _read(reader: Reader, path: str, profile: Profile) -> Loaded:
    start = clock()
    loaded = reader.read(path)
    profile.add("read and decode", clock() - start)
    return loaded


def render(profile: Profile, top: int) -> str:
    total = sum(profile.phases.values()) + sum(profile.kinds.values())
    lines = [
        f"{profile.files} files scanned ({profile.parsed} parsed) in {total:.2f} s of CPU, in one process",
        "",
        f"{'phase':<58}{'seconds':>9}{'share':>7}",
    ]
    rows = [*profile.phases.items(), *((f"match: {kind}", s) for kind, s in profile.kinds.items())]
    order = ("load rules", "list files", "read", "parse", "match", "engine")
    rows.sort(key=lambda row: (next(i for i, p in enumerate(order) if row[0].startswith(p)), -row[1]))
    for name, seconds in rows:
        lines.append(f"{name:<58}{seconds:9.2f}{seconds / total if total else 0:7.0%}")
    lines += ["", f"slowest rules (of {len(profile.rules)} that ran on a file)"]
    lines.append(f"{'rule':<50}{'kind':<12}{'seconds':>9}{'files':>7}{'ms/file':>9}{'matches':>9}")
    slowest = sorted(profile.rules.items(), key=lambda item: -item[1].seconds)[:top]
    for rule_id, cost in slowest:
        per_file = cost.seconds / cost.files * 1000 if cost.files else 0.0
        lines.append(
            f"{rule_id:<50}{cost.kind:<12}{cost.seconds:9.3f}{cost.files:7d}{per_file:9.2f}{cost.matches:9d}"
        )
    return "\n".join(lines)


def as_json(profile: Profile) -> str:
    data: dict[str, Any] = asdict(profile)
    data["rules"] = dict(sorted(data["rules"].items(), key=lambda item: -item[1]["seconds"]))
    return json.dumps(data, indent=2)
