"""Matchers find a rule's matches in one file: one module per kind, one line each in MATCHERS.

A matcher module implements the `Matcher` protocol (matchers/base.py): it owns its options
(the dataclass `match: {<kind>: ...}` is validated into), checks them when rules load, and
finds matches. Matchers import neither the rule model (rule_model.py) nor the loader
(rules.py); the loader puts rules and matchers together, and the engine calls a rule's
matcher through this mapping, never by its kind's name.
"""

from __future__ import annotations

from typing import Any

from secure_lint.matchers import app_control, file_presence, regex_matcher, secret, structural, taint
from secure_lint.matchers.base import Matcher, RawMatch

__all__ = ["MATCHERS", "Matcher", "RawMatch"]

MATCHERS: dict[str, Matcher[Any]] = {
    "structural": structural,
    "regex": regex_matcher,
    "secret": secret,
    "file": file_presence,
    "taint": taint,
    "app_control": app_control,
}

