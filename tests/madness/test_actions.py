"""The action phase: activating (1x/2x/3x), learning, acquiring, destroying curses,
healing, mage abilities, and paying in one decision from the hand and the support reserve."""

from __future__ import annotations

import pytest

from tomecraft.core import CHANCE, IllegalDecision
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import MADNESS, kind_pile
from tomecraft.games.madness.payment import HAND, Payment, payments

from .helpers import (
    K,
    M,
    at_action,
    at_stage,
    census_ok,
    chance_all,
    draw_as,
    kinds_of,
    new,
    pay,
    place,
    set_zone,
    spell,
)


def _clear_track(st: object) -> None:
    st.slots = [-1] * 5  # type: ignore[attr-defined]


def _offered(st: object) -> list[Payment]:
    """The payments of the pending payment decision, in option order."""
    task = st.stack[-1]  # type: ignore[attr-defined]
    assert isinstance(task, AT.Pay)
    return payments(st, task)  # type: ignore[arg-type]


def _pay_with(st: object, *cards: tuple[int, int], level: int = 0) -> int:
    """Apply the payment made of exactly ``cards`` ((source, kind) pairs), at ``level``
    (default: the highest those cards reach); its level."""
    want = tuple(sorted(cards))
    offered = [p for p in _offered(st) if p.cards == want]
    level = level or max((p.level for p in offered), default=0)
    for i, p in enumerate(_offered(st)):
        if p.cards == want and p.level == level:
            st.apply(A.PAYMENT + i)  # type: ignore[attr-defined]
            return p.level
    raise AssertionError(f"no payment {want} among {_offered(st)}")


def test_only_affordable_actions_are_offered() -> None:
    st = new(2, mages="mirela,bryn")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("earth", 1)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    at_action(st, 0)
    d = st.decision()
    assert d is not None and d.ids[0] == A.PASS
    # 1 earth: Sprout (earth, cost 1) and Mirela's free ability; nothing costing 2.
    assert d.ids == (A.PASS, A.ACTIVATE + spell(st, "sprout"), A.ABILITY)


def test_activate_with_2x_payment_doubles_x() -> None:
    st = new(2, mages="mirela,bryn")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("earth", 1), K("earth", 1), K("earth", 1), K("fire", 2)])
    set_zone(st, 0, "decks", [K("air", 1)] * 5)
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "sprout"))
    d = st.decision()
    assert d is not None and d.kind == "pay"
    # 1x, 2x and 3x with earth 1s (the best of each multiple first), then paying more
    # than the multiple chosen; never the fire card
    assert [(p.level, len(p.cards)) for p in _offered(st)] == [
        (1, 1), (2, 2), (3, 3), (1, 2), (2, 3), (1, 3)
    ]
    assert d.ids == tuple(A.PAYMENT + i for i in range(6))
    assert _pay_with(st, (HAND, K("earth", 1)), (HAND, K("earth", 1))) == 2  # 2x: draw 2
    draw_as(st, K("air", 1), K("air", 1))
    assert st.hands[0][K("air", 1)] == 2 and st.hands[0][K("earth", 1)] == 1
    assert st.discards[0][K("earth", 1)] == 2
    assert (st.exhausted[0] >> spell(st, "sprout")) & 1
    assert A.ACTIVATE + spell(st, "sprout") not in st.decision().ids  # type: ignore[union-attr]


def test_3x_ends_the_payment_and_excess_is_lost() -> None:
    st = new(2, mages="mirela,bryn")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("fire", 3), K("fire", 1), K("earth", 1), K("earth", 1), M])
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "kindle"))
    # 3 fire for a cost of 1 reaches the 3x maximum: listed as a 3x payment
    assert _pay_with(st, (HAND, K("fire", 3))) == 3
    d = st.decision()
    assert d is not None and d.kind == "destroy" and d.actor == 0
    for k in (M, K("earth", 1), K("earth", 1)):
        st.apply(A.CARD + k)
    assert st.destroyed[M] == 1 and st.destroyed[K("earth", 1)] == 2
    assert st.hands[0][K("fire", 1)] == 1  # not spent


def test_paying_more_than_the_cost_is_legal_and_the_excess_is_lost() -> None:
    """Rulebook: discard cards making *at least* the elements required; the excess is
    lost. Earth 1 + earth 3 for a cost of 1 (4 elements, 3x at most, 1 lost) and water
    1 + water 2 to learn (3 for a cost of 2) are legal payments."""
    st = new(2, mages="mirela,bryn")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("earth", 1), K("earth", 3), K("water", 1), K("water", 2)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    set_zone(st, 0, "decks", [K("air", 1)] * 5)
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "sprout"))
    both = tuple(sorted(((HAND, K("earth", 1)), (HAND, K("earth", 3)))))
    assert {(p.level, p.waste) for p in _offered(st) if p.cards == both} == {
        (1, 3), (2, 2), (3, 1)
    }
    assert _pay_with(st, *both, level=3) == 3
    assert st.discards[0][K("earth", 1)] == 1 and st.discards[0][K("earth", 3)] == 1
    draw_as(st, K("air", 1), K("air", 1), K("air", 1))
    assert st.hands[0][K("air", 1)] == 3  # Sprout 3x: draw 3
    st.apply(A.LEARN + 0)  # the water spell: 2 water
    water = tuple(sorted(((HAND, K("water", 1)), (HAND, K("water", 2)))))
    assert [p.waste for p in _offered(st) if p.cards == water] == [1]
    _pay_with(st, *water)
    assert st.hands[0][K("water", 1)] == 0 and st.hands[0][K("water", 2)] == 0


def test_the_payer_chooses_whether_a_larger_card_multiplies() -> None:
    """Ruling 13: the cost *may* be multiplied; a value-3 card paid for a cost of 1 may
    be a 1x, 2x or 3x activation, as the payer chooses."""
    st = new(2, mages="mirela,bryn")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("earth", 3)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    set_zone(st, 0, "decks", [K("air", 1)] * 5)
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "sprout"))
    assert sorted((p.level, p.waste) for p in _offered(st)) == [(1, 2), (2, 1), (3, 0)]
    assert _offered(st)[0].level == 3  # the default loses nothing
    assert _pay_with(st, (HAND, K("earth", 3)), level=1) == 1
    draw_as(st, K("air", 1))
    assert st.hands[0][K("air", 1)] == 1 and st.decision().kind != "draw"  # type: ignore[union-attr]


def test_payment_uses_any_support_and_returns_it_to_its_owner() -> None:
    st = new(3, mages="mirela,bryn,ignatius")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("water", 1)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [K("water", 2), K("fire", 1)])
    set_zone(st, 2, "supports", [M, K("water", 1)])
    set_zone(st, 1, "discards", [])
    at_action(st, 0)
    top = st.lib_top[0]
    st.apply(A.LEARN + 0)  # learn the water spell: 2 water
    d = st.decision()
    assert d is not None and d.kind == "pay"
    # every set of water cards making at least 2 (paying more is legal)
    assert {p.cards for p in _offered(st)} == {
        ((HAND, K("water", 1)), (2, K("water", 1))),
        ((1, K("water", 2)),),
        ((HAND, K("water", 1)), (1, K("water", 2))),
        ((1, K("water", 2)), (2, K("water", 1))),
        ((HAND, K("water", 1)), (1, K("water", 2)), (2, K("water", 1))),
    }
    # the cheapest leads: no waste, one support card, the least valuable cards
    assert _offered(st)[0].cards == ((HAND, K("water", 1)), (2, K("water", 1)))
    _pay_with(st, (1, K("water", 2)))
    assert st.supports[1] == [K("fire", 1)] and st.discards[1][K("water", 2)] == 1
    chance_all(st)
    assert top in st.spells[0] and st.hands[0][K("water", 1)] == 1
    assert census_ok(st)


def test_multi_element_cost_pays_each_part_with_its_own_cards() -> None:
    st = new(2)
    _clear_track(st)
    place(st, 0, "hollow-eyes")  # 2 water + 2 earth
    set_zone(st, 0, "hands", [K("water", 3), K("earth", 1), K("earth", 1), K("fire", 3)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    at_action(st, 0)
    assert A.DESTROY + 0 in st.decision().ids  # type: ignore[union-attr]
    st.apply(A.DESTROY + 0)
    water, earth = (HAND, K("water", 3)), (HAND, K("earth", 1))
    assert [p.cards for p in _offered(st)] == [tuple(sorted((water, earth, earth)))]
    assert _offered(st)[0].waste == 1  # the water part is met with 1 lost; no fire offered
    before = st.market[:]
    st.apply(A.PAYMENT)
    assert st.slots[0] == -1 and st.curses_out == [st.c.curse_index["hollow-eyes"]]
    d = st.decision()
    assert d is not None and d.kind == "reward"  # a value-2 card of your choice
    st.apply(A.MARKET + kind_pile(K("fire", 2)))
    assert st.market[kind_pile(K("fire", 2))] == before[kind_pile(K("fire", 2))] - 1
    assert st.discards[0][K("fire", 2)] == 1 and st.stats[0][0] == 1


def test_destroy_reward_with_no_value_two_left() -> None:
    st = new(2)
    _clear_track(st)
    place(st, 0, "grave-dust")
    set_zone(st, 0, "hands", [K("earth", 2), K("earth", 2)])
    for p in range(0, 8, 2):
        st.box[(p // 2) * 3 + 1] += st.market[p]
        st.market[p] = 0
    at_action(st, 0)
    st.apply(A.DESTROY + 0)
    pay(st, A.CARD + K("earth", 2), A.CARD + K("earth", 2))
    d = st.decision()
    assert d is not None and d.kind == "action" and st.slots[0] == -1
    assert census_ok(st)


def test_neutralised_curse_cannot_be_destroyed() -> None:
    st = new(2)
    _clear_track(st)
    place(st, 0, "grave-dust")
    st.curse_neutral[0] = st.turn
    set_zone(st, 0, "hands", [K("earth", 2), K("earth", 2)])
    at_action(st, 0)
    assert A.DESTROY + 0 not in st.decision().ids  # type: ignore[union-attr]


def test_acquire_costs_the_value_and_goes_to_the_discard() -> None:
    st = new(2)
    _clear_track(st)
    set_zone(st, 0, "hands", [K("air", 1), K("air", 1), K("air", 1)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    at_action(st, 0)
    ids = st.decision().ids  # type: ignore[union-attr]
    assert A.ACQUIRE + kind_pile(K("air", 3)) in ids and A.ACQUIRE + kind_pile(K("air", 2)) in ids
    assert A.ACQUIRE + kind_pile(K("fire", 2)) not in ids
    st.apply(A.ACQUIRE + kind_pile(K("air", 3)))
    pay(st, *[A.CARD + K("air", 1)] * 3)
    assert st.discards[0][K("air", 3)] == 1 and census_ok(st)


def test_learning_a_sixth_spell_destroys_one_first_and_is_usable_at_once() -> None:
    st = new(2)
    _clear_track(st)
    s0 = st.lib_top[2]
    st.spells[0].append(
        st.c.spell_index["flare"] if s0 != st.c.spell_index["flare"] else st.c.spell_index["sear"]
    )
    assert len(st.spells[0]) == 5
    set_zone(st, 0, "hands", [K("fire", 1), K("fire", 1), K("fire", 2)])
    st.exhausted[0] = 1 << spell(st, "kindle")  # an exhausted spell may be destroyed
    at_action(st, 0)
    st.apply(A.LEARN + 2)
    pay(st, A.CARD + K("fire", 1), A.CARD + K("fire", 1))
    d = st.decision()
    assert d is not None and d.kind == "forget" and A.SPELL + spell(st, "kindle") in d.ids
    st.apply(A.SPELL + spell(st, "kindle"))
    assert spell(st, "kindle") not in st.spells[0] and s0 in st.spells[0]
    assert len(st.spells[0]) == 5 and spell(st, "kindle") in st.spells_out
    d = st.decision()
    assert d is not None and d.actor == CHANCE and d.kind == "library"
    chance_all(st)
    new_top = st.c.spells[st.lib_top[2]]
    assert (new_top.element, new_top.level) == (2, 2)
    assert A.ACTIVATE + s0 in st.decision().ids  # type: ignore[union-attr]


def test_heal_pays_two_of_one_element() -> None:
    st = new(3)
    _clear_track(st)
    set_zone(st, 0, "hands", [M, K("water", 1), K("fire", 1), K("fire", 1), K("air", 2)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [M])
    set_zone(st, 2, "supports", [])
    at_action(st, 0)
    ids = st.decision().ids  # type: ignore[union-attr]
    assert A.HEAL_HAND in ids and A.HEAL_SUPPORT + 1 in ids and A.HEAL_SUPPORT + 2 not in ids
    pile = st.pile
    st.apply(A.HEAL_SUPPORT + 1)
    # Only elements with 2 available: fire and air (one water is not enough); a single
    # element per payment, never mixed.
    assert {p.cards for p in _offered(st)} == {
        ((HAND, K("fire", 1)), (HAND, K("fire", 1))),
        ((HAND, K("air", 2)),),
    }
    pay(st, A.CARD + K("fire", 1), A.CARD + K("fire", 1))
    assert st.supports[1] == [] and st.pile == pile + 1
    assert st.stats[0][2] == 1


def test_ability_once_per_turn() -> None:
    st = new(2, mages="bryn,lyra")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("fire", 1), K("water", 1)])
    set_zone(st, 0, "decks", [K("air", 1), K("air", 1)])
    at_action(st, 0)
    st.apply(A.ABILITY)  # free: discard 1, then draw 1
    d = st.decision()
    assert d is not None and d.kind == "discard"
    st.apply(A.CARD + K("fire", 1))
    draw_as(st, K("air", 1))
    assert A.ABILITY not in st.decision().ids  # type: ignore[union-attr]
    assert st.ability_used[0]
    # The next turn resets it.
    at_stage(st, 1, F.CONCENTRATION)
    assert not st.ability_used[0]


def test_illegal_option_is_rejected_and_the_state_is_unchanged() -> None:
    st = new(2)
    at_action(st, 0)
    before = st.to_json()
    for bad in (A.LEARN + 9, A.DESTROY + 4, 10_000, -1, A.CURSE):
        if bad in st.decision().ids:  # type: ignore[union-attr]
            continue
        with pytest.raises(IllegalDecision):
            st.apply(bad)
        assert st.to_json() == before


def test_pass_ends_actions_and_recovery_refills_to_six() -> None:
    st = new(2)
    _clear_track(st)
    set_zone(st, 0, "hands", [K("fire", 1)])
    set_zone(st, 0, "decks", [K("earth", 1)] * 8)
    at_action(st, 0)
    st.apply(A.PASS)
    draw_as(st, *[K("earth", 1)] * 5)
    assert sum(st.hands[0]) == 6
    assert st.active == 1 and st.turn >= 2


def test_recovery_discards_element_cards_only() -> None:
    st = new(2)
    _clear_track(st)
    set_zone(
        st,
        0,
        "hands",
        [M, M, M, K("fire", 1), K("fire", 2), K("water", 1), K("air", 1), K("air", 1)],
    )
    at_action(st, 0)
    st.apply(A.PASS)
    d = st.decision()
    assert d is not None and d.kind == "recovery"
    assert MADNESS not in kinds_of(d.ids)
    st.apply(A.CARD + K("air", 1))
    st.apply(A.CARD + K("fire", 1))
    assert sum(st.hands[0]) == 6 and st.hands[0][M] == 3


def test_the_heuristic_prefers_a_destroyed_curse_and_a_win() -> None:
    from tomecraft.games.madness.game import team_value

    st = new(2)
    _clear_track(st)
    place(st, 3, "grave-dust")
    before = team_value(st)
    st.slots[3] = -1
    assert team_value(st) > before
    st.over, st.won = True, True
    assert team_value(st) == 1000.0
    st.won, st.lost = False, "monster"
    assert team_value(st) < 0


def test_bots_weigh_only_the_sensible_payments() -> None:
    """Every covering payment is legal, but the one-ply bots weigh only the irredundant
    ones at the highest multiple their cards reach (the default always among them)."""
    from tomecraft.games.madness.game import MadnessGame

    st = new(2, mages="mirela,bryn")
    _clear_track(st)
    set_zone(st, 0, "hands", [K("earth", 1), K("earth", 3)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "sprout"))
    d = st.decision()
    assert d is not None and d.kind == "pay"
    kept = MadnessGame().bot_options(st, d)
    offered = _offered(st)
    assert len(d.ids) == len(offered) == 7  # e1 at 1x; e3 and e1+e3 each at 1x, 2x, 3x
    assert {(offered[i - A.PAYMENT].cards, offered[i - A.PAYMENT].level) for i in kept} == {
        (((HAND, K("earth", 1)),), 1),
        (((HAND, K("earth", 3)),), 3),
    }
