"""Cheap parts first: an ast-grep rule rewritten so that what costs little is tried first.

ast-grep tries the parts of a rule object in a fixed order (pattern, kind, regex, then `all`,
`any`, `not`, `matches`, then `inside`, `has`, `precedes`, `follows`) and stops at the first
that fails. A rule such as `{matches: jsonwebtoken-call, has: {field: function, regex: sign$}}`
therefore searches the whole file for a jsonwebtoken import (the util) at every call before
it looks at the callee's name (the `has`). Rewritten as
`{all: [{has: {field: function, regex: sign$}}, {matches: jsonwebtoken-call}]}` it matches
the same nodes, and the import search runs at `sign` calls only.

Only parts that bind no metavariable move ("pure" parts: no `$NAME` in any pattern they hold,
through the utils they name): such a part neither reads nor writes the metavariables, so
where it sits in a conjunction changes neither which nodes match nor what the metavariables
hold. Parts that bind metavariables keep their order. The branches of an `any` are reordered
only when every branch is pure (the first branch that matches decides the metavariables).
The result is an ordinary ast-grep config; `structural.py` runs it instead of the written one.
"""

from __future__ import annotations

import json
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

ATOMIC = ("pattern", "kind", "regex", "nthChild", "range")
COMPOSITE = ("all", "any", "not", "matches")
RELATIONAL = ("inside", "has", "precedes", "follows")
RELATION_KEYS = ("stopBy", "field")  # what a relational rule object holds besides its rule
ORDER = (*ATOMIC, *COMPOSITE, *RELATIONAL)  # the order ast-grep tries a rule object's parts in

UNBOUNDED = 50  # the nodes a `stopBy: end` or `stopBy: <rule>` search may visit, as an estimate
CHILDREN = 4  # the nodes a `has` without stopBy tests, as an estimate
UNKNOWN = 10_000  # a util that cannot be costed (recursive, or not found)
# a node kind leaves about one node in this many: a part gated by one is asked that much less
# often than an ungated search (a `not` that looks far runs at every node)
KIND_SELECTIVITY = 20

# a capturing metavariable: $NAME or $$$NAME (names starting with `_` capture nothing)
_CAPTURE = lazy_compile(r"\$(?:\$\$)?[A-Z][A-Z0-9_]*")


class _Plan:
    """Costs and purity of the parts of one config, with its utils."""

    def __init__(self, utils: dict[str, Any], commute: bool = False) -> None:
        self.utils = utils
        # also move a binding part whose metavariables no other part of its conjunction names
        # (`disjoint_first`): it neither reads nor writes what the others bind
        self.commute = commute
        self._util_cost: dict[str, Any] = {}
        self._util_pure: dict[str, Any] = {}

    # -- purity: binds no metavariable --------------------------------------------------------

    def pure(self, rule: Any, seen: frozenset[str] = frozenset()) -> bool:
        if isinstance(rule, list):
            return all(self.pure(item, seen) for item in rule)
        if not isinstance(rule, dict):
            return True
        for key, value in rule.items():
            if key == "pattern":
                text = value.get("context", "") if isinstance(value, dict) else value
                if not isinstance(text, str) or _CAPTURE.search(text):
                    return False
            elif key == "matches":
                if not self._pure_util(value, seen):
                    return False
            elif key in (*COMPOSITE, *RELATIONAL, "nthChild", "ofRule", "stopBy") and not self.pure(value, seen):
                return False
        return True

    def _pure_util(self, name: Any, seen: frozenset[str]) -> bool:
        return bool(self._of_util(name, seen, self._util_pure, self.pure, False))

    def _of_util(self, name: Any, seen: frozenset[str], known: dict[str, Any], measure: Any, unknown: Any) -> Any:
        """`measure` of the util `name`, once per util; `unknown` when recursive or not found."""
        if not isinstance(name, str) or name not in self.utils or name in seen:
            return unknown
        if name not in known:
            known[name] = measure(self.utils[name], seen | {name})
        return known[name]

    # -- cost: a rough count of node tests ----------------------------------------------------

    def cost(self, rule: Any, seen: frozenset[str] = frozenset()) -> int:
        if not isinstance(rule, dict):
            return 0
        total = sum(self._part_cost(key, value, seen) for key, value in rule.items())
        if _kind_gated(rule):
            return 1 + total // KIND_SELECTIVITY  # most nodes fail the kind: the rest runs at few
        return total

    def _part_cost(self, key: str, value: Any, seen: frozenset[str]) -> int:
        if key in ("kind", "range"):
            return 1
        if key in ("pattern", "nthChild"):
            return 2 + (self.cost(value.get("ofRule"), seen) if isinstance(value, dict) else 0)
        if key == "regex":
            return 3
        if key in ("all", "any") and isinstance(value, list):
            return sum(self.cost(item, seen) for item in value)
        if key == "not":
            return self.cost(value, seen)
        if key == "matches":
            return self._util_costs(value, seen)
        if key in RELATIONAL and isinstance(value, dict):
            return self._relation_cost(key, value, seen)
        return 0

    def _relation_cost(self, key: str, relation: dict[str, Any], seen: frozenset[str]) -> int:
        stop = relation.get("stopBy", "neighbor")
        reach = (CHILDREN if key == "has" else 1) if stop == "neighbor" else UNBOUNDED
        stop_cost = self.cost(stop, seen) if isinstance(stop, dict) else 0
        return reach * (1 + self.cost(relation, seen) + stop_cost)

    def _util_costs(self, name: Any, seen: frozenset[str]) -> int:
        return int(self._of_util(name, seen, self._util_cost, self.cost, UNKNOWN))

    # -- the rewrite --------------------------------------------------------------------------

    def reorder(self, rule: Any) -> Any:
        """The rule with every conjunction's pure parts ordered by cost (see the module doc)."""
        if not isinstance(rule, dict):
            return rule
        parts = self._parts(rule)
        if len(parts) <= 1 and not any(key in rule for key in ("all", "any")):
            return {key: self._inner(key, value) for key, value in rule.items()}
        return _join(self._ordered(parts))

    def _parts(self, rule: dict[str, Any]) -> list[dict[str, Any]]:
        """The rule's conjuncts in the order ast-grep tries them, inner rules reordered
        (the items of its `all` in their place, one conjunct each)."""
        parts: list[dict[str, Any]] = []
        for key in ORDER:
            if key not in rule:
                continue
            if key == "all" and isinstance(rule[key], list):
                parts += [self.reorder(item) for item in rule[key]]
            else:
                parts.append({key: self._inner(key, rule[key])})
        return parts

    def _inner(self, key: str, value: Any) -> Any:
        if key == "not":
            return self.reorder(value)
        if key == "all" and isinstance(value, list):
            return [self.reorder(item) for item in value]
        if key == "any" and isinstance(value, list):
            branches = [self.reorder(item) for item in value]
            if all(self.pure(branch) for branch in branches):
                branches.sort(key=self.cost)  # stable: equal costs keep the written order
            return branches
        if key in RELATIONAL and isinstance(value, dict):
            body = self.reorder({k: v for k, v in value.items() if k not in RELATION_KEYS})
            extra = {k: self._stop(v) if k == "stopBy" else v for k, v in value.items() if k in RELATION_KEYS}
            return {**body, **extra}
        return value

    def _stop(self, stop: Any) -> Any:
        return self.reorder(stop) if isinstance(stop, dict) else stop

    def _ordered(self, parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The parts that bind metavariables in their order, with the pure parts (cheapest
        first) merged in: a pure part goes before the first binding part that costs more."""
        costs = [self.cost(part) for part in parts]
        pure = [self.pure(part) for part in parts]
        if any(not p and ("nthChild" in part or "range" in part) for p, part in zip(pure, parts, strict=True)):
            return parts  # where ast-grep tries these among the other parts is not pinned down here
        if self.commute:
            pure = [p or self._alone(i, parts) for i, p in enumerate(pure)]
        last = [i for i in range(len(parts)) if pure[i] and _far_exclusion(parts[i], costs[i])]
        free = sorted((i for i in range(len(parts)) if pure[i] and i not in last), key=lambda i: costs[i])
        bound = [i for i in range(len(parts)) if not pure[i]]
        order: list[int] = []
        while free or bound:
            if free and (not bound or costs[free[0]] <= costs[bound[0]]):
                order.append(free.pop(0))
            else:
                order.append(bound.pop(0))
        return [parts[i] for i in order + last]


    def _alone(self, i: int, parts: list[dict[str, Any]]) -> bool:
        """Whether the metavariables of part `i` are named by no other part (each part's names
        read from its whole text, a util that binds any making them unknown)."""
        mine = self._names(parts[i])
        if mine is None:
            return False
        for j, part in enumerate(parts):
            theirs = self._names(part) if j != i else set()
            if theirs is None or mine & theirs:
                return False
        return True

    def _names(self, part: Any, seen: frozenset[str] = frozenset()) -> set[str] | None:
        """The metavariables a part names, read from its whole text and the utils it refers to
        (None: unknown, a util not found or recursive)."""
        names = set(_CAPTURE.findall(json.dumps(part)))
        for util in _matched(part):
            if util not in self.utils or util in seen:
                return None
            inner = self._names(self.utils[util], seen | {util})
            if inner is None:
                return None
            names |= inner
        return names


def _matched(node: Any) -> set[str]:
    """The util names a part refers to with `matches:`."""
    if isinstance(node, dict):
        found = {node["matches"]} if isinstance(node.get("matches"), str) else set()
        return found.union(*(_matched(value) for key, value in node.items() if key != "matches"))
    if isinstance(node, list):
        return set().union(*(_matched(value) for value in node))
    return set()


def _far_exclusion(part: dict[str, Any], cost: int) -> bool:
    """Whether the part is a `not` that searches far (`inside`/`has` with `stopBy: end`): it runs
    at every node that reaches it, and one inside a function-like ancestor's `has: stopBy: end`
    walks the whole subtree of every ancestor (quadratic on a large minified file). Tried last,
    it runs only where the rest of the conjunction matched; the estimated cost of the binding
    parts (their utils' nested searches, counted as if each ran at every node) says little of
    how few nodes reach them behind their kind and regex tests."""
    return set(part) == {"not"} and cost >= UNBOUNDED


def _kind_gated(rule: dict[str, Any]) -> bool:
    """Whether the conjunction tests a node kind, which ast-grep tries before its other parts:
    one kind, or an `any` of kinds (`any: [{kind: identifier}, {kind: shorthand_property_identifier}]`)."""
    items = rule.get("all")
    if not isinstance(items, list):
        items = []
    return "kind" in rule or any(_kinds_only(item) for item in items)


def _kinds_only(rule: Any) -> bool:
    """Whether the rule object tests one node kind, or one of several (an `any` of kinds)."""
    if not isinstance(rule, dict):
        return False
    if set(rule) == {"kind"}:
        return True
    branches = rule.get("any")
    return set(rule) == {"any"} and isinstance(branches, list) and bool(branches) and all(map(_kinds_only, branches))


def _join(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """Conjuncts tried in this order, as one rule object when ast-grep tries that object's
    keys in the same order (each part one key, in ORDER); else as an `all`."""
    if len(parts) == 1:
        return parts[0]
    keys = [key for part in parts for key in part]
    ranks = [ORDER.index(key) if key in ORDER else -1 for key in keys]
    if all(len(part) == 1 for part in parts) and min(ranks) >= 0 and ranks == sorted(set(ranks)):
        return {key: value for part in parts for key, value in part.items()}
    return {"all": parts}


def cheap_first(config: dict[str, Any]) -> dict[str, Any]:
    """The ast-grep config with its rule and utils reordered (see the module doc); constraints
    and transforms as they are."""
    utils = config.get("utils") or {}
    plan = _Plan(utils)
    result = dict(config)
    result["rule"] = plan.reorder(config["rule"])
    if utils:
        result["utils"] = {name: plan.reorder(body) for name, body in utils.items()}
    return result


def precheck(config: dict[str, Any]) -> dict[str, Any] | None:
    """A config that matches wherever `config` matches, without its costly `not` parts: run
    first, it spares the whole search where it finds nothing. ast-grep checks constraints only
    after the rule matched, so a rule whose `not` searches far (`stopBy: end`) pays for it at
    every node its constraints would reject; without the `not`, the constraints reject them
    cheaply. None when the rule has no constraints or no such `not` (the rule itself is as cheap)."""
    rule = config["rule"]
    if not config.get("constraints") or not isinstance(rule, dict):
        return None
    plan = _Plan(config.get("utils") or {})
    parts = plan._parts(rule)
    kept = [part for part in parts if not (set(part) == {"not"} and plan.cost(part) >= UNBOUNDED)]
    if len(kept) == len(parts) or not kept:
        return None
    return {**config, "rule": _join(kept) if len(kept) > 1 else kept[0]}


def cheap_utils(utils: dict[str, Any], names: frozenset[str]) -> dict[str, Any]:
    """The utils of `names` reordered as cheap_first reorders a config's (the others left out),
    once per process for the same utils: the rules of a scan share most of theirs."""
    kept = {name: body for name, body in utils.items() if name in names}
    if not kept:
        return kept
    key = json.dumps(kept, sort_keys=True)
    known = _cheap_utils.get(key)
    if known is None:
        plan = _Plan(kept)
        known = _cheap_utils[key] = {name: plan.reorder(body) for name, body in kept.items()}
    return known


_cheap_utils: dict[str, dict[str, Any]] = {}


def disjoint_first(entries: list[Any], utils: dict[str, Any]) -> list[Any]:
    """A taint role's own rule objects, each reordered as cheap_first reorders a rule, and a part
    that binds metavariables no other part of its conjunction names moved as a pure one would:
    `{kind: call_expression, any: [...import searches...], has: {field: arguments, ... $SINK}}`
    is tried `any` first at every call, the whole-file searches of its utils before the first
    argument's kind (an exec rule's sink on a 626 KB bundle: 30.6 s -> 0.6 s). Once per process
    for the same entries and utils."""
    key = json.dumps([entries, utils], sort_keys=True)
    known = _disjoint.get(key)
    if known is None:
        plan = _Plan(utils, commute=True)
        known = _disjoint[key] = [plan.reorder(entry) if isinstance(entry, dict) else entry for entry in entries]
    return known


_disjoint: dict[str, list[Any]] = {}
