"""SpellBook topics: what each spell and basic action does, and why it is not offered.

Each reason is checked in a position where it applies (built with ``helpers.make``), and
random games check the contract: while a seat decides, every topic either lists pending
options (and then has no reason) or says why not; every option about a spell or an action
appears in that topic; other seats get only whose turn it is, spectators nothing.
"""

from __future__ import annotations

import time

import pytest
from helpers.topics import topic, why
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from tomecraft.core import CHANCE, Match, Rng
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.flow import PHASE_KINDS
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.games.spellbook.topics import PHASE_OF_KIND, option_keys
from tomecraft.i18n import LANGUAGES, Msg, Translator, msg

from .helpers import SET1, SET2, SET3, S, T, actor, draw, ids, kind, learn, make, play, tok, use

EN = Translator("en")


def spell(name: str) -> Msg:
    return msg(f"sb-spell-{name}")


# -- what is listed -------------------------------------------------------------------
def test_board_order_spell_texts_and_keys() -> None:
    st = make(spells=SET1, altar="Ro Pt", seats=[{"pool": "Gs"}, {}])
    keys = [t.key for t in st.topics(0)]
    assert keys == ["action:take", "action:draw", *(f"spell:{s}" for s in SET1),
                    "action:store", "action:learn"]  # fmt: skip
    sac = topic(st, "spell:sacrifice")
    assert sac.name == spell("sacrifice")
    assert sac.text is not None
    text = EN(sac.text)
    assert text.startswith(EN(msg("sb-spell-sacrifice-desc")))
    assert "L3 1, L4 2, L5 3" in text
    assert "varies" in EN(topic(make(spells=SET2), "spell:knowledge").text or msg("x"))


def test_solo_has_the_opponent_track() -> None:
    st = make(players=1, spells=SET1, altar="Ro Pt Gs Kt Wo Bo Yo")
    keys = [t.key for t in st.topics(0)]
    assert keys[-1] == "action:opponent"
    assert why(st, "action:opponent") == msg("sb-why-opponent")
    st = make(players=2, spells=SET1)
    assert "action:opponent" not in [t.key for t in st.topics(0)]


# -- offered: options, no reason ----------------------------------------------------
def test_morning_basic_actions_are_offered_with_their_ids() -> None:
    st = make(spells=SET1, altar="Ro Pt", seats=[{"pool": "Gs"}, {}])
    assert topic(st, "action:take").options == (A.TAKE1,)
    assert topic(st, "action:draw").options == (A.DRAW2,)
    assert why(st, "action:take") is None and why(st, "action:draw") is None


def test_a_sub_step_lists_its_tokens_and_makes_the_rest_wait() -> None:
    st = make(spells=SET1, altar="Ro Pt", seats=[{"pool": "Gs"}, {}])
    play(st, A.TAKE1)
    assert kind(st) == "take"
    assert topic(st, "action:take").options == (tok("Ro"), tok("Pt"))
    assert why(st, "action:draw") == msg("sb-why-busy")
    assert why(st, "spell:sacrifice") == msg("sb-why-busy")


def test_paying_a_learn_belongs_to_learning_and_the_spell() -> None:
    st = make(spells=SET1, phase="evening", seats=[{"pool": "Ro Ro Rt"}, {}])
    assert topic(st, "spell:sacrifice").options == (learn("sacrifice", 3),)
    assert topic(st, "action:learn").options == (learn("sacrifice", 3),)
    play(st, learn("sacrifice", 3))
    assert kind(st) == "learn-marker"
    assert topic(st, "spell:sacrifice").options == ids(st)
    assert topic(st, "action:learn").options == ids(st)
    assert why(st, "spell:levitation") == msg("sb-why-busy")


def test_transmutation_choice_says_why_a_spell_is_not_learnable() -> None:
    st = make(
        spells=SET1,
        phase="evening",
        seats=[{"pool": "Wo Wo Wt", "spells": {"transmutation": "5 Bo"}}, {}],
    )
    play(st, use("transmutation", 5))
    assert kind(st) == "learn-choose"
    assert set(topic(st, "spell:time_travel").options) == set(ids(st))
    assert why(st, "spell:transmutation") == msg("sb-why-learned", spell=spell("transmutation"))
    assert why(st, "spell:sacrifice") == msg(
        "sb-why-learn-colour", spell=spell("sacrifice"), colour=msg("sb-colour-0")
    )


# -- each reason ---------------------------------------------------------------------
def test_empty_altar() -> None:
    st = make(spells=SET1, altar="", seats=[{"pool": "Gs"}, {}])
    assert why(st, "action:take") == msg("sb-why-altar-empty")
    assert topic(st, "action:draw").options == (A.DRAW2,)


def test_full_pool() -> None:
    st = make(spells=SET1, altar="Ro", seats=[{"pool": "Gs Gs Gs Go Go Go Gt Gt Gt"}, {}])
    full = msg("sb-why-pool-full", limit=9)
    assert why(st, "action:take") == full and why(st, "action:draw") == full
    assert EN(full) == "Your pool is full (9 tokens)."


def test_basic_actions_belong_to_their_phase() -> None:
    st = make(spells=SET1, altar="Ro", phase="midday", seats=[{"pool": "Gs"}, {}])
    assert why(st, "action:take") == msg("sb-why-take-phase")
    assert why(st, "action:draw") == msg("sb-why-draw-phase")
    # one token pays for no spell: the reason says so (such evenings are skipped)
    assert why(st, "action:learn") == msg("sb-why-learn-phase-none")
    assert topic(st, "action:store").options == (A.STORE1,)
    st = make(spells=SET1, altar="Ro", phase="midday", seats=[{"pool": "Ro Ro Rt"}, {}])
    assert why(st, "action:learn") == msg("sb-why-learn-phase")  # Sacrifice is payable
    st = make(spells=SET1, altar="Ro", seats=[{"pool": "Gs"}, {}])
    assert why(st, "action:store") == msg("sb-why-store-phase")


def test_store_needs_a_pool_token_and_a_free_familiar_space() -> None:
    st = make(spells=SET1, phase="midday", seats=[{}, {}])
    assert why(st, "action:store") == msg("sb-why-pool-empty")
    fam = "Ro Ro Ro Ro Rt Rt Rt Rt Rs Rs Rs Rs Po Po"
    st = make(spells=SET1, phase="midday", seats=[{"pool": "Gs", "familiar": fam}, {}])
    assert why(st, "action:store") == msg("sb-why-familiar-full")


def test_unlearned_spells_outside_the_evening() -> None:
    st = make(spells=SET1, seats=[{"pool": "Ro Ro Ro"}, {}])
    assert why(st, "spell:sacrifice") == msg("sb-why-unlearned", spell=spell("sacrifice"))


def test_learning_needs_a_real_token_and_three_of_the_colour() -> None:
    st = make(spells=SET1, phase="evening", seats=[{"pool": "Ro Pt Pt Pt"}, {}])
    assert why(st, "spell:offering") == msg(
        "sb-why-learn-colour", spell=spell("offering"), colour=msg("sb-colour-3")
    )
    assert why(st, "spell:sacrifice") == msg(
        "sb-why-learn-short", spell=spell("sacrifice"), colour=msg("sb-colour-0")
    )
    assert topic(st, "spell:levitation").options == (learn("levitation", 3),)
    st = make(spells=SET1, phase="evening", seats=[{"pool": "Ro"}, {}])
    assert why(st, "action:learn") == msg("sb-why-learn-none")


def test_already_learned() -> None:
    st = make(
        spells=SET1,
        phase="evening",
        seats=[{"pool": "Ro Ro Ro", "spells": {"sacrifice": "3 Rt", "abundance": "3 Yo"}}, {}],
    )
    assert why(st, "spell:sacrifice") == msg(
        "sb-why-learned-phase", spell=spell("sacrifice"), phase=msg("sb-phase-morning")
    )
    assert why(st, "spell:abundance") == msg("sb-why-learned", spell=spell("abundance"))
    assert EN(why(st, "spell:abundance") or msg("x")) == "You already learned Abundance."


def test_every_spell_learned() -> None:
    st = make(
        spells=SET1,
        phase="evening",
        seats=[{"pool": "Ro", "spells": {s: f"3 {c}" for s, c in zip(
            SET1, ["Rt", "Pt", "Gt", "Kt", "Wt", "Bt", "Yt"], strict=True)}}, {}],
    )
    assert why(st, "action:learn") == msg("sb-why-learn-all")


def test_a_spell_only_in_its_own_phase() -> None:
    seat = {"pool": "Ro", "spells": {"sacrifice": "3 Rt"}}
    st = make(spells=SET1, phase="midday", seats=[seat, {}])
    reason = why(st, "spell:sacrifice")
    assert reason == msg("sb-why-phase", spell=spell("sacrifice"), phase=msg("sb-phase-morning"))
    assert EN(reason) == "You can use Sacrifice only in the morning."


def test_learned_today() -> None:
    st = make(
        spells=SET1,
        seats=[{"pool": "Ro", "spells": {"sacrifice": "3 Rt"}, "fresh": ["sacrifice"]}, {}],
    )
    assert why(st, "spell:sacrifice") == msg("sb-why-fresh", spell=spell("sacrifice"))


def test_a_level_without_an_action() -> None:
    st = make(spells=SET2, phase="evening", seats=[{"pool": "Ro", "spells": {"storm": "3 Wo"}}, {}])
    # Storm L3 only scores: in the evening that reads as already learned...
    assert why(st, "spell:storm") == msg("sb-why-learned", spell=spell("storm"))
    st = make(spells=SET2, seats=[{"pool": "Ro", "spells": {"knowledge": "3 Yo"}}, {}])
    # ... and in another phase as having no action.
    assert why(st, "spell:knowledge") == msg("sb-why-no-action", spell=spell("knowledge"))


def test_sacrifice_needs_a_rune_of_a_usable_level() -> None:
    st = make(spells=SET1, seats=[{"pool": "Gs Ks", "spells": {"sacrifice": "4 Rt"}}, {}])
    reason = why(st, "spell:sacrifice")
    assert reason == msg(
        "sb-why-rune",
        spell=spell("sacrifice"),
        runes=msg("sb-topic-or2", a=msg("sb-rune-0"), b=msg("sb-rune-1")),
    )
    assert EN(reason) == "Sacrifice needs a circle or triangle in your pool."
    st = make(spells=SET1, seats=[{"pool": "Gs Kt", "spells": {"sacrifice": "4 Rt"}}, {}])
    assert topic(st, "spell:sacrifice").options == (use("sacrifice", 4),)


def test_time_travel_needs_a_spell_to_raise_then_its_rune() -> None:
    alone = {"pool": "Ro", "spells": {"time_travel": "3 Wo"}}
    st = make(spells=SET1, phase="evening", seats=[alone, {}])
    assert why(st, "spell:time_travel") == msg("sb-why-raise", spell=spell("time_travel"))
    seat = {"pool": "Rt", "spells": {"time_travel": "3 Wo", "sacrifice": "3 Rs"}}
    st = make(spells=SET1, phase="evening", seats=[seat, {}])
    assert why(st, "spell:time_travel") == msg(
        "sb-why-rune", spell=spell("time_travel"), runes=msg("sb-rune-0")
    )


def test_transmutation_with_nothing_to_learn() -> None:
    seat = {"pool": "Ro", "spells": {"transmutation": "4 Bo"}}
    st = make(spells=SET1, phase="evening", seats=[seat, {}])
    assert why(st, "spell:transmutation") == msg(
        "sb-why-transmute", spell=spell("transmutation")
    )


def test_clone_with_nothing_to_copy() -> None:
    st = make(spells=SET3, phase="midday", seats=[{"spells": {"clone": "3 Wo"}}, {}])
    assert why(st, "spell:clone") == msg("sb-why-clone", spell=spell("clone"))
    st = make(
        spells=SET3,
        phase="midday",
        seats=[{"pool": "Ro", "spells": {"clone": "3 Wo"}}, {"spells": {"feast": "4 Ko"}}],
    )
    options = topic(st, "spell:clone").options
    assert A.CLONE_BASIC + A.BASIC_STORE1 in options and why(st, "spell:clone") is None


def test_other_seats_spectators_and_the_end() -> None:
    st = make(spells=SET1, altar="Ro", seats=[{"pool": "Gs"}, {}])
    for t in st.topics(1):
        assert t.why_not == msg("sb-why-turn", seat=1) and not t.options
    assert EN(msg("sb-why-turn", seat=1)) == "It is Player 1's turn, not yours."
    for t in st.topics(None):
        assert t.why_not is None and not t.options
    st.over = True
    st.settle()
    assert st.decision() is None
    assert all(t.why_not == msg("sb-why-over") for s in (None, 0, 1) for t in st.topics(s))


def test_a_draw_in_progress() -> None:
    st = make(spells=SET1, altar="Ro", seats=[{"pool": "Gs"}, {}])
    play(st, A.DRAW2)
    assert actor(st) == CHANCE
    assert why(st, "action:take") == msg("sb-why-draw")
    draw(st, "Ro", "Ro")
    assert kind(st) == "midday"


def test_focus_mode_and_raise_targets_have_their_spells() -> None:
    st = make(spells=SET2, phase="evening", seats=[{"pool": "Ro", "spells": {"focus": "4 Ko"}}, {}])
    play(st, use("focus", 4))
    assert kind(st) == "focus"
    assert topic(st, "spell:focus").options == ids(st)
    seat = {"pool": "Ro", "spells": {"time_travel": "3 Wo", "sacrifice": "3 Rs"}}
    st = make(spells=SET1, phase="evening", seats=[seat, {}])
    play(st, use("time_travel", 3), tok("Ro"))
    assert kind(st) == "raise"
    assert topic(st, "spell:sacrifice").options == (A.SPELL + S("sacrifice"),)


def test_every_reason_renders_in_every_language() -> None:
    positions = [
        make(spells=SET1, altar="", phase="evening", seats=[{"pool": "Ro Gt Gt Gt"}, {}]),
        make(spells=SET1, seats=[{"spells": {"sacrifice": "5 Rt"}}, {}]),
        make(spells=SET3, phase="midday", seats=[{"spells": {"clone": "3 Wo"}}, {}]),
        make(players=1, spells=SET2, seats=[{"pool": "Ro", "spells": {"storm": "4 Wo"}}]),
    ]
    for lang in LANGUAGES:
        tr = Translator(lang)
        for st in positions:
            for seat in (None, 0):
                for t in st.topics(seat):
                    for m in (t.name, t.text, t.why_not):
                        if isinstance(m, Msg):
                            text = tr(m)
                            assert "sb-" not in text and "{" not in text, (lang, text)
    # Three runes read as a list.
    reason = why(positions[1], "spell:sacrifice")
    assert EN(reason or msg("x")) == "Sacrifice needs a circle, triangle or square in your pool."


# -- random games -----------------------------------------------------------------------
def check_topics(st: SpellBookState) -> None:
    """The contract of every moment (see the module docstring)."""
    d = st.decision()
    for seat in (None, *range(st.num_players)):
        topics = st.topics(seat)
        acting = d is not None and d.actor == seat
        covered: set[int] = set()
        for t in topics:
            if t.options:
                assert acting and d is not None
                assert t.why_not is None, (t.key, t.why_not)
                assert set(t.options) <= set(d.ids)
                covered.update(t.options)
            elif acting:
                assert t.why_not is not None, (t.key, d.kind if d else None)
            elif seat is None and d is not None:
                assert t.why_not is None
            else:
                assert t.why_not is not None
        if acting and d is not None:
            keys = {t.key for t in topics}
            for o in d.ids:
                about = option_keys(st, d, o)
                if any(k in keys for k in about):
                    assert o in covered, (d.kind, o, about)
                    for k in about:
                        assert o in next(t for t in topics if t.key == k).options
            if d.kind in PHASE_OF_KIND:
                assert covered == set(d.ids) - {A.PASS}, (d.kind, d.ids, covered)


def run_game(players: int, seed: int, per_call: list[float] | None = None) -> int:
    match = Match("spellbook", {"players": players}, seed)
    rng = Rng(seed * 7 + 1)
    moments = 0
    while (d := match.state.decision()) is not None:
        st = match.state
        assert isinstance(st, SpellBookState)
        check_topics(st)
        if per_call is not None and d.actor != CHANCE:
            start = time.process_time()
            st.topics(d.actor)
            per_call.append(time.process_time() - start)
        moments += 1
        if d.actor == CHANCE:
            match.step(st.sample_chance(match.rng))
        else:
            match.step(rng.choice(d.ids))
    assert isinstance(match.state, SpellBookState)
    check_topics(match.state)
    return moments


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_the_topic_contract(players: int) -> None:
    assert run_game(players, 11 + players) > 20


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=hs.integers(0, 2**32), players=hs.sampled_from([1, 2, 3]))
def test_topic_options_are_legal_and_unexplained(seed: int, players: int) -> None:
    """Hypothesis: every option a topic lists is legal (applying it works on a copy)."""
    match = Match("spellbook", {"players": players}, seed)
    rng = Rng(seed)
    for _ in range(60):
        d = match.state.decision()
        if d is None:
            break
        if d.actor != CHANCE:
            st = match.state
            for t in st.topics(d.actor):
                assert t.why_not is None or not t.options
                for o in t.options:
                    st.clone().apply(o)
            match.step(rng.choice(d.ids))
        else:
            match.step(match.state.sample_chance(match.rng))


def test_topics_are_cheap() -> None:
    """Topics are built for every state message the web server sends: keep them fast."""
    per_call: list[float] = []
    run_game(3, 5, per_call)
    mean = sum(per_call) / len(per_call)
    assert mean < 0.002, f"{mean * 1e6:.0f} µs per topics() call"


def test_phase_kinds_match_the_day() -> None:
    assert set(PHASE_KINDS) <= set(PHASE_OF_KIND)
    assert T("Ro") == 0
