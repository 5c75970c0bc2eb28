"""Play-testers' notes: ending the turn is offered last; an action with nothing to target
is not offered; the last roll keeps its dice; a knock-out ends the hero's turn at once;
the heart supply always lets a hero stand up with full hearts."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tomecraft.core import InvalidPosition, Rng
from tomecraft.games.wonderbook import action_options, hero_changes
from tomecraft.games.wonderbook.action_options import can_affect
from tomecraft.games.wonderbook.data import content
from tomecraft.games.wonderbook.pack import PackError, Step, load_pack
from tomecraft.games.wonderbook.pack_vocabulary import MAX_TEAM
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.games.wonderbook.table import table
from tomecraft.games.wonderbook.tasks import Run, Turn

from .helpers import GAME, TESTPACK, A, arena, do, hero, play_random


def _sid_turn() -> tuple[WonderState, int]:
    st = arena(2, ["sid", "lara"])
    sid = hero(st, "sid")
    do(st, A.HERO + sid, "next-hero")
    return st, sid


def _run(st: WonderState, h: int, script: list[dict[str, object]]) -> None:
    """Run ``script`` for hero ``h`` as its action would (above its turn)."""
    steps = [Step.model_validate(s) for s in script]
    st.stack.append(Run(st.c.script(steps), h, 1))
    st.settle()


def test_a_script_number_stays_with_its_list() -> None:
    """Scripts are numbered by their list's ``id``: a list registered and then freed must
    not hand its number to the next list made (tests make step lists and free them; the
    compiled build's ``test_another_heros_knock_out_does_not_cut_the_action`` once ran the
    script of the test before it)."""
    st, _ = _sid_turn()
    numbers = []
    for n in range(40):
        steps = [Step.model_validate({"do": "destiny", "n": 1 + n % 9})] * (1 + n // 9)
        number = st.c.script(steps)
        assert st.c.scripts[number] == tuple(steps), n
        numbers.append(number)
        del steps
    assert len(set(numbers)) == len(numbers)


# -- 1. the order of the action menu -----------------------------------------------------------
def test_ending_the_turn_is_the_last_option_of_an_action() -> None:
    st, sid = _sid_turn()
    st.zone_sparks[st.pos[sid]] = 1
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "action" and len(d.ids) > 2
    assert d.ids[-1] == A.PASS and A.PASS not in d.ids[:-1]
    assert list(d.ids[:-1]) == sorted(d.ids[:-1])  # the rest keeps its id order
    assert d.ids[0] == A.COLLECT


def test_every_action_decision_ends_with_pass() -> None:
    st = GAME.new_state({"players": 2, "chapter": "tutorial"}, Rng(5))
    assert isinstance(st, WonderState)
    rng = Rng(9)
    seen = 0
    for _ in range(3000):
        d = st.decision()
        if d is None:
            break
        if d.kind == "action":
            assert d.ids[-1] == A.PASS
            seen += 1
        st.apply(st.sample_chance(rng) if d.actor < 0 else rng.choice(d.ids))
    assert seen > 5


# -- 2. nothing to target, nothing offered -----------------------------------------------------
def test_spark_shot_is_not_offered_without_a_wyrm_in_range() -> None:
    st, sid = _sid_turn()
    st.sparks[sid] = 2
    for w in st.in_play():
        st.wyrm_zone[w] = -1
    assert A.ABILITY + 0 not in action_options.action_ids(st, sid)  # Spark Shot: damage, range near
    st.wyrm_zone[st.reserve()[0]] = st.pos[sid]
    assert A.ABILITY + 0 in action_options.action_ids(st, sid)
    st.settle()
    spent = st.sparks[sid]
    do(st, A.ABILITY + 0, "action")
    assert st.sparks[sid] == spent - 1


def test_the_target_rule_reads_the_whole_script() -> None:
    st, sid = _sid_turn()
    for w in st.in_play():
        st.wyrm_zone[w] = -1

    def steps(*script: dict[str, object]) -> list[Step]:
        return [Step.model_validate(s) for s in script]

    assert not can_affect(st, sid, steps({"do": "damage", "n": 1, "range": "anywhere"}))
    assert not can_affect(st, sid, steps({"do": "stun", "range": "here"}))
    # a challenge whose outcomes only target Wyrms does nothing either
    trick = {"do": "challenge", "dice": 2, "need": 1, "then": [{"do": "damage", "n": 1}]}
    assert not can_affect(st, sid, steps(trick))
    # any other effect makes it worth taking
    assert can_affect(st, sid, steps({"do": "damage", "n": 1}, {"do": "destiny", "n": 1}))
    assert can_affect(st, sid, steps({**trick, "else": [{"do": "destiny", "n": 1}]}))
    # a stun needs a Wyrm it can stun: one in range that is not stunned already
    w = st.reserve()[0]
    st.wyrm_zone[w] = st.pos[sid]
    assert can_affect(st, sid, steps({"do": "stun", "range": "here"}))
    st.wyrm_dmg[w] = 1
    assert not can_affect(st, sid, steps({"do": "stun", "range": "here"}))
    assert can_affect(st, sid, steps({"do": "damage", "n": 1, "range": "here"}))


def test_a_passage_with_no_target_is_kept_not_offered() -> None:
    st, sid = _sid_turn()
    for w in st.in_play():
        st.wyrm_zone[w] = -1
    kinds = [p.id for p in st.c.passages]
    ink = A.PASSAGE_ITEM + kinds.index("ink-bomb") if "ink-bomb" in kinds else None
    if ink is None:
        pytest.skip("the test pack has no damage passage")
    st.items[sid].append(ink)
    assert A.SPECIAL + ink not in action_options.action_ids(st, sid)
    st.wyrm_zone[st.reserve()[0]] = st.pos[sid]
    assert A.SPECIAL + ink in action_options.action_ids(st, sid)


# -- 3. the last roll keeps its dice -------------------------------------------------------------
def test_the_last_roll_keeps_its_dice() -> None:
    st, sid = _sid_turn()
    assert table(st)["last_roll"] is None
    _run(st, sid, [{"do": "challenge", "dice": 3, "need": 1}])
    do(st, A.HITS + 2, "dice")
    if st.decision().kind == "reroll":  # type: ignore[union-attr]
        do(st, A.PASS, "reroll")
    assert (st.last_dice, st.last_roll) == (3, 2)
    assert table(st)["last_roll"] == {"dice": 3, "hits": 2}
    back = WonderState.from_json(st.to_json())
    assert (back.last_dice, back.last_roll) == (3, 2)
    assert st.view(0)["table"]["last_roll"] == {"dice": 3, "hits": 2}
    old = st.to_json()
    del old["last_dice"]  # a document from before: no dice known
    assert WonderState.from_json(old).last_dice == 0


def test_a_last_roll_with_more_hits_than_dice_is_refused() -> None:
    st, _ = _sid_turn()
    data = st.to_json()
    data["last_dice"], data["last_roll"] = 2, 3
    with pytest.raises(InvalidPosition, match="last roll"):
        WonderState.from_json(data)


# -- 5. a knock-out ends the turn at once --------------------------------------------------------
def test_a_hero_knocked_out_in_its_action_does_not_finish_it() -> None:
    st, sid = _sid_turn()
    lara = hero(st, "lara")
    st.hearts[sid] = 1
    up = st.destiny_up
    _run(st, sid, [{"do": "hearts", "n": -1}, {"do": "destiny", "n": 1}, {"do": "move", "n": 2}])
    assert st.ko[sid]
    assert st.destiny_up == up  # the rest of the action never happened
    assert not any(isinstance(t, Turn) and t.hero == sid for t in st.stack)
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor == st.seat_of[lara]


def test_another_heros_knock_out_does_not_cut_the_action() -> None:
    st, sid = _sid_turn()
    lara = hero(st, "lara")
    st.hearts[lara] = 1
    up = st.destiny_up
    _run(st, sid, [{"do": "hearts", "n": -1, "who": "each"}, {"do": "destiny", "n": 1}])
    assert st.ko[lara] and not st.ko[sid]
    assert st.destiny_up == min(up + 1, st.destiny_total)
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor == st.seat_of[sid]


# -- 6. standing up takes full hearts --------------------------------------------------------------
def test_a_hero_stands_up_with_full_hearts() -> None:
    st, sid = _sid_turn()
    lara = hero(st, "lara")
    st.hearts[sid], st.ko[sid] = 0, True
    st.hearts[lara] = st.hero_max(lara)
    hero_changes.stand_up(st, sid)
    assert st.hearts[sid] == st.hero_max(sid) and not st.ko[sid]
    st.check_components()


def test_every_pack_can_seat_its_strongest_team_at_full_hearts() -> None:
    for key in (content().key, content(TESTPACK).key):
        c = content(key)
        most = sum(sorted((h.hearts for h in c.heroes), reverse=True)[:MAX_TEAM])
        assert c.supply.hearts >= most


def test_a_pack_with_too_few_hearts_is_refused(tmp_path: Path) -> None:
    dst = tmp_path / "small"
    shutil.copytree(TESTPACK, dst)
    path = dst / "pack.json"
    data = json.loads(path.read_text())
    data["supply"] = {**data.get("supply", {}), "hearts": 12}
    path.write_text(json.dumps(data))
    with pytest.raises(PackError, match=r"supply\.hearts") as e:
        load_pack(dst)
    assert "at least 20 hearts" in e.value.problem


def test_random_games_stay_within_the_supplies() -> None:
    for seed in range(3):
        st = GAME.new_state({"players": 4, "chapter": "tutorial"}, Rng(seed))
        assert isinstance(st, WonderState)
        play_random(st, Rng(seed + 10), limit=3000)
        st.check_components()
        assert st.hearts_supply() >= 0
