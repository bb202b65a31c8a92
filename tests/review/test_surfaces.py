"""surfaces.yaml: the attack-surface signals load, cover every surface kind, and mean what it says."""

from __future__ import annotations

import re
from typing import get_args

import pytest

from secure_lint.review.surfaces import KIND_ORDER, SurfaceKind, _signal, signals


def test_every_surface_kind_has_a_signal_and_a_review_place() -> None:
    kinds = {kind for kind, _ in signals()}
    assert kinds == set(get_args(SurfaceKind)) == set(KIND_ORDER)


def test_every_signal_is_a_search_that_compiles() -> None:
    for kind, signal in signals():
        assert signal.code or signal.path, (kind, signal.what)
        assert (signal.code is None) == (signal.family is None), (kind, signal.what)
        for pattern in (signal.code, signal.path):
            if pattern is not None:
                re.compile(pattern)
        assert "{methods}" not in (signal.code or "")


def test_imports_are_import_and_require_lines_of_that_module() -> None:
    signal = _signal("cron", {"what": "scheduled job", "imports": "node-cron['\"]", "code": r"\bcron\.schedule\("})
    assert signal.family == "js" and signal.code is not None
    hits = [
        'import cron from "node-cron";',
        "const cron = require('node-cron');",
        "cron.schedule('* * * * *', run);",
    ]
    misses = ['import cron from "node-cron-parser";', "// node-cron docs"]
    assert all(re.search(signal.code, line) for line in hits)
    assert not any(re.search(signal.code, line) for line in misses)


def test_the_http_methods_are_written_out() -> None:
    route = next(s for kind, s in signals() if kind == "http_route" and s.path and s.code)
    assert route.code is not None
    assert re.search(route.code, "export async function POST(request: Request) {")
    assert not re.search(route.code, "export async function handler(request: Request) {")


@pytest.mark.parametrize(
    "entry",
    [
        {"what": "typo", "famly": "js", "code": "x"},
        {"what": "unknown family", "family": "kotlin", "code": "x"},
    ],
)
def test_a_malformed_signal_is_refused(entry: dict[str, str]) -> None:
    with pytest.raises(ValueError, match="surfaces.yaml: cron: malformed signal"):
        _signal("cron", entry)
