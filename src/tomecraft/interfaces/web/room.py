"""Game rooms: the server's authoritative matches, their commit pipeline and publishing.

A :class:`Room` holds the true :class:`~tomecraft.core.Match` of one game. Every change
goes through the room's lock, is committed to the store, and only then *published*: the
room swaps in a clone of the new state and wakes every connection, whose writer task
builds that connection's own message (its seat's view, its language) and sends it.
Connections therefore never read a state that is not committed, and a slow client never
holds up the game.

A player's decision (and the chance draws that follow it) is a cheap engine step and is
applied on the event loop; bot moves run in the bot pool. SQLite writes never run on the
event loop: they go through :class:`~tomecraft.interfaces.web.commits.GroupCommit`, which
commits the decisions of all games that arrive together in one transaction. Each
(seat, language) message body is encoded once per published change and shared by every
connection that needs it.

This module holds the pipeline (apply, commit, rebuild, undo, publish) and puts the room
together from its parts (see :mod:`~tomecraft.interfaces.web.roomcore`).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Sequence
from typing import Any, overload

from tomecraft.core import Event, Match, alike_option, forced_event, forced_option
from tomecraft.core.match import FILE_VERSION, GAME_FILE_FORMAT
from tomecraft.interfaces.web.botmoves import RoomBotMoves
from tomecraft.interfaces.web.clock import RoomClock
from tomecraft.interfaces.web.gamelog import (
    BY_CHANCE,
    BY_CLOCK,
    BY_FALLBACK,
    BY_FORCED,
    BY_HUMAN,
    OPENING,
    Change,
    Grants,
    LogEntry,
    clock_entry,
    fallback_entry,
)
from tomecraft.interfaces.web.messages import RoomMessages
from tomecraft.interfaces.web.moves import RoomMoves
from tomecraft.interfaces.web.seat import HUMAN, unclaimed
from tomecraft.interfaces.web.seats import RoomSeats
from tomecraft.interfaces.web.storage import ACTIVE, EXPIRED, FINISHED, DecisionRow
from tomecraft.interfaces.web.sync import RoomSync


class _ForcedMarks(Sequence[bool]):
    """Which stored decisions were forced, read from the ``by`` list where asked (the
    undo rule looks at the last few only: no list of the whole game per decision)."""

    def __init__(self, by: list[str]) -> None:
        self._by = by

    def __len__(self) -> int:
        return len(self._by)

    @overload
    def __getitem__(self, i: int) -> bool: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[bool]: ...

    def __getitem__(self, i: int | slice) -> bool | Sequence[bool]:
        if isinstance(i, slice):
            return [b == BY_FORCED for b in self._by[i]]
        return self._by[i] == BY_FORCED


class Room(RoomSeats, RoomClock, RoomSync, RoomMessages, RoomMoves, RoomBotMoves):
    """One game held by the server."""

    # -- building and rebuilding (worker thread, under the lock) ---------------------------
    def rebuild(self, rows: Sequence[DecisionRow]) -> Change:
        """Replay ``rows`` from the seed: the match, its generator and the log come out
        exactly as they were when those decisions were taken."""
        match = Match(self.game, self.config, self.seed)
        self.grants = Grants()
        entries = self._entries(OPENING, match.opening)
        entries += self._replay(match, rows)
        self.match = match
        self.by = [r.by for r in rows]
        return self._change(entries, reset=True)

    def _replay(self, match: Match, rows: Sequence[DecisionRow]) -> list[LogEntry]:
        """Replay stored ``rows`` onto ``match``; their log entries, forced decisions
        narrated as they were when taken."""
        entries: list[LogEntry] = []
        steps = match.replay_steps([[r.actor, r.option] for r in rows])
        for r in rows:
            index = len(match.history)
            self.grants.before(match.state, r.option)  # web-anim: "an action granted by ..."
            told: list[LogEntry] = []
            if r.by == BY_FORCED and r.option in (forced_option(match.state),
                                                  alike_option(match.state)):
                told = self._entries(index, [forced_event(match.state, r.option)])
            elif r.by.startswith(BY_CLOCK):
                entries.append(clock_entry(index, r.actor, r.by))
            elif r.by.startswith(BY_FALLBACK):
                entries.append(fallback_entry(index, r.actor, r.by))
            entries += self.grants.after(told + self._entries(index, next(steps).events))
        return entries

    def _entries(self, index: int, events: Sequence[Event]) -> list[LogEntry]:
        return [LogEntry(index, e.seat, e.msg) for e in events]

    def _change(self, entries: list[LogEntry], reset: bool = False) -> Change:
        d = self.match.state.decision()
        last = None
        if d is not None and d.actor >= 0 and self._undo_point(d.actor) is not None:
            last = (d.actor, BY_HUMAN)  # the seat that may take its last decision back
        h = self.match.history
        return Change(
            self.match.state.clone(), len(h), last, self.match.is_over(), entries, reset,
            self.version(),
        )

    def _undo_point(self, seat: int) -> int | None:
        """The decision ``seat`` may take back now: the core's rule
        (``Match.undo_point``: its turn, its own last decision, nothing revealed since,
        no card read), with the forced decisions as stored, and only a decision the
        player took itself (not a bot or the clock)."""
        idx = self.match.undo_point(seat, _ForcedMarks(self.by))
        if idx is None or self.by[idx] != BY_HUMAN:
            return None
        return idx

    def abandoned(self, now: float, ttl: float | None) -> bool:
        """Expiry rule: an active game with human seats, none of them claimed (nobody
        holds a seat: never claimed, left, or handed to bots), unchanged for ``ttl`` s."""
        return (
            ttl is not None
            and self.status == ACTIVE
            and unclaimed(self.seats)
            and now - self.updated >= ttl
        )

    async def expire(self) -> bool:
        """Stop the game for good if it is still abandoned (see :meth:`abandoned`)."""
        async with self.lock, self.seat_lock:
            if not self.abandoned(time.time(), self.hub.settings.unclaimed_ttl):
                return False
            await asyncio.to_thread(self.hub.store.expire_games, [self.id])
            self.status = EXPIRED
            self.idle_since = time.monotonic()
            self.touch()
            return True

    def _apply(self, first: tuple[int, str] | None) -> tuple[list[LogEntry], list[DecisionRow]]:
        """Apply ``first`` (option, by) if given; then resolve chance and take forced
        decisions (a single option, or a person's options all alike: narrated) up to the
        next real player decision.
        Nothing is stored yet: the rows to commit come back with the log entries. On an
        error the caller must :meth:`_restore`."""
        match = self.match
        start = len(match.history)
        entries: list[LogEntry] = []
        if first is not None:
            option, by = first
            self.grants.before(match.state, option)  # web-anim: "an action granted by ..."
            entries += self.grants.after(self._entries(len(match.history), match.step(option)))
            self.by.append(by)
        # a person's question whose options are all alike has one answer: taken like a
        # forced decision, not asked (a bot's seat decides as it would)
        people = [i for i, s in enumerate(self.seats) if s.kind == HUMAN]
        for step in match.advance(alike=people):
            entries += self.grants.after(self._entries(step.index, step.events))
            self.by.append(BY_FORCED if step.forced else BY_CHANCE)
        history = match.history
        rows = [
            DecisionRow(i, history[i][0], history[i][1], self.by[i])
            for i in range(start, len(history))
        ]
        return entries, rows

    def _restore(self) -> None:
        """Nothing was committed: go back to exactly what the store holds."""
        self.rebuild(self.hub.store.decisions(self.id))

    async def _human_step(self, option: int) -> Change:
        """A player's decision, applied on the event loop (a cheap engine step) and
        committed; the change to publish."""
        return await self._step((option, BY_HUMAN))

    async def _step(self, first: tuple[int, str] | None) -> Change:
        """:meth:`_apply` on the event loop, then commit; on an error the match is
        rebuilt from the store."""
        try:
            entries, rows = self._apply(first)
        except BaseException:
            await asyncio.to_thread(self._restore)
            raise
        return await self._commit(entries, rows)

    async def _commit(self, entries: list[LogEntry], rows: list[DecisionRow]) -> Change:
        """Commit ``rows`` (group commit, off the event loop); the change to publish.
        If the commit fails the match is rebuilt from the store and the error raised."""
        commit = self.hub.commits.submit(self.id, rows, finished=self.match.is_over())
        try:
            await asyncio.shield(commit)
        except asyncio.CancelledError:
            # The batch goes on without us (shutdown): wait for its outcome, so that the
            # match is left exactly as the store holds it.
            with contextlib.suppress(BaseException):
                await commit
            if commit.cancelled() or commit.exception() is not None:
                await asyncio.to_thread(self._restore)
            raise
        except BaseException:
            await asyncio.to_thread(self._restore)
            raise
        self.updated = time.time()
        return self._change(entries)

    def _reload(self) -> Change:
        """The match rebuilt from the store (a change to publish)."""
        return self.rebuild(self.hub.store.decisions(self.id))

    def _undo(self, seat: int) -> Change:
        """Take back ``seat``'s last decision and the forced ones taken after it."""
        idx = self._undo_point(seat)
        assert idx is not None
        self.hub.store.delete_decisions_from(self.id, idx)
        self.undone += len(self.match.history) - idx
        return self.rebuild(self.hub.store.decisions(self.id))

    # -- publishing (event loop) -------------------------------------------------------------
    def publish(self, change: Change) -> None:
        if change.reset_log:
            self.log = list(change.entries)
            self.log_epoch += 1
        else:
            self.log.extend(change.entries)
        self.pub_state = change.state
        self.pub_len = change.history_len
        if change.version != self.pub_version or change.reset_log:
            self.turn_since = time.time()  # a new decision: its clock starts now
        self.pub_version = change.version
        self.pub_last = change.last
        if self.status != EXPIRED:  # expired is for good
            self.status = FINISHED if change.finished else ACTIVE
        self.touch()

    # -- files ----------------------------------------------------------------------------
    def game_file(self) -> dict[str, Any]:
        return {
            "format": GAME_FILE_FORMAT,
            "version": FILE_VERSION,
            "game": self.game.name,
            "config": self.config,
            "seed": self.seed,
            "decisions": [[a, o] for a, o in self.match.history],
            # Who played each seat ("human" or a bot level): the coach reviews the humans.
            "players": [s.kind if s.kind == HUMAN else (s.level or s.kind) for s in self.seats],
            # The decisions before which the coach gave a hint: the review marks them.
            **({"hints": sorted(self.hinted)} if self.hinted else {}),
        }

    def summary(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game.name,
            "config": self.config,
            "status": self.status,
            "decisions": self.pub_len,
            "created": self.created,
            "seats": [
                {
                    "seat": i,
                    "kind": s.kind,
                    "level": s.level,
                    "claimed": s.claimed,
                    "open": s.open,
                    "connected": any(c.seat == i for c in self.conns),
                }
                for i, s in enumerate(self.seats)
            ],
            # what ``join`` may take: listed games' unclaimed open seats
            "free": self.open_seats(),
            "pace": self.pace,
            "clock": self.clock,
            "hints": self.hints_on,
        }

