"""Cross-process sync: a room takes in what other server processes stored for its game
(PostgreSQL: announced by notifications, see :meth:`Hub._heard
<tomecraft.interfaces.web.hub.Hub._heard>`)."""

from __future__ import annotations

import asyncio
import logging

from tomecraft.interfaces.web.gamelog import Change
from tomecraft.interfaces.web.roomcore import RoomBase
from tomecraft.interfaces.web.storage import EXPIRED, DecisionRow

log = logging.getLogger("tomecraft.web")


class RoomSync(RoomBase):
    """The sync part of a room (see :mod:`~tomecraft.interfaces.web.roomcore`)."""

    def want_sync(self) -> None:
        """Another process changed this game: read it again (one reader task at a time;
        announcements that come meanwhile make it read once more)."""
        self.sync_wanted = True
        if self.syncer is None or self.syncer.done():
            self.syncer = asyncio.create_task(self._sync_loop())

    async def _sync_loop(self) -> None:
        while self.sync_wanted:
            self.sync_wanted = False
            try:
                await self.sync()
            except Exception:
                log.exception("game %s: could not read changes made elsewhere", self.id)
                return

    async def sync(self) -> None:
        """Take in what other processes stored: new decisions are replayed onto the match
        (an undo or a gap: rebuilt from the seed), seats and status read again; then
        published to this process's connections, and bots kicked if this process owns
        the game."""
        async with self.lock, self.seat_lock:
            row = await asyncio.to_thread(self.hub.store.get_game, self.id)
            if row is None:
                return
            self.stored_seats = row.seats
            self.hinted = await asyncio.to_thread(self.hub.store.hints, self.id)
            self.undone = max(self.undone, row.undone)  # undos made elsewhere
            change = await asyncio.to_thread(self._catch_up)
            self._take_seats(row.seats)
            self.updated = max(self.updated, row.updated)
            if change is not None:
                self.publish(change)
            if row.status == EXPIRED:
                self.status = EXPIRED
            self.touch()
        self.kick()

    def _catch_up(self) -> Change | None:
        """Worker thread, under the lock: the change that brings the match to the store's
        decisions, or None if it holds them all already."""
        store = self.hub.store
        have = len(self.match.history)
        reader = getattr(store, "decisions_from", None)
        rows: list[DecisionRow] = (
            reader(self.id, max(0, have - 1)) if reader is not None else store.decisions(self.id)
        )
        if reader is None:
            rows = rows[max(0, have - 1):]
        if have:
            if not rows or rows[0].idx != have - 1 or (
                    (rows[0].actor, rows[0].option) != self.match.history[-1]):
                return self._reload()  # an undo (or a different past): start again
            rows = rows[1:]
        if not rows:
            return None
        entries = self._replay(self.match, rows)
        self.by.extend(r.by for r in rows)
        return self._change(entries)
