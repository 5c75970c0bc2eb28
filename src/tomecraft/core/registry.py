"""The game registry: games come from package entry points, the core never names one.

A game is published by any installed distribution as an entry point of the group
:data:`GROUP` (``tomecraft.games``): its name is the game's name, its value a factory of
the :class:`~tomecraft.core.gamedef.GameDef` (the class itself, usually). tomecraft's own
games are declared the same way in its ``pyproject.toml``; a game from another package
plugs in by being installed. Rules:

* the entry points are read once, on the first question (:func:`get_game`,
  :func:`game_names`); a game's module is imported only when that game is first asked
  for, so listing the games stays cheap;
* where the ``tomecraft`` package runs from a source tree (an editable install, or ``src``
  on ``PYTHONPATH``), its own games come from that tree's ``pyproject.toml``, not from the
  installed metadata, which may be another checkout's (or older than the tree);
* an entry point never replaces a name already taken: :func:`register_game` (tests,
  embedders) sets a name outright; then come tomecraft's own entry points, then other
  distributions' in the order Python lists them.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from typing import Any

from tomecraft.core.errors import UnknownGame
from tomecraft.core.gamedef import GameDef

#: The entry-point group games are published under.
GROUP = "tomecraft.games"
#: The distribution whose own games the source tree's ``pyproject.toml`` declares.
DIST = "tomecraft"

_FACTORIES: dict[str, Callable[[], GameDef]] = {}
_CACHE: dict[str, GameDef] = {}
_LOADED = False


def source_entry_points(package_dir: Path) -> dict[str, str] | None:
    """tomecraft's own ``GROUP`` entry points (name -> ``module:attr``) from the
    ``pyproject.toml`` of the source tree holding ``package_dir`` (``<root>/src/tomecraft``);
    None where the package is not in a tomecraft source tree (an installed package)."""
    pyproject = package_dir.parent.parent / "pyproject.toml"
    if package_dir.parent.name != "src" or not pyproject.is_file():
        return None
    with pyproject.open("rb") as f:
        project: dict[str, Any] = tomllib.load(f).get("project", {})
    if project.get("name") != DIST:
        return None
    found: dict[str, str] = project.get("entry-points", {}).get(GROUP, {})
    return dict(found)


def _package_dir() -> Path:
    import tomecraft

    return Path(str(tomecraft.__file__)).resolve().parent


def _lazy(ep: EntryPoint) -> Callable[[], GameDef]:
    """A factory that imports the entry point's target only when called."""

    def factory() -> GameDef:
        made: GameDef = ep.load()()
        return made

    return factory


def _load_plugins() -> None:
    """Register every ``tomecraft.games`` entry point once (see the module's rules)."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    own = source_entry_points(_package_dir())
    found: list[EntryPoint] = []
    if own is not None:
        found.extend(EntryPoint(name, value, GROUP) for name, value in own.items())
    for ep in entry_points(group=GROUP):
        dist = ep.dist.name if ep.dist is not None else None
        if own is not None and dist == DIST:
            continue  # the installed metadata of tomecraft: the source tree's stands instead
        found.append(ep)
    for ep in found:
        if ep.name not in _FACTORIES:
            register_game(ep.name, _lazy(ep))


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
    """The names of the registered games, sorted."""
    _load_plugins()
    return sorted(_FACTORIES)
