"""The base of The Big Book of Madness's stack entries: :class:`Task`, its registries
(every task class by name, :data:`TASKS`; the task of each effect verb, :data:`VERB_TASKS`)
and the bases of the verb tasks (:class:`Verb`, :class:`CardVerb`).

The pending-effect stack holds small serialisable tasks, one per step of an effect. A
task's :meth:`Task.step` either works on its own (pops itself, pushes tasks) and returns
``None``, or returns the decision it needs *without changing anything* (so re-settling a
loaded state is harmless); :meth:`Task.answer` applies the chosen option. Tasks are plain
dataclasses, so the stack clones and serialises.

The verb tasks live by family in :mod:`~tomecraft.games.madness.card_verbs` (a player's
cards between their zones) and :mod:`~tomecraft.games.madness.table_verbs` (the madness
pile, the market, the curses and their tokens, spells); ``Act``, which starts actions, in
:mod:`~tomecraft.games.madness.action_tasks`. :mod:`~tomecraft.games.madness.tasks` holds
the step wrappers and :func:`~tomecraft.games.madness.tasks.verb_task`, the dispatch.

Verbs choose with these ids: ``CARD + k`` (a card of your hand, or of your discard pile for
``destroy`` from the discard), ``SUPPORT + 13*owner + k`` (a support card), ``SLOT + i`` (a
curse), ``SPELL + s`` (one of your spells) and ``MARKET + p`` (a market pile); ``PASS``
stops an optional (``may``) step. A forced choice with a single option is made
automatically.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final, TypeVar

from tomecraft.core.stack import TaskBase, named
from tomecraft.games.madness.choices import _CARD_ANY
from tomecraft.games.madness.data import StepSpec

#: verb name -> task class (filled as the classes are defined).
VERB_TASKS: Final[dict[str, type[Task]]] = {}

#: ``slot`` of an effect that comes from no curse, and of one applied at a round's end.
NO_SLOT: Final = -1
ROUND_END: Final = -2
# the step filters, zones and destinations, in data.py's CARD_FILTERS, ZONES, DESTS order
_TO_DISCARD: Final = 0
_TO_HAND: Final = 1
_TO_SUPPORT: Final = 2


class Task(TaskBase):
    """Base class of The Big Book of Madness's stack entries (one registry for the game).

    Each task class is named right after its body with :func:`task_named` (the pattern
    mypyc compiles: no class variables in dataclass bodies, no generic base). A task
    class given a ``verb`` there also registers as that verb's task, and builds itself
    from a compiled step with :meth:`from_step`.
    """

    __slots__ = ()
    registry: ClassVar[dict[str, type[Any]]] = {}
    verb: ClassVar[str] = ""

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        """The task carrying out ``spec`` for ``seat`` (``n``: the count, X applied;
        ``slot``: the effect's curse slot). A verb task with step parameters overrides
        this, reading them from ``spec`` and calling its own constructor (compiled, both
        native); this default is ``cls(seat, n)``."""
        make: Any = cls
        task: Task = make(seat, n)
        return task


TASKS = Task.registry


TaskT = TypeVar("TaskT", bound=Task)


def task_named(cls: type[TaskT], name: str, verb: str = "") -> type[TaskT]:
    """Name the task class ``cls`` (its ``t`` in saved stacks) and, given a ``verb``,
    register it as the task of that effect verb (built by its :meth:`Task.from_step`;
    call it right after the class)."""
    named(cls, name)
    if verb:
        cls.verb = verb
        VERB_TASKS[verb] = cls
    return cls


def task_from_json(data: dict[str, Any]) -> Task:
    task = Task.from_json(data)
    assert isinstance(task, Task)
    return task


@dataclass(slots=True)
class Verb(Task):
    """The base of the verb tasks with a count: ``seat`` carries out the step ``n`` times
    (cards, curses, tokens), one at a time, and the task counts ``n`` down. The fields a
    verb adds are the step's parameters (named in its :func:`task_named`)."""

    seat: int
    n: int


@dataclass(slots=True)
class CardVerb(Verb):
    """The base of the verbs that handle cards passing the two filters of a step:
    ``element`` (-1: any) and ``card`` (any, element, madness; ``last`` for discard)."""

    element: int = -1
    card: int = _CARD_ANY
