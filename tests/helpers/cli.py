"""Driving the command line in tests: a runner with a fixed width and no language from
the environment, one command's result, and the game a person plays against a bot."""

from __future__ import annotations

from typer.testing import CliRunner, Result

from tomecraft.cli import app

#: ``play``: a person (seat 1) against the greedy bot, seed 3.
PLAY_VS_GREEDY = ["play", "--players", "human,greedy", "--seed", "3"]


def cli_runner(columns: int = 100) -> CliRunner:
    """A runner with a terminal ``columns`` wide and no TOMECRAFT_LANG (English)."""
    return CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": str(columns)})


def invoke(runner: CliRunner, args: list[str], input: str | None = None) -> Result:
    """``tomecraft ARGS`` with ``input`` typed in."""
    return runner.invoke(app, args, input=input)
