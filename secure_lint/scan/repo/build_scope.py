"""What the project builds only for tests or Debug is not shipped (repo/xcode.py says which).

A file that only a package.json test script runs (repo/test_scripts.py) is test code too; one
that only development scripts run and that is named for development (a `dev-server.js` started by
nodemon) is not shipped either.

A file that only an Xcode test target builds, or a test package target's folder, is test code
whatever its folder is called: code rules are off there (unless --include-tests), as in any test
folder. An Info.plist that only Debug configurations or test targets use never reaches a release
build: its App Transport Security exceptions (a localhost dev server, an emulator's host) are not
the shipped app's, and so for an entitlements file no release build signs with
(repo/xcode_entitlements.py). The same holds for the source set of an Android product flavor that installs
beside the released app (repo/gradle.py): its network security config and manifest are a
tester's build's. A private key block in test code is the test's own fixture key (it signs what
the test then verifies) and is not reported; secret rules keep running there on everything else.
A script that is a test suite by its text (repo/test_suites.py) is reported as test code is.
"""

from __future__ import annotations

from dataclasses import replace

from secure_lint.core.findings import Finding
from secure_lint.core.path_classes import is_test_code
from secure_lint.core.repository import Repository
from secure_lint.rules.model import Rule
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result
from secure_lint.scan.repo.gradle import GRADLE_FILES, variant_source_sets
from secure_lint.scan.repo.test_scripts import run_only_by_tests, run_only_for_development
from secure_lint.scan.repo.test_suites import SCRIPTS, is_test_suite
from secure_lint.scan.repo.xcode import XcodeFacts, xcode_facts
from secure_lint.scan.repo.xcode_entitlements import unreleased_entitlements

FIXTURE_KEY_RULES = frozenset({"secrets.private-key"})
_PROJECT_FILES = (".xcodeproj/project.pbxproj", "Package.swift")


def not_shipped_dropped(items: list[Item], rules: list[Rule], repo: Repository, include_tests: bool) -> list[Item]:
    """The items without the findings of code rules in files only tests or Debug builds use,
    without fixture keys in test code, and test suites (by their text) reported as test code."""
    code_rules = frozenset(r.id for r in rules if r.scope == "shipped" and not r.finds_secrets)
    untested = frozenset(r.id for r in rules if r.scope != "all")
    if not any(isinstance(i, FileResult) and i.findings for i in items):
        return items
    facts = xcode_facts(repo) if any(p.endswith(_PROJECT_FILES) for p in repo.paths) else XcodeFacts()
    if any(p.endswith(".entitlements") for p in repo.paths):
        facts = replace(facts, debug_plists={**facts.debug_plists, **unreleased_entitlements(repo)})
    variants = _flavor_variants(repo)
    tests_run = run_only_by_tests(repo) | run_only_for_development(repo)
    return each_file_result(
        items,
        lambda result: (
            _suite_decided(result, untested, include_tests)
            if _is_suite(result, repo)
            else _decided(result, facts, variants, tests_run, code_rules, include_tests)
        ),
    )


def _is_suite(result: FileResult, repo: Repository) -> bool:
    if not result.findings or not result.path.endswith(SCRIPTS):
        return False
    text = repo.text(result.path)
    return text is not None and is_test_suite(result.path, text)


def _suite_decided(result: FileResult, untested: frozenset[str], include_tests: bool) -> FileResult:
    """A test suite no path class names, reported as test code is: without the rules that do not
    run in tests (unless --include-tests) and without fixture keys."""
    kept = [
        f
        for f in result.findings
        if f.rule_id not in FIXTURE_KEY_RULES and (include_tests or f.rule_id not in untested)
    ]
    return replace(result, findings=kept, shipped=result.shipped and include_tests)


def _flavor_variants(repo: Repository) -> tuple[str, ...]:
    """The source-set folders of Android flavors that are variants of the released app."""
    folders: list[str] = []
    for path in repo.paths:
        if path.rsplit("/", 1)[-1] in GRADLE_FILES:
            text = repo.text(path)
            if text is not None and "productFlavors" in text:
                folders += variant_source_sets(text, path)
    return tuple(folders)


def _decided(
    result: FileResult,
    facts: XcodeFacts,
    variants: tuple[str, ...],
    tests_run: frozenset[str],
    code_rules: frozenset[str],
    include_tests: bool,
) -> FileResult:
    if not result.findings:
        return result
    built_for_tests = (
        facts.is_test_file(result.path)
        or result.path in facts.debug_plists
        or result.path in tests_run
        or any(result.path.startswith(f"{folder}/") for folder in variants)
    )
    test_code = facts.is_test_file(result.path) or is_test_code(result.path) or result.path in tests_run
    kept = [f for f in result.findings if not _dropped(f, test_code, built_for_tests and not include_tests, code_rules)]
    if len(kept) == len(result.findings) and not built_for_tests:
        return result
    return replace(result, findings=kept, shipped=result.shipped and (include_tests or not built_for_tests))


def _dropped(finding: Finding, test_code: bool, rules_off: bool, code_rules: frozenset[str]) -> bool:
    if rules_off and finding.rule_id in code_rules:
        return True
    return test_code and finding.rule_id in FIXTURE_KEY_RULES
