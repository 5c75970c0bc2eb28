"""Does re-checking mistakes and blunders make the coach's grades trustworthy, and at what cost?

The coach re-checks a decision whose first grade is ``mistake`` or worse with 4x the
playouts before giving it (:func:`tomecraft.analysis.review._graded`). This script plays
``--games`` bot-only games (seats ``random``, ``greedy``, ``medium`` rotated; seeds
``derive_seed(seed, i)``), reviews every seat of each twice, without the re-check
(``recheck=1``, the former review) and with it (the default), and prints per variant the
count of each grade and the CPU time (``time.process_time``) of the reviews. With
``--truth N`` every decision either variant grades ``mistake`` or worse is also graded
with N playouts per option (no re-check): the share of each variant's mistakes and
blunders that N playouts confirm (grade ``mistake`` or worse there) says how many were
noise.

    nice -n 10 .venv-c/bin/python bench/review_recheck.py --game spellbook --games 4 --truth 256
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from typing import Any

from tomecraft.analysis.review import GRADES, review, review_decision
from tomecraft.bots import play_game
from tomecraft.build import build_name
from tomecraft.core import Match, derive_seed, get_game

CONFIGS: dict[str, dict[str, Any]] = {
    "spellbook": {"players": 3, "set": "classic"},
    "madness": {"players": 3},
    "wonderbook": {"players": 3, "chapter": "one"},
}
LEVELS = ("random", "greedy", "medium")
BAD = ("mistake", "blunder")


def _state_before(match: Match, index: int) -> Match:
    """A replay of ``match`` up to its decision ``index`` (pending)."""
    doc = match.game_file()
    replay = Match.from_game_file({**doc, "decisions": []})
    steps = replay.replay_steps(doc["decisions"])
    for _ in range(index):
        next(steps)
    return replay


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="spellbook", choices=sorted(CONFIGS))
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--samples", type=int, default=16)
    ap.add_argument("--truth", type=int, default=0,
                    help="grade every mistake or blunder again with this many playouts")
    args = ap.parse_args()
    game = get_game(args.game)
    grades: dict[int, Counter[str]] = {1: Counter(), 4: Counter()}
    cpu = {1: 0.0, 4: 0.0}
    confirmed: dict[int, list[int]] = {1: [0, 0], 4: [0, 0]}  # [confirmed, graded bad]
    rechecked = extra = total = 0
    for i in range(args.games):
        levels = [LEVELS[(i + k) % len(LEVELS)] for k in range(CONFIGS[args.game]["players"])]
        match = play_game(game, CONFIGS[args.game], levels, derive_seed(args.seed, i))
        by_variant = {}
        for recheck in (1, 4):
            t0 = time.process_time()
            rv = review(match, samples=args.samples, recheck=recheck)
            cpu[recheck] += time.process_time() - t0
            grades[recheck].update(d.grade for d in rv.decisions)
            by_variant[recheck] = {d.index: d for d in rv.decisions}
            cost = rv.recheck_cost()
            if recheck > 1 and cost is not None:
                rechecked += cost["decisions"]
                extra += cost["extra"]
        total += len(by_variant[1])
        if args.truth:
            for index in sorted(set(by_variant[1]) | set(by_variant[4])):
                if not any(by_variant[r][index].grade in BAD for r in (1, 4)):
                    continue
                before = _state_before(match, index)
                d = by_variant[1][index]
                truth = review_decision(game, before.state, d.chosen, index,
                                        samples=args.truth, recheck=1)
                for r in (1, 4):
                    if by_variant[r][index].grade in BAD:
                        confirmed[r][1] += 1
                        confirmed[r][0] += truth.grade in BAD
                print(f"game {i} decision {index}: first {d.grade} -{d.loss:.1f}, "
                      f"re-checked {by_variant[4][index].grade} -{by_variant[4][index].loss:.1f},"
                      f" {args.truth} playouts {truth.grade} -{truth.loss:.1f}", flush=True)
    print(f"{args.game}: {args.games} games, {total} reviewed decisions, {args.samples} "
          f"playouts per option, build {build_name()}")
    for recheck, label in ((1, "without re-check"), (4, "with re-check")):
        counts = " ".join(f"{g} {grades[recheck][g]}" for g in GRADES)
        line = f"  {label:17} {counts}  CPU {cpu[recheck]:.1f} s"
        if args.truth:
            ok, bad = confirmed[recheck]
            line += f"; mistakes+blunders confirmed by {args.truth} playouts: {ok} of {bad}"
        print(line)
    print(f"  re-checked {rechecked} decisions, {extra} more playouts")


if __name__ == "__main__":
    main()
