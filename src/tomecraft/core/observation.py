"""Pieces of the games' observation vectors (``GameDef.observation``: floats in [0, 1])."""

from __future__ import annotations


def one_hot(index: int, size: int) -> list[float]:
    """``size`` zeros with a one at ``index`` (all zeros for an index outside them)."""
    out = [0.0] * size
    if 0 <= index < size:
        out[index] = 1.0
    return out


__all__ = ["one_hot"]
