"""uvicorn's WebSocket protocol with a cheaper read pause: reading stops once several
client messages wait, not after every one.

uvicorn's ``websockets-sansio`` protocol pauses reading the socket as soon as one
message is queued for the app and resumes it when the app has taken it: two changes of
the event loop's selector (``epoll_ctl``) per message received, each going through
Python's ``selectors`` module. Under load that was about 6% of the server's CPU (py-spy
on ``bench/server_load.py``). :class:`WsProtocol` lets up to :data:`QUEUED_BEFORE_PAUSE`
messages wait before it pauses; past that it behaves exactly as uvicorn's. Memory stays
bounded: at most that many messages of at most ``ws_max_size`` bytes each, and the
room's own token bucket answers a client that sends faster than its rate.

It also sends a text frame given as UTF-8 bytes as it is (:data:`UTF8_TEXT`): the
room's state messages are built as JSON bytes (orjson's output), and uvicorn would
otherwise want a ``str`` only to encode it back to UTF-8. A connection learns that its
server takes such bytes from the extension key in its scope; any other server (a test
client, another ASGI server) gets ``str`` as the ASGI specification says.

If uvicorn changes the attributes this relies on, :func:`protocol` gives uvicorn's own
choice back (``"auto"``).
"""

from __future__ import annotations

from typing import Any

#: Client messages queued for the app before reading pauses (uvicorn: 1).
QUEUED_BEFORE_PAUSE = 8
#: The ASGI scope extension by which :class:`WsProtocol` says that a ``websocket.send``
#: message's ``text`` may be UTF-8 ``bytes``, sent as they are.
UTF8_TEXT = "tomecraft.utf8-text"


def protocol() -> Any:
    """The ``ws`` setting for ``uvicorn.Config``: :class:`WsProtocol` where uvicorn's
    sans-I/O protocol is available, else ``"auto"``."""
    try:
        from uvicorn.protocols.utils import ClientDisconnected
        from uvicorn.protocols.websockets.websockets_sansio_impl import (
            WebSocketsSansIOProtocol,
        )
        from websockets.exceptions import InvalidState
    except ImportError:  # pragma: no cover - websockets not installed
        return "auto"
    if not all(hasattr(WebSocketsSansIOProtocol, name)
               for name in ("send_receive_event_to_app", "run_asgi", "send")):
        return "auto"  # pragma: no cover - another uvicorn

    class WsProtocol(WebSocketsSansIOProtocol):
        """Pauses reading only once :data:`QUEUED_BEFORE_PAUSE` messages wait."""

        def send_receive_event_to_app(self) -> None:
            queue = getattr(self, "queue", None)
            if (
                queue is None
                or getattr(self, "read_paused", True)
                or queue.qsize() + 1 >= QUEUED_BEFORE_PAUSE
            ):
                super().send_receive_event_to_app()
                return
            # uvicorn pauses unless it believes reading is paused already: let it
            # believe so for this message, then say what is true (reading goes on)
            self.read_paused = True
            try:
                super().send_receive_event_to_app()
            finally:
                self.read_paused = False

        async def run_asgi(self) -> None:
            extensions = self.scope.setdefault("extensions", {})
            if extensions is not None:
                extensions[UTF8_TEXT] = {}
            await super().run_asgi()

        async def send(self, message: Any) -> None:
            """uvicorn's, but a ``websocket.send`` whose ``text`` is UTF-8 bytes goes out
            as they are (uvicorn would call ``text.encode()``)."""
            data = message.get("text") if message["type"] == "websocket.send" else None
            if not isinstance(data, bytes):
                await super().send(message)
                return
            await self.writable.wait()
            if (self.disconnected or not self.handshake_complete or self.close_sent
                    or self.initial_response is not None):
                # not a plain open connection: whatever uvicorn does (an error) with str
                await super().send({"type": "websocket.send", "text": data.decode("utf-8")})
                return
            try:
                self.conn.send_text(data)
            except InvalidState:
                raise ClientDisconnected() from None
            self.transport.write(b"".join(self.conn.data_to_send()))

    return WsProtocol
