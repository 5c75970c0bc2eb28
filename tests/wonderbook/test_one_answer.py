"""Questions with one answer are not asked (a stranger's report): "Choose the next Wyrm
to act" and "Choose a Wyrm to take 1 damage" listed a single option when every Wyrm
offered stood in one zone in one state (``WonderState.alike``: the terminal shows them
as one option). Such a decision is taken like a forced one, narrated "only one choice",
and still recorded, so the game file and the seed's game are unchanged."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tomecraft.core import Match, alike_option, forced_option
from tomecraft.interfaces.cli.app import app

#: The stranger's chapter 1 game (Sid a person, Lara the medium bot) before decision 11:
#: Sid's player chooses which of Wyrm 1 and Wyrm 2, both unhurt in the Ink Pond, acts.
GAME = Path(__file__).parent / "data" / "chapter_one_alike_wyrms.json"


def test_a_question_whose_options_are_all_alike_has_one_answer() -> None:
    match = Match.from_game_file(json.loads(GAME.read_text()))
    d = match.state.decision()
    assert d is not None and d.kind == "wyrm-order" and d.actor == 0 and len(d.ids) == 2
    assert forced_option(match.state) is None
    assert alike_option(match.state) == d.ids[0]


def test_the_terminal_does_not_ask_it(tmp_path: Path) -> None:
    saved = tmp_path / "g.json"
    runner = CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": "100"})
    result = runner.invoke(app, ["play", "--resume", str(GAME)], input=f"s {saved}\nq\n\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "(1-1," not in out  # never "your choice (1-1, ...)"
    assert "only one choice — Wyrm 1 in Ink Pond" in out
    assert "Choose the next Wyrm to act." not in out
    # recorded like any decision: the file holds it, and replays to the same state
    data = json.loads(saved.read_text())
    base = json.loads(GAME.read_text())["decisions"]
    assert data["decisions"][: len(base) + 1] == [*base, [0, 497]]
    Match.from_game_file(data)


def test_advance_takes_it_only_for_the_seats_named() -> None:
    """``Match.advance(alike=seats)``: the core's one place where a question with one
    answer is taken like a forced decision (the web room names its people's seats)."""
    doc = json.loads(GAME.read_text())
    n = len(doc["decisions"])
    for alike, taken in (((), False), ((1,), False), ((0,), True)):
        match = Match.from_game_file(doc)
        steps = match.advance(alike=alike)
        assert (len(match.history) > n) is taken, alike
        if taken:
            assert steps[0].forced and steps[0].option == match.history[n][1]
            assert match.forced[n] and steps[0].events[0].kind == "forced"
        else:
            assert steps == [] and alike_option(match.state) is not None
