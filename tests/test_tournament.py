"""``tomecraft tournament``: seat rotations, OpenSkill ratings, the table and the JSON."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from tomecraft.analysis.runners import GameResult
from tomecraft.analysis.stats import wilson_interval
from tomecraft.analysis.tournament import rotation_lineups, standings, tournament_tasks
from tomecraft.cli import app
from tomecraft.core import derive_seed

pytest.importorskip("openskill")

STANDING_KEYS = {
    "bot",
    "games",
    "seats",
    "seat_counts",
    "wins",
    "win_share",
    "win_share_ci",
    "mean_score",
    "rating",
    "uncertainty",
}
SUMMARY_KEYS = {
    "game",
    "seed",
    "players",
    "bots",
    "config",
    "games",
    "completed",
    "errors",
    "first_error",
    "rating_system",
    "standings",
    "games_per_second",
}


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": "120"})


def invoke(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(app, ["tournament", *args])


def tour_json(runner: CliRunner, *args: str) -> dict[str, Any]:
    result = invoke(runner, "--json", *args)
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


# -- schedule ---------------------------------------------------------------------------
@pytest.mark.parametrize(("bots", "players"), [(3, 2), (2, 4), (4, 2), (3, 3), (5, 4)])
def test_every_bot_sits_everywhere_equally(bots: int, players: int) -> None:
    names = [f"b{i}" for i in range(bots)]
    blocks = 3
    lineups = rotation_lineups(names, players, blocks * bots, seed=7)
    assert len(lineups) == blocks * bots
    for seat in range(players):
        counts = Counter(lineup[seat] for lineup in lineups)
        assert counts == {name: blocks for name in names}
    for lineup in lineups:
        # A bot takes a second seat only when there are more seats than bots.
        assert len(set(lineup)) == min(bots, players)
    assert rotation_lineups(names, players, blocks * bots, seed=7) == lineups


def test_tournament_tasks_use_derived_seeds() -> None:
    tasks = tournament_tasks(["a", "b"], 2, 4, 9)
    assert [(i, s) for i, s, _ in tasks] == [(i, derive_seed(9, i)) for i in range(4)]
    assert [bots for _, _, bots in tasks] == [("a", "b"), ("b", "a"), ("a", "b"), ("b", "a")]


# -- ratings ----------------------------------------------------------------------------
def _game(index: int, bots: tuple[str, ...], scores: tuple[int, ...]) -> GameResult:
    best = max(scores)
    winners = tuple(s for s, v in enumerate(scores) if v == best)
    return GameResult(index, index, scores=scores, winners=winners, bots=bots)


def test_ratings_follow_results() -> None:
    results = [
        _game(i, ("strong", "weak") if i % 2 else ("weak", "strong"),
              (10, 5) if i % 2 else (5, 10))
        for i in range(12)
    ]
    table = standings(results, ["weak", "strong"], 2)
    assert [s.bot for s in table] == ["strong", "weak"]
    strong, weak = table
    assert strong.rating > 25 > weak.rating
    assert strong.uncertainty < 25 / 3 and weak.uncertainty < 25 / 3
    assert (strong.win_share, weak.win_share) == (1.0, 0.0)
    assert strong.seat_counts == (6, 6) and strong.games == strong.seats == 12
    assert strong.win_share_ci == wilson_interval(12, 12)
    assert (strong.mean_score, weak.mean_score) == (10.0, 5.0)


def test_ratings_with_more_seats_than_bots_and_errors() -> None:
    results = [
        _game(0, ("a", "b", "a", "b"), (9, 3, 7, 1)),
        _game(1, ("b", "a", "b", "a"), (2, 8, 4, 6)),
        GameResult(2, 2, bots=("a", "b", "a", "b"), error="boom"),
    ]
    table = standings(results, ["a", "b"], 4)
    assert [s.bot for s in table] == ["a", "b"]
    a, b = table
    assert a.games == 2 and a.seats == 4 and a.seat_counts == (1, 1, 1, 1)
    assert a.wins == 2.0 and b.wins == 0.0
    assert a.rating > b.rating


def test_wilson_interval() -> None:
    low, high = wilson_interval(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(0, 20)[0] == 0.0 and wilson_interval(20, 20)[1] == 1.0


# -- the command ------------------------------------------------------------------------
def test_strong_bot_rates_above_weak(runner: CliRunner) -> None:
    data = tour_json(runner, "spellbook", "--bots", "random,greedy", "--games", "20",
                     "--players", "2", "--seed", "3", "--workers", "2")
    assert set(data) == SUMMARY_KEYS
    assert (data["games"], data["completed"], data["errors"]) == (20, 20, 0)
    assert data["bots"] == ["random", "greedy"] and data["rating_system"]
    first, second = data["standings"]
    assert set(first) == STANDING_KEYS
    assert (first["bot"], second["bot"]) == ("greedy", "random")
    assert first["rating"] - first["uncertainty"] > second["rating"] + second["uncertainty"]
    assert first["win_share"] > 0.75 > second["win_share"]
    for row in data["standings"]:
        assert row["seat_counts"] == [10, 10] and row["games"] == 20
        low, high = row["win_share_ci"]
        assert low <= row["win_share"] <= high
    # In-process play gives the same tournament.
    again = tour_json(runner, "--bots", "random,greedy", "--games", "20", "--seed", "3")
    data.pop("games_per_second")
    again.pop("games_per_second")
    assert again == data


def test_table(runner: CliRunner) -> None:
    # a search level among them (easy: the table is the point, not the search's strength)
    result = invoke(runner, "--bots", "greedy,random,easy", "-n", "4", "-p", "3", "--seed", "1")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Tournament of spellbook: 3 seats, 4 games" in out
    assert "greedy" in out and "random" in out and "±" in out and "OpenSkill" in out


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--bots", "medium,bot"], "two different bots"),
        (["--bots", "greedy,human"], 'Unknown bot "human"'),
        (["--players", "1"], "at least 2 seats"),
        (["--players", "9"], "players must be"),
        (["--out", "x.xlsx"], ".csv or .parquet"),
    ],
)
def test_usage_errors(runner: CliRunner, args: list[str], expected: str) -> None:
    result = invoke(runner, "-n", "2", *args)
    assert result.exit_code == 2, result.output
    assert expected in result.stderr


def test_tournament_takes_the_game_options_of_simulate(runner: CliRunner) -> None:
    """``tournament`` has ``simulate``'s game options (one definition): Madness at
    difficulty II in terror mode (``--option``);
    the summary's config says what was played."""
    result = runner.invoke(app, ["tournament", "madness", "--games", "2", "--bots",
                                 "random,greedy", "--difficulty", "II", "--option",
                                 "mode=terror", "--json"])
    assert result.exit_code == 0, result.output
    config = json.loads(result.stdout)["config"]
    assert config["difficulty"] == "II" and config["mode"] == "terror", config
    sim = runner.invoke(app, ["simulate", "--help"]).output
    tour = runner.invoke(app, ["tournament", "--help"]).output
    for flag in ("--difficulty", "--chapter", "--practice", "--option", "--campaign",
                 "--mode", "--set"):
        assert flag in sim and flag in tour, flag
