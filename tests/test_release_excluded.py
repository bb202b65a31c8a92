# ruff: noqa: E501 (a project.pbxproj writes one object a line)
"""Code no release build runs (the repository fact release-excluded): the `#if` branches no release
configuration of a file's Xcode targets or Swift package compiles, and what a static flag that only
such code turns on guards; nothing when the release builds cannot be told."""

from __future__ import annotations

from conftest import findings_of

from secure_lint.core.repository import Repository
from secure_lint.matchers.release_excluded import release_excluded
from secure_lint.matchers.swift_conditions import unreleased_lines
from secure_lint.matchers.swift_flags import never_true_in_release
from secure_lint.matchers.swift_release_builds import release_contexts


def _configuration(key: str, name: str, settings: str, base: str = "") -> str:
    reference = f"baseConfigurationReference = {base};" if base else ""
    return f"{key} = {{isa = XCBuildConfiguration; {reference} buildSettings = {{ {settings} }}; name = {name}; }};"


def pbxproj(target: dict[str, str], project: dict[str, str] | None = None, based: str = "") -> str:
    """A project with one app target (settings per configuration) and one unit-test target that
    defines LOAD_TESTING everywhere; `based`: the .xcconfig the target's Release is based on."""
    names = list(target)
    project = project or {}
    keys = [f"C0{i:022d}" for i in range(len(names))]
    own = [f"C1{i:022d}" for i in range(len(names))]
    tests = [f"C2{i:022d}" for i in range(len(names))]
    lines = [
        _configuration(keys[i], f'"{n}"', project.get(n, "")) for i, n in enumerate(names)
    ] + [
        _configuration(own[i], f'"{n}"', target[n], "F0000000000000000000000A" if based and n == "Release" else "")
        for i, n in enumerate(names)
    ] + [
        _configuration(tests[i], f'"{n}"', 'SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) LOAD_TESTING";')
        for i, n in enumerate(names)
    ]
    return f"""// !$*UTF8*$!
{{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {{
		F0000000000000000000000A = {{isa = PBXFileReference; path = "{based}"; sourceTree = "<group>"; }};
		G0000000000000000000000A = {{isa = PBXGroup; children = (F0000000000000000000000A, ); sourceTree = "<group>"; }};
		T1000000000000000000000A = {{isa = PBXNativeTarget; buildConfigurationList = L1000000000000000000000A; buildPhases = ( ); name = Drive; productType = "com.apple.product-type.application"; }};
		T2000000000000000000000A = {{isa = PBXNativeTarget; buildConfigurationList = L2000000000000000000000A; buildPhases = ( ); name = DriveTests; productType = "com.apple.product-type.bundle.unit-test"; }};
		P0000000000000000000000A = {{isa = PBXProject; buildConfigurationList = L0000000000000000000000A; mainGroup = G0000000000000000000000A; targets = (T1000000000000000000000A, T2000000000000000000000A, ); }};
		{chr(10).join(lines)}
		L0000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = ({", ".join(keys)}, ); }};
		L1000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = ({", ".join(own)}, ); }};
		L2000000000000000000000A = {{isa = XCConfigurationList; buildConfigurations = ({", ".join(tests)}, ); }};
	}};
	rootObject = P0000000000000000000000A;
}}
"""


def scheme(configuration: str) -> str:
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<Scheme>\n   <ArchiveAction\n      buildConfiguration = "{configuration}"\n      revealArchiveInOrganizer = "YES">\n   </ArchiveAction>\n</Scheme>\n'


def repo_of(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get)


PINNED = 'SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) SSL_PINNING";'
LOAD_TESTING = 'SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) DEBUG LOAD_TESTING";'
APP = "Drive/Drive.xcodeproj/project.pbxproj"
SOURCE = "Drive/Sources/Uploader.swift"


# -- release builds ------------------------------------------------------------------------


def test_the_configuration_a_shared_scheme_archives_is_the_release_one() -> None:
    files = {
        APP: pbxproj({"Debug-LoadTesting": LOAD_TESTING, "Beta": 'SWIFT_ACTIVE_COMPILATION_CONDITIONS = "BETA";', "Store": PINNED}),
        "Drive/Drive.xcodeproj/xcshareddata/xcschemes/Drive.xcscheme": scheme("Store"),
        SOURCE: "",
    }
    assert release_contexts(repo_of(files), SOURCE) == ({"SSL_PINNING": True},)  # the test target left out
    del files["Drive/Drive.xcodeproj/xcshareddata/xcschemes/Drive.xcscheme"]
    assert release_contexts(repo_of(files), SOURCE) == ({"BETA": True}, {"SSL_PINNING": True})


def test_settings_fold_through_the_project_level_and_the_xcconfig_includes() -> None:
    files = {
        APP: pbxproj(
            {"Debug": "", "Release": 'OTHER_SWIFT_FLAGS = "$(inherited) -D ANALYTICS";'},
            project={"Release": 'SWIFT_ACTIVE_COMPILATION_CONDITIONS = "APP_STORE";'},
            based="Configs/Release.xcconfig",
        ),
        # looked for beside the including file, then in the project's folder
        "Drive/Configs/Release.xcconfig": '#include "Shared/Pinning.xcconfig"\n',
        "Drive/Shared/Pinning.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) SSL_PINNING // App Store\n",
        SOURCE: "",
    }
    assert release_contexts(repo_of(files), SOURCE) == ({"APP_STORE": True, "SSL_PINNING": True, "ANALYTICS": True},)


def test_a_conditional_setting_may_define_a_name() -> None:
    simulator = '"SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphonesimulator*]" = "$(inherited) FIXTURES";'
    files = {APP: pbxproj({"Release": PINNED + simulator}), SOURCE: ""}
    assert release_contexts(repo_of(files), SOURCE) == ({"SSL_PINNING": True, "FIXTURES": None},)


def test_release_builds_that_cannot_be_told() -> None:
    missing = {APP: pbxproj({"Release": ""}, based="Configs/Release.xcconfig"), SOURCE: ""}
    assert release_contexts(repo_of(missing), SOURCE) is None
    variable = {APP: pbxproj({"Release": 'SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(CI_FLAGS)";'}), SOURCE: ""}
    assert release_contexts(repo_of(variable), SOURCE) is None
    generated = {"project.yml": "targets:\n  Drive: {}\n", SOURCE: ""}
    assert release_contexts(repo_of(generated), SOURCE) is None
    outside = {APP: pbxproj({"Release": PINNED}), "Shared/Uploader.swift": ""}
    assert release_contexts(repo_of(outside), "Shared/Uploader.swift") is None


def test_a_package_defines_what_its_manifest_says_for_release() -> None:
    manifest = """// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "Kit", targets: [
    .target(name: "Kit", swiftSettings: [.define("MOCKS", .when(configuration: .debug)), .define("RESUMABLE"), .define("IOS_ONLY", .when(platforms: [.iOS]))]),
])
"""
    files = {"Kit/Package.swift": manifest, "Kit/Sources/Kit/Upload.swift": ""}
    assert release_contexts(repo_of(files), "Kit/Sources/Kit/Upload.swift") == ({"RESUMABLE": True, "IOS_ONLY": None},)
    two = manifest.replace("]),\n])", ']),\n    .target(name: "Other"),\n])')
    assert two != manifest
    files["Kit/Package.swift"] = two
    assert release_contexts(repo_of(files), "Kit/Sources/Kit/Upload.swift") == ({"RESUMABLE": None, "IOS_ONLY": None},)


# -- branches --------------------------------------------------------------------------------

BRANCHES = """\
#if LOAD_TESTING && !SSL_PINNING
a()
#elseif os(iOS)
b()
#else
c()
#endif
#if SSL_PINNING || LOAD_TESTING
d()
#else
e()
#endif
#if FIXTURES
f()
#endif
"""


def test_a_branch_is_left_out_only_when_no_release_build_takes_it() -> None:
    pinned = {"SSL_PINNING": True, "FIXTURES": None}
    # a() never; b() or c() by the platform; d() always, so e() never; f() may be
    assert unreleased_lines(BRANCHES, [pinned]) == [(2, 2), (11, 11)]
    # a build without pinning takes a(): only a branch no build takes is left out
    assert unreleased_lines(BRANCHES, [pinned, {"LOAD_TESTING": True}]) == [(11, 11)]
    assert unreleased_lines("#if X\na()\n", [pinned]) == []  # directives that do not pair up


SIMULATOR = """\
#if targetEnvironment(simulator)
UserDefaults.standard.set(secretKey, forKey: "nostr_secret_key")
#else
try keychain.save(secretKey, for: "nostr_secret_key")
#endif
#if targetEnvironment(macCatalyst)
g()
#endif
"""


def test_the_simulator_s_branch_is_no_release_build_s() -> None:
    """The App Store ships device builds: the simulator's fallback (UserDefaults where the
    simulator's Keychain fails) is left out; Mac Catalyst is a shipped target of its own."""
    assert unreleased_lines(SIMULATOR, [{}]) == [(2, 2)]


# -- flags ------------------------------------------------------------------------------------

APP_DELEGATE = """\
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if LOAD_TESTING
        LoadTesting.enable()
        Farm.enableFarmRuns()
        #endif
        SETTING
        return true
    }
}
"""
LOAD_TESTING_TYPE = """\
enum LoadTesting {
    // set only by enable()
    private(set) static var isEnabled = false

    static func enable() {
        isEnabled = true
    }
}
"""


def flag_repo(setting: str = "", release: str = PINNED) -> Repository:
    return repo_of(
        {
            APP: pbxproj({"Debug": LOAD_TESTING, "Release": release}),
            "Drive/Sources/AppDelegate.swift": APP_DELEGATE.replace("SETTING", setting),
            "Drive/Sources/LoadTesting.swift": LOAD_TESTING_TYPE,
        }
    )


def test_a_flag_only_a_left_out_branch_turns_on_is_never_true_in_release() -> None:
    assert never_true_in_release(flag_repo(), "LoadTesting", "isEnabled")
    # a module the repository does not hold, turned on by a call that shares the flag's word
    assert never_true_in_release(flag_repo(), "Farm", "isFarmRunEnabled")


def test_a_flag_turned_on_elsewhere_or_by_an_unknown_build_is_not() -> None:
    assert not never_true_in_release(flag_repo("LoadTesting.enable()"), "LoadTesting", "isEnabled")
    assert not never_true_in_release(flag_repo("Farm.configure()"), "Farm", "isFarmRunEnabled")
    # a binding a settings screen toggles, an inout: writes too
    assert not never_true_in_release(flag_repo("_ = Toggle(isOn: $Farm.isFarmRunEnabled)"), "Farm", "isFarmRunEnabled")
    assert not never_true_in_release(flag_repo("swap(&LoadTesting.isEnabled, &other)"), "LoadTesting", "isEnabled")
    assert not never_true_in_release(flag_repo(release=LOAD_TESTING), "LoadTesting", "isEnabled")
    # no call of the module says who turns the flag on: the module may, by itself
    assert not never_true_in_release(flag_repo(), "Farm", "isDebugMenuShown")


def test_the_fact_names_the_branch_a_flag_guards(tree, run_cli) -> None:
    uploader = """\
import Foundation

final class Uploader: NSObject, URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard LoadTesting.isEnabled, let trust = challenge.protectionSpace.serverTrust else {
            return (.performDefaultHandling, nil)
        }
        return (.useCredential, URLCredential(trust: trust))
    }
}
"""
    files = {
        APP: pbxproj({"Debug": LOAD_TESTING, "Release": PINNED}),
        "Drive/Sources/AppDelegate.swift": APP_DELEGATE.replace("SETTING", ""),
        "Drive/Sources/LoadTesting.swift": LOAD_TESTING_TYPE,
        "Drive/Sources/Uploader.swift": uploader,
        "Drive/Sources/UploadQueue.swift": "let uploads = URLSession(configuration: .default, delegate: Uploader(), delegateQueue: nil)\n",
    }
    assert release_excluded(repo_of(files), "Drive/Sources/Uploader.swift") is not None
    scan = ("scan", "--format", "json", "--select", "swift.tls.trust-without-evaluation")
    app = tree(files)
    assert findings_of(run_cli(*scan, str(app))) == []
    (app / APP).write_text(pbxproj({"Debug": LOAD_TESTING, "Release": LOAD_TESTING.replace(" DEBUG", "")}))
    assert findings_of(run_cli(*scan, str(app))) == [("Drive/Sources/Uploader.swift", 8, "swift.tls.trust-without-evaluation")]
