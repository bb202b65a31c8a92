"""The ast-grep utils of the bundled packs: a name means one thing, and a sub-rule is written once.

A util that several rules need lives in packs/utils/<language>.yaml; a rule's own `utils` hold
only what it alone needs, under a name no other rule or shared util uses for something else.
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from secure_lint.matchers.shared_utils import load_shared_utils
from secure_lint.rules.packs import load_packs, packs_dir


def _local_utils(with_fact_placeholders: bool = True) -> list[tuple[str, str, str, str]]:
    """(rule id, language, util name, body as canonical JSON) for every rule's own util. A util a
    repository fact fills in at scan time (`repo_facts`) holds only a placeholder body."""
    found = []
    for pack in load_packs():
        for item in pack.items:
            for detector in item.detectors:
                structural: dict[str, Any] = detector.get("match", {}).get("structural") or {}
                facts = structural.get("repo_facts") or {}
                for name, body in (structural.get("utils") or {}).items():
                    if name in facts and not with_fact_placeholders:
                        continue
                    for language in detector.get("languages", []):
                        found.append((detector["id"], language, name, json.dumps(body, sort_keys=True)))
    return found


def test_a_local_util_does_not_shadow_a_shared_one() -> None:
    shared = load_shared_utils(packs_dir())
    shadowing = sorted(
        {f"{rule}: {name}" for rule, language, name, _ in _local_utils() if name in shared.get(language, {})}
    )
    assert not shadowing, "rename these local utils (a shared util of that name exists): " + ", ".join(shadowing)


def test_a_util_name_means_one_thing() -> None:
    bodies: dict[str, set[str]] = defaultdict(set)
    rules: dict[str, set[str]] = defaultdict(set)
    for rule, _, name, body in _local_utils():
        bodies[name].add(body)
        rules[name].add(rule)
    for language_utils in load_shared_utils(packs_dir()).values():
        for name, body in language_utils.items():
            bodies[name].add(json.dumps(body, sort_keys=True))
    differing = sorted(f"{name} ({', '.join(sorted(rules[name]))})" for name, found in bodies.items() if len(found) > 1)
    assert not differing, "one name, several bodies (name each after what it matches): " + "; ".join(differing)


def test_a_sub_rule_needed_by_several_rules_is_shared() -> None:
    users: dict[str, set[str]] = defaultdict(set)  # body -> "rule: name" (or "packs/utils: name")
    for rule, _, name, body in _local_utils(with_fact_placeholders=False):
        users[body].add(f"{rule}: {name}")
    for language_utils in load_shared_utils(packs_dir()).values():
        for name, body in language_utils.items():
            users[json.dumps(body, sort_keys=True)].add(f"packs/utils: {name}")
    in_two_places = [places for places in users.values() if len({p.split(":")[0] for p in places}) > 1]
    copied = sorted(", ".join(sorted(places)) for places in in_two_places)
    assert not copied, "written twice (use or add a shared util in packs/utils/): " + "; ".join(copied)
