"""One seat of a game (:class:`Seat`: a person's or a bot's, its token hash, claimed or
open) and the refusals of a seat request."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

HUMAN = "human"
BOT = "bot"


def unclaimed(seats: Sequence[Seat]) -> bool:
    """Some human seats, and none of them claimed."""
    humans = [s for s in seats if s.kind == HUMAN]
    return bool(humans) and not any(s.claimed for s in humans)


class SeatRefused(Exception):
    """A seat request that the rules refuse: ``key`` and ``args`` make the message."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args


class SpectatorsFull(SeatRefused):
    """A connection without a seat beyond the spectator caps (per game, per address):
    ``code`` is the close reason."""

    def __init__(self, key: str, code: str) -> None:
        super().__init__(key)
        self.code = code


@dataclass(slots=True)
class Seat:
    kind: str
    level: str | None = None
    token_hash: str | None = None
    claimed: bool = False
    #: An open seat: anyone may take it through ``join`` while it is unclaimed (listed
    #: games only). Other human seats are invited: only their link claims them.
    open: bool = False
    #: When the seat's last connection went away (runtime only; None: never connected
    #: since it was claimed, or connected now).
    gone_since: float | None = None

    def to_row(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "level": self.level,
            "token_hash": self.token_hash,
            "claimed": self.claimed,
            "open": self.open,
        }

    @classmethod
    def from_row(cls, data: dict[str, Any]) -> Seat:
        return cls(
            kind=str(data["kind"]),
            level=data.get("level"),
            token_hash=data.get("token_hash"),
            claimed=bool(data.get("claimed", False)),
            open=bool(data.get("open", False)),  # older rows: invited, the safe reading
        )

