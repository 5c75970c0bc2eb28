"""Small statistics helpers shared by the tables and the charts."""

from __future__ import annotations

import math

#: Normal quantile of a two-sided 95 % interval.
Z95 = 1.959963984540054


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (``successes`` may be fractional).

    Shared victories count as fractions of a win, so ``successes`` is the sum of win
    shares; the interval is then an approximation, good enough to compare bots. With no
    observation it is the whole range ``(0, 1)``.
    """
    if n <= 0:
        return (0.0, 1.0)
    p = min(max(successes / n, 0.0), 1.0)
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # no success (or no failure) gives exactly 0 (or 1), without rounding noise
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return (low, high)


def mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None
