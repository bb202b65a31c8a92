"""Shared ast-grep utils: named sub-rules defined once per language, used by name.

packs/utils/<language>.yaml holds the utils that several structural rules use (what request
data looks like, how a session cookie is set, ...):

    languages: [javascript, typescript, tsx]
    utils:
      req-data: {any: [...]}

A rule refers to one with `matches: req-data` anywhere in its `rule`, `constraints` or own
`utils`, without copying it; loading the rule adds the shared utils it refers to (and those
they refer to) to its ast-grep config. A rule's own util of the same name wins.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from secure_lint.core.errors import RuleError
from secure_lint.core.problems import yaml_problem
from secure_lint.rules.bundled import bundled_dir

SharedUtils = Mapping[str, Mapping[str, Any]]  # language -> util name -> ast-grep rule


def utils_dir(packs: Path) -> Path:
    return packs / "utils"


def util_files(packs: Path) -> list[Path]:
    return sorted(utils_dir(packs).glob("*.yaml"))


def load_shared_utils(packs: Path) -> dict[str, dict[str, Any]]:
    """The utils of packs/utils/*.yaml by language; a RuleError names a malformed file."""
    from secure_lint.core.yaml_loading import YAMLError, load_yaml  # noqa: PLC0415 (yaml: only when utils are read, not from the rule cache)

    by_language: dict[str, dict[str, Any]] = {}
    for path in util_files(packs):
        name = f"packs/utils/{path.name}"
        try:
            data = load_yaml(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            raise RuleError(f"{name}: cannot read the utils file") from None
        except YAMLError as error:
            raise RuleError(f"{name}: {yaml_problem(error)}") from None
        if not _well_formed(data):
            raise RuleError(f"{name}: a utils file is `languages: [...]` and `utils: {{name: ast-grep rule}}`")
        for language in data["languages"]:
            shared = by_language.setdefault(language, {})
            twice = sorted(set(shared) & set(data["utils"]))
            if twice:
                raise RuleError(f"{name}: util {twice[0]!r} is also defined for {language} in another file")
            shared.update(data["utils"])
    return by_language


def _well_formed(data: Any) -> bool:
    if not isinstance(data, dict) or set(data) != {"languages", "utils"}:
        return False
    languages, utils = data["languages"], data["utils"]
    return (
        isinstance(languages, list)
        and all(isinstance(language, str) for language in languages)
        and isinstance(utils, dict)
        and all(isinstance(body, dict) for body in utils.values())
    )


@lru_cache(maxsize=1)
def bundled_shared_utils() -> SharedUtils:
    return load_shared_utils(bundled_dir("packs"))


def referenced(node: Any) -> set[str]:
    """The util names a piece of ast-grep config refers to with `matches:`."""
    if isinstance(node, dict):
        found = {node["matches"]} if isinstance(node.get("matches"), str) else set()
        return found.union(*(referenced(value) for key, value in node.items() if key != "matches"))
    if isinstance(node, list):
        return set().union(*(referenced(value) for value in node))
    return set()


def needed_utils(
    config: Iterable[Any], own: Mapping[str, Any], languages: list[str], shared: SharedUtils | None = None
) -> dict[str, Any]:
    """The shared utils that `config` (with the rule's `own` utils) refers to, transitively;
    ValueError naming a util that is neither the rule's own nor shared for all its languages."""
    library = bundled_shared_utils() if shared is None else shared
    needed: dict[str, Any] = {}
    pending = set().union(*(referenced(part) for part in [*config, *own.values()])) - set(own)
    while pending:
        name = min(pending)
        pending.discard(name)
        bodies = [library.get(language, {}).get(name) for language in languages]
        if any(body is None for body in bodies):
            raise ValueError(
                f"matches: {name!r} is not a util of the rule nor a shared util for {', '.join(languages)} "
                "(packs/utils/)"
            )
        if any(body != bodies[0] for body in bodies):
            raise ValueError(f"matches: the shared util {name!r} differs between {', '.join(languages)}")
        needed[name] = bodies[0]
        pending |= referenced(bodies[0]) - set(own) - set(needed)
    return dict(sorted(needed.items()))
