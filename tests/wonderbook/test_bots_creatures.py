"""Bots and the new elements (issue 22, Done-when): no bot walks into a zone a special
rule closes, the greedy heuristic values an ally's hearts above an equal hero's (it heals
the ally), attacks an enemy with hearts and finishes it off, shapes an escort goal (the
way to the card that brings the ally to its zone) and values shields."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tomecraft.bots import make_bot, play_match, seat_bots
from tomecraft.core import Match
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import scene_changes
from tomecraft.games.wonderbook.heuristic import team_value
from tomecraft.games.wonderbook.pack import Cond, Step
from tomecraft.games.wonderbook.state import WonderState

from .helpers import GAME, arena, edited_pack, zone
from .test_creature_actions import OGRE, PIP, _game, _hero, _one_hit_near_a_wyrm, _pack, _roll


def _closed(tmp_path: Path) -> Path:
    """The test pack with card 6 (a special rule) closing zone y, next to the start."""

    def edit(d: dict[str, Any]) -> None:
        d["cards"][5]["rule"] = {"no_enter": ["y"]}

    return edited_pack(tmp_path, "chapters/arena.json", edit)


@pytest.mark.parametrize("bot", ["random", "greedy", "medium", "hard"])
def test_no_bot_walks_into_a_closed_zone(tmp_path: Path, bot: str) -> None:
    games = 1 if bot in ("medium", "hard") else 3
    for seed in range(games):
        start = arena(2, ["sid", "ken"], pack=str(_closed(tmp_path / f"{bot}{seed}")),
                      max_rounds=4)
        start.rules.append(5)  # the rule is in force from the first action
        y = zone(start, "y")
        m = Match(GAME, None, 40 + seed, start=start)
        entered: list[int] = []

        def watch(
            actor: int, option: int, events: Any, m: Match = m, y: int = y,
            entered: list[int] = entered,
        ) -> None:
            st = m.state
            assert isinstance(st, WonderState)
            entered.extend(h for h in range(st.n_heroes) if st.pos[h] == y)

        moves = play_match(m, seat_bots(GAME, [bot, bot], 7 + seed), on_step=watch,
                           max_decisions={"medium": 400, "hard": 200}.get(bot, 3000))
        assert moves > 10, moves  # the game was played
        assert entered == [], f"{bot} seed {seed}: a hero entered the closed zone"


def test_greedy_heals_an_ally_before_an_equally_hurt_hero(tmp_path: Path) -> None:
    for seed in range(6):
        st = _game(tmp_path / str(seed), ["tina", "ken"])  # tina's attack heals 1 on a hit
        scene_changes.creature_gain(st, PIP, -1)
        st.hearts[1] -= 1  # ken lacks one heart too
        st.apply(A.ATTACK)
        _roll(st, 1)
        d = st.decision()
        assert d is not None and d.kind == "heal"
        assert {A.CREATURE + PIP, A.HERO + 1} <= set(d.ids)
        bot = make_bot("greedy", GAME, d.actor, seed)
        assert bot.choose(st) == A.CREATURE + PIP, seed


def test_greedy_attacks_an_enemy_with_hearts(tmp_path: Path) -> None:
    picks = []
    for seed in range(6):
        st = _game(tmp_path / str(seed), ["sid", "ken"])
        scene_changes.place_creature(st, PIP, -1)  # only the enemy in zone x; no Wyrm in play
        st.zone_sparks = [0] * len(st.zone_sparks)  # nothing to collect instead
        st = WonderState.from_json(st.to_json())  # the action decision built again
        assert not st.in_play()
        d = st.decision()
        assert d is not None and A.ATTACK in d.ids
        picks.append(make_bot("greedy", GAME, d.actor, seed).choose(st))
    assert picks.count(A.ATTACK) >= 5, picks


def test_greedy_finishes_off_the_enemy_before_a_fresh_wyrm(tmp_path: Path) -> None:
    st = _game(tmp_path, ["sid", "ken"])
    assert st.heroes[_hero(st)] == 0  # sid
    scene_changes.creature_gain(st, OGRE, -3)  # 1 heart left
    w, d = _one_hit_near_a_wyrm(st)
    assert {A.CREATURE + OGRE, A.WYRM + w} <= set(d.ids)
    for seed in range(4):
        assert make_bot("greedy", GAME, d.actor, seed).choose(st) == A.CREATURE + OGRE


def test_enemy_hearts_ally_hearts_and_shields_move_the_value(tmp_path: Path) -> None:
    st = _game(tmp_path, ["sid", "ken"])
    base = team_value(st)
    hurt = st.clone()
    scene_changes.creature_gain(hurt, OGRE, -1)
    assert team_value(hurt) > base  # an enemy's heart less
    gone = st.clone()
    scene_changes.creature_gain(gone, OGRE, -4)
    assert team_value(gone) > team_value(hurt)  # defeated
    ally = st.clone()
    scene_changes.creature_gain(ally, PIP, -1)
    assert team_value(ally) < base
    fallen = st.clone()
    scene_changes.creature_gain(fallen, PIP, -3)
    assert team_value(fallen) < team_value(ally) - 5  # a fallen ally costs much
    shielded = st.clone()
    shielded.shield[0] = 2
    assert team_value(shielded) > base


def test_an_escort_goal_walks_to_the_card_that_brings_the_ally(tmp_path: Path) -> None:
    """Goal: the ally pip in zone k. Card 1 (an interaction on the box, zone k) moves it
    there: the heroes' way to that object is shaped."""
    st = arena(2, ["sid", "lara"], pack=str(_pack(tmp_path)))
    scene_changes.place_creature(st, PIP, zone(st, "x"))
    cards = list(st.ch.cards)
    goal = Cond.model_validate({"if": "creature", "creature": "pip", "zone": "k"})
    cards[st.objective] = cards[st.objective].model_copy(update={"goal": goal})
    cards[0] = cards[0].model_copy(
        update={"back": [Step.model_validate({"do": "creature", "card": "pip", "zone": "k"})]}
    )
    st.ch = replace(st.ch, cards=tuple(cards))
    values = []
    for z in ("x", "v", "k"):
        st.pos = [zone(st, z), zone(st, "x")]
        values.append(team_value(st))
    assert values[0] < values[1] < values[2], values
    scene_changes.place_creature(st, PIP, zone(st, "k"))
    assert team_value(st) > values[2] + 10  # the goal holds


def _escort(tmp_path: Path) -> WonderState:
    """The arena with the goal "the ally pip in zone k" (card 2), pip in zone x, and card 1
    (an interaction on the box, in zone k, not flipped) whose back brings pip to k; the
    hero to act stands in k. Written into the pack: the search rebuilds the chapter from
    the pack and the view."""

    def edit(d: dict[str, Any]) -> None:
        d["creatures"] = [{"id": "pip", "kind": "ally", "hearts": 3}]
        d["cards"][0]["back"] = [{"do": "creature", "card": "pip", "zone": "k"}]
        d["cards"][1]["goal"] = {"if": "creature", "creature": "pip", "zone": "k"}

    st = arena(2, ["sid", "lara"], pack=str(edited_pack(tmp_path, "chapters/arena.json", edit)))
    scene_changes.place_creature(st, PIP, zone(st, "x"))
    d = st.decision()
    if d is not None and d.kind == "next-hero":
        st.apply(d.ids[0])
    st.pos[_hero(st)] = zone(st, "k")
    st.settle()  # the action decision built again, from zone k
    assert st.objective == 1 and 0 in st.placed  # face up, its back unread
    return st


@pytest.mark.parametrize("bot", ["greedy", "easy", "medium", "hard"])
def test_no_bot_ignores_an_escort(tmp_path: Path, bot: str) -> None:
    """Standing at the object whose card brings the ally to the goal's zone, every level
    flips it. The search levels cannot read the card's back (their playouts stop there):
    they flip it on the prior of an unread interaction while the goal waits for something
    only a card's text gives (heuristic ``_cut_prior``), not on its text."""
    picks = []
    for seed in range(3):
        st = _escort(tmp_path / f"{bot}{seed}")
        d = st.decision()
        assert d is not None and d.kind == "action" and A.INTERACT in d.ids, d
        picks.append(make_bot(bot, GAME, d.actor, seed).choose(st))
    assert picks == [A.INTERACT] * 3, picks
