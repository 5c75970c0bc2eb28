"""The fast paths of issue 28's third round give what the plain rules give.

Phase decisions that offer only PASS and basic actions are shared, built once
(``flow._BASIC_DECISIONS``), and the others are built from ``spell_options``; the quiet
playing loop applies options with ``State.play`` (no events handed over). Run on both
builds: compiled, the native code is the one tested.
"""

from __future__ import annotations

import pytest

from tomecraft.core import CHANCE, Decision, GameOver, IllegalDecision, Match, Rng, get_game
from tomecraft.core.match import record_pair
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import NUM_KINDS, SPELLS
from tomecraft.games.spellbook.flow import (
    _BASIC_DECISIONS,
    _DECISION_KINDS,
    BASIC_IDS,
    MIDDAY,
    MORNING,
    PHASE_KINDS,
    SWIFT,
    basic_options,
    basic_refusal,
    phase_options,
    spell_options,
)
from tomecraft.games.spellbook.learning import learn_options, learn_refusal, payable_units
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.games.spellbook.tasks import (
    ALL_COLOURS,
    ALL_RUNES,
    Store,
    choose_tokens,
    prompt,
    token_choice,
    token_options,
)

from .test_kept_counts import _play_checked

BASIC = {A.TAKE1: MORNING, A.DRAW2: MORNING, A.STORE1: MIDDAY}


def test_shared_phase_decisions_are_the_built_ones() -> None:
    """Each shared decision equals the one built from its parts: its seat, kind, PASS and
    the basic actions of its bits in id order, and the seat's prompt."""
    for which, kind in enumerate(_DECISION_KINDS):
        for seat in range(A.MAX_SEATS):
            for bits in range(8):
                d = _BASIC_DECISIONS[which][seat][bits]
                ids = (A.PASS, *[a for a, bit in ((A.TAKE1, 1), (A.DRAW2, 2), (A.STORE1, 4))
                                 if bits & bit])
                want = Decision(seat, kind, ids, prompt(kind, (("seat", seat + 1),)))
                assert d == want
                assert BASIC_IDS[bits] == ids


def test_phase_decisions_follow_the_plain_rule() -> None:
    """Before every phase decision of real games: its options are ``phase_options``'s;
    the basic ones are those ``basic_refusal`` allows in the phase; the decision is a
    shared one exactly when ``spell_options`` has nothing (then it offers PASS and basic
    actions only); a copy whose spells are listed out of order (sorted options) agrees."""
    shared = built = 0

    def check(st: SpellBookState) -> None:
        nonlocal shared, built
        d = st.decision()
        if d is None or d.actor == CHANCE or d.kind not in (*PHASE_KINDS, "swift"):
            return
        seat = d.actor
        phase = MORNING if d.kind == "swift" else PHASE_KINDS.index(d.kind)
        which = SWIFT if d.kind == "swift" else phase
        assert d.ids == tuple(phase_options(st, seat, phase))
        assert d.prompt == prompt(d.kind, (("seat", seat + 1),))
        plain = [a for a, p in BASIC.items() if p == phase and basic_refusal(st, seat, a) is None]
        bits = basic_options(st, seat, phase)
        assert list(BASIC_IDS[bits][1:]) == plain
        extra = spell_options(st, seat, phase)
        if extra is None:
            assert d is _BASIC_DECISIONS[which][seat][bits]
            assert d.ids == (A.PASS, *plain)
            shared += 1
        else:
            assert extra and d not in [x for per in _BASIC_DECISIONS for s in per for x in s]
            assert d.ids == (A.PASS, *plain, *extra)
            built += 1
        data = st.to_json()
        data["spells"] = data["spells"][::-1]
        other = SpellBookState.from_json(data)
        assert not other.spells_in_order
        assert phase_options(other, seat, phase) == sorted(d.ids)

    _play_checked(check, 53)
    assert shared > 1000 and built > 200


def _state(seed: int) -> SpellBookState:
    st = Match("spellbook", {"players": 3, "set": "classic"}, seed).state
    assert isinstance(st, SpellBookState)
    return st


def test_play_is_apply_without_the_events() -> None:
    """``State.play`` plays the option ``apply`` plays (the same state after it, on a
    narrated state too), refuses what ``apply`` refuses (a non-int, a bool, an id not
    offered, a finished game) leaving the state as it was, and leaves no event behind
    for the next ``apply``."""
    st = _state(11)
    st.quiet = False
    for step in range(400):
        if st.actor() is None:
            break
        ids = st.legal_ids()
        before = st.state_hash()
        for bad in ("1", True, 10_000, -5):
            with pytest.raises(IllegalDecision):
                st.play(bad)  # type: ignore[arg-type]
            assert st.state_hash() == before
        option = ids[step % len(ids)]
        other = st.clone()
        other.quiet = False
        other.apply(option)
        st.play(option)
        assert st.state_hash() == other.state_hash()
        assert st.take_events() == []
    assert st.actor() is None and step > 100
    with pytest.raises(GameOver):
        st.play(0)


def test_quiet_match_keeps_the_same_records() -> None:
    """``Match.play_by`` (the quiet loop's) records what ``step_by`` records: the same
    history, reveals and forced marks."""
    game = get_game("spellbook")
    a, b = Match(game, {"players": 2}, 5), Match(game, {"players": 2}, 5)
    for i in range(300):
        actor = a.state.actor()
        if actor is None:
            break
        ids = a.state.legal_ids() if actor != CHANCE else (a.state.sample_chance(a.rng),)
        if actor == CHANCE:
            assert b.state.sample_chance(b.rng) == ids[0]
        option = ids[i % len(ids)]
        a.play_by(actor, option)
        b.step_by(actor, option)
    assert a.history == b.history and len(a.history) > 100
    assert a.reveals == b.reveals and a.forced == b.forced
    assert a.state.state_hash() == b.state.state_hash()


def test_token_choice_is_choose_tokens_over_token_options() -> None:
    """``token_choice`` (PASS put first, no insert) gives the decision ``choose_tokens``
    gives over ``token_options`` (the same ids, kind and prompt), or pops the task as it
    does when no token is offered: random count vectors, masks, counts, optional or not."""
    src = Rng(61)
    popped = 0
    for i in range(600):
        counts = [src.below(3) if src.below(3) else 0 for _ in range(NUM_KINDS)]
        masks = (ALL_RUNES, ALL_COLOURS) if i % 3 else (1 + src.below(7), 1 + src.below(127))
        optional, n = bool(i % 2), src.below(4) - 1
        a, b = _state(i), _state(i)
        a.stack.append(Store(0, 1))
        b.stack.append(Store(0, 1))
        got = token_choice(a, 1, "store", counts, optional, n, *masks)
        want = choose_tokens(b, 1, "store", token_options(counts, *masks), optional, n)
        assert got == want
        assert len(a.stack) == len(b.stack)
        popped += got is None
    assert 20 < popped < 500


def test_learn_options_follow_the_plain_rule() -> None:
    """``learn_options`` (compiled: one pass for the rune totals and the colours present,
    spells of an absent colour skipped first) offers spell ``s`` at level ``L`` exactly
    when ``learn_refusal`` allows ``s`` and ``payable_units`` reaches ``L``: random pools,
    levels and markers, basic learns and Transmutation's."""
    src = Rng(67)
    offered = 0
    for i in range(800):
        st = _state(i)
        pool = [src.below(3) if src.below(4) == 0 else 0 for _ in range(NUM_KINDS)]
        st.pools[0] = pool
        for s in st.spells:
            st.levels[0][s] = (0, 0, 3, 4, 5)[src.below(5)]
            st.markers[0][s] = src.below(NUM_KINDS) if src.below(6) == 0 else -1
        mode = i % 2
        wild_rune, wilds = src.below(3), 1 + src.below(2)
        got = learn_options(st, 0, mode, wild_rune, wilds)
        plain = []
        for s in st.spells:
            if learn_refusal(st, 0, s, mode, wild_rune, wilds) is not None:
                continue
            units = payable_units(pool, SPELLS[s].colour, mode, wild_rune, wilds)
            plain += [A.learn_id(s, lv) for lv in (3, 4, 5) if units >= lv]
        assert got == plain
        offered += len(got)
    assert offered > 300


def test_bag_empty_and_spell_order_follow_the_plain_rule() -> None:
    """``bag_empty`` (the kept bag size while kept) is whether the bag sums to 0, after
    every decision of real games and with the bag emptied by hand; ``spells_in_order``
    (a loop) is whether the selection equals its sorted, duplicate-free list."""
    seen = 0

    def check(st: SpellBookState) -> None:
        nonlocal seen
        assert st.bag_empty() == (sum(st.bag) == 0)
        seen += 1

    _play_checked(check, 59)
    st = _state(3)
    st.bag = [0] * NUM_KINDS  # a new list: looked at, not the kept size
    assert st.bag_empty()
    st.bag[4] = 1
    assert not st.bag_empty()
    assert seen > 2000
    src = Rng(71)
    for _ in range(300):
        spells = tuple(src.below(21) for _ in range(1 + src.below(7)))
        state = SpellBookState(2, spells)
        assert state.spells_in_order == (list(spells) == sorted(set(spells)))


def test_recorded_pairs_are_the_plain_tuples() -> None:
    """``record_pair`` (shared tuples for small actors and options) gives the tuple
    ``(actor, option)`` for every actor and option, in the table or out of it."""
    for actor in range(-3, 12):
        for option in (*range(-2, 300), 591, 4_000, 1 << 40):
            got = record_pair(actor, option)
            assert got == (actor, option) and type(got) is tuple
    assert record_pair(CHANCE, 7) is record_pair(CHANCE, 7)
