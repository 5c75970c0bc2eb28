"""Rules read once more against the engine (issue 9, section 3): the original heroes'
attack shapes, rerolls only after attack/ability/special-action rolls, knocked-out heroes
skip their turn, the group picks the hero order anew every phase."""

from __future__ import annotations

from tomecraft.core import Rng
from tomecraft.games.wonderbook import action_options, hero_changes
from tomecraft.games.wonderbook.data import content
from tomecraft.games.wonderbook.pack import Step
from tomecraft.games.wonderbook.reach import wyrms_in_range
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.games.wonderbook.tasks import PlayersPhase, Run

from .helpers import GAME, A, arena, do, hero


def test_original_heroes_have_the_attack_shapes_of_the_rules() -> None:
    """Sid: one Wyrm here or adjacent, 1 damage per hit; Lara: 1 damage to up to 3 Wyrms
    here or adjacent; Tina: damage and a hero of your choice recovers a heart; Ken: each
    hit to a different Wyrm anywhere."""
    heroes = {h.id: h.attack for h in content().heroes}
    assert (heroes["sid"].mode, heroes["sid"].range) == ("single", "near")
    assert (heroes["lara"].mode, heroes["lara"].range, heroes["lara"].targets) == (
        "spread",
        "near",
        3,
    )
    assert (heroes["tina"].mode, heroes["tina"].range, heroes["tina"].heal) == ("single", "near", 1)
    assert (heroes["ken"].mode, heroes["ken"].range) == ("scatter", "anywhere")


def test_lara_attacks_wyrms_in_an_adjacent_zone() -> None:
    st = GAME.new_state({"players": 2, "heroes": ["lara", "sid"], "chapter": "tutorial"}, Rng(0))
    assert isinstance(st, WonderState)
    lara = hero(st, "lara")
    adj = sorted(st.ch.adjacent[st.pos[lara]])[0]
    for w in st.reserve()[:2]:
        st.wyrm_zone[w] = adj
    assert A.ATTACK in action_options.action_ids(st, lara)
    assert len(wyrms_in_range(st, lara, 1)) == 2


def _roll_then(st: WonderState, script: list[dict[str, object]], roll: int) -> None:
    steps = [Step.model_validate(s) for s in script]
    st.stack.append(Run(st.c.script(steps), 0, roll))
    st.settle()


def test_an_ability_roll_may_be_rerolled_but_not_an_interactions() -> None:
    challenge = [{"do": "challenge", "dice": 2, "need": 2}]
    st = arena(2, ["sid", "lara"])
    do(st, A.HERO + 0, "next-hero")
    _roll_then(st, challenge, 1)  # as an ability or special action runs it
    do(st, A.HITS + 0, "dice")
    assert st.decision().kind == "reroll"  # type: ignore[union-attr]
    st = arena(2, ["sid", "lara"])
    do(st, A.HERO + 0, "next-hero")
    _roll_then(st, challenge, 0)  # as an interaction's back runs it
    do(st, A.HITS + 0, "dice")
    assert st.decision().kind == "action"  # type: ignore[union-attr]


def test_knocked_out_hero_skips_its_turn_until_the_next_phase() -> None:
    st = arena(2, ["sid", "lara"])
    hero_changes.hurt(st, 1, 9)  # Lara knocked out before her turn
    st.stack[-1] = PlayersPhase(stood=1)  # the phase's stand-up step is past
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor == 0  # no choice: only Sid
    do(st, A.PASS, "action")
    d = st.decision()
    assert d is not None and d.kind != "action"  # no turn for Lara: the enemies' phase
    assert st.ko[1]


def test_the_group_picks_the_hero_order_anew_every_phase() -> None:
    st = arena(2, ["sid", "lara"])
    do(st, A.HERO + 1, "next-hero")  # Lara first this phase
    do(st, A.PASS, "action")
    do(st, A.PASS, "action")
    while st.decision() is not None and st.decision().kind != "next-hero":  # type: ignore[union-attr]
        d = st.decision()
        assert d is not None
        st.apply(d.ids[0] if d.actor >= 0 else st.sample_chance(Rng(3)))
    d = st.decision()
    assert d is not None and d.actor == st.lead and set(d.ids) == {A.HERO, A.HERO + 1}
    assert isinstance(st.stack[-1], PlayersPhase)
