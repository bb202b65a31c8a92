"""Sources of a WebSocket or Socket.IO server: what a connected client sends.

A `ws` server hands each connection to its `connection` listener, and the connection's own
listeners receive the client's messages: `wss.on('connection', (ws) => ws.on('message', (msg) =>
...))`. Socket.IO has the same shape with named events: `io.on('connection', (socket) =>
socket.on('chat', (data, ack) => ...))`. The first parameter of a listener registered inside a
connection listener is the client's data, as a request body is; the events a socket raises on its
own (`close`, `error`, `disconnect`, `ping`) carry no message. A client's listeners (`socket.on(
'message', ...)` in a browser) are not inside a server's connection listener, and the server's
messages they receive are not taken as a source.
"""

from __future__ import annotations

from typing import Any

from .presets_node_http import first_parameter

_FUNCTIONS = [{"kind": "arrow_function"}, {"kind": "function_expression"}]
_OWN_EVENTS = r"close|error|disconnect|disconnecting|ping|pong|open|upgrade|unexpected-response|headers|end|drain"


def _listener_call(event: str) -> dict[str, Any]:
    """`x.on('<event>', ...)` (also once, addListener) for an event name matching `event`."""
    return {
        "kind": "call_expression",
        "all": [
            {"has": {"field": "function", "kind": "member_expression", "regex": r"\.(on|once|addListener)$"}},
            {"has": {"field": "arguments", "has": {"nthChild": 1, "kind": "string", "regex": event}}},
        ],
    }


_CONNECTION_LISTENER: dict[str, Any] = {
    "stopBy": "end",
    "any": _FUNCTIONS,
    "inside": {"kind": "arguments", "inside": _listener_call(r"^['\"]connection['\"]$")},
}
_MESSAGE_CALL: dict[str, Any] = {
    **_listener_call(r"^['\"][^'\"]+['\"]$"),
    "not": _listener_call(rf"^['\"]({_OWN_EVENTS}|connection)['\"]$"),
    "inside": _CONNECTION_LISTENER,
}
_MESSAGE_LISTENER: dict[str, Any] = {"any": _FUNCTIONS, "inside": {"kind": "arguments", "inside": _MESSAGE_CALL}}

# ws.on('message', msg => ...), socket.on('chat', (data, ack) => ...), (data: ChatMessage) => ...
WEBSOCKET_SOURCES: list[dict[str, Any]] = first_parameter(_MESSAGE_LISTENER)
