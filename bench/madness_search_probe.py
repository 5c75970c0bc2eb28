"""How well does each Madness search setting choose its action? (regret on fixed positions)

Win rates need hundreds of paired games to tell two strong levels apart; this probe asks
a sharper question. It collects action decisions (every ``--every``-th) from games of
``medium`` teams (3 players), values **every** option of each with ``--reference``
playouts (common random numbers, from samples of the deciding seat's view, the levels'
horizon and leaf value: the limit of the search with all candidates and many samples),
then lets each setting choose in each position with ``--seeds`` bot seeds. It prints,
per setting, the mean regret (the reference value of the reference's best option minus
that of the option chosen, heuristic points, with a 95% interval), the share of choices
that were the reference's best, and the CPU time per decision (mean and 95th percentile).

A setting is a level (``greedy``, ``easy``, ``medium``, ``hard``: its ``SEARCH_LEVELS``)
or ``kCsSmM``: ``medium``'s settings with ``C`` candidates, ``S`` samples and up to ``M``
on close calls (``k8s3m6``). Run from the repository root::

    python bench/madness_search_probe.py --settings greedy,medium,hard,k5s2m4,k3s6m12

The reference shares the levels' model (the horizon, :func:`leaf_value`): the probe
measures how well a setting searches that model, not whether the model is right; win
rates (``bench/madness_balance.py``) answer that.
"""

from __future__ import annotations

import argparse
import math
import re
import time
from multiprocessing import Pool
from typing import Any

from tomecraft.analysis.stats import Z95
from tomecraft.bots import seat_bots
from tomecraft.bots.rollout import RolloutBot, RolloutConfig
from tomecraft.core import CHANCE, Match, derive_seed, get_game
from tomecraft.games.madness.game import SEARCH_LEVELS
from tomecraft.games.madness.state import MadnessState

GAME = get_game("madness")
Position = tuple[dict[str, Any], int]


def config(setting: str) -> RolloutConfig:
    """The rollout settings a setting's name stands for."""
    m = re.fullmatch(r"k(\d+)s(\d+)m(\d+)", setting)
    base = "medium" if m or setting == "greedy" else setting
    fields = {k: v for k, v in SEARCH_LEVELS[base].items() if k != "bot"}
    if setting == "greedy":
        fields["candidates"] = 1
    elif m:
        fields.update(candidates=int(m[1]), samples=int(m[2]), max_samples=int(m[3]))
    return RolloutConfig(**fields)


def collect(job: tuple[int, int, int, str]) -> list[Position]:
    """Every ``every``-th action decision of game ``index`` of a ``medium`` team."""
    seed, index, every, difficulty = job
    s = derive_seed(seed, index)
    match = Match(GAME, GAME.bot_only_config({"players": 3, "difficulty": difficulty}), s)
    bots = seat_bots(GAME, ["medium"] * 3, s)
    found: list[Position] = []
    k = 0
    while (actor := match.state.actor()) is not None:
        st = match.state
        if actor == CHANCE:
            match.step_by(actor, st.sample_chance(match.rng))
            continue
        ids = st.legal_ids()
        if len(ids) == 1:
            match.step_by(actor, ids[0])
            continue
        d = st.decision()
        assert d is not None
        if d.kind in ("action", "act"):
            k += 1
            if k % every == 0:
                found.append((st.to_json(), actor))
        match.step_by(actor, bots[actor].choose(st))
    return found


def reference(job: tuple[Position, int]) -> tuple[list[int], list[float]]:
    """Every option's mean value over ``samples`` playouts (from the seat's view)."""
    (doc, seat), samples = job
    state = MadnessState.from_json(doc)
    d = state.decision()
    assert d is not None
    options = list(GAME.bot_options(state, d))
    cfg = config(f"k{len(options)}s{samples}m0")
    bot = RolloutBot(GAME, seat, 12345, cfg)
    return options, bot.evaluate(state, options)


def choose(job: tuple[Position, str, list[int]]) -> tuple[list[int], list[float]]:
    """The setting's choice with each seed, and the CPU seconds of each."""
    (doc, seat), setting, seeds = job
    state = MadnessState.from_json(doc)
    chosen, cpu = [], []
    for s in seeds:
        bot = RolloutBot(GAME, seat, s, config(setting))
        t = time.process_time()
        chosen.append(bot.choose(state))
        cpu.append(time.process_time() - t)
    return chosen, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--settings", default="greedy,medium,hard")
    ap.add_argument("--games", type=int, default=10, help="medium games to draw from")
    ap.add_argument("--every", type=int, default=10, help="keep every n-th action decision")
    ap.add_argument("--difficulty", default="II")
    ap.add_argument("--reference", type=int, default=24, help="playouts per option")
    ap.add_argument("--seeds", type=int, default=3, help="bot seeds per position")
    ap.add_argument("--seed", type=int, default=777)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    with Pool(args.workers) as pool:
        jobs = [(args.seed, i, args.every, args.difficulty) for i in range(args.games)]
        positions = [p for found in pool.map(collect, jobs) for p in found]
        refs = pool.map(reference, [(p, args.reference) for p in positions])
        width = sum(len(o) for o, _ in refs) / max(1, len(refs))
        print(f"{len(positions)} positions, {width:.1f} options each on average")
        seeds = [11 * (i + 1) for i in range(args.seeds)]
        for setting in args.settings.split(","):
            got = pool.map(choose, [(p, setting, seeds) for p in positions])
            regret: list[float] = []
            cpu: list[float] = []
            for (options, values), (chosen, secs) in zip(refs, got, strict=True):
                top = max(values)
                regret += [top - (values[options.index(c)] if c in options else min(values))
                           for c in chosen]
                cpu += secs
            n = len(regret)
            mean = sum(regret) / n
            sd = math.sqrt(sum((r - mean) ** 2 for r in regret) / max(1, n - 1))
            best = sum(r <= 1e-9 for r in regret) / n
            cpu.sort()
            p95 = cpu[min(n - 1, math.ceil(0.95 * n) - 1)]
            print(
                f"{setting:<8} regret {mean:.2f} [{mean - Z95 * sd / math.sqrt(n):.2f}, "
                f"{mean + Z95 * sd / math.sqrt(n):.2f}]  best {100 * best:.0f}%  CPU ms per "
                f"decision {1000 * sum(cpu) / n:.1f} (p95 {1000 * p95:.1f})",
                flush=True,
            )


if __name__ == "__main__":
    main()
