"""The documentation holds together: every relative link in README.md, CONTRIBUTING.md and
docs/*.md leads to a file of the repository (an `#anchor` to a heading of it), and the README
stays a front page that starts with the two commands: install and scan; install the test
extras and run the tests, as .ci/run does."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGES = [README, ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
CODE_SPAN = re.compile(r"(`+).+?\1")
SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)  # https:, mailto:


def _prose_and_blocks(text: str) -> tuple[list[str], list[list[str]]]:
    """The lines outside fenced code blocks, and the lines of each block."""
    prose: list[str] = []
    blocks: list[list[str]] = []
    block: list[str] | None = None
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            if block is None:
                block = []
            else:
                blocks.append(block)
                block = None
        elif block is None:
            prose.append(line)
        else:
            block.append(line)
    return prose, blocks


def _links(page: Path) -> list[str]:
    prose, _ = _prose_and_blocks(page.read_text(encoding="utf-8"))
    return [target for line in prose for target in LINK.findall(CODE_SPAN.sub("", line))]


@cache
def _anchors(page: Path) -> frozenset[str]:
    """GitHub's ids of the page's headings: lower case, punctuation dropped, spaces to
    hyphens, `-1`, `-2`... for repeats."""
    prose, _ = _prose_and_blocks(page.read_text(encoding="utf-8"))
    seen: dict[str, int] = {}
    for line in prose:
        heading = re.match(r"#{1,6} (.+)", line)
        if heading:
            slug = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-")
            seen[slug] = seen.get(slug, -1) + 1
            if seen[slug]:
                seen[f"{slug}-{seen[slug]}"] = 0
    return frozenset(seen)


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_relative_link_resolves(page: Path) -> None:
    for target in _links(page):
        if SCHEME.match(target):
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.is_relative_to(ROOT) and linked.exists(), f"{page.name}: {target} does not exist"
        if anchor:
            assert anchor in _anchors(linked), f"{page.name}: {target}: no such heading"


def test_the_link_check_sees_links_and_headings() -> None:
    """The checks above find what they check: README links docs pages and its own headings."""
    links = _links(README)
    assert "docs/architecture.md" in links
    assert "#suppressions-and-baseline" in links
    assert "suppressions-and-baseline" in _anchors(README)
    assert "the-finding-schema-json" in _anchors(ROOT / "docs" / "architecture.md")


def test_the_action_page_shows_the_matrix_example_as_it_is() -> None:
    example = (ROOT / "examples" / "secure-lint-matrix.yml").read_text(encoding="utf-8").split("name: secure-lint\n")[1]
    assert example in (ROOT / "docs" / "github-action.md").read_text(encoding="utf-8")


def test_readme_is_a_front_page() -> None:
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 300


def test_readme_starts_with_the_two_commands() -> None:
    """Install and scan; then the test command .ci/run runs (with `--quiet` there)."""
    text = README.read_text(encoding="utf-8")
    before = text[: text.index("```")].strip()
    assert before == "# secure-lint"
    _, blocks = _prose_and_blocks(text)
    assert blocks[0] == ["pip install .", "secure-lint scan"]
    assert blocks[1] == ["pip install '.[test]'", "pytest"]
    ci = [line.replace(" --quiet", "") for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert ci.index("pip install '.[test]'") < ci.index("pytest")
