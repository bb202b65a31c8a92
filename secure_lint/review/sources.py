"""Reading findings back from reports: secure-lint JSON (`scan --format json`, `report
--format json`, or a bare list of findings) and SARIF 2.1.0 from any tool.

Whatever is read is untrusted: a malformed report is a one-line error naming the file,
and every text that may carry a secret (messages, evidence, snippets) is redacted again.
Paths stay relative: absolute SARIF URIs are made relative to the report's directory.
"""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, cast, get_type_hints
from urllib.parse import unquote, urlparse

from secure_lint.core.errors import UserError
from secure_lint.core.findings import (
    CLOSED_DISPOSITIONS,
    OPEN_DISPOSITIONS,
    Coverage,
    Disposition,
    Finding,
    FixEdit,
    Location,
    evidence_hash,
    instance_id,
)
from secure_lint.core.input_files import UnfitFile, read_input_text
from secure_lint.core.models import CONFIDENCE_RANK, SEVERITY_RANK, Confidence, Severity
from secure_lint.report.sarif_check import FINGERPRINT_KEY
from secure_lint.review.redaction import redact_secrets

DISPOSITIONS = OPEN_DISPOSITIONS | CLOSED_DISPOSITIONS
MAX_REPORT_BYTES = 64 * 1024 * 1024
_FINDING_FIELDS = {f.name for f in fields(Finding)} - {"flow"}  # the roll-up reads where, not the path
_LOCATION_FIELDS = {f.name for f in fields(Location)}
_FIX_FIELDS = {f.name for f in fields(FixEdit)}
LEVEL_SEVERITY: dict[str, Severity] = {"error": "high", "warning": "medium", "note": "low", "none": "info"}


class ReportError(UserError):
    """A findings report that cannot be read."""


@dataclass(frozen=True)
class Source:
    """One report read: its file name, format, findings, and coverage when it has one."""

    name: str
    format: str  # "secure-lint" | "sarif"
    findings: list[Finding]
    coverage: Coverage | None = None


def read_report(path: Path) -> Source:
    name = path.name
    try:
        data = json.loads(read_input_text(path, MAX_REPORT_BYTES, "utf-8-sig"))
    except FileNotFoundError:
        raise ReportError(f"{name}: no such file") from None
    except UnfitFile as error:
        raise ReportError(f"{name}: {error}") from None
    except (OSError, UnicodeDecodeError):
        raise ReportError(f"{name}: cannot read it") from None
    except json.JSONDecodeError as error:
        raise ReportError(f"{name}: not JSON (line {error.lineno}: {error.msg})") from None
    return parse_report(data, name, path.parent)


def parse_report(data: Any, name: str, base: Path | None = None) -> Source:
    """A report's findings from its parsed JSON; a malformed one is a ReportError of one line
    naming the file and where in it (`findings[3]: location is not an object`)."""
    try:
        if isinstance(data, dict) and "runs" in data:
            return Source(name, "sarif", _from_sarif(data, base))
        if isinstance(data, dict) and isinstance(data.get("findings"), list):
            coverage = _coverage(data.get("coverage"))
            return Source(name, "secure-lint", _findings(data["findings"]), coverage)
        if isinstance(data, list):
            return Source(name, "secure-lint", _findings(data))
    except Malformed as error:
        raise ReportError(f"{name}: {error}") from None
    raise ReportError(f"{name}: neither a secure-lint findings report nor SARIF")


class Malformed(ValueError):
    """A part of a report that is not what its format says; str(): where, and what is wrong."""


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise Malformed(f"{where} is not an object")
    return value


def _array(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise Malformed(f"{where} is not a list")
    return value


def _at(value: Any, *keys: str) -> Any:
    """value[k1][k2]..., or None when a level is missing or not an object (optional SARIF parts)."""
    for key in keys:
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return value


def _among(value: Any, names: Any) -> bool:
    """`value in names` for a name read from a report (a list there is not hashable)."""
    return isinstance(value, str) and value in names


def _props(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _whole(value: Any, default: int) -> int:
    """A positive line or column number, else `default` (a foreign report's odd region)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else default


@lru_cache(maxsize=4)
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _check_types(values: dict[str, Any], cls: type, where: str) -> None:
    """Each value of a field whose type is a string, a whole number or a list of strings has
    that type (the rest are checked by name: severity, disposition, location, fix)."""
    hints = _hints(cls)
    for key, value in values.items():
        kind = hints.get(key)
        if kind is str and not isinstance(value, str):
            raise Malformed(f"{where}{key} is not a string")
        if kind == (str | None) and value is not None and not isinstance(value, str):
            raise Malformed(f"{where}{key} is not a string")
        if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
            raise Malformed(f"{where}{key} is not a whole number")
        if kind == list[str] and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
            raise Malformed(f"{where}{key} is not a list of strings")


def _findings(items: list[Any], where: str = "findings") -> list[Finding]:
    return [_finding(item, f"{where}[{index}]") for index, item in enumerate(items)]


def _finding(raw: Any, where: str = "a finding") -> Finding:
    raw = _object(raw, where)
    known = {k: v for k, v in raw.items() if k in _FINDING_FIELDS}
    missing = sorted({"rule_id", "title", "severity", "location"} - known.keys())
    if missing:
        raise Malformed(f"{where} has no {missing[0]}")
    try:
        _check_level(known.get("severity"), known.get("confidence", "medium"))
    except ValueError as error:
        raise Malformed(f"{where}: {error}") from None
    disposition = known.get("disposition", "reportable")
    if not isinstance(disposition, str) or disposition not in DISPOSITIONS:
        raise Malformed(
            f"{where}: disposition {str(known['disposition'])[:20]!r} is not one of {', '.join(sorted(DISPOSITIONS))}"
        )
    _check_types(known, Finding, f"{where}: ")
    raw_location = _object(known["location"], f"{where}: location")
    if not isinstance(raw_location.get("path"), str):
        raise Malformed(f"{where}: location has no path")
    located = {k: v for k, v in raw_location.items() if k in _LOCATION_FIELDS}
    _check_types(located, Location, f"{where}: location.")
    start = located.get("start_line", 1)
    location = Location(
        **{"start_line": 1, "start_column": 1, "end_line": start, "end_column": 1, **located}
    )
    location = replace(location, snippet=redact_secrets(location.snippet))
    fix = known.get("fix")
    if fix is not None:
        fix = {k: v for k, v in _object(fix, f"{where}: fix").items() if k in _FIX_FIELDS}
        _check_types(fix, FixEdit, f"{where}: fix.")
        missing = sorted({"path", "start", "end", "replacement", "safety"} - fix.keys())
        if missing or fix["safety"] not in ("safe", "unsafe"):
            raise Malformed(f"{where}: fix is not a fix (path, start, end, replacement, safety)")
    evidence = redact_secrets(str(known.get("evidence", "")))
    merged = {
        "message": known.get("title"),
        "confidence": "medium",
        "category": "uncategorized",
        **known,
        "location": location,
        "fix": FixEdit(**fix) if fix is not None else None,
        "evidence": evidence,
    }
    merged["message"] = redact_secrets(str(merged["message"]))
    merged.setdefault("instance_id", instance_id(merged["rule_id"], location.path, evidence, 0))
    merged.setdefault("evidence_hash", evidence_hash(evidence))
    return Finding(**merged)


def _check_level(severity: Any, confidence: Any) -> None:
    if not isinstance(severity, str) or severity not in SEVERITY_RANK:
        raise ValueError(f"severity {str(severity)[:20]!r} is not one of {', '.join(SEVERITY_RANK)}")
    if not isinstance(confidence, str) or confidence not in CONFIDENCE_RANK:
        raise ValueError(f"confidence {str(confidence)[:20]!r} is not one of {', '.join(CONFIDENCE_RANK)}")


def _coverage(raw: Any) -> Coverage | None:
    if not isinstance(raw, dict):
        return None
    simple = {k: raw[k] for k in ("stacks", "files_considered", "files_scanned", "rules_run") if k in raw}
    _check_types(simple, Coverage, "coverage.")
    return Coverage(**simple)


def _from_sarif(data: dict[str, Any], base: Path | None) -> list[Finding]:
    found = []
    for i, run in enumerate(_array(data["runs"], "runs")):
        run = _object(run, f"runs[{i}]")
        driver = _props(_at(run, "tool", "driver"))
        tool = str(driver.get("name", "sarif"))
        rules = {str(r.get("id")): r for r in _array(driver.get("rules", []), f"runs[{i}].tool.driver.rules")
                 if isinstance(r, dict)}
        for j, result in enumerate(_array(run.get("results") or [], f"runs[{i}].results")):
            found.append(_sarif_finding(_object(result, f"runs[{i}].results[{j}]"), tool, rules, base))
    return found


def _sarif_finding(result: dict[str, Any], tool: str, rules: dict[str, Any], base: Path | None) -> Finding:
    ours = tool == "secure-lint"
    rule_id = str(result.get("ruleId") or _at(result, "rule", "id") or "unknown")
    rule = rules.get(rule_id, {})
    props = {**_props(rule.get("properties")), **_props(result.get("properties"))}
    location = _sarif_location(result, base)
    message = redact_secrets(str(_at(result, "message", "text") or ""))
    evidence = location.snippet or message
    fingerprints = _props(result.get("partialFingerprints"))
    identity = fingerprints.get(FINGERPRINT_KEY) if ours else None
    full_id = rule_id if ours else f"{_slug(tool)}.{rule_id}"
    title = _at(rule, "shortDescription", "text") or message.split("\n", 1)[0][:200] or rule_id
    return Finding(
        rule_id=full_id,
        title=redact_secrets(str(title)),
        message=message or str(title),
        severity=_sarif_severity(result, props),
        confidence=cast(Confidence, props["confidence"]) if _among(props.get("confidence"), CONFIDENCE_RANK) else "low",
        category=str(props.get("category") or _guess_category(full_id, props)),
        pack=tool,
        location=location,
        evidence=evidence,
        remediation=str(_at(rule, "help", "text") or ""),
        instance_id=str(identity) if identity else instance_id(full_id, location.path, evidence, 0),
        evidence_hash=str(props.get("evidenceHash") or evidence_hash(evidence)),
        disposition=_sarif_disposition(result, props, ours),
    )


def _sarif_location(result: dict[str, Any], base: Path | None) -> Location:
    locations = result.get("locations")
    first = locations[0] if isinstance(locations, list) and locations else {}
    physical = _props(_at(first, "physicalLocation"))
    uri = str(_at(physical, "artifactLocation", "uri") or "")
    region = _props(physical.get("region"))
    start = _whole(region.get("startLine"), 1)
    snippet = redact_secrets(str(_at(region, "snippet", "text") or ""))
    return Location(
        path=_relative_uri(uri, base),
        start_line=start,
        start_column=_whole(region.get("startColumn"), 1),
        end_line=_whole(region.get("endLine"), start),
        end_column=_whole(region.get("endColumn"), _whole(region.get("startColumn"), 1)),
        snippet=snippet.rstrip("\n"),
    )


def _relative_uri(uri: str, base: Path | None) -> str:
    """A SARIF artifact URI as a relative POSIX path: never absolute in our output."""
    parsed = urlparse(uri)
    path = unquote(parsed.path if parsed.scheme in ("file", "") else uri)
    if not path.startswith("/"):
        return posixpath.normpath(path) if path else "(no file)"
    if base is not None:
        resolved = base.resolve()
        try:
            return Path(path).relative_to(resolved).as_posix()
        except ValueError:
            pass
    return posixpath.basename(path)


def _sarif_severity(result: dict[str, Any], props: dict[str, Any]) -> Severity:
    if _among(props.get("severity"), SEVERITY_RANK):
        return cast(Severity, props["severity"])
    try:
        score = float(props.get("security-severity", ""))
    except (TypeError, ValueError):
        return LEVEL_SEVERITY.get(str(result.get("level", "warning")), "medium")
    return "critical" if score >= 9 else "high" if score >= 7 else "medium" if score >= 4 else "low"


def _sarif_disposition(result: dict[str, Any], props: dict[str, Any], ours: bool) -> Disposition:
    if result.get("suppressions"):
        return "suppressed"
    if ours and _among(props.get("disposition"), DISPOSITIONS):
        return cast(Disposition, props["disposition"])
    return "reportable" if ours else "needs_review"  # another tool's hit is a candidate


_CATEGORY_WORDS = (
    ("secrets", r"secret|credential|password|token|api[-_]?key|private[-_]?key|gitleaks"),
    ("injection-risk", r"inject|sqli|\bsql\b|xss|command|exec|eval|traversal|ssrf|redirect"),
    ("authentication", r"auth[nz]?\b|session|jwt|cookie|login"),
    ("cryptography", r"crypto|cipher|hash|md5|sha1|random"),
)


def _guess_category(rule_id: str, props: dict[str, Any]) -> str:
    tags = props.get("tags")
    text = " ".join([rule_id, *map(str, tags if isinstance(tags, list) else [])]).lower()
    return next((name for name, words in _CATEGORY_WORDS if re.search(words, text)), "uncategorized")


def _slug(tool: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", tool.lower()).strip("-") or "sarif"
