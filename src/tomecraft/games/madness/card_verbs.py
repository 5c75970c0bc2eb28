"""The Big Book of Madness's card verbs: the tasks that move a player's cards between
their zones (deck, hand, discard pile, support, the destroyed cards, another player's
hand): ``draw``, ``discard``, ``destroy``, ``support``, ``shuffle``, ``give``, ``top``,
``recover``.

Their base (``Verb``), registration (``task_named``) and ids: :mod:`.task_base`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import Decision, Rng
from tomecraft.core.stack import LAZY_CHANCE, declined
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
    choose,
    reserve_ids,
)
from tomecraft.games.madness.data import NK, StepSpec
from tomecraft.games.madness.task_base import (
    _TO_DISCARD,
    _TO_HAND,
    CardVerb,
    Task,
    Verb,
    task_named,
)

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState


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
            if owner == self.seat:  # not "Player 1: ... from player 1's support."
                st.log("destroy", self.seat, "mad-ev-destroy-own-support", card=st.card_msg(k))
            else:
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


__all__ = [
    "Destroy",
    "Discard",
    "Draw",
    "Give",
    "Recover",
    "Shuffle",
    "ToSupport",
    "Top",
    "deck_top",
]
