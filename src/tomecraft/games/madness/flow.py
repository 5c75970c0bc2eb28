"""The structure of a game: turns and their phases, the monster track, actions, payment.

A turn is one :class:`Turn` task at the bottom of the stack: concentration (refresh your
spells), the monster phase (:class:`MonsterPhase`: advance the invocation marker and
resolve its space), the action phase (a decision repeated until ``PASS``), recovery
(:class:`Recovery`: discard down to or draw up to 6), the elimination check, then the
next player's turn. Actions are paid in one decision with :class:`Pay` (which cards
pay) and then carried out.

Every task has one outline (a slots dataclass: its fields, ``step``, ``answer``, then its
registration): the tasks here and in other games' task modules are alike by that shape
by design; the rules inside differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tomecraft.core import CHANCE, Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MADNESS, MULTI, kind, kind_pile
from tomecraft.games.madness.effects import push_effect
from tomecraft.games.madness.payment import payments, pending_payments, spend
from tomecraft.games.madness.tasks import (
    NO_SLOT,
    ROUND_END,
    Draw,
    Task,
    Verb,
    choose,
    task_named,
)
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState, Ongoing

#: Invocation slots (0-4) on each track space: 2 -> slot 0, 3 -> slots 1 and 2, ...
SPACE_SLOTS: dict[int, tuple[int, ...]] = {2: (0,), 3: (1, 2), 4: (3,), 5: (4,)}
#: The prompts of chance decisions (fixed texts, built once).
_LIBRARY_PROMPT: Final = msg("mad-prompt-library")
_PAGE_PROMPT: Final = msg("mad-prompt-page")
_CURSE_PROMPT: Final = msg("mad-prompt-curse")
#: What a payment is for.
P_SPELL: Final = 0
P_LEARN: Final = 1
P_ACQUIRE: Final = 2
P_DESTROY: Final = 3
P_HEAL_HAND: Final = 4
P_HEAL_SUPPORT: Final = 5
P_ABILITY: Final = 6
ZERO: Final = (0, 0, 0, 0)


def vec(element: int, n: int) -> tuple[int, int, int, int]:
    v = [0, 0, 0, 0]
    v[element] = n
    return (v[0], v[1], v[2], v[3])


def affordable(cost: tuple[int, ...], avail: list[int]) -> bool:
    return all(avail[e] >= cost[e] for e in range(4))


# -- actions ---------------------------------------------------------------------------------
#: The actions an ongoing entry may forbid (``forbid`` entries name one of them).
ACTIONS: Final = ("activate", "learn", "acquire", "destroy", "heal", "ability")
NO_ACTIONS: Final[frozenset[str]] = frozenset()


def action_options(st: MadnessState, seat: int) -> list[int]:
    """Every action ``seat`` can pay for now (``PASS`` not included), in id order.

    The plain rule is :func:`action_refusal`: the options are the
    :func:`action_candidates` it does not refuse. This is the same answer computed in one
    pass (``tests/madness/test_fast_paths.py`` compares the two along random games): the
    ongoing entries in play are gathered and read once (every modifier and forbidden
    action touching ``seat`` summed in one pass), and the hand's value once per call,
    not once per candidate."""
    c = st.c
    a0, a1, a2, a3 = avail = st.avail(seat)
    spell_mod = [0, 0, 0, 0]
    learn_mod = [0, 0, 0, 0]
    acquire_mod = [0, 0, 0, 0]
    extra = [0, 0, 0, 0]
    heal = c.heal_cost
    forbid = NO_ACTIONS
    if c.has_ongoing:
        # the modifiers touching ``seat`` in one pass over the entries in play, each as
        # MadnessState.modifier / destroy_extra / forbidden sum it (the plain rule)
        for owner, entry in st.ongoing():
            m = entry.modifier
            if not m or not st.touches(entry.who, owner, seat):
                continue
            if m == "forbid":
                forbid = forbid | {entry.action}
            elif m == "heal_cost":
                heal += entry.n
            elif m == "destroy_cost":
                extra[entry.element] += entry.n
            else:
                mods = (
                    spell_mod
                    if m == "spell_cost"
                    else learn_mod
                    if m == "learn_cost"
                    else acquire_mod
                    if m == "acquire_cost"
                    else None
                )
                if mods is not None:
                    if entry.element < 0:
                        for e in range(4):
                            mods[e] += entry.n
                    else:
                        mods[entry.element] += entry.n
    ids: list[int] = []
    spells = c.spells
    if "activate" not in forbid:
        neutral = st.neutral[seat]
        exhausted = st.exhausted[seat]
        mine_spells = st.spells[seat]
        prev = -1
        for s in mine_spells:  # usually in id order already: sorted only if not
            if s < prev:
                mine_spells = sorted(mine_spells)
                break
            prev = s
        for s in mine_spells:
            card = spells[s]
            e = card.element
            if (exhausted >> s) & 1 or avail[e] < max(1, card.cost + spell_mod[e]):
                continue
            if neutral and any(entry[0] == s for entry in neutral):
                continue
            ids.append(A.ACTIVATE + s)
    if "learn" not in forbid:
        for e in range(4):
            top = st.lib_top[e]
            if top >= 0 and avail[e] >= max(1, spells[top].learn_cost + learn_mod[e]):
                ids.append(A.LEARN + e)
    if "acquire" not in forbid:
        market = st.market
        for p in range(8):
            if market[p] and avail[p >> 1] >= max(1, (p & 1) + 2 + acquire_mod[p >> 1]):
                ids.append(A.ACQUIRE + p)
    if "destroy" not in forbid:
        slots, neutral_curses, tokens = st.slots, st.curse_neutral, st.curse_tokens
        for i in range(A.SLOTS):
            cid = slots[i]
            if cid >= 0 and neutral_curses[i] < 0:
                w, e, f, r = c.curses[cid].cost
                t = tokens[i]
                if (
                    a0 >= w + t[0] + extra[0]
                    and a1 >= e + t[1] + extra[1]
                    and a2 >= f + t[2] + extra[2]
                    and a3 >= r + t[3] + extra[3]
                ):
                    ids.append(A.DESTROY + i)
    if "heal" not in forbid and max(avail) >= max(1, heal):
        if st.hands[seat][MADNESS]:
            ids.append(A.HEAL_HAND)
        for o, sup in enumerate(st.supports):
            if MADNESS in sup:
                ids.append(A.HEAL_SUPPORT + o)
    if "ability" not in forbid and not st.ability_used[seat]:
        w, e, f, r = c.mages[st.mages[seat]].ability_cost
        if a0 >= w and a1 >= e and a2 >= f and a3 >= r:
            ids.append(A.ABILITY)
    return ids


def action_cost(
    st: MadnessState, seat: int, option: int, ong: Ongoing | None = None
) -> tuple[tuple[int, int, int, int], int]:
    """What an action costs ``seat`` now: the element vector and, for healing, the
    amount of any one element. Ongoing modifiers change costs (never below 1 element), and
    element tokens on a curse add to its destruction cost. ``ong``: ``st.ongoing()``,
    where the caller has it."""
    c = st.c
    dyn = c.has_ongoing
    b = A.block(option)
    if b == "activate":
        card = c.spells[option - A.ACTIVATE]
        n = card.cost + (st.modifier("spell_cost", seat, card.element, ong) if dyn else 0)
        return vec(card.element, max(1, n)), 0
    if b == "learn":
        e = option - A.LEARN
        n = c.spells[st.lib_top[e]].learn_cost + (
            st.modifier("learn_cost", seat, e, ong) if dyn else 0
        )
        return vec(e, max(1, n)), 0
    if b == "acquire":
        p = option - A.ACQUIRE
        n = p % 2 + 2 + (st.modifier("acquire_cost", seat, p // 2, ong) if dyn else 0)
        return vec(p // 2, max(1, n)), 0
    if b == "destroy":
        slot = option - A.DESTROY
        cost = list(c.curses[st.slots[slot]].cost)
        extra = st.destroy_extra(seat, ong) if dyn else [0, 0, 0, 0]
        for e in range(4):
            cost[e] = max(0, cost[e] + st.curse_tokens[slot][e] + extra[e])
        return (cost[0], cost[1], cost[2], cost[3]), 0
    if b in ("heal_hand", "heal_support"):
        return ZERO, max(1, c.heal_cost + (st.modifier("heal_cost", seat, -1, ong) if dyn else 0))
    return c.mages[st.mages[seat]].ability_cost, 0


#: The action each action-phase block is (what a card forbids, what a topic names).
ACTION_OF_BLOCK: Final = {
    "activate": "activate",
    "learn": "learn",
    "acquire": "acquire",
    "destroy": "destroy",
    "heal_hand": "heal",
    "heal_support": "heal",
    "ability": "ability",
}


def action_refusal(
    st: MadnessState,
    seat: int,
    option: int,
    avail: list[int] | None = None,
    ong: Ongoing | None = None,
) -> str | None:
    """Why the action ``option`` is not open to ``seat`` now (``None``: it is), checked in
    the rules' order: what it needs on the table (``not-yours``: a spell ``seat`` does not
    have; ``exhausted`` or ``neutral``: a spell already activated this turn or turned face
    down; ``empty``: no library spell, market card or curse there; ``neutral``: a
    neutralised curse; ``no-madness``: nothing to heal; ``used``: the ability already used
    this turn), then ``forbidden`` (an ongoing card forbids it) and ``cost`` (the hand and
    the support reserve cannot pay :func:`action_cost`). ``avail``: ``st.avail(seat)``;
    ``ong``: ``st.ongoing()`` (each computed here when not given)."""
    b = A.block(option)
    if b == "activate":
        s = option - A.ACTIVATE
        if s not in st.spells[seat]:
            return "not-yours"
        if (st.exhausted[seat] >> s) & 1:
            return "exhausted"
        if s in st.neutral_set(seat):
            return "neutral"
    elif b == "learn":
        if st.lib_top[option - A.LEARN] < 0:
            return "empty"
    elif b == "acquire":
        if not st.market[option - A.ACQUIRE]:
            return "empty"
    elif b == "destroy":
        slot = option - A.DESTROY
        if st.slots[slot] < 0:
            return "empty"
        if st.curse_neutral[slot] >= 0:
            return "neutral"
    elif b == "heal_hand":
        if not st.hands[seat][MADNESS]:
            return "no-madness"
    elif b == "heal_support":
        if MADNESS not in st.supports[option - A.HEAL_SUPPORT]:
            return "no-madness"
    elif b == "ability":
        if st.ability_used[seat]:
            return "used"
    else:
        raise ValueError(f"option {option} is not an action of the action phase")
    if st.c.has_ongoing and st.forbidden(ACTION_OF_BLOCK[b], seat, ong):
        return "forbidden"
    cost, anyone = action_cost(st, seat, option, ong)
    if avail is None:
        avail = st.avail(seat)
    if not affordable(cost, avail) or (anyone and max(avail) < anyone):
        return "cost"
    return None


def action_candidates(st: MadnessState, seat: int) -> list[int]:
    """Every action-phase id that could be open to ``seat`` (the ids :func:`action_options`
    chooses from), in id order."""
    cands = [A.ACTIVATE + s for s in sorted(st.spells[seat])]
    cands += [A.LEARN + e for e in range(4)]
    cands += [A.ACQUIRE + p for p in range(8)]
    cands += [A.DESTROY + i for i in range(A.SLOTS)]
    cands.append(A.HEAL_HAND)
    cands += [A.HEAL_SUPPORT + o for o in range(st.players)]
    cands.append(A.ABILITY)
    return cands


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

    def __init__(
        self,
        seat: int,
        purpose: int,
        arg: int,
        cost: tuple[int, int, int, int],
        maxm: int = 1,
        anyone: int = 0,
    ) -> None:
        # Written out: compiled, a dataclass's generated __init__ stays interpreted.
        self.seat = seat
        self.purpose = purpose
        self.arg = arg
        self.cost = cost
        self.maxm = maxm
        self.anyone = anyone

    def step(self, st: MadnessState) -> Decision | None:
        found = payments(st, self)
        if not found:  # nothing can pay any more: the action does not happen
            st.stack.pop()
            st.log("unpaid", self.seat, "mad-ev-unpaid", purpose=st.purpose_msg(self))
            return None
        st.pay_task = self  # kept for the answer (and labels, bots): see pending_payments
        st.pay_found = found
        return Decision(
            self.seat,
            "pay",
            tuple(range(A.PAYMENT, A.PAYMENT + len(found))),
            st.payment_prompt(self),
        )

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
        return Decision(
            CHANCE,
            "library",
            tuple(A.SPELL + s for s in ids),
            _LIBRARY_PROMPT,
            (1,) * len(ids),
        )

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

    def step(self, st: MadnessState) -> Decision | None:
        ids = action_options(st, self.seat) if self.n > 0 and not st.eliminated[self.seat] else []
        if not self.ability and ids and ids[-1] == A.ABILITY:
            ids.pop()
        if not ids:
            st.stack.pop()
            return None
        return Decision(self.seat, "act", (A.PASS, *ids), act_prompt(st, self))

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            st.log("act-stop", self.seat, "mad-ev-act-stop")
            return
        self.n -= 1
        start_action(st, self.seat, option)


task_named(Act, "act", "act", ("ability",))

#: The prompts of :class:`Act`, by (pack, n, seat, source): built once each (bounded).
_ACT_PROMPTS: dict[tuple[str, int, int, int], Msg] = {}


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


# -- recovery ------------------------------------------------------------------------------
@dataclass(slots=True)
class Recovery(Task):
    """End with exactly 6 cards in hand: discard element cards of your choice (never
    madness) down to 6, or draw up to 6."""

    seat: int

    def __init__(self, seat: int) -> None:
        # Written out: compiled, a dataclass's generated __init__ stays interpreted.
        self.seat = seat

    def step(self, st: MadnessState) -> Decision | None:
        hand = st.hands[self.seat]
        size = sum(hand)
        target = st.c.hand_size
        if st.c.has_ongoing:
            target = max(0, target + st.modifier("hand_size", self.seat))
        if size > target:
            ids = [A.CARD + k for k in range(MADNESS) if hand[k]]
            return choose(st, self.seat, self, "recovery", ids, size - target)
        st.stack.pop()
        if size < target:
            st.stack.append(Draw(self.seat, target - size))
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        st.discard_from_hand(self.seat, option - A.CARD)


task_named(Recovery, "recovery")


# -- the monster track --------------------------------------------------------------------------
@dataclass(slots=True)
class MonsterPhase(Task):
    """Advance the invocation marker one space and resolve what is there."""

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        if st.marker == 0:
            st.marker = 1
            st.stack.append(NewMonster())
            return
        if st.marker < 5:
            st.marker += 1
            st.log("marker", None, "mad-ev-marker", space=st.marker)
            tasks: list[Task] = []
            for slot in SPACE_SLOTS[st.marker]:
                cid = st.slots[slot]
                if cid < 0:
                    continue
                if st.curse_neutral[slot] >= 0:
                    st.log("curse-idle", None, "mad-ev-curse-neutral", curse=st.c.curses[cid].name)
                    continue
                tasks.append(CurseStrikes(slot))
            st.stack.extend(reversed(tasks))
            return
        invocation(st)


task_named(MonsterPhase, "monster")


@dataclass(slots=True)
class CurseStrikes(Task):
    """A curse's effect, applied to the players from the active player clockwise."""

    slot: int

    def __init__(self, slot: int) -> None:
        # Written out: compiled, a dataclass's generated __init__ stays interpreted.
        self.slot = slot

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        cid = st.slots[self.slot]
        if cid < 0 or st.curse_neutral[self.slot] >= 0:
            return
        st.log("curse", None, "mad-ev-curse", curse=st.c.curses[cid].name)
        push_effect(st, st.c.curses[cid].effect, st.active, 1, self.slot)


task_named(CurseStrikes, "strike")


def invocation(st: MadnessState) -> None:
    """The invocation space: the check, then bonus or penalty, then the next monster."""
    remaining = [i for i in range(A.SLOTS) if st.slots[i] >= 0]
    st.checks += 1
    monster = st.monster_card()
    assert monster is not None
    if remaining:
        st.log("failure", None, "mad-ev-failure", monster=monster.name, n=len(remaining))
    else:
        st.defeated += 1
        st.log("success", None, "mad-ev-success", monster=monster.name)
    if st.monster >= st.c.rounds:
        if remaining:
            st.lose("monster")
        else:
            st.win()
        return
    page = st.right_page()
    st.stack.append(EndRound())
    push_effect(st, page.penalty if remaining else page.bonus, st.active, 1, ROUND_END)


@dataclass(slots=True)
class EndRound(Task):
    """Remaining curses go to the bottom of their decks; spells neutralised for this
    round turn back up; the marker returns to space 1 and the next monster arrives."""

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        for slot in range(A.SLOTS):
            cid = st.slots[slot]
            if cid >= 0:
                st.curse_bottom[st.c.curses[cid].type].append(cid)
                st.clear_slot(slot)
                st.slots[slot] = -1
                st.curse_neutral[slot] = -1
        st.release_spells(until=st.monster)
        st.marker = 1
        st.stack.append(NewMonster())
        st.fire("round_end", st.active)


task_named(EndRound, "endround")


@dataclass(slots=True)
class NewMonster(Task):
    """Turn the page: the new monster appears (its effect on every player), the round
    marker moves down, and curses are placed (multi-element ones first, from slot 2)."""

    stage: int = 0

    def step(self, st: MadnessState) -> Decision | None:
        if self.stage == 0:
            st.monster += 1
            self.stage = 1
            return None
        if self.stage == 1:
            if st.monster <= st.c.inner_pages and len(st.pages) < st.monster:
                ids = tuple(A.PAGE + g for g in range(len(st.c.pages)) if g not in st.pages)
                return Decision(CHANCE, "page", ids, _PAGE_PROMPT, (1,) * len(ids))
            self.stage = 2
            return None
        if self.stage == 2:
            self.stage = 3
            monster = st.monster_card()
            assert monster is not None
            st.log("monster", None, "mad-ev-monster", monster=monster.name, round=st.monster)
            push_effect(st, monster.appear, st.active, 1, NO_SLOT)
            return None
        st.stack.pop()
        monster = st.monster_card()
        assert monster is not None
        multi = st.c.round_table[st.difficulty][st.monster - 1]
        types = [MULTI] * multi + list(monster.curses)
        st.stack.extend(reversed([PlaceCurse(i, t) for i, t in enumerate(types[: A.SLOTS])]))
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        g = option - A.PAGE
        st.pages.append(g)
        self.stage = 2


task_named(NewMonster, "newmonster")


@dataclass(slots=True)
class PlaceCurse(Task):
    """Draw a curse of ``type`` (chance over its deck; then its known bottom, in order)
    into ``slot``. An exhausted deck places nothing, and the curses still to place move
    up one space each (curses are placed one per space, each right after the last one
    placed: no space is left empty between them)."""

    slot: int
    type: int

    def __init__(self, slot: int, type: int) -> None:
        # Written out: compiled, a dataclass's generated __init__ stays interpreted.
        self.slot = slot
        self.type = type

    def step(self, st: MadnessState) -> Decision | None:
        deck = st.curse_decks[self.type]
        if len(deck) > 1:
            return Decision(
                CHANCE,
                "curse",
                tuple(A.CURSE + c for c in deck),
                _CURSE_PROMPT,
                (1,) * len(deck),
            )
        st.stack.pop()
        if deck:
            st.place_curse(self.slot, deck.pop())
        elif st.curse_bottom[self.type]:
            st.place_curse(self.slot, st.curse_bottom[self.type].pop(0))
        else:
            st.log("no-curse", None, "mad-ev-no-curse")
            for task in st.stack:
                if isinstance(task, PlaceCurse) and task.slot > self.slot:
                    task.slot -= 1
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        st.stack.pop()
        cid = option - A.CURSE
        st.curse_decks[self.type].remove(cid)
        st.place_curse(self.slot, cid)


task_named(PlaceCurse, "place")


# -- the turn ---------------------------------------------------------------------------------
CONCENTRATION: Final = 0
MONSTER: Final = 1
FLIP: Final = 2
ACTION: Final = 3
RECOVERY: Final = 4
RECOVERED: Final = 5
ELIMINATION: Final = 6
END: Final = 7
_ACTION_PROMPTS = tuple(msg("mad-prompt-action", seat=s + 1) for s in range(A.MAX_SEATS))


@dataclass(slots=True)
class Turn(Task):
    """One player's turn, phase by phase."""

    seat: int
    stage: int = CONCENTRATION

    def __init__(self, seat: int, stage: int = CONCENTRATION) -> None:
        # Written out: compiled, a dataclass's generated __init__ stays interpreted.
        self.seat = seat
        self.stage = stage

    def step(self, st: MadnessState) -> Decision | None:
        stage = self.stage
        if stage == CONCENTRATION:
            # a neutralised spell stays exhausted until it is turned back up
            keep = 0
            for entry in st.neutral[self.seat]:
                keep |= 1 << entry[0]
            st.exhausted[self.seat] &= keep
            for s in range(st.players):
                st.ability_used[s] = False
            if not st.quiet:  # no arguments built when nobody reads the events
                st.log("turn", self.seat, "mad-ev-turn", seat=self.seat + 1, turn=st.turn)
            self.stage = MONSTER
            st.fire("turn_start", self.seat)
            return None
        if stage == MONSTER:
            self.stage = FLIP
            st.stack.append(MonsterPhase())
            return None
        if stage == FLIP:
            for i in range(A.SLOTS):
                if 0 <= st.curse_neutral[i] < st.turn:
                    st.curse_neutral[i] = -1
                    if st.slots[i] >= 0:
                        st.log(
                            "curse-up", None, "mad-ev-curse-up", curse=st.c.curses[st.slots[i]].name
                        )
            self.stage = ACTION
            return None
        if stage == ACTION:
            ids = action_options(st, self.seat)
            return Decision(self.seat, "action", (A.PASS, *ids), _ACTION_PROMPTS[self.seat])
        if stage == RECOVERY:
            self.stage = RECOVERED
            st.stack.append(Recovery(self.seat))
            return None
        if stage == RECOVERED:
            # "at the end of your recovery" triggers run before the elimination check
            self.stage = ELIMINATION
            st.fire("recovered", self.seat)
            return None
        if stage == ELIMINATION:
            self.stage = END
            if st.hands[self.seat][MADNESS] >= st.c.eliminate_at:
                st.eliminate(self.seat)
            return None
        st.stack.pop()
        st.end_turn(self.seat)
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            self.stage = RECOVERY
            st.log("end-actions", self.seat, "mad-ev-end-actions")
            return
        start_action(st, self.seat, option)


task_named(Turn, "turn")


__all__ = [
    "P_ABILITY",
    "P_ACQUIRE",
    "P_DESTROY",
    "P_HEAL_HAND",
    "P_HEAL_SUPPORT",
    "P_LEARN",
    "P_SPELL",
    "SPACE_SLOTS",
    "Act",
    "CurseStrikes",
    "EndRound",
    "Learn",
    "MonsterPhase",
    "NewMonster",
    "Pay",
    "PlaceCurse",
    "Recovery",
    "RevealLibrary",
    "Reward",
    "Turn",
    "action_options",
    "action_refusal",
    "affordable",
    "finish_action",
    "invocation",
    "start_action",
    "vec",
]
