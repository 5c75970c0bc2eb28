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

If uvicorn changes the attributes this relies on, :func:`protocol` gives uvicorn's own
choice back (``"auto"``).
"""

from __future__ import annotations

from typing import Any

#: Client messages queued for the app before reading pauses (uvicorn: 1).
QUEUED_BEFORE_PAUSE = 8


def protocol() -> Any:
    """The ``ws`` setting for ``uvicorn.Config``: :class:`WsProtocol` where uvicorn's
    sans-I/O protocol is available, else ``"auto"``."""
    try:
        from uvicorn.protocols.websockets.websockets_sansio_impl import (
            WebSocketsSansIOProtocol,
        )
    except ImportError:  # pragma: no cover - websockets not installed
        return "auto"
    if not hasattr(WebSocketsSansIOProtocol, "send_receive_event_to_app"):
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

    return WsProtocol
