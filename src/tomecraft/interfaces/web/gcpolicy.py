"""Garbage collection for a server that holds many games: no full collection mid-play.

A server with 1,000 games holds millions of long-lived objects (every game's state, its
log, the cached views). CPython runs a full (generation 2) collection whenever a quarter
of those objects are new since the last one, which under load is every few seconds, and
a full collection scans all of them with the process stopped: 100 to 300 ms at 1,000
games, which was the p99 round trip of ``bench/server_load.py``. Almost all of it is live
data (such passes freed a few hundred objects), and dead game states are freed by
reference counting anyway.

:class:`GcPolicy` runs young collections every :data:`YOUNG_THRESHOLD` allocations
(not 700) and moves the objects that survive any collection into the permanent
generation (``gc.freeze``), so each collection only looks at the objects made since the
previous one (freezing only after generation-1 collections still left 50 to 80 ms
pauses: a new game state per decision keeps the young generations large); every
``full_interval`` seconds one full collection over everything (``gc.unfreeze``,
``gc.collect``) frees the reference cycles that became garbage after being frozen, so
memory stays bounded (it logs how many objects it freed).

Every :data:`FREEZE_INTERVAL` seconds the same thread freezes what is alive without
scanning it (``gc.freeze`` moves the young generations over as they are, in constant
time, and restarts the count). A young collection scans every young object still alive,
and a young object freed later (a game's previous state) no longer counts against the
allocations, so between two collections the young generation grew to the whole working
set of the games in play: at 200 busy games each young collection took about 30 ms and
4% of the server's CPU (session 13), for nothing freed. Frozen every second, nearly all
of it is freed by reference counting as before; a reference cycle made in the last
second before a freeze waits for the full collection. Only
:func:`~tomecraft.interfaces.web.command.serve` installs it (one per process); tests and
embedders keep CPython's default.
"""

from __future__ import annotations

import gc
import logging
import threading
import time
from typing import Any

log = logging.getLogger("tomecraft.web")

#: Seconds between full collections (each one costs a stop of the whole process).
FULL_INTERVAL = 600.0
#: Survivors of a collection of this generation or older are frozen (0: all).
FREEZE_AFTER = 0
#: Allocations between two young collections (CPython: 700). The server allocates a few
#: thousand objects per decision, nearly all freed by reference counting; at 700 it ran
#: several young collections per decision, each with its callbacks and a freeze. At
#: 20,000 a young collection scans at most that many objects (a millisecond or two).
YOUNG_THRESHOLD = 20_000
#: Seconds between two freezes of everything alive (no scan; 0: only after collections).
FREEZE_INTERVAL = 1.0


class GcPolicy:
    """Freeze the survivors of every collection; a full collection every
    ``full_interval`` seconds (0: never) from a thread of its own."""

    def __init__(self, full_interval: float = FULL_INTERVAL,
                 freeze_interval: float = FREEZE_INTERVAL) -> None:
        self.full_interval = full_interval
        self.freeze_interval = freeze_interval
        #: Freezes of the thread so far.
        self.freezes = 0
        #: Full collections run so far, and the objects the last one freed.
        self.full_runs = 0
        self.last_freed = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._installed = False
        self._thresholds: tuple[int, int, int] | None = None

    def _after_collection(self, phase: str, info: dict[str, Any]) -> None:
        # Runs inside the collector (no other collection can start meanwhile): the
        # generations are consistent, so freezing here is safe.
        if phase == "stop" and info["generation"] >= FREEZE_AFTER:
            gc.freeze()

    def start(self) -> None:
        """Install the policy (idempotent)."""
        if self._installed:
            return
        self._installed = True
        gc.callbacks.append(self._after_collection)
        self._thresholds = gc.get_threshold()
        gc.set_threshold(YOUNG_THRESHOLD, *self._thresholds[1:])
        if self.full_interval > 0 or self.freeze_interval > 0:
            self._stop.clear()
            self._thread = threading.Thread(
                target=self._full_loop, name="tomecraft-gc", daemon=True
            )
            self._thread.start()

    def stop(self) -> None:
        """Remove the policy: everything frozen goes back to the collector."""
        if not self._installed:
            return
        self._installed = False
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        gc.callbacks.remove(self._after_collection)
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None
        gc.unfreeze()

    def full_collection(self) -> int:
        """One collection over every object, frozen ones included; returns how many
        objects it freed (and refreezes the survivors)."""
        started = time.perf_counter()
        gc.unfreeze()
        freed = gc.collect()
        gc.freeze()
        self.full_runs += 1
        self.last_freed = freed
        log.info("full garbage collection: %d objects freed in %.0f ms", freed,
                 (time.perf_counter() - started) * 1000)
        return freed

    def _full_loop(self) -> None:
        """Freeze every ``freeze_interval`` s, collect everything every ``full_interval``
        s (each 0: never)."""
        inf = float("inf")
        next_full = time.monotonic() + self.full_interval if self.full_interval > 0 else inf
        next_freeze = time.monotonic() + self.freeze_interval if self.freeze_interval > 0 else inf
        while not self._stop.wait(max(0.0, min(next_full, next_freeze) - time.monotonic())):
            now = time.monotonic()
            if now >= next_full:
                self.full_collection()
                next_full = now + self.full_interval
            elif now >= next_freeze:
                gc.freeze()
                self.freezes += 1
                next_freeze = now + self.freeze_interval
