"""``tomecraft review`` as a stranger reads it: piped, its lines are whole (no hard wrap at
80 columns inside a quoted label); each listed decision says what was being decided
before the option taken and the better one; a file that stops before the end of its game
says so at the top (and ``--json`` has ``finished``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tomecraft.bots import play_game
from tomecraft.core import CHANCE, Match, get_game
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.app import app

EN = Translator("en")
ENV = {"COLUMNS": "80", "TOMECRAFT_LANG": "en"}


@pytest.fixture(scope="module")
def madness_game() -> Match:
    return play_game(get_game("madness"), {"players": 3}, ["greedy"] * 3, 3)


def _file(tmp_path: Path, match: Match, keep: int | None = None) -> Path:
    data = match.game_file()
    if keep is not None:
        data["decisions"] = data["decisions"][:keep]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _prompts(match: Match) -> dict[int, str]:
    """Each player decision's prompt, by index (replayed here, apart from the CLI)."""
    fresh = Match(match.game, match.config, match.seed)
    out = {}
    for i, (actor, option) in enumerate(match.history):
        d = fresh.state.decision()
        assert d is not None
        if actor != CHANCE:
            out[i] = EN(d.prompt)
        fresh.step(option)
    return out


def _review(path: Path, *args: str) -> str:
    out = CliRunner().invoke(app, ["review", str(path), "--samples", "1", *args], env=ENV)
    assert out.exit_code == 0, out.output
    return out.output


def test_piped_lines_are_whole_and_say_what_was_decided(
        tmp_path: Path, madness_game: Match) -> None:
    """Regression: 'took "Activate \\nWhisper (1 air)"' cut at column 80 when piped, and
    'took "Player 1" ...; better "Player 3"' without the question."""
    text = _review(_file(tmp_path, madness_game), "--seats", "2", "--all")
    lines = text.splitlines()
    listed = [i for i, line in enumerate(lines) if re.match(r"   #\d+ ", line)]
    assert listed, text
    assert any(len(line) > 80 for line in lines)  # not cut to the 80 columns
    prompts = _prompts(madness_game)
    for i in listed:
        index = int(lines[i].split()[0][1:]) - 1
        assert lines[i].endswith(prompts[index]), (lines[i], prompts[index])
        took = lines[i + 1]
        assert took.startswith('        took "') and took.count('"') in (2, 4), took
    targets = [lines[i + 1] for i in listed if "Choose the player:" in lines[i]]
    assert targets and all(re.match(r'        took "Player \d"', x) for x in targets), text
    assert "Unfinished game" not in text


def test_an_unfinished_game_says_so_at_the_top(tmp_path: Path, madness_game: Match) -> None:
    path = _file(tmp_path, madness_game, keep=120)
    text = _review(path, "--seats", "1")
    top = text.splitlines()[:3]
    assert any(line.startswith("Unfinished game: the file stops after 120 decisions")
               for line in top), text
    doc = json.loads(_review(path, "--seats", "1", "--json"))
    assert doc["finished"] is False
    whole = json.loads(_review(_file(tmp_path, madness_game), "--seats", "1", "--json"))
    assert whole["finished"] is True


def test_the_scale_explains_the_figures_shown(tmp_path: Path, madness_game: Match) -> None:
    """A co-operative game's review explains its chance of winning (the team's) and says
    nothing of a rank among the players; a competitive one explains both figures; Wonder
    Book's explains the standing it shows."""
    coop = _review(_file(tmp_path, madness_game), "--seats", "1")
    assert EN("cli-review-scale-chance", thresholds="")[:40] in coop
    assert "rank among the players" not in coop
    duel = play_game(get_game("spellbook"), {"players": 2}, ["greedy"] * 2, 3)
    text = _review(_file(tmp_path, duel, keep=12), "--seats", "1")
    assert "rank among the players" in text and "Chance of winning" in text
    book = play_game(get_game("wonderbook"), {"players": 2}, ["greedy"] * 2, 3)
    text = _review(_file(tmp_path, book, keep=10), "--seats", "1")
    assert EN("cli-review-scale-standing", thresholds="")[:40] in text
    assert "rank among the players" not in text and "Chance of winning" not in text
