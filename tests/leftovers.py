"""Processes the tests leave behind: found through ``/proc`` (Linux; elsewhere the check
is skipped), no third-party library.

The root ``conftest.py`` makes each test process a *child subreaper*
(``prctl(PR_SET_CHILD_SUBREAPER)``): a process that a test's subprocess started and
then lost (a server killed with ``kill -9`` leaves its bot pool's workers, its
``multiprocessing`` fork server and resource tracker) is adopted by the test process
instead of PID 1, so it is still seen as a child at the end of the session and named.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import multiprocessing.forkserver
import multiprocessing.resource_tracker
import os
import signal
import time
from dataclasses import dataclass
from pathlib import Path

PROC = Path("/proc")
#: prctl option that makes orphaned descendants reparent to the caller (Linux >= 3.4).
PR_SET_CHILD_SUBREAPER = 36


@dataclass(frozen=True)
class Child:
    pid: int
    state: str
    cmdline: str

    def __str__(self) -> str:
        return f"pid {self.pid} ({self.state}): {self.cmdline[:200]}"


def supported() -> bool:
    return PROC.is_dir() and (PROC / "self" / "stat").exists()


def become_subreaper() -> bool:
    """Adopt orphaned descendants (Linux); False where that is not possible."""
    if not supported():
        return False
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name, use_errno=True)
        return bool(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _stat(pid: int) -> tuple[str, int] | None:
    """(state letter, parent pid) of ``pid``, or None if it is gone."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # the command name may hold spaces
    return fields[0], int(fields[1])


def _cmdline(pid: int) -> str:
    try:
        raw = (PROC / str(pid) / "cmdline").read_bytes()
    except OSError:
        return "?"
    return raw.replace(b"\0", b" ").decode(errors="replace").strip() or "?"


def children(parent: int | None = None) -> list[Child]:
    """The direct children of ``parent`` (default: this process), zombies included."""
    parent = os.getpid() if parent is None else parent
    found = []
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        stat = _stat(int(entry.name))
        if stat is not None and stat[1] == parent:
            found.append(Child(int(entry.name), stat[0], _cmdline(int(entry.name))))
    return sorted(found, key=lambda c: c.pid)


def descendants(parent: int | None = None) -> list[Child]:
    """Children, their children, and so on."""
    out: list[Child] = []
    todo = children(parent)
    while todo:
        child = todo.pop()
        out.append(child)
        todo.extend(children(child.pid))
    return out


def reap_zombies() -> None:
    """Collect exited children (adopted orphans that ended are zombies until then)."""
    for child in children():
        if child.state == "Z":
            with contextlib.suppress(ChildProcessError):
                os.waitpid(child.pid, os.WNOHANG)


def stop_multiprocessing_helpers() -> None:
    """Ask this process's ``multiprocessing`` fork server and resource tracker to stop.

    Both are started once per process, on first use, and live until it exits; each stops
    when the pipe this process holds to it is closed and no other process holds it (a pool
    worker still running holds both: it is then reported as a leftover, with them). This
    closes the pipes without waiting: :func:`leftovers` waits, bounded, and reaps."""
    server = multiprocessing.forkserver._forkserver
    with server._lock:
        if server._forkserver_pid is not None and server._forkserver_alive_fd is not None:
            os.close(server._forkserver_alive_fd)
            address = server._forkserver_address
            if isinstance(address, str) and not address.startswith("\0"):
                with contextlib.suppress(OSError):
                    os.unlink(address)
            server._forkserver_alive_fd = None
            server._forkserver_pid = None
            server._forkserver_address = None
    tracker = multiprocessing.resource_tracker._resource_tracker
    with tracker._lock:
        if tracker._fd is not None:
            os.close(tracker._fd)
            tracker._fd = None
            tracker._pid = None


def leftovers(grace: float) -> list[Child]:
    """The children of this process still running after ``grace`` seconds (exited ones
    are reaped meanwhile)."""
    deadline = time.monotonic() + grace
    while True:
        reap_zombies()
        alive = [c for c in children() if c.state != "Z"]
        if not alive or time.monotonic() > deadline:
            return alive
        time.sleep(0.2)


def kill_tree(pids: list[int]) -> None:
    """SIGKILL each of ``pids`` and everything under them, then reap."""
    for pid in pids:
        for child in descendants(pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(child.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    time.sleep(0.2)
    reap_zombies()
