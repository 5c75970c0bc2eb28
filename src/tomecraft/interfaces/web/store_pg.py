"""Persistence in PostgreSQL (psycopg 3), shared by any number of server processes.

The schema is the SQLite store's (``games``, ``decisions``) plus ``leases``. The database
is the one authority on every game:

- Decisions are written under the game's row lock (``SELECT ... FOR NO KEY UPDATE``,
  games of a batch in the order of their ids, so that processes never deadlock) with a
  version check: the first new row's index must be the number of stored decisions and
  the game must still be active; otherwise nothing is written and the caller gets
  :class:`~tomecraft.interfaces.web.storage.StaleWrite`. The primary key (game, index)
  backs this up.
- Each change is announced with ``NOTIFY`` in the same transaction, so other processes
  hear of it only once it is committed; :meth:`PgStore.listen` delivers those
  notifications (``node|kind|game``; kind ``d`` decisions, ``u`` undo, ``s`` seats or
  status, ``h`` a hint given) to a callback, from a thread of its own.
- ``leases`` says which process runs a game's bots, chance and seat timeouts: a lease
  is held by one process id until ``expires`` (database clock) and renewed by that
  process's heartbeat; once it has expired any process may take it.

Every call blocks: the rooms run them on worker threads, as with SQLite.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import sql

from tomecraft.interfaces.web.storage import (
    GAME_COLUMNS,
    BackgroundThread,
    DecisionRow,
    GameRow,
    SqlStore,
    StaleWrite,
    coach_tables,
    decision_rows,
)

log = logging.getLogger("tomecraft.web.store")

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    config TEXT NOT NULL,
    seed BIGINT NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL,
    listed INTEGER NOT NULL DEFAULT 1,
    lang TEXT NOT NULL DEFAULT 'en',
    created DOUBLE PRECISION NOT NULL,
    updated DOUBLE PRECISION NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0,
    pace TEXT NOT NULL DEFAULT 'live',
    clock DOUBLE PRECISION,
    takeover INTEGER NOT NULL DEFAULT 1,
    hints INTEGER
);
ALTER TABLE games ADD COLUMN IF NOT EXISTS undone INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN IF NOT EXISTS pace TEXT NOT NULL DEFAULT 'live';
ALTER TABLE games ADD COLUMN IF NOT EXISTS clock DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN IF NOT EXISTS takeover INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN IF NOT EXISTS hints INTEGER;
CREATE INDEX IF NOT EXISTS games_status ON games (status);
CREATE TABLE IF NOT EXISTS decisions (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    actor BIGINT NOT NULL,
    "option" BIGINT NOT NULL,
    "by" TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, idx)
);
CREATE TABLE IF NOT EXISTS leases (
    game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    owner TEXT NOT NULL,
    expires DOUBLE PRECISION NOT NULL
);
CREATE TABLE IF NOT EXISTS presence (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    node TEXT NOT NULL,
    expires DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seat, node)
);
""" + coach_tables("DOUBLE PRECISION")

#: The database clock in seconds (leases compare against it, never a process's clock).
_NOW = "extract(epoch from clock_timestamp())"
#: Serialises schema creation of processes starting together (an advisory lock key).
_SCHEMA_LOCK = 0x746F6D65


class PgStore(SqlStore):
    """The store on one PostgreSQL connection (calls are serialised); ``url`` is a libpq
    URL (``postgresql://user@host:port/dbname?...``)."""

    #: Several processes may share this store (leases and notifications are needed).
    shared = True
    _P = "%s"

    def __init__(self, url: str) -> None:
        self.url = url
        self.path = url.split("?", 1)[0]
        self._lock = threading.Lock()
        self._db = psycopg.connect(url, autocommit=True)
        with self._tx() as db:
            db.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
            db.execute(SCHEMA)
        row = self._db.execute("SELECT current_schema()").fetchone()
        schema = str(row[0]) if row else "public"
        #: One channel per schema, so that tests (a schema each) do not hear each other.
        self.channel = "tomecraft_" + "".join(c if c.isalnum() else "_" for c in schema)
        self._listener = BackgroundThread("tomecraft-listen")

    def close(self) -> None:
        self.stop_listening()
        with self._lock:
            self._db.close()

    # the SQLite store checkpoints its WAL from a thread; PostgreSQL does that itself
    def start_checkpoints(self, interval: float = 1.0) -> None:
        return None

    def stop_checkpoints(self) -> None:
        return None

    @contextmanager
    def _tx(self) -> Iterator[psycopg.Connection[Any]]:
        with self._lock, self._db.transaction():
            yield self._db

    def _notify(self, db: psycopg.Connection[Any], node: str, kind: str, game_id: str) -> None:
        db.execute("SELECT pg_notify(%s, %s)", (self.channel, f"{node}|{kind}|{game_id}"))

    #: The process id written into notifications (set by the hub; its own are skipped).
    node = ""

    # -- games ----------------------------------------------------------------------------
    def create_game(self, row: GameRow) -> None:
        with self._tx() as db:
            db.execute(
                f"INSERT INTO games ({GAME_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s, %s,"
                " %s, %s, %s, %s, %s, %s, %s)",
                (
                    row.id, row.game, json.dumps(row.config), row.seed, json.dumps(row.seats),
                    row.status, int(row.listed), row.lang, row.created, row.updated,
                    row.undone, row.pace, row.clock, int(row.takeover),
                    None if row.hints is None else int(row.hints),
                ),
            )

    def _hint_added(self, db: Any, game_id: str) -> None:
        self._notify(db, self.node, "h", game_id)

    def update_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE games SET seats = %s, updated = %s WHERE id = %s",
                (json.dumps(seats), time.time(), game_id),
            )
            self._notify(db, self.node, "s", game_id)

    def swap_seats(
        self, game_id: str, before: list[dict[str, Any]], after: list[dict[str, Any]]
    ) -> list[dict[str, Any]] | None:
        """Compare and set, seat by seat: the seats that differ between ``before`` and
        ``after`` are written only if the stored ones are still as in ``before`` (the
        others may have been changed by other processes meanwhile, and are kept). The
        answer: all the seats as now stored, or None (nothing written) on a conflict."""
        changed = [i for i, seat in enumerate(after) if i >= len(before) or before[i] != seat]
        with self._tx() as db:
            got = db.execute(
                "SELECT seats FROM games WHERE id = %s FOR NO KEY UPDATE", (game_id,)
            ).fetchone()
            if got is None:
                return None
            seats: list[dict[str, Any]] = json.loads(got[0])
            if len(seats) != len(after) or any(seats[i] != before[i] for i in changed):
                return None
            for i in changed:
                seats[i] = after[i]
            db.execute(
                "UPDATE games SET seats = %s, updated = %s WHERE id = %s",
                (json.dumps(seats), time.time(), game_id),
            )
            self._notify(db, self.node, "s", game_id)
        return seats

    def expire_games(self, game_ids: Sequence[str]) -> None:
        """Mark the still active games among ``game_ids`` as ``expired`` (one transaction)."""
        if not game_ids:
            return
        with self._tx() as db:
            cur = db.execute(
                "UPDATE games SET status = 'expired', updated = %s WHERE status = 'active'"
                " AND id = ANY(%s) RETURNING id",
                (time.time(), list(game_ids)),
            )
            for (game_id,) in cur.fetchall():
                self._notify(db, self.node, "s", str(game_id))

    def _fetch(self, sql: str, params: Sequence[Any]) -> Sequence[Sequence[Any]]:
        with self._lock:
            rows: Sequence[Sequence[Any]] = self._db.execute(sql, params).fetchall()
        return rows

    # -- decisions ------------------------------------------------------------------------
    def decisions(self, game_id: str) -> list[DecisionRow]:
        return self.decisions_from(game_id, 0)

    def decisions_from(self, game_id: str, idx: int) -> list[DecisionRow]:
        """The stored decisions of ``game_id`` from index ``idx`` on, in order."""
        with self._lock:
            rows = self._db.execute(
                'SELECT idx, actor, "option", "by" FROM decisions WHERE game_id = %s'
                " AND idx >= %s ORDER BY idx",
                (game_id, idx),
            ).fetchall()
        return decision_rows(rows)

    def add_decisions_many(
        self, batch: Sequence[tuple[str, Sequence[DecisionRow], bool]]
    ) -> list[Exception | None]:
        """Insert the rows of several games in one transaction, each game in a savepoint
        under its row lock with the version check (see the module text). One entry per
        game: ``None`` (stored) or the error that kept its rows out (:class:`StaleWrite`
        when another process moved first or the game stopped)."""
        now = time.time()
        errors: list[Exception | None] = [None] * len(batch)
        # games locked in one order (their ids) in every process: no deadlocks
        order = sorted(range(len(batch)), key=lambda i: batch[i][0])
        with self._tx() as db:
            for i in order:
                game_id, rows, finished = batch[i]
                try:
                    with db.transaction():
                        self._insert(db, game_id, rows, finished, now)
                except StaleWrite as exc:
                    errors[i] = exc
                except psycopg.errors.UniqueViolation as exc:
                    errors[i] = StaleWrite(f"game {game_id}: {exc}")
                except psycopg.Error as exc:
                    errors[i] = exc
        return errors

    def _insert(
        self, db: psycopg.Connection[Any], game_id: str, rows: Sequence[DecisionRow],
        finished: bool, now: float,
    ) -> None:
        got = db.execute(
            "SELECT status, (SELECT count(*) FROM decisions WHERE game_id = %s)"
            " FROM games WHERE id = %s FOR NO KEY UPDATE",
            (game_id, game_id),
        ).fetchone()
        if got is None:
            raise StaleWrite(f"game {game_id} does not exist")
        status, count = str(got[0]), int(got[1])
        if status != "active":
            raise StaleWrite(f"game {game_id} is {status}")
        if rows and rows[0].idx != count:
            raise StaleWrite(
                f"game {game_id}: decision {rows[0].idx} written, the store holds {count}"
            )
        if rows:
            with db.cursor() as cur:
                cur.executemany(
                    'INSERT INTO decisions (game_id, idx, actor, "option", "by", at)'
                    " VALUES (%s, %s, %s, %s, %s, %s)",
                    [(game_id, r.idx, r.actor, r.option, r.by, now) for r in rows],
                )
        db.execute(
            "UPDATE games SET updated = %s, status = CASE WHEN %s THEN 'finished'"
            " ELSE status END WHERE id = %s",
            (now, finished, game_id),
        )
        self._notify(db, self.node, "d", game_id)

    def delete_decisions_from(self, game_id: str, idx: int) -> None:
        """Delete the decisions ``idx`` and later (undo), in one transaction. Version
        check: ``idx`` must be the last stored decision (an undo takes back one), else
        nothing changes and :class:`StaleWrite` is raised."""
        with self._tx() as db:
            got = db.execute(
                "SELECT (SELECT count(*) FROM decisions WHERE game_id = %s) FROM games"
                " WHERE id = %s FOR NO KEY UPDATE",
                (game_id, game_id),
            ).fetchone()
            if got is None or int(got[0]) != idx + 1:
                raise StaleWrite(f"game {game_id}: undo of decision {idx}, which is not the last")
            self._delete_from(db, game_id, idx)
            self._notify(db, self.node, "u", game_id)

    # -- leases ---------------------------------------------------------------------------
    def acquire_leases(self, game_ids: Sequence[str], owner: str, ttl: float) -> set[str]:
        """Take or renew the leases of ``game_ids`` for ``owner`` until ``ttl`` seconds
        from now (database clock): those held by nobody, by ``owner`` or expired. The
        answer: the ids whose lease ``owner`` now holds."""
        if not game_ids:
            return set()
        with self._tx() as db:
            rows = db.execute(
                "INSERT INTO leases (game_id, owner, expires)"
                f" SELECT g.id, %s, {_NOW} + %s FROM games g WHERE g.id = ANY(%s)"
                " ON CONFLICT (game_id) DO UPDATE SET owner = EXCLUDED.owner,"
                " expires = EXCLUDED.expires"
                f" WHERE leases.owner = EXCLUDED.owner OR leases.expires < {_NOW}"
                " RETURNING game_id",
                (owner, ttl, sorted(game_ids)),
            ).fetchall()
        return {str(r[0]) for r in rows}

    def unleased_games(self, limit: int = 1000) -> list[str]:
        """Active games whose lease is missing or expired: a process that takes them over
        must load them first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT g.id FROM games g LEFT JOIN leases l ON l.game_id = g.id"
                f" WHERE g.status = 'active' AND (l.game_id IS NULL OR l.expires < {_NOW})"
                " ORDER BY g.created LIMIT %s",
                (limit,),
            ).fetchall()
        return [str(r[0]) for r in rows]

    def release_leases(self, owner: str) -> None:
        """Give up every lease of ``owner`` (a clean stop): others take them at once; its
        connections are gone too."""
        with self._tx() as db:
            db.execute("UPDATE leases SET expires = 0 WHERE owner = %s", (owner,))
            db.execute("DELETE FROM presence WHERE node = %s", (owner,))

    def mark_present(self, node: str, seats: Sequence[tuple[str, int]], ttl: float) -> None:
        """``node`` has connections on these (game, seat) pairs for ``ttl`` more seconds;
        its other presence rows are dropped."""
        with self._tx() as db:
            db.execute("DELETE FROM presence WHERE node = %s", (node,))
            if seats:
                db.execute(
                    "INSERT INTO presence (game_id, seat, node, expires)"
                    f" SELECT p.g, p.s, %s, {_NOW} + %s FROM unnest(%s::text[], %s::int[])"
                    " AS p(g, s) JOIN games ON games.id = p.g",
                    (node, ttl, [g for g, _ in seats], [i for _, i in seats]),
                )

    def present_seats(self, game_id: str) -> set[int]:
        """The seats of ``game_id`` that some process has a live connection on."""
        with self._lock:
            rows = self._db.execute(
                f"SELECT DISTINCT seat FROM presence WHERE game_id = %s AND expires > {_NOW}",
                (game_id,),
            ).fetchall()
        return {int(r[0]) for r in rows}

    # -- notifications --------------------------------------------------------------------
    def listen(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(payload)`` for each notification on this store's channel, from
        a thread of its own with its own connection, until :meth:`stop_listening`. After
        a lost connection it reconnects and calls ``callback("*")``: whatever happened
        meanwhile was missed, every game must be read again."""
        if self._listener.running:
            return
        ready = threading.Event()
        self._listener.start(self._listen_loop, callback, ready)
        ready.wait(10)

    def stop_listening(self) -> None:
        self._listener.stop(5)

    def _listen_loop(self, callback: Callable[[str], None], ready: threading.Event) -> None:
        first = True
        while not self._listener.stopping.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as conn:
                    conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self.channel)))
                    ready.set()
                    if not first:
                        callback("*")
                    first = False
                    while not self._listener.stopping.is_set():
                        for n in conn.notifies(timeout=0.5):
                            callback(n.payload)
            except psycopg.Error:
                ready.set()
                log.warning("lost the notification connection; reconnecting")
                self._listener.stopping.wait(1.0)
