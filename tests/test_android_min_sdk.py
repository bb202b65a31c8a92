"""Android 6-only cleartext findings of apps whose minimum API level is 24 or more (issue 24).

From API 24 the network security config decides cleartext traffic and the manifest flag is
ignored: an app that no Android 6 device can install has nothing left for the pre-24 rule."""

from __future__ import annotations

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.android_min_sdk import min_sdk_level

MANIFEST = "android/app/src/main/AndroidManifest.xml"


def _repo(files: dict[str, str]) -> Repository:
    listed = {MANIFEST: "<manifest/>", **files}
    return Repository(lambda: sorted(listed), listed.get)


def test_a_level_the_root_project_sets_is_followed_from_the_module() -> None:
    repo = _repo(
        {
            "android/build.gradle": "buildscript {\n  ext {\n    minSdkVersion = 26\n  }\n}\n",
            "android/app/build.gradle": "defaultConfig {\n  minSdkVersion rootProject.ext.minSdkVersion\n}\n",
        }
    )
    assert min_sdk_level(repo, MANIFEST) == 26


def test_the_module_own_number_and_kotlin_dsl() -> None:
    assert min_sdk_level(_repo({"android/app/build.gradle": "minSdkVersion 21\n"}), MANIFEST) == 21
    kotlin = {"android/app/build.gradle.kts": "android { defaultConfig { minSdk = 28 } }"}
    assert min_sdk_level(_repo(kotlin), MANIFEST) == 28


def test_the_lowest_flavour_counts_and_nothing_stated_is_unknown() -> None:
    flavours = "defaultConfig { minSdkVersion 26 }\nproductFlavors { legacy { minSdkVersion 23 } }\n"
    assert min_sdk_level(_repo({"android/app/build.gradle": flavours}), MANIFEST) == 23
    assert min_sdk_level(_repo({}), MANIFEST) is None
    catalogue = {"android/app/build.gradle": "minSdkVersion = libs.versions.min.get()"}
    assert min_sdk_level(_repo(catalogue), MANIFEST) is None


def test_gradle_properties_above_the_module() -> None:
    repo = _repo(
        {
            "android/app/build.gradle": "minSdkVersion Integer.parseInt(project.property('minSdkVersion'))\n",
            "android/gradle.properties": "org.gradle.jvmargs=-Xmx2048m\nminSdkVersion=24\n",
        }
    )
    assert min_sdk_level(repo, MANIFEST) == 24


def test_the_expo_template_default_and_its_property() -> None:
    template = (
        "buildscript {\n  ext {\n"
        "    minSdkVersion = Integer.parseInt(findProperty('android.minSdkVersion') ?: '30')\n  }\n}\n"
    )
    module = {"android/app/build.gradle": "defaultConfig {\n  minSdkVersion rootProject.ext.minSdkVersion\n}\n"}
    assert min_sdk_level(_repo({**module, "android/build.gradle": template}), MANIFEST) == 30
    lowered = {**module, "android/build.gradle": template, "android/gradle.properties": "android.minSdkVersion=23\n"}
    assert min_sdk_level(_repo(lowered), MANIFEST) == 23  # the property, when set, is what the build uses
