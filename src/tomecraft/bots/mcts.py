"""Monte Carlo tree search for any tomecraft game: chance, many players, hidden information.

The search is *open loop* and *information set* based (single-observer ISMCTS):

* every iteration starts from a fresh determinisation sampled by the game from the
  acting seat's **view** (never from the true state), so the bot cannot use what it may
  not see; the first one also gives the root's options (:meth:`GameDef.search_options`
  of the sample, not of the true state);
* tree nodes are sequences of player options; chance outcomes are sampled with the bot's
  own generator during each iteration and are not part of the tree, so a draw never
  leaks from one iteration into another;
* each node keeps the reward of the seat that chose it, so every seat maximises its own
  reward (ranking-aware: see :meth:`GameDef.final_rewards`);
* UCB uses availability counts, since an option may be legal in some determinisations only;
* simulations follow the game's fast rollout policy for a bounded number of player
  decisions, then the game's estimate scores the position;
* a forced decision (a single legal option) is taken without creating a node or
  counting a rollout step, and so is a decision the game narrows to one option with
  :meth:`GameDef.search_options` (a macro-action: e.g. an action and its default
  payment form one search step); elsewhere the tree only holds the options the game
  lists there.

Budgets are an iteration count, a wall-time limit, or both (whichever ends first). With
an iteration budget and no time limit the bot is deterministic for a given seed.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace

from tomecraft.bots.base import Bot, register_bot, same_decision, seat_sampler
from tomecraft.bots.play import play_out
from tomecraft.bots.rollout import RolloutBot, RolloutConfig
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
    """A search budget and its settings.

    ``time_limit`` is in seconds of wall time, or of this process's CPU time when
    ``cpu_time`` is set (fair budgets on a shared machine). ``rollout_decisions=None``
    plays every playout to the end of the game (:func:`~tomecraft.bots.play.play_out`);
    ``random_rollouts`` replaces the game's playout policy by uniform choices (to compare
    like for like with other searches).
    """

    iterations: int | None = 400
    time_limit: float | None = None
    exploration: float = 0.7
    rollout_decisions: int | None = 24
    random_rollouts: bool = False
    cpu_time: bool = False


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
        sample = seat_sampler(self.game, state, self.seat)
        st = sample(self.rng)  # the root's options, from the view; then the first iteration
        st.quiet = True
        d = st.decision()
        if d is not None and same_decision(st, state):
            ids = self.game.search_options(st, d)
            if len(ids) == 1:
                return ids[0]
        cfg = self.config
        root = _Node()
        clock = time.process_time if cfg.cpu_time else time.perf_counter
        deadline = None if cfg.time_limit is None else clock() + cfg.time_limit
        budget = cfg.iterations if cfg.iterations is not None else 10**9
        done = 0
        while done < budget:
            if done:  # every iteration after the first on a fresh determinisation
                st = sample(self.rng)
                st.quiet = True
            self._iterate(root, st)
            done += 1
            if deadline is not None and (done & 7) == 0 and clock() >= deadline:
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
        game = self.game
        c = self.config.exploration
        node = root
        path: list[tuple[_Node, int]] = []
        while True:
            actor = st.actor()  # not decision(): a chance decision may stay unbuilt
            if actor is None:
                break
            if actor == CHANCE:
                st.apply(st.sample_chance(rng))
                continue
            d = st.decision()
            assert d is not None
            ids = d.ids if len(d.ids) == 1 else game.search_options(st, d)
            if len(ids) == 1:  # forced, or a macro-action's tail: no node
                st.apply(ids[0])
                continue
            children = node.children
            untried = [a for a in ids if a not in children]
            for a in ids:
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
            best_a = ids[0]
            best_u = -1.0
            for a in ids:
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
        cfg = self.config
        if play_out(self.game, st, self.rng, cfg.rollout_decisions, cfg.random_rollouts):
            return self.game.final_rewards(st)
        return self.game.estimate(st)


#: Named strengths: iteration budgets (deterministic for a seed), about three times the
#: work per step up; ``bench/ladder.py`` checks each beats the one below (docs/bots.md).
LEVELS: dict[str, SearchConfig] = {
    "easy": SearchConfig(iterations=40, time_limit=None, rollout_decisions=8),
    "medium": SearchConfig(iterations=150, time_limit=None, rollout_decisions=16),
    "hard": SearchConfig(iterations=450, time_limit=None, rollout_decisions=24),
}


class _Level:
    """The bot factory of one named level: an :class:`MCTSBot` with that level's
    settings and name (a plain class, not one made per level: mypyc compiles no class
    defined inside a function)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, game: GameDef, seat: int, seed: int = 0) -> Bot:
        """The level's bot for ``game``: its MCTS, unless the game's
        :meth:`~tomecraft.core.GameDef.search_settings` asks for other settings
        (``bot``: ``mcts`` with some fields replaced, or ``rollout``: rollout improvement
        over greedy, :mod:`tomecraft.bots.rollout`)."""
        cfg = LEVELS[self.name]
        settings = game.search_settings(self.name)
        bot: Bot
        if settings is None:
            bot = MCTSBot(game, seat, seed, cfg)
        else:
            fields = {k: v for k, v in settings.items() if k != "bot"}
            kind = settings.get("bot", "mcts")
            if kind == "rollout":
                bot = RolloutBot(game, seat, seed, RolloutConfig(**fields))
            elif kind == "mcts":
                bot = MCTSBot(game, seat, seed, replace(cfg, **fields))
            else:
                raise ValueError(
                    f"{game.name}: search settings of level {self.name!r} name bot {kind!r}; "
                    "allowed: mcts, rollout"
                )
        bot.name = self.name
        return bot


def _level(name: str) -> _Level:
    return _Level(name)


#: What every search level asks of a game: samples of what a seat cannot see.
SEARCH_NEEDS: tuple[str, ...] = ("determinizer",)

register_bot("mcts", MCTSBot, requires=SEARCH_NEEDS)
for _name in LEVELS:
    register_bot(_name, _level(_name), requires=SEARCH_NEEDS)
