# ruff: noqa: E501 (a project.pbxproj writes one object a line)
"""Entitlements files no release build signs with are not shipped (issue 24): what
CODE_SIGN_ENTITLEMENTS of Release configurations names (project.pbxproj and its .xcconfig files)
ships; a Debug-only file or a suffix only a CI script sets does not; a file no project names keeps
today's behaviour."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.xcode_entitlements import unreleased_entitlements

LOOSE = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>com.apple.security.cs.disable-library-validation</key>
	<true/>
</dict>
</plist>
"""
STRICT = LOOSE.replace("<true/>", "<false/>")


def _pbxproj(debug: str, release: str, base: str = "") -> str:
    reference = "baseConfigurationReference = F1000000000000000000000A /* Base.xcconfig */;" if base else ""
    return f"""\
// !$*UTF8*$!
{{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {{
		F1000000000000000000000A /* Base.xcconfig */ = {{isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Configurations/Base.xcconfig; sourceTree = "<group>"; }};
		G0000000000000000000000A = {{isa = PBXGroup; children = (F1000000000000000000000A, ); sourceTree = "<group>"; }};
		T1000000000000000000000A /* Monitor */ = {{
			isa = PBXNativeTarget;
			buildConfigurationList = L1000000000000000000000A;
			buildPhases = ( );
			name = Monitor;
			productType = "com.apple.product-type.application";
		}};
		P0000000000000000000000A /* Project object */ = {{
			isa = PBXProject;
			buildConfigurationList = L0000000000000000000000A;
			mainGroup = G0000000000000000000000A;
			targets = (T1000000000000000000000A, );
		}};
		C0000000000000000000000A /* Debug */ = {{isa = XCBuildConfiguration; {reference} buildSettings = {{ ENABLE_HARDENED_RUNTIME = YES; }}; name = Debug; }};
		C0000000000000000000000B /* Release */ = {{isa = XCBuildConfiguration; {reference} buildSettings = {{ ENABLE_HARDENED_RUNTIME = YES; }}; name = Release; }};
		C1000000000000000000000A /* Debug */ = {{
			isa = XCBuildConfiguration;
			buildSettings = {{
				CODE_SIGN_ENTITLEMENTS = {debug};
				PRODUCT_BUNDLE_IDENTIFIER = app.monitor;
			}};
			name = Debug;
		}};
		C1000000000000000000000B /* Release */ = {{
			isa = XCBuildConfiguration;
			buildSettings = {{
				CODE_SIGN_ENTITLEMENTS = {release};
				PRODUCT_BUNDLE_IDENTIFIER = app.monitor;
			}};
			name = Release;
		}};
		L0000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = (C0000000000000000000000A, C0000000000000000000000B, ); defaultConfigurationName = Release; }};
		L1000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = (C1000000000000000000000A, C1000000000000000000000B, ); defaultConfigurationName = Release; }};
	}};
	rootObject = P0000000000000000000000A /* Project object */;
}}
"""


def _debug_app(release: str = "Monitor/Monitor.entitlements") -> dict[str, str]:
    return {
        "Monitor.xcodeproj/project.pbxproj": _pbxproj("Monitor/MonitorDebug.entitlements", release),
        "Monitor/MonitorDebug.entitlements": LOOSE,
        "Monitor/Monitor.entitlements": STRICT,
        "Helper/Helper.entitlements": LOOSE,  # no project names it: a script may sign with it
    }


# CotEditor-style: CI passes -xcconfig CodeSigning-AdHoc.xcconfig to pick the -AdHoc file
SUFFIX_VALUE = '"Monitor/Monitor$(CODE_SIGN_ENTITLEMENTS_SUFFIX).entitlements"'
BASE_XCCONFIG = """\
// Shared settings
MACOSX_DEPLOYMENT_TARGET = 13.0
CODE_SIGN_ENTITLEMENTS_SUFFIX =
"""
ADHOC_XCCONFIG = """\
#include "Base.xcconfig"
CODE_SIGN_IDENTITY = -
CODE_SIGN_ENTITLEMENTS_SUFFIX = -AdHoc
"""


def _suffix_app(base: str = BASE_XCCONFIG) -> dict[str, str]:
    return {
        "Monitor.xcodeproj/project.pbxproj": _pbxproj(SUFFIX_VALUE, SUFFIX_VALUE, base="yes"),
        "Configurations/Base.xcconfig": base,
        "Configurations/CodeSigning-AdHoc.xcconfig": ADHOC_XCCONFIG,
        "Monitor/Monitor.entitlements": STRICT,
        "Monitor/Monitor-AdHoc.entitlements": LOOSE,
    }


def _unreleased(files: dict[str, str]) -> set[str]:
    return set(unreleased_entitlements(Repository(lambda: sorted(files), files.get)))


def test_an_entitlements_file_only_debug_configurations_name_is_not_released() -> None:
    assert _unreleased(_debug_app()) == {"Monitor/MonitorDebug.entitlements"}


def test_an_entitlements_file_a_release_configuration_names_is_released() -> None:
    assert _unreleased(_debug_app(release="Monitor/MonitorDebug.entitlements")) == set()
    assert _unreleased(_debug_app(release='"$(SRCROOT)/Monitor/MonitorDebug.entitlements"')) == set()


def test_a_suffix_only_another_xcconfig_sets_is_not_released() -> None:
    assert _unreleased(_suffix_app()) == {"Monitor/Monitor-AdHoc.entitlements"}


def test_the_default_of_a_build_variable_picks_the_released_file() -> None:
    chosen = BASE_XCCONFIG.replace(
        "CODE_SIGN_ENTITLEMENTS_SUFFIX =\n", "CODE_SIGN_ENTITLEMENTS_SUFFIX = $(ADHOC_SUFFIX:default=-AdHoc)\n"
    )
    assert _unreleased(_suffix_app(base=chosen)) == {"Monitor/Monitor.entitlements"}


def test_an_optional_include_the_repository_does_not_hold_tells_nothing() -> None:
    developer = '#include? "CodeSigning.xcconfig"\n' + BASE_XCCONFIG
    assert _unreleased(_suffix_app(base=developer)) == set()


def test_xcconfig_files_of_a_synchronized_folder_name_the_entitlements() -> None:
    """Xcode 16 anchors a configuration's .xcconfig in a synchronized folder; the .xcconfig names
    the file with $(PRODUCT_NAME), and a sibling .xcconfig only a CI command line passes names the
    ad-hoc one."""
    anchored = _pbxproj('"$(inherited)"', '"$(inherited)"').replace(
        'F1000000000000000000000A /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Configurations/Base.xcconfig; sourceTree = "<group>"; };',
        'F1000000000000000000000A /* Configurations */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Configurations; sourceTree = "<group>"; };',
    )
    anchored = anchored.replace(
        "/* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n",
        "/* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReferenceAnchor = F1000000000000000000000A /* Configurations */;\n\t\t\tbaseConfigurationReferenceRelativePath = Monitor.xcconfig;\n",
    ).replace('CODE_SIGN_ENTITLEMENTS = "$(inherited)";', 'PRODUCT_NAME = "$(TARGET_NAME)";')
    files = {
        "Monitor.xcodeproj/project.pbxproj": anchored,
        "Configurations/Monitor.xcconfig": "CODE_SIGN_ENTITLEMENTS = Monitor/$(PRODUCT_NAME).entitlements\n",
        "Configurations/CodeSigning-AdHoc.xcconfig": "CODE_SIGN_ENTITLEMENTS = Monitor/$(PRODUCT_NAME)-AdHoc.entitlements\nCODE_SIGN_IDENTITY = -\n",
        "Monitor/Monitor.entitlements": STRICT,
        "Monitor/Monitor-AdHoc.entitlements": LOOSE,
    }
    assert "baseConfigurationReferenceAnchor" in anchored
    assert _unreleased(files) == {"Monitor/Monitor-AdHoc.entitlements"}


def _found(result) -> set[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return {(f["rule_id"], f["location"]["path"]) for f in json.loads(result.stdout)["findings"]}


def test_only_the_released_and_unnamed_entitlements_are_reported(tree, run_cli) -> None:
    scan = ("scan", "--stack", "swift", "--profile", "extended", "--format", "json")  # the rule's profile
    found = _found(run_cli(*scan, cwd=tree(_debug_app())))
    rule = "plist.entitlements.disable-library-validation"
    assert (rule, "Helper/Helper.entitlements") in found
    assert (rule, "Monitor/MonitorDebug.entitlements") not in found
    released = _debug_app(release="Monitor/MonitorDebug.entitlements")
    assert (rule, "Monitor/MonitorDebug.entitlements") in _found(
        run_cli(*scan, cwd=tree(released))
    )


def test_a_release_value_naming_no_file_here_tells_nothing() -> None:
    """`$(PLATFORM_NAME)` and the like are Xcode's own: the resolved path is then no file of the
    repository, and which one a release signs with is not known."""
    files = _debug_app(release='"Monitor/Monitor-$(PLATFORM_NAME).entitlements"')
    files["Monitor/Monitor-macosx.entitlements"] = STRICT
    assert _unreleased(files) == set()
    per_configuration = _debug_app(release='"Monitor/Monitor-$(CONFIGURATION).entitlements"')
    per_configuration["Monitor/Monitor-Release.entitlements"] = STRICT
    assert _unreleased(per_configuration) == {"Monitor/MonitorDebug.entitlements"}
