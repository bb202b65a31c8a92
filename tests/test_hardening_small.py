"""Issue 25, the small items (21-29): each with its regression test."""

from __future__ import annotations

import json

import pytest

# -- item 24: the MCP inventory's `path` may be a file, as its description says -----------------


def test_inventory_and_architecture_of_one_file(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": '{"dependencies": {"express": "4.19.2"}}\n',
            "src/server.js": "import express from 'express';\nconst app = express();\napp.get('/a', h);\n",
            "src/other.ts": "export const x = 1;\n",
        }
    )
    result = run_cli("inventory", "src/server.js", "--format", "json", cwd=root)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["path"], data["file_count"], data["top_level"]) == ("src/server.js", 1, [])
    assert run_cli("architecture", "src/server.js", cwd=root).exit_code == 0


def test_mcp_inventory_accepts_a_file(tree) -> None:
    pytest.importorskip("mcp")
    from secure_lint.mcp.server import AuthorizedRoots, Tools

    root = tree({"package.json": "{}\n", "src/app.ts": "export const x = 1;\n"})
    result = Tools(AuthorizedRoots.of([str(root)])).inventory(str(root), "src/app.ts")
    data = result.structured_content
    assert data is not None and (data["path"], data["file_count"]) == ("src/app.ts", 1)
    assert data["manifests"] == []  # the file's directory holds no manifest; the root's is not the file's
    package = Tools(AuthorizedRoots.of([str(root)])).inventory(str(root), "package.json").structured_content
    assert package is not None and package["manifests"] == [{"path": "package.json", "kind": "project"}]


# -- item 21: the github annotation's file is the path GitHub decodes, not a visible escape ------


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("cr\rfake.js", "cr%0Dfake.js"),
        ("new\nline.ts", "new%0Aline.ts"),
        ("a:b,c%d.ts", "a%3Ab%2Cc%25d.ts"),
        ("esc\x1b[2J.ts", "esc%1B[2J.ts"),
        ("bidi\u202e.ts", "bidi%E2%80%AE.ts"),
        ("latin-\udce9.ts", "latin-%E9.ts"),
        ("名前/a b.ts", "名前/a b.ts"),
    ],
)
def test_github_annotation_file_is_percent_encoded(path: str, expected: str) -> None:
    from secure_lint.core.findings import Finding, Location
    from secure_lint.report.github import annotation

    location = Location(path=path, start_line=1, start_column=1, end_line=1, end_column=2)
    finding = Finding(
        rule_id="r.x", title="t", message="m", severity="high", confidence="high", category="secrets",
        location=location, evidence="e", instance_id="i", evidence_hash="h",
    )
    line = annotation(finding)
    assert line.startswith(f"::error file={expected},line=1,"), line
    assert "\\r" not in line and "\\x1b" not in line


# -- item 23: -v says what it counts: rule × file checks, not "rules run on files" ---------------


def test_verbose_counts_rule_checks_and_files_apart(tree, run_cli) -> None:
    root = tree({f"src/m{i}.ts": f"export const run{i} = (s: string) => eval(s);\n" for i in range(3)})
    result = run_cli("scan", "-v", cwd=root)
    data = json.loads(run_cli("scan", "--format", "json", cwd=root).stdout)
    checks = data["coverage"]["rules_run"]
    assert checks >= 3
    assert f"Rule × file checks: {checks} (on 3 files scanned)." in result.stdout
    assert "Rules run on files" not in result.stdout


# -- item 26: `report` redacts by the keywords a text holds, as fast as the engine picks rules ----


def test_redaction_by_keyword_masks_what_every_rule_would() -> None:
    """Only the secret rules whose keywords a text holds run on it (a report's texts, a
    finding's snippet, the paths): on every vulnerable example of every secret rule, the values
    masked are those all the rules mask."""
    from secure_lint.core.redact import redact
    from secure_lint.rules.loader import load_rules
    from secure_lint.scan.redaction import secret_options, secret_values

    rules = [r for r in load_rules() if r.match.kind == "secret"]
    every = secret_options(rules)
    examples = [e.code for r in rules for e in r.examples.vulnerable]
    assert len(examples) > 150
    for code in examples:
        assert redact(code, secret_values(code)) == redact(code, secret_values(code, every)), code[:60]


# -- item 27: dangerouslySetInnerHTML in a plain React app is not sent to the Next.js guide only --


def test_dangerously_set_inner_html_remediation_fits_a_plain_react_app(tree, run_cli) -> None:
    bio = "export function Bio({ user }) {\n  return <div dangerouslySetInnerHTML={{ __html: user.bio }} />;\n}\n"
    root = tree({"package.json": '{"dependencies": {"react": "18.3.1", "react-dom": "18.3.1"}}\n', "src/Bio.tsx": bio})
    result = run_cli("scan", "--format", "json", "--profile", "audit", cwd=root)  # an audit rule (issue 23)
    assert result.exit_code == 1, result.output
    rule_id = "react.xss.dangerously-set-inner-html"
    (finding,) = [f for f in json.loads(result.stdout)["findings"] if f["rule_id"] == rule_id]
    steps = finding["remediation"]
    assert "in another React app from the server or CDN that serves its HTML" in steps
    assert "without 'unsafe-inline'" in steps
    from secure_lint.rules.loader import load_rules

    (rule,) = [r for r in load_rules() if r.id == rule_id]
    csp = "https://cheatsheetseries.owasp.org/cheatsheets/Content_Security_Policy_Cheat_Sheet.html"
    next_guide = "https://nextjs.org/docs/app/building-your-application/configuring/content-security-policy"
    assert rule.references.index(csp) < rule.references.index(next_guide)


# -- item 22: a submodule is another repository: scanned from its own root, or named as skipped --


@pytest.fixture
def with_submodule(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    from git_helpers import git, isolate_git, new_repo

    isolate_git(monkeypatch, tmp_path / "home")
    app = "export const run = (req) => eval(req.query.x);\n"
    new_repo(tmp_path / "lib", {"package.json": '{"dependencies": {"express": "4.19.2"}}\n', "app.ts": app})
    main = new_repo(tmp_path / "main", {"package.json": '{"name": "main"}\n'})
    git(main, "-c", "protocol.file.allow=always", "submodule", "add", "-q", str(tmp_path / "lib"), "sub")
    git(main, "commit", "-q", "-m", "submodule")
    return main


def test_a_file_named_in_a_submodule_is_scanned_as_its_repository(with_submodule, run_cli) -> None:
    result = run_cli("scan", "--profile", "extended", "sub/app.ts", "--format", "json", cwd=with_submodule)
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    found = [(f["location"]["path"], f["rule_id"]) for f in data["findings"]]
    assert found == [("app.ts", "js.injection.eval-dynamic")]
    assert "typescript" in data["coverage"]["stacks"]


def test_a_submodule_is_skipped_as_a_submodule_not_as_ignored(with_submodule, run_cli) -> None:
    whole = json.loads(run_cli("scan", "--format", "json", cwd=with_submodule).stdout)
    assert {"path": "sub", "reason": "submodule"} in whole["coverage"]["skipped"]
    mixed = run_cli("scan", "sub/app.ts", "package.json", "-v", cwd=with_submodule)
    assert mixed.exit_code == 0, mixed.output
    assert "skipped sub/app.ts (submodule)" in mixed.stdout
    assert "1 file scanned, 1 skipped" in mixed.stdout


# -- item 25: each Express route is a surface; a payment route is authorization-sensitive; --focus
#    says which threats it matched ---------------------------------------------------------------

EXPRESS = """\
import express from 'express';
const app = express();
app.get('/health', (req, res) => res.send('ok'));
app.post('/login', (req, res) => res.send('ok'));
app.get('/users/:id', (req, res) => res.json({}));
app.post('/payments/charge', (req, res) => res.json({ charged: req.body.amount }));
app.listen(3000);
"""


def test_each_express_route_is_its_own_surface(tree, run_cli) -> None:
    root = tree({"package.json": '{"dependencies": {"express": "4.19.2"}}\n', "server.js": EXPRESS})
    data = json.loads(run_cli("architecture", "--format", "json", cwd=root).stdout)
    (routes,) = [s["paths"] for s in data["surfaces"] if s["kind"] == "http_route"]
    assert [(p["line"], p["signal"], p["authz_sensitive"]) for p in routes] == [
        (3, "registers an HTTP route: GET /health", False),
        (4, "registers an HTTP route: POST /login", False),
        (5, "registers an HTTP route: GET /users/:id", True),  # an object id in the path
        (6, "registers an HTTP route: POST /payments/charge", True),
    ]
    assert data["priority_paths"][0] == "server.js"
    text = run_cli("architecture", cwd=root).stdout
    assert "server.js:6  registers an HTTP route: POST /payments/charge [authz-sensitive]" in text


def test_threat_model_focus_names_the_threats_it_matched(tree, run_cli) -> None:
    root = tree({"package.json": '{"dependencies": {"express": "4.19.2"}}\n', "server.js": EXPRESS})
    data = json.loads(run_cli("threat-model", "--focus", "audit", "--format", "json", cwd=root).stdout)
    matched = [t["id"] for t in data["threats"] if t["in_focus"]]
    assert matched and data["threats"][0]["id"] == matched[0]
    plural = "s" if len(matched) > 1 else ""
    note = f"the focus 'audit' matched {len(matched)} threat{plural}, listed first: {', '.join(matched)}"
    assert note in data["notes"]
    text = run_cli("threat-model", "--focus", "audit", cwd=root).stdout
    assert f"{matched[0]} [" in text and "] [focus] " in text
    markdown = run_cli("threat-model", "--focus", "audit", "--format", "markdown", cwd=root).stdout
    assert f"Focus: audit, matched by {', '.join(matched)} (listed first)." in markdown
    none = json.loads(run_cli("threat-model", "--focus", "zzzz", "--format", "json", cwd=root).stdout)
    assert "the focus 'zzzz' matched no threat or surface" in none["notes"]
