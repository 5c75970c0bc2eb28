"""Monte Carlo tree search for any tomecraft game: chance, many players, hidden information.

The search is *open loop* and *information set* based (single-observer ISMCTS):

* every iteration starts from a fresh determinisation sampled by the game from the
  acting seat's **view** (never from the true state), so the bot cannot use what it may
  not see;
* tree nodes are sequences of player options; chance outcomes are sampled with the bot's
  own generator during each iteration and are not part of the tree, so a draw never
  leaks from one iteration into another;
* each node keeps the reward of the seat that chose it, so every seat maximises its own
  reward (ranking-aware: see :meth:`GameDef.final_rewards`);
* UCB uses availability counts, since an option may be legal in some determinisations only;
* simulations follow the game's fast rollout policy for a bounded number of player
  decisions, then the game's estimate scores the position.

Budgets are an iteration count, a wall-time limit, or both (whichever ends first). With
an iteration budget and no time limit the bot is deterministic for a given seed.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from tomecraft.bots.base import Bot, register_bot
from tomecraft.core import CHANCE, GameDef, State


class _Node:
    __slots__ = ("avail", "children", "value", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.value = 0.0
        self.avail = 0


@dataclass(frozen=True, slots=True)
class SearchConfig:
    iterations: int | None = 400
    time_limit: float | None = None
    exploration: float = 0.7
    rollout_decisions: int = 24


class MCTSBot(Bot):
    """Information-set MCTS with open-loop chance and per-seat rewards."""

    name = "mcts"

    def __init__(
        self, game: GameDef, seat: int, seed: int = 0, config: SearchConfig | None = None
    ) -> None:
        super().__init__(game, seat, seed)
        self.config = config or SearchConfig()
        self.last_iterations = 0

    def choose(self, state: State) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        sample = self.game.determinizer(state.view(self.seat), self.seat)
        cfg = self.config
        root = _Node()
        deadline = None if cfg.time_limit is None else time.perf_counter() + cfg.time_limit
        budget = cfg.iterations if cfg.iterations is not None else 10**9
        done = 0
        while done < budget:
            st = sample(self.rng)
            st.quiet = True
            self._iterate(root, st)
            done += 1
            if deadline is not None and (done & 7) == 0 and time.perf_counter() >= deadline:
                break
        self.last_iterations = done
        best = max(
            (a for a in ids if a in root.children),
            key=lambda a: (root.children[a].visits, root.children[a].value),
            default=ids[0],
        )
        return best

    def _iterate(self, root: _Node, st: State) -> None:
        rng = self.rng
        c = self.config.exploration
        node = root
        path: list[tuple[_Node, int]] = []
        while True:
            d = st.decision()
            if d is None:
                break
            if d.actor == CHANCE:
                st.apply(st.sample_chance(rng))
                continue
            children = node.children
            untried = [a for a in d.ids if a not in children]
            for a in d.ids:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                a = untried[rng.below(len(untried))]
                child = children[a] = _Node()
                child.avail = 1
                st.apply(a)
                path.append((child, d.actor))
                break
            best_a = d.ids[0]
            best_u = -1.0
            for a in d.ids:
                ch = children[a]
                u = ch.value / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if u > best_u:
                    best_u, best_a = u, a
            node = children[best_a]
            st.apply(best_a)
            path.append((node, d.actor))
        rewards = self._simulate(st)
        for child, actor in path:
            child.visits += 1
            child.value += rewards[actor]

    def _simulate(self, st: State) -> list[float]:
        game = self.game
        rng = self.rng
        left = self.config.rollout_decisions
        while True:
            d = st.decision()
            if d is None:
                return game.final_rewards(st)
            if d.actor == CHANCE:
                st.apply(st.sample_chance(rng))
                continue
            if left <= 0:
                return game.estimate(st)
            left -= 1
            st.apply(game.rollout_action(st, rng))


#: Named strengths: iteration budgets (deterministic for a seed) and a time cap.
LEVELS: dict[str, SearchConfig] = {
    "easy": SearchConfig(iterations=60, time_limit=None, rollout_decisions=8),
    "medium": SearchConfig(iterations=250, time_limit=None, rollout_decisions=16),
    "hard": SearchConfig(iterations=700, time_limit=None, rollout_decisions=24),
}


def _level(name: str) -> type[MCTSBot]:
    cfg = LEVELS[name]

    class Leveled(MCTSBot):
        def __init__(self, game: GameDef, seat: int, seed: int = 0) -> None:
            super().__init__(game, seat, seed, cfg)

    Leveled.name = name
    Leveled.__name__ = f"MCTS_{name}"
    return Leveled


register_bot("mcts", MCTSBot)
for _name in LEVELS:
    register_bot(_name, _level(_name))
