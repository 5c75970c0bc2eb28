"""Scenarios for the specification's edge cases, played through real decisions."""

from __future__ import annotations

from tomecraft.core import CHANCE
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F

from .helpers import (
    K,
    M,
    advance,
    at_action,
    at_stage,
    census_ok,
    draw_as,
    empty_track,
    new,
    pay,
    place,
    set_pile,
    set_zone,
    spell,
)


def test_support_overflow() -> None:
    """A madness forced into a full support goes there anyway (4 cards); no card may be put
    there by choice until it is back under the limit; anyone may heal or spend from it."""
    st = new(2, mages="mirela,corvin")
    empty_track(st)
    place(st, 0, "sinking-dread")  # the active player takes a madness into the support
    set_zone(st, 1, "supports", [K("fire", 1), K("water", 2), K("earth", 1)])
    set_zone(st, 1, "hands", [K("water", 1), K("air", 1)])
    set_zone(st, 0, "supports", [])
    st.marker = 1
    at_stage(st, 1, F.MONSTER)
    assert st.supports[1] == [K("fire", 1), K("water", 2), K("earth", 1), M]
    assert len(st.supports[1]) > st.slots_of(1)
    # Frost (put a card into your support) has no room.
    st.apply(A.ACTIVATE + spell(st, "frost"))
    pay(st, A.CARD + K("water", 1))
    assert st.hands[1][K("air", 1)] == 1 and len(st.supports[1]) == 4
    # Player 1 heals the support madness with water 2 from the support and... only 2 water
    # in all is needed: the support's water 2 pays it, and goes to player 1's discard.
    # (player 1 could heal it too: the water 2 in the reserve is 2 of one element)
    assert A.HEAL_SUPPORT + 1 in st.decision().ids  # type: ignore[union-attr]
    set_zone(st, 0, "hands", [K("water", 1), K("water", 1)])
    at_action(st, 0)
    st.apply(A.HEAL_SUPPORT + 1)
    pay(st, A.CARD + K("water", 1), A.CARD + K("water", 1))
    assert st.supports[1] == [K("fire", 1), K("water", 2), K("earth", 1)]
    assert census_ok(st)


def test_empty_deck_at_recovery_takes_madness_and_reshuffles() -> None:
    st = new(2)
    empty_track(st)
    set_zone(st, 0, "hands", [K("fire", 1), K("fire", 1)])
    set_zone(st, 0, "decks", [K("air", 1), K("air", 1)])
    set_zone(st, 0, "discards", [K("earth", 1), K("earth", 2), K("water", 1)])
    pile = st.pile
    at_action(st, 0)
    st.apply(A.PASS)
    draw_as(st, K("air", 1), K("air", 1))  # the deck runs out after two
    assert st.pile == pile - 1 and st.stats[0][3] >= 1
    d = st.decision()
    assert d is not None and d.kind == "draw" and d.weights is not None
    assert sum(d.weights) == 4  # three discarded cards plus the madness
    draw_as(st, M, K("earth", 2))
    assert sum(st.hands[0]) == 6 and st.hands[0][M] == 1
    assert census_ok(st)


def test_an_effect_shuffle_takes_no_madness() -> None:
    st = new(2)
    empty_track(st)
    st.spells[0].append(spell(st, "oceans-memory"))
    set_zone(st, 0, "hands", [K("water", 3)])
    set_zone(st, 0, "decks", [])
    set_zone(st, 0, "discards", [K("fire", 2), K("fire", 2), K("air", 1)])
    pile = st.pile
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "oceans-memory"))
    pay(st, A.CARD + K("water", 3))  # 1x: shuffle, then draw 2
    d = st.decision()
    assert d is not None and d.actor == CHANCE and d.kind == "draw"
    assert st.pile == pile and st.decks[0][M] == 0  # the shuffle was the effect's: no madness
    draw_as(st, K("fire", 2), K("fire", 2))
    assert st.hands[0][K("fire", 2)] == 2 and st.pile == pile


def test_a_neutralised_curse_is_skipped_then_still_fails_the_check() -> None:
    st = new(2)
    empty_track(st)
    st.spells[0].append(spell(st, "flare"))
    place(st, 4, "ill-wind")
    set_zone(st, 0, "hands", [K("fire", 1)])
    set_zone(st, 1, "hands", [K("air", 3), K("air", 1)])
    st.marker = 4
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "flare"))
    pay(st, A.CARD + K("fire", 1))
    st.apply(A.PASS)
    advance(st, 1)  # recovery, then player 1's monster phase: space 5, the curse is idle
    assert st.active == 1 and st.marker == 5 and st.curse_neutral[4] == -1
    # Turned up again in player 1's action phase: now it can be destroyed.
    assert A.DESTROY + 4 in st.decision().ids  # type: ignore[union-attr]
    # Had it stayed neutralised, the check fails: neutralise it again and pass.
    st.curse_neutral[4] = st.turn
    st.apply(A.PASS)
    advance(st, 2)
    assert st.checks == 1 and st.defeated == 0 and st.monster == 2


def test_telepathy_partial_use_without_refill() -> None:
    """Whisper: the other player acts in your turn with their own hand and the reserve,
    may stop after part of it, draws nothing and refreshes nothing."""
    st = new(2, mages="mirela,bryn")
    empty_track(st)
    place(st, 0, "grave-dust")  # 4 earth
    set_zone(st, 0, "hands", [K("air", 1)])
    set_zone(st, 1, "hands", [K("earth", 2), K("earth", 2), K("fire", 1)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    st.exhausted[1] = 1 << spell(st, "sprout")
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "whisper"))
    pay(st, A.CARD + K("air", 1))  # the only other player is chosen automatically
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "act"
    assert A.DESTROY + 0 in d.ids
    assert A.ACTIVATE + spell(st, "sprout") not in d.ids  # not refreshed
    st.apply(A.DESTROY + 0)
    pay(st, A.CARD + K("earth", 2), A.CARD + K("earth", 2))
    st.apply(A.MARKET + 2)  # reward: an earth 2 into player 1's discard
    # One action granted: back to player 0, player 1's hand not refilled.
    d = st.decision()
    assert d is not None and d.actor == 0 and d.kind == "action"
    assert sum(st.hands[1]) == 1 and st.slots[0] == -1
    assert st.stats[1][0] == 1
    # Partial use: with 2x Whisper (two actions), player 1 may stop after none.
    set_zone(st, 0, "hands", [K("air", 2)])
    st.exhausted[0] = 0
    at_action(st, 0)
    st.apply(A.ACTIVATE + spell(st, "whisper"))
    pay(st, A.CARD + K("air", 2))
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "act"
    st.apply(A.PASS)
    assert st.decision().actor == 0  # type: ignore[union-attr]


def test_elimination_at_six_madness_in_hand() -> None:
    st = new(3)
    empty_track(st)
    set_zone(st, 1, "hands", [M] * 5)
    set_zone(st, 1, "decks", [M])
    set_zone(st, 1, "supports", [K("fire", 1)])
    at_action(st, 1)
    st.apply(A.PASS)
    draw_as(st, M)
    assert st.eliminated[1]
    assert not any(st.hands[1]) and not st.supports[1] and not st.spells[1]
    assert st.active == 2 and not st.over
    assert census_ok(st)
    # The eliminated player is skipped and no longer targeted.
    advance(st, 1)
    at_action(st, 2)
    st.apply(A.PASS)
    advance(st, 1)
    assert st.active == 0


def test_support_madness_does_not_count_for_elimination() -> None:
    st = new(2)
    empty_track(st)
    set_zone(st, 1, "hands", [M] * 5 + [K("air", 1)])
    set_zone(st, 1, "supports", [M, M])
    at_action(st, 1)
    st.apply(A.PASS)
    assert not st.eliminated[1]


def test_loss_on_an_empty_madness_pile() -> None:
    st = new(2)
    empty_track(st)
    place(st, 0, "black-current")  # the fullest hand takes 2 madness from the pile
    set_pile(st, 1)
    st.marker = 1
    at_stage(st, 1, F.MONSTER)
    assert st.over and not st.won and st.lost == "madness"
    assert st.decision() is None and st.winners() == []
    assert census_ok(st)


def test_win_after_the_final_monster() -> None:
    st = new(2)
    empty_track(st)
    while st.monster < st.c.rounds:
        st.marker = 5
        at_stage(st, st.active, F.MONSTER)
        advance(st, st.monster)
        empty_track(st)
    assert st.monster == st.c.rounds and st.right_page() is st.c.final
    assert len(st.pages) == st.c.inner_pages
    st.marker = 5
    at_stage(st, st.active, F.MONSTER)
    assert st.over and st.won and st.winners() == [0, 1] and st.scores() == [6, 6]


def test_the_original_packs_curses_eliminate_a_player_then_the_team() -> None:
    """Elimination with the shipped pack's own cards, through real decisions: Night
    Terrors (while in play, the active player who has just recovered takes 1 madness card
    from the pile and 2 from their discard pile into the hand) brings a hand of 3 madness
    to 6 right before the elimination check. The player's cards leave the game; the next
    player goes on. When the last player still in the game is eliminated, the game is lost
    to "all players eliminated"."""
    st = new(3, mages="mirela,bryn,corvin")
    empty_track(st)
    place(st, 0, "night-terrors")
    set_zone(st, 0, "hands", [M] * 3 + [K("fire", 1)] * 3)
    set_zone(st, 0, "discards", [M] * 2)
    set_zone(st, 0, "decks", [K("earth", 1)] * 6)
    pile = st.pile
    at_action(st, 0)
    st.apply(A.PASS)
    advance(st, 0)
    assert st.eliminated == [True, False, False] and not st.over
    assert not any(st.hands[0]) and not any(st.discards[0]) and not st.supports[0]
    assert st.pile == pile - 1  # one card from the pile, two from the discard pile
    assert st.active == 1 and census_ok(st)
    # The two players left: player 1 is out the same way, then player 2.
    for seat in (1, 2):
        set_zone(st, seat, "hands", [M] * 3 + [K("water", 1)] * 3)
        set_zone(st, seat, "discards", [M] * 2)
        set_zone(st, seat, "decks", [K("air", 1)] * 6)
        at_action(st, seat)
        st.apply(A.PASS)
        advance(st, seat)
        assert st.eliminated[seat]
    assert st.over and not st.won and st.lost == "eliminated"
    assert st.decision() is None and st.winners() == []
    assert census_ok(st)
