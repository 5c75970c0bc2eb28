"""No process outlives its owner (issue 21): a killed web server or simulation leaves no
pool worker, fork server or resource tracker running, and the suite's own check
(``tests/conftest.py``) sees an orphan that a test's subprocess left behind."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import leftovers
import pytest
from waits import WAIT, stop, wait_for_http, wait_until

from tomecraft.workers import owner_alive

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(not leftovers.supported(), reason="needs Linux's /proc")


def _gone(pids: set[int]) -> bool:
    """True once none of ``pids`` is running (the adopted ones that ended are reaped)."""
    leftovers.reap_zombies()
    return all((s := leftovers._stat(p)) is None or s[0] in ("Z", "X") for p in pids)


def _kill9_and_wait_for_descendants(proc: subprocess.Popen[bytes], what: str,
                                    at_least: int) -> None:
    """Wait until ``proc`` has ``at_least`` descendants, kill -9 it, and wait (bounded)
    until every one of them has ended by itself."""
    found = wait_until(
        lambda: (d := leftovers.descendants(proc.pid)) and len(d) >= at_least and d,
        f"{what} to start {at_least} worker processes")
    pids = {c.pid for c in found}
    proc.send_signal(signal.SIGKILL)
    proc.wait(WAIT)
    try:
        wait_until(lambda: _gone(pids), f"the processes of the killed {what} to end",
                   timeout=min(WAIT, 60))
    finally:
        leftovers.kill_tree([p for p in pids if not _gone({p})])


def test_a_killed_server_leaves_no_bot_worker(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tomecraft.interfaces.web", "--host", "127.0.0.1",
         "--port", str(port), "--db", str(tmp_path / "g.sqlite3"), "--seat-timeout", "0",
         "--bot-delay", "0", "--log-level", "warning", "--bot-workers", "2"],
        cwd=ROOT, env=dict(os.environ, PYTHONUNBUFFERED="1"),
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for_http(base + "/api/meta", "the web server", proc)
        # a bot-only game: its bots think in the pool's worker processes
        body = {"game": "spellbook", "options": {},
                "seats": [{"kind": "bot", "level": "random"}] * 2}
        req = urllib.request.Request(base + "/api/games", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=WAIT).close()
        # resource tracker, fork server, and at least one worker
        _kill9_and_wait_for_descendants(proc, "web server's bot pool", 3)
    finally:
        stop(proc)
        if proc.stderr is not None:
            proc.stderr.close()


def test_a_killed_simulation_leaves_no_worker() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", "from tomecraft.cli import main; main()", "simulate",
         "spellbook", "--games", "100000", "--players", "2", "--bots", "random",
         "--workers", "2", "--json"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _kill9_and_wait_for_descendants(proc, "simulation's process pool", 4)
    finally:
        stop(proc)


def test_the_suite_check_sees_an_orphan_of_a_subprocess() -> None:
    """A shell starts ``sleep`` in the background and exits: the orphan is adopted by this
    test process (the root conftest made it a subreaper), so the end-of-session check
    names it."""
    out = subprocess.run(["sh", "-c", "sleep 300 >/dev/null 2>&1 & echo $!"],
                         capture_output=True, text=True, timeout=WAIT, check=True)
    orphan = int(out.stdout.strip())
    try:
        assert orphan in {c.pid for c in leftovers.children()}
        assert "sleep 300" in str(next(c for c in leftovers.children() if c.pid == orphan))
    finally:
        leftovers.kill_tree([orphan])
    wait_until(lambda: _gone({orphan}), "the orphaned sleep to end")
    assert orphan not in {c.pid for c in leftovers.children() if c.state != "Z"}


def test_owner_alive() -> None:
    assert owner_alive(os.getpid())
    child = subprocess.Popen(["sleep", "300"])
    assert owner_alive(child.pid)
    child.kill()
    wait_until(lambda: not owner_alive(child.pid), "a killed child to read as gone (zombie)")
    child.wait(WAIT)
    assert not owner_alive(child.pid)
