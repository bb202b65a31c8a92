"""A key id whose secret is written beside it, masked or encrypted: the pair is not in the file.

Some providers issue a credential as a pair: a public key id (AWS's `AKIA...`) and a secret that
signs requests. The id alone grants nothing; a file that shows where the secret goes and holds it
protected says so itself:

- a CI config holding the secret encrypted (Travis `secret_access_key:` followed by `secure: '...'`,
  an Ansible vault, a sops `ENC[...]` value);
- a transcript or README showing the secret masked (`Secret access key: ****`);
- a template showing a placeholder where the secret goes (`AWS_SECRET="!!!change-this!!!"`).

A rule names its secret's key (`paired_secret:`, a regex); within NEAR_LINES of the id, that key
with a protected value drops the id. An id with its secret in clear, or with no word of it, stays.
"""

from __future__ import annotations

import functools

import regex

from secure_lint.matchers.lazy_regex import regex_on_first_use

NEAR_LINES = 3  # lines before and after the id searched for its secret
# a value shown masked or held encrypted (the value's start, after the key and its separator)
PROTECTED = regex_on_first_use(
    r"""(?ix)^\s*(?:(?:[&!]\S*)?\s*)(?:["'`]?\*{4,}|secure\s*:|ENC\[|!vault\b|\$ANSIBLE_VAULT|encrypted\b)"""
)
# a value a template leaves for the reader to fill in (`"!!!change-this!!!"`, `<your-secret>`, `changeme`, `xxxx`)
PLACEHOLDER = regex_on_first_use(
    r"""(?ix)^\s*["'`]?[<{!*#\s_.-]*(?:change|replace|your|todo|fixme|fill|insert|placeholder|dummy|x{4,})"""
    r"""[\w!*#.\s-]*[>}]?["'`]?\s*[,;]?\s*$"""
)
# a YAML key whose value is on the next line: nothing after it, or only an anchor or a tag (`&2`, `!!map`)
_NOTHING_YET = regex_on_first_use(r"^\s*(?:[&!]\S*\s*)?$")
# a key name followed by a separator: what follows on the line is the value
_SEPARATOR = r"""["']?\s*(?:=>|:=|[:=])"""


@functools.cache
def _named(key: str) -> regex.Pattern[str]:
    return regex.compile(rf"(?i)(?:{key}){_SEPARATOR}(?P<value>.*)$")


def secret_shown_protected(text: str, start: int, key: str) -> bool:
    """Whether a line near the id at `start` holds the secret named `key` masked, encrypted or as a
    placeholder."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[:line_start].split("\n")[-NEAR_LINES - 1 : -1] if line_start else []
    after = text[line_start:].split("\n", NEAR_LINES + 2)[: NEAR_LINES + 2]
    lines = [*before, *after]
    named = _named(key)
    for index, line in enumerate(lines):
        found = named.search(line)
        if found is None:
            continue
        value = found.group("value")
        if _NOTHING_YET().match(value) and index + 1 < len(lines):
            value = lines[index + 1]  # YAML: the value on the next, indented line (`secure: '...'`)
        if PROTECTED().search(value) or PLACEHOLDER().match(value):
            return True
    return False
