"""A thin OpenSpiel game over our engine, for OpenSpiel's own MCTS (``mcts.MCTSBot``) with
no numpy and no pybind11 in its loop (used by ``bench/mcts_vs_openspiel.py``).

OpenSpiel's Python MCTS only calls methods on the game and its states, so it runs on any
object with them: :class:`ThinGame` and :class:`ThinState` are plain Python classes
calling exactly the engine methods our own MCTS calls (``actor``, ``decision``,
``search_options``, ``apply``, ``sample_chance``, ``final_rewards``, ``clone``). Like
ours, a state takes a player's forced decision (one option worth searching) by itself,
so neither tree holds a node for it. Randomness comes from our generator
(:class:`~tomecraft.core.Rng`, SplitMix64) on both sides: :class:`RngAsRandomState`
answers OpenSpiel's ``random_state.choice``/``shuffle`` with it, and
:class:`UniformRollouts` plays uniform random playouts to the end of the game with our
MCTS's own playout (:func:`tomecraft.bots.play.play_out`), as our
``SearchConfig(random_rollouts=True, rollout_decisions=None)`` does.

What stays different, by OpenSpiel's design: its tree holds chance nodes (closed loop:
one child per outcome, each visited by sampling ``chance_outcomes()``, which builds the
chance decision), where ours samples chance where it stands (open loop) and keeps only
the players' decisions; and it counts a child's parent visits where ours counts the
times the child was available (information-set MCTS).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pyspiel
from open_spiel.python.algorithms import mcts as os_mcts

from tomecraft.bots.play import play_out
from tomecraft.bots.rollout import settle
from tomecraft.core import CHANCE, GameDef, Rng, State

TERMINAL = int(pyspiel.PlayerId.TERMINAL)


class _GameType:
    """The two facts ``MCTSBot`` checks of a game's type."""

    reward_model = pyspiel.GameType.RewardModel.TERMINAL
    dynamics = pyspiel.GameType.Dynamics.SEQUENTIAL


class ThinGame:
    """What ``mcts.MCTSBot`` asks of a game."""

    def __init__(self, game: GameDef, players: int) -> None:
        self.game = game
        self.players = players

    def get_type(self) -> _GameType:
        return _GameType()

    def max_utility(self) -> float:
        return 1.0  # final_rewards are in [0, 1]

    def num_players(self) -> int:
        return self.players


def _settle(game: GameDef, st: State) -> None:
    """Take forced player decisions (one option worth searching), as our MCTS does."""
    while True:
        actor = st.actor()
        if actor is None or actor == CHANCE:
            return
        d = st.decision()
        assert d is not None
        if len(d.ids) == 1:
            st.apply(d.ids[0])
        elif len(game.search_options(st, d)) == 1:
            st.apply(game.search_options(st, d)[0])
        else:
            return


class ThinState:
    """What ``mcts.MCTSBot`` asks of a state, on our state directly."""

    __slots__ = ("game", "st")

    def __init__(self, game: GameDef, st: State) -> None:
        self.game = game
        self.st = st
        _settle(game, st)

    def clone(self) -> ThinState:
        out = ThinState.__new__(ThinState)
        out.game = self.game
        out.st = self.st.clone()
        return out

    def current_player(self) -> int:
        actor = self.st.actor()
        return TERMINAL if actor is None else actor  # CHANCE is OpenSpiel's -1 too

    def is_terminal(self) -> bool:
        return self.st.actor() is None

    def is_chance_node(self) -> bool:
        return self.st.actor() == CHANCE

    def chance_outcomes(self) -> list[tuple[int, float]]:
        d = self.st.decision()
        assert d is not None and d.weights is not None
        total = sum(d.weights)
        return [(i, w / total) for i, w in zip(d.ids, d.weights, strict=True)]

    def legal_actions(self, player: int | None = None) -> list[int]:
        d = self.st.decision()
        if d is None:
            return []
        if d.actor == CHANCE:
            return list(d.ids)
        return list(self.game.search_options(self.st, d))

    def apply_action(self, action: int) -> None:
        self.st.apply(action)
        _settle(self.game, self.st)

    def returns(self) -> list[float]:
        return self.game.final_rewards(self.st)


class RngAsRandomState:
    """``numpy.random.RandomState``'s ``choice`` and ``shuffle`` as ``MCTSBot`` uses them,
    drawn from our generator."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choice(self, items: Sequence[int], p: Sequence[float] | None = None) -> int:
        if p is None:
            return items[self.rng.below(len(items))]
        u = self.rng.below(1 << 53) / float(1 << 53)
        acc = 0.0
        for item, w in zip(items, p, strict=True):
            acc += w
            if u < acc:
                return item
        return items[-1]

    def shuffle(self, items: list[Any]) -> None:
        self.rng.shuffle(items)


class UniformRollouts(os_mcts.Evaluator):  # type: ignore[misc]
    """One uniform random playout to the end of the game: the one our MCTS's ``_simulate``
    plays with ``random_rollouts=True, rollout_decisions=None`` (the same function)."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def evaluate(self, state: ThinState) -> list[float]:
        st = state.st.clone()
        st.quiet = True
        play_out(state.game, st, self.rng, None, uniform=True)
        return state.game.final_rewards(st)

    def prior(self, state: ThinState) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions()
        return [(a, 1.0 / len(actions)) for a in actions]


def openspiel_bot(game: ThinGame, sims: int, seed: int, uct_c: float) -> Any:
    """OpenSpiel's ``MCTSBot`` on the thin game: ``sims`` simulations a move, uniform
    playouts, our generator seeded with ``seed``."""
    return os_mcts.MCTSBot(
        game, uct_c=uct_c, max_simulations=sims,
        evaluator=UniformRollouts(Rng(seed)),
        random_state=RngAsRandomState(Rng(seed + 1)),
        solve=False,
    )


def mid_game(game: GameDef, config: dict[str, Any], seed: int, decisions: int) -> State | None:
    """A state after ``decisions`` uniform random player decisions from a setup drawn
    with ``seed`` (chance drawn by the engine), at a decision worth searching; None if
    the game ended first."""
    rng = Rng(seed)
    st = game.new_state(config, Rng(seed + 1))
    for _ in range(decisions):
        settle(game, st, rng)  # chance and forced decisions, in the order they come
        d = st.decision()
        if d is None:
            return None
        st.apply(d.ids[rng.below(len(d.ids))])
    settle(game, st, rng)
    return None if st.actor() is None else st
