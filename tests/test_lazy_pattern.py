"""lazy_compile: a module-level pattern compiled by its first use, and its text read without compiling."""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile


def _compiled(pattern: object) -> bool:
    return "_compiled" in vars(pattern)


def test_reading_the_text_does_not_compile() -> None:
    express = lazy_compile(r"(?P<name>[\w$]+)\s*=\s*express\s*\(\s*\)")
    koa = lazy_compile(r"(?P<name>[\w$]+)\s*=\s*new\s+Koa\s*\(")
    either = lazy_compile("|".join(p.pattern.replace("?P<name>", "?:") for p in (express, koa)))
    assert not _compiled(express) and not _compiled(koa) and not _compiled(either)
    assert either.search("const app = new Koa()") is not None
    assert _compiled(either) and not _compiled(express)


def test_the_text_is_the_compiled_patterns() -> None:
    source = r"\bcookie\s*\(\s*['\"](?:session|sid)['\"]"
    lazy = lazy_compile(source, re.IGNORECASE)
    assert lazy.pattern == re.compile(source, re.IGNORECASE).pattern == source


def test_a_use_compiles_once_with_the_flags_given() -> None:
    lazy = lazy_compile(r"^secret\s*=", re.MULTILINE | re.IGNORECASE)
    assert lazy.search("x = 1\nSECRET = 'a'") is not None
    compiled = vars(lazy)["_compiled"]
    assert lazy.flags == re.compile(r"^secret\s*=", re.MULTILINE | re.IGNORECASE).flags
    assert lazy.findall("secret = 1\nsecret = 2") == ["secret =", "secret ="]
    assert vars(lazy)["_compiled"] is compiled
