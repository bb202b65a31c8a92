"""Browser scripts held in JS/TS string literals are scanned as JavaScript at their own lines."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import load_rules
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source
from secure_lint.scan.script_literals import literal_script_view

PAGE = """import Script from 'next/script';

export default function Page({ nonce }: { nonce: string }) {
  return (
    <>
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: `
            var tab = location.hash.slice(1) || '${'home'}';
            document.getElementById('tab').innerHTML = tab;
          `,
        }}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: `{"a": 1}` }} />
      <div dangerouslySetInnerHTML={{ __html: `<b>document.write(location.hash)</b>` }} />
      <Script id="x">{`eval(location.hash.slice(1))`}</Script>
    </>
  );
}
"""


def test_the_view_keeps_offsets_and_holds_only_script_bodies() -> None:
    view = literal_script_view(SourceFile("app/page.tsx", PAGE))
    assert view is not None and view.language == "javascript"
    assert len(view.text) == len(PAGE) and view.text.count("\n") == PAGE.count("\n")
    lines = view.text.splitlines()
    assert lines[9].strip() == "var tab = location.hash.slice(1) || '" + "_" * len("${'home'}") + "';"
    assert lines[10].strip() == "document.getElementById('tab').innerHTML = tab;"
    assert '{"a": 1}' not in view.text  # JSON-LD is data
    assert "<b>" not in view.text and "document.write" not in view.text  # a div's markup is not script
    assert lines[16].strip() == "eval(location.hash.slice(1));"
    assert "export default" not in view.text


def test_a_file_without_script_literals_has_no_view() -> None:
    assert literal_script_view(SourceFile("app/page.tsx", "export const a = `<script>`;\n")) is None
    assert literal_script_view(SourceFile("views/page.html", PAGE)) is None


def test_findings_in_a_script_literal_are_reported_on_the_file_at_their_line() -> None:
    result = scan_source(
        SourceFile("app/page.tsx", PAGE),
        RuleIndex(load_rules(), EngineOptions(stacks=frozenset({"common", "typescript"}))),
    )
    found = {(f.rule_id, f.location.start_line) for f in result.findings}
    assert ("js.xss.html-from-url", 11) in found  # the location's fragment as HTML
    assert ("js.injection.eval-dynamic", 17) in found  # next/script children
    # JSON-LD and a div's markup are not script (a JSX rule's anchors on the attribute, judged on the
    # whole repository, are not findings of the script view)
    assert not any(line in (15, 16) for rule, line in found if rule.startswith("js."))


def test_a_whole_scan_keeps_script_literal_findings_of_a_module_that_imports(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    root = tree({"app/share/page.tsx": PAGE, "package.json": '{"dependencies": {"next": "15.0.0"}}\n'})
    result = run_cli("scan", ".", "--no-cache", "--format", "json", "--select", "js.xss.html-from-url", cwd=root)
    assert ("app/share/page.tsx", 11, "js.xss.html-from-url") in findings_of(result)


def test_a_typescript_file_without_jsx_is_read_for_created_script_elements() -> None:
    loader = (
        "export function install(): void {\n"
        "  const script = document.createElement('script');\n"
        "  script.textContent = `document.write(location.hash)`;\n"
        "  const note = { __html: `<b>hi</b>` };\n"
        "}\n"
    )
    view = literal_script_view(SourceFile("src/install.ts", loader))
    assert view is not None and view.text.splitlines()[2].strip() == "document.write(location.hash);"


def test_inline_scripts_of_html_a_server_builds_in_a_literal_are_javascript() -> None:
    route = (
        "router.get('/frame', (req, res) => {\n"
        "  res.send(`<html><body>\n"
        '    <script type="application/json">{"a": 1}</script>\n'
        "    <script>\n"
        "      var user = ${JSON.stringify(req.user)};\n"
        "      document.getElementById('out').innerHTML = location.hash.slice(1);\n"
        "    </script>\n"
        "  </body></html>`);\n"
        "});\n"
    )
    view = literal_script_view(SourceFile("routes/frame.js", route))
    assert view is not None
    lines = view.text.splitlines()
    assert lines[2].strip() == "" and "res.send" not in view.text
    assert lines[4].strip() == "var user = " + "_" * len("${JSON.stringify(req.user)}") + ";"
    assert lines[5].strip() == "document.getElementById('out').innerHTML = location.hash.slice(1);"
