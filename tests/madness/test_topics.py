"""The Big Book of Madness topics: what each thing on the table does, and why it is not
offered.

Each reason is checked in a position where it applies (built with ``helpers``), and
random games check the contract at every moment: a topic's options are the asking seat's
own pending ids; a topic with options gives no reason; while a seat chooses an action,
every spell, curse, pile and mage topic has its action's id among its options exactly
when the engine offers it, and a reason otherwise; every action offered belongs to a
topic; other seats are told whose turn it is; every text exists in all four languages.
"""

from __future__ import annotations

from helpers.topics import random_games, seat_topics, topic, untranslated, why

from tomecraft.core import CHANCE, Rng
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import pile_kind
from tomecraft.games.madness.effects import cost_msg
from tomecraft.games.madness.state import MadnessState
from tomecraft.games.madness.topics import ACTIONS
from tomecraft.i18n import Translator, msg

from .helpers import GAME, K, M, at_action, at_stage, new, place, set_zone, spell

EN = Translator("en")


def table(hand: list[int], seat: int = 0, players: int = 2) -> MadnessState:
    """A game at ``seat``'s action decision with ``hand`` and empty supports."""
    st = new(players, 1)
    set_zone(st, seat, "hands", hand)
    for s in range(players):
        set_zone(st, s, "supports", [])
    return at_action(st, seat)


# -- what is listed -------------------------------------------------------------------
def test_board_order_keys_and_texts() -> None:
    st = new(2, 1)
    keys = [t.key for t in st.topics(0)]
    assert keys[0] == "monster"
    slots = [f"slot:{i}" for i in range(5) if st.slots[i] >= 0]
    libs = [f"spell:{st.c.spells[s].id}" for s in st.lib_top if s >= 0]
    piles = [f"pile:{p}" for p in range(8)]
    assert keys[1 : 1 + len(slots) + 8 + len(libs)] == slots + piles + libs
    assert keys[-len(ACTIONS) :] == [f"action:{a}" for a in ACTIONS]
    assert len(set(keys)) == len(keys)
    # the basic spells every seat holds are one topic each, after the first mage
    assert keys.count("spell:kindle") == 1
    assert keys.index("mage:mirela") < keys.index("spell:kindle") < keys.index("mage:bryn")
    # the asking seat's own hand only
    hand = [f"card:{k}" for k in range(13) if st.hands[0][k]]
    assert [k for k in keys if k.startswith("card:")] == hand
    assert not [t for t in st.topics(None) if t.key.startswith("card:")]
    other = [t.key for t in st.topics(1) if t.key.startswith("card:")]
    assert other == [f"card:{k}" for k in range(13) if st.hands[1][k]]
    kindle = topic(st, "spell:kindle")
    assert kindle.name == st.c.spells[spell(st, "kindle")].name
    text = EN(kindle.text or msg("x"))
    assert text.startswith("A starting spell. Activating it costs 1 fire")
    lib = EN(topic(st, libs[0]).text or msg("x"))
    assert lib.startswith("Level ") and "learning it costs 2 " in lib
    assert "When it appears:" in EN(topic(st, "monster").text or msg("x"))
    assert "Destroy it for" in EN(topic(st, slots[0]).text or msg("x"))


def test_offered_actions_list_their_ids_and_no_reason() -> None:
    st = table([K("fire", 1), K("water", 2)])
    kindle = topic(st, "spell:kindle")
    assert kindle.options == (A.ACTIVATE + spell(st, "kindle"),) and kindle.why_not is None
    assert A.ACTIVATE + spell(st, "kindle") in topic(st, "action:activate").options
    pile = topic(st, "pile:0")  # water 2 costs 2 water
    assert pile.options == (A.ACQUIRE + 0,) and pile.why_not is None
    assert topic(st, "action:pass").options == (A.PASS,)
    d = st.decision()
    assert d is not None
    listed = {o for t in st.topics(0) for o in t.options}
    assert listed == set(d.ids)


# -- each reason -----------------------------------------------------------------------
def test_cost() -> None:
    st = table([K("fire", 1)])
    s = st.lib_top[0]  # a water spell of the library
    reason = why(st, f"spell:{st.c.spells[s].id}")
    none = msg("mad-why-nothing", element=msg("mad-element-0"))
    assert reason == msg("mad-why-cost", cost=cost_msg((2, 0, 0, 0)), have=none)
    assert EN(reason) == (
        "You cannot pay its cost: it needs 2 water, and your hand and the supports hold no water."
    )
    st = table([K("water", 1)])
    reason = why(st, "pile:1")  # water 3
    assert EN(reason or msg("x")).endswith(
        "it needs 3 water, and your hand and the supports hold 1 water."
    )


def test_supports_count_toward_what_you_can_pay() -> None:
    st = table([K("fire", 1)])
    set_zone(st, 1, "supports", [K("water", 2)])
    at_action(st, 0)
    assert topic(st, "pile:0").options == (A.ACQUIRE + 0,)


def test_exhausted_and_neutralised_spells() -> None:
    st = new(2, 1)
    set_zone(st, 0, "hands", [K("fire", 3), K("water", 3)])
    kindle, frost = spell(st, "kindle"), spell(st, "frost")
    st.exhausted[0] |= 1 << kindle
    st.neutral[0].append([frost, -1, st.monster])
    at_action(st, 0)
    assert why(st, "spell:kindle") == msg("mad-why-spell-exhausted", spell=st.c.spells[kindle].name)
    assert why(st, "spell:frost") == msg("mad-why-spell-neutral", spell=st.c.spells[frost].name)


def test_neutralised_curse_cannot_be_destroyed() -> None:
    st = new(2, 1)
    set_zone(st, 0, "hands", [K(e, 3) for e in range(4)] * 2)
    cid = place(st, 3, "maddening-symmetry")
    st.curse_neutral[3] = st.turn
    at_action(st, 0)
    assert why(st, "slot:3") == msg("mad-why-curse-neutral", curse=st.c.curses[cid].name)
    st.curse_neutral[3] = -1
    at_action(st, 0)
    assert topic(st, "slot:3").options == (A.DESTROY + 3,)


def test_empty_market_pile_and_library() -> None:
    st = new(2, 1)
    set_zone(st, 0, "hands", [K("water", 3), K("water", 3)])
    st.box[pile_kind(0)] += st.market[0]
    st.market[0] = 0
    st.lib_top = [-1, -1, -1, -1]
    at_action(st, 0)
    assert why(st, "pile:0") == msg("mad-why-acquire-empty")
    assert topic(st, "pile:1").options == (A.ACQUIRE + 1,)
    assert why(st, "action:learn") == msg("mad-why-learn-empty")


def test_healing_needs_madness_and_one_element() -> None:
    st = table([K("fire", 1), K("water", 1)])
    assert why(st, "action:heal") == msg("mad-why-heal-hand-no-madness")
    st = table([M, K("fire", 1), K("water", 1)])
    assert why(st, "card:12") == msg("mad-why-heal-cost", n=2, best=1)
    assert why(st, "action:heal") == msg("mad-why-heal-cost", n=2, best=1)
    st = table([M, K("fire", 2)])
    assert topic(st, "card:12").options == (A.HEAL_HAND,)
    set_zone(st, 1, "supports", [M])
    at_action(st, 0)
    assert topic(st, "action:heal").options == (A.HEAL_HAND, A.HEAL_SUPPORT + 1)


def test_a_curse_in_play_can_forbid_healing() -> None:
    st = new(2, 1)
    set_zone(st, 0, "hands", [M, K("fire", 3)])
    place(st, 1, "maddening-symmetry")
    at_action(st, 0)
    forbidden = msg("mad-why-forbidden", action=msg("mad-fx-action-heal"))
    assert why(st, "card:12") == forbidden and why(st, "action:heal") == forbidden
    assert EN(forbidden) == "A card in play forbids you to heal madness cards now."


def test_ability_once_per_turn_and_only_your_own() -> None:
    st = table([K(e, 3) for e in range(4)])
    mine, theirs = st.c.mages[st.mages[0]], st.c.mages[st.mages[1]]
    assert topic(st, f"mage:{mine.id}").options == (A.ABILITY,)
    assert why(st, f"mage:{theirs.id}") == msg("mad-why-mage-theirs", seat=2)
    st.ability_used[0] = True
    at_action(st, 0)
    assert why(st, f"mage:{mine.id}") == msg("mad-why-ability-used")
    assert why(st, "action:ability") == msg("mad-why-ability-used")


def test_a_spell_only_another_seat_holds() -> None:
    st = new(2, 1)
    extra = st.lib_top[0]
    st.lib_top[0] = -1
    st.spells[1].append(extra)
    at_action(st, 0)
    name = st.c.spells[extra].name
    assert why(st, f"spell:{st.c.spells[extra].id}") == msg(
        "mad-why-spell-not-yours", spell=name, seat=2
    )


def test_acting_for_an_effect_without_the_ability() -> None:
    st = new(2, 1)
    set_zone(st, 1, "hands", [K(e, 3) for e in range(4)])
    at_stage(st, 0, F.ACTION, AT.Act(1, 1, False))
    d = st.decision()
    assert d is not None and d.kind == "act" and d.actor == 1
    mage = st.c.mages[st.mages[1]]
    assert why(st, f"mage:{mage.id}", 1) == msg("mad-why-act-ability")
    assert why(st, "action:ability", 1) == msg("mad-why-act-ability")
    assert topic(st, "action:pass", 1).options == (A.PASS,)
    assert why(st, "spell:kindle", 0) == msg("mad-why-turn", seat=2)


def test_a_payment_belongs_to_what_it_pays_and_the_rest_waits() -> None:
    st = table([K("fire", 1), K("fire", 2)])
    st.apply(A.ACTIVATE + spell(st, "kindle"))
    d = st.decision()
    assert d is not None and d.kind == "pay"
    assert topic(st, "spell:kindle").options == d.ids
    assert topic(st, "action:activate").options == d.ids
    assert why(st, "pile:0") == msg("mad-why-busy")
    assert why(st, "card:6") == msg("mad-why-busy")


def test_hand_cards_are_spent_by_paying() -> None:
    st = table([K("fire", 1)])
    assert why(st, "card:6") == msg("mad-why-card-pay")
    assert EN(topic(st, "card:6").text or msg("x")) == (
        "Pays 1 fire toward a cost of that element; the excess is lost."
    )


def test_other_seats_spectators_chance_elimination_and_the_end() -> None:
    st = new(3, 1)
    assert all(t.why_not == msg("mad-why-turn", seat=1) and not t.options for t in st.topics(1))
    assert all(t.why_not is None and not t.options for t in st.topics(None))
    st.eliminated[2] = True
    assert all(t.why_not == msg("mad-why-out") for t in st.topics(2))
    st = new(2, 1)
    set_zone(st, 0, "hands", [K("fire", 1)])
    at_stage(st, 0, F.RECOVERY)
    d = st.decision()
    assert d is not None and d.actor == CHANCE
    assert why(st, "action:pass") == msg("mad-why-chance")
    st.lose("madness")
    st.settle()
    assert st.decision() is None
    assert why(st, "spell:kindle") == msg("mad-why-over")
    assert why(st, "spell:kindle", None) == msg("mad-why-over")


def test_mage_choice_at_setup() -> None:
    cfg = GAME.parse_config({"players": 2, "first_player": 0})
    st = GAME.new_state(cfg, Rng(4))
    assert isinstance(st, MadnessState)
    d = st.decision()
    assert d is not None and d.kind == "mage"
    first = st.c.mages[0]
    assert topic(st, f"mage:{first.id}").options == (A.MAGE + 0,)
    assert "support slots" in EN(topic(st, f"mage:{first.id}").text or msg("x"))
    st.apply(A.MAGE + 0)
    assert why(st, f"mage:{first.id}", 1) == msg("mad-why-mage-taken", seat=1)
    assert why(st, f"mage:{first.id}", 0) == msg("mad-why-turn", seat=2)


# -- random games ------------------------------------------------------------------------
def _check_moment(st: MadnessState, keys: set[str]) -> None:
    d = st.decision()
    for seat, tops, mine in seat_topics(st, keys):
        if not mine or d is None:
            continue
        listed = {o for t in tops for o in t.options}
        assert {o for o in d.ids if A.block(o) in A.ACTION_BLOCKS} <= listed
        if d.kind not in ("action", "act"):
            continue
        for t in tops:
            option = _action_of(st, seat, t.key)
            if option is None:
                continue
            assert (option in d.ids) == (option in t.options), (t.key, d.ids)
            if option not in d.ids:
                assert t.why_not is not None, t.key
                if not (d.kind == "act" and option == A.ABILITY):
                    assert t.why_not != msg("mad-why-act-ability"), (t.key, d.kind)


def _action_of(st: MadnessState, seat: int | None, key: str) -> int | None:
    """The action-phase id a per-thing topic of ``seat`` stands for (None: none)."""
    what, _, arg = key.partition(":")
    if seat is None:
        return None
    if what == "slot":
        return A.DESTROY + int(arg)
    if what == "pile":
        return A.ACQUIRE + int(arg)
    if what == "spell":
        s = st.c.spell_index[arg]
        if s in st.spells[seat]:
            return A.ACTIVATE + s
        if s in st.lib_top:
            return A.LEARN + st.lib_top.index(s)
        return None
    if what == "mage" and arg == st.c.mages[st.mages[seat]].id:
        return A.ABILITY
    return None


def test_random_games_keep_the_contract_and_texts_exist() -> None:
    setups = [({"players": p, "difficulty": "III"}, seed) for p, seed in ((2, 11), (3, 12),
                                                                          (4, 13), (5, 14))]
    keys, per_call = random_games(GAME, MadnessState, setups, 500, _check_moment)
    assert not untranslated(keys)
    assert {"mad-why-cost", "mad-why-turn", "mad-topic-spell-text"} <= keys
    assert per_call < 0.02, f"{1000 * per_call:.2f} ms per topics call"
