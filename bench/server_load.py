"""Load on the web server: many concurrent games played through real WebSocket clients.

Starts the server as a subprocess on a free 127.0.0.1 port with a temporary database,
creates ``--games`` two-seat SpellBook games whose seats are both "human", and plays
every seat with a WebSocket client that answers each of its decisions with a random legal
option. Prints how many games the server held at once, decisions per second (every
decision is committed to SQLite before it is broadcast), the round-trip latency of
a decision (sending it until the state message that includes it comes back), and the
server's and load generator's CPU time next to wall time, with the games finished per
server CPU-second.

Only loopback traffic; bounded by ``--games`` (at most 1000) and ``--seconds`` (at most
600); it stops by itself. ``--port`` gives the server's port (default: a free one); the
temporary database lives under ``$TMPDIR``. Each client sends its seat token in its
first message (``hello``), as the game page does.

    python bench/server_load.py --games 100 --seconds 30
    python bench/server_load.py --games 100 --seconds 30 --think 1   # people's pace
    python bench/server_load.py --games 100 --db postgresql://... --processes 2
    python bench/server_load.py --games 200 --python .venv-c/bin/python   # a compiled install
    python bench/server_load.py --games 200 --python .venv-c/bin/python --interpreted

``--python`` runs the server with another interpreter (a virtual environment's, e.g. a
regular install built with ``tomecraft build``) and without this process's
``PYTHONPATH``, so that the server imports that environment's ``tomecraft``;
``--interpreted`` sets ``TOMECRAFT_INTERPRETED=1`` for the server (the same install, the
engine interpreted). The bench prints which ``tomecraft`` the server runs and its build.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]


# Plain counters with their defaults: alike by shape with Settings and other records.
@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    #: (when the state message arrived, its round trip), for the steady-state figure
    samples: list[tuple[float, float]] = field(default_factory=list)
    #: when the last client got its first state message (monotonic)
    all_connected: float = 0.0
    decisions: int = 0
    finished: int = 0
    errors: int = 0
    connected: int = 0
    peak_connected: int = 0
    #: clients that got their first state message, of ``clients``
    firsts: int = 0
    clients: int = 0
    #: (server CPU seconds, decisions, time) when the last client got its first state
    steady_from: tuple[float, int, float] | None = None
    #: the server's pid (its CPU time is read when every client is in) and whether it
    #: runs under the profiler (which then starts)
    server_pid: int = 0
    profiled: bool = False
    #: the server runs under callgrind (instrumentation switched on here, off at the end)
    counted: bool = False

    def first_state(self) -> None:
        """A client got its first state message; once all have, the steady state starts."""
        self.firsts += 1
        self.all_connected = max(self.all_connected, time.monotonic())
        if self.firsts == self.clients:
            if self.profiled:
                os.kill(self.server_pid, signal.SIGUSR1)
            if self.counted:
                instrument(self.server_pid, "on")
            self.steady_from = (cpu_seconds(self.server_pid) or 0.0, self.decisions,
                                time.perf_counter())


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


#: The server under cProfile, on the event loop's thread and timed by that thread's CPU
#: clock (wall time would charge the other processes of a loaded machine to whatever
#: call was running); SIGUSR1 starts it and SIGUSR2 stops it and writes the file, so it
#: holds the measured play only (not the start-up, the connections or the shutdown).
_PROFILED = """
import cProfile, os, runpy, signal, sys, time
sys.argv = sys.argv[1:]
prof = cProfile.Profile(time.thread_time)
signal.signal(signal.SIGUSR1, lambda *_: prof.enable())
def stop(*_):
    prof.disable()
    prof.dump_stats({out!r} + ".part")
    os.replace({out!r} + ".part", {out!r})
signal.signal(signal.SIGUSR2, stop)
runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
"""


@dataclass(frozen=True)
class ServerPython:
    """How the server is started: the interpreter, and the environment it runs in."""

    #: the interpreter (this bench's own by default)
    python: str = sys.executable
    #: TOMECRAFT_INTERPRETED=1 for the server (a compiled install run interpreted)
    interpreted: bool = False
    #: another interpreter: drop this process's PYTHONPATH (it would shadow that
    #: environment's install with these sources)
    own_path: bool = True
    #: run the server under valgrind's callgrind, writing this file (instrumentation
    #: off until every client had its first state, and off again before the end)
    callgrind: str | None = None

    def command(self) -> list[str]:
        """The interpreter's command (under callgrind where asked)."""
        if self.callgrind is None:
            return [self.python]
        return ["valgrind", "--tool=callgrind", "--instr-atstart=no",
                f"--callgrind-out-file={self.callgrind}", self.python]

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        if not self.own_path:
            env.pop("PYTHONPATH", None)
        if self.interpreted:
            env["TOMECRAFT_INTERPRETED"] = "1"
        else:
            env.pop("TOMECRAFT_INTERPRETED", None)
        return env

    def describe(self) -> str:
        """Which ``tomecraft`` this server imports and its build (asked of a child)."""
        out = subprocess.run(
            [self.python, "-c", "import tomecraft, tomecraft.build as b;"
             " print(tomecraft.__file__, '|', b.build_name())"],
            cwd=ROOT, env=self.env(), capture_output=True, text=True, timeout=120, check=False)
        return out.stdout.strip() or f"(could not tell: {out.stderr.strip()[-300:]})"


def start_server(port: int, db: Path | str, profile: str | None = None,
                 wait: float = 300.0, server: ServerPython | None = None
                 ) -> subprocess.Popen[bytes]:
    """The server on ``port`` (under cProfile, writing ``profile``, if given), once it
    answers (see :func:`wait_for_server`)."""
    server = server or ServerPython()
    prof = ["-c", _PROFILED.format(out=profile)] if profile else ["-m"]
    cmd = [
        *server.command(), *prof, "tomecraft.interfaces.web", "--host", "127.0.0.1",
        "--port", str(port), "--db", str(db), "--seat-timeout", "0", "--bot-delay", "0",
        # the clients answer instantly: well above a person's pace
        "--rate", "1000", "--log-level", "warning",
        # one client address creates every game and opens every connection: no
        # per-address limits (requests, REST calls; players come in with their hello)
        "--rest-rate", "0", "--http-rate", "0",
    ]
    return wait_for_server(
        subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, env=server.env()), port, wait)


def wait_for_server(proc: subprocess.Popen[bytes], port: int,
                    limit: float = 300.0) -> subprocess.Popen[bytes]:
    """``proc`` once the server on ``port`` answers ``/api/meta``. A loaded machine can
    take a minute to import and start it, so this waits as long as the server needs, up
    to ``limit`` seconds (a line every 15 s says it still waits, with the server's CPU
    time and the load); it stops early, saying so, if the server exits."""
    start = time.monotonic()
    said = start
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/meta", timeout=5):
                return proc
        except OSError:
            pass
        code = proc.poll()
        if code is not None:
            raise SystemExit(f"the server exited with status {code} during start-up"
                             " (its reason is above)")
        now = time.monotonic()
        if now - start >= limit:
            used = cpu_seconds(proc.pid) or 0.0
            proc.kill()
            proc.wait()
            raise SystemExit(
                f"the server on port {port} did not answer /api/meta within {limit:.0f} s"
                f" (its CPU time {used:.1f} s, load average {load_text()});"
                " --start-timeout gives it longer")
        if now - said >= 15:
            said = now
            print(f"waiting for the server on port {port}: {now - start:.0f} s so far"
                  f" (load average {load_text()})", file=sys.stderr, flush=True)
        time.sleep(0.1)


def instrument(pid: int, state: str) -> None:
    """callgrind's instrumentation of process ``pid`` switched ``on`` or ``off``."""
    subprocess.run(["callgrind_control", "-i", state, str(pid)], check=True,
                   stdout=subprocess.DEVNULL, timeout=600)


def callgrind_total(path: str) -> int | None:
    """The instructions a callgrind output file counted (its ``totals:`` line; the
    ``summary:`` line at its head says 0 when instrumentation started off)."""
    try:
        totals = [int(line.split()[1]) for line in Path(path).read_text().splitlines()
                  if line.startswith("totals:")]
    except (OSError, ValueError, IndexError):
        return None
    return totals[-1] if totals else None


def load_text() -> str:
    """The machine's load averages over 1, 5 and 15 minutes."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of process ``pid`` so far (Linux; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def create_game(base: str, seed: int) -> dict[str, Any]:
    body = {"game": "spellbook", "options": {"set": "1"},
            "seats": [{"kind": "human"}, {"kind": "human"}], "listed": False}
    req = urllib.request.Request(f"{base}/api/games", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return dict(json.load(r))
    except urllib.error.HTTPError as exc:  # say why the server refused it
        raise SystemExit(f"creating game {seed} failed: HTTP {exc.code}"
                         f" {exc.read().decode(errors='replace')[:300]}") from None


async def play_seat(url: str, token: str, seat: int, rng: random.Random, stats: Stats,
                    deadline: float, think: float) -> None:
    # a loaded machine may take long to answer 2,000 handshakes at once (default: 10 s)
    async with connect(url, max_size=2**22, open_timeout=120) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        stats.connected += 1
        stats.peak_connected = max(stats.peak_connected, stats.connected)
        first = True
        pending: tuple[int, float] | None = None  # (version sent at, time)
        try:
            while time.monotonic() < deadline:
                try:
                    raw = await asyncio.wait_for(ws.recv(), timeout=deadline - time.monotonic())
                except TimeoutError:
                    return
                m = json.loads(raw)
                if m["type"] == "error":
                    stats.errors += 1
                    continue
                if m["type"] != "state" or m["seat"] is None:  # before the hello's answer
                    continue
                if first:
                    first = False
                    stats.first_state()
                if pending is not None and m["version"] > pending[0]:
                    rtt = time.perf_counter() - pending[1]
                    stats.latencies.append(rtt)
                    stats.samples.append((time.monotonic(), rtt))
                    pending = None
                if m["status"] == "finished":
                    if seat == 0:
                        stats.finished += 1
                    return
                if m["options"] and pending is None:
                    if think > 0:  # a person's pace: exponential think times
                        pause = min(rng.expovariate(1 / think), 10 * think)
                        await asyncio.sleep(min(pause, max(0.0, deadline - time.monotonic())))
                        if time.monotonic() >= deadline:
                            return
                    option = rng.choice(m["options"])["id"]
                    pending = (m["version"], time.perf_counter())
                    await ws.send(json.dumps({"type": "decide", "option": option,
                                              "version": m["version"]}))
                    stats.decisions += 1
        finally:
            stats.connected -= 1


async def run(games: int, seconds: float, seed: int, think: float, port: int,
              db: str | None = None, processes: int = 1, profile: str | None = None,
              start_timeout: float = 300.0, server: ServerPython | None = None) -> None:
    """``db``: a PostgreSQL URL shared by ``processes`` servers (seat ``i`` of every game
    plays through server ``i % processes``); None: one server on a temporary SQLite file."""
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory(prefix="server-load-", dir=tempfile.gettempdir()) as tmp:
        ports = [port] + [free_port() for _ in range(processes - 1)]
        procs = [
            start_server(p, db or Path(tmp) / "bench.sqlite3", profile if i == 0 else None,
                         start_timeout, server)
            for i, p in enumerate(ports)
        ]
        load_start = load_text()
        proc = procs[0]
        server_pid = proc.pid
        counted_decisions: int | None = None
        try:
            t0 = time.perf_counter()
            created = await asyncio.gather(
                *(asyncio.to_thread(create_game, base, i) for i in range(games))
            )
            setup = time.perf_counter() - t0
            stats = Stats(server_pid=proc.pid, profiled=profile is not None,
                          counted=server is not None and server.callgrind is not None,
                          clients=sum(len(g["seats"]) for g in created))
            rng = random.Random(seed)
            # The load generator's own garbage collector would stop all its clients for
            # up to half a second at a time (2000 connections make many objects), and
            # those pauses would count as the server's round trips: keep it off while
            # measuring (what the clients make is freed by reference counting).
            gc.collect()
            gc.freeze()
            gc.disable()
            deadline = time.monotonic() + seconds
            start = time.perf_counter()
            cpu0 = time.process_time()
            server_cpu0 = cpu_seconds(proc.pid)
            others_cpu0 = [cpu_seconds(p.pid) for p in procs[1:]]
            tasks = []
            for g in created:
                for s in g["seats"]:
                    url = f"ws://127.0.0.1:{ports[s['seat'] % len(ports)]}/ws/{g['id']}"
                    tasks.append(play_seat(url, s["token"], s["seat"], random.Random(rng.random()),
                                           stats, deadline, think))
            await asyncio.gather(*tasks)
            end = time.perf_counter()
            elapsed = end - start
            client_cpu = time.process_time() - cpu0
            gc.enable()
            server_cpu1 = cpu_seconds(proc.pid)
            if stats.counted and stats.steady_from is not None:
                instrument(proc.pid, "off")
                counted_decisions = stats.decisions - stats.steady_from[1]
            if profile is not None and stats.steady_from is not None:
                Path(profile).unlink(missing_ok=True)
                os.kill(proc.pid, signal.SIGUSR2)  # the profile of the steady state
                wait_until = time.monotonic() + 120
                while not Path(profile).exists() and time.monotonic() < wait_until:
                    await asyncio.sleep(0.1)
            others_cpu = [
                (b - a) if a is not None and b is not None else 0.0
                for a, b in zip(others_cpu0, [cpu_seconds(p.pid) for p in procs[1:]],
                                strict=True)
            ]
        finally:
            for each in procs:
                each.send_signal(signal.SIGINT)
            for each in procs:
                try:
                    # cProfile and callgrind write their files
                    each.wait(120 if profile or stats_counted(server) else 10)
                except subprocess.TimeoutExpired:
                    each.kill()
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan")

    print(f"server pid              {server_pid}"
          + (f" (+{len(procs) - 1} more processes on {db_name(db)})" if len(procs) > 1 else ""))
    print(f"games created           {games} ({setup:.2f} s to create over HTTP)")
    print(f"games held at once      {games} (peak WebSocket clients {stats.peak_connected})")
    print(f"games finished          {stats.finished} in {elapsed:.1f} s")
    print(f"player decisions        {stats.decisions} ({stats.decisions / elapsed:.0f}/s; each"
          " committed to the database before its broadcast)")
    print(f"round trip (decide -> state)  p50 {pct(0.50):.1f} ms  p99 {pct(0.99):.1f} ms"
          f"  mean {statistics.fmean(lat) * 1000 if lat else float('nan'):.1f} ms")
    # After the connection burst: round trips of decisions answered once every client
    # had its first state (connecting 2000 WebSockets at once on 2 cores takes seconds).
    steady = sorted(r for t, r in stats.samples if t > stats.all_connected)
    if steady:
        s50 = steady[len(steady) // 2] * 1000
        s99 = steady[min(len(steady) - 1, int(0.99 * len(steady)))] * 1000
        print(f"  after the connections p50 {s50:.1f} ms  p99 {s99:.1f} ms"
              f"  ({len(steady)} decisions)")
    if stats.steady_from is not None and server_cpu1 is not None:
        cpu_a, dec_a, t_a = stats.steady_from
        n = stats.decisions - dec_a
        if n > 0:
            used = server_cpu1 - cpu_a
            print(f"  after the connections server CPU {used:.1f} s over {end - t_a:.1f} s,"
                  f" {used / n * 1000:.3f} ms per player decision ({n} decisions)")
    print(f"errors from the server  {stats.errors}")
    if server_cpu0 is not None and server_cpu1 is not None and stats.decisions:
        used = server_cpu1 - server_cpu0
        print(f"server CPU              {used:.1f} s ({used / stats.decisions * 1000:.2f} ms"
              " per player decision)")
        if used > 0:
            print(f"games per server CPU-s  {stats.finished / used:.2f} finished"
                  f" ({stats.finished / elapsed:.2f} per wall second)")
        for i, other in enumerate(others_cpu, 2):
            print(f"server {i} CPU            {other:.1f} s")
    print(f"load generator CPU      {client_cpu:.1f} s ({client_cpu / elapsed * 100:.0f}% of one"
          " core; it shares the machine with the server)")
    print(f"machine                 {os.cpu_count()} CPUs, Python {sys.version.split()[0]},"
          f" load average (1, 5, 15 min) at the start {load_start}, at the end {load_text()}")
    if profile:
        print(f"server profile          {profile} (cProfile: python -m pstats {profile})")
    if server is not None and server.callgrind is not None:
        total = callgrind_total(server.callgrind)
        if total is not None and counted_decisions:
            print(f"server instructions     {total / counted_decisions / 1e6:.3f} M per player"
                  f" decision after the connections ({total:,} over {counted_decisions}"
                  f" decisions; callgrind: {server.callgrind})")


def stats_counted(server: ServerPython | None) -> bool:
    return server is not None and server.callgrind is not None


def db_name(db: str | None) -> str:
    """The database as printed: a PostgreSQL URL without its password."""
    if db is None:
        return "SQLite"
    rest = db.split("://", 1)[-1]
    host = rest.split("@", 1)[-1]
    return "PostgreSQL " + host.split("?", 1)[0]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--games", type=int, default=100, help="concurrent games (1-1000)")
    p.add_argument("--seconds", type=float, default=60.0, help="time limit (1-600)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--port", type=int, default=0,
                   help="the server's port on 127.0.0.1 (default: a free one)")
    p.add_argument("--think", type=float, default=0.0,
                   help="mean seconds a client thinks before each decision (0: answer at once,"
                        " i.e. saturate the server)")
    p.add_argument("--db", default=None,
                   help="a postgresql:// URL (default: a temporary SQLite file)")
    p.add_argument("--processes", type=int, default=1,
                   help="server processes sharing --db (PostgreSQL only; 1-8); seat i of"
                        " every game plays through process i %% N")
    p.add_argument("--profile", default=None, metavar="FILE",
                   help="run the (first) server under cProfile and write its profile here")
    p.add_argument("--python", default=None, metavar="PYTHON",
                   help="the server's interpreter (e.g. a compiled install's .venv-c/bin/python);"
                        " the server then runs without this process's PYTHONPATH")
    p.add_argument("--interpreted", action="store_true",
                   help="TOMECRAFT_INTERPRETED=1 for the server (a compiled install run"
                        " interpreted)")
    p.add_argument("--callgrind", default=None, metavar="FILE",
                   help="run the server under valgrind's callgrind, counting the instructions"
                        " after the connections (written to FILE); slow: use few games")
    p.add_argument("--start-timeout", type=float, default=300.0,
                   help="seconds to wait at most for the server to answer (10-3600)")
    a = p.parse_args()
    processes = max(1, min(a.processes, 8))
    if processes > 1 and not (a.db or "").startswith(("postgresql://", "postgres://")):
        p.error("--processes above 1 needs --db postgresql://...")
    games = max(1, min(a.games, 1000))
    seconds = max(1.0, min(a.seconds, 600.0))
    think = max(0.0, min(a.think, 30.0))
    print(f"{games} games, at most {seconds:.0f} s, think time {think:g} s")
    profile = str(Path(a.profile).resolve()) if a.profile else None
    grind = str(Path(a.callgrind).resolve()) if a.callgrind else None
    server = (ServerPython(str(Path(a.python).absolute()), a.interpreted, own_path=False,
                           callgrind=grind)
              if a.python else ServerPython(interpreted=a.interpreted, callgrind=grind))
    print(f"server                  {server.python}: {server.describe()}", flush=True)
    asyncio.run(run(games, seconds, a.seed, think, a.port or free_port(), a.db, processes,
                    profile, max(10.0, min(a.start_timeout, 3600.0)), server))


if __name__ == "__main__":
    main()
