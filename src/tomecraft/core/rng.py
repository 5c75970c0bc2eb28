"""The seeded random generator that drives chance.

It lives outside every game state: states only *list* chance outcomes with weights and a
:class:`~tomecraft.core.match.Match` (or a search bot) picks one with its own generator.
The algorithm is SplitMix64, written out here so that a seed gives the same stream on
every Python version and platform, and the whole generator state is a single integer
that serialises exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, TypeVar

if TYPE_CHECKING:  # only an annotation: compiled by mypyc, a native 64-bit integer
    from mypy_extensions import i64

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15

# The same generator on 32-bit halves held in native 64-bit integers (``i64`` once
# compiled): every intermediate value stays below 2**63, so the halves give exactly the
# big-integer results, compiled (no overflow) or interpreted. Multiplications split one
# factor into 16-bit pieces. Compiled, this avoids Python's arbitrary-size integers (about
# 5,000 machine instructions per draw); interpreted, the big integers are faster.
_M32: Final = 0xFFFFFFFF
_M16: Final = 0xFFFF
_G_HI: Final = 0x9E3779B9
_G_LO: Final = 0x7F4A7C15
_C1_HI1: Final = 0xBF58  # 0xBF58476D1CE4E5B9 in 16-bit pieces
_C1_HI0: Final = 0x476D
_C1_LO1: Final = 0x1CE4
_C1_LO0: Final = 0xE5B9
_C2_HI1: Final = 0x94D0  # 0x94D049BB133111EB
_C2_HI0: Final = 0x49BB
_C2_LO1: Final = 0x1331
_C2_LO0: Final = 0x11EB


def _mix(z: int) -> int:
    """SplitMix64's finaliser on a 64-bit value (compiled: on its native halves)."""
    if _NATIVE:
        hi, lo = _mix_hi_lo(z >> 32, z & _M32)
        return (int(hi) << 32) | int(lo)
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _mix_hi_lo(hi: i64, lo: i64) -> tuple[i64, i64]:
    """:func:`_mix` on the halves of a 64-bit value; the halves of the result.

    Each multiplication ``(hi:lo) * (c_hi1:c_hi0:c_lo1:c_lo0) mod 2**64`` is written out
    (compiled, no call per product): with ``p = lo * c_lo1`` and ``t = lo * c_lo0 +
    ((p & 0xFFFF) << 16)``, the low half is ``t mod 2**32`` and the high half ``(t >> 32)
    + (p >> 16)`` plus the cross products ``hi * c_lo`` and ``lo * c_hi`` (mod 2**32).

    The two rounds (shift, multiply) are alike by shape and stay written out: as one
    helper called twice they cost about 140 more machine instructions per draw compiled
    (-O2; about 1,520 for a ``below`` call from a loop), measured with callgrind."""
    lo ^= ((hi << 2) & _M32) | (lo >> 30)  # z ^= z >> 30
    hi ^= hi >> 30
    p: i64 = lo * _C1_LO1  # z *= 0xBF58476D1CE4E5B9
    t: i64 = lo * _C1_LO0 + ((p & _M16) << 16)
    hi = (
        (t >> 32)
        + (p >> 16)
        + hi * _C1_LO0
        + (((hi * _C1_LO1) & _M16) << 16)
        + lo * _C1_HI0
        + (((lo * _C1_HI1) & _M16) << 16)
    ) & _M32
    lo = t & _M32
    lo ^= ((hi << 5) & _M32) | (lo >> 27)  # z ^= z >> 27
    hi ^= hi >> 27
    p = lo * _C2_LO1  # z *= 0x94D049BB133111EB
    t = lo * _C2_LO0 + ((p & _M16) << 16)
    hi = (
        (t >> 32)
        + (p >> 16)
        + hi * _C2_LO0
        + (((hi * _C2_LO1) & _M16) << 16)
        + lo * _C2_HI0
        + (((lo * _C2_HI1) & _M16) << 16)
    ) & _M32
    lo = t & _M32
    lo ^= ((hi << 1) & _M32) | (lo >> 31)  # z ^= z >> 31
    hi ^= hi >> 31
    return hi, lo


#: Whether this module runs compiled (its functions are then built-in functions), where
#: the 32-bit halves are faster than big integers.
_NATIVE: Final = type(_mix).__name__ != "function"


class Rng:
    """A deterministic 64-bit generator (SplitMix64)."""

    __slots__ = ("_hi", "_lo")
    #: The state, a 64-bit integer, as its high and low 32-bit halves.
    _hi: i64
    _lo: i64

    def __init__(self, seed: int = 0) -> None:
        if _NATIVE:  # _mix on the halves, kept as the state (no big integers in between)
            hi, lo = _seed_halves(int(seed))
            self._hi, self._lo = _mix_hi_lo(hi, lo)
            return
        self.setstate(_mix(int(seed) & _MASK))

    def next64(self) -> int:
        """Return the next 64-bit output."""
        if _NATIVE:
            hi, lo = self._next_halves()
            return (int(hi) << 32) | int(lo)
        state = (((self._hi << 32) | self._lo) + _GOLDEN) & _MASK
        self._hi = state >> 32
        self._lo = state & _M32
        return _mix(state)

    def _next_halves(self) -> tuple[i64, i64]:
        """Advance and return the next output as two 32-bit halves (the native path)."""
        lo: i64 = self._lo + _G_LO
        hi: i64 = (self._hi + _G_HI + (lo >> 32)) & _M32
        lo &= _M32
        self._hi = hi
        self._lo = lo
        return _mix_hi_lo(hi, lo)

    def below(self, n: int) -> int:
        """Return an integer in ``[0, n)`` (multiply-shift; bias below 2**-50 for n < 2**14)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        if _NATIVE and n < 1 << 30:
            # _next_halves, written out (compiled: one call less per draw)
            lo: i64 = self._lo + _G_LO
            hi: i64 = (self._hi + _G_HI + (lo >> 32)) & _M32
            lo &= _M32
            self._hi = hi
            self._lo = lo
            hi, lo = _mix_hi_lo(hi, lo)
            m: i64 = n
            return int((hi * m + ((lo * m) >> 32)) >> 32)  # (x * n) >> 64, exactly
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

    def weighted_tuple(self, weights: tuple[int, ...]) -> int:
        """:meth:`weighted` for a tuple (a chance decision's weights): the same draw, the
        same result; compiled, the loops over a typed tuple run native."""
        if not _NATIVE:
            return self.weighted(weights)
        total = 0
        for w in weights:
            total += w
        if total <= 0:
            raise ValueError("weighted() needs at least one positive weight")
        r = self.below(total)
        i = 0
        for w in weights:
            if r < w:
                return i
            r -= w
            i += 1  # noqa: SIM113 - the loop as built and measured compiled
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
        child.setstate(_mix((self.getstate() ^ _mix((stream + 1) * _GOLDEN & _MASK)) & _MASK))
        return child

    @property
    def state(self) -> int:
        """The whole generator state, one 64-bit integer (as :meth:`getstate`)."""
        return self.getstate()

    @state.setter
    def state(self, value: int) -> None:
        self.setstate(value)

    def getstate(self) -> int:
        return (int(self._hi) << 32) | int(self._lo)

    def setstate(self, state: int) -> None:
        state = int(state) & _MASK
        self._hi = state >> 32
        self._lo = state & _M32


#: Seeds below this are short integers compiled (split without big-integer operations);
#: game indexes below :data:`_INDEXES` are derived on native halves.
_SHORT: Final = 1 << 62
_INDEXES: Final = 1 << 30


def _seed_halves(seed: int) -> tuple[i64, i64]:
    """``seed mod 2**64`` as its 32-bit halves (compiled: a seed below 2**62, a short
    integer, is split without a big-integer operation)."""
    if 0 <= seed < _SHORT:
        return seed >> 32, seed & _M32
    seed &= _MASK
    return seed >> 32, seed & _M32


def derive_seed(seed: int, index: int) -> int:
    """Seed of game ``index`` in a series started from ``seed`` (stable, order independent):
    ``mix((mix(seed) + (index + 1) * GOLDEN) mod 2**64)``. Compiled, for ``index`` below
    2**30, on native 32-bit halves (one big integer made, the result): the sum's
    product ``(index + 1) * GOLDEN`` is written out like :func:`_mix_hi_lo`'s."""
    if _NATIVE and 0 <= index < _INDEXES:
        hi, lo = _seed_halves(seed)
        hi, lo = _mix_hi_lo(hi, lo)
        m: i64 = index + 1
        p_lo: i64 = m * _G_LO  # below 2**62: exact in 64 bits
        lo += p_lo & _M32
        hi = (hi + (p_lo >> 32) + m * _G_HI + (lo >> 32)) & _M32
        hi, lo = _mix_hi_lo(hi, lo & _M32)
        return (int(hi) << 32) | int(lo)
    return _mix((_mix(seed & _MASK) + (index + 1) * _GOLDEN) & _MASK)
