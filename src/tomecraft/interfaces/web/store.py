"""Persistence for the web server: games and their decisions in SQLite (WAL mode).

Every accepted decision is one row of ``decisions``, inserted and committed in its own
transaction before anybody is told about it; a game is rebuilt after a restart or an
undo by replaying its rows from the stored seed. The ``games`` row keeps what replay
needs (game name, parsed config, seed) and the seats (kinds, bot levels, token hashes).

Only SQLite is implemented; a ``postgresql://`` URL raises :class:`UnsupportedDatabase`.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
    updated REAL NOT NULL
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
"""


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
            "PostgreSQL is not supported yet: use a SQLite file (a path or sqlite:///path)"
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


@dataclass(frozen=True, slots=True)
class DecisionRow:
    idx: int
    actor: int
    option: int
    by: str


class Store:
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
            # (kill -9); only a power loss may drop the last commits.
            self._db.execute("PRAGMA synchronous = NORMAL")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    # -- games ----------------------------------------------------------------------------
    def create_game(self, row: GameRow) -> None:
        with self._tx() as db:
            db.execute(
                "INSERT INTO games (id, game, config, seed, seats, status, listed, lang, created,"
                " updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                ),
            )

    def update_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE games SET seats = ?, updated = ? WHERE id = ?",
                (json.dumps(seats), time.time(), game_id),
            )

    def get_game(self, game_id: str) -> GameRow | None:
        with self._lock:
            cur = self._db.execute("SELECT * FROM games WHERE id = ?", (game_id,))
            cur.row_factory = sqlite3.Row
            r = cur.fetchone()
        return None if r is None else _game_row(r)

    def games(self, status: str | None = None, limit: int = 1000) -> list[GameRow]:
        with self._lock:
            if status is None:
                cur = self._db.execute(
                    "SELECT * FROM games ORDER BY created DESC LIMIT ?", (limit,)
                )
            else:
                cur = self._db.execute(
                    "SELECT * FROM games WHERE status = ? ORDER BY created DESC LIMIT ?",
                    (status, limit),
                )
            cur.row_factory = sqlite3.Row
            rows = cur.fetchall()
        return [_game_row(r) for r in rows]

    # -- decisions ------------------------------------------------------------------------
    def decisions(self, game_id: str) -> list[DecisionRow]:
        with self._lock:
            rows = self._db.execute(
                "SELECT idx, actor, option, by FROM decisions WHERE game_id = ? ORDER BY idx",
                (game_id,),
            ).fetchall()
        return [DecisionRow(int(i), int(a), int(o), str(b)) for i, a, o, b in rows]

    def add_decisions(
        self, game_id: str, rows: Sequence[DecisionRow], finished: bool = False
    ) -> None:
        """Insert ``rows`` (and mark the game finished) in one transaction."""
        now = time.time()
        with self._tx() as db:
            db.executemany(
                "INSERT INTO decisions (game_id, idx, actor, option, by, at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, r.idx, r.actor, r.option, r.by, now) for r in rows],
            )
            db.execute(
                "UPDATE games SET updated = ?, status = CASE WHEN ? THEN 'finished' ELSE status"
                " END WHERE id = ?",
                (now, int(finished), game_id),
            )

    def delete_decisions_from(self, game_id: str, idx: int) -> None:
        """Delete the decisions ``idx`` and later (undo), in one transaction."""
        with self._tx() as db:
            db.execute("DELETE FROM decisions WHERE game_id = ? AND idx >= ?", (game_id, idx))
            db.execute(
                "UPDATE games SET updated = ?, status = 'active' WHERE id = ?",
                (time.time(), game_id),
            )


def _game_row(r: sqlite3.Row) -> GameRow:
    return GameRow(
        id=str(r["id"]),
        game=str(r["game"]),
        config=json.loads(r["config"]),
        seed=int(r["seed"]),
        seats=json.loads(r["seats"]),
        status=str(r["status"]),
        listed=bool(r["listed"]),
        lang=str(r["lang"]),
        created=float(r["created"]),
        updated=float(r["updated"]),
    )
