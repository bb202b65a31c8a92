"""The value model (secure_lint/matchers/values): what it knows of the value a sink receives."""

from __future__ import annotations

import pytest
from ast_grep_py import SgRoot

from secure_lint.matchers.values import Verdict, constant, inert, judge

C, T, E = Verdict.CONSTANT, Verdict.TYPED, Verdict.ESCAPED

# Each case: code whose last `sink(...)` call's argument is judged, and the verdict expected.
JS_CASES = [
    ("sink('SELECT 1')", C),
    ("const t = 'events'; sink(`SELECT * FROM ${t}`)", C),
    ("let t = 'a'; t = 'b'; sink(t)", C),
    ("let t = 'a'; t += x; sink(t)", None),
    ("let s = ''; for (let i = 0; i < 3; i++) { s += `${i},`; } sink(s)", T),
    ("const COLS = ['a', 'b'] as const; for (const c of COLS) { sink(c) }", C),
    ("const cols = []; cols.push(name); sink(cols.join(','))", None),
    # inferred types: a number or boolean default, an element of an `as const` array, `keyof typeof`
    ("export function f(limit = 10) { sink(`LIMIT ${limit}`) }", T),
    ("export function f(all = false) { sink(`${all}`) }", T),
    ("export function f(order = 'DESC') { sink(`ORDER BY x ${order}`) }", None),
    ("const F = ['a', 'b'] as const; type K = (typeof F)[number]; export function f(k: K) { sink(k) }", C),
    ("const F = ['a', 'b']; type K = (typeof F)[number]; export function f(k: K) { sink(k) }", None),
    ("const L = { a: 1, b: 2 }; type K = keyof typeof L; export function f(k: K) { sink(k) }", C),
    ("const L: Record<string, number> = {}; type K = keyof typeof L; export function f(k: K) { sink(k) }", None),
    ("const L = { ...base }; type K = keyof typeof L; export function f(k: K) { sink(k) }", None),
    # a method of a class of the file that returns a placeholder whatever it is given
    (
        "class P { private v: unknown[] = []; add(x: unknown): string { this.v.push(x); return `$${this.v.length}`; } }"
        "\nexport function f(p: P, x: string) { sink(`a = ${p.add(x)}`) }",
        T,
    ),
    ("class P { add(x: unknown) { return '?'; } }"
     "\nexport function f(x: string) { const p = new P(); sink(p.add(x)) }", C),
    ("class P { put(x: string) { return `'${x}'`; } }\nexport function f(p: P, x: string) { sink(p.put(x)) }", None),
    ("export function f(p: Params, x: string) { sink(p.add(x)) }", None),
    ("const M = { a: 'x' }; sink(M.a)", C),
    ("const M = { a: 'x' }; M.b = input; sink(M.b)", None),
    ("enum Kind { A = 'a' } sink(Kind.A)", C),
    ("type Dir = 'asc' | 'desc'; function f(d: Dir) { sink(d) }", C),
    ("function f(id: number) { sink(`x ${id}`) }", T),
    ("function f(name: string) { sink(`x ${name}`) }", None),
    ("interface P { n: number } function F({ n }: P) { sink(`${n}`) }", T),
    ("function f(x) { sink(Number(x) + 1) }", T),
    ("function f(x) { sink(x.length) }", T),
    ("function f(x) { sink(x === 'a') }", T),
    ("function f(ids) { sink(ids.map(() => '?').join(', ')) }", C),
    ("function f(ids) { sink(ids.map((id) => id).join(', ')) }", None),
    ("function f(x) { sink(escapeHtml(x)) }", E),
    ("function f(x) { sink(x ? 'a' : y) }", None),
    ("const A = ['a']; function f(x) { if (!A.includes(x)) return; sink(x) }", C),
    ("function f(x) { if (x !== 'a' && x !== 'b') throw new Error(); sink(x) }", C),
    ("function f(x) { if (typeof x !== 'number') return; sink(x) }", T),
    ("function f(x) { if (!/^[a-z0-9-]+$/.test(x)) return; sink(x) }", E),
    ("function f(x) { if (!/^.*$/.test(x)) return; sink(x) }", None),
    ("function f(x) { if (!x.startsWith('a')) return; sink(x) }", None),
    ("const A = ['a']; function f(x) { if (A.includes(x)) { sink(x) } }", C),
    # the block that rejects the value holds a refused one; the else of a failed check an allowed one
    ("const A = ['a']; function f(x) { if (!A.includes(x)) { return sink(x) } }", None),
    ("const A = ['a']; function f(x) { if (!A.includes(x)) { log(x) } else { sink(x) } }", C),
    ("const A = ['a']; function f(x) { if (A.includes(x)) { log(x) } else { sink(x) } }", None),
    ("function f(x) { if (x === 'a') { return; } sink(x) }", None),
    ("const B = z.object({ n: z.coerce.number(), s: z.string() }); const b = B.parse(x); sink(b.n)", T),
    ("const B = z.object({ n: z.coerce.number(), s: z.string() }); const b = B.parse(x); sink(b.s)", None),
    ("const B = z.object({ k: z.enum(['a', 'b']) }); function f(i: z.infer<typeof B>) { sink(i.k) }", C),
    ("class Dto { @IsInt() limit: number; name: string } function f(d: Dto) { sink(`${d.limit}`) }", T),
    ("class Dto { @IsInt() limit: number; name: string } function f(d: Dto) { sink(`${d.name}`) }", None),
    ("interface Q { page: number } function f(q: Q) { sink(q.page) }", T),
]

SWIFT_CASES = [
    ('sink("SELECT 1")', C),
    ('func f(n: Int, ok: Bool) { sink("\\(n) \\(ok)") }', T),
    ('func f(name: String) { sink("\\(name)") }', None),
    ('func f() { let t = "a"; sink("\\(t)") }', C),
    ('func f() { var t = "a"; t = input; sink("\\(t)") }', None),
    ('enum M { case a, b }\nfunc f(m: M) { sink("\\(m)") }', C),
    ('enum M { case a, custom(String) }\nfunc f(m: M) { sink("\\(m)") }', None),
    ('func f(x: String) { sink("\\(x.count) \\(Int(x) ?? 0)") }', T),
    ('func f(a: Int, b: Int) { let r = Double(a) / Double(b); sink("\\(r)") }', T),
    ('class V { let base = "x"\n func f() { sink("\\(self.base)") } }', C),
    ('func f() { for i in 0..<3 { sink("\\(i)") } }', T),
    ('let A = ["a", "b"]\nfunc f(x: String) { guard A.contains(x) else { return }\n sink("\\(x)") }', C),
    ('func f(x: String) { if ["a", "b"].contains(x) { sink("\\(x)") } }', C),
    ('func f(x: String, a: [String]) { guard a.contains(x) else { return }\n sink("\\(x)") }', None),
    # `if let`/`if var`/`while let` unwrap their value into the name for their block
    ('let D: String? = "a"\nfunc f() { if let t = D { sink("\\(t)") } }', C),
    ('func f() { let d: String? = "a"\n if var t = d, !t.isEmpty { sink("\\(t)") } }', C),
    ('func f(q: String?) { if let t = q { sink("\\(t)") } }', None),
    ('class V { let t = "a"\n func f(q: String?) { if let t = q { sink("\\(t)") } } }', None),
    ('func f(q: [String]) { var i = 0\n while let t = q.first { sink("\\(t)") } }', None),
    ('func f(q: String?) { let t = "a"\n if let t = q { log(t) }\n sink("\\(t)") }', C),
    # a static let of another type of the file, or of an extension of it; a case of a nested enum
    ('struct Acct { static let table = "accounts" }\nclass S { func f() { sink("FROM \\(Acct.table)") } }', C),
    ('struct Acct {}\nextension Acct { static let key = "id" }\nfunc f() { sink("\\(Acct.key) = ?") }', C),
    ('struct W { enum Columns: String { case accountId } }\nfunc f() { sink("\\(W.Columns.accountId.rawValue)") }', C),
    ('struct Acct { static var table = "a" }\nfunc f(x: String) { Acct.table = x\n sink("\\(Acct.table)") }', None),
    ('struct Acct { static let table = load() }\nfunc f() { sink("\\(Acct.table)") }', None),
    ('struct Acct { let name: String }\nfunc f() { sink("\\(Acct.name)") }', None),
    ('func f() { sink("\\(UUID().uuidString)") }', T),
    # the app's own bundle, text derived from known parts, the process's own numbers
    ('func f() { sink(Bundle.main.bundlePath.replacing("\\"", with: "\\\\\\"")) }', C),
    ('func f() { sink(Bundle.main.bundleURL.deletingLastPathComponent().path) }', C),
    ('func f() { sink(Bundle.main.url(forResource: "run", withExtension: "sh")!.path) }', C),
    ('func f(name: String) { sink(Bundle.main.path(forResource: name, ofType: "sh")) }', None),
    ('func f(s: String) { sink(s.trimmingCharacters(in: .whitespaces)) }', None),
    ('func f() { sink("a b ".trimmingCharacters(in: .whitespaces).lowercased()) }', C),
    ('func f(dir: URL) { sink(dir.appendingPathComponent("x").path) }', None),
    ('func f() { sink("\\(ProcessInfo.processInfo.processIdentifier)") }', T),
    ('func f() { sink(ProcessInfo.processInfo.environment["CMD"]) }', None),
    ('func f(s: String) { sink(s.replacing("a") { _ in "b" }) }', None),
    # a setter's or an observer's value has the property's type
    ('var saved: Bool { get { true } set { sink(newValue) } }', T),
    ('var saved: Bool { get { true } set(flag) { sink(flag) } }', T),
    ('var password: String? { get { nil } set { sink(newValue) } }', None),
    ('var count: Int = 0 { willSet { sink(newValue) } }', T),
    ('var name: String = "" { didSet { sink(oldValue) } }', None),
]


def _argument(code: str, language: str) -> object:
    root = SgRoot(code, language).root()
    calls = [c for c in root.find_all(kind="call_expression") if c.text().startswith("sink(")]
    assert calls, code
    call = calls[-1]
    if language == "swift":
        argument = call.find(kind="value_argument")
        assert argument is not None
        return argument.named_children()[-1]
    arguments = call.field("arguments")
    assert arguments is not None
    return arguments.named_children()[0]


@pytest.mark.parametrize(("code", "expected"), JS_CASES)
def test_javascript_values(code: str, expected: Verdict | None) -> None:
    assert judge(_argument(code, "typescript"), "typescript") == expected


# The JavaScript grammar has no enums, type aliases or interfaces: asking it for one is no error.
PLAIN_JS_CASES = [
    ("const Config = { a: 'x' }; sink(Config.a)", C),
    ("function f(Settings) { sink(Settings.path + x) }", None),
    ("function f(Kind) { sink(Kind.label) }", None),
    ("export function f(limit = 10) { sink(`LIMIT ${limit}`) }", None),  # no type checker holds callers to it
    # the JSON text of a number or boolean is one; that of a string or an object is text
    ("sink(JSON.stringify(true))", T),
    ("function f(a) { sink(JSON.stringify(a === 'on')) }", T),
    ("function f(a) { sink(JSON.stringify(a)) }", None),
    ("sink(JSON.stringify(['static-demo-token']))", None),
    # a parameter handed, bare, to the setter of a number or boolean state is that state
    ("function P() { const [on, setOnState] = useState(false)\n"
     " const setOn = useCallback(async (enabled) => { setOnState(enabled); sink(String(enabled)) }, []) }", T),
    ("function P() { const [t, setT] = React.useState(-1)\n"
     " const save = (value) => { setT(value); sink(`${value}`) } }", T),
    ("function P() { const [name, setName] = useState('')\n"
     " const save = (value) => { setName(value); sink(String(value)) } }", None),
    ("function P() { const [on, setOn] = useState(false)\n"
     " const save = (value) => { setOn(!!value); sink(String(value)) } }", None),
]


@pytest.mark.parametrize(("code", "expected"), PLAIN_JS_CASES)
def test_plain_javascript_values(code: str, expected: Verdict | None) -> None:
    assert judge(_argument(code, "javascript"), "javascript") == expected


@pytest.mark.parametrize(("code", "expected"), SWIFT_CASES)
def test_swift_values(code: str, expected: Verdict | None) -> None:
    assert judge(_argument(code, "swift"), "swift") == expected


def test_inert_and_constant() -> None:
    node = _argument("function f(id: number) { sink(id) }", "typescript")
    assert inert(node, "typescript")
    assert not constant(node, "typescript")
    assert judge(node, "python") is None


# An escaper is escaped only at a sink of the context it escapes for (None: any sink).
CONTEXT_CASES = [
    ("typescript", "sink(escapeHtml(name))", "html", E),
    ("typescript", "sink(escapeHtml(name))", "sql", None),
    ("typescript", "sink(`WHERE a = ${connection.escape(name)}`)", "sql", E),
    ("typescript", "sink(`<a href='/u/${encodeURIComponent(id)}'>`)", "html", E),
    ("typescript", "sink(`curl '${encodeURIComponent(id)}'`)", "shell", None),
    ("typescript", "sink(`grep ${shellQuote(term)}`)", "shell", E),
    ("typescript", "sink(_.escapeRegExp(term))", "html", None),
    ("typescript", "sink(_.escapeRegExp(term))", "regex", E),
    ("typescript", "sink(escape(name))", "sql", E),
    ("typescript", "sink(escapeHtml(name))", None, E),
    ("swift", 'sink("SELECT * FROM t WHERE a = \\(name.htmlEscaped())")', "sql", None),
    ("swift", 'sink("SELECT * FROM t WHERE a = \\(sqlQuoted(name))")', "sql", E),
    # a credential kept as it is: no escaper makes it less of one; a Bool is still no credential
    ("swift", "sink(escape(token))", "storage", None),
    ("swift", "sink(token.addingPercentEncoding(withAllowedCharacters: .alphanumerics))", "storage", None),
    ("swift", "func f(hidden: Bool) { sink(hidden) }", "storage", T),
    # a random identifier is what many tokens are: no evidence in storage, typed in a query
    ("swift", 'sink("auth_token_\\(UUID().uuidString)")', "storage", None),
    ("swift", 'sink("auth_token_\\(UUID().uuidString)")', "sql", T),
    ("swift", "func f(session: UUID) { sink(session) }", "storage", None),
    ("swift", "func f(session: UUID) { sink(session) }", "sql", T),
    ("swift", 'sink("The secret is: IDXTT2Y3S")', "storage", None),
    # a number or Bool read back from a key-value store is a preference, whatever its key names
    ("swift", 'let v = UserDefaults.standard.integer(forKey: "savePassword" + id)\nsink(v)', "storage", T),
    ("swift", 'sink(defaults.bool(forKey: "rememberToken"))', "storage", T),
    ("swift", 'sink(coder.decodeInteger(forKey: "passwordType"))', "storage", T),
    ("swift", 'sink(UserDefaults.standard.string(forKey: "password"))', "storage", None),
    ("swift", "sink(keychain.integer(account))", "storage", None),
    # JSON text is a literal where a script takes an expression; its quotes close a quoted string
    ("typescript", "sink(`window.onMessage(${JSON.stringify(reply)});`)", "script", E),
    ("typescript", "sink(`window.toast('${JSON.stringify(title)}');`)", "script", None),
    ("typescript", 'sink(`window.toast("${JSON.stringify(title)}");`)', "script", None),
    ("typescript", "sink(`window.toast('it\\\\'s', ${JSON.stringify(title)});`)", "script", E),
    ("typescript", "sink(`<p>${JSON.stringify(title)}</p>`)", "html", None),
    ("typescript", "sink(JSON.stringify(title))", None, None),
    ("typescript", "function post(p: string) { sink(`f(${p})`) } function s(r: object) { post(JSON.stringify(r)) }",
     "script", E),
    ("typescript", "function post(p: string) { sink(`f('${p}')`) } function s(r: object) { post(JSON.stringify(r)) }",
     "script", None),
    # HTML escaping known by what the code does (html_escapers.py), whatever the helper is called
    ("typescript", "sink(String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;'))", "html", E),
    ("typescript", "const e = String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;');"
     " sink(e.replace(/\\n/g, '<br />'))",
     "html", E),
    ("typescript", "const e = String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;'); sink(e.replace(/\\[/g, '<'))",
     "html", None),
    ("typescript", "sink(String(t).replace(/\"/g, '&quot;'))", "html", None),
    ("typescript", "sink(String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;'))", "sql", None),
    ("typescript", "const M = { '&': '&amp;', '<': '&lt;' }; sink(t.replace(/[&<]/g, (c) => M[c]))", "html", E),
    ("typescript", "const M = { '&': '&amp;' }; sink(t.replace(/[&<]/g, (c) => M[c]))", "html", None),
    ("typescript", "sink(t.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`))", "html", E),
    ("typescript", "function toText(s: string) { return s.replace(/&/g, '&amp;').replace(/</g, '&lt;') }"
     " sink(toText(x))",
     "html", E),
    ("typescript", "function trimmed(s: string) { return s.trim() } sink(trimmed(x))", "html", None),
    ("javascript", "window.toText = function (s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;') };"
     " sink(toText(x))", "html", E),
    # a value cut down to a character set (charsets.py): safe where the sink takes those characters as they are
    ("javascript", "function f(req) { const d = req.query.phone.replace(/\\D/g, ''); sink(d) }", "regex", E),
    ("javascript", "function f(req) { const d = req.query.phone.replace(/\\D/g, ''); sink(d) }", "sql", E),
    ("typescript", "sink(name.replace(/[^a-z0-9_]/gi, ''))", "path", E),
    ("typescript", "sink(name.replace(/[^a-z0-9_]/gi, ''))", None, E),
    ("typescript", "sink(name.replace(/\\W+/g, ''))", "shell", E),
    ("typescript", "sink(slug.replace(/[^a-z0-9-]+/g, '-'))", "path", E),
    ("typescript", "sink(slug.replace(/[^a-z0-9-]+/g, '-'))", "sql", None),  # `--` opens a comment
    ("typescript", "sink(slug.replace(/[^a-z0-9-]+/g, '-'))", "shell", None),  # `-rf` is an option
    ("typescript", "sink(host.replace(/[^\\w.-]/g, ''))", "regex", E),
    ("typescript", "sink(host.replace(/[^\\w.-]/g, ''))", "path", None),  # `..` climbs
    ("typescript", "sink(term.replace(/[^\\w\\s*+()]/g, ''))", "regex", None),  # `(a+)+` survives
    ("typescript", "sink(term.replace(/[^\\w ]/g, ''))", "sql", None),  # `1 OR 1` survives
    ("typescript", "sink(term.replace(/[^a-z]/g, '$&'))", "regex", None),  # the match is put back
    ("typescript", "sink(term.replace(/[^a-z]/, ''))", "regex", None),  # not global: only the first goes
    ("typescript", "sink(term.replace(/[a-z]/g, ''))", "regex", None),  # not negated: anything else stays
    ("typescript", "sink(term.replace(/[^\\p{L}]/gu, ''))", "regex", None),  # not read: unknown
    ("typescript", "sink(term.replace(/\\D/g, ''))", "storage", None),
    # `a && b` is b or a falsy value of a
    ("typescript", "sink(`<p>${x.open && '<b>open</b>'}</p>`)", "html", T),
    ("typescript", "sink(`<p>${x.open && x.label}</p>`)", "html", None),
]


@pytest.mark.parametrize(("language", "code", "context", "expected"), CONTEXT_CASES)
def test_escapers_by_context(language: str, code: str, context: str | None, expected: Verdict | None) -> None:
    assert judge(_argument(code, language), language, context) == expected


# A helper escapes for a quoted string of a script by what its body does (quote_escapers.py).
QUOTE_ESCAPER_CASES = [
    ("const clean = (u: string) => u.replace(/'/g, '%27').replace(/[\\r\\n]/g, ''); sink(`go('${clean(u)}');\n`)", E),
    ("const clean = (u: string) => u.replace(/'/g, '%27').replace(/[\\r\\n]/g, ''); sink(`f(\"${clean(u)}\")`)", None),
    ("const clean = (u: string) => u.replace(/'/g, ''); sink(`go('${clean(u)}');`)", None),
    ("const clean = (u: string) => u.replace(/'|\\n|\\r/g, ''); sink(`go('${clean(a)}', '${clean(b)}');`)", None),
    ("const enc = (u: string) => encodeURIComponent(u); sink(`go(\"${enc(u)}\");`)", E),
    ("const enc = (u: string) => encodeURIComponent(u); sink(`go('${enc(u)}');`)", None),
    ("const clean = (u: string) => u.replace(/ab/g, ''); sink(`go('${clean(u)}');`)", None),
]


@pytest.mark.parametrize(("code", "expected"), QUOTE_ESCAPER_CASES)
def test_quote_escapers_by_body(code: str, expected: Verdict | None) -> None:
    assert judge(_argument(code, "typescript"), "typescript", "script") == expected
