"""The coach's Madness chance of winning: a logistic fit of a win on the leaf value (issue 24)

The coach scores a Madness option by the search's leaf value where a playout stops (the
first action decision of a later turn: :mod:`tomecraft.games.madness.coach`). This
script turns that score into a chance of winning: it plays games of greedy teams (3
players, difficulties I, II and III, every game from its own seed), records the
features of :func:`tomecraft.games.madness.coach.features` at the first action decision
of every turn, and fits the team's win on them by logistic regression (Newton's
method). Games with even index train, odd ones test: it prints the log loss of the fit
and of the base rate on the test games, and a calibration table (predicted against
observed, by tenths of the prediction). With ``--write`` the coefficients go to
``bench/results/madness-coach-calibration.json`` (copy them into
``coach.COEFFICIENTS``). Run from the repository root::

    python bench/madness_coach_calibration.py --games 300 --workers 2
"""

from __future__ import annotations

import argparse
import json
import math
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from tomecraft.bots import seat_bots
from tomecraft.core import CHANCE, Match, derive_seed, get_game
from tomecraft.games.madness.coach import features
from tomecraft.games.madness.state import MadnessState

GAME = get_game("madness")
DIFFICULTIES = ("I", "II", "III")
OUT = Path(__file__).resolve().parent / "results" / "madness-coach-calibration.json"


def play(job: tuple[int, int, str]) -> tuple[list[list[float]], bool, float]:
    """One greedy game: the features at each turn's first action decision, the result,
    and the CPU seconds."""
    seed, index, difficulty = job
    t = time.process_time()
    s = derive_seed(seed, index)
    match = Match(GAME, GAME.bot_only_config({"players": 3, "difficulty": difficulty}), s)
    bots = seat_bots(GAME, ["greedy"] * 3, s)
    rows: list[list[float]] = []
    turn = -1
    while (actor := match.state.actor()) is not None:
        st = match.state
        if actor == CHANCE:
            match.step_by(actor, st.sample_chance(match.rng))
            continue
        assert isinstance(st, MadnessState)
        d = st.decision()
        assert d is not None
        if d.kind == "action" and st.turn != turn:
            turn = st.turn
            rows.append(list(features(st)))
        ids = d.ids
        match.step_by(actor, ids[0] if len(ids) == 1 else bots[actor].choose(st))
    final = match.state
    assert isinstance(final, MadnessState)
    return rows, bool(final.won), time.process_time() - t


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a`` x = ``b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def predict(w: list[float], x: list[list[float]]) -> list[float]:
    return [_sigmoid(sum(c * f for c, f in zip(w, row, strict=True))) for row in x]


def fit(x: list[list[float]], y: list[float], ridge: float = 1e-3) -> list[float]:
    """Logistic regression by Newton's method (a light ridge keeps it well posed)."""
    k = len(x[0])
    w = [0.0] * k
    for _ in range(50):
        p = predict(w, x)
        grad = [ridge * w[j] + sum((pi - yi) * row[j] for pi, yi, row in zip(p, y, x,
                                                                              strict=True))
                for j in range(k)]
        hess = [[ridge * (i == j) + 0.0 for j in range(k)] for i in range(k)]
        for pi, row in zip(p, x, strict=True):
            q = pi * (1.0 - pi)
            for i in range(k):
                qi = q * row[i]
                if qi:
                    hrow = hess[i]
                    for j in range(k):
                        hrow[j] += qi * row[j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def log_loss(p: list[float], y: list[float]) -> float:
    total = 0.0
    for pi, yi in zip(p, y, strict=True):
        pi = min(max(pi, 1e-9), 1 - 1e-9)
        total -= yi * math.log(pi) + (1 - yi) * math.log(1 - pi)
    return total / len(y)


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="games per difficulty")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--write", action="store_true", help=f"write {OUT.name}")
    args = ap.parse_args()
    jobs = [(args.seed + k, i, dif) for k, dif in enumerate(DIFFICULTIES)
            for i in range(args.games)]
    with Pool(args.workers) as pool:
        games = pool.map(play, jobs)
    xs = {0: [], 1: []}  # type: dict[int, list[list[float]]]
    ys = {0: [], 1: []}  # type: dict[int, list[float]]
    for (_, i, _), (rows, won, _) in zip(jobs, games, strict=True):
        xs[i % 2] += rows
        ys[i % 2] += [float(won)] * len(rows)
    x_train, y_train, x_test, y_test = xs[0], ys[0], xs[1], ys[1]
    w = fit(x_train, y_train)
    p = predict(w, x_test)
    base = [sum(y_train) / len(y_train)] * len(y_test)
    cpu = sum(g[2] for g in games) / len(games)
    wins = {d: sum(g[1] for (_, _, dd), g in zip(jobs, games, strict=True) if dd == d)
            for d in DIFFICULTIES}
    print(f"{len(games)} greedy games ({cpu:.2f} CPU-s each), wins {wins}; "
          f"{len(y_train)} training and {len(y_test)} test positions")
    print("coefficients (1, leaf/100, progress, leaf/100 x progress, II, III):",
          ", ".join(f"{c:.4f}" for c in w))
    print(f"test log loss {log_loss(p, y_test):.4f} (base rate {log_loss(base, y_test):.4f})")
    table: list[dict[str, Any]] = []
    for k in range(10):
        sel = [i for i, pi in enumerate(p) if k / 10 <= pi < (k + 1) / 10 or (k == 9 and pi == 1)]
        if sel:
            row = {"from": k / 10, "positions": len(sel),
                   "predicted": round(sum(p[i] for i in sel) / len(sel), 3),
                   "observed": round(sum(y_test[i] for i in sel) / len(sel), 3)}
            table.append(row)
            print(f"  predicted {row['predicted']:.3f}  observed {row['observed']:.3f}  "
                  f"({row['positions']} positions)")
    w_all = fit(x_train + x_test, y_train + y_test)
    print("coefficients fitted on all games:", ", ".join(f"{c:.4f}" for c in w_all))
    if args.write:
        OUT.parent.mkdir(parents=True, exist_ok=True)
        OUT.write_text(json.dumps({
            "games_per_difficulty": args.games, "seed": args.seed, "team": "greedy",
            "players": 3, "wins": wins, "features": ["1", "leaf/100", "progress",
                                                     "leaf/100 x progress", "II", "III"],
            "coefficients": [round(c, 4) for c in w_all],
            "test_log_loss": round(log_loss(p, y_test), 4),
            "base_rate_log_loss": round(log_loss(base, y_test), 4),
            "calibration": table, "cpu_per_game": round(cpu, 3),
            "fitted_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        }, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}")
    if not all(math.isfinite(c) for c in w_all):
        raise SystemExit("the fit did not converge")


if __name__ == "__main__":
    main()
