"""Does the coach agree with the bots' strength? And what does a review cost? (issue 24)

**Consistency** (the default): for each game, bot-only games are played with the seats
taken by ``hard``, ``medium`` and ``random`` in turn (rotated between games, so every
level plays every seat), and each game is reviewed for every seat
(:func:`tomecraft.analysis.review.review`). Per level the script prints the share of its
decisions rated ``best`` or ``fine`` with the 95% Wilson interval, the mean value lost
per decision, and the CPU time (``time.process_time``, of the worker) each review took.
The coach is consistent when ``hard`` >= ``medium`` > ``random``. Levels meet different
decisions (a random SpellBook player learns and stores less), so the share is also
printed standardised by decision kind (:func:`by_kind`).

Each finished game is one JSON line appended to ``--out`` (default
``bench/results/review-consistency-<game>.jsonl``): a rerun with the same settings skips
the games already there, so a long run can be stopped and resumed, and ``--games 100``
after ``--games 20`` plays only the 80 new ones. ``--fresh`` starts the file again (after
a change to the bots or the coach). The table is computed from the file, so
``--games 0`` only prints it.

**Timing** (``--timing``): one review of a typical 3-player game of each game (greedy
bots, the default samples, every seat), its ``process_time`` and the machine's load,
with the build (compiled or interpreted) that ran it.

The other check of the issue, a deliberately bad move in a fixed position rated a
blunder, is a test (``tests/test_review.py``: in Nim, leaving the opponent the last
stone), since the rules there say which move loses.

    nice -n 10 .venv-c/bin/python bench/review_consistency.py --game spellbook --games 100
    .venv-c/bin/python bench/review_consistency.py --timing
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from tomecraft.analysis.review import DEFAULT_SAMPLES, review
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
RESULTS = Path(__file__).resolve().parent / "results"


def one_game(args: tuple[str, int, int, int]) -> dict[str, Any]:
    """Play game ``i`` (levels rotated by ``i``) and review every seat; per level the
    count of decisions, of best-or-fine ones, and the value lost."""
    name, seed, i, samples = args
    game = get_game(name)
    config = CONFIGS[name]
    n = int(config["players"])
    seats = [LEVELS[(s + i) % len(LEVELS)] for s in range(n)]
    started = time.process_time()
    match = play_game(game, config, seats, derive_seed(seed, i))
    played = time.process_time() - started
    started = time.process_time()
    rv = review(match, samples=samples)
    cpu = time.process_time() - started
    out: dict[str, Any] = {"game": name, "seed": seed, "samples": samples, "index": i,
                           "seats": seats, "play_cpu": round(played, 2),
                           "review_cpu": round(cpu, 2), "decisions": len(rv.decisions),
                           "build": build_name(), "levels": {}}
    for s in rv.summaries:
        level = out["levels"].setdefault(seats[s.seat], {"n": 0, "good": 0, "lost": 0.0})
        level["n"] += s.decisions
        level["good"] += s.grades["best"] + s.grades["fine"]
        level["lost"] += s.mean_loss * s.decisions
    kinds: dict[str, dict[str, list[int]]] = {}
    for d in rv.decisions:
        count = kinds.setdefault(seats[d.seat], {}).setdefault(d.kind, [0, 0])
        count[0] += 1
        count[1] += d.grade in ("best", "fine")
    out["kinds"] = kinds
    return out


def by_kind(games: list[dict[str, Any]]) -> dict[str, tuple[float, float]] | None:
    """Per level, the best-or-fine share standardised by decision kind, with its
    standard error: each kind's share for the level, weighted by that kind's share of
    all levels' decisions (kinds some level never met left out). Levels meet different
    decisions (a random SpellBook player learns less and stores less), which the plain
    share mixes in; None where the games do not count kinds."""
    if not games or any("kinds" not in g for g in games):
        return None
    counts: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for g in games:
        for level, kinds in g["kinds"].items():
            for kind, (n, good) in kinds.items():
                counts[level][kind][0] += n
                counts[level][kind][1] += good
    shared = set.intersection(*(set(counts[lv]) for lv in LEVELS))
    total = {k: sum(counts[lv][k][0] for lv in LEVELS) for k in shared}
    weight = sum(total.values())
    out = {}
    for lv in LEVELS:
        rate = var = 0.0
        for k in shared:
            n, good = counts[lv][k]
            w = total[k] / weight
            p = good / n
            rate += w * p
            var += w * w * p * (1 - p) / n
        out[lv] = (rate, var ** 0.5)
    return out


def _done(path: Path, seed: int, samples: int) -> dict[int, dict[str, Any]]:
    """The games of ``path`` played with ``seed`` and ``samples``, by index."""
    out: dict[int, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                g = json.loads(line)
                if g.get("seed") == seed and g.get("samples") == samples:
                    out[int(g["index"])] = g
    return out


def table(name: str, games: list[dict[str, Any]], samples: int) -> dict[str, Any]:
    """Per level: decisions, the best-or-fine share with its 95% interval, the value
    lost per decision; printed, and returned as a JSON document."""
    totals: dict[str, dict[str, float]] = defaultdict(lambda: {"n": 0, "good": 0, "lost": 0.0})
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
    cpu = sum(g["review_cpu"] for g in games) / max(1, len(games))
    play = sum(g["play_cpu"] for g in games) / max(1, len(games))
    builds = sorted({str(g.get("build")) for g in games})
    print(json.dumps({"game": name, "games": len(games), "samples": samples, "builds": builds,
                      "review_cpu_per_game": round(cpu, 2), "play_cpu_per_game": round(play, 2),
                      "levels": rows, "consistent": consistent}))
    print(f"{name}: {len(games)} games, {samples} playouts per option, {cpu:.1f} CPU-s of "
          f"review and {play:.1f} of play per game ({', '.join(builds)})")
    for level in LEVELS:
        r = rows[level]
        print(f"  {level:<7} best or fine {100 * r['best_or_fine']:5.1f}% "
              f"[{100 * r['interval'][0]:.1f}, {100 * r['interval'][1]:.1f}] "
              f"of {r['decisions']} decisions, {r['lost_per_decision']:.2f} points lost "
              "per decision")
    print(f"  hard >= medium > random: {'yes' if consistent else 'NO'}")
    kinds = by_kind(games)
    if kinds is not None:
        print("  by decision kind (each kind weighted by its share of all decisions):")
        for level in LEVELS:
            rate, se = kinds[level]
            print(f"  {level:<7} best or fine {100 * rate:5.1f}% "
                  f"[{100 * (rate - 1.96 * se):.1f}, {100 * (rate + 1.96 * se):.1f}]")
        fair = kinds["hard"][0] >= kinds["medium"][0] > kinds["random"][0]
        print(f"  hard >= medium > random, by kind: {'yes' if fair else 'NO'}")
    return rows


def consistency(args: argparse.Namespace) -> None:
    started = time.perf_counter()
    for name in args.game or sorted(CONFIGS):
        path = Path(args.out or RESULTS / f"review-consistency-{name}.jsonl")
        if args.fresh and path.exists():
            path.unlink()
        done = _done(path, args.seed, args.samples)
        work = [(name, args.seed, i, args.samples) for i in range(args.games) if i not in done]
        if work:
            path.parent.mkdir(parents=True, exist_ok=True)
            with Pool(args.jobs) as pool, path.open("a", encoding="utf-8") as out:
                for g in pool.imap_unordered(one_game, work):
                    done[g["index"]] = g
                    out.write(json.dumps(g) + "\n")
                    out.flush()
                    print(f"  {name} game {g['index']}: {g['review_cpu']:.0f} CPU-s of review, "
                          f"{len(done)}/{max(args.games, len(done))}", flush=True)
        games = [g for i, g in sorted(done.items()) if args.games == 0 or i < args.games]
        if games:
            table(name, games, args.samples)
    print(f"wall {time.perf_counter() - started:.0f} s, load {os.getloadavg()[0]:.1f}")


def timing(args: argparse.Namespace) -> None:
    """One review of a typical 3-player game of each game (greedy bots, every seat)."""
    for name in args.game or sorted(CONFIGS):
        game = get_game(name)
        match = play_game(game, CONFIGS[name], ["greedy"] * 3, derive_seed(args.seed, 0))
        load = os.getloadavg()[0]
        started = time.process_time()
        rv = review(match, samples=args.samples)
        cpu = time.process_time() - started
        print(json.dumps({"game": name, "decisions": len(match.history),
                          "reviewed": len(rv.decisions), "samples": args.samples,
                          "review_cpu": round(cpu, 1), "build": build_name(),
                          "load_before": round(load, 2),
                          "load_after": round(os.getloadavg()[0], 2)}), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(CONFIGS), action="append")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--samples", type=int, default=None,
                        help=f"playouts per option (default: 8; --timing: {DEFAULT_SAMPLES})")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", default=None, help="the JSON-lines file of one --game")
    parser.add_argument("--fresh", action="store_true", help="forget the games already run")
    parser.add_argument("--timing", action="store_true",
                        help="time one review of a typical game of each game instead")
    args = parser.parse_args()
    if args.timing:
        args.samples = args.samples or DEFAULT_SAMPLES
        timing(args)
    else:
        args.samples = args.samples or 8
        consistency(args)


if __name__ == "__main__":
    main()
