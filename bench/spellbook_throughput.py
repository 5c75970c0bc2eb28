"""Random-play throughput of the SpellBook engine (classic set, random bots).

Prints games/s and decisions/s (chance included) for solo, 2 and 4 players, then the
4-player games/s as a ratio against the 2-player figure of the same run, and the peak
traced memory of one 4-player game. Run from the repository root::

    python bench/spellbook_throughput.py --games 200 --seed 1
"""

from __future__ import annotations

import argparse
import gc
import platform
import sys
import time
import tracemalloc
from dataclasses import dataclass

from tomecraft.bots import play_game
from tomecraft.core import derive_seed, get_game

GAME = get_game("spellbook")
CONFIG_SET = "classic"


@dataclass(frozen=True)
class Result:
    players: int
    games: int
    decisions: int
    seconds: float
    cpu_seconds: float

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds


def run(players: int, games: int, seed: int) -> Result:
    config = {"players": players, "set": CONFIG_SET}
    bots = ["random"] * players
    decisions = 0
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        match = play_game(GAME, config, bots, derive_seed(seed + players, i))
        decisions += len(match.history)
    return Result(players, games, decisions, time.perf_counter() - start, time.process_time() - cpu)


def peak_memory(seed: int) -> tuple[int, int]:
    """Peak traced bytes while playing one 4-player game, and the game's decisions."""
    gc.collect()
    tracemalloc.start()
    try:
        match = play_game(GAME, {"players": 4, "set": CONFIG_SET}, ["random"] * 4, seed)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak, len(match.history)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--seed", type=int, default=1, help="series seed")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")

    print(
        f"SpellBook random play, set {CONFIG_SET}, {args.games} games per player count, "
        f"seed {args.seed} (Python {platform.python_version()}, {platform.machine()})"
    )
    run(2, max(1, args.games // 20), args.seed + 7)  # warm-up: imports, caches
    results: dict[int, Result] = {}
    for players, label in ((1, "solo"), (2, "2 players"), (4, "4 players")):
        r = run(players, args.games, args.seed)
        results[players] = r
        print(
            f"{label:>9}: {r.games_per_s:8.1f} games/s  {r.decisions_per_s:9.0f} decisions/s  "
            f"({r.decisions / r.games:.0f} decisions/game, {r.seconds:.2f} s wall, "
            f"{r.cpu_seconds:.2f} s CPU)"
        )
    ratio = results[4].games_per_s / results[2].games_per_s
    print(f"4p/2p games/s ratio: {ratio:.2f}")
    peak, decisions = peak_memory(derive_seed(args.seed, 10_000))
    print(
        f"peak memory, one 4-player game (tracemalloc): {peak / 1024:.0f} KiB "
        f"({decisions} decisions)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
