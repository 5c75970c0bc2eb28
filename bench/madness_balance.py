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

Seeds are paired: game ``i`` of a cell has the same seed whatever the pack, so two packs
can be compared game by game. ``--pack DIR`` plays a content-pack folder instead of the
bundled pack (a variant can be tried without reinstalling), ``--records FILE`` writes one
JSON line per game (``--table FILE`` prints the table of such a file, even of a run still
going on), and ``--compare A B`` reads two such files and prints, per cell, the
games both packs won, those only one of them won, and how the causes of loss moved::

    python bench/madness_balance.py --bots medium --games 40 --records old.jsonl
    python bench/madness_balance.py --bots medium --games 40 --pack /tmp/v2 --records v2.jsonl
    python bench/madness_balance.py --compare old.jsonl v2.jsonl

``--first K`` plays games K, K+1, ... of each cell, so a run can be extended later (its
records appended to the first run's file give the same games as one longer run).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing as mp
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots import play_game
from tomecraft.core import derive_seed, get_game
from tomecraft.core.local_files import allow_local_files
from tomecraft.games.madness.state import LOSS_CAUSES, MadnessState

Job = tuple[str, str, int, int, int, str, str, str]


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
    index: int = 0
    seed: int = 0
    pack: str = "original"


def play_one(job: Job) -> Game:
    """One game of a team of ``bot`` bots (its CPU time measured in this process)."""
    bot, difficulty, players, index, seed, mode, mages, pack = job
    config: dict[str, Any] = {"players": players, "difficulty": difficulty, "mode": mode}
    if mages:
        config["mages"] = mages
    if pack:
        config["pack"] = pack
    cpu = time.process_time()
    with allow_local_files():
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
        index,
        seed,
        pack or "original",
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


def read_records(path: str) -> list[Game]:
    """The games of a ``--records`` file (one JSON object a line)."""
    games = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            games.append(Game(**json.loads(line)))
    return games


def compare(a: list[Game], b: list[Game]) -> str:
    """Pair the games of two record files by team, difficulty, player count, seed and
    index, and print per cell: the win rates of both, the games only one of them won, and
    the lost games by cause in each."""

    def key(g: Game) -> tuple[str, str, int, int, int]:
        return (g.bot, g.difficulty, g.players, g.seed, g.index)

    by_b = {key(g): g for g in b}
    cells: dict[tuple[str, str, int], list[tuple[Game, Game]]] = {}
    for g in a:
        other = by_b.get(key(g))
        if other is not None:
            cells.setdefault((g.bot, g.difficulty, g.players), []).append((g, other))
    lines = [
        "| team | difficulty | players | paired games | A wins | B wins | both | only A | "
        "only B | A lost: pile / monster / eliminated | B lost: pile / monster / eliminated |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for (bot, diff, n), pairs in sorted(cells.items()):
        m = len(pairs)

        def causes(games: list[Game]) -> str:
            return " / ".join(
                str(sum(1 for g in games if not g.won and LOSS_CAUSES.get(g.lost) == k))
                for k in ("madness_pile", "final_monster", "eliminated")
            )

        wa = sum(x.won for x, _ in pairs)
        wb = sum(y.won for _, y in pairs)
        both = sum(x.won and y.won for x, y in pairs)
        lines.append(
            f"| {bot} | {diff} | {n} | {m} | {wa} ({_pct(wa / m)}) | {wb} ({_pct(wb / m)}) | "
            f"{both} | {wa - both} | {wb - both} | {causes([x for x, _ in pairs])} | "
            f"{causes([y for _, y in pairs])} |"
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
    parser.add_argument(
        "--first", type=int, default=0, help="index of the first game of each cell (default 0)"
    )
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument("--pack", default="", help="a content-pack folder (default: bundled)")
    parser.add_argument("--records", default="", help="write one JSON line per game here")
    parser.add_argument(
        "--compare", nargs=2, metavar=("A", "B"), help="compare two --records files"
    )
    parser.add_argument(
        "--table", default="", metavar="FILE", help="print the table of a --records file"
    )
    args = parser.parse_args()
    if args.table:
        done = read_records(args.table)
        keys = sorted({(g.bot, g.difficulty, g.players) for g in done})
        print(
            table(
                [
                    {
                        "bot": b,
                        "difficulty": d,
                        "players": n,
                        **summary(
                            [g for g in done if (g.bot, g.difficulty, g.players) == (b, d, n)]
                        ),
                    }
                    for b, d, n in keys
                ]
            )
        )
        return
    if args.compare:
        print(compare(read_records(args.compare[0]), read_records(args.compare[1])))
        return
    pack = str(Path(args.pack).resolve()) if args.pack else ""
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    difficulties = [d.strip() for d in args.difficulties.split(",") if d.strip()]
    players = [int(p) for p in args.players.split(",") if p.strip()]
    jobs: list[Job] = [
        (b, d, n, i, args.seed + 1000 * n + 100 * len(d), args.mode, args.mages, pack)
        for b in bots
        for d in difficulties
        for n in players
        for i in range(args.first, args.first + args.games)
    ]
    wall = time.perf_counter()
    # Each game's record is written as soon as it is played (a long run can be read
    # while it goes on); the tables below do not depend on the order.
    results: list[Game] = []
    with contextlib.ExitStack() as stack:
        records = (
            stack.enter_context(open(args.records, "w", encoding="utf-8")) if args.records else None
        )
        if args.workers > 1:
            played: Iterator[Game] = stack.enter_context(mp.Pool(args.workers)).imap_unordered(
                play_one, jobs
            )
        else:
            played = map(play_one, jobs)
        for g in played:
            results.append(g)
            if records:
                records.write(json.dumps(asdict(g)) + "\n")
                records.flush()
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
            "pack": pack or "original",
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


__all__ = ["Game", "compare", "play_one", "read_records", "summary", "table"]

if __name__ == "__main__":
    main()
