"""The pending-decision stack: how multi-step effects become a sequence of decisions.

A game state built on :class:`StackState` keeps a stack of small :class:`Task` objects.
The top task either works on its own (and pops itself or pushes more tasks) or returns
the decision it needs from :meth:`Task.step`; :meth:`Task.answer` applies the chosen
option. A turn is usually a task at the bottom of the stack, and an effect pushes the
steps it needs ("discard one, then draw four" is two tasks). Tasks are plain dataclasses,
so the stack serialises with the state and clones with it.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, ClassVar, Final, Generic, TypeVar

from tomecraft.core.clone import CloneFields
from tomecraft.core.compiled import mypyc_attr
from tomecraft.core.decision import CHANCE, NOBODY, Decision
from tomecraft.core.errors import GameOver, IllegalDecision, InvalidPosition
from tomecraft.core.events import Event
from tomecraft.core.rng import Rng
from tomecraft.core.state import State
from tomecraft.i18n import Msg, msg

S = TypeVar("S", bound="StackState")

#: What :meth:`TaskBase.step` returns for a chance decision it leaves unbuilt: the state
#: then builds it (:meth:`TaskBase.chance_decision`) only when someone asks for it, and
#: :meth:`StackState.sample_chance` and :meth:`StackState.apply` ask the task instead
#: (:meth:`TaskBase.sample_chance`, :meth:`TaskBase.chance_allows`). A loop that plays
#: chance with the match's generator (most of a random game's decisions are draws) never
#: builds the option and weight tuples. Nothing outside the state ever sees this object.
LAZY_CHANCE: Final = Decision(CHANCE, "lazy-chance", (), msg("core-chance"), ())
#: The prompt of every lazy player decision (:meth:`StackState.lazy_choice`), which marks
#: it: an object of its own, compared by identity.
_LAZY_PROMPT: Final = msg("core-chance")
#: The lazy player decisions of seats 0 to 7, made once (a seat beyond gets a new one).
_LAZY_CHOICES: Final = tuple(Decision(seat, "lazy-choice", (), _LAZY_PROMPT) for seat in range(8))
T = TypeVar("T", bound="TaskBase")



#: Each task class's field names, in order (:meth:`TaskBase.to_json`).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


@mypyc_attr(allow_interpreted_subclasses=True)
class TaskBase:
    """Base class of stack entries. Subclasses are ``@dataclass(slots=True)``.

    Each game has one family base class that sets ``registry = {}``; every task class with
    a ``name`` registers itself there, so :meth:`from_json` can rebuild it. A task class
    gets its name either in its body (``name: ClassVar[str] = "draw"``, interpreted code)
    or right after it with :func:`named` (what compiled games do: mypyc turns a class
    variable in a dataclass body into a field).
    """

    __slots__ = ()
    name: ClassVar[str] = ""
    registry: ClassVar[dict[str, type[Any]]]

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.name:
            cls.registry[cls.name] = cls

    def step(self, st: Any) -> Decision | None:
        """Work until a decision is needed (return it) or this task is done (pop it)."""
        raise NotImplementedError

    def answer(self, st: Any, option: int) -> None:
        """Apply a chosen option (already checked to be legal)."""
        raise NotImplementedError

    def chance_decision(self, st: Any) -> Decision:
        """The chance decision of a task whose :meth:`step` returned :data:`LAZY_CHANCE`."""
        raise NotImplementedError(f"task {self.name!r} has no lazy chance decision")

    def sample_chance(self, st: Any, rng: Rng) -> int:
        """The outcome :meth:`State.sample_chance` would pick from :meth:`chance_decision`
        with ``rng``, drawing from ``rng`` exactly as it would (a task may override this
        with a way that does not build the decision)."""
        d = self.chance_decision(st)
        assert d.weights is not None
        return d.ids[0] if len(d.ids) == 1 else d.ids[rng.weighted_tuple(d.weights)]

    def chance_allows(self, st: Any, option: int) -> bool:
        """Whether ``option`` is an outcome of :meth:`chance_decision` (override cheaply)."""
        return option in self.chance_decision(st).ids

    def lazy_decision(self, st: Any) -> Decision:
        """The player decision of a task whose :meth:`step` returned
        :meth:`StackState.lazy_choice`: the decision :meth:`step` would have returned."""
        raise NotImplementedError(f"task {self.name!r} has no lazy decision")

    def listed_decision(self, st: Any, ids: tuple[int, ...]) -> Decision:
        """The player decision of a task whose :meth:`step` returned
        :meth:`StackState.lazy_options` with ``ids``: the decision :meth:`step` would have
        returned, over those ids (listed once: not worked out again)."""
        raise NotImplementedError(f"task {self.name!r} has no listed decision")

    def lazy_option(self, st: Any, index: int) -> int:
        """Option ``index`` of :meth:`lazy_decision` (override cheaply: no decision built)."""
        return self.lazy_decision(st).ids[index]

    def lazy_allows(self, st: Any, option: int) -> bool:
        """Whether ``option`` is an option of :meth:`lazy_decision` (override cheaply)."""
        return option in self.lazy_decision(st).ids

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"t": self.name}
        cls = type(self)
        names = _FIELD_NAMES.get(cls)
        if names is None:  # a class's fields never change: listed once (views call this)
            names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(self))  # type: ignore[arg-type]
        for name in names:
            v = getattr(self, name)
            data[name] = list(v) if isinstance(v, tuple) else v
        return data

    def view_json(self, seat: int | None) -> dict[str, Any]:
        """This task as ``seat`` may see it, for views. Tasks hold public facts by
        default; a task that holds something hidden from ``seat`` (cards looked at, a
        secret choice) must override this and leave it out."""
        return self.to_json()

    def copy(self) -> TaskBase:
        """A shallow copy (task fields are numbers, strings and tuples)."""
        # Through __init__ (dataclasses.replace): compiled classes have no blank constructor.
        task: TaskBase = replace(self)  # type: ignore[type-var]
        return task

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TaskBase:
        """Rebuild a task of this family from :meth:`to_json` output; an unknown task name
        raises :class:`InvalidPosition` naming the names this family knows (a task class
        is known once the module defining it is imported: a game's state module imports
        every module that defines its tasks)."""
        name = data.get("t")
        task_cls = cls.registry.get(name) if isinstance(name, str) else None
        if task_cls is None:
            raise InvalidPosition(
                f"unknown task {name!r} in a saved stack; known tasks: "
                + ", ".join(sorted(cls.registry))
            )
        kwargs = {}
        for f in fields(task_cls):
            v = data[f.name]
            kwargs[f.name] = tuple(v) if isinstance(v, list) else v
        task: TaskBase = task_cls(**kwargs)
        return task


@mypyc_attr(allow_interpreted_subclasses=True)
class Task(TaskBase, Generic[S]):
    """A task typed by the state class it runs on (for interpreted game packages).

    Compiled games derive their family from :class:`TaskBase` directly: mypyc gives
    subclasses of a generic class an instance dictionary, which its dataclasses reject.
    """

    __slots__ = ()

    def step(self, st: S) -> Decision | None:
        """Work until a decision is needed (return it) or this task is done (pop it)."""
        raise NotImplementedError

    def answer(self, st: S, option: int) -> None:
        """Apply a chosen option (already checked to be legal)."""
        raise NotImplementedError


def named(cls: type[T], name: str) -> type[T]:
    """Give the task class ``cls`` its ``name`` and register it in its family (the way
    for compiled games: call it right after the class)."""
    cls.name = name
    cls.registry[name] = cls
    return cls


def declined(st: StackState, option: int, stop: int) -> bool:
    """Whether ``option`` is ``stop`` (a game's ``PASS``), which ends the optional task on
    top of ``st``'s stack ("up to n", "you may"): that task is then popped."""
    if option == stop:
        st.stack.pop()
        return True
    return False


@mypyc_attr(allow_interpreted_subclasses=True)
class StackState(State):
    """A state driven by a task stack: the decision loop every stack-based game shares.

    Compiled, it still admits interpreted subclasses (a game package left interpreted).
    """

    stack: list[TaskBase]
    over: bool
    _decision: Decision | None
    _events: list[Event]
    _lazy_count: int
    _lazy_ids: list[int] | None

    def _init_stack(self) -> None:
        self.stack = []
        self.over = False
        self._decision = None
        self._events = []
        self._lazy_count = 0
        self._lazy_ids = None

    def decision(self) -> Decision | None:
        d = self._decision
        if d is LAZY_CHANCE:  # built now, on demand, and kept
            d = self._decision = self.stack[-1].chance_decision(self)
        elif d is not None and d.prompt is _LAZY_PROMPT:  # likewise (see lazy_choice)
            listed = self._lazy_ids
            top = self.stack[-1]
            d = self._decision = (
                top.lazy_decision(self) if listed is None
                else top.listed_decision(self, tuple(listed))
            )
        return d

    def lazy_choice(self, actor: int, count: int) -> Decision:
        """What a task's :meth:`~TaskBase.step` returns for a player decision of ``count``
        options (at least one) that it leaves unbuilt: ``actor`` decides, and the decision
        (:meth:`TaskBase.lazy_decision`) is built only when someone asks for it.
        :meth:`option_count`, :meth:`option_at` and the legality check ask the task
        instead (:meth:`TaskBase.lazy_option`, :meth:`TaskBase.lazy_allows`): a loop that
        plays with them (a random bot's) never builds the option tuple and its
        :class:`Decision`. Nothing outside the state ever sees the object returned."""
        self._lazy_count = count
        self._lazy_ids = None
        if 0 <= actor < 8:
            return _LAZY_CHOICES[actor]
        return Decision(actor, "lazy-choice", (), _LAZY_PROMPT)

    def lazy_options(self, actor: int, ids: list[int]) -> Decision:
        """:meth:`lazy_choice` for a task that has listed its options, ``ids`` (in the
        decision's order, at least one): the state keeps the list (the task makes a new
        one per decision and never changes it) and answers :meth:`option_at` and the
        legality check from it; the tuple, the prompt and the :class:`Decision` are built
        only when someone asks (:meth:`TaskBase.listed_decision`, over these ids)."""
        choice = self.lazy_choice(actor, len(ids))
        self._lazy_ids = ids
        return choice

    # option_count and option_at read a built decision's ids first, without a call to
    # decision() (a playing loop asks both every player decision): a lazy one lists none.
    def option_count(self) -> int:
        d = self._decision
        if d is None:
            return 0
        n = len(d.ids)
        if n:
            return n
        if d.prompt is _LAZY_PROMPT:
            return self._lazy_count
        if d is LAZY_CHANCE:
            return len(self.legal_ids())  # built by decision()
        return 0

    def option_at(self, index: int) -> int:
        d = self._decision
        if d is None:
            raise IndexError(f"option {index} of none: the game is over")
        ids = d.ids
        if ids:
            return ids[index]
        if d.prompt is _LAZY_PROMPT:
            if not 0 <= index < self._lazy_count:
                raise IndexError(f"option {index} of {self._lazy_count}")
            listed = self._lazy_ids
            if listed is not None:
                return listed[index]
            return self.stack[-1].lazy_option(self, index)
        return self.legal_ids()[index]  # LAZY_CHANCE built by decision(), or none listed

    def actor(self) -> int | None:
        d = self._decision
        return None if d is None else d.actor

    def actor_id(self) -> int:
        d = self._decision
        return NOBODY if d is None else d.actor

    def sample_chance(self, rng: Rng) -> int:
        if self._decision is LAZY_CHANCE:
            return self.stack[-1].sample_chance(self, rng)
        return super().sample_chance(rng)

    def apply(self, option_id: object) -> list[Event]:
        """Apply one option of the pending decision; anything else (a non-int, a bool, an
        id not listed) raises :class:`IllegalDecision` and changes nothing. The argument is
        typed ``object`` so that a compiled build checks it here rather than refusing it
        with a bare ``TypeError``."""
        return self._apply(self._check(option_id))

    # play (and play_chance) repeat _apply's three lines rather than call it: _apply
    # hands over a new events list per decision, which a quiet loop would make and free.
    def play(self, option_id: object) -> None:
        """:meth:`apply` without handing the events over (what a quiet loop needs: no
        list is made for them): the same checks, the same game; any events logged are
        dropped."""
        option = self._check(option_id)
        if self._events:
            self._events = []
        self.stack[-1].answer(self, option)
        self.settle()
        if self._events:
            self._events = []

    def play_chance(self, rng: Rng) -> int:
        """:meth:`State.play_chance`: a lazy chance decision's outcome, sampled by the top
        task (:meth:`TaskBase.sample_chance`, an outcome by its contract), is answered
        without :meth:`_check`'s look at it; the same game as ``play(sample_chance(rng))``."""
        if self._decision is not LAZY_CHANCE:
            option = self.sample_chance(rng)
            self.play(option)
            return option
        task = self.stack[-1]
        option = task.sample_chance(self, rng)
        if self._events:
            self._events = []
        task.answer(self, option)
        self.settle()
        if self._events:
            self._events = []
        return option

    def _check(self, option_id: object) -> int:
        """``option_id``, checked: :class:`GameOver` or :class:`IllegalDecision` is raised
        unless it is an option of the pending decision (:meth:`apply`'s checks)."""
        d = self._decision
        if d is None:
            raise GameOver()
        if not isinstance(option_id, int) or isinstance(option_id, bool):
            d = self.decision()
            assert d is not None
            raise IllegalDecision(d.kind, option_id, d.ids)
        option: int = option_id  # compiled: unboxed once, compared natively below
        for i in d.ids:  # a built decision's (a typed loop: compiled, no generic comparisons)
            if i == option:
                return option
        if d is LAZY_CHANCE:
            if not self.stack[-1].chance_allows(self, option):
                d = self.decision()
                assert d is not None
                raise IllegalDecision(d.kind, option, d.ids)
            return option
        if d.prompt is _LAZY_PROMPT:
            listed = self._lazy_ids
            if listed is not None:
                for i in listed:  # typed, as above
                    if i == option:
                        return option
            elif self.stack[-1].lazy_allows(self, option):
                return option
            d = self.decision()
            assert d is not None
        raise IllegalDecision(d.kind, option, d.ids)

    def view(self, seat: int | None) -> dict[str, Any]:
        """The core view, with the pending tasks as ``seat`` may see them
        (:meth:`Task.view_json`), replacing any ``stack`` the game put in its body."""
        data = super().view(seat)
        data["stack"] = [t.view_json(seat) for t in self.stack]
        return data

    def copy_stack_to(self, new: StackState) -> None:
        """Copy the play in progress into ``new`` (a clone built through its constructor:
        a compiled class has no blank one): the pending tasks, ``over`` and the pending
        decision; ``new`` starts with no events."""
        new.stack = [t.copy() for t in self.stack]
        new.over = self.over
        new._decision = self._decision
        new._events = []
        new._lazy_count = self._lazy_count
        new._lazy_ids = self._lazy_ids  # shared: never changed (see lazy_options)

    def take_events(self) -> list[Event]:
        """The events logged since the last :meth:`apply` (the setup's), handed over once."""
        events, self._events = self._events, []
        return events

    def _apply(self, option_id: int) -> list[Event]:
        if self._events:  # events nobody took (the setup's) are not this option's
            self._events = []
        self.stack[-1].answer(self, option_id)
        self.settle()
        events = self._events
        self._events = []
        return events

    def settle(self) -> None:
        """Run automatic steps until a decision is needed or the game is over."""
        while not self.over:
            if not self.stack:
                raise AssertionError("empty task stack in a running game")
            d = self.stack[-1].step(self)
            if d is not None:
                self._decision = d
                return
        self._decision = None
        self.stack.clear()

    def log(self, event_kind: str, event_seat: int | None, msg_key: str, /, **args: Any) -> None:
        """Record an event (skipped on quiet search clones). The positional parameters have
        names no message argument uses: compiled, ``log(..., seat=2)`` would clash with a
        parameter called ``seat`` despite the ``/``."""
        if not self.quiet:  # the message built inline (what i18n.msg does), one call less
            items = tuple(args.items())
            if len(items) > 1:
                items = tuple(sorted(items))
            self._events.append(Event(event_kind, event_seat, Msg(msg_key, items)))


#: The fields :meth:`StackState.copy_stack_to` copies, by hand (a game's clone declares
#: its own fields with this as their base: :mod:`tomecraft.core.clone`).
STACK_FIELDS = CloneFields(by_hand="stack over _decision _events _lazy_count _lazy_ids")
