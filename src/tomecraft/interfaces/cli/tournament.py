"""``tomecraft tournament``: rotate bots over the seats, play many games, rate the bots.

The schedule (every bot in every seat position equally often, game by game) and the
ratings (OpenSkill's Plackett-Luce model over each game's finishing order, with an
uncertainty) are in :mod:`tomecraft.analysis.tournament` and
:mod:`tomecraft.analysis.ratings`. The table is sorted by rating; win shares count a
shared victory as a fraction and come with a 95 % Wilson interval. Games run like
``simulate``'s (``--workers``, ``--backend``, ``--address``), with the same seeds, and
``--out``/``--plots`` save the same rows and charts.

A co-operative game compares teams instead (see
:mod:`~tomecraft.interfaces.cli.coop_report`): each bot level plays all the seats of the
same ``--games`` deals, and the table gives each level's team win rate with its interval
and its record deal by deal against the first level (no ratings: the seats of one game
never differ).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.table import Table

from tomecraft.analysis import MissingPackage, require
from tomecraft.analysis.team import is_cooperative, team_tasks
from tomecraft.analysis.tournament import RATING_SYSTEM, standings, tournament_tasks
from tomecraft.i18n import Translator
from tomecraft.interfaces import DEFAULT_GAME
from tomecraft.interfaces.cli import options as opt
from tomecraft.interfaces.cli.common import (
    EXIT_FAILURE,
    CliError,
    check_config,
    command_session,
    help_translator,
    load_game,
    out_console,
    parse_players,
    resolve_seed,
)
from tomecraft.interfaces.cli.coop_report import (
    coop_tournament_summary,
    render_coop_tournament,
    team_charts,
)
from tomecraft.interfaces.cli.simulate import (
    check_outputs,
    emit,
    execute,
    num,
    print_first_error,
    progress_console,
    save_outputs,
    summarise,
)

_H = help_translator()


def tournament_summary(
    game: str,
    config: dict[str, Any],
    bots: Sequence[str],
    seed: int,
    results: Sequence[Any],
    elapsed: float | None,
) -> dict[str, Any]:
    """The JSON-ready result of a tournament (a pure function of its arguments)."""
    players = int(config["players"])
    series = summarise(results, players, elapsed)
    return {
        "game": game,
        "seed": seed,
        "players": players,
        "bots": list(bots),
        "config": config,
        "games": series["games"],
        "completed": series["completed"],
        "errors": series["errors"],
        "first_error": series["first_error"],
        "rating_system": RATING_SYSTEM,
        "standings": [s.to_json() for s in standings(results, bots, players)],
        "games_per_second": series["games_per_second"],
    }


def _pct(value: float) -> str:
    return f"{100 * value:.1f}"


def render_tournament(console: Console, t: Translator, s: dict[str, Any]) -> None:
    table = Table(
        title=t(
            "cli-tour-title", game=s["game"], players=str(s["players"]), games=str(s["games"])
        ),
        title_style="bold",
        caption=t("cli-tour-caption", seed=str(s["seed"]), errors=str(s["errors"])),
        box=box.ROUNDED,
    )
    table.add_column(t("cli-tour-rank"), justify="right")
    table.add_column(t("cli-tour-bot"), style="bold")
    table.add_column(t("cli-tour-games"), justify="right")
    table.add_column(t("cli-tour-win-share"), justify="right")
    table.add_column(t("cli-tour-mean-score"), justify="right")
    table.add_column(t("cli-tour-rating"), justify="right")
    for place, row in enumerate(s["standings"], start=1):
        share = row["win_share"]
        low, high = row["win_share_ci"]
        table.add_row(
            str(place),
            row["bot"],
            str(row["games"]),
            "—"
            if share is None
            else t("cli-tour-share", share=_pct(share), low=_pct(low), high=_pct(high)),
            num(row["mean_score"]),
            t(
                "cli-tour-rating-value",
                rating=num(row["rating"]),
                uncertainty=num(row["uncertainty"]),
            ),
        )
    console.print(table)
    print_first_error(console, t, s)


def _distinct(names: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(names))


@opt.run_options
@opt.game_flags(campaign_help="cli-help-sim-campaign")  # the same game options as simulate
def tournament_cmd(
    game: Annotated[str, typer.Argument(help=_H("cli-help-game"))] = DEFAULT_GAME,
    bots: Annotated[
        str, typer.Option("--bots", "-b", help=_H("cli-help-tour-bots"))
    ] = "random,greedy",
    games: opt.GamesOpt = 100,
    players: Annotated[
        int, typer.Option("--players", "-p", min=1, help=_H("cli-help-tour-players"))
    ] = 2,
    seed: opt.SeedOpt = None,
    run: opt.RunOptions = opt.LOCAL_RUN,
    as_json: opt.JsonOpt = False,
    lang: opt.LangOpt = None,
    flags: opt.GameFlags = opt.NO_FLAGS,
) -> None:
    with command_session(lang) as t:
        gdef = load_game(game, t)
        entrants = _distinct(parse_players(bots, t, allow_human=False, game=gdef))
        coop = is_cooperative(gdef)
        if len(entrants) < 2:
            raise CliError(t("cli-error-tour-bots", bots=", ".join(entrants)))
        if players < 2 and not coop:  # a team of one is still a team
            raise CliError(t("cli-error-tour-players", players=str(players)))
        raw = flags.series_raw(players, t)
        config = check_config(gdef, gdef.bot_only_config(raw), t)
        used_seed = resolve_seed(seed)
        check_outputs(run, t)
        if not coop:
            try:
                require("openskill.models", "openskill")
            except MissingPackage as exc:
                raise CliError(t("cli-error-missing-package", package=exc.package)) from None
        tasks = (team_tasks(entrants, players, games, used_seed) if coop
                 else tournament_tasks(entrants, players, games, used_seed))
        results, elapsed = execute(
            gdef, raw, tasks, run, progress_console=progress_console(as_json),
            description=t("cli-tour-progress", game=gdef.name), t=t,
        )
        if coop:
            summary = coop_tournament_summary(gdef, config, entrants, used_seed, games, results,
                                              summarise(results, players, elapsed))
        else:
            summary = tournament_summary(gdef.name, config, entrants, used_seed, results,
                                         elapsed)
        save_outputs(results, run, t, team_charts(
            t, gdef, [(lv["bot"], lv) for lv in summary["team"]["levels"]]) if coop else None)

        def show() -> None:
            console = out_console()
            if coop:
                render_coop_tournament(console, t, summary, gdef)
                print_first_error(console, t, summary)
            else:
                render_tournament(console, t, summary)

        emit(summary, as_json, show)
    if summary["errors"]:
        raise typer.Exit(EXIT_FAILURE)
