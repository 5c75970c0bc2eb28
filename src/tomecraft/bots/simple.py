"""Two baseline bots: uniform random, and greedy one-ply on the game's heuristic."""

from __future__ import annotations

from typing import Any

from tomecraft.bots.base import Bot, register_bot, same_decision, seat_world
from tomecraft.bots.rollout import settle
from tomecraft.core import State

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # mypy_extensions is only needed to compile; at run time a no-op
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, still subclassable
class RandomBot(Bot):
    """Picks uniformly among the legal options."""

    name = "random"

    def choose(self, state: State) -> int:
        # legal_ids()[below(len)], asked as a count and an index: a state may answer both
        # without building the decision (StackState.lazy_choice)
        return state.option_at(self.rng.below(state.option_count()))


@mypyc_attr(allow_interpreted_subclasses=True)
class GreedyBot(Bot):
    """Tries each option one step ahead and keeps the best by the game's heuristic.

    The step is played on a state sampled from the bot's view (:func:`seat_world`, one
    per decision, seeded from the bot's generator), never on the true state, so neither
    another player's hand nor unread text sways the choice. Where the sample cannot pose
    the pending decision (no hands fit the view), the choice is uniform among its options.
    Chance that follows an option (a draw) is sampled from its public weights with the
    bot's own generator, ``samples`` times, and the heuristic averaged. Forced decisions
    that follow (a single option, or one left by :meth:`GameDef.search_options`) are
    taken before scoring, so an action is judged with its default completion. Every
    option :meth:`GameDef.bot_options` keeps (by default every legal one) is tried. Ties
    are broken at random.
    """

    name = "greedy"
    samples = 2

    def _value(self, state: State, option: int) -> float:
        total = 0.0
        runs = 1
        for i in range(self.samples):
            child = state.clone()
            child.quiet = True
            child.apply(option)
            sampled = settle(self.game, child, self.rng)
            total += self.game.heuristic(child, self.seat)
            runs = i + 1
            if not sampled:
                break
        return total / runs

    def choose(self, state: State) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        world = seat_world(self.game, state, self.seat, self.rng)
        if not same_decision(world, state):
            return self.rng.choice(ids)
        d = world.decision()
        assert d is not None
        ids = self.game.bot_options(world, d)
        best: list[int] = []
        best_value = float("-inf")
        for option in ids:
            v = self._value(world, option)
            if v > best_value + 1e-9:
                best, best_value = [option], v
            elif abs(v - best_value) <= 1e-9:
                best.append(option)
        return self.rng.choice(best)


register_bot("random", RandomBot)
register_bot("greedy", GreedyBot)
