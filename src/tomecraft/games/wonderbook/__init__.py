"""Wonder Book (cooperative scenario campaign, 1-4 players), driven by a content pack.

Use :class:`WonderBookGame` (also ``tomecraft.core.get_game("wonderbook")``). Heroes, Wyrm
cards, passages, maps and chapter decks are validated content
(:mod:`~tomecraft.games.wonderbook.pack`; the shipped original pack is in
``data/original``); every card instruction is a step of a small script vocabulary.
"""

from tomecraft.games.wonderbook.game import WonderBookGame
from tomecraft.games.wonderbook.state import WonderState

__all__ = ["WonderBookGame", "WonderState"]
