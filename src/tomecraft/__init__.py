"""tomecraft: rules engines, bots and play interfaces for magic-book board games.

The public entry points are :mod:`tomecraft.core` (the game-agnostic decision model),
:func:`tomecraft.games.get_game` (the registry of game definitions) and
:mod:`tomecraft.bots`.
"""

__version__ = "0.1.0"
