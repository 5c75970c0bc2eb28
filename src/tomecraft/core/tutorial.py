"""Tutorials: a scripted first game that an interface explains as it goes.

A game may offer one (:meth:`GameDef.tutorial`): the configuration and the seed of the
game to start, who sits where (the learner is a person, the other seats bots of a given
level) and a list of steps. Each step names the situation it explains, which is
game-agnostic:

* the kind of the learner's pending decision (``Decision.kind``: ``"morning"``,
  ``"store"``, ...);
* :data:`OTHER`: another seat (or chance) decides;
* :data:`OVER`: the game is over.

An interface shows, at each moment, :meth:`Tutorial.pick`: the first step not shown yet
for the current situation (so several steps for one situation come one after another,
day after day), else the last one already shown for it; when no step names the
situation, the panel keeps what it showed. The web page does the same in
``static/tutorial-panel.js``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from tomecraft.core.decision import Decision
from tomecraft.i18n import Msg

#: The situation while another seat, or chance, decides.
OTHER = "other"
#: The situation once the game is over.
OVER = "over"


class Decides(Protocol):
    """What a tutorial reads of a game state (:class:`~tomecraft.core.state.State`): its
    pending decision. A protocol, so that this module does not import the state module,
    which imports it (``GameDef.tutorial``)."""

    def decision(self) -> Decision | None: ...


@dataclass(frozen=True, slots=True)
class TutorialStep:
    """One explanation, shown when the situation ``when`` comes up."""

    when: str
    text: Msg


@dataclass(frozen=True, slots=True)
class Tutorial:
    """A scripted first game: ``config`` and ``seed`` start it; ``seats`` has ``None`` for
    the learner's seat and a bot level for every other seat; ``steps`` explain it."""

    title: Msg
    intro: Msg
    config: Mapping[str, Any]
    seed: int
    seats: tuple[str | None, ...]
    steps: tuple[TutorialStep, ...]

    def __post_init__(self) -> None:
        if self.seats.count(None) != 1:
            raise ValueError("a tutorial has exactly one learner's seat (None)")
        if not self.steps:
            raise ValueError("a tutorial has at least one step")

    @property
    def learner(self) -> int:
        """The learner's seat."""
        return self.seats.index(None)

    def situation(self, state: Decides) -> str:
        """The situation of ``state`` for the learner: the kind of their pending decision,
        :data:`OTHER` or :data:`OVER`."""
        d = state.decision()
        if d is None:
            return OVER
        return d.kind if d.actor == self.learner else OTHER

    def pick(self, situation: str, seen: Sequence[int]) -> int | None:
        """The step to show in ``situation``, given the steps ``seen`` so far: the first
        unseen one for it, else the last seen one for it, else ``None``."""
        fresh = [i for i, s in enumerate(self.steps) if s.when == situation and i not in seen]
        if fresh:
            return fresh[0]
        again = [i for i in seen if self.steps[i].when == situation]
        return again[-1] if again else None

    def steps_json(self) -> list[dict[str, Any]]:
        """The steps for an interface: the situation and the text's message key and
        arguments (translated by the interface, so it follows a language change)."""
        return [{"when": s.when, **s.text.to_json()} for s in self.steps]
