"""Paired team win rates of Wonder Book bot levels, with CPU time per decision.

Every seat of a game is played by the same bot (a co-operative team). Each level plays
the same seeds ``seed, seed+1, ...`` (the same setup and chance stream until the teams'
choices differ). For each chapter the script prints, per level: the team win rate with
its 95% Wilson interval, the mean destiny face up at the end of the games won, the mean
and 95th percentile of the CPU time (``time.process_time``) per bot decision with more
than one option, and, against the first level listed (the baseline, greedy by default),
the paired record: seeds won by this level only (``+``) and by the baseline only
(``-``), with the exact two-sided sign test's p-value. Wall time is printed at the end.

A level is a bot name (``greedy``, ``easy``, ``medium``, ``hard``, ...) or, for tuning,
``rollout:c=3/s=2/d=8/m=0.5`` (a :class:`~tomecraft.bots.rollout.RolloutBot` with those
candidates, samples, depth (``d=0``: to the end) and margin; ``x=8/l=3``: up to 8 samples
while the best challenger is within 3 of greedy's choice; the root is always ranked on the
blind sample of the view, and ``b=1``, which once asked for that, is accepted and changes
nothing)::

    .venv/bin/python bench/wonderbook_bots.py --chapters tutorial,one --games 100
    .venv/bin/python bench/wonderbook_bots.py --levels greedy,rollout:c=3/s=2/d=6 --games 40
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import chain
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots import make_bot
from tomecraft.bots.base import Bot
from tomecraft.bots.rollout import RolloutBot, RolloutConfig
from tomecraft.core import CHANCE, GameDef, Match, derive_seed, get_game
from tomecraft.games.wonderbook.state import WonderState

_KEYS = {"c": "candidates", "s": "samples", "d": "depth", "m": "margin", "g": "greedy_samples",
         "x": "max_samples", "l": "close"}


def make(spec: str, game: GameDef, seat: int, seed: int) -> Bot:
    """The bot a level spec names (see the module's docstring)."""
    if not spec.startswith("rollout:"):
        return make_bot(spec, game, seat, seed)
    fields: dict[str, Any] = {}
    for item in spec.split(":", 1)[1].split("/"):
        key, sep, value = item.partition("=")
        if key == "b" and sep:
            continue  # the root is always ranked on the blind sample now
        if not sep or key not in _KEYS:
            raise SystemExit(f"bad rollout field {item!r}; allowed: b, {', '.join(_KEYS)}")
        name = _KEYS[key]
        if name in ("margin", "close"):
            fields[name] = float(value)
        elif name == "depth":
            fields[name] = int(value) or None
        else:
            fields[name] = int(value)
    return RolloutBot(game, seat, seed, RolloutConfig(**fields))


@dataclass
class Cell:
    level: str
    chapter: str
    games: int = 0
    wins: int = 0
    destiny: int = 0
    cpu_s: float = 0.0
    times: list[float] = field(default_factory=list)
    won_seeds: set[int] = field(default_factory=set)


def play_one(job: tuple[str, str, str, int, int]) -> dict[str, Any]:
    """One game: the record printed with ``--raw`` (CPU time of every bot decision)."""
    level, chapter, difficulty, players, seed = job
    game = get_game("wonderbook")
    # a chapter benched on its own is a practice game (no earlier chapters recorded)
    config = {"players": players, "chapter": chapter, "difficulty": difficulty, "practice": True}
    match = Match(game, game.bot_only_config(config), seed)
    bots = [make(level, game, s, derive_seed(seed, 1000 + s)) for s in range(players)]
    times: list[float] = []
    cpu0 = time.process_time()
    while (d := match.state.decision()) is not None:
        if d.actor == CHANCE:
            match.resolve_chance()
        elif len(d.ids) == 1:
            match.step(d.ids[0])
        else:
            t0 = time.process_time()
            option = bots[d.actor].choose(match.state)
            times.append(time.process_time() - t0)
            match.step(option)
    st = match.state
    assert isinstance(st, WonderState)
    return {"level": level, "chapter": chapter, "difficulty": difficulty, "players": players,
            "seed": seed, "won": st.won, "destiny": st.destiny_up,
            "cpu_s": time.process_time() - cpu0, "times": [round(t, 5) for t in times]}


def _key(rec: dict[str, Any]) -> tuple[str, str, str, int, int]:
    return (rec["level"], rec["chapter"], rec["difficulty"], rec["players"], rec["seed"])


def sign_test(plus: int, minus: int) -> float:
    """Two-sided exact sign test p-value of ``plus`` against ``minus`` discordant seeds."""
    n = plus + minus
    if n == 0:
        return 1.0
    k = min(plus, minus)
    return min(1.0, float(2 * sum(math.comb(n, i) for i in range(k + 1)) / 2**n))


def p95(xs: Sequence[float]) -> float:
    """The 95th percentile (nearest rank) of ``xs``."""
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[min(len(ys) - 1, math.ceil(0.95 * len(ys)) - 1)]


def report(cells: dict[tuple[str, str], Cell], levels: list[str], chapters: list[str]) -> None:
    print("| level | chapter | games | team win rate | 95% interval | destiny (wins) | "
          f"paired vs {levels[0]} | sign p | CPU s/move | p95 s/move |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for ch in chapters:
        base = cells[(levels[0], ch)].won_seeds
        for lv in levels:
            c = cells[(lv, ch)]
            lo, hi = wilson_interval(c.wins, c.games)
            plus, minus = len(c.won_seeds - base), len(base - c.won_seeds)
            paired = "" if lv == levels[0] else f"+{plus}/-{minus}"
            p = "" if lv == levels[0] else f"{sign_test(plus, minus):.3f}"
            mean = sum(c.times) / len(c.times) if c.times else 0.0
            dest = f"{c.destiny / c.wins:.2f}" if c.wins else "-"
            print(f"| {lv} | {ch} | {c.games} | {c.wins / max(c.games, 1):.3f} | "
                  f"{lo:.3f}-{hi:.3f} | {dest} | {paired} | {p} | {mean:.4f} | "
                  f"{p95(c.times):.4f} |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="greedy,easy,medium,hard", help="baseline first")
    ap.add_argument("--chapters", default="tutorial,one")
    ap.add_argument("--difficulty", default="normal")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=40, help="seeds per level and chapter")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1, help="processes playing games")
    ap.add_argument("--raw", help="append each game's record (JSON line) to this file; "
                    "games already there are not played again (resume)")
    args = ap.parse_args()
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    chapters = [x.strip() for x in args.chapters.split(",") if x.strip()]
    jobs = [(lv, ch, args.difficulty, args.players, args.seed + i)
            for ch in chapters for i in range(args.games) for lv in levels]
    cells = {(lv, ch): Cell(lv, ch) for lv in levels for ch in chapters}
    done: dict[tuple[str, str, str, int, int], dict[str, Any]] = {}
    if args.raw and Path(args.raw).exists():  # resume: games already in the file count
        for line in Path(args.raw).read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            done[(r["level"], r["chapter"], r["difficulty"], r["players"], r["seed"])] = r
    wall0 = time.perf_counter()
    with Pool(max(1, args.workers)) as pool:
        todo = [j for j in jobs if j not in done]
        for rec in chain((done[j] for j in jobs if j in done),
                         pool.imap_unordered(play_one, todo)):
            if args.raw and rec is not done.get(_key(rec)):
                with open(args.raw, "a", encoding="utf-8") as raw:
                    print(json.dumps(rec), file=raw)
            c = cells[(rec["level"], rec["chapter"])]
            c.games += 1
            c.cpu_s += rec["cpu_s"]
            c.times += rec["times"]
            if rec["won"]:
                c.wins += 1
                c.destiny += rec["destiny"]
                c.won_seeds.add(rec["seed"])
    report(cells, levels, chapters)
    cpu = sum(c.cpu_s for c in cells.values())
    print(f"\n{len(jobs)} games ({len(jobs) - len(todo)} from --raw), {cpu:.0f} CPU-s in "
          f"the games, {time.perf_counter() - wall0:.0f} s wall")


if __name__ == "__main__":
    main()
