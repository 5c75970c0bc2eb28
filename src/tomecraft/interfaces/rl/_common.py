"""Helpers shared by the RL adapters: masks, observations and chance resolution."""

from __future__ import annotations

from typing import Literal

import numpy as np
import numpy.typing as npt

from tomecraft.core import CHANCE, GameDef, Rng, State

#: What an environment does with an action that is not legal now.
IllegalActionMode = Literal["raise", "penalise"]
#: Reward given to the seat that played an illegal action in ``"penalise"`` mode.
ILLEGAL_ACTION_REWARD = -1.0


def agent_name(seat: int) -> str:
    return f"player_{seat}"


def action_mask(state: State, seat: int, num_actions: int) -> npt.NDArray[np.int8]:
    """1 for every option id ``seat`` may choose now, else 0 (all 0 when not its turn)."""
    mask = np.zeros(num_actions, dtype=np.int8)
    d = state.decision()
    if d is not None and d.actor == seat:
        mask[list(d.ids)] = 1
    return mask


def observation_array(game: GameDef, state: State, seat: int) -> npt.NDArray[np.float32]:
    return np.asarray(game.observation(state, seat), dtype=np.float32)


def resolve_chance(state: State, rng: Rng) -> None:
    """Resolve pending chance decisions with ``rng`` until a seat decides or the game ends."""
    while True:
        d = state.decision()
        if d is None or d.actor != CHANCE:
            return
        state.apply(state.sample_chance(rng))


def check_illegal_mode(mode: str) -> IllegalActionMode:
    if mode == "raise":
        return "raise"
    if mode == "penalise":
        return "penalise"
    raise ValueError(f"illegal_action must be 'raise' or 'penalise', got {mode!r}")


def as_action(action: object) -> int:
    """An option id from an int-like action (Python or NumPy integer)."""
    if isinstance(action, bool) or not isinstance(action, int | np.integer):
        raise TypeError(f"an action is an integer option id, got {action!r}")
    return int(action)
