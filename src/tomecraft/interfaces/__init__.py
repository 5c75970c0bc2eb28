"""User interfaces built on the game-agnostic core (no interface knows a game's internals).

Interfaces reach games only through :mod:`tomecraft.core` (the registry, decisions,
board sections and matches), :mod:`tomecraft.bots` and :mod:`tomecraft.i18n`.
"""

#: The game the README names: the CLI's default and the game the lobby opens on.
DEFAULT_GAME = "spellbook"
