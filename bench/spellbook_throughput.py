"""Random-play throughput of the engine, interpreted against compiled (mypyc), in one run.

For SpellBook (classic set), Wonder Book (chapter one) and The Big Book of Madness,
every seat a random bot, it plays the same seeded games with both builds of the
installed ``tomecraft`` and prints games per CPU-second (``time.process_time``), games
per wall second and decisions per CPU-second for each, and the compiled/interpreted
ratio. Each measurement runs in a fresh child process: the interpreted one with the
compiled extension modules masked (``TOMECRAFT_INTERPRETED=1``: every ``tomecraft``
module is loaded from its ``.py`` source), the compiled one as installed; rounds
alternate between the two so that load on a shared machine hits both alike. Needs a
compiled install (``pip install .``, then ``tomecraft build``); with an editable or
interpreted install the compiled figures are ``null``. Run from the repository root::

    python bench/spellbook_throughput.py                 # a table
    python bench/spellbook_throughput.py --json          # one JSON line per game

``--json`` prints SpellBook's line first, e.g. ``{"game": "spellbook", "players": 4,
"interpreted_games_per_cpu_s": ..., "compiled_games_per_cpu_s": ..., "ratio": ...}``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

#: (game, players, configuration) measured, SpellBook first.
SERIES: dict[str, tuple[int, dict[str, Any]]] = {
    "spellbook": (4, {"set": "classic"}),
    "wonderbook": (4, {"chapter": "one"}),
    "madness": (4, {}),
}

@dataclass(frozen=True)
class Sample:
    build: str
    games: int
    decisions: int
    cpu: float
    wall: float


def child(game_name: str, games: int, seed: int) -> dict[str, Any]:
    """Play ``games`` random games of one series in this process and time them."""
    from tomecraft.bots import play_game
    from tomecraft.build import build_name
    from tomecraft.core import derive_seed, get_game

    game = get_game(game_name)
    players, extra = SERIES[game_name]
    config = {"players": players, **extra}
    play_game(game, config, ["random"] * players, derive_seed(seed + 7, 0))  # warm-up
    decisions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        match = play_game(game, config, ["random"] * players, derive_seed(seed, i))
        decisions += len(match.history)
    return {
        "build": build_name(),
        "games": games,
        "decisions": decisions,
        "cpu": time.process_time() - cpu,
        "wall": time.perf_counter() - wall,
    }


def measure(game: str, games: int, seed: int, interpreted: bool) -> Sample:
    """Run :func:`child` in a fresh process (with the compiled modules masked if asked:
    ``TOMECRAFT_INTERPRETED=1``, see :mod:`tomecraft.build`)."""
    code = (
        "import json, runpy, sys\n"
        f"mod = runpy.run_path({__file__!r}, run_name='bench')\n"
        f"print(json.dumps(mod['child']({game!r}, {games}, {seed})))\n"
    )
    env = {**os.environ, "TOMECRAFT_INTERPRETED": "1" if interpreted else "0"}
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env
    ).stdout
    data = json.loads(out.strip().splitlines()[-1])
    return Sample(data["build"], data["games"], data["decisions"], data["cpu"], data["wall"])


def compare(game: str, games: int, seed: int, rounds: int) -> dict[str, Any]:
    """Both builds on the same games, ``rounds`` alternating rounds each."""
    totals: dict[str, list[Sample]] = {"interpreted": [], "compiled": []}
    for _ in range(rounds):
        totals["interpreted"].append(measure(game, games, seed, interpreted=True))
        compiled = measure(game, games, seed, interpreted=False)
        if compiled.build == "interpreted":  # nothing compiled is installed
            totals["compiled"] = []
        else:
            totals["compiled"].append(compiled)
    out: dict[str, Any] = {"game": game, "players": SERIES[game][0]}
    for build, samples in totals.items():
        if samples:
            g = sum(s.games for s in samples)
            cpu = sum(s.cpu for s in samples)
            out[f"{build}_games_per_cpu_s"] = round(g / cpu, 1)
            out[f"{build}_games_per_wall_s"] = round(g / sum(s.wall for s in samples), 1)
            out[f"{build}_decisions_per_cpu_s"] = round(sum(s.decisions for s in samples) / cpu)
            out[f"{build}_cpu_s"] = round(cpu, 2)
        else:
            out[f"{build}_games_per_cpu_s"] = None
    ic, cc = out["interpreted_games_per_cpu_s"], out["compiled_games_per_cpu_s"]
    out["ratio"] = round(cc / ic, 2) if ic and cc else None
    out["games"] = games * rounds
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per build and round")
    parser.add_argument("--rounds", type=int, default=2, help="alternating rounds per build")
    parser.add_argument("--seed", type=int, default=1, help="series seed")
    parser.add_argument(
        "--game", default=",".join(SERIES), help="games to measure (default: all three)"
    )
    parser.add_argument("--json", action="store_true", help="one JSON line per game")
    args = parser.parse_args(argv)
    if args.games < 1 or args.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    names = [g.strip() for g in args.game.split(",") if g.strip()]
    unknown = [g for g in names if g not in SERIES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; choose from {', '.join(SERIES)}")
    if not args.json:
        print(
            f"random bots, {args.games} games x {args.rounds} rounds per build, seed "
            f"{args.seed} (Python {platform.python_version()}, {platform.machine()})"
        )
        print(
            "| game | players | interpreted games/CPU-s | compiled games/CPU-s | ratio "
            "| interpreted games/wall-s | compiled games/wall-s |"
        )
        print("|---|---|---|---|---|---|---|")
    for name in names:
        row = compare(name, args.games, args.seed, args.rounds)
        if args.json:
            first = {k: row[k] for k in ("players", "interpreted_games_per_cpu_s",
                                         "compiled_games_per_cpu_s", "ratio")}
            print(json.dumps({"game": name, **first, **row}), flush=True)
        else:
            print(
                f"| {name} | {row['players']} | {row['interpreted_games_per_cpu_s']} "
                f"| {row['compiled_games_per_cpu_s']} | {row['ratio']} "
                f"| {row.get('interpreted_games_per_wall_s')} "
                f"| {row.get('compiled_games_per_wall_s')} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
