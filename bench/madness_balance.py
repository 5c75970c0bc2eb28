"""Balance of The Big Book of Madness: bot teams' results per difficulty and player count.

Every seat of a game is played by the same bot kind (a "team"); the bots choose their
mages in the setup phase unless ``--mages`` fixes them. Games are seeded with
``derive_seed``, so a run is reproducible. For each team, difficulty and player count it
prints a Markdown row: the win rate with its 95% Wilson interval, the lost games by
cause (madness pile empty / final monster not defeated / all players eliminated), the
madness pile's lowest point averaged over the games, and the share of won games in which
some player was eliminated. CPU time (``time.process_time`` of every game, summed over
the worker processes) is printed next to wall time. Run from the repository root::

    python bench/madness_balance.py                       # greedy, 200 games a cell
    python bench/madness_balance.py --bots greedy,easy --games 20 --players 3
    python bench/madness_balance.py --games 50 --json > balance.json
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import time
from dataclasses import dataclass
from typing import Any

from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots import play_game
from tomecraft.core import derive_seed, get_game
from tomecraft.games.madness.state import LOSS_CAUSES, MadnessState

Job = tuple[str, str, int, int, int, str, str]


@dataclass(frozen=True)
class Game:
    bot: str
    difficulty: str
    players: int
    won: bool
    lost: str
    min_pile: int
    eliminated: int
    defeated: int
    cpu: float


def play_one(job: Job) -> Game:
    """One game of a team of ``bot`` bots (its CPU time measured in this process)."""
    bot, difficulty, players, index, seed, mode, mages = job
    config: dict[str, Any] = {"players": players, "difficulty": difficulty, "mode": mode}
    if mages:
        config["mages"] = mages
    cpu = time.process_time()
    match = play_game(get_game("madness"), config, [bot] * players, derive_seed(seed, index))
    cpu = time.process_time() - cpu
    st = match.state
    assert isinstance(st, MadnessState)
    return Game(
        bot,
        difficulty,
        players,
        st.won,
        st.lost,
        st.min_pile,
        sum(st.eliminated),
        st.defeated,
        cpu,
    )


def summary(games: list[Game]) -> dict[str, Any]:
    """The figures of one cell (team, difficulty, player count)."""
    n = len(games)
    wins = [g for g in games if g.won]
    lo, hi = wilson_interval(len(wins), n) if n else (0.0, 0.0)
    losses = dict.fromkeys(LOSS_CAUSES.values(), 0)
    for g in games:
        if not g.won and g.lost in LOSS_CAUSES:
            losses[LOSS_CAUSES[g.lost]] += 1
    return {
        "games": n,
        "wins": len(wins),
        "win_rate": len(wins) / n if n else None,
        "win_rate_95": [lo, hi],
        "losses_by_cause": losses,
        "mean_min_madness_pile": sum(g.min_pile for g in games) / n if n else None,
        "won_with_eliminated": (sum(1 for g in wins if g.eliminated) / len(wins) if wins else None),
        "games_with_eliminated": sum(1 for g in games if g.eliminated),
        "players_eliminated": sum(g.eliminated for g in games),
        "mean_monsters_defeated": sum(g.defeated for g in games) / n if n else None,
        "cpu_seconds": sum(g.cpu for g in games),
    }


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def table(cells: list[dict[str, Any]]) -> str:
    lines = [
        "| team | difficulty | players | win rate [95%] | losses: pile / monster / "
        "eliminated | mean min pile | won with an elimination | games with an elimination "
        "(players out) | CPU s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for c in cells:
        lo, hi = c["win_rate_95"]
        lost = c["losses_by_cause"]
        n_lost = c["games"] - c["wins"]
        causes = " / ".join(
            f"{lost[k]} ({_pct(lost[k] / n_lost if n_lost else None)})"
            for k in ("madness_pile", "final_monster", "eliminated")
        )
        pile = c["mean_min_madness_pile"]
        lines.append(
            f"| {c['bot']} | {c['difficulty']} | {c['players']} | "
            f"{_pct(c['win_rate'])} [{100 * lo:.0f}-{100 * hi:.0f}] n={c['games']} | "
            f"{causes} | {'-' if pile is None else f'{pile:.1f}'} | "
            f"{_pct(c['won_with_eliminated'])} | {c['games_with_eliminated']} "
            f"({c['players_eliminated']}) | {c['cpu_seconds']:.1f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per cell (default 200)")
    parser.add_argument(
        "--bots", "--bot", default="greedy", help="bot teams, comma-separated (default greedy)"
    )
    parser.add_argument("--difficulties", default="I,II,III")
    parser.add_argument("--players", default="3", help="player counts (default 3)")
    parser.add_argument("--mode", default="normal", choices=["normal", "terror", "nightmare"])
    parser.add_argument("--mages", default="", help="fix the mages (ids, comma-separated)")
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    args = parser.parse_args()
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    difficulties = [d.strip() for d in args.difficulties.split(",") if d.strip()]
    players = [int(p) for p in args.players.split(",") if p.strip()]
    jobs: list[Job] = [
        (b, d, n, i, args.seed + 1000 * n + 100 * len(d), args.mode, args.mages)
        for b in bots
        for d in difficulties
        for n in players
        for i in range(args.games)
    ]
    wall = time.perf_counter()
    if args.workers > 1:
        with mp.Pool(args.workers) as pool:
            results = pool.map(play_one, jobs, chunksize=4)
    else:
        results = [play_one(job) for job in jobs]
    wall = time.perf_counter() - wall
    cells = []
    for b in bots:
        for d in difficulties:
            for n in players:
                games = [g for g in results if (g.bot, g.difficulty, g.players) == (b, d, n)]
                cells.append({"bot": b, "difficulty": d, "players": n, **summary(games)})
    cpu = sum(g.cpu for g in results)
    if args.json:
        out = {
            "games_per_cell": args.games,
            "mode": args.mode,
            "seed": args.seed,
            "mages": args.mages or None,
            "cells": cells,
            "wall_seconds": wall,
            "cpu_seconds": cpu,
            "workers": args.workers,
        }
        print(json.dumps(out, indent=1))
        return
    print(
        f"The Big Book of Madness, bot teams ({args.games} games per cell, mode {args.mode}, "
        f"seed {args.seed}{', mages ' + args.mages if args.mages else ''}):\n"
    )
    print(table(cells))
    print(
        f"\n{len(jobs)} games: wall {wall:.1f} s, CPU {cpu:.1f} s "
        f"(every game's process time, {args.workers} worker(s))"
    )


__all__ = ["Game", "play_one", "summary", "table"]

if __name__ == "__main__":
    main()
