"""One WebSocket connection of a room: its seat, language, rate limit and writer task."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import InitVar, dataclass
from typing import Any, Protocol

from tomecraft.i18n import msg
from tomecraft.interfaces.web.settings import Settings
from tomecraft.interfaces.web.texts import render
from tomecraft.interfaces.web.wire import dumps
from tomecraft.interfaces.web.wsflow import UTF8_TEXT

log = logging.getLogger("tomecraft.web")


class Sender(Protocol):
    async def send_text(self, data: str) -> None: ...

    async def send(self, message: dict[str, Any]) -> None: ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class Messages(Protocol):
    """What a connection's writer needs of its room: the messages to send (see
    :mod:`~tomecraft.interfaces.web.messages`)."""

    def state_message(self, conn: Conn) -> bytes: ...

    def presence_message(self) -> bytes: ...


class TokenBucket:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


@dataclass(eq=False, repr=False)  # compared and hashed by identity, as before
class Conn:
    """One WebSocket connection: a seat (or ``None``: spectator), a language, a writer."""

    ws: Sender
    room: Messages
    seat: int | None
    token_hash: str | None
    lang: str
    settings: InitVar[Settings]
    #: The client's address (spectators are capped per address).
    addr: str = ""

    def __post_init__(self, settings: Settings) -> None:
        self.bucket = TokenBucket(settings.rate, settings.burst)
        #: Messages refused by the bucket since the last accepted one.
        self.refused = 0
        self.max_outbox = max(1, settings.max_outbox)
        self.wake = asyncio.Event()
        self.outbox: deque[str] = deque()
        self.state_dirty = True
        #: Who is connected changed (and nothing else): a small ``presence`` message.
        self.presence_dirty = False
        self.log_epoch = -1
        self.log_sent = 0
        #: The secret texts (``State.known_messages``) already sent, and their language.
        self.texts_sent: set[str] = set()
        self.texts_lang: str | None = None
        self.kick: tuple[int, str] | None = None
        self.task: asyncio.Task[None] | None = None
        #: The server sends a text frame given as UTF-8 bytes as it is (wsflow): the
        #: state messages go out without a trip through ``str``.
        scope = getattr(self.ws, "scope", None)
        extensions = scope.get("extensions") if isinstance(scope, dict) else None
        self.utf8_frames = isinstance(extensions, dict) and UTF8_TEXT in extensions

    def send_json(self, data: dict[str, Any]) -> None:
        """Queue a message. Once closing, nothing more is queued; a client whose outbox is
        full (it sends faster than it reads) gets one ``rate-limited`` error instead of
        what was waiting, and is closed (1008)."""
        if self.kick is not None:
            return
        if len(self.outbox) >= self.max_outbox:
            self.outbox.clear()
            self.close_with("web-error-flood", "rate-limited", 1008)
            return
        self.outbox.append(dumps(data))
        self.wake.set()

    def over_rate(self) -> bool:
        """Inbound token bucket: True if this message must be ignored. The first message
        over the rate is answered with one ``rate-limited`` error; a client that goes on
        sending another burst without waiting is closed (1008)."""
        if self.bucket.take():
            self.refused = 0
            return False
        self.refused += 1
        if self.refused == 1:
            self.error("web-error-rate", "rate-limited", rate=int(self.bucket.rate))
        elif self.refused > self.bucket.burst:
            self.kick = (1008, "rate-limited")
            self.wake.set()
        return True

    def error(self, key: str, code: str, **args: Any) -> None:
        self.send_json(
            {"type": "error", "code": code, "message": render(msg(key, **args), self.lang)}
        )

    def touch(self) -> None:
        self.state_dirty = True
        self.wake.set()

    def close_with(self, key: str, code: str, ws_code: int = 4000, **args: Any) -> None:
        if self.kick is not None:
            return
        self.error(key, code, **args)
        self.kick = (ws_code, code)
        self.wake.set()

    async def run_writer(self) -> None:
        try:
            while True:
                await self.wake.wait()
                self.wake.clear()
                while self.outbox:
                    await self.ws.send_text(self.outbox.popleft())
                if self.kick is not None:
                    code, reason = self.kick
                    with contextlib.suppress(Exception):
                        await self.ws.close(code, reason)
                    return
                if self.state_dirty:
                    self.state_dirty = False
                    self.presence_dirty = False  # the state message says it too
                    text = self._built(self.room.state_message, self)
                elif self.presence_dirty:
                    self.presence_dirty = False
                    text = self._built(self.room.presence_message)
                else:
                    continue
                if text is None:
                    with contextlib.suppress(Exception):
                        await self.ws.close(1011, "internal error")
                    return
                if self.utf8_frames:
                    await self.ws.send({"type": "websocket.send", "text": text})
                else:
                    await self.ws.send_text(text.decode("utf-8"))
        except asyncio.CancelledError:
            raise
        except Exception:  # the client went away mid-send
            return

    def _built(self, build: Callable[..., bytes], *args: Any) -> bytes | None:
        """A message built for this connection, or ``None`` (logged with its traceback)
        when building it failed: the writer then closes the connection (1011) so that
        the page reconnects, rather than stopping silently with the page left behind."""
        try:
            return build(*args)
        except Exception:
            log.exception("building a message for seat %s failed", self.seat)
            return None
