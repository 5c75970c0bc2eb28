"""Start-up checks of ``tomecraft serve``, done before any game is touched.

* One server owns a SQLite database: :func:`lock_database` takes an exclusive OS lock
  (``flock``) on the sidecar file ``<db>.lock`` for the life of the process; a second
  server on the same file is refused with a message naming the first one's process id.
* :func:`bind_socket` listens on the port before the games are loaded, so a busy port
  is refused before anything is resumed.
* :func:`check_database` runs ``PRAGMA quick_check`` and refuses a damaged or read-only
  file; it tells when the server starts on an empty database (a mistyped ``--db``).

Every refusal is a :class:`StartupRefused` whose message says what is wrong and what to do.
:func:`redact_tokens_in_logs` keeps seat tokens out of the server's logs.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import socket
import sqlite3
import sys
from pathlib import Path
from urllib.parse import quote

if sys.platform != "win32":
    import fcntl


class StartupRefused(Exception):
    """The server must not start; the message says why and what to do about it."""


class DatabaseLock:
    """An exclusive lock on ``<db>.lock``, held until :meth:`release` or process exit."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    def release(self) -> None:
        """Give the lock up (closing the file releases it)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)


def lock_path(db_path: str) -> Path:
    """The sidecar lock file of a SQLite database file."""
    return Path(db_path + ".lock")


def lock_database(db_path: str) -> DatabaseLock | None:
    """Take the exclusive lock of ``db_path`` without waiting (``None`` for ``:memory:``).

    Raises :class:`StartupRefused` if another process holds it. The lock file keeps the
    holder's process id, for the message; the lock itself is the kernel's, so a server
    killed with ``kill -9`` leaves no stale lock behind."""
    if db_path == ":memory:":
        return None
    path = lock_path(db_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise StartupRefused(
            f"cannot open the lock file {path} ({exc.strerror}): the server needs write "
            "access to the database's folder"
        ) from None
    try:
        _try_lock(fd)
    except OSError:
        holder = ""
        with contextlib.suppress(OSError, ValueError):
            holder = os.read(fd, 32).decode("ascii").strip()
        os.close(fd)
        who = f"process {holder}" if holder.isdigit() else "another process"
        raise StartupRefused(
            f"the database {db_path} is already in use by another tomecraft server "
            f"({who}, lock file {path}). Only one server may use a SQLite database: "
            "stop that server first, or give this one another --db."
        ) from None
    os.ftruncate(fd, 0)
    os.write(fd, f"{os.getpid()}\n".encode("ascii"))
    return DatabaseLock(path, fd)


def _try_lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def bind_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host:port`` (uvicorn listens on it); a port already in
    use, or an address this machine does not have, raises :class:`StartupRefused`."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise StartupRefused(
            f"cannot listen on {host}:{port}: {exc.strerror or exc}. Is another server "
            "using that port? Choose another --port (or --host)."
        ) from None
    sock.set_inheritable(True)
    return sock


def check_database(db_path: str) -> str | None:
    """Check the database file before the server uses it.

    A damaged file (``PRAGMA quick_check`` is not ``ok``, or not a SQLite file at all)
    and a file the server cannot write are refused (:class:`StartupRefused`). Returns a
    note to show when the server starts on an empty database (no file yet, or no game
    in it), else ``None``. Nothing is written."""
    if db_path == ":memory:":
        return None
    path = Path(db_path)
    empty = f"starting on an empty database: {path} holds no games yet"
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise StartupRefused(f"the database path {path} is a folder; give a file name")
    if not path.exists() or path.stat().st_size == 0:
        if not os.access(folder, os.W_OK | os.X_OK):
            raise StartupRefused(_read_only(path))
        return empty
    if not os.access(path, os.R_OK | os.W_OK) or not os.access(folder, os.W_OK | os.X_OK):
        raise StartupRefused(_read_only(path))
    try:
        db = sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=rw", uri=True)
    except sqlite3.Error as exc:
        raise StartupRefused(f"cannot open the database {path}: {exc}") from None
    try:
        problems = [str(r[0]) for r in db.execute("PRAGMA quick_check").fetchall()]
        if problems != ["ok"]:
            raise StartupRefused(_damaged(path, "; ".join(problems[:3])))
        db.execute("BEGIN IMMEDIATE")  # takes the write lock: proves write access
        db.execute("ROLLBACK")
        has_games = db.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'"
        ).fetchone()
        games = db.execute("SELECT count(*) FROM games").fetchone()[0] if has_games else 0
    except sqlite3.OperationalError as exc:
        if "readonly" in str(exc) or "read-only" in str(exc):
            raise StartupRefused(_read_only(path)) from None
        raise StartupRefused(_damaged(path, str(exc))) from None
    except sqlite3.DatabaseError as exc:
        raise StartupRefused(_damaged(path, str(exc))) from None
    finally:
        db.close()
    return empty if not games else None


def _read_only(path: Path) -> str:
    return (
        f"the database {path} is read-only for this server: it needs write access to the "
        "file and to its folder (SQLite keeps a -wal journal beside it). Fix the "
        "permissions, or copy the file somewhere writable and pass that --db."
    )


def _damaged(path: Path, detail: str) -> str:
    return (
        f"the database {path} is damaged ({detail}). Nothing was changed: restore it from "
        "a backup, or move it away to start with an empty database."
    )


_TOKEN = re.compile(r"(token=)[^&#\s\"']+", re.IGNORECASE)
#: The loggers that write request lines: uvicorn's access log, and its WebSocket lines
#: ("WebSocket /ws/...? [accepted]"), which go to ``uvicorn.error``.
REQUEST_LOGGERS = ("uvicorn.access", "uvicorn.error", "uvicorn")


def redact(text: str) -> str:
    """``text`` with every ``token=<secret>`` shown as ``token=[hidden]``."""
    return _TOKEN.sub(r"\1[hidden]", text)


class TokenRedactor(logging.Filter):
    """A log filter that hides seat tokens (``token=...``) in a record's message and
    arguments; it drops no record."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str) and "token=" in record.msg.lower():
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(
                redact(a) if isinstance(a, str) and "token=" in a.lower() else a
                for a in record.args
            )
        return True


def redact_tokens_in_logs(names: tuple[str, ...] = REQUEST_LOGGERS) -> None:
    """Install :class:`TokenRedactor` on the request loggers (once each). Links carry the
    token in the URL fragment, which browsers never send, and the page sends it in the
    WebSocket's first message; this covers old links and other clients."""
    for name in names:
        logger = logging.getLogger(name)
        if not any(isinstance(f, TokenRedactor) for f in logger.filters):
            logger.addFilter(TokenRedactor())
