"""The setup phase: each seat chooses its mage in turn; ``mages`` fixes them instead."""

from __future__ import annotations

import pytest

from tomecraft.bots import play_game
from tomecraft.core import CHANCE, IllegalDecision, Match, get_game
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MADNESS
from tomecraft.games.madness.state import MadnessState
from tomecraft.i18n import Translator

from .helpers import census_ok

EN = Translator("en")


def _state(match: Match) -> MadnessState:
    assert isinstance(match.state, MadnessState)
    return match.state


def test_seats_choose_in_turn_among_the_mages_left() -> None:
    match = Match("madness", {"players": 3, "first_player": 2}, seed=5)
    st = _state(match)
    c = st.c
    assert st.mages == [-1, -1, -1] and not any(map(any, st.hands)) and census_ok(st)
    every = tuple(A.MAGE + m.index for m in c.mages)
    d = st.decision()
    assert d is not None and (d.actor, d.kind, d.ids) == (0, "mage", every)
    assert EN(d.prompt) == "Player 1, choose your mage."
    match.step(A.MAGE + 3)
    assert st.decks[0] == list(c.mages[3].start) and census_ok(st)  # its cards, at once
    d = st.decision()
    assert d is not None and d.actor == 1 and A.MAGE + 3 not in d.ids and len(d.ids) == 7
    match.step(A.MAGE + 0)
    d = st.decision()
    assert d is not None and d.actor == 2 and len(d.ids) == 6
    match.step(A.MAGE + 7)
    assert st.mages == [3, 0, 7]
    # Then the decks are made and hands drawn, from the first player (seat 3) on.
    d = st.decision()
    assert d is not None and d.actor == CHANCE and d.kind == "draw"
    assert d.prompt.args == (("seat", 3),)
    for seat, m in enumerate(st.mages):
        assert st.decks[seat] == list(c.mages[m].start)
    while sum(map(sum, st.hands)) < 18:
        match.resolve_chance()
    for seat, m in enumerate(st.mages):
        owned = [h + d for h, d in zip(st.hands[seat], st.decks[seat], strict=True)]
        assert owned == list(c.mages[m].start) and sum(st.hands[seat]) == 6
    assert census_ok(st)


def test_option_labels_describe_the_mage() -> None:
    st = _state(Match("madness", {"players": 2}, seed=1))
    d = st.decision()
    assert d is not None
    c = st.c
    for i in d.ids:
        mage = c.mages[i - A.MAGE]
        text = EN(st.label(d, i))
        assert EN(mage.name) in text and f"{mage.slots} support slots" in text
        assert "starting cards worth" in text and "ability" in text
    mirela = EN(st.label(d, A.MAGE + c.mage_index["mirela"]))
    assert "5 water + 2 earth + 2 fire + 2 air" in mirela


def test_a_taken_mage_is_refused_and_changes_nothing() -> None:
    match = Match("madness", {"players": 2}, seed=2)
    match.step(A.MAGE + 1)
    st = _state(match)
    before = st.state_hash()
    with pytest.raises(IllegalDecision):
        st.apply(A.MAGE + 1)
    with pytest.raises(IllegalDecision):
        st.apply(A.PASS)
    assert st.state_hash() == before


def test_the_choice_is_public() -> None:
    match = Match("madness", {"players": 3}, seed=3)
    events = match.step(A.MAGE + 2)
    assert [e.kind for e in events][:1] == ["mage"]
    st = _state(match)
    for viewer in (None, 0, 1, 2):
        view = st.view(viewer)
        assert [s["mage"] for s in view["seats"]] == ["bryn", None, None]
        decision = view["decision"]
        assert decision["actor"] == 1 and decision["kind"] == "mage"
        assert ("options" in decision) == (viewer == 1)


def test_fixed_mages_skip_the_choice() -> None:
    match = Match("madness", {"players": 3, "mages": "lyra,odran,tamsin"}, seed=4)
    st = _state(match)
    assert [st.c.mages[m].id for m in st.mages] == ["lyra", "odran", "tamsin"]
    assert all(sum(h) == 6 for h in st.hands)
    d = st.decision()
    assert d is not None and d.kind != "mage"


def test_terror_and_nightmare_apply_to_the_chosen_mages() -> None:
    match = Match("madness", {"players": 2, "mode": "terror"}, seed=6)
    match.step(A.MAGE + 0)
    match.step(A.MAGE + 1)
    st = _state(match)
    assert st.pile == st.c.madness_pile[2] - 2
    assert [d[MADNESS] for d in st.decks] == [1, 1]
    match = Match("madness", {"players": 2, "mode": "nightmare"}, seed=6)
    match.step(A.MAGE + 0)
    match.step(A.MAGE + 1)
    st = _state(match)
    for seat in range(2):
        e = st.c.mages[st.mages[seat]].element
        assert st.decks[seat][e * 3 + 1] == 0
    assert census_ok(st)


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_choose_their_mages_and_play_on(bot: str) -> None:
    match = play_game(get_game("madness"), {"players": 3}, [bot] * 3, seed=11)
    st = _state(match)
    assert st.over and len(set(st.mages)) == 3 and min(st.mages) >= 0
    choices = [(actor, option) for actor, option in match.history[:3]]
    assert [a for a, _ in choices] == [0, 1, 2]
    assert [o - A.MAGE for _, o in choices] == st.mages


def test_replaying_a_game_file_repeats_the_choices() -> None:
    match = play_game(get_game("madness"), {"players": 2}, ["random"] * 2, seed=12)
    again = Match.from_game_file(match.game_file())
    assert again.state.state_hash() == match.state.state_hash()
