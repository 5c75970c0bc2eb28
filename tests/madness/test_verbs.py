"""One test group per verb of the effect vocabulary, and the targeting and X rules."""

from __future__ import annotations

import pytest

from tomecraft.build import is_compiled
from tomecraft.core import CHANCE, IllegalDecision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.action_tasks import Act
from tomecraft.games.madness.data import ClauseSpec, OngoingSpec, StepSpec, kind_pile
from tomecraft.games.madness.effects import clause_targets, push_effect
from tomecraft.games.madness.pack import Step
from tomecraft.games.madness.tasks import (
    ROUND_END,
    Destroy,
    Discard,
    Draw,
    Gain,
    Heal,
    NeutraliseCurse,
    NeutraliseSpell,
    Shuffle,
    TakeMadness,
    ToSupport,
    Upgrade,
)

from .helpers import (
    AIR,
    F_,
    E,
    K,
    M,
    W,
    census_ok,
    chance_all,
    draw_as,
    kinds_of,
    new,
    place,
    run,
    set_pile,
    set_zone,
)


# -- draw -----------------------------------------------------------------------------------
def test_draw_is_a_chance_decision_over_the_deck() -> None:
    st = new(2)
    set_zone(st, 0, "decks", [K("fire", 1), K("fire", 1), K("water", 3)])
    set_zone(st, 0, "hands", [])
    run(st, Draw(0, 2))
    d = st.decision()
    assert d is not None and d.actor == CHANCE and d.kind == "draw"
    assert dict(zip(kinds_of(d.ids), d.weights or (), strict=True)) == {
        K("fire", 1): 2,
        K("water", 3): 1,
    }
    draw_as(st, K("water", 3), K("fire", 1))
    assert st.hands[0][K("water", 3)] == 1 and st.hands[0][K("fire", 1)] == 1
    assert sum(st.decks[0]) == 1
    assert census_ok(st)


def test_empty_deck_takes_a_madness_then_reshuffles() -> None:
    st = new(2)
    set_zone(st, 0, "decks", [])
    set_zone(st, 0, "discards", [K("earth", 1), K("air", 2)])
    pile = st.pile
    events = run(st, Draw(0, 1))
    assert st.pile == pile - 1
    assert any(e.msg.key == "mad-ev-madness-deck" for e in events)
    assert any(e.kind == "shuffle" for e in events)
    assert not any(st.discards[0])
    assert st.decks[0][M] == 1 and sum(st.decks[0]) == 3
    assert census_ok(st)


def test_empty_deck_with_an_empty_pile_loses() -> None:
    st = new(2)
    set_zone(st, 0, "decks", [])
    set_pile(st, 0)
    run(st, Draw(0, 1))
    assert st.over and not st.won and st.lost == "madness"
    assert st.decision() is None and st.winners() == []


# -- discard --------------------------------------------------------------------------------
def test_draw_from_the_discard_pile_with_a_madness_filter() -> None:
    """Madness of the discard pile back into the hand: only madness is offered, the pile is
    untouched, and the step stops when no madness is left."""
    st = new(2)
    set_zone(st, 0, "discards", [K("fire", 1), M, M])
    set_zone(st, 0, "hands", [K("air", 1)])
    pile = st.pile
    run(st, Draw(0, 3, zone=2, card=2))
    assert st.hands[0][M] == 2 and st.discards[0][M] == 0
    assert st.discards[0][K("fire", 1)] == 1 and st.pile == pile
    assert census_ok(st)
    set_zone(st, 0, "discards", [K("fire", 1), M])
    run(st, Draw(0, 1, zone=2))  # no filter: the player chooses among every kind
    d = st.decision()
    assert d is not None and d.kind == "take-discard"
    assert set(kinds_of(d.ids)) == {K("fire", 1), M}


def test_draw_filter_needs_the_discard_zone() -> None:
    ok = Step.model_validate({"verb": "draw", "zone": "discard", "card": "madness", "n": 2})
    assert ok.card == "madness"
    with pytest.raises(ValueError, match="filters only cards taken from the discard pile"):
        Step.model_validate({"verb": "draw", "card": "madness"})


def test_discard_from_hand_with_an_element_filter() -> None:
    st = new(2)
    set_zone(st, 1, "hands", [K("water", 1), K("water", 2), K("fire", 1), M])
    run(st, Discard(1, 1, element=W))
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "discard"
    assert kinds_of(d.ids) == [K("water", 1), K("water", 2)]
    st.apply(A.CARD + K("water", 2))
    assert st.discards[1][K("water", 2)] == 1 and st.hands[1][K("water", 2)] == 0


def test_discard_with_nothing_matching_does_nothing_and_one_option_is_automatic() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [K("fire", 1), K("fire", 1)])
    run(st, Discard(0, 1, element=AIR))
    assert st.hands[0][K("fire", 1)] == 2
    run(st, Discard(0, 2))
    assert st.hands[0][K("fire", 1)] == 0 and st.discards[0][K("fire", 1)] == 2


def test_discard_from_support_goes_to_the_owner() -> None:
    st = new(2)
    set_zone(st, 0, "supports", [K("water", 1), M, K("air", 3)])
    set_zone(st, 0, "discards", [])
    run(st, Discard(0, 1, zone=1))
    d = st.decision()
    assert d is not None and d.kind == "discard-support"
    assert set(d.ids) == {
        A.support_id(0, K("water", 1)),
        A.support_id(0, M),
        A.support_id(0, K("air", 3)),
    }
    st.apply(A.support_id(0, M))
    assert st.supports[0] == [K("water", 1), K("air", 3)] and st.discards[0][M] == 1
    run(st, Discard(0, 1, zone=1, all=True))
    assert st.supports[0] == [] and st.discards[0][K("air", 3)] == 1


# -- destroy --------------------------------------------------------------------------------
def test_destroy_from_hand_removes_from_the_game() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [K("fire", 1), M])
    run(st, Destroy(0, 1, card=2))  # madness only: one option, automatic
    assert st.hands[0][M] == 0 and st.destroyed[M] == 1
    assert census_ok(st)


def test_destroy_up_to_may_stop() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [K("fire", 1), M, M])
    run(st, Destroy(0, 3, may=True))
    d = st.decision()
    assert d is not None and d.ids[0] == A.PASS and d.kind == "destroy"
    st.apply(A.CARD + M)
    st.apply(A.PASS)
    assert st.hands[0][M] == 1 and st.destroyed[M] == 1
    assert st.decision().kind == "action"  # type: ignore[union-attr]


def test_destroy_from_the_discard_pile() -> None:
    st = new(2)
    set_zone(st, 1, "discards", [K("earth", 2), M])
    run(st, Destroy(1, 1, zone=2, card=1))  # element cards only
    assert st.discards[1][K("earth", 2)] == 0 and st.destroyed[K("earth", 2)] == 1


# -- support --------------------------------------------------------------------------------
def test_support_respects_the_three_slots() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [K("fire", 1), K("air", 2), K("water", 1)])
    set_zone(st, 0, "supports", [K("earth", 1), K("earth", 1)])
    run(st, ToSupport(0, 2))
    d = st.decision()
    assert d is not None and d.kind == "support" and A.PASS not in d.ids
    st.apply(A.CARD + K("air", 2))
    assert st.supports[0] == [K("earth", 1), K("earth", 1), K("air", 2)]
    assert st.decision().kind == "action"  # type: ignore[union-attr]  # full: stops


def test_support_can_take_madness_out_of_the_hand() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [K("fire", 1), M])
    set_zone(st, 0, "supports", [])
    run(st, ToSupport(0, 1, card=2))
    assert st.supports[0] == [M] and st.hands[0][M] == 0


# -- madness --------------------------------------------------------------------------------
@pytest.mark.parametrize(("to", "zone"), [(0, "discards"), (1, "hands")])
def test_take_madness(to: int, zone: str) -> None:
    st = new(2)
    before = getattr(st, zone)[1][M]
    pile = st.pile
    run(st, TakeMadness(1, 2, to))
    assert getattr(st, zone)[1][M] == before + 2 and st.pile == pile - 2


def test_madness_into_a_full_support_overflows() -> None:
    st = new(2)
    set_zone(st, 0, "supports", [K("fire", 1), K("fire", 2), K("fire", 3)])
    run(st, TakeMadness(0, 1, 2))
    assert st.supports[0] == [K("fire", 1), K("fire", 2), K("fire", 3), M]
    # Over the limit: no more cards may be put there by choice.
    set_zone(st, 0, "hands", [K("air", 1)])
    run(st, ToSupport(0, 1))
    assert st.hands[0][K("air", 1)] == 1


def test_taking_madness_from_an_empty_pile_loses_at_once() -> None:
    st = new(3)
    set_pile(st, 1)
    run(st, TakeMadness(2, 3))
    assert st.over and st.lost == "madness" and st.pile == 0
    assert st.discards[2][M] >= 1


# -- heal -----------------------------------------------------------------------------------
def test_heal_from_hand_or_any_support() -> None:
    st = new(3)
    set_zone(st, 0, "hands", [M, K("water", 1)])
    set_zone(st, 2, "supports", [M])
    pile = st.pile
    run(st, Heal(0, 2))
    d = st.decision()
    assert d is not None and d.kind == "heal"
    assert set(d.ids) == {A.CARD + M, A.support_id(2, M)}
    st.apply(A.support_id(2, M))
    # The second heal had a single option left: made automatically.
    assert st.supports[2] == [] and st.hands[0][M] == 0 and st.pile == pile + 2


# -- gain and upgrade -------------------------------------------------------------------------
def test_gain_from_the_market() -> None:
    st = new(2)
    before = st.market[:]
    run(st, Gain(0, 1, 3, element=F_))
    p = kind_pile(K("fire", 3))
    assert st.market[p] == before[p] - 1 and st.discards[0][K("fire", 3)] == 1
    run(st, Gain(1, 1, 2, to=1))
    d = st.decision()
    assert d is not None and d.kind == "gain" and len(d.ids) == 4
    st.apply(A.MARKET + kind_pile(K("air", 2)))
    assert st.hands[1][K("air", 2)] >= 1
    assert census_ok(st)


def test_gain_with_an_empty_pile_gives_nothing() -> None:
    st = new(2)
    p = kind_pile(K("earth", 3))
    st.box[K("earth", 3)] += st.market[p]
    st.market[p] = 0
    run(st, Gain(0, 2, 3, element=E))
    assert st.discards[0][K("earth", 3)] == 0 and census_ok(st)


def test_upgrade_exchanges_for_exactly_one_more() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [K("water", 1), K("water", 2), K("water", 3)])
    box1, p2, p3 = (
        st.box[K("water", 1)],
        st.market[kind_pile(K("water", 2))],
        st.market[kind_pile(K("water", 3))],
    )
    run(st, Upgrade(0, 2))
    d = st.decision()
    assert d is not None and kinds_of(d.ids) == [K("water", 1), K("water", 2)]  # never a 3
    st.apply(A.CARD + K("water", 1))
    # Then the only card left to upgrade (a value 2) is exchanged automatically.
    assert st.box[K("water", 1)] == box1 + 1  # a value-1 card goes back to the box
    assert st.market[kind_pile(K("water", 2))] == p2  # a value-2 card goes back to its pile
    assert st.market[kind_pile(K("water", 3))] == p3 - 1
    assert st.hands[0][K("water", 3)] == 2 and st.hands[0][K("water", 2)] == 1
    assert census_ok(st)


# -- neutralise -----------------------------------------------------------------------------
def test_neutralise_curse_only_offers_face_up_curses() -> None:
    st = new(2)
    st.slots = [-1] * 5
    place(st, 0, "grave-dust")
    place(st, 3, "tremor")
    st.curse_neutral[3] = st.turn
    run(st, NeutraliseCurse(0, 1))
    assert st.curse_neutral[0] == st.turn  # the only face-up one: automatic
    assert A.DESTROY + 0 not in (st.decision().ids)  # type: ignore[union-attr]


def test_neutralise_spell_counts_and_lasts() -> None:
    st = new(2)
    run(st, NeutraliseSpell(0, 1, slot=2))
    d = st.decision()
    assert d is not None and d.kind == "neutralise-spell"
    s = st.spells[0][1]
    st.apply(A.SPELL + s)
    assert st.neutral[0] == [[s, 2, st.monster]]
    assert A.ACTIVATE + s not in st.decision().ids  # type: ignore[union-attr]
    assert s in st.spells[0]  # still counts towards the limit
    run(st, NeutraliseSpell(1, 1, slot=ROUND_END))
    st.apply(st.decision().ids[0])  # type: ignore[union-attr]
    assert st.neutral[1][0][1:] == [-1, st.monster + 1]


# -- act and shuffle ------------------------------------------------------------------------
def test_act_lets_another_player_take_actions_and_stop() -> None:
    st = new(2)
    set_zone(st, 1, "hands", [K("fire", 3), K("fire", 1), K("earth", 2)])
    run(st, Act(1, 2), seat=0)
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "act" and d.ids[0] == A.PASS
    st.apply(A.PASS)
    assert st.decision().actor == 0  # type: ignore[union-attr]
    assert sum(st.hands[1]) == 3  # no refill


def test_shuffle_adds_no_madness() -> None:
    st = new(2)
    set_zone(st, 0, "decks", [K("air", 1)])
    set_zone(st, 0, "discards", [K("fire", 2), K("fire", 2)])
    pile = st.pile
    events = run(st, Shuffle(0))
    assert st.pile == pile and st.decks[0][M] == 0
    assert st.decks[0][K("fire", 2)] == 2 and not any(st.discards[0])
    assert not any(e.kind == "madness" for e in events)


# -- targets and X --------------------------------------------------------------------------
def test_targets_go_clockwise_from_the_active_player_skipping_the_eliminated() -> None:
    st = new(4)
    st.active = 2
    st.eliminated[3] = True
    assert clause_targets(st, "each", 1) == [2, 0, 1]
    assert clause_targets(st, "other", 1) == [2, 0]
    assert clause_targets(st, "self", 1) == [1]
    assert clause_targets(st, "active", 1) == [2]
    assert clause_targets(st, "one_other", 2) == [0, 1]


def test_most_madness_targets_the_fullest_hand_ties_from_the_active_player() -> None:
    st = new(4)
    st.active = 2
    for seat, mad in enumerate((2, 3, 1, 3)):
        set_zone(st, seat, "hands", [M] * mad + [K("fire", 1)])
    # seats 1 and 3 tie with 3: seat 3 comes first clockwise from the active seat 2
    assert clause_targets(st, "most_madness", 0) == [3]
    st.eliminated[3] = True
    assert clause_targets(st, "most_madness", 0) == [1]
    set_zone(st, 2, "hands", [M] * 4)
    eid = _effect(st, ClauseSpec("most_madness", (_step("madness", 1, to=1),)))
    try:
        pile = st.pile
        run(st)
        push_effect(st, eid, 0)
        st.settle()
        assert st.hands[2][M] == 5 and st.hands[1][M] == 3 and st.pile == pile - 1
    finally:
        st.c.effects.pop()


@pytest.mark.skipif(is_compiled(), reason="patches a method of a compiled class")
def test_player_eliminated_trigger_fires_for_the_players_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An ongoing ``player_eliminated`` trigger runs once the eliminated player's cards have
    left the game; "each player" then means the players still in it."""
    st = new(3)
    eid = _effect(st, ClauseSpec("each", (_step("madness", 1, to=1),)))
    try:
        spec = OngoingSpec("", "player_eliminated", "each", 1, -1, "", eid)
        monkeypatch.setattr(type(st), "ongoing", lambda self: [(-1, spec)])
        monkeypatch.setattr(st.c, "has_ongoing", True)
        monkeypatch.setattr(st.c, "trigger_events", frozenset({"player_eliminated"}))
        hands = [st.hands[s][M] for s in range(3)]
        pile = st.pile
        run(st)
        st.eliminate(1)
        st.settle()
        assert st.eliminated[1] and sum(st.hands[1]) == 0
        assert [st.hands[s][M] - hands[s] for s in (0, 2)] == [1, 1]
        assert st.pile == pile - 2
    finally:
        st.c.effects.pop()


@pytest.mark.skipif(is_compiled(), reason="patches a method of a compiled class")
@pytest.mark.parametrize("trigger", [False, True])
def test_recovered_trigger_runs_before_the_elimination_check(
    monkeypatch: pytest.MonkeyPatch, trigger: bool
) -> None:
    """A ``recovered`` trigger runs after the active player's recovery and before the
    elimination check: a madness it puts into a full hand of five madness eliminates."""
    st = new(3)
    eid = _effect(st, ClauseSpec("self", (_step("madness", 1, to=1),)))
    try:
        if trigger:
            spec = OngoingSpec("", "recovered", "active", 1, -1, "", eid)
            monkeypatch.setattr(type(st), "ongoing", lambda self: [(-1, spec)])
            monkeypatch.setattr(st.c, "has_ongoing", True)
            monkeypatch.setattr(st.c, "trigger_events", frozenset({"recovered"}))
        set_zone(st, 0, "hands", [M] * 5 + [K("fire", 1)])
        st.active = 0
        st.stack = [F.Turn(0, F.ACTION)]
        st.apply(A.PASS)
        chance_all(st)
        assert st.eliminated[0] is trigger
    finally:
        st.c.effects.pop()


def _effect(st: object, *clauses: ClauseSpec) -> int:
    c = st.c  # type: ignore[attr-defined]
    c.effects.append(tuple(clauses))
    return len(c.effects) - 1


def _step(verb: str, n: int = 1, x: bool = False, **kw: int) -> StepSpec:
    base = {"may": False, "all": False, "element": -1, "card": 0, "value": 0, "zone": 0, "to": 0}
    base.update(kw)
    return StepSpec(verb, n, x, **base)  # type: ignore[arg-type]


def test_variable_x_is_multiplied_and_each_resolves_in_order() -> None:
    st = new(3)
    eid = _effect(st, ClauseSpec("each", (_step("madness", 1, x=True),)))
    try:
        before = [st.discards[s][M] for s in range(3)]
        st.active = 1
        st.stack = st.stack[:1]
        push_effect(st, eid, caster=1, mult=3)
        st.settle()
        assert [st.discards[s][M] - before[s] for s in range(3)] == [3, 3, 3]
    finally:
        st.c.effects.pop()


def test_one_player_of_your_choice() -> None:
    st = new(3)
    eid = _effect(st, ClauseSpec("one_other", (_step("madness", 2),)))
    try:
        st.stack = st.stack[:1]
        st.active = 0
        push_effect(st, eid, caster=0)
        st.settle()
        d = st.decision()
        assert d is not None and d.kind == "target" and d.actor == 0
        assert d.ids == (A.SEAT + 1, A.SEAT + 2)
        with pytest.raises(IllegalDecision):
            st.apply(A.SEAT + 0)
        before = st.discards[2][M]
        st.apply(A.SEAT + 2)
        assert st.discards[2][M] == before + 2
    finally:
        st.c.effects.pop()
