"""Two server installs under the same load: their CPU per player decision and the ratio.

The server's CPU per decision (``bench/server_load.py``) moves with what else runs on the
machine: on these shared 2-core machines the same install measured 0.37 to 0.48 ms in
runs a minute apart, as much as a change of the server is worth. This bench runs two
``server_load.py`` at the same time, one per install (``--a`` and ``--b``: a virtual
environment's python, e.g. a compiled install's ``.venv-c/bin/python``), each with its own
load generator and database, so both servers see the same machine; it prints each
one's CPU per player decision after the connections, the ratio b/a, and the load
average. ``--rounds`` repeats it (the median ratio is the figure to read):

    python bench/server_compare.py --a old/.venv-c/bin/python --b new/.venv-c/bin/python \\
        --games 150 --seconds 30 --rounds 3

Four busy processes share two cores, so each server gets about half of what it would
alone (more decisions wait): the absolute figures are not those of a server alone, the
ratio is the comparison.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: The line of ``server_load.py`` this bench reads.
CPU_LINE = re.compile(r"after the connections server CPU .*?, ([0-9.]+) ms per player decision")


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def one_round(a: str, b: str, games: int, seconds: float, seed: int) -> tuple[float, float]:
    """Both benches at once; each server's CPU ms per player decision after the
    connections (the process fails if either bench printed no such figure)."""
    procs = [
        subprocess.Popen(
            [sys.executable, str(HERE / "server_load.py"), "--games", str(games),
             "--seconds", str(seconds), "--seed", str(seed), "--python", python],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for python in (a, b)
    ]
    figures = []
    for proc, name in zip(procs, ("a", "b"), strict=True):
        out, _ = proc.communicate(timeout=seconds + 900)
        found = CPU_LINE.search(out)
        if proc.returncode != 0 or found is None:
            raise SystemExit(f"the bench of --{name} gave no figure (exit {proc.returncode}):\n"
                             + out[-2000:])
        figures.append(float(found.group(1)))
    return figures[0], figures[1]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--a", required=True, metavar="PYTHON", help="the first install's python")
    p.add_argument("--b", required=True, metavar="PYTHON", help="the second install's python")
    p.add_argument("--games", type=int, default=150, help="concurrent games per server")
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    for name in ("a", "b"):
        if not Path(getattr(args, name)).exists():
            p.error(f"--{name}: no such interpreter: {getattr(args, name)}")
    ratios = []
    for r in range(max(1, args.rounds)):
        before = _load()
        a_ms, b_ms = one_round(args.a, args.b, args.games, args.seconds, args.seed + r)
        ratios.append(b_ms / a_ms)
        print(f"round {r + 1}: a {a_ms:.3f} ms, b {b_ms:.3f} ms per player decision,"
              f" b/a {b_ms / a_ms:.3f} (load at the start {before}, at the end {_load()})",
              flush=True)
    print(f"median b/a {statistics.median(ratios):.3f} over {len(ratios)} rounds"
          f" ({args.games} games per server, {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
