"""The checks every game's ``GameDef.parse_config`` makes on raw options.

A game names its options and its limits; these functions hold the rules and the refusal
messages that do not depend on the game: unknown option names, whole numbers (never a
bool), a seat number, and a list of ids given one per seat.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from tomecraft.core.errors import InvalidConfig


def refuse_unknown(raw: Mapping[str, Any], known: Collection[str], game: str) -> None:
    """:class:`InvalidConfig` naming the options of ``raw`` that ``game`` does not know,
    and those it does."""
    unknown = set(raw) - set(known)
    if unknown:
        raise InvalidConfig(
            f"unknown {game} option(s) {', '.join(sorted(unknown))}; allowed: "
            + ", ".join(sorted(known))
        )


def is_whole(value: object) -> bool:
    """A whole number (``True``/``False`` are not accepted as numbers)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_or_digits(value: Any) -> Any:
    """``value``, or the number a string of digits spells (a form's text field)."""
    return int(value) if isinstance(value, str) and value.isdigit() else value


def seat_option(name: str, value: Any, players: int) -> int:
    """``value`` as a seat number (0 to ``players - 1``), else :class:`InvalidConfig`."""
    if not is_whole(value) or not 0 <= value < players:
        raise InvalidConfig(f"{name} must be a seat from 0 to {players - 1}, got {value!r}")
    return int(value)


def id_list(value: Any) -> Any:
    """A list of ids given as a string is split at commas and spaces; else unchanged."""
    if isinstance(value, str):
        return [x for x in value.replace(",", " ").split() if x]
    return value


def distinct_known_ids(
    ids: Any,
    count: int,
    known: Sequence[str],
    wrong_count: str,
    unknown: str,
    repeated: str,
) -> list[str]:
    """``ids`` (a list, tuple or comma-separated string) as ``count`` distinct ids, each
    in ``known``. Refusals: ``wrong_count`` (with ``{ids}`` and ``{known}``), ``unknown``
    (with ``{id}`` and ``{known}``), ``repeated`` (with ``{ids}``), each ``str.format``ted."""
    ids = id_list(ids)
    names = ", ".join(known)
    if not isinstance(ids, list | tuple) or len(ids) != count:
        raise InvalidConfig(wrong_count.format(ids=repr(ids), known=names))
    allowed = set(known)
    for x in ids:
        if x not in allowed:
            raise InvalidConfig(unknown.format(id=repr(x), known=names))
    if len(set(ids)) != len(ids):
        raise InvalidConfig(repeated.format(ids=repr(ids)))
    return [str(x) for x in ids]


__all__ = [
    "distinct_known_ids",
    "id_list",
    "is_whole",
    "refuse_unknown",
    "seat_option",
    "whole_or_digits",
]
