"""`secure-lint sarif merge`: the SARIF files of a sharded scan (`scan --shard K/N`) joined
into one run, as the unsharded scan would have written it.

Every run must be secure-lint's, of one version. The rules are joined by id (sorted, as the
reporter lists them), results are kept once per fingerprint (our line-independent
`partialFingerprints` key) and ordered as the reporter orders them (most severe first), their
`ruleIndex` pointing into the joined rules. The run's category is the one given, else the
shards' category without its `shard-K-of-N` part. The scan status is the worst of the runs';
truncation is summed. secure-lint's runs list no `artifacts`: a run that does is refused
rather than joined wrongly.

The parts must form one complete shard set: each run says it is part K of N of one checkout
(its `shard` property); every K of 1..N once, the same N and checkout. Otherwise the merge is
refused in one line naming the file, unless `partial` is asked for: the run is then marked
`partial` and says why (`mergeProblems`).
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import unquote

from secure_lint.core.errors import UserError
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.models import CONFIDENCE_RANK, SEVERITY_RANK
from secure_lint.report.sarif_check import FINGERPRINT_KEY, MAX_RESULTS, SarifFileError, load

STATUS_RANK = {"complete": 0, "partial": 1, "truncated": 2}
_SHARD_PART = lazy_compile(r"/shard-[0-9]+-of-[0-9]+/?$")


class SarifMergeError(UserError):
    """An input that is not a secure-lint SARIF file of the same version (one line, exit 2)."""


def merge(files: list[tuple[str, bytes]], category: str | None = None, partial: bool = False) -> str:
    """The SARIF text of one run joining the runs of `files` ((name, content) pairs); with
    `partial`, parts that are not one complete shard set are joined, marked partial."""
    runs = [(name, run) for name, data in files for run in _runs(name, data)]
    if not runs:
        raise SarifMergeError("sarif merge: no runs in the files given")
    template = runs[0][1]
    version = _driver(template).get("version")
    rules: dict[str, Any] = {}
    results: dict[str, tuple[tuple[Any, ...], Any]] = {}
    for name, run in runs:
        if _driver(run).get("version") != version:
            raise SarifMergeError(f"{name}: secure-lint {_driver(run).get('version')}, not {version} as the others")
        for rule in _list(run["tool"]["driver"], "rules", name):
            rules.setdefault(_text(rule, "id", name), rule)
        for result in _list(run, "results", name):
            results.setdefault(_fingerprint(result, name), (_priority(result, name), result))
    problems = shard_set_problems(runs)
    if problems and not partial:
        raise SarifMergeError(f"{problems[0]} (--partial merges them anyway, marked partial)")
    ordered = sorted(results.values(), key=lambda pair: pair[0])
    kept = [result for _, result in ordered[:MAX_RESULTS]]
    merged = _joined_run(template, [rules[r] for r in sorted(rules)], kept, _category(template, category))
    merged["properties"] = _properties([run for _, run in runs], dropped=len(ordered) - len(kept))
    if problems:
        properties = merged["properties"]
        if STATUS_RANK.get(properties["scanStatus"], 0) < STATUS_RANK["partial"]:
            properties["scanStatus"] = "partial"
        properties["mergeProblems"] = problems[:20]
    document = {**load(files[0][1], files[0][0]), "runs": [merged]}  # its version and $schema
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"


def _shard(run: dict[str, Any]) -> tuple[int, int, str] | None:
    """(K, N, checkout) of a part's run, None for a run that is not a part."""
    shard = _run_properties(run).get("shard")
    if not isinstance(shard, dict):
        return None
    index, count, checkout = shard.get("index"), shard.get("count"), shard.get("checkout")
    if type(index) is not int or type(count) is not int or not isinstance(checkout, str) or not 1 <= index <= count:
        return None
    return index, count, checkout


def shard_set_problems(runs: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """Why the runs are not one complete set of parts of one sharded scan (empty when they are)."""
    problems = []
    first: tuple[str, tuple[int, int, str]] | None = None
    seen: dict[int, str] = {}
    for name, run in runs:
        part = _shard(run)
        if part is None:
            problems.append(f"{name}: not a part of a sharded scan (`scan --shard K/N` writes the parts)")
            continue
        index, count, checkout = part
        if first is None:
            first = (name, part)
        elif count != first[1][1]:
            problems.append(f"{name}: part {index} of {count}, not of {first[1][1]} as {first[0]}")
            continue
        elif checkout != first[1][2]:
            problems.append(f"{name}: a part of another checkout than {first[0]} (its files differ)")
            continue
        if index in seen:
            problems.append(f"{name}: part {index} of {count} again (also {seen[index]})")
        seen.setdefault(index, name)
    if first is not None:
        missing = [str(k) for k in range(1, first[1][1] + 1) if k not in seen]
        if missing:
            plural = "s" if len(missing) > 1 else ""
            problems.append(f"sarif merge: part{plural} {', '.join(missing)} of {first[1][1]} missing")
    return problems


def _runs(name: str, data: bytes) -> list[dict[str, Any]]:
    try:
        document = load(data, name)
    except SarifFileError as error:
        raise SarifMergeError(str(error)) from None
    runs = document.get("runs")
    if document.get("version") != "2.1.0" or not isinstance(runs, list):
        raise SarifMergeError(f"{name}: not a SARIF 2.1.0 log")
    for run in runs:
        if not isinstance(run, dict) or _driver(run).get("name") != "secure-lint":
            raise SarifMergeError(f"{name}: a run of another tool; only secure-lint's runs are merged")
        if run.get("artifacts"):
            raise SarifMergeError(f"{name}: a run with artifacts; secure-lint writes none")
    return runs


def _driver(run: dict[str, Any]) -> dict[str, Any]:
    tool = run.get("tool")
    driver = tool.get("driver") if isinstance(tool, dict) else None
    return driver if isinstance(driver, dict) else {}


def _list(mapping: dict[str, Any], key: str, name: str) -> list[Any]:
    value = mapping.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise SarifMergeError(f"{name}: `{key}` is not a list of objects")
    return value


def _text(mapping: dict[str, Any], key: str, name: str) -> str:
    value = mapping.get(key)
    if not isinstance(value, str):
        raise SarifMergeError(f"{name}: a {key} that is not a string")
    return value


def _fingerprint(result: dict[str, Any], name: str) -> str:
    fingerprints = result.get("partialFingerprints")
    if not isinstance(fingerprints, dict) or not isinstance(fingerprints.get(FINGERPRINT_KEY), str):
        raise SarifMergeError(f"{name}: a result without secure-lint's fingerprint ({FINGERPRINT_KEY})")
    return str(fingerprints[FINGERPRINT_KEY])


def _priority(result: dict[str, Any], name: str) -> tuple[Any, ...]:
    """The reporter's order: severity, confidence, path, line, column, rule id."""
    try:
        properties = result["properties"]
        location = result["locations"][0]["physicalLocation"]
        region = location["region"]
        path = unquote(location["artifactLocation"]["uri"], errors="surrogateescape")
        return (
            -SEVERITY_RANK[properties["severity"]],
            -CONFIDENCE_RANK[properties["confidence"]],
            path,
            int(region["startLine"]),
            int(region["startColumn"]),
            _text(result, "ruleId", name),
        )
    except (KeyError, IndexError, TypeError, ValueError):
        raise SarifMergeError(f"{name}: a result without severity, confidence or location") from None


def _category(template: dict[str, Any], given: str | None) -> str:
    if given is not None:
        return f"{given.rstrip('/')}/"
    details = template.get("automationDetails")
    current = details.get("id") if isinstance(details, dict) else None
    return _SHARD_PART.sub("/", current) if isinstance(current, str) else "secure-lint/"


def _joined_run(
    template: dict[str, Any], rules: list[dict[str, Any]], results: list[dict[str, Any]], category: str
) -> dict[str, Any]:
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    driver = {**template["tool"]["driver"], "rules": rules}
    run = {**template, "tool": {**template["tool"], "driver": driver}, "automationDetails": {"id": category}}
    run["results"] = [_reindexed(result, index) for result in results]
    return run


def _reindexed(result: dict[str, Any], index: dict[str, int]) -> dict[str, Any]:
    if result["ruleId"] in index:
        return {**result, "ruleIndex": index[result["ruleId"]]}
    return {k: v for k, v in result.items() if k != "ruleIndex"}


def _properties(runs: list[dict[str, Any]], dropped: int) -> dict[str, Any]:
    """The worst scan status of the runs, and every result left out (by a shard or here)."""
    statuses = [_run_properties(run).get("scanStatus", "complete") for run in runs]
    status = max(statuses, key=lambda s: STATUS_RANK.get(s, 0))
    properties: dict[str, Any] = {"scanStatus": status}
    dropped += sum(_count(_run_properties(run).get("truncatedResults")) for run in runs)
    if dropped:
        properties |= {
            "truncated": True,
            "truncatedResults": dropped,
            "truncationReason": f"{dropped} lower-severity results left out to stay within GitHub's limits",
        }
    return properties


def _count(value: Any) -> int:
    return value if type(value) is int and value > 0 else 0


def _run_properties(run: dict[str, Any]) -> dict[str, Any]:
    properties = run.get("properties")
    return properties if isinstance(properties, dict) else {}
