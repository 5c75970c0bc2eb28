"""A game's narrated log and the changes a room publishes: :class:`LogEntry`, how each
stored decision was taken (``by``), and :class:`Change`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from tomecraft.core import State
from tomecraft.i18n import Msg, msg
from tomecraft.interfaces.web.botpool import BotChoice
from tomecraft.interfaces.web.texts import render

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

    def text(self, room: SeatNames, lang: str) -> str:
        out = self.texts.get(lang)
        if out is None:
            body = render(self.message, lang)
            if self.seat is not None:
                name = room.seat_name(self.seat, lang)
                body = render(msg("web-log-line", seat=name, text=body), lang)
            out = self.texts[lang] = body
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
