"""The game registry: games register themselves, the core never names one."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from importlib.metadata import entry_points

from tomecraft.core.errors import UnknownGame
from tomecraft.core.state import GameDef

_FACTORIES: dict[str, Callable[[], GameDef]] = {}
_CACHE: dict[str, GameDef] = {}
_LOADED = False


def _load_plugins() -> None:
    """Import the bundled games package and any ``tomecraft.games`` entry points once."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    importlib.import_module("tomecraft.games")
    for ep in entry_points(group="tomecraft.games"):
        if ep.name not in _FACTORIES:
            register_game(ep.name, ep.load())


def register_game(name: str, factory: Callable[[], GameDef]) -> None:
    """Make a game available under ``name``."""
    _FACTORIES[name] = factory


def get_game(name: str) -> GameDef:
    """The registered game ``name``; raises :class:`UnknownGame` listing the known ones."""
    game = _CACHE.get(name)
    if game is None:
        _load_plugins()
        factory = _FACTORIES.get(name)
        if factory is None:
            known = ", ".join(sorted(_FACTORIES)) or "none"
            raise UnknownGame(f"Unknown game {name!r}; registered games: {known}.")
        game = _CACHE[name] = factory()
    return game


def game_names() -> list[str]:
    _load_plugins()
    return sorted(_FACTORIES)
