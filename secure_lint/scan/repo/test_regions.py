"""Test code inside a shipped file: a Rust `#[cfg(test)]` module.

Rust keeps unit tests beside the code they test, in a module the compiler builds only for
`cargo test` (`#[cfg(test)] mod tests { ... }`). Its fixtures (a PEM key, a token, a password
handed to the function under test) never reach a release binary: a finding there is test code's,
as one in a file under `tests/` is.
"""

from __future__ import annotations

from secure_lint.core.lazy_pattern import lazy_compile

_TEST_MODULE = lazy_compile(r"#\[cfg\(test\)\]\s*(?:pub(?:\([\w:]+\))?\s+)?mod\s+\w+\s*\{")
# what the brace count skips: strings (escapes included), raw strings, char literals, comments
_SKIPPED = lazy_compile(
    r'r(#*)"[\s\S]*?"\1|"(?:\\[\s\S]|[^"\\])*"|\'(?:\\.|[^\'\\])\'|//[^\n]*|/\*[\s\S]*?\*/|[{}]'
)


def rust_test_modules(path: str, text: str) -> list[tuple[int, int]]:
    """The 1-based line spans of a Rust file's `#[cfg(test)]` modules (none for other files)."""
    if not path.endswith(".rs") or "cfg(test)" not in text:
        return []
    spans = []
    for opening in _TEST_MODULE.finditer(text):
        end = _closing_brace(text, opening.end())
        if end is None:
            continue  # unbalanced as far as this count can tell: the module is not told apart
        spans.append((text.count("\n", 0, opening.start()) + 1, text.count("\n", 0, end) + 1))
    return spans


def _closing_brace(text: str, start: int) -> int | None:
    """Where the block opened just before `start` closes."""
    depth = 1
    for token in _SKIPPED.finditer(text, start):
        if token.group(0) == "{":
            depth += 1
        elif token.group(0) == "}":
            depth -= 1
            if depth == 0:
                return token.start()
    return None


def in_test_module(path: str, text: str | None, line: int) -> bool:
    """Whether `line` (1-based) of the file lies in one of its test modules."""
    return text is not None and any(first <= line <= last for first, last in rust_test_modules(path, text))
