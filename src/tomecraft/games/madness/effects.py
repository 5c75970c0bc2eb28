"""Running and describing effects built from the verb vocabulary.

An effect (see :mod:`~tomecraft.games.madness.pack`) is a list of clauses; a clause names
its targets and the steps each target carries out. :func:`push_effect` turns one into
tasks: targets are resolved clockwise from the active player (``one``/``one_other`` by a
:class:`ChooseTarget` decision of the caster), and each step becomes the verb's task for
that player, with its count multiplied by the activation's multiplier where the step has
the variable X. :func:`effect_msg` renders the same data as a translatable card text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tomecraft.core import Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import ELEMENTS, ClauseSpec, Content, StepSpec
from tomecraft.games.madness.tasks import NO_SLOT, VERB_TASKS, Task
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState


def clause_targets(st: MadnessState, target: str, caster: int) -> list[int]:
    """The players a clause targets, in resolution order (clockwise from the active
    player), eliminated players left out. ``one``/``one_other``: the candidates."""
    order = st.order_from_active()
    if target in ("self",):
        return [caster] if not st.eliminated[caster] else []
    if target == "active":
        return [st.active] if not st.eliminated[st.active] else []
    if target in ("each", "one"):
        return order
    return [s for s in order if s != caster]


def step_tasks(steps: tuple[StepSpec, ...], seat: int, mult: int, slot: int) -> list[Task]:
    return [VERB_TASKS[s.verb].from_step(seat, s, s.n * (mult if s.x else 1), slot) for s in steps]


def push_effect(
    st: MadnessState, eid: int, caster: int, mult: int = 1, slot: int = NO_SLOT
) -> None:
    """Push the tasks of effect ``eid`` so that they resolve in card order."""
    spec = st.c.effects[eid]
    tasks: list[Task] = []
    for ci, clause in enumerate(spec):
        if clause.target in ("one", "one_other"):
            tasks.append(ChooseTarget(eid, ci, caster, mult, slot))
            continue
        for seat in clause_targets(st, clause.target, caster):
            tasks.extend(step_tasks(clause.steps, seat, mult, slot))
    st.stack.extend(reversed(tasks))


@dataclass(slots=True)
class ChooseTarget(Task):
    """The caster chooses the player of a ``one`` or ``one_other`` clause."""

    name: ClassVar[str] = "target"
    eid: int
    clause: int
    caster: int
    mult: int
    slot: int

    def _spec(self, st: MadnessState) -> ClauseSpec:
        return st.c.effects[self.eid][self.clause]

    def step(self, st: MadnessState) -> Decision | None:
        spec = self._spec(st)
        seats = clause_targets(st, spec.target, self.caster)
        if len(seats) <= 1:
            st.stack.pop()
            if seats:
                st.stack.extend(reversed(step_tasks(spec.steps, seats[0], self.mult, self.slot)))
            return None
        chooser = self.caster if not st.eliminated[self.caster] else st.active
        return Decision(
            chooser,
            "target",
            tuple(A.SEAT + s for s in seats),
            msg("mad-prompt-target", effect=clause_msg(spec, self.mult)),
        )

    def answer(self, st: MadnessState, option: int) -> None:
        st.stack.pop()
        seat = option - A.SEAT
        st.log("target", seat, "mad-ev-target", seat=seat + 1)
        st.stack.extend(reversed(step_tasks(self._spec(st).steps, seat, self.mult, self.slot)))


# -- card texts ---------------------------------------------------------------------------
_YES_NO = ("no", "yes")


def _what(step: StepSpec, n: int) -> Msg:
    card = ("any", "element", "madness")[step.card]
    if step.element >= 0 and card != "madness":
        return msg(f"mad-fx-what-{ELEMENTS[step.element]}", n=n)
    return msg(f"mad-fx-what-{card}", n=n)


def step_msg(step: StepSpec, mult: int = 1) -> Msg:
    """One step's text. With ``mult`` 1 a variable count is marked as X; otherwise the
    multiplied count is shown."""
    n = step.n * (mult if step.x else 1)
    count: Msg | int = msg("mad-fx-x", n=n) if step.x and mult == 1 else n
    verb = step.verb
    key = f"mad-fx-{verb}"
    if verb == "discard" and step.zone == 1:
        key += "-support-all" if step.all else "-support"
    elif verb == "destroy" and step.zone == 2:
        key += "-discard"
    elif verb in ("madness", "gain") and step.to:
        key += ("", "-hand", "-support")[step.to]
    return msg(key, n=n, count=count, what=_what(step, n), value=step.value, upto=_YES_NO[step.may])


def clause_msg(clause: ClauseSpec, mult: int = 1) -> Msg:
    steps = [step_msg(s, mult) for s in clause.steps]
    body = steps[-1]
    for s in reversed(steps[:-1]):
        body = msg("mad-fx-then", first=s, rest=body)
    return msg(f"mad-fx-target-{clause.target}", steps=body)


def effect_msg(source: MadnessState | Content, eid: int, mult: int = 1) -> Msg:
    """The card text of effect ``eid`` of a content (or of a state's content)."""
    c = source if isinstance(source, Content) else source.c
    clauses = [clause_msg(clause, mult) for clause in c.effects[eid]]
    body = clauses[-1]
    for part in reversed(clauses[:-1]):
        body = msg("mad-fx-and", first=part, rest=body)
    return body


def cost_msg(cost: tuple[int, ...]) -> Msg:
    """A cost such as "2 water + 2 fire" (at least one element)."""
    parts = [
        msg("mad-cost-part", n=n, element=msg(f"mad-element-{e}")) for e, n in enumerate(cost) if n
    ]
    if not parts:
        return msg("mad-cost-free")
    body = parts[-1]
    for p in reversed(parts[:-1]):
        body = msg("mad-cost-plus", first=p, rest=body)
    return body


__all__ = [
    "ChooseTarget",
    "clause_msg",
    "clause_targets",
    "cost_msg",
    "effect_msg",
    "push_effect",
    "step_msg",
    "step_tasks",
]
