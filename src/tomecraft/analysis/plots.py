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

A co-operative game (every seat wins or loses with the table) gets the team's charts
instead of the per-seat ones (:func:`write_team_plots`, from the team records of
:mod:`tomecraft.analysis.team`):

* ``team_win_rate.png``: each team's win rate among its finished games, with its 95 %
  Wilson interval;
* ``losses_by_reason.png``: each team's lost games by reason;
* ``game_length.png`` as above.

Every chart's title is also written in the PNG's ``Title`` text chunk.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
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


def _save(fig: Figure, ax: Axes, path: Path, title: str, xlabel: str, ylabel: str) -> Path:
    """Title, axis labels and the horizontal grid of a chart, then the PNG (its title
    also in the file's ``Title`` text chunk)."""
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.grid(axis="y", alpha=0.3)
    fig.savefig(path, format="png", metadata={"Title": title})
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
    return _save(fig, ax, path, "Final score by bot", "bot", "score")


def _share_bars(
    ax: Axes, labels: Sequence[str], groups: Sequence[Sequence[float]], colour: str
) -> None:
    rates = []
    for values in groups:
        n = len(values)
        rates.append((sum(values) / n if n else 0.0, wilson_interval(sum(values), n)))
    _interval_bars(ax, labels, rates, colour)


def _interval_bars(
    ax: Axes,
    labels: Sequence[str],
    rates: Sequence[tuple[float, tuple[float, float]]],
    colour: str,
) -> None:
    """Bars of rates in [0, 1], each ``(rate, (low, high))`` with its interval."""
    means = [rate for rate, _ in rates]
    low = [max(0.0, rate - lo) for rate, (lo, _) in rates]
    high = [max(0.0, hi - rate) for rate, (_, hi) in rates]
    xs = list(range(len(labels)))
    ax.bar(xs, means, yerr=[low, high], capsize=4, color=colour, alpha=0.85)
    ax.set_xticks(xs, labels)
    ax.set_ylim(0, 1)


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
    return _save(fig, ax, path, "Win share by seat position (95 % CI)", "", "win share")


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
    return _save(fig, ax, path, f"Game length ({len(values)} games)", label, "games")


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
    return _save(fig, ax, path, f"Win rate by {title} (95 % CI)", title, "win share")


#: A team's name on the charts and its record (``team_record``'s figures).
Team = tuple[str, Mapping[str, Any]]


def plot_team_win_rate(teams: Sequence[Team], path: Path) -> Path | None:
    """Each team's win rate among its finished games, with its 95 % Wilson interval."""
    shown = [(name, rec) for name, rec in teams if rec.get("games")]
    if not shown:
        return None
    labels = [f"{name}\n({rec['wins']}/{rec['games']})" for name, rec in shown]
    rates = [(float(rec["win_rate"]), (float(rec["win_rate_ci"][0]),
                                       float(rec["win_rate_ci"][1]))) for _, rec in shown]
    fig, ax = _figure(max(7.0, 1.2 * len(labels)), 4.5)
    _interval_bars(ax, labels, rates, "tab:blue")
    return _save(fig, ax, path, "Team win rate (95 % CI)", "team (games won / finished)",
                 "team win rate")


def plot_losses_by_reason(
    teams: Sequence[Team], path: Path, reason_labels: Mapping[str, str] | None = None
) -> Path | None:
    """Each team's lost games by reason (one group of bars per reason)."""
    reasons = list(dict.fromkeys(r for _, rec in teams for r in rec.get("losses_by_reason", {})))
    if not reasons or not any(rec.get("losses") for _, rec in teams):
        return None
    names = reason_labels or {}
    fig, ax = _figure(max(7.0, 1.1 * len(reasons) * max(1, len(teams)) ** 0.5), 4.5)
    width = 0.8 / len(teams)
    for k, (name, rec) in enumerate(teams):
        by = rec.get("losses_by_reason", {})
        xs = [i - 0.4 + width * (k + 0.5) for i in range(len(reasons))]
        ax.bar(xs, [by.get(r, 0) for r in reasons], width=width, label=name, alpha=0.85)
    ax.set_xticks(list(range(len(reasons))), [names.get(r, r or "unknown") for r in reasons])
    ax.yaxis.set_major_locator(require("matplotlib.ticker", "matplotlib").MaxNLocator(
        integer=True))
    if len(teams) > 1:
        ax.legend(loc="upper right")
    return _save(fig, ax, path, "Team losses by reason", "reason", "games lost")


def write_team_plots(
    rows: Sequence[Row],
    teams: Sequence[Team],
    directory: Path,
    reason_labels: Mapping[str, str] | None = None,
) -> list[Path]:
    """The charts of a co-operative series into ``directory`` (created): the teams'
    win rates and losses by reason, and the game length (``rows`` as for
    :func:`write_plots`); no per-seat chart. Returns the files written."""
    require("matplotlib")
    directory.mkdir(parents=True, exist_ok=True)
    written = [
        plot_team_win_rate(teams, directory / "team_win_rate.png"),
        plot_losses_by_reason(teams, directory / "losses_by_reason.png", reason_labels),
        plot_game_length(rows, directory / "game_length.png"),
    ]
    return [p for p in written if p is not None]


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
