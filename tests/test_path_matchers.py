"""path_classes.AnyOf: the patterns a path may match, each compiled alone, for the first paths
asked about; one combined regex after. Both answer as pathspec's GitIgnoreSpec does."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from secure_lint.core import path_classes
from secure_lint.core.path_classes import AnyOf, _literal, fixed_patterns, matcher, spec
from secure_lint.rules.loader import load_rules

SEGMENTS = [
    *("src", "test", "Tests", "e2e", "docs", "node_modules", "dist", "app", "pages", "foo", "__mocks__", "apps/web"),
]
NAMES = [
    *("index.ts", "a.test.tsx", "README.md", "logo.png", "x.min.js", "seed.ts", "Podfile", "b.gen.ts"),
    "App.dev.entitlements",
]
PATHS = [
    "/".join(parts) + end
    for depth in (0, 1, 2)
    for parts in itertools.product(SEGMENTS[:6] if depth == 2 else SEGMENTS, NAMES)
    if depth or parts
    for end in ("", "/")
][:1500]


@pytest.fixture(autouse=True)
def fresh_matchers() -> Iterator[None]:
    matcher.cache_clear()
    yield
    matcher.cache_clear()


def _pattern_sets() -> list[tuple[str, ...]]:
    sets = [v for v in vars(path_classes).values() if isinstance(v, tuple) and v and all(isinstance(p, str) for p in v)]
    for rule in load_rules():
        sets += [tuple(p) for p in (rule.paths.include, rule.paths.exclude) if p]
    sets += [("**/foo/**",), ("foo/**/bar",), ("/apps/*/", "  trailing ", "[Tt]est[s]/", "*[-_.][Dd]ev.*"), ("*",)]
    return sorted(set(sets))


@pytest.mark.parametrize("combine_after", [0, 10**9])
def test_screened_and_combined_answer_as_pathspec_does(monkeypatch: pytest.MonkeyPatch, combine_after: int) -> None:
    monkeypatch.setattr(AnyOf, "COMBINE_AFTER", combine_after)
    for patterns in _pattern_sets():
        decide = matcher(patterns)
        reference = spec(patterns).match_file
        for path in PATHS:
            assert decide(path) == reference(path), (patterns[:3], path)


def test_a_few_paths_never_compile_the_combined_regex() -> None:
    check = matcher(path_classes.NOT_SHIPPED)
    any_of = getattr(check, "__self__", None)
    assert isinstance(any_of, AnyOf)
    assert [check(p) for p in ("src/a.ts", "test/a.ts", "docs/x.md")] == [False, True, True]
    assert any_of.combined is None
    for path in PATHS[: AnyOf.COMBINE_AFTER]:
        check(path)
    assert any_of.combined is not None


@pytest.mark.parametrize(
    ("pattern", "literal"),
    [
        ("**/foo/**", "foo"),  # `**/` may stand for no folder: `foo/x` holds no `/foo/`
        ("*.min.js", ".min.js"),
        ("[Tt]ests/", "ests"),
        ("*[-_.][Dd]ev.entitlements", "ev.entitlements"),
        ("*", ""),
        ("a\\*b", ""),  # an escape: every path is tried
        ("src/[ab", "src/"[:3]),
    ],
)
def test_a_patterns_literal_is_text_every_path_it_matches_holds(pattern: str, literal: str) -> None:
    assert _literal(pattern) == literal


def test_every_fixed_pattern_matches_only_paths_holding_its_literal() -> None:
    for pattern in fixed_patterns():
        for path in PATHS:
            if spec((pattern,)).match_file(path):
                assert _literal(pattern) in path, (pattern, path)
