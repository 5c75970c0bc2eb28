"""Unit tests, one rule each (on the test pack's arena chapter unless said otherwise)."""

from __future__ import annotations

import pytest

from tomecraft.core import IllegalDecision, InvalidConfig, Rng
from tomecraft.games.wonderbook import chapter_cards, hero_changes, scene_changes
from tomecraft.games.wonderbook.reach import steps_toward_heroes
from tomecraft.games.wonderbook.tasks import PlayersPhase, Roll

from .helpers import GAME, A, arena, at_the_dilemma, do, hero, to_round_stage, zone


@pytest.mark.parametrize(("diff", "up"), [("easy", 6), ("normal", 5), ("hard", 4)])
def test_destiny_by_difficulty(diff: str, up: int) -> None:
    st = arena(2, ["sid", "lara"], difficulty=diff)
    assert st.destiny_up == up and st.destiny_total == 10


@pytest.mark.parametrize(("players", "reserve"), [(1, 4), (2, 4), (3, 6), (4, 8)])
def test_reserve_two_per_hero(players: int, reserve: int) -> None:
    heroes = ["sid", "lara", "ken", "tina"][: max(2, players)]
    st = arena(players, heroes)
    assert len(st.reserve()) == reserve and len(st.wyrm_zone) == 8


def test_solo_plays_two_heroes_from_one_seat() -> None:
    st = arena(1, ["sid", "ken"])
    assert st.n_heroes == 2 and st.seat_of == [0, 0]
    d = st.decision()
    assert d is not None and d.actor == 0 and d.kind == "next-hero"


def test_bad_options_are_reported() -> None:
    with pytest.raises(InvalidConfig, match="players must be"):
        GAME.parse_config({"players": 5})
    with pytest.raises(InvalidConfig, match="difficulty"):
        GAME.parse_config({"difficulty": "brutal"})
    with pytest.raises(InvalidConfig, match="unknown chapter"):
        GAME.parse_config({"chapter": "nope"})


def test_illegal_option_leaves_state_unchanged() -> None:
    st = arena(2, ["sid", "lara"])
    before = st.state_hash()
    with pytest.raises(IllegalDecision):
        st.apply(A.ATTACK)
    assert st.state_hash() == before


def _turn(st, h: int) -> None:  # type: ignore[no-untyped-def]
    do(st, A.HERO + h, "next-hero")


def test_three_actions_then_turn_ends() -> None:
    st = arena(2, ["sid", "lara"])
    sid = hero(st, "sid")
    _turn(st, sid)
    x, y = zone(st, "x"), zone(st, "y")
    do(st, A.MOVE + y)
    do(st, A.MOVE + x)
    do(st, A.MOVE + y)
    d = st.decision()
    assert d is not None and d.actor == 1  # Lara's turn (the only one left)


def test_walls_block_movement() -> None:
    st = arena(2, ["sid", "lara"])
    st.pos[0] = zone(st, "k")
    _turn(st, 0)
    d = st.decision()
    assert d is not None
    assert A.MOVE + zone(st, "z") not in d.ids and A.MOVE + zone(st, "v") in d.ids


def test_collect_only_where_a_spark_is() -> None:
    st = arena(2, ["sid", "lara"])
    st.pos[0] = zone(st, "z")
    _turn(st, 0)
    d = st.decision()
    assert d is not None and A.COLLECT not in d.ids


def _roll_state(hearts: int):  # type: ignore[no-untyped-def]
    st = arena(2, ["sid", "lara"])
    st.hearts[0] = hearts
    st.wyrm_zone[0] = zone(st, "x")
    _turn(st, 0)
    do(st, A.ATTACK)
    do(st, A.HITS + 0, "dice")
    return st


def test_reroll_costs_a_heart_and_rerolls_only_misses() -> None:
    st = _roll_state(3)
    do(st, A.YES, "reroll")
    assert st.hearts[0] == 2
    d = st.decision()
    assert d is not None and d.kind == "dice" and d.ids == (A.HITS, A.HITS + 1, A.HITS + 2)


def test_never_reroll_the_last_heart() -> None:
    st = _roll_state(1)
    d = st.decision()
    assert d is not None and d.kind == "action"  # no reroll offered


def test_reroll_once_per_turn() -> None:
    st = _roll_state(4)
    do(st, A.YES, "reroll")
    do(st, A.HITS + 0, "dice")
    do(st, A.ATTACK)
    do(st, A.HITS + 0, "dice")
    d = st.decision()
    assert d is not None and d.kind == "action"


def test_challenge_from_a_card_is_rerollable_only_in_special_actions() -> None:
    st = arena(2, ["sid", "lara"])
    st.stack.append(Roll(0, 2, 0))
    st.settle()
    do(st, A.HITS + 0, "dice")
    assert st.decision() is not None and st.decision().kind != "reroll"  # type: ignore[union-attr]


def test_wyrm_stun_then_defeat_and_health_rule() -> None:
    st = arena(2, ["sid", "lara"])
    st.wyrm_zone[0] = 0
    assert scene_changes.damage_wyrm(st, 0, 1) == (1, False) and st.wyrm_dmg[0] == 1
    assert scene_changes.damage_wyrm(st, 0, 1) == (1, True) and st.wyrm_zone[0] == -1
    st.wyrm_zone[0] = 0
    assert scene_changes.damage_wyrm(st, 0, 3) == (2, True)  # leftover 1
    chapter_cards.set_rule(st, 5, False)  # card 6: Wyrms have 3 health
    st.wyrm_zone[0] = 0
    assert scene_changes.damage_wyrm(st, 0, 2) == (2, False)


def test_knock_out_ends_the_turn_and_hearts_stay_in_range() -> None:
    st = arena(2, ["sid", "lara"])
    _turn(st, 0)
    hero_changes.heal(st, 0, 9)
    assert st.hearts[0] == 5
    hero_changes.hurt(st, 0, 9)
    assert st.ko[0] and st.hearts[0] == 0
    hero_changes.heal(st, 0, 2)  # a knocked-out hero is unaffected
    assert st.hearts[0] == 0
    do(st, A.MOVE + zone(st, "y"))
    d = st.decision()
    assert d is not None and d.actor == 1


def test_losing_the_last_destiny_token_loses_at_once() -> None:
    st = arena(2, ["sid", "lara"], difficulty="hard")
    st.destiny_up = 1
    st.ko[0] = True
    st.hearts[0] = 0
    st.stack.pop()
    st.stack.append(PlayersPhase())
    st.settle()
    assert st.over and not st.won and st.lost == "destiny"
    assert st.campaign_record() == st.record


def test_keys_note_and_erase_are_idempotent() -> None:
    st = arena(2, ["sid", "lara"], campaign={"keys": ["old"]})
    chapter_cards.note_key(st, "new", False)
    chapter_cards.note_key(st, "new", False)
    chapter_cards.note_key(st, "gone", True)
    chapter_cards.note_key(st, "old", True)
    assert st.keys == ["new"]


def test_wyrm_moves_toward_nearest_hero_and_ignores_knocked_out() -> None:
    st = arena(2, ["sid", "lara"])
    x, y, z = zone(st, "x"), zone(st, "y"), zone(st, "z")
    st.pos[0], st.pos[1] = x, y
    assert steps_toward_heroes(st, z) == sorted([x, y])
    st.ko[1] = True
    assert steps_toward_heroes(st, z) == [x]
    st.ko[0] = True
    assert steps_toward_heroes(st, z) == []


def test_spawn_capped_by_reserve() -> None:
    st = arena(2, ["sid", "lara"])
    scene_changes.spawn(st, 9, zone(st, "v"))
    assert len(st.in_play()) == 4 and not st.reserve()


def test_silver_halo_only_with_three_or_more() -> None:
    from tomecraft.games.wonderbook.pack import Step
    from tomecraft.games.wonderbook.tasks import Run

    for players, expect in ((2, 1), (3, 2)):
        st = arena(players, ["sid", "lara", "ken"][: max(2, players)])
        st.vortex = zone(st, "v")
        script = [Step.model_validate({"do": "spawn", "n": 1, "halo": 1})]
        st.stack.append(Run(st.c.script(script), -1))
        st.settle()
        assert len(st.in_play()) == expect


def test_ask_for_item_is_the_holders_decision() -> None:
    st = arena(2, ["sid", "lara"])
    hero_changes.give_item(st, 1, 6)  # card 7, the horn, to Lara
    _turn(st, 0)
    do(st, A.ASK + 6, "action")
    d = st.decision()
    assert d is not None and d.kind == "consent" and d.actor == 1
    do(st, A.PASS, "consent")
    assert st.items[1] == [6]
    d = st.decision()
    assert d is not None and d.kind == "action"  # the asker's action is spent anyway


def test_dilemma_pile_and_interaction_top_card_only() -> None:
    st = at_the_dilemma(arena(2, ["sid", "lara"]))
    d = st.decision()
    assert d is not None and d.kind == "dilemma"
    do(st, A.OPTION + 0, "dilemma")
    assert "left" in st.keys and st.piles["blue"] == [3, 4]
    view = st.view(None)
    assert view["piles"] == {"blue": {"top": 3, "size": 2}}
    assert 4 not in view["removed"] and 4 not in view["read"]


def test_wyrm_card_added_and_scene_switch() -> None:
    st = arena(2, ["sid", "lara"])
    chapter_cards.add_wyrm_card(st, "t-extra")
    scene_changes.switch_scene(st, 1)
    assert st.pos == [zone(st, "c1")] * 2 and not st.in_play()
    rec_deck = st.wyrm_deck
    assert st.c.wyrm_index["t-extra"] in rec_deck


def test_determinism_same_seed_same_game() -> None:
    from .helpers import play_random

    a = arena(3, ["sid", "lara", "ken"])
    b = arena(3, ["sid", "lara", "ken"])
    play_random(a, Rng(5))
    play_random(b, Rng(5))
    assert a.state_hash() == b.state_hash()


def test_to_round_stage_helper_reaches_enemies() -> None:
    st = arena(2, ["sid", "lara"])
    to_round_stage(st, 1)
    d = st.decision()
    assert d is not None and d.kind == "wyrm-card"


def test_position_round_trip() -> None:
    from tomecraft.games.wonderbook.position import from_position, to_position

    pos = {
        "chapter": "tutorial",
        "players": 3,
        "objective": 4,
        "heroes": [
            {"hero": "sid", "zone": "hall", "hearts": 3, "sparks": 1, "items": ["passage:flash"]},
            {"hero": "lara", "zone": "study", "ko": True},
            {"hero": "ken", "zone": "hall"},
        ],
        "wyrms": [{"zone": "hall"}, {"zone": "balcony", "stunned": True}],
        "sparks": {"library": 2},
        "destiny": 4,
    }
    st = from_position(pos)
    d = st.decision()
    assert d is not None and d.kind == "next-hero"
    assert st.destiny_up == 3  # Lara stood up: one token down
    out = to_position(st)
    assert out["wyrms"] == [
        {"zone": "hall", "stunned": False},
        {"zone": "balcony", "stunned": True},
    ]
    assert out["heroes"][0]["items"] == ["passage:flash"] and out["sparks"] == {"library": 2}
    again = from_position({k: v for k, v in out.items() if k != "pack"})
    assert to_position(again)["heroes"][0] == out["heroes"][0]
