"""The phase shown (terminal board title, the view the browser draws) while an action runs.

The day moves on to its next stage as soon as a phase's action is chosen; the phase shown
must stay the one the action belongs to until its steps are done (issue 12: the midday
store showed "evening").
"""

from __future__ import annotations

import pytest

from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.render import board
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.i18n import Translator

from .helpers import actor, draw, kind, learn, make, play, tok, use

SET = ["sacrifice", "levitation", "purification", "offering", "time_travel", "mirage", "abundance"]


def shown(st: SpellBookState, lang: str = "en") -> tuple[str, str, str, str]:
    """The phase as each consumer sees it: the state, the acting seat's and a spectator's
    view (what the browser draws), and the terminal board's title."""
    title = Translator(lang)(board(st, 0)[0].title)
    return st.phase, st.view(0)["phase"], st.view(None)["phase"], title


def test_the_midday_store_shows_midday_in_the_view_and_on_the_board():
    st = make(spells=SET, altar="Ro Pt", phase="midday", seats=[{"pool": "Gt Ks"}, {}])
    assert shown(st)[:3] == ("midday", "midday", "midday")
    play(st, A.STORE1)
    assert kind(st) == "store" and actor(st) == 0  # the token choice of the midday store
    phase, mine, spectator, title = shown(st)
    assert (phase, mine, spectator) == ("midday", "midday", "midday")
    assert "midday" in title and "evening" not in title
    de_title = shown(st, "de")[3]
    assert Translator("de")("sb-phase-midday") in de_title
    assert Translator("de")("sb-phase-evening") not in de_title
    play(st, tok("Gt"))
    assert kind(st) == "evening"
    assert shown(st)[:3] == ("evening", "evening", "evening")
    assert "evening" in shown(st)[3]


def test_a_midday_spell_with_a_chance_step_shows_midday_while_drawing():
    st = make(
        spells=SET,
        altar="Ro Pt",
        phase="midday",
        seats=[{"pool": "Ks", "spells": {"mirage": "3 Bo", "purification": "3 Gt"}}, {}],
    )
    play(st, use("purification", 3))
    assert kind(st) == "swap-altar" and st.phase == "midday"
    play(st, A.pair_id(tok("Ks") - A.TOKEN, tok("Ro") - A.TOKEN))
    assert actor(st) == -1 and st.phase == "midday"  # Mirage's draw, still at midday
    draw(st, "Yt")
    assert kind(st) == "evening" and st.phase == "evening"


def test_an_evening_learn_shows_evening_not_the_end_of_the_day():
    st = make(spells=SET, phase="evening", seats=[{"pool": "Yo Yt Ys Yo"}, {}])
    play(st, learn("abundance", 3), tok("Yo"))
    assert kind(st) != "evening" and actor(st) == 0  # paying the learn, token by token
    phase, mine, spectator, title = shown(st)
    assert (phase, mine, spectator) == ("evening", "evening", "evening")
    assert "evening" in title


@pytest.mark.parametrize("phase", ["morning", "midday", "evening"])
def test_each_phase_decision_shows_its_own_phase(phase):
    st = make(spells=SET, altar="Ro Pt", phase=phase, seats=[{"pool": "Gt"}, {}])
    assert kind(st) == phase
    assert shown(st)[:3] == (phase, phase, phase)


def test_the_end_of_day_refill_shows_the_end_of_the_day():
    st = make(spells=SET, altar="Ro Pt", phase="evening", seats=[{}, {}])
    play(st, A.PASS)
    assert actor(st) == -1  # the altar refill
    assert st.phase == "end" and st.view(None)["phase"] == "end"
