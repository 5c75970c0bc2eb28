"""The Big Book of Madness's table verbs: the tasks that work on what the players share
or on their spells: the madness pile (``madness``, ``heal``, ``madness_under``), the
market (``gain``, ``upgrade``), the curses on the invocation track and their element
tokens (``neutralise_curse``, ``token``, ``untoken``) and spells (``neutralise_spell``).

Their base (``Verb``), registration (``task_named``) and ids: :mod:`.task_base`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import Decision
from tomecraft.core.stack import declined
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.choices import choose
from tomecraft.games.madness.data import MADNESS, VALUE, StepSpec, kind, kind_pile
from tomecraft.games.madness.task_base import (
    _TO_DISCARD,
    _TO_HAND,
    NO_SLOT,
    Task,
    Verb,
    task_named,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState


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


def pile_kind_of(pile: int) -> int:
    return kind(pile // 2, pile % 2 + 2)


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


__all__ = [
    "Gain",
    "Heal",
    "MadnessUnder",
    "NeutraliseCurse",
    "NeutraliseSpell",
    "TakeMadness",
    "Token",
    "Untoken",
    "Upgrade",
    "pile_kind_of",
]
