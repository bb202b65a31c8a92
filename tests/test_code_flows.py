"""The path of the data in every output: SARIF codeFlows, text `from`/`via` lines, the JSON
finding's `source` and `flow`, HTML and markdown; redacted and escaped like every snippet, and
kept by the result cache."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from secret_samples import github_style
from test_sarif import validate_sarif

from secure_lint.authoring import rule_tests
from secure_lint.core.findings import Flow
from secure_lint.core.models import STACKS
from secure_lint.core.source import SourceFile
from secure_lint.matchers.base import RawStep
from secure_lint.report.sarif_check import check
from secure_lint.review.sources import parse_report
from secure_lint.rules.loader import load_rules
from secure_lint.scan.cache.result_codec import items_from_data, items_to_data
from secure_lint.scan.engine import EngineOptions, FileResult, RuleIndex, scan_source
from secure_lint.scan.engine import _flow as engine_flow

PACKAGE = '{"name": "shop", "dependencies": {"express": "^4.19.2"}}\n'
# A two-step Express handler: the query parameter is bound (line 6), built into HTML (line 7),
# sent (line 8).
USERS = """\
const express = require('express');

const router = express.Router();

router.get('/users/welcome', (req, res) => {
  const name = req.query.name;
  const page = `<h1>Welcome back, ${name}</h1>`;
  res.send(page);
});

module.exports = router;
"""
XSS = "node.xss.send-request-data"


def _scan(run_cli, root: Path, fmt: str, *extra: str) -> str:
    # the flow rules these cases use run in the extended profile (rules/precision.json)
    result = run_cli("scan", "--format", fmt, "--profile", "extended", *extra, cwd=root)
    assert result.exit_code == 1, result.output
    return result.stdout


@pytest.fixture
def express(tree) -> Path:
    return tree({"package.json": PACKAGE, "routes/users.js": USERS})


def _thread(sarif: dict, rule_id: str) -> list[dict]:
    (result,) = [r for r in sarif["runs"][0]["results"] if r["ruleId"] == rule_id]
    (code_flow,) = result["codeFlows"]
    (thread,) = code_flow["threadFlows"]
    return [step["location"] for step in thread["locations"]]


def test_sarif_thread_flow_runs_from_the_source_through_each_hop_to_the_sink(express, run_cli) -> None:
    sarif = json.loads(_scan(run_cli, express, "sarif"))
    validate_sarif(sarif)
    assert check(json.dumps(sarif).encode()) == []
    steps = _thread(sarif, XSS)
    where = [
        (
            s["physicalLocation"]["artifactLocation"]["uri"],
            s["physicalLocation"]["artifactLocation"]["uriBaseId"],
            s["physicalLocation"]["region"]["startLine"],
            s["message"]["text"],
        )
        for s in steps
    ]
    assert where == [
        ("routes/users.js", "%SRCROOT%", 6, "Source: req.query.name"),
        ("routes/users.js", "%SRCROOT%", 6, "Assigned to name"),
        ("routes/users.js", "%SRCROOT%", 7, "Assigned to page"),
        ("routes/users.js", "%SRCROOT%", 8, "Sink: reaches res.send"),
    ]
    source = steps[0]["physicalLocation"]["region"]
    assert (source["startColumn"], source["endColumn"]) == (16, 30)  # `req.query.name`
    assert source["snippet"]["text"] == "  const name = req.query.name;"


def test_text_prints_the_source_and_hops_under_the_finding(express, run_cli) -> None:
    text = _scan(run_cli, express, "text")
    block = text.split("\n\n")[0].splitlines()
    assert block[3:6] == [
        "  from req.query.name (routes/users.js:6)",
        "  via routes/users.js:6 (assigned to name)",
        "  via routes/users.js:7 (assigned to page)",
    ]


def test_json_fills_source_and_carries_the_flow_after_the_sink(express, run_cli) -> None:
    (finding,) = [f for f in json.loads(_scan(run_cli, express, "json"))["findings"] if f["rule_id"] == XSS]
    assert (finding["source"], finding["sink"]) == ("routes/users.js:6", "routes/users.js:8")
    keys = list(finding)
    assert keys[keys.index("sink") + 1] == "flow"
    flow = finding["flow"]
    assert flow["source"] == {
        "path": "routes/users.js",
        "line": 6,
        "column": 16,
        "end_line": 6,
        "end_column": 30,
        "snippet": "  const name = req.query.name;",
        "label": "req.query.name",
        "kind": None,
    }
    assert [(h["line"], h["kind"], h["label"]) for h in flow["hops"]] == [
        (6, "assigned", "name"),
        (7, "assigned", "page"),
    ]
    assert (flow["sink"]["line"], flow["sink"]["label"]) == (8, "res.send")


def test_html_and_markdown_name_the_path(express, run_cli) -> None:
    html = _scan(run_cli, express, "html")
    assert "from <code>req.query.name</code> (<code>routes/users.js:6</code>)" in html
    assert "via <code>routes/users.js:7</code> (assigned to page)" in html
    markdown = _scan(run_cli, express, "markdown")
    assert "<br>from `req.query.name` (`routes/users.js:6`), via `routes/users.js:6` (assigned to name)" in markdown


def test_a_secret_on_a_hop_line_is_printed_by_no_format(tree, run_cli) -> None:
    token = github_style(random.Random(23), "ghp_")
    handler = f"""\
const express = require('express');

const router = express.Router();

router.get('/users/avatar', async (req, res) => {{
  const next = req.query.next;
  const target = `${{next}}?token={token}`;
  res.send(await (await fetch(target)).text());
}});

module.exports = router;
"""
    root = tree({"package.json": PACKAGE, "routes/avatar.js": handler})
    outputs = {fmt: _scan(run_cli, root, fmt) for fmt in ("text", "json", "sarif", "markdown", "html", "github")}
    findings = json.loads(outputs["json"])["findings"]
    assert any(f["category"] == "secrets" for f in findings)  # the token is found, so it is known to redact
    (fetched,) = [f for f in findings if f.get("flow")]
    hop = fetched["flow"]["hops"][-1]
    assert hop["line"] == 7 and "[REDACTED]" in hop["snippet"]
    for fmt, text in outputs.items():
        assert token not in text, fmt
        assert token[4:20] not in text, fmt


def test_control_and_bidi_characters_in_a_flow_are_escaped(tree, run_cli) -> None:
    handler = """\
const express = require('express');
const router = express.Router();
router.get('/x', (req, res) => {
  const name = req.query['q\u202e\x1b[2J'];
  res.send(`<p>${name}</p>`);
});
"""
    root = tree({"package.json": PACKAGE, "routes/x.js": handler})
    for fmt in ("text", "json", "sarif", "markdown", "html"):
        text = _scan(run_cli, root, fmt)
        assert "\u202e" not in text and "\x1b" not in text, fmt
    assert "  from req.query['q\\u202e\\x1b[2J'] (routes/x.js:4)" in _scan(run_cli, root, "text")


def test_the_result_cache_keeps_the_flow(express, run_cli) -> None:
    first = run_cli("scan", "--format", "json", "--profile", "extended", cwd=express).stdout
    second = run_cli("scan", "--format", "json", "--profile", "extended", cwd=express).stdout  # from the cache
    assert first == second
    assert any(f.get("flow") for f in json.loads(second)["findings"])


def test_the_result_codec_round_trips_a_flow_and_rejects_a_tampered_one() -> None:
    rules = [r for r in load_rules() if r.id == XSS]
    index = RuleIndex(rules, EngineOptions(stacks=frozenset(STACKS)))
    result = scan_source(SourceFile("routes/users.js", USERS), index)
    (finding,) = result.findings
    assert isinstance(finding.flow, Flow) and len(finding.flow.hops) == 2
    data = items_to_data([result])
    (back,) = items_from_data(json.loads(json.dumps(data)), "routes/users.js", result.digest, frozenset({XSS}))
    assert isinstance(back, FileResult) and back.findings == result.findings

    def tampered(**step: object) -> list[dict]:
        copy = json.loads(json.dumps(data))
        copy[0]["findings"][0]["flow"]["hops"][0].update(step)
        return copy

    for bad in (tampered(path="../outside.js"), tampered(path="/etc/passwd"), tampered(line=0), tampered(kind="x")):
        with pytest.raises(ValueError):
            items_from_data(bad, "routes/users.js", result.digest, frozenset({XSS}))
    moved = json.loads(json.dumps(data))
    moved[0]["findings"][0]["flow"]["sink"]["path"] = "routes/other.js"
    with pytest.raises(ValueError, match="sink"):
        items_from_data(moved, "routes/users.js", result.digest, frozenset({XSS}))
    hop_elsewhere = dataclasses.asdict(finding.flow)["hops"][0] | {"path": "services/users.js"}
    other = json.loads(json.dumps(data))
    other[0]["findings"][0]["flow"]["hops"][0] = hop_elsewhere  # a hop in another file is fine
    (kept,) = items_from_data(other, "routes/users.js", result.digest, frozenset({XSS}))
    assert isinstance(kept, FileResult) and kept.findings[0].flow.hops[0].path == "services/users.js"


def test_sarif_validate_reports_a_broken_code_flow(express, run_cli) -> None:
    sarif = json.loads(_scan(run_cli, express, "sarif"))
    result = next(r for r in sarif["runs"][0]["results"] if "codeFlows" in r)
    steps = result["codeFlows"][0]["threadFlows"][0]["locations"]
    del steps[1]["location"]["message"]
    steps[2]["location"]["physicalLocation"]["artifactLocation"]["uri"] = "/abs/routes/users.js"
    problems = check(json.dumps(sarif).encode())
    assert any("threadFlows[0].locations[1].location.message.text: missing" in p for p in problems)
    assert any("threadFlows[0].locations[2].location.physicalLocation.artifactLocation.uri" in p for p in problems)
    result["codeFlows"] = [{"threadFlows": []}]
    assert any("at least one thread flow" in p for p in check(json.dumps(sarif).encode()))


def test_rules_test_checks_flow_annotations(tmp_path: Path) -> None:
    bundled = Path(__file__).resolve().parents[1] / "rules" / "tests" / "core" / "node.xss.send-request-data.flow.js"
    text = bundled.read_text(encoding="utf-8")
    rules = [r for r in load_rules() if r.id == XSS]
    (tmp_path / bundled.name).write_text(text, encoding="utf-8")
    report = rule_tests.run_tests(tmp_path, rules)
    assert report.passed and report.outcomes[XSS].true_positives == 2
    # a hop marked one line off, and a source marked where no flow starts: both fail
    moved = text.replace(
        "  // flow-via: node.xss.send-request-data\n  html += bio;", "  html += bio;\n  // flow-via: x"
    )
    moved = moved.replace("  // flow-via: x", "  // flow-via: node.xss.send-request-data")
    moved = moved.replace(
        "  // ok: node.xss.send-request-data\n  res.send(page);",
        "  // flow-source: node.xss.send-request-data\n  // ok: node.xss.send-request-data\n  res.send(page);",
    )
    (tmp_path / bundled.name).write_text(moved, encoding="utf-8")
    report = rule_tests.run_tests(tmp_path, rules)
    assert not report.passed
    lines = rule_tests.format_report(report).splitlines()
    name = bundled.name
    assert f"     flow not as annotated at {name}:22 (no flow starts here)" in lines
    assert f"     flow not as annotated at {name}:31 (no flow passes here)" in lines


def test_review_commands_read_a_report_with_flows(express, run_cli) -> None:
    for fmt in ("json", "sarif"):
        source = parse_report(json.loads(_scan(run_cli, express, fmt)), f"report.{fmt}")
        assert any(f.rule_id == XSS for f in source.findings)
        assert all(f.flow is None for f in source.findings)  # the roll-up reads where, not the path


def test_a_step_in_another_file_reads_its_position_and_line_from_that_file() -> None:
    """The hand-over a cross-file hop uses (RawStep.file): positions and the snippet come from
    the other file, and secret values found in the matched file are masked there too."""
    token = github_style(random.Random(5), "ghp_")
    route = SourceFile(
        "routes/users.ts",
        "import { find } from '../services/users';\nrouter.get('/u', (req, res) => res.send(find(req.query.q)));\n",
    )
    service = SourceFile(
        "services/users.ts", f"export function find(q: string) {{\n  return `<p>${{q}}</p><!-- {token} -->`;\n}}\n"
    )
    sink_at = route.text.index("res.send")
    source_at = route.text.index("req.query.q")
    returned_at = service.text.index("return")
    steps = (
        RawStep(source_at, source_at + len("req.query.q"), "source", "req.query.q"),
        RawStep(returned_at, returned_at + len("return"), "returned", "find", file=service),
        RawStep(sink_at, sink_at + len("res.send(find(req.query.q))"), "sink", "res.send"),
    )
    flow = engine_flow(steps, route, ([token], []))
    assert flow is not None
    (hop,) = flow.hops
    assert (hop.path, hop.line, hop.column, hop.kind, hop.label) == ("services/users.ts", 2, 3, "returned", "find")
    assert token not in hop.snippet and "[REDACTED]" in hop.snippet
    assert (flow.source.path, flow.source.line, flow.sink.line) == ("routes/users.ts", 2, 2)
    assert engine_flow(steps[1:], route, ([], [])) is None  # no source: no flow


SERVICE_CASE = Path(__file__).resolve().parents[1] / "rules/tests/core/node.path.fs-request-input.service"


def test_flows_into_other_files_are_followed_when_asked(tree, run_cli) -> None:
    """A route handing request data to a service in another file: the service's sink is reported
    (its flow starting in the route) with --cross-file-flows or `cross-file-flows: true`, not by
    default (the step costs about twice a cold scan of a large monorepo)."""
    files = {str(p.relative_to(SERVICE_CASE)): p.read_text() for p in SERVICE_CASE.rglob("*") if p.is_file()}
    root = tree({"package.json": PACKAGE, **files})

    def sinks(*extra: str) -> list[tuple[str, int, str]]:
        findings = json.loads(
            run_cli("scan", "--format", "json", "--profile", "extended", *extra, cwd=root).stdout
        )["findings"]
        return [(f["location"]["path"], f["location"]["start_line"], f["source"])
                for f in findings if f["rule_id"] == "node.path.fs-request-input"]

    assert sinks() == []
    followed = sinks("--cross-file-flows")
    assert followed == [("src/services/files.ts", 11, "src/routes/attachments.ts:9")]
    (root / ".secure-lint.yaml").write_text("cross-file-flows: true\n")
    assert sinks() == followed


EXEC_WRAPPER = """\
import { exec } from 'node:child_process';

export const runShell = (command: string) =>
  new Promise((resolve, reject) => {
    exec(command, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
"""
RESTORE_ROUTE = """\
import express from 'express';
import { runShell } from '../lib/shell';

const router = express.Router();

router.post('/backups/restore', async (req, res) => {
  await runShell(`tar xf /backups/${req.body.file}`);
  res.sendStatus(202);
});

export default router;
"""


def test_a_shown_flow_from_a_caller_replaces_the_wrappers_own_review_item(tree, run_cli) -> None:
    """An exported exec wrapper's parameter is a review item of its own file, which the default
    profile drops; a route handing it request data shows the flow, which is reported at the
    wrapper's sink in either profile, once, and not hidden by that review item."""
    root = tree({"package.json": PACKAGE, "src/lib/shell.ts": EXEC_WRAPPER, "src/routes/restore.ts": RESTORE_ROUTE})

    def sinks(*extra: str) -> list[tuple[str, int, str, str]]:
        # the rule is of the extended profile: named by id, it runs in the default profile too
        scan = ("scan", "--format", "json", "--select", "node.injection.exec-non-literal", *extra)
        findings = json.loads(run_cli(*scan, cwd=root).stdout)["findings"]
        return [(f["location"]["path"], f["location"]["start_line"], f["source"], f["disposition"])
                for f in findings if f["rule_id"] == "node.injection.exec-non-literal"]

    assert sinks() == []
    shown = [("src/lib/shell.ts", 5, "src/routes/restore.ts:7", "reportable")]
    assert sinks("--cross-file-flows") == shown
    assert sinks("--cross-file-flows", "--profile", "extended") == shown


LNURL_HELPER = """\
export async function lnurlEndpoint(address: string): Promise<string> {
  const [name, domain] = address.split('@');
  return `https://${domain}/.well-known/lnurlp/${name}`;
}
"""
LNURL_ROUTE = """\
import express from 'express';
import got from 'got';
import { lnurlEndpoint } from '../lib/lnurl';

const router = express.Router();

router.get('/lnurl/:address', async (req, res) => {
  const endpoint = await lnurlEndpoint(req.params.address);
  res.send(await got(endpoint).json());
});

router.get('/preview', async (req, res) => {
  res.send(await got(req.query.url).text());
});

export default router;
"""


def test_a_value_another_files_function_returns_reaches_the_callers_sink(tree, run_cli) -> None:
    """An awaited helper of another module building a URL from the request: its value is read only
    with that module's summary, so the caller's own sink is reported with --cross-file-flows; the
    sink the file's own scan reports is reported once either way."""
    root = tree({"package.json": PACKAGE, "src/lib/lnurl.ts": LNURL_HELPER, "src/routes/lnurl.ts": LNURL_ROUTE})

    def sinks(*extra: str) -> list[tuple[str, int, str]]:
        # the rule is of the extended profile: named by id, it runs in the default profile too
        scan = ("scan", "--format", "json", "--select", "node.ssrf.request-url", *extra)
        findings = json.loads(run_cli(*scan, cwd=root).stdout)["findings"]
        return [(f["location"]["path"], f["location"]["start_line"], f["source"])
                for f in findings if f["rule_id"] == "node.ssrf.request-url"]

    own = ("src/routes/lnurl.ts", 13, "src/routes/lnurl.ts:13")
    assert sinks() == [own]
    assert sinks("--cross-file-flows") == [("src/routes/lnurl.ts", 9, "src/routes/lnurl.ts:8"), own]
