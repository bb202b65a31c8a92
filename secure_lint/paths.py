"""Path classes every part agrees on: what is excluded by default, what is not shipped code."""

from __future__ import annotations

from functools import lru_cache

import pathspec

# Directories and files no scan wants: dependencies, build outputs, generated bundles, locks.
DEFAULT_EXCLUDES: tuple[str, ...] = (
    ".git/",
    ".hg/",
    ".svn/",
    "node_modules/",
    "bower_components/",
    "vendor/",
    "Pods/",
    "Carthage/",
    "DerivedData/",
    "xcuserdata/",
    ".build/",
    "build/",
    "dist/",
    "out/",
    ".next/",
    ".expo/",
    ".turbo/",
    ".vercel/",
    ".cache/",
    ".parcel-cache/",
    "coverage/",
    ".nyc_output/",
    ".gradle/",
    "__pycache__/",
    ".venv/",
    "venv/",
    "*.min.js",
    "*.min.css",
    "*.map",
    "*.bundle.js",
    "*.chunk.js",
    "package-lock.json",
    "npm-shrinkwrap.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    "bun.lockb",
    "Package.resolved",
    "Podfile.lock",
    "Gemfile.lock",
    "Cargo.lock",
    "poetry.lock",
    ".DS_Store",
)

# Code that does not ship: tests, fixtures, mocks, stories, docs, translations.
NOT_SHIPPED: tuple[str, ...] = (
    "test/",
    "tests/",
    "__tests__/",
    "__test__/",
    "__mocks__/",
    "mocks/",
    "__fixtures__/",
    "fixtures/",
    "testdata/",
    "test-utils/",
    "e2e/",
    "cypress/",
    "playwright/",
    "stories/",
    ".storybook/",
    "docs/",
    "doc/",
    "examples/",
    "example/",
    "locales/",
    "i18n/",
    "translations/",
    "*Tests/",
    "*UITests/",
    "*.test.*",
    "*.spec.*",
    "*.e2e.*",
    "*.stories.*",
    "*.story.*",
    "*Tests.swift",
    "*Test.swift",
    "*.md",
    "*.mdx",
    "*.rst",
)


@lru_cache(maxsize=4096)
def spec(patterns: tuple[str, ...]) -> pathspec.GitIgnoreSpec:
    """Patterns with gitignore semantics (whole path segments, `**`, negation)."""
    return pathspec.GitIgnoreSpec.from_lines(patterns)


def is_default_excluded(path: str) -> bool:
    return spec(DEFAULT_EXCLUDES).match_file(path)


# Documentation: secret rules with `scope: docs` run here too, with a stricter bar.
DOCS: tuple[str, ...] = ("docs/", "doc/", "*.md", "*.mdx", "*.rst", "*.adoc")


def is_doc(path: str) -> bool:
    return spec(DOCS).match_file(path)


def is_shipped(path: str) -> bool:
    """False for tests, fixtures, mocks, stories, docs and translations."""
    return not spec(NOT_SHIPPED).match_file(path)
