"""One-line descriptions of invalid input: a pydantic validation error, a YAML error."""

from __future__ import annotations

from typing import Any

# pydantic's wording differs between models and dataclasses; say it one plain way
_PLAIN = {
    "missing": "required",
    "missing_argument": "required",
    "extra_forbidden": "unknown key",
    "unexpected_keyword_argument": "unknown key",
}


def validation_problem(error: Any) -> str:
    """`where: what` for the first problem of a pydantic ValidationError."""
    first = error.errors()[0]
    message = _PLAIN.get(first["type"]) or first["msg"].removeprefix("Value error, ")
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {message}" if where else message


def yaml_problem(error: Exception) -> str:
    """`not valid YAML (line N)`, with the reason when it is one a person can act on."""
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    where = f" (line {mark.line + 1})" if mark else ""
    problem = getattr(error, "problem", None)
    detail = f": {problem}" if problem and "given twice" in problem else ""
    return f"not valid YAML{where}{detail}"
