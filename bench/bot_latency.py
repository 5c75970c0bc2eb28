"""Decision latency of each bot level on 4-player SpellBook (p50 / p95 / max, seconds).

Every level plays seat 0 of a few 4-player games against greedy bots; each of its
decisions with more than one option is timed, in wall time (what a player waits) and in
CPU time (``time.process_time``, which other load on a shared machine barely changes).
Each level's line ends with the games it finished per CPU-second and per wall second. The
headline (last line) is the ratio of `hard`'s wall p95 to the 1-second goal (below 1.0
meets it).

    python bench/bot_latency.py --games 2 --levels easy,medium,hard
"""

from __future__ import annotations

import argparse
import statistics
import time

from tomecraft.bots import make_bot, seat_bots
from tomecraft.core import CHANCE, Match, derive_seed, get_game


def measure(
    level: str, games: int, seed: int, max_samples: int
) -> tuple[list[float], list[float], float, float, float]:
    """Wall and CPU seconds of each timed decision, then the games finished (one cut
    short by ``max_samples`` is not counted) and the whole run's wall and CPU seconds."""
    game = get_game("spellbook")
    samples: list[float] = []
    cpu_samples: list[float] = []
    played = 0.0
    wall0, cpu0 = time.perf_counter(), time.process_time()
    for g in range(games):
        s = derive_seed(seed, g)
        match = Match(game, {"players": 4, "set": "classic"}, s)
        bots = seat_bots(game, ["greedy"] * 4, s)
        bots[0] = make_bot(level, game, 0, s)
        while not match.is_over() and len(samples) < max_samples:
            d = match.state.decision()
            assert d is not None
            if d.actor == CHANCE:
                match.resolve_chance()
                continue
            t0, c0 = time.perf_counter(), time.process_time()
            option = bots[d.actor].choose(match.state)
            dt, dc = time.perf_counter() - t0, time.process_time() - c0
            if d.actor == 0 and len(d.ids) > 1:
                samples.append(dt)
                cpu_samples.append(dc)
            match.step(option)
        played += 1.0 if match.is_over() else 0.0
        if len(samples) >= max_samples:
            break
    return (
        samples,
        cpu_samples,
        played,
        time.perf_counter() - wall0,
        time.process_time() - cpu0,
    )


def _pct(xs: list[float], q: float) -> float:
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="random,greedy,easy,medium,hard")
    ap.add_argument("--max-samples", type=int, default=150, help="timed decisions per level")
    args = ap.parse_args()
    p95_hard = None
    for level in args.levels.split(","):
        wall_xs, cpu_xs, played, wall, cpu = measure(
            level, args.games, args.seed, args.max_samples
        )
        xs, cs = sorted(wall_xs), sorted(cpu_xs)
        p50 = statistics.median(xs)
        p95 = _pct(xs, 0.95)
        print(
            f"{level:>7}: n={len(xs):4d}  wall p50={p50:.4f}s p95={p95:.4f}s max={xs[-1]:.4f}s"
            f"  CPU p50={statistics.median(cs):.4f}s p95={_pct(cs, 0.95):.4f}s"
            f"  games/CPU-s={played / cpu:.2f} games/wall-s={played / wall:.2f}"
        )
        if level == "hard":
            p95_hard = p95
    if p95_hard is not None:
        print(f"hard p95 / 1 s goal = {p95_hard:.3f}")


if __name__ == "__main__":
    main()
