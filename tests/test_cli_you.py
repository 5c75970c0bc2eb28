"""The terminal narrates the one person's own moves in the second person ("You: End the
turn"), as its prompts say "your decision"; bots keep their names, and with several
people at one keyboard every seat keeps its name (a "You" would not say whose move)."""

from __future__ import annotations

from helpers.cli import cli_runner, invoke

#: Wonder Book, the person (seat 1, Sid) against greedy: Sid takes the lantern, Lara
#: plays first, then Sid ends his turn; then quit without saving.
ARGS = ["play", "wonderbook", "--seed", "3"]
TYPED = "1\n2\n5\nq\n\n"


def test_the_persons_own_moves_read_you() -> None:
    out = invoke(cli_runner(), [*ARGS, "--players", "human,greedy"], input=TYPED).output
    assert "You: End the turn" in out, out
    assert "You: Sid takes a turn." in out, out
    assert "Player 1 (human): End the turn" not in out
    assert "Player 1 (human): Sid" not in out
    assert "Player 2 (greedy): Lara takes a turn." in out  # the bot keeps its name
    assert "Player 1 (human): your decision" in out  # the heading still says whose turn


def test_in_every_language() -> None:
    for lang, own in (("de", "Du: Zug beenden"), ("es", "Tú: "), ("zh-TW", "你：結束回合")):
        args = [*ARGS, "--players", "human,greedy", "--lang", lang]
        out = invoke(cli_runner(), args, input=TYPED).output
        assert own in out, (lang, out)


def test_several_people_keep_their_names() -> None:
    out = invoke(cli_runner(), [*ARGS, "--players", "human,human"],
                 input="1\n2\n5\nq\n\n").output
    assert "You:" not in out, out
    assert "Player 1 (human): " in out
