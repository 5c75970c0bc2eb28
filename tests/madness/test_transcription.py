"""The transcription check: every card text the rulebook quotes or explains, written in the
test pack ``tests/madness/transcription`` (our wording; rulebook names are facts), loads
and behaves as its text says. Also one test per verb added for the full rulebook."""

from __future__ import annotations

from pathlib import Path

from tomecraft.core import CHANCE, Rng
from tomecraft.core.local_files import allow_local_files
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness import options as OP
from tomecraft.games.madness.effects import effect_msg, ongoing_msg, push_effect
from tomecraft.games.madness.state import MadnessState
from tomecraft.games.madness.tasks import Destroy, Discard, Draw, Recover, Shuffle
from tomecraft.i18n import Translator

from .helpers import (
    AIR,
    GAME,
    K,
    M,
    census_ok,
    draw_as,
    place,
    run,
    set_pile,
    set_zone,
)

PACK = str(Path(__file__).parent / "transcription")


def tnew(players: int = 3, mages: str = "mirela,corvin,bryn") -> MadnessState:
    """A game of the transcription pack at player 0's action phase, empty track."""
    with allow_local_files():
        cfg = GAME.parse_config(
            {"players": players, "pack": PACK, "first_player": 0, "mages": mages}
        )
        st = GAME.new_state(cfg, Rng(3))
    assert isinstance(st, MadnessState)
    rng = Rng(4)
    while (d := st.decision()) is not None and d.kind != "action":
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else d.ids[0])
    for slot in range(A.SLOTS):
        st.slots[slot] = -1
        st.curse_neutral[slot] = -1
    return st


def cast(st: MadnessState, sid: str, mult: int = 1, seat: int = 0) -> None:
    """``seat`` activates spell ``sid`` paid ``mult`` times (payment skipped)."""
    st.active = seat
    st.stack = [F.Turn(seat, F.ACTION)]
    AT.finish_action(st, seat, AT.P_SPELL, st.c.spell_index[sid], mult)
    st.settle()


def effect(st: MadnessState, eid: int, caster: int = 0, slot: int = -1) -> None:
    st.active = caster
    st.stack = [F.Turn(caster, F.ACTION)]
    push_effect(st, eid, caster, 1, slot)
    st.settle()


def decide(st: MadnessState, option: int) -> None:
    d = st.decision()
    assert d is not None and option in d.ids, (d, option)
    st.apply(option)


def text(st: MadnessState, eid: int, mult: int = 1) -> str:
    return Translator("en")(effect_msg(st, eid, mult))


# -- the spells the rulebook quotes -----------------------------------------------------
def test_pack_loads_and_renders_every_text() -> None:
    st = tnew()
    tr = Translator("en")
    for eid in range(len(st.c.effects)):
        assert "{" not in tr(effect_msg(st, eid))
    for card in (*st.c.curses, *st.c.spells, *st.c.mages):
        shown = ongoing_msg(st, card.ongoing)
        if shown is not None:
            assert "While in play" in tr(shown)


def test_ojo_del_tornado_1x() -> None:
    """Each player discards X card of their hand, then draws X card; a player with no
    cards in hand still draws one."""
    st = tnew()
    assert text(st, st.c.spells[st.c.spell_index["ojo-del-tornado"]].effect).startswith(
        "Each player: discard ⟨1⟩"
    )
    set_zone(st, 0, "hands", [K("fire", 1)])
    set_zone(st, 1, "hands", [])
    set_zone(st, 2, "hands", [K("air", 1)])
    for s in range(3):
        set_zone(st, s, "decks", [K("water", 1)] * 3)
    cast(st, "ojo-del-tornado")
    draw_as(st, K("water", 1), K("water", 1), K("water", 1))
    assert [sum(h) for h in st.hands] == [1, 1, 1]
    assert st.discards[0][K("fire", 1)] == 1 and st.discards[2][K("air", 1)] == 1
    assert census_ok(st)


def test_ojo_del_tornado_2x() -> None:
    st = tnew()
    assert "discard 2 cards, then draw 2 cards" in text(
        st, st.c.spells[st.c.spell_index["ojo-del-tornado"]].effect, 2
    )
    for s in range(3):
        set_zone(st, s, "hands", [K("fire", 1), K("earth", 1), K("air", 1)])
        set_zone(st, s, "decks", [K("water", 1)] * 4)
    cast(st, "ojo-del-tornado", 2)
    while (d := st.decision()) is not None and d.kind != "action":
        st.apply(d.ids[0])
    assert [sum(h) for h in st.hands] == [3, 3, 3]
    assert [sum(d) for d in st.discards] == [2, 2, 2] or all(
        st.discards[s][K("water", 1)] == 0 and sum(st.discards[s]) >= 2 for s in range(3)
    )
    assert census_ok(st)


def test_circulo_glacial_1x_and_2x() -> None:
    """Each player puts X cards into their support, then draws X cards (paid 6: 2 and 2)."""
    for mult in (1, 2):
        st = tnew()
        for s in range(3):
            set_zone(st, s, "hands", [K("earth", 1)] * 3)
            set_zone(st, s, "supports", [])
            set_zone(st, s, "decks", [K("water", 1)] * 5)
        cast(st, "circulo-glacial", mult)
        while (d := st.decision()) is not None and d.kind != "action":
            st.apply(d.ids[0])
        assert [len(sup) for sup in st.supports] == [mult] * 3
        assert [sum(h) for h in st.hands] == [3] * 3
        assert [sum(d) for d in st.decks] == [5 - mult] * 3
        assert census_ok(st)


def test_control_mental_x_other_players_each_act_then_draw() -> None:
    """X of the other players each perform 1 action, then draw 1 card (X = 2: both)."""
    st = tnew()
    for s in (1, 2):
        set_zone(st, s, "hands", [K("fire", 1)] * 2)
        set_zone(st, s, "decks", [K("air", 1)] * 3)
    cast(st, "control-mental", 1)
    d = st.decision()
    assert d is not None and d.kind == "target" and d.actor == 0
    assert set(d.ids) == {A.SEAT + 1, A.SEAT + 2}
    decide(st, A.SEAT + 2)
    d = st.decision()
    assert d is not None and d.kind == "act" and d.actor == 2
    decide(st, A.PASS)
    draw_as(st, K("air", 1))
    assert st.decision().kind == "action"  # type: ignore[union-attr]
    assert sum(st.hands[1]) == 2 and sum(st.hands[2]) == 3
    cast(st, "control-mental", 2)  # two targets: both chosen without asking
    for seat in (1, 2):
        d = st.decision()
        assert d is not None and d.kind == "act" and d.actor == seat
        decide(st, A.PASS)
        draw_as(st, K("air", 1))
    assert sum(st.hands[1]) == 3 and sum(st.hands[2]) == 4


def test_avatar_powered_up_each_support_card_pays_one_action() -> None:
    """Avatar at 2x: another player performs 2 actions; a support card spent on the first
    action has gone to its owner's discard pile and cannot pay the second."""
    st = tnew()
    set_zone(st, 1, "hands", [])
    set_zone(st, 2, "supports", [K("fire", 3)])
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    st.market[:] = [max(1, x) for x in st.market]
    cast(st, "avatar", 2)
    decide(st, A.SEAT + 1)
    d = st.decision()
    assert d is not None and d.kind == "act" and A.ACQUIRE + 5 in d.ids  # value-3 fire
    st.apply(A.ACQUIRE + 5)
    while (d := st.decision()) is not None and d.kind == "pay":
        st.apply(d.ids[0])
    assert st.supports[2] == [] and st.discards[2][K("fire", 3)] == 1
    d = st.decision()
    assert d is None or d.kind != "act" or all(A.block(i) not in ("acquire",) for i in d.ids)


def test_intercambio_gives_a_card_to_another_hand() -> None:
    st = tnew()
    set_zone(st, 0, "hands", [K("earth", 2), K("fire", 1)])
    h1 = sum(st.hands[1])
    cast(st, "intercambio")
    decide(st, A.SEAT + 1)
    decide(st, A.CARD + K("earth", 2))
    assert st.hands[1][K("earth", 2)] >= 1 and sum(st.hands[1]) == h1 + 1
    assert st.hands[0] == [0] * 13 or sum(st.hands[0]) == 1
    assert census_ok(st)


def test_discard_to_top_is_known_to_all_and_drawn_first() -> None:
    """The rulebook's example card: one player may discard X cards, then X of the *other*
    players (others than that player) choose a card of their discard pile and put it on
    top of their deck: everyone knows it, and it is the next card drawn (no chance)."""
    st = tnew()
    set_zone(st, 1, "discards", [K("fire", 3), K("air", 1)])
    set_zone(st, 1, "decks", [K("water", 1)] * 3)
    cast(st, "memoria")
    decide(st, A.SEAT + 2)  # the player who may discard
    decide(st, A.PASS)  # ... declines
    d = st.decision()
    assert d is not None and d.kind == "target" and d.ids == (A.SEAT + 0, A.SEAT + 1)
    decide(st, A.SEAT + 1)
    decide(st, A.CARD + K("fire", 3))
    assert st.tops[1] == [[K("fire", 3), 0b111]]
    assert st.view(2)["seats"][1]["top"] == [[K("fire", 3), [0, 1, 2]]]
    run(st, Draw(1, 1))
    assert st.hands[1][K("fire", 3)] == 1 and st.tops[1] == []
    assert census_ok(st)


# -- the mage sheet examples ------------------------------------------------------------
def test_seer_ability_heals_a_drawn_madness_else_discards_it() -> None:
    """During your turn you may draw a card; if it is a madness card, heal it; in any case
    (an element card) discard it."""
    st = tnew(3, "vidente,corvin,bryn")
    set_zone(st, 0, "hands", [K("air", 1)])
    set_zone(st, 0, "decks", [M, K("fire", 2)])
    for s in range(3):
        set_zone(st, s, "supports", [])
    pile = st.pile
    st.stack = [F.Turn(0, F.ACTION)]
    AT.finish_action(st, 0, AT.P_ABILITY, st.mages[0], 1)
    st.settle()
    assert st.decision().kind == "optional"  # type: ignore[union-attr]
    decide(st, A.YES)
    draw_as(st, M)
    assert st.pile == pile + 1 and st.hands[0][M] == 0
    assert st.hands[0][K("air", 1)] == 1  # nothing else discarded
    st.stack = [F.Turn(0, F.ACTION)]
    AT.finish_action(st, 0, AT.P_ABILITY, st.mages[0], 1)
    st.settle()
    decide(st, A.YES)
    draw_as(st, K("fire", 2))
    assert st.discards[0][K("fire", 2)] == 1 and st.hands[0][K("air", 1)] == 1
    st.stack = [F.Turn(0, F.ACTION)]
    AT.finish_action(st, 0, AT.P_ABILITY, st.mages[0], 1)
    st.settle()
    decide(st, A.PASS)  # may: declined, nothing happens
    assert st.decision().kind == "action"  # type: ignore[union-attr]
    assert census_ok(st)


def test_hechicero_ability_x_is_one() -> None:
    """Ruling: an ability's X is 1 (abilities cannot be paid 2x)."""
    st = tnew(3, "hechicero,corvin,bryn")
    set_zone(st, 0, "hands", [])
    set_zone(st, 0, "decks", [K("air", 1)] * 4)
    assert "⟨1⟩" in Translator("en")(effect_msg(st, st.c.mages[st.mages[0]].ability))
    st.stack = [F.Turn(0, F.ACTION)]
    AT.finish_action(st, 0, AT.P_ABILITY, st.mages[0], 1)
    st.settle()
    draw_as(st, K("air", 1))
    assert sum(st.hands[0]) == 1 and st.decision().kind == "action"  # type: ignore[union-attr]


# -- curse and page examples ----------------------------------------------------------------
def test_curse_each_player_discards_an_air_card() -> None:
    st = tnew()
    set_zone(st, 0, "hands", [K("air", 1), K("fire", 1)])
    set_zone(st, 1, "hands", [K("fire", 1)])
    set_zone(st, 2, "hands", [K("air", 2)])
    slot = 0
    place(st, slot, "aire-cada-jugador")
    effect(st, st.c.curses[st.slots[slot]].effect, 0, slot)
    assert st.discards[0][K("air", 1)] == 1 and st.discards[2][K("air", 2)] == 1
    assert st.hands[1][K("fire", 1)] == 1


def test_madness_under_each_curse_goes_to_the_destroyer_rest_back_at_round_end() -> None:
    st = tnew()
    place(st, 0, "locura-bajo-maldiciones")
    place(st, 3, "aire-cada-jugador")
    pile = st.pile
    effect(st, st.c.curses[st.slots[0]].effect, 0, 0)
    assert st.under == [1, 0, 0, 1, 0] and st.pile == pile - 2
    d0 = st.discards[1][M]
    st.destroy_curse(1, 3)
    assert st.discards[1][M] == d0 + 1 and st.under[3] == 0
    assert census_ok(st)
    task = F.EndRound()
    st.stack = [F.Turn(0, F.ACTION), task]
    task.step(st)
    assert st.under == [0] * 5 and st.pile == pile - 1
    assert census_ok(st)


def test_page_bonus_destroy_any_number_then_draw_as_many() -> None:
    st = tnew(2, "mirela,corvin")
    page = st.c.pages[st.c.page_index["pagina-ejemplo"]]
    set_zone(st, 0, "hands", [M, M, K("fire", 1)])
    set_zone(st, 0, "decks", [K("water", 1)] * 5)
    set_zone(st, 1, "hands", [K("air", 1)])
    effect(st, page.bonus, 0)
    decide(st, A.CARD + M)
    decide(st, A.CARD + M)
    decide(st, A.PASS)
    draw_as(st, K("water", 1), K("water", 1))
    assert st.hands[0][M] == 0 and st.hands[0][K("water", 1)] == 2
    assert st.destroyed[M] >= 2
    decide(st, A.PASS)  # player 2 destroys nothing and draws nothing
    assert st.decision().kind == "action" and sum(st.hands[1]) == 1  # type: ignore[union-attr]


def test_page_bonus_as_many_as_they_want_has_no_cap() -> None:
    """A page bonus of "as many as they want" is not capped at 9: eleven cards
    destroyed, eleven drawn, and the card text says "any number"."""
    st = tnew(2, "mirela,corvin")
    page = st.c.pages[st.c.page_index["pagina-ejemplo"]]
    set_zone(st, 0, "hands", [M] * 6 + [K("fire", 1)] * 5)
    set_zone(st, 0, "decks", [K("water", 1)] * 12)
    set_zone(st, 1, "hands", [])
    effect(st, page.bonus, 0)
    for _ in range(6):
        decide(st, A.CARD + M)
    for _ in range(5):
        decide(st, A.CARD + K("fire", 1))
    draw_as(st, *[K("water", 1)] * 11)
    assert sum(st.hands[0]) == 11 and st.hands[0][K("water", 1)] == 11
    card = text(st, page.bonus)
    assert "any number of" in card and "9" not in card
    assert census_ok(st)


def test_page_penalty_one_player_discards_support_then_three_madness_into_it() -> None:
    st = tnew(2, "mirela,corvin")
    page = st.c.pages[st.c.page_index["pagina-ejemplo"]]
    set_zone(st, 1, "supports", [K("fire", 1), K("water", 2)])
    effect(st, page.penalty, 0)
    decide(st, A.SEAT + 1)
    assert st.supports[1] == [M, M, M]
    assert st.discards[1][K("fire", 1)] == 1 and st.discards[1][K("water", 2)] == 1


# -- ongoing effects ----------------------------------------------------------------------
def test_curse_raises_learning_costs_and_forbids_healing_until_gone() -> None:
    st = tnew()
    set_zone(st, 0, "hands", [K("water", 1)] * 2 + [M])
    st.stack = [F.Turn(0, F.ACTION)]
    st.settle()
    before = st.decision().ids  # type: ignore[union-attr]
    assert A.LEARN + 0 in before and A.HEAL_HAND in before
    place(st, 1, "muro-de-olvido")
    st.settle()
    ids = OP.action_options(st, 0)
    assert A.LEARN + 0 not in ids and A.HEAL_HAND not in ids
    assert OP.action_cost(st, 0, A.LEARN + 0)[0][0] == 3
    st.curse_neutral[1] = st.turn  # neutralised: switched off
    assert A.LEARN + 0 in OP.action_options(st, 0)


def test_trigger_whenever_a_player_takes_madness() -> None:
    st = tnew()
    place(st, 2, "eco-de-locura")
    set_zone(st, 1, "hands", [K("fire", 1)])
    st.stack = [F.Turn(0, F.ACTION)]
    st.take_madness(1, 1)
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "discard" and d.actor == 1
    decide(st, A.CARD + K("fire", 1))
    assert st.hands[1][K("fire", 1)] == 0 and st.hands[1][M] == 1
    st.curse_neutral[2] = st.turn  # neutralised: the trigger is off
    st.take_madness(1, 1)
    st.settle()
    assert st.decision().kind == "action" and st.hands[1][M] == 2  # type: ignore[union-attr]


def test_element_tokens_raise_a_curse_cost_and_return_to_supply() -> None:
    st = tnew()
    place(st, 0, "sello-de-fuego")
    effect(st, st.c.curses[st.slots[0]].effect, 0, 0)
    assert st.tokens[2] == 2 and st.curse_tokens[0] == [0, 0, 2, 0]
    assert OP.action_cost(st, 0, A.DESTROY + 0)[0] == (0, 0, 6, 0)
    st.destroy_curse(0, 0)
    assert st.tokens == [4, 4, 4, 4] and st.curse_tokens[0] == [0] * 4
    assert census_ok(st)


# -- the other new verbs ------------------------------------------------------------------
def test_discard_and_destroy_from_the_deck_with_the_empty_deck_rule() -> None:
    st = tnew()
    set_zone(st, 0, "decks", [])
    set_zone(st, 0, "discards", [K("earth", 1)])
    pile = st.pile
    run(st, Discard(0, 1, zone=3))
    assert st.pile == pile - 1
    draw_as(st, M)
    assert st.discards[0][M] == 1 and st.decks[0][K("earth", 1)] == 1
    run(st, Destroy(0, 1, zone=3))
    draw_as(st, K("earth", 1))
    assert st.destroyed[K("earth", 1)] >= 1 and not any(st.decks[0])
    assert census_ok(st)


def test_recover_a_destroyed_card_and_shuffle_the_hand() -> None:
    st = tnew()
    st.box[K("fire", 1)] -= 1
    st.destroyed[K("fire", 1)] += 1
    run(st, Recover(0, 1, to=1))
    assert st.hands[0][K("fire", 1)] >= 1 and st.destroyed[K("fire", 1)] == 0
    n = sum(st.hands[0]) + sum(st.decks[0])
    run(st, Shuffle(0, zone=0))
    assert sum(st.hands[0]) == 0 and sum(st.decks[0]) == n
    assert census_ok(st)


def test_top_from_hand_is_hidden_from_others() -> None:
    st = tnew()
    set_zone(st, 0, "hands", [K("fire", 3), K("air", 1)])
    from tomecraft.games.madness.tasks import Top

    run(st, Top(0, 1))
    decide(st, A.CARD + K("fire", 3))
    assert st.tops[0] == [[K("fire", 3), 1]]
    assert st.view(0)["seats"][0]["top"] == [[K("fire", 3), [0]]]
    assert st.view(1)["seats"][0]["top"] == [[None, [0]]]
    assert st.view(None)["seats"][0]["top"] == [[None, [0]]]
    same = st.resample_hidden(1, Rng(5))
    assert same.view(1) == st.view(1)


def test_neutralised_exhausted_spell_stays_exhausted() -> None:
    st = tnew()
    s = st.spells[0][0]
    st.exhausted[0] |= 1 << s
    st.neutral[0].append([s, -1, st.monster])
    st.stack = [F.Turn(0, F.CONCENTRATION)]
    st.settle()
    assert (st.exhausted[0] >> s) & 1


def test_telepathy_does_not_grant_the_mage_ability() -> None:
    st = tnew()
    st.ability_used[1] = False
    run(st, AT.Act(1, 1))
    d = st.decision()
    assert d is not None and d.kind == "act" and A.ABILITY not in d.ids
    run(st, AT.Act(1, 1, ability=True))
    d = st.decision()
    assert d is not None and A.ABILITY in d.ids


def test_pile_empty_while_placing_madness_under_loses() -> None:
    st = tnew()
    place(st, 0, "locura-bajo-maldiciones")
    set_pile(st, 0)
    effect(st, st.c.curses[st.slots[0]].effect, 0, 0)
    assert st.over and st.lost == "madness"


_ = AIR
