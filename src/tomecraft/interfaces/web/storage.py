"""What a store of the web server is: its rows, its protocols and the code both stores share.

The SQLite store (:mod:`~tomecraft.interfaces.web.store`) and the PostgreSQL one
(:mod:`~tomecraft.interfaces.web.store_pg`) both implement :class:`GameStore`; the
PostgreSQL one also :class:`SharedStore` (several server processes on one database).
Both import this module and never each other, except :func:`store.open_store`, which
opens the PostgreSQL store for a ``postgresql://`` URL.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

#: A game's pace (``games.pace``): live games give a seat left alone for the seat
#: timeout to a bot; turn-based games wait for their players however long.
LIVE = "live"
TURN_BASED = "turn-based"
PACES = (LIVE, TURN_BASED)

#: A game's status (``games.status``).
ACTIVE = "active"
FINISHED = "finished"
#: A game nobody claimed a seat of for ``unclaimed_ttl`` seconds: stopped for good.
EXPIRED = "expired"

#: The ``games`` columns in the order :func:`game_row` reads them (both stores select
#: them so).
GAME_COLUMNS = (
    "id, game, config, seed, seats, status, listed, lang, created, updated, undone, pace, clock,"
    " takeover, hints"
)


def coach_tables(real: str) -> str:
    """The coach's tables, alike in both stores (``real``: the store's floating-point
    type): each finished game's stored review, and the decisions a hint was given at."""
    return f"""
CREATE TABLE IF NOT EXISTS reviews (
    game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    doc TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hints (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    at {real} NOT NULL,
    PRIMARY KEY (game_id, idx)
);
"""


@dataclass(slots=True)
class GameRow:
    id: str
    game: str
    config: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    status: str
    listed: bool
    lang: str
    created: float
    updated: float
    #: Decisions taken back by undos over the game's life (never goes down): with the
    #: stored decisions it gives the state version, which every change increases.
    undone: int = 0
    #: :data:`LIVE` (a seat left alone for the seat timeout goes to a bot) or
    #: :data:`TURN_BASED` (no timeout: the game waits for its players).
    pace: str = "live"
    #: Live games: seconds per decision before a bot decides for the seat (None: no clock).
    clock: float | None = None
    #: Live games: the creator let bots take over seats whose player is absent on their
    #: own turn for the seat timeout (without a vote of the other players).
    takeover: bool = True
    #: Whether a player may ask the coach for a hint (:mod:`~tomecraft.interfaces.web.hints`),
    #: fixed when the game is created: on with one human seat, else only if the creator
    #: turned them on for everyone. ``None`` (games stored before hints): the rule is
    #: read from the seats (one human seat).
    hints: bool | None = None


def game_row(r: Sequence[Any]) -> GameRow:
    """A :class:`GameRow` from a database row of :data:`GAME_COLUMNS` (either store)."""
    return GameRow(
        id=str(r[0]),
        game=str(r[1]),
        config=json.loads(r[2]),
        seed=int(r[3]),
        seats=json.loads(r[4]),
        status=str(r[5]),
        listed=bool(r[6]),
        lang=str(r[7]),
        created=float(r[8]),
        updated=float(r[9]),
        undone=int(r[10]),
        pace=str(r[11]),
        clock=None if r[12] is None else float(r[12]),
        takeover=bool(r[13]),
        hints=None if r[14] is None else bool(r[14]),
    )


def state_version(decisions: int, undone: int) -> int:
    """The version of a game's state: every decision written counts one and every
    decision taken back counts one more, i.e. ``decisions + 2 * undone``. A decision
    raises it by one, an undo of ``r`` decisions by ``r``, so it never repeats."""
    return decisions + 2 * undone


@dataclass(frozen=True, slots=True)
class DecisionRow:
    idx: int
    actor: int
    option: int
    by: str


def decision_rows(rows: Iterable[Sequence[Any]]) -> list[DecisionRow]:
    """:class:`DecisionRow` from database rows ``(idx, actor, option, by)`` (either store)."""
    return [DecisionRow(int(i), int(a), int(o), str(b)) for i, a, o, b in rows]


class StaleWrite(Exception):
    """Decisions written for a version of the game that is no longer the stored one (an
    other server process moved first, or the game stopped): nothing was stored."""


class GameStore(Protocol):
    """What the rooms need of a store (SQLite: :class:`~tomecraft.interfaces.web.store.Store`;
    PostgreSQL: :class:`~tomecraft.interfaces.web.store_pg.PgStore`). Every method blocks
    (call it off the event loop); every change is committed when the method returns."""

    path: str

    def close(self) -> None: ...
    def start_checkpoints(self, interval: float = 1.0) -> None: ...
    def stop_checkpoints(self) -> None: ...
    def create_game(self, row: GameRow) -> None: ...
    def update_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None: ...
    def expire_games(self, game_ids: Sequence[str]) -> None: ...
    def get_game(self, game_id: str) -> GameRow | None: ...
    def games(self, status: str | None = None, limit: int = 1000) -> list[GameRow]: ...
    def decisions(self, game_id: str) -> list[DecisionRow]: ...
    def add_decisions(
        self, game_id: str, rows: Sequence[DecisionRow], finished: bool = False
    ) -> None: ...
    def add_decisions_many(
        self, batch: Sequence[tuple[str, Sequence[DecisionRow], bool]]
    ) -> Sequence[Exception | None]: ...
    def delete_decisions_from(self, game_id: str, idx: int) -> None: ...
    def get_review(self, game_id: str) -> str | None: ...
    def put_review(self, game_id: str, doc: str) -> None: ...
    def add_hint(self, game_id: str, idx: int, seat: int) -> None: ...
    def hints(self, game_id: str) -> dict[int, int]: ...


@runtime_checkable
class SharedStore(Protocol):
    """A store several server processes share (PostgreSQL): leases, presence and
    change notifications (see :mod:`~tomecraft.interfaces.web.store_pg`)."""

    node: str

    def acquire_leases(self, game_ids: Sequence[str], owner: str, ttl: float) -> set[str]: ...
    def unleased_games(self, limit: int = 1000) -> list[str]: ...
    def release_leases(self, owner: str) -> None: ...
    def swap_seats(
        self, game_id: str, before: list[dict[str, Any]], after: list[dict[str, Any]]
    ) -> list[dict[str, Any]] | None: ...
    def mark_present(self, node: str, seats: Sequence[tuple[str, int]], ttl: float) -> None: ...
    def present_seats(self, game_id: str) -> set[int]: ...
    def listen(self, callback: Callable[[str], None]) -> None: ...
    def stop_listening(self) -> None: ...


class BackgroundThread:
    """A store's daemon thread (SQLite's WAL checkpointer, PostgreSQL's listener) and the
    event that asks it to stop; started at most once until stopped."""

    def __init__(self, name: str) -> None:
        self.name = name
        #: Set by :meth:`stop`: the thread's loop ends when it sees it.
        self.stopping = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self, target: Callable[..., None], *args: Any) -> None:
        self.stopping.clear()
        self._thread = threading.Thread(target=target, args=args, name=self.name, daemon=True)
        self._thread.start()

    def stop(self, timeout: float | None = None) -> bool:
        """Ask the thread to stop and wait for it (``timeout`` seconds at most); ``False``
        where none was running."""
        thread, self._thread = self._thread, None
        if thread is None:
            return False
        self.stopping.set()
        thread.join(timeout)
        return True


class SqlStore:
    """What both stores do alike, on their own SQL connection: read games and write one
    game's decisions as a batch of one. A store sets :attr:`_P` (its placeholder) and
    implements :meth:`_fetch` and ``add_decisions_many``."""

    #: The SQL placeholder: ``?`` (SQLite) or ``%s`` (psycopg).
    _P: ClassVar[str] = "?"

    def _fetch(self, sql: str, params: Sequence[Any]) -> Sequence[Sequence[Any]]:
        """The rows ``sql`` selects (under the store's lock)."""
        raise NotImplementedError

    def add_decisions_many(
        self, batch: Sequence[tuple[str, Sequence[DecisionRow], bool]]
    ) -> Sequence[Exception | None]:
        raise NotImplementedError

    def _delete_from(self, db: Any, game_id: str, idx: int) -> None:
        """In the open transaction ``db``: delete ``game_id``'s decisions ``idx`` and later
        (undo); the game's ``undone`` count grows by the number deleted."""
        p = self._P
        cur = db.execute(
            f"DELETE FROM decisions WHERE game_id = {p} AND idx >= {p}", (game_id, idx)
        )
        db.execute(
            f"UPDATE games SET updated = {p}, status = 'active', undone = undone + {p}"
            f" WHERE id = {p}",
            (time.time(), max(0, cur.rowcount), game_id),
        )

    def _tx(self) -> AbstractContextManager[Any]:
        """A transaction on the store's connection (under its lock), committed on exit."""
        raise NotImplementedError

    def get_review(self, game_id: str) -> str | None:
        """The coach's stored review of ``game_id`` (a JSON document), if any."""
        rows = self._fetch(f"SELECT doc FROM reviews WHERE game_id = {self._P}", (game_id,))
        return str(rows[0][0]) if rows else None

    def put_review(self, game_id: str, doc: str) -> None:
        """Store (or replace) the coach's review of ``game_id``."""
        p = self._P
        with self._tx() as db:
            db.execute(
                f"INSERT INTO reviews (game_id, doc) VALUES ({p}, {p})"
                " ON CONFLICT (game_id) DO UPDATE SET doc = excluded.doc",
                (game_id, doc),
            )

    def add_hint(self, game_id: str, idx: int, seat: int) -> None:
        """Record that ``seat`` was given a hint before decision ``idx`` of ``game_id``
        (once per decision: a second hint there changes nothing)."""
        p = self._P
        with self._tx() as db:
            db.execute(
                f"INSERT INTO hints (game_id, idx, seat, at) VALUES ({p}, {p}, {p}, {p})"
                " ON CONFLICT (game_id, idx) DO NOTHING",
                (game_id, idx, seat, time.time()),
            )
            self._hint_added(db, game_id)

    def _hint_added(self, db: Any, game_id: str) -> None:
        """In the open transaction: tell other processes (PostgreSQL); SQLite: nothing."""

    def hints(self, game_id: str) -> dict[int, int]:
        """The hints given in ``game_id``: decision index -> the seat that asked."""
        rows = self._fetch(
            f"SELECT idx, seat FROM hints WHERE game_id = {self._P} ORDER BY idx", (game_id,))
        return {int(i): int(s) for i, s in rows}

    def get_game(self, game_id: str) -> GameRow | None:
        rows = self._fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE id = {self._P}", (game_id,))
        return game_row(rows[0]) if rows else None

    def games(self, status: str | None = None, limit: int = 1000) -> list[GameRow]:
        """The stored games (of ``status``, if given), the newest first, ``limit`` at most."""
        p = self._P
        if status is None:
            rows = self._fetch(
                f"SELECT {GAME_COLUMNS} FROM games ORDER BY created DESC LIMIT {p}", (limit,)
            )
        else:
            rows = self._fetch(
                f"SELECT {GAME_COLUMNS} FROM games WHERE status = {p}"
                f" ORDER BY created DESC LIMIT {p}",
                (status, limit),
            )
        return [game_row(r) for r in rows]

    def add_decisions(
        self, game_id: str, rows: Sequence[DecisionRow], finished: bool = False
    ) -> None:
        """Insert ``rows`` (and mark the game finished) in one transaction."""
        error = self.add_decisions_many([(game_id, rows, finished)])[0]
        if error is not None:
            raise error
