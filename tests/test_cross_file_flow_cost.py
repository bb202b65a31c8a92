"""The cheap path of following data into other files' functions (scan/repo/linked.py): a file
runs a rule's dataflow only when its tree holds one of the rule's sources and a module it calls
holds one of its sinks; a callee's summary is found once per scan, whatever file calls it."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from secure_lint.core.source import SourceFile
from secure_lint.matchers.taint import summaries
from secure_lint.rules.loader import load_rules
from secure_lint.scan.cache.result_codec import items_from_data, items_to_data
from secure_lint.scan.engine import EngineOptions, FileResult, RuleIndex, scan_source
from secure_lint.scan.repo import linked

PACKAGE = '{"name": "files", "dependencies": {"express": "^4.19.2"}}\n'
TSCONFIG = '{"compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["./src/*"]}}}\n'
RULE = "node.path.fs-request-input"
SERVICE = """\
import fs from 'node:fs/promises';
import path from 'node:path';

const STORAGE = path.resolve(process.cwd(), 'storage');

export async function readAttachment(owner: string, name: string) {
  return fs.readFile(path.join(STORAGE, owner, name));
}
"""
ROUTE = """\
import { Router } from 'express';
import { readAttachment } from '@/services/files';

export const router = Router();

router.get('/{kind}/:owner/:name', async (req, res) => {
  res.send(await readAttachment(req.params.owner, req.params.name));
});
"""
# a nightly job: it calls the same service with names of its own, and reads no request (its
# text names one, as a comment may: the text alone does not tell)
JOB = """\
// Runs from cron, outside any request: no req.params here.
import { readAttachment } from '@/services/files';

const OWNERS = ['reports', 'exports'];

export async function archiveAll() {
  const day = new Date().toISOString().slice(0, 10);
  for (const owner of OWNERS) {
    await readAttachment(owner, `${day}.csv`);
  }
}
"""


@pytest.fixture
def dataflows(monkeypatch: pytest.MonkeyPatch) -> Counter[tuple[str, str]]:
    """(rule, file) of each dataflow the cross-file step runs."""
    ran: Counter[tuple[str, str]] = Counter()
    find = linked.find

    def counted(rule: Any, source: Any) -> Any:
        ran[(rule.id, source.path)] += 1
        return find(rule, source)

    monkeypatch.setattr(linked, "find", counted)
    return ran


def _sinks(run_cli, root: Path) -> list[tuple[str, int, str]]:
    # the rule is in the extended profile: selected by its id, it runs as the default profile runs it
    report = json.loads(
        run_cli("scan", "--format", "json", "--cross-file-flows", "--no-cache", "--select", RULE, cwd=root).stdout
    )
    return [
        (f["location"]["path"], f["location"]["start_line"], f["source"].split(":")[0])
        for f in report["findings"]
        if f["rule_id"] == RULE
    ]


def test_a_file_without_a_source_hands_nothing_on(tree, run_cli, dataflows) -> None:
    root = tree(
        {
            "package.json": PACKAGE,
            "tsconfig.json": TSCONFIG,
            "src/services/files.ts": SERVICE,
            "src/jobs/archive.ts": JOB,
            "src/routes/attachments.ts": ROUTE.replace("{kind}", "attachments"),
        }
    )
    assert _sinks(run_cli, root) == [("src/services/files.ts", 7, "src/routes/attachments.ts")]
    assert dataflows[(RULE, "src/routes/attachments.ts")] == 1
    assert not [path for _, path in dataflows if path == "src/jobs/archive.ts"]  # no source: never run


def test_a_callee_summary_is_found_once_for_every_caller(tree, run_cli, monkeypatch: pytest.MonkeyPatch) -> None:
    summarised: Counter[tuple[str, str]] = Counter()
    remote = summaries._remote_summary

    def counted(there: Any, function: Any, name: str, *rest: Any) -> Any:
        summarised[(there.path, name)] += 1
        return remote(there, function, name, *rest)

    monkeypatch.setattr(summaries, "_remote_summary", counted)

    def scanned(kinds: tuple[str, ...]) -> tuple[list[tuple[str, int, str]], int]:
        summarised.clear()
        root = tree(
            {
                "package.json": PACKAGE,
                "tsconfig.json": TSCONFIG,
                "src/services/files.ts": SERVICE,
                **{f"src/routes/{kind}.ts": ROUTE.replace("{kind}", kind) for kind in kinds},
            }
        )
        return _sinks(run_cli, root), summarised[("src/services/files.ts", "readAttachment")]

    alone, once = scanned(("attachments",))
    shared, again = scanned(("attachments", "avatars", "uploads"))
    assert alone == shared == [("src/services/files.ts", 7, "src/routes/attachments.ts")]  # one sink, one finding
    assert once > 0
    assert again == once  # per rule with a sink there, whatever number of routes call it


# a helper module: its exported function's parameter is data of unshown origin (a review item
# where it reaches a sink, which only the audit profile reports)
HELPER = """\
// The routes pass req.params here.
import { readAttachment } from '@/services/files';

export async function attachmentOf(owner: string, name: string) {
  return readAttachment(owner, name);
}
"""


def test_the_default_profile_follows_shown_sources_only(tree, run_cli, dataflows) -> None:
    root = tree(
        {
            "package.json": PACKAGE,
            "tsconfig.json": TSCONFIG,
            "src/services/files.ts": SERVICE,
            "src/lib/attachments.ts": HELPER,
            "src/routes/attachments.ts": ROUTE.replace("{kind}", "attachments"),
        }
    )
    assert _sinks(run_cli, root) == [("src/services/files.ts", 7, "src/routes/attachments.ts")]
    assert not [path for _, path in dataflows if path == "src/lib/attachments.ts"]  # its review item is dropped
    dataflows.clear()
    run_cli("scan", "--format", "json", "--cross-file-flows", "--no-cache", "--profile", "audit", cwd=root)
    assert dataflows[(RULE, "src/lib/attachments.ts")] == 1  # the audit profile shows review items


# a module the route calls that holds no sink of the rule (it formats, it reads no file)
FORMATTER = """\
export function displayName(owner: string, name: string) {
  return `${owner}/${name}`;
}
"""
LISTING = """\
import { Router } from 'express';
import { displayName } from '@/lib/format';

export const router = Router();

router.get('/names/:owner/:name', (req, res) => {
  res.json({ name: displayName(req.params.owner, req.params.name) });
});
"""


def test_a_file_calling_no_module_with_a_sink_is_not_searched_for_sources(
    tree, run_cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    searched: Counter[str] = Counter()
    has_source = linked.has_source

    def counted(options: Any, source: Any, memo: Any) -> bool:
        searched[source.path] += 1
        return has_source(options, source, memo)

    monkeypatch.setattr(linked, "has_source", counted)
    root = tree(
        {
            "package.json": PACKAGE,
            "tsconfig.json": TSCONFIG,
            "src/services/files.ts": SERVICE,
            "src/lib/format.ts": FORMATTER,
            "src/routes/names.ts": LISTING,
            "src/routes/attachments.ts": ROUTE.replace("{kind}", "attachments"),
        }
    )
    assert _sinks(run_cli, root) == [("src/services/files.ts", 7, "src/routes/attachments.ts")]
    assert searched["src/routes/attachments.ts"] > 0  # it calls the module with the sink
    # its callee holds no sink, and its own scan met no sink of the rule (its result says so): its
    # tree is not searched again; a module that is only called is never searched for sources
    assert searched["src/routes/names.ts"] == 0
    assert searched["src/lib/format.ts"] == 0


# a handler reading a file itself: its own scan meets the rule's sink and source
DOWNLOAD = """\
import fs from 'node:fs';
import { Router } from 'express';

export const router = Router();

router.get('/download/:name', (req, res) => {
  fs.createReadStream(`exports/${req.params.name}`).pipe(res);
});
"""


def test_a_scan_keeps_which_dataflows_met_sinks_and_sources() -> None:
    """What the cross-file step reads instead of searching a file's tree again (FileResult.dataflows),
    kept by the result cache; a damaged entry is no cached result."""
    rules = [r for r in load_rules() if r.id == RULE]
    index = RuleIndex(rules, EngineOptions(stacks=frozenset({"common", *rules[0].stacks})))
    met = scan_source(SourceFile("src/routes/download.ts", DOWNLOAD), index)
    assert met.dataflows == {RULE: True}  # a shown source: the request
    assert scan_source(SourceFile("src/services/files.ts", SERVICE), index).dataflows == {}  # no source
    data = items_to_data([met])
    (back,) = items_from_data(json.loads(json.dumps(data)), met.path, met.digest, frozenset({RULE}))
    assert isinstance(back, FileResult) and back.dataflows == {RULE: True}
    for damaged in ({RULE: "yes"}, [RULE], {"node.other-rule": True}):
        data[0]["dataflows"] = damaged
        with pytest.raises(ValueError, match="dataflows"):
            items_from_data(data, met.path, met.digest, frozenset({RULE}))
