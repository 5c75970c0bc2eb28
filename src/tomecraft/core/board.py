"""A game-agnostic description of what to draw, so text interfaces need no game internals.

A game turns a per-seat view into :class:`Section` objects: titled tables of rows whose
cells are text or messages with an optional style tag (for example ``"token:red"``).
Interfaces translate the messages and map style tags to their own look.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tomecraft.core.decision import CHANCE, Decision
from tomecraft.i18n import Msg, msg


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
    """A titled part of a board. ``highlight``: the deciding seat's own part.
    ``reference``: what every seat consults to decide (the spells in play, say): a
    compact text board folds it only after the other seats' parts. ``pinned``: what no
    seat may miss (the threat that ends the game, say): a compact text board never folds
    it, only cuts its rows to one line. ``brief``: the same section in fewer lines (the
    rows a player needs to decide, without the details a wide board shows): a compact
    text board short of room draws these rows instead, and folds them when it folds the
    section; ``None`` when the section has no shorter form. ``uncut``: how many of its
    first rows a compact text board never cuts to one line (a seat's hand)."""

    title: Msg | str
    rows: list[Row] = field(default_factory=list)
    highlight: bool = False
    reference: bool = False
    pinned: bool = False
    brief: list[Row] | None = None
    uncut: int = 0


@dataclass(slots=True, eq=False)
class Topic:
    """Something on the board a player can ask about: a spell, a card, an action.

    ``key`` is stable within a game (``"spell:7"``, ``"action:sacrifice"``), so an
    interface can attach the topic to the element that draws it (the browser's
    ``data-topic`` attribute). ``text`` says what it does. ``options`` are the ids of the
    pending decision that concern it, for the seat that asked (empty when none does);
    ``why_not`` says in one sentence why it is not among them right now ("the altar is
    empty"), or is ``None`` when it is offered or there is nothing to say (it is not
    this seat's turn, say). Built only from what that seat may see.

    Treat it as read-only (it is hashed and compared: the web server caches a topic's
    text by it). Not frozen, for speed, as :class:`~tomecraft.i18n.Msg`: a frozen
    dataclass sets each field through ``object.__setattr__``, and every state message
    builds a dozen topics per seat. Equality and the hash are the dataclass's, written
    out so that the compiled build compiles them (as :class:`~tomecraft.i18n.Msg`'s).
    """

    key: str
    name: Msg | str
    text: Msg | None = None
    why_not: Msg | None = None
    options: tuple[int, ...] = ()

    def __eq__(self, other: object) -> bool:
        """The dataclass's rule: the same class and equal fields, in order."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Topic)
        return (self.key == other.key and self.name == other.name
                and self.text == other.text and self.why_not == other.why_not
                and self.options == other.options)

    def __hash__(self) -> int:
        """The dataclass's: the hash of the fields' tuple."""
        return hash((self.key, self.name, self.text, self.why_not, self.options))


@dataclass(frozen=True, slots=True)
class Effect:
    """What one option did at once for a seat (the coach's "why", issue 24).

    ``key`` names the kind of gain (``"points"``, ``"familiar"``, ``"curses"``), the same
    for every option of a game, so two options can be compared key by key; ``amount``
    is signed, positive being good for the seat (co-op: the team); ``text`` says it as
    a noun phrase ("a familiar worth 7 points", "1 curse destroyed"). Built only from
    what the seat may see (see :meth:`~tomecraft.core.GameDef.option_effects`).
    """

    key: str
    amount: float
    text: Msg


def add_change(
    out: list[Effect], key: str, amount: int, more: str, fewer: str, size: str = "count"
) -> None:
    """Add to ``out`` the effect ``key`` of the signed ``amount`` (good when positive),
    worded by the message ``more`` when it is positive, ``fewer`` when negative, with
    ``abs(amount)`` as its argument ``size``; nothing when ``amount`` is 0."""
    if amount:
        text = msg(more if amount > 0 else fewer, **{size: abs(amount)})
        out.append(Effect(key, float(amount), text))


@dataclass(slots=True)
class Breakdown:
    """A final score breakdown: one column per seat, one row per scoring item.

    ``total_label`` names the ``totals`` row; ``None``: "Total", for totals that are the
    sum of the rows. A game whose score is not their sum names what it is (Madness:
    rounds survived)."""

    seats: list[Msg | str]
    rows: list[tuple[Msg | str, list[int]]]
    totals: list[int]
    winners: list[int]
    total_label: Msg | str | None = None


def waiting_reason(
    d: Decision | None, seat: int | None, game: str, chance: str = "chance", out: bool = False
) -> Msg | None:
    """Why ``seat`` can act on no topic now (none for a spectator, ``seat`` None): the
    game is over (message ``{game}-why-over``), ``seat`` is out of the game (``out``:
    ``{game}-why-out``), chance decides (``{game}-why-{chance}``), or it is another
    seat's turn (``{game}-why-turn`` with ``seat``, counted from 1)."""
    if d is None:
        return msg(f"{game}-why-over")
    if seat is None:
        return None
    if out:
        return msg(f"{game}-why-out")
    if d.actor == CHANCE:
        return msg(f"{game}-why-{chance}")
    return msg(f"{game}-why-turn", seat=d.actor + 1)
