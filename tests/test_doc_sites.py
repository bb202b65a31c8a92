"""A documentation site's folder, known by its generator's configuration file, is documentation:
no code rules there, no secret known only by its name; provider formats still reported (issue 24)."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.doc_sites import doc_site_folders

SAMPLE_CONFIG = """\
{
  "lastfm": {
    "apiKey": "a89cba1569901a0671d5a9875fed4be1",
    "secret": "ec42e09d5ae0ee0f0816ca151008412a"
  }
}
"""
PASTED_KEY = """\
export const billing = {
  key: "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",
};
"""


def _folders(files: dict[str, str]) -> tuple[str, ...]:
    return doc_site_folders(Repository(lambda: sorted(files), files.get))


def test_a_generators_configuration_names_the_site_folder() -> None:
    files = {
        "docsite/docusaurus.config.ts": "export default { title: 'Player' };\n",
        "handbook/mkdocs.yml": "site_name: Handbook\n",
        "guide/.vitepress/config.mts": "export default { title: 'Guide' };\n",
        "starlight/astro.config.mjs": "import starlight from '@astrojs/starlight';\n",
        "nextra-docs/next.config.mjs": "import nextra from 'nextra';\n",
    }
    assert sorted(_folders(files)) == ["docsite", "guide", "handbook", "nextra-docs", "starlight"]


def test_an_app_config_or_the_root_is_no_site() -> None:
    files = {
        "web/next.config.mjs": "export default { reactStrictMode: true };\n",
        "landing/astro.config.mjs": "import react from '@astrojs/react';\n",
        "mkdocs.yml": "site_name: Everything\n",
    }
    assert _folders(files) == ()


def _found(result) -> set[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return {(f["rule_id"], f["location"]["path"]) for f in json.loads(result.stdout)["findings"]}


def test_a_doc_sites_sample_config_is_documentation_but_the_apps_is_not(tree, run_cli) -> None:
    files = {
        "package.json": '{"name": "player", "dependencies": {"express": "4"}}\n',
        "docsite/docusaurus.config.ts": "export default { title: 'Player' };\n",
        "docsite/static/configExample.json": SAMPLE_CONFIG,
        "docsite/src/billing.ts": PASTED_KEY,
        "website/static/configExample.json": SAMPLE_CONFIG,
        "config/config.json": SAMPLE_CONFIG,
    }
    found = _found(run_cli("scan", "--profile", "extended", "--format", "json", cwd=tree(files)))
    assert ("secrets.stripe-secret-key", "docsite/src/billing.ts") in found
    assert ("secrets.generic-secret", "config/config.json") in found
    assert ("secrets.generic-secret", "website/static/configExample.json") in found
    assert not {path for _, path in found if path.startswith("docsite/static/")}
