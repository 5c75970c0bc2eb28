"""Gymnasium adapter: one seat of a tomecraft game, the other seats played by bots.

::

    from tomecraft.interfaces.rl.gymnasium_env import TomecraftSingleAgentEnv

    env = TomecraftSingleAgentEnv(game="spellbook", seat=0, opponents="greedy")
    # or: gymnasium.make("tomecraft/spellbook-v0", opponents="greedy") after the import
    obs, info = env.reset(seed=1)
    while True:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

* the observation is the float32 vector of :meth:`GameDef.observation` for ``seat``
  (length :meth:`GameDef.observation_size`, values in [0, 1]);
* the action space is ``Discrete(num_actions)`` (the game's option ids) and
  ``info["action_mask"]`` (int8, 1 = legal now) says which are legal;
* ``opponents`` is one bot name (``random``, ``greedy``, ``mcts``, ``easy``,
  ``medium``, ``hard``: :func:`tomecraft.bots.bot_names`) for every other seat, or a
  list with one name per other seat in seat order; chance and the bots run inside
  :meth:`step` until it is ``seat``'s decision again or the game is over;
* ``reset(seed=s)`` makes the setup, every draw and the bots' choices reproducible;
  ``reset()`` continues from the environment's seeded generator;
* the reward is 0 until the game ends, then ``returns()[seat]`` (a win is 1, a shared
  win its share, a loss 0); episodes are never truncated;
* an illegal action (one whose mask entry is 0), by default
  (``illegal_action="penalise"``), ends the episode at once with reward -1,
  ``terminated=True`` and ``info["illegal_action"]`` set to the action, leaving the
  game unchanged; ``illegal_action="raise"`` raises
  :class:`~tomecraft.core.IllegalDecision` instead. (The default keeps
  ``gymnasium.utils.env_checker.check_env``, which steps with unmasked random actions,
  happy.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, SupportsFloat

import gymnasium as gym
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from tomecraft.bots import Bot, make_bot
from tomecraft.core import GameDef, derive_seed, game_names
from tomecraft.interfaces.rl._common import (
    ILLEGAL_ACTION_REWARD,
    Episode,
    action_mask,
    as_action,
    observation_array,
)

ObsArray = npt.NDArray[np.float32]


class TomecraftSingleAgentEnv(gym.Env[ObsArray, np.int64], Episode):
    """One learning seat against tomecraft bots (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: str | GameDef = "spellbook",
        seat: int = 0,
        opponents: str | Sequence[str] = "greedy",
        config: Mapping[str, Any] | None = None,
        *,
        illegal_action: str = "penalise",
        render_mode: str | None = None,
    ) -> None:
        players = self._setup(game, config, illegal_action, render_mode,
                              self.metadata["render_modes"])
        if not 0 <= seat < players:
            raise ValueError(f"seat must be 0-{players - 1} for this configuration, got {seat}")
        self.seat = seat
        others = [s for s in range(players) if s != seat]
        names = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
        if len(names) != len(others):
            raise ValueError(
                f"opponents: give one bot name or {len(others)} (one per other seat), "
                f"got {len(names)}"
            )
        for name in names:  # fail now, naming the known bots, rather than at reset
            make_bot(name, self.game, others[0] if others else 0, 0)
        self.opponents: dict[int, str] = dict(zip(others, names, strict=True))
        size = self.game.observation_size(self.config)
        self.observation_space = spaces.Box(0.0, 1.0, (size,), np.float32)
        self.action_space = spaces.Discrete(self.game.num_actions)
        self._bots: dict[int, Bot] = {}
        self._done = True

    def _observe(self) -> tuple[ObsArray, dict[str, Any]]:
        st = self.state_object
        mask = action_mask(st, self.seat, self.game.num_actions)
        return observation_array(self.game, st, self.seat), {"action_mask": mask}

    def _advance(self) -> None:
        """Resolve chance and let the bots play until ``seat`` decides or the game ends."""
        st = self.state_object
        while True:
            d = st.decision()
            if d is None or d.actor == self.seat:
                return
            if d.is_chance:
                st.apply(st.sample_chance(self._rng))
            else:
                st.apply(self._bots[d.actor].choose(st))

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[ObsArray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**63 - 1))
        self._bots = {
            s: make_bot(name, self.game, s, derive_seed(game_seed, 1000 + s))
            for s, name in self.opponents.items()
        }
        state = self._new_episode(game_seed)
        self._advance()
        self._done = state.is_terminal()
        return self._observe()

    def step(
        self, action: np.int64 | int
    ) -> tuple[ObsArray, SupportsFloat, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError("the episode is over: call reset()")
        st = self.state_object
        option = as_action(action)
        if not self._legal(option):
            self._done = True
            obs, info = self._observe()
            info["illegal_action"] = option
            return obs, ILLEGAL_ACTION_REWARD, True, False, info
        st.apply(option)
        self._advance()
        obs, info = self._observe()
        if st.is_terminal():
            self._done = True
            return obs, float(st.returns()[self.seat]), True, False, info
        return obs, 0.0, False, False, info

    def render(self) -> str | None:
        return self._render(self.seat)


def env_id(name: str) -> str:
    """The Gymnasium id of tomecraft game ``name`` (``tomecraft/spellbook-v0``)."""
    return f"tomecraft/{name}-v0"


def register_envs() -> list[str]:
    """Register ``tomecraft/<name>-v0`` with Gymnasium for every game (once each), so that
    ``gymnasium.make("tomecraft/spellbook-v0", opponents="random")`` works."""
    ids = []
    for name in game_names():
        ident = env_id(name)
        if ident not in gym.registry:
            gym.register(
                id=ident,
                entry_point=f"{__name__}:TomecraftSingleAgentEnv",
                kwargs={"game": name},
            )
        ids.append(ident)
    return ids


register_envs()

__all__ = ["TomecraftSingleAgentEnv", "env_id", "register_envs"]
