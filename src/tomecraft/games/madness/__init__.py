"""The Big Book of Madness (cooperative deck-builder, 2-5 players), driven by a content pack.

Use :class:`MadnessGame` (also ``tomecraft.core.get_game("madness")``). The cards live in a
validated content pack (:mod:`~tomecraft.games.madness.pack`; the bundled original pack is
in ``data/original``), and every card effect is composed from a small verb vocabulary.
"""

from tomecraft.games.madness.game import MadnessGame
from tomecraft.games.madness.state import MadnessState

__all__ = ["MadnessGame", "MadnessState"]
