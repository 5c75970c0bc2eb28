"""Throughput of the Wonder Book engine with random and greedy bots, 1 to 4 players.

For each bot kind and player count, plays a series of games of one chapter (every seat
the same bot; games seeded with ``derive_seed``) and prints games per CPU-second
(``time.process_time``), games per wall second, and decisions per CPU-second (chance
included). Run from the repository root::

    python bench/wonderbook_throughput.py --games 100 --chapter one --seed 1
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from dataclasses import dataclass

from tomecraft.bots import play_game
from tomecraft.core import derive_seed, get_game

GAME = get_game("wonderbook")


@dataclass(frozen=True)
class Result:
    bot: str
    players: int
    games: int
    won: int
    decisions: int
    wall: float
    cpu: float


def run(bot: str, players: int, games: int, chapter: str, seed: int) -> Result:
    """Play ``games`` games and time them (wall clock and this process's CPU time)."""
    config = {"players": players, "chapter": chapter, "practice": True}  # any chapter
    decisions = won = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        match = play_game(GAME, config, [bot] * players, derive_seed(seed + players, i))
        decisions += len(match.history)
        won += bool(match.state.winners())
    return Result(
        bot, players, games, won, decisions, time.perf_counter() - wall, time.process_time() - cpu
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per bot and player count")
    parser.add_argument("--chapter", default="one", help="chapter id or number (default one)")
    parser.add_argument("--bots", default="random,greedy", help="bot kinds (default both)")
    parser.add_argument("--seed", type=int, default=1, help="series seed")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    chapter = GAME.parse_config({"chapter": args.chapter, "practice": True})["chapter"]
    print(
        f"Wonder Book, chapter {chapter}, difficulty normal, {args.games} games per row, "
        f"seed {args.seed} (Python {platform.python_version()}, {platform.machine()})"
    )
    run("random", 2, max(1, args.games // 10), chapter, args.seed + 7)  # warm-up
    print(
        "| bot | players | games/CPU-s | games/wall-s | decisions/CPU-s | decisions/game "
        "| team wins |"
    )
    print("|---|---|---|---|---|---|---|")
    for bot in [b.strip() for b in args.bots.split(",") if b.strip()]:
        for players in (1, 2, 3, 4):
            r = run(bot, players, args.games, chapter, args.seed)
            print(
                f"| {bot} | {players} | {r.games / r.cpu:.1f} | {r.games / r.wall:.1f} "
                f"| {r.decisions / r.cpu:.0f} | {r.decisions / r.games:.0f} "
                f"| {r.won}/{r.games} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
