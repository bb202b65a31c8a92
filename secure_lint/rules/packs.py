"""Knowledge packs: load and validate them (rules/pack_compiler.py compiles their detectors).

A pack item is a piece of security knowledge (what, why, how to fix, how to verify); its
detectors are rules written without the fields the item already gives (pack, knowledge,
category, severity, CWE, stacks and the narrative), which compilation fills in.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from secure_lint.core.errors import RuleError
from secure_lint.core.models import Category, Severity, Stack
from secure_lint.core.problems import validation_problem, yaml_problem
from secure_lint.core.yaml_loading import load_yaml
from secure_lint.rules.bundled import bundled_dir


class PackItem(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: str
    title: str
    description: str
    category: Category
    severity: Severity
    cwe: list[str] = []
    owasp: list[str] = []
    tags: list[str] = []
    stacks: list[Stack] = ["common"]
    impact_if_unremediated: str
    remediation: str
    verification_suggestion: str
    references: list[str] = []
    detectors: list[dict[str, Any]] = []


class Pack(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: str
    title: str
    description: str
    stacks: list[Stack]
    categories: list[Category]
    items: list[PackItem]

    @model_validator(mode="after")
    def _consistent(self) -> Pack:
        ids = [item.id for item in self.items]
        if len(ids) != len(set(ids)):
            raise ValueError("item ids must be unique within a pack")
        for item in self.items:
            if item.category not in self.categories:
                raise ValueError(f"item {item.id}: category {item.category} not declared")
        return self


def packs_dir() -> Path:
    return bundled_dir("packs")


def load_pack(path: Path) -> Pack:
    try:
        data = load_yaml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        raise RuleError(f"packs/{path.name}: cannot read the pack") from None
    except yaml.YAMLError as error:
        raise RuleError(f"packs/{path.name}: {yaml_problem(error)}") from None
    try:
        return Pack.model_validate(data)
    except ValidationError as error:
        raise RuleError(f"packs/{path.name}: {validation_problem(error)}") from None


def load_packs(directory: Path | None = None, only: list[str] | None = None) -> list[Pack]:
    """The packs of `directory` (default: the bundled ones), or only those named."""
    directory = directory or packs_dir()
    files = sorted(directory.glob("*.yaml"))
    if only:
        missing = [name for name in only if not (directory / f"{name}.yaml").is_file()]
        if missing:
            raise RuleError(f"no pack named {missing[0]!r}")
        files = [directory / f"{name}.yaml" for name in only]
    return [load_pack(p) for p in files]
