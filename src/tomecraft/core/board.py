"""A game-agnostic description of what to draw, so text interfaces need no game internals.

A game turns a per-seat view into :class:`Section` objects: titled tables of rows whose
cells are text or messages with an optional style tag (for example ``"token:red"``).
Interfaces translate the messages and map style tags to their own look.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tomecraft.i18n import Msg


@dataclass(frozen=True, slots=True)
class Cell:
    text: Msg | str
    style: str | None = None


@dataclass(slots=True)
class Row:
    label: Msg | str
    cells: list[Cell] = field(default_factory=list)


@dataclass(slots=True)
class Section:
    title: Msg | str
    rows: list[Row] = field(default_factory=list)
    highlight: bool = False


@dataclass(slots=True)
class Breakdown:
    """A final score breakdown: one column per seat, one row per scoring item."""

    seats: list[Msg | str]
    rows: list[tuple[Msg | str, list[int]]]
    totals: list[int]
    winners: list[int]
