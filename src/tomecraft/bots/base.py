"""The bot interface and the registry of bot kinds.

A bot is bound to one seat of one game and answers :meth:`Bot.choose` with an option id
of the pending decision. Bots see the state object, but game-agnostic bots only read
what the core offers (legal ids, clones, the game's heuristic) and resolve chance with
their own generator, so they never learn a future draw.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from tomecraft.core import GameDef, Rng, State

BotFactory = Callable[[GameDef, int, int], "Bot"]
_BOTS: dict[str, BotFactory] = {}


try:
    from mypy_extensions import mypyc_attr
except ImportError:  # mypy_extensions is only needed to compile; at run time a no-op
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls


@mypyc_attr(allow_interpreted_subclasses=True)
class Bot(ABC):
    """A computer player for one seat."""

    name: str = "bot"

    def __init__(self, game: GameDef, seat: int, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.rng = Rng(seed)

    @abstractmethod
    def choose(self, state: State) -> int:
        """An option id of ``state``'s pending decision (whose actor is this bot's seat)."""


def register_bot(name: str, factory: BotFactory) -> None:
    _BOTS[name] = factory


def bot_names() -> list[str]:
    return sorted(_BOTS)


def make_bot(name: str, game: GameDef, seat: int, seed: int = 0) -> Bot:
    """Create the bot kind ``name``; raises ValueError listing the known kinds."""
    factory = _BOTS.get(name.strip().lower())
    if factory is None:
        raise ValueError(f"unknown bot {name!r}; choose one of: {', '.join(bot_names())}")
    return factory(game, seat, seed)
