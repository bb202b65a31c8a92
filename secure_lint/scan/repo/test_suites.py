"""A JavaScript/TypeScript file that is a test suite by what it says, wherever it lies.

Mocha, Jest and Vitest run whatever their configuration globs for: a database driver's
`drivers/sqlserver/test.js` beside its `index.js` is a suite no path class names (a file named
`test.js` may as well be a payment provider called "test"). A file that opens suites at its top level
(`describe('sqlserver', ...)`, `test('connects', ...)`) and exports nothing is the test's own: what
it holds (a throwaway password for a local container) ships nowhere. So is a k6 load test (it imports
`k6` or `k6/http`, modules only the k6 binary provides: neither Node nor a browser can load the file),
whatever it exports (`export default function () {...}` is k6's entry point).
"""

from __future__ import annotations

from secure_lint.core.lazy_pattern import lazy_compile

SCRIPTS = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs")
# a suite or case opened at the top level, named by a string
_SUITE = lazy_compile(r"(?m)^(?:describe|suite|context|it|test)(?:\.(?:only|skip|concurrent|serial))?\(\s*['\"`]")
_EXPORT = lazy_compile(r"(?m)^\s*export\b|\bmodule\.exports\b|\bexports\.[\w$]+\s*=")
_K6_IMPORT = lazy_compile(r"""(?m)^\s*import\b(?:[^;'"]*?\bfrom)?\s*['"]k6(?:/[\w/-]+)?['"]""")


def is_test_suite(path: str, text: str) -> bool:
    """Whether a script opens test suites at its top level and exports nothing, or is a k6 load test."""
    if not path.endswith(SCRIPTS):
        return False
    return (_SUITE.search(text) is not None and _EXPORT.search(text) is None) or _K6_IMPORT.search(text) is not None
