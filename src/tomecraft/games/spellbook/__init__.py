"""SpellBook (Phil Walker-Harding, Space Cowboys): learn spells with element tokens.

Use :class:`SpellBookGame` (also reachable as ``tomecraft.core.get_game("spellbook")``)
to start games and :func:`~tomecraft.games.spellbook.position.from_position` to build a
position from the documented compact JSON.
"""

from tomecraft.games.spellbook.game import SpellBookGame
from tomecraft.games.spellbook.state import SpellBookState

__all__ = ["SpellBookGame", "SpellBookState"]
