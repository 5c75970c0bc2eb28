"""Our MCTS against OpenSpiel's MCTSBot on 2-player SpellBook, through the OpenSpiel adapter.

1. Speed: iterations (simulations) per second of each search on the same positions with
   the same iteration count, in this process.
2. Strength at equal wall time per move: OpenSpiel's bot gets as many simulations as it
   runs in the time budget (measured in part 1), ours gets the budget as a time limit.
   Seats alternate; prints our win rate with a 95% Wilson interval.

The last line is the headline ratio: our iterations/s over OpenSpiel's.

    python bench/mcts_vs_openspiel.py --games 100 --move-time 0.05
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np
from open_spiel.python.algorithms import mcts as os_mcts

from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.core import get_game
from tomecraft.interfaces.rl.openspiel import load_game

GAME = get_game("spellbook")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return mid - half, mid + half


def positions(count: int, seed: int) -> list[object]:
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
        while st.is_chance_node():
            acts, probs = zip(*st.chance_outcomes(), strict=True)
            st.apply_action(int(rng.choice(acts, p=probs)))
        if not st.is_terminal():
            out.append(st)
    return out


def speed(iterations: int, seed: int) -> tuple[float, float]:
    game = load_game("spellbook", players=2, set="classic")
    states = positions(4, seed)
    os_time = ours_time = 0.0
    for i, st in enumerate(states):
        os_bot = os_mcts.MCTSBot(
            game,
            uct_c=2.0,
            max_simulations=iterations,
            evaluator=os_mcts.RandomRolloutEvaluator(1, np.random.RandomState(i)),
            random_state=np.random.RandomState(i),
        )
        t0 = time.perf_counter()
        os_bot.step(st)
        os_time += time.perf_counter() - t0
        ours = MCTSBot(GAME, st.current_player(), i, SearchConfig(iterations=iterations))
        t0 = time.perf_counter()
        ours.choose(st.tomecraft_state)
        ours_time += time.perf_counter() - t0
    n = iterations * len(states)
    return n / ours_time, n / os_time


def match(games: int, move_time: float, os_rate: float, seed: int) -> float:
    game = load_game("spellbook", players=2, set="classic")
    rng = np.random.RandomState(seed)
    sims = max(2, int(os_rate * move_time))
    wins = 0.0
    for g in range(games):
        ours_seat = g % 2
        os_bot = os_mcts.MCTSBot(
            game,
            uct_c=2.0,
            max_simulations=sims,
            evaluator=os_mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + g)),
            random_state=np.random.RandomState(seed + g),
        )
        ours = MCTSBot(
            GAME, ours_seat, seed + g, SearchConfig(iterations=None, time_limit=move_time)
        )
        st = game.new_initial_state()
        st.apply_action(g % GAME.num_actions)
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
        print(
            f"  game {g + 1}/{games}: ours seat {ours_seat} reward {r[ours_seat]:.2f}", flush=True
        )
    return wins


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--move-time", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    ours_rate, os_rate = speed(args.iterations, args.seed)
    print(
        f"iterations/s at {args.iterations} iterations: "
        f"ours {ours_rate:.0f}, OpenSpiel {os_rate:.1f}"
    )
    if args.games:
        wins = match(args.games, args.move_time, os_rate, args.seed)
        lo, hi = wilson(wins, args.games)
        print(
            f"equal time ({args.move_time}s/move), {args.games} games: our win rate "
            f"{wins / args.games:.3f} (95% CI {lo:.3f}-{hi:.3f})"
        )
    print(f"iterations/s ratio ours/OpenSpiel = {ours_rate / os_rate:.1f}")


if __name__ == "__main__":
    main()
