"""A raw template print is an XSS only where the template renders a page (matchers/template_markup.py)."""

from __future__ import annotations

from secure_lint.matchers.template_markup import renders_other_format


def test_a_config_template_with_text_and_no_markup_renders_another_format() -> None:
    compose = "services:\n  db:\n    image: {{{dbImage}}}\n    environment:\n      POSTGRES_USER: {{{dbUser}}}\n"
    assert renders_other_format(compose)
    assert renders_other_format('[target.{{{triple}}}]\nlinker = "{{{linker}}}"\n')
    assert renders_other_format("server {\n  listen <%= port %>;\n}\n")


def test_a_page_or_a_partial_of_tags_only_is_not_known_to_be_another_format() -> None:
    assert not renders_other_format('<div class="bio">{{{user.bio}}}</div>\n')
    assert not renders_other_format("{{! a layout slot }}\n{{{content}}}\n")  # a partial printed into a page
    assert not renders_other_format("{{#each items}}\n  {{{this.html}}}\n{{/each}}\n")
    assert not renders_other_format("<!DOCTYPE html>\n{{{body}}}\n")
