"""Terminal problems a stranger found at 80x24 (recap cut from the top, events said twice,
save then quit, the end of a co-op game): each checked on driven sessions."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console
from test_cli_board import HEIGHT, WIDTH
from test_cli_turns import SCREENS, drive, random_answer

from tomecraft.core import Decision, Match, get_game
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli import play
from tomecraft.interfaces.cli.play import PlaySession, make_bots
from tomecraft.interfaces.cli.render import Renderer

MARKER = re.compile(r"… \(\d+ earlier lines?\)")


def recaps(game: str, seed: int, controllers: list[str], monkeypatch: pytest.MonkeyPatch,
           decisions: int = 40) -> list[tuple[list[str], list[str]]]:
    """Drive a session with random answers (tests/test_cli_turns.py's ``drive``); per
    human turn, the recap lines shown under its rule and the whole texts of the groups it
    summarises ("Player 2: ...", the person's own "You: ...")."""
    match = Match(get_game(game), {"players": len(controllers)}, seed)
    groups_at: list[list[str]] = []

    def before(s: PlaySession, d: Decision) -> None:
        groups_at.append([(s.said_labels[who] + ": " if who is not None else "") + text
                          for who, text in s.summary.since(d.actor)])

    drive(match, controllers, random_answer(seed), monkeypatch, decisions, before=before)
    seen: list[tuple[list[str], list[str]]] = []
    for screen, groups in zip(SCREENS, groups_at, strict=True):
        shown = []
        for line in screen[1:]:  # under the rule
            if not line.startswith("  ") or line.startswith("   "):
                break
            shown.append(line[2:])
        seen.append((shown, groups))
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


def test_a_multi_step_choice_is_said_once_by_what_it_did() -> None:
    """A bot's "Store 1 pool token" then "R▲" then the event "Stored R▲": the recap says
    only the event; a choice that did nothing narrated stays."""
    from tomecraft.interfaces.cli.turns import Summary

    s = Summary()
    s.chose(1, "Store 1 pool token")
    s.chose(1, "R▲")
    s.add(1, "Stored red triangle (R▲) on the familiar.")
    s.chose(1, "Keep the roll")
    assert s.since(0) == [(1, "Stored red triangle (R▲) on the familiar. · Keep the roll")]


def test_events_are_said_once_and_credited_to_who_did_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Narrating a choice and what it did: the choice's label is not printed when an
    event of the seat says what it did; an event of no seat (the enemies' phase) goes
    to the table, not to the seat that chose; a forced step that narrates something
    is not also announced as "only one choice"."""
    from tomecraft.core import Event
    from tomecraft.i18n import msg

    match = Match(get_game("spellbook"), {"players": 2}, 5)
    out = Console(file=io.StringIO(), width=WIDTH, height=HEIGHT, color_system=None,
                  force_terminal=True)
    file = out.file
    assert isinstance(file, io.StringIO)
    s = PlaySession(match, ["human", "greedy"], make_bots(match, ["human", "greedy"], 5),
                    Renderer(out, Translator("en")))
    did = Event("draw", 1, msg("core-winner", names="X"))
    table = Event("enemies", None, msg("core-no-winner"))
    s.narrate([did, table], actor=1, label="Draw 2 tokens from the bag", chosen=True)
    text = file.getvalue()
    assert "Draw 2 tokens from the bag" not in text, text
    assert "Player 2 (greedy): Winner: X" in text, text
    assert s.summary.since(0) == [(1, "Winner: X"), (None, "Nobody wins.")]
    # a whole game: "only one choice — X" is never followed by what X did
    from typer.testing import CliRunner

    from tomecraft.interfaces.cli.app import app

    run = CliRunner().invoke(app, ["play", "spellbook", "--players", "greedy,greedy,greedy",
                                   "--seed", "1276911183"], env={"COLUMNS": "80"})
    assert run.exit_code == 0, run.output
    lines = run.output.splitlines()
    forced = [i for i, line in enumerate(lines) if "only one choice" in line]
    # a choice whose effect names the player is said by that effect alone
    assert "Draw 2 tokens from the bag" not in run.output
    assert "Store 1 pool token" not in run.output
    assert "Drew" in run.output and "Stored" in run.output
    for i in forced:
        who = lines[i].split("only one choice")[0]
        assert not lines[i + 1].startswith(who), lines[i : i + 2]


def test_the_recap_does_not_repeat_the_seat_s_own_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What a seat's own decision did is printed under it; the recap at its next
    decision says only what happened since (others' moves, chance)."""
    for _shown, groups in recaps("wonderbook", 1405490188, ["human", "greedy"], monkeypatch):
        assert not any(g.startswith("Player 1: Sid discards") for g in groups), groups
        # a forced step's label ("Wyrm 1 in Long Hall") is not told as if it were an event
        assert not any(re.match(r"Player \d: Wyrm \d in ", g) for g in groups), groups
    match = Match(get_game("spellbook"), {"players": 2}, 5)
    out = Console(file=io.StringIO(), width=WIDTH, height=HEIGHT, color_system=None,
                  force_terminal=True)
    s = PlaySession(match, ["human", "human"], [None, None], Renderer(out, Translator("en")))
    answers = iter(["1", "1", "1"])
    seats: list[list[tuple[int | None, str]]] = []
    show_turn = PlaySession.show_turn

    def record(self: PlaySession, d: Decision, labels: Any, numbers: Any = None) -> None:
        seats.append(s.summary.since(d.actor) if d.actor == 0 else [])
        show_turn(self, d, labels, numbers)

    def ask(*_: Any, **__: Any) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise KeyboardInterrupt from None

    monkeypatch.setattr(PlaySession, "show_turn", record)
    monkeypatch.setattr(play.Prompt, "ask", ask)
    s.run()
    assert all(who != 0 for recap in seats for who, _ in recap), seats


@pytest.mark.parametrize(("game", "seed"), [("wonderbook", 1405490188), ("madness", 3)])
def test_a_co_op_game_ends_saying_whether_the_team_won_and_why(game: str, seed: int) -> None:
    """A co-op game's end: "The team loses: <why>." or "The team wins.", never "Nobody
    wins."; figures the seats share are shown once, in a column "Team"."""
    from typer.testing import CliRunner

    from tomecraft.interfaces.cli.app import app

    out = CliRunner().invoke(app, ["play", game, "--players", "greedy,greedy",
                                   "--seed", str(seed)], env={"COLUMNS": "80"})
    assert out.exit_code == 0, out.output
    end = out.output[out.output.rindex("Final scores"):]
    assert "Nobody wins." not in end, end
    assert re.search(r"The team (wins\.|loses: .+\.)", end), end
    header = next(line for line in end.splitlines() if "Scoring" in line)
    if game == "wonderbook":  # every figure is the team's
        assert "Team" in header, header
    if "Team" in header:
        assert "Player" not in header, header
    else:  # seats differ somewhere: the table of seats stays
        assert "Player 1" in header, header
