"""A game's narrated log and the changes a room publishes: :class:`LogEntry`, how each
stored decision was taken (``by``), the grouped log lines (:func:`log_lines`), and
:class:`Change`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from tomecraft.core import State, names_its_seat
from tomecraft.i18n import Msg, msg
from tomecraft.interfaces.web.botpool import BotChoice
from tomecraft.interfaces.web.texts import render, translator

BY_HUMAN = "human"
BY_CHANCE = "chance"
#: A player decision with a single option, taken by the server (narrated, never asked).
BY_FORCED = "forced"
#: ``clock:<level>``: a bot of that level decided for a human seat whose clock ran out.
BY_CLOCK = "clock:"
#: ``fallback:<failed>:<level>``: the seat's bot failed and a bot of ``level`` decided
#: (and plays the seat from then on); narrated to everyone before the move.
BY_FALLBACK = "fallback:"


class SeatNames(Protocol):
    """What a log line needs of its room: the seats' names."""

    def seat_name(self, seat: int, lang: str) -> str: ...


#: The log index of the events the setup narrated (the opening story), before decision 0.
OPENING = -1


@dataclass(slots=True)
class LogEntry:
    """One narrated event: decision index (:data:`OPENING` for what the setup narrated,
    before any decision), the seat concerned, the message."""

    index: int
    seat: int | None
    message: Msg
    texts: dict[str, str] = field(default_factory=dict)
    #: The log position where this entry's run of like entries starts (-1: not known yet).
    run: int = -1
    #: Per language: the text of this entry's group up to this entry (see :func:`log_lines`).
    sums: dict[str, str] = field(default_factory=dict)
    #: What granted the action this entry narrates (see :func:`granted_source`), or None.
    granted: Any = None

    def text(self, room: SeatNames, lang: str) -> str:
        out = self.texts.get(lang)
        if out is None:
            body = render(self.message, lang)
            if self.granted is not None:  # "Acquired fire 2. (an action granted by Whisper)"
                body = render(msg("web-log-granted", text=body, source=self.granted), lang)
            out = self.texts[lang] = self._line(room, lang, body)
        return out

    def _line(self, room: SeatNames, lang: str, body: str) -> str:
        """``body`` as this entry's log line: with its seat's name, if it has a seat and
        its message does not name that player already (:func:`names_its_seat`)."""
        if self.seat is None or names_its_seat(self.seat, self.message):
            return body
        name = room.seat_name(self.seat, lang)
        return render(msg("web-log-line", seat=name, text=body), lang)

    def alike(self, other: LogEntry) -> bool:
        """Whether ``other`` says the same kind of thing about the same seat (the same
        message id): consecutive such entries are one line of the grouped log."""
        return (
            self.seat == other.seat
            and self.message.key == other.message.key
            and self.granted is None
            and other.granted is None
        )


def granted_source(state: State, option: int) -> Any:
    """What grants the pending decision, if its prompt names it and ``option`` takes the
    action, else None. The rule: a player's decision whose prompt has a ``source`` argument
    is an action that a card or an ability grants (Madness: "Whisper lets you take 1 more
    action"), its first option declines it (Madness's ``PASS``); the log names the source
    on the first line the move narrates. Not for a forced decision (a single option, taken
    by the server and narrated as such)."""
    d = state.decision()
    if d is None or d.actor < 0 or len(d.ids) < 2 or option == d.ids[0]:
        return None
    for name, value in d.prompt.args:
        if name == "source":
            return value
    return None


class Grants:
    """Names the source of a granted action (:func:`granted_source`) on the first line its
    seat's move narrates, which may come some decisions later (a spell chosen, then paid
    for: "Paid with fire 1. (an action granted by Whisper)"). Every step goes through it in
    order, live and when the log is rebuilt, so both logs say the same."""

    __slots__ = ("pending",)

    def __init__(self) -> None:
        self.pending: tuple[int, Any] | None = None

    def before(self, state: State, option: int) -> None:
        """``option`` is about to be taken in ``state``."""
        source = granted_source(state, option)
        d = state.decision()
        if source is not None and d is not None:
            self.pending = (d.actor, source)

    def after(self, entries: list[LogEntry]) -> list[LogEntry]:
        """A step's entries (a forced step's narration first), the first of the granted
        seat's marked if an action granted to it is still unnamed."""
        if self.pending is not None:
            seat, source = self.pending
            for e in entries:
                if e.seat == seat:
                    e.granted = source
                    self.pending = None
                    break
        return entries


#: The most entries one line of the grouped log gathers (a longer run goes on in a new line).
GROUP_MAX = 40


def group_start(log: list[LogEntry], j: int) -> int:
    """The log position of the first entry of ``log[j]``'s group: consecutive alike entries
    (:meth:`LogEntry.alike`) form a run, cut into groups of :data:`GROUP_MAX`."""
    k = j
    while k > 0 and log[k].run < 0 and log[k - 1].alike(log[k]):
        k -= 1
    run = log[k].run if log[k].run >= 0 else k
    for i in range(k, j + 1):
        log[i].run = run
    return run + (j - run) // GROUP_MAX * GROUP_MAX


def group_text(room: SeatNames, log: list[LogEntry], g: int, j: int, lang: str) -> str:
    """One line for the alike entries ``log[g..j]``: the game's ``<message id>-many``
    message if its catalogue has one (``$n`` entries; ``$items``, the entries' one argument
    each, listed), else the line with "×n" when they all say the same, else their
    sentences one after the other."""
    last = log[j]
    got = last.sums.get(lang)
    if got is not None:
        return got
    entries = log[g : j + 1]
    first = entries[0]
    many = first.message.key + "-many"
    if translator(lang).has(many):
        args: dict[str, Any] = {"n": len(entries)}
        if all(len(e.message.args) == 1 for e in entries):
            args["items"] = _items_text([e.message.args[0][1] for e in entries], lang)
        body = render(msg(many, **args), lang)
    else:
        bodies = [render(e.message, lang) for e in entries]
        if all(b == bodies[0] for b in bodies):
            body = render(msg("web-log-times", text=bodies[0], n=len(entries)), lang)
        else:
            body = " ".join(bodies)
    out = last.sums[lang] = first._line(room, lang, body)
    return out


def _items_text(values: list[Any], lang: str) -> Any:
    """The ``items`` of a many-message: ``values`` (two or more) as the right-nested
    ``web-log-list`` messages format them (``a, b, c``). Each value that is a message is
    rendered once (cached); where the list message is one separator between its two
    items and every value is text, the values are joined with it (the same text, not one
    formatting per item for every new entry of a group); otherwise they are formatted
    pairwise, from the right, as before."""
    items = [render(v, lang) if isinstance(v, Msg) else v for v in values]
    sep = translator(lang).separator("web-log-list")
    if sep is not None and all(isinstance(v, str) for v in items):
        return sep.join(items)
    out = items[-1]
    for v in reversed(items[:-1]):
        out = render(msg("web-log-list", first=v, rest=out), lang)
    return out


def log_lines(room: SeatNames, log: list[LogEntry], start: int, lang: str) -> list[dict[str, Any]]:
    """The log's lines from position ``start`` on, as the page gets them: each entry's
    decision index ``i``, ``seat`` and ``text``, and its group ``g`` (the position of the
    group's first entry; an entry alone is its own group); an entry that joins the group
    before it also brings ``n`` (how many the group holds now) and ``sum`` (the group's one
    line: "Drew 6 cards."), which replaces the group's line on the page."""
    out: list[dict[str, Any]] = []
    for j in range(start, len(log)):
        e = log[j]
        g = group_start(log, j)
        line: dict[str, Any] = {"i": e.index, "seat": e.seat, "text": e.text(room, lang), "g": g}
        if g < j:
            line["n"] = j - g + 1
            line["sum"] = group_text(room, log, g, j, lang)
        out.append(line)
    return out


def clock_entry(index: int, seat: int, by: str) -> LogEntry:
    """The log line for a decision a bot took because the seat's clock ran out (``by`` is
    ``clock:<level>``), shown before the bot's move."""
    return LogEntry(index, seat, msg("web-log-clock", level=by[len(BY_CLOCK):]))


def fallback_entry(index: int, seat: int, by: str) -> LogEntry:
    """The log line saying that the seat's bot failed and which kind took over (``by`` is
    ``fallback:<failed>:<level>``), shown before the move the new bot made."""
    failed, _, level = by[len(BY_FALLBACK):].partition(":")
    return LogEntry(index, seat, msg("web-log-bot-failed", level=failed, fallback=level))


def bot_by(choice: BotChoice) -> str:
    """How a bot move is stored: ``bot:<level>``, or ``fallback:<failed>:<level>``."""
    if choice.failed is None:
        return f"bot:{choice.level}"
    return f"{BY_FALLBACK}{choice.failed}:{choice.level}"


@dataclass(slots=True)
class Change:
    """What a worker-thread operation produced, published on the event loop."""

    state: State
    history_len: int
    last: tuple[int, str] | None
    finished: bool
    entries: list[LogEntry]
    reset_log: bool = False
    #: The state version (see :func:`~tomecraft.interfaces.web.store.state_version`).
    version: int = 0
