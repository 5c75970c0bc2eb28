"""White, blue and yellow spells: Time Travel, Storm, Clone, Transmutation, Swiftness,
Mirage, Abundance, Knowledge and Communion. The tests are alike by shape (a position
through ``helpers.position`` or one spell's helper, the decisions, the facts checked):
each states one rule with its own literals, so that a failure names the rule.

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

from . import helpers as h

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
    return A.SPELL + h.S(name)


def time_travel_at(learned: dict[str, str], **seat: str) -> SpellBookState:
    """Seat 0's evening with :data:`SET_TT` in play, ``learned`` and ``seat`` (``altar``
    and ``pool``)."""
    return h.position(SET_TT, learned, phase="evening", **seat)


# -- Time Travel ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("level", "rune_token", "other_tokens"),
    [(3, "Wo", ["Wt", "Ws"]), (4, "Wt", ["Wo", "Ws"]), (5, "Ws", ["Wo", "Wt"])],
)
def test_time_travel_discards_the_levels_rune_then_raises(level, rune_token, other_tokens):
    st = time_travel_at(
        {"time_travel": "5 Wo", "sacrifice": "3 Rt"}, altar="Ro Pt Gs Kt Go", pool="Wo Wt Ws Ro"
    )
    # Level 5 may use any lower level's effect too.
    assert {h.use("time_travel", lv) for lv in (3, 4, 5)} <= set(h.ids(st))
    h.play(st, h.use("time_travel", level))
    assert h.kind(st) == "discard"
    # Only the level's rune may be discarded (red circle Ro is also a circle).
    expected = {h.tok(rune_token)} | ({h.tok("Ro")} if level == 3 else set())
    assert set(h.ids(st)) == expected
    for other in other_tokens:
        with pytest.raises(IllegalDecision):
            st.apply(h.tok(other))
    h.play(st, h.tok(rune_token))
    assert h.kind(st) == "raise"
    # Time Travel itself is never a target.
    assert h.ids(st) == (raise_id("sacrifice"),)
    h.play(st, raise_id("sacrifice"))
    assert st.levels[0][h.S("sacrifice")] == 4
    assert st.levels[0][h.S("time_travel")] == 5
    assert h.discard(st) == [rune_token]
    assert h.pool(st) == sorted(t for t in ["Wo", "Wt", "Ws", "Ro"] if t != rune_token)


def test_time_travel_level3_needs_a_circle_token():
    st = time_travel_at({"time_travel": "3 Wo", "sacrifice": "3 Rs"}, pool="Wt Ws Rt")
    # The discard is a cost: without a circle token the action is not offered.
    assert h.use("time_travel", 3) not in h.ids(st)


def test_time_travel_cannot_raise_above_5_nor_itself():
    st = time_travel_at(
        {"time_travel": "3 Wt", "sacrifice": "5 Ro", "offering": "3 Ko"}, pool="Wo Wo"
    )
    h.play(st, h.use("time_travel", 3), h.tok("Wo"))
    # Sacrifice is already at 5, Time Travel is excluded: only Offering remains.
    assert h.ids(st) == (raise_id("offering"),)
    for bad in (raise_id("sacrifice"), raise_id("time_travel")):
        with pytest.raises(IllegalDecision):
            st.apply(bad)


def test_time_travel_not_offered_when_nothing_can_be_raised():
    st = time_travel_at({"time_travel": "3 Wt", "sacrifice": "5 Ro"}, pool="Wo Wo")
    assert h.use("time_travel", 3) not in h.ids(st)


def test_time_travel_raise_does_not_fire_instant_effects_and_points_follow():
    st = time_travel_at(
        {"time_travel": "3 Wt", "abundance": "3 Yo"}, altar="Ro Pt Gs Kt Go", pool="Wo Rs"
    )
    assert st.score(0) == 2 + 3
    h.play(st, h.use("time_travel", 3), h.tok("Wo"), raise_id("abundance"))
    assert st.levels[0][h.S("abundance")] == 4
    # No Abundance draw: the pool is unchanged; the next chance draw is the altar refill.
    assert h.pool(st) == ["Rs"]
    assert h.actor(st) == -1
    h.draw(st, "Yt")
    assert h.pool(st) == ["Rs"]
    assert "Yt" in h.altar(st) and len(h.altar(st)) == 6
    assert h.actor(st) == 1 and h.kind(st) == "morning"
    # Points follow the final level: Abundance L4 is worth 5.
    assert st.score(0) == 2 + 5


def test_time_travel_raising_swiftness_to_5_gives_two_morning_actions_next_day():
    st = time_travel_at(
        {"time_travel": "3 Wt", "swiftness": "4 Bo"}, altar="Ro Pt Gs Kt Go", pool="Wo"
    )
    h.play(st, h.use("time_travel", 3), h.tok("Wo"), raise_id("swiftness"))
    assert st.levels[0][h.S("swiftness")] == 5
    assert h.pool(st) == []  # no instant Swiftness action fired on the raise
    assert st.score(0) == 2 + 0  # Swiftness L5 scores 0
    h.finish_day(st)  # refill
    h.finish_day(st)  # seat 1 passes its day
    assert h.actor(st) == 0 and h.kind(st) == "morning"
    h.play(st, A.TAKE1, h.tok("Ro"))
    assert h.actor(st) == 0 and h.kind(st) == "morning"  # a second morning action
    h.play(st, A.TAKE1, h.tok("Pt"))
    assert h.kind(st) == "midday"
    assert h.pool(st) == ["Pt", "Ro"]


def test_time_travel_raise_of_growth_lets_it_be_reused():
    # Rulebook note: raising Growth lets its self-lowering effect be used again.
    st = h.position(
        [
            "sacrifice",
            "levitation",
            "growth",
            "offering",
            "time_travel",
            "mirage",
            "abundance",
        ],
        {"time_travel": "3 Wt", "growth": "4 Go"},
        phase="evening",
        pool="Wo",
    )
    h.play(st, h.use("time_travel", 3), h.tok("Wo"), raise_id("growth"))
    assert st.levels[0][h.S("growth")] == 5
    assert st.spell_points(0, h.S("growth")) == 6


# -- Storm ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "after"), [(5, 4), (4, 3)])
def test_storm_replaces_altar_tokens_takes_three_and_lowers_the_marker(level, after):
    st = h.make(
        spells=SET_STORM,
        altar="Ro Pt Gs Kt Go",
        seats=[{"pool": "Rt", "spells": {"storm": f"{level} Ws"}}, {}],
        phase="evening",
    )
    points_before = st.spell_points(0, h.S("storm"))
    assert points_before == {5: 8, 4: 6}[level]
    h.play(st, h.use("storm", level))
    assert h.kind(st) == "storm"
    assert A.PASS in h.ids(st)  # "any number", zero included
    h.play(st, h.tok("Ro"), h.tok("Pt"), A.PASS)
    assert h.discard(st) == ["Pt", "Ro"]
    h.draw(st, "Yo", "Yt")  # each discarded token is replaced from the bag
    assert h.altar(st) == ["Go", "Gs", "Kt", "Yo", "Yt"]
    assert h.kind(st) == "take"
    h.play(st, h.tok("Yo"), h.tok("Yt"), h.tok("Kt"))
    assert h.pool(st) == ["Kt", "Rt", "Yo", "Yt"]
    assert st.levels[0][h.S("storm")] == after
    assert st.spell_points(0, h.S("storm")) == {4: 6, 3: 4}[after]
    assert h.altar(st) == ["Go", "Gs"]


def test_storm_take_is_up_to_three():
    st = h.position(SET_STORM, {"storm": "4 Ws"}, phase="evening", altar="Ro Pt")
    h.play(st, h.use("storm", 4), A.PASS, h.tok("Ro"), A.PASS)
    assert h.pool(st) == ["Ro"]
    assert st.levels[0][h.S("storm")] == 3


def test_storm_level5_may_use_the_level4_effect_which_lowers_to_3():
    st = h.position(SET_STORM, {"storm": "5 Ws"}, phase="evening", altar="Ro Pt Gs")
    assert h.use("storm", 4) in h.ids(st) and h.use("storm", 5) in h.ids(st)
    assert h.use("storm", 3) not in h.ids(st)  # level 3 does nothing
    h.play(st, h.use("storm", 4), A.PASS, h.tok("Ro"), h.tok("Pt"), h.tok("Gs"))
    assert st.levels[0][h.S("storm")] == 3


def test_storm_level3_has_no_action():
    st = h.position(SET_STORM, {"storm": "3 Ws"}, phase="evening", altar="Ro Pt Gs", pool="Rt")
    assert not any(A.USE <= i < A.LEARN for i in h.ids(st))
    assert st.spell_points(0, h.S("storm")) == 4


# -- Clone ---------------------------------------------------------------------------------
def clone_pos(seat0: dict, seat1: dict, **kw) -> object:
    kw.setdefault("altar", "Ro Pt Gs Kt Go Yo")
    kw.setdefault("phase", "midday")
    return h.make(spells=SET_CLONE, seats=[seat0, seat1], **kw)


def solo_clone(learned: dict[str, str], pool: str) -> SpellBookState:
    """A solo game's midday with :data:`SET_CLONE` in play: ``learned``, ``pool``, and
    seven tokens on the altar."""
    seat = {"pool": pool, "spells": learned}
    return h.make(players=1, spells=SET_CLONE, altar="Ro Pt Gs Kt Go Yo Yt", seats=[seat],
                  phase="midday")


OTHER = {
    "offering": "4 Kt",
    "sacrifice": "5 Rs",
    "growth": "5 Gs",
    "transmutation": "4 Bs",
    "abundance": "3 Yo",
}


def clone_options(st) -> set[int]:
    return {i for i in h.ids(st) if A.CLONE <= i < A.MODE}


def test_clone_level3_copies_midday_actions_at_the_other_level_or_lower():
    st = clone_pos({"pool": "Ro Ro Ro Go", "spells": {"clone": "3 Wo"}}, {"spells": OTHER})
    assert clone_options(st) == {
        A.clone_id(1, h.S("offering"), 3),
        A.clone_id(1, h.S("offering"), 4),
        A.CLONE_BASIC + A.BASIC_STORE1,
    }
    # Offering L4 (store 3 of one colour), copied from seat 1.
    h.play(st, A.clone_id(1, h.S("offering"), 4))
    assert h.kind(st) == "store"
    h.play(st, h.tok("Ro"))
    assert h.tok("Go") not in h.ids(st)  # one colour only
    h.play(st, h.tok("Ro"), h.tok("Ro"))
    assert h.familiar(st) == ["Ro", "Ro", "Ro"]
    assert h.kind(st) == "evening"
    assert st.levels[0][h.S("clone")] == 3


def test_clone_basic_store_copy():
    st = clone_pos({"pool": "Ro", "spells": {"clone": "3 Wo"}}, {})
    assert clone_options(st) == {A.CLONE_BASIC + A.BASIC_STORE1}
    h.play(st, A.CLONE_BASIC + A.BASIC_STORE1, h.tok("Ro"))
    assert h.familiar(st) == ["Ro"]
    assert h.kind(st) == "evening"


def test_clone_level4_copies_evening_actions_with_the_other_players_marker_rune():
    st = clone_pos({"pool": "Rs Rs Ko Ks", "spells": {"clone": "4 Wo"}}, {"spells": OTHER})
    opts = clone_options(st)
    assert A.clone_id(1, h.S("transmutation"), 4) in opts
    assert A.clone_id(1, h.S("growth"), 4) in opts and A.clone_id(1, h.S("growth"), 3) in opts
    # "At that player's level or lower": Growth L5 is copyable even with Clone L4.
    assert A.clone_id(1, h.S("growth"), 5) in opts
    assert A.clone_id(1, h.S("transmutation"), 5) not in opts  # seat 1 has it at L4
    assert A.clone_id(1, h.S("offering"), 4) in opts  # L4 includes L3 (midday)
    assert not any(A.clone_id(1, h.S("sacrifice"), lv) in opts for lv in (3, 4, 5))  # morning
    # The basic learn is not affordable (2 red, no triple), so it cannot be copied.
    assert A.CLONE_BASIC + A.BASIC_LEARN not in opts
    h.play(st, A.clone_id(1, h.S("transmutation"), 4))
    assert h.kind(st) == "learn-choose"
    assert h.learn("sacrifice", 3) in h.ids(st)
    h.play(st, h.learn("sacrifice", 3), h.tok("Rs"))
    # The wild rune is seat 1's Transmutation marker rune (square), not Clone's (circle).
    assert h.tok("Ks") in h.ids(st) and h.tok("Ko") not in h.ids(st)
    h.play(st, h.tok("Rs"), h.tok("Ks"))
    assert st.levels[0][h.S("sacrifice")] == 3
    assert h.pool(st) == ["Ko"]
    assert h.discard(st) == ["Ks", "Rs"]


def test_clone_copy_of_focus_uses_the_other_players_marker_rune():
    st = h.make(
        spells=["sacrifice", "levitation", "purification", "focus", "clone", "mirage", "abundance"],
        seats=[
            {"pool": "Ro Rs Go", "spells": {"clone": "4 Wo"}},
            {"spells": {"focus": "4 Ks"}},
        ],
        phase="midday",
    )
    opts = clone_options(st)
    assert {A.clone_id(1, h.S("focus"), 3), A.clone_id(1, h.S("focus"), 4)} <= opts
    h.play(st, A.clone_id(1, h.S("focus"), 3))
    # Focus L3 stores 1 token of the matching rune: seat 1's marker is a square.
    assert h.kind(st) == "store" and set(h.ids(st)) == {A.PASS, h.tok("Rs")}
    h.play(st, h.tok("Rs"))
    assert h.familiar(st) == ["Rs"]


def test_clone_copying_growth_lowers_clone_marker_not_growth():
    st = clone_pos({"spells": {"clone": "4 Wo"}}, {"spells": OTHER})
    h.play(st, A.clone_id(1, h.S("growth"), 4))
    assert h.kind(st) == "take-store"
    h.play(st, h.tok("Ro"), h.tok("Pt"))
    assert h.familiar(st) == ["Ro", "Pt"]
    assert st.levels[0][h.S("clone")] == 3
    assert st.levels[1][h.S("growth")] == 5
    assert st.levels[0][h.S("growth")] == 0


def test_clone_level5_copy_of_growth_moves_clone_from_5_to_4():
    st = clone_pos({"pool": "Wo", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    h.play(st, A.clone_id(1, h.S("growth"), 5), h.tok("Ro"), h.tok("Pt"), h.tok("Gs"))
    assert h.familiar(st) == ["Ro", "Pt", "Gs"]
    assert st.levels[0][h.S("clone")] == 4
    assert st.levels[1][h.S("growth")] == 5


def test_clone_level5_discards_a_matching_rune_token_then_copies_a_morning_action():
    st = clone_pos({"pool": "Wt Go", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    opts = clone_options(st)
    assert A.CLONE_BASIC + A.BASIC_DRAW2 in opts
    assert A.CLONE_BASIC + A.BASIC_TAKE1 in opts
    # Sacrifice L3 (circle: Go) is fine; L4 would need a triangle but the only one
    # (Wt) pays Clone's cost. Sacrifice L5 needs a square: none.
    assert A.clone_id(1, h.S("sacrifice"), 3) in opts
    assert A.clone_id(1, h.S("sacrifice"), 4) not in opts
    assert A.clone_id(1, h.S("sacrifice"), 5) not in opts
    h.play(st, A.CLONE_BASIC + A.BASIC_DRAW2)
    assert h.kind(st) == "discard"
    assert h.ids(st) == (h.tok("Wt"),)  # Clone's marker rune: triangle
    h.play(st, h.tok("Wt"))
    h.draw(st, "Yo", "Ys")
    assert h.pool(st) == ["Go", "Yo", "Ys"]
    assert h.discard(st) == ["Wt"]
    assert h.kind(st) == "evening"


def test_clone_level5_copy_of_sacrifice_needs_both_discards():
    # Engine fix: Clone L5's discard and Sacrifice's discard are both costs. With two
    # triangles the L4 copy is allowed, with one it is not (it used to draw 4 for free).
    st = clone_pos({"pool": "Wt Rt", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    assert A.clone_id(1, h.S("sacrifice"), 4) in clone_options(st)
    h.play(st, A.clone_id(1, h.S("sacrifice"), 4), h.tok("Wt"))
    assert h.ids(st) == (h.tok("Rt"),)
    st = clone_pos({"pool": "Wt", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    assert A.clone_id(1, h.S("sacrifice"), 4) not in clone_options(st)
    # Solo: the same rule for the L4 copy of an unlearned Sacrifice.
    solo = solo_clone({"clone": "5 Wt"}, pool="Wt")
    assert A.clone_id(0, h.S("sacrifice"), 4) not in clone_options(solo)
    assert A.clone_id(0, h.S("levitation"), 4) in clone_options(solo)


def test_clone_level5_needs_the_cost_token():
    st = clone_pos({"pool": "Go Ko", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    opts = clone_options(st)
    assert A.CLONE_BASIC + A.BASIC_DRAW2 not in opts
    assert A.CLONE_BASIC + A.BASIC_TAKE1 not in opts
    assert not any(A.clone_id(1, h.S("sacrifice"), lv) in opts for lv in (3, 4, 5))
    # Midday and evening copies need no cost.
    assert A.clone_id(1, h.S("offering"), 4) in opts


def test_clone_level5_copy_of_sacrifice_pays_cost_before_the_sacrifice_discard():
    st = clone_pos({"pool": "Wt Go", "spells": {"clone": "5 Wt"}}, {"spells": OTHER})
    h.play(st, A.clone_id(1, h.S("sacrifice"), 3))
    assert h.ids(st) == (h.tok("Wt"),)  # Clone's cost first
    h.play(st, h.tok("Wt"))
    assert h.ids(st) == (h.tok("Go"),)  # then Sacrifice L3's circle
    h.play(st, h.tok("Go"))
    h.draw(st, "Yo", "Yt", "Ys", "Ro")
    assert h.pool(st) == ["Ro", "Yo", "Ys", "Yt"]
    assert h.discard(st) == ["Go", "Wt"]


def test_clone_cannot_copy_own_spells_unless_another_player_has_them():
    st = clone_pos(
        {"pool": "Ko Ko", "spells": {"clone": "5 Wo", "offering": "3 Kt", "growth": "3 Go"}},
        {"spells": {"abundance": "5 Yo", "transmutation": "3 Bo", "clone": "5 Ws"}},
    )
    opts = clone_options(st)
    assert not any(A.CLONE <= i < A.CLONE_BASIC for i in opts)
    # Own Offering remains usable as an own action.
    assert h.use("offering", 3) in h.ids(st)
    st2 = clone_pos(
        {"pool": "Ko Ko", "spells": {"clone": "5 Wo", "offering": "3 Kt"}},
        {"spells": {"offering": "3 Ks"}},
    )
    assert A.clone_id(1, h.S("offering"), 3) in clone_options(st2)


def test_clone_cannot_copy_instant_permanent_scoring_spells_nor_clone():
    st = h.make(
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
    assert A.clone_id(1, h.S("feast"), 3) in opts
    assert A.clone_id(1, h.S("feast"), 4) in opts
    assert A.clone_id(1, h.S("feast"), 5) not in opts  # Feast L5 only scores
    for s in ("mirage", "knowledge", "clone"):
        assert not any(A.clone_id(1, h.S(s), lv) in opts for lv in (3, 4, 5))


def test_spell_learned_through_a_copied_learn_is_usable_from_the_next_day():
    st = clone_pos(
        {"pool": "Go Gt Gs Ro", "spells": {"clone": "4 Wo"}}, {"spells": {"offering": "3 Kt"}}
    )
    h.play(st, A.CLONE_BASIC + A.BASIC_LEARN)
    assert h.kind(st) == "learn-choose"
    h.play(st, h.learn("growth", 3), h.tok("Go"), h.tok("Gt"), h.tok("Gs"))
    assert st.levels[0][h.S("growth")] == 3
    assert h.kind(st) == "evening"
    assert not any(h.use("growth", lv) in h.ids(st) for lv in (3, 4, 5))
    h.finish_day(st)
    h.finish_day(st)  # seat 1's day
    assert h.actor(st) == 0
    h.play(st, A.PASS, A.PASS)
    assert h.kind(st) == "evening" and h.use("growth", 3) in h.ids(st)


def test_solo_clone_copies_the_level4_effect_of_an_unlearned_phase_spell():
    st = solo_clone({"clone": "3 Wo", "sacrifice": "3 Rt"}, pool="Ko Ko Ko Ro")
    opts = clone_options(st)
    # Clone L3 reaches midday actions: Offering is the only unlearned midday spell.
    assert opts == {A.clone_id(0, h.S("offering"), 4)}
    h.play(st, A.clone_id(0, h.S("offering"), 4), h.tok("Ko"), h.tok("Ko"), h.tok("Ko"))
    assert h.familiar(st) == ["Ko", "Ko", "Ko"]


def test_solo_clone_level5_offers_only_level4_copies_of_unlearned_spells():
    st = solo_clone({"clone": "5 Wo", "offering": "3 Kt"}, pool="Wo Ko Rt")
    opts = clone_options(st)
    assert A.clone_id(0, h.S("levitation"), 4) in opts
    assert A.clone_id(0, h.S("growth"), 4) in opts
    assert A.clone_id(0, h.S("sacrifice"), 4) in opts
    assert all((i - A.CLONE) % 3 == 1 for i in opts)  # level 4 only
    assert not any(A.clone_id(0, h.S("offering"), lv) in opts for lv in (3, 4, 5))  # learned
    assert A.clone_id(0, h.S("clone"), 4) not in opts


# -- Transmutation ---------------------------------------------------------------------------
def transmute_pos(level: int, pool_: str, marker: str = "Bt", **kw) -> object:
    return h.make(
        spells=SET_CLONE,
        seats=[{"pool": pool_, "spells": {"transmutation": f"{level} {marker}"}}, {}],
        phase="evening",
        **kw,
    )


def test_transmutation_level4_one_matching_rune_token_is_wild():
    st = transmute_pos(4, "Ro Ro Kt Gt")
    assert h.use("transmutation", 4) in h.ids(st)
    h.play(st, h.use("transmutation", 4))
    assert h.kind(st) == "learn-choose"
    # 2 red + 1 wild = 3; a second wild is not allowed at L4.
    assert h.learn("sacrifice", 3) in h.ids(st)
    assert h.learn("sacrifice", 4) not in h.ids(st)
    h.play(st, h.learn("sacrifice", 3), h.tok("Ro"))
    assert set(h.ids(st)) == {h.tok("Ro"), h.tok("Kt"), h.tok("Gt")}
    h.play(st, h.tok("Kt"))
    assert set(h.ids(st)) == {h.tok("Ro")}  # the one wild is spent
    h.play(st, h.tok("Ro"))
    assert st.levels[0][h.S("sacrifice")] == 3
    assert h.pool(st) == ["Gt"]


def test_transmutation_level5_up_to_two_wilds_and_may_use_level4():
    st = transmute_pos(5, "Ro Ro Kt Gt Ks")
    assert h.use("transmutation", 4) in h.ids(st) and h.use("transmutation", 5) in h.ids(st)
    h.play(st, h.use("transmutation", 5))
    assert h.learn("sacrifice", 4) in h.ids(st) and h.learn("sacrifice", 5) not in h.ids(st)
    h.play(st, h.learn("sacrifice", 4), h.tok("Ro"))
    # The square Ks does not match the marker rune (triangle).
    assert h.tok("Ks") not in h.ids(st)
    h.play(st, h.tok("Kt"), h.tok("Gt"), h.tok("Ro"))
    assert st.levels[0][h.S("sacrifice")] == 4
    assert h.pool(st) == ["Ks"]


def test_transmutation_cannot_be_combined_with_triples():
    # Basic learn: Ro Ro + triple (Ko Go Po) = 3. Transmutation L4 (square): Ro Ro + Ks = 3.
    # Combining both would reach 4, which is not allowed.
    st = transmute_pos(4, "Ro Ro Ko Go Po Ks", marker="Bs")
    assert h.learn("sacrifice", 3) in h.ids(st) and h.learn("sacrifice", 4) not in h.ids(st)
    h.play(st, h.use("transmutation", 4))
    assert h.kind(st) == "learn-choose"
    assert h.learn("sacrifice", 3) in h.ids(st) and h.learn("sacrifice", 4) not in h.ids(st)
    h.play(st, h.learn("sacrifice", 3), h.tok("Ro"))
    assert not any(A.TRIPLE <= i < A.CLONE for i in h.ids(st))  # no triples offered
    assert set(h.ids(st)) == {h.tok("Ro"), h.tok("Ks")}
    h.play(st, h.tok("Ks"), h.tok("Ro"))
    assert h.pool(st) == ["Go", "Ko", "Po"]


def test_transmutation_wild_needs_a_real_colour_token():
    # Kt Gt Pt could be wilds for red, but there is no real red token.
    st = transmute_pos(5, "Kt Gt Pt Ko Go Po")
    assert not any(h.learn("sacrifice", lv) in h.ids(st) for lv in (3, 4, 5))
    assert h.use("transmutation", 5) in h.ids(st)  # offered: Growth/Offering are affordable
    h.play(st, h.use("transmutation", 5))
    assert not any(h.learn("sacrifice", lv) in h.ids(st) for lv in (3, 4, 5))
    # Green: Gt Go real + Kt Pt wild = 4 (triangle is the marker rune).
    assert h.learn("growth", 4) in h.ids(st) and h.learn("growth", 5) not in h.ids(st)


def test_transmutation_level3_does_nothing():
    st = transmute_pos(3, "Ro Ro Kt Gt")
    assert not any(A.USE <= i < A.LEARN for i in h.ids(st))
    assert st.spell_points(0, h.S("transmutation")) == 4


def test_transmutation_not_offered_without_an_affordable_learn():
    st = transmute_pos(4, "Ro Kt")
    assert h.use("transmutation", 4) not in h.ids(st)


# -- Swiftness ---------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "points"), [(3, 3), (4, 6)])
def test_swiftness_instant_extra_morning_action_when_learned(level, points):
    tokens = ["Bo", "Bt", "Bs", "Bo"][:level]
    st = h.position(
        SET_TT,
        {"sacrifice": "3 Rt"},
        phase="evening",
        altar="Ro Pt Gs Kt Go",
        pool=" ".join([*tokens, "Rs"]),
    )
    h.play(st, h.learn("swiftness", level), *(h.tok(t) for t in tokens))
    assert h.kind(st) == "swift"
    assert A.TAKE1 in h.ids(st) and A.DRAW2 in h.ids(st)
    assert h.use("sacrifice", 3) not in h.ids(st)  # needs a circle: none
    assert h.use("sacrifice", 5) not in h.ids(st)  # Sacrifice is only level 3
    assert A.PASS in h.ids(st)
    h.play(st, A.TAKE1, h.tok("Kt"))
    assert h.pool(st) == ["Kt", "Rs"]
    assert h.actor(st) == -1  # the refill follows: no further swift action
    assert st.spell_points(0, h.S("swiftness")) == points


def test_swiftness_instant_draw_two():
    st = h.make(
        spells=SET_TT,
        seats=[{"pool": "Bo Bt Bs"}, {}],
        phase="evening",
    )
    h.play(st, h.learn("swiftness", 3), h.tok("Bo"), h.tok("Bt"), h.tok("Bs"), A.DRAW2)
    h.draw(st, "Ro", "Go")
    assert h.pool(st) == ["Go", "Ro"]


def test_swiftness_level5_two_morning_actions_the_same_one_twice():
    st = h.position(SET_TT, {"swiftness": "5 Bo"}, altar="Ro Pt Gs Kt Go")
    assert h.kind(st) == "morning"
    h.play(st, A.DRAW2)
    h.draw(st, "Yo", "Yt")
    assert h.actor(st) == 0 and h.kind(st) == "morning"
    h.play(st, A.DRAW2)
    h.draw(st, "Ys", "Wo")
    assert h.kind(st) == "midday"
    assert h.pool(st) == ["Wo", "Yo", "Ys", "Yt"]
    assert st.spell_points(0, h.S("swiftness")) == 0


def test_swiftness_level5_learned_gives_no_instant_action():
    st = h.make(spells=SET_TT, seats=[{"pool": "Bo Bt Bs Bo Bt"}, {}], phase="evening")
    h.play(
        st, h.learn("swiftness", 5), h.tok("Bo"), h.tok("Bt"), h.tok("Bs"), h.tok("Bo"), h.tok("Bt")
    )
    assert h.actor(st) == -1  # straight to the refill
    assert st.levels[0][h.S("swiftness")] == 5


# -- Mirage ------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "draws"), [(3, 1), (4, 2), (5, 2)])
def test_mirage_draws_per_matching_token_taken_from_the_altar(level, draws):
    st = h.make(
        spells=SET_STORM,
        altar="Ro Pt Gs Kt Go",
        seats=[{"spells": {"mirage": f"{level} Bo"}}, {}],
    )
    h.play(st, A.TAKE1, h.tok("Ro"))
    assert h.actor(st) == -1
    n = h.draw_any(st)
    assert n == draws
    assert len(h.pool(st)) == 1 + draws
    assert st.spell_points(0, h.S("mirage")) == {3: 2, 4: 3, 5: 6}[level]


def test_mirage_ignores_other_runes_and_bag_draws():
    st = h.position(SET_STORM, {"mirage": "4 Bo"}, altar="Ro Pt Gs Kt Go")
    h.play(st, A.TAKE1, h.tok("Pt"))
    assert h.kind(st) == "midday"
    assert h.pool(st) == ["Pt"]
    st2 = h.position(SET_STORM, {"mirage": "4 Bo"})
    h.play(st2, A.DRAW2)
    h.draw(st2, "Ro", "Go")  # circles drawn from the bag do not trigger
    assert h.kind(st2) == "midday"
    assert h.pool(st2) == ["Go", "Ro"]


def test_mirage_triggers_twice_inside_one_levitation():
    st = h.position(SET_STORM, {"mirage": "4 Bo", "levitation": "3 Po"}, altar="Ro Go Kt Ws")
    h.play(st, h.use("levitation", 3), h.tok("Ro"))
    h.draw(st, "Yt", "Ys")  # Mirage L4: 2 draws for the first circle
    assert h.kind(st) == "take"
    h.play(st, h.tok("Go"))
    h.draw(st, "Yo", "Wt")
    assert h.kind(st) == "midday"
    assert h.pool(st) == ["Go", "Ro", "Wt", "Yo", "Ys", "Yt"]


def test_mirage_triggers_inside_storm_take():
    st = h.position(
        SET_STORM, {"mirage": "3 Bo", "storm": "4 Ws"}, phase="evening", altar="Ro Go Kt"
    )
    h.play(st, h.use("storm", 4), A.PASS, h.tok("Ro"))
    h.draw(st, "Yt")
    h.play(st, h.tok("Kt"))
    assert h.kind(st) == "take"  # no draw for a triangle
    h.play(st, h.tok("Go"))
    h.draw(st, "Ys")
    assert h.pool(st) == ["Go", "Kt", "Ro", "Ys", "Yt"]


def test_mirage_stops_at_the_pool_limit():
    st = h.position(SET_STORM, {"mirage": "4 Bo"}, altar="Ro Go Kt", pool="Yo Yo Yo Yo Yo Yt Yt")
    h.play(st, A.TAKE1, h.tok("Ro"))
    h.draw(st, "Ys")
    assert h.kind(st) == "midday"  # 9 tokens: the second draw is lost
    assert len(h.pool(st)) == 9


def test_mirage_does_not_trigger_on_another_players_day():
    st = h.make(
        spells=["blaze", "levitation", "purification", "offering", "storm", "mirage", "abundance"],
        altar="Ro Go Kt",
        seats=[{"spells": {"mirage": "5 Bo"}}, {"spells": {"blaze": "3 Rt"}}],
        to_play=1,
        first_player=0,
    )
    h.play(st, h.use("blaze", 3))
    h.draw(st, "Yo", "Yt", "Ys", "Wo")
    assert h.actor(st) == 0 and h.kind(st) == "take"
    assert A.PASS not in h.ids(st)  # forced take
    h.play(st, h.tok("Ro"))
    # No Mirage draw on seat 1's day: straight back to seat 1.
    assert h.actor(st) == 1 and h.kind(st) == "midday"
    assert h.pool(st, 0) == ["Ro"]


# -- Abundance -----------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "draws", "points"), [(3, 2, 3), (4, 3, 5), (5, 4, 7)])
def test_abundance_draws_when_learned(level, draws, points):
    st = h.make(spells=SET_TT, seats=[{"pool": "Yo Yt Ys Yo Yt Rs"}, {}], phase="evening")
    h.play(st, h.learn("abundance", level), h.tok("Yo"))
    for code in ["Yt", "Ys", "Yo", "Yt"][: level - 1]:
        h.play(st, h.tok(code))
    assert h.actor(st) == -1
    before = len(h.pool(st))
    h.draw(st, *["Go", "Gt", "Gs", "Ko"][:draws])
    assert len(h.pool(st)) == before + draws
    assert h.kind(st) == "draw" and h.actor(st) == -1  # now the altar refill
    assert st.spell_points(0, h.S("abundance")) == points


# -- Knowledge ------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "points"), [(3, 3), (4, 5), (5, 6)])
def test_knowledge_variable_points(level, points):
    st = h.make(
        spells=h.SET2,
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
    assert st.spell_points(0, h.S("knowledge")) == points
    assert st.score(0) == points + 2 + 4 + 5


def test_knowledge_alone_scores_nothing():
    st = h.spell_at("knowledge", "5 Yo")
    assert st.score(0) == 0


# -- Communion ---------------------------------------------------------------------------
def test_communion_level3_takes_three_and_stores_them():
    st = h.make(
        spells=h.SET3, altar="Ro Pt Gs Kt", seats=[{"pool": "Yo Yt Ys"}, {}], phase="evening"
    )
    h.play(st, h.learn("communion", 3), h.tok("Yo"), h.tok("Yt"), h.tok("Ys"))
    assert h.kind(st) == "take-store"
    h.play(st, h.tok("Ro"), h.tok("Pt"), h.tok("Kt"))
    assert h.familiar(st) == ["Ro", "Pt", "Kt"]
    assert h.altar(st) == ["Gs"]
    assert st.spell_points(0, h.S("communion")) == 0
    assert st.score(0) == 3


def test_communion_level4_scores_stored_tokens_of_the_marker_rune():
    st = h.spell_at("communion", "4 Yt", familiar="Ro Gt Kt Ws Bt")
    assert st.spell_points(0, h.S("communion")) == 3
    assert st.score(0) == 3 + 5  # 5 stored tokens are worth 5


def test_communion_level5_stores_two_discarded_tokens_on_its_own_learn():
    st = h.make(spells=h.SET3, seats=[{"pool": "Yo Yt Ys Yo Yt"}, {}], phase="evening")
    h.play(
        st, h.learn("communion", 5), h.tok("Ys"), h.tok("Yo"), h.tok("Yt"), h.tok("Yo"), h.tok("Yt")
    )
    assert h.kind(st) == "communion"
    assert set(h.ids(st)) == {A.PASS, h.tok("Yo"), h.tok("Yt")}
    h.play(st, h.tok("Yo"), h.tok("Yt"))
    assert h.familiar(st) == ["Yo", "Yt"]
    assert h.discard(st) == ["Yo", "Yt"]
    assert st.spell_points(0, h.S("communion")) == 0
    assert h.actor(st) == -1  # refill


def test_communion_level5_stores_from_a_later_learn_including_triple_tokens():
    st = h.spell_at("communion", "5 Ys", phase="evening", pool="Ro Rt Go Ko Wo")
    h.play(st, h.learn("blaze", 3), h.tok("Ro"), h.tok("Rt"), h.triple("Go", "Ko", "Wo"))
    assert h.kind(st) == "communion"
    assert set(h.ids(st)) == {A.PASS, h.tok("Rt"), h.tok("Go"), h.tok("Ko"), h.tok("Wo")}
    h.play(st, h.tok("Go"), h.tok("Rt"))
    assert h.familiar(st) == ["Go", "Rt"]
    assert h.discard(st) == ["Ko", "Wo"]


def test_communion_level5_store_is_optional():
    st = h.spell_at("communion", "5 Ys", phase="evening", pool="Ro Rt Rs")
    h.play(st, h.learn("blaze", 3), h.tok("Ro"), h.tok("Rt"), h.tok("Rs"), h.tok("Rt"), A.PASS)
    assert h.familiar(st) == ["Rt"]
    assert h.discard(st) == ["Rs"]


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


def mirage_on_purification(mirage: str, purification: str, **seat: str) -> SpellBookState:
    """Seat 0's midday with :data:`SET_PURIFY` in play, Mirage and Purification learned at
    those markers, and ``seat`` (``altar`` and ``pool``)."""
    learned = {"mirage": mirage, "purification": purification}
    return h.position(SET_PURIFY, learned, phase="midday", **seat)


def event_keys(st: SpellBookState, *options: int) -> list[str]:
    """Apply options in order (each must be legal); the message keys of their events."""
    return [e.msg.key for o in options for e in st.apply(o)]


def test_mirage_triggers_on_a_purification_swap_from_the_altar():
    st = mirage_on_purification("4 Bo", "3 Gt", altar="Ro Pt Gs Kt Go", pool="Ks")
    keys = event_keys(st, h.use("purification", 3), A.pair_id(h.T("Ks"), h.T("Ro")))
    assert keys[-2:] == ["sb-ev-swap", "sb-ev-mirage"]
    assert h.actor(st) == -1  # Mirage L4: two draws for the circle swapped in
    h.draw(st, "Yt", "Ws")
    assert h.kind(st) == "evening"
    assert h.pool(st) == ["Ro", "Ws", "Yt"]
    assert "Ks" in h.altar(st) and "Ro" not in h.altar(st)


def test_mirage_on_purification_counts_each_matching_swap_before_the_next():
    st = mirage_on_purification("3 Bo", "5 Gt", altar="Ro Pt Go Kt", pool="Ks Ys Ws")
    h.play(st, h.use("purification", 5), A.pair_id(h.T("Ks"), h.T("Ro")))
    h.draw(st, "Bs")  # Mirage L3: one draw, before the next swap is chosen
    assert h.kind(st) == "swap-altar"
    h.play(st, A.pair_id(h.T("Ys"), h.T("Pt")))
    assert h.kind(st) == "swap-altar"  # a triangle: no draw
    h.play(st, A.pair_id(h.T("Ws"), h.T("Go")))
    h.draw(st, "Bt")
    assert h.kind(st) == "evening"
    assert h.pool(st) == ["Bs", "Bt", "Go", "Pt", "Ro"]


def test_mirage_on_a_purification_swap_with_a_full_pool_loses_the_draws():
    st = mirage_on_purification("5 Bo", "3 Gt", altar="Ro Pt", pool="Ks Ks Ks Ys Ys Ys Ws Ws Ws")
    h.play(st, h.use("purification", 3), A.pair_id(h.T("Ks"), h.T("Ro")))
    assert h.kind(st) == "evening"  # still 9 tokens: both bonus draws are lost
    assert len(h.pool(st)) == 9 and "Ro" in h.pool(st)


def test_mirage_ignores_a_purification_swap_of_another_rune():
    st = mirage_on_purification("4 Bo", "3 Gt", altar="Ro Pt", pool="Ks")
    h.play(st, h.use("purification", 3), A.pair_id(h.T("Ks"), h.T("Pt")))
    assert h.kind(st) == "evening" and h.pool(st) == ["Pt"]


def test_mirage_does_not_trigger_on_takes_onto_the_familiar_communion_level3():
    st = h.spell_at("mirage", "3 Bt", phase="evening", altar="Ro Pt Gs Kt", pool="Yo Yt Ys")
    h.play(st, h.learn("communion", 3), h.tok("Yo"), h.tok("Yt"), h.tok("Ys"))
    keys = event_keys(st, h.tok("Pt"))
    assert keys == ["sb-ev-take-store"]
    assert h.kind(st) == "take-store"  # a triangle onto the familiar: no draw
    keys = event_keys(st, h.tok("Ro"), h.tok("Kt"))
    assert "sb-ev-mirage" not in keys
    assert h.familiar(st) == ["Pt", "Ro", "Kt"]
    assert h.pool(st) == []


@pytest.mark.parametrize(("level", "takes"), [(5, ("Pt", "Kt", "Ro")), (4, ("Pt", "Kt"))])
def test_mirage_does_not_trigger_on_growth_takes_onto_the_familiar(level, takes):
    st = h.make(
        spells=h.SET3,
        altar="Ro Pt Gs Kt",
        phase="evening",
        seats=[{"spells": {"mirage": "4 Bt", "growth": f"{level} Gs"}}, {}],
    )
    keys = event_keys(st, h.use("growth", level), *[h.tok(c) for c in takes])
    assert keys.count("sb-ev-take-store") == len(takes) and "sb-ev-mirage" not in keys
    assert h.familiar(st) == list(takes) and h.pool(st) == []


def test_mirage_does_not_trigger_on_the_feast_level4_take_onto_the_familiar():
    st = h.position(h.SET3, {"mirage": "5 Bt", "feast": "4 Ks"}, phase="midday", altar="Pt Gs")
    keys = event_keys(st, h.use("feast", 4), h.tok("Pt"))
    assert "sb-ev-take-store" in keys and "sb-ev-mirage" not in keys
    assert h.familiar(st) == ["Pt"] and h.pool(st) == []
    assert h.kind(st) == "evening"  # no bonus draw was queued


def test_mirage_still_triggers_on_a_feast_level3_take_into_the_pool():
    st = h.position(
        h.SET3, {"mirage": "3 Bt", "feast": "4 Ks"}, phase="midday", altar="Rt Pt", familiar="Ro"
    )
    keys = event_keys(st, h.use("feast", 3), h.tok("Rt"))
    assert keys[-2:] == ["sb-ev-take", "sb-ev-mirage"]
    h.draw(st, "Ws")
    assert h.pool(st) == ["Rt", "Ws"] and h.familiar(st) == ["Ro"]
    assert h.kind(st) == "evening"
