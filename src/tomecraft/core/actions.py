"""A game's fixed action space as named blocks of option ids.

Every game numbers its options once for all decisions: consecutive blocks (``pass``,
``card + k``, ...), each starting where the previous one ends, the last ending at the
space's size. :class:`ActionBlocks` holds those starts and answers which block an id is
in (and its offset there); an id outside the space is a ``ValueError`` naming the game.
A game states its layout once, as names and sizes (:meth:`ActionBlocks.of_sizes`), and
reads its block constants from :attr:`ActionBlocks.starts`.

The rules call :meth:`ActionBlocks.name` and :meth:`ActionBlocks.locate` on every option
they apply (Madness several times a decision), so both read a table built once, with an
entry per id, instead of walking the blocks; the names are interned, so comparing one with
a literal (``block(o) == "card"``) is a pointer comparison. ``tests/test_core_scaffolding``
checks the tables against the walk over the blocks.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


class ActionBlocks:
    """The blocks of ``game``'s action space: their ``names`` (separated by white space)
    and ``starts`` in order, ``size`` ids in all (the last block ends there)."""

    def __init__(self, game: str, names: str, starts: Sequence[int], size: int) -> None:
        self.game = game
        self.size = size
        ends = [*starts[1:], size]
        self.blocks: list[tuple[str, int, int]] = list(
            zip([sys.intern(n) for n in names.split()], starts, ends, strict=True)
        )
        # Per id: its block's name ("" outside every block) and its block's start.
        name_at = [""] * size
        start_at = [0] * size
        for name, start, end in self.blocks:
            for i in range(max(start, 0), min(end, size)):
                name_at[i] = name
                start_at[i] = start
        self._name_at: tuple[str, ...] = tuple(name_at)
        self._start_at: tuple[int, ...] = tuple(start_at)

    @classmethod
    def of_sizes(cls, game: str, layout: str) -> ActionBlocks:
        """The blocks of ``layout``, ``"name:size name:size ..."`` in order: each block
        starts where the previous one ends, the space's size is the sum."""
        names: list[str] = []
        starts: list[int] = []
        at = 0
        for item in layout.split():
            name, _, size = item.partition(":")
            names.append(name)
            starts.append(at)
            at += int(size)
        return cls(game, " ".join(names), starts, at)

    @property
    def starts(self) -> tuple[int, ...]:
        """Each block's first id, in order."""
        return tuple(start for _, start, _ in self.blocks)

    def locate(self, action: int) -> tuple[str, int]:
        """The block ``action`` belongs to and its offset in the block."""
        return self.name(action), action - self._start_at[action]

    def name(self, action: int) -> str:
        """The name of the block ``action`` belongs to."""
        if 0 <= action < self.size:
            name = self._name_at[action]
            if name:
                return name
        raise ValueError(
            f"option id {action} is outside {self.game}'s action space [0, {self.size})"
        )


__all__ = ["ActionBlocks"]
