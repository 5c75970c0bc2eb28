"""Group commit: the decisions and seat claims of many games in one transaction.

Decisions that arrive in the same event-loop tick, or while a commit is running, go into
the next batch (one worker-thread hop, one transaction, each game's rows in their own
savepoint where a batch must be redone), so a busy server commits once per batch, not
once per decision, and nothing is acknowledged before it is committed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tomecraft.interfaces.web.storage import DecisionRow, GameStore

#: Seat claims per group-commit batch (:class:`GroupCommit`).
_SEATS_PER_HOP = 100


@dataclass(slots=True)
class _Pending:
    game_id: str
    rows: list[DecisionRow]
    finished: bool
    future: asyncio.Future[None] = field(repr=False)


@dataclass(slots=True)
class _PendingSeats:
    game_id: str
    seats: list[dict[str, Any]]
    future: asyncio.Future[None] = field(repr=False)


def _write_seats(store: GameStore, items: Sequence[tuple[str, list[dict[str, Any]]]]) -> None:
    """Every item's seats, in one transaction where the store can (the SQLite store's
    ``update_seats_many``)."""
    many = getattr(store, "update_seats_many", None)
    if many is not None:
        many(items)
    else:
        for game_id, seats in items:
            store.update_seats(game_id, seats)


class GroupCommit:
    """Group commit for the event loop: ``await add_decisions(...)`` returns once the rows
    are committed (or raises the error that kept them out).

    Decisions that arrive in the same event-loop tick, or while a commit is running, go
    into the next batch: one worker-thread hop and one SQLite transaction per batch
    (:meth:`~tomecraft.interfaces.web.store.Store.add_decisions_many`). Nothing is
    acknowledged before its commit, so the rooms' "commit before broadcast" holds exactly
    as with one transaction per decision.

    Seat claims (``await update_seats(...)``) ride in the same batches, in one transaction
    of their own: 2,000 players connecting at once would otherwise be 2,000 worker-thread
    jobs queued ahead of the next decision commit (round trips of over a second at 1,000
    games, see docs/web.md).
    """

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._queue: list[_Pending] = []
        self._seats: list[_PendingSeats] = []
        self._flusher: asyncio.Task[None] | None = None

    async def update_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None:
        """Store a game's seats in the next batch; returns once they are committed (or
        raises the error that kept the batch's seats out)."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._seats.append(_PendingSeats(game_id, seats, future))
        self._wake()
        await future

    def _wake(self) -> None:
        if self._flusher is None or self._flusher.done():
            # starts on the next tick: everything queued until then shares the batch
            self._flusher = asyncio.create_task(self._flush())

    def _write(
        self,
        seats: list[tuple[str, list[dict[str, Any]]]],
        batch: list[tuple[str, Sequence[DecisionRow], bool]],
    ) -> tuple[Exception | None, Sequence[Exception | None]]:
        """One worker-thread hop: the seats (their error, if any), then the decisions."""
        seat_error: Exception | None = None
        if seats:
            try:
                _write_seats(self.store, seats)
            except Exception as exc:
                seat_error = exc
        errors = self.store.add_decisions_many(batch) if batch else []
        return seat_error, errors

    def submit(
        self, game_id: str, rows: Sequence[DecisionRow], finished: bool = False
    ) -> asyncio.Future[None]:
        """Queue ``rows``; the future is done once they are committed (or refused)."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append(_Pending(game_id, list(rows), finished, future))
        self._wake()
        return future

    async def add_decisions(
        self, game_id: str, rows: Sequence[DecisionRow], finished: bool = False
    ) -> None:
        await self.submit(game_id, rows, finished)

    async def _flush(self) -> None:
        while self._queue or self._seats:
            batch, self._queue = self._queue, []
            # a few seats per hop: each claim makes two state messages to build, so a
            # burst of claims must not queue all of them ahead of the next decisions
            seats = self._seats[:_SEATS_PER_HOP]
            del self._seats[:_SEATS_PER_HOP]
            try:
                seat_error, errors = await asyncio.to_thread(
                    self._write,
                    [(p.game_id, p.seats) for p in seats],
                    [(p.game_id, p.rows, p.finished) for p in batch],
                )
            except asyncio.CancelledError:
                futures = [p.future for p in [*batch, *self._queue]]
                for f in futures + [p.future for p in [*seats, *self._seats]]:
                    f.cancel()
                self._queue = []
                self._seats = []
                raise
            except Exception as exc:
                for f in [p.future for p in batch] + [p.future for p in seats]:
                    if not f.done():
                        f.set_exception(exc)
                continue
            for ps in seats:
                if ps.future.done():
                    continue
                if seat_error is None:
                    ps.future.set_result(None)
                else:
                    ps.future.set_exception(seat_error)
            for p, error in zip(batch, errors, strict=True):
                if p.future.done():  # its waiter was cancelled
                    continue
                if error is None:
                    p.future.set_result(None)
                else:
                    p.future.set_exception(error)

    async def drain(self) -> None:
        """Wait until every queued batch is committed (or failed)."""
        if self._flusher is not None:
            with contextlib.suppress(BaseException):
                await self._flusher
