"""A secret in a development Pulumi stack's settings whose other stack encrypts the same key.

Pulumi keeps each stack's configuration in `Pulumi.<stack>.yaml` beside the project's
`Pulumi.yaml`, and encrypts a value set with `pulumi config set --secret` as `secure: <ciphertext>`.
A plain secret in one stack's file is a low review item when two facts hold together:

- another stack of the same project holds the very same key encrypted (`api:cert` / `key` is a
  `secure:` value in `Pulumi.prod.yaml`): the team keeps that setting secret where it matters, and
  this stack's plain value is a different, deliberately unencrypted one;
- this stack is a development one: named so (`Pulumi.dev.yaml`, `.local`, `.test`), or saying so
  of itself as a local stack's files do (a value on the local machine, `http://localhost:3000`, or
  an environment set to development: secret_local_stack.LOCAL_DECLARATION).

A stack with no sibling that encrypts the key, a staging or production stack that says nothing
local, or a file that does not parse keeps the finding: its plain key may guard a deployed system.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.secret_local_stack import LOCAL_DECLARATION
from secure_lint.scan.repo import each_file_result, low_review_item

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

REASON = (
    "a development Pulumi stack's plain value of a key another stack of the project keeps encrypted "
    "(`secure:`): the deployed stack's secret is not this one"
)
STACK_FILE = lazy_compile(r"(?:^|/)Pulumi\.(?P<stack>[^/]+)\.ya?ml$")
DEVELOPMENT_STACK = lazy_compile(r"(?i)^(?:dev|development|local|localdev|test|testing|sandbox)(?:[-_.]\w+)?$")
# a mapping key at the start of a YAML line: `  api:cert:`, `key: |-`, `"jwtSecret": x`
_KEY_LINE = lazy_compile(r"""^(?P<indent>[ ]*)(?:-[ ]+)?(?P<q>["']?)(?P<key>[^\s#"'][^#]*?)(?P=q):(?:[ \t]|$)""")


def dev_stack_secrets_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with the secrets of development Pulumi stacks that another stack encrypts lowered."""
    return each_file_result(items, lambda result: _judged_file(result, repo))


def _judged_file(result: FileResult, repo: Repository) -> FileResult:
    if STACK_FILE.search(result.path) is None or not any(_secret(f) for f in result.findings):
        return result
    return replace(result, findings=[_judged(f, result.path, repo) if _secret(f) else f for f in result.findings])


def _secret(finding: Finding) -> bool:
    return finding.rule_id.startswith("secrets.") and finding.is_open


def _judged(finding: Finding, path: str, repo: Repository) -> Finding:
    text = repo.text(path)
    if text is None:
        return finding
    development = _development_stack(path, text)
    if development is None:
        return finding
    keys = key_path(text, finding.location.start_line)
    sibling = _encrypting_sibling(repo, path, keys) if keys else None
    if sibling is None:
        return finding
    return low_review_item(finding, REASON, f"`{' / '.join(keys)}` is a `secure:` value in {sibling}; {development}")


def _development_stack(path: str, text: str) -> str | None:
    """Why the stack of `path` is a development one, or None."""
    match = STACK_FILE.search(path)
    stack = match.group("stack") if match else ""
    if DEVELOPMENT_STACK.match(stack):
        return f"the stack is named `{stack}`"
    local = LOCAL_DECLARATION().search(text)
    if local is not None:
        line = text.count("\n", 0, local.start()) + 1
        return f"the stack says it is local: `{local.group(0).strip()}` ({posixpath.basename(path)}:{line})"
    return None


def key_path(text: str, line: int) -> list[str]:
    """The mapping keys down to the value at `line` (1-based): its own key, if the line has one,
    and each less indented key above it (`config`, `api:cert`, `key` for a line of a block scalar)."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return []
    keys: list[str] = []
    own = _KEY_LINE.match(lines[line - 1])
    limit = len(own.group("indent")) if own else _indent(lines[line - 1])
    if own:
        keys.append(own.group("key").strip())
    for previous in reversed(lines[: line - 1]):
        found = _KEY_LINE.match(previous)
        if found is None or len(found.group("indent")) >= limit or previous.lstrip().startswith("#"):
            continue
        keys.append(found.group("key").strip())
        limit = len(found.group("indent"))
        if limit == 0:
            break
    return keys[::-1]


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" "))


def _encrypting_sibling(repo: Repository, path: str, keys: list[str]) -> str | None:
    """The other stack file of the project whose value at `keys` is a `secure:` one, or None."""
    folder = posixpath.dirname(path)
    for other in repo.paths:
        if other == path or posixpath.dirname(other) != folder or STACK_FILE.search(other) is None:
            continue
        value = _at(_parsed(repo, other), keys)
        if isinstance(value, dict) and isinstance(value.get("secure"), str):
            return posixpath.basename(other)
    return None


def _parsed(repo: Repository, path: str) -> Any:
    def parse() -> Any:
        from secure_lint.core.yaml_loading import YAMLError, load_yaml  # noqa: PLC0415 (no YAML parser unless a stack file is read)

        try:
            return load_yaml(repo.text(path) or "")
        except (YAMLError, ValueError, RecursionError):
            return None

    return repo.once(f"pulumi-stacks:{path}", parse)


def _at(document: Any, keys: list[str]) -> Any:
    for key in keys:
        if not isinstance(document, dict) or key not in document:
            return None
        document = document[key]
    return document

