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

Each record keeps the CPU milliseconds of every bot decision with more than one option
(the table prints their mean and 95th percentile per cell). ``--paired A B`` pairs two
record files game by game whatever their teams (``hard`` against ``medium`` on the same
deals): both win rates, the games only one team won with the sign test's p, and the
difference with its 95% interval::

    python bench/madness_balance.py --bots hard --difficulties I,II --records h.jsonl
    python bench/madness_balance.py --bots medium --difficulties I,II --records m.jsonl
    python bench/madness_balance.py --paired h.jsonl m.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing as mp
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tomecraft.analysis.stats import Z95, wilson_interval
from tomecraft.bots import Bot, play_match, seat_bots
from tomecraft.core import Match, State, derive_seed, get_game
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
    #: CPU milliseconds of each bot decision with more than one option (empty in records
    #: written before they were kept).
    decision_ms: list[float] = field(default_factory=list)


class Timed(Bot):
    """A bot that plays as ``inner`` and keeps the CPU time of each of its choices."""

    def __init__(self, inner: Bot, times: list[float]) -> None:
        super().__init__(inner.game, inner.seat)
        self.inner = inner
        self.times = times

    def choose(self, state: State) -> int:
        t = time.process_time()
        option = self.inner.choose(state)
        self.times.append(round(1000 * (time.process_time() - t), 2))
        return option


def play_one(job: Job) -> Game:
    """One game of a team of ``bot`` bots (its CPU time measured in this process, and
    that of every bot decision; the game is :func:`~tomecraft.bots.play_game`'s)."""
    bot, difficulty, players, index, seed, mode, mages, pack = job
    config: dict[str, Any] = {"players": players, "difficulty": difficulty, "mode": mode}
    if mages:
        config["mages"] = mages
    if pack:
        config["pack"] = pack
    game = get_game("madness")
    times: list[float] = []
    cpu = time.process_time()
    with allow_local_files():
        match = Match(game, game.bot_only_config(config), derive_seed(seed, index))
        bots = seat_bots(game, [bot] * players, derive_seed(seed, index))
        play_match(match, [Timed(b, times) for b in bots])
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
        times,
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
        **decision_cpu(games),
    }


def decision_cpu(games: list[Game]) -> dict[str, Any]:
    """CPU milliseconds per bot decision with more than one option, over ``games``: the
    mean, the 95th percentile (nearest rank) and the count (``None`` without records)."""
    times = sorted(t for g in games for t in g.decision_ms)
    if not times:
        return {"decisions": 0, "decision_ms_mean": None, "decision_ms_p95": None}
    p95 = times[min(len(times) - 1, max(0, math.ceil(0.95 * len(times)) - 1))]
    return {
        "decisions": len(times),
        "decision_ms_mean": sum(times) / len(times),
        "decision_ms_p95": p95,
    }


def sign_p(plus: int, minus: int) -> float:
    """Two-sided exact sign test of ``plus`` against ``minus`` discordant games."""
    n, k = plus + minus, min(plus, minus)
    if n == 0:
        return 1.0
    return min(1.0, 2.0 * sum(math.comb(n, i) for i in range(k + 1)) / float(2**n))


def paired(a: list[Game], b: list[Game]) -> str:
    """Pair the games of two record files by difficulty, player count, seed and index,
    whatever their teams (e.g. ``hard`` against ``medium`` on the same deals), and print
    per cell: both win rates, the games only one team won with the sign test's p, and the
    difference of the win rates with its 95% interval (normal, from the paired
    differences); CPU ms per decision of each, where the records keep it."""

    def key(g: Game) -> tuple[str, int, int, int]:
        return (g.difficulty, g.players, g.seed, g.index)

    by_b = {key(g): g for g in b}
    cells: dict[tuple[str, int, str, str], list[tuple[Game, Game]]] = {}
    for g in a:
        other = by_b.get(key(g))
        if other is not None:
            cells.setdefault((g.difficulty, g.players, g.bot, other.bot), []).append((g, other))
    lines = [
        "| A | B | difficulty | players | paired games | A wins | B wins | only A | only B | "
        "sign p | A - B [95%] | A ms/decision mean (p95) | B ms/decision mean (p95) |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]

    def ms(games: list[Game]) -> str:
        c = decision_cpu(games)
        if c["decision_ms_mean"] is None:
            return "-"
        return f"{c['decision_ms_mean']:.1f} ({c['decision_ms_p95']:.1f})"

    for (diff, n, ba, bb), pairs in sorted(cells.items()):
        m = len(pairs)
        wa = sum(x.won for x, _ in pairs)
        wb = sum(y.won for _, y in pairs)
        only_a = sum(x.won and not y.won for x, y in pairs)
        only_b = sum(y.won and not x.won for x, y in pairs)
        d = (only_a - only_b) / m
        var = ((only_a + only_b) / m - d * d) / max(1, m - 1)
        half = Z95 * math.sqrt(max(0.0, var))
        lines.append(
            f"| {ba} | {bb} | {diff} | {n} | {m} | {wa} ({_pct(wa / m)}) | {wb} "
            f"({_pct(wb / m)}) | {only_a} | {only_b} | {sign_p(only_a, only_b):.2f} | "
            f"{100 * d:+.1f} [{100 * (d - half):+.1f}, {100 * (d + half):+.1f}] points | "
            f"{ms([x for x, _ in pairs])} | {ms([y for _, y in pairs])} |"
        )
    return "\n".join(lines)


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def table(cells: list[dict[str, Any]]) -> str:
    lines = [
        "| team | difficulty | players | win rate [95%] | losses: pile / monster / "
        "eliminated | mean min pile | won with an elimination | games with an elimination "
        "(players out) | CPU s | ms/decision mean (p95) |",
        "|---|---|---|---|---|---|---|---|---|---|",
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
        per = (
            "-"
            if c.get("decision_ms_mean") is None
            else f"{c['decision_ms_mean']:.1f} ({c['decision_ms_p95']:.1f})"
        )
        lines.append(
            f"| {c['bot']} | {c['difficulty']} | {c['players']} | "
            f"{_pct(c['win_rate'])} [{100 * lo:.0f}-{100 * hi:.0f}] n={c['games']} | "
            f"{causes} | {'-' if pile is None else f'{pile:.1f}'} | "
            f"{_pct(c['won_with_eliminated'])} | {c['games_with_eliminated']} "
            f"({c['players_eliminated']}) | {c['cpu_seconds']:.1f} | {per} |"
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
        "--paired",
        nargs=2,
        metavar=("A", "B"),
        help="pair two --records files game by game, whatever their teams",
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
    if args.paired:
        print(paired(read_records(args.paired[0]), read_records(args.paired[1])))
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


__all__ = [
    "Game",
    "Timed",
    "compare",
    "decision_cpu",
    "paired",
    "play_one",
    "read_records",
    "sign_p",
    "summary",
    "table",
]

if __name__ == "__main__":
    main()
