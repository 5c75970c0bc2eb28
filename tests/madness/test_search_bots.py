"""The Madness search levels: rollout improvement over greedy (the machinery, not strength)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from tomecraft.bots import GreedyBot, make_bot, seat_bots
from tomecraft.bots.mcts import LEVELS, MCTSBot
from tomecraft.bots.rollout import RolloutBot, RolloutConfig
from tomecraft.core import CHANCE, Match, State, get_game
from tomecraft.games.madness.game import MadnessGame
from tomecraft.games.madness.state import MadnessState


def _final_round(seed: int) -> Match:
    """A greedy 3-player game played up to a real choice under the final monster."""
    game = get_game("madness")
    match = Match(game, {"players": 3, "difficulty": "I"}, seed)
    bots = seat_bots(game, ["greedy"] * 3, seed)
    while True:
        d = match.state.decision()
        assert d is not None, "the game ended before its final round"
        st = match.state
        assert isinstance(st, MadnessState)
        if d.actor == CHANCE:
            match.step(st.sample_chance(match.rng))
        elif len(d.ids) == 1:
            match.step(d.ids[0])
        elif st.monster >= st.c.rounds and d.kind == "action":
            return match
        else:
            match.step(bots[d.actor].choose(st))


class _Scripted(RolloutBot):
    """A rollout bot whose playout scores are given (to test the choice alone)."""

    def __init__(self, scores: Sequence[float], config: RolloutConfig) -> None:
        super().__init__(get_game("madness"), 0, 5, config)
        self.scores = list(scores)
        self.asked: list[int] = []

    def evaluate(self, state: State, candidates: Sequence[int]) -> list[float]:
        self.asked = list(candidates)
        return self.scores[: len(candidates)]


def test_all_candidates_tied_keeps_greedys_choice() -> None:
    match = _final_round(3)
    st = match.state
    d = st.decision()
    assert d is not None
    seat = d.actor
    greedy = GreedyBot(get_game("madness"), seat, 5).choose(st)
    bot = _Scripted([7.0, 7.0, 7.0], RolloutConfig(candidates=3))
    bot.seat = seat
    assert bot.choose(st) == greedy
    assert bot.asked[0] == greedy and len(bot.asked) == min(3, len(d.ids))


def test_a_candidate_replaces_greedy_only_beyond_the_margin() -> None:
    match = _final_round(3)
    st = match.state
    d = st.decision()
    assert d is not None and len(d.ids) >= 2
    better = _Scripted([0.0, 5.0], RolloutConfig(candidates=2, margin=1.0))
    better.seat = d.actor
    choice = better.choose(st)
    assert choice == better.asked[1] != better.asked[0]
    close = _Scripted([0.0, 0.5], RolloutConfig(candidates=2, margin=1.0))
    close.seat = d.actor
    assert close.choose(st) == close.asked[0]


def test_outside_the_searched_positions_it_plays_like_greedy() -> None:
    """Before the final monster the Madness levels answer as greedy (same seed, same
    choice), without a single playout."""
    game = get_game("madness")
    match = Match(game, {"players": 3}, 8)
    match.advance()
    st = match.state
    d = st.decision()
    assert d is not None
    bot = make_bot("hard", game, d.actor, 21)
    assert isinstance(bot, RolloutBot)
    assert bot.choose(st) == GreedyBot(game, d.actor, 21).choose(st)
    assert bot.last_playouts == 0


def test_final_round_search_runs_playouts_and_is_deterministic() -> None:
    match = _final_round(5)
    st = match.state
    d = st.decision()
    assert d is not None
    game = get_game("madness")
    first = make_bot("easy", game, d.actor, 9)
    again = make_bot("easy", game, d.actor, 9)
    assert isinstance(first, RolloutBot) and isinstance(again, RolloutBot)
    before = st.state_hash()
    choice = first.choose(st)
    assert choice in d.ids
    assert first.last_playouts > 0
    assert again.choose(st) == choice and again.last_playouts == first.last_playouts
    assert st.state_hash() == before  # the search never touches the true state


def test_levels_use_the_game_hook_for_madness_only() -> None:
    madness, spellbook = get_game("madness"), get_game("spellbook")
    for level in ("easy", "medium", "hard"):
        bot = make_bot(level, madness, 0, 1)
        assert isinstance(bot, RolloutBot) and bot.name == level
        other = make_bot(level, spellbook, 0, 1)
        assert isinstance(other, MCTSBot) and other.config == LEVELS[level]
    costs = [make_bot(lv, madness, 0, 1) for lv in ("easy", "medium", "hard")]
    assert [b.config.candidates * b.config.samples for b in costs] == sorted(  # type: ignore[attr-defined]
        b.config.candidates * b.config.samples for b in costs  # type: ignore[attr-defined]
    )


class _BadSettings(MadnessGame):
    def search_settings(self, level: str) -> Mapping[str, Any] | None:
        return {"bot": "alphazero"}


class _MctsSettings(MadnessGame):
    def search_settings(self, level: str) -> Mapping[str, Any] | None:
        return {"bot": "mcts", "iterations": 7}


def test_search_settings_errors_and_mcts_overrides() -> None:
    with pytest.raises(ValueError, match="allowed: mcts, rollout"):
        make_bot("easy", _BadSettings(), 0, 1)
    bot = make_bot("medium", _MctsSettings(), 0, 1)
    assert isinstance(bot, MCTSBot)
    assert bot.config.iterations == 7
    assert bot.config.rollout_decisions == LEVELS["medium"].rollout_decisions


class _Flaky(RolloutBot):
    """Its first playout hits an impossible draw; the others score by candidate order."""

    def __init__(self) -> None:
        super().__init__(get_game("madness"), 0, 4, RolloutConfig(candidates=2, samples=3))
        self.calls = 0

    def playout(self, st: State, rng: Any) -> float:
        self.calls += 1
        if self.calls == 1:
            raise ValueError("weighted() needs at least one positive weight")
        return float(self.calls)


def test_a_sample_whose_playout_fails_is_dropped_for_every_candidate() -> None:
    match = _final_round(3)
    st = match.state
    d = st.decision()
    assert d is not None
    bot = _Flaky()
    bot.seat = d.actor
    scores = bot.evaluate(st, list(d.ids[:2]))
    assert bot.failed_samples == 1
    # samples 2 and 3 only: candidate 0 scored 2 and 4, candidate 1 scored 3 and 5
    assert scores == [3.0, 4.0]
