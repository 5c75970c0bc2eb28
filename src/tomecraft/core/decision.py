"""The decision model: who decides next, and which options they have.

A game is a sequence of decisions. Each pending :class:`Decision` names its actor (a seat
number, or :data:`CHANCE`), a kind (a short stable name such as ``"morning"``) and the
legal option ids. Option ids are stable integers from the game's fixed action space, so
the same id always means the same thing in the same kind of decision; chance decisions
also carry integer weights. Labels are produced on demand by the state, so enumerating
options in a search loop costs no text formatting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tomecraft.i18n import Msg

#: The actor of a chance decision (a draw, a shuffle, a die roll).
CHANCE: Final = -1
#: Who decides once the game is over, as :meth:`State.actor_id` says it (no seat, not chance).
NOBODY: Final = -2


@dataclass(slots=True)
class Decision:
    """A pending decision (treat it as read-only: clones share it).

    Not frozen, for speed: a frozen dataclass sets each field through
    ``object.__setattr__``, and a decision is built for nearly every step. Compiled, its
    ``__init__`` is native: the build writes it (:mod:`tomecraft.build_inits`; the one
    the dataclasses module generates stays interpreted, about 1,900 machine instructions
    more per decision).

    ``ids`` are the legal option ids in a stable order. ``weights`` is set only for
    chance decisions: ``weights[i]`` is the relative probability of ``ids[i]``.
    ``prompt`` describes what is being decided, for interfaces.
    """

    actor: int
    kind: str
    ids: tuple[int, ...]
    prompt: Msg
    weights: tuple[int, ...] | None = None

    @property
    def is_chance(self) -> bool:
        return self.actor == CHANCE

    def probabilities(self) -> list[float]:
        """Probabilities of the options of a chance decision (in ``ids`` order)."""
        if self.weights is None:
            raise ValueError(f"decision {self.kind!r} is not a chance decision")
        total = sum(self.weights)
        return [w / total for w in self.weights]


@dataclass(frozen=True, slots=True)
class Option:
    """A legal option with its label, for interfaces."""

    id: int
    label: Msg
    weight: int | None = None
