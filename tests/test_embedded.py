"""Inline scripts and event handlers of HTML and server templates are scanned as JavaScript."""

from __future__ import annotations

from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import load_rules
from secure_lint.scan.embedded import script_view
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source

LAYOUT = """<!DOCTYPE html>
<html>
  <body class="<%= theme %>">
    <%- body %>
    <button onclick="document.getElementById('out').innerHTML = location.hash.slice(1)">Show</button>
    <script type="text/template" id="row">
      <td><%= name %></td>
    </script>
    <script>
      var user = <%- JSON.stringify(user) %>;
      $('#greeting').html('<b>' + user.name + '</b>');
      document.title = 'Store';
    </script>
    <script type="text/javascript">
      angular.module('app', []).config(function ($sceProvider) { $sceProvider.enabled(false); });
    </script>
  </body>
</html>
"""


def test_the_view_keeps_offsets_and_blanks_everything_else() -> None:
    view = script_view(SourceFile("views/layout.ejs", LAYOUT))
    assert view is not None and view.language == "javascript"
    assert len(view.text) == len(LAYOUT)
    assert view.text.count("\n") == LAYOUT.count("\n")
    lines = view.text.splitlines()
    assert lines[4].strip() == "document.getElementById('out').innerHTML = location.hash.slice(1);"
    assert lines[6].strip() == ""  # a text/template block is not JavaScript
    assert lines[9].strip() == "var user = " + "_" * len("<%- JSON.stringify(user) %>") + ";"  # same length
    assert "<html>" not in view.text and "<%= theme %>" not in view.text


def test_js_rules_report_inline_code_at_its_line_and_column_in_the_template() -> None:
    index = RuleIndex(load_rules(), EngineOptions(stacks=frozenset({"common", "typescript", "angular"})))
    findings = scan_source(SourceFile("views/layout.ejs", LAYOUT), index).findings
    assert [(f.location.start_line, f.location.start_column, f.rule_id) for f in findings] == [
        # the onclick handler: the page URL's fragment as HTML (the innerHTML shape rule's finding on
        # the same span is the same weakness, reported once)
        (5, 22, "js.xss.html-from-url"),
        # the template's raw print (not `<%- body %>`): where the template rules look, decided after
        # matching by what the view's render calls pass, or that none names it (scan/repo/controls.py)
        (10, 18, "node.template.ejs-unescaped-output"),
        (10, 18, "node.template.raw-print-request-data"),
        (10, 18, "node.template.raw-print-stored-data"),
        (11, 7, "js.xss.jquery-html"),
        (15, 66, "js.angularjs.sce-disabled"),
    ]
    assert all(f.location.path == "views/layout.ejs" for f in findings)
    assert findings[-1].location.snippet.strip().startswith("angular.module('app', [])")


def test_files_without_inline_code_have_no_view() -> None:
    assert script_view(SourceFile("views/plain.html", "<p>Hello</p>\n<script src='/app.js'></script>\n")) is None
    assert script_view(SourceFile("src/app.ts", "<script>alert(1)</script>")) is None


def test_the_view_keeps_the_page_it_is_cut_from() -> None:
    """A script's value is judged with the page around it (the view blanks the doctype)."""
    page = SourceFile("views/layout.html", LAYOUT)
    view = script_view(page)
    assert view is not None and view.page is page
    assert "<!DOCTYPE" not in view.text
