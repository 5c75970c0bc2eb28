"""Persistence for the web server: games and their decisions in SQLite (WAL mode).

Every accepted decision is one row of ``decisions``, committed before anybody is told
about it; a game is rebuilt after a restart or an undo by replaying its rows from the
stored seed. :class:`~tomecraft.interfaces.web.commits.GroupCommit` gathers the
decisions of many games that arrive while a commit is under way (or in the same
event-loop tick) into one transaction. The ``games`` row keeps what replay needs (game
name, parsed config, seed) and the seats (kinds, bot levels, token hashes).

This module is the SQLite store; :func:`open_store` opens the PostgreSQL one
(:mod:`~tomecraft.interfaces.web.store_pg`) for a ``postgresql://`` URL. Both implement
:class:`~tomecraft.interfaces.web.storage.GameStore` (rows and protocols:
:mod:`~tomecraft.interfaces.web.storage`).
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

# the rows and protocols are named here too: ``store`` was their home before ``storage``
from tomecraft.interfaces.web.storage import (
    LIVE,
    PACES,
    TURN_BASED,
    BackgroundThread,
    DecisionRow,
    GameRow,
    GameStore,
    SqlStore,
    StaleWrite,
    coach_tables,
    decision_rows,
    state_version,
)

__all__ = [
    "LIVE",
    "PACES",
    "TURN_BASED",
    "DecisionRow",
    "GameRow",
    "GameStore",
    "StaleWrite",
    "Store",
    "UnsupportedDatabase",
    "db_path_from_url",
    "default_db_path",
    "is_postgres_url",
    "open_store",
    "state_version",
    "user_data_dir",
]

_T = TypeVar("_T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    config TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL,
    listed INTEGER NOT NULL DEFAULT 1,
    lang TEXT NOT NULL DEFAULT 'en',
    created REAL NOT NULL,
    updated REAL NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0,
    pace TEXT NOT NULL DEFAULT 'live',
    clock REAL,
    takeover INTEGER NOT NULL DEFAULT 1,
    hints INTEGER
);
CREATE INDEX IF NOT EXISTS games_status ON games (status);
CREATE TABLE IF NOT EXISTS decisions (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    actor INTEGER NOT NULL,
    option INTEGER NOT NULL,
    by TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, idx)
);
""" + coach_tables("REAL")


#: Games per multi-row statement: SQLite allows 32766 variables in one statement and a
#: game's change is rarely more than a few rows (6 variables each).
_ROWS_PER_INSERT = 500
#: Games per seat UPDATE (three variables each).
_SEATS_PER_UPDATE = 300


def _chunks(items: Sequence[_T], size: int) -> Iterator[Sequence[_T]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


class UnsupportedDatabase(ValueError):
    """The database URL names a backend this server does not implement."""


def user_data_dir() -> Path:
    """``$XDG_DATA_HOME/tomecraft`` (default ``~/.local/share/tomecraft``; Windows: APPDATA)."""
    base = os.environ.get("XDG_DATA_HOME")
    if not base and os.name == "nt":
        base = os.environ.get("APPDATA")
    root = Path(base) if base else Path.home() / ".local" / "share"
    return root / "tomecraft"


def default_db_path() -> Path:
    return user_data_dir() / "games.sqlite3"


def db_path_from_url(db: str | os.PathLike[str] | None) -> str:
    """A SQLite file path from ``--db``: a plain path, ``sqlite:///relative/path``,
    ``sqlite:////absolute/path`` or ``sqlite:///:memory:``. ``None``: the default file."""
    if db is None:
        return str(default_db_path())
    text = os.fspath(db)
    lowered = text.lower()
    if lowered.startswith(("postgres://", "postgresql://", "postgresql+")):
        raise UnsupportedDatabase(
            "a PostgreSQL URL is not a SQLite file: open it with open_store()"
            if is_postgres_url(text)
            else "write a PostgreSQL URL as postgresql://user@host/dbname"
        )
    if lowered.startswith("sqlite://"):
        rest = text[len("sqlite://"):]
        if not rest.startswith("/"):
            raise UnsupportedDatabase(
                f"bad SQLite URL {text!r}: write sqlite:///relative/path or sqlite:////abs/path"
            )
        return rest[1:] or ":memory:"
    if "://" in text:
        scheme = text.split("://", 1)[0]
        raise UnsupportedDatabase(
            f"database URL scheme {scheme!r} is not supported; use a SQLite path or sqlite:///path"
        )
    return text


def is_postgres_url(db: str | os.PathLike[str] | None) -> bool:
    """``--db`` names a PostgreSQL database (``postgresql://...`` or ``postgres://...``)."""
    return db is not None and os.fspath(db).lower().startswith(("postgres://", "postgresql://"))


def open_store(db: str | os.PathLike[str] | None = None) -> GameStore:
    """The store for ``--db``: PostgreSQL for a ``postgresql://`` URL (psycopg, imported
    only then), else a SQLite file (:func:`db_path_from_url`)."""
    if is_postgres_url(db):
        from tomecraft.interfaces.web.store_pg import PgStore

        return PgStore(os.fspath(db))  # type: ignore[arg-type]
    return Store(db)


class Store(SqlStore):
    """A thread-safe wrapper around one SQLite connection (calls are serialised)."""

    def __init__(self, db: str | os.PathLike[str] | None = None) -> None:
        path = db_path_from_url(db)
        if path != ":memory:":
            Path(path).expanduser().parent.mkdir(parents=True, exist_ok=True)
            path = str(Path(path).expanduser())
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA foreign_keys = ON")
        self._db.execute("PRAGMA busy_timeout = 5000")
        if path != ":memory:":
            self._db.execute("PRAGMA journal_mode = WAL")
            # WAL + NORMAL: a committed transaction survives a crash of the process
            # (kill -9); only a power loss may drop the last commits. A commit then
            # writes the WAL without fsync; only checkpoints sync.
            self._db.execute("PRAGMA synchronous = NORMAL")
        self._db.executescript(SCHEMA)
        self._migrate()
        self._checkpoints = BackgroundThread("tomecraft-checkpoint")

    def close(self) -> None:
        self.stop_checkpoints()
        with self._lock:
            self._db.close()

    def _migrate(self) -> None:
        """Bring a file made by an older version up to :data:`SCHEMA` (added columns; old
        games are live games without a clock)."""
        columns = {str(r[1]) for r in self._db.execute("PRAGMA table_info(games)")}
        if "undone" not in columns:
            self._db.execute("ALTER TABLE games ADD COLUMN undone INTEGER NOT NULL DEFAULT 0")
        if "pace" not in columns:
            self._db.execute("ALTER TABLE games ADD COLUMN pace TEXT NOT NULL DEFAULT 'live'")
        if "clock" not in columns:
            self._db.execute("ALTER TABLE games ADD COLUMN clock REAL")
        if "takeover" not in columns:
            self._db.execute(
                "ALTER TABLE games ADD COLUMN takeover INTEGER NOT NULL DEFAULT 1")
        if "hints" not in columns:
            self._db.execute("ALTER TABLE games ADD COLUMN hints INTEGER")

    # -- checkpoints ------------------------------------------------------------------------
    def start_checkpoints(self, interval: float = 1.0) -> None:
        """Checkpoint the WAL from a thread of its own, every ``interval`` seconds, instead
        of inside whichever commit crosses SQLite's 1000-page mark: a checkpoint copies
        pages and syncs the file (hundreds of milliseconds on a busy disk), and in a
        commit it would hold up every game waiting on that commit. A PASSIVE checkpoint
        on its own connection lets commits go on meanwhile."""
        if self.path == ":memory:" or self._checkpoints.running:
            return
        with self._lock:
            self._db.execute("PRAGMA wal_autocheckpoint = 0")
        self._checkpoints.start(self._checkpoint_loop, interval)

    def stop_checkpoints(self) -> None:
        """Stop the checkpoint thread; commits checkpoint by themselves again."""
        if not self._checkpoints.stop():
            return
        with self._lock:
            self._db.execute("PRAGMA wal_autocheckpoint = 1000")

    def _checkpoint_loop(self, interval: float) -> None:
        db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        try:
            db.execute("PRAGMA busy_timeout = 5000")
            while not self._checkpoints.stopping.wait(interval):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                except sqlite3.Error:  # busy or locked: the next round tries again
                    continue
            db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        except sqlite3.Error:
            pass
        finally:
            db.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
                self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise

    # -- games ----------------------------------------------------------------------------
    def create_game(self, row: GameRow) -> None:
        with self._tx() as db:
            db.execute(
                "INSERT INTO games (id, game, config, seed, seats, status, listed, lang, created,"
                " updated, pace, clock, takeover, hints)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.id,
                    row.game,
                    json.dumps(row.config),
                    row.seed,
                    json.dumps(row.seats),
                    row.status,
                    int(row.listed),
                    row.lang,
                    row.created,
                    row.updated,
                    row.pace,
                    row.clock,
                    int(row.takeover),
                    None if row.hints is None else int(row.hints),
                ),
            )

    def update_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE games SET seats = ?, updated = ? WHERE id = ?",
                (json.dumps(seats), time.time(), game_id),
            )

    def update_seats_many(self, items: Sequence[tuple[str, list[dict[str, Any]]]]) -> None:
        """Store the seats of several games (``(game_id, seats)`` each, later ones win)
        in one transaction of a few statements: each SQLite call releases and re-takes
        the GIL, which waits for the busy event loop (up to 5 ms a time), so one UPDATE
        per game would make a burst of 1,000 seat claims take seconds."""
        latest = {game_id: json.dumps(seats) for game_id, seats in items}
        now = time.time()
        with self._tx() as db:
            for chunk in _chunks(list(latest.items()), _SEATS_PER_UPDATE):
                db.execute(
                    "UPDATE games SET updated = ?, seats = CASE id"
                    + " WHEN ? THEN ?" * len(chunk)
                    + " END WHERE id IN (" + ",".join("?" * len(chunk)) + ")",
                    [now, *(x for pair in chunk for x in pair), *(g for g, _s in chunk)],
                )

    def expire_games(self, game_ids: Sequence[str]) -> None:
        """Mark the still active games among ``game_ids`` as ``expired`` (one transaction)."""
        if not game_ids:
            return
        with self._tx() as db:
            for chunk in _chunks(game_ids, _ROWS_PER_INSERT):
                db.execute(
                    "UPDATE games SET status = 'expired', updated = ? WHERE status = 'active'"
                    " AND id IN (" + ",".join("?" * len(chunk)) + ")",
                    [time.time(), *chunk],
                )

    def _fetch(self, sql: str, params: Sequence[Any]) -> Sequence[Sequence[Any]]:
        with self._lock:
            rows: Sequence[Sequence[Any]] = self._db.execute(sql, params).fetchall()
        return rows

    # -- decisions ------------------------------------------------------------------------
    def decisions(self, game_id: str) -> list[DecisionRow]:
        with self._lock:
            rows = self._db.execute(
                "SELECT idx, actor, option, by FROM decisions WHERE game_id = ? ORDER BY idx",
                (game_id,),
            ).fetchall()
        return decision_rows(rows)

    def add_decisions_many(
        self, batch: Sequence[tuple[str, Sequence[DecisionRow], bool]]
    ) -> list[sqlite3.Error | None]:
        """Insert the rows of several games (``(game_id, rows, finished)`` each) in one
        transaction. The answer has one entry per game: ``None`` (stored) or the error that
        kept that game's rows out (the other games are stored all the same). If the
        commit itself fails, nothing is stored and the error is raised.

        The whole batch is normally two statements (one multi-row INSERT, one UPDATE):
        every SQLite call releases and re-takes the GIL, which the event loop holds most
        of the time, so fewer calls make a batch commit much sooner. If that fails, the
        batch is redone with one savepoint per game, to find the game at fault."""
        now = time.time()
        try:
            with self._tx() as db:
                for chunk in _chunks(batch, _ROWS_PER_INSERT):
                    self._insert_all(db, chunk, now)
            return [None] * len(batch)
        except sqlite3.IntegrityError:
            pass  # a bad row somewhere: find it, one game at a time
        errors: list[sqlite3.Error | None] = []
        with self._tx() as db:
            for game in batch:
                db.execute("SAVEPOINT game")
                try:
                    self._insert_all(db, [game], now)
                except sqlite3.Error as exc:
                    db.execute("ROLLBACK TO game")
                    errors.append(exc)
                else:
                    errors.append(None)
                db.execute("RELEASE game")
        return errors

    @staticmethod
    def _insert_all(
        db: sqlite3.Connection,
        batch: Sequence[tuple[str, Sequence[DecisionRow], bool]],
        now: float,
    ) -> None:
        values: list[Any] = []
        count = 0
        for game_id, rows, _finished in batch:
            for r in rows:
                values += (game_id, r.idx, r.actor, r.option, r.by, now)
                count += 1
        if count:
            db.execute(
                "INSERT INTO decisions (game_id, idx, actor, option, by, at) VALUES "
                + ",".join(["(?, ?, ?, ?, ?, ?)"] * count),
                values,
            )
        ids = [game_id for game_id, _rows, _finished in batch]
        done = [game_id for game_id, _rows, finished in batch if finished] or [""]
        db.execute(
            "UPDATE games SET updated = ?, status = CASE WHEN id IN ("
            + ",".join("?" * len(done))
            + ") THEN 'finished' ELSE status END WHERE id IN ("
            + ",".join("?" * len(ids))
            + ")",
            [now, *done, *ids],
        )

    def delete_decisions_from(self, game_id: str, idx: int) -> None:
        """Delete the decisions ``idx`` and later (undo), in one transaction; the
        game's ``undone`` count grows by the number deleted."""
        with self._tx() as db:
            self._delete_from(db, game_id, idx)
