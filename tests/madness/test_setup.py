"""Options and setup: player counts, modes, difficulties, mages, the first turn."""

from __future__ import annotations

import pytest

from tomecraft.core import InvalidConfig, Rng, get_game
from tomecraft.games.madness.data import MADNESS, VALUE, content, kind_pile
from tomecraft.games.madness.state import MadnessState

from .helpers import GAME, census_ok, finish_setup, new


def test_registered() -> None:
    assert get_game("madness").name == "madness"
    assert GAME.min_players == 2 and GAME.max_players == 5


@pytest.mark.parametrize(
    ("raw", "difficulty"),
    [
        ("I", "I"),
        ("II", "II"),
        ("III", "III"),
        (1, "I"),
        (2, "II"),
        (3, "III"),
        ("3", "III"),
        ("ii", "II"),
    ],
)
def test_difficulty_spellings(raw: object, difficulty: str) -> None:
    assert GAME.parse_config({"players": 2, "difficulty": raw})["difficulty"] == difficulty


def test_defaults() -> None:
    assert GAME.parse_config({}) == {"players": 2, "difficulty": "I", "mode": "normal"}


@pytest.mark.parametrize(
    ("raw", "match"),
    [
        ({"players": 1}, "players must be 2, 3, 4 or 5"),
        ({"players": 6}, "players must be"),
        ({"players": True}, "players must be"),
        ({"difficulty": 4}, "difficulty must be I, II or III"),
        ({"difficulty": "IV"}, "difficulty must be"),
        ({"mode": "easy"}, "mode must be normal, terror or nightmare"),
        ({"mages": ["mirela"]}, "one mage id per player"),
        ({"mages": ["mirela", "nobody"]}, "unknown mage 'nobody'"),
        ({"mages": ["mirela", "mirela"]}, "different mage"),
        ({"first_player": 2}, "first_player must be a seat from 0 to 1"),
        ({"set": "1"}, "unknown Big Book of Madness option"),
        ({"pack": 3}, "pack must be"),
        ({"pack": "/no/such/folder"}, "name of a bundled pack: original"),
    ],
)
def test_bad_options(raw: dict[str, object], match: str) -> None:
    with pytest.raises(InvalidConfig, match=match):
        GAME.parse_config({"players": 2, **raw})


def test_mages_as_string() -> None:
    cfg = GAME.parse_config({"players": 3, "mages": "mirela, bryn,lyra"})
    assert cfg["mages"] == ["mirela", "bryn", "lyra"]
    st = new(3, mages="mirela,bryn,lyra")
    assert [st.c.mages[m].id for m in st.mages] == ["mirela", "bryn", "lyra"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_per_player_count(players: int) -> None:
    raw = GAME.new_state(GAME.parse_config({"players": players, "first_player": 0}), Rng(players))
    assert isinstance(raw, MadnessState)
    st = raw
    c = st.c
    d = st.decision()
    assert d is not None and d.kind == "mage" and d.actor == 0  # seat 1 chooses first
    assert census_ok(st) and not any(map(any, st.hands)) and not any(map(any, st.decks))
    finish_setup(st, seed=players)
    d = st.decision()
    assert d is not None and d.kind == "page"  # the book opens: the facing page turns up
    assert st.pile == {2: 20, 3: 25, 4: 30, 5: 35}[players]
    assert st.box[MADNESS] == 35 - st.pile
    assert census_ok(st)
    # Distinct mages; with up to 4 players, one per element.
    assert len(set(st.mages)) == players
    if players <= 4:
        assert len({c.mages[m].element for m in st.mages}) == players
    for seat in range(players):
        mage = c.mages[st.mages[seat]]
        owned = [st.hands[seat][k] + st.decks[seat][k] for k in range(13)]
        assert owned == list(mage.start)
        assert sum(st.hands[seat]) == 6
        assert st.spells[seat] == list(c.basic)
        assert not st.supports[seat] and not any(st.discards[seat])
    # Market: value-2 and value-3 cards not dealt; leftover value-1 cards in the box.
    for k in range(12):
        dealt = sum(st.hands[s][k] + st.decks[s][k] for s in range(players))
        if VALUE[k] == 1:
            assert st.box[k] == 18 - dealt
        else:
            assert st.market[kind_pile(k)] == c.counts[VALUE[k] - 1] - dealt
    # Library: a level-1 spell face up per element.
    for e in range(4):
        s = c.spells[st.lib_top[e]]
        assert (s.element, s.level) == (e, 1)
    # First turn: the book opened, the first monster and its curses placed.
    st = new(players, seed=players)
    assert st.monster == 1 and st.marker == 1 and st.turn == 1
    assert st.monster_card() == c.covers[st.cover].monster
    assert len(st.pages) == 1  # the facing page (bonus and penalty) is turned up
    assert sum(1 for x in st.slots if x >= 0) == 3
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor == 0


def test_first_player_is_random_without_option() -> None:
    firsts = set()
    for seed in range(20):
        st = GAME.new_state(GAME.parse_config({"players": 4}), Rng(seed))
        assert isinstance(st, MadnessState)
        firsts.add(st.first)
        assert st.active == st.first
    assert len(firsts) > 1


def test_terror_mode_puts_a_madness_in_each_deck() -> None:
    st = new(3, mode="terror", seed=4)
    assert st.pile == 25 - 3
    for seat in range(3):
        assert st.hands[seat][MADNESS] + st.decks[seat][MADNESS] == 1
    assert census_ok(st)


def test_nightmare_mode_replaces_the_value_two_card() -> None:
    st = new(2, mode="nightmare", mages="odran,sela", seed=5)
    for seat in range(2):
        owned = [st.hands[seat][k] + st.decks[seat][k] for k in range(12)]
        start = list(st.c.mages[st.mages[seat]].start)
        e = st.c.mages[st.mages[seat]].element
        assert owned[e * 3 + 1] == 0
        assert owned[e * 3] == start[e * 3] + 1
    assert census_ok(st)


@pytest.mark.parametrize("difficulty", ["I", "II", "III"])
def test_multi_element_curses_follow_the_round_table(difficulty: str) -> None:
    c = content()
    for seed in range(3):
        st = new(2, difficulty=difficulty, seed=seed)
        multi = [x for x in st.slots if x >= 0 and c.curses[x].type == 4]
        assert len(multi) == c.round_table[difficulty][0]
        # Multi-element curses first, from slot 2 (index 0), then the monster's symbols.
        symbols = st.monster_card().curses  # type: ignore[union-attr]
        types = [c.curses[x].type for x in st.slots if x >= 0]
        assert types == [4] * len(multi) + list(symbols)
