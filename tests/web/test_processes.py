"""Issue 25, storage and processes: the one-server-per-SQLite-file lock holds for links to
the file, and every signal that stops the server stops its bot workers."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from tomecraft.interfaces.web.startup import StartupRefused, lock_database

from .conftest import ROOT, LiveServer, free_port

posix_only = pytest.mark.skipif(os.name != "posix", reason="links and signals: POSIX")


def _links(db: Path) -> list[Path]:
    """A symlink and a hard link to ``db`` (in another folder, under other names)."""
    other = db.parent / "elsewhere"
    other.mkdir(exist_ok=True)
    soft, hard = other / "soft.sqlite3", other / "hard.sqlite3"
    soft.symlink_to(db)
    os.link(db, hard)
    return [soft, hard]


@posix_only
def test_the_lock_holds_for_every_name_of_the_file(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    lock = lock_database(str(db))
    assert lock is not None and db.exists()
    for alias in _links(db):
        with pytest.raises(StartupRefused, match=f"already in use.*process {os.getpid()}"):
            lock_database(str(alias))
    lock.release()
    for alias in (db, *_links_again(db)):
        again = lock_database(str(alias))
        assert again is not None
        again.release()


def _links_again(db: Path) -> list[Path]:
    other = db.parent / "elsewhere"
    return [other / "soft.sqlite3", other / "hard.sqlite3"]


@posix_only
def test_a_second_server_through_a_link_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    first = LiveServer(db).start()
    try:
        links = _links(db)
        for alias in links:
            done = subprocess.run(
                [sys.executable, "-m", "tomecraft.interfaces.web", "--host", "127.0.0.1",
                 "--port", str(free_port()), "--db", str(alias), "--seat-timeout", "0"],
                cwd=ROOT, capture_output=True, text=True, timeout=60,
                env=dict(os.environ, PYTHONUNBUFFERED="1"))
            assert done.returncode == 1, done.stderr
            assert "already in use by another tomecraft server" in done.stderr
            assert first.proc is not None and f"process {first.proc.pid}" in done.stderr
        with urllib.request.urlopen(first.base + "/api/meta", timeout=10) as r:
            assert r.status == 200  # the first one serves on
    finally:
        first.stop()


def test_a_refused_server_leaves_no_new_file(tmp_path: Path) -> None:
    db = tmp_path / "new.sqlite3"
    lock = lock_database(str(db))
    assert lock is not None and lock.created and db.exists()
    lock.release(discard_new=True)
    assert not db.exists()
