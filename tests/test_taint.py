"""The local dataflow (taint) matcher: what reaches a sink inside one function, and what not."""

from __future__ import annotations

import pytest

from secure_lint.core.source import SourceFile
from secure_lint.matchers import taint
from secure_lint.matchers.taint import summaries
from secure_lint.rules.loader import RuleError, parse_rule
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source

OPTIONS = EngineOptions(stacks=frozenset({"common", "typescript"}))


def rule(**taint: object) -> dict[str, object]:
    return {
        "id": "test.taint.exec",
        "title": "Shell command from request data",
        "message": "`$CALL` runs `$SINK`",
        "severity": "high",
        "confidence": "high",
        "category": "injection-risk",
        "cwe": ["CWE-78"],
        "stacks": ["typescript"],
        "languages": ["javascript", "typescript"],
        "match": {"taint": taint},
        "examples": {
            "vulnerable": ["app.get('/x', (req, res) => { const c = 'ls ' + req.query.dir; exec(c); });"],
            "safe": ["app.get('/x', (req, res) => { const c = 'ls ' + Number(req.query.dir); exec(c); });"],
        },
    }


EXEC = rule(
    sources=["http-request"],
    sanitizers=["number-conversion", "escaping", {"kind": "call_expression", "regex": "^isSafeName\\("}],
    sinks=[{"any": [{"pattern": "exec($SINK)"}, {"pattern": "exec($SINK, $$$)"}]}],
)


def lines(code: str, path: str = "src/routes.ts", data: dict[str, object] = EXEC) -> list[int]:
    index = RuleIndex([parse_rule(data, "test")], OPTIONS)
    return [f.location.start_line for f in scan_source(SourceFile(path, code), index).findings]


def test_values_reach_the_sink_through_variables_templates_and_string_methods() -> None:
    code = """import { exec } from 'child_process';
router.post('/convert', async (req, res) => {
  const { file, width } = req.body;
  let target = `thumbs/${file}`;
  target = target.trim().toLowerCase();
  const command = 'convert ' + file + ' -resize ' + width + ' ' + target;
  exec(command, () => res.sendStatus(204));
});
"""
    assert lines(code) == [7]


def test_typed_destructured_parameters_are_sources() -> None:
    code = """export async function GET(request: Request, { params }: { params: { id: string } }) {
  const dir = `/srv/${params.id}`;
  exec(`du -sh ${dir}`);
}
"""
    assert lines(code) == [3]


def test_a_lone_arrow_parameter_declared_as_a_source_is_tainted() -> None:
    rows = rule(
        sources=[{"kind": "identifier", "inside": {"kind": "arrow_function", "field": "parameter"}}],
        sinks=[{"pattern": "exec($SINK)"}],
    )
    code = """loadJobs().then(jobs => {
  const names = [];
  for (const job of jobs) names.push(job.name);
  exec(`archive ${names.join(' ')}`);
});
loadJobs().then(() => exec('archive --all'));
"""
    assert lines(code, data=rows) == [4]


def test_constants_sanitised_values_and_reassignments_are_clean() -> None:
    code = """router.get('/a', (req, res) => {
  const fixed = 'ls -la';
  exec(fixed);
});
router.get('/b', (req, res) => {
  const count = parseInt(req.query.count, 10);
  exec('head -n ' + count + ' log.txt');
});
router.get('/c', (req, res) => {
  let dir = req.query.dir;
  dir = 'reports';
  exec('ls ' + dir);
});
router.get('/d', (req, res) => {
  const name = req.query.name;
  if (!isSafeName(name)) return res.sendStatus(400);
  exec('ls ' + isSafeName(name));
});
"""
    assert lines(code) == []


def test_an_allow_list_check_cleans_the_value_it_checks() -> None:
    code = """const TOOLS = ['ls', 'df'];
router.get('/tool', (req, res) => {
  const tool = req.query.tool;
  if (!TOOLS.includes(tool)) {
    return res.sendStatus(400);
  }
  exec(tool);
});
router.get('/tool2', (req, res) => {
  const tool = req.query.tool;
  if (TOOLS.includes(tool)) {
    exec(tool);
  }
  exec(tool + ' --help');
});
"""
    assert lines(code) == [14]


def test_collections_and_loops_carry_their_elements() -> None:
    code = """router.get('/many', (req, res) => {
  const parts = [];
  parts.push(req.query.a);
  for (const part of parts) {
    exec('echo ' + part);
  }
});
"""
    assert lines(code) == [5]


def test_other_functions_and_calls_do_not_share_taint() -> None:
    code = """router.get('/a', (req, res) => {
  const dir = req.query.dir;
  res.json({ dir });
});
function cleanup() {
  const dir = '/tmp/cache';
  exec('rm -rf ' + dir);
}
router.get('/b', async (req, res) => {
  const rows = await db.find({ owner: req.query.owner });
  exec('echo ' + rows.length);
  const user = jwt.verify(req.headers.authorization, KEY);
  exec('id ' + user.name);
});
"""
    assert lines(code) == []


def test_code_outside_functions_is_one_more_scope_read_only_where_it_holds_a_sink() -> None:
    # a script's top level: its source reaches its sink there; the functions' sinks are read in
    # their own scopes, whatever the top level binds (it holds no sink, so it shows no flow)
    script = """import { exec } from 'child_process';
const dir = process.argv[2];
const { cmd } = JSON.parse(readFileSync(0, 'utf8'));
exec('ls ' + req.query.dir);
exec('ls ' + dir);
"""
    assert lines(script, "src/list.ts") == [4]
    handler = """const command = 'ls ' + req.query.dir;
app.get('/x', (req, res) => { exec(command); });
app.get('/y', (req, res) => { const c = 'ls ' + req.query.dir; exec(c); });
"""
    assert lines(handler) == [3]


def test_presets_for_browser_sources() -> None:
    browser = rule(
        sources=["browser-url"],
        sinks=[{"kind": "assignment_expression", "pattern": "$EL.innerHTML = $SINK"}],
    )
    browser["examples"] = {
        "vulnerable": ["el.innerHTML = location.hash;"],
        "safe": ["el.innerHTML = 'hello';"],
    }
    code = """const tab = decodeURIComponent(location.hash.slice(1));
document.getElementById('title').innerHTML = `<b>${tab}</b>`;
document.getElementById('count').innerHTML = String(items.length);
"""
    assert lines(code, "public/app.js", browser) == [2]


def test_framework_entries_are_sources() -> None:
    """Next.js server actions' arguments, request search params and cookies, React Native URL
    events, Expo Router and browser router parameters; a module's own helper is none."""
    code = """'use server';
import { cookies } from 'next/headers';
export async function archive(name: string, { folder }: { folder: string }) {
  exec(`tar -czf ${name}.tgz`);
  exec(`ls ${folder}`);
  rows.map((row) => exec(`echo ${row.id}`));
}
export async function GET(request: NextRequest) {
  exec(`cat ${request.nextUrl.searchParams.get('file')}`);
  const jar = await cookies();
  exec(`echo ${jar.get('theme')?.value}`);
}
async function local(dir: string) {
  exec(`ls ${dir}`);
}
"""
    assert lines(code, "app/actions.ts") == [4, 5, 9, 11]
    client = rule(sources=["browser-url", "deep-link"], sinks=[{"pattern": "exec($SINK)"}])
    code = """export function Screen() {
  const params = useLocalSearchParams();
  exec(params.id);
  const search = useSearchParams();
  exec(search.get('q'));
  const router = useRouter();
  exec(router.query.next);
  Linking.addEventListener('url', ({ url }) => exec(url));
  Linking.addEventListener('url', (event) => exec(event.url));
  window.onmessage = (e) => exec(e.data);
  exec(useRoute().params.id);
}
"""
    assert lines(code, "src/screen.ts", client) == [3, 5, 7, 8, 9, 10, 11]


def test_a_parameter_of_an_exported_function_no_code_calls_is_a_finding_to_review() -> None:
    data = rule(
        sources=["http-request"],
        unproven_sources=["exported-parameter"],
        sinks=[{"pattern": "exec($SINK)"}],
    )
    code = """export function archive(dir) {
  exec(`tar -czf out.tgz ${dir}`);
}
export function listing(dir) {
  exec(`ls ${dir}`);
}
export const home = () => listing('/home');
export function handler(req) {
  exec(`ls ${req.query.dir}`);
}
"""
    index = RuleIndex([parse_rule(data, "test")], OPTIONS)
    findings = scan_source(SourceFile("src/tools.ts", code), index).findings
    found = {f.location.start_line: (f.severity, f.confidence, f.disposition) for f in findings}
    assert found == {2: ("info", "low", "needs_review"), 9: ("high", "high", "reportable")}
    assert "no code in this file calls" in next(f for f in findings if f.severity == "info").disposition_reason


def test_a_parameter_of_a_function_a_commonjs_module_exports_as_a_value_is_a_finding_to_review() -> None:
    data = rule(
        sources=["http-request"],
        unproven_sources=["exported-parameter"],
        sinks=[{"pattern": "exec($SINK)"}],
    )
    index = RuleIndex([parse_rule(data, "test")], OPTIONS)
    whole = """module.exports = function archive(dir) {
  exec(`tar -czf out.tgz ${dir}`);
};
"""
    members = """function local(dir) {
  exec(`ls ${dir}`);
}
module.exports = {
  list(dir) {
    exec(`ls ${dir}`);
  },
  remove: (dir) => exec(`rm -r ${dir}`),
  home: () => local('/home'),
};
"""
    # a resolver map's nested member gets what its framework passes (the parent row), not a caller's value
    nested = """const resolvers = {
  User: {
    posts: (user) => exec(`ls ${user.home}`),
  },
};
module.exports = { resolvers };
"""
    for code, expected in ((whole, {2}), (members, {6, 8}), (nested, set())):
        findings = scan_source(SourceFile("lib/tools.js", code), index).findings
        assert {f.location.start_line for f in findings} == expected
        assert {(f.severity, f.confidence, f.disposition) for f in findings} <= {("info", "low", "needs_review")}


@pytest.mark.parametrize(
    ("taint", "problem"),
    [
        ({"sources": ["no-such-preset"], "sinks": [{"pattern": "exec($SINK)"}]}, "unknown source preset"),
        ({"sources": ["http-request"], "sinks": [{"pattern": "exec($X)"}]}, r"must bind \$SINK"),
        ({"sources": ["http-request"], "sinks": [{"kind": "no_such_kind"}]}, "invalid ast-grep rule"),
    ],
)
def test_bad_taint_options_are_rule_errors(taint: dict[str, object], problem: str) -> None:
    with pytest.raises(RuleError, match=problem):
        parse_rule(rule(**taint), "rules.yaml")


def test_a_query_string_built_with_url_search_params_is_encoded() -> None:
    code = """router.get('/accept', (req, res) => {
  const params = new URLSearchParams();
  params.append('token', req.query.token);
  exec('open /login?' + params.toString());
  const raw = [];
  raw.push(req.query.token);
  exec('open /login?token=' + raw.toString());
});
"""
    assert lines(code) == [7]


SWIFT_OPTIONS = EngineOptions(stacks=frozenset({"common", "swift"}))
FIRST_ARGUMENT = {
    "kind": "value_arguments",
    "has": {
        "kind": "value_argument",
        "nthChild": {"position": 1, "ofRule": {"kind": "value_argument"}},
        "has": {"field": "value", "pattern": "$SINK"},
    },
}
WEB_VIEW = rule(
    sources=["deep-link", "url-query", "pasteboard", "text-input", "web-message"],
    sanitizers=["escaping", "number-conversion", "file-name"],
    sinks=[
        {
            "kind": "call_expression",
            "all": [
                {
                    "has": {
                        "nthChild": 1,
                        "kind": "navigation_expression",
                        "regex": r"webView\.(loadHTMLString|evaluateJavaScript|load)$",
                    }
                },
                {"has": {"kind": "call_suffix", "has": FIRST_ARGUMENT}},
            ],
        }
    ],
)
WEB_VIEW.update(
    stacks=["swift"],
    languages=["swift"],
    examples={
        "vulnerable": ["func f() { webView.loadHTMLString(UIPasteboard.general.string ?? \"\", baseURL: nil) }"],
        "safe": ["func f() { webView.loadHTMLString(\"<p>hi</p>\", baseURL: nil) }"],
    },
)


def swift_lines(code: str) -> list[int]:
    index = RuleIndex([parse_rule(WEB_VIEW, "test")], SWIFT_OPTIONS)
    return [f.location.start_line for f in scan_source(SourceFile("App/Web.swift", code), index).findings]


def test_swift_values_flow_through_bindings_interpolation_and_optional_binding() -> None:
    code = """func application(_ app: UIApplication, open url: URL, options: [OpenURLOptionsKey: Any] = [:]) -> Bool {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    var name = items.first(where: { $0.name == "q" })?.value ?? ""
    name = name.trimmingCharacters(in: .whitespaces) + "!"
    if let query = url.query {
        webView.loadHTMLString("<p>\\(query)</p>", baseURL: nil)
    }
    guard let title = name.isEmpty ? nil : name else { return false }
    webView.evaluateJavaScript("setTitle('" + title + "')")
    return true
}
struct Portal: View {
    var body: some View {
        Browser().onOpenURL { link in
            var page = link.absoluteString
            page += "?from=app"
            webView.load(URLRequest(url: URL(string: page)!))
        }
    }
}
"""
    assert swift_lines(code) == [6, 9, 17]


def test_swift_sources_pasteboard_text_fields_and_script_messages() -> None:
    code = """final class Notes: NSObject, WKScriptMessageHandler {
    func paste() {
        webView.loadHTMLString(UIPasteboard.general.string ?? "", baseURL: nil)
        let label = titleLabel.text ?? ""
        webView.loadHTMLString(label, baseURL: nil)
    }
    func search() {
        let term = searchBar.text ?? ""
        webView.evaluateJavaScript("find('\\(term)')")
    }
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let html = message.body as? String else { return }
        webView.loadHTMLString(html, baseURL: nil)
    }
}
struct Browser: View {
    @State private var address = ""
    var body: some View {
        VStack {
            Button("Home") { webView.load(URLRequest(url: URL(string: address)!)) }
            TextField("Address", text: $address)
            Button("Go") { webView.load(URLRequest(url: URL(string: address)!)) }
        }
    }
}
"""
    assert swift_lines(code) == [3, 9, 13, 22]


def test_per_function_reports_one_sink_per_function_the_data_reaches() -> None:
    """`per_function`: one finding per function holding a sink. A handler handing the message to
    two helpers has no sink of its own: each helper's first sink is reported, not the first only."""
    one_per_function = dict(WEB_VIEW, match={"taint": dict(WEB_VIEW["match"]["taint"], per_function=True)})  # type: ignore[index]
    code = """final class Bridge: NSObject, WKScriptMessageHandler {
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
        if action == "show", let html = body["html"] as? String { show(html) }
        if action == "run", let script = body["script"] as? String { run(script) }
    }
    private func show(_ html: String) {
        webView.loadHTMLString(html, baseURL: nil)
        webView.loadHTMLString("<hr>" + html, baseURL: nil)
    }
    private func run(_ script: String) {
        webView.evaluateJavaScript(script)
    }
}
"""
    index = RuleIndex([parse_rule(one_per_function, "test")], SWIFT_OPTIONS)
    found = [f.location.start_line for f in scan_source(SourceFile("App/Web.swift", code), index).findings]
    assert found == [8, 12]


def test_swift_sanitised_checked_and_constant_values_are_clean() -> None:
    code = """func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    let count = Int(url.query ?? "") ?? 0
    webView.evaluateJavaScript("show(\\(count))")
    let encoded = url.query?.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    webView.evaluateJavaScript("search('\\(encoded)')")
    let file = url.lastPathComponent
    webView.loadHTMLString(file, baseURL: nil)
    var mode = url.query ?? ""
    mode = "compact"
    webView.evaluateJavaScript("setMode('\\(mode)')")
    let theme = url.fragment ?? ""
    if ["light", "dark"].contains(theme) {
        webView.evaluateJavaScript("setTheme('\\(theme)')")
    }
    guard url.host == "help.example.com" else { return }
    webView.load(URLRequest(url: url))
}
func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    guard let link = userActivity.webpageURL, let host = link.host, TRUSTED.contains(host) else { return }
    webView.load(URLRequest(url: link))
}
func application(_ app: UIApplication, open url: URL, options: [OpenURLOptionsKey: Any] = [:]) -> Bool {
    if url.host != "help.example.com" { return false }
    webView.load(URLRequest(url: url))
    return true
}
func reload() {
    let url = URL(string: "https://example.com")!
    webView.load(URLRequest(url: url))
}
struct Links: ViewModifier {
    func body(content: Content) -> some View {
        content
            .onOpenURL { url in router.handle(url) }
            .onAppear {
                router.urlHandler = { url in
                    webView.load(URLRequest(url: url))
                }
            }
    }
}
"""
    assert swift_lines(code) == []


def test_a_preset_without_a_form_for_the_rule_language_is_a_rule_error() -> None:
    data = dict(WEB_VIEW, match={"taint": {"sources": ["browser-url"], "sinks": WEB_VIEW["match"]["taint"]["sinks"]}})  # type: ignore[index]
    with pytest.raises(RuleError, match="has no form for swift"):
        parse_rule(data, "rules.yaml")


def test_swift_collections_loops_and_subscripts_carry_their_elements() -> None:
    code = """func application(_ app: UIApplication, open url: URL, options: [OpenURLOptionsKey: Any] = [:]) -> Bool {
    var parts: [String] = []
    parts.append(url.query ?? "")
    for part in parts {
        webView.evaluateJavaScript(part)
    }
    let params = ["page": url.fragment ?? ""]
    webView.loadHTMLString(params["page"] ?? "", baseURL: nil)
    let fixed = ["page": "home"]
    webView.loadHTMLString(fixed["page"] ?? "", baseURL: nil)
    return true
}
"""
    assert swift_lines(code) == [5, 8]


def test_the_message_names_the_source_that_reaches_the_sink() -> None:
    data = dict(WEB_VIEW, message="`$CALL` gets `$SINK` from `$SOURCE`")
    code = """func paste() {
    let note = UIPasteboard.general.string ?? ""
    var html = "<p>"
    html += note
    webView.loadHTMLString(html, baseURL: nil)
}
"""
    index = RuleIndex([parse_rule(data, "test")], SWIFT_OPTIONS)
    messages = [f.message for f in scan_source(SourceFile("App/Web.swift", code), index).findings]
    assert messages == ["`webView.loadHTMLString` gets `html` from `UIPasteboard.general.string`"]


def _flow_of(data: dict[str, object], options: EngineOptions, path: str, code: str) -> list[tuple[int, str, str]]:
    """(line, what happens, label) of each step of the one finding's flow: source, hops, sink."""
    (finding,) = scan_source(SourceFile(path, code), RuleIndex([parse_rule(data, "test")], options)).findings
    flow = finding.flow
    assert flow is not None
    assert flow.sink.line == finding.location.start_line and flow.sink.path == path
    return [
        (flow.source.line, "source", flow.source.label),
        *((hop.line, hop.kind or "", hop.label) for hop in flow.hops),
        (flow.sink.line, "sink", flow.sink.label),
    ]


def test_the_flow_names_the_source_each_binding_and_the_sink() -> None:
    code = """import { exec } from 'child_process';
export async function run(req, res) {
  const { dir } = req.body;
  let cmd = 'ls ';
  cmd += dir;
  const parts = [];
  parts.push(cmd);
  for (const part of parts) {
    exec(part);
  }
}
"""
    assert _flow_of(EXEC, OPTIONS, "src/run.ts", code) == [
        (3, "source", "req.body"),
        (3, "assigned", "dir"),
        (5, "assigned", "cmd"),
        (7, "passed", "parts.push"),
        (8, "assigned", "part"),
        (9, "sink", "exec"),
    ]


def test_a_source_label_reads_the_property_taken_from_it_and_a_parameter_names_itself() -> None:
    code = """app.get('/x', (req, res) => {
  const target = req.query.dir;
  exec('ls ' + target);
});
"""
    assert _flow_of(EXEC, OPTIONS, "src/x.ts", code)[0] == (2, "source", "req.query.dir")
    code = """func application(_ app: UIApplication, open url: URL, options: [OpenURLOptionsKey: Any] = [:]) -> Bool {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    var name = items.first(where: { $0.name == "q" })?.value ?? ""
    name = name.trimmingCharacters(in: .whitespaces) + "!"
    guard let title = name.isEmpty ? nil : name else { return false }
    webView.evaluateJavaScript("setTitle('" + title + "')")
    return true
}
"""
    assert _flow_of(WEB_VIEW, SWIFT_OPTIONS, "App/Links.swift", code) == [
        (1, "source", "url"),
        (2, "assigned", "items"),
        (3, "assigned", "name"),
        (4, "assigned", "name"),
        (5, "assigned", "title"),
        (6, "sink", "webView.evaluateJavaScript"),
    ]


def test_a_value_from_the_source_itself_has_no_hops_and_other_matchers_no_flow() -> None:
    code = """func paste() {
    webView.loadHTMLString(UIPasteboard.general.string ?? "", baseURL: nil)
}
"""
    assert _flow_of(WEB_VIEW, SWIFT_OPTIONS, "App/Web.swift", code) == [
        (2, "source", "UIPasteboard.general.string"),
        (2, "sink", "webView.loadHTMLString"),
    ]
    pattern = dict(EXEC, match={"structural": {"rule": {"pattern": "exec($X)"}}})
    findings = scan_source(SourceFile("src/x.ts", "exec(cmd);\n"), RuleIndex([parse_rule(pattern, "test")], OPTIONS))
    assert [f.flow for f in findings.findings] == [None]


# An expression thousands of operands long (generated code, a long string built by `+`) nests
# deeper than Python's stack: it is read without recursion, and scanned, not a gap.
LONG = 3000


def _scanned(data: dict[str, object], options: EngineOptions, path: str, code: str) -> list[tuple[int, str]]:
    result = scan_source(SourceFile(path, code), RuleIndex([parse_rule(data, "test")], options))
    assert result.rules_timed_out == []
    return [(f.location.start_line, f.message) for f in result.findings]


def test_a_concatenation_of_thousands_of_operands_is_scanned() -> None:
    parts = " +\n    ".join(f"'--opt{i} '" for i in range(LONG))
    tainted = f"""export function run(req, res) {{
  const cmd =
    req.query.dir + {parts};
  exec(cmd);
}}
"""
    clean = tainted.replace("req.query.dir", "'ls'")
    assert _scanned(EXEC, OPTIONS, "src/run.ts", tainted) == [(LONG + 3, "`exec` runs `cmd`")]
    flow = _flow_of(EXEC, OPTIONS, "src/run.ts", tainted)
    assert flow[:2] == [(3, "source", "req.query.dir"), (2, "assigned", "cmd")]
    assert _scanned(EXEC, OPTIONS, "src/run.ts", clean) == []


def test_a_swift_concatenation_of_thousands_of_operands_is_scanned() -> None:
    parts = " +\n        ".join(f'"<td>{i}</td>"' for i in range(LONG))
    code = f"""func show() {{
    let html =
        (UIPasteboard.general.string ?? "") + {parts}
    webView.loadHTMLString(html, baseURL: nil)
}}
"""
    assert [line for line, _ in _scanned(WEB_VIEW, SWIFT_OPTIONS, "App/Web.swift", code)] == [LONG + 3]
    clean = code.replace('(UIPasteboard.general.string ?? "")', '"<table>"')
    assert _scanned(WEB_VIEW, SWIFT_OPTIONS, "App/Web.swift", clean) == []


def test_a_method_called_on_an_imported_module_is_not_the_files_own_method_of_that_name() -> None:
    """`runner.run(x)` with `runner` imported calls the module's `run`, not the class's below;
    the same call on an instance of the file's class does reach it."""
    jobs = """class Jobs {
  run(command) {
    exec(command);
  }
}
"""
    imported = f"""import {{ exec }} from 'child_process';
import runner from './runner';
export function handler(req, res) {{
  runner.run(req.query.cmd);
}}
{jobs}"""
    instance = f"""import {{ exec }} from 'child_process';
export function handler(req, res) {{
  const runner = new Jobs();
  runner.run(req.query.cmd);
}}
{jobs}"""
    index = RuleIndex([parse_rule(EXEC, "test")], OPTIONS)
    assert scan_source(SourceFile("src/imported.ts", imported), index).findings == []
    (finding,) = scan_source(SourceFile("src/instance.ts", instance), index).findings
    assert finding.location.start_line == 8


NAVIGATE = rule(
    sources=["browser-url"],
    fixed_origin=True,
    sinks=[{"kind": "assignment_expression", "pattern": "location.href = $SINK"}],
)


def test_the_pages_own_address_first_keeps_a_url_on_the_pages_origin() -> None:
    """`location.href + x`, `${location.href}p/${x}`, `location.href.substring(0, i)` and
    `location.href.split('?')[0]` start with the page's scheme and host; the address's query or
    hash taken apart (`split('next=')[1]`, a substring from an index) is still the link's data."""
    code = """function go(name) {
  location.href = location.href + '/../..';
  location.href = `${window.location.href}p/${name}`;
  location.href = document.URL.substring(0, document.URL.lastIndexOf('/'));
  location.href = location.href.split('?')[0] + '?tab=' + name;
  location.href = location.href.split('next=')[1];
  location.href = location.href.substring(location.href.indexOf('#') + 1);
  location.href = location.hash.slice(1) + location.href;
}
"""
    assert lines(code, "src/nav.js", NAVIGATE) == [6, 7, 8]


SQL_ONCE = rule(
    sources=["http-request"],
    per_function=True,
    sinks=[{"kind": "template_string", "pattern": "$SINK", "regex": "^`SELECT"}],
)


def test_per_function_reports_each_handler_of_an_outer_function_once() -> None:
    """One weakness per function: two handlers registered inside one exported function are two;
    a part built in an iteration callback is its handler's statement, reported once."""
    code = """module.exports = function routes(app, db) {
  app.get('/users', (req, res) => {
    db.query(`SELECT * FROM users WHERE name = '${req.query.name}'`);
    db.query(`SELECT * FROM audit WHERE name = '${req.query.name}'`);
  });
  app.get('/orders', (req, res) => {
    let where = '';
    req.query.ids.split(',').forEach((id) => {
      db.query(`SELECT 1 FROM orders WHERE id = ${Number(id)} AND customer = '${req.query.customer}'`);
    });
    db.query(`SELECT * FROM orders WHERE customer = '${req.query.customer}'`);
  });
};
"""
    assert lines(code, "src/routes.js", SQL_ONCE) == [3, 9]


def test_a_field_written_apart_taints_that_field_and_the_object_read_whole_not_its_other_fields() -> None:
    code = """router.get('/a', (req, res) => {
  const job = { host: 'localhost', count: 3 };
  job.count = req.query.count;
  exec('ping -c 3 ' + job.host);
  exec('ping -c ' + job.count + ' localhost');
  exec('ping ' + job['count']);
  exec(JSON.stringify(job));
  exec({ ...job }.host);
});
router.get('/b', (req, res) => {
  req.params = { ...req.params, extra: 1 };
  const { currentRoute, params } = req;
  exec(currentRoute.script);
  exec(req.app.locals.script);
  exec(params.script);
});
router.get('/c', (req, res) => {
  const job = {};
  job[req.query.key] = req.query.value;
  exec(job.other);
});
router.get('/d', (req, res) => {
  const job = { host: req.query.host };
  job.count = 3;
  exec('ping ' + job.count);  // count is 3: the literal keeps its fields apart
});
router.get('/e', (req, res) => {
  const job = {};
  job.host = req.query.host;
  job.host = 'localhost';
  exec('ping ' + job.host);
});
"""
    assert lines(code) == [5, 6, 7, 8, 15, 20]


def test_destructured_request_parts_are_sources_only_in_handlers() -> None:
    code = """import { exec } from 'child_process';
function run({ query }) {
  exec(`psql -c "${query}"`);
}
export function report({ body }) {
  exec(body);
}
router.get('/a', ({ query }, res) => exec(query.dir));
const list = async ({ params }, res) => { exec(params.dir); };
router.get('/b', list);
export default async function Page({ searchParams }) { exec(searchParams.dir); }
export async function GET(req, { params }) { exec(params.dir); }
rows.forEach(({ body }) => exec(body));
run({ query: 'VACUUM' });
run({ query: req.query.sql });
"""
    assert lines(code) == [3, 8, 9, 11, 12]


def test_a_field_a_constructor_keeps_from_source_data_is_a_source_in_the_other_methods() -> None:
    code = """import { exec } from 'child_process';
export class Job {
  static fromRequest(req) {
    return new Job(req.body.dir, 'nightly');
  }
  static fromConfig(config) {
    return new Job(config.dir, 'nightly');
  }
  constructor(private dir: string, label: string) {
    this.label = label;
  }
  run() {
    exec('ls ' + this.dir);
    exec('echo ' + this.label);
  }
}
export class Report {
  static build(req) {
    return new Report(Number(req.query.days));
  }
  constructor(days) {
    this.days = days;
  }
  run() {
    exec('report --days ' + this.days);
  }
}
export class Cleaner {
  constructor(private dir: string) {}
  run() {
    exec('rm -rf ' + this.dir);
  }
}
"""
    # Job's dir is fed the request's data by fromRequest; label is a constant, Report's days a number,
    # and no code of the file builds a Cleaner
    assert lines(code) == [13]


def test_the_flow_from_a_constructor_kept_field_starts_at_the_source_that_fed_it() -> None:
    code = """import { exec } from 'child_process';
export class Job {
  static fromRequest(req) {
    const dir = req.body.dir;
    return new Job(dir);
  }
  constructor(private dir: string) {}
  run() {
    exec('ls ' + this.dir);
  }
}
"""
    assert _flow_of(EXEC, OPTIONS, "src/job.ts", code) == [
        (4, "source", "req.body.dir"),
        (4, "assigned", "dir"),
        (5, "passed", "Job"),
        (9, "assigned", "this.dir"),
        (9, "sink", "exec"),
    ]


def test_a_file_where_no_sink_can_match_is_not_parsed_for_the_rule() -> None:
    options = parse_rule(EXEC, "test").match.options
    handler = "router.get('/run', (req, res) => { const dir = req.query.dir; %s });\n"
    quiet = SourceFile("src/routes.ts", handler % "res.send(dir);")
    assert list(taint.find(options, None, quiet)) == []
    assert "tree" not in vars(quiet)  # `exec` nowhere: no sink config, no parse
    loud = SourceFile("src/routes.ts", handler % "exec('ls ' + dir);")
    assert [raw.metavars["SINK"] for raw in taint.find(options, None, loud)] == ["'ls ' + dir"]
    assert "tree" in vars(loud)


def test_the_rules_of_a_file_share_its_functions_and_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[object] = []
    calls_of = summaries._calls_of
    monkeypatch.setattr(summaries, "_calls_of", lambda root, reader: read.append(root) or calls_of(root, reader))
    evaluating = rule(sources=["http-request"], sinks=[{"pattern": "eval($SINK)"}])
    evaluating["id"] = "test.taint.eval"
    code = """function run(command) { exec(command); eval(command); }
router.get('/x', (req, res) => { run(req.query.cmd); });
"""
    index = RuleIndex([parse_rule(EXEC, "test"), parse_rule(evaluating, "test")], OPTIONS)
    findings = scan_source(SourceFile("src/routes.ts", code), index).findings
    found = sorted((f.rule_id, f.location.start_line) for f in findings)
    assert found == [("test.taint.eval", 1), ("test.taint.exec", 1)]
    assert len(read) == 1  # the second rule reads the file's functions and calls the first found
    clean = code.replace("exec(command); eval(command);", "exec('ls'); eval('1');")
    assert scan_source(SourceFile("src/routes.ts", clean), index).findings == []
    assert len(read) == 2  # another file: its own functions and calls
