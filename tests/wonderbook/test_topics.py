"""Wonder Book topics: what each thing on the board does, and why it is not offered.

Each reason is checked on the test pack's arena (``helpers.arena``), and random games of
the original campaign check the contract at every moment: a topic's options are the
asking seat's own pending ids; a topic with options gives no reason; while a hero chooses
an action, every zone, ability, item, object and basic action topic has its ids among
its options exactly when the engine offers them, and a reason otherwise; every option of
an action decision belongs to a topic; other seats are told whose turn it is; every text
exists in all four languages.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from helpers.topics import random_games, seat_topics, topic, untranslated, why

from tomecraft.core import CHANCE, Match, Topic
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Msg, Translator, msg

from .helpers import GAME, A, arena, do, hero, zone

EN = Translator("en")
#: A stranger's tutorial game up to move 62 (Sid to act; see test_hint_review.py).
TUTORIAL = Path(__file__).parent / "data" / "tutorial_gate_hint.json"
NOT_SID = msg("wb-why-not-hero", hero=msg("wb-hero-lara"))


def sid_acts(**cfg: Any) -> WonderState:
    """The arena with Sid (seat 1) and Lara (seat 2), Sid choosing his first action in x."""
    st = arena(2, ["sid", "lara"], **cfg)
    do(st, A.HERO + hero(st, "sid"), "next-hero")
    return st


# -- what is listed -------------------------------------------------------------------
def test_board_order_and_texts() -> None:
    st = sid_acts()
    keys = [t.key for t in st.topics(0)]
    assert keys == [
        "zone:0", "zone:1", "zone:2", "zone:3", "zone:4", "card:0",
        "hero:0", "attack:0", "action:sid-spark-shot",
        "hero:1", "attack:1", "action:lara-duo",
        "basic:collect", "basic:pass", "basic:reroll",
    ]  # fmt: skip
    assert topic(st, "attack:0").text == msg("wb-attack-sid-text")
    assert EN(topic(st, "attack:0").text or msg("x")).startswith("Roll 2 dice.")
    assert topic(st, "zone:0").text == msg(
        "wb-topic-zone-text",
        sparks=1,
        near=msg(
            "wb-topic-comma",
            first=msg("wb-zone-arena-y"),
            rest=msg("wb-topic-comma", first=msg("wb-zone-arena-z"), rest=msg("wb-zone-arena-v")),
        ),
    )
    assert EN(topic(st, "hero:0").text or msg("x")).startswith("5 of 5 hearts, 0 sparks, in ")


def test_the_group_picks_the_next_hero() -> None:
    st = arena(2, ["sid", "lara"])
    assert topic(st, "hero:0").options == (A.HERO + 0,)
    assert topic(st, "hero:1").options == (A.HERO + 1,)
    assert why(st, "basic:pass") == msg("wb-why-busy")
    assert why(st, "hero:0", 1) == msg("wb-why-turn", seat=1)
    assert why(st, "hero:0", None) is None


# -- each reason -----------------------------------------------------------------------
def test_zones_next_to_the_hero_are_moves() -> None:
    st = sid_acts()
    assert topic(st, f"zone:{zone(st, 'y')}").options == (A.MOVE + zone(st, "y"),)
    assert why(st, f"zone:{zone(st, 'x')}") == msg("wb-why-zone-here")
    assert why(st, f"zone:{zone(st, 'k')}") == msg("wb-why-zone-far")
    assert EN(msg("wb-why-zone-far")).startswith("This zone is not next to your hero's")


def test_sparks_collect_and_ability_costs() -> None:
    st = sid_acts()
    assert topic(st, "basic:collect").options == (A.COLLECT,)
    assert why(st, "action:sid-spark-shot") == msg("wb-why-sparks", n=1, have=0)
    assert EN(msg("wb-why-sparks", n=1, have=0)) == "It costs 1 spark; your hero has 0."
    do(st, A.COLLECT, "action")
    assert why(st, "basic:collect") == msg("wb-why-collect")
    # a spark now, but no Wyrm for the shot to hit
    assert why(st, "action:sid-spark-shot") == msg("wb-why-target")


def test_attack_and_wyrms_in_reach() -> None:
    st = sid_acts()
    w = st.reserve()[0]
    st.wyrm_zone[w] = zone(st, "k")  # two zones away: out of Sid's reach
    st.settle()
    near = msg("wb-topic-range-near")
    assert why(st, "attack:0") == msg("wb-why-range", range=near)
    assert why(st, f"wyrm:{w}") == msg("wb-why-wyrm-range", range=near)
    st.wyrm_zone[w] = zone(st, "y")
    st.settle()
    assert topic(st, "attack:0").options == (A.ATTACK,)
    assert topic(st, f"wyrm:{w}").options == (A.ATTACK,)
    assert EN(topic(st, f"wyrm:{w}").text or msg("x")).startswith("In ")


def test_another_heroes_attack_and_abilities() -> None:
    st = sid_acts()
    assert why(st, "attack:1") == NOT_SID
    assert why(st, "action:lara-duo") == NOT_SID
    # Lara's player is not deciding: whose turn it is
    assert why(st, "action:lara-duo", 1) == msg("wb-why-turn", seat=1)


def test_objects_need_the_hero_in_their_zone() -> None:
    st = sid_acts()
    assert why(st, "card:0") == msg("wb-why-object", zone=msg("wb-zone-arena-k"))
    st.pos[hero(st, "sid")] = zone(st, "k")
    st.settle()
    assert topic(st, "card:0").options == (A.INTERACT + 0,)


def test_items_asking_and_giving() -> None:
    st = sid_acts()
    sid, lara = hero(st, "sid"), hero(st, "lara")
    st.items[lara].append(6)  # the horn card (index 6)
    st.pos[lara] = zone(st, "k")  # far from Sid
    st.settle()
    assert why(st, "item:6") == msg("wb-why-ask-far", hero=msg("wb-hero-lara"))
    st.pos[lara] = zone(st, "y")  # next to Sid: he may ask
    st.settle()
    assert topic(st, "ask:6").options == (A.ASK + 6,)
    assert topic(st, "ask:6").name == msg("wb-opt-ask", item=st.item_name(6))
    st.items[lara].remove(6)
    st.items[sid].append(6)
    st.sparks[sid] = 5
    st.settle()
    assert topic(st, "item:6").options == (A.SPECIAL + 6,)
    assert topic(st, "give:6").options == (A.GIVE + 6,)


def test_passing_an_item_is_not_described_as_its_special_action() -> None:
    """A stranger's report: Sid holds an item whose special action costs a spark, with 0
    sparks (the tutorial's Lantern, like chapter 1's Dandelion Horn); ``i N`` on "Pass The
    Lantern" described the Lantern's special action and ``why N`` said it was offered.
    Passing has a topic of its own; the Lantern's says why it cannot be used."""
    match = Match.from_game_file(json.loads(TUTORIAL.read_text()))
    st = match.state
    assert isinstance(st, WonderState)
    sid = 0
    assert st.items[sid] == [1] and st.sparks[sid] == 0 and st.item_action(1).sparks == 1
    d = st.decision()
    assert d is not None and A.GIVE + 1 in d.ids and A.SPECIAL + 1 not in d.ids
    about = [t for t in st.topics(0) if A.GIVE + 1 in t.options]
    assert [t.key for t in about] == ["give:1"]
    assert EN(about[0].name) == "Pass The Lantern"
    assert EN(about[0].text or msg("x")).startswith("One action: hand The Lantern to a hero")
    lantern = topic(st, "item:1")
    assert lantern.options == () and lantern.why_not is not None


def test_rerolling_the_misses() -> None:
    """Offered in the reroll decision only; while the hero chooses an action the reason
    is the engine's (tasks.reroll_refusal): once per turn, never the last heart."""
    st = sid_acts()
    sid, name = hero(st, "sid"), msg("wb-hero-sid")
    assert why(st, "basic:reroll") == msg("wb-why-reroll-roll", hero=name)
    st.stack.append(T.Roll(sid, 2, 1))  # a challenge roll of Sid's, two dice
    st.settle()
    do(st, A.HITS + 0, "dice")  # both missed
    d = st.decision()
    assert d is not None and d.kind == "reroll"
    assert topic(st, "basic:reroll").options == (A.YES,)
    assert why(st, "basic:reroll", 1) == msg("wb-why-turn", seat=1)
    do(st, A.YES, "reroll")
    do(st, A.HITS + 1, "dice")
    assert why(st, "basic:reroll") == msg("wb-why-reroll-used", hero=name)
    st.rerolled[sid] = False
    st.hearts[sid] = 1
    assert why(st, "basic:reroll") == msg("wb-why-reroll-hearts", hero=name)
    st.hearts[sid] = 5
    assert T.reroll_refusal(st, sid) is None
    st.ko[sid] = True
    assert T.reroll_refusal(st, sid) == "ko"


def test_sub_steps_make_the_rest_wait_and_the_end() -> None:
    st = sid_acts()
    do(st, A.MOVE + zone(st, "y"), "action")
    d = st.decision()
    assert d is not None and d.kind == "action"
    st.stack.append(T.Walk(hero(st, "sid"), 1))
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "walk"
    assert topic(st, f"zone:{zone(st, 'x')}").options == (A.ZONE + zone(st, "x"),)
    assert why(st, "basic:collect") == msg("wb-why-busy")
    st.lose("destiny")
    st.settle()
    assert why(st, "basic:collect") == msg("wb-why-over")


# -- random games ------------------------------------------------------------------------
def _check_moment(st: WonderState, keys: set[str]) -> None:
    d = st.decision()
    for seat, tops, mine in seat_topics(st, keys):
        if not mine and seat is not None and d is not None and d.actor != CHANCE:
            for t in tops:
                assert t.why_not == msg("wb-why-turn", seat=d.actor + 1)
        if not mine or d is None or d.kind != "action":
            continue
        listed = {o for t in tops for o in t.options}
        assert set(d.ids) <= listed, (set(d.ids) - listed, d.kind)
        for t in tops:
            if t.key.split(":")[0] in ("zone", "card", "item", "rule", "basic") or (
                t.key.startswith(("action:", "attack:")) and t.why_not != _not_hero(st, t)
            ):
                assert bool(t.options) == (t.why_not is None), (t.key, t.why_not)


def _not_hero(st: WonderState, t: Topic) -> Msg | None:
    """The "not this hero's turn" reason if ``t`` is another hero's ability or attack."""
    return t.why_not if t.why_not is not None and t.why_not.key == "wb-why-not-hero" else None


def test_random_games_keep_the_contract_and_texts_exist() -> None:
    setups = [({"players": p, "chapter": chapter, "practice": True}, seed)
              for p, chapter, seed in ((1, 0, 21), (2, 1, 22), (3, 2, 23), (4, 1, 24))]
    keys, per_call = random_games(GAME, WonderState, setups, 400, _check_moment)
    assert not untranslated(keys)
    assert {"wb-why-zone-far", "wb-why-turn", "wb-topic-zone-text"} <= keys
    assert per_call < 0.02, f"{1000 * per_call:.2f} ms per topics call"
