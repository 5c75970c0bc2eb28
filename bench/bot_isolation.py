"""A people's game's decision round trip, alone and with bot-only games of `hard` bots.

Starts the server (subprocess, temporary database, loopback only), plays one two-seat
SpellBook game whose seats are both "human" through two WebSocket clients (each answers
its decisions at once with a random legal option) and times each decision's round trip
(send to the state message that includes it). Then it creates ``--bot-games`` bot-only
games of four `hard` bots (bot delay 0: they think without a pause) and times the same
again. It prints p50/p99/max of both phases, the server's CPU time (its process and every
process under it: the bot workers) and the load generator's, and the ratios.

    python bench/bot_isolation.py --bot-games 8 --decisions 200
    python bench/bot_isolation.py --old-server   # a server without the limit options
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from server_load import wait_for_server  # this folder: the scripts run as `python bench/...`
from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, db: Path, bot_games: int, old: bool) -> subprocess.Popen[bytes]:
    cmd = [
        sys.executable, "-m", "tomecraft.interfaces.web", "--host", "127.0.0.1",
        "--port", str(port), "--db", str(db), "--seat-timeout", "0", "--bot-delay", "0",
        "--rate", "1000", "--log-level", "warning",
    ]
    if not old:
        cmd += ["--rest-rate", "0", "--http-rate", "0", "--max-bot-games", str(max(1, bot_games))]
    return wait_for_server(subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL), port)


def tree_cpu(root: int) -> float:
    """CPU seconds (user + system) of ``root`` and every live process under it."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    cpu: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(entry.name)
        parents[pid] = int(fields[1])
        cpu[pid] = (int(fields[11]) + int(fields[12])) / tick
    total = 0.0
    for pid, seconds in cpu.items():
        p = pid
        while p > 1:
            if p == root:
                total += seconds
                break
            p = parents.get(p, 0)
    return total


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(base + path, json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return dict(json.loads(r.read()))


async def play(
    base: str, ws_base: str, decisions: int, seconds: float, rng: random.Random
) -> list[float]:
    """Round trips (seconds) of ``decisions`` decisions in people's games (fewer if
    ``seconds`` pass first)."""
    samples: list[float] = []
    deadline = time.monotonic() + seconds
    while len(samples) < decisions and time.monotonic() < deadline:
        g = post(base, "/api/games", {"game": "spellbook", "seats": [{"kind": "human"}] * 2})
        socks: list[ClientConnection] = []
        latest: list[dict[str, Any]] = []
        for seat in (0, 1):
            ws = await connect(f"{ws_base}/ws/{g['id']}")
            # the seat token goes in the first message, as the game page sends it
            await ws.send(json.dumps({"type": "hello", "token": g["seats"][seat]["token"]}))
            socks.append(ws)
            first = json.loads(await ws.recv())
            while first.get("type") != "state" or first.get("seat") != seat:
                first = json.loads(await ws.recv())
            latest.append(first)
        try:
            while len(samples) < decisions and time.monotonic() < deadline:
                # every client reads up to the newest state
                for i, ws in enumerate(socks):
                    while latest[i]["version"] < max(m["version"] for m in latest):
                        m = json.loads(await ws.recv())
                        if m["type"] == "state":
                            latest[i] = m
                actor = next((i for i, m in enumerate(latest) if m["options"]), None)
                if actor is None:
                    break  # game over
                m = latest[actor]
                option = rng.choice(m["options"])["id"]
                t0 = time.perf_counter()
                await socks[actor].send(json.dumps(
                    {"type": "decide", "option": option, "version": m["version"]}))
                while True:
                    got = json.loads(await socks[actor].recv())
                    if got["type"] == "state" and got["version"] > m["version"]:
                        break
                    if got["type"] == "error":
                        raise SystemExit(f"the server refused a decision: {got}")
                samples.append(time.perf_counter() - t0)
                latest[actor] = got
        finally:
            for ws in socks:
                await ws.close()
    return samples


def summary(xs: list[float]) -> tuple[float, float, float]:
    ys = sorted(xs)
    p99 = ys[min(len(ys) - 1, int(0.99 * len(ys)))]
    return statistics.median(ys) * 1000, p99 * 1000, ys[-1] * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bot-games", type=int, default=8)
    ap.add_argument("--decisions", type=int, default=200, help="timed decisions per phase")
    ap.add_argument("--seconds", type=float, default=60.0, help="at most, per phase")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--old-server", action="store_true",
                    help="do not pass the limit options (a server from before them)")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        proc = start_server(port, Path(tmp) / "bench.sqlite3", a.bot_games, a.old_server)
        base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
        try:
            results = []
            for phase in ("alone", f"with {a.bot_games} bot-only games"):
                if phase != "alone":
                    for _ in range(a.bot_games):
                        post(base, "/api/games", {"game": "spellbook",
                                                  "seats": [{"kind": "bot", "level": "hard"}] * 4})
                    time.sleep(2.0)  # let every bot game get going
                cpu0, own0, t0 = tree_cpu(proc.pid), time.process_time(), time.perf_counter()
                xs = asyncio.run(play(base, ws_base, a.decisions, a.seconds, rng))
                wall = time.perf_counter() - t0
                cpu, own = tree_cpu(proc.pid) - cpu0, time.process_time() - own0
                p50, p99, mx = summary(xs)
                results.append((p50, p99, mx))
                print(f"{phase:>28}: n={len(xs)} round trip p50={p50:.2f} ms p99={p99:.2f} ms "
                      f"max={mx:.2f} ms | wall {wall:.1f} s, server CPU {cpu:.1f} s "
                      f"({cpu / wall:.2f} cores), bench CPU {own:.1f} s")
            (b50, b99, bmx), (w50, w99, wmx) = results
            print(f"ratio with/alone: p50 x{w50 / b50:.1f}, p99 x{w99 / b99:.1f}, "
                  f"max x{wmx / bmx:.1f} (load average {os.getloadavg()[0]:.1f})")
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


if __name__ == "__main__":
    main()
