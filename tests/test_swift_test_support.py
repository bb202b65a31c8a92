# ruff: noqa: E501 (a project.pbxproj writes one object a line)
"""Swift package targets no app build links (a modular app's `TestKit` of mocks) are test
support, not shipped (issue 24): read from Package.swift and the Xcode project's package
product dependencies, never from a folder's name."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.swift_test_support import read_manifest
from secure_lint.scan.repo.xcode import xcode_facts


def _package(testkit_users: str = '"KeystoreTestKit",', shipped_users: str = "") -> str:
    return f"""\
// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "Keystore",
    platforms: [.iOS(.v17), .macOS(.v15)],
    products: [
        .library(name: "Keystore", targets: ["Keystore"]),
        .library(name: "KeystoreTestKit", targets: ["KeystoreTestKit"]),
        .library(name: "KeystoreCLI", targets: ["KeystoreCLISupport"]),
    ],
    dependencies: [
        .package(name: "Primitives", path: "../Primitives"),
    ],
    targets: [
        .target(
            name: "Keystore",
            dependencies: [
                .product(name: "Primitives", package: "Primitives"),
                {shipped_users}
            ],
            path: "Sources"
        ),
        .target(
            name: "KeystoreTestKit",
            dependencies: [
                "Keystore",
                .product(name: "PrimitivesTestKit", package: "Primitives"),
            ],
            path: "TestKit"
        ),
        .target(
            name: "KeystoreCLISupport",
            dependencies: [
                .target(name: "Keystore", condition: .when(platforms: [.macOS])),
            ]
        ),
        .testTarget(
            name: "KeystoreTests",
            dependencies: [
                {testkit_users}
                "Keystore",
            ]
        ),
    ]
)
"""


PRIMITIVES = """\
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Primitives",
    products: [
        .library(name: "Primitives", targets: ["Primitives"]),
        .library(name: "PrimitivesTestKit", targets: ["PrimitivesTestKit"]),
    ],
    targets: [
        .target(name: "Primitives", path: "Sources"),
        .target(name: "PrimitivesTestKit", dependencies: ["Primitives"], path: "TestKit"),
        .testTarget(name: "PrimitivesTests", dependencies: ["Primitives", "PrimitivesTestKit"]),
    ]
)
"""
WALLET = """\
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WalletFeature",
    products: [.library(name: "WalletFeature", targets: ["WalletFeature"])],
    dependencies: [.package(name: "Keystore", path: "../../Packages/Keystore")],
    targets: [
        .target(name: "WalletFeature", dependencies: [.product(name: "Keystore", package: "Keystore")]),
        .testTarget(name: "WalletFeatureTests", dependencies: ["WalletFeature", .product(name: "KeystoreTestKit", package: "Keystore")]),
    ]
)
"""
MOCK = """\
import Foundation
import CryptoSwift
import Keystore

public extension Keystore {
    static func mock(iv: String = "0123456789abcdef") throws -> [UInt8] {
        let aes = try AES(key: Array("0123456789abcdef0123456789abcdef".utf8), blockMode: CBC(iv: Array(iv.utf8)), padding: .pkcs7)
        return try aes.encrypt(Array("seed".utf8))
    }
}
"""


def _pbxproj(app_products: tuple[str, ...], test_products: tuple[str, ...] = ("KeystoreTestKit",)) -> str:
    """A project whose app target and unit-test target use package products."""

    def refs(prefix: str, names: tuple[str, ...]) -> str:
        return "".join(f"{prefix}{i:020d} /* {n} */, " for i, n in enumerate(names))

    def objects(prefix: str, names: tuple[str, ...]) -> str:
        return "".join(
            f"\t\t{prefix}{i:020d} /* {n} */ = {{isa = XCSwiftPackageProductDependency; productName = {n}; }};\n"
            for i, n in enumerate(names)
        )

    return f"""\
// !$*UTF8*$!
{{
\tarchiveVersion = 1;
\tobjectVersion = 77;
\tobjects = {{
\t\tP00000000000000000000001 /* Project object */ = {{isa = PBXProject; mainGroup = G00000000000000000000001; targets = (T00000000000000000000001, T00000000000000000000002, ); }};
\t\tG00000000000000000000001 = {{isa = PBXGroup; children = (); sourceTree = "<group>"; }};
\t\tT00000000000000000000001 /* Wallet */ = {{isa = PBXNativeTarget; name = Wallet; packageProductDependencies = ({refs("AAAA", app_products)}); productType = "com.apple.product-type.application"; }};
\t\tT00000000000000000000002 /* WalletTests */ = {{isa = PBXNativeTarget; name = WalletTests; packageProductDependencies = ({refs("BBBB", test_products)}); productType = "com.apple.product-type.bundle.unit-test"; }};
{objects("AAAA", app_products)}{objects("BBBB", test_products)}\t}};
\trootObject = P00000000000000000000001 /* Project object */;
}}
"""


def _files(**changes: str) -> dict[str, str]:
    files = {
        "Packages/Keystore/Package.swift": _package(),
        "Packages/Keystore/Sources/Keystore.swift": "public enum Keystore {}\n",
        "Packages/Keystore/TestKit/Keystore+TestKit.swift": MOCK,
        "Packages/Keystore/Sources/KeystoreCLISupport/Export.swift": "import Keystore\n",
        "Packages/Primitives/Package.swift": PRIMITIVES,
        "Packages/Primitives/Sources/Primitives.swift": "public enum Primitives {}\n",
        "Packages/Primitives/TestKit/Primitives+TestKit.swift": "import Primitives\n",
        "Features/Wallet/Package.swift": WALLET,
        "Features/Wallet/Sources/WalletFeature/Wallet.swift": "import Keystore\n",
    }
    files.update(changes)
    return {k: v for k, v in files.items() if v}


def _facts(files: dict[str, str]):  # type: ignore[no-untyped-def]
    return xcode_facts(Repository(lambda: sorted(files), files.get))


def test_a_manifest_s_targets_their_folders_and_dependencies() -> None:
    manifest = read_manifest(_package(), "Packages/Keystore")
    found = {t.name: (t.kind, t.folder, t.dependencies) for t in manifest.targets}
    assert found == {
        "Keystore": ("target", "Packages/Keystore/Sources", ["Primitives"]),
        "KeystoreTestKit": ("target", "Packages/Keystore/TestKit", ["Keystore", "PrimitivesTestKit"]),
        "KeystoreCLISupport": ("target", "Packages/Keystore/Sources/KeystoreCLISupport", ["Keystore"]),
        "KeystoreTests": ("testTarget", "Packages/Keystore/Tests/KeystoreTests", ["KeystoreTestKit", "Keystore"]),
    }
    assert manifest.products["KeystoreCLI"] == ["KeystoreCLISupport"]


def test_a_target_only_tests_and_test_support_depend_on_is_test_support() -> None:
    facts = _facts(_files())
    assert facts.is_test_file("Packages/Keystore/TestKit/Keystore+TestKit.swift")
    assert facts.is_test_file("Packages/Primitives/TestKit/Primitives+TestKit.swift")  # only the TestKit above uses it
    assert not facts.is_test_file("Packages/Keystore/Sources/Keystore.swift")
    assert not facts.is_test_file("Packages/Primitives/Sources/Primitives.swift")
    # nothing in the repository uses it: not known
    assert not facts.is_test_file("Packages/Keystore/Sources/KeystoreCLISupport/Export.swift")


def test_the_targets_of_a_package_nothing_else_in_the_repository_uses_are_left_as_they_are() -> None:
    facts = _facts(
        _files(**{"Features/Wallet/Package.swift": "", "Features/Wallet/Sources/WalletFeature/Wallet.swift": ""})
    )
    assert not facts.is_test_file("Packages/Keystore/TestKit/Keystore+TestKit.swift")  # a published library's
    # the library's mocks use Primitives' own: those are not known to be the tests' alone either
    assert not facts.is_test_file("Packages/Primitives/TestKit/Primitives+TestKit.swift")


def test_a_target_a_shipped_target_depends_on_ships() -> None:
    files = _files(**{"Packages/Keystore/Package.swift": _package(shipped_users='"KeystoreTestKit",')})
    facts = _facts(files)
    assert not facts.is_test_file("Packages/Keystore/TestKit/Keystore+TestKit.swift")
    assert not facts.is_test_file("Packages/Primitives/TestKit/Primitives+TestKit.swift")


def test_xcode_targets_tell_which_products_an_app_links() -> None:
    project = {"Wallet.xcodeproj/project.pbxproj": _pbxproj(("Keystore",))}
    facts = _facts(_files(**{"Packages/Keystore/Package.swift": _package(testkit_users=""), **project}))
    # no test names the TestKit yet, the Xcode test target does; the CLI support nothing links
    assert facts.is_test_file("Packages/Keystore/TestKit/Keystore+TestKit.swift")
    assert facts.is_test_file("Packages/Keystore/Sources/KeystoreCLISupport/Export.swift")
    assert not facts.is_test_file("Packages/Keystore/Sources/Keystore.swift")
    assert not facts.is_test_file("Packages/Primitives/Sources/Primitives.swift")  # linked through Keystore

    linked = {"Wallet.xcodeproj/project.pbxproj": _pbxproj(("Keystore", "KeystoreTestKit"), ())}
    facts = _facts(_files(**linked))
    assert not facts.is_test_file("Packages/Keystore/TestKit/Keystore+TestKit.swift")
    assert not facts.is_test_file("Packages/Primitives/TestKit/Primitives+TestKit.swift")


def test_a_package_cocoapods_also_builds_is_left_as_it_is() -> None:
    files = _files(
        **{"Packages/Keystore/Keystore.podspec": "Pod::Spec.new do |s|\n  s.source_files = 'TestKit/**/*.swift'\nend\n"}
    )
    facts = _facts(files)
    assert not facts.is_test_file("Packages/Keystore/TestKit/Keystore+TestKit.swift")
    assert facts.is_test_file("Packages/Keystore/Tests/KeystoreTests/KeystoreTests.swift")  # its tests stay tests


def test_a_mock_in_test_support_is_not_reported_but_the_same_code_shipped_is(tree, run_cli) -> None:
    files = _files(**{"Packages/Keystore/Sources/Legacy.swift": MOCK})
    report = json.loads(run_cli("scan", "--stack", "swift", "--profile", "extended", "--format", "json", cwd=tree(files)).stdout)
    found = {(f["rule_id"], f["location"]["path"]) for f in report["findings"]}
    assert ("swift.crypto.static-iv", "Packages/Keystore/Sources/Legacy.swift") in found
    assert not [f for f in found if f[1].startswith("Packages/Keystore/TestKit/")]
