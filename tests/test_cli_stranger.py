"""Terminal problems a stranger found at 80x24 (recap cut from the top, events said twice,
save then quit, the end of a co-op game): each checked on driven sessions."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console
from test_cli_board import HEIGHT, WIDTH
from test_cli_turns import random_answer

from tomecraft.core import Decision, Match, get_game
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli import play
from tomecraft.interfaces.cli.play import PlaySession, make_bots
from tomecraft.interfaces.cli.render import Renderer

MARKER = re.compile(r"… \(\d+ earlier lines?\)")


def recaps(game: str, seed: int, controllers: list[str], monkeypatch: pytest.MonkeyPatch,
           decisions: int = 40) -> list[tuple[list[str], list[str]]]:
    """Drive a session with random answers; per human turn, the recap lines shown under
    its rule and the whole texts of the groups it summarises ("Player 2: ...")."""
    match = Match(get_game(game), {"players": len(controllers)}, seed)
    out = Console(file=io.StringIO(), width=WIDTH, height=HEIGHT, color_system=None,
                  force_terminal=True)
    file = out.file
    assert isinstance(file, io.StringIO)
    s = PlaySession(match, controllers, make_bots(match, controllers, seed),
                    Renderer(out, Translator("en")))
    seen: list[tuple[list[str], list[str]]] = []
    show_turn = PlaySession.show_turn
    answer = random_answer(seed)

    def record(self: PlaySession, d: Decision, labels: Any, numbers: Any = None) -> None:
        groups = [(s.labels[who] + ": " if who is not None else "") + text
                  for who, text in s.summary.since(d.actor)]
        start = len(file.getvalue())
        show_turn(self, d, labels, numbers)
        lines = file.getvalue()[start:].splitlines()[1:]  # under the rule
        shown = []
        for line in lines:
            if not line.startswith("  ") or line.startswith("   "):
                break
            shown.append(line[2:])
        seen.append((shown, groups))

    def ask(*_: Any, **__: Any) -> str:
        d = s.match.state.decision()
        if len(seen) >= decisions or d is None:
            raise KeyboardInterrupt
        return answer(s, d)

    monkeypatch.setattr(PlaySession, "show_turn", record)
    monkeypatch.setattr(play.Prompt, "ask", ask)
    s.run()
    return seen


def squash(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(("game", "seed", "controllers"), [
    ("wonderbook", 1405490188, ["human", "greedy"]),
    ("spellbook", 1276911183, ["human", "greedy", "greedy"]),
    ("madness", 7, ["human", "greedy"]),
])
def test_the_recap_never_starts_mid_sentence_and_says_what_it_left_out(
    game: str, seed: int, controllers: list[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The recap shows whole groups (who acted in front), the latest ones; what does not
    fit is dropped whole, oldest first, and a line "… (N earlier lines)" says so."""
    seen = recaps(game, seed, controllers, monkeypatch)
    cut = 0
    for shown, groups in seen:
        if not shown:
            continue
        lines = list(shown)
        marked = bool(MARKER.fullmatch(lines[0]))
        if marked:
            del lines[0]
        elif MARKER.search(lines[-1]):  # one line: the latest group, then the marker
            marked = True
            lines[-1] = MARKER.sub("", lines[-1])
        cut += marked
        first = squash(lines[0]).rstrip("…").strip()
        assert any(squash(g).startswith(first) for g in groups), (shown, groups)
        text = squash(" ".join(lines)).replace(" …", "")
        whole = squash(" ".join(groups))
        if not marked:  # nothing left out: every group since, the first one whole
            assert whole.startswith(first), (shown, groups)
        assert text.split(" ")[0] in whole, (shown, groups)
    assert any(shown for shown, _ in seen), "no recap was shown at all"


def test_quitting_right_after_saving_does_not_ask_to_save_again(tmp_path: Any) -> None:
    """``s FILE`` then ``q``: nothing changed since the save, no "Save the game before
    quitting?"; a decision after the save asks again."""
    from typer.testing import CliRunner

    from tomecraft.interfaces.cli.app import app

    ask = "Save the game before quitting?"
    path = tmp_path / "sb.json"
    args = ["play", "spellbook", "--players", "human,greedy", "--seed", "5"]
    out = CliRunner().invoke(app, args, input=f"s {path}\nq\n", env={"COLUMNS": "80"})
    assert path.exists(), out.output
    assert "Game saved to" in out.output, out.output
    assert ask not in out.output, out.output
    assert "--resume" in out.output, out.output  # the way back in is still told
    again = CliRunner().invoke(app, args, input=f"s {path}\n1\nq\n\n",
                               env={"COLUMNS": "80"})
    assert ask in again.output, again.output
