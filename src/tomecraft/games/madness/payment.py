"""Paying a cost as one decision: which cards pay.

A payment option is a *combination* of element cards from the payer's hand and from the
support reserve (any player's support) that covers the cost. Each card pays its own
element with its whole value; value beyond the cost is lost (*waste*). A spell may be
paid 2x or 3x its cost (``maxm``); a heal asks ``anyone`` of a single element of the
payer's choice.

Paying more than the cost is legal (the rulebook: discard cards making *at least* the
elements required; the excess is lost), so every multiset of cards of the cost's elements
that covers the cost is listed. Cards of an element the cost does not ask generate nothing
towards it and never pay. The payer chooses the multiple: a combination that reaches 2x or
3x is listed at every multiple from 1x up to the highest it reaches ("may be multiplied").

**Option ids.** Options are ranked and the option ``A.PAYMENT + i`` is the ``i``-th of
that ranking (``i`` < :data:`~tomecraft.games.madness.actions.MAX_PAYMENTS`), so
``A.PAYMENT`` is always the *default* payment:

1. the default comes first: the option with the least waste, then the fewest support
   cards (the team's reserve is kept), then the cards of least value (valuable cards are
   kept), then the lower multiple, then a fixed card order (a lone value-3 card for a
   cost of 1 defaults to 3x, where nothing is lost);
2. then the best option of each other multiple, by the same order (so every reachable
   multiple has an option among the first ones);
3. then every other option, cheapest first (least waste, fewest support cards, least
   valuable cards, lower multiple), up to the cap. Duplicates are merged: two cards of
   one kind from one place are one choice. The cap binds only on hands and reserves far
   beyond a normal game's (for a multi-element cost each element keeps its
   :data:`PER_ELEMENT` cheapest parts plus its cheapest part per multiple).

The ranking uses only what the payer sees (their hand and the public supports).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Final

from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import VALUE
from tomecraft.i18n import Msg, join, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.action_tasks import Pay
    from tomecraft.games.madness.state import MadnessState

#: What :func:`payments` depends on: cost, maxm, anyone, the paying cards per element.
Group = tuple[int, int, int]
PaymentKey = tuple[tuple[int, int, int, int], int, int, tuple[tuple[Group, ...], ...]]
#: An element's combination of cards, ranked: value lost, support cards, worth, cards.
Combo = tuple[int, int, int, tuple[tuple[int, int], ...]]
#: A payment option, ranked: value lost, support cards, worth, multiple, cards.
Ranked = tuple[int, int, int, int, tuple[tuple[int, int], ...]]
#: A payment's preference key within a multiple (:meth:`Payment.key`).
Rank = tuple[int, int, int, tuple[tuple[int, int], ...]]
#: A card source: ``HAND`` for the payer's hand, otherwise the seat whose support holds it.
HAND: Final = -1
#: Combinations kept per element before the elements of a multi-element cost are combined
#: (the cheapest, plus the cheapest reaching each higher multiple).
PER_ELEMENT: Final = 12


@dataclass(slots=True)
class Payment:
    """One way to pay: ``cards`` as sorted ``(source, kind)`` pairs (one per card),
    the multiple reached (1-3) and the value lost. Read-only by convention (remembered
    rankings share them between positions); not frozen, so that its ``__init__`` is the
    written, compiled one (a frozen dataclass's generated one stays interpreted)."""

    cards: tuple[tuple[int, int], ...]
    level: int
    waste: int

    def key(self) -> Rank:
        """Preference order within a multiple: least waste, fewest support cards, least
        valuable cards (sum of squared values), then the cards themselves."""
        support = sum(1 for src, _ in self.cards if src != HAND)
        worth = sum(VALUE[k] * VALUE[k] for _, k in self.cards)
        return (self.waste, support, worth, self.cards)

    def paid(self) -> tuple[int, int, int, int]:
        out = [0, 0, 0, 0]
        for _, k in self.cards:
            out[k // 3] += VALUE[k]
        return (out[0], out[1], out[2], out[3])


def _groups(st: MadnessState, seat: int, element: int) -> tuple[Group, ...]:
    """``(source, kind, count)`` of the cards of ``element`` that ``seat`` may pay with:
    the hand's first, then each player's support, each by kind (so that cards taken in
    this order are in :class:`Payment` order)."""
    out: list[Group] = []
    hand = st.hands[seat]
    base = element * 3
    for k in range(base, base + 3):
        if hand[k]:
            out.append((HAND, k, hand[k]))
    for owner, sup in enumerate(st.supports):
        if sup:
            for k in range(base, base + 3):
                n = sup.count(k)
                if n:
                    out.append((owner, k, n))
    return tuple(out)


def _element_combos(groups: tuple[Group, ...], need: int) -> list[Combo]:
    """Every non-empty multiset of cards from ``groups`` whose values reach ``need``
    (paying more than needed is legal; the excess is lost), as its ranking
    ``(value lost, support cards, sum of squared values, cards)``, in no set order. Built
    group by group, so the cards are in :class:`Payment` order."""
    parts: list[tuple[int, int, int, tuple[tuple[int, int], ...]]] = [(0, 0, 0, ())]
    for src, k, n in groups:
        v = VALUE[k]
        s = 0 if src == HAND else 1
        one: tuple[tuple[int, int]] = ((src, k),)  # the card, added by tuple concatenation
        grown: list[tuple[int, int, int, tuple[tuple[int, int], ...]]] = []
        for part in parts:
            grown.append(part)  # none of this card
            value, support, worth, cards = part
            for _ in range(n):
                value += v
                support += s
                worth += v * v
                cards = cards + one
                grown.append((value, support, worth, cards))
        parts = grown
    return [
        (value - need, support, worth, cards)
        for value, support, worth, cards in parts
        if value >= need and cards
    ]


def _kept(combos: list[Combo], need: int, maxm: int) -> list[Combo]:
    """The cheapest :data:`PER_ELEMENT` of an element's ``combos`` (sorted cheapest
    first), plus the cheapest reaching each higher multiple, so that every multiple stays
    reachable when the elements of a multi-element cost are combined."""
    kept = combos[:PER_ELEMENT]
    for m in range(2, maxm + 1):
        best = next((c for c in combos if c[0] + need >= m * need), None)
        if best is not None and best not in kept:
            kept.append(best)
    return kept


def _level(paid: tuple[int, int, int, int], pay: Pay) -> int:
    parts = [paid[e] // pay.cost[e] for e in range(4) if pay.cost[e]]
    return min(min(parts), pay.maxm) if parts else 1


#: Payments already ranked, by everything they depend on (:func:`memo_key`); cleared
#: when full. Positions share them (nothing changes a :class:`Payment`).
_MEMO: Final[dict[tuple[int, ...], list[Payment]]] = {}
MEMO_SIZE: Final = 4096


def payment_key(st: MadnessState, pay: Pay) -> PaymentKey:
    """Everything :func:`payments` depends on: the cost, the multiples, the amount of any
    one element, and the cards that may pay (:func:`_groups`) of each element concerned."""
    seat = pay.seat
    cost = pay.cost
    w, e, f, r = cost
    if w or e or f or r:
        groups = (
            _groups(st, seat, 0) if w else (),
            _groups(st, seat, 1) if e else (),
            _groups(st, seat, 2) if f else (),
            _groups(st, seat, 3) if r else (),
        )
    else:
        groups = (_groups(st, seat, 0), _groups(st, seat, 1), _groups(st, seat, 2),
                  _groups(st, seat, 3))
    return (cost, pay.maxm, pay.anyone, groups)


def memo_key(st: MadnessState, pay: Pay) -> tuple[int, ...]:
    """:func:`payment_key` as one flat tuple of numbers (one hash, no nested tuples to
    build): the cost, the multiples, the amount of any one element, then the groups'
    ``(source, kind, count)`` of each element concerned, in :func:`_groups`' order. Each
    kind belongs to one element, so two positions have the same flat key exactly when
    they have the same :func:`payment_key` (a test checks it along random games)."""
    seat = pay.seat
    w, e, f, r = pay.cost
    out = [w, e, f, r, pay.maxm, pay.anyone]
    every = not (w or e or f or r)
    hand = st.hands[seat]
    supports = st.supports
    if w or every:
        _add_groups(out, hand, supports, 0)
    if e or every:
        _add_groups(out, hand, supports, 1)
    if f or every:
        _add_groups(out, hand, supports, 2)
    if r or every:
        _add_groups(out, hand, supports, 3)
    return tuple(out)


def _add_groups(out: list[int], hand: list[int], supports: list[list[int]], element: int) -> None:
    """:func:`_groups` of ``element``, flat, appended to ``out``."""
    base = element * 3
    for k in range(base, base + 3):
        if hand[k]:
            out.append(HAND)
            out.append(k)
            out.append(hand[k])
    for owner, sup in enumerate(supports):
        if sup:
            n0 = n1 = n2 = 0
            for k in sup:  # sup.count() of the element's 3 kinds, in one pass
                if k == base:
                    n0 += 1
                elif k == base + 1:
                    n1 += 1
                elif k == base + 2:
                    n2 += 1
            if n0:
                out.append(owner)
                out.append(base)
                out.append(n0)
            if n1:
                out.append(owner)
                out.append(base + 1)
                out.append(n1)
            if n2:
                out.append(owner)
                out.append(base + 2)
                out.append(n2)


def payments(st: MadnessState, pay: Pay) -> list[Payment]:
    """Every listed way to pay ``pay`` now, default first (see the module's ranking);
    empty if the cost cannot be paid. Remembered by :func:`memo_key` (a test compares
    the remembered answers with :func:`ranked_payments`)."""
    key = memo_key(st, pay)
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) >= MEMO_SIZE:
            _MEMO.clear()
        found = _MEMO[key] = rank(payment_key(st, pay))
    return list(found)


def ranked_payments(st: MadnessState, pay: Pay) -> list[Payment]:
    """:func:`payments` computed from scratch (nothing remembered)."""
    return rank(payment_key(st, pay))


def rank(key: PaymentKey) -> list[Payment]:
    """The payments listed for ``key`` (:func:`payment_key`), ranked: every option as a
    ``(waste, support cards, worth, multiple, cards)`` tuple, sorted, the best of each
    multiple first; a :class:`Payment` is built only for those listed."""
    cost, maxm, anyone, groups = key
    found: list[Ranked] = []
    elements = [e for e in range(4) if cost[e]]
    if not elements:  # any one element, ``anyone`` of it
        for e in range(4):
            for waste, support, worth, cards in _element_combos(groups[e], anyone):
                found.append((waste, support, worth, 1, cards))
    elif len(elements) == 1:  # one element: every combination, at each multiple it reaches
        need = cost[elements[0]]
        for waste, support, worth, cards in _element_combos(groups[elements[0]], need):
            total = waste + need
            for level in range(1, min(total // need, maxm) + 1):
                found.append((total - level * need, support, worth, level, cards))
    else:
        per: list[list[Combo]] = []
        for e in elements:
            combos = _element_combos(groups[e], cost[e])
            if not combos:
                return []
            combos.sort()
            per.append(_kept(combos, cost[e], maxm))
        once = sum(cost[e] for e in elements)
        seen: set[tuple[tuple[int, int], ...]] = set()
        for parts in product(*per):
            cards = tuple(sorted(card for part in parts for card in part[3]))
            if cards in seen:
                continue
            seen.add(cards)
            total = support = worth = 0
            top = maxm
            for i, part in enumerate(parts):
                e = elements[i]
                value = part[0] + cost[e]
                total += value
                support += part[1]
                worth += part[2]
                top = min(top, value // cost[e])
            # the payer chooses the multiple, up to the highest these cards reach
            for level in range(1, top + 1):
                found.append((total - level * once, support, worth, level, cards))
    if not found:
        return []
    found.sort()  # cheapest first: every (cards, multiple) is listed once
    first: list[Ranked] = []
    rest: list[Ranked] = []
    seen_levels = 0
    for r in found:  # the best of each multiple, the cheapest of them first
        if not (seen_levels >> r[3]) & 1:
            seen_levels |= 1 << r[3]
            first.append(r)
        else:
            rest.append(r)
    first.extend(rest[: A.MAX_PAYMENTS - len(first)])
    return [Payment(r[4], r[3], r[0]) for r in first]


def pending_payments(st: MadnessState, pay: Pay) -> list[Payment]:
    """The payments of ``pay``'s pending decision: the list its :meth:`~.action_tasks.Pay.step`
    ranked (kept on the state until the next one; do not change it), else
    :func:`payments`. Nothing changes a state between a decision and its answer."""
    if st.pay_task is pay:
        return st.pay_found
    return payments(st, pay)


def sensible(p: Payment, pay: Pay) -> bool:
    """Whether a payment is one a player would consider: at the highest multiple its cards
    reach, and *irredundant* (for each element, leaving out its card of least value would
    no longer cover that element's share). The bots weigh only these (every listed
    payment stays legal)."""
    paid = p.paid()
    if not any(pay.cost):
        return p.waste < min(VALUE[k] for _, k in p.cards)
    if p.level != _level(paid, pay):
        return False
    for e in range(4):
        if pay.cost[e]:
            least = min(VALUE[k] for _, k in p.cards if k // 3 == e)
            if paid[e] - least >= p.level * pay.cost[e]:
                return False
    return True


def payment_label(st: MadnessState, index: int) -> Msg:
    """The label of the ``index``-th payment of the pending payment: its cards (from the
    hand, or whose support), how many times the effect happens (where more can be paid
    for) and the value lost."""
    from tomecraft.games.madness.action_tasks import Pay
    from tomecraft.games.madness.state import CARD_MSGS

    task = st.stack[-1]
    assert isinstance(task, Pay)
    p = pending_payments(st, task)[index]
    parts = [
        msg("mad-pay-card", card=CARD_MSGS[k])
        if src == HAND
        else msg("mad-pay-card-support", card=CARD_MSGS[k], owner=src + 1)
        for src, k in p.cards
    ]
    cards = join(parts, "mad-pay-list")
    # how many times the effect happens, said only where paying more can repeat it
    return msg("mad-opt-payment", cards=cards, level=p.level if task.maxm > 1 else 0,
               waste=p.waste)


def spend(st: MadnessState, seat: int, payment: Payment) -> None:
    """Move the paying cards to their discard piles (a support card to its owner's)."""
    for src, k in payment.cards:
        if src == HAND:
            st.discard_from_hand(seat, k, paying=True)
        else:
            st.discard_support(src, k, payer=seat)


__all__ = [
    "HAND",
    "Payment",
    "memo_key",
    "payment_key",
    "payment_label",
    "payments",
    "pending_payments",
    "rank",
    "ranked_payments",
    "sensible",
    "spend",
]
