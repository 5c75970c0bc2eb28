"""Win rates of a bot team in The Big Book of Madness, per difficulty and player count.

Every seat is played by the same bot kind (greedy by default); games are seeded with
``derive_seed(seed, i)``, so a run is reproducible. Mages are dealt at random (one per
element where possible), the mode is normal. Prints a Markdown table of win rates with
the mean number of monsters defeated, and how the lost games were lost. Run from the
repository root::

    python bench/madness_balance.py --games 200 --workers 2
    python bench/madness_balance.py --games 20 --bot easy --players 2,3
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import time
from collections import Counter
from dataclasses import dataclass

from tomecraft.bots import play_game
from tomecraft.core import derive_seed, get_game
from tomecraft.games.madness.state import MadnessState


@dataclass(frozen=True)
class Game:
    difficulty: str
    players: int
    won: bool
    lost: str
    defeated: int
    checks: int


def play_one(job: tuple[str, int, int, str, int, str]) -> Game:
    difficulty, players, index, bot, seed, mode = job
    config = {"players": players, "difficulty": difficulty, "mode": mode}
    match = play_game(get_game("madness"), config, [bot] * players, derive_seed(seed, index))
    st = match.state
    assert isinstance(st, MadnessState)
    return Game(difficulty, players, st.won, st.lost, st.defeated, st.checks)


def table(results: list[Game], difficulties: list[str], players: list[int]) -> str:
    head = "| difficulty | " + " | ".join(f"{n} players" for n in players) + " |"
    rule = "|---|" + "---|" * len(players)
    lines = [head, rule]
    for d in difficulties:
        cells = []
        for n in players:
            games = [g for g in results if g.difficulty == d and g.players == n]
            wins = sum(g.won for g in games)
            cells.append(f"{100 * wins / len(games):.0f}% ({wins}/{len(games)})")
        lines.append(f"| {d} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def details(results: list[Game], difficulties: list[str], players: list[int]) -> str:
    lines = [
        "| difficulty | players | monsters defeated (mean) "
        "| losses: monster / madness / eliminated |",
        "|---|---|---|---|",
    ]
    for d in difficulties:
        for n in players:
            games = [g for g in results if g.difficulty == d and g.players == n]
            lost = Counter(g.lost for g in games if not g.won)
            mean = sum(g.defeated for g in games) / len(games)
            lines.append(
                f"| {d} | {n} | {mean:.2f} | "
                f"{lost['monster']} / {lost['madness']} / {lost['eliminated']} |"
            )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per cell (default 100)")
    parser.add_argument("--bot", default="greedy", help="bot kind for every seat (default greedy)")
    parser.add_argument("--difficulties", default="I,II,III")
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--mode", default="normal", choices=["normal", "terror", "nightmare"])
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--details", action="store_true", help="also print how games ended")
    args = parser.parse_args()
    difficulties = [d.strip() for d in args.difficulties.split(",") if d.strip()]
    players = [int(p) for p in args.players.split(",") if p.strip()]
    jobs = [
        (d, n, i, args.bot, args.seed + 1000 * n + 100 * len(d), args.mode)
        for d in difficulties
        for n in players
        for i in range(args.games)
    ]
    start = time.perf_counter()
    if args.workers > 1:
        with mp.Pool(args.workers) as pool:
            results = pool.map(play_one, jobs, chunksize=4)
    else:
        results = [play_one(job) for job in jobs]
    seconds = time.perf_counter() - start
    print(
        f"Win rate of a team of {args.bot} bots ({args.games} games per cell, mode {args.mode}, "
        f"seed {args.seed}):\n"
    )
    print(table(results, difficulties, players))
    if args.details:
        print()
        print(details(results, difficulties, players))
    print(f"\n{len(jobs)} games in {seconds:.0f} s")


if __name__ == "__main__":
    main()
