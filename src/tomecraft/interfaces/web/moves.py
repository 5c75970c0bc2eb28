"""What a room's connections ask: decide, undo, take a seat back, change language, ping;
each checked (the seat's token, its turn, the state version) before anything changes."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from tomecraft.core import IllegalDecision, TomecraftError
from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.roomcore import RoomBase
from tomecraft.interfaces.web.seat import HUMAN
from tomecraft.interfaces.web.storage import ACTIVE, StaleWrite
from tomecraft.interfaces.web.texts import pick_language
from tomecraft.interfaces.web.wire import short

log = logging.getLogger("tomecraft.web")


class RoomMoves(RoomBase):
    """The moves part of a room (see :mod:`~tomecraft.interfaces.web.roomcore`)."""

    # -- decisions -----------------------------------------------------------------------
    async def handle(self, conn: Conn, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if kind == "decide":
            await self.decide(conn, data.get("option"), data.get("version"))
        elif kind == "undo":
            await self.undo(conn, data.get("version"))
        elif kind == "reclaim":
            await self.reclaim(conn)
        elif kind == "ping":
            t = data.get("t")
            # echo a number or a short text; anything else comes back as null
            if not (t is None or type(t) in (int, float, bool) or (
                    isinstance(t, str) and len(t) <= 100)):
                t = None
            conn.send_json({"type": "pong", "t": t})
        elif kind == "lang":
            conn.lang = pick_language(str(data.get("lang", "")), None)
            conn.log_epoch = -1
            conn.touch()
        else:
            conn.error("web-error-type", "unknown-type", given=str(kind)[:40],
                       allowed="hello, decide, undo, reclaim, lang, ping")

    def _check_actor(self, conn: Conn) -> bool:
        if conn.seat is None:
            conn.error("web-error-spectator", "spectator")
            return False
        s = self.seats[conn.seat]
        if s.kind != HUMAN or s.token_hash is None or conn.token_hash != s.token_hash:
            conn.error("web-error-token", "bad-token")
            return False
        if self.status != ACTIVE:
            conn.error("web-error-over", "game-over")
            return False
        return True

    def _check_version(self, conn: Conn, version: Any) -> bool:
        """A decision or undo names the state version it answers (:meth:`version`, which
        every decision and every undo increases): anything else is refused, so a second
        click on the same option, or a message from before a bot's move or an undo, never
        lands on a later decision."""
        if type(version) is not int:
            given = "null" if version is None else short(json.dumps(version))
            conn.error("web-error-version", "bad-version", given=given)
            return False
        now = self.version()
        if version != now:
            conn.error("web-error-stale", "stale", given=short(str(version)), now=str(now))
            return False
        return True

    async def decide(self, conn: Conn, option: Any, version: Any = None) -> None:
        """Apply ``option`` for the connection's seat if it is that seat's turn, the game
        is still at ``version`` and the option is listed; otherwise an error, no change."""
        if type(option) is not int:
            conn.error("web-error-option-type", "bad-option")
            return
        async with self.lock:
            if not self._check_actor(conn) or not self._check_version(conn, version):
                return
            d = self.match.state.decision()
            if d is None:
                conn.error("web-error-over", "game-over")
                return
            if d.actor != conn.seat:
                conn.error("web-error-turn", "not-your-turn")
                return
            if option not in d.ids:
                conn.error("web-error-illegal", "illegal", option=short(str(option)))
                return
            try:
                change = await self._human_step(option)
            except StaleWrite:
                await self._refuse_stale(conn, version)
                return
            except (IllegalDecision, TomecraftError):
                conn.error("web-error-illegal", "illegal", option=short(str(option)))
                return
            except Exception:
                self._internal_error(conn, "could not record a decision")
                return
            self.publish(change)
        self.kick()

    def _internal_error(self, conn: Conn, what: str) -> None:
        """A player's message failed on our side: log ``game ID: what`` with its traceback
        and answer ``internal`` (no detail goes to the client). Call it from ``except``."""
        log.exception("game %s: %s", self.id, what)
        conn.error("web-error-internal", "internal")

    async def _refuse_stale(self, conn: Conn, version: Any) -> None:
        """Another server process moved first: publish what the store holds and refuse the
        message sent for ``version``, naming the version now."""
        change = await self.read_again()
        conn.error("web-error-stale", "stale", given=short(str(version)), now=str(change.version))

    async def undo(self, conn: Conn, version: Any = None) -> None:
        """Take back the seat's own last decision (at ``version``), if the rules allow."""
        async with self.lock:
            if not self._check_actor(conn) or not self._check_version(conn, version):
                return
            seat = conn.seat
            if seat is None or self._undo_point(seat) is None:
                conn.error("web-error-undo", "cannot-undo")
                return
            try:
                change = await asyncio.to_thread(self._undo, seat)
            except StaleWrite:
                await self._refuse_stale(conn, version)
                return
            except Exception:
                self._internal_error(conn, "undo failed")
                return
            self.publish(change)
