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
