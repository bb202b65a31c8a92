"""Console calls a release build strips: logging findings on them reach no user's device or log.

babel-plugin-transform-remove-console (`transform-remove-console` among a Babel config's plugins,
most often under `env.production`) removes every `console.*` call from the bundle a release build
makes (a React Native app's Metro build, a web app's). A finding of the console-logging rules whose
line calls `console.<method>(`, in a file whose nearest Babel config (from the file's folder up:
babel.config.js/.cjs/.mjs/.json, .babelrc, .babelrc.js/.json) names the plugin, is dropped. The
plugin's `exclude` option keeps the methods it lists (`exclude: ['error', 'warn']`): those calls
ship, and their findings stay.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, nearest_file, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"js.logging.secret-in-log", "rn.logging.password-in-console"})
BABEL_CONFIGS = (
    "babel.config.js", "babel.config.cjs", "babel.config.mjs", "babel.config.json",
    ".babelrc", ".babelrc.js", ".babelrc.json",
)
_PLUGIN = lazy_compile(r"""['"](?:babel-plugin-)?transform-remove-console['"]""")
_EXCLUDE = lazy_compile(r"""\bexclude['"]?\s*:\s*\[(?P<methods>[^\]]*)\]""")
_METHOD = lazy_compile(r"""['"](\w+)['"]""")
_CONSOLE_CALL = lazy_compile(r"""\bconsole\s*\.\s*(\w+)\s*\(""")


def stripped_console_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without console-logging findings a release build's Babel config strips."""
    return each_file_result(items, lambda result: stripped_console_in_file(result, repo))


def stripped_console_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    kept_methods = _kept_methods(repo, result.path)
    if kept_methods is None:
        return result
    lines = (repo.text(result.path) or "").splitlines()
    findings = [f for f in result.findings if not _stripped(f, lines, kept_methods)]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)


def _stripped(finding: Finding, lines: list[str], kept_methods: frozenset[str]) -> bool:
    if finding.rule_id not in RULES or not 0 < finding.location.start_line <= len(lines):
        return False
    call = _CONSOLE_CALL.search(lines[finding.location.start_line - 1])
    return call is not None and call.group(1) not in kept_methods


def _kept_methods(repo: Repository, path: str) -> frozenset[str] | None:
    """The console methods the nearest Babel config keeps when it strips the rest; None when that
    config does not strip console calls (or there is none)."""
    config = nearest_file(repo, posixpath.dirname(path), BABEL_CONFIGS)
    return _strips(repo.text(config) or "") if config is not None else None


def _strips(config: str) -> frozenset[str] | None:
    plugin = _PLUGIN.search(config)
    if plugin is None:
        return None
    # the plugin's options follow its name: `['transform-remove-console', { exclude: ['error'] }]`
    options = _EXCLUDE.search(config, plugin.end(), plugin.end() + 200)
    kept = _METHOD.findall(options.group("methods")) if options else []
    return frozenset(kept)
