"""An alternation searched branch by branch (matchers/alternation.py): a pattern occurs in a
text exactly where one of its branches, compiled alone, does; patterns whose branches would
read differently alone are not split."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import regex

from secure_lint.matchers.alternation import split
from secure_lint.matchers.patterns import PatternOptions, compile_pattern, kept_matches, occurs
from secure_lint.rules.loader import load_rules

hypothesis = pytest.importorskip("hypothesis", reason="hypothesis is in the `test` extra")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

RULE_TESTS = Path(__file__).resolve().parent.parent / "rules" / "tests"


@pytest.mark.parametrize(
    ("pattern", "branches"),
    [
        # a branch reset group filling the pattern (the shape of the provider secret rules)
        (
            r"(?|(?<![A-Za-z0-9_-])(key-[0-9a-f]{32})|(?i:mailgun)\s*=\s*([0-9a-f]{32}))",
            (r"(?|(?<![A-Za-z0-9_-])(key-[0-9a-f]{32}))", r"(?|(?i:mailgun)\s*=\s*([0-9a-f]{32}))"),
        ),
        # leading global flags stay on every branch; so does the group filling the pattern
        (r"(?i)(passw|\bpwd\b)", (r"(?i)(passw)", r"(?i)(\bpwd\b)")),
        (r"(?m)(?i:token|secret)", (r"(?m)(?i:token)", r"(?m)(?i:secret)")),
        # a plain top-level alternation; `|` in a class, escaped, or in a group is no cut
        (r"\b(SELECT|UPDATE)\b|\bselect\b.*?\bfrom\b", (r"\b(SELECT|UPDATE)\b", r"\bselect\b.*?\bfrom\b")),
        (r"[|(]x|[]|]y|[[:alpha:]|]z|w\|v", (r"[|(]x", r"[]|]y", r"[[:alpha:]|]z", r"w\|v")),
        # a negative lookaround inside a branch stays whole in it
        (r"(?<!a|b)x|y", (r"(?<!a|b)x", "y")),
    ],
)
def test_alternations_are_cut_into_their_branches(pattern: str, branches: tuple[str, ...]) -> None:
    assert split(pattern) == branches


@pytest.mark.parametrize(
    "pattern",
    [
        r"token",  # no alternation
        r"(a|b)c",  # the alternation is inside a group that does not fill the pattern
        r"a\|b",  # an escaped bar
        r"(a)x|\1y",  # a backreference: its group number shifts in a branch alone
        r"(?P<v>a)x|(?P=v)y",
        r"(?P<v>a)x|\g<v>y",
        r"(a)x|(?1)y",  # a subroutine call
        r"a|(?i)b",  # an inline global flag after the start applies to every branch (VERSION0)
        r"(?x)a # one | two",  # verbose: a comment may hold a bar
        r"(?ix:a # one ) two\n)|b",  # or a bracket
        r"a(?#x|y)|b",  # a comment group
        r"(?(1)a|b)",  # a conditional
        r"a|b)",  # brackets that do not balance
        r"(a|b",
        r"(?!a|b)",  # a negative lookaround holds where no branch does, not where one does not
    ],
)
def test_patterns_whose_branches_may_read_differently_alone_are_not_cut(pattern: str) -> None:
    assert split(pattern) == ()


def test_a_match_in_any_branch_is_found_and_matches_are_those_of_the_whole() -> None:
    pattern = r"(?|\b(ghp_[A-Za-z0-9]{8})\b|(?i:github)[_ ]token\s*=\s*'([a-f0-9]{8})')"
    text = "Github_token = 'deadbeef'\nx = ghp_Ab12Cd34\n"
    assert occurs(pattern, text)
    assert not occurs(pattern, "no credentials here\n")
    options = PatternOptions(pattern=pattern, group=1)
    found = [(match.group(1), start, end) for match, start, end in kept_matches(options, text)]
    assert found == [("deadbeef", 16, 24), ("ghp_Ab12Cd34", 30, 42)]


def _bundled_patterns() -> list[tuple[str, tuple[str, ...]]]:
    """Every bundled prefilter, regex and secret pattern that is cut into branches."""
    found: dict[tuple[str, tuple[str, ...]], None] = {}
    for rule in load_rules():
        if rule.prefilter is not None:
            found[(rule.prefilter, ())] = None
        if rule.match.kind in ("regex", "secret"):
            found[(rule.match.options.pattern, tuple(rule.match.options.flags))] = None
    return [key for key in found if split(key[0])]


def test_bundled_alternations_occur_branch_by_branch_exactly_where_whole() -> None:
    """Over every rule test file: the branches say whether the pattern occurs, rightly."""
    patterns = _bundled_patterns()
    assert len(patterns) >= 10  # the provider secret rules, the SQL and logging prefilters...
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(RULE_TESTS.rglob("*")) if p.is_file()]
    for pattern, flags in patterns:
        whole = compile_pattern(pattern, flags)
        for text in texts:
            assert occurs(pattern, text, flags) == (whole.search(text) is not None), pattern


# Random alternations of small pieces (literals, classes, groups, lookarounds, quantifiers)
# over a small alphabet, so that branches often match.
PIECE = st.sampled_from(["a", "b", "ab", "[ab]", "[^a]", r"\b", "(a|bb)", "(?:b)+", "a?", "(?=b)", "(?<!a)", "(?i:A)"])
BRANCH = st.lists(PIECE, min_size=1, max_size=4).map("".join)
CUT = ["{}", "(?|{})", "({})", "(?i)(?:{})", "(?m)(?i:{})", "(?={})", "(?<={})", "(?>{})"]
WRAPPER = st.sampled_from([*CUT, "(?!{})", "(?<!{})b", "x(?:{})"])  # the last three are not cut


@settings(max_examples=50, deadline=None, derandomize=True)
@given(st.lists(BRANCH, min_size=2, max_size=4), WRAPPER, st.text("abAB \n", max_size=12))
def test_an_alternation_occurs_exactly_where_one_of_its_branches_does(
    branches: list[str], wrapper: str, text: str
) -> None:
    pattern = wrapper.format("|".join(branches))
    assert len(split(pattern)) == (len(branches) if wrapper in CUT else 0)
    assert occurs(pattern, text) == (regex.compile(pattern, regex.VERSION0).search(text) is not None)


def test_the_branches_of_an_alternation_share_one_search_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Searched branch by branch, a pattern still costs at most one time bound a file: each
    branch gets what the ones before it left, and when nothing is left the pattern counts as
    found (the rule runs), as a whole pattern's timeout does."""
    from secure_lint.matchers import patterns

    bounds: list[float] = []

    def slow_search(compiled: object, text: str, timeout: float | None = None) -> bool:
        assert timeout is not None
        bounds.append(timeout)
        time.sleep(0.03)  # each branch runs near the bound without reaching it
        return False

    monkeypatch.setattr(patterns, "SEARCH_TIMEOUT_S", 0.1)
    monkeypatch.setattr(patterns, "search_bounded", slow_search)
    text = "token_ secret_ key_ pass_ auth_: no credentials\n"  # each branch's literal, no match
    assert occurs("token_[a-z]+|secret_[a-z]+|key_[a-z]+|pass_[a-z]+|auth_[a-z]+", text)
    assert 1 < len(bounds) < 5  # stopped before the fifth branch: the bound was spent
    assert bounds == sorted(bounds, reverse=True) and bounds[0] <= 0.1


def test_a_branch_whose_literal_text_is_missing_is_neither_compiled_nor_searched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from secure_lint.matchers import patterns

    compiled: list[str] = []
    original = patterns.compile_pattern

    def counting(pattern: str, flags: tuple[str, ...] = ()) -> object:
        compiled.append(pattern)
        return original(pattern, flags)

    monkeypatch.setattr(patterns, "compile_pattern", counting)
    pattern = r"(?|(?<![A-Za-z0-9])(AKIA[0-9A-Z]{16})|(?i:azure[_-]?devops)[^\n]{0,40}?=\s*([a-z2-7]{52}))"
    assert not occurs(pattern, "const region = 'us-east-1';\n")
    assert compiled == []  # neither `AKIA` nor `azure` and `devops`: nothing to compile
    # the literals of the second branch, its case ignored (`(?i:`), and a match
    assert occurs(pattern, f"AZURE_DEVOPS_PAT = {'k' * 52}\n")
    assert compiled == [r"(?|(?i:azure[_-]?devops)[^\n]{0,40}?=\s*([a-z2-7]{52}))"]
    # the rule's ignorecase flag folds every literal
    assert occurs("(?:akia[0-9a-z]{4}|ghp_[a-z]{4})", "GHP_ABCD", ("ignorecase",))
    assert not occurs("(?:akia[0-9a-z]{4}|ghp_[a-z]{4})", "GHP_ABCD")


def test_matches_come_from_the_branches_whose_literal_text_the_file_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    """kept_matches compiles the alternation of the branches a file can match (one left: the
    branch `occurs` compiled already), not the whole rule: its matches and groups are the same."""
    from secure_lint.matchers import patterns

    compiled: list[str] = []
    original = patterns.compile_pattern

    def counting(pattern: str, flags: tuple[str, ...] = ()) -> object:
        compiled.append(pattern)
        return original(pattern, flags)

    monkeypatch.setattr(patterns, "compile_pattern", counting)
    pattern = r"(?|(?<![A-Za-z0-9])(AKIA[0-9A-Z]{16})|(?i:azure[_-]?devops)[^\n]{0,40}?=\s*([a-z2-7]{52}))"
    text = f"AZURE_DEVOPS_PAT = {'k' * 52}\n"
    found = [(m.group(1), start, end) for m, start, end in kept_matches(PatternOptions(pattern=pattern, group=1), text)]
    assert found == [("k" * 52, 19, 71)]
    assert set(compiled) == {r"(?|(?i:azure[_-]?devops)[^\n]{0,40}?=\s*([a-z2-7]{52}))"}


@pytest.mark.parametrize(
    ("pattern", "kept", "expected"),
    [
        (r"(?|(a+)|(b+)|(c+))", (r"(?|(a+))", r"(?|(c+))"), r"(?|(a+)|(c+))"),
        (r"(?m)(?|(a+)|(b+))", (r"(?m)(?|(b+))",), r"(?m)(?|(b+))"),
        (r"(?:(a+)|(b+))", (r"(?:(b+))",), None),  # a plain group: (b+) would become group 1
        (r"((a+)|(b+))", (r"((b+))",), None),
        (r"(?|(?P<x>a+)|(b+))", (r"(?|(b+))",), None),  # a named group: the match's names would change
    ],
)
def test_branches_are_rejoined_only_where_their_groups_number_alike(
    pattern: str, kept: tuple[str, ...], expected: str | None
) -> None:
    from secure_lint.matchers.alternation import rejoined

    assert rejoined(pattern, kept) == expected


def test_bundled_patterns_match_alike_from_the_branches_a_file_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over every rule test file: each bundled regex and secret pattern that is cut into branches
    keeps the same matches (spans, reported group) as with the whole pattern."""
    from secure_lint.matchers import patterns

    rules = [r for r in load_rules() if r.match.kind in ("regex", "secret") and split(r.match.options.pattern)]
    assert len(rules) >= 10
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(RULE_TESTS.rglob("*")) if p.is_file()]

    def kept(options: PatternOptions, text: str) -> list[tuple[tuple[int, int], int, int]]:
        return [(m.span(), start, end) for m, start, end in kept_matches(options, text)]

    for rule in rules:
        options = rule.match.options
        pruned = [kept(options, text) for text in texts]
        with monkeypatch.context() as whole:
            whole.setattr(patterns, "possible_branches", lambda pattern, text, flags=(): pattern)
            assert pruned == [kept(options, text) for text in texts], rule.id
