"""Reports of co-operative games (``simulate`` and ``tournament``): the team, not the seats.

In a co-op game every seat wins or loses with the table, so per-seat win shares read wrong
(a team that won 26 % of its games would show 8.8 % per seat at three seats). For such a
game (see :func:`~tomecraft.analysis.team.is_cooperative`):

* ``simulate`` adds a ``team`` block to its summary (:func:`team_block`) and prints one
  table for the team (:func:`render_team`): the setup read from the config (the options
  of the game's schema), the team win rate with its 95 % Wilson interval, the losses by
  reason, and the team score (what it means is the game's ``{key}-score-name``) in games
  won and lost, instead of the table of seats;
* ``tournament`` plays every bot level at all seats of the same deals and compares the
  teams (:func:`coop_tournament_summary`, :func:`render_coop_tournament`);
* ``--plots`` of either draws the teams' charts (:func:`team_charts`,
  :func:`~tomecraft.analysis.plots.write_team_plots`), not the per-seat ones.

Loss reasons are named by the game's ``{key}-loss-{reason}`` message (else its
``{key}-ev-lose-{reason}`` event, else the reason itself), ``key`` being the state's
``game_key``; nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tomecraft.analysis.runners import GameResult
from tomecraft.analysis.team import (
    is_cooperative,
    loss_reasons,
    message_prefix,
    team_levels,
    team_record,
)
from tomecraft.core import GameDef, State
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.render import Renderer

#: Option types of the schema shown as the setup (a seat number such as the lead is not).
_SETUP_TYPES = ("choice", "flag", "int", "seats")


def team_block(game: GameDef, results: Sequence[GameResult]) -> dict[str, Any]:
    """The ``team`` entry of a co-op ``simulate`` summary:
    :func:`~tomecraft.analysis.team.team_record` (the lineup is the summary's ``bots``,
    not repeated here)."""
    return team_record(results, loss_reasons(game))


class TeamCharts(NamedTuple):
    """What a co-op series' ``--plots`` draws: the teams (name, ``team_record`` figures)
    and the names of the loss reasons."""

    teams: list[tuple[str, Mapping[str, Any]]]
    reason_labels: dict[str, str]


def lineup_name(bots: Sequence[str]) -> str:
    """A team's short name: "3 × random" when every seat has the same bot, else the list."""
    if bots and len(set(bots)) == 1:
        return f"{len(bots)} × {bots[0]}"
    return ", ".join(bots)


def team_charts(
    t: Translator, game: GameDef, teams: Sequence[tuple[str, Mapping[str, Any]]]
) -> TeamCharts:
    """The teams of a co-op ``simulate`` or ``tournament`` and their loss reasons' names."""
    reasons = dict.fromkeys(r for _, rec in teams for r in rec["losses_by_reason"])
    return TeamCharts(list(teams), {r: loss_label(t, game, r) for r in reasons})


def setup_of(game: GameDef, config: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(option, value) of every schema option (but seat numbers) that the parsed
    ``config`` sets and that applies to its player count, in the schema's order."""
    players = int(config.get("players", 0))
    out = []
    for spec in game.option_schema():
        value = config.get(spec.key)
        if spec.type not in _SETUP_TYPES or value is None or not spec.applies(players):
            continue
        text = ", ".join(map(str, value)) if isinstance(value, list | tuple) else str(value)
        out.append((spec.key, text))
    return out


def loss_label(t: Translator, game: GameDef, reason: str) -> str:
    """A short name of a loss reason (see the module docstring)."""
    key = message_prefix(game)
    for name in (f"{key}-loss-{reason}", f"{key}-ev-lose-{reason}"):
        if key and t.has(name):
            return t(name)
    return reason or t("cli-team-lost-unknown")


def score_label(t: Translator, game: GameDef) -> str:
    """What the team score of ``game`` is (its ``{key}-score-name``), else "Team score"."""
    name = f"{message_prefix(game)}-score-name"
    return t(name) if message_prefix(game) and t.has(name) else t("cli-team-score")


def _pct(value: float) -> str:
    return f"{100 * value:.1f}"


def rate_text(t: Translator, team: Mapping[str, Any]) -> str:
    """"26.5 % (18.9–35.8)": the team win rate and its 95 % interval (a dash: no game)."""
    rate = team["win_rate"]
    if rate is None:
        return "—"
    low, high = team["win_rate_ci"]
    return t("cli-team-rate", rate=_pct(rate), low=_pct(low), high=_pct(high))


def _num(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def render_team(console: Console, t: Translator, s: Mapping[str, Any], game: GameDef) -> None:
    """The team table of a co-op ``simulate`` summary ``s``."""
    team = s["team"]
    table = Table(
        title=t("cli-team-title", players=str(s["players"]), bots=", ".join(s["bots"])),
        title_style="bold", show_header=False, box=box.ROUNDED,
    )
    table.add_column(style="bold")
    table.add_column(justify="right")
    setup = setup_of(game, s["config"])
    if setup:
        table.add_row(Text(t("cli-team-setup")),
                      Text(" · ".join(f"{key} {value}" for key, value in setup), justify="left"))
    table.add_row(Text(t("cli-team-win-rate")), rate_text(t, team))
    table.add_row(Text(t("cli-team-won")), t(
        "cli-team-won-value", wins=str(team["wins"]), games=str(team["games"])))
    games = team["games"]
    for reason, count in team["losses_by_reason"].items():
        share = _pct(count / games) if games else "—"
        table.add_row(Text(t("cli-team-lost-by", reason=loss_label(t, game, reason))),
                      t("cli-team-lost-value", count=str(count), share=share))
    score = score_label(t, game)
    table.add_row(Text(t("cli-team-score-won", score=score)), _num(team["mean_score_won"]))
    table.add_row(Text(t("cli-team-score-lost", score=score)), _num(team["mean_score_lost"]))
    console.print(table)


def coop_tournament_summary(
    game: GameDef,
    config: dict[str, Any],
    levels: Sequence[str],
    seed: int,
    deals: int,
    results: Sequence[GameResult],
    series: Mapping[str, Any],
) -> dict[str, Any]:
    """The JSON-ready result of a co-op tournament (``series``: ``summarise``'s figures of
    all its games): the keys of a competitive one but the ratings, ``deals`` per level and
    ``team``: ``{"levels": [...]}`` (:func:`~tomecraft.analysis.team.team_levels`)."""
    return {
        "game": game.name,
        "seed": seed,
        "players": int(config["players"]),
        "bots": list(levels),
        "config": config,
        "games": series["games"],
        "completed": series["completed"],
        "errors": series["errors"],
        "first_error": series["first_error"],
        "games_per_second": series["games_per_second"],
        "deals": deals,
        "team": {"levels": team_levels(results, levels, loss_reasons(game))},
    }


def render_coop_tournament(
    console: Console, t: Translator, s: Mapping[str, Any], game: GameDef
) -> None:
    """The co-op tournament table: one row per level, in the order given."""
    levels = s["team"]["levels"]
    first = levels[0]["bot"] if levels else ""
    setup = " · ".join(f"{key} {value}" for key, value in setup_of(game, s["config"]))
    caption = t("cli-tour-team-caption", first=first, seed=str(s["seed"]),
                errors=str(s["errors"]))
    table = Table(
        title=t("cli-tour-team-title", game=s["game"], players=str(s["players"]),
                deals=str(s["deals"])),
        title_style="bold",
        caption=f"{setup}\n{caption}" if setup else caption,
        box=box.ROUNDED,
    )
    table.add_column(t("cli-tour-level"), style="bold")
    table.add_column(t("cli-tour-games"), justify="right")
    table.add_column(t("cli-team-win-rate"), justify="right")
    table.add_column(t("cli-tour-paired", first=first), justify="right")
    for row in levels:
        paired = row["paired"]
        table.add_row(
            row["bot"],
            str(row["games"]),
            rate_text(t, row),
            "—" if paired is None else t(
                "cli-tour-paired-value", better=str(paired["better"]),
                worse=str(paired["worse"]), same=str(paired["same"])),
        )
    console.print(table)
    reasons = list(dict.fromkeys(r for row in levels for r in row["losses_by_reason"]))
    if not reasons:
        return
    losses = Table(title=t("cli-tour-losses"), title_style="bold", box=box.ROUNDED)
    losses.add_column(t("cli-tour-level"), style="bold")
    for reason in reasons:
        losses.add_column(loss_label(t, game, reason), justify="right")
    for row in levels:
        by = row["losses_by_reason"]
        losses.add_row(row["bot"], *(str(by.get(reason, 0)) for reason in reasons))
    console.print(losses)


__all__ = [
    "TeamCharts",
    "coop_tournament_summary",
    "lineup_name",
    "loss_label",
    "rate_text",
    "render_coop_tournament",
    "render_team",
    "score_label",
    "setup_of",
    "team_block",
    "team_charts",
]


def show_team_end(r: Renderer, game: GameDef, state: State) -> bool:
    """The end of a co-operative game (``play``, ``replay``): the team's figures once
    (a column "Team" when every seat has the same ones, else the table of seats) and
    whether the team won or lost, and why when the state knows; False (nothing shown)
    for a game that is not co-operative."""
    if not is_cooperative(game):
        return False
    b = state.breakdown()
    if all(len(set(values)) <= 1 for _, values in b.rows) and len(set(b.totals)) <= 1:
        table = Table(title=r.t("cli-breakdown-title"), title_style="bold", box=box.ROUNDED)
        table.add_column(r.t("cli-breakdown-item"))
        table.add_column(r.t("cli-team-column"), justify="right")
        for j, (label, values) in enumerate(b.rows):
            table.add_row(Text(r.text(label)), str(values[0]) if values else "",
                          end_section=j == len(b.rows) - 1)
        total = r.t("cli-breakdown-total") if b.total_label is None else r.text(b.total_label)
        table.add_row(Text(total, style="bold"),
                      Text(str(b.totals[0]) if b.totals else "", style="bold"))
        r.console.print(table)
    else:
        r.breakdown(b)
    reason = str(getattr(state, "lost", ""))
    if state.winners():
        r.line(Text(r.t("cli-team-end-won"), style="bold green"))
    elif reason:
        r.line(Text(r.t("cli-team-end-lost-why", reason=loss_label(r.t, game, reason)),
                    style="bold red"))
    else:
        r.line(Text(r.t("cli-team-end-lost"), style="bold red"))
    return True
