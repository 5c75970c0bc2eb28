"""Team win rate of The Big Book of Madness per bot level, difficulty and player count.

Every seat of a game is played by the same bot level (a co-operative team). For each
cell the script plays ``--games`` games from seeds ``seed, seed+1, ...`` (the same seeds
for every level, so levels meet the same shuffles and mages) and prints the win rate with
its 95% Wilson interval, the mean rounds survived, the CPU time per game and per bot
decision, and, against the first level listed (the baseline, greedy by default), the
paired record: seeds won by this level only (``+``) and by the baseline only (``-``),
with the sign test's two-sided p-value.

    .venv/bin/python bench/madness_bots.py --levels greedy,easy --games 100 --players 3
    .venv/bin/python bench/madness_bots.py --games 60 --difficulties I,II --workers 2 --json
    .venv/bin/python bench/madness_bots.py --from-raw games.jsonl   # report a --raw file
"""

from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import asdict, dataclass, field
from multiprocessing import Pool

from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots import play_match, seat_bots
from tomecraft.core import CHANCE, Match, get_game


@dataclass
class Cell:
    level: str
    difficulty: str
    players: int
    games: int
    wins: int
    rounds: float
    cpu_s: float
    decisions: int
    won_seeds: list[int] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """The 95% Wilson score interval of the win rate."""
        return wilson_interval(self.wins, self.games)


def play_one(job: tuple[str, str, int, int]) -> tuple[str, str, int, int, bool, int, float, int]:
    """One game: (level, difficulty, players, seed, won, rounds, CPU s, bot decisions)."""
    level, difficulty, players, seed = job
    game = get_game("madness")
    match = Match(game, {"players": players, "difficulty": difficulty}, seed)
    bots = seat_bots(game, [level] * players, seed)
    asked = 0

    def count(actor: int, option: int, events: object) -> None:
        nonlocal asked
        asked += actor != CHANCE

    cpu0 = time.process_time()
    play_match(match, bots, on_step=count)
    cpu = time.process_time() - cpu0
    st = match.state
    return (level, difficulty, players, seed, bool(st.winners()), st.scores()[0], cpu, asked)


def sign_test(plus: int, minus: int) -> float:
    """Two-sided exact sign test p-value of ``plus`` against ``minus`` discordant seeds."""
    n = plus + minus
    if n == 0:
        return 1.0
    k = min(plus, minus)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


Result = tuple[str, str, int, int, bool, int, float, int]


def report(results: list[Result], levels: list[str], as_json: bool) -> None:
    """Print one line (or JSON object) per cell of ``results``; the paired record of each
    level is against ``levels[0]`` on the seeds both played."""
    keys = sorted({(r[2], r[1]) for r in results})
    for players, diff in keys:
        rows = [r for r in results if r[1] == diff and r[2] == players]
        seeds: dict[str, dict[int, bool]] = {lv: {} for lv in levels}
        cells = {lv: Cell(lv, diff, players, 0, 0, 0.0, 0.0, 0) for lv in levels}
        for lv, _, _, seed, won, rounds, cpu, asked in rows:
            if lv not in cells:
                continue
            seeds[lv][seed] = won
            cell = cells[lv]
            cell.games += 1
            cell.wins += won
            cell.rounds += rounds
            cell.cpu_s += cpu
            cell.decisions += asked
            if won:
                cell.won_seeds.append(seed)
        base = seeds[levels[0]]
        for lv in levels:
            cell = cells[lv]
            if not cell.games:
                continue
            g = cell.games
            cell.rounds /= g
            cell.won_seeds.sort()
            lo, hi = cell.interval()
            both = [x for x in seeds[lv] if x in base]
            plus = sum(1 for x in both if seeds[lv][x] and not base[x])
            minus = sum(1 for x in both if base[x] and not seeds[lv][x])
            p = sign_test(plus, minus)
            if as_json:
                out = asdict(cell) | {
                    "win_rate": cell.rate, "ci95": [lo, hi], "cpu_s_per_game": cell.cpu_s / g,
                    "paired_vs": levels[0], "paired_games": len(both), "paired_plus": plus,
                    "paired_minus": minus, "sign_p": p,
                }
                print(json.dumps(out), flush=True)
            else:
                ms = 1000 * cell.cpu_s / max(cell.decisions, 1)
                print(
                    f"{lv:>8} {diff:>4} {players:>2} {cell.games:>5} "
                    f"{100 * cell.rate:>5.1f}% [{100 * lo:>4.1f},{100 * hi:>5.1f}] "
                    f"{cell.rounds:>6.2f} {cell.cpu_s / g:>8.2f} {ms:>7.2f} "
                    f"{f'+{plus}/-{minus}':>9} {p:>5.2f}",
                    flush=True,
                )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="greedy,easy,medium,hard")
    ap.add_argument("--difficulties", default="I")
    ap.add_argument("--players", default="3", help="player counts, comma-separated")
    ap.add_argument("--games", type=int, default=20, help="games per cell")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1, help="processes playing games")
    ap.add_argument("--json", action="store_true", help="one JSON object per cell")
    ap.add_argument("--raw", help="append each game's result to this file as it ends")
    ap.add_argument(
        "--from-raw",
        help="play nothing: report the games of this --raw file (all cells; a game "
        "listed twice counts once)",
    )
    args = ap.parse_args()
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    diffs = [x.strip() for x in args.difficulties.split(",") if x.strip()]
    counts = [int(x) for x in args.players.split(",") if x.strip()]
    if not args.json:
        print(f"{'level':>8} {'diff':>4} {'pl':>2} {'games':>5} {'win%':>6} {'95% CI':>13} "
              f"{'rounds':>6} {'cpu s/g':>8} {'ms/dec':>7} {'paired':>9} {'p':>5}")
    if args.from_raw:
        with open(args.from_raw) as raw:
            stored: list[Result] = [
                (str(r[0]), str(r[1]), int(r[2]), int(r[3]), bool(r[4]), int(r[5]),
                 float(r[6]), int(r[7]))
                for r in (json.loads(line) for line in raw if line.strip())
            ]
        seen: set[tuple[str, str, int, int]] = set()
        unique: list[Result] = []
        for r in stored:  # a game played again (a resumed run) counts once
            if (r[0], r[1], r[2], r[3]) not in seen:
                seen.add((r[0], r[1], r[2], r[3]))
                unique.append(r)
        report(unique, levels, args.json)
        return
    for players in counts:
        for diff in diffs:
            # seed-major order: a run cut short still holds paired games of every level
            jobs = [(lv, diff, players, args.seed + i) for i in range(args.games) for lv in levels]
            results: list[Result] = []
            with Pool(max(1, args.workers)) as pool:
                for res in pool.imap(play_one, jobs):
                    if args.raw:
                        with open(args.raw, "a") as raw:
                            print(json.dumps(list(res)), file=raw)
                    results.append(res)
            report(results, levels, args.json)


if __name__ == "__main__":
    main()
