"""The coach (issue 24) in fixed positions of the real games: a deliberately bad move is
rated a mistake or a blunder, the coach names a better option, and the good move is
rated best or fine.

Rules checked here (each position is built with the game's position builder, and each
test first checks by the rules, without the coach, that the bad move loses and the good
one wins, so the grade is judged against the rules, not against a bot's taste):

* SpellBook, the last decision of the game (the end is triggered and the seat to play is
  the last of the round): storing the pool token makes the familiar's 6th token (5 -> 7
  points) and wins; passing leaves the scores level and the other player wins on the
  tie-break (more pool tokens). Passing is a blunder, storing is the best.
* SpellBook, a player far behind at the game's last decision loses whatever it does,
  so its options' values barely differ; learning Offering at level 5 (6 points) rather
  than passing still gains 6 score points, and the coach grades passing by those points
  (the larger of the two losses, docs/bots.md): a mistake, level 3 (2 points) an
  inaccuracy, level 5 the best.
* Wonder Book, the tutorial's last objective (every hero in the gate) with one destiny
  token left face up: the enemies' phase turns it down, which loses at once. Sid, on the
  balcony with his last action, steps into the gate (the objective is met, the chapter
  won) or steps back into the hall or passes (the round ends with the objective unmet:
  lost). Stepping back and passing are blunders, the gate is the best.
* Madness, the final monster's invocation is next (monster 6 of 6, the marker on space
  5) and one curse is left on the track: unless it is destroyed this turn, the next
  monster phase loses the game. Passing, or spending the water its destruction needs on
  a market card, is a blunder; destroying it is the best.

A known limit is kept as a strict ``xfail``: one step earlier in the Wonder Book
position (Sid on the stairs, three actions), the coach rates the first step of the only
path to the gate a blunder and a detour to the study's unread chest the best.
"""

from __future__ import annotations

from typing import TypeVar

import pytest
from spellbook import helpers as h

from tomecraft.analysis.review import DecisionReview, review_decision
from tomecraft.core import CHANCE, GameDef, Rng, State, get_game
from tomecraft.games.madness import actions as MA
from tomecraft.games.madness.data import kind, kind_pile
from tomecraft.games.madness.position import from_position as madness_position
from tomecraft.games.madness.state import MadnessState
from tomecraft.games.spellbook import actions as A
from tomecraft.games.wonderbook import actions as WA
from tomecraft.games.wonderbook.position import from_position as wonder_position
from tomecraft.games.wonderbook.state import WonderState

#: Playouts per option: enough to tell a sure loss from a sure win, and fast.
SAMPLES = 8
S = TypeVar("S", bound=State)


def _play_out_randomly(state: S, seed: int, limit: int = 5000) -> S:
    """``state`` played to its end with uniform choices (chance by its weights)."""
    rng = Rng(seed)
    for _ in range(limit):
        d = state.decision()
        if d is None:
            return state
        state.apply(state.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
    raise AssertionError(f"the game did not end within {limit} decisions")


def _assert_always_lost(state: S, option: int, reason: str) -> None:
    """By the rules: after ``option``, random play-outs (three seeds) all lose for
    ``reason``."""
    for seed in range(3):
        after = state.clone()
        after.apply(option)
        end = _play_out_randomly(after, seed)
        assert not end.won and end.lost == reason, (option, seed, end.lost)


def _assert_rated_bad(game: GameDef, state: State, bad: int) -> DecisionReview:
    """``bad`` is graded a mistake or a blunder, with a better option named."""
    rd = review_decision(game, state, bad, 0, samples=SAMPLES)
    assert rd.chosen == bad and rd.best != bad, rd
    assert rd.grade in ("mistake", "blunder"), (rd.grade, rd.loss)
    assert rd.best_value.value > rd.chosen_value.value
    return rd


def _assert_rated_good(game: GameDef, state: State, good: int) -> DecisionReview:
    rd = review_decision(game, state, good, 0, samples=SAMPLES)
    assert rd.chosen == good and rd.grade in ("best", "fine"), (rd.grade, rd.loss, rd.best)
    assert rd.loss <= 1.0
    return rd


def test_spellbook_passing_up_the_winning_store_at_the_last_decision_is_a_blunder() -> None:
    st = h.make(
        seats=[
            {"familiar": "Ro Rt Rs Po Pt", "pool": "Ko Kt"},
            {"familiar": "Go Gt Gs Wo Wt", "pool": "Yo"},
        ],
        altar="Bo Bt Bs Wt Ws",
        first_player=0,
        to_play=1,  # seat 1 is right of the first player: its day is the game's last
        phase="midday",
        end_triggered=True,
    )
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "midday"
    assert A.PASS in d.ids and A.STORE1 in d.ids
    assert st.scores() == [5, 5]  # level: the pool tokens decide (2 against 1)
    # by the rules: passing ends the game lost on the tie-break, storing wins it
    passed = h.finish_day(st.clone())
    assert passed.over and passed.winners() == [0]
    stored = h.finish_day(h.play(st.clone(), A.STORE1, h.tok("Yo")))
    assert stored.over and stored.winners() == [1] and stored.scores() == [5, 7]
    game = get_game("spellbook")
    bad = review_decision(game, st, A.PASS, 0, samples=SAMPLES)
    assert bad.chosen == A.PASS and bad.best == A.STORE1
    assert bad.grade in ("mistake", "blunder"), (bad.grade, bad.loss)
    assert bad.best_value.win == 1.0 and bad.chosen_value.win == 0.0
    assert bad.best_value.margin == 2.0 and bad.chosen_value.margin == 0.0
    assert bad.why is not None  # the familiar the store would have made
    good = review_decision(game, st, A.STORE1, 0, samples=SAMPLES)
    assert good.chosen == good.best == A.STORE1
    assert good.grade in ("best", "fine") and good.loss <= 1.0


def test_spellbook_a_player_far_behind_passing_up_6_points_is_a_mistake() -> None:
    st = h.make(
        seats=[
            {"familiar": "Ro Rt Rs Po Pt Ps Go Gt Gs Wo"},  # 10 stored: 12 points
            {"familiar": "Bo", "pool": "Ko Kt Ks Ko Kt"},  # 1 point, 5 black to learn with
        ],
        altar="Bo Bt Bs Wt Ws",
        first_player=0,
        to_play=1,
        phase="evening",
        end_triggered=True,
    )
    offering = {level: h.learn("offering", level) for level in (3, 4, 5)}
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "evening"
    assert set(d.ids) == {A.PASS, *offering.values()}
    # by the rules: seat 1 loses whatever it does; learning at level 5 scores 6 more
    for option, points in ((A.PASS, 1), (offering[3], 3), (offering[5], 7)):
        end = h.finish_day(h.play(st.clone(), option))
        while not end.over:  # pay the learn: the marker, then the other tokens
            end = h.finish_day(h.play(end, h.ids(end)[0]))
        assert end.winners() == [0] and end.scores() == [12, points]
    game = get_game("spellbook")
    bad = _assert_rated_bad(game, st, A.PASS)
    assert bad.best == offering[5]
    assert bad.grade == "mistake" and bad.loss == 6.0  # 6 score points, not the value
    assert bad.best_value.win == bad.chosen_value.win == 0.0
    assert 100.0 * (bad.best_value.value - bad.chosen_value.value) < bad.loss
    assert bad.why is not None  # Offering at level 5, 6 points
    weaker = review_decision(game, st, offering[3], 0, samples=SAMPLES)
    assert weaker.best == offering[5] and weaker.grade == "inaccuracy" and weaker.loss == 4.0
    _assert_rated_good(game, st, offering[5])


# -- Wonder Book -------------------------------------------------------------------------
def _wonder_last_step_start() -> WonderState:
    """The position of :func:`_wonder_last_step` at the start of Sid's turn (stairs,
    three actions)."""
    st = wonder_position(
        {
            "chapter": "tutorial",
            "players": 2,
            "objective": 7,
            "destiny": 1,
            "rules": [6],
            "heroes": [{"hero": "sid", "zone": "stairs"}, {"hero": "lara", "zone": "gate"}],
        }
    )
    st.apply(WA.HERO + 0)
    return st


def h_apply(st: S, *options: int) -> S:
    """Apply ``options`` in order."""
    for o in options:
        st.apply(o)
    return st


def _wonder_last_step() -> WonderState:
    """The tutorial's last objective (card 7: every hero in the gate), the balcony hurting
    (card 6), one destiny token face up; Lara is in the gate, Sid walks stairs -> hall
    -> balcony and has one action left."""
    st = _wonder_last_step_start()
    zones = st.ch.zone_index
    return h_apply(st, WA.MOVE + zones["hall"], WA.MOVE + zones["balcony"])


def test_wonderbook_turning_away_from_the_gate_at_the_last_chance_is_a_blunder() -> None:
    st = _wonder_last_step()
    zones = st.ch.zone_index
    gate, hall = WA.MOVE + zones["gate"], WA.MOVE + zones["hall"]
    d = st.decision()
    assert d is not None and d.actor == 0 and d.kind == "action"
    assert set(d.ids) == {gate, hall, WA.PASS}
    # by the rules: the gate wins at once, anything else loses the round's destiny token
    won = st.clone()
    won.apply(gate)
    assert won.over and won.won
    for bad in (hall, WA.PASS):
        _assert_always_lost(st, bad, "destiny")
    game = get_game("wonderbook")
    for bad in (hall, WA.PASS):
        rd = _assert_rated_bad(game, st, bad)
        assert rd.best == gate
        assert rd.why is not None  # the objective the gate would have met
    good = _assert_rated_good(game, st, gate)
    assert good.best == gate


@pytest.mark.xfail(
    strict=True,
    reason="known limit of playout values (issue 24): Wonder Book's playout policy walks "
    "at random, so the one three-step path to the gate is rarely played out, and a blind "
    "playout that reaches unread text (the chest's back, in the study) is scored by the "
    "game's estimate (about 0.89), which does not see the destiny token the enemies' "
    "phase takes: the coach rates the study best and the hall a blunder",
)
def test_wonderbook_the_first_step_of_the_only_path_to_the_gate_is_not_a_blunder() -> None:
    """Sid's turn starts on the stairs with three actions: hall, balcony, gate is the only
    way to meet the objective this round (the last destiny token goes otherwise); the
    study is a dead end (a wall to the balcony) with the old chest."""
    st = _wonder_last_step_start()
    zones = st.ch.zone_index
    hall, study = WA.MOVE + zones["hall"], WA.MOVE + zones["study"]
    won = h_apply(st.clone(), hall, WA.MOVE + zones["balcony"], WA.MOVE + zones["gate"])
    assert won.over and won.won  # by the rules
    game = get_game("wonderbook")
    _assert_rated_good(game, st, hall)
    _assert_rated_bad(game, st, study)


# -- Madness -----------------------------------------------------------------------------
#: The last curse left on the track (slot 4): destroying it costs 4 water.
LAST_CURSE = "drowned-whispers"


def _madness_last_turn() -> MadnessState:
    """Monster 6 of 6, the marker on space 5 (the next monster phase is the final
    invocation), one curse left in slot 4; seat 0, to act, holds exactly 4 water."""
    return madness_position(
        {
            "players": 2,
            "monster": 6,
            "marker": 5,
            "active": 0,
            "phase": "actions",
            "track": [None, None, None, None, LAST_CURSE],
            "seats": [{"hand": "W2 W2 E1 E1 F1 A1"}, {}],
        }
    )


def test_madness_leaving_the_last_curse_before_the_final_invocation_is_a_blunder() -> None:
    st = _madness_last_turn()
    assert st.monster == st.c.rounds == 6 and st.marker == 5
    assert [s >= 0 for s in st.slots] == [False, False, False, False, True]
    assert st.c.curses[st.slots[4]].cost == (4, 0, 0, 0)  # 4 water
    destroy = MA.DESTROY + 4
    buy_water_3 = MA.ACQUIRE + kind_pile(kind(0, 3))  # pays 3 of the 4 water
    d = st.decision()
    assert d is not None and d.actor == 0 and d.kind == "action"
    assert {MA.PASS, destroy, buy_water_3} <= set(d.ids)
    # by the rules: passing loses at once; destroying the curse, then passing, wins
    lost = st.clone()
    lost.apply(MA.PASS)
    assert lost.over and lost.lost == "monster"
    saved = st.clone()
    saved.apply(destroy)
    while (pd := saved.decision()) is not None and pd.kind != "action":
        saved.apply(pd.ids[0])  # the payment and the reward
    saved.apply(MA.PASS)
    assert _play_out_randomly(saved, 0).won
    _assert_always_lost(st, buy_water_3, "monster")
    game = get_game("madness")
    for bad in (MA.PASS, buy_water_3):
        rd = _assert_rated_bad(game, st, bad)
        assert rd.best_value.win == 1.0 and rd.chosen_value.win == 0.0
        by_option = {v.option: v for v in rd.options}
        assert by_option[destroy].value == rd.best_value.value  # as good as the best
    good = _assert_rated_good(game, st, destroy)
    assert good.chosen_value.win == 1.0
