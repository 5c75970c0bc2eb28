"""The seeded random generator that drives chance.

It lives outside every game state: states only *list* chance outcomes with weights and a
:class:`~tomecraft.core.match.Match` (or a search bot) picks one with its own generator.
The algorithm is SplitMix64, written out here so that a seed gives the same stream on
every Python version and platform, and the whole generator state is a single integer
that serialises exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """A deterministic 64-bit generator (SplitMix64)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = _mix(int(seed) & _MASK)

    def next64(self) -> int:
        """Return the next 64-bit output."""
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """Return an integer in ``[0, n)`` (multiply-shift; bias below 2**-50 for n < 2**14)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        return (self.next64() * n) >> 64

    def weighted(self, weights: Sequence[int]) -> int:
        """Return an index chosen with probability proportional to its integer weight."""
        total = sum(weights)
        if total <= 0:
            raise ValueError("weighted() needs at least one positive weight")
        r = self.below(total)
        for i, w in enumerate(weights):
            if r < w:
                return i
            r -= w
        raise AssertionError("unreachable")  # pragma: no cover

    def choice(self, items: Sequence[int]) -> int:
        """Return one item of a non-empty sequence, uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a list in place (Fisher-Yates); any item type."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, stream: int) -> Rng:
        """Return an independent generator for sub-stream ``stream`` (e.g. one per game)."""
        child = Rng(0)
        child.state = _mix((self.state ^ _mix((stream + 1) * _GOLDEN & _MASK)) & _MASK)
        return child

    def getstate(self) -> int:
        return self.state

    def setstate(self, state: int) -> None:
        self.state = int(state) & _MASK


def derive_seed(seed: int, index: int) -> int:
    """Seed of game ``index`` in a series started from ``seed`` (stable, order independent)."""
    return _mix((_mix(seed & _MASK) + (index + 1) * _GOLDEN) & _MASK)
