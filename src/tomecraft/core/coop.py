"""The outcome of a cooperative game: the table wins or loses together.

:class:`CoopState` is a :class:`StackState` with the shared outcome every co-op game
keeps: ``won``, ``lost`` (the loss reason, empty unless lost), :meth:`lose` (the first
loss counts; later ones change nothing), :meth:`win`, and every seat a winner on a win.
Each ends the game with one ``game-over`` event whose message is the game's
``{game_key}-ev-lose-{reason}`` or ``{game_key}-ev-win`` (with :meth:`win_args`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tomecraft.core.clone import CloneFields
from tomecraft.core.compiled import mypyc_attr
from tomecraft.core.stack import STACK_FIELDS, StackState


@mypyc_attr(allow_interpreted_subclasses=True)
class CoopState(StackState):
    """A cooperative game on a task stack (compiled; interpreted subclasses allowed)."""

    cooperative: ClassVar[bool] = True
    #: The first part of the game's message keys (``"mad"``): its game-over events are
    #: ``{game_key}-ev-win`` and ``{game_key}-ev-lose-{reason}``.
    game_key: ClassVar[str] = ""
    #: Every reason the game can be lost (what :meth:`lose` is given), for reports that
    #: count losses by reason (a ``{game_key}-loss-{reason}`` message names each briefly).
    loss_reasons: ClassVar[tuple[str, ...]] = ()
    won: bool
    #: Why the game was lost (a loss reason of the game); empty unless lost.
    lost: str

    def _init_outcome(self) -> None:
        """Not over, neither won nor lost: called by the game's ``__init__``."""
        self._init_stack()
        self.won = False
        self.lost = ""

    def lose(self, reason: str) -> None:
        """The table loses for ``reason`` (nothing changes once the game is over)."""
        if self.over:
            return
        self.over = True
        self.won = False
        self.lost = reason
        self.log("game-over", None, f"{self.game_key}-ev-lose-{reason}")

    def win(self) -> None:
        """The table wins."""
        self.over = True
        self.won = True
        self.log("game-over", None, f"{self.game_key}-ev-win", **self.win_args())

    def win_args(self) -> dict[str, Any]:
        """The arguments of the win event's message (none unless the game adds some)."""
        return {}

    def winners(self) -> list[int]:
        """Every seat on a win, none otherwise."""
        return list(range(self.num_players)) if self.over and self.won else []

    def outcome_json(self) -> dict[str, Any]:
        """``over``, ``won`` and ``lost``, for the game's ``to_json``."""
        return {"over": self.over, "won": self.won, "lost": self.lost}

    def load_outcome(self, data: Mapping[str, Any]) -> None:
        """``over``, ``won`` and ``lost`` back from a ``to_json`` of the game."""
        self.over = bool(data["over"])
        self.won = bool(data["won"])
        self.lost = str(data["lost"])

    def copy_outcome_to(self, new: CoopState) -> None:
        """Copy the play in progress into ``new`` (a clone): :meth:`copy_stack_to`, and
        ``won`` and ``lost``."""
        self.copy_stack_to(new)
        new.won = self.won
        new.lost = self.lost


#: The fields :meth:`CoopState.copy_outcome_to` copies, by hand (with the stack's).
COOP_FIELDS = CloneFields(by_hand="won lost", base=STACK_FIELDS)

__all__ = ["COOP_FIELDS", "CoopState"]
