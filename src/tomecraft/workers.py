"""Worker processes end with the process that started them.

A ``ProcessPoolExecutor`` worker waits on its job queue, and it holds that queue's write
end itself, so it never sees the queue close: if the process that owns the pool dies
without shutting it down (``kill -9``, out of memory), its workers wait forever, and with
them ``multiprocessing``'s fork server and resource tracker (the workers hold their pipes).

Rule: a worker started with :func:`exit_with` as (part of) its initializer checks every
``interval`` seconds whether the owner is still running, and exits at once when it is
gone. "Gone" is: no such process, or a zombie (dead, not yet reaped by its parent).
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

#: Seconds between two checks of the owner (a check is one ``kill(pid, 0)``).
INTERVAL = 1.0


def owner_alive(pid: int) -> bool:
    """Whether process ``pid`` exists and has not exited."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:  # no /proc (not Linux), or it just went
        return True
    return stat[stat.rindex(")") + 2:][:1] not in ("Z", "X")


def _watch(owner: int, interval: float) -> None:
    while owner_alive(owner):
        time.sleep(interval)
    os._exit(0)


def exit_with(owner: int, interval: float = INTERVAL) -> None:
    """In a worker: exit as soon as process ``owner`` is gone (a daemon thread checks)."""
    threading.Thread(target=_watch, args=(owner, interval), name="tomecraft-owner-watch",
                     daemon=True).start()
