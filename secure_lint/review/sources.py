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
from pathlib import Path
from typing import Any, cast
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
        if path.stat().st_size > MAX_REPORT_BYTES:
            raise ReportError(f"{name}: larger than {MAX_REPORT_BYTES // (1024 * 1024)} MiB")
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except FileNotFoundError:
        raise ReportError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError):
        raise ReportError(f"{name}: cannot read it") from None
    except json.JSONDecodeError as error:
        raise ReportError(f"{name}: not JSON (line {error.lineno}: {error.msg})") from None
    return parse_report(data, name, path.parent)


def parse_report(data: Any, name: str, base: Path | None = None) -> Source:
    """A report's findings from its parsed JSON."""
    try:
        if isinstance(data, dict) and "runs" in data:
            return Source(name, "sarif", _from_sarif(data, base))
        if isinstance(data, dict) and isinstance(data.get("findings"), list):
            coverage = _coverage(data.get("coverage"))
            return Source(name, "secure-lint", [_finding(f) for f in data["findings"]], coverage)
        if isinstance(data, list):
            return Source(name, "secure-lint", [_finding(f) for f in data])
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        raise ReportError(f"{name}: {error}") from None
    raise ReportError(f"{name}: neither a secure-lint findings report nor SARIF")


def _finding(raw: Any) -> Finding:
    if not isinstance(raw, dict):
        raise TypeError("a finding is not an object")
    known = {k: v for k, v in raw.items() if k in _FINDING_FIELDS}
    missing = sorted({"rule_id", "title", "severity", "location"} - known.keys())
    if missing:
        raise KeyError(f"a finding has no {missing[0]}")
    _check_level(known.get("severity"), known.get("confidence", "medium"))
    if known.get("disposition", "reportable") not in DISPOSITIONS:
        raise ValueError(
            f"disposition {str(known['disposition'])[:20]!r} is not one of {', '.join(sorted(DISPOSITIONS))}"
        )
    location = Location(**{k: v for k, v in known["location"].items() if k in _LOCATION_FIELDS})
    location = replace(location, snippet=redact_secrets(location.snippet))
    fix = known.get("fix")
    evidence = redact_secrets(str(known.get("evidence", "")))
    merged = {
        "message": known.get("title"),
        "confidence": "medium",
        "category": "uncategorized",
        **known,
        "location": location,
        "fix": FixEdit(**{k: v for k, v in fix.items() if k in _FIX_FIELDS}) if isinstance(fix, dict) else None,
        "evidence": evidence,
    }
    merged["message"] = redact_secrets(str(merged["message"]))
    merged.setdefault("instance_id", instance_id(merged["rule_id"], location.path, evidence, 0))
    merged.setdefault("evidence_hash", evidence_hash(evidence))
    return Finding(**merged)


def _check_level(severity: Any, confidence: Any) -> None:
    if severity not in SEVERITY_RANK:
        raise ValueError(f"severity {str(severity)[:20]!r} is not one of {', '.join(SEVERITY_RANK)}")
    if confidence not in CONFIDENCE_RANK:
        raise ValueError(f"confidence {str(confidence)[:20]!r} is not one of {', '.join(CONFIDENCE_RANK)}")


def _coverage(raw: Any) -> Coverage | None:
    if not isinstance(raw, dict):
        return None
    simple = {k: raw[k] for k in ("stacks", "files_considered", "files_scanned", "rules_run") if k in raw}
    return Coverage(**simple)


def _from_sarif(data: dict[str, Any], base: Path | None) -> list[Finding]:
    found = []
    for run in data["runs"]:
        driver = run["tool"]["driver"]
        tool = str(driver.get("name", "sarif"))
        rules = {str(r.get("id")): r for r in driver.get("rules", []) if isinstance(r, dict)}
        for result in run.get("results", []):
            found.append(_sarif_finding(result, tool, rules, base))
    return found


def _sarif_finding(result: dict[str, Any], tool: str, rules: dict[str, Any], base: Path | None) -> Finding:
    ours = tool == "secure-lint"
    rule_id = str(result.get("ruleId") or result.get("rule", {}).get("id") or "unknown")
    rule = rules.get(rule_id, {})
    props = {**rule.get("properties", {}), **result.get("properties", {})}
    location = _sarif_location(result, base)
    message = redact_secrets(str(result.get("message", {}).get("text", "")))
    evidence = location.snippet or message
    fingerprints = result.get("partialFingerprints") or {}
    identity = fingerprints.get(FINGERPRINT_KEY) if ours else None
    full_id = rule_id if ours else f"{_slug(tool)}.{rule_id}"
    title = rule.get("shortDescription", {}).get("text") or message.split("\n", 1)[0][:200] or rule_id
    return Finding(
        rule_id=full_id,
        title=redact_secrets(str(title)),
        message=message or str(title),
        severity=_sarif_severity(result, props),
        confidence=cast(Confidence, props["confidence"]) if props.get("confidence") in CONFIDENCE_RANK else "low",
        category=str(props.get("category") or _guess_category(full_id, props)),
        pack=tool,
        location=location,
        evidence=evidence,
        remediation=str(rule.get("help", {}).get("text", "")),
        instance_id=identity or instance_id(full_id, location.path, evidence, 0),
        evidence_hash=str(props.get("evidenceHash") or evidence_hash(evidence)),
        disposition=_sarif_disposition(result, props, ours),
    )


def _sarif_location(result: dict[str, Any], base: Path | None) -> Location:
    locations = result.get("locations") or [{}]
    physical = locations[0].get("physicalLocation", {})
    uri = str(physical.get("artifactLocation", {}).get("uri", ""))
    region = physical.get("region", {})
    start = int(region.get("startLine", 1))
    snippet = redact_secrets(str(region.get("snippet", {}).get("text", "")))
    return Location(
        path=_relative_uri(uri, base),
        start_line=start,
        start_column=int(region.get("startColumn", 1)),
        end_line=int(region.get("endLine", start)),
        end_column=int(region.get("endColumn", region.get("startColumn", 1))),
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
    if props.get("severity") in SEVERITY_RANK:
        return cast(Severity, props["severity"])
    try:
        score = float(props.get("security-severity", ""))
    except ValueError:
        return LEVEL_SEVERITY.get(str(result.get("level", "warning")), "medium")
    return "critical" if score >= 9 else "high" if score >= 7 else "medium" if score >= 4 else "low"


def _sarif_disposition(result: dict[str, Any], props: dict[str, Any], ours: bool) -> Disposition:
    if result.get("suppressions"):
        return "suppressed"
    if ours and props.get("disposition") in DISPOSITIONS:
        return cast(Disposition, props["disposition"])
    return "reportable" if ours else "needs_review"  # another tool's hit is a candidate


_CATEGORY_WORDS = (
    ("secrets", r"secret|credential|password|token|api[-_]?key|private[-_]?key|gitleaks"),
    ("injection-risk", r"inject|sqli|\bsql\b|xss|command|exec|eval|traversal|ssrf|redirect"),
    ("authentication", r"auth[nz]?\b|session|jwt|cookie|login"),
    ("cryptography", r"crypto|cipher|hash|md5|sha1|random"),
)


def _guess_category(rule_id: str, props: dict[str, Any]) -> str:
    text = " ".join([rule_id, *map(str, props.get("tags", []))]).lower()
    return next((name for name, words in _CATEGORY_WORDS if re.search(words, text)), "uncategorized")


def _slug(tool: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", tool.lower()).strip("-") or "sarif"
