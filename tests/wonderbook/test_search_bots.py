"""Wonder Book's search levels: rollout improvement over greedy (the machinery, not the
strength, which ``bench/wonderbook_bots.py`` measures): the hook picks it for every
level, a seed makes it deterministic, and its playouts run on the blind determinisation
of the bot's view, never on the true state."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from helpers.games import greedy_until

from tomecraft.bots import GreedyBot, make_bot, play_game
from tomecraft.bots.rollout import RolloutBot, RolloutConfig
from tomecraft.core import Decision, Match, Rng, State
from tomecraft.games.wonderbook.game import SEARCH_LEVELS, WonderBookGame
from tomecraft.games.wonderbook.state import WonderState

from .helpers import GAME
from .test_search_hidden import _near_goal, _pack_with_card3

LEVELS = ("easy", "medium", "hard")


def _mid_game(seed: int = 2, skip: int = 4) -> Match:
    """A greedy 2-player tutorial played up to its ``skip``-th action decision with at
    least three options."""
    match = Match(GAME, {"players": 2, "chapter": "tutorial"}, seed)
    seen = [0]

    def wanted(d: Decision) -> bool:
        if d.kind == "action" and len(d.ids) >= 3:
            seen[0] += 1
        return seen[0] > skip

    return greedy_until(match, wanted, seed)


@pytest.mark.parametrize("level", LEVELS)
def test_every_search_level_is_rollout_improvement_over_greedy(level: str) -> None:
    bot = make_bot(level, GAME, 1, 7)
    assert isinstance(bot, RolloutBot) and bot.name == level
    fields = {k: v for k, v in SEARCH_LEVELS[level].items() if k != "bot"}
    assert bot.config == RolloutConfig(**fields)
    assert GAME.search_settings("mcts") is None  # plain MCTS stays for experiments


def test_each_level_does_more_work_than_the_one_below() -> None:
    def work(level: str) -> int:
        s = SEARCH_LEVELS[level]
        return int(s["candidates"] * s["samples"] * s["depth"])

    assert work("easy") < work("medium") < work("hard")


def test_a_level_is_deterministic_with_a_seed_and_searches() -> None:
    st = _mid_game().state
    d = st.decision()
    assert d is not None
    first, again = make_bot("medium", GAME, d.actor, 11), make_bot("medium", GAME, d.actor, 11)
    assert isinstance(first, RolloutBot) and isinstance(again, RolloutBot)
    assert first.choose(st) == again.choose(st)
    assert first.last_playouts > 0 and first.last_playouts == again.last_playouts
    a = play_game(GAME, {"players": 2, "chapter": "tutorial"}, ["easy", "easy"], 5)
    b = play_game(GAME, {"players": 2, "chapter": "tutorial"}, ["easy", "easy"], 5)
    assert a.state.state_hash() == b.state.state_hash()
    assert a.state.over


class _Spy(WonderBookGame):
    """Wonder Book that records, for every heuristic call, whether the state was a blind
    search copy, and the samples its determiniser handed out."""

    def __init__(self) -> None:
        self.blind: list[bool] = []
        self.samples: list[WonderState] = []

    def heuristic(self, state: State, seat: int) -> float:
        assert isinstance(state, WonderState)
        self.blind.append(state.blind)
        return super().heuristic(state, seat)

    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        inner = super().determinizer(view, seat)

        def sample(rng: Rng) -> State:
            st = inner(rng)
            assert isinstance(st, WonderState)
            self.samples.append(st)
            return st

        return sample


def test_playouts_run_on_the_blind_sample_of_the_view_only() -> None:
    """The search levels never score the true state: the root's one-ply ranking and
    every playout run on blind copies sampled from the bot's view."""
    st = _mid_game().state
    d = st.decision()
    assert d is not None
    spy = _Spy()
    bot = RolloutBot(spy, d.actor, 3, RolloutConfig(**{
        k: v for k, v in SEARCH_LEVELS["hard"].items() if k != "bot"}))
    bot.choose(st)
    assert bot.last_playouts > 0 and spy.samples
    assert all(s.blind for s in spy.samples) and not st.blind  # type: ignore[attr-defined]
    assert spy.blind.count(False) == 0  # not even the root ranking reads the true state
    assert spy.blind.count(True) >= bot.last_playouts  # a leaf per playout, all blind


class _Sighted(WonderBookGame):
    """Wonder Book whose samples are not blind: their play carries out unread text."""

    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        inner = super().determinizer(view, seat)

        def sample(rng: Rng) -> State:
            st = inner(rng)
            assert isinstance(st, WonderState)
            st.blind = False
            return st

        return sample


def _before_goal(pack: str) -> WonderState:
    """The lead picks the next hero; Sid could then meet the arena's goal (one more
    defeat, a stunned Wyrm in his zone), after which card 3 is read."""
    st = GAME.new_state(
        {"pack": pack, "players": 2, "heroes": ["sid", "lara"], "max_rounds": 99}, Rng(0)
    )
    assert isinstance(st, WonderState)
    st.defeated = 8
    st.wyrm_zone[0] = st.ch.zone_index["x"]
    st.wyrm_dmg[0] = 1
    d = st.decision()
    assert d is not None and d.kind == "next-hero"
    return st


@pytest.mark.parametrize("level", LEVELS)
def test_choices_do_not_depend_on_an_unread_card(tmp_path: Path, level: str) -> None:
    """Two packs that differ only in card 3, which no player has read (a loss at once, or
    5 destiny). Playouts that carried out its text would score the options differently in
    the two (the sighted control's do); the level's blind search makes the same choices."""
    cfg = RolloutConfig(**{k: v for k, v in SEARCH_LEVELS[level].items() if k != "bot"})
    blind: list[list[int]] = []
    sighted: list[list[float]] = []
    for name, n in (("doom", -9), ("boon", 5)):
        pack = _pack_with_card3(tmp_path, name, n)
        blind.append([make_bot(level, GAME, 0, seed).choose(_before_goal(pack))
                      for seed in (1, 2, 3)])
        st = _before_goal(pack)
        sighted.append(RolloutBot(_Sighted(), 0, 1, cfg).evaluate(st, st.legal_ids()))
    assert blind[0] == blind[1]
    assert sighted[0] != sighted[1]  # the position does tell the two packs apart


def test_greedy_does_not_depend_on_an_unread_card(tmp_path: Path) -> None:
    """Greedy's one step ahead is played on the blind sample of its view too: on Sid's
    turn, where an attack may meet the goal and so read card 3, the same choices with
    card 3 a loss or 5 destiny (a greedy bot of the sighted control, which carries out
    unread text, tells the two apart)."""
    blind, sighted = [], []
    for name, n in (("doom", -9), ("boon", 5)):
        pack = _pack_with_card3(tmp_path, name, n)
        blind.append([make_bot("greedy", GAME, 0, seed).choose(_near_goal(pack))
                      for seed in (1, 2, 3)])
        sighted.append([GreedyBot(_Sighted(), 0, seed).choose(_near_goal(pack))
                        for seed in (1, 2, 3)])
    assert blind[0] == blind[1]
    assert sighted[0] != sighted[1]  # the position does tell the two packs apart
