"""The structure of a game: turns and their phases, the monster track, actions, payment.

A turn is one :class:`Turn` task at the bottom of the stack: concentration (refresh your
spells), the monster phase (:class:`MonsterPhase`: advance the invocation marker and
resolve its space), the action phase (a decision repeated until ``PASS``), recovery
(:class:`Recovery`: discard down to or draw up to 6), the elimination check, then the
next player's turn. Actions are paid card by card with :class:`Pay` and then carried out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tomecraft.core import CHANCE, Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import ELEM, MADNESS, MULTI, NK, VALUE, kind, kind_pile
from tomecraft.games.madness.effects import push_effect
from tomecraft.games.madness.tasks import NO_SLOT, ROUND_END, Task
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

#: Invocation slots (0-4) on each track space: 2 -> slot 0, 3 -> slots 1 and 2, ...
SPACE_SLOTS: dict[int, tuple[int, ...]] = {2: (0,), 3: (1, 2), 4: (3,), 5: (4,)}
#: What a payment is for.
P_SPELL, P_LEARN, P_ACQUIRE, P_DESTROY, P_HEAL_HAND, P_HEAL_SUPPORT, P_ABILITY = range(7)
ZERO = (0, 0, 0, 0)


def vec(element: int, n: int) -> tuple[int, int, int, int]:
    v = [0, 0, 0, 0]
    v[element] = n
    return (v[0], v[1], v[2], v[3])


def affordable(cost: tuple[int, ...], avail: list[int]) -> bool:
    return all(avail[e] >= cost[e] for e in range(4))


# -- actions ---------------------------------------------------------------------------------
def action_options(st: MadnessState, seat: int) -> list[int]:
    """Every action ``seat`` can pay for now (``PASS`` not included), in id order."""
    c = st.c
    a0, a1, a2, a3 = avail = st.avail(seat)
    ids: list[int] = []
    neutral = st.neutral[seat]
    exhausted = st.exhausted[seat]
    spells = c.spells
    for s in sorted(st.spells[seat]):
        card = spells[s]
        if (exhausted >> s) & 1 or avail[card.element] < card.cost:
            continue
        if neutral and any(entry[0] == s for entry in neutral):
            continue
        ids.append(A.ACTIVATE + s)
    for e in range(4):
        top = st.lib_top[e]
        if top >= 0 and avail[e] >= spells[top].learn_cost:
            ids.append(A.LEARN + e)
    market = st.market
    for p in range(8):
        if market[p] and avail[p >> 1] >= (p & 1) + 2:
            ids.append(A.ACQUIRE + p)
    slots, neutral_curses = st.slots, st.curse_neutral
    for i in range(A.SLOTS):
        cid = slots[i]
        if cid >= 0 and neutral_curses[i] < 0:
            w, e, f, r = c.curses[cid].cost
            if a0 >= w and a1 >= e and a2 >= f and a3 >= r:
                ids.append(A.DESTROY + i)
    if max(avail) >= c.heal_cost:
        if st.hands[seat][MADNESS]:
            ids.append(A.HEAL_HAND)
        for o, sup in enumerate(st.supports):
            if MADNESS in sup:
                ids.append(A.HEAL_SUPPORT + o)
    if not st.ability_used[seat]:
        w, e, f, r = c.mages[st.mages[seat]].ability_cost
        if a0 >= w and a1 >= e and a2 >= f and a3 >= r:
            ids.append(A.ABILITY)
    return ids


def start_action(st: MadnessState, seat: int, option: int) -> None:
    """Begin an action chosen in the action phase (or during another player's turn)."""
    c = st.c
    b = A.block(option)
    if b == "activate":
        s = option - A.ACTIVATE
        card = c.spells[s]
        st.stack.append(Pay(seat, P_SPELL, s, vec(card.element, card.cost), maxm=3))
    elif b == "learn":
        e = option - A.LEARN
        st.stack.append(Pay(seat, P_LEARN, e, vec(e, c.spells[st.lib_top[e]].learn_cost)))
    elif b == "acquire":
        p = option - A.ACQUIRE
        st.stack.append(Pay(seat, P_ACQUIRE, p, vec(p // 2, p % 2 + 2)))
    elif b == "destroy":
        slot = option - A.DESTROY
        st.stack.append(Pay(seat, P_DESTROY, slot, c.curses[st.slots[slot]].cost))
    elif b == "heal_hand":
        st.stack.append(Pay(seat, P_HEAL_HAND, seat, ZERO, anyone=c.heal_cost))
    elif b == "heal_support":
        st.stack.append(
            Pay(seat, P_HEAL_SUPPORT, option - A.HEAL_SUPPORT, ZERO, anyone=c.heal_cost)
        )
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
        st.log("activate", seat, "mad-ev-activate", spell=c.spells[arg].name, mult=mult)
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
    """Pay a cost card by card from your hand or the support reserve.

    ``cost`` is per element (each card pays its own element with its whole value; excess
    is lost). ``anyone`` > 0 asks that many of any single element (healing): the first
    card fixes the element. A spell (``maxm`` 3) may be paid 2x or 3x: once 1x is met,
    ``PASS`` ("done") is offered as long as a higher multiple is still within reach.
    Only cards that help towards a reachable multiple are offered.
    """

    name: ClassVar[str] = "pay"
    seat: int
    purpose: int
    arg: int
    cost: tuple[int, int, int, int]
    paid: tuple[int, int, int, int] = ZERO
    maxm: int = 1
    anyone: int = 0

    def level(self) -> int:
        parts = [self.paid[e] // self.cost[e] for e in range(4) if self.cost[e]]
        if not parts:
            return 0
        return min(min(parts), self.maxm)

    def step(self, st: MadnessState) -> Decision | None:
        avail = st.avail(self.seat)
        if not any(self.cost):
            wanted = [e for e in range(4) if avail[e] >= self.anyone]
            level, reach = 0, 1
        else:
            level = self.level()
            reach = level
            for m in range(self.maxm, level, -1):
                if all(self.paid[e] + avail[e] >= m * self.cost[e] for e in range(4)):
                    reach = m
                    break
            if level >= reach:
                st.stack.pop()
                finish_action(st, self.seat, self.purpose, self.arg, max(level, 1))
                return None
            wanted = [e for e in range(4) if self.cost[e] and self.paid[e] < reach * self.cost[e]]
        ids = [A.PASS] if level >= 1 else []
        hand = st.hands[self.seat]
        for e in wanted:
            for v in range(3):
                if hand[e * 3 + v]:
                    ids.append(A.CARD + e * 3 + v)
        for o in range(st.players):
            seen = 0
            for k in st.supports[o]:
                if k < MADNESS and ELEM[k] in wanted and not (seen >> k) & 1:
                    seen |= 1 << k
                    ids.append(A.support_id(o, k))
        ids.sort()
        return Decision(
            self.seat,
            "pay",
            tuple(ids),
            msg("mad-prompt-pay", paid=sum(self.paid), level=level, purpose=st.purpose_msg(self)),
        )

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            finish_action(st, self.seat, self.purpose, self.arg, self.level())
            return
        if option >= A.SUPPORT:
            owner, k = divmod(option - A.SUPPORT, NK)
            st.discard_support(owner, k, payer=self.seat)
        else:
            owner, k = self.seat, option - A.CARD
            st.discard_from_hand(self.seat, k, paying=True)
        e = ELEM[k]
        if not any(self.cost):
            self.cost = vec(e, self.anyone)
        paid = list(self.paid)
        paid[e] += VALUE[k]
        self.paid = (paid[0], paid[1], paid[2], paid[3])


@dataclass(slots=True)
class Learn(Task):
    """Place a learned spell; with the limit reached, first forget (destroy) one of yours.
    Then the next spell of that library stack is revealed."""

    name: ClassVar[str] = "learn"
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


@dataclass(slots=True)
class RevealLibrary(Task):
    """Chance: the next (face-down) spell of a library stack is turned up."""

    name: ClassVar[str] = "reveal"
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
            msg("mad-prompt-library"),
            (1,) * len(ids),
        )

    def answer(self, st: MadnessState, option: int) -> None:
        st.stack.pop()
        s = option - A.SPELL
        st.lib_top[self.element] = s
        st.log("reveal", None, "mad-ev-reveal", spell=st.c.spells[s].name)


@dataclass(slots=True)
class Reward(Task):
    """After destroying a curse: a value-2 card of your choice into your discard pile."""

    name: ClassVar[str] = "reward"
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


@dataclass(slots=True)
class Act(Task):
    """Another player performs up to ``n`` actions as if it were their turn (no refill, no
    refresh); ``PASS`` stops early."""

    name: ClassVar[str] = "act"
    verb: ClassVar[str] = "act"
    seat: int
    n: int

    @classmethod
    def from_step(cls, seat: int, spec: object, n: int, slot: int) -> Task:
        return cls(seat, n)

    def step(self, st: MadnessState) -> Decision | None:
        ids = action_options(st, self.seat) if self.n > 0 else []
        if not ids:
            st.stack.pop()
            return None
        return Decision(
            self.seat, "act", (A.PASS, *ids), msg("mad-prompt-act", n=self.n, seat=self.seat + 1)
        )

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            st.stack.pop()
            st.log("act-stop", self.seat, "mad-ev-act-stop")
            return
        self.n -= 1
        start_action(st, self.seat, option)


# -- recovery ------------------------------------------------------------------------------
@dataclass(slots=True)
class Recovery(Task):
    """End with exactly 6 cards in hand: discard element cards of your choice (never
    madness) down to 6, or draw up to 6."""

    name: ClassVar[str] = "recovery"
    seat: int

    def step(self, st: MadnessState) -> Decision | None:
        hand = st.hands[self.seat]
        size = sum(hand)
        target = st.c.hand_size
        if size > target:
            ids = [A.CARD + k for k in range(MADNESS) if hand[k]]
            if not ids:
                st.stack.pop()
                return None
            if len(ids) == 1:
                self.answer(st, ids[0])
                return None
            return Decision(
                self.seat, "recovery", tuple(ids), msg("mad-prompt-recovery", n=size - target)
            )
        st.stack.pop()
        if size < target:
            from tomecraft.games.madness.tasks import Draw

            st.stack.append(Draw(self.seat, target - size))
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        st.discard_from_hand(self.seat, option - A.CARD)


# -- the monster track --------------------------------------------------------------------------
@dataclass(slots=True)
class MonsterPhase(Task):
    """Advance the invocation marker one space and resolve what is there."""

    name: ClassVar[str] = "monster"

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


@dataclass(slots=True)
class CurseStrikes(Task):
    """A curse's effect, applied to the players from the active player clockwise."""

    name: ClassVar[str] = "strike"
    slot: int

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        cid = st.slots[self.slot]
        if cid < 0 or st.curse_neutral[self.slot] >= 0:
            return
        st.log("curse", None, "mad-ev-curse", curse=st.c.curses[cid].name)
        push_effect(st, st.c.curses[cid].effect, st.active, 1, self.slot)


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

    name: ClassVar[str] = "endround"

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        for slot in range(A.SLOTS):
            cid = st.slots[slot]
            if cid >= 0:
                st.curse_bottom[st.c.curses[cid].type].append(cid)
                st.slots[slot] = -1
                st.curse_neutral[slot] = -1
        st.release_spells(until=st.monster)
        st.marker = 1
        st.stack.append(NewMonster())


@dataclass(slots=True)
class NewMonster(Task):
    """Turn the page: the new monster appears (its effect on every player), the round
    marker moves down, and curses are placed (multi-element ones first, from slot 2)."""

    name: ClassVar[str] = "newmonster"
    stage: int = 0

    def step(self, st: MadnessState) -> Decision | None:
        if self.stage == 0:
            st.monster += 1
            self.stage = 1
            return None
        if self.stage == 1:
            if st.monster <= st.c.inner_pages and len(st.pages) < st.monster:
                ids = tuple(A.PAGE + g for g in range(len(st.c.pages)) if g not in st.pages)
                return Decision(CHANCE, "page", ids, msg("mad-prompt-page"), (1,) * len(ids))
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


@dataclass(slots=True)
class PlaceCurse(Task):
    """Draw a curse of ``type`` (chance over its deck; then its known bottom, in order)
    into ``slot``. An exhausted deck places nothing."""

    name: ClassVar[str] = "place"
    slot: int
    type: int

    def step(self, st: MadnessState) -> Decision | None:
        deck = st.curse_decks[self.type]
        if len(deck) > 1:
            return Decision(
                CHANCE,
                "curse",
                tuple(A.CURSE + c for c in deck),
                msg("mad-prompt-curse"),
                (1,) * len(deck),
            )
        st.stack.pop()
        if deck:
            st.place_curse(self.slot, deck.pop())
        elif st.curse_bottom[self.type]:
            st.place_curse(self.slot, st.curse_bottom[self.type].pop(0))
        else:
            st.log("no-curse", None, "mad-ev-no-curse")
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        st.stack.pop()
        cid = option - A.CURSE
        st.curse_decks[self.type].remove(cid)
        st.place_curse(self.slot, cid)


# -- the turn ---------------------------------------------------------------------------------
CONCENTRATION, MONSTER, FLIP, ACTION, RECOVERY, ELIMINATION, END = range(7)
_ACTION_PROMPTS = tuple(msg("mad-prompt-action", seat=s + 1) for s in range(A.MAX_SEATS))


@dataclass(slots=True)
class Turn(Task):
    """One player's turn, phase by phase."""

    name: ClassVar[str] = "turn"
    seat: int
    stage: int = CONCENTRATION

    def step(self, st: MadnessState) -> Decision | None:
        stage = self.stage
        if stage == CONCENTRATION:
            st.exhausted[self.seat] = 0
            for s in range(st.players):
                st.ability_used[s] = False
            st.log("turn", self.seat, "mad-ev-turn", seat=self.seat + 1, turn=st.turn)
            self.stage = MONSTER
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
            self.stage = ELIMINATION
            st.stack.append(Recovery(self.seat))
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
    "affordable",
    "finish_action",
    "invocation",
    "start_action",
    "vec",
]
