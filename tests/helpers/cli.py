"""Driving the command line in tests: a runner with a fixed width and no language from
the environment, one command's result, the game a person plays against a bot, and a saved
game file to replay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner, Result

from tomecraft.bots import play_game
from tomecraft.cli import app
from tomecraft.core import get_game

#: ``play``: a person (seat 1) against the greedy bot, seed 3.
PLAY_VS_GREEDY = ["play", "--players", "human,greedy", "--seed", "3"]
#: Input that answers every decision of a game: option numbers stay put within a turn, so
#: a turn's later decisions may not offer 1; each takes the next number of the cycle
#: that it offers.
EVERY_NUMBER = "".join(f"{n}\n" for n in range(1, 41)) * 100


def cli_runner(columns: int = 100) -> CliRunner:
    """A runner with a terminal ``columns`` wide and no TOMECRAFT_LANG (English)."""
    return CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": str(columns)})


def invoke(runner: CliRunner, args: list[str], input: str | None = None) -> Result:
    """``tomecraft ARGS`` with ``input`` typed in."""
    return runner.invoke(app, args, input=input)


def write_game_file(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    """A SpellBook game of greedy against random (seed 21) saved as ``tmp_path/g.json``:
    the file and its data."""
    match = play_game(get_game("spellbook"), {"players": 2}, ["greedy", "random"], 21)
    data = match.game_file()
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, data
