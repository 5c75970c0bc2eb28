"""PettingZoo adapter: any registered tomecraft game as an AEC (turn-by-turn) environment.

::

    from tomecraft.interfaces.rl.pettingzoo_env import TomecraftAECEnv

    env = TomecraftAECEnv("spellbook", config={"players": 3})
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        mask = obs["action_mask"]
        action = None if terminated or truncated else env.action_space(agent).sample(mask)
        env.step(action)

* agents are ``player_0`` ... ``player_{n-1}`` (seat order);
* each observation is a dict: ``observation`` (float32 vector of
  :meth:`GameDef.observation`, length :meth:`GameDef.observation_size`, values in
  [0, 1]) and ``action_mask`` (int8, ``num_actions`` long, 1 for the legal option ids of
  that agent; all 0 when it is not that agent's decision);
* the action space is ``Discrete(num_actions)``: actions are the game's option ids;
* chance is resolved inside the environment with a seeded generator:
  ``reset(seed=s)`` starts a reproducible series of games, ``reset()`` continues it (an
  unseeded first reset picks a random seed);
* rewards come only at the end: each agent gets the state's ``returns()`` (winners
  share 1); nothing is ever truncated;
* an illegal action raises :class:`~tomecraft.core.IllegalDecision` by default
  (``illegal_action="raise"``); with ``illegal_action="penalise"`` the game ends, the
  agent that played it gets -1 and every other agent 0.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from tomecraft.core import (
    GameDef,
    Rng,
)
from tomecraft.interfaces.rl._common import (
    ILLEGAL_ACTION_REWARD,
    Episode,
    action_mask,
    agent_name,
    as_action,
    observation_array,
    resolve_chance,
)

Observation = dict[str, npt.NDArray[Any]]


class TomecraftAECEnv(AECEnv, Episode):  # type: ignore[misc]
    """A PettingZoo AEC environment for tomecraft game ``game`` (see the module docstring)."""

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo's convention
        "render_modes": ["ansi"],
        "name": "tomecraft_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str | GameDef = "spellbook",
        config: Mapping[str, Any] | None = None,
        *,
        illegal_action: str = "raise",
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        players = self._setup(game, config, illegal_action, render_mode,
                              self.metadata["render_modes"])
        self.metadata = {**self.metadata, "name": f"tomecraft_{self.game.name}_v0"}
        self.possible_agents: list[str] = [agent_name(s) for s in range(players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        size = self.game.observation_size(self.config)
        n = self.game.num_actions
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._seeder: Rng | None = None
        self.agents: list[str] = []

    # -- spaces ------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_spaces[agent]

    # -- the AEC API -------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeder = Rng(seed)
        elif self._seeder is None:
            self._seeder = Rng(secrets.randbits(63))
        game_seed = self._seeder.next64()
        resolve_chance(self._new_episode(game_seed), self._rng)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._after_move()

    def observe(self, agent: str) -> Observation:
        st = self.state_object
        seat = self._seat[agent]
        return {
            "observation": observation_array(self.game, st, seat),
            "action_mask": action_mask(st, seat, self.game.num_actions),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        st = self.state_object
        option = as_action(action)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if not self._legal(option):
            self.rewards = {a: 0.0 for a in self.agents}
            self.rewards[agent] = ILLEGAL_ACTION_REWARD
            self.terminations = dict.fromkeys(self.agents, True)
            for a in self.agents:
                self.infos[a] = {"illegal_action": option, "illegal_agent": agent}
            self._accumulate_rewards()
            return
        st.apply(option)
        resolve_chance(st, self._rng)
        self._after_move()
        self._accumulate_rewards()

    def _after_move(self) -> None:
        """Select the next agent, or end the game with the final returns."""
        st = self.state_object
        d = st.decision()
        if d is None:
            returns = st.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._seat[a]])
                self.terminations[a] = True
            if getattr(self, "agent_selection", None) not in self.agents:
                self.agent_selection = self.agents[0]
            return
        self.agent_selection = agent_name(d.actor)

    def render(self) -> str | None:
        return self._render(None)

    def close(self) -> None:
        self._state = None


def env(**kwargs: Any) -> TomecraftAECEnv:
    """PettingZoo-style constructor (``game``, ``config``, ``illegal_action``...)."""
    return TomecraftAECEnv(**kwargs)


__all__ = ["TomecraftAECEnv", "env"]
