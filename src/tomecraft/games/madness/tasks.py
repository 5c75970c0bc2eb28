"""The pending-effect stack: small serialisable tasks, one per step of an effect.

Every verb of the effect vocabulary is one task class here (``Act``, which starts actions,
lives in :mod:`~tomecraft.games.madness.flow`). A task's :meth:`Task.step` either works on
its own (pops itself, pushes tasks) and returns ``None``, or returns the decision it needs
*without changing anything* (so re-settling a loaded state is harmless); :meth:`Task.answer`
applies the chosen option. Tasks are plain dataclasses, so the stack clones and serialises.

Verbs choose with these ids: ``CARD + k`` (a card of your hand, or of your discard pile for
``destroy`` from the discard), ``SUPPORT + 13*owner + k`` (a support card), ``SLOT + i`` (a
curse), ``SPELL + s`` (one of your spells) and ``MARKET + p`` (a market pile); ``PASS``
stops an optional (``may``) step. A forced choice with a single option is made
automatically.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tomecraft.core import Decision
from tomecraft.core.stack import Task as StackTask
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import ELEM, MADNESS, NK, VALUE, StepSpec, kind, kind_pile
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

#: verb name -> task class (filled as the classes are defined).
VERB_TASKS: dict[str, type[Task]] = {}

#: ``slot`` of an effect that comes from no curse, and of one applied at a round's end.
NO_SLOT = -1
ROUND_END = -2
_CARD_ANY, _CARD_ELEMENT, _CARD_MADNESS = 0, 1, 2
_ZONE_HAND, _ZONE_SUPPORT, _ZONE_DISCARD = 0, 1, 2
_TO_DISCARD, _TO_HAND, _TO_SUPPORT = 0, 1, 2


class Task(StackTask["MadnessState"]):
    """Base class of The Big Book of Madness's stack entries (one registry for the game).

    A task class with a ``verb`` also registers as that verb's task and builds itself from
    a compiled step with :meth:`from_step`.
    """

    __slots__ = ()
    registry: ClassVar[dict[str, type[Any]]] = {}
    verb: ClassVar[str] = ""

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.verb:
            VERB_TASKS[cls.verb] = cls

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        """The task carrying out ``spec`` for ``seat`` (``n``: the count, X applied)."""
        raise NotImplementedError


TASKS = Task.registry


def task_from_json(data: dict[str, Any]) -> Task:
    task = Task.from_json(data)
    assert isinstance(task, Task)
    return task


def card_ok(k: int, element: int, card: int) -> bool:
    """Whether kind ``k`` passes an element filter (-1: any) and a card filter."""
    if card == _CARD_MADNESS:
        return k == MADNESS
    if card == _CARD_ELEMENT and k == MADNESS:
        return False
    return element < 0 or ELEM[k] == element


def card_ids(counts: list[int], element: int = -1, card: int = _CARD_ANY) -> list[int]:
    return [A.CARD + k for k in range(NK) if counts[k] and card_ok(k, element, card)]


def _decide(
    st: MadnessState, seat: int, kind_: str, ids: list[int], optional: bool, **args: Any
) -> Decision:
    if optional:
        ids = [A.PASS, *ids]
    return Decision(seat, kind_, tuple(ids), msg(f"mad-prompt-{kind_}", **args))


# ---------------------------------------------------------------------------------------
@dataclass(slots=True)
class Draw(Task):
    """Draw ``n`` cards from the top of your deck: each a chance decision over its
    contents. An empty deck first costs a madness card (into the discard pile), then the
    discard pile becomes the new deck."""

    name: ClassVar[str] = "draw"
    verb: ClassVar[str] = "draw"
    seat: int
    n: int

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n)

    def step(self, st: MadnessState) -> Decision | None:
        if self.n <= 0 or st.eliminated[self.seat]:
            st.stack.pop()
            return None
        deck = st.decks[self.seat]
        if not any(deck):
            if st.take_madness(self.seat, _TO_DISCARD, reason="empty-deck"):
                st.reshuffle(self.seat)
            return None
        return st.draw_decision(self.seat)

    def answer(self, st: MadnessState, option: int) -> None:
        k = option - A.CARD
        st.decks[self.seat][k] -= 1
        st.hands[self.seat][k] += 1
        self.n -= 1
        st.log("draw", self.seat, "mad-ev-draw")


@dataclass(slots=True)
class Discard(Task):
    """Discard ``n`` cards (filters: element, card type) from your hand, or from your
    support (``zone`` 1; ``all``: the whole support). Discarded cards go to your discard
    pile."""

    name: ClassVar[str] = "discard"
    verb: ClassVar[str] = "discard"
    seat: int
    n: int
    element: int = -1
    card: int = _CARD_ANY
    zone: int = _ZONE_HAND
    all: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, spec.element, spec.card, spec.zone, spec.all)

    def _ids(self, st: MadnessState) -> list[int]:
        if self.zone == _ZONE_SUPPORT:
            sup = st.supports[self.seat]
            return sorted(
                {A.support_id(self.seat, k) for k in sup if card_ok(k, self.element, self.card)}
            )
        return card_ids(st.hands[self.seat], self.element, self.card)

    def step(self, st: MadnessState) -> Decision | None:
        if self.zone == _ZONE_SUPPORT and self.all:
            st.stack.pop()
            sup = st.supports[self.seat]
            while sup:
                st.discard_support(self.seat, sup[0])
            return None
        ids = self._ids(st) if self.n > 0 else []
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1:
            self.answer(st, ids[0])
            return None
        kind_ = "discard-support" if self.zone == _ZONE_SUPPORT else "discard"
        return _decide(st, self.seat, kind_, ids, False, n=self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        if option >= A.SUPPORT:
            owner, k = divmod(option - A.SUPPORT, NK)
            st.discard_support(owner, k)
        else:
            st.discard_from_hand(self.seat, option - A.CARD)


@dataclass(slots=True)
class Destroy(Task):
    """Destroy ``n`` cards from your hand (or your discard pile, ``zone`` 2): they leave
    the game. ``may``: up to ``n``."""

    name: ClassVar[str] = "destroy"
    verb: ClassVar[str] = "destroy"
    seat: int
    n: int
    element: int = -1
    card: int = _CARD_ANY
    zone: int = _ZONE_HAND
    may: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, spec.element, spec.card, spec.zone, spec.may)

    def _source(self, st: MadnessState) -> list[int]:
        return st.discards[self.seat] if self.zone == _ZONE_DISCARD else st.hands[self.seat]

    def step(self, st: MadnessState) -> Decision | None:
        ids = card_ids(self._source(st), self.element, self.card) if self.n > 0 else []
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1 and not self.may:
            self.answer(st, ids[0])
            return None
        kind_ = "destroy-discard" if self.zone == _ZONE_DISCARD else "destroy"
        return _decide(st, self.seat, kind_, ids, self.may, n=self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            return
        k = option - A.CARD
        self.n -= 1
        self._source(st)[k] -= 1
        st.destroyed[k] += 1
        key = "mad-ev-destroy-discard" if self.zone == _ZONE_DISCARD else "mad-ev-destroy"
        st.log("destroy", self.seat, key, card=st.card_msg(k))


@dataclass(slots=True)
class ToSupport(Task):
    """Put ``n`` cards from your hand into your support, while it has a free slot."""

    name: ClassVar[str] = "support"
    verb: ClassVar[str] = "support"
    seat: int
    n: int
    element: int = -1
    card: int = _CARD_ANY
    may: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, spec.element, spec.card, spec.may)

    def step(self, st: MadnessState) -> Decision | None:
        full = len(st.supports[self.seat]) >= st.slots_of(self.seat)
        ids = [] if full or self.n <= 0 else card_ids(st.hands[self.seat], self.element, self.card)
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1 and not self.may:
            self.answer(st, ids[0])
            return None
        return _decide(st, self.seat, "support", ids, self.may, n=self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            return
        k = option - A.CARD
        self.n -= 1
        st.hands[self.seat][k] -= 1
        st.supports[self.seat].append(k)
        st.log("support", self.seat, "mad-ev-support", card=st.card_msg(k))


@dataclass(slots=True)
class TakeMadness(Task):
    """Take ``n`` madness cards from the pile into your discard pile, hand or support
    (a full support still takes them). An empty pile loses the game."""

    name: ClassVar[str] = "madness"
    verb: ClassVar[str] = "madness"
    seat: int
    n: int
    to: int = _TO_DISCARD

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, spec.to)

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        for _ in range(self.n):
            if not st.take_madness(self.seat, self.to):
                return


@dataclass(slots=True)
class Heal(Task):
    """Heal ``n`` madness cards from your hand or from any support: they go back to the
    madness pile. ``may``: up to ``n``."""

    name: ClassVar[str] = "heal"
    verb: ClassVar[str] = "heal"
    seat: int
    n: int
    may: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, spec.may)

    def step(self, st: MadnessState) -> Decision | None:
        ids = st.heal_targets(self.seat) if self.n > 0 else []
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1 and not self.may:
            self.answer(st, ids[0])
            return None
        return _decide(st, self.seat, "heal", ids, self.may, n=self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            return
        self.n -= 1
        st.heal(self.seat, option)


@dataclass(slots=True)
class Gain(Task):
    """Gain ``n`` element cards of ``value`` (of ``element``, or any) from the market into
    your discard pile (or hand)."""

    name: ClassVar[str] = "gain"
    verb: ClassVar[str] = "gain"
    seat: int
    n: int
    value: int
    element: int = -1
    to: int = _TO_DISCARD

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, spec.value, spec.element, spec.to)

    def step(self, st: MadnessState) -> Decision | None:
        ids = (
            [
                A.MARKET + kind_pile(kind(e, self.value))
                for e in range(4)
                if (self.element < 0 or e == self.element)
                and st.market[kind_pile(kind(e, self.value))]
            ]
            if self.n > 0
            else []
        )
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1:
            self.answer(st, ids[0])
            return None
        return _decide(st, self.seat, "gain", ids, False, n=self.n, value=self.value)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        st.gain(self.seat, option - A.MARKET, to_hand=self.to == _TO_HAND)


@dataclass(slots=True)
class Upgrade(Task):
    """Exchange ``n`` element cards of your hand, one at a time, for the card of higher
    value (same element, value + 1) from the market. A value-2 card goes back to its
    market pile, a value-1 card to the box. ``may``: up to ``n``."""

    name: ClassVar[str] = "upgrade"
    verb: ClassVar[str] = "upgrade"
    seat: int
    n: int
    may: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, spec.may)

    def step(self, st: MadnessState) -> Decision | None:
        hand = st.hands[self.seat]
        ids = (
            [
                A.CARD + k
                for k in range(12)
                if hand[k] and VALUE[k] < 3 and st.market[kind_pile(k + 1)]
            ]
            if self.n > 0
            else []
        )
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1 and not self.may:
            self.answer(st, ids[0])
            return None
        return _decide(st, self.seat, "upgrade", ids, self.may, n=self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            return
        self.n -= 1
        st.upgrade(self.seat, option - A.CARD)


@dataclass(slots=True)
class NeutraliseCurse(Task):
    """Neutralise ``n`` face-up curses on the invocation track (your choice)."""

    name: ClassVar[str] = "neutralise-curse"
    verb: ClassVar[str] = "neutralise_curse"
    seat: int
    n: int

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n)

    def step(self, st: MadnessState) -> Decision | None:
        ids = (
            [A.SLOT + i for i in range(A.SLOTS) if st.slots[i] >= 0 and st.curse_neutral[i] < 0]
            if self.n > 0
            else []
        )
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1:
            self.answer(st, ids[0])
            return None
        return _decide(st, self.seat, "neutralise-curse", ids, False, n=self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        st.neutralise_curse(self.seat, option - A.SLOT)


@dataclass(slots=True)
class NeutraliseSpell(Task):
    """Neutralise ``n`` of your own face-up spells (your choice). It lasts until the end
    of the round (a round-end effect: the next round), or until the curse that caused it
    is destroyed."""

    name: ClassVar[str] = "neutralise-spell"
    verb: ClassVar[str] = "neutralise_spell"
    seat: int
    n: int
    slot: int = NO_SLOT

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, n, slot)

    def step(self, st: MadnessState) -> Decision | None:
        neutral = st.neutral_set(self.seat)
        ids = [A.SPELL + s for s in st.spells[self.seat] if s not in neutral] if self.n > 0 else []
        if not ids:
            st.stack.pop()
            return None
        if len(ids) == 1:
            self.answer(st, ids[0])
            return None
        return _decide(st, self.seat, "neutralise-spell", ids, False, n=self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        st.neutralise_spell(self.seat, option - A.SPELL, self.slot)


@dataclass(slots=True)
class Shuffle(Task):
    """Shuffle your discard pile into your deck (an effect's shuffle: no madness)."""

    name: ClassVar[str] = "shuffle"
    verb: ClassVar[str] = "shuffle"
    seat: int

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat)

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        st.reshuffle(self.seat)


__all__ = [
    "NO_SLOT",
    "ROUND_END",
    "TASKS",
    "VERB_TASKS",
    "Destroy",
    "Discard",
    "Draw",
    "Gain",
    "Heal",
    "NeutraliseCurse",
    "NeutraliseSpell",
    "Shuffle",
    "TakeMadness",
    "Task",
    "ToSupport",
    "Upgrade",
    "card_ids",
    "card_ok",
    "task_from_json",
]
