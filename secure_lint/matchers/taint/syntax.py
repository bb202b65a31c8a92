"""What the taint matcher needs to know about a language: one module per language grammar.

`flow.py` keeps the state and walks the tree; a syntax module (javascript.py, swift.py) names
the node kinds of its grammar and reads them: which nodes open a function, which statements
change the state (bindings, allow-list checks, collection updates) and how, and whether an
expression holds tainted data given the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from secure_lint.matchers.taint import javascript, swift

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope


class Syntax(Protocol):
    """One language's grammar as the taint matcher reads it (a module of this package)."""

    @property
    def functions(self) -> frozenset[str]:
        """Node kinds that are functions or closures (the outermost one is a scope)."""

    @property
    def parameter_lists(self) -> frozenset[str]:
        """Node kinds that hold a function's parameters: only a source inside one may declare
        names (empty: any source may; `declared_names` decides)."""

    @property
    def conditional_blocks(self) -> frozenset[str]:
        """Node kinds whose contents run only on some paths (if, switch, loops, catch)."""

    @property
    def events(self) -> list[dict[str, Any]]:
        """ast-grep rules of the nodes that change the state when reached (see `apply`)."""

    def tainted(self, scope: Scope, node: Any) -> bool:
        """Whether an expression that is neither a source nor a sanitizer holds tainted data."""

    def apply(self, scope: Scope, node: Any, is_sink: bool) -> None:
        """What an event node does to the state: bind names, clean checked ones, fill a collection."""

    def stays_home(self, scope: Scope, node: Any) -> bool:
        """For URL sinks (`fixed_origin`): whether the value stays where the user is whatever a
        source put in it (the page's own address, a path the code's route confines)."""

    def declared_names(self, source: Any) -> list[str]:
        """The names a source declares when it is a parameter (`{ params }`, `open url: URL`); else []."""

    def field_path(self, node: Any) -> str | None:
        """The variable or field a node reads, as a path (`opts.url` for `opts.url`, `opts['url']`);
        None for anything else (a call's value, a computed key): fields written apart are told
        apart by it."""

    def callee(self, call: Any) -> Any | None:
        """The called expression of a call node (what `$CALL` reports)."""


SYNTAX: dict[str, Syntax] = {
    "javascript": javascript,
    "typescript": javascript,
    "tsx": javascript,
    "swift": swift,
}
