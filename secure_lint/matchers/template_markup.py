"""Whether a template renders a page: a raw print is an XSS only where its output is HTML.

A template that holds no markup at all, yet has text of its own besides its tags, renders some
other format: an nginx or Cargo config (`config.toml.mustache`), a docker-compose file a scaffolder
writes from the developer's answers (`docker-compose.hbs`). A file of tags only (a partial that
prints `{{{content}}}` into its parent's page) says nothing about its output, and is kept.
"""

from __future__ import annotations

from secure_lint.core.lazy_pattern import lazy_compile

MARKUP = lazy_compile(r"<[A-Za-z!/]")
_TAG = lazy_compile(r"\{\{.*?\}\}\}?|\{%.*?%\}|<%.*?%>")


def renders_other_format(text: str) -> bool:
    """No markup, and text outside the template's tags: the template renders no page."""
    if MARKUP.search(text):
        return False
    return any(line.strip() for line in _TAG.sub("", text).splitlines())
