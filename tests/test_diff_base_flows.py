"""`--diff-base` reports a finding when the change touched its path: the data's source, a hop, a
check removed between them, the sink; in every file the flow crosses."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import findings_of
from git_helpers import git, isolate_git, new_repo, write

from secure_lint.core.findings import Finding, Flow, FlowStep, Location, StepKind
from secure_lint.git import FileDiff, Removal, parse_hunks
from secure_lint.scan.changes import Scope, since
from secure_lint.scan.touches import touches

RULE = "node.redirect.request-param"
PACKAGE = '{"name": "shop", "dependencies": {"express": "^4.19.2"}}\n'

# Before the change: the return address is allow-listed, the login route has no finding.
GUARDED = """
const express = require('express');
const { logger } = require('./logger');
const router = express.Router();

const RETURN_PATHS = ['/home', '/account', '/orders'];

router.get('/login/done', (req, res) => {
  const next = req.query.next;
  if (!RETURN_PATHS.includes(next)) {
    return res.redirect('/home');
  }
  logger.info('login done');
  res.redirect(next);
});

router.get('/health', (req, res) => {
  res.json({ ok: true });
});

module.exports = router;
"""

# Before the change: the return address is open already (a finding the branch did not make).
OPEN = """
const express = require('express');
const router = express.Router();

router.get('/login/done', (req, res) => {
  const next = req.query.next;
  logger.info('login done');
  res.redirect(next);
});

router.get('/health', (req, res) => {
  res.json({ ok: true });
});

module.exports = router;
"""


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    isolate_git(monkeypatch, tmp_path / "home")
    return new_repo(tmp_path / "shop")


def on_branch(repo: Path, before: str, edit: tuple[str, str]) -> Path:
    """`before` committed on main as src/routes.js; the `feature` branch replaces `edit[0]` by `edit[1]`."""
    write(repo, {"package.json": PACKAGE, "src/routes.js": before})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    git(repo, "checkout", "-q", "-b", "feature")
    path = repo / "src" / "routes.js"
    text = path.read_text()
    assert edit[0] in text
    path.write_text(text.replace(edit[0], edit[1], 1))
    git(repo, "commit", "-q", "-am", "change")
    return repo


def scan(run_cli, repo: Path, *args: str) -> list[tuple[str, int, str]]:
    result = run_cli("scan", "--select", RULE, "--format", "json", *args, cwd=repo)
    assert result.exit_code in (0, 1), result.output
    return findings_of(result)


def test_a_guard_removed_above_an_unchanged_sink_reports_it(repo: Path, run_cli) -> None:
    guard = "  if (!RETURN_PATHS.includes(next)) {\n    return res.redirect('/home');\n  }\n"
    on_branch(repo, GUARDED, (guard, ""))
    assert scan(run_cli, repo, "--diff-base", "main") == [("src/routes.js", 10, RULE)]
    assert scan(run_cli, repo, "--diff-base", "main", "--committed-only") == [("src/routes.js", 10, RULE)]


def test_a_guard_rewritten_to_check_nothing_reports_it(repo: Path, run_cli) -> None:
    on_branch(repo, GUARDED, ("if (!RETURN_PATHS.includes(next)) {", "if (!next) {"))
    assert scan(run_cli, repo, "--diff-base", "main") == [("src/routes.js", 13, RULE)]


def test_a_change_on_the_source_line_reports_the_unchanged_sink(repo: Path, run_cli) -> None:
    on_branch(repo, OPEN, ("const next = req.query.next;", "const next = req.query.next || req.query.returnTo;"))
    assert scan(run_cli, repo, "--diff-base", "main") == [("src/routes.js", 7, RULE)]


def test_a_change_on_an_unrelated_line_does_not(repo: Path, run_cli) -> None:
    on_branch(repo, OPEN, ("res.json({ ok: true });", "res.json({ ok: true, version: 2 });"))
    assert scan(run_cli, repo) == [("src/routes.js", 7, RULE)]
    assert scan(run_cli, repo, "--diff-base", "main") == []


def test_a_rewritten_line_between_source_and_sink_that_checks_nothing_does_not(repo: Path, run_cli) -> None:
    on_branch(repo, OPEN, ("logger.info('login done');", "logger.info('login finished');"))
    assert scan(run_cli, repo, "--diff-base", "main") == []


def test_a_deleted_line_between_source_and_sink_that_checks_nothing_does_not(repo: Path, run_cli) -> None:
    on_branch(repo, OPEN, ("  logger.info('login done');\n", ""))
    assert scan(run_cli, repo, "--diff-base", "main") == []


# a flow that crosses files -------------------------------------------------------------------

HELPER = """
// Where to send the user after a login: the address the login form was opened from.
export function returnAddress(req) {
  const from = req.query.next;
  return from;
}

export const LOGIN_PAGE = '/login';
"""

ROUTE = """
import { returnAddress } from './return-address';

export function done(req, res) {
  res.redirect(returnAddress(req));
}
"""


def two_file_finding() -> Finding:
    """The finding a taint rule that follows calls into other files makes of ROUTE's redirect:
    the source and a hop in src/return-address.js, the sink in src/done.js."""

    def step(path: str, line: int, label: str, kind: StepKind | None = None) -> FlowStep:
        return FlowStep(path=path, line=line, column=3, end_line=line, end_column=30, label=label, kind=kind)

    helper = "src/return-address.js"
    flow = Flow(
        source=step(helper, 3, "req.query.next"),
        hops=[step(helper, 3, "from", "assigned"), step(helper, 4, "returnAddress", "returned")],
        sink=step("src/done.js", 4, "res.redirect"),
    )
    location = Location(path="src/done.js", start_line=4, start_column=3, end_line=4, end_column=36)
    return Finding(
        rule_id=RULE,
        title="Redirect to a location taken from the request",
        message="`res.redirect` sends the browser to a location the caller chooses",
        severity="medium",
        confidence="high",
        category="injection-risk",
        location=location,
        evidence="res.redirect(returnAddress(req))",
        instance_id="0" * 16,
        evidence_hash="0" * 16,
        flow=flow,
    )


def changes_to_helper(repo: Path, before: str, after: str, helper: str = HELPER) -> dict[str, FileDiff]:
    """HELPER and ROUTE committed on main; the `feature` branch replaces `before` by `after` in HELPER."""
    write(repo, {"src/return-address.js": helper, "src/done.js": ROUTE})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    git(repo, "checkout", "-q", "-b", "feature")
    path = repo / "src" / "return-address.js"
    path.write_text(path.read_text().replace(before, after, 1))
    git(repo, "commit", "-q", "-am", "change")
    changes = since(Scope(repo), "main", committed_only=True)
    assert list(changes.blobs) == ["src/return-address.js"]
    assert changes.diffs is not None
    return changes.diffs


def test_a_flow_across_files_is_touched_by_a_change_in_the_other_file(repo: Path) -> None:
    diffs = changes_to_helper(repo, "const from = req.query.next;", "const from = req.query.next ?? req.query.to;")
    assert touches(two_file_finding(), diffs, set())


def test_a_check_removed_in_the_other_file_touches_the_flow(repo: Path) -> None:
    guarded = "  const from = req.query.next;\n  if (!from.startsWith('/')) return '/';\n"
    helper = HELPER.replace("  const from = req.query.next;\n", guarded)
    diffs = changes_to_helper(repo, "  if (!from.startsWith('/')) return '/';\n", "", helper)
    assert diffs["src/return-address.js"].added == set()
    assert touches(two_file_finding(), diffs, set())


def test_an_unrelated_change_in_the_other_file_does_not_touch_the_flow(repo: Path) -> None:
    diffs = changes_to_helper(repo, "export const LOGIN_PAGE = '/login';", "export const LOGIN_PAGE = '/sign-in';")
    assert not touches(two_file_finding(), diffs, set())
    assert touches(two_file_finding(), diffs, {"src/done.js"})  # a new file: every line counts


# where removed lines are in the new file -----------------------------------------------------

PATCH = b"""diff --git a/src/a.js b/src/a.js
index 1111111..2222222 100644
--- a/src/a.js
+++ b/src/a.js
@@ -1 +0,0 @@
-'use strict';
@@ -8,3 +7,0 @@ function f() {
-  if (!ok(x)) {
-    return;
-  }
@@ -12 +9 @@ function f() {
---x;
+--y;
@@ -20,0 +18,2 @@
+const a = 1;
+const b = 2;
diff --git a/src/gone.js b/src/gone.js
deleted file mode 100644
--- a/src/gone.js
+++ /dev/null
@@ -1 +0,0 @@
-eval(x);
"""


def test_hunks_place_removals_in_the_new_file() -> None:
    diffs = parse_hunks(PATCH)
    assert list(diffs) == ["src/a.js"]
    assert diffs["src/a.js"].added == {9, 18, 19}
    assert diffs["src/a.js"].removed == [
        Removal(0, 0, "'use strict';"),
        Removal(7, 0, "  if (!ok(x)) {\n    return;\n  }"),
        Removal(9, 1, "--x;"),
    ]
