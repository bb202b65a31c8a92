"""Each script's import specifiers, read while it is matched and kept with its result in the
result cache (engine.FileResult.imports, result_codec.py): the value step's index of a function's
callers (values/callers.py) takes them from the scan's results, and from the cache for the files a
re-scan did not match again, instead of reading every script of the repository; a file whose
content changed is matched again and its specifiers with it. Every scan prints what a scan
without the cache prints."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers.values import Verdict, callers, judge
from secure_lint.matchers.values.imports import Links, Modules
from secure_lint.scan import engine
from secure_lint.scan.cache.result_codec import items_from_data, items_to_data
from secure_lint.scan.engine import FileResult

HELP = "src/help.tsx"
PAGE = "src/page.tsx"
RULE = "react.xss.dangerously-set-inner-html"
FILES = {
    # an exported component whose `html` prop is what its one importer passes: a constant
    HELP: "export function Help({ html }) {\n  return <p dangerouslySetInnerHTML={{ __html: html }} />;\n}\n",
    PAGE: "import { Help } from './help';\nexport const Page = () => <Help html=\"<b>hi</b>\" />;\n",
    "src/util.ts": "import { format } from 'date-fns';\nexport const day = (d: Date) => format(d, 'yyyy');\n",
}


def test_the_index_of_importers_reads_the_specifiers_the_scan_read() -> None:
    read: list[str] = []

    def reading(path: str) -> str | None:
        read.append(path)
        return FILES.get(path)

    modules = Modules(Repository(lambda: sorted(FILES), reading))
    modules.specifiers.update({PAGE: ("./help",), "src/util.ts": ("date-fns",)})
    source = SourceFile(HELP, FILES[HELP])
    html = [n for n in source.tree.find_all(kind="identifier") if n.text() == "html"][-1]
    assert judge(html, source.language, links=Links(modules, HELP)) == Verdict.CONSTANT
    assert "src/util.ts" not in read  # its specifiers came from its result
    assert HELP in read  # none known for it: read (an importer is parsed for its calls all the same)
    assert modules.importers == {HELP: [PAGE]}


def test_a_scan_reads_a_scripts_specifiers_and_the_cache_keeps_them() -> None:
    result = engine.FileResult(PAGE, digest="d", imports=("./help", "react"))
    assert callers.imported_specifiers(SourceFile(PAGE, FILES[PAGE])) == ("./help",)
    assert callers.imported_specifiers(SourceFile("README.md", "from './x'")) is None  # no script
    assert callers.imported_specifiers(SourceFile("node_modules/a/i.js", "from './x'")) is None
    (back,) = items_from_data(items_to_data([result]), PAGE, "d", frozenset())
    assert isinstance(back, FileResult)
    assert back.imports == ("./help", "react")
    (none,) = items_from_data(items_to_data([engine.FileResult("a.md", digest="d")]), "a.md", "d", frozenset())
    assert isinstance(none, FileResult)
    assert none.imports is None


@pytest.mark.parametrize("imports", ["./help", [1], [["./help"]], {"a": 1}])
def test_damaged_specifiers_are_no_cached_result(imports: Any) -> None:
    data = items_to_data([engine.FileResult(PAGE, digest="d", imports=("./help",))])
    data[0]["imports"] = imports
    with pytest.raises(ValueError):
        items_from_data(data, PAGE, "d", frozenset())


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    root = tmp_path / "app"
    for path, text in FILES.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    (root / "package.json").write_text('{"name": "app", "dependencies": {"react": "18"}}\n', encoding="utf-8")
    return root


@pytest.fixture
def specified(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files whose specifiers were read from their text (while matched, or by the index)."""
    calls: list[str] = []
    real = callers._read_specifiers
    real_of = callers.imported_specifiers

    def of(source: SourceFile) -> tuple[str, ...] | None:
        found = real_of(source)
        if found is not None:
            calls.append(source.path)
        return found

    def reading(modules: Modules, path: str) -> tuple[str, ...]:
        calls.append(f"index: {path}")
        return real(modules, path)

    monkeypatch.setattr(engine, "imported_specifiers", of)
    monkeypatch.setattr(callers, "_read_specifiers", reading)
    return calls


def scan(run_cli, root: Path, *args: str) -> str:  # type: ignore[no-untyped-def]
    result = run_cli("scan", "--format", "json", "--profile", "audit", "--root", str(root), str(root), *args)
    assert result.exit_code in (0, 1), result.output
    return str(result.stdout)


def lines(output: str) -> list[tuple[str, int]]:
    findings = json.loads(output)["findings"]
    return sorted((f["location"]["path"], f["location"]["start_line"]) for f in findings if f["rule_id"] == RULE)


def test_a_rescan_takes_the_specifiers_of_unchanged_files_from_the_cache(app, run_cli, specified) -> None:
    first = scan(run_cli, app)
    assert lines(first) == []  # the only caller passes a constant
    assert sorted(specified) == sorted(FILES)  # read while matched, never by the index
    specified.clear()
    assert scan(run_cli, app) == first
    assert specified == []  # nothing matched again, nothing read for the index


def test_an_edited_file_is_matched_again_with_its_specifiers(app, run_cli, specified) -> None:
    scan(run_cli, app)
    page = app / PAGE
    page.write_text(FILES[PAGE] + "export const Other = ({ bio }) => <Help html={bio} />;\n", encoding="utf-8")
    specified.clear()
    edited = scan(run_cli, app)
    assert specified == [PAGE]  # the others' specifiers came from the cache
    assert lines(edited) == [(HELP, 2)]  # the unchanged component is reported: a caller passes any prop
    assert edited == scan(run_cli, app, "--no-cache")


def test_an_unchanged_callers_cached_specifiers_judge_an_edited_function(app, run_cli, specified) -> None:
    scan(run_cli, app)
    help_file = app / HELP
    help_file.write_text("// help\n" + FILES[HELP], encoding="utf-8")
    specified.clear()
    edited = scan(run_cli, app)
    assert specified == [HELP]  # page.tsx, the caller, was not read for its specifiers
    assert lines(edited) == []  # its constant, known from the cache, still quiets the edited component
    page = app / PAGE
    page.write_text(FILES[PAGE].replace('"<b>hi</b>"', "{window.name}"), encoding="utf-8")
    assert lines(scan(run_cli, app)) == [(HELP, 3)]
    assert scan(run_cli, app) == scan(run_cli, app, "--no-cache")
