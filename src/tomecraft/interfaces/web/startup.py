"""Start-up checks of ``tomecraft serve``, done before any game is touched.

* One server owns a SQLite database: :func:`lock_database` takes an exclusive OS lock
  (``flock``) on the database file itself for the life of the process, so the lock goes
  with the file (its device and inode), whatever path names it: a symlink or a hard link
  to a database in use is refused like its own path, with the first server's process id.
* :func:`bind_socket` listens on the port before the games are loaded, so a busy port
  is refused before anything is resumed.
* :func:`check_database` runs ``PRAGMA quick_check`` and refuses a damaged or read-only
  file; it tells when the server starts on an empty database (a mistyped ``--db``).

Every refusal is a :class:`StartupRefused` whose message says what is wrong and what to do.
:func:`redact_tokens_in_logs` keeps seat tokens out of the server's logs.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import re
import socket
import sqlite3
import sys
from pathlib import Path
from urllib.parse import parse_qsl, quote, unquote_plus

if sys.platform != "win32":
    import fcntl


class StartupRefused(Exception):
    """The server must not start; the message says why and what to do about it."""


class DatabaseLock:
    """An exclusive lock on a database file, held until :meth:`release` or process exit."""

    def __init__(self, path: Path, fd: int, created: bool = False) -> None:
        self.path = path
        self._fd: int | None = fd
        #: The lock made the file (it did not exist): :meth:`release` may remove it.
        self.created = created

    def release(self, *, discard_new: bool = False) -> None:
        """Give the lock up (closing the descriptor releases it). ``discard_new``: remove
        the file if the lock made it and it is still empty (a server that was refused
        leaves no file behind). Call it only once the database's connections are
        closed: closing a descriptor of the file also drops the POSIX locks SQLite
        holds on it in this process."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if discard_new and self.created:
            with contextlib.suppress(OSError):
                if os.fstat(fd).st_size == 0:
                    self.path.unlink()
        os.close(fd)


#: Where Linux lists every file lock with its holder's process id.
PROC_LOCKS = Path("/proc/locks")
#: Windows: the byte locked (``msvcrt`` locks are mandatory; SQLite's lock bytes are at
#: 1 GiB, so this is far past anything SQLite reads or locks).
WIN_LOCK_OFFSET = 1 << 40


def lock_database(db_path: str) -> DatabaseLock | None:
    """Take the exclusive lock of the database file ``db_path`` without waiting (``None``
    for ``:memory:``); a missing file is created empty (SQLite starts a new database in
    it).

    The lock is the kernel's, on the file itself (``flock`` on a descriptor of it), so
    every path that reaches the file, a symlink or a hard link included, meets the same
    lock, and a server killed with ``kill -9`` leaves no stale lock behind. ``flock``
    locks are separate from the POSIX locks SQLite takes, so they never get in its way.
    Raises :class:`StartupRefused` if another process holds it, naming that process
    (from ``/proc/locks`` where there is one)."""
    if db_path == ":memory:":
        return None
    path = Path(db_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    existed = path.exists()
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        try:  # a read-only file is locked all the same; check_database refuses it
            fd = os.open(path, os.O_RDONLY)
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
                raise StartupRefused(_read_only(path)) from None
            raise StartupRefused(f"cannot open the database {path}: {exc.strerror}") from None
    try:
        _try_lock(fd)
    except OSError:
        holder = _holder(fd)
        os.close(fd)
        who = f"process {holder}" if holder else "another process"
        raise StartupRefused(
            f"the database {db_path} is already in use by another tomecraft server "
            f"({who}; perhaps under another name: a link to the same file is the same "
            "database). Only one server may use a SQLite database: stop that server "
            "first, or give this one another --db."
        ) from None
    return DatabaseLock(path, fd, created=not existed)


def _try_lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, WIN_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _holder(fd: int) -> int | None:
    """The process holding an ``flock`` on ``fd``'s file (its device and inode), read
    from ``/proc/locks``; None where that is not known."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        st = os.fstat(fd)
        key = f"{os.major(st.st_dev):02x}:{os.minor(st.st_dev):02x}:{st.st_ino}"
        for line in PROC_LOCKS.read_text().splitlines():
            parts = line.split()
            # "1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF" ("->" marks waiters)
            if "->" in parts or len(parts) < 6 or parts[1] != "FLOCK":
                continue
            if parts[5] == key and parts[4].isdigit():
                return int(parts[4])
    return None


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


#: The query key that carries a seat token (old links and clients: ``?token=...``).
TOKEN_KEY = "token"
#: One ``key=value`` pair of a query string, as it stands in a request line.
#: The value runs to the next ``&`` (the only separator ``parse_qsl`` knows) or the end
#: of the URL in the line (a space, or the quote that closes it).
_PAIR = re.compile(
    r"(?P<pre>[?&])(?P<key>[^=&#?\s\"']+)=(?P<val>[^&\s]*?)(?=&|\s|\"\s|\"$|$)"
)
_TOKEN = re.compile(r"(token=)[^&#\s\"']+", re.IGNORECASE)
#: The loggers that write request lines: uvicorn's access log, and its WebSocket lines
#: ("WebSocket /ws/...? [accepted]"), which go to ``uvicorn.error``.
REQUEST_LOGGERS = ("uvicorn.access", "uvicorn.error", "uvicorn")


def query_token(query: bytes | str) -> str | None:
    """The seat token of a raw query string, read the one way the server reads queries
    (``parse_qsl``, as Starlette does: percent-encoded names decoded, the last of
    repeated keys wins); None without one. :func:`redact` hides every pair this accepts."""
    text = query.decode("latin-1") if isinstance(query, bytes) else query
    found = None
    for key, value in parse_qsl(text, keep_blank_values=True):
        if key == TOKEN_KEY:
            found = value
    return found


def _is_token_key(raw: str) -> bool:
    """Whether a raw query key reads as ``token`` once decoded (any case, any
    percent-encoding of its letters, ``+`` as a space)."""
    return unquote_plus(raw).strip().lower() == TOKEN_KEY


def redact(text: str) -> str:
    """``text`` with the value of every query pair whose name decodes to ``token``
    (``token=``, ``tok%65n=``, ``%74oken=``, repeated keys) shown as ``[hidden]``."""
    if "=" not in text:
        return text

    def hide(m: re.Match[str]) -> str:
        if _is_token_key(m.group("key")):
            return f"{m.group('pre')}{m.group('key')}=[hidden]"
        return m.group(0)

    return _TOKEN.sub(r"\1[hidden]", _PAIR.sub(hide, text))


class TokenRedactor(logging.Filter):
    """A log filter that hides seat tokens (every spelling of ``token=...`` that
    :func:`query_token` accepts) in a record's message and arguments; it drops no
    record."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        return True


def redact_tokens_in_logs(names: tuple[str, ...] = REQUEST_LOGGERS) -> None:
    """Install :class:`TokenRedactor` on the request loggers (once each). Links carry the
    token in the URL fragment, which browsers never send, and the page sends it in the
    WebSocket's first message; this covers old links and other clients."""
    for name in names:
        logger = logging.getLogger(name)
        if not any(isinstance(f, TokenRedactor) for f in logger.filters):
            logger.addFilter(TokenRedactor())
