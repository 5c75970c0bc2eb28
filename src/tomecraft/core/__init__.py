"""The game-agnostic core: decisions, chance, events, matches, views and errors.

Nothing in this package names a game; games subclass :class:`GameDef` and :class:`State`
and are published as ``tomecraft.games`` entry points (:mod:`tomecraft.core.registry`),
or registered at run time with :func:`register_game`.
"""

from tomecraft.core.board import Breakdown, Cell, Effect, Row, Section, Topic
from tomecraft.core.decision import CHANCE, NOBODY, Decision, Option
from tomecraft.core.errors import (
    GameOver,
    IllegalDecision,
    InvalidConfig,
    InvalidPosition,
    TomecraftError,
    UnknownGame,
)
from tomecraft.core.events import Event, names_its_seat
from tomecraft.core.gamedef import GameDef, GameFacts
from tomecraft.core.match import Match, Step, alike_option, forced_event, forced_option
from tomecraft.core.options import Choice, OptionSpec
from tomecraft.core.registry import game_names, get_game, register_game
from tomecraft.core.rng import Rng, derive_seed
from tomecraft.core.serial import canonical_json, digest
from tomecraft.core.stack import StackState, Task
from tomecraft.core.state import State

__all__ = [
    "CHANCE",
    "NOBODY",
    "Breakdown",
    "Cell",
    "Choice",
    "Decision",
    "Effect",
    "Event",
    "GameDef",
    "GameFacts",
    "GameOver",
    "IllegalDecision",
    "InvalidConfig",
    "InvalidPosition",
    "Match",
    "Option",
    "OptionSpec",
    "Rng",
    "Row",
    "Section",
    "StackState",
    "State",
    "Step",
    "Task",
    "TomecraftError",
    "Topic",
    "UnknownGame",
    "alike_option",
    "canonical_json",
    "derive_seed",
    "digest",
    "forced_event",
    "forced_option",
    "game_names",
    "get_game",
    "names_its_seat",
    "register_game",
]
