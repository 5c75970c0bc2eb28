"""The Madness search levels: rollout improvement over greedy (the machinery, not strength)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from tomecraft.bots import GreedyBot, make_bot, seat_bots
from tomecraft.bots.mcts import LEVELS, MCTSBot, SearchConfig
from tomecraft.bots.rollout import RolloutBot, RolloutConfig
from tomecraft.core import CHANCE, Match, Rng, State, get_game
from tomecraft.games.madness.data import OngoingSpec
from tomecraft.games.madness.game import MadnessGame, TurnsAhead, leaf_value, team_value
from tomecraft.games.madness.state import SPACES, MadnessState


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

    def evaluate(self, state: State, candidates: Sequence[int],
                 sample: Callable[[Rng], State] | None = None) -> list[float]:
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


def test_outside_action_decisions_it_plays_like_greedy() -> None:
    """A decision that is not an action (here the setup's choice of mage) is answered as
    greedy answers it (same seed, same choice), without a single playout."""
    game = get_game("madness")
    match = Match(game, {"players": 3}, 8)
    match.advance()
    st = match.state
    d = st.decision()
    assert d is not None and d.kind not in ("action", "act") and len(d.ids) > 1
    bot = make_bot("hard", game, d.actor, 21)
    assert isinstance(bot, RolloutBot)
    assert bot.choose(st) == GreedyBot(game, d.actor, 21).choose(st)
    assert bot.last_playouts == 0


def _first_action(seed: int = 4) -> Match:
    """A greedy 3-player game (difficulty II) up to its first real action decision."""
    game = get_game("madness")
    match = Match(game, {"players": 3, "difficulty": "II"}, seed)
    bots = seat_bots(game, ["greedy"] * 3, seed)
    while True:
        d = match.state.decision()
        assert d is not None
        if d.actor == CHANCE:
            match.step(match.state.sample_chance(match.rng))
        elif len(d.ids) == 1:
            match.step(d.ids[0])
        elif d.kind == "action" and len(match.state.legal_ids()) > 2:
            return match
        else:
            match.step(bots[d.actor].choose(match.state))


class _Recording(MadnessGame):
    """Madness whose leaf value records where each playout stopped."""

    def __init__(self) -> None:
        self.leaves: list[tuple[int, str | None]] = []

    def leaf_value(self, state: State, seat: int) -> float:
        assert isinstance(state, MadnessState)
        d = state.decision()
        self.leaves.append((state.turn, None if d is None else d.kind))
        return super().leaf_value(state, seat)


def test_playouts_stop_at_the_next_players_action_phase() -> None:
    match = _first_action()
    st = match.state
    assert isinstance(st, MadnessState)
    d = st.decision()
    assert d is not None
    game = _Recording()
    cfg = RolloutConfig(candidates=3, samples=2, depth=None, horizon=TurnsAhead(1, 1))
    bot = RolloutBot(game, d.actor, 3, cfg)
    bot.choose(st)
    assert bot.last_playouts > 0 and len(game.leaves) == bot.last_playouts
    assert all(leaf == (st.turn + 1, "action") or leaf[1] is None for leaf in game.leaves)
    game.leaves.clear()
    two = RolloutBot(game, d.actor, 3, replace(cfg, horizon=TurnsAhead(2, 2)))
    two.choose(st)
    assert game.leaves and all(leaf == (st.turn + 2, "action") for leaf in game.leaves)


def test_the_leaf_value_hook_is_madness_only() -> None:
    """SpellBook's leaf value is its heuristic; Madness's adds the strikes to come."""
    spellbook = get_game("spellbook")
    sb = Match(spellbook, {"players": 2}, 3).state
    assert spellbook.leaf_value(sb, 0) == spellbook.heuristic(sb, 0)
    game = get_game("madness")
    st = _first_action().state
    assert isinstance(st, MadnessState)
    assert any(
        st.slots[i] >= 0 and SPACES[i] > st.marker and st.curse_neutral[i] < 0 for i in range(5)
    )
    assert game.leaf_value(st, 0) < game.heuristic(st, 0)
    assert game.leaf_value(st, 0) == game.leaf_value(st, 2)  # co-operative: one value


def _penniless_before_a_curse() -> tuple[MadnessState, int]:
    """The first action of a game with no card in any hand or support, and a slot whose
    curse the marker has not reached yet."""
    st = _first_action().state
    assert isinstance(st, MadnessState)
    slot = next(i for i in range(5) if st.slots[i] >= 0 and SPACES[i] > st.marker)
    for s in range(st.players):
        st.hands[s] = [0] * len(st.hands[s])
        st.supports[s] = []
    return st, slot


def test_a_curse_someone_can_pay_for_is_feared_less() -> None:
    st, slot = _penniless_before_a_curse()
    poor = leaf_value(st) - team_value(st)
    cost = st.c.curses[st.slots[slot]].cost
    rich = st.clone()
    for e in range(4):
        need = cost[e] + st.curse_tokens[slot][e]
        rich.hands[rich.active][e * 3 + 2] += -(-need // 3)  # enough value-3 cards
    assert leaf_value(rich) - team_value(rich) > poor


def test_a_curse_that_makes_curses_dearer_counts_in_what_is_payable() -> None:
    """The leaf value reads a curse's cost now (tokens and ``destroy_cost`` modifiers):
    a hand that pays the printed cost exactly no longer pays it while a curse in play
    makes every curse dearer, and the curse is feared more. (Monsters have no ongoing
    effects; a pack's curse may carry the modifier.)"""
    st, slot = _penniless_before_a_curse()
    target = st.c.curses[st.slots[slot]]
    for e in range(4):  # value-1 cards: exactly the printed cost and tokens
        st.hands[st.active][e * 3] += target.cost[e] + st.curse_tokens[slot][e]
    dearer = st.clone()
    assert isinstance(dearer, MadnessState)
    element = next(e for e in range(4) if target.cost[e])
    guard = OngoingSpec("destroy_cost", "", "each", 1, element, "", -1)
    c = type(st.c)(st.c.pack, st.c.key)  # a fresh copy (a compiled class has no copy.copy)
    c.curses = tuple(
        replace(k, ongoing=(*k.ongoing, guard)) if k.index == target.index else k
        for k in st.c.curses
    )
    c.has_ongoing = True
    c.index_ongoing()
    dearer.c = c
    assert dearer.destroy_extra(dearer.active)[element] == 1
    assert st.destroy_extra(st.active)[element] == 0
    assert leaf_value(dearer) - team_value(dearer) < leaf_value(st) - team_value(st)


class _Const(_Scripted):
    """A rollout bot whose every playout of candidate ``i`` scores ``scores[i]`` (the
    rollout's own evaluation runs, to test how many playouts it makes)."""

    def evaluate(self, state: State, candidates: Sequence[int],
                 sample: Callable[[Rng], State] | None = None) -> list[float]:
        self.asked = list(candidates)
        return RolloutBot.evaluate(self, state, candidates, sample)

    def playout(self, st: State, rng: Any) -> float:
        return self.scores[min(len(self.scores) - 1, self.last_playouts % len(self.asked))]


def test_close_calls_get_more_playouts_up_to_the_cap() -> None:
    st = _first_action().state
    d = st.decision()
    assert d is not None
    cfg = RolloutConfig(candidates=2, samples=2, max_samples=5, close=1.0)
    near = _Const([3.0, 3.5], cfg)
    near.seat = d.actor
    near.choose(st)
    assert near.last_playouts == 2 * 5
    far = _Const([3.0, 9.0], cfg)
    far.seat = d.actor
    far.choose(st)
    assert far.last_playouts == 2 * 2


def test_a_clear_choice_is_not_searched() -> None:
    match = _first_action()
    st = match.state
    d = st.decision()
    assert d is not None
    game = get_game("madness")
    never = RolloutBot(game, d.actor, 21, RolloutConfig(gap=-1.0))
    assert never.choose(st) == GreedyBot(game, d.actor, 21).choose(st)
    assert never.last_playouts == 0
    always = RolloutBot(game, d.actor, 21, RolloutConfig(gap=1e9, depth=4))
    always.choose(st)
    assert always.last_playouts > 0


def test_the_search_reads_only_the_view() -> None:
    """Two positions that differ only in another player's hidden hand (the same view for
    the searching seat) get the same search: same choice, same number of playouts."""
    st = _first_action().state
    assert isinstance(st, MadnessState)
    d = st.decision()
    assert d is not None
    other = (d.actor + 1) % st.players
    swapped = st.clone()
    hand, deck = swapped.hands[other], swapped.decks[other]
    give = next(k for k in range(len(hand)) if hand[k])
    take = next(k for k in range(len(deck)) if deck[k] and k != give)
    hand[give] -= 1
    deck[give] += 1
    deck[take] -= 1
    hand[take] += 1
    assert swapped.view(d.actor) == st.view(d.actor) and swapped.hands != st.hands
    game = get_game("madness")
    a = make_bot("easy", game, d.actor, 13)
    b = make_bot("easy", game, d.actor, 13)
    assert isinstance(a, RolloutBot) and isinstance(b, RolloutBot)
    assert a.choose(st) == b.choose(swapped)
    assert a.last_playouts == b.last_playouts > 0


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


class _Counted(MadnessGame):
    """Madness counting its determinizers built and the samples each one draws."""

    def __init__(self) -> None:
        super().__init__()
        self.draws: list[int] = []

    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        inner = super().determinizer(view, seat)
        self.draws.append(0)
        index = len(self.draws) - 1

        def sample(rng: Rng) -> State:
            self.draws[index] += 1
            return inner(rng)

        return sample


def test_a_searched_decision_builds_one_sampler_for_its_root_and_its_playouts() -> None:
    """The rollout bot draws its root and every playout's determinisation from the one
    sampler of its view (``choose`` hands it to ``evaluate``)."""
    st = _first_action().state
    d = st.decision()
    assert d is not None
    game = _Counted()
    bot = RolloutBot(game, d.actor, 5, RolloutConfig(candidates=3, samples=3, depth=4))
    bot.choose(st)
    assert bot.last_playouts > 0, "the decision was not searched"
    assert len(game.draws) == 1 and game.draws[0] >= 2


def test_mcts_plays_its_first_iteration_on_the_root_sample() -> None:
    """MCTS draws one determinisation an iteration: the one it read the root's options
    from is the first iteration's."""
    st = _first_action().state
    d = st.decision()
    assert d is not None
    game = _Counted()
    bot = MCTSBot(game, d.actor, 5, SearchConfig(iterations=12, rollout_decisions=4))
    bot.choose(st)
    assert bot.last_iterations == 12
    assert game.draws == [12]
