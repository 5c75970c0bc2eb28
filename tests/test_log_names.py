"""The game log names a player once: an event whose message names its own seat ("Player 1
is chosen.") gets no name in front, in the terminal and on the web, in every language;
and a Madness decision whose options are public at the table (a player chosen as a
target, a mage) is narrated with its option even where the other labels are secret."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from tomecraft.bots import make_bot
from tomecraft.core import Event, Match, forced_event, get_game, names_its_seat
from tomecraft.games.madness import actions as A
from tomecraft.i18n import LANGUAGES, Translator, msg
from tomecraft.interfaces.cli.app import app
from tomecraft.interfaces.web.gamelog import LogEntry

for _game in ("spellbook", "madness", "wonderbook"):
    get_game(_game)  # their catalogues


class _Names:
    """The web room's seat names: the game's seat labels."""

    def __init__(self, game: str) -> None:
        self.game = get_game(game)

    def seat_name(self, seat: int, lang: str) -> str:
        return Translator(lang)(self.game.seat_label({}, seat))


def _bot_game_events(game: str, seed: int, players: int, limit: int = 400) -> list[Event]:
    """The events of a random-bot game (its first ``limit`` decisions)."""
    m = Match(game, {"players": players}, seed)
    bot = make_bot("random", m.game, 0, seed)
    events = list(m.opening)
    for _ in range(limit):
        for step in m.advance():
            events.extend(step.events)
        if m.is_over():
            break
        events.extend(m.step(bot.choose(m.state)))
    return events


def test_the_rule_reads_the_seat_argument() -> None:
    assert names_its_seat(0, msg("mad-ev-target", seat=1))
    assert not names_its_seat(1, msg("mad-ev-target", seat=1))  # another player named
    assert not names_its_seat(None, msg("mad-ev-target", seat=1))
    assert not names_its_seat(0, msg("mad-ev-draw"))


def test_web_log_lines_name_the_player_once_in_every_language() -> None:
    """Regression: "Player 1: Player 1 is chosen." (and "Jugador 2: Turno del jugador 2",
    where the message does not begin with the seat's name)."""
    room = _Names("madness")
    for lang in LANGUAGES:
        line = LogEntry(3, 0, msg("mad-ev-target", seat=1)).text(room, lang)
        assert line == Translator(lang)(msg("mad-ev-target", seat=1)), line
        other = LogEntry(3, 1, msg("mad-ev-target", seat=1)).text(room, lang)
        assert other.startswith(room.seat_name(1, lang)), other  # a seat it does not name
    assert LogEntry(3, 0, msg("mad-ev-draw")).text(room, "en") == "Player 1: Drew a card."


def test_no_log_line_of_the_three_games_names_its_player_twice() -> None:
    """Every event of bot games of the three games, as the web log writes it (the seat's
    name, then the message, unless it names the player): the seat's name at most once."""
    for game in ("spellbook", "madness", "wonderbook"):
        room = _Names(game)
        entries = [LogEntry(0, ev.seat, ev.msg) for seed in (1, 2)
                   for ev in _bot_game_events(game, seed, 3) if ev.seat is not None]
        assert entries, game
        for lang in ("en", "es"):
            for e in entries:
                assert e.seat is not None
                name = room.seat_name(e.seat, lang)
                text = e.text(room, lang)
                assert text.lower().count(name.lower()) <= 1, (game, lang, text)


def _madness_file_at_a_bots_target_choice(tmp_path: Path) -> Path:
    """A saved 3-seat Madness game whose next decision is a bot's (seat 2 or 3) choice of
    a player among several."""
    for seed in range(1, 40):
        m = Match("madness", {"players": 3}, seed)
        bots = [make_bot("greedy", m.game, s, seed) for s in range(3)]
        for _ in range(3000):
            m.advance()
            d = m.state.decision()
            if d is None:
                break
            if d.kind == "target" and d.actor != 0 and len(d.ids) > 1:
                path = tmp_path / "game.json"
                path.write_text(json.dumps(m.game_file()), encoding="utf-8")
                return path
            m.step(bots[d.actor].choose(m.state))
    raise AssertionError("no greedy Madness game of seeds 1-39 had a bot choose a target")


def test_a_bots_target_is_named_at_a_table_with_people(tmp_path: Path) -> None:
    """Regression: a Whisper target chosen by a bot was shown as "(a choice only they can
    see)" and named on the next line; the player chosen is public at the table."""
    path = _madness_file_at_a_bots_target_choice(tmp_path)
    out = CliRunner().invoke(app, ["play", "madness", "--players", "human,greedy,greedy",
                                   "--resume", str(path)], input="q\n\n",
                             env={"COLUMNS": "80", "TOMECRAFT_LANG": "en"})
    chose = re.search(r"Player [23] \(greedy\): (.*)\n\s*· (Player \d) is chosen\.", out.output)
    assert chose is not None, out.output
    assert chose.group(1) == chose.group(2)  # the option named is the player chosen


def test_public_kinds_of_madness() -> None:
    """Madness's labels are secret (hand cards) but for a target and a mage; a forced
    choice of a target is narrated with the player."""
    st = get_game("madness").state_class
    m = Match("madness", {"players": 2}, 1)
    assert not m.state.public_labels and st.public_labels is False
    assert m.state.public_options("target") and m.state.public_options("mage")
    assert not m.state.public_options("action") and not m.state.public_options("payment")
    spellbook = Match("spellbook", {"players": 2}, 1)
    assert spellbook.state.public_options("anything")
    d = m.state.decision()
    assert d is not None and d.kind == "mage"
    ev = forced_event(m.state, d.ids[0])
    assert ev.msg.key == "core-forced" and d.ids[0] >= A.MAGE
