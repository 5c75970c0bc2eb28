"""The Big Book of Madness's pending-effect stack, the one entry point: the step wrappers
(:class:`Mark`, :class:`Guard`) and :func:`verb_task`, which builds the task of an
effect's step; it re-exports the task base (:mod:`~tomecraft.games.madness.task_base`)
and the verb tasks (:mod:`~tomecraft.games.madness.card_verbs`,
:mod:`~tomecraft.games.madness.table_verbs`), so importing it registers every verb but
``act`` (:mod:`~tomecraft.games.madness.action_tasks`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tomecraft.core import Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.card_verbs import (
    Destroy,
    Discard,
    Draw,
    Give,
    Recover,
    Shuffle,
    Top,
    ToSupport,
    deck_top,
)
from tomecraft.games.madness.choices import card_ids, card_ok, choose, uniform_chance
from tomecraft.games.madness.data import ELEM, ELEMENTS, MADNESS, StepSpec
from tomecraft.games.madness.table_verbs import (
    Gain,
    Heal,
    MadnessUnder,
    NeutraliseCurse,
    NeutraliseSpell,
    TakeMadness,
    Token,
    Untoken,
    Upgrade,
    pile_kind_of,
)
from tomecraft.games.madness.task_base import (
    NO_SLOT,
    ROUND_END,
    TASKS,
    VERB_TASKS,
    CardVerb,
    Task,
    Verb,
    task_from_json,
    task_named,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState


def verb_task(seat: int, spec: StepSpec, n: int, slot: int) -> Task:
    """The task carrying out the step ``spec`` (its verb's :meth:`Task.from_step`):
    compiled, the verbs of :mod:`.card_verbs` and :mod:`.table_verbs` are dispatched here
    by name and built by native calls; any other verb (``act``) through
    :data:`VERB_TASKS`, the registry, which ``tests/madness/test_fast_paths.py`` compares
    this with for every verb."""
    v = spec.verb
    if v == "draw":
        return Draw.from_step(seat, spec, n, slot)
    if v == "discard":
        return Discard.from_step(seat, spec, n, slot)
    if v == "madness":
        return TakeMadness.from_step(seat, spec, n, slot)
    if v == "support":
        return ToSupport.from_step(seat, spec, n, slot)
    if v == "destroy":
        return Destroy.from_step(seat, spec, n, slot)
    if v == "top":
        return Top.from_step(seat, spec, n, slot)
    if v == "gain":
        return Gain.from_step(seat, spec, n, slot)
    if v == "heal":
        return Heal.from_step(seat, spec, n, slot)
    if v == "neutralise_spell":
        return NeutraliseSpell.from_step(seat, spec, n, slot)
    if v == "madness_under":
        return MadnessUnder.from_step(seat, spec, n, slot)
    if v == "upgrade":
        return Upgrade.from_step(seat, spec, n, slot)
    if v == "shuffle":
        return Shuffle.from_step(seat, spec, n, slot)
    if v == "give":
        return Give.from_step(seat, spec, n, slot)
    if v == "recover":
        return Recover.from_step(seat, spec, n, slot)
    if v == "token":
        return Token.from_step(seat, spec, n, slot)
    if v == "untoken":
        return Untoken.from_step(seat, spec, n, slot)
    if v == "neutralise_curse":
        return NeutraliseCurse.from_step(seat, spec, n, slot)
    return VERB_TASKS[v].from_step(seat, spec, n, slot)


# -- generic step wrappers ------------------------------------------------------------------
@dataclass(slots=True)
class Mark(Task):
    """Set what a condition or "as many" reads (the last card handled): forgotten (the
    defaults) before a step or clause that one reads and at the start of every effect, so
    a condition reads only what its own card did; at the end of an effect, restored to
    what it was when the effect began (an effect triggered in the middle of another leaves
    the other's memory as it found it)."""

    seat: int = -1
    kind: int = -1
    count: int = 0

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        memo = st.memo  # set in place (no list built)
        memo[0] = self.seat
        memo[1] = self.kind
        memo[2] = self.count


task_named(Mark, "mark")


def condition_met(st: MadnessState, cond: int) -> bool:
    """Whether the last card handled passes ``CONDITIONS[cond]``."""
    _, k, count = st.memo
    name = ("madness", "element", *ELEMENTS, "any", "none")[cond]
    if name == "any":
        return count > 0
    if name == "none":
        return count == 0
    if k < 0 or count <= 0:
        return False
    if name == "madness":
        return k == MADNESS
    if name == "element":
        return k < MADNESS
    return k < MADNESS and ELEMENTS[ELEM[k]] == name


@dataclass(slots=True)
class Guard(Task):
    """Sits above a step's task: drops it unless its condition holds (``cond`` >= 0), asks
    the player first when the step is optional (``PASS`` declines, ``YES`` goes on), and
    sets its count to the number of cards the previous step handled (``same``)."""

    seat: int
    cond: int = -1
    optional: bool = False
    same: bool = False
    #: The step guarded, for the prompt: effect, clause and step index (-1: unknown).
    eid: int = -1
    clause: int = -1
    index: int = -1

    def step(self, st: MadnessState) -> Decision | None:
        if self.cond >= 0 and not condition_met(st, self.cond):
            st.stack.pop()
            st.stack.pop()
            return None
        if self.optional and not st.eliminated[self.seat]:
            from tomecraft.games.madness.effects import step_msg

            text = (
                step_msg(st.c.effects[self.eid][self.clause].steps[self.index])
                if self.eid >= 0
                else msg("mad-fx-none")
            )
            return Decision(
                self.seat, "optional", (A.PASS, A.YES), msg("mad-prompt-optional", step=text)
            )
        self._go(st)
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            st.stack.pop()
            st.log("decline", self.seat, "mad-ev-decline")
            return
        self._go(st)

    def _go(self, st: MadnessState) -> None:
        st.stack.pop()
        if self.same:
            below: Any = st.stack[-1]  # the guarded step's task, which has a count
            below.n = st.memo[2]


task_named(Guard, "guard")


__all__ = [
    "NO_SLOT",
    "ROUND_END",
    "TASKS",
    "VERB_TASKS",
    "CardVerb",
    "Destroy",
    "Discard",
    "Draw",
    "Gain",
    "Give",
    "Guard",
    "Heal",
    "MadnessUnder",
    "Mark",
    "NeutraliseCurse",
    "NeutraliseSpell",
    "Recover",
    "Shuffle",
    "TakeMadness",
    "Task",
    "ToSupport",
    "Token",
    "Top",
    "Untoken",
    "Upgrade",
    "Verb",
    "card_ids",
    "card_ok",
    "choose",
    "condition_met",
    "deck_top",
    "pile_kind_of",
    "task_from_json",
    "task_named",
    "uniform_chance",
    "verb_task",
]
