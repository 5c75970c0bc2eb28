"""White, blue and yellow spells: Time Travel, Storm, Clone, Transmutation, Swiftness,
Mirage, Abundance, Knowledge and Communion.

Rules facts used here (copied from the rules spec as literals):
* rune per level (Time Travel): L3 circle (o), L4 triangle (t), L5 square (s);
* a phase spell may use its level or any lower one; spells without a phase only their
  exact level;
* instant effects fire once when learned, never when Time Travel raises a spell;
* permanent effects hold during the owner's own day, from the moment they are learned.
"""

from __future__ import annotations

import pytest

from tomecraft.core import IllegalDecision
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.state import SpellBookState

from .helpers import (
    SET2,
    SET3,
    S,
    T,
    actor,
    altar,
    discard,
    draw,
    draw_any,
    familiar,
    finish_day,
    ids,
    kind,
    learn,
    make,
    play,
    pool,
    tok,
    triple,
    use,
)

SET_TT = [
    "sacrifice",
    "levitation",
    "purification",
    "offering",
    "time_travel",
    "swiftness",
    "abundance",
]
SET_STORM = ["sacrifice", "levitation", "purification", "offering", "storm", "mirage", "abundance"]
SET_CLONE = ["sacrifice", "levitation", "growth", "offering", "clone", "transmutation", "abundance"]


def raise_id(name: str) -> int:
    return A.SPELL + S(name)


# -- Time Travel ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("level", "rune_token", "other_tokens"),
    [(3, "Wo", ["Wt", "Ws"]), (4, "Wt", ["Wo", "Ws"]), (5, "Ws", ["Wo", "Wt"])],
)
def test_time_travel_discards_the_levels_rune_then_raises(level, rune_token, other_tokens):
    st = make(
        spells=SET_TT,
        altar="Ro Pt Gs Kt Go",
        seats=[
            {"pool": "Wo Wt Ws Ro", "spells": {"time_travel": "5 Wo", "sacrifice": "3 Rt"}},
            {},
        ],
        phase="evening",
    )
    # Level 5 may use any lower level's effect too.
    assert {use("time_travel", lv) for lv in (3, 4, 5)} <= set(ids(st))
    play(st, use("time_travel", level))
    assert kind(st) == "discard"
    # Only the level's rune may be discarded (red circle Ro is also a circle).
    expected = {tok(rune_token)} | ({tok("Ro")} if level == 3 else set())
    assert set(ids(st)) == expected
    for other in other_tokens:
        with pytest.raises(IllegalDecision):
            st.apply(tok(other))
    play(st, tok(rune_token))
    assert kind(st) == "raise"
    # Time Travel itself is never a target.
    assert ids(st) == (raise_id("sacrifice"),)
    play(st, raise_id("sacrifice"))
    assert st.levels[0][S("sacrifice")] == 4
    assert st.levels[0][S("time_travel")] == 5
    assert discard(st) == [rune_token]
    assert pool(st) == sorted(t for t in ["Wo", "Wt", "Ws", "Ro"] if t != rune_token)


def test_time_travel_level3_needs_a_circle_token():
    st = make(
        spells=SET_TT,
        seats=[{"pool": "Wt Ws Rt", "spells": {"time_travel": "3 Wo", "sacrifice": "3 Rs"}}, {}],
        phase="evening",
    )
    # The discard is a cost: without a circle token the action is not offered.
    assert use("time_travel", 3) not in ids(st)


def test_time_travel_cannot_raise_above_5_nor_itself():
    st = make(
        spells=SET_TT,
        seats=[
            {
                "pool": "Wo Wo",
                "spells": {"time_travel": "3 Wt", "sacrifice": "5 Ro", "offering": "3 Ko"},
            },
            {},
        ],
        phase="evening",
    )
    play(st, use("time_travel", 3), tok("Wo"))
    # Sacrifice is already at 5, Time Travel is excluded: only Offering remains.
    assert ids(st) == (raise_id("offering"),)
    for bad in (raise_id("sacrifice"), raise_id("time_travel")):
        with pytest.raises(IllegalDecision):
            st.apply(bad)


def test_time_travel_not_offered_when_nothing_can_be_raised():
    st = make(
        spells=SET_TT,
        seats=[{"pool": "Wo Wo", "spells": {"time_travel": "3 Wt", "sacrifice": "5 Ro"}}, {}],
        phase="evening",
    )
    assert use("time_travel", 3) not in ids(st)


def test_time_travel_raise_does_not_fire_instant_effects_and_points_follow():
    st = make(
        spells=SET_TT,
        altar="Ro Pt Gs Kt Go",
        seats=[
            {"pool": "Wo Rs", "spells": {"time_travel": "3 Wt", "abundance": "3 Yo"}},
            {},
        ],
        phase="evening",
    )
    assert st.score(0) == 2 + 3
    play(st, use("time_travel", 3), tok("Wo"), raise_id("abundance"))
    assert st.levels[0][S("abundance")] == 4
    # No Abundance draw: the pool is unchanged; the next chance draw is the altar refill.
    assert pool(st) == ["Rs"]
    assert actor(st) == -1
    draw(st, "Yt")
    assert pool(st) == ["Rs"]
    assert "Yt" in altar(st) and len(altar(st)) == 6
    assert actor(st) == 1 and kind(st) == "morning"
    # Points follow the final level: Abundance L4 is worth 5.
    assert st.score(0) == 2 + 5


def test_time_travel_raising_swiftness_to_5_gives_two_morning_actions_next_day():
    st = make(
        spells=SET_TT,
        altar="Ro Pt Gs Kt Go",
        seats=[
            {"pool": "Wo", "spells": {"time_travel": "3 Wt", "swiftness": "4 Bo"}},
            {},
        ],
        phase="evening",
    )
    play(st, use("time_travel", 3), tok("Wo"), raise_id("swiftness"))
    assert st.levels[0][S("swiftness")] == 5
    assert pool(st) == []  # no instant Swiftness action fired on the raise
    assert st.score(0) == 2 + 0  # Swiftness L5 scores 0
    finish_day(st)  # refill
    finish_day(st)  # seat 1 passes its day
    assert actor(st) == 0 and kind(st) == "morning"
    play(st, A.TAKE1, tok("Ro"))
    assert actor(st) == 0 and kind(st) == "morning"  # a second morning action
    play(st, A.TAKE1, tok("Pt"))
    assert kind(st) == "midday"
    assert pool(st) == ["Pt", "Ro"]


def test_time_travel_raise_of_growth_lets_it_be_reused():
    # Rulebook note: raising Growth lets its self-lowering effect be used again.
    st = make(
        spells=[
            "sacrifice",
            "levitation",
            "growth",
            "offering",
            "time_travel",
            "mirage",
            "abundance",
        ],
        seats=[{"pool": "Wo", "spells": {"time_travel": "3 Wt", "growth": "4 Go"}}, {}],
        phase="evening",
    )
    play(st, use("time_travel", 3), tok("Wo"), raise_id("growth"))
    assert st.levels[0][S("growth")] == 5
    assert st.spell_points(0, S("growth")) == 6


# -- Storm ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "after"), [(5, 4), (4, 3)])
def test_storm_replaces_altar_tokens_takes_three_and_lowers_the_marker(level, after):
    st = make(
        spells=SET_STORM,
        altar="Ro Pt Gs Kt Go",
        seats=[{"pool": "Rt", "spells": {"storm": f"{level} Ws"}}, {}],
        phase="evening",
    )
    points_before = st.spell_points(0, S("storm"))
    assert points_before == {5: 8, 4: 6}[level]
    play(st, use("storm", level))
    assert kind(st) == "storm"
    assert A.PASS in ids(st)  # "any number", zero included
    play(st, tok("Ro"), tok("Pt"), A.PASS)
    assert discard(st) == ["Pt", "Ro"]
    draw(st, "Yo", "Yt")  # each discarded token is replaced from the bag
    assert altar(st) == ["Go", "Gs", "Kt", "Yo", "Yt"]
    assert kind(st) == "take"
    play(st, tok("Yo"), tok("Yt"), tok("Kt"))
    assert pool(st) == ["Kt", "Rt", "Yo", "Yt"]
    assert st.levels[0][S("storm")] == after
    assert st.spell_points(0, S("storm")) == {4: 6, 3: 4}[after]
    assert altar(st) == ["Go", "Gs"]


def test_storm_take_is_up_to_three():
    st = make(
        spells=SET_STORM,
        altar="Ro Pt",
        seats=[{"spells": {"storm": "4 Ws"}}, {}],
        phase="evening",
    )
    play(st, use("storm", 4), A.PASS, tok("Ro"), A.PASS)
    assert pool(st) == ["Ro"]
    assert st.levels[0][S("storm")] == 3


def test_storm_level5_may_use_the_level4_effect_which_lowers_to_3():
    st = make(
        spells=SET_STORM,
        altar="Ro Pt Gs",
        seats=[{"spells": {"storm": "5 Ws"}}, {}],
        phase="evening",
    )
    assert use("storm", 4) in ids(st) and use("storm", 5) in ids(st)
    assert use("storm", 3) not in ids(st)  # level 3 does nothing
    play(st, use("storm", 4), A.PASS, tok("Ro"), tok("Pt"), tok("Gs"))
    assert st.levels[0][S("storm")] == 3


def test_storm_level3_has_no_action():
    st = make(
        spells=SET_STORM,
        altar="Ro Pt Gs",
        seats=[{"pool": "Rt", "spells": {"storm": "3 Ws"}}, {}],
        phase="evening",
    )
    assert not any(A.USE <= i < A.LEARN for i in ids(st))
    assert st.spell_points(0, S("storm")) == 4


# -- Clone ---------------------------------------------------------------------------------
def clone_pos(seat0: dict, seat1: dict, **kw) -> object:
    kw.setdefault("altar", "Ro Pt Gs Kt Go Yo")
    kw.setdefault("phase", "midday")
    return make(spells=SET_CLONE, seats=[seat0, seat1], **kw)


OTHER = {
    "offering": "4 Kt",
    "sacrifice": "5 Rs",
    "growth": "5 Gs",
    "transmutation": "4 Bs",
    "abundance": "3 Yo",
}


def clone_options(st) -> set[int]:
    return {i for i in ids(st) if A.CLONE <= i < A.MODE}


def test_clone_level3_copies_midday_actions_at_the_other_level_or_lower():
    st = clone_pos({"pool": "Ro Ro Ro Go", "spells": {"clone": "3 Wo"}}, {"spells": OTHER})
    assert clone_options(st) == {
        A.clone_id(1, S("offering"), 3),
        A.clone_id(1, S("offering"), 4),
        A.CLONE_BASIC + A.BASIC_STORE1,
    }
    # Offering L4 (store 3 of one colour), copied from seat 1.
    play(st, A.clone_id(1, S("offering"), 4))
    assert kind(st) == "store"
    play(st, tok("Ro"))
    assert tok("Go") not in ids(st)  # one colour only
    play(st, tok("Ro"), tok("Ro"))
    assert familiar(st) == ["Ro", "Ro", "Ro"]
    assert kind(st) == "evening"
    assert st.levels[0][S("clone")] == 3


def test_clone_basic_store_copy():
    st = clone_pos({"pool": "Ro", "spells": {"clone": "3 Wo"}}, {})
    assert clone_options(st) == {A.CLONE_BASIC + A.BASIC_STORE1}
    play(st, A.CLONE_BASIC + A.BASIC_STORE1, tok("Ro"))
    assert familiar(st) == ["Ro"]
    assert kind(st) == "evening"


def test_clone_level4_copies_evening_actions_with_the_other_players_marker_rune():
    st = clone_pos({"pool": "Rs Rs Ko Ks", "spells": {"clone": "4 Wo"}}, {"spells": OTHER})
    opts = clone_options(st)
    assert A.clone_id(1, S("transmutation"), 4) in opts
    assert A.clone_id(1, S("growth"), 4) in opts and A.clone_id(1, S("growth"), 3) in opts
    # "At that player's level or lower": Growth L5 is copyable even with Clone L4.
    assert A.clone_id(1, S("growth"), 5) in opts
    assert A.clone_id(1, S("transmutation"), 5) not in opts  # seat 1 has it at L4
    assert A.clone_id(1, S("offering"), 4) in opts  # L4 includes L3 (midday)
    assert not any(A.clone_id(1, S("sacrifice"), lv) in opts for lv in (3, 4, 5))  # morning
    # The basic learn is not affordable (2 red, no triple), so it cannot be copied.
    assert A.CLONE_BASIC + A.BASIC_LEARN not in opts
    play(st, A.clone_id(1, S("transmutation"), 4))
    assert kind(st) == "learn-choose"
    assert learn("sacrifice", 3) in ids(st)
    play(st, learn("sacrifice", 3), tok("Rs"))
    # The wild rune is seat 1's Transmutation marker rune (square), not Clone's (circle).
    assert tok("Ks") in ids(st) and tok("Ko") not in ids(st)
    play(st, tok("Rs"), tok("Ks"))
    assert st.levels[0][S("sacrifice")] == 3
    assert pool(st) == ["Ko"]
    assert discard(st) == ["Ks", "Rs"]


def test_clone_copy_of_focus_uses_the_other_players_marker_rune():
    st = make(
        spells=["sacrifice", "levitation", "purification", "focus", "clone", "mirage", "abundance"],
        seats=[
            {"pool": "Ro Rs Go", "spells": {"clone": "4 Wo"}},
            {"spells": {"focus": "4 Ks"}},
        ],
        phase="midday",
    )
    opts = clone_options(st)
    assert {A.clone_id(1, S("focus"), 3), A.clone_id(1, S("focus"), 4)} <= opts
    play(st, A.clone_id(1, S("focus"), 3))
    # Focus L3 stores 1 token of the matching rune: seat 1's marker is a square.
    assert kind(st) == "store" and set(ids(st)) == {A.PASS, tok("Rs")}
    play(st, tok("Rs"))
    assert familiar(st) == ["Rs"]


def test_clone_copying_growth_lowers_clone_marker_not_growth():
    st = clone_pos({"spells": {"clone": "4 Wo"}}, {"spells": OTHER})
    play(st, A.clone_id(1, S("growth"), 4))
    assert kind(st) == "take-store"
    play(st, tok("Ro"), tok("Pt"))
    assert familiar(st) == ["Ro", "Pt"]
    assert st.levels[0][S("clone")] == 3
    assert st.levels[1][S("growth")] == 5
    assert st.levels[0][S("growth")] == 0


def test_clone_level5_copy_of_growth_moves_clone_from_5_to_4():
    st = clone_pos({"pool": "Wo", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    play(st, A.clone_id(1, S("growth"), 5), tok("Ro"), tok("Pt"), tok("Gs"))
    assert familiar(st) == ["Ro", "Pt", "Gs"]
    assert st.levels[0][S("clone")] == 4
    assert st.levels[1][S("growth")] == 5


def test_clone_level5_discards_a_matching_rune_token_then_copies_a_morning_action():
    st = clone_pos({"pool": "Wt Go", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    opts = clone_options(st)
    assert A.CLONE_BASIC + A.BASIC_DRAW2 in opts
    assert A.CLONE_BASIC + A.BASIC_TAKE1 in opts
    # Sacrifice L3 (circle: Go) is fine; L4 would need a triangle but the only one
    # (Wt) pays Clone's cost. Sacrifice L5 needs a square: none.
    assert A.clone_id(1, S("sacrifice"), 3) in opts
    assert A.clone_id(1, S("sacrifice"), 4) not in opts
    assert A.clone_id(1, S("sacrifice"), 5) not in opts
    play(st, A.CLONE_BASIC + A.BASIC_DRAW2)
    assert kind(st) == "discard"
    assert ids(st) == (tok("Wt"),)  # Clone's marker rune: triangle
    play(st, tok("Wt"))
    draw(st, "Yo", "Ys")
    assert pool(st) == ["Go", "Yo", "Ys"]
    assert discard(st) == ["Wt"]
    assert kind(st) == "evening"


def test_clone_level5_copy_of_sacrifice_needs_both_discards():
    # Engine fix: Clone L5's discard and Sacrifice's discard are both costs. With two
    # triangles the L4 copy is allowed, with one it is not (it used to draw 4 for free).
    st = clone_pos({"pool": "Wt Rt", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    assert A.clone_id(1, S("sacrifice"), 4) in clone_options(st)
    play(st, A.clone_id(1, S("sacrifice"), 4), tok("Wt"))
    assert ids(st) == (tok("Rt"),)
    st = clone_pos({"pool": "Wt", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    assert A.clone_id(1, S("sacrifice"), 4) not in clone_options(st)
    # Solo: the same rule for the L4 copy of an unlearned Sacrifice.
    solo = make(
        players=1,
        spells=SET_CLONE,
        altar="Ro Pt Gs Kt Go Yo Yt",
        seats=[{"pool": "Wt", "spells": {"clone": "5 Wt"}}],
        phase="midday",
    )
    assert A.clone_id(0, S("sacrifice"), 4) not in clone_options(solo)
    assert A.clone_id(0, S("levitation"), 4) in clone_options(solo)


def test_clone_level5_needs_the_cost_token():
    st = clone_pos({"pool": "Go Ko", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    opts = clone_options(st)
    assert A.CLONE_BASIC + A.BASIC_DRAW2 not in opts
    assert A.CLONE_BASIC + A.BASIC_TAKE1 not in opts
    assert not any(A.clone_id(1, S("sacrifice"), lv) in opts for lv in (3, 4, 5))
    # Midday and evening copies need no cost.
    assert A.clone_id(1, S("offering"), 4) in opts


def test_clone_level5_copy_of_sacrifice_pays_cost_before_the_sacrifice_discard():
    st = clone_pos({"pool": "Wt Go", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    play(st, A.clone_id(1, S("sacrifice"), 3))
    assert ids(st) == (tok("Wt"),)  # Clone's cost first
    play(st, tok("Wt"))
    assert ids(st) == (tok("Go"),)  # then Sacrifice L3's circle
    play(st, tok("Go"))
    draw(st, "Yo", "Yt", "Ys", "Ro")
    assert pool(st) == ["Ro", "Yo", "Ys", "Yt"]
    assert discard(st) == ["Go", "Wt"]


def test_clone_cannot_copy_own_spells_unless_another_player_has_them():
    st = clone_pos(
        {"pool": "Ko Ko", "spells": {"clone": "5 Wo", "offering": "3 Kt", "growth": "3 Go"}},
        {"spells": {"abundance": "5 Yo", "transmutation": "3 Bo", "clone": "5 Ws"}},
    )
    opts = clone_options(st)
    assert not any(A.CLONE <= i < A.CLONE_BASIC for i in opts)
    # Own Offering remains usable as an own action.
    assert use("offering", 3) in ids(st)
    st2 = clone_pos(
        {"pool": "Ko Ko", "spells": {"clone": "5 Wo", "offering": "3 Kt"}},
        {"spells": {"offering": "3 Ks"}},
    )
    assert A.clone_id(1, S("offering"), 3) in clone_options(st2)


def test_clone_cannot_copy_instant_permanent_scoring_spells_nor_clone():
    st = make(
        spells=["blaze", "sharing", "cure", "feast", "clone", "mirage", "knowledge"],
        altar="Ro Pt Gs",
        seats=[
            {"pool": "Rt Rt", "spells": {"clone": "5 Wt"}},
            {
                "spells": {
                    "mirage": "4 Bo",
                    "knowledge": "3 Yo",
                    "feast": "5 Ko",
                    "clone": "5 Wo",
                }
            },
        ],
        phase="midday",
    )
    opts = clone_options(st)
    assert A.clone_id(1, S("feast"), 3) in opts
    assert A.clone_id(1, S("feast"), 4) in opts
    assert A.clone_id(1, S("feast"), 5) not in opts  # Feast L5 only scores
    for s in ("mirage", "knowledge", "clone"):
        assert not any(A.clone_id(1, S(s), lv) in opts for lv in (3, 4, 5))


def test_spell_learned_through_a_copied_learn_is_usable_from_the_next_day():
    st = clone_pos(
        {"pool": "Go Gt Gs Ro", "spells": {"clone": "4 Wo"}}, {"spells": {"offering": "3 Kt"}}
    )
    play(st, A.CLONE_BASIC + A.BASIC_LEARN)
    assert kind(st) == "learn-choose"
    play(st, learn("growth", 3), tok("Go"), tok("Gt"), tok("Gs"))
    assert st.levels[0][S("growth")] == 3
    assert kind(st) == "evening"
    assert not any(use("growth", lv) in ids(st) for lv in (3, 4, 5))
    finish_day(st)
    finish_day(st)  # seat 1's day
    assert actor(st) == 0
    play(st, A.PASS, A.PASS)
    assert kind(st) == "evening" and use("growth", 3) in ids(st)


def test_solo_clone_copies_the_level4_effect_of_an_unlearned_phase_spell():
    st = make(
        players=1,
        spells=SET_CLONE,
        altar="Ro Pt Gs Kt Go Yo Yt",
        seats=[{"pool": "Ko Ko Ko Ro", "spells": {"clone": "3 Wo", "sacrifice": "3 Rt"}}],
        phase="midday",
    )
    opts = clone_options(st)
    # Clone L3 reaches midday actions: Offering is the only unlearned midday spell.
    assert opts == {A.clone_id(0, S("offering"), 4)}
    play(st, A.clone_id(0, S("offering"), 4), tok("Ko"), tok("Ko"), tok("Ko"))
    assert familiar(st) == ["Ko", "Ko", "Ko"]


def test_solo_clone_level5_offers_only_level4_copies_of_unlearned_spells():
    st = make(
        players=1,
        spells=SET_CLONE,
        altar="Ro Pt Gs Kt Go Yo Yt",
        seats=[{"pool": "Wo Ko Rt", "spells": {"clone": "5 Wo", "offering": "3 Kt"}}],
        phase="midday",
    )
    opts = clone_options(st)
    assert A.clone_id(0, S("levitation"), 4) in opts
    assert A.clone_id(0, S("growth"), 4) in opts
    assert A.clone_id(0, S("sacrifice"), 4) in opts
    assert all((i - A.CLONE) % 3 == 1 for i in opts)  # level 4 only
    assert not any(A.clone_id(0, S("offering"), lv) in opts for lv in (3, 4, 5))  # learned
    assert A.clone_id(0, S("clone"), 4) not in opts


# -- Transmutation ---------------------------------------------------------------------------
def transmute_pos(level: int, pool_: str, marker: str = "Bt", **kw) -> object:
    return make(
        spells=SET_CLONE,
        seats=[{"pool": pool_, "spells": {"transmutation": f"{level} {marker}"}}, {}],
        phase="evening",
        **kw,
    )


def test_transmutation_level4_one_matching_rune_token_is_wild():
    st = transmute_pos(4, "Ro Ro Kt Gt")
    assert use("transmutation", 4) in ids(st)
    play(st, use("transmutation", 4))
    assert kind(st) == "learn-choose"
    # 2 red + 1 wild = 3; a second wild is not allowed at L4.
    assert learn("sacrifice", 3) in ids(st)
    assert learn("sacrifice", 4) not in ids(st)
    play(st, learn("sacrifice", 3), tok("Ro"))
    assert set(ids(st)) == {tok("Ro"), tok("Kt"), tok("Gt")}
    play(st, tok("Kt"))
    assert set(ids(st)) == {tok("Ro")}  # the one wild is spent
    play(st, tok("Ro"))
    assert st.levels[0][S("sacrifice")] == 3
    assert pool(st) == ["Gt"]


def test_transmutation_level5_up_to_two_wilds_and_may_use_level4():
    st = transmute_pos(5, "Ro Ro Kt Gt Ks")
    assert use("transmutation", 4) in ids(st) and use("transmutation", 5) in ids(st)
    play(st, use("transmutation", 5))
    assert learn("sacrifice", 4) in ids(st) and learn("sacrifice", 5) not in ids(st)
    play(st, learn("sacrifice", 4), tok("Ro"))
    # The square Ks does not match the marker rune (triangle).
    assert tok("Ks") not in ids(st)
    play(st, tok("Kt"), tok("Gt"), tok("Ro"))
    assert st.levels[0][S("sacrifice")] == 4
    assert pool(st) == ["Ks"]


def test_transmutation_cannot_be_combined_with_triples():
    # Basic learn: Ro Ro + triple (Ko Go Po) = 3. Transmutation L4 (square): Ro Ro + Ks = 3.
    # Combining both would reach 4, which is not allowed.
    st = transmute_pos(4, "Ro Ro Ko Go Po Ks", marker="Bs")
    assert learn("sacrifice", 3) in ids(st) and learn("sacrifice", 4) not in ids(st)
    play(st, use("transmutation", 4))
    assert kind(st) == "learn-choose"
    assert learn("sacrifice", 3) in ids(st) and learn("sacrifice", 4) not in ids(st)
    play(st, learn("sacrifice", 3), tok("Ro"))
    assert not any(A.TRIPLE <= i < A.CLONE for i in ids(st))  # no triples offered
    assert set(ids(st)) == {tok("Ro"), tok("Ks")}
    play(st, tok("Ks"), tok("Ro"))
    assert pool(st) == ["Go", "Ko", "Po"]


def test_transmutation_wild_needs_a_real_colour_token():
    # Kt Gt Pt could be wilds for red, but there is no real red token.
    st = transmute_pos(5, "Kt Gt Pt Ko Go Po")
    assert not any(learn("sacrifice", lv) in ids(st) for lv in (3, 4, 5))
    assert use("transmutation", 5) in ids(st)  # offered: Growth/Offering are affordable
    play(st, use("transmutation", 5))
    assert not any(learn("sacrifice", lv) in ids(st) for lv in (3, 4, 5))
    # Green: Gt Go real + Kt Pt wild = 4 (triangle is the marker rune).
    assert learn("growth", 4) in ids(st) and learn("growth", 5) not in ids(st)


def test_transmutation_level3_does_nothing():
    st = transmute_pos(3, "Ro Ro Kt Gt")
    assert not any(A.USE <= i < A.LEARN for i in ids(st))
    assert st.spell_points(0, S("transmutation")) == 4


def test_transmutation_not_offered_without_an_affordable_learn():
    st = transmute_pos(4, "Ro Kt")
    assert use("transmutation", 4) not in ids(st)


# -- Swiftness ---------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "points"), [(3, 3), (4, 6)])
def test_swiftness_instant_extra_morning_action_when_learned(level, points):
    tokens = ["Bo", "Bt", "Bs", "Bo"][:level]
    st = make(
        spells=SET_TT,
        altar="Ro Pt Gs Kt Go",
        seats=[{"pool": " ".join([*tokens, "Rs"]), "spells": {"sacrifice": "3 Rt"}}, {}],
        phase="evening",
    )
    play(st, learn("swiftness", level), *(tok(t) for t in tokens))
    assert kind(st) == "swift"
    assert A.TAKE1 in ids(st) and A.DRAW2 in ids(st)
    assert use("sacrifice", 3) not in ids(st)  # needs a circle: none
    assert use("sacrifice", 5) not in ids(st)  # Sacrifice is only level 3
    assert A.PASS in ids(st)
    play(st, A.TAKE1, tok("Kt"))
    assert pool(st) == ["Kt", "Rs"]
    assert actor(st) == -1  # the refill follows: no further swift action
    assert st.spell_points(0, S("swiftness")) == points


def test_swiftness_instant_draw_two():
    st = make(
        spells=SET_TT,
        seats=[{"pool": "Bo Bt Bs"}, {}],
        phase="evening",
    )
    play(st, learn("swiftness", 3), tok("Bo"), tok("Bt"), tok("Bs"), A.DRAW2)
    draw(st, "Ro", "Go")
    assert pool(st) == ["Go", "Ro"]


def test_swiftness_level5_two_morning_actions_the_same_one_twice():
    st = make(
        spells=SET_TT,
        altar="Ro Pt Gs Kt Go",
        seats=[{"spells": {"swiftness": "5 Bo"}}, {}],
    )
    assert kind(st) == "morning"
    play(st, A.DRAW2)
    draw(st, "Yo", "Yt")
    assert actor(st) == 0 and kind(st) == "morning"
    play(st, A.DRAW2)
    draw(st, "Ys", "Wo")
    assert kind(st) == "midday"
    assert pool(st) == ["Wo", "Yo", "Ys", "Yt"]
    assert st.spell_points(0, S("swiftness")) == 0


def test_swiftness_level5_learned_gives_no_instant_action():
    st = make(spells=SET_TT, seats=[{"pool": "Bo Bt Bs Bo Bt"}, {}], phase="evening")
    play(st, learn("swiftness", 5), tok("Bo"), tok("Bt"), tok("Bs"), tok("Bo"), tok("Bt"))
    assert actor(st) == -1  # straight to the refill
    assert st.levels[0][S("swiftness")] == 5


# -- Mirage ------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "draws"), [(3, 1), (4, 2), (5, 2)])
def test_mirage_draws_per_matching_token_taken_from_the_altar(level, draws):
    st = make(
        spells=SET_STORM,
        altar="Ro Pt Gs Kt Go",
        seats=[{"spells": {"mirage": f"{level} Bo"}}, {}],
    )
    play(st, A.TAKE1, tok("Ro"))
    assert actor(st) == -1
    n = draw_any(st)
    assert n == draws
    assert len(pool(st)) == 1 + draws
    assert st.spell_points(0, S("mirage")) == {3: 2, 4: 3, 5: 6}[level]


def test_mirage_ignores_other_runes_and_bag_draws():
    st = make(
        spells=SET_STORM,
        altar="Ro Pt Gs Kt Go",
        seats=[{"spells": {"mirage": "4 Bo"}}, {}],
    )
    play(st, A.TAKE1, tok("Pt"))
    assert kind(st) == "midday"
    assert pool(st) == ["Pt"]
    st2 = make(spells=SET_STORM, seats=[{"spells": {"mirage": "4 Bo"}}, {}])
    play(st2, A.DRAW2)
    draw(st2, "Ro", "Go")  # circles drawn from the bag do not trigger
    assert kind(st2) == "midday"
    assert pool(st2) == ["Go", "Ro"]


def test_mirage_triggers_twice_inside_one_levitation():
    st = make(
        spells=SET_STORM,
        altar="Ro Go Kt Ws",
        seats=[{"spells": {"mirage": "4 Bo", "levitation": "3 Po"}}, {}],
    )
    play(st, use("levitation", 3), tok("Ro"))
    draw(st, "Yt", "Ys")  # Mirage L4: 2 draws for the first circle
    assert kind(st) == "take"
    play(st, tok("Go"))
    draw(st, "Yo", "Wt")
    assert kind(st) == "midday"
    assert pool(st) == ["Go", "Ro", "Wt", "Yo", "Ys", "Yt"]


def test_mirage_triggers_inside_storm_take():
    st = make(
        spells=SET_STORM,
        altar="Ro Go Kt",
        seats=[{"spells": {"mirage": "3 Bo", "storm": "4 Ws"}}, {}],
        phase="evening",
    )
    play(st, use("storm", 4), A.PASS, tok("Ro"))
    draw(st, "Yt")
    play(st, tok("Kt"))
    assert kind(st) == "take"  # no draw for a triangle
    play(st, tok("Go"))
    draw(st, "Ys")
    assert pool(st) == ["Go", "Kt", "Ro", "Ys", "Yt"]


def test_mirage_stops_at_the_pool_limit():
    st = make(
        spells=SET_STORM,
        altar="Ro Go Kt",
        seats=[{"pool": "Yo Yo Yo Yo Yo Yt Yt", "spells": {"mirage": "4 Bo"}}, {}],
    )
    play(st, A.TAKE1, tok("Ro"))
    draw(st, "Ys")
    assert kind(st) == "midday"  # 9 tokens: the second draw is lost
    assert len(pool(st)) == 9


def test_mirage_does_not_trigger_on_another_players_day():
    st = make(
        spells=["blaze", "levitation", "purification", "offering", "storm", "mirage", "abundance"],
        altar="Ro Go Kt",
        seats=[{"spells": {"mirage": "5 Bo"}}, {"spells": {"blaze": "3 Rt"}}],
        to_play=1,
        first_player=0,
    )
    play(st, use("blaze", 3))
    draw(st, "Yo", "Yt", "Ys", "Wo")
    assert actor(st) == 0 and kind(st) == "take"
    assert A.PASS not in ids(st)  # forced take
    play(st, tok("Ro"))
    # No Mirage draw on seat 1's day: straight back to seat 1.
    assert actor(st) == 1 and kind(st) == "midday"
    assert pool(st, 0) == ["Ro"]


# -- Abundance -----------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "draws", "points"), [(3, 2, 3), (4, 3, 5), (5, 4, 7)])
def test_abundance_draws_when_learned(level, draws, points):
    st = make(spells=SET_TT, seats=[{"pool": "Yo Yt Ys Yo Yt Rs"}, {}], phase="evening")
    play(st, learn("abundance", level), tok("Yo"))
    for code in ["Yt", "Ys", "Yo", "Yt"][: level - 1]:
        play(st, tok(code))
    assert actor(st) == -1
    before = len(pool(st))
    draw(st, *["Go", "Gt", "Gs", "Ko"][:draws])
    assert len(pool(st)) == before + draws
    assert kind(st) == "draw" and actor(st) == -1  # now the altar refill
    assert st.spell_points(0, S("abundance")) == points


# -- Knowledge ------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "points"), [(3, 3), (4, 5), (5, 6)])
def test_knowledge_variable_points(level, points):
    st = make(
        spells=SET2,
        seats=[
            {
                "spells": {
                    "knowledge": f"{level} Yo",
                    "eruption": "3 Ro",
                    "sharing": "4 Po",
                    "cure": "5 Go",
                }
            },
            {},
        ],
    )
    assert st.spell_points(0, S("knowledge")) == points
    assert st.score(0) == points + 2 + 4 + 5


def test_knowledge_alone_scores_nothing():
    st = make(spells=SET2, seats=[{"spells": {"knowledge": "5 Yo"}}, {}])
    assert st.score(0) == 0


# -- Communion ---------------------------------------------------------------------------
def test_communion_level3_takes_three_and_stores_them():
    st = make(spells=SET3, altar="Ro Pt Gs Kt", seats=[{"pool": "Yo Yt Ys"}, {}], phase="evening")
    play(st, learn("communion", 3), tok("Yo"), tok("Yt"), tok("Ys"))
    assert kind(st) == "take-store"
    play(st, tok("Ro"), tok("Pt"), tok("Kt"))
    assert familiar(st) == ["Ro", "Pt", "Kt"]
    assert altar(st) == ["Gs"]
    assert st.spell_points(0, S("communion")) == 0
    assert st.score(0) == 3


def test_communion_level4_scores_stored_tokens_of_the_marker_rune():
    st = make(
        spells=SET3,
        seats=[{"familiar": "Ro Gt Kt Ws Bt", "spells": {"communion": "4 Yt"}}, {}],
    )
    assert st.spell_points(0, S("communion")) == 3
    assert st.score(0) == 3 + 5  # 5 stored tokens are worth 5


def test_communion_level5_stores_two_discarded_tokens_on_its_own_learn():
    st = make(spells=SET3, seats=[{"pool": "Yo Yt Ys Yo Yt"}, {}], phase="evening")
    play(st, learn("communion", 5), tok("Ys"), tok("Yo"), tok("Yt"), tok("Yo"), tok("Yt"))
    assert kind(st) == "communion"
    assert set(ids(st)) == {A.PASS, tok("Yo"), tok("Yt")}
    play(st, tok("Yo"), tok("Yt"))
    assert familiar(st) == ["Yo", "Yt"]
    assert discard(st) == ["Yo", "Yt"]
    assert st.spell_points(0, S("communion")) == 0
    assert actor(st) == -1  # refill


def test_communion_level5_stores_from_a_later_learn_including_triple_tokens():
    st = make(
        spells=SET3,
        seats=[{"pool": "Ro Rt Go Ko Wo", "spells": {"communion": "5 Ys"}}, {}],
        phase="evening",
    )
    play(st, learn("blaze", 3), tok("Ro"), tok("Rt"), triple("Go", "Ko", "Wo"))
    assert kind(st) == "communion"
    assert set(ids(st)) == {A.PASS, tok("Rt"), tok("Go"), tok("Ko"), tok("Wo")}
    play(st, tok("Go"), tok("Rt"))
    assert familiar(st) == ["Go", "Rt"]
    assert discard(st) == ["Ko", "Wo"]


def test_communion_level5_store_is_optional():
    st = make(
        spells=SET3,
        seats=[{"pool": "Ro Rt Rs", "spells": {"communion": "5 Ys"}}, {}],
        phase="evening",
    )
    play(st, learn("blaze", 3), tok("Ro"), tok("Rt"), tok("Rs"), tok("Rt"), A.PASS)
    assert familiar(st) == ["Rt"]
    assert discard(st) == ["Rs"]


# Rulings 10 and 21: Mirage counts the altar tokens that go into the owner's pool (takes
# and Purification swaps), never those stored straight onto the familiar.
SET_PURIFY = [
    "sacrifice",
    "levitation",
    "purification",
    "offering",
    "time_travel",
    "mirage",
    "abundance",
]


def event_keys(st: SpellBookState, *options: int) -> list[str]:
    """Apply options in order (each must be legal); the message keys of their events."""
    return [e.msg.key for o in options for e in st.apply(o)]


def test_mirage_triggers_on_a_purification_swap_from_the_altar():
    st = make(
        spells=SET_PURIFY,
        altar="Ro Pt Gs Kt Go",
        phase="midday",
        seats=[{"pool": "Ks", "spells": {"mirage": "4 Bo", "purification": "3 Gt"}}, {}],
    )
    keys = event_keys(st, use("purification", 3), A.pair_id(T("Ks"), T("Ro")))
    assert keys[-2:] == ["sb-ev-swap", "sb-ev-mirage"]
    assert actor(st) == -1  # Mirage L4: two draws for the circle swapped in
    draw(st, "Yt", "Ws")
    assert kind(st) == "evening"
    assert pool(st) == ["Ro", "Ws", "Yt"]
    assert "Ks" in altar(st) and "Ro" not in altar(st)


def test_mirage_on_purification_counts_each_matching_swap_before_the_next():
    st = make(
        spells=SET_PURIFY,
        altar="Ro Pt Go Kt",
        phase="midday",
        seats=[{"pool": "Ks Ys Ws", "spells": {"mirage": "3 Bo", "purification": "5 Gt"}}, {}],
    )
    play(st, use("purification", 5), A.pair_id(T("Ks"), T("Ro")))
    draw(st, "Bs")  # Mirage L3: one draw, before the next swap is chosen
    assert kind(st) == "swap-altar"
    play(st, A.pair_id(T("Ys"), T("Pt")))
    assert kind(st) == "swap-altar"  # a triangle: no draw
    play(st, A.pair_id(T("Ws"), T("Go")))
    draw(st, "Bt")
    assert kind(st) == "evening"
    assert pool(st) == ["Bs", "Bt", "Go", "Pt", "Ro"]


def test_mirage_on_a_purification_swap_with_a_full_pool_loses_the_draws():
    st = make(
        spells=SET_PURIFY,
        altar="Ro Pt",
        phase="midday",
        seats=[
            {
                "pool": "Ks Ks Ks Ys Ys Ys Ws Ws Ws",
                "spells": {"mirage": "5 Bo", "purification": "3 Gt"},
            },
            {},
        ],
    )
    play(st, use("purification", 3), A.pair_id(T("Ks"), T("Ro")))
    assert kind(st) == "evening"  # still 9 tokens: both bonus draws are lost
    assert len(pool(st)) == 9 and "Ro" in pool(st)


def test_mirage_ignores_a_purification_swap_of_another_rune():
    st = make(
        spells=SET_PURIFY,
        altar="Ro Pt",
        phase="midday",
        seats=[{"pool": "Ks", "spells": {"mirage": "4 Bo", "purification": "3 Gt"}}, {}],
    )
    play(st, use("purification", 3), A.pair_id(T("Ks"), T("Pt")))
    assert kind(st) == "evening" and pool(st) == ["Pt"]


def test_mirage_does_not_trigger_on_takes_onto_the_familiar_communion_level3():
    st = make(
        spells=SET3,
        altar="Ro Pt Gs Kt",
        seats=[{"pool": "Yo Yt Ys", "spells": {"mirage": "3 Bt"}}, {}],
        phase="evening",
    )
    play(st, learn("communion", 3), tok("Yo"), tok("Yt"), tok("Ys"))
    keys = event_keys(st, tok("Pt"))
    assert keys == ["sb-ev-take-store"]
    assert kind(st) == "take-store"  # a triangle onto the familiar: no draw
    keys = event_keys(st, tok("Ro"), tok("Kt"))
    assert "sb-ev-mirage" not in keys
    assert familiar(st) == ["Pt", "Ro", "Kt"]
    assert pool(st) == []


@pytest.mark.parametrize(("level", "takes"), [(5, ("Pt", "Kt", "Ro")), (4, ("Pt", "Kt"))])
def test_mirage_does_not_trigger_on_growth_takes_onto_the_familiar(level, takes):
    st = make(
        spells=SET3,
        altar="Ro Pt Gs Kt",
        phase="evening",
        seats=[{"spells": {"mirage": "4 Bt", "growth": f"{level} Gs"}}, {}],
    )
    keys = event_keys(st, use("growth", level), *[tok(c) for c in takes])
    assert keys.count("sb-ev-take-store") == len(takes) and "sb-ev-mirage" not in keys
    assert familiar(st) == list(takes) and pool(st) == []


def test_mirage_does_not_trigger_on_the_feast_level4_take_onto_the_familiar():
    st = make(
        spells=SET3,
        altar="Pt Gs",
        phase="midday",
        seats=[{"spells": {"mirage": "5 Bt", "feast": "4 Ks"}}, {}],
    )
    keys = event_keys(st, use("feast", 4), tok("Pt"))
    assert "sb-ev-take-store" in keys and "sb-ev-mirage" not in keys
    assert familiar(st) == ["Pt"] and pool(st) == []
    assert kind(st) == "evening"  # no bonus draw was queued


def test_mirage_still_triggers_on_a_feast_level3_take_into_the_pool():
    st = make(
        spells=SET3,
        altar="Rt Pt",
        phase="midday",
        seats=[{"familiar": "Ro", "spells": {"mirage": "3 Bt", "feast": "4 Ks"}}, {}],
    )
    keys = event_keys(st, use("feast", 3), tok("Rt"))
    assert keys[-2:] == ["sb-ev-take", "sb-ev-mirage"]
    draw(st, "Ws")
    assert pool(st) == ["Rt", "Ws"] and familiar(st) == ["Ro"]
    assert kind(st) == "evening"
