"""Our MCTS against OpenSpiel's MCTSBot on 2-player SpellBook, like for like, in one process.

Every search runs on the same mid-game positions (random play from different setups)
with the same number of iterations; time is CPU time (``time.process_time``), wall time
is printed beside it.

(a) **Like for like** (the headline): OpenSpiel's own ``MCTSBot`` searches our engine
    through a thin game (``bench/thin_openspiel.py``: plain Python objects calling the
    engine methods our search calls; no pybind11 state, no numpy in the loop), with the
    same exploration constant (``--uct-c``, 0.7: ours), the same playout (uniform random
    choices to the end of the game) drawn by the same kind of generator (ours,
    SplitMix64), forced decisions taken without a node on both sides. What stays
    different is each tree's design: OpenSpiel's holds chance nodes (closed loop), ours
    samples chance where it stands (open loop, information-set MCTS).
(a') **Through the pyspiel adapter** (the earlier headline, kept for what it measures):
    OpenSpiel's ``MCTSBot`` on ``tomecraft.interfaces.rl.openspiel`` (a pybind11
    ``pyspiel.State`` per node, deep copies, numpy's generator in its
    ``RandomRolloutEvaluator``, ``uct_c`` 2.0 as before) against ours like for like:
    mostly the cost of the adapter and numpy, not of the search.
(b) **Ours at its best settings**: the game's playout policy, cut after 24 player
    decisions and scored by the game's estimate.
(c) Optionally (``--games``), strength at equal CPU time per move, like for like: the
    thin OpenSpiel bot gets as many simulations as it runs in ``--move-time`` CPU
    seconds (its rate from (a)), ours the same CPU time as a limit (like for like, or
    its best settings with ``--best-match``). Seats alternate; our win share with a 95%
    Wilson interval.

``--json`` prints one JSON object instead of the text lines.

    python bench/mcts_vs_openspiel.py --iterations 40 --games 0
    python bench/mcts_vs_openspiel.py --iterations 100 --games 20 --move-time 0.2
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from tomecraft.analysis.stats import wilson_interval
from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.core import Rng, State, get_game

try:
    import numpy as np
    from open_spiel.python.algorithms import mcts as os_mcts
    from thin_openspiel import (  # this folder: the scripts run as `python bench/...`
        ThinGame,
        ThinState,
        mid_game,
        openspiel_bot,
    )

    from tomecraft.interfaces.rl.openspiel import load_game
except ImportError as exc:  # OpenSpiel is optional (the `rl` extra)
    MISSING: str | None = f"{exc.name or exc}"
else:
    MISSING = None

GAME = get_game("spellbook")
CONFIG = GAME.parse_config({"players": 2, "set": "classic"})
#: The exploration constant of every like-for-like search (ours: SearchConfig's default).
UCT_C = 0.7
LIKE_FOR_LIKE = SearchConfig(random_rollouts=True, rollout_decisions=None, exploration=UCT_C)
BEST = SearchConfig()
#: What OpenSpiel's bot was given through the adapter before the like-for-like setup.
ADAPTER_UCT_C = 2.0


def positions(count: int, seed: int) -> list[State]:
    """Mid-game states (random play from different setups), each at a decision worth
    searching."""
    out = []
    i = 0
    while len(out) < count and i < 4 * count:
        st = mid_game(GAME, CONFIG, seed * 1000 + i, 40 + 10 * (i % 4))
        if st is not None:
            out.append(st)
        i += 1
    return out


def _adapter_state(game: Any, st: State) -> Any:
    """The adapter's OpenSpiel state holding a copy of ``st`` (past its setup node)."""
    out = game.new_initial_state()
    out.payload.state = st.clone()
    return out


def _adapter_bot(game: Any, sims: int, seed: int) -> Any:
    return os_mcts.MCTSBot(
        game,
        uct_c=ADAPTER_UCT_C,
        max_simulations=sims,
        evaluator=os_mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)),
        random_state=np.random.RandomState(seed),
    )


def _ours(seat: int, seed: int, base: SearchConfig, **changes: Any) -> MCTSBot:
    return MCTSBot(GAME, seat, seed, SearchConfig(**{**_fields(base), **changes}))


def speed(iterations: int, seed: int, count: int, uct_c: float) -> dict[str, float]:
    """Iterations per CPU-second (and per wall second) of each search, same positions."""
    adapter_game = load_game("spellbook", players=2, set="classic")
    thin = ThinGame(GAME, 2)
    like = SearchConfig(**{**_fields(LIKE_FOR_LIKE), "exploration": uct_c})
    states = positions(count, seed)
    names = ("openspiel_thin", "ours_like", "openspiel_adapter", "ours_best")
    cpu = dict.fromkeys(names, 0.0)
    wall = dict.fromkeys(names, 0.0)
    for i, st in enumerate(states):
        seat = st.actor()
        assert seat is not None
        runs = [
            ("openspiel_thin", lambda st=st, i=i: openspiel_bot(thin, iterations, i, uct_c)
             .step(ThinState(GAME, st.clone()))),
            ("ours_like", lambda st=st, i=i, seat=seat: _ours(
                seat, i, like, iterations=iterations).choose(st.clone())),
            ("openspiel_adapter", lambda st=st, i=i: _adapter_bot(adapter_game, iterations, i)
             .step(_adapter_state(adapter_game, st))),
            ("ours_best", lambda st=st, i=i, seat=seat: _ours(
                seat, i, BEST, iterations=iterations).choose(st.clone())),
        ]
        for name, run in runs:
            c0, w0 = time.process_time(), time.perf_counter()
            run()
            cpu[name] += time.process_time() - c0
            wall[name] += time.perf_counter() - w0
    n = iterations * len(states)
    out: dict[str, float] = {f"{k}_iter_per_cpu_s": n / v for k, v in cpu.items()}
    out.update({f"{k}_iter_per_wall_s": n / v for k, v in wall.items()})
    rate = {k: out[f"{k}_iter_per_cpu_s"] for k in names}
    out["like_for_like_ratio"] = rate["ours_like"] / rate["openspiel_thin"]
    out["adapter_ratio"] = rate["ours_like"] / rate["openspiel_adapter"]
    out["best_settings_ratio"] = rate["ours_best"] / rate["openspiel_thin"]
    out["positions"] = len(states)
    out["iterations"] = iterations
    out["uct_c"] = uct_c
    return out


def _fields(cfg: SearchConfig) -> dict[str, Any]:
    return {k: getattr(cfg, k) for k in cfg.__dataclass_fields__}


def match(games: int, move_time: float, os_rate: float, seed: int, uct_c: float,
          best: bool) -> float:
    """Our win share against OpenSpiel's MCTSBot (thin game) at equal CPU time per move:
    it gets the simulations it runs in ``move_time`` CPU seconds (``os_rate`` per
    CPU-second), ours ``move_time`` of CPU time as its limit."""
    thin = ThinGame(GAME, 2)
    sims = max(2, int(os_rate * move_time))
    base = BEST if best else SearchConfig(**{**_fields(LIKE_FOR_LIKE), "exploration": uct_c})
    chance = Rng(seed)
    wins = 0.0
    for g in range(games):
        ours_seat = g % 2
        setup = seed * 1000 + g // 2  # mirrored: the same setup twice, seats swapped
        os_bot = openspiel_bot(thin, sims, seed + g, uct_c)
        ours = _ours(ours_seat, seed + g, base, iterations=None, time_limit=move_time,
                     cpu_time=True)
        st = GAME.new_state(CONFIG, Rng(setup))
        while (actor := st.actor()) is not None:
            if actor == CHANCE_SEAT:
                st.apply(st.sample_chance(chance))
                continue
            d = st.decision()
            assert d is not None
            if len(d.ids) == 1:
                st.apply(d.ids[0])
            elif actor == ours_seat:
                st.apply(ours.choose(st))
            else:
                st.apply(os_bot.step(ThinState(GAME, st.clone())))
        r = GAME.final_rewards(st)
        wins += r[ours_seat]
        print(f"  game {g + 1}/{games}: ours seat {ours_seat} reward {r[ours_seat]:.2f}",
              file=sys.stderr, flush=True)
    return wins


CHANCE_SEAT = -1


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--positions", type=int, default=4)
    ap.add_argument("--games", type=int, default=0)
    ap.add_argument("--move-time", type=float, default=0.1, help="CPU seconds per move")
    ap.add_argument("--uct-c", type=float, default=UCT_C,
                    help="exploration constant of both like-for-like searches")
    ap.add_argument("--best-match", action="store_true",
                    help="in (c), ours plays at its best settings")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if MISSING is not None:
        print(f"OpenSpiel is not installed ({MISSING} is missing): pip install '.[rl]'"
              " to compare with it")
        return
    c0, w0 = time.process_time(), time.perf_counter()
    res = speed(args.iterations, args.seed, args.positions, args.uct_c)
    if args.games:
        wins = match(args.games, args.move_time, res["openspiel_thin_iter_per_cpu_s"],
                     args.seed, args.uct_c, args.best_match)
        lo, hi = wilson_interval(wins, args.games)
        res.update({"games": args.games, "move_time_cpu_s": args.move_time,
                    "our_win_share": wins / args.games, "our_win_share_ci": [lo, hi],
                    "match_ours": "best" if args.best_match else "like for like"})
    res["cpu_s"] = time.process_time() - c0
    res["wall_s"] = time.perf_counter() - w0
    res["load_average"] = list(os.getloadavg())  # CPU figures are noisy under load
    if args.json:
        print(json.dumps(res))
        return
    print(f"{args.iterations} iterations on {res['positions']} positions, 2-player SpellBook "
          f"(iterations per CPU-second; per wall second in brackets)")
    for key, label in (
            ("openspiel_thin", f"OpenSpiel MCTSBot, thin game, uniform playouts, c={args.uct_c}"),
            ("ours_like", f"ours, uniform playouts to the end, c={args.uct_c}"),
            ("openspiel_adapter", f"OpenSpiel MCTSBot via the pyspiel adapter, c={ADAPTER_UCT_C}"),
            ("ours_best", "ours, game policy, 24-decision cut + estimate")):
        print(f"  {label:<58} {res[key + '_iter_per_cpu_s']:8.1f} "
              f"({res[key + '_iter_per_wall_s']:.1f})")
    print(f"(a') through the pyspiel adapter and numpy (the earlier figure; mostly adapter"
          f" cost): ours/OpenSpiel = {res['adapter_ratio']:.1f}")
    print(f"(b) ours at its best settings / OpenSpiel like for like ="
          f" {res['best_settings_ratio']:.1f}")
    if args.games:
        print(f"(c) equal CPU time ({args.move_time}s/move), {args.games} games, ours"
              f" {res['match_ours']}: our win share {res['our_win_share']:.3f} (95% CI"
              f" {res['our_win_share_ci'][0]:.3f}-{res['our_win_share_ci'][1]:.3f})")
    print(f"bench took {res['cpu_s']:.1f} CPU-s ({res['wall_s']:.1f} s wall); load average"
          f" {' '.join(f'{x:.2f}' for x in res['load_average'])}")
    print(f"(a) like for like (same engine calls, constant, playout and generator kind):"
          f" iterations/CPU-s ours/OpenSpiel = {res['like_for_like_ratio']:.2f}")


if __name__ == "__main__":
    main()
