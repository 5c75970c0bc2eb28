"""``tomecraft simulate``: many bot-only games, then statistics per seat.

Game ``i`` of a series started from seed ``S`` uses ``derive_seed(S, i)``, so a series
is reproducible and any single game can be replayed alone. A game that raises is
counted as an error (the first message is kept) and the series goes on.

Games run in this process (``--workers 1``, the default), on a pool of local processes
(``--workers N``) or on Ray (``--backend ray``, optionally ``--address`` of a cluster);
results are collected, then sorted by game index, so they are identical whichever
backend and worker count played them. ``--out`` saves one row per game and seat (CSV or
Parquet) and ``--plots`` draws PNG charts; see :mod:`tomecraft.analysis`.

This module also holds the helpers that ``tournament`` shares (playing a list of tasks,
``--out``/``--plots``, the progress bar, the JSON or table output, the first error); their
options are declared in :mod:`tomecraft.interfaces.cli.options`.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence
from typing import Any

import typer
from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from tomecraft.analysis import MissingPackage, require
from tomecraft.analysis.results import UnknownFormat, check_writable, result_rows, write_results
from tomecraft.analysis.runners import (
    Backend,
    BackendError,
    GameResult,
    Task,
    play_one,
    run_games,
    series_tasks,
)
from tomecraft.analysis.team import is_cooperative
from tomecraft.bots import play_game
from tomecraft.build import INTERPRETED, build_name
from tomecraft.core import GameDef
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.common import EXIT_FAILURE, CliError, err_console
from tomecraft.interfaces.cli.coop_report import (
    TeamCharts,
    lineup_name,
    render_team,
    team_block,
    team_charts,
)
from tomecraft.interfaces.cli.options import RunOptions

__all__ = [
    "GameResult",
    "RunOptions",
    "check_outputs",
    "emit",
    "execute",
    "play_one",
    "print_first_error",
    "progress_console",
    "render_summary",
    "save_outputs",
    "simulate",
    "summarise",
]


def progress_console(as_json: bool) -> Console | None:
    """Where a series draws its progress bar: stderr when it is a terminal and the
    output is not ``--json``; else nowhere."""
    err = err_console()
    return err if not as_json and err.is_terminal else None


def emit(summary: dict[str, Any], as_json: bool, render: Callable[[], None]) -> None:
    """Print a series' summary: one line of sorted JSON with ``--json``, else ``render()``."""
    if as_json:
        typer.echo(json.dumps(summary, sort_keys=True, ensure_ascii=False))
    else:
        render()


def check_outputs(run: RunOptions, t: Translator) -> None:
    """Fail before playing when ``--out`` has no known format or a library is missing."""
    out, plots = run.out, run.plots
    try:
        if out is not None:
            check_writable(out)
        if plots is not None:
            require("matplotlib")
    except UnknownFormat:
        raise CliError(t("cli-error-out-format", path=str(out))) from None
    except MissingPackage as exc:
        raise CliError(t("cli-error-missing-package", package=exc.package)) from None


def save_outputs(
    results: Sequence[GameResult],
    run: RunOptions,
    t: Translator,
    coop: TeamCharts | None = None,
) -> None:
    """Write ``--out`` and ``--plots`` (notes on stderr, so ``--json`` stays clean).

    ``coop``: a co-operative series' teams (see :func:`~.coop_report.team_charts`); its
    charts are the teams', not the seats'."""
    out, plots = run.out, run.plots
    if out is None and plots is None:
        return
    from tomecraft.analysis.plots import write_plots, write_team_plots

    err = err_console()
    target = out
    try:
        if out is not None:
            rows = write_results(out, results)
            err.print(Text(t("cli-out-saved", rows=str(rows), path=str(out))))
        if plots is not None:
            target = plots
            table = result_rows(results)
            files = (write_plots(table, plots) if coop is None
                     else write_team_plots(table, coop.teams, plots, coop.reason_labels))
            err.print(Text(t("cli-out-plots", count=str(len(files)), path=str(plots))))
    except OSError as exc:
        raise CliError(
            t("cli-error-write", path=str(target), detail=exc.strerror or str(exc)),
            EXIT_FAILURE,
        ) from None


def execute(
    game: GameDef,
    config: dict[str, Any],
    tasks: Sequence[Task],
    run: RunOptions,
    *,
    progress_console: Console | None,
    description: str,
    t: Translator,
) -> tuple[list[GameResult], float]:
    """Play ``tasks`` on the chosen backend with a progress bar; returns results and seconds.

    ``workers`` ``None`` means 1 (this process) for ``local`` and the cluster's CPUs for
    ``ray``. Backend failures become user errors.
    """
    workers, backend = run.workers, run.backend
    if run.address is not None and backend is not Backend.RAY:
        raise CliError(t("cli-error-address"))
    if workers is None and backend is Backend.LOCAL:
        workers = 1
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=progress_console,
        disable=progress_console is None,
        transient=True,
    )
    start = time.perf_counter()
    try:
        with progress:
            bar = progress.add_task(description, total=len(tasks))
            results = run_games(
                game,
                config,
                tasks,
                workers=workers,
                backend=backend,
                address=run.address,
                play=play_game,
                on_result=lambda _r: progress.advance(bar),
            )
    except MissingPackage as exc:
        raise CliError(t("cli-error-missing-package", package=exc.package)) from None
    except BackendError as exc:
        raise CliError(
            t("cli-error-backend", backend=str(exc.backend), detail=exc.detail), EXIT_FAILURE
        ) from None
    return results, time.perf_counter() - start


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _pstdev(values: Sequence[float]) -> float | None:
    mean = _mean(values)
    if mean is None:
        return None
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


#: The keys :func:`summarise` leaves out of a co-operative series: shares of wins between
#: seats that win or lose together, and the wins and losses that its ``team`` block counts.
COMPETITIVE_KEYS = ("wins_by_seat", "win_rate_by_seat", "no_winner", "wins", "win_rate")
#: The keys :func:`summarise` leaves out of a co-operative series as repeats: every seat
#: scores the team's score (the ``team`` block's ``mean_score_won``/``mean_score_lost``
#: and the game's own feature, e.g. Wonder Book's ``mean_destiny_left``, report it).
TEAM_REPEATS = ("mean_score_by_seat", "std_score_by_seat")


def summarise(
    results: Sequence[GameResult],
    players: int,
    elapsed: float | None = None,
    *,
    cooperative: bool = False,
) -> dict[str, Any]:
    """Statistics of a series (a pure function of its arguments).

    * ``unfinished``: games a bot-only safeguard stopped before their end (Wonder Book's
      round cap); they count neither as wins nor as losses, and the figures below leave
      them out: *finished* games are the games without an error that were not stopped;
    * ``wins_by_seat``: a victory shared by ``k`` seats counts ``1/k`` for each, so the
      list sums to the number of finished games that somebody won (at most ``games``);
    * ``win_rate_by_seat``: the same divided by the finished games;
    * ``no_winner``: finished games nobody won (for a cooperative game: its losses);
    * ``mean_score_by_seat`` / ``std_score_by_seat``: over finished games (population
      standard deviation); ``None`` when no game finished;
    * ``mean_turns``: the state's ``days`` when every finished game reported it
      (``turns_source`` = ``"days"``); otherwise (``"decisions"``) a game's turns are
      its player decisions, reported once, as ``mean_player_decisions``, and
      ``mean_turns`` is left out;
    * ``mean_decisions`` counts every decision, chance included;
      ``mean_player_decisions`` only the players' ones;
    * ``wins`` / ``win_rate``: finished games somebody won (for a cooperative game: games
      the team won), and their share of the finished games;
    * ``mean_<feature>``: the mean of each numeric game feature the state reports through
      ``analysis_features`` (e.g. ``mean_rounds_survived``);
    * ``games_per_second``: ``None`` without ``elapsed``.

    ``cooperative``: the seats win or lose together, so the keys of
    :data:`COMPETITIVE_KEYS` and :data:`TEAM_REPEATS` are left out (the ``team`` block of
    :func:`~tomecraft.interfaces.cli.coop_report.team_block` counts wins and losses once).
    """
    errors = [r for r in results if r.error is not None]
    stopped = [r for r in results if r.error is None and r.unfinished]
    done = [r for r in results if r.error is None and not r.unfinished]
    wins = [0.0] * players
    for r in done:
        for seat in r.winners:
            if 0 <= seat < players:
                wins[seat] += 1.0 / len(r.winners)
    by_seat = [[float(r.scores[s]) for r in done if s < len(r.scores)] for s in range(players)]
    if done and all(r.turns is not None for r in done):
        turns_source = "days"
        turns = [float(r.turns or 0) for r in done]
    else:
        turns_source = "decisions"
        turns = [float(r.player_decisions) for r in done]
    first = errors[0] if errors else None
    won_games = sum(1 for r in done if r.winners)
    features: dict[str, list[float]] = {}
    for r in done:
        for name, value in r.extras.items():
            if isinstance(value, int | float) and not isinstance(value, bool):
                features.setdefault(name, []).append(float(value))
    summary: dict[str, Any] = {
        "games": len(results),
        "completed": len(done),
        "unfinished": len(stopped),
        "errors": len(errors),
        "first_error": (
            None
            if first is None
            else {"game": first.index, "seed": first.seed, "message": first.error}
        ),
        "wins_by_seat": wins,
        "win_rate_by_seat": [w / len(done) if done else None for w in wins],
        "no_winner": sum(1 for r in done if not r.winners),
        "mean_score_by_seat": [_mean(v) for v in by_seat],
        "std_score_by_seat": [_pstdev(v) for v in by_seat],
        "mean_turns": _mean(turns) if turns_source == "days" else None,
        "turns_source": turns_source,
        "mean_decisions": _mean([float(r.decisions) for r in done]),
        "mean_player_decisions": _mean([float(r.player_decisions) for r in done]),
        "games_per_second": (
            len(results) / elapsed if elapsed is not None and elapsed > 0 else None
        ),
        "wins": won_games,
        "win_rate": won_games / len(done) if done else None,
        "build": build_name(),
    }
    for name, values in sorted(features.items()):
        if turns_source == "days" and values == turns:
            continue  # the game's days again (SpellBook): ``mean_turns`` says it once
        summary.setdefault(f"mean_{name}", _mean(values))
    if turns_source != "days":
        del summary["mean_turns"]  # the same figure as mean_player_decisions
    if cooperative:
        for key in (*COMPETITIVE_KEYS, *TEAM_REPEATS):
            del summary[key]
    return summary


#: Wall-clock seconds after which an interpreted ``simulate`` run suggests ``tomecraft build``.
LONG_RUN_S = 30.0


def long_interpreted_run(summary: dict[str, Any]) -> bool:
    """Whether a finished series ran on the interpreted build for at least
    :data:`LONG_RUN_S` seconds (``simulate`` then suggests the compiled build, once)."""
    speed = summary.get("games_per_second")
    if summary.get("build") != INTERPRETED or not speed:
        return False
    return float(summary["games"]) / float(speed) >= LONG_RUN_S


def simulate(
    game: GameDef,
    config: dict[str, Any],
    bots: Sequence[str],
    seed: int,
    games: int,
    *,
    progress_console: Console | None,
    t: Translator,
    run: RunOptions | None = None,
) -> dict[str, Any]:
    """Run a series (with a progress bar on ``progress_console`` if given) and summarise it.

    ``run.out`` and ``run.plots`` are checked before the first game and written after the
    last (``run`` None: in this process, nothing saved). A co-operative game's summary
    has a ``team`` block as well (see :mod:`~tomecraft.interfaces.cli.coop_report`).
    """
    run = run or RunOptions()
    players = int(config["players"])
    check_outputs(run, t)
    results, elapsed = execute(
        game,
        config,
        series_tasks(seed, games, bots),
        run,
        progress_console=progress_console,
        description=t("cli-sim-progress", game=game.name),
        t=t,
    )
    coop_game = is_cooperative(game)
    summary = summarise(results, players, elapsed, cooperative=coop_game)
    summary.update(game.summary_stats([dict(r.extras) for r in results if r.error is None]))
    summary.update(
        {
            "game": game.name,
            "seed": seed,
            "players": players,
            "bots": list(bots),
            "config": config,
        }
    )
    coop = None
    if coop_game:
        summary["team"] = team_block(game, results)
        coop = team_charts(t, game, [(lineup_name(bots), summary["team"])])
    save_outputs(results, run, t, coop)
    return summary


def num(value: float | None, digits: int = 2) -> str:
    """A figure of a summary table (a dash for None)."""
    return "—" if value is None else f"{value:.{digits}f}"


def render_summary(
    console: Console,
    t: Translator,
    s: dict[str, Any],
    seat_names: Sequence[str],
    game: GameDef | None = None,
) -> None:
    """The summary as two Rich tables: the series, then one row per seat, or for a
    co-operative game (a ``team`` block, ``game`` given) the team's table instead.

    The mean game length is shown once: in days where the game counts them, else as
    player decisions (the row that is always there)."""
    team = s.get("team") if game is not None else None
    overall = Table(
        title=t("cli-sim-title", game=s["game"]), title_style="bold", show_header=False,
        box=box.ROUNDED,
    )
    overall.add_column(style="bold")
    overall.add_column(justify="right")
    rows = [
        ("cli-sim-seed", str(s["seed"])),
        ("cli-sim-games", str(s["games"])),
        ("cli-sim-errors", str(s["errors"])),
        ("cli-sim-no-winner", str(s.get("no_winner", "—"))),
        ("cli-sim-unfinished", str(s["unfinished"])),
        ("cli-sim-mean-days", num(s.get("mean_turns"), 1)),
        ("cli-sim-mean-decisions", num(s["mean_decisions"], 1)),
        ("cli-sim-mean-player-decisions", num(s["mean_player_decisions"], 1)),
        ("cli-sim-speed", num(s["games_per_second"], 1)),
        ("cli-sim-build", t(f"cli-build-{s['build'].split()[0]}")),
    ]
    hidden = set()
    if s["turns_source"] != "days":
        hidden.add("cli-sim-mean-days")  # turns are the player decisions' row
    if "no_winner" not in s:
        hidden.add("cli-sim-no-winner")  # the team table counts the losses
    for key, value in rows:
        if key not in hidden:
            overall.add_row(Text(t(key)), value)
    console.print(overall)
    if team is not None and game is not None:
        render_team(console, t, s, game)
        print_first_error(console, t, s)
        return

    seats = Table(box=box.ROUNDED, title_style="bold")
    seats.add_column(t("cli-sim-seat"))
    seats.add_column(t("cli-sim-bot"))
    for key in ("cli-sim-wins", "cli-sim-win-rate", "cli-sim-mean-score", "cli-sim-std-score"):
        seats.add_column(t(key), justify="right")
    for seat in range(s["players"]):
        rate = s["win_rate_by_seat"][seat]
        seats.add_row(
            seat_names[seat] if seat < len(seat_names) else str(seat + 1),
            s["bots"][seat],
            num(s["wins_by_seat"][seat], 2),
            "—" if rate is None else f"{100 * rate:.1f} %",
            num(s["mean_score_by_seat"][seat]),
            num(s["std_score_by_seat"][seat]),
        )
    console.print(seats)
    print_first_error(console, t, s)


def print_first_error(console: Console, t: Translator, s: dict[str, Any]) -> None:
    """The series' first error (game, seed, message), if one game raised."""
    err = s["first_error"]
    if err is not None:
        detail = t("cli-sim-first-error", game=str(err["game"]), seed=str(err["seed"]),
                   detail=str(err["message"]))
        console.print(Text(detail, style="bold red"))
