"""Carrying out an action: paying for it, then what it does.

An action chosen in the action phase (or granted by a card: :class:`Act`) starts with
:func:`start_action`: its cost (:func:`~.options.action_cost`) is paid in one decision
with :class:`Pay` (which cards pay, see :mod:`.payment`), then :func:`finish_action`
carries it out: a spell's effect (at the multiple paid), learning a library spell
(:class:`Learn`, then :class:`RevealLibrary`), acquiring a market card, destroying a
curse (then :class:`Reward`), healing a madness card, a mage's ability.

The tasks keep the one outline of the task modules (see :mod:`.flow`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tomecraft.core import Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.choices import uniform_chance
from tomecraft.games.madness.data import MADNESS, kind, kind_pile
from tomecraft.games.madness.effects import push_effect
from tomecraft.games.madness.options import ZERO, action_cost, action_options
from tomecraft.games.madness.payment import payments, pending_payments, spend
from tomecraft.games.madness.task_base import Task, Verb, task_named
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.data import StepSpec
    from tomecraft.games.madness.state import MadnessState

#: The prompt of the chance decision that reveals a library spell (built once).
_LIBRARY_PROMPT: Final = msg("mad-prompt-library")
#: The options of a payment decision listing ``n`` payments, by ``n`` (built once).
PAYMENT_IDS: Final = tuple(
    tuple(range(A.PAYMENT, A.PAYMENT + n)) for n in range(A.MAX_PAYMENTS + 1)
)
#: What a payment is for.
P_SPELL: Final = 0
P_LEARN: Final = 1
P_ACQUIRE: Final = 2
P_DESTROY: Final = 3
P_HEAL_HAND: Final = 4
P_HEAL_SUPPORT: Final = 5
P_ABILITY: Final = 6


def start_action(st: MadnessState, seat: int, option: int) -> None:
    """Begin an action chosen in the action phase (or during another player's turn)."""
    c = st.c
    b = A.block(option)
    cost, anyone = action_cost(st, seat, option)
    if b == "activate":
        st.stack.append(Pay(seat, P_SPELL, option - A.ACTIVATE, cost, maxm=3))
    elif b == "learn":
        st.stack.append(Pay(seat, P_LEARN, option - A.LEARN, cost))
    elif b == "acquire":
        st.stack.append(Pay(seat, P_ACQUIRE, option - A.ACQUIRE, cost))
    elif b == "destroy":
        st.stack.append(Pay(seat, P_DESTROY, option - A.DESTROY, cost))
    elif b == "heal_hand":
        st.stack.append(Pay(seat, P_HEAL_HAND, seat, ZERO, anyone=anyone))
    elif b == "heal_support":
        st.stack.append(Pay(seat, P_HEAL_SUPPORT, option - A.HEAL_SUPPORT, ZERO, anyone=anyone))
    elif b == "ability":
        st.ability_used[seat] = True
        mage = c.mages[st.mages[seat]]
        if any(mage.ability_cost):
            st.stack.append(Pay(seat, P_ABILITY, mage.index, mage.ability_cost))
        else:
            finish_action(st, seat, P_ABILITY, mage.index, 1)
    else:  # pragma: no cover - action_options lists nothing else
        raise AssertionError(f"not an action: {option}")


def finish_action(st: MadnessState, seat: int, purpose: int, arg: int, mult: int) -> None:
    """Carry out a paid action (``mult``: 1, 2 or 3 for a spell paid 2x or 3x)."""
    c = st.c
    if purpose == P_SPELL:
        st.exhausted[seat] |= 1 << arg
        if not st.quiet:  # no arguments built when nobody reads the events
            st.log("activate", seat, "mad-ev-activate", spell=c.spells[arg].name, mult=mult)
        st.fire("spell_cast", seat)
        push_effect(st, c.spells[arg].effect, seat, mult)
    elif purpose == P_LEARN:
        s = st.lib_top[arg]
        st.lib_top[arg] = -1
        st.stack.append(Learn(seat, s))
    elif purpose == P_ACQUIRE:
        st.gain(seat, arg, to_hand=False, bought=True)
    elif purpose == P_DESTROY:
        st.destroy_curse(seat, arg)
        if any(st.market[kind_pile(kind(e, c.reward_value))] for e in range(4)):
            st.stack.append(Reward(seat))
    elif purpose == P_HEAL_HAND:
        st.heal(seat, A.CARD + MADNESS)
    elif purpose == P_HEAL_SUPPORT:
        st.heal(seat, A.support_id(arg, MADNESS))
    else:
        st.log("ability", seat, "mad-ev-ability", mage=c.mages[arg].name)
        push_effect(st, c.mages[arg].ability, seat, 1)


@dataclass(slots=True)
class Pay(Task):
    """Pay a cost in one decision: choose which cards pay (see :mod:`.payment`).

    ``cost`` is per element (each card pays its own element with its whole value; excess
    is lost). ``anyone`` > 0 asks that many of any single element (healing). A spell
    (``maxm`` 3) may be paid 2x or 3x. The options are every combination of hand and
    support-reserve cards that covers the cost (paying more is legal, the excess is lost),
    each at every multiple it reaches (the payer chooses), default first (``A.PAYMENT``:
    least waste, hand before the reserve, least valuable cards, lower multiple). Then the
    action is carried out.
    """

    seat: int
    purpose: int
    arg: int
    cost: tuple[int, int, int, int]
    maxm: int = 1
    anyone: int = 0

    def step(self, st: MadnessState) -> Decision | None:
        found = payments(st, self)
        if not found:  # nothing can pay any more: the action does not happen
            st.stack.pop()
            st.log("unpaid", self.seat, "mad-ev-unpaid", purpose=st.purpose_msg(self))
            return None
        st.pay_task = self  # kept for the answer (and labels, bots): see pending_payments
        st.pay_found = found
        return Decision(self.seat, "pay", PAYMENT_IDS[len(found)], st.payment_prompt(self))

    def answer(self, st: MadnessState, option: int) -> None:
        chosen = pending_payments(st, self)[option - A.PAYMENT]
        st.stack.pop()
        spend(st, self.seat, chosen)
        finish_action(st, self.seat, self.purpose, self.arg, chosen.level)


task_named(Pay, "pay")


@dataclass(slots=True)
class Learn(Task):
    """Place a learned spell; with the limit reached, first forget (destroy) one of yours.
    Then the next spell of that library stack is revealed."""

    seat: int
    spell: int

    def step(self, st: MadnessState) -> Decision | None:
        if len(st.spells[self.seat]) >= st.c.spell_limit:
            ids = tuple(sorted(A.SPELL + s for s in st.spells[self.seat]))
            return Decision(
                self.seat,
                "forget",
                ids,
                msg("mad-prompt-forget", spell=st.c.spells[self.spell].name),
            )
        st.stack.pop()
        st.place_spell(self.seat, self.spell)
        card = st.c.spells[self.spell]
        if (card.element, card.level + 1) in st.c.library:
            st.stack.append(RevealLibrary(card.element, card.level + 1))
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        st.forget_spell(self.seat, option - A.SPELL)


task_named(Learn, "learn")


@dataclass(slots=True)
class RevealLibrary(Task):
    """Chance: the next (face-down) spell of a library stack is turned up."""

    element: int
    level: int

    def step(self, st: MadnessState) -> Decision | None:
        ids = st.c.library.get((self.element, self.level), ())
        if len(ids) == 1:
            self.answer(st, A.SPELL + ids[0])
            return None
        return uniform_chance("library", tuple([A.SPELL + s for s in ids]), _LIBRARY_PROMPT)

    def answer(self, st: MadnessState, option: int) -> None:
        st.stack.pop()
        s = option - A.SPELL
        st.lib_top[self.element] = s
        st.log("reveal", None, "mad-ev-reveal", spell=st.c.spells[s].name)


task_named(RevealLibrary, "reveal")


@dataclass(slots=True)
class Reward(Task):
    """After destroying a curse: a value-2 card of your choice into your discard pile."""

    seat: int

    def step(self, st: MadnessState) -> Decision | None:
        v = st.c.reward_value
        ids = [
            A.MARKET + kind_pile(kind(e, v)) for e in range(4) if st.market[kind_pile(kind(e, v))]
        ]
        if len(ids) <= 1:
            st.stack.pop()
            if ids:
                st.gain(self.seat, ids[0] - A.MARKET, to_hand=False)
            return None
        return Decision(self.seat, "reward", tuple(ids), msg("mad-prompt-reward", value=v))

    def answer(self, st: MadnessState, option: int) -> None:
        st.stack.pop()
        st.gain(self.seat, option - A.MARKET, to_hand=False)


task_named(Reward, "reward")


def effect_source(st: MadnessState, eid: int) -> Msg | None:
    """What effect ``eid`` is printed on, as players name it: a spell, a mage's ability, a
    curse or a monster (``None``: unknown, or another part of the grimoire)."""
    if eid < 0:
        return None
    c = st.c
    for spell in c.spells:
        if spell.effect == eid:
            return spell.name
    for mage in c.mages:
        if mage.ability == eid:
            return msg("mad-source-ability", mage=mage.name)
    for curse in c.curses:
        if curse.effect == eid:
            return curse.name
    for page in (*c.covers, *c.pages):
        if page.monster is not None and page.monster.appear == eid:
            return page.monster.name
    return None


@dataclass(slots=True)
class Act(Verb):
    """``act``: Another player performs up to ``n`` actions as if it were their turn (no
    refill, no refresh); ``PASS`` stops early. The prompt names the card (or mage
    ability) that grants them: "Whisper lets you take 1 more action"."""

    #: Whether the mage ability is among the actions (only when the card says so).
    ability: bool = False
    #: The effect that grants the actions (-1: unknown), named in the prompt.
    source: int = -1

    @classmethod
    def from_step(cls, seat: int, spec: StepSpec, n: int, slot: int) -> Task:
        return Act(seat, n, spec.ability)

    def step(self, st: MadnessState) -> Decision | None:
        ids = action_options(st, self.seat) if self.n > 0 and not st.eliminated[self.seat] else []
        if not self.ability and ids and ids[-1] == A.ABILITY:
            ids.pop()
        if not ids:
            st.stack.pop()
            return None
        ids.insert(0, A.PASS)
        return Decision(self.seat, "act", tuple(ids), act_prompt(st, self))

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            st.log("act-stop", self.seat, "mad-ev-act-stop")
            return
        self.n -= 1
        start_action(st, self.seat, option)


task_named(Act, "act", "act")

#: The prompts of :class:`Act`, by (pack, n, seat, source): built once each (bounded).
_ACT_PROMPTS: Final[dict[tuple[str, int, int, int], Msg]] = {}


def act_prompt(st: MadnessState, task: Act) -> Msg:
    """The prompt "Seat 2 may take 1 more action", naming the card that grants it."""
    key = (st.c.key, task.n, task.seat, task.source)
    out = _ACT_PROMPTS.get(key)
    if out is None:
        source = effect_source(st, task.source)
        out = (
            msg("mad-prompt-act", n=task.n, seat=task.seat + 1)
            if source is None
            else msg("mad-prompt-act-from", n=task.n, seat=task.seat + 1, source=source)
        )
        if len(_ACT_PROMPTS) >= 4096:
            _ACT_PROMPTS.clear()
        _ACT_PROMPTS[key] = out
    return out


__all__ = [
    "P_ABILITY",
    "P_ACQUIRE",
    "P_DESTROY",
    "P_HEAL_HAND",
    "P_HEAL_SUPPORT",
    "P_LEARN",
    "P_SPELL",
    "Act",
    "Learn",
    "Pay",
    "RevealLibrary",
    "Reward",
    "act_prompt",
    "effect_source",
    "finish_action",
    "start_action",
]
