"""What the project builds only for tests or Debug is not shipped (repo/xcode.py says which).

A file that only a package.json test script runs (repo/test_scripts.py) is test code too; one
that only development scripts run and that is named for development (a `dev-server.js` started by
nodemon) is not shipped either, nor is one that only developer-task scripts run (`eval:*`,
`bench`) and that nothing else in the repository mentions (repo/task_scripts.py), nor a server
script of a mobile app's package that nothing runs or imports (repo/standalone_servers.py), nor a
Next.js middleware file beside the folder Next reads it from (repo/unbuilt_middleware.py): code
rules are off there, the secret rules still run.

A file that only an Xcode test target builds, or a test package target's folder, is test code
whatever its folder is called: code rules are off there (unless --include-tests), as in any test
folder. An Info.plist that only Debug configurations or test targets use never reaches a release
build: its App Transport Security exceptions (a localhost dev server, an emulator's host) are not
the shipped app's, and so for a Swift file no target compiles (a stale copy beside the built one,
an upstream project's sources a package target's `exclude:` leaves out),
for an entitlements file no release build signs with
(repo/xcode_entitlements.py), and for a feature module's demo app beside the shipped one
(repo/demo_apps.py). The same holds for the source set of an Android product flavor that installs
beside the released app (repo/gradle.py): its network security config and manifest are a
tester's build's. A private key block in test code is the test's own fixture key (it signs what
the test then verifies) and is not reported; secret rules keep running there on everything else.
A script that is a test suite by its text (repo/test_suites.py) is reported as test code is, and
so is every file of a Maven or Gradle project that is a test-automation rig by its build file
(repo/test_projects.py). A documentation site's folder (repo/doc_sites.py) is not shipped either:
code rules are off there and so are the secret rules that know a value only by its name (a sample
configuration's placeholders); provider formats are still reported. So for a workspace package that
is a local development environment by its manifest (repo/dev_env_packages.py). Inside a shipped
file, a Rust `#[cfg(test)]` module is test code too (repo/test_regions.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from secure_lint.core.findings import Finding
from secure_lint.core.path_classes import is_test_code
from secure_lint.core.repository import Repository
from secure_lint.rules.model import Rule
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result
from secure_lint.scan.repo.demo_apps import demo_app_folders
from secure_lint.scan.repo.dev_env_packages import dev_env_folders
from secure_lint.scan.repo.doc_sites import doc_site_folders
from secure_lint.scan.repo.gradle import GRADLE_FILES, variant_source_sets
from secure_lint.scan.repo.standalone_servers import unreached_servers
from secure_lint.scan.repo.task_scripts import run_only_by_dev_tasks
from secure_lint.scan.repo.test_projects import rig_folders
from secure_lint.scan.repo.test_regions import in_test_module
from secure_lint.scan.repo.test_scripts import run_only_by_tests, run_only_for_development
from secure_lint.scan.repo.test_suites import SCRIPTS, is_test_suite
from secure_lint.scan.repo.unbuilt_middleware import unbuilt_middleware
from secure_lint.scan.repo.xcode import XcodeFacts, xcode_facts
from secure_lint.scan.repo.xcode_entitlements import unreleased_entitlements

FIXTURE_KEY_RULES = frozenset({"secrets.private-key"})
_PROJECT_FILES = (".xcodeproj/project.pbxproj", "Package.swift")


def not_shipped_dropped(items: list[Item], rules: list[Rule], repo: Repository, include_tests: bool) -> list[Item]:
    """The items without the findings of code rules in files only tests or Debug builds use, and
    without fixture keys and the rules that do not run in tests in test code."""
    if not any(isinstance(i, FileResult) and i.findings for i in items):
        return items
    facts = xcode_facts(repo) if any(p.endswith(_PROJECT_FILES) for p in repo.paths) else XcodeFacts()
    if any(p.endswith(".entitlements") for p in repo.paths):
        facts = replace(facts, debug_plists={**facts.debug_plists, **unreleased_entitlements(repo)})
    scope = _BuildScope(
        repo,
        facts,
        _flavor_variants(repo),
        demo_app_folders(repo),
        rig_folders(repo),
        doc_site_folders(repo) + dev_env_folders(repo),
        run_only_by_tests(repo)
        | run_only_for_development(repo)
        | run_only_by_dev_tasks(repo)
        | unreached_servers(repo),
        unbuilt_middleware(repo),
        frozenset(r.id for r in rules if r.scope == "shipped" and not r.finds_secrets),
        frozenset(r.id for r in rules if r.scope != "all"),
        frozenset(r.id for r in rules if r.knows_secret_by_name),
        include_tests,
    )
    return each_file_result(items, scope.decided)


def _flavor_variants(repo: Repository) -> tuple[str, ...]:
    """The source-set folders of Android flavors that are variants of the released app."""
    folders: list[str] = []
    for path in repo.paths:
        if path.rsplit("/", 1)[-1] in GRADLE_FILES:
            text = repo.text(path)
            if text is not None and "productFlavors" in text:
                folders += variant_source_sets(text, path)
    return tuple(folders)


@dataclass(frozen=True)
class _BuildScope:
    """What the project builds only for tests or development, and the rules each kind of file keeps."""

    repo: Repository
    facts: XcodeFacts
    variants: tuple[str, ...]  # Android flavors' source sets
    demo_apps: tuple[str, ...]  # Apple projects' demo app folders beside the shipped app
    test_projects: tuple[str, ...]  # folders of Maven/Gradle projects that are test-automation rigs
    doc_sites: tuple[str, ...]  # folders documentation site generators build from, development environments
    tests_run: frozenset[str]  # files only test or development scripts run
    unbuilt: frozenset[str]  # files no build reads (a Next.js middleware beside the folder Next reads it from)
    code_rules: frozenset[str]  # off wherever only tests or Debug builds use a file
    untested: frozenset[str]  # rules that do not run in test code (code rules, secrets known by name)
    by_name: frozenset[str]  # secret rules that know a value by the name it is assigned to
    include_tests: bool

    def decided(self, result: FileResult) -> FileResult:
        if not result.findings:
            return result
        path = result.path
        suite = self._is_suite(path) or _under(path, self.test_projects)
        doc_site = _under(path, self.doc_sites)
        test_code = suite or self.facts.is_test_file(path) or is_test_code(path) or path in self.tests_run
        built_for_tests = (
            suite
            or self.facts.is_test_file(path)
            or path in self.facts.debug_plists
            or path in self.facts.unbuilt_sources
            or path in self.tests_run
            or path in self.unbuilt
            or _under(path, self.variants)
            or _under(path, self.demo_apps)
            or doc_site
        )
        kept = [
            f for f in result.findings
            if not self._dropped(f, *self._in_test_module(f, test_code, built_for_tests), doc_site)
        ]
        if len(kept) == len(result.findings) and not built_for_tests:
            return result
        shipped = result.shipped and (self.include_tests or not built_for_tests)
        return replace(result, findings=kept, shipped=shipped)

    def _in_test_module(self, finding: Finding, test_code: bool, built_for_tests: bool) -> tuple[bool, bool]:
        """(test code, built for tests) for one finding: a Rust `#[cfg(test)]` module's finding is
        both, whatever the file (test_regions.py)."""
        path = finding.location.path
        if test_code or not path.endswith(".rs"):
            return test_code, built_for_tests
        inside = in_test_module(path, self.repo.text(path), finding.location.start_line)
        return inside, built_for_tests or inside

    def _is_suite(self, path: str) -> bool:
        if not path.endswith(SCRIPTS):
            return False
        text = self.repo.text(path)
        return text is not None and is_test_suite(path, text)

    def _dropped(self, finding: Finding, test_code: bool, built_for_tests: bool, doc_site: bool) -> bool:
        if test_code and finding.rule_id in FIXTURE_KEY_RULES:
            return True
        if self.include_tests:
            return False
        if built_for_tests and finding.rule_id in self.code_rules:
            return True
        if doc_site and finding.rule_id in self.by_name:
            return True
        return test_code and built_for_tests and finding.rule_id in self.untested


def _under(path: str, folders: tuple[str, ...]) -> bool:
    return any(path.startswith(f"{folder}/") for folder in folders)
