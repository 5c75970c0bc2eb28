"""A game's fixed action space as named blocks of option ids.

Every game numbers its options once for all decisions: consecutive blocks (``pass``,
``card + k``, ...), each starting where the previous one ends, the last ending at the
space's size. :class:`ActionBlocks` holds those starts and answers which block an id is
in (and its offset there); an id outside the space is a ``ValueError`` naming the game.
"""

from __future__ import annotations

from collections.abc import Sequence


class ActionBlocks:
    """The blocks of ``game``'s action space: their ``names`` (separated by white space)
    and ``starts`` in order, ``size`` ids in all (the last block ends there)."""

    def __init__(self, game: str, names: str, starts: Sequence[int], size: int) -> None:
        self.game = game
        self.size = size
        ends = [*starts[1:], size]
        self.blocks: list[tuple[str, int, int]] = list(
            zip(names.split(), starts, ends, strict=True)
        )

    def locate(self, action: int) -> tuple[str, int]:
        """The block ``action`` belongs to and its offset in the block."""
        for name, start, end in self.blocks:
            if start <= action < end:
                return name, action - start
        raise ValueError(
            f"option id {action} is outside {self.game}'s action space [0, {self.size})"
        )

    def name(self, action: int) -> str:
        """The name of the block ``action`` belongs to."""
        return self.locate(action)[0]


__all__ = ["ActionBlocks"]
