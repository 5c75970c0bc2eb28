"""Issue 25, storage and processes: the one-server-per-SQLite-file lock holds for links to
the file, and every signal that stops the server stops its bot workers."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from waits import WAIT

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


# -- signals -------------------------------------------------------------------------------
def _group(pgid: int) -> list[int]:
    """Every live process of process group ``pgid`` (zombies left out), from /proc."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            text = (entry / "stat").read_text()
        except OSError:
            continue
        fields = text[text.rfind(")") + 2:].split()
        if fields[0] not in ("Z", "X") and int(fields[2]) == pgid:
            out.append(int(entry.name))
    return out


def _wait_for(what: str, check: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds} s for {what}")
        time.sleep(0.1)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize(("sig", "whole_group"), [
    (signal.SIGTERM, True), (signal.SIGTERM, False), (signal.SIGINT, False),
    (signal.SIGHUP, False), (signal.SIGHUP, True),
])
def test_a_stopped_server_leaves_no_worker_running(
    tmp_path: Path, sig: signal.Signals, whole_group: bool,
) -> None:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", "from tomecraft.cli import main; main()", "serve",
         "--host", "127.0.0.1", "--port", str(port), "--db", str(tmp_path / "g.sqlite3"),
         "--bot-delay", "0", "--bot-workers", "2"],
        cwd=ROOT, env=dict(os.environ, PYTHONUNBUFFERED="1"), start_new_session=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pgid = proc.pid  # its own session: the group is the server and what it started
    try:
        base = LiveServer(tmp_path / "g.sqlite3", port=port).base

        def up() -> bool:
            assert proc.poll() is None, "the server exited at start-up"
            try:
                urllib.request.urlopen(base + "/api/meta", timeout=1).close()
                return True
            except OSError:
                return False

        _wait_for("the server to answer", up, WAIT)
        for _ in range(2):  # two bot-only games of searching bots: both workers busy
            post_json_to(base, "/api/games", {"game": "spellbook", "seats": [
                {"kind": "bot", "level": "hard"}, {"kind": "bot", "level": "hard"}]})
        _wait_for("bot workers to start", lambda: len(_group(pgid)) >= 4, 60)
        if whole_group:
            os.killpg(pgid, sig)
        else:
            os.kill(proc.pid, sig)
        proc.wait(60)
        _wait_for(f"no process of the server's group left after {sig.name}",
                  lambda: not _group(pgid), 30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for pid in _group(pgid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)


def post_json_to(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return dict(json.load(r))
