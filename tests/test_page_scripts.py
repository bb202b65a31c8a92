"""Scripts a page or a worker start loads run in the browser: how the repository loads them decides."""

from __future__ import annotations

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.page_scripts import _loaded


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get)


def test_script_tags_and_worker_starts_name_the_files_they_load() -> None:
    repo = _repo(
        {
            "views/index.hbs": '<script src="/static/js/reference.js?v=3" defer></script>'
            '<script src="https://cdn.example.net/lib/jquery.js"></script>',
            "views/editor.hbs": "<script>const w = new Worker('/static/js/evaluation-worker.js');</script>",
            "src/app.js": "const pool = new SharedWorker(new URL('./pool-worker.js', import.meta.url));",
        }
    )
    pages, workers = _loaded(repo)
    assert "js/reference.js" in pages
    assert "lib/jquery.js" not in pages
    assert {"js/evaluation-worker.js", "src/pool-worker.js"} <= workers


def test_a_name_in_prose_loads_nothing() -> None:
    repo = _repo({"views/nav.hbs": "{{!-- narrowed by static/js/reference.js --}}"})
    assert _loaded(repo) == (frozenset(), frozenset())
