"""Co-operative games' reports (issue 26, section 1): ``simulate`` and ``tournament`` speak
of the team, not of seats; SpellBook's competitive reports are as before.

Small series in-process with Typer's ``CliRunner`` at 80 columns (random bots where the
outcome does not matter: they play fastest).
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path
from typing import Any

import pytest
from helpers.cli import cli_runner, invoke
from typer.testing import CliRunner

from tomecraft.analysis.runners import GameResult
from tomecraft.analysis.stats import wilson_interval
from tomecraft.analysis.team import paired_record, team_levels, team_record, team_tasks
from tomecraft.core import derive_seed, get_game
from tomecraft.interfaces.cli import coop_report


@pytest.fixture
def runner() -> CliRunner:
    return cli_runner(80)


def run_text(runner: CliRunner, *args: str) -> str:
    result = invoke(runner, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


def run_json(runner: CliRunner, *args: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(run_text(runner, *args, "--json"))
    return data


def rows(text: str) -> dict[str, str]:
    """Label -> value of every two-cell row of the tables in ``text``."""
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.split("│")[1:-1]]
        if len(cells) == 2 and cells[0]:
            out[cells[0]] = cells[1]
    return out


def interval(team: dict[str, Any]) -> str:
    low, high = team["win_rate_ci"]
    return f"{100 * team['win_rate']:.1f} % ({100 * low:.1f}–{100 * high:.1f})"


def check_team(team: dict[str, Any], completed: int, reasons: set[str]) -> None:
    """The team block agrees with itself and with the series."""
    assert team["games"] == completed == team["wins"] + team["losses"]
    assert set(team["losses_by_reason"]) == reasons
    assert sum(team["losses_by_reason"].values()) == team["losses"]
    assert team["win_rate"] == pytest.approx(team["wins"] / team["games"])
    assert team["win_rate_ci"] == pytest.approx(list(wilson_interval(team["wins"], completed)))


# -- simulate -------------------------------------------------------------------------------
MADNESS = ("simulate", "madness", "-n", "3", "-p", "3", "--seed", "2", "--bots", "random")


def test_madness_simulate_reports_the_team(runner: CliRunner) -> None:
    data = run_json(runner, *MADNESS)
    team = data["team"]
    check_team(team, data["completed"], {"madness", "monster", "eliminated"})
    assert data["bots"] == ["random"] * 3 and "bots" not in team  # the lineup once
    by_reason = team["losses_by_reason"]
    text = run_text(runner, *MADNESS)
    shown = rows(text)
    assert shown["Team win rate (95% CI)"] == interval(team)
    assert shown["Games won"] == f"{team['wins']} of {data['completed']} finished"
    for label, reason in (("Madness pile empty", "madness"),
                          ("Final monster not defeated", "monster"),
                          ("Every player eliminated", "eliminated")):
        count = by_reason[reason]
        assert shown[f"Lost: {label}"] == f"{count} ({100 * count / team['games']:.1f} %)"
    assert shown["Setup"] == "difficulty I · mode normal"
    assert "Team of 3: random, random, random" in text
    assert "Player 1" not in text and "Win rate" not in text  # no per-seat shares
    assert text.count("Mean player decisions per game") == 1
    assert "Games without a winner" not in text  # the losses are the team's rows
    assert max(len(line) for line in text.splitlines()) <= 80


def test_wonderbook_simulate_reports_the_destiny_left(runner: CliRunner) -> None:
    args = ("simulate", "wonderbook", "-n", "12", "-p", "3", "--seed", "1", "--chapter", "one",
            "--practice")
    data = run_json(runner, *args)
    team = data["team"]
    check_team(team, data["completed"], {"destiny"})
    assert 0 < team["wins"] < team["games"]  # both outcomes, so both means are tested
    # destiny_left is 0 in a lost game: its mean over all games, over the games won
    won_mean = data["mean_destiny_left"] * data["completed"] / team["wins"]
    assert team["mean_score_won"] == pytest.approx(won_mean)
    assert team["mean_score_lost"] == 0
    # each figure once (a stranger's report): no per-seat copies of the team's score, no
    # second lineup, no "turns" that are the player decisions again
    for repeat in ("mean_score_by_seat", "std_score_by_seat", "mean_turns"):
        assert repeat not in data, repeat
    assert "bots" not in team and data["turns_source"] == "decisions"
    shown = rows(run_text(runner, *args))
    assert shown["Team win rate (95% CI)"] == interval(team)
    assert shown["Destiny left, games won (mean)"] == f"{won_mean:.2f}"
    assert shown["Lost: Destiny ran out"].startswith(f"{team['losses']} (")
    assert shown["Setup"].startswith("chapter one · difficulty normal · heroes")


def test_wonderbook_unfinished_games_are_not_the_teams_losses(runner: CliRunner) -> None:
    data = run_json(runner, "simulate", "wonderbook", "-n", "6", "-p", "2", "--bots", "random",
                    "--seed", "4", "-o", "max_rounds=4")
    team = data["team"]
    assert team["unfinished"] == data["unfinished"] >= 1 and team["games"] >= 1
    check_team(team, data["completed"], {"destiny"})
    assert team["games"] + team["unfinished"] == 6


def test_a_german_team_table(runner: CliRunner) -> None:
    text = run_text(runner, *MADNESS, "--lang", "de")
    assert "Siegquote des Teams (95%-KI)" in text and "Verloren: Wahnsinnsstapel leer" in text


# -- tournament -----------------------------------------------------------------------------
TOUR = ("tournament", "wonderbook", "--bots", "random,greedy", "-n", "6", "-p", "2",
        "--seed", "5")


def test_a_coop_tournament_compares_teams(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "games.csv"
    data = run_json(runner, *TOUR, "--out", str(out))
    assert "standings" not in data and "rating_system" not in data
    assert data["deals"] == 6 and data["games"] == 12 and data["errors"] == 0
    first, second = data["team"]["levels"]
    assert (first["bot"], second["bot"]) == ("random", "greedy")
    for level in (first, second):
        check_team(level, level["games"], {"destiny"})
    assert first["paired"] is None
    paired = second["paired"]
    assert paired["against"] == "random" and paired["deals"] == 6
    assert paired["better"] + paired["worse"] + paired["same"] == 6
    assert paired["better"] - paired["worse"] == second["wins"] - first["wins"]
    assert second["wins"] > first["wins"]
    # every level plays all seats of the same deals
    games: dict[int, list[dict[str, str]]] = {}
    with out.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            games.setdefault(int(row["game"]), []).append(row)
    lineups = {i: {r["bot"] for r in seats} for i, seats in games.items()}
    assert all(len(bots) == 1 for bots in lineups.values())
    seeds = {level: sorted(int(s[0]["seed"]) for i, s in games.items() if lineups[i] == {level})
             for level in ("random", "greedy")}
    assert seeds["random"] == seeds["greedy"] == sorted(derive_seed(5, i) for i in range(6))
    text = run_text(runner, *TOUR)
    assert "Teams of wonderbook: 2 seats, 6 deals per level" in text
    assert "Rating" not in text and "OpenSkill" not in text
    line = next(x for x in text.splitlines() if x.startswith("│ greedy"))
    cells = [c.strip() for c in line.split("│")[1:-1]]
    assert cells[2] == interval(second)
    assert cells[3] == f"+{paired['better']} −{paired['worse']} ={paired['same']}"
    assert "Losses by reason" in text and "Destiny ran out" in text
    assert max(len(x) for x in text.splitlines()) <= 80


def chart_titles(folder: Path) -> dict[str, str]:
    """File name -> the chart's title (the PNG's ``Title`` text chunk)."""
    image = pytest.importorskip("PIL.Image")
    out = {}
    for path in sorted(folder.iterdir()):
        with image.open(path) as png:
            out[path.name] = png.text.get("Title", "")
    return out


def test_coop_plots_draw_the_team(runner: CliRunner, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    team_charts = {"game_length.png", "losses_by_reason.png", "team_win_rate.png"}
    folder = tmp_path / "simulate"
    run_text(runner, *MADNESS, "--plots", str(folder))
    titles = chart_titles(folder)
    assert set(titles) == team_charts  # no per-seat chart (win share by seat, by bot)
    assert titles["team_win_rate.png"] == "Team win rate (95 % CI)"
    assert titles["losses_by_reason.png"] == "Team losses by reason"
    folder = tmp_path / "tournament"
    run_text(runner, *TOUR, "--plots", str(folder))
    assert set(chart_titles(folder)) == team_charts
    # a competitive game keeps its per-seat charts
    folder = tmp_path / "spellbook"
    run_text(runner, "simulate", "spellbook", "-n", "2", "-p", "2", "--seed", "1",
             "--bots", "random", "--plots", str(folder))
    titles = chart_titles(folder)
    assert titles["win_share_by_seat.png"] == "Win share by seat position (95 % CI)"
    assert "team_win_rate.png" not in titles


def test_a_coop_summary_counts_the_teams_wins_and_losses_once(runner: CliRunner) -> None:
    """Co-op seats win together: no share of wins per seat, and the wins and losses are
    the team block's alone (regression: wins_by_seat [11.67, 11.67, 11.67] for 35 team
    wins, and the losses also as losses_by_cause and no_winner)."""
    for args in (MADNESS, ("simulate", "wonderbook", "-n", "2", "-p", "2", "--seed", "1",
                           "--chapter", "tutorial")):
        data = run_json(runner, *args)
        assert data["team"]["wins"] + data["team"]["losses"] == data["completed"]
        for key in ("wins_by_seat", "win_rate_by_seat", "no_winner", "wins", "win_rate",
                    "losses_by_cause"):
            assert key not in data, (args[1], key)
        text = json.dumps(data)
        assert text.count('"wins"') == 1 and text.count("losses") == 2  # losses, _by_reason


def test_a_coop_tournament_of_one_seat(runner: CliRunner) -> None:
    data = run_json(runner, "tournament", "wonderbook", "--bots", "random,greedy", "-n", "2",
                    "-p", "1", "--seed", "5")
    assert [level["games"] for level in data["team"]["levels"]] == [2, 2]


# -- SpellBook is as before ------------------------------------------------------------------
def test_spellbook_reports_are_unchanged(runner: CliRunner) -> None:
    args = ("simulate", "spellbook", "-n", "4", "--seed", "3", "--bots", "greedy,random")
    data = run_json(runner, *args)
    assert "team" not in data and len(data["wins_by_seat"]) == 2
    text = run_text(runner, *args)
    labels = [line.split("│")[1].strip() for line in text.splitlines()
              if line.startswith("│") and line.count("│") == 3]
    assert labels == [
        "Seed", "Games", "Errors", "Games without a winner", "Games stopped unfinished",
        "Mean days per game", "Mean decisions per game (chance included)",
        "Mean player decisions per game", "Games per second", "Build",
    ]
    header = next(x for x in text.splitlines() if "Seat" in x)
    assert re.findall(r"[A-Z][a-z. ]+[a-z.]", header) == [
        "Seat", "Bot", "Wins", "Win rate", "Mean score", "Std. dev."]
    wins = [float(x.split("│")[3]) for x in text.splitlines() if x.startswith("│ Player")]
    assert wins == pytest.approx(data["wins_by_seat"])
    tour = run_json(runner, "tournament", "spellbook", "--bots", "random,greedy", "-n", "2",
                    "--seed", "3")
    assert "team" not in tour and [s["bot"] for s in tour["standings"]] != []


# -- the pure parts ---------------------------------------------------------------------------
def result(index: int, seed: int, won: bool, lost: str = "", score: int = 0,
           unfinished: bool = False, bot: str = "b") -> GameResult:
    return GameResult(index, seed, scores=(score, score), winners=(0, 1) if won else (),
                      bots=(bot, bot), lost="" if won else lost, unfinished=unfinished)


def test_team_record() -> None:
    results = [result(0, 1, True, score=3), result(1, 2, False, "x", 0),
               result(2, 3, False, "y", 2), result(3, 4, False, unfinished=True),
               GameResult(4, 5, error="boom")]
    rec = team_record(results, ("x", "z"))
    assert (rec["games"], rec["wins"], rec["losses"], rec["unfinished"]) == (3, 1, 2, 1)
    assert rec["losses_by_reason"] == {"x": 1, "z": 0, "y": 1}
    assert rec["mean_score_won"] == 3 and rec["mean_score_lost"] == 1
    assert rec["win_rate_ci"] == list(wilson_interval(1, 3))
    assert team_record([])["win_rate"] is None


def test_paired_levels() -> None:
    tasks = team_tasks(["a", "b"], 2, 3, 9)
    assert [t[0] for t in tasks] == list(range(6))
    assert [t[1] for t in tasks[:3]] == [t[1] for t in tasks[3:]]
    assert {t[2] for t in tasks[3:]} == {("b", "b")}
    a = [result(0, 1, False, "x", bot="a"), result(1, 2, True, bot="a"),
         result(2, 3, False, "x", bot="a")]
    b = [result(3, 1, True, bot="b"), result(4, 2, True, bot="b"),
         result(5, 3, False, "x", bot="b", unfinished=True)]
    assert paired_record({r.seed: r for r in a}, b) == {
        "deals": 2, "better": 1, "worse": 0, "same": 1}
    levels = team_levels(a + b, ["a", "b"], ("x",))
    assert levels[0]["paired"] is None and levels[1]["paired"]["better"] == 1
    assert levels[1]["wins"] == 2 and levels[1]["unfinished"] == 1


def test_the_report_names_no_game() -> None:
    """Labels come from the game's catalogue by its message key; the code names no game."""
    import tomecraft.analysis.team as team_module

    for module in (coop_report, team_module):
        source = Path(str(module.__file__)).read_text(encoding="utf-8").lower()
        for name in ("madness", "wonderbook", "wonder book", "spellbook", "destiny"):
            assert name not in source, (module.__name__, name)
    game = get_game("madness")
    assert coop_report.loss_label(cli_translator(), game, "nothing") == "nothing"


def cli_translator() -> Any:
    from tomecraft.i18n import Translator

    return Translator("en")
