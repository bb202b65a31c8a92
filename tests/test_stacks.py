"""Stack detection: rules run only for the stacks a tree holds."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import example, given, settings
from hypothesis import strategies as st

from secure_lint.cli.app import main
from secure_lint.cli.commands.init import STARTER_CONFIG
from secure_lint.scan import stacks
from secure_lint.scan.stacks import detect_stacks, evidenced_stacks, is_marker, is_plain_source, resolve_stacks

COMPONENT = """
    import { Component, Input } from '@angular/core';
    import { DomSanitizer, SafeHtml } from '@angular/platform-browser';

    @Component({ selector: 'app-bio', template: '<div [innerHTML]="bio"></div>' })
    export class BioComponent {
      bio: SafeHtml = '';
      constructor(private sanitizer: DomSanitizer) {}
      show(route: ActivatedRoute) {
        this.bio = this.sanitizer.bypassSecurityTrustHtml(route.snapshot.queryParams['bio']);
      }
    }
"""


def detect(files: dict[str, str]) -> set[str]:
    return detect_stacks(files, files.get)


def test_next_app_by_dependency_or_config() -> None:
    assert detect({"package.json": '{"dependencies": {"next": "15.0.0"}}', "app/page.tsx": ""}) == {
        "common",
        "typescript",
        "nextjs",
    }
    assert "nextjs" in detect({"web/next.config.mjs": "", "web/app/page.tsx": ""})


def test_an_app_directory_alone_is_not_next() -> None:
    assert detect({"app/page.tsx": "", "package.json": '{"dependencies": {"react": "19"}}'}) == {
        "common",
        "typescript",
    }


def test_expo_by_dependency_eas_or_app_json_expo_block() -> None:
    assert "expo" in detect({"package.json": '{"dependencies": {"expo": "~52.0.0"}}'})
    assert "expo" in detect({"package.json": '{"devDependencies": {"@expo/config": "9"}}'})
    assert "expo" in detect({"eas.json": "{}"})
    assert "expo" in detect({"mobile/app.json": '{"expo": {"name": "Acme"}}'})


def test_react_native_library_without_expo_markers_is_not_expo() -> None:
    files = {
        "package.json": '{"dependencies": {"react-native": "0.76.0"}}',
        "app.json": '{"name": "lib", "displayName": "Lib"}',
        "src/index.ts": "export const x = 1;",
    }
    assert detect(files) == {"common", "typescript"}


def test_bare_react_native_app_with_native_dirs_counts_as_expo_stack() -> None:
    files = {
        "package.json": '{"dependencies": {"react-native": "0.76.0"}}',
        "android/build.gradle": "",
        "ios/Podfile": "",
    }
    assert "expo" in detect(files)


def test_react_native_app_in_a_subfolder_or_declared_by_its_workspace() -> None:
    """A native project beside (or below) a package.json that declares react-native, in any of its
    sections, or below a workspace root that does: the app need not sit at the repository root,
    nor have both native projects."""
    nested = {
        "package.json": '{"private": true, "workspaces": ["apps/*"]}',
        "apps/mobile/package.json": '{"dependencies": {"react-native": "0.76.0"}}',
        "apps/mobile/android/app/build.gradle": "",
        "apps/mobile/android/app/src/main/AndroidManifest.xml": "",
    }
    assert "expo" in detect(nested)
    workspace = {
        "package.json": '{"devDependencies": {"react-native": "0.76.0"}, "workspaces": ["mobile"]}',
        "mobile/package.json": '{"dependencies": {"react": "18"}}',
        "mobile/ios/Podfile": "",
    }
    assert "expo" in detect(workspace)
    peer = {"package.json": '{"peerDependencies": {"react-native": "*"}}', "android/build.gradle": ""}
    assert "expo" in detect(peer)


def test_a_native_project_of_a_package_without_react_native_is_not_expo() -> None:
    files = {
        "apps/web/package.json": '{"dependencies": {"react-native": "0.76.0", "react-native-web": "0.19"}}',
        "apps/web/src/index.ts": "",
        "apps/ios/package.json": '{"dependencies": {"@capacitor/ios": "6"}}',
        "apps/ios/ios/App/Podfile": "",
        "docs/android/build.gradle": "",
    }
    assert "expo" not in detect(files)


def test_swift_and_macos() -> None:
    assert detect({"Sources/App/App.swift": "import SwiftUI"}) == {"common", "swift"}
    assert detect({"Sources/App/App.swift": "import AppKit\nNSApplication.shared"}) == {"common", "swift", "macos"}
    mac_project = {"Mac.xcodeproj/project.pbxproj": "SDKROOT = macosx;", "Mac/Main.swift": "import SwiftUI"}
    assert detect(mac_project) == {"common", "swift", "macos"}


def test_monorepo_gets_every_stack() -> None:
    files = {
        "apps/web/package.json": '{"dependencies": {"next": "15"}}',
        "apps/mobile/package.json": '{"dependencies": {"expo": "52"}}',
        "apps/ios/App.swift": "",
    }
    assert detect(files) == {"common", "typescript", "nextjs", "expo", "swift"}


def test_forced_stacks_are_exclusive() -> None:
    detected = {"common", "typescript", "nextjs", "swift"}
    assert resolve_stacks(["swift"], lambda: detected) == {"common", "swift"}
    assert resolve_stacks(["expo"], lambda: detected) == {"common", "expo", "typescript"}
    assert resolve_stacks(["auto"], lambda: detected) == detected
    assert resolve_stacks([], lambda: detected) == detected


def test_unparsable_package_json_is_ignored() -> None:
    assert detect({"package.json": "{not json", "index.js": ""}) == {"common", "typescript"}


def test_angular_by_workspace_file_or_dependency() -> None:
    assert detect({"angular.json": "{}", "src/app/app.component.ts": ""}) == {"common", "typescript", "angular"}
    assert "angular" in detect({"web/package.json": '{"dependencies": {"@angular/core": "^18.2.0"}}'})
    assert "angular" in detect({"legacy/.angular-cli.json": "{}"})


def test_angularjs_by_package_or_bower_dependency() -> None:
    assert "angular" in detect({"package.json": '{"dependencies": {"angular": "^1.8.3"}}', "public/app.js": ""})
    assert "angular" in detect({"bower.json": '{"dependencies": {"angular": "~1.5.0"}}'})
    assert "angular" in detect({"public/vendor/angular.min.js": "", "public/app.js": ""})


def test_a_node_app_without_angular_markers_is_not_angular() -> None:
    files = {"package.json": '{"dependencies": {"express": "4", "angular-expressions": "1"}}', "app.js": ""}
    assert detect(files) == {"common", "typescript"}
    assert resolve_stacks(["angular"], lambda: {"common"}) == {"common", "angular", "typescript"}


def test_angular_rules_run_on_angular_apps_and_on_files_that_import_angular(tree, run_cli) -> None:
    """A tree without an Angular marker still gets the Angular rules on a file that imports
    @angular/* (a component copied into another app); coverage names only the tree's stacks."""
    files = {"src/app/bio.component.ts": COMPONENT}
    # the Angular bypass rule is an audit review item (its record, tests/test_profile_policy.py)
    scan = ("scan", "--profile", "audit", "--format", "json")
    plain = json.loads(run_cli(*scan, cwd=tree(files)).stdout)
    assert "angular" not in plain["coverage"]["stacks"]
    found = [(f["location"]["path"], f["location"]["start_line"], f["rule_id"], f["stack"]) for f in plain["findings"]]
    assert ("src/app/bio.component.ts", 9, "ng.xss.bypass-security-trust", "angular") in found

    files["angular.json"] = '{"projects": {"web": {"root": ""}}}'
    app = json.loads(run_cli(*scan, cwd=tree(files)).stdout)
    assert "angular" in app["coverage"]["stacks"]
    found = [(f["location"]["path"], f["location"]["start_line"], f["rule_id"]) for f in app["findings"]]
    assert ("src/app/bio.component.ts", 9, "ng.xss.bypass-security-trust") in found


def test_a_file_that_only_mentions_angular_gets_no_angular_rules(tree, run_cli) -> None:
    lookalike = COMPONENT.replace("'@angular/core'", "'./core'").replace("'@angular/platform-browser'", "'./dom'")
    lookalike = "// ported from our old angular app (see angular.json in the legacy repo)\n" + lookalike
    scan = ("scan", "--profile", "extended", "--format", "json")
    report = json.loads(run_cli(*scan, cwd=tree({"src/bio.ts": lookalike})).stdout)
    assert not [f for f in report["findings"] if f["rule_id"].startswith("ng.")]


def test_file_evidence_of_angular() -> None:
    for text in (
        "import { Component } from '@angular/core';",
        'const ng = require("angular");',
        "angular.module('notes', []).controller('NoteCtrl', NoteCtrl);",
        "const { Injectable } = await import('@angular/core');",
    ):
        assert evidenced_stacks(text, text.lower()) == {"angular"}, text
    for text in ("// moved off angular in 2021", "import { parse } from 'angular-expressions';", "angularity = 1"):
        assert evidenced_stacks(text, text.lower()) == frozenset(), text


SEGMENTS = [
    "src", "apps/web", "apps/mobile", "android/app", "ios", "ios/App.xcodeproj", "docs", "lib", "",
    "apps/mobile/android/app", "apps/mobile/ios", "apps/mobile/ios/App.xcodeproj", "android/app/src/main",
]  # fmt: skip
NAMES = [
    "index.ts", "page.tsx", "main.swift", "AppDelegate.swift", "Package.swift", "project.pbxproj",
    "package.json", "bower.json", "tsconfig.json", "app.json", "eas.json", "angular.json", "angular.min.js",
    "next.config.mjs", "metro.config.js", "app.config.ts", "README.md", "logo.png", "build.gradle", "Podfile",
    "AndroidManifest.xml", "MainActivity.kt", "settings.gradle",
]  # fmt: skip
MANIFESTS = [
    "", "{}", '{"dependencies": {"next": "15"}}', '{"dependencies": {"react-native": "0.76"}}',
    '{"devDependencies": {"@angular/core": "19"}}', '{"dependencies": {"expo-router": "4"}}',
    '{"expo": {"name": "Acme"}}', "import AppKit", "SDKROOT = macosx",
]  # fmt: skip


@given(
    st.dictionaries(
        st.builds(lambda d, n: f"{d}/{n}".lstrip("/"), st.sampled_from(SEGMENTS), st.sampled_from(NAMES)),
        st.sampled_from(MANIFESTS),
        max_size=12,
    )
)
@example({"package.json": MANIFESTS[3], "android/app/build.gradle": "", "ios/Podfile": ""})  # bare React Native
@example({"apps/mobile/package.json": MANIFESTS[3], "apps/mobile/android/app/MainActivity.kt": ""})  # no marker
@example({"apps/mobile/package.json": MANIFESTS[3], "apps/mobile/ios/Podfile": ""})  # a subfolder's app
@settings(max_examples=200, deadline=None, derandomize=True)
def test_the_marker_files_alone_give_the_same_stacks(files: dict[str, str]) -> None:
    """A scan of a few files detects the stacks from the tree's marker files only."""
    markers = {path: text for path, text in files.items() if is_marker(path)}
    assert detect_stacks(markers, files.get) == detect(files)
    plain = sorted(path for path in markers if is_plain_source(path))
    fewer = {path: text for path, text in markers.items() if path not in plain[1:]}
    assert detect_stacks(fewer, files.get) == detect(files)  # one JS/TS source stands for all


@pytest.mark.parametrize(
    "path",
    [
        "next.config.mjs", "apps/web/next.config.ts", "next.config.json", "src/next.config.js.map",
        "eas.json", "apps/mobile/eas.json", "app.config.ts", "app.config.tsx", "my-app.config.js",
        "angular.json", "public/angular.min.js", "vendor/angular.js", "angularjs.js", ".angular-cli.json",
        "metro.config.js", "react-native.config.cjs", "metro.config.mjs", "src/config.ts", "config/app.js",
    ],
)
def test_a_config_is_known_by_its_whole_name(path: str) -> None:
    """detect_stacks matches a configuration's name alone, and is_plain_source (asked of every
    JS/TS path) the four patterns joined: as a search of the path for `(^|/)NAME$` would."""
    by_path = [re.search(rf"(^|/)(?:{config.pattern})$", path) is not None for config in stacks._CONFIG_NAMES]
    assert [stacks._named(config, path) for config in stacks._CONFIG_NAMES] == by_path
    assert stacks._named(stacks._ANY_CONFIG_NAME, path) == any(by_path)


def test_the_stack_lists_users_read_name_every_stack_choice() -> None:
    """README's `--stack` paragraph and configuration comment, and the starter configuration,
    name the choices of `scan --stack` (`auto`, the default, in the paragraph only)."""
    help_text = CliRunner().invoke(main, ["scan", "--help"]).output
    choices = re.search(r"--stack \[([a-z|]+)\]", help_text)
    assert choices is not None
    offered = choices.group(1).split("|")
    assert offered == ["auto", "common", "typescript", "nextjs", "angular", "swift", "expo", "macos"]
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    paragraph = readme[readme.index("`--stack` (repeatable") :].split("\n\n", 1)[0]
    assert set(re.findall(r"`([a-z]+)`", paragraph)) == set(offered)
    forced = [line for text in (readme, STARTER_CONFIG) for line in text.splitlines() if "# force" in line.lower()]
    assert len(forced) == 2
    for line in forced:
        assert {stack.strip() for stack in line.split(":")[-1].split(",")} == set(offered) - {"auto"}, line
