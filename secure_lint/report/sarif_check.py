"""Checks a SARIF file against what GitHub code scanning needs to rank and track results.

Not a JSON-schema validator (the tests run the official schema): these are the rules that
decide whether an upload is accepted, ranked by security severity, tracked across commits
and readable: `secure-lint sarif validate FILE` prints one line per problem.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterator
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

MAX_RUNS = 20
MAX_RESULTS = 25_000
MAX_GZIP_BYTES = 10 * 1000 * 1000
MAX_TAGS = 20
MAX_DESCRIPTION = 1024
FINGERPRINT_KEY = "secureLintInstance/v1"
LEVELS = ("none", "note", "warning", "error")
PRECISIONS = ("very-high", "high", "medium", "low")
# GitHub's security-severity bands; our level for each band.
BAND_LEVEL = ((9.0, "error"), (7.0, "error"), (4.0, "warning"), (0.0, "note"))
SEMVER = lazy_compile(r"^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$")
CWE_TAG = lazy_compile(r"^external/cwe/cwe-\d+$")
# RFC 3986 path characters, or percent-encoded octets.
URI_REFERENCE = lazy_compile(r"^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})+$")
HELP_SECTIONS = ("Why it matters", "Remediation", "Verification", "References")

Problems = Iterator[str]


class SarifFileError(Exception):
    """A file that is not SARIF JSON at all (one line, no path beyond the name given)."""


def load(data: bytes, name: str) -> dict[str, Any]:
    try:
        document = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SarifFileError(f"{name}: not JSON ({error.__class__.__name__})") from None
    if not isinstance(document, dict):
        raise SarifFileError(f"{name}: not a SARIF log (top level is not an object)")
    return document


def check(data: bytes, name: str = "sarif") -> list[str]:
    """Every problem found, one line each, with the JSON path it is at."""
    document = load(data, name)
    problems = list(_log(document))
    size = len(gzip.compress(data, compresslevel=6))
    if size > MAX_GZIP_BYTES:
        problems.append(f"file: {size} bytes gzipped, over GitHub's {MAX_GZIP_BYTES} byte limit")
    return problems


def _log(document: dict[str, Any]) -> Problems:
    if document.get("version") != "2.1.0":
        yield "version: must be 2.1.0"
    runs = document.get("runs")
    if not isinstance(runs, list) or not runs:
        yield "runs: at least one run is needed"
        return
    if len(runs) > MAX_RUNS:
        yield f"runs: {len(runs)} runs, GitHub accepts at most {MAX_RUNS}"
    seen: set[tuple[str, str]] = set()
    for i, run in enumerate(runs):
        where = f"runs[{i}]"
        key = (_text(run, "tool", "driver", "name"), _text(run, "automationDetails", "id"))
        if key in seen:
            yield f"{where}: another run has the same tool and category; GitHub rejects the upload"
        seen.add(key)
        yield from _run(run, where)


def _get(value: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return value


def _list(value: Any, *keys: str) -> list[Any]:
    found = _get(value, *keys)
    return found if isinstance(found, list) else []


def _dict(value: Any, *keys: str) -> dict[str, Any]:
    found = _get(value, *keys)
    return found if isinstance(found, dict) else {}


def _text(value: Any, *keys: str) -> str:
    found = _get(value, *keys)
    return found if isinstance(found, str) else ""


def _run(run: Any, where: str) -> Problems:
    category = _text(run, "automationDetails", "id")
    if not category:
        yield f"{where}.automationDetails.id: missing; each run needs its category"
    yield from _driver(_dict(run, "tool", "driver"), f"{where}.tool.driver")
    rules = _list(run, "tool", "driver", "rules")
    results = _list(run, "results")
    if len(results) > MAX_RESULTS:
        yield f"{where}.results: {len(results)} results, GitHub keeps at most {MAX_RESULTS} per run"
    ids = [_text(rule, "id") for rule in rules]
    for j, result in enumerate(results):
        if isinstance(result, dict):
            yield from _result(result, ids, f"{where}.results[{j}]")
        else:
            yield f"{where}.results[{j}]: not an object"
    used = {_text(result, "ruleId") for result in results}
    for k, rule_id in enumerate(ids):
        if rule_id not in used:
            yield f"{where}.tool.driver.rules[{k}]: rule {rule_id!r} is not used by any result"
    if _get(run, "properties", "truncated") and not _get(run, "properties", "truncatedResults"):
        yield f"{where}.properties: truncated without saying how many results were left out"


def _driver(driver: dict[str, Any], where: str) -> Problems:
    if not _text(driver, "name"):
        yield f"{where}.name: missing"
    if not SEMVER.match(_text(driver, "semanticVersion")):
        yield f"{where}.semanticVersion: missing or not a semantic version"
    if not _text(driver, "informationUri").startswith("https://"):
        yield f"{where}.informationUri: missing or not an https URL"
    rules = driver.get("rules")
    if not isinstance(rules, list):
        return
    ids = [_text(rule, "id") for rule in rules]
    for k, rule in enumerate(rules):
        if ids.count(ids[k]) > 1:
            yield f"{where}.rules[{k}]: rule id {ids[k]!r} is listed twice"
        if isinstance(rule, dict):
            yield from _rule(rule, f"{where}.rules[{k}]")
        else:
            yield f"{where}.rules[{k}]: not an object"


def _rule(rule: dict[str, Any], where: str) -> Problems:
    if not _text(rule, "id"):
        yield f"{where}.id: missing"
    if not _text(rule, "shortDescription", "text"):
        yield f"{where}.shortDescription.text: missing"
    full = _text(rule, "fullDescription", "text")
    if not full:
        yield f"{where}.fullDescription.text: missing"
    elif len(full) > MAX_DESCRIPTION:
        yield f"{where}.fullDescription.text: {len(full)} characters, GitHub shows at most {MAX_DESCRIPTION}"
    yield from _help(rule, where)
    if not _text(rule, "helpUri").startswith("https://"):
        yield f"{where}.helpUri: missing or not an https URL"
    level = _get(rule, "defaultConfiguration", "level")
    if level not in LEVELS:
        yield f"{where}.defaultConfiguration.level: missing or not one of {', '.join(LEVELS)}"
    yield from _properties(_dict(rule, "properties"), level, where + ".properties")


def _help(rule: dict[str, Any], where: str) -> Problems:
    if not _text(rule, "help", "text"):
        yield f"{where}.help.text: missing"
    markdown = _text(rule, "help", "markdown")
    if not markdown:
        yield f"{where}.help.markdown: missing"
        return
    for section in HELP_SECTIONS:
        if section not in markdown:
            yield f"{where}.help.markdown: no {section!r} section"


def _properties(properties: dict[str, Any], level: Any, where: str) -> Problems:
    severity = properties.get("security-severity")
    try:
        score = float(severity) if isinstance(severity, str) else None
    except ValueError:
        score = None
    if score is None or not 0.0 <= score <= 10.0:
        yield f"{where}.security-severity: missing or not a numeric string from 0.0 to 10.0"
    elif level in LEVELS and _band_level(score) != level:
        yield f"{where}.security-severity: {severity} does not fit level {level!r}"
    if properties.get("precision") not in PRECISIONS:
        yield f"{where}.precision: missing or not one of {', '.join(PRECISIONS)}"
    tags = properties.get("tags")
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        yield f"{where}.tags: missing"
        return
    if len(tags) > MAX_TAGS:
        yield f"{where}.tags: {len(tags)} tags, GitHub keeps at most {MAX_TAGS}"
    if "security" not in tags:
        yield f"{where}.tags: no 'security' tag, so GitHub does not rank it as a security alert"
    if not any(CWE_TAG.match(t) for t in tags):
        yield f"{where}.tags: no external/cwe/cwe-NNN tag"
    for tag in tags:
        if tag.lower().startswith("external/cwe") and not CWE_TAG.match(tag):
            yield f"{where}.tags: {tag!r} is not of the form external/cwe/cwe-NNN"


def _band_level(score: float) -> str:
    return next(level for floor, level in BAND_LEVEL if score >= floor)


def _result(result: dict[str, Any], rule_ids: list[str], where: str) -> Problems:
    rule_id = _text(result, "ruleId")
    if rule_id not in rule_ids:
        yield f"{where}.ruleId: {rule_id!r} is not in tool.driver.rules"
    index = result.get("ruleIndex")
    points = isinstance(index, int) and 0 <= index < len(rule_ids) and rule_ids[index] == rule_id
    if index is not None and not points:
        yield f"{where}.ruleIndex: does not point at rule {rule_id!r}"
    if result.get("level") is not None and result.get("level") not in LEVELS:
        yield f"{where}.level: not one of {', '.join(LEVELS)}"
    if not _text(result, "message", "text"):
        yield f"{where}.message.text: missing"
    if result.get("suppressions"):
        yield f"{where}.suppressions: GitHub ignores suppressions and opens an alert; leave it out"
    yield from _fingerprints(result.get("partialFingerprints"), where + ".partialFingerprints")
    locations = result.get("locations")
    if not isinstance(locations, list) or not locations:
        yield f"{where}.locations: at least one location is needed"
        return
    for k, location in enumerate(locations):
        yield from _location(location, f"{where}.locations[{k}].physicalLocation")
    yield from _code_flows(result.get("codeFlows"), f"{where}.codeFlows")
    for k, fix in enumerate(_list(result, "fixes")):
        if not _get(fix, "description", "text") or not fix.get("artifactChanges"):
            yield f"{where}.fixes[{k}]: needs a description and artifactChanges"


def _code_flows(flows: Any, where: str) -> Problems:
    """The path of a result (what code scanning shows as the alert's path): each code flow has thread flows, each a
    list of locations in the repository, each with a message saying what happens there."""
    if flows is None:
        return
    if not isinstance(flows, list) or not flows:
        yield f"{where}: not a list of code flows; leave it out when there is no path"
        return
    for k, flow in enumerate(flows):
        threads = _get(flow, "threadFlows")
        if not isinstance(threads, list) or not threads:
            yield f"{where}[{k}].threadFlows: at least one thread flow is needed"
            continue
        for t, thread in enumerate(threads):
            steps = _get(thread, "locations")
            at = f"{where}[{k}].threadFlows[{t}].locations"
            if not isinstance(steps, list) or not steps:
                yield f"{at}: at least one location is needed"
                continue
            for n, step in enumerate(steps):
                location = _get(step, "location")
                if not isinstance(location, dict):
                    yield f"{at}[{n}].location: missing"
                    continue
                yield from _location(location, f"{at}[{n}].location.physicalLocation")
                if not _text(location, "message", "text"):
                    yield f"{at}[{n}].location.message.text: missing; GitHub shows it at each step"


def _fingerprints(fingerprints: Any, where: str) -> Problems:
    if not isinstance(fingerprints, dict) or not fingerprints.get(FINGERPRINT_KEY):
        yield f"{where}: no {FINGERPRINT_KEY!r}; alerts would not be tracked when lines move"
        return
    if "primaryLocationLineHash" in fingerprints:
        yield f"{where}.primaryLocationLineHash: leave it to upload-sarif, which computes it"


def _location(location: Any, where: str) -> Problems:
    physical = _dict(location, "physicalLocation")
    uri = _text(physical, "artifactLocation", "uri")
    yield from _uri(uri, f"{where}.artifactLocation.uri")
    if _text(physical, "artifactLocation", "uriBaseId") != "%SRCROOT%":
        yield f"{where}.artifactLocation.uriBaseId: must be %SRCROOT%"
    region = physical.get("region")
    if not isinstance(region, dict):
        yield f"{where}.region: missing"
        return
    yield from _region(region, f"{where}.region")


def _uri(uri: str, where: str) -> Problems:
    if not uri:
        yield f"{where}: missing"
    elif "\\" in uri:
        yield f"{where}: {uri!r} uses backslashes; URIs are POSIX paths"
    elif uri.startswith("/") or re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", uri):
        yield f"{where}: {uri!r} is absolute; it must be relative to the repository root"
    elif ".." in uri.split("/") or "." in uri.split("/"):
        yield f"{where}: {uri!r} has '.' or '..' segments"
    elif not URI_REFERENCE.match(uri):
        yield f"{where}: {uri!r} is not a valid URI reference (percent-encode spaces, brackets, '#', '%'...)"


def _region(region: dict[str, Any], where: str) -> Problems:
    numbers = {k: region.get(k) for k in ("startLine", "startColumn", "endLine", "endColumn")}
    for key, value in numbers.items():
        if not isinstance(value, int) or value < 1:
            yield f"{where}.{key}: missing or below 1 (regions are 1-based)"
            return
    start, end = (numbers["startLine"], numbers["startColumn"]), (numbers["endLine"], numbers["endColumn"])
    if end < start:
        yield f"{where}: ends before it starts"
