"""Events: what an applied option caused, for narration and logs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tomecraft.i18n import Msg


@dataclass(slots=True, unsafe_hash=True)
class Event:
    """Something that happened. ``seat`` is the player concerned (``None``: nobody).
    Treat it as read-only; not frozen, for speed (see :class:`~tomecraft.i18n.Msg`)."""

    kind: str
    seat: int | None
    msg: Msg

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "msg": self.msg.to_json()}


def names_its_seat(seat: int | None, message: Msg) -> bool:
    """Whether ``message``, said of ``seat``, names that player itself: its ``seat``
    argument is ``seat`` counted from 1, which every catalogue writes as the player
    ("Player 1 is chosen."). A log line of such an event puts no name in front of it
    (not "Player 1: Player 1 is chosen."), in every language."""
    if seat is None:
        return False
    for name, value in message.args:
        if name == "seat":
            return bool(value == seat + 1)
    return False
