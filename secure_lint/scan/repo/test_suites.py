"""A JavaScript/TypeScript file that is a test suite by what it says, wherever it lies.

Mocha, Jest and Vitest run whatever their configuration globs for: a database driver's
`drivers/sqlserver/test.js` beside its `index.js` is a suite no path class names (a file named
`test.js` may as well be a payment provider called "test"). A file that opens suites at its top level
(`describe('sqlserver', ...)`, `test('connects', ...)`) and exports nothing is the test's own: what
it holds (a throwaway password for a local container) ships nowhere.
"""

from __future__ import annotations

from secure_lint.core.lazy_pattern import lazy_compile

SCRIPTS = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs")
# a suite or case opened at the top level, named by a string
_SUITE = lazy_compile(r"(?m)^(?:describe|suite|context|it|test)(?:\.(?:only|skip|concurrent|serial))?\(\s*['\"`]")
_EXPORT = lazy_compile(r"(?m)^\s*export\b|\bmodule\.exports\b|\bexports\.[\w$]+\s*=")


def is_test_suite(path: str, text: str) -> bool:
    """Whether a script opens test suites at its top level and exports nothing."""
    return path.endswith(SCRIPTS) and _SUITE.search(text) is not None and _EXPORT.search(text) is None
