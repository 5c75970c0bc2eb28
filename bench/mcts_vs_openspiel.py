"""Our MCTS against OpenSpiel's MCTSBot on 2-player SpellBook, like for like, in one process.

Both searches run on the same mid-game positions (OpenSpiel's through the adapter in
``tomecraft.interfaces.rl.openspiel``, ours on the wrapped state) with the same number of
iterations; time is CPU time (``time.process_time``), wall time is printed beside it.

(a) **Like for like**: the same work per iteration. Ours plays uniformly random playouts
    to the end of the game (``SearchConfig(random_rollouts=True, rollout_decisions=None)``)
    exactly as OpenSpiel's ``RandomRolloutEvaluator(1)`` does.
(b) **Each at its best settings**: ours as the levels use it (the game's playout policy,
    cut after 24 player decisions and scored by the game's estimate); OpenSpiel's as in
    (a), its only playout policy.
(c) Optionally (``--games``), strength at equal CPU time per move: OpenSpiel's bot gets as
    many simulations as it runs in ``--move-time`` CPU seconds (its rate from (a)), ours
    the same CPU time as a limit. Seats alternate; our win rate with a 95% Wilson interval.

The last line is the headline: the like-for-like ratio of iterations per CPU-second.
``--json`` prints one JSON object instead of the text lines.

    python bench/mcts_vs_openspiel.py --iterations 40 --games 0
"""

from __future__ import annotations

import argparse
import json
import math
import time
from typing import Any

import numpy as np
from open_spiel.python.algorithms import mcts as os_mcts

from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.core import get_game
from tomecraft.interfaces.rl.openspiel import load_game

GAME = get_game("spellbook")
LIKE_FOR_LIKE = SearchConfig(random_rollouts=True, rollout_decisions=None, exploration=0.7)
BEST = SearchConfig()


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return mid - half, mid + half


def positions(count: int, seed: int) -> list[Any]:
    """Mid-game OpenSpiel states (random play from different setups)."""
    game = load_game("spellbook", players=2, set="classic")
    rng = np.random.RandomState(seed)
    out = []
    for i in range(count):
        st = game.new_initial_state()
        st.apply_action(i)  # setup outcome
        for _ in range(40 + 10 * i):
            if st.is_terminal():
                break
            if st.is_chance_node():
                acts, probs = zip(*st.chance_outcomes(), strict=True)
                st.apply_action(int(rng.choice(acts, p=probs)))
            else:
                st.apply_action(int(rng.choice(st.legal_actions())))
        while st.is_chance_node() or (not st.is_terminal() and len(st.legal_actions()) < 2):
            if st.is_chance_node():
                acts, probs = zip(*st.chance_outcomes(), strict=True)
                st.apply_action(int(rng.choice(acts, p=probs)))
            else:
                st.apply_action(st.legal_actions()[0])
        if not st.is_terminal():
            out.append(st)
    return out


def _os_bot(game: Any, sims: int, seed: int) -> Any:
    return os_mcts.MCTSBot(
        game,
        uct_c=2.0,
        max_simulations=sims,
        evaluator=os_mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)),
        random_state=np.random.RandomState(seed),
    )


def speed(iterations: int, seed: int, count: int) -> dict[str, float]:
    """Iterations per CPU-second (and per wall second) of each search, same positions."""
    game = load_game("spellbook", players=2, set="classic")
    states = positions(count, seed)
    cpu = {"openspiel": 0.0, "ours_like": 0.0, "ours_best": 0.0}
    wall = dict.fromkeys(cpu, 0.0)
    for i, st in enumerate(states):
        runs = [
            ("openspiel", lambda st=st, i=i: _os_bot(game, iterations, i).step(st)),
            ("ours_like", lambda st=st, i=i: MCTSBot(
                GAME, st.current_player(), i,
                SearchConfig(**{**_fields(LIKE_FOR_LIKE), "iterations": iterations}),
            ).choose(st.tomecraft_state)),
            ("ours_best", lambda st=st, i=i: MCTSBot(
                GAME, st.current_player(), i,
                SearchConfig(**{**_fields(BEST), "iterations": iterations}),
            ).choose(st.tomecraft_state)),
        ]
        for name, run in runs:
            c0, w0 = time.process_time(), time.perf_counter()
            run()
            cpu[name] += time.process_time() - c0
            wall[name] += time.perf_counter() - w0
    n = iterations * len(states)
    out = {f"{k}_iter_per_cpu_s": n / v for k, v in cpu.items()}
    out.update({f"{k}_iter_per_wall_s": n / v for k, v in wall.items()})
    out["like_for_like_ratio"] = out["ours_like_iter_per_cpu_s"] / out["openspiel_iter_per_cpu_s"]
    out["best_settings_ratio"] = out["ours_best_iter_per_cpu_s"] / out["openspiel_iter_per_cpu_s"]
    out["positions"] = len(states)
    out["iterations"] = iterations
    return out


def _fields(cfg: SearchConfig) -> dict[str, Any]:
    return {k: getattr(cfg, k) for k in cfg.__dataclass_fields__}


def match(games: int, move_time: float, os_rate: float, seed: int, like: bool) -> float:
    """Our win share against OpenSpiel's MCTSBot at equal CPU time per move."""
    game = load_game("spellbook", players=2, set="classic")
    rng = np.random.RandomState(seed)
    sims = max(2, int(os_rate * move_time))
    base = LIKE_FOR_LIKE if like else BEST
    wins = 0.0
    for g in range(games):
        ours_seat = g % 2
        os_bot = _os_bot(game, sims, seed + g)
        cfg = SearchConfig(**{**_fields(base), "iterations": None, "time_limit": move_time,
                              "cpu_time": True})
        ours = MCTSBot(GAME, ours_seat, seed + g, cfg)
        st = game.new_initial_state()
        st.apply_action((g // 2) % GAME.num_actions)  # mirrored: the same setup twice
        while not st.is_terminal():
            if st.is_chance_node():
                acts, probs = zip(*st.chance_outcomes(), strict=True)
                st.apply_action(int(rng.choice(acts, p=probs)))
            elif len(st.legal_actions()) == 1:
                st.apply_action(st.legal_actions()[0])
            elif st.current_player() == ours_seat:
                st.apply_action(ours.choose(st.tomecraft_state))
            else:
                st.apply_action(os_bot.step(st))
        r = st.returns()
        wins += r[ours_seat]
        print(f"  game {g + 1}/{games}: ours seat {ours_seat} reward {r[ours_seat]:.2f}",
              flush=True)
    return wins


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--positions", type=int, default=4)
    ap.add_argument("--games", type=int, default=0)
    ap.add_argument("--move-time", type=float, default=0.1, help="CPU seconds per move")
    ap.add_argument("--like-for-like-match", action="store_true",
                    help="in (c), ours also plays random playouts to the end")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    c0, w0 = time.process_time(), time.perf_counter()
    res = speed(args.iterations, args.seed, args.positions)
    if args.games:
        wins = match(args.games, args.move_time, res["openspiel_iter_per_cpu_s"], args.seed,
                     args.like_for_like_match)
        lo, hi = wilson(wins, args.games)
        res.update({"games": args.games, "move_time_cpu_s": args.move_time,
                    "our_win_share": wins / args.games, "our_win_share_ci": [lo, hi]})
    res["cpu_s"] = time.process_time() - c0
    res["wall_s"] = time.perf_counter() - w0
    if args.json:
        print(json.dumps(res))
        return
    print(f"{args.iterations} iterations on {res['positions']} positions, 2-player SpellBook "
          f"(iterations per CPU-second; per wall second in brackets)")
    for key, label in (("openspiel", "OpenSpiel MCTSBot, random playouts to the end"),
                       ("ours_like", "ours, random playouts to the end (like for like)"),
                       ("ours_best", "ours, game policy, 24-decision cut + estimate")):
        print(f"  {label:<50} {res[key + '_iter_per_cpu_s']:8.1f} "
              f"({res[key + '_iter_per_wall_s']:.1f})")
    print(f"(b) best settings ratio ours/OpenSpiel = {res['best_settings_ratio']:.1f}")
    if args.games:
        print(f"(c) equal CPU time ({args.move_time}s/move), {args.games} games: our win share "
              f"{res['our_win_share']:.3f} (95% CI {res['our_win_share_ci'][0]:.3f}-"
              f"{res['our_win_share_ci'][1]:.3f})")
    print(f"bench took {res['cpu_s']:.1f} CPU-s ({res['wall_s']:.1f} s wall)")
    print(f"(a) like-for-like iterations/CPU-s ratio ours/OpenSpiel = "
          f"{res['like_for_like_ratio']:.1f}")


if __name__ == "__main__":
    main()
