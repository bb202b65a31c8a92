"""Settings from `.secure-lint.yaml` or `[tool.secure-lint]` in pyproject.toml, plus CLI overrides.

The file is looked for in the scan root (`.secure-lint.yaml` first); `--config FILE` names
one explicitly. Unknown keys and bad values are a ConfigError naming the key. Paths in the
file (rules, baseline) are relative to the file's directory. A command-line option
replaces the file's value, except `--rules`, which adds rule files.
"""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from secure_lint.core import validated_cache
from secure_lint.core.errors import UserError
from secure_lint.core.input_files import check_input_file, outside, read_input_text
from secure_lint.core.limits import DEFAULT_MAX_FILE_SIZE
from secure_lint.core.models import PROFILES, FailOn, Profile, Severity, StackChoice
from secure_lint.core.path_classes import check_patterns
from secure_lint.core.problems import validation_problem, yaml_problem

if TYPE_CHECKING:
    from pydantic import ValidationError

CONFIG_FILE = ".secure-lint.yaml"
PYPROJECT = "pyproject.toml"
DEFAULT_BASELINE = ".secure-lint-baseline.json"


class ConfigError(UserError):
    """A configuration file that cannot be used; the message names the file and the key."""


def _dashed(name: str) -> str:
    return name.replace("_", "-")


@dataclass(frozen=True, kw_only=True)
class Config:
    """What a scan is configured with; every key is optional.

    A dataclass, validated by pydantic only when a configuration file is read."""

    __pydantic_config__ = {"extra": "forbid", "alias_generator": _dashed, "populate_by_name": True}

    select: list[str] = field(default_factory=list)  # rule ids, id prefixes, packs or categories
    ignore: list[str] = field(default_factory=list)
    # extended: also the audit prompts and the rules below the default's precision bar; audit: also the
    # review reminders and the review items
    profile: Profile = "default"
    severity: dict[str, Severity] = field(default_factory=dict)  # rule id (or prefix, pack, category) -> severity
    exclude: list[str] = field(default_factory=list)  # gitignore-style patterns, relative to the root
    rules: list[str] = field(default_factory=list)  # extra rule files or directories
    fail_on: FailOn = "low"
    # exit 1 also when the scan is partial or truncated (a file the code rules did not read: coverage.gaps,
    # skipped or partly parsed files), whatever the findings: off by default, where --fail-on gates findings
    fail_on_partial: bool = False
    baseline: str | None = None
    max_file_size: int = DEFAULT_MAX_FILE_SIZE
    stacks: list[StackChoice] = field(default_factory=list)
    include_tests: bool = False
    # data followed from a file into the functions it calls in other files (costs ~2x a cold scan
    # of a large monorepo: opt-in until that cost is cut)
    cross_file_flows: bool = False
    non_shipped: list[str] = field(default_factory=list)  # gitignore-style: more paths that do not ship
    shipped: list[str] = field(default_factory=list)  # paths that ship although a default says not

    def __post_init__(self) -> None:
        if self.max_file_size <= 0:
            raise ValueError("max-file-size: Input should be greater than 0")

        for key in ("exclude", "non_shipped", "shipped"):
            check_patterns(getattr(self, key), _dashed(key))

    def with_overrides(self, **overrides: Any) -> Config:
        """A copy with each override that was given (not None) replacing the file's value."""
        given = {k: v for k, v in overrides.items() if v is not None and v != ()}
        if "rules" in given:
            given["rules"] = [*self.rules, *given["rules"]]
        for key in ("select", "ignore", "stacks", "rules"):
            if key in given:
                given[key] = list(given[key])
        return replace(self, **given)


def find_config(root: Path) -> Path | None:
    """`.secure-lint.yaml` in the root, else a pyproject.toml there with [tool.secure-lint]."""
    candidate = root / CONFIG_FILE
    if candidate.is_file():
        return candidate
    pyproject = root / PYPROJECT
    if pyproject.is_file() and _pyproject_table(pyproject) is not None:
        return pyproject
    return None


def load_config(root: Path, explicit: str | None = None, use_cache: bool = True) -> Config:
    """The configuration for a scan of `root`: the explicit file, the one found, or defaults."""
    if explicit is not None:
        path = Path(explicit)
        if not path.is_file():
            raise ConfigError(f"--config {explicit}: no such file")
    else:
        found = find_config(root)
        if found is None:
            return Config()
        path = found
        if outside(path, root):
            raise ConfigError(f"{path.name}: a link to a file outside the repository")
    name = explicit or path.name
    try:
        check_input_file(path)
    except OSError as error:
        raise ConfigError(f"{name}: cannot read ({error.strerror or error})") from None
    label = f"{name} [tool.secure-lint]" if path.name == PYPROJECT else name
    config = _cached_config(path, name, label) if use_cache else _parse_file(path, name, label)
    # A configuration in the repository names files in it only (a file outside it is read
    # when named on the command line: --rules, --baseline, or --config with a file outside).
    return _relative_to(config, path.parent, label, None if outside(path, root) else root)


def _cached_config(path: Path, name: str, label: str) -> Config:
    """The validated configuration in `path`, from the cache while the file is unchanged."""
    entry = validated_cache.entry_path("config", [path])
    cached = validated_cache.read(entry)
    if cached is not None:
        try:
            return config_from_cache(json.loads(cached))
        except (ValueError, TypeError):
            pass  # another format, or not what a configuration file gives: read the file
    config = _parse_file(path, name, label)
    validated_cache.write(entry, json.dumps(asdict(config)).encode())
    return config


_LIST_KEYS = ("select", "ignore", "exclude", "rules", "stacks")
_FAIL_ON = ("critical", "high", "medium", "low", "info", "never")


def config_from_cache(data: Any) -> Config:
    """A Config from a cache entry; ValueError unless every key is there with its type."""
    if not isinstance(data, dict) or set(data) != {f.name for f in fields(Config)}:
        raise ValueError("not a configuration")
    strings = [item for key in _LIST_KEYS for item in _list(data[key])]
    severities = data["severity"]
    checks = [
        all(isinstance(item, str) for item in strings),
        isinstance(severities, dict) and all(isinstance(v, str) for v in severities.values()),
        data["fail_on"] in _FAIL_ON,
        data["profile"] in PROFILES,
        data["baseline"] is None or isinstance(data["baseline"], str),
        type(data["max_file_size"]) is int,
        type(data["include_tests"]) is bool,
        type(data["cross_file_flows"]) is bool,
        type(data["fail_on_partial"]) is bool,
    ]
    if not all(checks):
        raise ValueError("not a configuration")
    return Config(**data)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("not a list")
    return value


def _parse_file(path: Path, name: str, label: str) -> Config:
    data = _pyproject_table(path) if path.name == PYPROJECT else _yaml_mapping(path, name)
    return parse_config(data or {}, label)


def parse_config(data: Any, label: str) -> Config:
    if not isinstance(data, dict):
        raise ConfigError(f"{label}: the configuration is a mapping of keys to values")
    from pydantic import TypeAdapter, ValidationError  # noqa: PLC0415 (only when a file is read)

    try:
        return TypeAdapter(Config).validate_python(data)
    except ValidationError as error:
        raise ConfigError(f"{label}: {_describe(error)}") from None


def _describe(error: ValidationError) -> str:
    first = error.errors()[0]
    if first["type"] == "unexpected_keyword_argument":
        where = ".".join(str(part) for part in first["loc"])
        return f"unknown key {where!r} (known: {', '.join(sorted(_known_keys()))})"
    return validation_problem(error)


def _known_keys() -> list[str]:
    return [_dashed(f.name) for f in fields(Config)]


def _yaml_mapping(path: Path, name: str) -> Any:
    import yaml  # noqa: PLC0415 (only when a config file exists)


    try:
        return yaml.safe_load(read_input_text(path))
    except OSError:
        raise ConfigError(f"{name}: cannot read") from None
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        raise ConfigError(f"{name}: {yaml_problem(error)}") from None


def _pyproject_table(path: Path) -> Any:
    if sys.version_info >= (3, 11):  # imported here: most scanned apps have no pyproject.toml
        import tomllib  # noqa: PLC0415 (only with a pyproject.toml)
    else:  # pragma: no cover
        import tomli as tomllib  # noqa: PLC0415 (only with a pyproject.toml)


    try:
        data = tomllib.loads(read_input_text(path))
    except OSError:
        raise ConfigError(f"{path.name}: cannot read") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ConfigError(f"{path.name}: not valid TOML ({error})") from None
    tool = data.get("tool")
    return tool.get("secure-lint") if isinstance(tool, dict) else None


def _relative_to(config: Config, directory: Path, label: str, root: Path | None = None) -> Config:
    """Rule and baseline paths in a file are relative to that file's directory; with a
    `root`, they must lie inside it, links followed (the rule files of a directory too)."""
    for rule_path in config.rules:
        target = directory / rule_path
        if not target.exists():
            raise ConfigError(f"{label}: rules: no such file or directory {rule_path!r}")
        inside = [target, *sorted(target.glob("*.y*ml"))] if target.is_dir() else [target]
        if root is not None and any(outside(p, root) for p in inside):
            raise ConfigError(
                f"{label}: rules: {rule_path[:80]!r} is outside the repository (name it with --rules to use it)"
            )
    if root is not None and config.baseline and outside(directory / config.baseline, root):
        raise ConfigError(
            f"{label}: baseline: {config.baseline[:80]!r} is outside the repository "
            "(name it with --baseline to use it)"
        )
    rules = [str(directory / p) for p in config.rules]
    baseline = str(directory / config.baseline) if config.baseline else None
    return replace(config, rules=rules, baseline=baseline)
