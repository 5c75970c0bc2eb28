"""The per-decision clock of live games: whose clock runs, the time left, and the bot
move made for a seat whose clock ran out."""

from __future__ import annotations

import logging
import time
from typing import Any

from tomecraft.core import CHANCE
from tomecraft.interfaces.web.gamelog import BY_CLOCK, clock_entry
from tomecraft.interfaces.web.roomcore import RoomBase
from tomecraft.interfaces.web.seat import HUMAN
from tomecraft.interfaces.web.storage import ACTIVE, LIVE, StaleWrite

log = logging.getLogger("tomecraft.web")


class RoomClock(RoomBase):
    """The clock part of a room (see :mod:`~tomecraft.interfaces.web.roomcore`)."""

    def clock_seat(self) -> int | None:
        """The seat whose clock runs now: a live game with a clock, active, waiting for a
        human seat's decision that has more than one option (forced decisions, chance and
        bots are never timed). None: no clock runs."""
        if self.clock is None or self.pace != LIVE or self.status != ACTIVE:
            return None
        d = self.pub_state.decision()
        if d is None or d.actor == CHANCE or len(d.ids) <= 1:
            return None
        if not 0 <= d.actor < len(self.seats) or self.seats[d.actor].kind != HUMAN:
            return None
        return d.actor

    def clock_info(self, now: float | None = None) -> dict[str, Any] | None:
        """``{"seat", "seconds", "left"}`` for the state message: whose clock runs, its
        length and the seconds left (never below 0); None when no clock runs."""
        seat = self.clock_seat()
        if seat is None or self.clock is None:
            return None
        now = time.time() if now is None else now
        left = max(0.0, self.turn_since + self.clock - now)
        return {"seat": seat, "seconds": self.clock, "left": round(left, 1)}

    def clock_out(self, now: float) -> bool:
        """Whether the running clock has run out (see :meth:`clock_seat`)."""
        return (
            self.clock is not None
            and self.clock_seat() is not None
            and now - self.turn_since >= self.clock
        )

    async def clock_move(self, version: int) -> None:
        """The clock of the seat to decide at ``version`` ran out: a bot of the game's
        default level decides for it, once (the seat stays the player's), stored as
        ``clock:<level>`` and narrated before the move. Nothing happens if the game moved
        on meanwhile (the player decided just in time)."""
        async with self.lock:
            if self.version() != version or self.pub_version != version:
                return
            seat = self.clock_seat()
            if seat is None or not self.owned:
                return
            job = self.bot_job(seat)  # a human seat: the replacing level
            index = len(self.match.history)
            try:
                got = await self._bot_choice(job, people=True)
                if self.version() != version:
                    return
                by = f"{BY_CLOCK}{got.level}"
                change = await self._step((got.answer.option, by))
            except StaleWrite:
                await self.read_again()
                return
            except Exception as exc:
                self.stop_failed("the clock's bot move failed", exc)
                return
            change.entries.insert(0, clock_entry(index, seat, by))
            self.publish(change)
        self.kick()
