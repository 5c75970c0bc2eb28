"""What separates `hard`'s Madness actions from `medium`'s, and can the coach see it? (issue 24)

The coach grades `hard` no better than `medium` in Madness although `hard` wins more.
This probe asks, on fixed action positions, which judge sees the difference. It collects
action decisions (every ``--every``-th) from games of ``medium`` teams (3 players,
:func:`madness_search_probe.collect`), lets ``hard`` and ``medium`` choose in each with
``--seeds`` bot seeds, and values **every** option of the position with two judges, each
from samples of the deciding seat's view with common random numbers (the same samples
and playout generators for every option):

* ``full``: the coach's playouts (:func:`tomecraft.bots.play.play_out`, the fast
  co-operative policy to the end of the game), scored by the game's reward
  (:meth:`~tomecraft.core.GameDef.final_rewards`), ``--full`` playouts per option;
* ``leaf``: the search levels' model (greedy play to their horizon, scored by
  :func:`~tomecraft.games.madness.game.leaf_value`), ``--leaf`` playouts per option.

Per level it prints the mean regret under each judge (the best option's value minus that
of the option chosen; ``full`` in percentage points, ``leaf`` in heuristic points) with a
95% interval, and the paired difference hard - medium over the same positions. It also
prints each judge's split-half reliability (the correlation, over positions and options,
of each option's value minus the position's mean, between the first and second half of
the samples): a judge whose halves disagree sees mostly noise. The uniform choice of an
action (``random``) is the reference: a judge that rates it as well as the levels cannot
tell actions apart. Run from the repository root::

    python bench/madness_coach_probe.py --games 8 --every 6
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable
from multiprocessing import Pool
from typing import Any

from madness_search_probe import GAME, Position, collect, config

from tomecraft.bots.base import seat_sampler
from tomecraft.bots.play import play_out
from tomecraft.bots.rollout import RolloutBot
from tomecraft.core import Rng
from tomecraft.games.madness.state import MadnessState


def _paired(state: MadnessState, seat: int, n: int, seed: int, salt: int,
            value: Callable[[MadnessState, Rng], float]) -> tuple[list[int], list[list[float]]]:
    """Each option's ``value`` in ``n`` paired playouts: every option of a sample played
    from the same sampled world with the same generator (``world ^ salt``)."""
    d = state.decision()
    assert d is not None
    sample = seat_sampler(GAME, state, seat)
    ids = list(d.ids)
    out: list[list[float]] = [[] for _ in ids]
    for k in range(n):
        world = Rng(seed + k).next64()
        root = sample(Rng(world))
        for i, a in enumerate(ids):
            st = root.clone()
            st.quiet = True
            st.apply(a)
            out[i].append(value(st, Rng(world ^ salt)))
    return ids, out


def full_values(state: MadnessState, seat: int, n: int) -> tuple[list[int], list[list[float]]]:
    """Each option's reward in ``n`` paired full playouts (the coach's judge)."""

    def played_out(st: MadnessState, rng: Rng) -> float:
        play_out(GAME, st, rng)
        return GAME.final_rewards(st)[seat]

    return _paired(state, seat, n, 4242, 0x5EED, played_out)


def leaf_values(state: MadnessState, seat: int, n: int) -> tuple[list[int], list[list[float]]]:
    """Each option's leaf value in ``n`` paired playouts to the search's horizon."""
    d = state.decision()
    assert d is not None
    bot = RolloutBot(GAME, seat, 12345, config(f"k{len(d.ids)}s1m0"))
    bot._root = state
    return _paired(state, seat, n, 777, 0x5DEECE66D, lambda st, rng: bot.playout(st, rng))


def judge(job: tuple[Position, int, int, list[int]]) -> dict[str, Any]:
    """Both judges' values of every option, and each level's choices."""
    (doc, seat), n_full, n_leaf, seeds = job
    state = MadnessState.from_json(doc)
    t = time.process_time()
    ids, full = full_values(state, seat, n_full)
    t_full = time.process_time() - t
    t = time.process_time()
    ids2, leaf = leaf_values(state, seat, n_leaf)
    t_leaf = time.process_time() - t
    assert ids == ids2
    chosen = {lv: [RolloutBot(GAME, seat, s, config(lv)).choose(state) for s in seeds]
              for lv in ("hard", "medium", "greedy")}
    return {"ids": ids, "full": full, "leaf": leaf, "chosen": chosen,
            "cpu_full": t_full, "cpu_leaf": t_leaf}


def mean(xs: list[float]) -> float:
    return sum(xs) / len(xs)


def interval(xs: list[float]) -> str:
    m = mean(xs)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1))
    h = 1.96 * sd / math.sqrt(len(xs))
    return f"{m:6.2f} [{m - h:6.2f}, {m + h:6.2f}]"


def halves(rows: list[dict[str, Any]], key: str) -> float:
    """Split-half correlation of options' centred values (first half against second)."""
    a: list[float] = []
    b: list[float] = []
    for r in rows:
        vals = r[key]
        h = len(vals[0]) // 2
        first = [mean(v[:h]) for v in vals]
        second = [mean(v[h:]) for v in vals]
        ma, mb = mean(first), mean(second)
        a += [x - ma for x in first]
        b += [x - mb for x in second]
    ma, mb = mean(a), mean(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b, strict=True))
    va = sum((x - ma) ** 2 for x in a)
    vb = sum((y - mb) ** 2 for y in b)
    return cov / math.sqrt(va * vb) if va and vb else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=8, help="medium games to draw from")
    ap.add_argument("--every", type=int, default=6, help="keep every n-th action decision")
    ap.add_argument("--difficulty", default="II")
    ap.add_argument("--full", type=int, default=64, help="full playouts per option")
    ap.add_argument("--leaf", type=int, default=32, help="horizon playouts per option")
    ap.add_argument("--seeds", type=int, default=2, help="bot seeds per position")
    ap.add_argument("--seed", type=int, default=991)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    seeds = [13 * (i + 1) for i in range(args.seeds)]
    with Pool(args.workers) as pool:
        jobs = [(args.seed, i, args.every, args.difficulty) for i in range(args.games)]
        positions = [p for found in pool.map(collect, jobs) for p in found]
        rows = pool.map(judge, [(p, args.full, args.leaf, seeds) for p in positions])
    width = mean([float(len(r["ids"])) for r in rows])
    cpu_full = mean([r["cpu_full"] for r in rows])
    cpu_leaf = mean([r["cpu_leaf"] for r in rows])
    print(f"{len(rows)} positions, {width:.1f} options each; CPU per position: full "
          f"{cpu_full:.2f} s, leaf {cpu_leaf:.2f} s")
    for key, scale in (("full", 100.0), ("leaf", 1.0)):
        regrets: dict[str, list[float]] = {lv: [] for lv in ("hard", "medium", "greedy", "random")}
        diffs: list[float] = []
        for r in rows:
            vals = [scale * mean(v) for v in r[key]]
            top = max(vals)
            per = {}
            for lv in ("hard", "medium", "greedy"):
                got = [top - vals[r["ids"].index(c)] for c in r["chosen"][lv]]
                regrets[lv] += got
                per[lv] = mean(got)
            regrets["random"].append(mean([top - v for v in vals]))
            diffs.append(per["hard"] - per["medium"])
        print(f"judge {key} (split-half reliability {halves(rows, key):.2f}):")
        for lv, xs in regrets.items():
            print(f"  {lv:<7} regret {interval(xs)}")
        print(f"  hard - medium, paired by position {interval(diffs)}")


if __name__ == "__main__":
    main()
