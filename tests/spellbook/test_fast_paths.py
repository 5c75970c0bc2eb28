"""The hot paths written for speed give what the plain rules code gives (issue 11).

Run on both builds: compiled, the native branches (``data.NATIVE``) are the ones tested.
"""

from __future__ import annotations

import dataclasses

from tomecraft.bots import play_game
from tomecraft.core import Rng, derive_seed, get_game
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import NUM_KINDS, NUM_RUNES, total
from tomecraft.games.spellbook.flow import (
    EVENING,
    MIDDAY,
    MORNING,
    DayTask,
    basic_refusal,
    phase_options,
    spell_refusal,
)
from tomecraft.games.spellbook.learning import _rune_totals, learn_options
from tomecraft.games.spellbook.spells import CLONE
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.games.spellbook.tasks import prompt
from tomecraft.i18n import msg


def test_weighted_tuple_is_weighted() -> None:
    """The same index and the same generator state afterwards, zero weights included."""
    src = Rng(5)
    for i in range(300):
        weights = (*(src.below(4) for _ in range(1 + i % 21)), 1)
        a, b = Rng(derive_seed(9, i)), Rng(derive_seed(9, i))
        assert a.weighted_tuple(weights) == b.weighted(list(weights))
        assert a.getstate() == b.getstate()


def test_total_and_rune_totals() -> None:
    src = Rng(3)
    for _ in range(100):
        pool = [src.below(6) for _ in range(NUM_KINDS)]
        assert total(pool) == sum(pool)
        assert _rune_totals(pool) == tuple(sum(pool[r::NUM_RUNES]) for r in range(NUM_RUNES))


def _reference_options(st: SpellBookState, seat: int, phase: int) -> set[int]:
    """The basic and spell options by the refusal helpers (what the topics explain)."""
    ids = {A.PASS}
    basics = {MORNING: (A.TAKE1, A.DRAW2), MIDDAY: (A.STORE1,)}.get(phase, ())
    ids.update(b for b in basics if basic_refusal(st, seat, b) is None)
    if phase == EVENING:
        ids.update(learn_options(st, seat))
    return ids


def _reference_uses(st: SpellBookState, seat: int, phase: int) -> set[int]:
    """The spell actions by the plain rule: each learned spell of this phase, not learned
    today, at each level up to its marker whose kind is an action its gate allows."""
    from tomecraft.games.spellbook.data import SPELLS
    from tomecraft.games.spellbook.spells import Cast, can_cast

    out = set()
    for s in st.spells:
        if s == CLONE or spell_refusal(st, seat, s, phase) is not None:
            continue
        for lv in range(3, st.levels[seat][s] + 1):
            cast = Cast(seat, s, lv, st.marker_rune(seat, s), s)
            if SPELLS[s].kind_at(lv) == "action" and can_cast(st, cast):
                out.add(A.use_id(s, lv))
    return out


def test_phase_options_agree_with_the_refusals() -> None:
    """Along real games: every listed basic action is allowed by ``basic_refusal``, every
    spell action's spell by ``spell_refusal``, and nothing allowed is missing."""
    game = get_game("spellbook")
    checked = 0
    for i in range(4):
        match = play_game(game, {"players": 3}, ["random"] * 3, derive_seed(11, i))
        st = match.state
        # replay from the start, checking each player decision's phase options
        replay = type(match)(game, match.config, match.seed)
        for actor, option in match.history:
            state = replay.state
            assert isinstance(state, SpellBookState)
            d = state.decision()
            assert d is not None
            if d.kind in ("morning", "midday", "evening"):
                phase = ("morning", "midday", "evening").index(d.kind)
                got = phase_options(state, actor, phase)
                assert got == sorted(got)
                spell_ids = {o for o in got if A.USE <= o < A.LEARN or A.CLONE <= o < A.MODE}
                assert set(got) - spell_ids == _reference_options(state, actor, phase)
                for o in spell_ids:
                    s = CLONE if o >= A.CLONE else A.split3(A.USE, o)[0]
                    assert spell_refusal(state, actor, s, phase) is None
                assert {o for o in spell_ids if o < A.LEARN} == _reference_uses(
                    state, actor, phase
                )
                checked += 1
            replay.step(option)
        assert replay.state.state_hash() == st.state_hash()
    assert checked > 100


def test_prompt_cache_gives_the_message() -> None:
    assert prompt("take", (("n", 2),)) == msg("sb-prompt-take", n=2)
    assert prompt("take", (("n", 2),)) is prompt("take", (("n", 2),))
    assert prompt("morning", (("seat", 3),)) == msg("sb-prompt-morning", seat=3)


def _reference_triples(pool: list[int], colour: int, units_left: int) -> list[int]:
    """The triple payments as first written: every multiset of three same-rune pool
    tokens, tried by paying it and recounting the pool's units."""
    from itertools import combinations_with_replacement

    from tomecraft.games.spellbook.learning import TRIPLES_MODE, _units

    ids = []
    for r in range(NUM_RUNES):
        present = [k for k in range(r, NUM_KINDS, NUM_RUNES) if pool[k]]
        if sum(pool[k] for k in present) < 3:
            continue
        for trip in combinations_with_replacement(present, 3):
            if any(pool[k] < trip.count(k) for k in trip):
                continue
            after = pool[:]
            for k in trip:
                after[k] -= 1
            if _units(after, colour, TRIPLES_MODE, 0, 0) >= units_left - 1:
                ids.append(A.TRIPLE + A.TRIPLE_INDEX[trip])
    return sorted(ids)


def test_triple_payments_match_the_plain_enumeration() -> None:
    """Random pools (up to 9 tokens, some piled on few kinds), every colour and debt."""
    from tomecraft.games.spellbook.learning import triple_payments

    src = Rng(17)
    tried = found = 0
    for _ in range(1500):
        pool = [0] * NUM_KINDS
        kinds = [src.below(NUM_KINDS) for _ in range(1 + src.below(6))]
        for _ in range(src.below(10)):
            pool[kinds[src.below(len(kinds))]] += 1
        for colour in range(NUM_KINDS // NUM_RUNES):
            for left in range(1, 5):
                got = triple_payments(pool[:], colour, left)
                # in id order: PayLearn.step lists them after the tokens without a sort
                assert got == _reference_triples(pool, colour, left), (pool, colour, left)
                assert len(got) == len(set(got))
                tried += 1
                found += bool(got)
    assert found > tried // 10  # the pools are rich enough to offer triples often


def test_mix_matches_the_big_integer_formula() -> None:
    """SplitMix64's finaliser: compiled, it runs on 32-bit halves; the same values."""
    from tomecraft.core.rng import _mix

    mask = (1 << 64) - 1

    def reference(z: int) -> int:
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return z ^ (z >> 31)

    src = Rng(23)
    for z in [0, 1, mask, 1 << 63, *(src.next64() for _ in range(500))]:
        assert _mix(z) == reference(z)


def test_a_day_task_started_in_place_is_a_new_one() -> None:
    """The day task starts the next seat's day in place (:meth:`DayTask.start`): every
    field must be as in ``DayTask(seat)``, a field added later too."""
    task = DayTask(0)
    for f in dataclasses.fields(task):
        setattr(task, f.name, 99)  # every field away from a new task's value
    task.start(2)
    assert task == DayTask(2)
