"""The pending-effect stack: small serialisable tasks, one per step of an effect.

Every verb of the effect vocabulary is one task class here (``Act``, which starts actions,
lives in :mod:`~tomecraft.games.madness.action_tasks`). A task's :meth:`Task.step` either works on
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
from typing import TYPE_CHECKING, Any, ClassVar, Final, TypeVar

from tomecraft.core import Decision, Rng
from tomecraft.core.stack import LAZY_CHANCE, TaskBase, declined, named
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.choices import (
    _CARD_ANY,
    _CARD_LAST,
    _ZONE_DECK,
    _ZONE_DISCARD,
    _ZONE_HAND,
    _ZONE_RESERVE,
    _ZONE_SUPPORT,
    _decide,
    card_ids,
    card_ok,
    choose,
    reserve_ids,
    uniform_chance,
)
from tomecraft.games.madness.data import (
    ELEM,
    ELEMENTS,
    MADNESS,
    NK,
    VALUE,
    StepSpec,
    kind,
    kind_pile,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

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


# ---------------------------------------------------------------------------------------
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


@dataclass(slots=True)
class Draw(Verb):
    """``draw``: Draw ``n`` cards from the top of your deck: each a chance decision over
    its contents. An empty deck first costs a madness card (into the discard pile), then
    the discard pile becomes the new deck. From the discard pile (``zone`` 2) the player
    picks each card among those passing the ``card`` filter; it stops early when none is
    left."""

    #: ``zone`` 2: take cards of your choice from your discard pile instead (public).
    zone: int = _ZONE_DECK
    #: From the discard pile: only cards passing this filter (``card: "madness"``).
    card: int = _CARD_ANY

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Draw(seat, n, spec.zone, spec.card)

    def step(self, st: MadnessState) -> Decision | None:
        if self.n <= 0 or st.eliminated[self.seat]:
            st.stack.pop()
            return None
        if self.zone == _ZONE_DISCARD:
            ids = card_ids(st.discards[self.seat], -1, self.card)
            return choose(st, self.seat, self, "take-discard", ids, self.n)
        k = deck_top(st, self.seat)
        if k is None:  # chance: built only if asked (a match samples the deck directly)
            return LAZY_CHANCE
        if k >= 0:
            self._drawn(st, k)
        return None

    def chance_decision(self, st: MadnessState) -> Decision:
        return st.draw_decision(self.seat)

    def sample_chance(self, st: MadnessState, rng: Rng) -> int:
        return st.sample_draw(self.seat, rng)

    def chance_allows(self, st: MadnessState, option: int) -> bool:
        k = option - A.CARD
        return 0 <= k < NK and st.decks[self.seat][k] > 0

    def answer(self, st: MadnessState, option: int) -> None:
        k = option - A.CARD
        if self.zone == _ZONE_DISCARD:
            st.discards[self.seat][k] -= 1
            st.hands[self.seat][k] += 1
            self.n -= 1
            st.note(self.seat, k)
            st.log("draw", self.seat, "mad-ev-take-discard", card=st.card_msg(k))
            return
        self._drawn(st, k)

    def _drawn(self, st: MadnessState, k: int) -> None:
        st.decks[self.seat][k] -= 1
        st.hands[self.seat][k] += 1
        self.n -= 1
        st.note(self.seat, k)
        if not st.quiet:
            st.log("draw", self.seat, "mad-ev-draw")
        st.fire("card_drawn", self.seat)


task_named(Draw, "draw", "draw")


def deck_top(st: MadnessState, seat: int) -> int | None:
    """Get ready to take the top card of ``seat``'s deck: an empty deck first costs a
    madness card, then the discard pile is reshuffled (returns -1: nothing taken yet, step
    again); a known top card is taken off the known list and returned (still in the deck
    counts); None: the top is unknown, ask chance with :meth:`MadnessState.draw_decision`."""
    for n in st.decks[seat]:  # any() written out (compiled, a native loop)
        if n:
            break
    else:  # an empty deck
        if st.take_madness(seat, _TO_DISCARD, reason="empty-deck"):
            st.reshuffle(seat)
        return -1
    tops = st.tops[seat]
    if tops:
        return tops.pop(0)[0]
    return None


@dataclass(slots=True)
class Discard(CardVerb):
    """``discard``: Discard ``n`` cards (filters: element, card type) from your hand, from
    your support (``zone`` 1; ``all``: the whole support) or from the support reserve
    (``zone`` 4: any player's support). A card goes to its owner's discard pile."""

    zone: int = _ZONE_HAND
    all: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Discard(seat, n, spec.element, spec.card, spec.zone, spec.all)

    def _ids(self, st: MadnessState) -> list[int]:
        if self.zone in (_ZONE_SUPPORT, _ZONE_RESERVE):
            return reserve_ids(st, self.seat, self.zone, self.element, self.card)
        if self.card == _CARD_LAST:
            k = st.memo[1]
            return [A.CARD + k] if k >= 0 and st.hands[self.seat][k] else []
        return card_ids(st.hands[self.seat], self.element, self.card)

    def step(self, st: MadnessState) -> Decision | None:
        if self.zone == _ZONE_SUPPORT and self.all:
            st.stack.pop()
            sup = st.supports[self.seat]
            while sup:
                st.note(self.seat, sup[0])
                st.discard_support(self.seat, sup[0])
            return None
        if self.zone == _ZONE_DECK:
            return _from_deck(self, st)
        ids = self._ids(st) if self.n > 0 else []
        kind_ = ("discard", "discard-support", "", "", "discard-reserve")[self.zone]
        return choose(st, self.seat, self, kind_, ids, self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        if self.zone == _ZONE_DECK:
            k = option - A.CARD
            st.decks[self.seat][k] -= 1
            st.discards[self.seat][k] += 1
            st.note(self.seat, k)
            st.log("discard", self.seat, "mad-ev-discard-deck", card=st.card_msg(k))
        elif option >= A.SUPPORT:
            owner, k = divmod(option - A.SUPPORT, NK)
            st.note(self.seat, k)
            st.discard_support(owner, k)
        else:
            st.note(self.seat, option - A.CARD)
            st.discard_from_hand(self.seat, option - A.CARD)


task_named(Discard, "discard", "discard")


def _from_deck(task: Discard | Destroy, st: MadnessState) -> Decision | None:
    """Discard or destroy the top card of the deck (the empty-deck rule as for drawing)."""
    if task.n <= 0 or st.eliminated[task.seat]:
        st.stack.pop()
        return None
    k = deck_top(st, task.seat)
    if k is None:
        return st.draw_decision(task.seat)
    if k >= 0:
        task.answer(st, A.CARD + k)
    return None


@dataclass(slots=True)
class Destroy(CardVerb):
    """``destroy``: Destroy ``n`` cards from your hand (or your discard pile, ``zone`` 2;
    the top of your deck, 3; your support, 1; any player's support, 4): they leave the
    game. ``may``: up to ``n``."""

    zone: int = _ZONE_HAND
    may: bool = False

    # Alike by shape with Discard (a zone, a flag, the step's fields in order): two verbs.
    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Destroy(seat, n, spec.element, spec.card, spec.zone, spec.may)

    def _source(self, st: MadnessState) -> list[int]:
        if self.zone == _ZONE_DECK:
            return st.decks[self.seat]
        return st.discards[self.seat] if self.zone == _ZONE_DISCARD else st.hands[self.seat]

    def step(self, st: MadnessState) -> Decision | None:
        if self.zone == _ZONE_DECK:
            return _from_deck(self, st)
        if self.n <= 0:
            ids: list[int] = []
        elif self.zone in (_ZONE_SUPPORT, _ZONE_RESERVE):
            ids = reserve_ids(st, self.seat, self.zone, self.element, self.card)
        else:
            ids = card_ids(self._source(st), self.element, self.card)
        kind_ = ("destroy", "destroy-support", "destroy-discard", "", "destroy-support")[
            self.zone
        ]
        return choose(st, self.seat, self, kind_, ids, self.n, self.may)

    def answer(self, st: MadnessState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        self.n -= 1
        if option >= A.SUPPORT:  # from a support: it leaves the game
            owner, k = divmod(option - A.SUPPORT, NK)
            st.supports[owner].remove(k)
            st.destroyed[k] += 1
            st.note(self.seat, k)
            st.log(
                "destroy", self.seat, "mad-ev-destroy-support", card=st.card_msg(k),
                owner=owner + 1,
            )
            return
        k = option - A.CARD
        self._source(st)[k] -= 1
        st.destroyed[k] += 1
        st.note(self.seat, k)
        key = ("mad-ev-destroy", "", "mad-ev-destroy-discard", "mad-ev-destroy-deck")[self.zone]
        st.log("destroy", self.seat, key, card=st.card_msg(k))


task_named(Destroy, "destroy", "destroy")


@dataclass(slots=True)
class ToSupport(CardVerb):
    """``support``: Put ``n`` cards from your hand into your support, while it has a free
    slot."""

    may: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return ToSupport(seat, n, spec.element, spec.card, spec.may)

    def step(self, st: MadnessState) -> Decision | None:
        full = len(st.supports[self.seat]) >= st.slots_of(self.seat)
        ids = [] if full or self.n <= 0 else card_ids(st.hands[self.seat], self.element, self.card)
        return choose(st, self.seat, self, "support", ids, self.n, self.may)

    def answer(self, st: MadnessState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        k = option - A.CARD
        self.n -= 1
        st.hands[self.seat][k] -= 1
        st.supports[self.seat].append(k)
        st.note(self.seat, k)
        st.log("support", self.seat, "mad-ev-support", card=st.card_msg(k))


task_named(ToSupport, "support", "support")


@dataclass(slots=True)
class TakeMadness(Verb):
    """``madness``: Take ``n`` madness cards from the pile into your discard pile, hand or
    support (a full support still takes them). An empty pile loses the game."""

    to: int = _TO_DISCARD

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return TakeMadness(seat, n, spec.to)

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        for _ in range(self.n):
            if not st.take_madness(self.seat, self.to):
                return
            st.note(self.seat, MADNESS)


task_named(TakeMadness, "madness", "madness")


@dataclass(slots=True)
class Heal(Verb):
    """``heal``: Heal ``n`` madness cards from your hand or from any support: they go back
    to the madness pile. ``may``: up to ``n``."""

    may: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Heal(seat, n, spec.may)

    def step(self, st: MadnessState) -> Decision | None:
        forbidden = st.c.has_ongoing and st.forbidden("heal", self.seat)
        ids = st.heal_targets(self.seat) if self.n > 0 and not forbidden else []
        return choose(st, self.seat, self, "heal", ids, self.n, self.may)

    def answer(self, st: MadnessState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        self.n -= 1
        st.note(self.seat, MADNESS)
        st.heal(self.seat, option)


task_named(Heal, "heal", "heal")


@dataclass(slots=True)
class Gain(Verb):
    """``gain``: Gain ``n`` element cards of ``value`` (of ``element``, or any) from the
    market into your discard pile (or hand)."""

    value: int
    element: int = -1
    to: int = _TO_DISCARD

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Gain(seat, n, spec.value, spec.element, spec.to)

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
        return choose(st, self.seat, self, "gain", ids, self.n, value=self.value)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        st.note(self.seat, pile_kind_of(option - A.MARKET))
        st.gain(self.seat, option - A.MARKET, to_hand=self.to == _TO_HAND)


task_named(Gain, "gain", "gain")


@dataclass(slots=True)
class Upgrade(Verb):
    """``upgrade``: Exchange ``n`` element cards of your hand, one at a time, for the card
    of higher value (same element, value + 1) from the market. A value-2 card goes back
    to its market pile, a value-1 card to the box. ``may``: up to ``n``."""

    may: bool = False

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Upgrade(seat, n, spec.may)

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
        return choose(st, self.seat, self, "upgrade", ids, self.n, self.may)

    def answer(self, st: MadnessState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        self.n -= 1
        st.note(self.seat, option - A.CARD + 1)
        st.upgrade(self.seat, option - A.CARD)


task_named(Upgrade, "upgrade", "upgrade")


@dataclass(slots=True)
class NeutraliseCurse(Verb):
    """``neutralise_curse``: Neutralise ``n`` face-up curses on the invocation track (your
    choice)."""


    def step(self, st: MadnessState) -> Decision | None:
        ids = (
            [A.SLOT + i for i in range(A.SLOTS) if st.slots[i] >= 0 and st.curse_neutral[i] < 0]
            if self.n > 0
            else []
        )
        return choose(st, self.seat, self, "neutralise-curse", ids, self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        st.neutralise_curse(self.seat, option - A.SLOT)


task_named(NeutraliseCurse, "neutralise-curse", "neutralise_curse")


@dataclass(slots=True)
class NeutraliseSpell(Verb):
    """``neutralise_spell``: Neutralise ``n`` of your own face-up spells (your choice). It
    lasts until the end of the round (a round-end effect: the next round), or until the
    curse that caused it is destroyed."""

    slot: int = NO_SLOT

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return NeutraliseSpell(seat, n, slot)

    def step(self, st: MadnessState) -> Decision | None:
        neutral = st.neutral_set(self.seat)
        ids = [A.SPELL + s for s in st.spells[self.seat] if s not in neutral] if self.n > 0 else []
        return choose(st, self.seat, self, "neutralise-spell", ids, self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        self.n -= 1
        st.neutralise_spell(self.seat, option - A.SPELL, self.slot)


task_named(NeutraliseSpell, "neutralise-spell", "neutralise_spell")


@dataclass(slots=True)
class Shuffle(Task):
    """``shuffle``: Shuffle your discard pile into your deck (an effect's shuffle: no
    madness)."""

    seat: int
    #: ``zone`` 0: shuffle your hand into your deck instead.
    zone: int = _ZONE_DISCARD

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return cls(seat, spec.zone)

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        if self.zone == _ZONE_HAND:
            hand, deck = st.hands[self.seat], st.decks[self.seat]
            for k in range(NK):
                deck[k] += hand[k]
                hand[k] = 0
            st.tops[self.seat] = []
            st.log("shuffle", self.seat, "mad-ev-shuffle-hand", n=sum(deck))
        else:
            st.reshuffle(self.seat)


task_named(Shuffle, "shuffle", "shuffle")


def pile_kind_of(pile: int) -> int:
    return kind(pile // 2, pile % 2 + 2)


# -- the verbs added for the full rulebook ---------------------------------------------------
@dataclass(slots=True)
class Give(CardVerb):
    """``give``: Give ``n`` cards of your hand (filters: element, card type), one at a
    time, to another player of your choice: they go to that player's hand (Intercambio).
    The card is shown to everyone (ruling: docs/rulings.md)."""

    to: int = -1

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Give(seat, n, spec.element, spec.card)

    def step(self, st: MadnessState) -> Decision | None:
        ids = card_ids(st.hands[self.seat], self.element, self.card) if self.n > 0 else []
        others = [s for s in st.order_from_active() if s != self.seat]
        if not ids or not others:
            st.stack.pop()
            return None
        if self.to < 0:
            if len(others) == 1:
                self.to = others[0]
                return None
            return _decide(st, self.seat, "give-to", [A.SEAT + s for s in others], False)
        if len(ids) == 1:
            self.answer(st, ids[0])
            return None
        return _decide(st, self.seat, "give", ids, False, n=self.n, to=self.to + 1)

    def answer(self, st: MadnessState, option: int) -> None:
        if A.SEAT <= option < A.SEAT + A.MAX_SEATS and self.to < 0:
            self.to = option - A.SEAT
            return
        k = option - A.CARD
        self.n -= 1
        st.hands[self.seat][k] -= 1
        st.hands[self.to][k] += 1
        st.note(self.seat, k)
        st.log("give", self.seat, "mad-ev-give", card=st.card_msg(k), seat=self.to + 1)


task_named(Give, "give", "give")


@dataclass(slots=True)
class Top(Verb):
    """``top``: Put ``n`` cards from your hand (face down: only you know it) or from your
    discard pile (everyone saw it) on top of your deck, one at a time: the deck's known
    top."""

    zone: int = _ZONE_HAND
    element: int = -1
    card: int = _CARD_ANY

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Top(seat, n, spec.zone, spec.element, spec.card)

    def _source(self, st: MadnessState) -> list[int]:
        return st.discards[self.seat] if self.zone == _ZONE_DISCARD else st.hands[self.seat]

    def step(self, st: MadnessState) -> Decision | None:
        ok = self.n > 0 and not st.eliminated[self.seat]
        ids = card_ids(self._source(st), self.element, self.card) if ok else []
        kind_ = "top-discard" if self.zone == _ZONE_DISCARD else "top"
        return choose(st, self.seat, self, kind_, ids, self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        k = option - A.CARD
        self.n -= 1
        self._source(st)[k] -= 1
        st.decks[self.seat][k] += 1
        st.note(self.seat, k)
        if self.zone == _ZONE_DISCARD:
            st.tops[self.seat].insert(0, [k, (1 << st.players) - 1])
            st.log("top", self.seat, "mad-ev-top-discard", card=st.card_msg(k))
        else:
            st.tops[self.seat].insert(0, [k, 1 << self.seat])
            st.log("top", self.seat, "mad-ev-top-hand")


task_named(Top, "top", "top")


@dataclass(slots=True)
class Recover(CardVerb):
    """``recover``: Bring ``n`` destroyed cards (filters: element, card type) back into
    play, one at a time: into your discard pile, or your hand (``to``)."""

    to: int = _TO_DISCARD

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Recover(seat, n, spec.element, spec.card, spec.to)

    def step(self, st: MadnessState) -> Decision | None:
        ok = self.n > 0 and not st.eliminated[self.seat]
        ids = card_ids(st.destroyed, self.element, self.card) if ok else []
        return choose(st, self.seat, self, "recover", ids, self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        k = option - A.CARD
        self.n -= 1
        st.destroyed[k] -= 1
        (st.hands if self.to == _TO_HAND else st.discards)[self.seat][k] += 1
        st.note(self.seat, k)
        key = "mad-ev-recover-hand" if self.to == _TO_HAND else "mad-ev-recover"
        st.log("recover", self.seat, key, card=st.card_msg(k))


task_named(Recover, "recover", "recover")


@dataclass(slots=True)
class Token(Verb):
    """``token``: Place ``n`` element tokens of ``element`` from the supply on this curse
    (as many as the supply has). Each token adds 1 of its element to the curse's
    destruction cost; the tokens go back to the supply when the curse leaves the track."""

    element: int
    slot: int = NO_SLOT

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Token(seat, n, spec.element, slot)

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        if self.slot < 0 or st.slots[self.slot] < 0:
            return
        n = min(self.n, st.tokens[self.element])
        if n <= 0:
            return
        st.tokens[self.element] -= n
        st.curse_tokens[self.slot][self.element] += n
        st.log(
            "token",
            None,
            "mad-ev-token",
            n=n,
            element=msg(f"mad-element-{self.element}"),
            curse=st.c.curses[st.slots[self.slot]].name,
        )


task_named(Token, "token", "token")


@dataclass(slots=True)
class Untoken(Verb):
    """``untoken``: Take ``n`` element tokens of ``element`` off the curses on the track,
    one at a time, from a curse of your choice, back to the supply: each lowers that
    curse's cost by the 1 its token added."""

    element: int

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Untoken(seat, n, spec.element)

    def step(self, st: MadnessState) -> Decision | None:
        ids = (
            [
                A.SLOT + i
                for i in range(A.SLOTS)
                if st.slots[i] >= 0 and st.curse_tokens[i][self.element] > 0
            ]
            if self.n > 0 and not st.eliminated[self.seat]
            else []
        )
        return choose(st, self.seat, self, "untoken", ids, self.n)

    def answer(self, st: MadnessState, option: int) -> None:
        slot = option - A.SLOT
        self.n -= 1
        st.curse_tokens[slot][self.element] -= 1
        st.tokens[self.element] += 1
        st.log(
            "token",
            self.seat,
            "mad-ev-untoken",
            element=msg(f"mad-element-{self.element}"),
            curse=st.c.curses[st.slots[slot]].name,
        )


task_named(Untoken, "untoken", "untoken")


@dataclass(slots=True)
class MadnessUnder(Verb):
    """``madness_under``: Put ``n`` madness cards from the pile under each curse on the
    track (an empty pile loses the game). Whoever destroys a curse adds the madness
    under it to their discard pile; at the round's end the rest go back to the pile."""


    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        for slot in range(A.SLOTS):
            if st.slots[slot] < 0:
                continue
            for _ in range(self.n):
                if st.pile <= 0:
                    st.log("pile-empty", self.seat, "mad-ev-pile-empty")
                    st.lose("madness")
                    return
                st.pile -= 1
                st.min_pile = min(st.min_pile, st.pile)
                st.under[slot] += 1
            st.log(
                "under",
                None,
                "mad-ev-under",
                n=self.n,
                curse=st.c.curses[st.slots[slot]].name,
                left=st.pile,
            )


task_named(MadnessUnder, "madness-under", "madness_under")


def verb_task(seat: int, spec: StepSpec, n: int, slot: int) -> Task:
    """The task carrying out the step ``spec`` (its verb's :meth:`Task.from_step`):
    compiled, the verbs of this module are dispatched here by name and built by native
    calls; any other verb (``act``) through :data:`VERB_TASKS`, the registry, which
    ``tests/madness/test_fast_paths.py`` compares this with for every verb."""
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
    "task_from_json",
    "uniform_chance",
    "verb_task",
]
