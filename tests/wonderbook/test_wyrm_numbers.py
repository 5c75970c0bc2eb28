"""Each Wyrm that enters play gets its own number ("Wyrm 3"), kept in the state, its
document and views; the figure it stands on (a slot, reused once a Wyrm is defeated) stays
internal. Before, a new Wyrm took a defeated one's name ("Wyrm 1" again), and players read
"Wyrm 1" as one creature."""

from __future__ import annotations

from tomecraft.bots import play_match, seat_bots
from tomecraft.core import Match
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import scene_changes
from tomecraft.games.wonderbook.position import from_position
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import GAME
from .test_creature_actions import _roll

EN = Translator("en")


def _two_wyrms() -> WonderState:
    return from_position({
        "chapter": "one", "players": 2, "objective": 6,
        "heroes": [{"hero": "lara", "zone": "gear-room"}, {"hero": "sid", "zone": "gear-room"}],
        "wyrms": [{"zone": "gear-room", "stunned": True}, {"zone": "gear-room"}],
    })


def test_a_new_wyrm_never_takes_a_defeated_ones_number() -> None:
    st = _two_wyrms()
    first, second = st.in_play()
    assert [st.wyrm_number(w) for w in (first, second)] == [1, 2]
    st.quiet = False
    scene_changes.damage_wyrm(st, first, 1)  # Wyrm 1 defeated: its figure back in reserve
    assert EN(st._events[-1].msg).startswith("Wyrm 1 is defeated")
    assert first in st.reserve()
    scene_changes.spawn(st, 1, st.pos[0])  # the same figure comes back as a new Wyrm
    assert first in st.in_play()
    assert st.wyrm_number(first) == 3 and st.wyrm_number(second) == 2
    d = st.decision()
    assert d is not None
    st.apply(A.HERO + 0)
    st.apply(A.ATTACK)
    _roll(st, 1)
    d = st.decision()
    assert d is not None and d.kind == "target"
    labels = [EN(st.label(d, o)) for o in d.ids if o != A.PASS]
    assert labels == ["Wyrm 3 in Gear Room", "Wyrm 2 in Gear Room"], labels
    # the document keeps the numbers: a saved game reads back the same names
    back = WonderState.from_json(st.to_json())
    assert back.wyrm_no == st.wyrm_no and back.wyrms_met == 3
    assert back.view(0)["wyrm_no"] == st.wyrm_no


def test_an_older_document_still_loads() -> None:
    st = _two_wyrms()
    doc = st.to_json()
    del doc["wyrm_no"], doc["wyrms_met"]
    old = WonderState.from_json(doc)
    first, second = old.in_play()
    assert [old.wyrm_number(w) for w in (first, second)] == [first + 1, second + 1]
    scene_changes.spawn(old, 1, old.pos[0])
    new = next(w for w in old.in_play() if w not in (first, second))
    assert old.wyrm_number(new) > max(first, second) + 1  # a number no Wyrm on the board has


def test_a_game_never_names_two_wyrms_alike() -> None:
    """A whole bot game of chapter one: every Wyrm that appears gets a number no Wyrm
    had before in the chapter; defeated numbers are never said again after a defeat."""
    m = Match(GAME, GAME.bot_only_config({"players": 2, "chapter": "one", "practice": True}), 5)
    gone: set[int] = set()
    reused: list[int] = []

    def watch(actor: int, option: int, events: object, m: Match = m) -> None:
        st = m.state
        assert isinstance(st, WonderState)
        for w in st.in_play():
            if st.wyrm_number(w) in gone:
                reused.append(st.wyrm_number(w))
        gone.update(n for n in range(1, st.wyrms_met + 1)
                    if n not in {st.wyrm_number(w) for w in st.in_play()})

    play_match(m, seat_bots(GAME, ["greedy", "greedy"], 5), on_step=watch, max_decisions=3000)
    st = m.state
    assert isinstance(st, WonderState)
    assert st.defeated_total >= 1 and st.wyrms_met > len(st.wyrm_no) // 2, st.wyrms_met
    assert reused == []
