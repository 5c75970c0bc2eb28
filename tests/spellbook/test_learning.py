"""Learning spells: payment, markers, rune triples, once-only learning, the 7th-spell end
trigger, and the rulebook's worked examples (26-point score, Abundance at level 5 with a
triple, a full altar wiped at the end of the day).

Rules facts used here (copied from the rules spec as literals): learning spell ``s`` at
level L costs L tokens of its colour; one real token of the colour becomes the marker (it
keeps its rune), the rest go to the discard box; 3 tokens of one rune (any colours) pay
one wild; triples may repeat; a spell is learned once. Familiar values:
0, 1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16 and 18 for a full board.
"""

from __future__ import annotations

import pytest

from tomecraft.core import IllegalDecision
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.position import to_position

from . import helpers as h


def learn_options(st) -> set[int]:
    return {i for i in h.ids(st) if A.LEARN <= i < A.PAIR}


def evening(pool_: str, spells: dict | None = None, **kw):
    return h.make(seats=[{"pool": pool_, "spells": spells or {}}, {}], phase="evening", **kw)


def test_learn_levels_offered_by_the_number_of_colour_tokens():
    assert learn_options(evening("Ro Rt")) == set()
    assert learn_options(evening("Ro Rt Rs")) == {h.learn("sacrifice", 3)}
    assert learn_options(evening("Ro Rt Rs Ro")) == {
        h.learn("sacrifice", 3),
        h.learn("sacrifice", 4),
    }
    assert learn_options(evening("Ro Rt Rs Ro Rt")) == {
        h.learn("sacrifice", lv) for lv in (3, 4, 5)
    }


def test_learn_only_in_the_evening():
    st = h.make(seats=[{"pool": "Ro Rt Rs"}, {}])
    assert h.kind(st) == "morning" and not learn_options(st)
    h.play(st, A.PASS)
    assert h.kind(st) == "midday" and not learn_options(st)
    h.play(st, A.PASS)
    assert h.kind(st) == "evening" and learn_options(st) == {h.learn("sacrifice", 3)}


def test_learn_pays_level_tokens_marker_keeps_its_rune_rest_discarded():
    st = evening("Ro Rt Rs Rs Go")
    bag_before = st.bag[:]
    h.play(st, h.learn("sacrifice", 4))
    assert h.kind(st) == "learn-marker"
    # Only real red tokens can be the marker.
    assert set(h.ids(st)) == {h.tok("Ro"), h.tok("Rt"), h.tok("Rs")}
    with pytest.raises(IllegalDecision):
        st.apply(h.tok("Go"))
    h.play(st, h.tok("Rt"))
    assert st.markers[0][h.S("sacrifice")] == h.T("Rt")
    assert h.kind(st) == "learn-pay"
    assert set(h.ids(st)) == {h.tok("Ro"), h.tok("Rs")}
    h.play(st, h.tok("Rs"), h.tok("Ro"), h.tok("Rs"))
    assert st.levels[0][h.S("sacrifice")] == 4
    assert st.marker_rune(0, h.S("sacrifice")) == 1  # triangle
    assert h.pool(st) == ["Go"]
    assert h.discard(st) == ["Ro", "Rs", "Rs"]
    assert st.bag == bag_before
    assert st.token_census() == 105
    assert st.spell_points(0, h.S("sacrifice")) == 2
    assert h.actor(st) == -1  # the day goes on to the altar refill


def test_learned_marker_shows_in_the_position():
    st = evening("Ro Rt Rs Rs Go")
    h.play(st, h.learn("sacrifice", 3), h.tok("Rs"), h.tok("Ro"), h.tok("Rt"))
    h.finish_day(st)
    h.finish_day(st)
    assert to_position(st)["seats"][0]["spells"] == {"sacrifice": "3 Rs"}


def test_rune_triple_pays_one_wild():
    st = evening("Ro Ro Go Ko Wo")
    assert h.learn("sacrifice", 3) in learn_options(st)
    assert h.learn("sacrifice", 4) not in learn_options(st)
    h.play(st, h.learn("sacrifice", 3), h.tok("Ro"))
    assert h.triple("Go", "Ko", "Wo") in h.ids(st)
    h.play(st, h.triple("Go", "Ko", "Wo"), h.tok("Ro"))
    assert st.levels[0][h.S("sacrifice")] == 3
    assert h.pool(st) == []
    assert h.discard(st) == ["Go", "Ko", "Ro", "Wo"]


def test_repeated_triples_including_three_of_one_kind():
    # Red triangle marker + a circle triple + a triple of three identical squares.
    st = evening("Rt Go Ko Wo Gs Gs Gs")
    assert h.learn("sacrifice", 3) in learn_options(st)
    assert h.learn("sacrifice", 4) not in learn_options(st)
    h.play(st, h.learn("sacrifice", 3), h.tok("Rt"))
    h.play(st, h.triple("Gs", "Gs", "Gs"))
    assert h.ids(st) == (h.triple("Go", "Ko", "Wo"),)
    h.play(st, h.triple("Go", "Ko", "Wo"))
    assert st.levels[0][h.S("sacrifice")] == 3
    assert h.pool(st) == []


def test_two_triples_of_the_same_rune():
    st = evening("Ro Go Ko Wo Po Bo Yo Rt")
    # Ro Rt + 2 circle triples = 4.
    assert h.learn("sacrifice", 4) in learn_options(st)
    h.play(st, h.learn("sacrifice", 4), h.tok("Rt"), h.tok("Ro"))
    h.play(st, h.triple("Go", "Ko", "Wo"), h.triple("Po", "Bo", "Yo"))
    assert st.levels[0][h.S("sacrifice")] == 4


def test_mixed_runes_are_not_a_triple():
    st = evening("Ro Ro Go Kt Ws")
    assert h.learn("sacrifice", 3) not in learn_options(st)


def test_a_triple_that_would_leave_the_learn_unpayable_is_not_offered():
    # Ro Rt + triples (Go Ko Wo) and (Gt Kt Wt) pay level 4. Putting Rt into a triangle
    # triple would leave only one triple: not offered. A triple with a red token is still
    # allowed where it leaves enough (any colours).
    st = evening("Ro Rt Go Ko Wo Gt Kt Wt")
    h.play(st, h.learn("sacrifice", 4), h.tok("Ro"))
    assert h.triple("Rt", "Gt", "Kt") not in h.ids(st)
    assert h.triple("Go", "Ko", "Wo") in h.ids(st) and h.triple("Gt", "Kt", "Wt") in h.ids(st)
    st2 = evening("Ro Ro Ro Go Ko")
    h.play(st2, h.learn("sacrifice", 3), h.tok("Ro"))
    assert h.triple("Ro", "Go", "Ko") in h.ids(st2)
    h.play(st2, h.triple("Ro", "Go", "Ko"), h.tok("Ro"))
    assert st2.levels[0][h.S("sacrifice")] == 3


def test_at_least_one_real_colour_token_is_required():
    # Three triples but no red, purple, blue or yellow token at all.
    st = evening("Go Ko Wo Gt Kt Wt Gs Ks Ws")
    assert learn_options(st) == {
        h.learn("purification", 3),
        h.learn("offering", 3),
        h.learn("time_travel", 3),
    }


def test_a_spell_is_learned_only_once():
    st = evening("Ro Rt Rs Ro Rt Yo Yt Ys", {"sacrifice": "3 Rs"})
    opts = learn_options(st)
    assert not any(h.learn("sacrifice", lv) in opts for lv in (3, 4, 5))
    assert h.learn("abundance", 3) in opts
    with pytest.raises(IllegalDecision):
        st.apply(h.learn("sacrifice", 5))
    assert st.levels[0][h.S("sacrifice")] == 3 and h.kind(st) == "evening"


def test_only_spells_in_play_can_be_learned():
    st = evening("Ro Rt Rs")
    # Set 1 is in play: red is Sacrifice, never Eruption or Blaze.
    assert h.learn("eruption", 3) not in h.ids(st) and h.learn("blaze", 3) not in h.ids(st)


def test_one_learn_per_evening():
    st = evening("Ro Rt Rs Yo Yt Ys")
    h.play(st, h.learn("sacrifice", 3), h.tok("Ro"), h.tok("Rt"), h.tok("Rs"))
    assert h.actor(st) == -1  # no second evening action: the altar refill follows
    h.finish_day(st)
    assert h.actor(st) == 1


def test_learning_the_seventh_spell_triggers_the_end_and_the_round_completes():
    six = dict(h.SIX_LEARNED)
    st = h.make(
        spells=h.SET1,
        altar="Rt Pt Gt Kt Wt",
        seats=[{"pool": "Yo Yt Ys", "spells": six}, {}],
        phase="evening",
        first_player=0,
    )
    assert not st.end_triggered
    h.play(st, h.learn("abundance", 3), h.tok("Yo"), h.tok("Yt"), h.tok("Ys"))
    assert st.end_triggered
    h.draw(st, "Rs", "Ps")  # Abundance L3
    h.finish_day(st)  # the refill
    # Seat 1 (right of the first player) still plays its day.
    assert h.actor(st) == 1 and h.kind(st) == "morning"
    h.finish_day(st)
    assert st.decision() is None and st.over
    assert st.learned_count(0) == 7


# -- rulebook scenarios --------------------------------------------------------------------
def test_rulebook_example_scores_26():
    # Sacrifice L4 (2) + Levitation L5 (5) + Purification L3 (1) + Offering unlearned +
    # Time Travel L4 (4) + Transmutation unlearned + Abundance L5 (7) + familiar with 6
    # stored (7) = 26.
    st = h.make(
        spells=h.SET1,
        seats=[
            {
                "familiar": "Ro Gt Ks Wo Bt Ys",
                "spells": {
                    "sacrifice": "4 Rt",
                    "levitation": "5 Ps",
                    "purification": "3 Go",
                    "time_travel": "4 Wt",
                    "abundance": "5 Yo",
                },
            },
            {},
        ],
    )
    assert [st.spell_points(0, h.S(n)) for n in h.SET1] == [2, 5, 1, 0, 4, 0, 7]
    assert st.score(0) == 26
    assert st.scores() == [26, 0]


def test_rulebook_example_abundance_level5_with_four_yellow_and_a_triple():
    # Four yellow tokens plus green, red and black tokens sharing one rune: a wild.
    st = evening("Yo Yt Ys Yo Gt Rt Kt")
    assert h.learn("abundance", 5) in learn_options(st)
    h.play(st, h.learn("abundance", 5), h.tok("Yo"))
    h.play(st, h.tok("Yt"), h.tok("Ys"), h.tok("Yo"), h.triple("Gt", "Rt", "Kt"))
    assert st.levels[0][h.S("abundance")] == 5
    assert h.pool(st) == []
    assert h.discard(st) == ["Gt", "Kt", "Rt", "Yo", "Ys", "Yt"]
    # The instant effect: draw 4 at once.
    assert h.actor(st) == -1
    h.draw(st, "Po", "Pt", "Ps", "Bo")
    assert h.pool(st) == ["Bo", "Po", "Ps", "Pt"]
    assert st.spell_points(0, h.S("abundance")) == 7


def test_rulebook_example_full_altar_is_wiped_and_refilled_with_five():
    full = "Ro Rt Pt Gs Ko Kt Wo Ws Bt Ys"  # 10 tokens
    st = h.make(altar=full, phase="evening")
    h.play(st, A.PASS)
    # 10 or more: discard all, draw 5.
    assert h.altar(st) == []
    assert h.discard(st) == sorted(full.split())
    h.draw(st, "Yo", "Yt", "Go", "Gt", "Po")
    assert h.altar(st) == ["Go", "Gt", "Po", "Yo", "Yt"]
    assert h.actor(st) == 1 and h.kind(st) == "morning"
