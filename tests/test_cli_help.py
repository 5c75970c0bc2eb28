"""``--help`` at 80 columns names every option whole (regression: ``serve --help`` cut
``--max-spectators-per-address`` to ``--max-spectators…``, which reads as another
option), with a flag pair's ``--no-x`` name under its ``--x`` name."""

from __future__ import annotations

import re
from typing import Any

import typer
from typer.testing import CliRunner

from tomecraft.interfaces.cli.app import app

ENV = {"COLUMNS": "80", "TOMECRAFT_LANG": "en"}


def _commands() -> dict[str, Any]:
    """The commands of the Typer app (Typer's own Click group)."""
    group: Any = typer.main.get_command(app)
    return dict(group.commands)


def _names(text: str) -> set[str]:
    """The option names the help's table shows, whole (a cut one ends with "…")."""
    return set(re.findall(r"(?<![\w-])--?[\w][\w-]*…?", text))


def test_every_option_is_named_whole_at_80_columns() -> None:
    commands = _commands()
    assert {"serve", "play", "simulate", "review"} <= set(commands)
    for name, command in commands.items():
        out = CliRunner().invoke(app, [name, "--help"], env=ENV)
        assert out.exit_code == 0, out.output
        assert max(len(line) for line in out.output.splitlines()) <= 80
        shown = _names(out.output)
        assert not any(n.endswith("…") for n in shown), (name, sorted(shown))
        for param in command.params:
            for opt in [*param.opts, *param.secondary_opts]:
                if opt.startswith("--"):
                    assert opt in shown, (name, opt)


def test_a_flag_pair_shares_its_row() -> None:
    out = CliRunner().invoke(app, ["serve", "--help"], env=ENV)
    lines = out.output.splitlines()
    i = next(k for k, line in enumerate(lines) if "│ --ws-compression " in line)
    assert lines[i + 1].startswith("│ --no-ws-compression "), lines[i: i + 2]
    assert "│ --max-spectators-per-address " in out.output


def test_the_difficulty_help_names_every_games_values() -> None:
    """A stranger's report: ``play --help`` named SpellBook's and Madness's difficulties
    but not Wonder Book's (easy, normal, hard: what its configuration accepts)."""
    from tomecraft.core import get_game
    from tomecraft.core.errors import InvalidConfig

    out = CliRunner().invoke(app, ["play", "--help"], env={**ENV, "COLUMNS": "200"})
    assert out.exit_code == 0, out.output
    text = " ".join(out.output.split())
    assert "Wonder Book: easy, normal or hard" in text
    game = get_game("wonderbook")
    for level in ("easy", "normal", "hard"):
        game.parse_config({"difficulty": level})
    try:
        game.parse_config({"difficulty": "brutal"})
    except InvalidConfig:
        pass
    else:
        raise AssertionError("Wonder Book took a difficulty its help does not name")


def test_flags_show_no_value_and_no_help_word_is_cut() -> None:
    """A stranger's report: ``--help``, ``--json``, ``--version``, ``--practice`` showed
    ``<bool>`` as if they took a value, and ``serve --help`` cut
    ``postgresql://user@h…`` and ``$TOMECRAFT_TRUSTED_…``: a flag's row has no type, and
    a long word of the help is folded onto the next line, whole."""
    for args in (["--help"], ["simulate", "--help"], ["play", "--help"], ["serve", "--help"]):
        out = CliRunner().invoke(app, args, env=ENV)
        assert out.exit_code == 0, out.output
        assert "bool" not in out.output, args
        assert "…" not in out.output, args
    for flag in ("--json", "--practice", "--help"):
        line = next(x for x in CliRunner().invoke(app, ["simulate", "--help"], env=ENV)
                    .output.splitlines() if f"│ {flag} " in x)
        assert re.match(rf"│ {flag} +[A-Z]", line), line  # the help follows the name
    text = "".join(line.strip("│ ") for line in
                   CliRunner().invoke(app, ["serve", "--help"], env=ENV).output.splitlines())
    assert "postgresql://user@host" in text and "$TOMECRAFT_TRUSTED_PROXIES" in text


def test_the_simulate_help_speaks_of_co_operative_games_too() -> None:
    """``simulate`` reports a team's win rate in a co-operative game (no wins per seat),
    and its ``--plots`` draw the team's charts there: the help says both."""
    out = CliRunner().invoke(app, ["simulate", "--help"], env={**ENV, "COLUMNS": "300"})
    text = " ".join(out.output.split())
    assert "co-operative game, the team's win rate" in text
    assert "losses by reason" in text
