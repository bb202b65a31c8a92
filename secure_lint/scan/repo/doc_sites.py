"""A documentation site's folder, known by its generator's configuration file.

Docusaurus (`docusaurus.config.*`), MkDocs (`mkdocs.yml`), VitePress (`.vitepress/config.*`, the
site being the folder that holds `.vitepress/`), Astro Starlight (an `astro.config.*` that uses
`@astrojs/starlight`) and Nextra (a `next.config.*` that uses `nextra`) build a website of pages
about the product from the folder their configuration lies in: its pages, sample configurations
(`static/configExample.json`) and components are documentation, not the app, whatever the folder
is called. The repository's root is never one: a repository that is a documentation site is
scanned as asked.
"""

from __future__ import annotations

import posixpath

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository

_SITE_CONFIG = lazy_compile(r"docusaurus\.config\.(?:js|mjs|cjs|ts|mts)|mkdocs\.ya?ml")
_VITEPRESS_CONFIG = lazy_compile(r"config\.(?:js|mjs|cjs|ts|mts)")
# a generator whose configuration file is a general one: known by what it imports
_USES_GENERATOR = {
    "astro.config": lazy_compile(r"""["']@astrojs/starlight["']"""),
    "next.config": lazy_compile(r"""["']nextra["']"""),
}


def doc_site_folders(repo: Repository) -> tuple[str, ...]:
    """The folders (never the root) that documentation site generators build from."""
    folders = []
    for path in repo.paths:
        folder, name = posixpath.split(path)
        site = _site_of(repo, path, folder, name)
        if site:
            folders.append(site)
    return tuple(folders)


def _site_of(repo: Repository, path: str, folder: str, name: str) -> str | None:
    if _SITE_CONFIG.fullmatch(name):
        return folder
    if posixpath.basename(folder) == ".vitepress" and _VITEPRESS_CONFIG.fullmatch(name):
        return posixpath.dirname(folder)
    needle = _USES_GENERATOR.get(name.rsplit(".", 1)[0])
    if needle is None:
        return None
    text = repo.text(path)
    return folder if text is not None and needle.search(text) else None
