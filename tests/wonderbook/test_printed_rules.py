"""Issue 22, section 1: rules as the rulebook prints them.

* Every use of something that grants an extra action grants it again (L222, L227, Duo at
  L335); content that could loop for free is refused by the pack loader.
* The group removes the Wyrm of its choice in an explosion (L421-423) and in a ``wyrms``
  step with a negative count.
* The only loss is the last destiny token (L429-431): the round cap exists only in
  bot-only runs, where it stops a game as ``unfinished``, never as a loss.
* ``from_position`` judges the objective's goal on the position it builds.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tomecraft.analysis.results import result_rows
from tomecraft.bots import make_bot
from tomecraft.cli import app
from tomecraft.core import Rng
from tomecraft.games.wonderbook import chapter_cards
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.game import team_value
from tomecraft.games.wonderbook.loops import loops
from tomecraft.games.wonderbook.pack import PackError, load_pack
from tomecraft.games.wonderbook.position import from_position
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.interfaces.cli.simulate import GameResult, summarise

from .helpers import GAME, TESTPACK, A, arena, do, edited_pack, hero, zone


def _pack(tmp_path: Path, file: str, edit: Callable[[Any], None]) -> str:
    """The test pack copied with one file edited."""
    return str(edited_pack(tmp_path, file, edit, "pack"))


def _left(st: WonderState) -> int:
    d = st.decision()
    assert d is not None and d.kind == "action", d
    return int(dict(d.prompt.args)["left"])


# -- extra actions ------------------------------------------------------------------------
def test_duo_used_twice_gives_lara_five_actions() -> None:
    st = arena(2, ["lara", "sid"])
    lara, sid = hero(st, "lara"), hero(st, "sid")
    st.sparks[lara] = 2
    do(st, A.HERO + lara, "next-hero")
    seen = [_left(st)]
    do(st, A.ABILITY + 0, "action")  # Duo (1st action): swap, then an extra action at once
    do(st, A.HERO + sid, "swap")
    seen.append(_left(st))
    do(st, A.ABILITY + 0, "action")  # Duo again, with that extra action: another one
    do(st, A.HERO + sid, "swap")
    taken = 2
    while (d := st.decision()) is not None and d.kind == "action" and d.actor == lara:
        if st.stack[-1].hero != lara:  # type: ignore[attr-defined]
            break
        seen.append(_left(st))
        do(st, next(i for i in d.ids if A.MOVE <= i < A.ABILITY), "action")
        taken += 1
    assert st.sparks[lara] == 0
    assert seen == [3, 1, 1, 2, 1]
    assert taken == 5  # 3 actions + 2 extra actions


def test_two_copies_of_a_passage_each_grant_their_actions() -> None:
    st = arena(2, ["sid", "lara"])
    sid = hero(st, "sid")
    hurry = A.PASSAGE_ITEM + st.c.passage_index["hurry"]
    st.items[sid] = [hurry, hurry]
    st.passage_deck[hurry - A.PASSAGE_ITEM] -= 2
    do(st, A.HERO + sid, "next-hero")
    do(st, A.SPECIAL + hurry, "action")  # 2 left + 2 extra
    assert _left(st) == 4
    do(st, A.SPECIAL + hurry, "action")  # paid with an extra action; 2 more
    assert _left(st) == 5 and st.items[sid] == []


def test_the_loop_check_finds_mixes_that_pay_for_themselves() -> None:
    assert loops([(0, 0, 0)])  # a free action that grants one
    assert loops([(1, -1, 0), (-1, 1, 0)])  # one gives the spark the other spends
    assert loops([(1, -1, 0), (-1, 2, 0)])  # twice the first, once the second
    assert not loops([(1, -1, 0), (-2, 1, 0)])
    assert not loops([(0, -1, 0), (1, 0, -1), (-1, -1, 1)])  # Duo, Hurry, Haul
    assert not loops([])


def test_the_shipped_packs_pass_and_scout_costs_a_spark() -> None:
    for folder in (None, TESTPACK):
        p = load_pack(folder)
        ken = next(h for h in p.heroes.heroes if h.id == "ken")
        scout = next(s for u in ken.upgrades for s in u.sides if s.id == "ken-scout")
        assert scout.sparks == 1


def test_the_loader_refuses_a_free_ability_that_grants_an_action(tmp_path: Path) -> None:
    def free_scout(d: Any) -> None:
        ken = next(h for h in d["heroes"] if h["id"] == "ken")
        ken["upgrades"][1]["sides"][0]["sparks"] = 0

    with pytest.raises(PackError) as e:
        load_pack(_pack(tmp_path, "heroes.json", free_scout))
    err = e.value
    assert (err.file, err.card, err.field) == ("heroes.json", "'ken'", "ability ken-scout")
    assert "without end" in err.problem


def test_the_loader_refuses_two_cards_that_feed_each_other(tmp_path: Path) -> None:
    def free_spark(d: Any) -> None:  # item #7: a spark for an action, no cost
        d["cards"][6]["action"] = {
            "id": "t-horn", "sparks": 0, "script": [{"do": "sparks", "n": 1, "who": "self"}]
        }

    with pytest.raises(PackError) as e:
        load_pack(_pack(tmp_path, "chapters/arena.json", free_spark))
    err = e.value  # Tag-team (1 spark: 2 extra actions) and the item together
    assert (err.file, err.card, err.field) == ("heroes.json", "'lara'", "ability lara-tag-team")
    assert "chapters/arena.json #7 action.script" in err.problem


# -- the group's removals -------------------------------------------------------------------
def test_a_negative_wyrms_step_lets_the_group_choose(tmp_path: Path) -> None:
    def banish(d: Any) -> None:  # item #7 sends 2 Wyrms of the hero's zone to the reserve
        d["cards"][6]["action"] = {"id": "t-horn", "script": [{"do": "wyrms", "n": -2}]}

    st = arena(2, ["sid", "lara"], pack=_pack(tmp_path, "chapters/arena.json", banish))
    sid, x = hero(st, "sid"), zone(st, "x")
    st.pos[sid] = x
    st.wyrm_zone[0], st.wyrm_zone[1], st.wyrm_zone[2] = x, x, x
    st.wyrm_dmg[0] = 1
    st.items[sid] = [6]
    do(st, A.HERO + sid, "next-hero")
    do(st, A.SPECIAL + 6, "action")
    d = st.decision()
    assert d is not None and d.kind == "remove-wyrm" and d.actor == st.lead
    assert sorted(d.ids) == [A.WYRM + 0, A.WYRM + 1, A.WYRM + 2]
    events = st.apply(A.WYRM + 2)  # an unstunned one, not the stunned one
    assert [e.msg.arg("w") for e in events if e.kind == "wyrm-removed"] == [3]
    d = st.decision()
    assert d is not None and d.kind == "remove-wyrm" and len(d.ids) == 2
    st.apply(A.WYRM + 1)
    assert st.in_play() == [0] and st.wyrm_dmg[0] == 1
    assert _left(st) == 2  # the turn goes on


def test_bots_take_the_removal_and_the_estimate_prefers_an_unstunned_wyrm() -> None:
    st = arena(2, ["sid", "lara"])
    x = zone(st, "x")
    st.wyrm_zone[0], st.wyrm_zone[1], st.wyrm_zone[2] = x, x, x
    st.wyrm_dmg[0] = 1
    st.stack.append(T.RemoveWyrms(1, x))
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "remove-wyrm"
    for name in ("random", "greedy"):
        assert make_bot(name, GAME, d.actor, 1).choose(st) in d.ids
    stunned, fresh = st.clone(), st.clone()
    stunned.apply(A.WYRM + 0)
    fresh.apply(A.WYRM + 1)
    assert team_value(fresh) > team_value(stunned)


# -- no invented loss -------------------------------------------------------------------------
def _at_objective(st: WonderState, rounds: int) -> None:
    """Drop the round in progress and come back to the objective after ``rounds`` rounds."""
    chapter_cards.unwind(st)
    st.rounds = rounds
    st.settle()


def test_a_game_with_people_has_no_round_cap() -> None:
    cfg = {"pack": TESTPACK, "players": 2, "heroes": ["sid", "lara"]}
    assert GAME.parse_config(cfg)["max_rounds"] == 0
    st = GAME.new_state(cfg, Rng(0))
    assert isinstance(st, WonderState)
    _at_objective(st, 500)
    assert not st.over and st.rounds == 501
    d = st.decision()
    assert d is not None and d.kind == "next-hero"


def test_the_bot_only_cap_stops_a_game_unfinished_not_lost() -> None:
    cfg = GAME.bot_only_config({"pack": TESTPACK, "players": 2, "heroes": ["sid", "lara"]})
    assert cfg["max_rounds"] == 30
    st = GAME.new_state(cfg, Rng(0))
    assert isinstance(st, WonderState)
    _at_objective(st, 30)
    assert st.over and st.unfinished and not st.won and st.lost == ""
    assert st.decision() is None and st.winners() == []
    assert st.analysis_features()["unfinished"] is True
    assert GAME.final_rewards(st) == GAME.estimate(st)  # not scored as a loss
    again = WonderState.from_json(st.to_json())
    assert again.unfinished and again.over


def test_simulate_counts_unfinished_games_apart() -> None:
    results = [
        GameResult(0, 1, scores=(3, 3), winners=(0, 1)),
        GameResult(1, 2, scores=(0, 0), winners=()),
        GameResult(2, 3, scores=(0, 0), winners=(), unfinished=True),
    ]
    s = summarise(results, 2)
    assert s["unfinished"] == 1 and s["no_winner"] == 1 and s["wins"] == 1
    assert s["completed"] == 2 and s["win_rate"] == 0.5
    assert s["mean_score_by_seat"] == [1.5, 1.5]
    rows = result_rows(results)
    assert [r["win_share"] for r in rows] == [0.5, 0.5, 0.0, 0.0, None, None]


def test_simulate_command_reports_unfinished_games() -> None:
    runner = CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": "100"})
    args = ["simulate", "wonderbook", "-n", "3", "-p", "2", "--bots", "random",
            "--seed", "4", "-o", "max_rounds=1", "-o", "chapter=one"]
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    s = json.loads(result.stdout)
    assert s["unfinished"] >= 1 and s["errors"] == 0 and s["config"]["max_rounds"] == 1
    team = s["team"]
    assert s["unfinished"] + team["losses"] + team["wins"] == s["games"] == 3
    text = runner.invoke(app, args)
    assert text.exit_code == 0 and "Games stopped unfinished" in text.output


# -- positions ----------------------------------------------------------------------------------
def test_from_position_judges_the_goal_after_placing_the_wyrms(tmp_path: Path) -> None:
    def short(d: Any) -> None:  # an objective met while no Wyrm is in play, then the end
        d["cards"] = [
            d["cards"][0],
            {**d["cards"][1], "goal": {"if": "wyrms", "at_most": 0}, "back": []},
            {"n": 3, "type": "end", "endings": [{"destiny": 0, "script": []}]},
        ]

    pack = _pack(tmp_path, "chapters/arena.json", short)
    st = from_position({"pack": pack, "objective": 2, "wyrms": [{"zone": "x"}]})
    assert not st.over and not st.won
    assert [w for w in st.in_play()] == [0] and st.wyrm_zone[0] == zone(st, "x")
    d = st.decision()
    assert d is not None and d.kind == "next-hero"
