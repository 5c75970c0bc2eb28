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
from typing import TYPE_CHECKING, Final

from tomecraft.core import Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import (
    ANY_N,
    ELEMENTS,
    MADNESS,
    ClauseSpec,
    Content,
    OngoingSpec,
    StepSpec,
)
from tomecraft.games.madness.pack import CONDITIONS
from tomecraft.games.madness.tasks import NO_SLOT, Guard, Mark, Task, task_named, verb_task
from tomecraft.i18n import Msg, join, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState


def clause_targets(st: MadnessState, target: str, caster: int) -> list[int]:
    """The players a clause targets, in resolution order (clockwise from the active
    player), eliminated players left out. ``one``/``one_other``: the candidates;
    ``most_madness``: the player holding the most madness cards in hand (on a tie, the first
    of them clockwise from the active player)."""
    order = st.order_from_active()
    if target in ("self",):
        return [caster] if not st.eliminated[caster] else []
    if target == "active":
        return [st.active] if not st.eliminated[st.active] else []
    if target in ("each", "one", "some"):
        return order
    if target == "rest":
        # resolved by ChooseTarget; read alone (bots' estimates): the players but the caster
        return [s for s in order if s != caster]
    if target == "most_madness":
        # the player with the most madness in hand; a tie: the first from the active player
        # (max() with a key written out: compiled, no closure built on every call)
        if not order:
            return []
        best = order[0]
        for s in order:
            if st.hands[s][MADNESS] > st.hands[best][MADNESS]:
                best = s
        return [best]
    return [s for s in order if s != caster]


def add_step_tasks(
    out: list[Task],
    steps: tuple[StepSpec, ...],
    seat: int,
    mult: int,
    slot: int,
    eid: int,
    clause: int,
) -> None:
    """Append the tasks of one target's steps to ``out``, in order. A step with a
    condition, "as many" or "may" gets a :class:`Guard` above it; an unconditional step
    before a condition or "as many" starts with a :class:`Mark` (so only what it handles is
    counted; a condition after a conditional step reads what that step handled, or, if it
    did nothing, the card before it). ``eid``, ``clause``: effect and clause index, for the
    prompt of an optional step."""
    last = len(steps) - 1
    for i, s in enumerate(steps):
        if i < last and s.cond < 0:
            nxt = steps[i + 1]
            if nxt.cond >= 0 or nxt.same:
                out.append(Mark())
        if s.cond >= 0 or s.same or s.optional:
            out.append(Guard(seat, s.cond, s.optional, s.same, eid, clause, i))
        task = verb_task(seat, s, s.n * mult if s.x else s.n, slot)
        if s.verb == "act":  # a granted action says which card grants it
            from tomecraft.games.madness.action_tasks import Act

            assert isinstance(task, Act)
            task.source = eid
        out.append(task)


def push_tasks(st: MadnessState, tasks: list[Task]) -> None:
    """Push ``tasks`` so that the first one is on top (resolves first)."""
    stack = st.stack
    i = len(tasks) - 1
    while i >= 0:  # extend(reversed(...)) written out: compiled, no iterator, no copy
        stack.append(tasks[i])
        i -= 1


def _reads_previous(clause: ClauseSpec | None) -> bool:
    """Whether a clause's first step reads what the previous clause handled."""
    return clause is not None and (clause.steps[0].cond >= 0 or clause.steps[0].same)


def push_effect(
    st: MadnessState, eid: int, caster: int, mult: int = 1, slot: int = NO_SLOT
) -> None:
    """Push the tasks of effect ``eid`` so that they resolve in card order.

    Conditions read only what this card handles: the effect starts by forgetting the last
    card handled and ends by restoring what it was (see :class:`Mark`); a clause whose
    next clause opens with a condition or "as many" starts with a :class:`Mark`, so that
    condition reads what the whole previous clause handled (all its targets). A ``rest``
    clause is resolved with the choice of the clause before it (see :class:`ChooseTarget`).
    """
    spec = st.c.effects[eid]
    tasks: list[Task] = [Mark()]
    for ci, clause in enumerate(spec):
        nxt = spec[ci + 1] if ci + 1 < len(spec) else None
        if clause.target == "rest":
            continue  # the players other than those chosen by the previous clause
        if ci > 0 and _reads_previous(nxt):
            tasks.append(Mark())
        if clause.target in ("one", "one_other", "some", "some_other"):
            left = clause.count * (mult if clause.x else 1) if clause.target[:4] == "some" else 1
            tasks.append(ChooseTarget(eid, ci, caster, mult, slot, left))
            continue
        for seat in clause_targets(st, clause.target, caster):
            add_step_tasks(tasks, clause.steps, seat, mult, slot, eid, ci)
    memo = st.memo
    tasks.append(Mark(memo[0], memo[1], memo[2]))
    push_tasks(st, tasks)


@dataclass(slots=True)
class ChooseTarget(Task):
    """The caster chooses the player of a ``one`` or ``one_other`` clause, or ``left``
    more players of a ``some``/``some_other`` clause (``chosen``: a bitmask so far); the
    chosen players then carry out the steps, clockwise from the active player."""

    eid: int
    clause: int
    caster: int
    mult: int
    slot: int
    left: int = 1
    chosen: int = 0
    #: Players who cannot be chosen (a ``rest`` clause: those the previous clause chose).
    excluded: int = 0

    def _spec(self, st: MadnessState) -> ClauseSpec:
        return st.c.effects[self.eid][self.clause]

    def step(self, st: MadnessState) -> Decision | None:
        spec = self._spec(st)
        base = (
            st.order_from_active()
            if spec.target == "rest"
            else clause_targets(st, spec.target, self.caster)
        )
        taken = self.chosen | self.excluded
        seats = [s for s in base if not (taken >> s) & 1]
        if self.left <= 0 or len(seats) <= self.left:
            st.stack.pop()
            if self.left > 0:
                for s in seats:
                    self.chosen |= 1 << s
            tasks: list[Task] = []
            for s in st.order_from_active():
                if (self.chosen >> s) & 1:
                    add_step_tasks(
                        tasks, spec.steps, s, self.mult, self.slot, self.eid, self.clause
                    )
            clauses = st.c.effects[self.eid]
            ci = self.clause + 1
            if ci < len(clauses) and clauses[ci].target == "rest":
                # "the other players": relative to the players chosen, not to the caster
                rest = clauses[ci]
                after = clauses[ci + 1] if ci + 1 < len(clauses) else None
                if _reads_previous(after):
                    tasks.append(Mark())
                if rest.count:  # "n of the other players": chosen among them
                    n = rest.count * (self.mult if rest.x else 1)
                    tasks.append(
                        ChooseTarget(
                            self.eid, ci, self.caster, self.mult, self.slot, n, 0, self.chosen
                        )
                    )
                else:
                    for s in st.order_from_active():
                        if not (self.chosen >> s) & 1:
                            add_step_tasks(
                                tasks, rest.steps, s, self.mult, self.slot, self.eid, ci
                            )
            push_tasks(st, tasks)
            return None
        chooser = self.caster if not st.eliminated[self.caster] else st.active
        return Decision(
            chooser,
            "target",
            tuple(A.SEAT + s for s in seats),
            target_prompt(st, self.eid, self.clause, self.mult),
        )

    def answer(self, st: MadnessState, option: int) -> None:
        seat = option - A.SEAT
        st.log("target", seat, "mad-ev-target", seat=seat + 1)
        self.chosen |= 1 << seat
        self.left -= 1


task_named(ChooseTarget, "target")

#: The prompts of :class:`ChooseTarget`, by (pack, effect, clause, multiple): built once
#: each (bounded).
_TARGET_PROMPTS: Final[dict[tuple[str, int, int, int], Msg]] = {}


def target_prompt(st: MadnessState, eid: int, clause: int, mult: int) -> Msg:
    """The prompt "Choose the player who ...": the clause's text (remembered)."""
    key = (st.c.key, eid, clause, mult)
    out = _TARGET_PROMPTS.get(key)
    if out is None:
        out = msg("mad-prompt-target", effect=clause_msg(st.c.effects[eid][clause], mult))
        if len(_TARGET_PROMPTS) >= 4096:
            _TARGET_PROMPTS.clear()
        _TARGET_PROMPTS[key] = out
    return out


# -- card texts ---------------------------------------------------------------------------
_YES_NO = ("no", "yes")


def _what(step: StepSpec, n: int) -> Msg:
    card = ("any", "element", "madness", "last")[step.card]
    if step.element >= 0 and card != "madness":
        return msg(f"mad-fx-what-{ELEMENTS[step.element]}", n=n)
    return msg(f"mad-fx-what-{card}", n=n)


def step_msg(step: StepSpec, mult: int = 1) -> Msg:
    """One step's text. With ``mult`` 1 a variable count is marked as X; otherwise the
    multiplied count is shown."""
    n = step.n * (mult if step.x else 1)
    count: Msg | int = msg("mad-fx-x", n=n) if step.x and mult == 1 else n
    upto = step.may
    if step.n >= ANY_N:  # "as many as they want"
        n, count, upto = 2, msg("mad-fx-any-n"), False
    if step.same:
        n, count = 2, msg("mad-fx-same")
    verb = step.verb
    key = f"mad-fx-{verb}"
    if verb == "discard" and step.zone == 1:
        key += "-support-all" if step.all else "-support"
    elif verb in ("discard", "destroy") and step.zone == 4:
        key += "-reserve"
    elif verb == "destroy" and step.zone == 1:
        key += "-support"
    elif verb in ("discard", "destroy") and step.zone == 3:
        key += "-deck"
    elif (verb == "destroy" and step.zone == 2) or (verb in ("draw", "top") and step.zone == 2):
        key += "-discard"
    elif verb == "shuffle" and step.zone == 0:
        key += "-hand"
    elif verb in ("madness", "gain", "recover") and step.to:
        key += ("", "-hand", "-support")[step.to]
    elif verb == "act" and step.ability:
        key += "-ability"
    element: Msg | str = msg(f"mad-element-{step.element}") if step.element >= 0 else ""
    out = msg(
        key,
        n=n,
        count=count,
        what=_what(step, n),
        value=step.value,
        upto=_YES_NO[upto],
        element=element,
    )
    if step.optional:
        out = msg("mad-fx-optional", step=out)
    if step.cond >= 0:
        out = msg(f"mad-fx-if-{CONDITIONS[step.cond]}", step=out)
    return out


def clause_msg(clause: ClauseSpec, mult: int = 1) -> Msg:
    steps = [step_msg(s, mult) for s in clause.steps]
    body = steps[-1]
    for s in reversed(steps[:-1]):
        body = msg("mad-fx-then", first=s, rest=body)
    if clause.target in ("some", "some_other") or (clause.target == "rest" and clause.count):
        n = clause.count * (mult if clause.x else 1)
        count: Msg | int = msg("mad-fx-x", n=n) if clause.x and mult == 1 else n
        key = "rest-some" if clause.target == "rest" else clause.target
        return msg(f"mad-fx-target-{key}", steps=body, n=n, count=count)
    return msg(f"mad-fx-target-{clause.target}", steps=body)


def effect_msg(source: MadnessState | Content, eid: int, mult: int = 1) -> Msg:
    """The card text of effect ``eid`` of a content (or of a state's content)."""
    c = source if isinstance(source, Content) else source.c
    clauses = [clause_msg(clause, mult) for clause in c.effects[eid]]
    return join(clauses, "mad-fx-and") if clauses else msg("mad-fx-none")


def ongoing_msg(source: MadnessState | Content, entries: tuple[OngoingSpec, ...]) -> Msg | None:
    """The "while in play" text of a card's ongoing entries (None: it has none)."""
    if not entries:
        return None
    parts: list[Msg] = []
    for o in entries:
        if o.when:
            # the player who causes the event: "whenever a player takes ..."
            actor = msg(f"mad-fx-actor-{o.who}")
            parts.append(
                msg(f"mad-fx-when-{o.when}", who=actor, effect=effect_msg(source, o.effect))
            )
            continue
        who = msg(f"mad-fx-who-{o.who}")
        if o.modifier == "forbid":
            action = msg(f"mad-fx-action-{o.action}")
            whom = msg(f"mad-fx-whom-{o.who}")
            parts.append(msg("mad-fx-forbid", who=who, whom=whom, action=action))
        else:
            element: Msg | str = msg(f"mad-element-{o.element}") if o.element >= 0 else ""
            parts.append(
                msg(
                    f"mad-fx-mod-{o.modifier}",
                    who=who,
                    whom=msg(f"mad-fx-whom-{o.who}"),
                    n=abs(o.n),
                    more=_YES_NO[o.n > 0],
                    element=element,
                )
            )
    return msg("mad-fx-ongoing", text=join(parts, "mad-fx-and"))


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
    "add_step_tasks",
    "clause_msg",
    "clause_targets",
    "cost_msg",
    "effect_msg",
    "ongoing_msg",
    "push_effect",
    "push_tasks",
    "step_msg",
]
