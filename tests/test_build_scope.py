# ruff: noqa: E501 (a project.pbxproj writes one object a line)
"""Files the Xcode project builds only for tests or Debug are not shipped (issue 24).

Which target builds a file, and which build configuration uses an Info.plist, are read from
`project.pbxproj` and `Package.swift`, never from the file's name: a file a shipped target also
builds stays shipped. A private key block in test code is the test's own fixture key."""

from __future__ import annotations

import json
import random
import string

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.demo_apps import demo_app_folders
from secure_lint.scan.repo.gradle import variant_source_sets
from secure_lint.scan.repo.test_suites import is_test_suite
from secure_lint.scan.repo.xcode import xcode_facts

_KEY_START = (
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKjMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6d"
    "VMvDuictGeurT8jNbvJZHtCSuYEvuNMoSfm76oqFvAp8Gy0iz5sxjZmSnXyCdPEovGhLa0VzMaQ8s+CLOyS56YyCFGeJZ"
)
# as long as its DER header declares (1,217 bytes): a key cut short is an elided example, no key
KEY_BODY = _KEY_START + "".join(random.Random(7).choices(string.ascii_letters + string.digits, k=1624 - len(_KEY_START)))
SESSION = """\
import Foundation

final class Session {
    func remember(token: String) {
        UserDefaults.standard.set(token, forKey: "authToken")
    }
}
"""
HUB_TESTS = f"""\
import XCTest
@testable import Wallet

final class HubUnlockTests: XCTestCase {{
    let deviceKey = \"\"\"
    -----BEGIN PRIVATE KEY-----
    {KEY_BODY}
    -----END PRIVATE KEY-----
    \"\"\"

    func testRemembersToken() {{
        UserDefaults.standard.set("token-under-test", forKey: "authToken")
        XCTAssertNotNil(UserDefaults.standard.string(forKey: "authToken"))
    }}
}}
"""
SIGNER = f"""\
import Foundation

enum ReleaseSigner {{
    static let pem = \"\"\"
    -----BEGIN PRIVATE KEY-----
    {KEY_BODY}
    -----END PRIVATE KEY-----
    \"\"\"
}}
"""


def _plist(exceptions: str) -> str:
    return f"""\
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>CFBundleIdentifier</key>
  <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
  <key>NSAppTransportSecurity</key>
  <dict>
    <key>NSExceptionDomains</key>
    <dict>
{exceptions}
    </dict>
  </dict>
</dict>
</plist>
"""


DEV_SERVER = _plist("""\
      <key>localhost</key>
      <dict>
        <key>NSExceptionAllowsInsecureHTTPLoads</key>
        <true/>
        <key>NSExceptionMinimumTLSVersion</key>
        <string>TLSv1.0</string>
        <key>NSExceptionRequiresForwardSecrecy</key>
        <false/>
      </dict>""")
API_EXCEPTION = _plist("""\
      <key>api.example-wallet.com</key>
      <dict>
        <key>NSExceptionMinimumTLSVersion</key>
        <string>TLSv1.0</string>
        <key>NSExceptionRequiresForwardSecrecy</key>
        <false/>
      </dict>""")


SCHEME = """\
<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1500" version = "1.7">
   <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "T1000000000000000000000A"
               BuildableName = "Wallet.app"
               BlueprintName = "Wallet"
               ReferencedContainer = "container:Wallet.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>
"""


def _pbxproj(release_plist: str = "Wallet/Info.plist", specs_in_app: bool = False) -> str:
    app_sources = "A1000000000000000000000A /* Session.swift in Sources */,"
    if specs_in_app:
        app_sources += " A3000000000000000000000A /* UnlockScenarios.swift in Sources */,"
    return f"""\
// !$*UTF8*$!
{{
	archiveVersion = 1;
	classes = {{
	}};
	objectVersion = 56;
	objects = {{

/* Begin PBXBuildFile section */
		A1000000000000000000000A /* Session.swift in Sources */ = {{isa = PBXBuildFile; fileRef = F1000000000000000000000A /* Session.swift */; }};
		A2000000000000000000000A /* UnlockScenarios.swift in Sources */ = {{isa = PBXBuildFile; fileRef = F2000000000000000000000A /* UnlockScenarios.swift */; }};
		A3000000000000000000000A /* UnlockScenarios.swift in Sources */ = {{isa = PBXBuildFile; fileRef = F2000000000000000000000A /* UnlockScenarios.swift */; }};
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		F1000000000000000000000A /* Session.swift */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Session.swift; sourceTree = "<group>"; }};
		F2000000000000000000000A /* UnlockScenarios.swift */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Hub/UnlockScenarios.swift; sourceTree = "<group>"; }};
		F3000000000000000000000A /* Wallet.app */ = {{isa = PBXFileReference; explicitFileType = wrapper.application; path = Wallet.app; sourceTree = BUILT_PRODUCTS_DIR; }};
/* End PBXFileReference section */

/* Begin PBXGroup section */
		G0000000000000000000000A = {{
			isa = PBXGroup;
			children = (
				G1000000000000000000000A /* Wallet */,
				G2000000000000000000000A /* WalletSpecs */,
			);
			sourceTree = "<group>";
		}};
		G1000000000000000000000A /* Wallet */ = {{isa = PBXGroup; children = (F1000000000000000000000A /* Session.swift */, ); path = Wallet; sourceTree = "<group>"; }};
		G2000000000000000000000A /* WalletSpecs */ = {{isa = PBXGroup; children = (F2000000000000000000000A, ); name = WalletSpecs; path = Specs; sourceTree = "<group>"; }};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		T1000000000000000000000A /* Wallet */ = {{
			isa = PBXNativeTarget;
			buildConfigurationList = L1000000000000000000000A /* Build configuration list for PBXNativeTarget "Wallet" */;
			buildPhases = (
				S1000000000000000000000A /* Sources */,
			);
			name = Wallet;
			productReference = F3000000000000000000000A /* Wallet.app */;
			productType = "com.apple.product-type.application";
		}};
		T2000000000000000000000A /* WalletSpecs */ = {{
			isa = PBXNativeTarget;
			buildConfigurationList = L2000000000000000000000A;
			buildPhases = (
				S2000000000000000000000A /* Sources */,
			);
			name = WalletSpecs;
			productType = "com.apple.product-type.bundle.unit-test";
		}};
		T3000000000000000000000A /* WalletDev */ = {{
			isa = PBXNativeTarget;
			buildConfigurationList = L3000000000000000000000A;
			buildPhases = (
				S1000000000000000000000A /* Sources */,
			);
			name = WalletDev;
			productType = "com.apple.product-type.application";
		}};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		P0000000000000000000000A /* Project object */ = {{
			isa = PBXProject;
			buildConfigurationList = L0000000000000000000000A;
			mainGroup = G0000000000000000000000A;
			targets = (T1000000000000000000000A, T2000000000000000000000A, T3000000000000000000000A, );
		}};
/* End PBXProject section */

/* Begin PBXSourcesBuildPhase section */
		S1000000000000000000000A /* Sources */ = {{isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = ({app_sources} ); runOnlyForDeploymentPostprocessing = 0; }};
		S2000000000000000000000A /* Sources */ = {{isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (A2000000000000000000000A /* UnlockScenarios.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; }};
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
		C1000000000000000000000A /* Debug */ = {{
			isa = XCBuildConfiguration;
			buildSettings = {{
				DEVELOPMENT_ASSET_PATHS = "\\"Wallet/Preview Content\\"";
				INFOPLIST_FILE = "Wallet/Info-Debug.plist";
				PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet";
				PRODUCT_NAME = "$(TARGET_NAME)";
			}};
			name = Debug;
		}};
		C2000000000000000000000A /* Release */ = {{
			isa = XCBuildConfiguration;
			buildSettings = {{
				INFOPLIST_FILE = "$(SRCROOT)/{release_plist}";
				PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet";
				PRODUCT_NAME = "$(TARGET_NAME)";
			}};
			name = Release;
		}};
		C3000000000000000000000A /* Debug */ = {{isa = XCBuildConfiguration; buildSettings = {{ INFOPLIST_FILE = Specs/Info.plist; }}; name = Debug; }};
		C4000000000000000000000A /* Debug */ = {{isa = XCBuildConfiguration; buildSettings = {{ INFOPLIST_FILE = "WalletDev-Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet"; }}; name = Debug; }};
		C5000000000000000000000A /* Release */ = {{isa = XCBuildConfiguration; buildSettings = {{ INFOPLIST_FILE = "WalletDev-Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet"; }}; name = Release; }};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		L1000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = (C1000000000000000000000A /* Debug */, C2000000000000000000000A /* Release */, ); defaultConfigurationName = Release; }};
		L2000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = (C3000000000000000000000A, ); defaultConfigurationName = Release; }};
		L3000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = (C4000000000000000000000A, C5000000000000000000000A, ); defaultConfigurationName = Release; }};
/* End XCConfigurationList section */
	}};
	rootObject = P0000000000000000000000A /* Project object */;
}}
"""


def _app(**changes: str) -> dict[str, str]:
    files = {
        "ios/Wallet.xcodeproj/project.pbxproj": _pbxproj(),
        "ios/Wallet/Session.swift": SESSION,
        "ios/Wallet/Info.plist": API_EXCEPTION,
        "ios/Wallet/Info-Debug.plist": DEV_SERVER,
        "ios/Specs/Hub/UnlockScenarios.swift": HUB_TESTS,
        "ios/WalletDev-Info.plist": DEV_SERVER,
        "ios/Wallet.xcodeproj/xcshareddata/xcschemes/Wallet.xcscheme": SCHEME,
    }
    files.update(changes)
    return files


def _found(result) -> set[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return {(f["rule_id"], f["location"]["path"]) for f in json.loads(result.stdout)["findings"]}


def _facts(files: dict[str, str]):  # type: ignore[no-untyped-def]
    return xcode_facts(Repository(lambda: sorted(files), files.get))


def test_the_project_names_test_only_files_and_debug_only_plists() -> None:
    facts = _facts(_app())
    assert facts.test_files == frozenset({"ios/Specs/Hub/UnlockScenarios.swift"})
    assert set(facts.debug_plists) == {
        "ios/Wallet/Info-Debug.plist",
        "ios/Specs/Info.plist",
        "ios/WalletDev-Info.plist",
    }
    assert "Debug" in facts.debug_plists["ios/Wallet/Info-Debug.plist"]
    assert "development variant of Wallet" in facts.debug_plists["ios/WalletDev-Info.plist"]


def test_a_second_app_target_is_a_variant_only_beside_an_archived_twin() -> None:
    files = _app()
    del files["ios/Wallet.xcodeproj/xcshareddata/xcschemes/Wallet.xcscheme"]
    assert "ios/WalletDev-Info.plist" not in _facts(files).debug_plists
    released = _app(**{"ios/Wallet.xcodeproj/xcshareddata/xcschemes/Wallet.xcscheme": SCHEME.replace("T1", "T3")})
    assert "ios/WalletDev-Info.plist" not in _facts(released).debug_plists


def test_an_app_target_whose_bundle_identifier_extends_the_released_one_is_a_variant() -> None:
    """`com.example.wallet.staging` beside `com.example.wallet`: a side-by-side install for testers,
    even when a shared scheme archives it; an unrelated identifier is another app."""
    staging = _pbxproj().replace('INFOPLIST_FILE = "WalletDev-Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet";',
                                 'INFOPLIST_FILE = "WalletDev-Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet.staging";')
    schemes = {
        "ios/Wallet.xcodeproj/project.pbxproj": staging,
        "ios/Wallet.xcodeproj/xcshareddata/xcschemes/Wallet Staging.xcscheme": SCHEME.replace("T1", "T3"),
    }
    facts = _facts(_app(**schemes))
    assert "development variant of Wallet" in facts.debug_plists["ios/WalletDev-Info.plist"]
    other = staging.replace("com.example.wallet.staging", "com.example.walletpro")
    assert "ios/WalletDev-Info.plist" not in _facts(_app(**dict(schemes, **{"ios/Wallet.xcodeproj/project.pbxproj": other}))).debug_plists


def test_an_app_target_the_released_app_embeds_is_part_of_the_release() -> None:
    """A watch app (`com.example.wallet.watchkitapp`) extends the released identifier too, but the
    released app depends on it and embeds it: it ships, it is no side-by-side install."""
    watch = _pbxproj().replace(
        'INFOPLIST_FILE = "WalletDev-Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet";',
        'INFOPLIST_FILE = "WalletDev-Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.wallet.watchkitapp";',
    )
    standalone = {"ios/Wallet.xcodeproj/project.pbxproj": watch}
    assert "ios/WalletDev-Info.plist" in _facts(_app(**standalone)).debug_plists
    embedded = watch.replace(
        "\t\t\tname = Wallet;\n",
        "\t\t\tdependencies = (\n\t\t\t\tD1000000000000000000000A /* PBXTargetDependency */,\n\t\t\t);\n\t\t\tname = Wallet;\n",
    ).replace(
        "/* Begin PBXProject section */",
        "\t\tD1000000000000000000000A = {isa = PBXTargetDependency; target = T3000000000000000000000A /* WalletDev */; };\n"
        "/* Begin PBXProject section */",
    )
    assert "dependencies = (" in embedded
    assert "ios/WalletDev-Info.plist" not in _facts(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": embedded})).debug_plists


def test_a_file_a_shipped_target_also_builds_is_not_test_only() -> None:
    facts = _facts(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": _pbxproj(specs_in_app=True)}))
    assert facts.test_files == frozenset()


def test_a_plist_a_release_configuration_uses_is_not_debug_only() -> None:
    pbxproj = _pbxproj(release_plist="Wallet/Info-Debug.plist")
    assert (
        "ios/Wallet/Info-Debug.plist"
        not in _facts(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": pbxproj})).debug_plists
    )


def test_the_target_name_variable_of_a_plist_path_is_the_target_s_name() -> None:
    """`"$(TARGET_NAME)/Info-Debug.plist"` in the Debug configuration of the target named Wallet is
    Wallet/Info-Debug.plist (easydict names its Debug and Release plists so)."""
    pbxproj = _pbxproj().replace('INFOPLIST_FILE = "Wallet/Info-Debug.plist";', 'INFOPLIST_FILE = "$(TARGET_NAME)/Info-Debug.plist";')
    pbxproj = pbxproj.replace('INFOPLIST_FILE = "$(SRCROOT)/Wallet/Info.plist";', 'INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist";')
    facts = _facts(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": pbxproj}))
    assert "ios/Wallet/Info-Debug.plist" in facts.debug_plists
    assert "ios/Wallet/Info.plist" not in facts.debug_plists


BRIDGE_PACKAGE = """\
// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "LinkKit",
    platforms: [.iOS("14.5")],
    products: [.library(name: "LinkKit", targets: ["LinkKit"])],
    targets: [
        .target(
            name: "LinkKit",
            dependencies: [],
            exclude: [
                "upstream/README.md",
                "upstream/macOS/Package.swift",
                "upstream/macOS/Sources/link-desktop/main.swift",
                "upstream/Windows",
            ],
            resources: [.process("Resources")]
        ),
    ]
)
"""
DESKTOP_KEY = """\
import Foundation

// the desktop app's key for its bundled certificate archive
let certificateKey: [UInt8] = [0x3a, 0x91, 0x5c, 0x07, 0xe2, 0x44, 0x18, 0xbd, 0x6f, 0x20, 0xc3, 0x8e, 0x51, 0x9a, 0x0d, 0x72]
"""


def _bridge_package(**changes: str) -> dict[str, str]:
    files = {
        "Packages/LinkKit/Package.swift": BRIDGE_PACKAGE,
        "Packages/LinkKit/Sources/LinkKit/Session.swift": SESSION,
        "Packages/LinkKit/Sources/LinkKit/upstream/macOS/Package.swift": "// swift-tools-version:5.3\n",
        "Packages/LinkKit/Sources/LinkKit/upstream/macOS/Sources/link-desktop/main.swift": DESKTOP_KEY,
        "Packages/LinkKit/Sources/LinkKit/upstream/Windows/Bridge.swift": SESSION,
    }
    files.update(changes)
    return files


def test_swift_files_a_package_target_excludes_are_unbuilt() -> None:
    """An upstream project's sources vendored in a target's folder and left out by its `exclude:`
    (a file or a folder); the target's own sources are built."""
    assert _facts(_bridge_package()).unbuilt_sources == frozenset(
        {
            "Packages/LinkKit/Sources/LinkKit/upstream/macOS/Sources/link-desktop/main.swift",
            "Packages/LinkKit/Sources/LinkKit/upstream/Windows/Bridge.swift",
        }
    )


def test_an_excluded_folder_s_own_package_builds_its_sources() -> None:
    """A package manifest inside an excluded folder that the target does not exclude itself is a
    package of its own: it builds its sources."""
    package = BRIDGE_PACKAGE.replace('"upstream/macOS/Package.swift",', "").replace(
        '"upstream/macOS/Sources/link-desktop/main.swift",', '"upstream/macOS",'
    )
    facts = _facts(_bridge_package(**{"Packages/LinkKit/Package.swift": package}))
    assert facts.unbuilt_sources == frozenset({"Packages/LinkKit/Sources/LinkKit/upstream/Windows/Bridge.swift"})


def test_a_key_in_an_excluded_source_is_not_reported_but_one_in_a_built_source_is(tree, run_cli) -> None:
    built = {"Packages/LinkKit/Sources/LinkKit/Archive.swift": DESKTOP_KEY}
    found = _found(run_cli("scan", "--stack", "swift", "--format", "json", cwd=tree(_bridge_package(**built))))
    rule = "swift.crypto.hardcoded-key-bytes"
    assert (rule, "Packages/LinkKit/Sources/LinkKit/Archive.swift") in found
    assert not [f for f in found if f[1].endswith("link-desktop/main.swift")]


def test_package_test_targets_are_test_folders() -> None:
    package = """\
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "VaultKit",
    targets: [
        .target(name: "VaultKit", dependencies: []),
        .testTarget(name: "VaultKitChecks", dependencies: [.target(name: "VaultKit")], path: "Checks/Unit"),
        .testTarget(name: "VaultKitIntegration", dependencies: ["VaultKit"]),
    ]
)
"""
    facts = _facts({"Kit/Package.swift": package})
    assert facts.test_folders == ("Kit/Checks/Unit", "Kit/Tests/VaultKitIntegration")
    assert facts.is_test_file("Kit/Checks/Unit/UnlockChecks.swift")
    assert not facts.is_test_file("Kit/Sources/VaultKit/Unlock.swift")


def test_a_malformed_project_file_is_no_fact() -> None:
    assert _facts({"ios/App.xcodeproj/project.pbxproj": "{ objects = { A = {isa = "}).test_files == frozenset()


def test_debug_only_plist_and_test_target_code_are_not_reported(tree, run_cli) -> None:
    found = _found(run_cli("scan", "--stack", "swift", "--profile", "extended", "--format", "json", cwd=tree(_app())))
    assert ("plist.ats.weak-tls-version", "ios/Wallet/Info.plist") in found
    assert any(path == "ios/Wallet/Session.swift" for _, path in found)
    assert not [
        f
        for f in found
        if f[1] in {"ios/Wallet/Info-Debug.plist", "ios/WalletDev-Info.plist", "ios/Specs/Hub/UnlockScenarios.swift"}
    ]


def test_the_same_files_built_for_release_are_reported(tree, run_cli) -> None:
    pbxproj = _pbxproj(release_plist="Wallet/Info-Debug.plist", specs_in_app=True)
    found = _found(
        run_cli(
            "scan",
            "--stack",
            "swift",
            "--profile",
            "extended",  # secrets.private-key is an extended rule
            "--format",
            "json",
            cwd=tree(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": pbxproj})),
        )
    )
    assert ("plist.ats.weak-tls-version", "ios/Wallet/Info-Debug.plist") in found
    assert ("secrets.private-key", "ios/Specs/Hub/UnlockScenarios.swift") in found
    assert any(rule.startswith("swift.") and path.startswith("ios/Specs/") for rule, path in found)


ARBITRARY_LOADS = _plist("").replace(
    "<key>NSExceptionDomains</key>", "<key>NSAllowsArbitraryLoads</key>\n    <true/>\n    <key>NSExceptionDomains</key>"
)
UPSTREAM_MIT = "Copyright (c) 2014-2016 Alamofire Software Foundation\n\nPermission is hereby granted, free of charge...\n"


def test_an_app_target_s_info_plist_is_the_app_s_beside_a_library_copied_flat(tree, run_cli) -> None:
    """A networking library's sources, licence and Info.plist copied flat into the app's folder: the
    Info.plist the app target names is still the app's own (its ATS finding stays), the library's
    is the copy's (a review item, which the default profile leaves out)."""
    files = _app(
        **{
            "ios/Wallet/Info.plist": ARBITRARY_LOADS,
            "ios/Wallet/LICENSE": UPSTREAM_MIT,
            "ios/Wallet/Alamofire.modulemap": "framework module Alamofire {\n  umbrella header \"Alamofire-umbrella.h\"\n}\n",
            "ios/Wallet/Alamofire-Info.plist": ARBITRARY_LOADS,
        }
    )
    found = _found(run_cli("scan", "--stack", "swift", "--format", "json", cwd=tree(files)))
    assert ("plist.ats.arbitrary-loads", "ios/Wallet/Info.plist") in found
    assert not [f for f in found if f[1] == "ios/Wallet/Alamofire-Info.plist"]


def test_include_tests_reports_code_only_tests_build(tree, run_cli) -> None:
    scan = ("scan", "--stack", "swift", "--profile", "extended", "--include-tests", "--format", "json")
    found = _found(run_cli(*scan, cwd=tree(_app())))
    assert any(rule.startswith("swift.") and path.startswith("ios/Specs/") for rule, path in found)
    assert ("secrets.private-key", "ios/Specs/Hub/UnlockScenarios.swift") not in found


def test_a_private_key_in_a_test_folder_is_a_fixture_but_not_in_app_or_tooling_code(tree, run_cli) -> None:
    root = tree(
        {
            "Tests/HubTests/HubUnlockTests.swift": HUB_TESTS,
            "Wallet/ReleaseSigner.swift": SIGNER,
            "fastlane/signing/ReleaseSigner.swift": SIGNER,
        }
    )
    found = {
        f
        for f in _found(run_cli("scan", "--stack", "swift", "--select", "secrets.private-key", "--format", "json", cwd=root))
        if f[0] == "secrets.private-key"
    }
    assert found == {
        ("secrets.private-key", "Wallet/ReleaseSigner.swift"),
        ("secrets.private-key", "fastlane/signing/ReleaseSigner.swift"),
    }


def test_android_flavors_whose_application_id_extends_the_released_one_are_variants() -> None:
    groovy = """android {
    defaultConfig { applicationId "io.acme.wallet" }
    productFlavors {
        production { applicationId "io.acme.wallet"; manifestPlaceholders = [label: "Wallet"] }
        staging { applicationId "io.acme.wallet.staging" }
        development { applicationId "io.acme.wallet.development" }
        partner { applicationId "com.partner.wallet" }
    }
}
"""
    assert variant_source_sets(groovy, "android/app/build.gradle") == [
        "android/app/src/staging",
        "android/app/src/development",
    ]
    kotlin = """android {
    defaultConfig { applicationId = "io.acme.wallet" }
    productFlavors {
        create("store") { dimension = "channel" }
        create("beta") { applicationIdSuffix = ".beta" }
    }
}
"""
    assert variant_source_sets(kotlin, "android/app/build.gradle.kts") == ["android/app/src/beta"]
    assert variant_source_sets('android { defaultConfig { applicationId "io.acme.wallet" } }', "build.gradle") == []


def test_an_info_plist_no_target_names_or_builds_is_a_leftover() -> None:
    facts = _facts(_app(**{"ios/Wallet Extension/Info.plist": DEV_SERVER, "ios/Old/Wallet Extension/Info.plist": DEV_SERVER}))
    assert "ios/Wallet Extension/Info.plist" in facts.debug_plists
    assert "ios/Old/Wallet Extension/Info.plist" in facts.debug_plists
    assert "ios/Wallet/Info.plist" not in facts.debug_plists  # the Release configuration's


def test_an_info_plist_is_no_leftover_where_the_project_cannot_tell() -> None:
    # a package's own Info.plist, and a project whose plist path holds a build variable
    package = _facts(_app(**{"ios/Kit/Package.swift": "// swift-tools-version:5.9\n", "ios/Kit/Info.plist": DEV_SERVER}))
    assert "ios/Kit/Info.plist" not in package.debug_plists
    variable = _pbxproj().replace("Wallet/Info-Debug.plist", "$(APP_FOLDER)/Info-Debug.plist")
    facts = _facts(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": variable, "ios/Stray/Info.plist": DEV_SERVER}))
    assert "ios/Stray/Info.plist" not in facts.debug_plists


def test_a_leftover_info_plist_is_not_reported_but_the_shipped_one_is(tree, run_cli) -> None:
    found = _found(run_cli("scan", "--stack", "swift", "--profile", "extended", "--format", "json", cwd=tree(_app(**{"ios/Watch Extension/Info.plist": API_EXCEPTION}))))
    assert ("plist.ats.weak-tls-version", "ios/Wallet/Info.plist") in found
    assert not [f for f in found if f[1] == "ios/Watch Extension/Info.plist"]


def test_swift_files_no_target_compiles_are_unbuilt() -> None:
    """A stale copy beside the built file and a file taken out of its target: no build phase
    lists them. The Mac's file system ignores case, and so does the comparison."""
    facts = _facts(_app(**{"ios/src/Session.swift": SESSION, "ios/Wallet/Legacy/SessionOld.swift": SESSION}))
    assert facts.unbuilt_sources == frozenset({"ios/src/Session.swift", "ios/Wallet/Legacy/SessionOld.swift"})
    renamed = _app(**{"ios/wallet/Session.swift": SESSION})
    del renamed["ios/Wallet/Session.swift"]
    assert _facts(renamed).unbuilt_sources == frozenset()


def test_no_swift_file_is_unbuilt_where_another_build_system_or_a_generator_may_build_it() -> None:
    package = {"ios/Kit/Package.swift": "// swift-tools-version:5.9\n", "ios/Kit/Sources/Kit/Vault.swift": SESSION}
    pods = {"ios/Pods/KeychainAccess/Sources/Keychain.swift": SESSION}
    podspec = {"ios/LocalPod/LocalPod.podspec": "Pod::Spec.new do |s|\nend\n", "ios/LocalPod/Vault.swift": SESSION}
    assert _facts(_app(**package, **pods, **podspec)).unbuilt_sources == frozenset()
    generated = {"project.yml": "name: Wallet\ntargets:\n  Wallet:\n    sources: [ios/Wallet]\n", "ios/src/Session.swift": SESSION}
    assert _facts(_app(**generated)).unbuilt_sources == frozenset()
    unreadable = {"ios/Widget.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = {", "ios/src/Session.swift": SESSION}
    assert _facts(_app(**unreadable)).unbuilt_sources == frozenset()


def test_a_stale_copy_is_not_reported_but_the_built_file_is(tree, run_cli) -> None:
    found = _found(run_cli("scan", "--stack", "swift", "--format", "json", cwd=tree(_app(**{"ios/src/Session.swift": SESSION}))))
    assert [f for f in found if f[1] == "ios/Wallet/Session.swift"]  # the token kept outside the Keychain
    assert not [f for f in found if f[1] == "ios/src/Session.swift"]


def test_a_generator_manifest_keeps_the_info_plists_it_may_use() -> None:
    """XcodeGen takes the Info.plist it finds among a target's sources: a manifest naming the plist
    or a folder holding it keeps it; one naming neither leaves it a leftover."""
    sources = _facts(_app(**{"project.yml": "name: Wallet\ntargets:\n  Stray:\n    sources: [ios/Stray]\n", "ios/Stray/Info.plist": DEV_SERVER}))
    assert "ios/Stray/Info.plist" not in sources.debug_plists
    named = _facts(_app(**{"ios/Project.swift": 'import ProjectDescription\nlet project = Project(name: "Wallet", targets: [.target(name: "Stray", infoPlist: "Stray/Info.plist")])\n', "ios/Stray/Info.plist": DEV_SERVER}))
    assert "ios/Stray/Info.plist" not in named.debug_plists
    other = _facts(_app(**{"project.yml": "name: Wallet\ntargets:\n  Wallet:\n    sources: [ios/Wallet]\n", "ios/Stray/Info.plist": DEV_SERVER}))
    assert "ios/Stray/Info.plist" in other.debug_plists


def test_an_app_model_named_project_swift_is_no_generator_manifest() -> None:
    """An app's own `Project` type in Project.swift says nothing about targets: the plist no
    project names is still a leftover (fsnotes' `FSNotes Info (Notarized).plist` beside its model)."""
    model = "import Foundation\n\npublic class Project: NSObject {\n    var label: String = \"\"\n}\n"
    facts = _facts(_app(**{"ios/Core/Project.swift": model, "ios/Wallet Info (Notarized).plist": DEV_SERVER}))
    assert "ios/Wallet Info (Notarized).plist" in facts.debug_plists


def test_a_plist_a_run_script_names_is_no_leftover_but_one_the_navigator_lists_is() -> None:
    """A file reference alone is the navigator's (the plist of a deleted target stays listed); a
    run script that copies the plist by name into the product uses it."""
    referenced = _pbxproj().replace(
        "/* End PBXFileReference section */",
        '\t\tF4000000000000000000000A /* Wallet Info (Beta).plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = "Wallet Info (Beta).plist"; sourceTree = "<group>"; };\n/* End PBXFileReference section */',
    ).replace("children = (F1000000000000000000000A /* Session.swift */, );", "children = (F1000000000000000000000A /* Session.swift */, F4000000000000000000000A, );")
    facts = _facts(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": referenced, "ios/Wallet/Wallet Info (Beta).plist": DEV_SERVER}))
    assert "ios/Wallet/Wallet Info (Beta).plist" in facts.debug_plists
    scripted = _pbxproj().replace(
        "/* End PBXSourcesBuildPhase section */",
        "/* End PBXSourcesBuildPhase section */\n\t\tR1000000000000000000000A = {isa = PBXShellScriptBuildPhase; shellScript = \"cp \\\"${SRCROOT}/Wallet Info (Beta).plist\\\" \\\"${TARGET_BUILD_DIR}/${INFOPLIST_PATH}\\\"\\n\"; };",
    )
    facts = _facts(_app(**{"ios/Wallet.xcodeproj/project.pbxproj": scripted, "ios/Wallet Info (Beta).plist": DEV_SERVER}))
    assert "ios/Wallet Info (Beta).plist" not in facts.debug_plists


ATS_OFF = """\
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>NSAppTransportSecurity</key>
  <dict>
    <key>NSAllowsArbitraryLoads</key>
    <true/>
  </dict>
</dict>
</plist>
"""


def test_an_orphan_plist_is_quiet_where_projects_tell_and_reported_where_none_is(tree, run_cli) -> None:
    """ATS off in a plist no project names is quiet; in the plist INFOPLIST_FILE names through
    `$(SRCROOT)`, and in any plist of a tree without project files, it is reported."""
    files = _app(**{
        "ios/Wallet.xcodeproj/project.pbxproj": _pbxproj(release_plist="App/Info.plist"),
        "ios/App/Info.plist": ATS_OFF,
        "ios/Wallet Info (Notarized).plist": ATS_OFF,
        "ios/Core/Project.swift": "import Foundation\n\nfinal class Project {}\n",
    })
    root = tree(files)
    found = _found(run_cli("scan", "--stack", "swift", "--format", "json", cwd=root))
    assert ("plist.ats.arbitrary-loads", "ios/App/Info.plist") in found
    assert not [f for f in found if f[1] == "ios/Wallet Info (Notarized).plist"]
    for path in ("ios/Wallet.xcodeproj/project.pbxproj", "ios/Wallet.xcodeproj/xcshareddata/xcschemes/Wallet.xcscheme"):
        (root / path).unlink()
    found = _found(run_cli("scan", "--stack", "swift", "--format", "json", cwd=root))
    assert ("plist.ats.arbitrary-loads", "ios/Wallet Info (Notarized).plist") in found
    assert ("plist.ats.arbitrary-loads", "ios/App/Info.plist") in found


SQLSERVER_SUITE = """\
const assert = require('assert');
const sqlserver = require('./index.js');

const connection = {
  host: 'localhost',
  database: 'master',
  username: 'sa',
  password: 'Zq8Xw2Lp4Vt7Rn1C!',
  maxRows: 100,
};

describe('drivers/sqlserver', function () {
  it('runs query', function () {
    return sqlserver.runQuery('SELECT 1 AS one', connection).then((results) => {
      assert.strictEqual(results.rows.length, 1);
    });
  });
});
"""
# a payment provider named "test": app code whatever its file is called
TEST_PROVIDER = """\
const provider = { features: { recurring: true } };

provider.processOrder = async (order) => {
  const gateway = { login: 'sandbox', password: 'Zq8Xw2Lp4Vt7Rn1C!' };
  return { order, gateway };
};

module.exports = provider;
"""
MAILER = """\
const nodemailer = require('nodemailer');

const transport = nodemailer.createTransport({
  host: 'smtp.mailgun.org',
  auth: { user: 'postmaster@mg.example.com', password: 'Zq8Xw2Lp4Vt7Rn1C!' },
});

module.exports = (message) => transport.sendMail(message);
"""


def test_a_script_is_a_test_suite_by_its_top_level_suites_and_no_exports() -> None:
    assert is_test_suite("server/drivers/sqlserver/test.js", SQLSERVER_SUITE)
    assert is_test_suite("src/billing.check.ts", "import { total } from './billing';\n\ntest('adds', () => {});\n")
    assert not is_test_suite("server/paymentProviders/test/test.js", TEST_PROVIDER)
    assert not is_test_suite("server/lib/mailer.js", MAILER)
    # a helper that wraps describe() for other suites exports it: not a suite of its own
    assert not is_test_suite("src/spec-helpers.ts", "export const feature = (name: string) => describe(name, () => {});\n")
    assert not is_test_suite("docs/suite.md", SQLSERVER_SUITE)


K6_LOAD_TEST = """\
import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = { vus: 20, duration: '1m' };
const BASE_URL = __ENV.BASE_URL || 'https://localhost:8080';

export default function () {
  const res = http.get(`${BASE_URL}/transactions`, {
    headers: { Authorization: 'Basic cGVyZm9ybWFuY2U6cGVyZm9ybWFuY2U=' },
  });
  check(res, { 'status is 200': (r) => r.status === 200 });
  sleep(1);
}
"""


def test_a_k6_load_test_is_a_test_suite_whatever_it_exports() -> None:
    assert is_test_suite("performance/load.js", K6_LOAD_TEST)
    # a module that only mentions k6 in a string or a comment is the app's
    assert not is_test_suite("src/metrics.js", "// load-tested with k6\nexport const k6Report = 'k6/summary';\n")


def test_a_test_suite_by_its_text_reports_as_test_code_does(tree, run_cli) -> None:
    files = {
        "package.json": '{"name": "reports", "dependencies": {"express": "4"}}\n',
        "server/drivers/sqlserver/index.js": "module.exports = { runQuery: async (sql, connection) => ({ rows: [] }) };\n",
        "server/drivers/sqlserver/test.js": SQLSERVER_SUITE,
        "server/paymentProviders/test.js": TEST_PROVIDER,
        "server/lib/mailer.js": MAILER,
    }
    found = _found(run_cli("scan", "--profile", "extended", "--format", "json", cwd=tree(files)))
    assert found == {
        ("secrets.generic-password", "server/paymentProviders/test.js"),
        ("secrets.generic-password", "server/lib/mailer.js"),
    }
    with_tests = _found(run_cli("scan", "--profile", "extended", "--include-tests", "--format", "json", cwd=tree(files)))
    assert ("secrets.generic-password", "server/drivers/sqlserver/test.js") in with_tests


def test_a_compose_file_beside_a_component_is_not_the_deployed_stack(tree, run_cli) -> None:
    test_database = """\
services:
  mssql:
    image: mcr.microsoft.com/mssql/server:2019-latest
    environment:
      ACCEPT_EULA: 'Y'
      SA_PASSWORD: 'Zq8Xw2Lp4Vt7Rn1C!'
"""
    deployed = """\
services:
  app:
    image: acme/reports:2.4
    environment:
      SMTP_HOST: smtp.mailgun.org
      SMTP_PASSWORD: 'Zq8Xw2Lp4Vt7Rn1C!'
"""
    files = {
        "server/drivers/sqlserver/docker-compose.yml": test_database,
        "docker-compose.yml": deployed,
        "deploy/compose.prod.yaml": deployed,
    }
    found = _found(run_cli("scan", "--profile", "extended", "--format", "json", cwd=tree(files)))
    assert found == {
        ("secrets.generic-password", "docker-compose.yml"),
        ("secrets.generic-password", "deploy/compose.prod.yaml"),
    }


PREVIEW_ACCOUNTS = """\
{
  "servers": [
    {"name": "Living room", "url": "http://192.168.1.20:8989", "password": "Zq8Xw2Lp4Vt7Rn1C!"}
  ]
}
"""


def test_development_assets_are_not_shipped(tree, run_cli) -> None:
    assert "ios/Wallet/Preview Content" in _facts(_app()).test_folders
    files = _app(
        **{
            "ios/Wallet/Preview Content/servers.json": PREVIEW_ACCOUNTS,
            "ios/Wallet/Resources/servers.json": PREVIEW_ACCOUNTS,
        }
    )
    found = _found(run_cli("scan", "--stack", "swift", "--profile", "extended", "--format", "json", cwd=tree(files)))
    assert ("secrets.generic-password", "ios/Wallet/Resources/servers.json") in found
    assert not [f for f in found if f[1].startswith("ios/Wallet/Preview Content/")]


ARBITRARY_LOADS = """\
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>CFBundleIdentifier</key>
  <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
  <key>NSAppTransportSecurity</key>
  <dict>
    <key>NSAllowsArbitraryLoads</key>
    <true/>
  </dict>
</dict>
</plist>
"""
TUIST_FEATURE = """\
import ProjectDescription

let project = Project(
    name: "Home",
    targets: [
        .target(name: "Home", destinations: .iOS, product: .framework, bundleId: "com.stalls.home",
                infoPlist: .file(path: "Targets/Home/Info.plist"), sources: ["Targets/Home/Sources/**"]),
        .target(name: "HomeDemo", destinations: .iOS, product: .app, bundleId: "com.stalls.home.demo",
                infoPlist: .file(path: "Targets/Demo/Info.plist"), sources: ["Targets/Demo/Sources/**"]),
    ]
)
"""


def _modular_app(**changes: str) -> dict[str, str]:
    files = {
        "Workspace.swift": 'import ProjectDescription\nlet workspace = Workspace(name: "Stalls", projects: ["App", "Modules/**"])\n',
        "App/Project.swift": TUIST_FEATURE.replace('"Home"', '"Stalls"'),
        "App/Targets/Stalls/Info.plist": ARBITRARY_LOADS,
        "Modules/Feature/Home/Project.swift": TUIST_FEATURE,
        "Modules/Feature/Home/Targets/Home/Info.plist": API_EXCEPTION,
        "Modules/Feature/Home/Targets/Demo/Info.plist": ARBITRARY_LOADS,
        "Modules/Feature/Feed/FeedDemoApp/Info.plist": ARBITRARY_LOADS,
    }
    files.update(changes)
    return files


def test_demo_apps_beside_the_shipped_app_are_not_the_release() -> None:
    files = _modular_app()
    folders = demo_app_folders(Repository(lambda: sorted(files), files.get))
    assert folders == ("Modules/Feature/Feed/FeedDemoApp", "Modules/Feature/Home/Targets/Demo")


def test_a_repository_whose_only_app_is_a_demo_is_scanned_as_asked() -> None:
    files = {"Demo/Info.plist": ARBITRARY_LOADS, "Demo/Widget/Info.plist": ARBITRARY_LOADS, "Sources/Kit/Kit.swift": "public enum Kit {}\n"}
    assert demo_app_folders(Repository(lambda: sorted(files), files.get)) == ()


def test_a_demo_apps_arbitrary_loads_are_quiet_and_the_shipped_apps_reported(tree, run_cli) -> None:
    found = _found(run_cli("scan", "--stack", "swift", "--profile", "extended", "--format", "json", cwd=tree(_modular_app())))
    assert ("plist.ats.arbitrary-loads", "App/Targets/Stalls/Info.plist") in found
    assert ("plist.ats.weak-tls-version", "Modules/Feature/Home/Targets/Home/Info.plist") in found
    assert not [f for f in found if "Demo" in f[1]]
