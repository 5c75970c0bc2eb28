"""tomecraft: rules engines, bots and play interfaces for magic-book board games.

The public entry points are :mod:`tomecraft.core` (the game-agnostic decision model),
:func:`tomecraft.core.get_game` (the registry of game definitions) and
:mod:`tomecraft.bots`.
"""

__version__ = "0.1.0"

# Honours TOMECRAFT_INTERPRETED=1 (run a compiled install interpreted) before any engine
# module is imported: see tomecraft.build.
from tomecraft import build as _build  # noqa: F401
