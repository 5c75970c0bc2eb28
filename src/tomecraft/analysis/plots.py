"""PNG charts of a series, drawn with Matplotlib's Agg renderer from result rows.

The rows are those of :func:`tomecraft.analysis.results.result_rows` (or read back with
``read_results``), so charts can be drawn from a saved file too. Matplotlib is imported
only here, lazily, and only through its object-oriented API (``Figure``), so no global
backend or pyplot state is touched.

Charts (only those the data allows):

* ``scores_by_bot.png``: box plot of the final score of every bot kind;
* ``win_share_by_seat.png``: mean win share per seat position, with 95 % Wilson
  intervals and the fair share ``1/players`` as a line;
* ``game_length.png``: histogram of game length (the state's days when every game has
  them, else player decisions);
* ``win_rate_by_<feature>.png``: mean win share by value of each numeric per-seat extra
  (e.g. ``spells_learned`` or ``level`` from the game's ``analysis_features``), binned
  when there are many values. A feature counts as per-seat when it differs between the
  seats of some game.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tomecraft.analysis import require
from tomecraft.analysis.results import BASE_COLUMNS, Row
from tomecraft.analysis.stats import wilson_interval

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: Most bars in a win-rate-by-feature chart before values are grouped into bins.
MAX_BARS = 15
DPI = 100


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(
        value
    )


def _figure(width: float = 7.0, height: float = 4.5) -> tuple[Figure, Axes]:
    figure_mod = require("matplotlib.figure", "matplotlib")
    fig: Figure = figure_mod.Figure(figsize=(width, height), dpi=DPI, layout="constrained")
    ax: Axes = fig.subplots()
    return fig, ax


def _save(fig: Figure, path: Path) -> Path:
    fig.savefig(path, format="png")
    return path


def _done(rows: Sequence[Row]) -> list[Row]:
    return [r for r in rows if r.get("error") is None and _number(r.get("score"))]


def plot_scores_by_bot(rows: Sequence[Row], path: Path) -> Path | None:
    by_bot: dict[str, list[float]] = defaultdict(list)
    for r in _done(rows):
        by_bot[str(r["bot"])].append(float(r["score"]))
    if not by_bot:
        return None
    names = sorted(by_bot)
    fig, ax = _figure()
    ax.boxplot([by_bot[n] for n in names], tick_labels=names, showmeans=True)
    ax.set_title("Final score by bot")
    ax.set_xlabel("bot")
    ax.set_ylabel("score")
    ax.grid(axis="y", alpha=0.3)
    return _save(fig, path)


def _share_bars(
    ax: Axes, labels: Sequence[str], groups: Sequence[Sequence[float]], colour: str
) -> None:
    means, low, high = [], [], []
    for values in groups:
        n = len(values)
        share = sum(values) / n if n else 0.0
        lo, hi = wilson_interval(sum(values), n)
        means.append(share)
        low.append(max(0.0, share - lo))
        high.append(max(0.0, hi - share))
    xs = list(range(len(labels)))
    ax.bar(xs, means, yerr=[low, high], capsize=4, color=colour, alpha=0.85)
    ax.set_xticks(xs, labels)
    ax.set_ylim(0, 1)
    ax.grid(axis="y", alpha=0.3)


def plot_win_share_by_seat(rows: Sequence[Row], path: Path) -> Path | None:
    by_seat: dict[int, list[float]] = defaultdict(list)
    for r in _done(rows):
        by_seat[int(r["seat"])].append(float(r["win_share"] or 0.0))
    if not by_seat:
        return None
    seats = sorted(by_seat)
    fig, ax = _figure()
    _share_bars(ax, [f"seat {s + 1}" for s in seats], [by_seat[s] for s in seats], "tab:blue")
    players = max(seats) + 1
    ax.axhline(1 / players, color="grey", linestyle="--", linewidth=1, label="fair share")
    ax.legend(loc="upper right")
    ax.set_title("Win share by seat position (95 % CI)")
    ax.set_ylabel("win share")
    return _save(fig, path)


def plot_game_length(rows: Sequence[Row], path: Path) -> Path | None:
    games: dict[Any, Row] = {}
    for r in _done(rows):
        games.setdefault(r["game"], r)
    if not games:
        return None
    use_turns = all(_number(r.get("turns")) for r in games.values())
    key, label = ("turns", "days") if use_turns else ("player_decisions", "player decisions")
    values = [float(r[key]) for r in games.values() if _number(r.get(key))]
    fig, ax = _figure()
    bins = min(30, max(1, len(set(values))))
    ax.hist(values, bins=bins, color="tab:green", alpha=0.85, edgecolor="white")
    ax.set_title(f"Game length ({len(values)} games)")
    ax.set_xlabel(label)
    ax.set_ylabel("games")
    ax.grid(axis="y", alpha=0.3)
    return _save(fig, path)


def seat_features(rows: Sequence[Row]) -> list[str]:
    """Numeric extra columns that differ between the seats of at least one game."""
    candidates = [
        k for k in dict.fromkeys(k for r in rows for k in r) if k not in BASE_COLUMNS
    ]
    out = []
    for key in candidates:
        per_game: dict[Any, set[float]] = defaultdict(set)
        numeric = True
        for r in _done(rows):
            value = r.get(key)
            if value is None:
                continue
            if not _number(value):
                numeric = False
                break
            per_game[r["game"]].add(float(value))
        if numeric and any(len(v) > 1 for v in per_game.values()):
            out.append(key)
    return out


def _bins(values: Sequence[float]) -> list[tuple[str, float, float]]:
    """``(label, low, high)`` groups: one per value, or equal-width bins if too many."""
    distinct = sorted(set(values))
    if len(distinct) <= MAX_BARS:
        return [(f"{v:g}", v, v) for v in distinct]
    low, high = distinct[0], distinct[-1]
    width = (high - low) / 10
    edges = [low + i * width for i in range(11)]
    return [(f"{a:.3g}–{b:.3g}", a, b) for a, b in itertools.pairwise(edges)]


def plot_win_rate_by(rows: Sequence[Row], feature: str, path: Path) -> Path | None:
    pairs = [
        (float(r[feature]), float(r["win_share"] or 0.0))
        for r in _done(rows)
        if _number(r.get(feature))
    ]
    if not pairs:
        return None
    groups = _bins([v for v, _ in pairs])
    exact = groups[0][1] == groups[0][2]
    shares: list[list[float]] = [[] for _ in groups]
    for value, share in pairs:
        for i, (_, low, high) in enumerate(groups):
            last = i == len(groups) - 1
            if (exact and value == low) or (
                not exact and low <= value and (value < high or (last and value <= high))
            ):
                shares[i].append(share)
                break
    labels = [f"{g[0]}\n(n={len(v)})" for g, v in zip(groups, shares, strict=True)]
    title = feature.replace("_", " ").replace(".", " ")
    fig, ax = _figure(max(7.0, 0.55 * len(labels)), 4.5)
    _share_bars(ax, labels, shares, "tab:purple")
    ax.set_title(f"Win rate by {title} (95 % CI)")
    ax.set_xlabel(title)
    ax.set_ylabel("win share")
    return _save(fig, path)


def _file_name(feature: str) -> str:
    return "win_rate_by_" + re.sub(r"[^A-Za-z0-9_-]+", "_", feature) + ".png"


def write_plots(
    rows: Sequence[Row], directory: Path, features: Sequence[str] | None = None
) -> list[Path]:
    """Draw every chart the rows allow into ``directory`` (created); returns the files.

    ``features``: the per-seat extras to chart win rates by (default: all found by
    :func:`seat_features`). Raises :class:`~tomecraft.analysis.MissingPackage` without
    Matplotlib and :class:`OSError` when the folder cannot be written.
    """
    require("matplotlib")
    directory.mkdir(parents=True, exist_ok=True)
    written = [
        plot_scores_by_bot(rows, directory / "scores_by_bot.png"),
        plot_win_share_by_seat(rows, directory / "win_share_by_seat.png"),
        plot_game_length(rows, directory / "game_length.png"),
    ]
    for feature in seat_features(rows) if features is None else features:
        written.append(plot_win_rate_by(rows, feature, directory / _file_name(feature)))
    return [p for p in written if p is not None]
