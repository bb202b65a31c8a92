"""Named sources and sanitizers for taint rules, so that rules say `sources: [deep-link]`
instead of repeating the same ast-grep rules.

A preset is a list of ast-grep rule objects per language family (presets_javascript.py,
presets_swift.py); one name means the same thing in each language that has it
(`number-conversion` is `parseInt(x)` in JavaScript and `Int(x)` in Swift). A taint rule may
also list its own rule objects next to presets.
"""

from __future__ import annotations

from typing import Any

from secure_lint.matchers.taint import presets_javascript, presets_swift

Rule = dict[str, Any]

FAMILIES: dict[str, dict[str, list[Rule]]] = {
    "javascript": presets_javascript.PRESETS,
    "typescript": presets_javascript.PRESETS,
    "tsx": presets_javascript.PRESETS,
    "swift": presets_swift.PRESETS,
}
LANGUAGES_KEY = "$languages"  # a rule object of a preset that applies to these languages only


def _known() -> list[str]:
    return sorted({name for presets in FAMILIES.values() for name in presets})


def presets_named(name: str, role: str, languages: list[str]) -> None:
    """ValueError when no preset has this name, or it has no form for one of the languages."""
    if not any(name in presets for presets in FAMILIES.values()):
        raise ValueError(f"unknown {role} preset {name!r} (known: {', '.join(_known())})")
    missing = [language for language in languages if name not in FAMILIES.get(language, {})]
    if missing:
        raise ValueError(f"the {role} preset {name!r} has no form for {', '.join(missing)}")


def preset_rules(name: str, language: str | None = None) -> list[Rule]:
    """The rule objects of a preset for `language` (None: for every language that has it)."""
    families = [FAMILIES[language]] if language is not None else list({id(p): p for p in FAMILIES.values()}.values())
    rules = []
    for presets in families:
        for rule in presets.get(name, []):
            if language is None or language in rule.get(LANGUAGES_KEY, (language,)):
                rules.append({key: value for key, value in rule.items() if key != LANGUAGES_KEY})
    return rules
