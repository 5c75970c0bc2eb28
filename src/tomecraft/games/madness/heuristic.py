"""The Big Book of Madness's heuristic: a quick score of the group's position for the bots
(:func:`team_value`), the worth of an effect (:func:`effect_value`), and the static
worth of each action, which picks the actions a search considers (:func:`best_actions`)."""

from __future__ import annotations

from tomecraft.core import Decision
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MADNESS, VALUE, Content, StepSpec, kind
from tomecraft.games.madness.effects import clause_targets
from tomecraft.games.madness.state import MadnessState

# -- the heuristic ---------------------------------------------------------------------------
W_CURSE = 7.0
W_CURSE_PENDING = 4.0
W_CURSE_FINAL = 30.0
W_MADNESS_HAND = 3.0
W_MADNESS_OWNED = 2.0
W_MADNESS_SUPPORT = 1.0
W_PILE = 2.5
W_ELIMINATED = 120.0
W_POTENTIAL = 4.0
W_CARD_VALUE = 2.0
W_CARD_BASE = 1.0
W_HAND = 0.15
W_SUPPORT = 0.6
W_SPELL = 1.0
W_LIFE_FLOOR = 0.3


def _spell_value(st: MadnessState, s: int) -> float:
    lv = st.c.spells[s].level
    return W_SPELL * (1.5 if lv == 0 else 3.0 + 2.0 * lv)


def _curse_weight(st: MadnessState, slot: int) -> float:
    w = W_CURSE_FINAL if st.monster >= st.c.rounds else W_CURSE
    space = (2, 3, 3, 4, 5)[slot]
    if space > st.marker and st.curse_neutral[slot] < 0:
        w += W_CURSE_PENDING
    return w


def _life(st: MadnessState) -> float:
    """How much of the game is left to profit from long-term gains (cards, spells)."""
    return W_LIFE_FLOOR + (1.0 - W_LIFE_FLOOR) * (1.0 - st.progress())


def _min_waste(need: int, values: list[int]) -> int:
    """The least value lost paying ``need`` with some of ``values`` (a tiny subset sum)."""
    if need <= 0:
        return 0
    reach = 1  # bit i: a subset sums to i
    for v in values:
        reach |= reach << v
    total = sum(values)
    for s in range(need, total + 1):
        if (reach >> s) & 1:
            return s - need
    return 0


def _pending_value(st: MadnessState, task: object) -> float:
    """What an action chosen but not yet paid will bring once paid (at 1x), so that a
    one-ply search that chooses it sees the gain."""
    if not isinstance(task, AT.Pay):
        return 0.0
    return _pending_gain(st, task.purpose, task.arg, st.c, task.seat, 1)


def _pending_gain(
    st: MadnessState, p: int, arg: int, c: Content, pay_seat: int, level: int
) -> float:
    if p == AT.P_DESTROY:
        return _curse_weight(st, arg) + 2 * W_CARD_VALUE + W_CARD_BASE
    if p == AT.P_LEARN:
        top = st.lib_top[arg]
        return _life(st) * _spell_value(st, top) if top >= 0 else 0.0
    if p == AT.P_ACQUIRE:
        return _life(st) * (W_CARD_VALUE * VALUE[kind(arg // 2, arg % 2 + 2)] + W_CARD_BASE)
    if p in (AT.P_HEAL_HAND, AT.P_HEAL_SUPPORT):
        where = W_MADNESS_HAND if p == AT.P_HEAL_HAND else W_MADNESS_SUPPORT
        return W_PILE + where + W_MADNESS_OWNED
    if p == AT.P_SPELL:
        return effect_value(st, c.spells[arg].effect, pay_seat, max(level, 1))
    return effect_value(st, c.mages[arg].ability, pay_seat, 1)


def effect_value(st: MadnessState, eid: int, caster: int, mult: int) -> float:
    """A rough worth of an effect for the group, read from its verbs (for bots)."""
    total = 0.0
    for clause in st.c.effects[eid]:
        seats = clause_targets(st, clause.target, caster)
        if clause.target in ("one", "one_other") and seats:
            seats = seats[:1]
        for seat in seats:
            for step in clause.steps:
                total += _step_value(st, seat, step, step.n * (mult if step.x else 1))
    return total


def _step_value(st: MadnessState, seat: int, step: StepSpec, n: int) -> float:
    verb = step.verb
    hand = st.hands[seat]
    if verb == "draw":
        return 1.2 * n
    if verb == "discard":
        return -1.0 * n
    if verb == "destroy":
        zone = st.discards[seat] if step.zone == 2 else hand
        mad = min(n, zone[MADNESS])
        return 3.0 * mad - (0.8 * (n - mad) if step.card != 2 and not step.may else 0.0)
    if verb == "support":
        return 0.8 * min(n, max(0, st.slots_of(seat) - len(st.supports[seat])))
    if verb == "madness":
        return -5.0 * n
    if verb == "heal":
        held = hand[MADNESS] + sum(sup.count(MADNESS) for sup in st.supports)
        return 6.0 * min(n, held)
    if verb == "gain":
        return (2.0 * step.value + 1.0 + (0.5 if step.to == 1 else 0.0)) * n
    if verb == "upgrade":
        return 2.2 * min(n, sum(hand[k] for k in range(12) if VALUE[k] < 3))
    if verb == "neutralise_curse":
        live = sum(
            1
            for i in range(A.SLOTS)
            if st.slots[i] >= 0 and st.curse_neutral[i] < 0 and (2, 3, 3, 4, 5)[i] > st.marker
        )
        return 4.0 * min(n, live)
    if verb == "neutralise_spell":
        return -1.5 * n
    if verb == "act":
        return 2.5 * n
    # shuffle: worth a madness card saved when the deck is about to run out
    deck = sum(st.decks[seat])
    return 4.0 if deck < st.c.hand_size and any(st.discards[seat]) else 0.3


def team_value(st: MadnessState) -> float:
    """A quick score of the group's position (higher is better).

    Terminal: a win is worth 1000, a loss -1000 plus progress. Otherwise: curses left on
    the track (more for those whose effect is still to come, far more on the final
    monster), madness (in hands most, in decks and discard piles, in supports; the pile's
    remaining cards), each player's cards (value minus a thinness cost), support cards,
    spells, neutralised spells, eliminated players, and a payment in progress.
    """
    if st.over:
        return 1000.0 if st.won else -1000.0 + 400.0 * st.progress()
    v = 0.0
    life = _life(st)
    for slot in range(A.SLOTS):
        if st.slots[slot] >= 0:
            v -= _curse_weight(st, slot)
    v += W_PILE * st.pile - 25.0 / (st.pile + 1)
    for s in range(st.players):
        if st.eliminated[s]:
            v -= W_ELIMINATED
            continue
        hand, deck, disc = st.hands[s], st.decks[s], st.discards[s]
        mad_hand = hand[MADNESS]
        v -= W_MADNESS_HAND * mad_hand + (6.0 * (mad_hand - 3) if mad_hand > 3 else 0.0)
        v -= W_MADNESS_OWNED * (deck[MADNESS] + disc[MADNESS])
        owned = 0.0
        now = 0.0
        for k in range(12):
            cnt = hand[k] + deck[k] + disc[k]
            if cnt:
                owned += cnt * (W_CARD_VALUE * VALUE[k] + W_CARD_BASE)
            if hand[k]:
                now += W_HAND * hand[k] * VALUE[k]
        for k in st.supports[s]:
            if k == MADNESS:
                v -= W_MADNESS_SUPPORT
            else:
                owned += W_CARD_VALUE * VALUE[k] + W_CARD_BASE
                now += W_SUPPORT
        v += life * owned + now
        for sp in st.spells[s]:
            v += life * _spell_value(st, sp)
        v -= 1.5 * len(st.neutral[s])
    v += W_POTENTIAL * _potential(st)
    for task in st.stack:
        v += _pending_value(st, task)
    return v


#: Actions (besides ending the phase) that the search considers in an action decision.
SEARCH_ACTIONS = 5


def _action_gain(st: MadnessState, seat: int, option: int) -> float:
    """A static worth of starting action ``option`` (no look-ahead): what it brings at
    1x, less half the value of its cost."""
    c = st.c
    b = A.block(option)
    if b == "activate":
        s = option - A.ACTIVATE
        return _pending_gain(st, AT.P_SPELL, s, c, seat, 1) - 0.5 * c.spells[s].cost
    if b == "learn":
        e = option - A.LEARN
        top = st.lib_top[e]
        cost = c.spells[top].learn_cost if top >= 0 else 0
        return _pending_gain(st, AT.P_LEARN, e, c, seat, 1) - 0.5 * cost
    if b == "acquire":
        p = option - A.ACQUIRE
        return _pending_gain(st, AT.P_ACQUIRE, p, c, seat, 1) - 0.5 * (p % 2 + 2)
    if b == "destroy":
        slot = option - A.DESTROY
        return _pending_gain(st, AT.P_DESTROY, slot, c, seat, 1) + 100.0  # always searched
    if b == "heal_hand":
        return _pending_gain(st, AT.P_HEAL_HAND, seat, c, seat, 1) - 0.5 * c.heal_cost
    if b == "heal_support":
        return _pending_gain(st, AT.P_HEAL_SUPPORT, 0, c, seat, 1) - 0.5 * c.heal_cost
    mage = c.mages[st.mages[seat]]
    return _pending_gain(st, AT.P_ABILITY, mage.index, c, seat, 1) - 0.5 * sum(mage.ability_cost)


def best_actions(st: MadnessState, d: Decision) -> tuple[int, ...]:
    """``PASS`` and the :data:`SEARCH_ACTIONS` actions of best static worth (curse
    destruction always among them), in id order."""
    rest = [a for a in d.ids if a != A.PASS]
    if len(rest) <= SEARCH_ACTIONS:
        return d.ids
    ranked = sorted(rest, key=lambda a: -_action_gain(st, d.actor, a))[:SEARCH_ACTIONS]
    keep = set(ranked)
    return tuple(a for a in d.ids if a == A.PASS or a in keep)


def _potential(st: MadnessState) -> float:
    """How close each remaining curse is to being paid for: for every curse, the best
    share of its cost one player could pay from hand and the support reserve (squared, so
    that gathering one element counts more than spreading out), times its weight."""
    curses = [(slot, st.slots[slot]) for slot in range(A.SLOTS) if st.slots[slot] >= 0]
    if not curses:
        return 0.0
    reserve = [0, 0, 0, 0]
    for sup in st.supports:
        for k in sup:
            if k < MADNESS:
                reserve[k // 3] += VALUE[k]
    avails = []
    for s in range(st.players):
        if st.eliminated[s]:
            continue
        hand = st.hands[s]
        a = reserve[:]
        for k in range(12):
            if hand[k]:
                a[k // 3] += hand[k] * VALUE[k]
        avails.append(a)
    total = 0.0
    for slot, cid in curses:
        cost = st.c.curses[cid].cost
        best = 0.0
        for a in avails:
            share = sum(min(a[e], cost[e]) for e in range(4)) / 4.0
            best = max(best, share)
        total += best * best * _curse_weight(st, slot) / W_CURSE
    return total


__all__ = ["SEARCH_ACTIONS", "best_actions", "effect_value", "team_value"]
