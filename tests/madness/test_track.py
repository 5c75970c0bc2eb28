"""The monster phase: the invocation track, curses, the check, new monsters, the end."""

from __future__ import annotations

from tomecraft.core import CHANCE, Rng
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.tasks import NeutraliseSpell

from .helpers import (
    K,
    M,
    advance,
    at_action,
    at_stage,
    census_ok,
    curse,
    empty_track,
    new,
    pay,
    place,
    run,
    set_pile,
    set_zone,
    turn_the_page,
)


def test_a_curse_strikes_every_player_from_the_active_player_clockwise() -> None:
    st = new(3)
    empty_track(st)
    # space 2: the player with the most madness in hand takes one more into the hand (a
    # tie: the first from the active player on, here the active player 1)
    place(st, 0, "grave-dust")
    place(st, 3, "embers-of-doubt")  # space 4: each other player discards 1 card
    st.marker = 1
    for s in range(3):
        set_zone(st, s, "hands", [K("fire", 1)])
    at_stage(st, 1, F.MONSTER)
    assert st.marker == 2
    assert [st.hands[s][M] for s in range(3)] == [0, 1, 0]
    # Next turns: space 3 is empty, then space 4 makes players 0 and 1 (not active 2) discard.
    at_stage(st, 2, F.MONSTER)
    assert st.marker == 3
    for s in range(3):
        set_zone(st, s, "hands", [K("fire", 1), K("water", 1)])
    st.active = 2
    st.stack = [F.Turn(2, F.MONSTER)]
    st.turn += 1
    st._events = []
    st.settle()
    order = []
    while True:
        d = st.decision()
        assert d is not None
        if d.kind == "action":
            break
        order.append(d.actor)
        st.apply(d.ids[0])
    assert order == [0, 1]  # clockwise from the active player (2), the active one left out
    assert st.marker == 4


def test_space_three_applies_left_then_right_once() -> None:
    st = new(2)
    empty_track(st)
    place(st, 1, "dead-soil")  # active: madness into the hand
    place(st, 2, "cold-fog")  # active: discard 1, then madness into the support
    set_zone(st, 0, "hands", [K("air", 1)])
    set_zone(st, 0, "supports", [])
    st.marker = 2
    at_stage(st, 0, F.MONSTER)
    # Left first: the madness arrives in the hand, then the discard chooses among air 1 and it.
    d = st.decision()
    assert (
        d is not None and d.kind == "discard" and set(d.ids) == {A.CARD + K("air", 1), A.CARD + M}
    )
    st.apply(A.CARD + K("air", 1))
    assert st.supports[0] == [M] and st.hands[0][M] == 1
    # Applied once: moving on does not apply them again.
    at_stage(st, 1, F.MONSTER)
    assert st.marker == 4 and st.supports[0] == [M]


def test_a_neutralised_curse_has_no_effect_then_turns_back_up() -> None:
    st = new(2)
    empty_track(st)
    place(st, 0, "grave-dust")
    st.marker = 1
    st.curse_neutral[0] = st.turn  # neutralised during this turn
    st.turn += 1
    before = st.discards[1][M]  # the curse hits the active player (1)
    at_stage(st, 1, F.MONSTER)
    assert st.discards[1][M] == before  # no effect when reached
    assert st.curse_neutral[0] == -1  # face up again in the action phase of the next turn
    assert st.slots[0] >= 0


def test_invocation_failure_penalty_then_curses_to_the_bottom() -> None:
    st = new(2)
    empty_track(st)
    c = place(st, 4, "tremor")
    n = place(st, 0, "grave-dust")
    st.curse_neutral[0] = st.turn  # a neutralised curse still counts
    st.marker = 5
    st.turn += 1
    monster = st.monster
    page = st.right_page()
    assert page.penalty >= 0
    at_stage(st, 1, F.MONSTER)
    advance(st, 3)
    assert st.checks >= 1 and st.defeated == 0
    assert st.monster == monster + 1 and st.marker == 1
    earth = st.c.curses[n].type
    assert n in st.curse_bottom[earth] or n in st.slots
    assert c in st.curse_bottom[st.c.curses[c].type] or c in st.slots
    assert census_ok(st)


def test_invocation_success_gives_the_bonus() -> None:
    st = new(2)
    empty_track(st)
    st.marker = 5
    st.turn += 1
    page = st.right_page()
    at_stage(st, 1, F.MONSTER)
    events = list(st._events)
    assert st.defeated == 1 and st.checks == 1
    assert any(e.kind == "success" for e in events)
    assert page.bonus >= 0


def test_the_round_lasts_five_turns_even_if_the_monster_is_beaten() -> None:
    st = new(2)
    empty_track(st)
    turns = 0
    while st.monster == 1:
        st.apply(A.PASS)
        while st.decision() is not None and st.decision().kind != "action":  # type: ignore[union-attr]
            d = st.decision()
            st.apply(st.sample_chance(Rng(turns)) if d.actor == CHANCE else d.ids[0])  # type: ignore[union-attr]
        turns += 1
        if st.monster == 1:
            empty_track(st)
    assert turns == 5 and st.turn == 6 and st.defeated == 1


def test_the_round_row_sets_the_multi_element_curses() -> None:
    st = new(2, difficulty="II")
    empty_track(st)
    turn_the_page(st)
    assert st.monster == 2
    types = [st.c.curses[x].type for x in st.slots if x >= 0]
    assert types[0] == 4 and types.count(4) == st.c.round_table["II"][1] == 1


def test_a_curse_deck_runs_into_its_known_bottom() -> None:
    st = new(2)
    empty_track(st)
    water = [curse(st, "drowned-whispers"), curse(st, "riptide")]
    others = [x for x in st.curse_decks[0] if x not in water]
    st.curse_bottom[0] = [*others[:2]]
    st.curse_decks[0] = [water[0]]
    for x in others[2:]:
        st.curses_out.append(x)
    for x in others:
        if x in st.curse_decks[0]:
            st.curse_decks[0].remove(x)
    run(st, F.PlaceCurse(0, 0), F.PlaceCurse(1, 0), F.PlaceCurse(2, 0), F.PlaceCurse(3, 0))
    # The last unknown card, then the bottom in order, then nothing.
    assert st.slots[:4] == [water[0], others[0], others[1], -1]


def _to_final(st: object) -> None:
    pages = st.pages  # type: ignore[attr-defined]
    pages.extend(g for g in range(12) if g not in pages)
    del pages[5:]
    st.monster = st.c.rounds  # type: ignore[attr-defined]


def test_final_monster_defeated_wins() -> None:
    st = new(3)
    empty_track(st)
    _to_final(st)
    st.marker = 5
    st.checks = 5
    at_stage(st, 2, F.MONSTER)
    assert st.over and st.won and st.winners() == [0, 1, 2]
    assert st.scores() == [6, 6, 6]
    assert st.decision() is None
    assert st.returns() == [1.0, 1.0, 1.0]
    from tomecraft.games.madness.game import MadnessGame

    assert MadnessGame().final_rewards(st) == [1.0, 1.0, 1.0]


def test_final_monster_not_defeated_loses() -> None:
    st = new(2)
    empty_track(st)
    place(st, 2, "vertigo")
    st.curse_neutral[2] = st.turn  # neutralised: still there, still a failure
    _to_final(st)
    st.marker = 5
    at_stage(st, 0, F.MONSTER)
    assert st.over and not st.won and st.lost == "monster" and st.winners() == []
    from tomecraft.games.madness.game import MadnessGame

    rewards = MadnessGame().final_rewards(st)
    assert rewards[0] == rewards[1] and 0 < rewards[0] < 1


def test_spell_neutralised_by_a_curse_returns_when_it_is_destroyed() -> None:
    st = new(2)
    empty_track(st)
    place(st, 0, "stone-sleep")
    s = st.spells[0][0]
    run(st, NeutraliseSpell(0, 1, slot=0))
    st.apply(A.SPELL + s) if st.decision().kind == "neutralise-spell" else None  # type: ignore[union-attr]
    assert s in st.neutral_set(0)
    set_zone(st, 0, "hands", [K("earth", 2), K("earth", 2)])
    at_action(st, 0)
    st.apply(A.DESTROY + 0)
    pay(st, A.CARD + K("earth", 2), A.CARD + K("earth", 2))
    assert s not in st.neutral_set(0)


def test_spells_neutralised_for_the_round_return_at_its_end() -> None:
    st = new(2)
    empty_track(st)
    s = st.spells[1][2]
    st.neutral[1] = [[s, -1, st.monster]]
    turn_the_page(st)
    assert st.monster == 2 and s not in st.neutral_set(1)


def test_all_players_eliminated_loses() -> None:
    st = new(2)
    empty_track(st)
    st.eliminated[1] = True
    set_zone(st, 0, "hands", [M] * 6)
    set_zone(st, 0, "decks", [])
    set_pile(st, 5)
    at_action(st, 0)
    st.apply(A.PASS)
    assert st.eliminated[0] and st.over and st.lost == "eliminated"


def test_an_exhausted_curse_deck_leaves_no_gap_on_the_track() -> None:
    """Curses are placed one per space, each after the last one placed (ruling 5): with
    the multi-element deck exhausted, the element curses start at the first space."""
    from tomecraft.games.madness.data import MULTI

    st = new(2)
    st.slots = [-1] * A.SLOTS
    st.curse_decks[MULTI] = []
    st.curse_bottom[MULTI] = []
    water = st.curse_decks[0][0]
    st.curse_decks[0] = [water]
    st.curse_bottom[0] = []
    st.stack = st.stack[:1]
    st.stack.extend(reversed([F.PlaceCurse(0, MULTI), F.PlaceCurse(1, 0)]))
    st.settle()
    assert st.slots[0] == water and st.slots[1] == -1
