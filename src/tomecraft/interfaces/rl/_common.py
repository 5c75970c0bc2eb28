"""Helpers shared by the RL adapters (Gymnasium, PettingZoo, OpenSpiel): the game and its
seats, a new episode's generators, masks, observations, chance, views as text, and the
checks of their arguments. Each rule lives here once."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from tomecraft.core import (
    CHANCE,
    GameDef,
    IllegalDecision,
    Rng,
    State,
    canonical_json,
    derive_seed,
    get_game,
)

#: What an environment does with an action that is not legal now.
IllegalActionMode = Literal["raise", "penalise"]
#: Reward given to the seat that played an illegal action in ``"penalise"`` mode.
ILLEGAL_ACTION_REWARD = -1.0


def game_setup(
    game: str | GameDef, config: Mapping[str, Any] | None, seed: int = 0
) -> tuple[GameDef, dict[str, Any], int]:
    """The game (a registered name or an object), its parsed configuration (``config``
    missing: the defaults) and its number of seats (from a state set up with ``seed``)."""
    gdef = get_game(game) if isinstance(game, str) else game
    parsed = gdef.parse_config(config or {})
    return gdef, parsed, gdef.new_state(parsed, Rng(seed)).num_players


def new_episode(game: GameDef, config: Mapping[str, Any], game_seed: int) -> tuple[State, Rng]:
    """A new game from ``game_seed``: set up with ``Rng(game_seed)``; its chance during play
    draws from the returned ``Rng(derive_seed(game_seed, 0))``."""
    return game.new_state(config, Rng(game_seed)), Rng(derive_seed(game_seed, 0))


def view_text(state: State, seat: int | None) -> str:
    """What ``seat`` sees (``None``: a spectator) as canonical JSON (renders, strings)."""
    return canonical_json(state.view(seat))


def illegal(state: State, option: int) -> IllegalDecision:
    """The error for playing ``option``, which ``state``'s decision does not offer."""
    d = state.decision()
    return IllegalDecision(d.kind if d else "none", option, state.legal_ids())


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


class Episode:
    """What both environments (Gymnasium, PettingZoo) hold besides their spaces: the game,
    its configuration, the illegal-action and render modes (checked), the state being
    played and the generator of its chance."""

    game: GameDef
    config: dict[str, Any]
    illegal_action: IllegalActionMode
    render_mode: str | None
    _state: State | None
    _rng: Rng

    def _setup(
        self,
        game: str | GameDef,
        config: Mapping[str, Any] | None,
        illegal_action: str,
        render_mode: str | None,
        render_modes: list[str],
    ) -> int:
        """Set the fields from the constructor's arguments; the number of seats."""
        self.game, self.config, players = game_setup(game, config)
        self.illegal_action = check_illegal_mode(illegal_action)
        if render_mode is not None and render_mode not in render_modes:
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self._state = None
        self._rng = Rng(0)
        return players

    @property
    def state_object(self) -> State:
        """The tomecraft state being played (after ``reset``)."""
        if self._state is None:
            raise RuntimeError("call reset() first")
        return self._state

    def _new_episode(self, game_seed: int) -> State:
        """Start the game of ``game_seed`` (see :func:`new_episode`)."""
        self._state, self._rng = new_episode(self.game, self.config, game_seed)
        return self._state

    def _legal(self, option: int) -> bool:
        """Whether the pending decision offers ``option``; where it does not, ``"raise"``
        mode raises :class:`IllegalDecision` and ``"penalise"`` mode answers False."""
        st = self.state_object
        if option in st.legal_ids():
            return True
        if self.illegal_action == "raise":
            raise illegal(st, option)
        return False

    def _render(self, seat: int | None) -> str | None:
        """The ``"ansi"`` render: what ``seat`` sees as canonical JSON (else None)."""
        if self.render_mode != "ansi" or self._state is None:
            return None
        return view_text(self._state, seat)
