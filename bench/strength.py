"""Strength table for SpellBook bots: head-to-head 2-player matches with seats alternated.

For each pairing prints the first bot's win share with a 95% Wilson interval (a shared
victory counts half), the CPU time (``time.process_time``) it took next to wall time, and
the games per CPU-second.
The last line is the headline: `hard` vs `medium` win share. For the whole ladder (every
level, the store baseline, OpenSpiel's bots, ratings, resumable result files) use
``bench/ladder.py``.

    python bench/strength.py --games 100 --pairs hard:medium,medium:easy,easy:greedy,easy:store
"""

from __future__ import annotations

import argparse
import time

from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots import play_game
from tomecraft.core import derive_seed, get_game


def head_to_head(a: str, b: str, games: int, seed: int, spell_set: str) -> float:
    game = get_game("spellbook")
    wins = 0.0
    for i in range(games):
        seat = i % 2
        names = [a, b] if seat == 0 else [b, a]
        m = play_game(game, {"players": 2, "set": spell_set}, names, derive_seed(seed, i))
        won = m.state.winners()
        wins += 1.0 / len(won) if seat in won else 0.0
    return wins


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--set", default="classic")
    ap.add_argument("--pairs", default="hard:medium,medium:easy,easy:greedy,easy:store")
    args = ap.parse_args()
    headline = None
    for pair in args.pairs.split(","):
        a, b = pair.split(":")
        t0, c0 = time.perf_counter(), time.process_time()
        wins = head_to_head(a, b, args.games, args.seed, args.set)
        lo, hi = wilson_interval(wins, args.games)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        print(
            f"{a:>7} vs {b:<7}: {wins / args.games:.3f} (95% CI {lo:.3f}-{hi:.3f}), "
            f"{args.games} games, {dc:.0f} CPU-s ({dt:.0f} s wall), "
            f"{args.games / dc if dc > 0 else float('inf'):.2f} games per CPU-second",
            flush=True,
        )
        if (a, b) == ("hard", "medium"):
            headline = wins / args.games
    if headline is not None:
        print(f"hard vs medium win share = {headline:.3f}")


if __name__ == "__main__":
    main()
