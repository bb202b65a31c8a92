"""core/package_manifest.py: the packages a package.json declares and their ranges."""

from __future__ import annotations

from secure_lint.core.package_manifest import declared_dependencies


def test_ranges_from_every_dependency_section_first_section_wins() -> None:
    text = """{
      "dependencies": {"next": "^15.1.0", "react": "catalog:"},
      "devDependencies": {"react": "18.2.0", "typescript": "~5.4.0"},
      "peerDependencies": {"react-dom": ">=19"},
      "optionalDependencies": {"fsevents": "^2.3.0"}
    }"""
    assert declared_dependencies(text) == {
        "next": "^15.1.0",
        "react": "catalog:",
        "typescript": "~5.4.0",
        "react-dom": ">=19",
    }


def test_a_missing_or_malformed_manifest_declares_nothing() -> None:
    assert declared_dependencies(None) == {}
    assert declared_dependencies("{ not json") == {}
    assert declared_dependencies('["a list"]') == {}
    assert declared_dependencies('{"dependencies": {"left-pad": 1}}') == {}
