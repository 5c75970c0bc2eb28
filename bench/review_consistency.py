"""Does the coach agree with the bots' strength? (issue 24, "Done when")

For each game, bot-only games are played with the seats taken by ``hard``, ``medium``
and ``random`` in turn (rotated between games, so every level plays every seat), and
each game is reviewed for every seat (:func:`tomecraft.analysis.review.review`). Per
level the script prints the share of its decisions rated ``best`` or ``fine`` with the
95% Wilson interval, the mean value lost per decision, and the CPU time
(``time.process_time``) the reviews took, as one JSON line per game and a readable
table. The coach is consistent when ``hard`` >= ``medium`` > ``random``.

The other check of the issue, a deliberately bad move in a fixed position rated a
blunder, is a test (``tests/test_review.py``: in Nim, leaving the opponent the last
stone), since the rules there say which move loses.

    .venv/bin/python bench/review_consistency.py --games 100 --samples 8
    .venv/bin/python bench/review_consistency.py --game spellbook --games 10
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import defaultdict
from multiprocessing import Pool
from typing import Any

from tomecraft.analysis.review import review
from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots import play_game
from tomecraft.build import build_name
from tomecraft.core import derive_seed, get_game

CONFIGS: dict[str, dict[str, Any]] = {
    "spellbook": {"players": 3, "set": "classic"},
    "madness": {"players": 3},
    "wonderbook": {"players": 3, "chapter": "one"},
}
LEVELS = ("hard", "medium", "random")


def one_game(args: tuple[str, int, int, int]) -> dict[str, Any]:
    """Play game ``i`` (levels rotated by ``i``) and review every seat; per level the
    count of decisions, of best-or-fine ones, and the value lost."""
    name, seed, i, samples = args
    game = get_game(name)
    config = CONFIGS[name]
    n = int(config["players"])
    seats = [LEVELS[(s + i) % len(LEVELS)] for s in range(n)]
    match = play_game(game, config, seats, derive_seed(seed, i))
    started = time.process_time()
    rv = review(match, samples=samples)
    cpu = time.process_time() - started
    out: dict[str, Any] = {"game": name, "index": i, "seats": seats, "review_cpu": cpu,
                           "decisions": len(rv.decisions), "levels": {}}
    for s in rv.summaries:
        level = out["levels"].setdefault(seats[s.seat], {"n": 0, "good": 0, "lost": 0.0})
        level["n"] += s.decisions
        level["good"] += s.grades["best"] + s.grades["fine"]
        level["lost"] += s.mean_loss * s.decisions
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(CONFIGS), action="append")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    started = time.perf_counter()
    for name in args.game or sorted(CONFIGS):
        work = [(name, args.seed, i, args.samples) for i in range(args.games)]
        with Pool(args.jobs) as pool:
            games = pool.map(one_game, work)
        totals: dict[str, dict[str, float]] = defaultdict(lambda: {"n": 0, "good": 0,
                                                                    "lost": 0.0})
        cpu = sum(g["review_cpu"] for g in games)
        for g in games:
            for level, v in g["levels"].items():
                for k in ("n", "good", "lost"):
                    totals[level][k] += v[k]
        rows = {}
        for level in LEVELS:
            t = totals[level]
            n = int(t["n"])
            lo, hi = wilson_interval(t["good"], n) if n else (0.0, 0.0)
            rows[level] = {"decisions": n, "best_or_fine": t["good"] / n if n else 0.0,
                           "interval": [round(lo, 4), round(hi, 4)],
                           "lost_per_decision": t["lost"] / n if n else 0.0}
        consistent = (rows["hard"]["best_or_fine"] >= rows["medium"]["best_or_fine"]
                      > rows["random"]["best_or_fine"])
        print(json.dumps({"game": name, "games": args.games, "samples": args.samples,
                          "build": build_name(), "review_cpu_per_game": cpu / len(games),
                          "levels": rows, "consistent": consistent,
                          "load": os.getloadavg()[0]}))
        print(f"{name}: {args.games} games, {args.samples} playouts per option, "
              f"{cpu / len(games):.1f} CPU-s of review per game ({build_name()})")
        for level in LEVELS:
            r = rows[level]
            print(f"  {level:<7} best or fine {100 * r['best_or_fine']:5.1f}% "
                  f"[{100 * r['interval'][0]:.1f}, {100 * r['interval'][1]:.1f}] "
                  f"of {r['decisions']} decisions, {r['lost_per_decision']:.2f} points lost "
                  "per decision")
        print(f"  hard >= medium > random: {'yes' if consistent else 'NO'}")
    print(f"wall {time.perf_counter() - started:.0f} s, load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
