"""The action phase's options: which actions a player can pay for now, and what each costs.

An action (an ``A.ACTIVATE``... id of the action phase, or of an action another card
grants) is open when the table allows it (a spell of yours not yet activated, a library
spell, a market card, a curse, madness to heal, an unused ability), no ongoing card
forbids it, and the hand and the support reserve can pay its cost (:func:`action_cost`:
ongoing modifiers change costs, never below 1 element; tokens on a curse add to its
destruction cost). :func:`action_refusal` is the plain rule, one action at a time;
:func:`action_options` is the same answer for every action at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MADNESS

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState, Ongoing

#: No element at all (a cost paid in "any one element").
ZERO: Final = (0, 0, 0, 0)


def at_least_1(n: int) -> int:
    """``max(1, n)`` (compiled, a native comparison; the builtin is a generic call)."""
    return n if n > 1 else 1


def vec(element: int, n: int) -> tuple[int, int, int, int]:
    v = [0, 0, 0, 0]
    v[element] = n
    return (v[0], v[1], v[2], v[3])


def affordable(cost: tuple[int, ...], avail: list[int]) -> bool:
    return all(avail[e] >= cost[e] for e in range(4))


#: The actions an ongoing entry may forbid (``forbid`` entries name one of them).
ACTIONS: Final = ("activate", "learn", "acquire", "destroy", "heal", "ability")
# action_options' bit of each action of ACTIONS (forbidden ones) and its modifier offsets
_NO_ACTIVATE: Final = 1
_NO_LEARN: Final = 2
_NO_ACQUIRE: Final = 4
_NO_DESTROY: Final = 8
_NO_HEAL: Final = 16
_NO_ABILITY: Final = 32
_SPELL: Final = 0
_LEARN: Final = 4
_ACQUIRE: Final = 8
_DESTROY: Final = 12


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
    # the ongoing modifiers, per element, in one list: spell costs at 0-3, learning at
    # 4-7, acquiring at 8-11, destroying a curse at 12-15 (one list built per call)
    mod = [0] * 16
    heal = c.heal_cost
    forbid = 0  # a bit per action of ACTIONS
    if c.has_ongoing:
        # the modifiers touching ``seat`` in one pass over the entries in play, each as
        # MadnessState.modifier / destroy_extra / forbidden sum it (the plain rule)
        for owner, entry in st.ongoing():
            m = entry.modifier
            if not m or not st.touches(entry.who, owner, seat):
                continue
            if m == "forbid":
                forbid |= 1 << ACTIONS.index(entry.action)
            elif m == "heal_cost":
                heal += entry.n
            elif m == "destroy_cost":
                mod[_DESTROY + entry.element] += entry.n
            else:
                base = (
                    _SPELL
                    if m == "spell_cost"
                    else _LEARN
                    if m == "learn_cost"
                    else _ACQUIRE
                    if m == "acquire_cost"
                    else -1
                )
                if base >= 0:
                    if entry.element < 0:
                        for e in range(base, base + 4):
                            mod[e] += entry.n
                    else:
                        mod[base + entry.element] += entry.n
    ids: list[int] = []
    spells = c.spells
    if not forbid & _NO_ACTIVATE:
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
            if (exhausted >> s) & 1 or avail[e] < at_least_1(card.cost + mod[_SPELL + e]):
                continue
            if neutral and any(entry[0] == s for entry in neutral):
                continue
            ids.append(A.ACTIVATE + s)
    if not forbid & _NO_LEARN:
        for e, top in enumerate(st.lib_top):  # compiled: the lists iterated, not indexed
            if top >= 0 and avail[e] >= at_least_1(spells[top].learn_cost + mod[_LEARN + e]):
                ids.append(A.LEARN + e)
    if not forbid & _NO_ACQUIRE:
        for p, left in enumerate(st.market):
            if left and avail[p >> 1] >= at_least_1((p & 1) + 2 + mod[_ACQUIRE + (p >> 1)]):
                ids.append(A.ACQUIRE + p)
    if not forbid & _NO_DESTROY:
        neutral_curses, tokens = st.curse_neutral, st.curse_tokens
        for i, cid in enumerate(st.slots):
            if cid >= 0 and neutral_curses[i] < 0:
                w, e, f, r = c.curses[cid].cost
                t = tokens[i]
                if (
                    a0 >= w + t[0] + mod[_DESTROY]
                    and a1 >= e + t[1] + mod[_DESTROY + 1]
                    and a2 >= f + t[2] + mod[_DESTROY + 2]
                    and a3 >= r + t[3] + mod[_DESTROY + 3]
                ):
                    ids.append(A.DESTROY + i)
    need = at_least_1(heal)  # any one element: max(avail) written out
    if not forbid & _NO_HEAL and (a0 >= need or a1 >= need or a2 >= need or a3 >= need):
        if st.hands[seat][MADNESS]:
            ids.append(A.HEAL_HAND)
        for o, sup in enumerate(st.supports):
            if MADNESS in sup:
                ids.append(A.HEAL_SUPPORT + o)
    if not forbid & _NO_ABILITY and not st.ability_used[seat]:
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
        return vec(card.element, at_least_1(n)), 0
    if b == "learn":
        e = option - A.LEARN
        n = c.spells[st.lib_top[e]].learn_cost + (
            st.modifier("learn_cost", seat, e, ong) if dyn else 0
        )
        return vec(e, at_least_1(n)), 0
    if b == "acquire":
        p = option - A.ACQUIRE
        n = p % 2 + 2 + (st.modifier("acquire_cost", seat, p // 2, ong) if dyn else 0)
        return vec(p // 2, at_least_1(n)), 0
    if b == "destroy":
        slot = option - A.DESTROY
        cost = list(c.curses[st.slots[slot]].cost)
        extra = st.destroy_extra(seat, ong) if dyn else [0, 0, 0, 0]
        for e in range(4):
            cost[e] = max(0, cost[e] + st.curse_tokens[slot][e] + extra[e])
        return (cost[0], cost[1], cost[2], cost[3]), 0
    if b in ("heal_hand", "heal_support"):
        heal = c.heal_cost + (st.modifier("heal_cost", seat, -1, ong) if dyn else 0)
        return ZERO, at_least_1(heal)
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



__all__ = [
    "ACTIONS",
    "ACTION_OF_BLOCK",
    "ZERO",
    "action_candidates",
    "action_cost",
    "action_options",
    "action_refusal",
    "affordable",
    "vec",
]
