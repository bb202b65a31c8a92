"""Path classes every part agrees on: what is excluded by default, what is not shipped code."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from secure_lint.core import gitignore_translations as translations
from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    import pathspec

# Directories and files no scan wants: dependencies, build outputs, generated bundles, locks.
DEFAULT_EXCLUDES: tuple[str, ...] = (
    ".git/",
    ".hg/",
    ".svn/",
    "node_modules/",
    "bower_components/",
    "Pods/",
    "Carthage/",
    "DerivedData/",
    "xcuserdata/",
    ".build/",
    ".next/",
    ".expo/",
    ".turbo/",
    ".vercel/",
    ".cache/",
    ".parcel-cache/",
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
    "bun.lockb",  # binary
    ".DS_Store",
)

# Lock files: no code rule applies, but a registry token in a resolved URL
# (`https://x-access-token:ghp_...@npm.pkg.github.com/`) is a leak: the secret rules run on them
# (reading.py), with a larger size limit (a lock file of a large app passes 1 MiB).
LOCK_FILES: tuple[str, ...] = (
    "package-lock.json",
    "npm-shrinkwrap.json",
    "pnpm-lock.yaml",
    "*.lock",  # yarn, Podfile, Gemfile, Cargo, poetry, composer, i18n (translation checksums)...
    "Package.resolved",
)
LOCK_FILE_SIZE_FACTOR = 16


def is_lock_file(path: str) -> bool:
    return matcher(LOCK_FILES)(path)


def size_limit(path: str, max_size: int) -> int:
    """The largest file of this path a scan reads (--max-file-size; more for a lock file)."""
    return max_size * LOCK_FILE_SIZE_FACTOR if is_lock_file(path) else max_size


# Code that does not ship: code rules stay off here (secret rules keep running) unless
# --include-tests or a `shipped:` glob in the configuration says otherwise. By class, test code
# first (what a test embeds, a key pair included, is the test's own fixture):
TEST_CODE: tuple[str, ...] = (
    # tests and their data (git matches case-sensitively: `src/Test/helpers/` is a test folder too)
    "[Tt]est/",
    "[Tt]ests/",
    "__tests__/",
    "__test__/",
    "__test/",
    "_tests/",
    "*_tests/",  # integration_tests/, api_tests/
    "__mocks__/",
    "mockApis/",  # stub APIs a test runner serves (WireMock mappings, Cypress tasks)
    "/mocks/",  # at the root or a package's root: `src/mocks/` may be imported by the app
    "/apps/*/mocks/",
    "/packages/*/mocks/",
    "__fixtures__/",
    "[Ff]ixtures/",
    "[Tt]est[Dd]ata/",
    "test-utils/",
    "testutils/",
    "test_utils/",
    # Gradle's instrumentation-test source sets: merged into the test APK only, never the app
    "androidTest*/",
    "test-*/",  # a test harness or gallery beside the app (test-gallery/, test-app/)
    "*-test/",
    "*-tests/",
    "*Tests/",
    "*UITests/",
    "*.test.*",
    "*.spec.*",
    "*.fixture.*",  # a fixture by its own name, beside the test that reads it (config.fixture.json)
    "*.fixtures.*",
    "*.mock.*",  # a test double by its own name (users.mock.ts), as a fixture's
    "*.mocks.*",
    "*Tests.swift",
    "*Test.swift",
    # Swift test doubles by their own name (`MockRoomScreenState.swift`, `Credential+Mock.swift`)
    "Mock[ABCDEFGHIJKLMNOPQRSTUVWXYZ]*.swift",  # (no range: a kept translation is a plain pattern's)
    "*Mock.swift",
    "*Mocks.swift",
    # pytest's and Go's file names (`signup_test.py`, `test_signup.py`, `conftest.py`, `auth_test.go`):
    # a test harness of another language beside the app (a security test suite run against a dev server)
    "test_*.py",
    "*_test.py",
    "conftest.py",
    "*_test.go",
    # test runners' set-up files
    "global-setup.*",
    "global-teardown.*",
    "globalSetup.*",
    "globalTeardown.*",
    "setupTests.*",
    "jest.setup.*",
    "vitest.setup.*",
    "*jest-setup*/",  # a folder of them (`_jest-setup_/utils/env-setup.js`)
    "__jest__/",
    # Xcode's StoreKit Testing configuration: the products and the offer-signing key pair of the
    # local test store a scheme runs against; the App Store never reads it
    "*.storekit",
)
CI_FILES: tuple[str, ...] = (
    "Jenkinsfile",
    "Jenkinsfile[-._]*",
    "/.gitlab-ci.yml",
    "/.gitlab-ci/",
    "/.travis.yml",
    "azure-pipelines*.yml",
    "/bitbucket-pipelines.yml",
    "/.drone.yml",
    "/.woodpecker.yml",
    "/.woodpecker/",
    "/appveyor.yml",
    "/codemagic.yaml",
)
NOT_SHIPPED: tuple[str, ...] = (
    *TEST_CODE,
    # end-to-end harnesses
    "e2e/",
    "e2e-*/",
    "*-e2e/",
    "*_e2e/",
    "*.e2e.*",
    "cypress/",
    "playwright/",
    "detox/",
    "maestro/",
    ".maestro/",
    "__maestro__/",
    "appium/",
    # mock servers and devices standing in for a real service while developing or testing
    # (`services/local/mock-cf-api/`, `e2e-mock/`, `harmony-mocks/`)
    "mock-*/",
    "mock_*/",
    # a copy of the project kept before an upgrade (`backup_sdk54_upgrade/ios_original/`): not what is built
    "backup_*/",
    "backup-*/",
    "*_backup/",
    "*-backup/",
    "*-mock/",
    "*_mock/",
    "*-mocks/",
    # database seeds and data migrations (run by an operator on deploy, not by requests)
    "seeds/",
    "seeders/",
    "**/prisma/seed.*",
    "**/prisma/seed/",
    "**/prisma/migrations/",
    "**/database/migration/",
    "**/database/migrations/",
    "**/db/migrate/",
    "**/db/migrations/",
    "/migrations/",  # at the root only (sequelize-cli's default): `src/migrations/` may be an app's own
    # build, release and repository tooling (at the root or a package's root: `src/scripts/` is
    # the app's own code)
    "/scripts/",
    "/apps/*/scripts/",
    "/packages/*/scripts/",
    "/tools/",  # at the root or a package's root only: src/**/tools/ is often app code
    "/dev/",  # a root folder of developer test pages and one-off scripts (dev/audio.html, dev/keyTest.ts)
    "/apps/*/tools/",
    "/packages/*/tools/",
    "fastlane/",
    "/ci/",  # a root folder of pipeline tasks (Concourse's ci/tasks/)
    "/screenshots/",  # a root folder of store or README screenshots and the scripts that render them
    ".github/",
    ".circleci/",
    ".buildkite/",
    # other CI systems' pipeline files: the build machine's environment, not the app's
    *CI_FILES,
    ".husky/",
    # editor and coding-agent folders: a developer's tools (agent skills with their local servers, MCP
    # configuration, snippets), never the app; the secret rules of a provider's format still read them
    ".claude/",
    ".cursor/",
    ".windsurf/",
    ".vscode/",
    ".idea/",
    ".yarn/",  # Yarn's own release, plugins and SDKs (.yarn/releases/yarn-4.1.0.cjs), not the app's code
    "Dangerfile*",
    # bundler, dev-server, transpiler and test-runner configuration: read by the build or by the
    # dev server on a developer's machine (Metro's `server.enhanceMiddleware`, Vite's `server.proxy`,
    # webpack-dev-server's `setupMiddlewares`, CRA's `setupProxy`); none of it is in the bundle or
    # on a server. (Framework configuration that ships behaviour, `next.config.*` headers and
    # redirects, `app.config.*`, is not here.)
    "metro.config.*",
    "webpack.config.*",
    "webpack.*.config.*",
    "rspack.config.*",
    "vite.config.*",
    "vitest.config.*",
    "vitest.workspace.*",
    "rollup.config.*",
    "esbuild.config.*",
    "tsup.config.*",
    "babel.config.*",
    ".babelrc.*",
    "jest.config.*",
    "playwright.config.*",
    "playwright-ct.config.*",
    "cypress.config.*",
    "karma.conf.*",
    "craco.config.*",
    "config-overrides.js",
    "setupProxy.*",
    "postcss.config.*",
    "tailwind.config.*",
    # local development environments: the containers and services a developer runs
    "docker-compose.dev.*",
    "docker-compose.local.*",
    "docker-compose.override.*",
    "compose.dev.*",
    "compose.local.*",
    "compose.override.*",
    ".devcontainer/",
    # the containers a CI job runs the app's tests against
    "docker-compose.ci.*",
    "docker-compose.test.*",
    "compose.ci.*",
    "compose.test.*",
    # benchmarks
    "bench/",
    "benchmark/",
    "benchmarks/",
    # storybook and examples
    "stories/",
    ".storybook/",
    "storybook/",
    "*.stories.*",
    "*.story.*",
    "[Ee]xample/",
    "[Ee]xamples/",
    # documentation and translations
    "docs/",
    "doc/",
    "locales/",
    "i18n/",
    "translations/",
    "*.md",
    "*.mdx",
    "*.rst",
)


# Third-party code copied into the app (a library's files under a vendor folder of the served
# assets): scanned by the secret rules only, like minified code (reading.py, which also knows
# a library's distribution file by its banner comment wherever it lies).
VENDORED: tuple[str, ...] = (
    "third_party/",
    "third-party/",
    "thirdparty/",
    "3rdparty/",
    "**/public/**/vendor/",
    "**/public/**/vendors/",
    "**/static/**/vendor/",
    "**/static/**/vendors/",
    "**/assets/**/vendor/",
    "**/assets/**/vendors/",
)


def is_vendored(path: str) -> bool:
    """Whether a file lies in a folder of third-party code copied into the app."""
    return matcher(VENDORED)(path)  # one combined regex, not a search per pattern


# Folders served to browsers as they are (Express `public/`, Django's and SvelteKit's `static/`,
# `assets/`, ASP.NET's `wwwroot/`), where apps keep copies of libraries next to their own
# scripts: there a banner alone does not make a file a library's (reading.py). Under a Next.js
# route folder (ROUTE_DIRS) these names are routes.
STATIC_ASSETS: tuple[str, ...] = ("public/", "static/", "assets/", "wwwroot/")


def is_static_asset(path: str) -> bool:
    """Whether a file lies in a folder of files served as they are."""
    return matcher(STATIC_ASSETS)(path) and not matcher(ROUTE_DIRS)(path)


# Folder names that are dependencies or build output only where a project keeps them: at
# the root, or next to a package manifest or build file. Elsewhere (`src/types/vendor`,
# `docs/build`, a Next.js route `app/api/out/`, `app/coverage/`) they are code someone wrote.
PROJECT_OUTPUT_DIRS: frozenset[str] = frozenset({"vendor", "build", "dist", "out", "coverage"})
PROJECT_FILES: tuple[str, ...] = (
    "package.json",
    "composer.json",
    "Gemfile",
    "go.mod",
    "Cargo.toml",
    "Package.swift",
    "Podfile",
    "Cartfile",
    "build.gradle",
    "build.gradle.kts",
    "settings.gradle",
    "pom.xml",
    "Makefile",
    "CMakeLists.txt",
    "pyproject.toml",
    "setup.py",
    "tsconfig.json",
    "*.xcodeproj",
    "*.xcworkspace",
    "webpack.config.*",
    "vite.config.*",
    "rollup.config.*",
)

# Media, fonts and archives: binary by name, so a large one is skipped as binary (not as a
# file too large to scan, which would make the scan partial).
BINARY_ASSETS: tuple[str, ...] = tuple(
    f"*.{ext}"
    for ext in (
        *("png", "jpg", "jpeg", "gif", "webp", "avif", "heic", "ico", "icns", "bmp", "tiff", "psd"),
        *("ttf", "otf", "woff", "woff2", "eot", "mp3", "mp4", "m4a", "mov", "avi", "webm", "wav", "ogg"),
        *("pdf", "zip", "gz", "tgz", "bz2", "xz", "7z", "rar", "jar", "aar", "ipa", "apk", "dmg"),
        *("car", "mlmodel", "tflite", "onnx", "bin", "wasm", "sketch", "fig", "ai", "flac"),
    )
)

# Whether a directory (root-relative, "" for the root) holds a project file.
HasProjectFile = Callable[[str], bool]


def invalid_pattern(patterns: Iterable[str]) -> tuple[int, str] | None:
    """The first pattern (index, text) that is not a gitignore pattern (`\\` or `!` alone, a
    trailing backslash), or None: git skips such a line; our own files and keys refuse it."""
    for index, pattern in enumerate(patterns):
        if not is_gitignore_pattern(pattern):
            return index, pattern
    return None


def is_gitignore_pattern(pattern: str) -> bool:
    """Whether pathspec takes `pattern`: translated as GitIgnoreSpec translates it, not compiled
    (every rule's path filter is checked each time the rules load, the cached ones too), and
    once a pattern (the same few, `**/*.test.*`, recur in dozens of rules): gitignore_translations.py."""
    try:
        translations.translate(pattern)
    except ValueError:  # pathspec's GitIgnorePatternError
        return False
    return True


def check_patterns(patterns: Iterable[str], key: str) -> None:
    """ValueError naming `key` and the pattern unless every pattern is a gitignore pattern."""
    bad = invalid_pattern(patterns)
    if bad is not None:
        raise ValueError(f"{key}: invalid pattern {bad[1][:80]!r}")


def valid_patterns(lines: Iterable[str]) -> list[str]:
    """The lines that are gitignore patterns (what git uses of a .gitignore: it skips the rest)."""
    lines = list(lines)
    try:
        spec(tuple(lines))
    except ValueError:
        return [line for line in lines if invalid_pattern([line]) is None]
    return lines


@lru_cache(maxsize=4096)
def spec(patterns: tuple[str, ...]) -> pathspec.GitIgnoreSpec:
    """Patterns with gitignore semantics (whole path segments, `**`, negation)."""
    import pathspec  # noqa: PLC0415 (~10 ms: not for the fixed sets and rule filters `matcher` reads)

    return pathspec.GitIgnoreSpec.from_lines(patterns)


@lru_cache(maxsize=4096)
def matcher(patterns: tuple[str, ...]) -> Callable[[str], bool]:
    """`spec(patterns).match_file` when no pattern negates (a path matches when any pattern
    does) as `AnyOf` decides it, from the patterns' translations: read as the spec reads them,
    by pathspec only when the rule cache did not keep them (gitignore_translations.py)."""
    read = [(p, *translations.translate(p)) for p in patterns]  # (pattern, regex, include), nothing compiled
    used = [(p, regex, include) for p, regex, include in read if include is not None]  # None: blank or comment
    included = tuple((p, regex) for p, regex, include in used if include and regex is not None)
    if len(included) != len(used):
        return spec(patterns).match_file  # a negation: gitignore's order decides
    if not included:
        return lambda path: False
    return AnyOf(patterns, included).decide


class _Untranslated(Exception):
    """A kept translation does not compile (gitignore_translations.forget_adopted dropped them)."""


class AnyOf:
    """Whether a path matches any of the patterns (each with its regex), as `decide` says. Checks
    made on every file of a scan search one combined regex, compiled once COMBINE_AFTER paths
    were asked about; before that, a path is tried against the patterns whose literal text it
    holds, each compiled alone: a staged scan asks about ten paths, and compiling the 115
    patterns of NOT_SHIPPED as one costs ~6 ms."""

    COMBINE_AFTER = 32

    def __init__(self, patterns: tuple[str, ...], included: tuple[tuple[str, str], ...]) -> None:
        self.patterns = patterns
        self.screened = [(_literal(pattern), regex) for pattern, regex in included]
        self.asked = 0
        self.combined: Callable[[str], re.Match[str] | None] | None = None

    def decide(self, path: str) -> bool:
        """(A bound method: called as cheaply as a function, for every file of a full scan.)"""
        combined = self.combined
        if combined is not None:
            return combined(normalize_file(path)) is not None
        try:
            return self._first(normalize_file(path))
        except _Untranslated:
            matcher.cache_clear()
            return matcher(self.patterns)(path)  # pathspec's translations, this time

    def _first(self, path: str) -> bool:
        if self.asked < self.COMBINE_AFTER:
            self.asked += 1
            return any(_compiled(regex).match(path) for literal, regex in self.screened if literal in path)
        # each pattern names its directory-mark group alike: unnamed in the alternation
        regexes = (regex.replace("(?P<ps_d>", "(?:") for _, regex in self.screened)
        self.combined = _compiled("|".join(f"(?:{regex})" for regex in regexes)).match
        return self.combined(path) is not None


@lru_cache(maxsize=4096)
def _compiled(regex: str) -> re.Pattern[str]:
    try:
        return re.compile(regex)
    except re.error:
        if not translations.forget_adopted():
            raise
        raise _Untranslated from None


def _literal(pattern: str) -> str:
    """Text every path the pattern matches holds: its longest run of plain characters, without
    the slashes at its ends (`**/` may stand for none) or spaces (gitignore drops trailing
    ones); empty when it has none. Only for patterns without escapes (PLAIN-like, or none)."""
    if "\\" in pattern:
        return ""
    runs = re.split(r"[*?]|\[[^\]]*\]|[\[\]]", pattern)
    return max((run.strip().strip("/") for run in runs), key=len)


# pathspec.util.normalize_file's: the separators other than `/` it turns into `/`
_SEPARATORS = tuple(sep for sep in (os.sep, os.altsep) if sep and sep != "/")


def normalize_file(path: str) -> str:
    """pathspec.util.normalize_file, as `spec(...).match_file` reads a path: `/` separators,
    relative (no leading `/` or `./`)."""
    for sep in _SEPARATORS:
        path = path.replace(sep, "/")
    if path.startswith("/"):
        return path[1:]
    return path[2:] if path.startswith("./") else path


@lru_cache(maxsize=64)
def literal_hint(patterns: tuple[str, ...]) -> re.Pattern[str] | None:
    """A quick necessary condition for `spec(patterns)` to match a path: the path holds the
    longest literal part (no glob character) of one of the patterns. None when a pattern
    has no such part, negates or escapes (then every path needs the full match)."""
    literals = set()
    for pattern in patterns:
        if pattern.startswith("!") or "\\" in pattern:
            return None
        literal = max(re.split(r"[*?\[\]]", pattern.lstrip("/")), key=len)
        if not literal:
            return None
        literals.add(re.escape(literal))
    return re.compile("|".join(sorted(literals)))  # pathspec matches case-sensitively


def is_default_excluded(path: str, has_project_file: HasProjectFile | None = None) -> bool:
    """Default excludes; a directory path ends in `/`. `vendor/` and `build/` count only at
    the root or next to a project file (`has_project_file`; without it, anywhere)."""
    hint = literal_hint(DEFAULT_EXCLUDES)  # most paths hold none: 10x faster than the full match
    if (hint is None or hint.search(path)) and matcher(DEFAULT_EXCLUDES)(path):
        return True
    parts = path.split("/")
    for depth, name in enumerate(parts[:-1]):
        if name in PROJECT_OUTPUT_DIRS:
            parent = "/".join(parts[:depth])
            if depth == 0 or has_project_file is None or has_project_file(parent):
                return True
    return False


def is_binary_asset(path: str) -> bool:
    return matcher(BINARY_ASSETS)(path.lower())


def is_project_file(name: str) -> bool:
    return matcher(PROJECT_FILES)(name)


# Documentation pages: what a reader reads, not what a machine runs (a sample request there is
# the reader's to fill in; the same request in a script is sent as written).
DOCUMENTATION: tuple[str, ...] = ("docs/", "doc/", "*.md", "*.mdx", "*.rst", "*.adoc")


def is_documentation(path: str) -> bool:
    return matcher(DOCUMENTATION)(path)


# Configuration templates a user copies and fills in (`config.json.example`, `app.config.js.sample`,
# `settings.yml.template`, `phpunit.xml.dist`): no program loads them as they are. A value known
# only by its name there is the template's sample; a provider-format credential is still a leak.
CONFIG_TEMPLATES: tuple[str, ...] = ("*.example", "*.sample", "*.template", "*.dist")


def is_config_template(path: str) -> bool:
    return matcher(CONFIG_TEMPLATES)(path)


# Documentation, build/release tooling and local development environments: secret rules with
# `scope: docs` run here too (with a stricter bar); credentials pasted into READMEs, runbooks,
# deploy scripts, CI files and dev containers are leaks, their documented defaults are not.
DOCS: tuple[str, ...] = (
    *DOCUMENTATION,
    "scripts/", "/tools/", "fastlane/", ".github/", ".circleci/", ".buildkite/", *CI_FILES,
    "docker-compose.dev.*", "docker-compose.local.*", "docker-compose.override.*",
    "compose.dev.*", "compose.local.*", "compose.override.*", ".devcontainer/",
    "docker-compose.ci.*", "docker-compose.test.*", "compose.ci.*", "compose.test.*",
)  # fmt: skip


def is_doc(path: str) -> bool:
    return matcher(DOCS)(path)


# A compose file beside a component (a driver's test database, a folder of examples, a package's
# dev services, `docker/with-mysql/` beside `docker/with-postgres/`) starts containers for whoever
# works on or tries that part; the stack the app deploys with lies at the root or in a folder
# named for deployment.
_COMPOSE_FILE = lazy_compile(r"(?:docker-)?compose(?:[.-][\w.-]+)?\.ya?ml")
DEPLOYMENT_FOLDERS = frozenset(
    {"deploy", "deployment", "deployments", "production", "prod", "infra", "hosting"}
    | {"self-host", "self-hosting", "selfhost", "selfhosted"}
)


def is_component_compose(path: str) -> bool:
    """Whether a path is a compose file in a folder that is neither the root nor one named for deployment."""
    folder, _, name = path.rpartition("/")
    if not folder or not _COMPOSE_FILE.fullmatch(name):
        return False
    return DEPLOYMENT_FOLDERS.isdisjoint(folder.lower().split("/"))


def is_test_code(path: str) -> bool:
    """Tests, their data, mocks and fixtures, and test runners' set-up files (not tooling)."""
    return matcher(TEST_CODE)(path)


def is_shipped(path: str) -> bool:
    """False for tests, e2e harnesses, seeds, tooling, benchmarks, stories, docs and translations."""
    return Shipping().is_shipped(path)


# Next.js routes: every file under these folders (at the root or a package's root) is part of the
# app whatever its folder is called (`app/api/docs/`, `app/stories/`, `app/e2e-hooks/` are routes).
# Only test files by their own name, and test folders by these names, are not shipped there.
ROUTE_DIRS: tuple[str, ...] = tuple(
    f"{base}{folder}/"
    for base in ("/", "/src/", "/apps/*/", "/apps/*/src/", "/packages/*/", "/packages/*/src/")
    for folder in ("app", "pages")
)
NOT_SHIPPED_IN_ROUTES: tuple[str, ...] = (
    "__tests__/",
    "__test__/",
    "__test/",
    "androidTest*/",  # a React Native app kept in `app/`: its Gradle test source sets are no routes either
    "__mocks__/",
    "__fixtures__/",
    "[Tt]est/",
    "[Tt]ests/",
    "*.test.*",
    "*.spec.*",
    "*.fixture.*",
    "*.fixtures.*",
    "*.e2e.*",
    # an end-to-end suite's folder (a Next.js project kept in `app/`: `app/e2e/`, `app/playwright/`)
    "e2e/",
    "cypress/",
    "playwright/",
    "*.stories.*",
    "*.story.*",
    "*.md",
    "*.mdx",
)


@dataclass(frozen=True)
class Shipping:
    """Which paths are shipped code: NOT_SHIPPED plus a project's `non-shipped` globs, except
    what its `shipped` globs name (gitignore syntax, relative to the root)."""

    non_shipped: tuple[str, ...] = ()
    shipped: tuple[str, ...] = ()

    def is_shipped(self, path: str) -> bool:
        if self.shipped and matcher(self.shipped)(path):
            return True
        if matcher(ROUTE_DIRS)(path):
            return not matcher(NOT_SHIPPED_IN_ROUTES + self.non_shipped)(path)
        return not (matcher(NOT_SHIPPED + self.non_shipped)(path) or is_component_compose(path))


def fixed_patterns() -> tuple[str, ...]:
    """Every pattern of the sets above: the rule cache keeps their translations."""
    return (
        *DEFAULT_EXCLUDES,
        *LOCK_FILES,
        *TEST_CODE,
        *NOT_SHIPPED,
        *VENDORED,
        *STATIC_ASSETS,
        *PROJECT_FILES,
        *BINARY_ASSETS,
        *DOCUMENTATION,
        *CONFIG_TEMPLATES,
        *DOCS,
        *ROUTE_DIRS,
        *NOT_SHIPPED_IN_ROUTES,
    )


# where a framework calls a module's exports by convention, not by name (routes, pages, layouts)
FRAMEWORK_ENTRY = lazy_compile(r"(^|/)(app|pages|routes)/")
