"""Team win rates of Wonder Book bots by player count (1-4) and difficulty.

Every seat is played by the same bot kind: ``greedy`` (many games) and the ``easy``
search level (few games: it thinks for every decision). Games are seeded with
``derive_seed``, so a run is reproducible. For each chapter, prints a Markdown table per
bot: the team's win rate with its 95% Wilson interval, and the mean number of destiny
tokens face up at the end of the games won (the ending depends on it), then each bot's
games per CPU-second (``time.process_time`` of every game, summed over the worker
processes) next to the run's wall time. Run from the repository root::

    python bench/wonderbook_winrates.py --games 100 --search-games 4 --workers 2
    python bench/wonderbook_winrates.py --chapters tutorial --bots greedy --games 40
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import time
from dataclasses import dataclass

from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots import play_game
from tomecraft.core import derive_seed, get_game
from tomecraft.games.wonderbook.state import WonderState

DIFFICULTIES = ("easy", "normal", "hard")
PLAYERS = (1, 2, 3, 4)


@dataclass(frozen=True)
class Game:
    chapter: str
    bot: str
    difficulty: str
    players: int
    won: bool
    destiny: int
    rounds: int
    #: CPU seconds the game took (its own process's ``time.process_time``).
    cpu_s: float


def play_one(job: tuple[str, str, str, int, int]) -> Game:
    chapter, bot, difficulty, players, seed = job
    # a chapter benched on its own is a practice game (no earlier chapters recorded)
    config = {"players": players, "chapter": chapter, "difficulty": difficulty, "practice": True}
    cpu0 = time.process_time()
    match = play_game(get_game("wonderbook"), config, [bot] * players, seed)
    cpu = time.process_time() - cpu0
    st = match.state
    assert isinstance(st, WonderState)
    return Game(
        chapter, bot, difficulty, players, st.won, st.destiny_up, st.total_rounds + st.rounds, cpu
    )


def cell(games: list[Game]) -> str:
    """``62% [52-71] n=100, destiny 3.4`` (destiny: mean face up at the end of wins)."""
    if not games:
        return "-"
    wins = [g for g in games if g.won]
    lo, hi = wilson_interval(len(wins), len(games))
    destiny = f"{sum(g.destiny for g in wins) / len(wins):.1f}" if wins else "-"
    return (
        f"{100 * len(wins) / len(games):.0f}% [{100 * lo:.0f}-{100 * hi:.0f}] "
        f"n={len(games)}, destiny {destiny}"
    )


def table(results: list[Game], chapter: str, bot: str) -> str:
    lines = [
        f"**{chapter}, {bot}**: team win rate [95% Wilson], mean face-up destiny of the wins",
        "",
        "| players | " + " | ".join(DIFFICULTIES) + " |",
        "|---|" + "---|" * len(DIFFICULTIES),
    ]
    for n in PLAYERS:
        cells = [
            cell([g for g in results
                  if (g.chapter, g.bot, g.difficulty, g.players) == (chapter, bot, d, n)])
            for d in DIFFICULTIES
        ]
        lines.append(f"| {n} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="greedy games per cell")
    parser.add_argument("--search-games", type=int, default=4, help="search games per cell")
    parser.add_argument("--bots", default="greedy,easy", help="bot kinds (default greedy,easy)")
    parser.add_argument("--chapters", default="one,tutorial", help="chapter ids")
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args()
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    chapters = [c.strip() for c in args.chapters.split(",") if c.strip()]
    jobs = [
        (ch, bot, d, n, derive_seed(args.seed + 1000 * n + 10 * k, i))
        for ch in chapters
        for bot in bots
        for k, d in enumerate(DIFFICULTIES)
        for n in PLAYERS
        for i in range(args.games if bot == "greedy" else args.search_games)
    ]
    start = time.perf_counter()
    if args.workers > 1:
        with mp.Pool(args.workers) as pool:
            results = pool.map(play_one, jobs, chunksize=1)
    else:
        results = [play_one(job) for job in jobs]
    seconds = time.perf_counter() - start
    print(f"Wonder Book team win rates (seed {args.seed}, max 30 rounds per objective)\n")
    for ch in chapters:
        for bot in bots:
            print(table(results, ch, bot))
            print()
    cpu = sum(g.cpu_s for g in results)
    for bot in bots:
        mine = [g for g in results if g.bot == bot]
        bot_cpu = sum(g.cpu_s for g in mine)
        rate = len(mine) / bot_cpu if bot_cpu > 0 else float("inf")
        print(f"{bot}: {len(mine)} games in {bot_cpu:.1f} CPU-s, {rate:.2f} games per CPU-second")
    print(
        f"{len(jobs)} games in {cpu:.1f} CPU-s ({seconds:.0f} s wall, {args.workers} worker(s)), "
        f"{len(jobs) / cpu if cpu > 0 else float('inf'):.2f} games per CPU-second"
    )


if __name__ == "__main__":
    main()
