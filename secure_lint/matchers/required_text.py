"""Text an ast-grep rule cannot match without: a prefilter derived from the rule itself.

ast-grep-py compiles a rule on every call (its regexes most of all), so running a rule on a
file that cannot match costs about as much as one that can. Most rules name text every match
holds: the identifiers of a `pattern` (`createHash`, `update`), the literal runs of a `regex`
(`.cookies` in `^(req|request)\\.cookies$`), and those of every rule a match must also satisfy
(`has`, `inside`, `follows`, `precedes`, `all`, `matches`). That text is somewhere in the file,
since the nodes those rules match are in it.

A requirement is a tuple of clauses; each clause is a set of lowercase literals of which one
at least occurs in the lowercased file whenever the rule matches. `any` contributes the union
of one clause from each branch (a few such unions; nothing when a branch names no text); `not`, `kind`, `stopBy`,
`nthChild` and pattern objects contribute nothing. A structural rule's `constraints` on the metavariables
every match binds are rules a node of the file satisfies too (`constrained`). Regexes are read by Python's
own parser; any construct it does not read as a literal ends a literal run, and a regex it
cannot parse contributes nothing. Leaving a clause out only makes the prefilter weaker, never
wrong, so everything doubtful is left out.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile

Literal = tuple[str, bool]  # the text (lowercase when its case is ignored), whether case is ignored
Clause = frozenset[Literal]
Requirement = tuple[Clause, ...]

MIN_LITERAL = 3  # shorter literals occur in nearly every file
MAX_CLAUSES = 6  # the most selective ones; checking more costs more than it saves
ANY_CLAUSES = 3  # clauses drawn from an `any`: unions of its branches' best, second best, third best
RELATIONAL = ("has", "inside", "follows", "precedes")
# An identifier of a pattern; `$NAME` and `$$$NAME` are metavariables, not text.
_PATTERN_WORD = lazy_compile(r"(?<![\w$])[A-Za-z_][A-Za-z0-9_]*")
# A capturing single metavariable: `$NAME` (not `$$$NAME`, not `$_NAME`, which captures nothing).
_SINGLE_METAVAR = lazy_compile(r"(?<![$\w])\$([A-Z][A-Z0-9_]*)")
# Quoted text of a pattern: whether a `$X` in a string is a metavariable depends on the parser
_QUOTED = lazy_compile(r"\"[^\"]*\"|'[^']*'|`[^`]*`")
# Rust-only syntax Python would read as literals: word boundaries `\<` `\>`, `\b{...}`, POSIX classes.
_RUST_ONLY = lazy_compile(r"\\[<>]|\\b\{|\[\[:")


def requirement(rule: dict[str, Any], utils: dict[str, Any] | None = None) -> Requirement:
    """The clauses every match of the ast-grep rule object satisfies (see the module doc)."""
    clauses = set(_clauses(rule, utils or {}, frozenset()))
    return tuple(sorted(clauses, key=lambda c: (_strength(c), sorted(c)), reverse=True)[:MAX_CLAUSES])


def constrained(rule: dict[str, Any], constraints: dict[str, Any] | None) -> dict[str, Any]:
    """The rule with the constraints every match must pass: ast-grep checks a metavariable's
    constraint whenever a match binds it, so the constraint of one that every match binds
    (`bound`) is one more rule a node of the file satisfies. Its text is a requirement too
    (`$CALL` constrained to `^router\\.push$` in a rule matching every call)."""
    constraints = constraints or {}
    applied = [constraints[name] for name in sorted(bound(rule)) if name in constraints]
    return {"all": [rule, *applied]} if applied else rule


def bound(rule: Any) -> frozenset[str]:
    """The single metavariables (`$X`, not `$$$X` or `$_X`) every match of the rule binds: those
    of its patterns (outside quotes), of the parts a match must satisfy (`all`, `has`, `inside`, `follows`,
    `precedes`), and those all branches of an `any` bind. A `not` binds nothing; a util's names
    (`matches`) and a pattern object's are left out (a smaller set is only a weaker prefilter)."""
    if not isinstance(rule, dict):
        return frozenset()
    names: set[str] = set()
    for key, value in rule.items():
        if key == "pattern" and isinstance(value, str):
            names.update(_SINGLE_METAVAR.findall(_QUOTED.sub(" ", value)))
        elif key in RELATIONAL and isinstance(value, dict):
            names.update(bound(value))
        elif key == "all" and isinstance(value, list):
            names.update(*(bound(sub) for sub in value))
        elif key == "any" and isinstance(value, list) and value:
            names.update(frozenset.intersection(*(bound(sub) for sub in value)))
    return frozenset(names)


def satisfied(required: Requirement, text: str, lowered: str) -> bool:
    """Whether the file (its text, and lowercased) holds a literal of every clause."""
    return all(any(word in (lowered if folded else text) for word, folded in clause) for clause in required)


def held(required: Requirement, source: SourceFile) -> bool:
    """`satisfied` for a whole file, each literal looked for once (SourceFile.holds), each
    requirement answered once per file (the rules of a scan share their presets' branches)."""
    known = source._requirements.get(required)
    if known is None:
        known = all(any(source.holds(word, folded) for word, folded in clause) for clause in required)
        source._requirements[required] = known
    return known


def _strength(clause: Clause) -> tuple[int, int]:
    """How selective a clause is: its shortest literal's length (short ones occur everywhere),
    then how many of its literals are exact (an exact `Object` is rarer than any `object`)."""
    return min(len(word) for word, _ in clause), -sum(folded for _, folded in clause)


def _clauses(rule: Any, utils: dict[str, Any], seen: frozenset[str]) -> list[Clause]:
    if not isinstance(rule, dict):
        return []
    clauses: list[Clause] = []
    for key, value in rule.items():
        if key == "pattern" and isinstance(value, str):
            clauses += _pattern_clauses(value)
        elif key == "regex" and isinstance(value, str):
            clauses += regex_clauses(value)
        elif key in RELATIONAL:
            clauses += _clauses(value, utils, seen)
        elif key == "all" and isinstance(value, list):
            for sub in value:
                clauses += _clauses(sub, utils, seen)
        elif key == "any" and isinstance(value, list):
            clauses += _either([_clauses(sub, utils, seen) for sub in value])
        elif key == "matches" and isinstance(value, str) and value in utils and value not in seen:
            clauses += _clauses(utils[value], utils, seen | {value})
    return clauses


def _either(branches: list[list[Clause]]) -> list[Clause]:
    """Clauses of a disjunction: the union of one clause of each branch (each branch's best,
    its second best, ...: any such union holds whichever branch matched); none when a branch
    names no text."""
    if not branches or not all(branches):
        return []
    ranked = [sorted(set(b), key=lambda c: (_strength(c), sorted(c)), reverse=True) for b in branches]
    depth = min(ANY_CLAUSES, max(len(r) for r in ranked))
    return [frozenset().union(*(r[min(i, len(r) - 1)] for r in ranked)) for i in range(depth)]


def _best(clauses: list[Clause]) -> Clause | None:
    return max(clauses, key=_strength) if clauses else None


def _union(clauses: list[Clause | None]) -> Clause | None:
    """One clause holding every branch's literals; None when a branch names no text."""
    if not clauses or any(c is None for c in clauses):
        return None
    return frozenset().union(*(c for c in clauses if c is not None))


def _pattern_clauses(pattern: str) -> list[Clause]:
    """The identifiers of a pattern: leaves that match only the same text."""
    return [frozenset({(w, False)}) for w in set(_PATTERN_WORD.findall(pattern)) if len(w) >= MIN_LITERAL]


# -- regexes ----------------------------------------------------------------------------------


def regex_clauses(pattern: str, shortest: int = MIN_LITERAL) -> list[Clause]:
    """Clauses from the literal runs every match of the regex contains (runs of at least
    `shortest` characters)."""
    return list(_regex_clauses(pattern, shortest))


# Rules repeat their regexes (a preset's in every rule naming it, `fetch|axios|...` in each sink
# of a rule), and parsing one costs more than the rest of a requirement: each is read once.
@lru_cache(maxsize=8192)
def _regex_clauses(pattern: str, shortest: int = MIN_LITERAL) -> tuple[Clause, ...]:
    if _RUST_ONLY.search(pattern):
        return ()
    try:
        from re import _parser as sre_parse  # type: ignore[attr-defined]  # noqa: PLC0415 (the version-dependent regex parser: only when rules are planned)
    except ImportError:  # Python 3.10
        import sre_parse  # noqa: PLC0415 (the version-dependent regex parser: only when rules are planned)

    try:
        parsed = sre_parse.parse(pattern)
    except Exception:
        return ()
    constants = sre_parse._constants if hasattr(sre_parse, "_constants") else sre_parse
    folded = bool(parsed.state.flags & constants.SRE_FLAG_IGNORECASE)
    return tuple(_sequence_clauses(list(parsed), constants, folded, shortest))


def _sequence_clauses(
    items: list[tuple[Any, Any]], constants: Any, folded: bool, shortest: int = MIN_LITERAL
) -> list[Clause]:
    """Literal runs of a sequence (of at least `shortest` characters), and the clauses of the
    groups every match goes through (`folded`: the case of letters is ignored here)."""
    clauses: list[Clause] = []
    run: list[str] = []

    def end_run() -> None:
        if len(run) >= shortest:
            text = "".join(run)
            clauses.append(frozenset({(text.lower() if folded else text, folded)}))
        run.clear()

    for op, value in items:
        if op is constants.LITERAL and value < 128:  # ASCII: lowercasing keeps its length and place
            run.append(chr(value))
            continue
        end_run()
        if op is constants.SUBPATTERN:
            _, add, remove, body = value
            fold = (folded or bool(add & constants.SRE_FLAG_IGNORECASE)) and not remove & constants.SRE_FLAG_IGNORECASE
            clauses += _sequence_clauses(list(body), constants, fold, shortest)
        elif op is constants.BRANCH:
            branches = [_best(_sequence_clauses(list(branch), constants, folded, shortest)) for branch in value[1]]
            clause = _union(branches)
            if clause:
                clauses.append(clause)
        elif op in (constants.MAX_REPEAT, constants.MIN_REPEAT) and value[0] >= 1:
            clauses += _sequence_clauses(list(value[2]), constants, folded, shortest)
    end_run()
    return clauses


MAX_STARTS = 64  # a regex opening with more literal alternatives than this gets no start set


@lru_cache(maxsize=2048)
def leading_literals(pattern: str) -> tuple[str, ...] | None:
    """Literals one of which every match of the regex starts with (a search needs to try only
    where one occurs: `fetch`, `axios`, `http.` for `(fetch|axios|http\\.get)\\s*\\(`); None
    when a match may start otherwise (an opening that is not a literal, ignored case, a
    construct Python reads otherwise than the Rust crate, a pattern it cannot parse). A literal
    that another one starts with is left out: where it occurs, so does the shorter one."""
    if _RUST_ONLY.search(pattern):
        return None
    try:
        from re import _parser as sre_parse  # type: ignore[attr-defined]  # noqa: PLC0415 (the version-dependent regex parser: only when a file search is built)
    except ImportError:  # Python 3.10
        import sre_parse  # noqa: PLC0415 (the version-dependent regex parser: only when a file search is built)

    try:
        parsed = sre_parse.parse(pattern)
    except Exception:
        return None
    constants = sre_parse._constants if hasattr(sre_parse, "_constants") else sre_parse
    if parsed.state.flags & constants.SRE_FLAG_IGNORECASE:
        return None
    starts, _ = _starts(list(parsed), constants)
    if starts is None or "" in starts:
        return None
    return tuple(sorted(s for s in starts if not any(s != t and s.startswith(t) for t in starts)))


def _starts(items: list[tuple[Any, Any]], constants: Any) -> tuple[set[str] | None, bool]:
    """The literal texts a match of the sequence starts with, and whether each is the whole of
    what the sequence matches (so what follows it extends them); None: more than MAX_STARTS."""
    starts = {""}
    for at, (op, value) in enumerate(items):
        if op is constants.LITERAL:
            starts = {s + chr(value) for s in starts}
            continue
        if op in (constants.MAX_REPEAT, constants.MIN_REPEAT) and value[0] == 0:
            return _optional_starts(starts, list(value[2]), items[at + 1 :], constants), False
        if op is constants.SUBPATTERN and not value[1] and not value[2]:  # a group that changes no flag
            inner, whole = _starts(list(value[3]), constants)
        elif op is constants.BRANCH:
            inner, whole = _branch_starts(value[1], constants)
        else:
            return starts, False
        if inner is None or len(starts) * len(inner) > MAX_STARTS:
            return starts, False
        starts = {s + t for s in starts for t in inner}
        if not whole:
            return starts, False
    return starts, True


def _optional_starts(starts: set[str], inner: list[Any], rest: list[Any], constants: Any) -> set[str]:
    """What a match goes on with after `starts` at a part it may skip (`(global\\.)?fetch`,
    `a*b`): the part's opening or, skipped, the opening of the rest (`global.` or `fetch`)."""
    taken, _ = _starts(inner, constants)
    skipped, _ = _starts(rest, constants)
    if taken is None or skipped is None or len(starts) * len(taken | skipped) > MAX_STARTS:
        return starts
    return {s + t for s in starts for t in taken | skipped}


def _branch_starts(branches: list[Any], constants: Any) -> tuple[set[str] | None, bool]:
    starts: set[str] = set()
    whole = True
    for branch in branches:
        inner, inner_whole = _starts(list(branch), constants)
        if inner is None:
            return None, False
        starts |= inner
        whole = whole and inner_whole
    return (starts, whole) if len(starts) <= MAX_STARTS else (None, False)


# -- node kinds -------------------------------------------------------------------------------

# Kinds nearly every parsed file holds: asking whether a file has one costs more than it saves.
COMMON_KINDS = frozenset(
    {
        *("program", "identifier", "property_identifier", "shorthand_property_identifier", "string"),
        *("string_fragment", "template_string", "number", "call_expression", "member_expression"),
        *("subscript_expression", "arguments", "expression_statement", "variable_declarator"),
        *("lexical_declaration", "assignment_expression", "binary_expression", "pair", "object"),
        *("array", "arrow_function", "function_declaration", "function_expression", "method_definition"),
        *("return_statement", "statement_block", "if_statement", "await_expression", "formal_parameters"),
        *("import_statement", "export_statement", "simple_identifier", "navigation_expression"),
        *("property_declaration", "value_argument", "value_arguments", "call_suffix", "line_string_literal"),
    }
)


def required_kinds(rule: dict[str, Any]) -> frozenset[str]:
    """Node kinds one of which a file must hold for the rule to match there: the kinds a match
    itself has (its `kind`, or one per `any` branch); empty when unknown or common (see COMMON_KINDS)."""
    kinds = _root_kinds(rule)
    return kinds if kinds and not kinds & COMMON_KINDS else frozenset()


def _root_kinds(rule: Any) -> frozenset[str] | None:
    if not isinstance(rule, dict):
        return None
    if isinstance(rule.get("kind"), str):
        return frozenset({rule["kind"]})
    if isinstance(rule.get("any"), list) and rule["any"]:
        branches = [_root_kinds(branch) for branch in rule["any"]]
        if all(branches):
            return frozenset().union(*(b for b in branches if b))
    if isinstance(rule.get("all"), list):
        for item in rule["all"]:
            kinds = _root_kinds(item)
            if kinds:
                return kinds
    return None

