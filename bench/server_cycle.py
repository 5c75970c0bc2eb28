"""The server's decision cycle in one process, without sockets: CPU per decision.

Creates ``--games`` two-seat SpellBook games on a temporary SQLite database (the web
application in a ``TestClient``; fixed seeds, so that every run plays the same games),
attaches one connection per seat (a sink that drops what it is sent), and plays every
game with random legal decisions: per decision the room's ``decide`` (the engine's
step, the log entry, the commit) and the state message of each seat (view, topics,
seats, log, options). Prints the CPU time (this process, ``time.process_time``) per
decision over the measured part, the best of ``--repeat`` rounds; the load of the
machine counts in it far less than in ``bench/server_load.py``
(no other process's scheduling between the server's steps). ``--callgrind`` counts
the measured part's instructions (the last round) with valgrind's callgrind, switching
its instrumentation on and off around it (``callgrind_control -i``), so that start-up
and imports are not counted; the count is the same under any load:

    python bench/server_cycle.py --games 10 --decisions 60 --repeat 5
    valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=cycle.out \
        python bench/server_cycle.py --games 10 --decisions 60 --repeat 2 --callgrind
    callgrind_annotate cycle.out | head   # the total: instructions of the measured part
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import random
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, ClassVar

from fastapi.testclient import TestClient

import tomecraft.interfaces.web.hub as hub_module
from tomecraft.build import build_name
from tomecraft.interfaces.web import Settings, create_app
from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.tokens import hash_token
from tomecraft.interfaces.web.wsflow import UTF8_TEXT


class _Sink:
    """Drops what it is sent; takes state messages as UTF-8 bytes, as ``tomecraft web``."""

    scope: ClassVar[dict[str, Any]] = {"extensions": {UTF8_TEXT: {}}}

    async def send_text(self, data: str) -> None:
        return None

    async def send(self, message: dict[str, Any]) -> None:
        return None

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        return None


async def cycle(games: list[tuple[Room, list[Conn]]], decisions: int, seed: int) -> int:
    """Play up to ``decisions`` decisions in every game, each followed by both seats'
    state messages; the number of decisions played."""
    rng = random.Random(seed)
    done = 0
    for _ in range(decisions):
        for room, conns in games:
            d = room.pub_state.decision()
            if d is None:
                continue
            actor = next(c for c in conns if c.seat == d.actor)
            await room.decide(actor, rng.choice(d.ids), room.pub_version)
            for c in conns:
                room.state_message(c)
            done += 1
        await asyncio.sleep(0)
    return done


def _instrument(state: str) -> None:
    """callgrind's instrumentation of this process switched ``on`` or ``off``."""
    subprocess.run(["callgrind_control", "-i", state, str(os.getpid())], check=True,
                   stdout=subprocess.DEVNULL, timeout=600)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--decisions", type=int, default=60, help="decisions per game (at most)")
    p.add_argument("--repeat", type=int, default=5, help="rounds (fresh games); the best")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--callgrind", action="store_true",
                   help="under valgrind --tool=callgrind --instr-atstart=no: instrument the"
                        " last round's measured part only")
    p.add_argument("--profile", default=None, metavar="FILE",
                   help="a cProfile of the measured part (the last round), written here")
    a = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="server-cycle-") as tmp:
        settings = Settings(seat_timeout=None, bot_delay=0.0, rate=1e6, burst=1e6,
                            rest_rate=0.0, http_rate=0.0)
        with TestClient(create_app(Path(tmp) / "cycle.sqlite3", settings)) as client:
            best = float("inf")
            hub = client.app.state.hub  # type: ignore[attr-defined]
            for r in range(max(1, a.repeat)):
                made: list[dict[str, Any]] = []
                # every run plays the same games: game i of round r is seeded
                # 1000 * (r + 1) + i (the hub draws a random seed otherwise)
                seeds = iter(range(1000 * (r + 1), 1000 * (r + 1) + a.games))
                hub_module.secrets = SimpleNamespace(  # type: ignore[attr-defined]
                    randbits=lambda _bits, seeds=seeds: next(seeds),
                    token_hex=secrets.token_hex)
                for _ in range(a.games):
                    resp = client.post("/api/games", json={
                        "game": "spellbook", "options": {"set": "1"},
                        "seats": [{"kind": "human"}, {"kind": "human"}], "listed": False})
                    made.append(resp.json())

                async def run(made: list[dict[str, Any]] = made, r: int = r) -> tuple[float, int]:
                    games = []
                    for g in made:
                        room: Room = hub.rooms[g["id"]]
                        conns = [Conn(_Sink(), room, s["seat"], hash_token(s["token"]), "en",
                                      room.hub.settings, addr="192.0.2.9") for s in g["seats"]]
                        for c in conns:
                            await room.attach(c)
                            room.state_message(c)
                        games.append((room, conns))
                    prof = (cProfile.Profile(time.thread_time)
                            if a.profile and r == a.repeat - 1 else None)
                    counted = a.callgrind and r == a.repeat - 1
                    if counted:
                        _instrument("on")
                    t0 = time.process_time()
                    if prof is not None:
                        prof.enable()
                    n = await cycle(games, a.decisions, a.seed + r)
                    if counted:
                        _instrument("off")
                        print(f"callgrind: {n} decisions counted", file=sys.stderr)
                    if prof is not None:
                        prof.disable()
                        prof.dump_stats(a.profile)
                    return time.process_time() - t0, n

                assert client.portal is not None
                used, n = client.portal.call(run)
                best = min(best, used / max(1, n))
                print(f"round {r + 1}: {n} decisions, {used / max(1, n) * 1e6:.1f} us CPU each",
                      file=sys.stderr)
    print(json.dumps({"bench": "server_cycle", "build": build_name(), "games": a.games,
                      "us_per_decision": round(best * 1e6, 1),
                      "load": [round(x, 2) for x in os.getloadavg()]}))


if __name__ == "__main__":
    main()
