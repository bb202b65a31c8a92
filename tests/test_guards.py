"""Checks read from the body of a function the file defines (values/guards.py)."""

from __future__ import annotations

from typing import Any

import pytest
from ast_grep_py import SgRoot

from secure_lint.matchers.values import guards


def _call(code: str, callee: str) -> Any:
    root = SgRoot(code, "javascript").root()
    calls = [c for c in root.find_all(kind="call_expression") if c.field("function").text() == callee]
    assert calls, callee
    return calls[-1]


@pytest.mark.parametrize(
    ("body", "confined"),
    [
        # path.relative then a denial of `..` (and an absolute result): the target is confined
        ("const rel = path.relative(base, p); return rel && !rel.startsWith('..') && !path.isAbsolute(rel);", ["p"]),
        ("const rel = Path.relative(base, p);\n  return !rel.startsWith('..');", ["p"]),
        # resolve, then a prefix with the separator
        ("const full = path.resolve(base, p); return full.startsWith(base + path.sep);", ["base", "p"]),
        ("return !p.includes('..');", ["p"]),
        # a prefix of `/` alone, an extension test, an `||`: nothing confined
        ("return p.startsWith('/');", []),
        ("return p.endsWith('.yml');", []),
        ("const rel = path.relative(base, p); return !rel.startsWith('..') || allowAll;", []),
        # one return that confines and one that does not: not every truthy value vouches for p
        ("if (strict) return !p.includes('..'); return true;", []),
        ("if (!p) return false; return !p.includes('..');", ["p"]),
    ],
)
def test_a_check_function_confines_what_its_body_checks(body: str, confined: list[str]) -> None:
    code = f"function check(base, p) {{\n  {body}\n}}\nif (!check(ROOT, file)) throw new Error('bad');\n"
    call = _call(code, "check")
    names = {"base": "ROOT", "p": "file"}
    assert guards.summarised_check(call) == [names[n] for n in confined]


def test_a_method_of_the_class_is_read_through_this() -> None:
    code = """class Router {
  valid(dir, file) {
    const rel = path.relative(dir, file);
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel);
  }
  serve(req, res) {
    const full = path.join(DIR, req.params.file);
    if (!this.valid(DIR, full)) return res.sendStatus(400);
    res.sendFile(full);
  }
}
"""
    assert guards.summarised_check(_call(code, "this.valid")) == ["full"]


def test_a_function_defined_twice_or_elsewhere_is_not_read() -> None:
    twice = "function check(p) { return !p.includes('..'); }\nfunction check(p) { return true; }\ncheck(file);\n"
    assert guards.summarised_check(_call(twice, "check")) == []
    assert guards.summarised_check(_call("const { check } = require('./x');\ncheck(file);\n", "check")) == []


@pytest.mark.parametrize(
    ("pattern", "confines"),
    [
        (r"^(@[\w-]+\/)?nodebb-theme-[\w-]+$", True),  # a fixed `/` between a scope and a name
        (r"^[a-z0-9_-]+$", True),
        (r"^\w+\.yml$", True),
        (None, True),  # a pattern the file does not show: trusted as a name's allow-list check is
        (r"^[\w.-]+$", False),  # `..` matches
        (r"^[^/]+$", False),  # so does it here
        (r"[a-z]+", False),  # not anchored: `../a` contains a match
        (r"^.+$", False),
        (r"^[\w\/]+$", False),
        (r"^\S+$", False),
    ],
)
def test_a_full_match_regex_confines_a_path_without_dots_or_separators(pattern: str | None, confines: bool) -> None:
    assert guards.regex_confines(pattern) is confines


@pytest.mark.parametrize(
    ("condition", "encoded", "local"),
    [
        # `//` and `/\` both rejected: a local path
        ("n.startsWith('/') && !n.startsWith('//') && !n.startsWith('/\\\\')", False, True),
        ("n.startsWith('/') && n[1] !== '/' && n[1] !== '\\\\'", False, True),
        ("n.startsWith('/') && !n.startsWith('//') && !/\\\\/.test(n)", False, True),
        # `//` alone: browsers and `new URL` read `/\evil.example` as `//evil.example`
        ("n.startsWith('/') && !n.startsWith('//')", False, False),
        ("n.startsWith('/') && n.charAt(1) !== '/'", False, False),
        # ... unless the redirect percent-encodes the backslash (Express, Koa)
        ("n.startsWith('/') && !n.startsWith('//')", True, True),
        # `/\` alone leaves `//`
        ("n.startsWith('/') && !n.startsWith('/\\\\')", False, False),
        ("n.startsWith('/')", True, False),
    ],
)
def test_a_local_path_check_rejects_both_protocol_relative_starts(condition: str, encoded: bool, local: bool) -> None:
    root = SgRoot(f"const ok = {condition};\n", "javascript").root()
    test = root.find(kind="variable_declarator").field("value")
    assert guards.excludes_protocol_relative(test, "n", encoded) is local


@pytest.mark.parametrize(
    ("body", "local"),
    [
        ("const n = raw.replace(/\\\\/g, '/');", True),
        ("const n = raw.replaceAll('\\\\', '/');", True),
        ("const n = raw.trim(); const other = raw.replace(/\\\\/g, '/');", False),
    ],
)
def test_backslashes_turned_into_slashes_leave_only_a_double_slash_to_reject(body: str, local: bool) -> None:
    code = f"function go(raw) {{\n  {body}\n  return n.startsWith('/') && !n.startsWith('//') ? n : '/';\n}}\n"
    test = SgRoot(code, "javascript").root().find(kind="ternary_expression").field("condition")
    assert guards.excludes_protocol_relative(test, "n") is local
