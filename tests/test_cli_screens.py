"""What the terminal's headers and final tables say: a Madness board during the setup names
the seat choosing its mage (not the turn and seat that will play first), and a final table
whose score is not the sum of its rows names what the score is."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from tomecraft.core import Match
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.app import app

EN = Translator("en")
ENV = {"COLUMNS": "80", "TOMECRAFT_LANG": "en"}


def test_a_madness_board_in_setup_names_who_chooses() -> None:
    """Regression: "turn 1 · player 3" while player 1 chose a mage (seat 3 plays first)."""
    match = Match("madness", {"players": 3, "first_player": 2}, seed=5)
    for chooser in (1, 2, 3):
        title = EN(match.state.board(None)[0].title)
        assert title.startswith(f"Setup · player {chooser} chooses a mage · difficulty I"), title
        assert "turn" not in title
        d = match.state.decision()
        assert d is not None and d.kind == "mage" and d.actor == chooser - 1
        match.step(d.ids[0])
    match.resolve_chance()
    title = EN(match.state.board(None)[0].title)
    assert title.startswith("Round 1/6 · turn 1 · player 3 ·"), title


def test_the_terminal_header_names_the_mage_chooser() -> None:
    out = CliRunner().invoke(app, ["play", "madness", "--players", "human,greedy,greedy",
                                   "--seed", "3", "--first-player", "3"], input="q\n\n",
                             env={"COLUMNS": "80", "TOMECRAFT_LANG": "en"})
    assert "Setup · player 1 chooses a mage" in out.output, out.output
    assert "turn 1 · player 3" not in out.output


def _final_table(game: str, *args: str) -> list[str]:
    out = CliRunner().invoke(app, ["play", game, "--players", "greedy,greedy", *args],
                             env={"COLUMNS": "80", "TOMECRAFT_LANG": "en"})
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    start = next(i for i, line in enumerate(lines) if "Final scores" in line)
    return [line for line in lines[start:] if line.startswith("│")]


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.split("│")[1:-1]]


def test_madness_final_table_labels_its_score_as_rounds_survived() -> None:
    """Regression: "Total 6" under rows (curses destroyed, madness taken...) it is not the
    sum of."""
    rows = [_cells(line) for line in _final_table("madness", "--seed", "3")]
    label, *scores = rows[-1]
    assert label == "Rounds survived (team score)" and scores == ["6", "6"], rows
    assert all(r[0] != "Total" for r in rows)


def test_spellbook_final_table_keeps_its_total() -> None:
    """SpellBook's total is the sum of its rows: still "Total"."""
    rows = [_cells(line) for line in _final_table("spellbook", "--seed", "3")]
    label, *totals = rows[-1]
    assert label == "Total"
    for seat, total in enumerate(totals):
        assert int(total) == sum(int(r[1 + seat]) for r in rows[1:-1] if r[1 + seat].isdigit())


def test_the_breakdowns_name_their_scores() -> None:
    """The label the web's final table shows too (``total_label``); None: "Total"."""
    from tomecraft.bots import play_game
    from tomecraft.core import get_game

    labels = {}
    for game in ("madness", "wonderbook", "spellbook"):
        match = play_game(get_game(game), {"players": 2}, ["greedy", "greedy"], 2)
        label = match.state.breakdown().total_label
        labels[game] = None if label is None else EN(label)
    assert labels == {"madness": "Rounds survived (team score)",
                      "wonderbook": "Destiny left (team score)", "spellbook": None}


def test_why_about_an_option_that_is_gone_says_which_there_are() -> None:
    """Regression: "why 40" said only "There is no option 40 now"."""
    out = CliRunner().invoke(app, ["play", "madness", "--players", "human,greedy",
                                   "--seed", "3"], input="why 40\nq\n\n", env=ENV)
    asked = re.search(r"your choice \(1-(\d+),", out.output)
    assert asked is not None, out.output
    said = f"There is no option 40 now: this decision has options 1 to {asked.group(1)}"
    assert said in out.output.replace("\n", " "), out.output
