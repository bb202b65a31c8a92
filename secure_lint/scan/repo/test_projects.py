"""A Maven or Gradle project that is a test-automation rig by what its build file declares.

An application declares its test runner for its tests alone (`<scope>test</scope>`,
`testImplementation`): the runner is never on its main classpath. A project whose main code is
test code (an Appium/TestNG suite against the mobile app, a Cucumber or REST-assured suite
against its API) declares the runner (TestNG, JUnit, Cucumber, Karate, Serenity, Spock) among its
main dependencies, because its `src/main` holds the tests and the configuration they read (QA
environments' accounts in `src/main/resources`). When such a project builds no application
either (no `war` packaging, no Spring Boot, Android application or `application` plugin), every
file of its folder is test code, whatever the folder is called.

The repository's root project is never one: a repository that is only a test rig is scanned as
asked. Read as plain text: enough for dependency declarations in pom.xml and Groovy or Kotlin
build scripts.
"""

from __future__ import annotations

import posixpath

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository

MAVEN_FILE = "pom.xml"
GRADLE_FILES = ("build.gradle", "build.gradle.kts")
# test runners, by Maven coordinates (group, artifact)
_RUNNER = lazy_compile(
    r"(?:org\.testng:testng|junit:junit|org\.junit\.jupiter:junit-jupiter[\w-]*|io\.cucumber:cucumber-[\w-]+"
    r"|info\.cukes:cucumber-[\w-]+|com\.intuit\.karate:karate-[\w-]+|net\.serenity-bdd:serenity-[\w-]+"
    r"|org\.spockframework:spock-[\w-]+)$"
)
_XML_COMMENT = lazy_compile(r"(?s)<!--.*?-->")
# what declares no dependency of the project's own code: managed versions, plugins' own classpaths
_NOT_DECLARED = lazy_compile(r"(?s)<(dependencyManagement|build|profiles|reporting)>.*?</\1>")
_DEPENDENCY = lazy_compile(r"(?s)<dependency>(.*?)</dependency>")
_TAG = lazy_compile(r"<(groupId|artifactId|scope)>\s*([^<\s]+)\s*</")
_MAVEN_APP = lazy_compile(r"<packaging>\s*war\s*</packaging>|spring-boot-maven-plugin")
# `implementation 'g:a:v'`, `api("g:a:v")`, `implementation group: 'g', name: 'a'`
_GRADLE_MAIN = lazy_compile(
    r"""(?m)^\s*(?:implementation|api|compile|runtimeOnly)\s*\(?\s*(?:["'](?P<coordinates>[\w.-]+:[\w.-]+)"""
    r"""|group\s*[:=]\s*["'](?P<group>[\w.-]+)["']\s*,\s*name\s*[:=]\s*["'](?P<name>[\w.-]+)["'])"""
)
_GRADLE_APP = lazy_compile(
    r"""(?m)com\.android\.application|org\.springframework\.boot|\bid\s*\(?\s*["'](?:application|war)["']"""
    r"""|apply\s+plugin\s*:\s*["'](?:application|war)["']|^\s*(?:application|war)\s*$"""
)


def rig_folders(repo: Repository) -> tuple[str, ...]:
    """The folders of the Maven and Gradle projects that are test-automation rigs."""
    folders = []
    for path in repo.paths:
        folder, name = posixpath.split(path)
        if not folder or name not in (MAVEN_FILE, *GRADLE_FILES):
            continue
        text = repo.text(path)
        if text is not None and is_rig_build(name, text):
            folders.append(folder)
    return tuple(folders)


def is_rig_build(name: str, text: str) -> bool:
    """Whether a build file declares a test runner among its main dependencies and no application."""
    if name == MAVEN_FILE:
        return _MAVEN_APP.search(text) is None and any(map(_RUNNER.match, _maven_main(text)))
    if _GRADLE_APP.search(text) is not None:
        return False
    return any(_RUNNER.match(coordinates) for coordinates in _gradle_main(text))


def _maven_main(text: str) -> list[str]:
    """The `group:artifact` of the dependencies a pom declares for its main code."""
    declared = _NOT_DECLARED.sub("", _XML_COMMENT.sub("", text))
    found = []
    for block in _DEPENDENCY.findall(declared):
        tags = dict(_TAG.findall(block))
        if tags.get("scope", "compile") in ("compile", "runtime"):
            found.append(f"{tags.get('groupId', '')}:{tags.get('artifactId', '')}")
    return found


def _gradle_main(text: str) -> list[str]:
    return [
        m.group("coordinates") or f"{m.group('group')}:{m.group('name')}" for m in _GRADLE_MAIN.finditer(text)
    ]
