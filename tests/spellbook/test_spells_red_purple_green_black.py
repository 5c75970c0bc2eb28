"""SpellBook: basic actions and the red, purple, green and black spells, level by level.

Every test builds a position with ``from_position`` (through ``helpers.spell_at`` or
``helpers.make``) and then drives the game only through ``decision()`` / ``apply()``.
Draws from the (random) bag are answered explicitly with ``helpers.draw``: any kind still
in the bag is a legal answer.
The tests are alike by shape (a position, the decisions, the facts checked): each states
one rule with its own literals, so that a failure names the rule.

Rule facts used here (copied from the specification as literals): pool limit 9; altar
refill after the evening (< 5: fill to 5; 5-9: add 1; >= 10: discard all, draw 5); rune
per level for Sacrifice / Levitation: L3 circle, L4 triangle, L5 square; a phase spell may
use its level's effect or any lower level's, from the day after it is learned.
"""

from __future__ import annotations

import pytest

from tomecraft.core import CHANCE, IllegalDecision
from tomecraft.games.spellbook import actions as A

from . import helpers as h


def pair(give: str, get: str) -> int:
    """Option id of a swap: give the pool token ``give``, get ``get``."""
    return A.pair_id(h.T(give), h.T(get))


def is_chance(st) -> bool:
    return h.actor(st) == CHANCE


def assert_illegal(st, option: int) -> None:
    """``option`` is not offered, applying it raises and leaves the state untouched."""
    assert option not in h.ids(st)
    before = st.to_json()
    with pytest.raises(IllegalDecision):
        st.apply(option)
    assert st.to_json() == before


# =========================================================================================
# Basic actions
# =========================================================================================
def test_morning_offers_skip_take1_and_draw2():
    st = h.make(spells=h.SET1, altar="Ro Pt", seats=[{"pool": "Gs"}, {}])
    assert (h.actor(st), h.kind(st)) == (0, "morning")
    assert h.ids(st) == (A.PASS, A.TAKE1, A.DRAW2)


def test_take1_takes_one_chosen_altar_token_into_the_pool():
    st = h.make(spells=h.SET1, altar="Ro Pt", seats=[{"pool": "Gs"}, {}])
    h.play(st, A.TAKE1)
    # The basic take commits to one token: no stop option (rulings 4).
    assert h.kind(st) == "take" and h.ids(st) == (h.tok("Ro"), h.tok("Pt"))
    h.play(st, h.tok("Pt"))
    assert h.pool(st) == ["Gs", "Pt"]
    assert h.altar(st) == ["Ro"]
    assert (h.actor(st), h.kind(st)) == (0, "midday")


def test_take1_not_offered_with_an_empty_altar():
    st = h.make(spells=h.SET1, altar="", seats=[{"pool": "Gs"}, {}])
    assert h.ids(st) == (A.PASS, A.DRAW2)
    assert_illegal(st, A.TAKE1)


def test_draw2_draws_two_from_the_bag():
    st = h.make(spells=h.SET1, altar="Ro", seats=[{"pool": "Gs"}, {}])
    h.play(st, A.DRAW2)
    assert is_chance(st)
    h.draw(st, "Bo", "Yt")
    assert h.pool(st) == ["Bo", "Gs", "Yt"]
    assert (h.actor(st), h.kind(st)) == (0, "midday")


def test_draw2_at_eight_stops_at_the_pool_limit_of_nine():
    st = h.make(spells=h.SET1, altar="Ro", seats=[{"pool": "Go Go Gt Gt Gs Gs Ko Ko"}, {}])
    h.play(st, A.DRAW2)
    h.draw(st, "Bo")
    # Partial effect: the second draw never happens.
    assert not is_chance(st)
    assert h.kind(st) == "midday"
    assert sum(st.pools[0]) == 9


def test_full_pool_offers_no_take_or_draw():
    st = h.make(spells=h.SET1, altar="Ro", seats=[{"pool": "Go Go Gt Gt Gs Gs Ko Ko Kt"}, {}])
    assert h.ids(st) == (A.PASS,)
    assert_illegal(st, A.TAKE1)
    assert_illegal(st, A.DRAW2)


def test_store1_moves_a_chosen_pool_token_to_the_next_familiar_space():
    st = h.make(spells=h.SET1, phase="midday", seats=[{"pool": "Ro Kt", "familiar": "Gs"}, {}])
    assert (h.kind(st), h.ids(st)) == ("midday", (A.PASS, A.STORE1))
    h.play(st, A.STORE1)
    assert h.kind(st) == "store" and h.ids(st) == (h.tok("Ro"), h.tok("Kt"))
    h.play(st, h.tok("Kt"))
    assert h.familiar(st) == ["Gs", "Kt"]
    assert h.pool(st) == ["Ro"]
    assert h.kind(st) == "evening"


def test_store1_not_offered_with_empty_pool_or_full_familiar():
    st = h.make(spells=h.SET1, phase="midday", seats=[{"pool": ""}, {}])
    assert h.ids(st) == (A.PASS,)
    full = "Ro Ro Ro Rt Rt Rt Rs Rs Rs Po Po Po Pt Pt"  # 14 stored tokens
    st = h.make(spells=h.SET1, phase="midday", seats=[{"pool": "Kt", "familiar": full}, {}])
    assert h.ids(st) == (A.PASS,)
    assert_illegal(st, A.STORE1)


def test_skipping_every_phase_then_refill_to_five_and_next_seat():
    st = h.make(spells=h.SET1, altar="Ro Pt Gs", seats=[{"pool": "Kt"}, {"pool": "Ys"}])
    h.play(st, A.PASS)
    assert h.kind(st) == "midday"
    h.play(st, A.PASS)
    assert h.kind(st) == "evening"
    h.play(st, A.PASS)
    # Refill: 3 on the altar -> draw 2 to reach 5.
    h.draw(st, "Bo", "Bt")
    assert h.altar(st) == ["Bo", "Bt", "Gs", "Pt", "Ro"]
    assert (h.actor(st), h.kind(st)) == (1, "morning")
    assert h.pool(st, 0) == ["Kt"]


def test_refill_adds_one_when_the_altar_holds_five_to_nine():
    st = h.make(spells=h.SET1, altar="Ro Ro Pt Pt Gs Gs Kt", seats=[{}, {}])
    h.play(st, A.PASS, A.PASS, A.PASS)
    h.draw(st, "Yo")
    assert not is_chance(st)
    assert sum(st.altar) == 8
    assert h.actor(st) == 1


# =========================================================================================
# Sacrifice (red, set 1, morning): discard 1 pool token of the level's rune, then draw 4
# =========================================================================================
def test_sacrifice_l3_discards_a_circle_then_draws_four():
    st = h.spell_at("sacrifice", "3 Rs", pool="Ro Kt")
    assert h.use("sacrifice", 3) in h.ids(st)
    h.play(st, h.use("sacrifice", 3))
    # The cost: only circle tokens may be discarded, and there is no way out.
    assert h.kind(st) == "discard" and h.ids(st) == (h.tok("Ro"),)
    h.play(st, h.tok("Ro"))
    h.draw(st, "Bo", "Bt", "Bs", "Yo")
    assert h.pool(st) == ["Bo", "Bs", "Bt", "Kt", "Yo"]
    assert h.discard(st) == ["Ro"]
    assert h.kind(st) == "midday"


def test_sacrifice_l3_cannot_be_used_without_a_circle():
    st = h.spell_at("sacrifice", "3 Ro", pool="Kt Ys")
    assert h.ids(st) == (A.PASS, A.DRAW2)  # empty altar: no take; no Sacrifice either
    assert_illegal(st, h.use("sacrifice", 3))


def test_sacrifice_l4_discards_a_triangle_and_may_use_level_three():
    st = h.spell_at("sacrifice", "4 Rt", pool="Ro Kt Ys")
    assert h.use("sacrifice", 3) in h.ids(st) and h.use("sacrifice", 4) in h.ids(st)
    assert_illegal(st, h.use("sacrifice", 5))
    h.play(st, h.use("sacrifice", 4))
    assert h.ids(st) == (h.tok("Kt"),)
    h.play(st, h.tok("Kt"))
    h.draw(st, "Bo", "Bo", "Bo", "Bo")
    assert h.pool(st) == ["Bo", "Bo", "Bo", "Bo", "Ro", "Ys"]
    assert st.spell_points(0, h.S("sacrifice")) == 2


def test_sacrifice_l5_may_discard_any_rune_through_the_lower_levels():
    st = h.spell_at("sacrifice", "5 Rs", pool="Ro Kt Ys")
    for lv in (3, 4, 5):
        assert h.use("sacrifice", lv) in h.ids(st)
    h.play(st, h.use("sacrifice", 5))
    assert h.ids(st) == (h.tok("Ys"),)
    # Only a circle in the pool: the L5 card still works through its L3 option.
    st = h.spell_at("sacrifice", "5 Rs", pool="Ro")
    assert h.use("sacrifice", 3) in h.ids(st)
    assert h.use("sacrifice", 4) not in h.ids(st) and h.use("sacrifice", 5) not in h.ids(st)
    h.play(st, h.use("sacrifice", 3), h.tok("Ro"))
    h.draw(st, "Go", "Go", "Go", "Go")
    assert h.pool(st) == ["Go"] * 4


def test_sacrifice_at_full_pool_draws_only_back_to_nine():
    full = "Ro Go Go Gt Gt Gs Gs Ko Ko"
    st = h.spell_at("sacrifice", "3 Rs", pool=full)
    assert h.ids(st) == (A.PASS, h.use("sacrifice", 3))
    h.play(st, h.use("sacrifice", 3), h.tok("Ro"))
    h.draw(st, "Bo")
    # Pool cap 9 stops the draw after 1 of 4 (partial effect).
    assert not is_chance(st) and h.kind(st) == "midday"
    assert sum(st.pools[0]) == 9 and "Ro" not in h.pool(st) and "Bo" in h.pool(st)


# =========================================================================================
# Eruption (red, set 2, morning): draw until the pool holds 4/5/6
# =========================================================================================
@pytest.mark.parametrize(("level", "start", "target"), [(3, "Ro", 4), (4, "Ro Kt", 5), (5, "", 6)])
def test_eruption_draws_up_to_its_level_target(level, start, target):
    st = h.make(spells=h.SET2, seats=[{"pool": start, "spells": {"eruption": f"{level} Rt"}}, {}])
    assert [h.use("eruption", lv) in h.ids(st) for lv in (3, 4, 5)] == [
        lv <= level for lv in (3, 4, 5)
    ]
    h.play(st, h.use("eruption", level))
    n = 0
    while is_chance(st):
        h.draw(st, ("Yo", "Yt", "Ys")[n % 3])
        n += 1
    assert n == target - len(start.split())
    assert sum(st.pools[0]) == target
    assert h.kind(st) == "midday"


def test_eruption_l5_may_use_the_level_three_target():
    st = h.spell_at("eruption", "5 Rt", pool="Ro Ro")
    h.play(st, h.use("eruption", 3))
    h.draw(st, "Yo", "Yo")
    assert not is_chance(st) and sum(st.pools[0]) == 4


def test_eruption_does_nothing_when_the_pool_already_holds_enough():
    six = "Go Go Gt Gt Gs Gs"
    st = h.spell_at("eruption", "5 Rt", pool=six)
    before = h.pool(st)
    # The action may be chosen (rulings 3) but draws nothing.
    h.play(st, h.use("eruption", 5))
    assert not is_chance(st)
    assert h.kind(st) == "midday" and h.pool(st) == before
    st = h.spell_at("eruption", "4 Rt", pool=six)
    h.play(st, h.use("eruption", 4))
    assert h.kind(st) == "midday" and h.pool(st) == before


# =========================================================================================
# Blaze (red, set 3, morning): draw 4; then every other player, clockwise from the
# caster's left, takes 1 altar token (mandatory unless at 9 or the altar is empty)
# =========================================================================================
@pytest.mark.parametrize(("level", "points"), [(3, 0), (4, 2), (5, 5)])
def test_blaze_each_level_draws_four_then_others_take(level, points):
    st = h.make(
        players=3,
        spells=h.SET3,
        altar="Ro Pt Gs",
        seats=[{"pool": "Ko", "spells": {"blaze": f"{level} Rs"}}, {}, {}],
    )
    h.play(st, h.use("blaze", level))
    h.draw(st, "Bo", "Bt", "Bs", "Yo")
    assert h.pool(st, 0) == ["Bo", "Bs", "Bt", "Ko", "Yo"]
    # Seat 1 (the caster's left) first, then seat 2; the take is forced (no PASS).
    assert (h.actor(st), h.kind(st)) == (1, "take")
    assert A.PASS not in h.ids(st) and h.ids(st) == (h.tok("Ro"), h.tok("Pt"), h.tok("Gs"))
    h.play(st, h.tok("Pt"))
    assert (h.actor(st), h.kind(st)) == (2, "take")
    h.play(st, h.tok("Gs"))
    assert (h.actor(st), h.kind(st)) == (0, "midday")
    assert h.pool(st, 1) == ["Pt"] and h.pool(st, 2) == ["Gs"] and h.altar(st) == ["Ro"]
    assert st.spell_points(0, h.S("blaze")) == points


def test_blaze_order_is_clockwise_from_the_casters_left_in_four_players():
    st = h.make(
        players=4,
        spells=h.SET3,
        altar="Ro Pt Gs Kt",
        first_player=0,
        to_play=2,
        seats=[{}, {}, {"spells": {"blaze": "3 Ro"}}, {}],
    )
    assert h.actor(st) == 2
    h.play(st, h.use("blaze", 3))
    h.draw(st, "Yo", "Yo", "Yo", "Yo")
    order = []
    while h.kind(st) == "take":
        order.append(h.actor(st))
        h.play(st, h.ids(st)[0])
    assert order == [3, 0, 1]
    assert (h.actor(st), h.kind(st)) == (2, "midday")


def test_blaze_skips_a_player_holding_nine():
    nine = "Go Go Gt Gt Gs Gs Ko Ko Kt"
    st = h.make(
        players=3,
        spells=h.SET3,
        altar="Ro Pt",
        seats=[{"spells": {"blaze": "3 Ro"}}, {"pool": nine}, {"pool": "Wo"}],
    )
    h.play(st, h.use("blaze", 3))
    h.draw(st, "Yo", "Yo", "Yo", "Yo")
    assert h.actor(st) == 2 and h.kind(st) == "take"
    h.play(st, h.tok("Ro"))
    assert h.kind(st) == "midday"
    assert sum(st.pools[1]) == 9 and h.pool(st, 2) == ["Ro", "Wo"] and h.altar(st) == ["Pt"]


def test_blaze_with_an_empty_altar_or_one_token_left():
    st = h.make(players=3, spells=h.SET3, altar="", seats=[{"spells": {"blaze": "5 Rs"}}, {}, {}])
    h.play(st, h.use("blaze", 5))
    h.draw(st, "Yo", "Yo", "Yo", "Yo")
    assert (h.actor(st), h.kind(st)) == (0, "midday")
    assert h.pool(st, 1) == [] and h.pool(st, 2) == []
    # One token: the first player to the left takes it, the next finds the altar empty.
    st = h.make(players=3, spells=h.SET3, altar="Wt", seats=[{"spells": {"blaze": "5 Rs"}}, {}, {}])
    h.play(st, h.use("blaze", 5))
    h.draw(st, "Yo", "Yo", "Yo", "Yo")
    assert h.actor(st) == 1 and h.ids(st) == (h.tok("Wt"),)
    h.play(st, h.tok("Wt"))
    assert (h.actor(st), h.kind(st)) == (0, "midday")
    assert h.pool(st, 1) == ["Wt"] and h.pool(st, 2) == []


def test_blaze_caster_draw_stops_at_nine_but_others_still_take():
    st = h.make(
        players=2,
        spells=h.SET3,
        altar="Ro",
        seats=[{"pool": "Go Go Gt Gt Gs Gs Ko", "spells": {"blaze": "4 Rt"}}, {}],
    )
    h.play(st, h.use("blaze", 4))
    h.draw(st, "Yo", "Yo")
    assert (h.actor(st), h.kind(st)) == (1, "take")
    h.play(st, h.tok("Ro"))
    assert sum(st.pools[0]) == 9 and h.pool(st, 1) == ["Ro"]


# =========================================================================================
# Levitation (purple, set 1, morning): take 2 altar tokens sharing one rune; allowed runes
# are the level's rune and those of lower levels
# =========================================================================================
ALTAR_RUNES = "Ro Po Rt Pt Gs Ks"


def test_levitation_l3_takes_two_circles():
    st = h.spell_at("levitation", "3 Po", altar=ALTAR_RUNES)
    h.play(st, h.use("levitation", 3))
    assert h.kind(st) == "take" and h.ids(st) == (A.PASS, h.tok("Ro"), h.tok("Po"))
    h.play(st, h.tok("Ro"), h.tok("Po"))
    assert h.pool(st) == ["Po", "Ro"]
    assert h.altar(st) == ["Gs", "Ks", "Pt", "Rt"]
    assert h.kind(st) == "midday"


def test_levitation_l4_two_circles_or_two_triangles_never_one_of_each():
    st = h.spell_at("levitation", "4 Pt", altar=ALTAR_RUNES)
    assert h.use("levitation", 3) in h.ids(st) and h.use("levitation", 4) in h.ids(st)
    assert h.use("levitation", 5) not in h.ids(st)
    h.play(st, h.use("levitation", 4))
    assert h.ids(st) == (A.PASS, h.tok("Ro"), h.tok("Rt"), h.tok("Po"), h.tok("Pt"))
    h.play(st, h.tok("Rt"))
    # The first token fixed the rune: only triangles remain on offer.
    assert h.ids(st) == (A.PASS, h.tok("Pt"))
    assert_illegal(st, h.tok("Ro"))
    h.play(st, h.tok("Pt"))
    assert h.pool(st) == ["Pt", "Rt"] and h.kind(st) == "midday"


def test_levitation_l5_takes_two_squares_and_may_stop_early():
    st = h.spell_at("levitation", "5 Ps", altar=ALTAR_RUNES)
    h.play(st, h.use("levitation", 5))
    assert h.ids(st) == (A.PASS, *(h.tok(c) for c in ("Ro", "Rt", "Po", "Pt", "Gs", "Ks")))
    h.play(st, h.tok("Ks"))
    assert h.ids(st) == (A.PASS, h.tok("Gs"))
    h.play(st, A.PASS)
    assert h.pool(st) == ["Ks"] and h.kind(st) == "midday"


def test_levitation_l5_using_level_three_is_limited_to_circles():
    st = h.spell_at("levitation", "5 Ps", altar=ALTAR_RUNES)
    h.play(st, h.use("levitation", 3))
    assert h.ids(st) == (A.PASS, h.tok("Ro"), h.tok("Po"))


def test_levitation_stops_at_the_pool_limit():
    eight = "Go Go Gt Gt Gs Gs Ko Ko"
    st = h.spell_at("levitation", "3 Po", altar="Ro Po Bo", pool=eight)
    h.play(st, h.use("levitation", 3), h.tok("Ro"))
    assert h.kind(st) == "midday" and sum(st.pools[0]) == 9
    assert h.altar(st) == ["Bo", "Po"]


# =========================================================================================
# Sharing (purple, set 2, morning): L5 take 3, L4 take 2, L3 take 1 then draw 1; then each
# other player, clockwise from the caster's left, draws 1 (unless at 9)
# =========================================================================================
def _sharing(level: int, players: int = 4, **extra):
    seats = [{} for _ in range(players)]
    seats[1] = {"spells": {"sharing": f"{level} Pt"}}
    for seat, p in extra.get("pools", {}).items():
        seats[seat] = {**seats[seat], "pool": p}
    return h.make(
        players=players,
        spells=h.SET2,
        altar="Ro Pt Gs Kt Wo",
        first_player=1,
        seats=seats,
    )


def test_sharing_l5_takes_three_then_others_draw_clockwise():
    st = _sharing(5)
    for lv in (3, 4, 5):
        assert h.use("sharing", lv) in h.ids(st)
    h.play(st, h.use("sharing", 5))
    assert h.kind(st) == "take" and A.PASS in h.ids(st)
    h.play(st, h.tok("Ro"), h.tok("Pt"), h.tok("Gs"))
    assert h.pool(st, 1) == ["Gs", "Pt", "Ro"]
    # Draws for seats 2, 3, 0 in that order (caster is seat 1).
    h.draw(st, "Bo")
    assert h.pool(st, 2) == ["Bo"] and h.pool(st, 3) == [] and h.pool(st, 0) == []
    h.draw(st, "Bt")
    assert h.pool(st, 3) == ["Bt"] and h.pool(st, 0) == []
    h.draw(st, "Bs")
    assert h.pool(st, 0) == ["Bs"]
    assert (h.actor(st), h.kind(st)) == (1, "midday")
    assert h.altar(st) == ["Kt", "Wo"]


def test_sharing_l4_takes_two():
    st = _sharing(4)
    assert h.use("sharing", 5) not in h.ids(st)
    h.play(st, h.use("sharing", 4), h.tok("Kt"), h.tok("Wo"))
    # After two takes the caster's part is over: the others' draws start.
    assert is_chance(st)
    h.draw(st, "Yo", "Yo", "Yo")
    assert h.pool(st, 1) == ["Kt", "Wo"]
    assert [sum(st.pools[s]) for s in (0, 2, 3)] == [1, 1, 1]
    assert h.kind(st) == "midday"


def test_sharing_l3_takes_one_then_draws_one_then_others_draw():
    st = _sharing(3, players=2)
    h.play(st, h.use("sharing", 3))
    # The take comes first, before any draw.
    assert (h.actor(st), h.kind(st)) == (1, "take")
    h.play(st, h.tok("Wo"))
    h.draw(st, "Yt")  # the caster's own draw
    assert h.pool(st, 1) == ["Wo", "Yt"]
    h.draw(st, "Ys")  # seat 0's draw
    assert h.pool(st, 0) == ["Ys"]
    assert (h.actor(st), h.kind(st)) == (1, "midday")


def test_sharing_l3_take_may_be_declined_and_the_draws_still_happen():
    # Ruling: "takes from the altar by the acting player mean up to that many", so the
    # caster may take 0 (declining is not the same as skipping here: the draws follow).
    st = _sharing(3, players=2)
    h.play(st, h.use("sharing", 3))
    assert A.PASS in h.ids(st)
    h.play(st, A.PASS)
    assert is_chance(st)
    h.draw(st, "Yt", "Ys")
    assert h.pool(st, 1) == ["Yt"] and h.pool(st, 0) == ["Ys"]
    assert sum(st.altar) == 5 and h.kind(st) == "midday"


def test_sharing_skips_a_player_holding_nine():
    nine = "Go Go Gt Gt Gs Gs Ko Ko Kt"
    st = _sharing(4, players=3, pools={2: nine})
    h.play(st, h.use("sharing", 4), h.tok("Ro"), A.PASS)
    # Seat 2 (left of the caster) is full: only seat 0 draws.
    h.draw(st, "Yo")
    assert not is_chance(st) and h.kind(st) == "midday"
    assert h.pool(st, 0) == ["Yo"] and sum(st.pools[2]) == 9
    assert h.pool(st, 1) == ["Ro"]


# =========================================================================================
# Divination (purple, set 3, morning): draw 2 onto the altar; then L5 take 2, L4 take up
# to 2 of one colour, L3 take 2 then discard 1
# =========================================================================================
def test_divination_l5_draws_two_onto_the_altar_then_takes_two():
    st = h.spell_at("divination", "5 Ps", altar="Ro Pt Gs")
    h.play(st, h.use("divination", 5))
    h.draw(st, "Bo", "Yt")
    assert h.altar(st) == ["Bo", "Gs", "Pt", "Ro", "Yt"] and h.pool(st) == []
    assert h.kind(st) == "take"
    h.play(st, h.tok("Bo"), h.tok("Gs"))
    assert h.pool(st) == ["Bo", "Gs"] and h.altar(st) == ["Pt", "Ro", "Yt"]
    assert h.kind(st) == "midday"


def test_divination_l4_takes_up_to_two_of_one_colour():
    st = h.spell_at("divination", "4 Pt", altar="Ro Rt Pt")
    assert h.use("divination", 5) not in h.ids(st)
    h.play(st, h.use("divination", 4))
    h.draw(st, "Rs", "Yo")
    assert h.ids(st) == (A.PASS, h.tok("Ro"), h.tok("Rt"), h.tok("Rs"), h.tok("Pt"), h.tok("Yo"))
    h.play(st, h.tok("Rt"))
    assert h.ids(st) == (A.PASS, h.tok("Ro"), h.tok("Rs"))
    h.play(st, h.tok("Rs"))
    assert h.pool(st) == ["Rs", "Rt"] and h.kind(st) == "midday"


def test_divination_l3_takes_two_then_must_discard_one():
    st = h.spell_at("divination", "3 Po", altar="Ro", pool="Ks")
    h.play(st, h.use("divination", 3))
    h.draw(st, "Go", "Yo")
    h.play(st, h.tok("Go"), h.tok("Yo"))
    assert h.kind(st) == "discard" and A.PASS not in h.ids(st)
    assert h.ids(st) == (h.tok("Go"), h.tok("Ks"), h.tok("Yo"))
    h.play(st, h.tok("Ks"))
    assert h.pool(st) == ["Go", "Yo"] and h.discard(st) == ["Ks"]
    assert h.kind(st) == "midday"


def test_divination_may_push_the_altar_past_ten_and_the_refill_wipes_it():
    nine = "Ro Rt Rs Po Pt Ps Go Gt Gs"
    st = h.spell_at("divination", "4 Pt", altar=nine)
    h.play(st, h.use("divination", 4))
    h.draw(st, "Ko", "Kt")
    # Over 10 mid-day is allowed: only the refill checks.
    assert sum(st.altar) == 11
    h.play(st, A.PASS)  # take nothing
    h.skip_to(st, "evening")
    h.play(st, A.PASS)
    # Refill: 11 >= 10 -> the whole altar goes to the discard box, then 5 are drawn.
    assert sum(st.altar) == 0 and sum(st.discard) == 11
    h.draw(st, "Yo", "Yo", "Yo", "Yo", "Yo")
    assert not is_chance(st)
    assert h.altar(st) == ["Yo"] * 5
    assert h.discard(st) == sorted([*nine.split(), "Ko", "Kt"])
    assert (h.actor(st), h.kind(st)) == (1, "morning")


def test_divination_l5_altar_left_at_ten_after_the_take_is_wiped_too():
    ten = "Ro Rt Rs Po Pt Ps Go Gt Gs Ko"
    st = h.spell_at("divination", "5 Ps", altar=ten)
    h.play(st, h.use("divination", 5))
    h.draw(st, "Wo", "Wt")
    h.play(st, h.tok("Wo"), h.tok("Wt"))
    assert sum(st.altar) == 10
    h.skip_to(st, "evening")
    h.play(st, A.PASS)
    assert sum(st.discard) == 10
    h.draw(st, "Yo", "Yo", "Yo", "Yo", "Yo")
    assert sum(st.altar) == 5 and h.actor(st) == 1


# =========================================================================================
# Purification (green, set 1, midday): swap 1/2/3 pool tokens with altar tokens, 1 for 1
# =========================================================================================
def test_purification_l3_swaps_one_pool_token_with_one_altar_token():
    st = h.spell_at("purification", "3 Go", phase="midday", altar="Pt Gs", pool="Ro Kt")
    h.play(st, h.use("purification", 3))
    assert h.kind(st) == "swap-altar"
    assert set(h.ids(st)) == {
        A.PASS, pair("Ro", "Pt"), pair("Ro", "Gs"), pair("Kt", "Pt"), pair("Kt", "Gs")
    }  # fmt: skip
    h.play(st, pair("Ro", "Gs"))
    assert h.pool(st) == ["Gs", "Kt"] and h.altar(st) == ["Pt", "Ro"]
    assert h.kind(st) == "evening"


def test_purification_l4_swaps_two():
    st = h.spell_at("purification", "4 Gt", phase="midday", altar="Pt Gs Ys", pool="Ro Kt Bo")
    assert h.use("purification", 3) in h.ids(st) and h.use("purification", 5) not in h.ids(st)
    h.play(st, h.use("purification", 4), pair("Ro", "Pt"))
    assert h.kind(st) == "swap-altar"
    h.play(st, pair("Kt", "Ys"))
    assert h.kind(st) == "evening"
    assert h.pool(st) == ["Bo", "Pt", "Ys"] and h.altar(st) == ["Gs", "Kt", "Ro"]


def test_purification_l5_swaps_three_even_with_a_full_pool():
    nine = "Ro Ro Rt Rt Rs Rs Ko Ko Kt"
    st = h.spell_at("purification", "5 Gs", phase="midday", altar="Yo Yt Ys Bo", pool=nine)
    assert h.use("purification", 5) in h.ids(st)
    h.play(st, h.use("purification", 5), pair("Ro", "Yo"), pair("Rt", "Yt"), pair("Kt", "Ys"))
    assert h.kind(st) == "evening"
    assert sum(st.pools[0]) == 9
    assert h.pool(st) == ["Ko", "Ko", "Ro", "Rs", "Rs", "Rt", "Yo", "Ys", "Yt"]
    assert h.altar(st) == ["Bo", "Kt", "Ro", "Rt"]


def test_purification_l5_using_level_three_swaps_only_one():
    st = h.spell_at("purification", "5 Gs", phase="midday", altar="Yo Yt", pool="Ro Rt")
    h.play(st, h.use("purification", 3), pair("Ro", "Yo"))
    assert h.kind(st) == "evening" and h.pool(st) == ["Rt", "Yo"]


# =========================================================================================
# Cure (green, set 2, midday): draw 1/2/3, then discard 1/2/3 (owed in full)
# =========================================================================================
@pytest.mark.parametrize("level", [3, 4, 5])
def test_cure_draws_then_discards_as_many(level):
    n = level - 2
    st = h.make(
        spells=h.SET2,
        phase="midday",
        seats=[{"pool": "Ro Kt", "spells": {"cure": f"{level} Gt"}}, {}],
    )
    h.play(st, h.use("cure", level))
    h.draw(st, *["Yo"] * n)
    assert h.kind(st) == "discard" and A.PASS not in h.ids(st)
    for _ in range(n):
        h.play(st, h.tok("Yo") if h.tok("Yo") in h.ids(st) else h.ids(st)[0])
    assert h.pool(st) == ["Kt", "Ro"] and h.discard(st) == ["Yo"] * n
    assert h.kind(st) == "evening"


def test_cure_at_a_full_pool_discards_more_than_it_drew():
    nine = "Ro Ro Rt Rt Rs Rs Ko Ko Kt"
    st = h.spell_at("cure", "5 Gs", phase="midday", pool=nine)
    h.play(st, h.use("cure", 5))
    # No draw at 9; the three discards are still owed.
    assert h.kind(st) == "discard"
    h.play(st, h.tok("Ro"), h.tok("Rt"), h.tok("Kt"))
    assert sum(st.pools[0]) == 6 and h.discard(st) == ["Kt", "Ro", "Rt"]
    assert h.kind(st) == "evening"


def test_cure_l4_at_eight_draws_one_and_discards_two():
    eight = "Ro Ro Rt Rt Rs Rs Ko Ko"
    st = h.spell_at("cure", "4 Gs", phase="midday", pool=eight)
    h.play(st, h.use("cure", 4))
    h.draw(st, "Yo")
    assert h.kind(st) == "discard"
    h.play(st, h.tok("Ro"), h.tok("Ro"))
    assert sum(st.pools[0]) == 7 and h.kind(st) == "evening"


# =========================================================================================
# Growth (green, set 3, evening): L5 take 3 onto the familiar, marker to 4; L4 take 2,
# marker to 3; L3 swap a pool token with a stored one (marker stays)
# =========================================================================================
def test_growth_l5_stores_three_altar_tokens_and_lowers_its_marker_to_four():
    st = h.spell_at("growth", "5 Gs", phase="evening", altar="Ro Pt Gs Kt", familiar="Yo")
    assert st.spell_points(0, h.S("growth")) == 6
    h.play(st, h.use("growth", 5))
    assert h.kind(st) == "take-store"
    h.play(st, h.tok("Ro"), h.tok("Pt"), h.tok("Gs"))
    assert h.familiar(st) == ["Yo", "Ro", "Pt", "Gs"]
    assert st.levels[0][h.S("growth")] == 4
    assert st.markers[0][h.S("growth")] == h.T("Gs")  # the same marker token, one level down
    assert st.spell_points(0, h.S("growth")) == 4
    assert h.altar(st) == ["Kt"]


def test_growth_l4_stores_two_and_lowers_its_marker_to_three():
    st = h.spell_at("growth", "4 Gt", phase="evening", altar="Ro Pt Gs")
    assert h.use("growth", 5) not in h.ids(st)
    h.play(st, h.use("growth", 4), h.tok("Gs"), h.tok("Ro"))
    assert h.familiar(st) == ["Gs", "Ro"]
    assert st.levels[0][h.S("growth")] == 3 and st.spell_points(0, h.S("growth")) == 3


def test_growth_l5_using_the_level_four_effect_drops_to_three():
    # Rulings 13: the card names the target level ("move down to 3").
    st = h.spell_at("growth", "5 Gs", phase="evening", altar="Ro Pt")
    h.play(st, h.use("growth", 4), h.tok("Ro"), h.tok("Pt"))
    assert st.levels[0][h.S("growth")] == 3


def test_growth_after_lowering_offers_only_the_remaining_levels_next_day():
    st = h.spell_at(
        "growth", "4 Gs", phase="evening", altar="Ro Pt Gs Kt Wo", pool="Ys", familiar="Yo"
    )
    offered = [lv for lv in (3, 4, 5) if h.use("growth", lv) in h.ids(st)]
    assert offered == [3, 4]


def test_growth_l3_swaps_with_the_familiar_and_the_marker_stays():
    st = h.spell_at("growth", "5 Gs", phase="evening", pool="Ro", familiar="Kt Ys")
    h.play(st, h.use("growth", 3))
    assert h.kind(st) == "swap-familiar"
    assert set(h.ids(st)) == {A.PASS, pair("Ro", "Kt"), pair("Ro", "Ys")}
    h.play(st, pair("Ro", "Ys"))
    # The pool token takes the stored token's space; the stored token joins the pool.
    assert h.familiar(st) == ["Kt", "Ro"] and h.pool(st) == ["Ys"]
    assert st.levels[0][h.S("growth")] == 5
    # And from level 3 itself the marker cannot go lower.
    st = h.spell_at("growth", "3 Go", phase="evening", pool="Ro", familiar="Kt")
    h.play(st, h.use("growth", 3), pair("Ro", "Kt"))
    assert h.familiar(st) == ["Ro"] and st.levels[0][h.S("growth")] == 3


def test_growth_l5_with_one_free_space_stores_one_and_triggers_the_end():
    thirteen = "Ro Ro Ro Rt Rt Rt Rs Rs Rs Po Po Po Pt"
    st = h.spell_at("growth", "5 Gs", phase="evening", altar="Ko Kt Ks", familiar=thirteen)
    h.play(st, h.use("growth", 5), h.tok("Ko"))
    # The familiar is full: the remaining takes are lost and the marker still drops.
    assert len(st.familiars[0]) == 14 and h.altar(st) == ["Ks", "Kt"]
    assert st.levels[0][h.S("growth")] == 4
    assert st.end_triggered


# =========================================================================================
# Offering (black, set 1, midday): store 2/3/4 pool tokens of one colour
# =========================================================================================
def test_offering_l3_stores_two_of_one_colour():
    st = h.spell_at("offering", "3 Ko", phase="midday", pool="Ro Rt Kt Ks")
    h.play(st, h.use("offering", 3))
    assert h.kind(st) == "store"
    assert h.ids(st) == (A.PASS, h.tok("Ro"), h.tok("Rt"), h.tok("Kt"), h.tok("Ks"))
    h.play(st, h.tok("Rt"))
    # Only the colour chosen first (red) may follow, whatever its rune.
    assert h.ids(st) == (A.PASS, h.tok("Ro"))
    h.play(st, h.tok("Ro"))
    assert h.familiar(st) == ["Rt", "Ro"] and h.pool(st) == ["Ks", "Kt"]
    assert h.kind(st) == "evening"


def test_offering_l4_stores_three_of_one_colour():
    st = h.spell_at("offering", "4 Kt", phase="midday", pool="Ko Kt Ks Ro")
    assert h.use("offering", 5) not in h.ids(st)
    h.play(st, h.use("offering", 4), h.tok("Ko"), h.tok("Kt"), h.tok("Ks"))
    assert h.familiar(st) == ["Ko", "Kt", "Ks"] and h.pool(st) == ["Ro"]
    assert h.kind(st) == "evening"


def test_offering_l5_stores_four_and_stops_when_no_token_of_the_colour_is_left():
    st = h.spell_at("offering", "5 Ks", phase="midday", pool="Ro Ro Rt Rs Kt")
    h.play(st, h.use("offering", 5), h.tok("Ro"), h.tok("Ro"), h.tok("Rt"), h.tok("Rs"))
    assert h.familiar(st) == ["Ro", "Ro", "Rt", "Rs"] and h.pool(st) == ["Kt"]
    assert h.kind(st) == "evening"
    st = h.spell_at("offering", "5 Ks", phase="midday", pool="Ro Rt Kt")
    h.play(st, h.use("offering", 5), h.tok("Ro"), h.tok("Rt"))
    # No red left: the effect ends by itself (gains are maxima).
    assert h.kind(st) == "evening" and h.pool(st) == ["Kt"]


def test_offering_stops_at_the_last_familiar_space():
    thirteen = "Ro Ro Ro Rt Rt Rt Rs Rs Rs Po Po Po Pt"
    st = h.spell_at("offering", "4 Ko", phase="midday", pool="Yo Yt Ys", familiar=thirteen)
    h.play(st, h.use("offering", 4), h.tok("Yt"))
    # The extra tokens stay in the pool.
    assert len(st.familiars[0]) == 14 and h.pool(st) == ["Yo", "Ys"]
    assert h.kind(st) == "evening"


# =========================================================================================
# Focus (black, set 2, evening): matching rune = the marker's rune. L5 store 3 or take 2;
# L4 store 2 or take 1; L3 store 1
# =========================================================================================
def test_focus_l3_stores_one_token_of_the_marker_rune():
    st = h.spell_at("focus", "3 Kt", phase="evening", pool="Ro Kt Pt Ys")
    h.play(st, h.use("focus", 3))
    assert h.kind(st) == "store" and h.ids(st) == (A.PASS, h.tok("Pt"), h.tok("Kt"))
    h.play(st, h.tok("Pt"))
    assert h.familiar(st) == ["Pt"] and h.pool(st) == ["Kt", "Ro", "Ys"]


def test_focus_l4_store_mode_stores_two_of_the_marker_rune():
    st = h.spell_at("focus", "4 Ko", phase="evening", altar="Go", pool="Ro Po Kt")
    h.play(st, h.use("focus", 4))
    assert h.kind(st) == "focus" and h.ids(st) == (A.MODE + A.MODE_STORE, A.MODE + A.MODE_TAKE)
    h.play(st, A.MODE + A.MODE_STORE)
    assert h.ids(st) == (A.PASS, h.tok("Ro"), h.tok("Po"))
    h.play(st, h.tok("Ro"), h.tok("Po"))
    assert h.familiar(st) == ["Ro", "Po"] and h.pool(st) == ["Kt"]


def test_focus_l4_take_mode_takes_one_altar_token_of_the_marker_rune():
    st = h.spell_at("focus", "4 Ko", phase="evening", altar="Go Gt Wo")
    h.play(st, h.use("focus", 4), A.MODE + A.MODE_TAKE)
    assert h.kind(st) == "take" and h.ids(st) == (A.PASS, h.tok("Go"), h.tok("Wo"))
    h.play(st, h.tok("Wo"))
    assert h.pool(st) == ["Wo"] and h.altar(st) == ["Go", "Gt"]


def test_focus_l5_matches_the_marker_rune_not_the_level_rune():
    # Marker Kt (triangle) on level 5: triangles, not squares.
    st = h.spell_at("focus", "5 Kt", phase="evening", altar="Rt Pt Gt Rs", pool="Bt Yt Wt Bs")
    for lv in (3, 4, 5):
        assert h.use("focus", lv) in h.ids(st)
    probe = st.clone()
    h.play(probe, h.use("focus", 5), A.MODE + A.MODE_STORE)
    assert h.ids(probe) == (A.PASS, h.tok("Wt"), h.tok("Bt"), h.tok("Yt"))
    h.play(probe, h.tok("Wt"), h.tok("Bt"), h.tok("Yt"))
    assert h.familiar(probe) == ["Wt", "Bt", "Yt"] and h.pool(probe) == ["Bs"]
    h.play(st, h.use("focus", 5), A.MODE + A.MODE_TAKE)
    assert h.ids(st) == (A.PASS, h.tok("Rt"), h.tok("Pt"), h.tok("Gt"))
    h.play(st, h.tok("Rt"), h.tok("Gt"))
    assert h.pool(st) == ["Bs", "Bt", "Gt", "Rt", "Wt", "Yt"] and h.altar(st) == ["Pt", "Rs"]


# =========================================================================================
# Feast (black, set 3, midday): L4 take 1 and store it; L3 take 1 of an already stored
# colour into the pool; L5 no own action, +1 point per distinct stored colour
# =========================================================================================
def test_feast_l3_takes_a_token_of_a_stored_colour_into_the_pool():
    st = h.spell_at("feast", "3 Ks", phase="midday", altar="Rs Pt Ko Gs", familiar="Ro Kt")
    h.play(st, h.use("feast", 3))
    assert h.kind(st) == "take" and h.ids(st) == (h.tok("Rs"), h.tok("Ko"))
    h.play(st, h.tok("Ko"))
    assert h.pool(st) == ["Ko"] and h.familiar(st) == ["Ro", "Kt"]
    assert h.kind(st) == "evening"


def test_feast_l3_with_no_stored_colour_on_the_altar_does_nothing():
    st = h.spell_at("feast", "3 Ks", phase="midday", altar="Pt Gs", familiar="Ro")
    h.play(st, h.use("feast", 3))
    assert h.kind(st) == "evening" and h.pool(st) == [] and h.altar(st) == ["Gs", "Pt"]


def test_feast_l4_takes_one_altar_token_onto_the_familiar():
    st = h.spell_at("feast", "4 Ks", phase="midday", altar="Pt Gs", familiar="Ro")
    assert h.use("feast", 3) in h.ids(st) and h.use("feast", 4) in h.ids(st)
    h.play(st, h.use("feast", 4))
    assert h.kind(st) == "take-store" and h.ids(st) == (h.tok("Pt"), h.tok("Gs"))
    h.play(st, h.tok("Gs"))
    assert h.familiar(st) == ["Ro", "Gs"] and h.pool(st) == [] and h.kind(st) == "evening"


def test_feast_l5_has_no_own_action_and_scores_per_distinct_stored_colour():
    st = h.spell_at("feast", "5 Ks", phase="midday", altar="Pt", familiar="Ro Rt Pt Gs Ys")
    assert h.use("feast", 3) in h.ids(st) and h.use("feast", 4) in h.ids(st)
    assert_illegal(st, h.use("feast", 5))
    # Colours red, purple, green, yellow: 4 points; 5 stored tokens are worth 5.
    assert st.spell_points(0, h.S("feast")) == 4
    assert st.scores()[0] == 4 + 5
    h.play(st, h.use("feast", 4), h.tok("Pt"))  # purple again: still 4 colours, 6 stored = 7
    assert st.spell_points(0, h.S("feast")) == 4 and st.scores()[0] == 4 + 7


# =========================================================================================
# Phase spells are not usable the day they are learned
# =========================================================================================
def test_a_fresh_morning_spell_gives_no_action_until_the_next_day():
    st = h.spell_at("eruption", "5 Rs", pool="Ro", fresh=["eruption"])
    assert h.ids(st) == (A.PASS, A.DRAW2)
    assert_illegal(st, h.use("eruption", 3))


def test_learned_in_the_evening_usable_from_the_next_morning():
    st = h.make(
        spells=h.SET1,
        phase="evening",
        altar="Wo Wo Wo Wo Wo",
        seats=[{"pool": "Ro Rt Rs Go"}, {}],
    )
    h.play(st, h.learn("sacrifice", 3), h.tok("Ro"), h.tok("Rt"), h.tok("Rs"))
    assert st.levels[0][h.S("sacrifice")] == 3 and h.pool(st) == ["Go"]
    h.draw(st, "Yo")  # refill: 5 on the altar -> add 1
    assert (h.actor(st), h.kind(st)) == (1, "morning")
    h.play(st, A.PASS, A.PASS, A.PASS)
    h.draw(st, "Yt")
    assert (h.actor(st), h.kind(st)) == (0, "morning")
    # Marker Ro is on the card; the pool holds Go, a circle: Sacrifice L3 is on offer.
    assert h.use("sacrifice", 3) in h.ids(st)


def test_a_spell_learned_by_a_copied_learn_at_midday_gives_no_evening_action_that_day():
    # Clone L4 (white) copies the basic learn at midday; Focus learned that way is fresh.
    st = h.make(
        spells=[*h.SET2[:4], "clone", *h.SET2[5:]],
        phase="midday",
        seats=[{"pool": "Ko Kt Ks Ro", "spells": {"clone": "4 Wo"}}, {}],
    )
    h.play(st, A.CLONE_BASIC + A.BASIC_LEARN)
    assert h.kind(st) == "learn-choose"
    h.play(st, h.learn("focus", 3), h.tok("Kt"), h.tok("Ko"), h.tok("Ks"))
    assert st.levels[0][h.S("focus")] == 3
    assert h.kind(st) == "evening" and h.pool(st) == ["Ro"]
    assert h.use("focus", 3) not in h.ids(st)


# =========================================================================================
# Solo: Blaze and Sharing feed the virtual opponent's bottom area instead
# =========================================================================================
def test_solo_blaze_moves_one_altar_token_of_your_choice_to_the_bottom_area():
    st = h.make(players=1, spells=h.SET3, altar="Ro Pt", seats=[{"spells": {"blaze": "3 Ro"}}])
    h.play(st, h.use("blaze", 3))
    h.draw(st, "Yo", "Yt", "Ys", "Bo")
    assert (h.actor(st), h.kind(st)) == (0, "bottom") and h.ids(st) == (h.tok("Ro"), h.tok("Pt"))
    h.play(st, h.tok("Pt"))
    assert [h.T("Pt")] == st.opp_bottom and h.altar(st) == ["Ro"]
    assert h.pool(st) == ["Bo", "Yo", "Ys", "Yt"] and h.kind(st) == "midday"
    assert st.opponent_score() == 1


def test_solo_sharing_draws_one_bag_token_into_the_bottom_area():
    st = h.make(players=1, spells=h.SET2, altar="Ro Pt", seats=[{"spells": {"sharing": "4 Pt"}}])
    h.play(st, h.use("sharing", 4), h.tok("Ro"), h.tok("Pt"))
    h.draw(st, "Wo")
    assert st.opp_bottom == [h.T("Wo")] and h.pool(st) == ["Pt", "Ro"]
    assert h.kind(st) == "midday"


def test_levitation_without_a_matching_rune_on_the_altar_takes_nothing():
    # Rulings 3: the action may be chosen even when it will do nothing.
    st = h.spell_at("levitation", "3 Po", altar="Rt Ps")
    h.play(st, h.use("levitation", 3))
    assert h.kind(st) == "midday" and h.pool(st) == [] and h.altar(st) == ["Ps", "Rt"]


def test_divination_l3_at_a_full_pool_still_owes_its_discard():
    nine = "Ro Ro Rt Rt Rs Rs Ko Ko Kt"
    st = h.spell_at("divination", "3 Po", altar="Wo", pool=nine)
    h.play(st, h.use("divination", 3))
    h.draw(st, "Go", "Gt")
    # The altar gains 2; the take finds the pool at 9; the discard is owed in full.
    assert h.kind(st) == "discard" and h.altar(st) == ["Go", "Gt", "Wo"]
    h.play(st, h.tok("Kt"))
    assert sum(st.pools[0]) == 8 and h.discard(st) == ["Kt"] and h.kind(st) == "midday"
