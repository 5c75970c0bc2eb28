"""OpenSpiel adapter: every registered tomecraft game as an OpenSpiel Python game.

Importing this module registers ``tomecraft_<name>`` for every name in
:func:`tomecraft.core.game_names`::

    import pyspiel
    import tomecraft.interfaces.rl.openspiel  # registers the games

    game = pyspiel.load_game("tomecraft_spellbook")                 # 2 players, set 1
    game = pyspiel.load_game("tomecraft_spellbook(players=3,set=classic)")
    game = pyspiel.load_game("tomecraft_spellbook", {"players": 4, "set": "2"})

Game parameters are the scalar entries of the game's default configuration
(``parse_config({})``; for SpellBook ``players``, ``set`` and ``difficulty``) plus
``seed`` (int, default 0). OpenSpiel types a parameter by its default, so a string
parameter whose value looks like a number must be quoted in a game string
(``set="2"``) or given in the dict form; surrounding quotes are removed. Such values are
kept quoted in the game's own parameters (``get_parameters()`` shows ``'"1"'``), so that
``str(game)`` and serialised states load again.

The model:

* sequential, explicit chance (each draw is a chance node with the decision's weights
  as probabilities), terminal rewards equal to the state's ``returns()`` (winners share
  1), general-sum, ``num_distinct_actions = max_chance_outcomes = game.num_actions``;
* a game's setup draws from a generator outside the state, so the root is one extra
  chance node, ``setup``, with ``num_actions`` equally likely outcomes: outcome ``i``
  sets up the game from seed ``derive_seed(seed, i)``. OpenSpiel games thus start from
  one of ``num_actions`` setups (1123 for SpellBook) rather than from every possible one;
* perfect or imperfect information per game (:data:`PERFECT_INFORMATION_GAMES`):
  SpellBook's state holds no hidden information (the bag has no order, draws are chance
  nodes), so it is registered as a perfect-information game;
* observations: ``observation_tensor`` is :meth:`GameDef.observation` (the seat's view
  encoded, see ``docs/observations.md``) and ``observation_string`` the seat's view as
  canonical JSON; the setup node observes as zeros and ``"setup"``;
* cloning (MCTS clones at every simulation) uses the state's own ``clone()``: OpenSpiel
  deep-copies a Python state's ``__dict__``, and the one entry there copies itself with
  ``clone()`` while sharing the game definition; OpenSpiel's state serialisation pickles
  that entry as the game name, configuration, seed and the state's ``to_json()``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from tomecraft.core import (
    CHANCE,
    GameDef,
    Rng,
    State,
    derive_seed,
    game_names,
    get_game,
)
from tomecraft.i18n import Translator
from tomecraft.interfaces.rl._common import game_setup, view_text

#: OpenSpiel short names are this prefix plus the tomecraft game name.
PREFIX = "tomecraft_"
#: Games whose states hold no hidden information (registered as perfect information).
PERFECT_INFORMATION_GAMES: frozenset[str] = frozenset({"spellbook"})
#: Reported ``max_game_length``: a generous estimate, not a bound the games enforce
#: (random 4-player SpellBook games take under 2,000 decisions, chance included).
MAX_GAME_LENGTH = 20_000

_REGISTERED: dict[str, pyspiel.GameType] = {}
_TEXT = Translator("en")


def short_name(name: str) -> str:
    """The OpenSpiel name of tomecraft game ``name``."""
    return PREFIX + name


def _default_players(game: GameDef) -> int:
    return 2 if game.min_players <= 2 <= game.max_players else game.min_players


def _parameter_specification(game: GameDef) -> dict[str, Any]:
    """``players``, the default configuration's scalar entries, and ``seed``."""
    spec: dict[str, Any] = {"players": _default_players(game)}
    try:
        defaults = game.parse_config({"players": spec["players"]})
    except Exception:  # a game whose options have no defaults still gets players/seed
        defaults = {}
    for key, value in defaults.items():
        if key not in spec and isinstance(value, bool | int | float | str):
            spec[key] = value
    spec["seed"] = 0
    return spec


def _unquote(value: Any) -> Any:
    """``"2"`` or ``'2'`` (quoted in a game string) -> ``2`` as a string."""
    if isinstance(value, str) and len(value) >= 2 and value[0] == value[-1] in "\"'":
        return value[1:-1]
    return value


def _quote_if_needed(value: Any) -> Any:
    """Quote a string parameter that OpenSpiel would read back as a number or a bool, so
    that the game string (``str(game)``, serialised states) loads again."""
    if not isinstance(value, str):
        return value
    text = value.strip().lower()
    try:
        float(text)
    except ValueError:
        return f'"{value}"' if text in ("true", "false") else value
    return f'"{value}"'


def _observation_size(game: GameDef, config: Mapping[str, Any]) -> int | None:
    """The game's observation length, or ``None`` if it has no observation encoding."""
    try:
        return game.observation_size(config)
    except NotImplementedError:
        return None


class _Payload:
    """Everything an OpenSpiel state keeps on the Python side, copied by ``clone()``.

    OpenSpiel clones a Python state by deep-copying its ``__dict__``; this object is the
    only entry there, so a clone costs one :meth:`State.clone` and shares the game
    definition and configuration (both read-only).
    """

    __slots__ = ("config", "game", "seed", "state")

    def __init__(
        self, game: GameDef, config: Mapping[str, Any], seed: int, state: State | None
    ) -> None:
        self.game = game
        self.config = config
        self.seed = seed
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Payload:
        state = None if self.state is None else self.state.clone()
        return _Payload(self.game, self.config, self.seed, state)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle (OpenSpiel's state serialisation) by game name and the state's JSON."""
        data = None if self.state is None else self.state.to_json()
        return (_restore_payload, (self.game.name, dict(self.config), self.seed, data))


def _restore_payload(
    name: str, config: dict[str, Any], seed: int, data: dict[str, Any] | None
) -> _Payload:
    game = get_game(name)
    return _Payload(game, config, seed, None if data is None else game.state_from_json(data))


class TomecraftOpenSpielGame(pyspiel.Game):  # type: ignore[misc]
    """An OpenSpiel game wrapping one tomecraft :class:`GameDef` and configuration."""

    #: Set on the per-game subclass that :func:`register` creates.
    GAME_TYPE: pyspiel.GameType = None

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game_type = self.GAME_TYPE
        if game_type is None:
            raise TypeError("load tomecraft games with pyspiel.load_game('tomecraft_<name>')")
        name = game_type.short_name[len(PREFIX) :]
        game = get_game(name)
        spec = _parameter_specification(game)
        values = {**spec, **(params or {})}
        stored = dict(values)
        for key, default in spec.items():
            if isinstance(default, str):
                values[key] = _unquote(values[key])
                stored[key] = _quote_if_needed(values[key])
        seed = int(values.pop("seed"))
        game, config, num_players = game_setup(game, values, seed)
        info = pyspiel.GameInfo(
            num_distinct_actions=game.num_actions,
            max_chance_outcomes=game.num_actions,
            num_players=num_players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(game_type, info, stored)
        self.tomecraft_game = game
        self.tomecraft_config = config
        self.setup_seed = seed
        self.observation_size = _observation_size(game, config)

    def new_initial_state(self) -> TomecraftOpenSpielState:
        """The setup chance node (see the module docstring)."""
        return TomecraftOpenSpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> TomecraftObserver:
        """The observation of :meth:`GameDef.observation` (one tensor, ``observation``;
        none for a game without an observation encoding, which still has strings)."""
        return TomecraftObserver(self.observation_size, params)


class TomecraftOpenSpielState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state wrapping a tomecraft :class:`State` (``None`` before setup)."""

    def __init__(self, game: TomecraftOpenSpielGame) -> None:
        super().__init__(game)
        self.payload = _Payload(game.tomecraft_game, game.tomecraft_config, game.setup_seed, None)

    @property
    def tomecraft_state(self) -> State | None:
        """The wrapped tomecraft state (``None`` at the setup node)."""
        return self.payload.state

    def _require(self) -> State:
        st = self.payload.state
        if st is None:
            raise ValueError("the game is not set up yet (the root is the setup chance node)")
        return st

    # -- the OpenSpiel state API ---------------------------------------------------------
    def current_player(self) -> int:
        st = self.payload.state
        if st is None:
            return int(pyspiel.PlayerId.CHANCE)
        d = st.decision()
        if d is None:
            return int(pyspiel.PlayerId.TERMINAL)
        if d.actor == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return d.actor

    def _legal_actions(self, player: int) -> list[int]:
        d = self._require().decision()
        if d is None or d.actor != player:
            return []
        return sorted(d.ids)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        st = self.payload.state
        if st is None:
            n = self.payload.game.num_actions
            return [(i, 1.0 / n) for i in range(n)]
        d = st.decision()
        if d is None or d.actor != CHANCE:
            return []
        return sorted(zip(d.ids, d.probabilities(), strict=True))

    def _apply_action(self, action: int) -> None:
        p = self.payload
        if p.state is None:
            if not 0 <= action < p.game.num_actions:
                raise ValueError(f"setup outcome {action} is outside [0, {p.game.num_actions})")
            p.state = p.game.new_state(p.config, Rng(derive_seed(p.seed, action)))
            return
        p.state.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        st = self.payload.state
        if st is None:
            return f"setup {action}"
        d = st.decision()
        if d is None or action not in d.ids:
            return f"option {action}"
        return _TEXT(st.label(d, action))

    def is_terminal(self) -> bool:
        st = self.payload.state
        return st is not None and st.is_terminal()

    def returns(self) -> list[float]:
        st = self.payload.state
        if st is None:
            return [0.0] * self.num_players()
        return [float(r) for r in st.returns()]

    def __str__(self) -> str:
        st = self.payload.state
        return "setup" if st is None else view_text(st, None)


class TomecraftObserver:
    """OpenSpiel's Python observer interface over :meth:`GameDef.observation`."""

    def __init__(self, size: int | None, params: Mapping[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {dict(params)}")
        self.tensor: npt.NDArray[np.float32] | None = (
            None if size is None else np.zeros(size, np.float32)
        )
        self.dict: dict[str, npt.NDArray[np.float32]] = (
            {} if self.tensor is None else {"observation": self.tensor}
        )

    def set_from(self, state: TomecraftOpenSpielState, player: int) -> None:
        st = state.tomecraft_state
        if self.tensor is None:
            return
        if st is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = state.payload.game.observation(st, player)

    def string_from(self, state: TomecraftOpenSpielState, player: int) -> str:
        st = state.tomecraft_state
        return "setup" if st is None else view_text(st, player)


def register(name: str) -> pyspiel.GameType:
    """Register tomecraft game ``name`` with OpenSpiel (once) and return its type."""
    existing = _REGISTERED.get(name)
    if existing is not None:
        return existing
    game = get_game(name)
    spec = _parameter_specification(game)
    config = game.parse_config({k: v for k, v in spec.items() if k != "seed"})
    tensor = _observation_size(game, config) is not None
    perfect = name in PERFECT_INFORMATION_GAMES
    info = pyspiel.GameType.Information
    game_type = pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"tomecraft {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=info.PERFECT_INFORMATION if perfect else info.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=tensor,
        parameter_specification=spec,
    )

    # OpenSpiel keeps the factory until the process exits; a class (as OpenSpiel's own
    # Python games register) survives interpreter shutdown, a closure would be freed
    # without the GIL and abort the process.
    factory = type(
        f"TomecraftOpenSpielGame_{name}",
        (TomecraftOpenSpielGame,),
        {"GAME_TYPE": game_type, "__module__": __name__},
    )
    pyspiel.register_game(game_type, factory)
    _REGISTERED[name] = game_type
    return game_type


def register_all() -> list[str]:
    """Register every tomecraft game; returns the OpenSpiel short names."""
    return [register(name).short_name for name in game_names()]


def load_game(name: str, **params: Any) -> TomecraftOpenSpielGame:
    """``pyspiel.load_game`` for tomecraft game ``name`` (registering it if needed)."""
    register(name)
    game: TomecraftOpenSpielGame = pyspiel.load_game(short_name(name), params)
    return game


register_all()

__all__ = [
    "MAX_GAME_LENGTH",
    "PERFECT_INFORMATION_GAMES",
    "PREFIX",
    "TomecraftObserver",
    "TomecraftOpenSpielGame",
    "TomecraftOpenSpielState",
    "load_game",
    "register",
    "register_all",
    "short_name",
]
