"""What the games' position formats (``from_position``: a hand-written table to play
from) check alike: the position is an object of known keys, whole numbers in a range,
and cards or tokens listed by kind. Every refusal is an :class:`InvalidPosition` naming
the field and what it allows.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from tomecraft.core.errors import InvalidPosition


def check_keys(data: Any, keys: Collection[str]) -> None:
    """``data`` must be a mapping whose keys are all in ``keys``."""
    if not isinstance(data, Mapping):
        raise InvalidPosition("a position is a JSON object")
    unknown = set(data) - set(keys)
    if unknown:
        raise InvalidPosition(
            f"unknown position key(s) {', '.join(sorted(unknown))}; "
            f"allowed: {', '.join(sorted(keys))}"
        )


def whole(
    data: Mapping[str, Any], key: str, default: int, low: int, high: int, where: str = ""
) -> int:
    """``data[key]`` (``default`` if absent), a whole number from ``low`` to ``high``;
    ``where`` prefixes the field's name in the refusal."""
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InvalidPosition(
            f"{where}{key} must be a whole number from {low} to {high}, got {value!r}"
        )
    return value


def kind_counts(kinds: list[int], size: int) -> list[int]:
    """How many of each of ``size`` kinds the list ``kinds`` holds."""
    counts = [0] * size
    for k in kinds:
        counts[k] += 1
    return counts


__all__ = ["check_keys", "kind_counts", "whole"]
