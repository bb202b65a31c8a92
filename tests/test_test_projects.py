"""A Maven or Gradle project whose build file puts a test runner on its main classpath, and builds
no application, is a test-automation rig: its files are test code (issue 24)."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.test_projects import is_rig_build, rig_folders


def _pom(dependencies: str, extra: str = "") -> str:
    return f"""\
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
    <modelVersion>4.0.0</modelVersion>
    <groupId>io.acme</groupId>
    <artifactId>wallet-qa</artifactId>
    <version>1.0</version>
    {extra}
    <dependencies>
{dependencies}
    </dependencies>
</project>
"""


def _dependency(group: str, artifact: str, scope: str = "") -> str:
    scoped = f"<scope>{scope}</scope>" if scope else ""
    coordinates = f"<groupId>{group}</groupId><artifactId>{artifact}</artifactId><version>1</version>"
    return f"<dependency>{coordinates}{scoped}</dependency>"


# an Appium/TestNG rig: the runner and the device driver are main dependencies
RIG_POM = _pom(
    "\n".join(
        [
            _dependency("io.appium", "java-client"),
            _dependency("org.testng", "testng"),
            _dependency("com.fasterxml.jackson.core", "jackson-databind"),
            _dependency("junit", "junit", "test"),
        ]
    )
)
# a service: its runner is test-scoped, its HTTP client is not
SERVICE_POM = _pom(
    "\n".join(
        [
            _dependency("com.squareup.okhttp3", "okhttp"),
            _dependency("org.testng", "testng", "test"),
            _dependency("org.junit.jupiter", "junit-jupiter", "test"),
        ]
    )
)
# a Spring Boot app that declares JUnit without a scope is still an application
BOOT_POM = _pom(
    _dependency("junit", "junit"),
    "<build><plugins><plugin><artifactId>spring-boot-maven-plugin</artifactId></plugin></plugins></build>",
)
# the runner is only a managed version and a commented-out dependency: no declaration
MANAGED_POM = _pom(
    "<!-- " + _dependency("org.testng", "testng") + " -->\n" + _dependency("com.squareup.okhttp3", "okhttp"),
    "<dependencyManagement><dependencies>"
    + _dependency("org.testng", "testng")
    + "</dependencies></dependencyManagement>",
)
CUCUMBER_GRADLE = """\
plugins {
    id 'java'
}
dependencies {
    implementation 'io.cucumber:cucumber-java:7.15.0'
    implementation 'io.rest-assured:rest-assured:5.4.0'
}
"""
ANDROID_GRADLE = """\
plugins {
    id 'com.android.application'
}
dependencies {
    implementation 'androidx.core:core-ktx:1.12.0'
    implementation 'junit:junit:4.13.2'
}
"""
LIBRARY_KTS = """\
plugins {
    `java-library`
}
dependencies {
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    testImplementation("org.junit.jupiter:junit-jupiter:5.10.0")
}
"""
QA_PROPERTIES = """\
keycloak.url=https://iam.qa.acme-id.net
keycloak.admin.password=Wq7vT2mP9xL4kR8w
mosip.client.secret=Zq8Xw2Lp4Vt7Rn1CkJ3hF6dS
"""


def test_a_runner_on_the_main_classpath_of_no_application_makes_a_test_rig() -> None:
    assert is_rig_build("pom.xml", RIG_POM)
    assert is_rig_build("build.gradle", CUCUMBER_GRADLE)


def test_a_test_scoped_runner_or_an_application_is_no_test_rig() -> None:
    assert not is_rig_build("pom.xml", SERVICE_POM)
    assert not is_rig_build("pom.xml", BOOT_POM)
    assert not is_rig_build("pom.xml", MANAGED_POM)
    assert not is_rig_build("build.gradle", ANDROID_GRADLE)
    assert not is_rig_build("build.gradle.kts", LIBRARY_KTS)


def test_the_root_project_is_never_a_test_rig() -> None:
    files = {"pom.xml": RIG_POM, "qa/pom.xml": RIG_POM, "server/pom.xml": SERVICE_POM}
    assert rig_folders(Repository(lambda: sorted(files), files.get)) == ("qa",)


def _found(result) -> set[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return {(f["rule_id"], f["location"]["path"]) for f in json.loads(result.stdout)["findings"]}


def test_a_test_rigs_configuration_is_test_code_but_the_services_is_not(tree, run_cli) -> None:
    files = {
        "package.json": '{"name": "wallet", "dependencies": {"react-native": "0.74.0"}}\n',
        "walletqa/pom.xml": RIG_POM,
        "walletqa/src/main/resources/config/qa.properties": QA_PROPERTIES,
        "server/pom.xml": SERVICE_POM,
        "server/src/main/resources/application.properties": QA_PROPERTIES,
    }
    found = _found(run_cli("scan", "--profile", "extended", "--format", "json", cwd=tree(files)))
    assert found == {
        ("secrets.generic-password", "server/src/main/resources/application.properties"),
        ("secrets.generic-secret", "server/src/main/resources/application.properties"),
    }
    extended = ("scan", "--profile", "extended", "--include-tests", "--format", "json")
    with_tests = _found(run_cli(*extended, cwd=tree(files)))
    assert ("secrets.generic-password", "walletqa/src/main/resources/config/qa.properties") in with_tests
