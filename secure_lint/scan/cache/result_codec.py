"""A file's scan result as JSON data and back, for the result cache.

Reading is validation: a cache may be restored from elsewhere (CI) or damaged, so every
value is checked against the type its dataclass field declares (no extra or missing key,
Literal values from their list), and against the file it is cached for (every finding and
fix on that path, rule ids of the rule set that ran, positions that exist). Anything else is
a ValueError: the caller scans the file again. Nothing read can run code: it is JSON, and
only the dataclasses named here are built from it.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin

from secure_lint.core.findings import Finding, FixEdit, Flow, FlowStep, Location, SkippedPath
from secure_lint.scan.engine import FileResult

Item = FileResult | SkippedPath

_BUILT = {Finding, Location, FixEdit, Flow, FlowStep}  # the dataclasses a cached finding is made of
_SCALARS = (str, int, bool)


def items_to_data(items: list[Item]) -> list[dict[str, Any]]:
    """A file's items (its FileResult, a minified or binary skip) as JSON data."""
    data: list[dict[str, Any]] = []
    for item in items:
        if isinstance(item, SkippedPath):
            data.append({"skipped": item.reason})
            continue
        data.append(
            {
                "findings": [dataclasses.asdict(f) for f in item.findings],
                "partially_parsed": item.partially_parsed,
                "rules_run": item.rules_run,
                "shipped": item.shipped,
                "imports": None if item.imports is None else list(item.imports),
                "dataflows": item.dataflows,
            }
        )
    return data


def items_from_data(data: Any, path: str, digest: str, rule_ids: frozenset[str]) -> list[Item]:
    """The items cached for `path` (content `digest`); ValueError unless each is well formed."""
    if not isinstance(data, list) or not data:
        raise ValueError("not a list of results")
    items: list[Item] = []
    for entry in data:
        if not isinstance(entry, dict):
            raise ValueError("not a result")
        if entry.keys() == {"skipped"}:
            items.append(_build(SkippedPath, {"path": path, "reason": entry["skipped"]}))
        else:
            items.append(_file_result(entry, path, digest, rule_ids))
    if sum(isinstance(item, FileResult) for item in items) > 1:
        raise ValueError("two results for one file")
    return items


def _file_result(entry: dict[str, Any], path: str, digest: str, rule_ids: frozenset[str]) -> FileResult:
    if entry.keys() != {"findings", "partially_parsed", "rules_run", "shipped", "imports", "dataflows"}:
        raise ValueError("not a file result")
    imports = entry["imports"]
    if imports is not None and (not isinstance(imports, list) or any(type(s) is not str for s in imports)):
        raise ValueError("imports: not a list of specifiers")
    findings = entry["findings"]
    if not isinstance(findings, list):
        raise ValueError("findings: not a list")
    result = FileResult(
        path,
        findings=[_finding(f, path, rule_ids) for f in findings],
        partially_parsed=_typed(entry["partially_parsed"], bool),
        rules_run=_typed(entry["rules_run"], int),
        shipped=_typed(entry["shipped"], bool),
        digest=digest,
        imports=None if imports is None else tuple(imports),
        dataflows=_dataflows(entry["dataflows"], rule_ids),
    )
    if result.rules_run < 0:
        raise ValueError("rules_run: negative")
    return result


def _dataflows(data: Any, rule_ids: frozenset[str]) -> dict[str, bool]:
    if not isinstance(data, dict) or any(type(v) is not bool for v in data.values()):
        raise ValueError("dataflows: not a map of rule ids to booleans")
    if not rule_ids.issuperset(data):
        raise ValueError("dataflows: a rule not in the rule set")
    return dict(data)


def _finding(data: Any, path: str, rule_ids: frozenset[str]) -> Finding:
    finding: Finding = _build(Finding, data)
    location = finding.location
    if finding.rule_id not in rule_ids:
        raise ValueError(f"rule {finding.rule_id!r} is not in the rule set")
    if location.path != path or (finding.fix is not None and finding.fix.path != path):
        raise ValueError("a finding on another file")
    if min(location.start_line, location.start_column, location.end_line, location.end_column) < 1:
        raise ValueError("a position before the start of the file")
    if finding.fix is not None and not 0 <= finding.fix.start <= finding.fix.end:
        raise ValueError("a fix with a reversed range")
    if finding.flow is not None:
        _check_flow(finding.flow, path)
    return finding


def _check_flow(flow: Flow, path: str) -> None:
    """A flow ends at the finding's file; each step (a hop may be in another file) at a position
    that exists, on a root-relative POSIX path."""
    if flow.sink.path != path:
        raise ValueError("a flow whose sink is in another file")
    for step in (flow.source, *flow.hops, flow.sink):
        if min(step.line, step.column, step.end_line, step.end_column) < 1:
            raise ValueError("a flow step before the start of the file")
        parts = step.path.split("/")
        if not step.path or step.path.startswith("/") or "" in parts or ".." in parts:
            raise ValueError("a flow step outside the scanned tree")


def _typed(value: Any, kind: type) -> Any:
    # bool is an int in Python: an int field takes no bool, a bool field no int
    if type(value) is not kind:
        raise ValueError(f"expected {kind.__name__}, got {type(value).__name__}")
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _build(cls: Any, data: Any) -> Any:
    """An instance of dataclass `cls` from its `dataclasses.asdict` form, every field checked."""
    if not isinstance(data, dict):
        raise ValueError(f"{cls.__name__}: not a mapping")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    if not data.keys() <= fields.keys():
        raise ValueError(f"{cls.__name__}: unknown keys")
    required = {
        name
        for name, f in fields.items()
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    }
    if not required <= data.keys():
        raise ValueError(f"{cls.__name__}: missing keys")
    hints = _hints(cls)
    return cls(**{name: _value(hints[name], value) for name, value in data.items()})


def _value(hint: Any, value: Any) -> Any:
    origin = get_origin(hint)
    if hint in _BUILT:
        return _build(hint, value)
    if hint in _SCALARS:
        return _typed(value, hint)
    if origin is Literal:
        if not isinstance(value, str) or value not in get_args(hint):
            raise ValueError(f"{value!r} is not one of {get_args(hint)}")
        return value
    if origin is list:
        (element,) = get_args(hint)
        if not isinstance(value, list):
            raise ValueError("not a list")
        return [_value(element, v) for v in value]
    if origin in (Union, types.UnionType):
        if value is None and type(None) in get_args(hint):
            return None
        (inner,) = [a for a in get_args(hint) if a is not type(None)]
        return _value(inner, value)
    raise ValueError(f"no cached form for {hint!r}")  # a field type added without a cached form
