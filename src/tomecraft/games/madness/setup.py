"""The setup phase: the seats choose their mages in turn, then the cards are dealt.

The rulebook's preparation has every player choose a mage (after talking it over: the
starting cards' elements matter) before anyone holds cards. Here seat 1, then seat 2 and
so on, each choose one of the mages nobody has taken yet (:class:`ChooseMage`; the choice
is public, and each option's label says what the mage brings) and take its starting
cards as a deck (from the box and the market; Nightmare mode swaps the value-2 card for
a value-1 card). Once every seat has one, :func:`deal` adds Terror's madness and each
player, from the first player clockwise, draws a hand (every draw a chance decision).
With the ``mages`` option fixed there is no choice: :func:`deal_now` deals at once from
the setup's generator.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import Decision, InvalidConfig, Rng
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.card_verbs import Draw
from tomecraft.games.madness.data import ELEM, MADNESS, VALUE, Content, kind_pile
from tomecraft.games.madness.effects import cost_msg, effect_msg
from tomecraft.games.madness.task_base import Task, task_named
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

#: The decision kind of a mage choice.
KIND = "mage"
_PROMPTS = tuple(msg("mad-prompt-mage", seat=s + 1) for s in range(A.MAX_SEATS))


def start_cards(c: Content, mage: int, mode: str) -> list[int]:
    """A mage's starting cards per card kind; in Nightmare mode its value-2 card is a
    value-1 card of the same element instead."""
    start = list(c.mages[mage].start)
    if mode == "nightmare":
        for k in range(12):
            if VALUE[k] == 2 and start[k]:
                start[k] -= 1
                start[k - 1] += 1
    return start


def _stock(st: MadnessState, k: int) -> int:
    """Element cards of kind ``k`` not yet dealt: value 1 in the box, else in the market."""
    return st.box[k] if VALUE[k] == 1 else st.market[kind_pile(k)]


def fits(st: MadnessState, m: int) -> bool:
    """Whether mage ``m``'s starting cards are all still there to be dealt."""
    # a loop, not all() over a generator: compiled, the loop is native
    for k, n in enumerate(start_cards(st.c, m, st.mode)):  # noqa: SIM110
        if n and n > _stock(st, k):
            return False
    return True


def give_start(st: MadnessState, seat: int, m: int) -> None:
    """``seat`` takes mage ``m``: its starting cards, from the box and the market, become
    the seat's deck."""
    st.mages[seat] = m
    for k, n in enumerate(start_cards(st.c, m, st.mode)):
        if not n:
            continue
        if VALUE[k] == 1:
            st.box[k] -= n
        else:
            st.market[kind_pile(k)] -= n
        st.decks[seat][k] += n


def mage_options(st: MadnessState) -> tuple[int, ...]:
    """``MAGE + m`` for every mage not yet taken whose starting cards are still there."""
    taken = set(st.mages)
    return tuple(A.MAGE + m.index for m in st.c.mages if m.index not in taken and fits(st, m.index))


def undealt(st: MadnessState) -> None:
    """Before the choice: every element card in the box (value 1) or the market
    (values 2 and 3), the madness pile at its size for the player count."""
    c = st.c
    for k in range(12):
        if VALUE[k] == 1:
            st.box[k] = c.totals[k]
        else:
            st.market[kind_pile(k)] = c.totals[k]
    st.pile = st.min_pile = c.madness_pile[st.players]
    st.box[MADNESS] = c.madness_cards - st.pile


def _terror(st: MadnessState) -> None:
    if st.mode == "terror":
        for seat in range(st.players):
            st.pile -= 1
            st.decks[seat][MADNESS] += 1
    st.min_pile = st.pile


def deal(st: MadnessState) -> None:
    """After the choice (the decks are made): Terror's madness, then each player draws a
    hand, from the first player clockwise (the draws are chance decisions)."""
    _terror(st)
    n = st.players
    draws = [Draw((st.first + i) % n, st.c.hand_size) for i in range(n)]
    st.stack.extend(reversed(draws))
    st.log("dealt", None, "mad-ev-dealt")


def deal_now(st: MadnessState, mages: list[int], rng: Rng) -> None:
    """Fixed mages: the decks and every hand at once, drawn with the setup's generator."""
    for seat, m in enumerate(mages):
        if not fits(st, m):
            raise InvalidConfig("the pack has too few element cards for these mages")
        give_start(st, seat, m)
    _terror(st)
    for i in range(st.players):
        seat = (st.first + i) % st.players
        deck = st.decks[seat]
        for _ in range(st.c.hand_size):
            if not any(deck):
                break
            k = rng.weighted(deck)
            deck[k] -= 1
            st.hands[seat][k] += 1


def mage_label(st: MadnessState, m: int) -> Msg:
    """A mage option: name, element, what the starting cards are worth per element, the
    support slots, and the ability with its cost."""
    c = st.c
    mage = c.mages[m]
    worth = [0, 0, 0, 0]
    for k, n in enumerate(start_cards(c, m, st.mode)):
        if k < MADNESS:
            worth[ELEM[k]] += n * VALUE[k]
    return msg(
        "mad-opt-mage",
        mage=mage.name,
        element=msg(f"mad-element-{mage.element}"),
        cards=cost_msg(tuple(worth)),
        slots=mage.slots,
        cost=cost_msg(mage.ability_cost),
        ability=effect_msg(c, mage.ability),
    )


@dataclass(slots=True)
class ChooseMage(Task):
    """Setup: ``seat`` chooses a mage among those not taken and takes its starting cards
    as a deck; then the next seat does; after the last seat the hands are drawn
    (:func:`deal`)."""

    seat: int = 0

    def step(self, st: MadnessState) -> Decision | None:
        if self.seat >= st.players:
            st.stack.pop()
            deal(st)
            return None
        return Decision(self.seat, KIND, mage_options(st), _PROMPTS[self.seat])

    def answer(self, st: MadnessState, option: int) -> None:
        m = option - A.MAGE
        give_start(st, self.seat, m)
        st.log("mage", self.seat, "mad-ev-mage", seat=self.seat + 1, mage=st.c.mages[m].name)
        self.seat += 1


task_named(ChooseMage, "choose-mage")


def choosing(st: MadnessState) -> bool:
    """Whether the game is still in its setup phase (some seat has no mage yet)."""
    return any(m < 0 for m in st.mages)


__all__ = [
    "KIND",
    "ChooseMage",
    "choosing",
    "deal",
    "deal_now",
    "fits",
    "give_start",
    "mage_label",
    "mage_options",
    "start_cards",
    "undealt",
]
