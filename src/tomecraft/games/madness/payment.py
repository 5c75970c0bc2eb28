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
from typing import TYPE_CHECKING

from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MADNESS, VALUE
from tomecraft.i18n import Msg, join, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.flow import Pay
    from tomecraft.games.madness.state import MadnessState

#: What :func:`payments` depends on: cost, maxm, anyone, the paying cards per element.
PaymentKey = tuple[
    tuple[int, int, int, int], int, int, tuple[tuple[tuple[int, int, int], ...], ...]
]
#: A payment's preference key within a multiple (:meth:`Payment.key`).
Rank = tuple[int, int, int, tuple[tuple[int, int], ...]]
#: A card source: ``HAND`` for the payer's hand, otherwise the seat whose support holds it.
HAND = -1
#: Combinations kept per element before the elements of a multi-element cost are combined
#: (the cheapest, plus the cheapest reaching each higher multiple).
PER_ELEMENT = 12


@dataclass(frozen=True, slots=True)
class Payment:
    """One way to pay: ``cards`` as sorted ``(source, kind)`` pairs (one per card),
    the multiple reached (1-3) and the value lost."""

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


def _groups(st: MadnessState, seat: int, element: int) -> list[tuple[int, int, int]]:
    """``(source, kind, count)`` of the cards of ``element`` that ``seat`` may pay with."""
    out: list[tuple[int, int, int]] = []
    hand = st.hands[seat]
    for v in range(3):
        k = element * 3 + v
        if hand[k]:
            out.append((HAND, k, hand[k]))
    for owner, sup in enumerate(st.supports):
        for v in range(3):
            k = element * 3 + v
            n = sup.count(k)
            if n and k < MADNESS:
                out.append((owner, k, n))
    return out


def _element_combos(
    groups: list[tuple[int, int, int]], need: int
) -> list[tuple[tuple[int, int], ...]]:
    """Every multiset of cards from ``groups`` whose values reach ``need`` (paying more
    than needed is legal; the excess is lost), the cheapest first, at most
    :data:`PER_ELEMENT`."""
    found: list[tuple[tuple[int, int], ...]] = []
    chosen: list[tuple[int, int]] = []

    def walk(i: int, total: int) -> None:
        if i == len(groups):
            if total >= need and chosen:
                found.append(tuple(sorted(chosen)))
            return
        src, k, n = groups[i]
        for take in range(n + 1):
            if take:
                chosen.append((src, k))
            walk(i + 1, total + take * VALUE[k])
        del chosen[len(chosen) - n :]

    walk(0, 0)
    found.sort(key=lambda c: _combo_rank(c, need))
    return found


def _combo_rank(cards: tuple[tuple[int, int], ...], need: int) -> Rank:
    """:meth:`Payment.key` of ``cards`` paying ``need`` once, without building the
    payment: the value lost, the support cards, the sum of squared values, the cards."""
    support = worth = value = 0
    for src, k in cards:
        v = VALUE[k]
        value += v
        worth += v * v
        if src != HAND:
            support += 1
    return (value - need, support, worth, cards)


def _kept(
    combos: list[tuple[tuple[int, int], ...]], need: int, maxm: int
) -> list[tuple[tuple[int, int], ...]]:
    """The cheapest :data:`PER_ELEMENT` of an element's ``combos`` (sorted cheapest
    first), plus the cheapest reaching each higher multiple, so that every multiple stays
    reachable when the elements of a multi-element cost are combined."""
    kept = combos[:PER_ELEMENT]
    for m in range(2, maxm + 1):
        best = next((c for c in combos if sum(VALUE[k] for _, k in c) >= m * need), None)
        if best is not None and best not in kept:
            kept.append(best)
    return kept


def _level(paid: tuple[int, int, int, int], pay: Pay) -> int:
    parts = [paid[e] // pay.cost[e] for e in range(4) if pay.cost[e]]
    return min(min(parts), pay.maxm) if parts else 1


def _rank(p: Payment) -> tuple[int, int, int, int, tuple[tuple[int, int], ...]]:
    """Cheapest first: least waste, fewest support cards, least valuable cards, then the
    lower multiple, then the cards themselves."""
    waste, support, worth, cards = p.key()
    return (waste, support, worth, p.level, cards)


#: Payments already ranked, by everything they depend on (:func:`payment_key`); cleared
#: when full. Payments are immutable, so positions share them.
_MEMO: dict[PaymentKey, list[Payment]] = {}
MEMO_SIZE = 4096


def payment_key(st: MadnessState, pay: Pay) -> PaymentKey:
    """Everything :func:`payments` depends on: the cost, the multiples, the amount of any
    one element, and the cards that may pay (:func:`_groups`) of each element concerned."""
    seat = pay.seat
    if any(pay.cost):
        groups = tuple([tuple(_groups(st, seat, e)) if pay.cost[e] else () for e in range(4)])
    else:
        groups = tuple([tuple(_groups(st, seat, e)) for e in range(4)])
    return (pay.cost, pay.maxm, pay.anyone, groups)


def payments(st: MadnessState, pay: Pay) -> list[Payment]:
    """Every listed way to pay ``pay`` now, default first (see the module's ranking);
    empty if the cost cannot be paid. Remembered by :func:`payment_key` (a test compares
    the remembered answers with :func:`ranked_payments`)."""
    key = payment_key(st, pay)
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) >= MEMO_SIZE:
            _MEMO.clear()
        found = _MEMO[key] = ranked_payments(st, pay)
    return list(found)


def ranked_payments(st: MadnessState, pay: Pay) -> list[Payment]:
    """:func:`payments` computed from scratch (the plain rule). Options are ranked as
    :func:`_rank` tuples, and a :class:`Payment` is built only for those listed."""
    seat = pay.seat
    found: list[tuple[int, int, int, int, tuple[tuple[int, int], ...]]] = []
    if not any(pay.cost):
        for e in range(4):
            for cards in _element_combos(_groups(st, seat, e), pay.anyone):
                waste, support, worth, _ = _combo_rank(cards, pay.anyone)
                found.append((waste, support, worth, 1, cards))
    else:
        elements = [e for e in range(4) if pay.cost[e]]
        per: list[list[tuple[tuple[int, int], ...]]] = []
        for e in elements:
            combos = _element_combos(_groups(st, seat, e), pay.cost[e])
            if not combos:
                return []
            per.append(combos if len(elements) == 1 else _kept(combos, pay.cost[e], pay.maxm))
        once = sum(pay.cost[e] for e in elements)
        seen: set[tuple[tuple[int, int], ...]] = set()
        for parts in product(*per):
            cards = tuple(sorted(card for part in parts for card in part))
            if cards in seen:
                continue
            seen.add(cards)
            paid = Payment(cards, 1, 0).paid()
            total = sum(paid[e] for e in elements)
            _, support, worth, _ = _combo_rank(cards, 0)
            # the payer chooses the multiple, up to the highest these cards reach
            for level in range(1, _level(paid, pay) + 1):
                found.append((total - level * once, support, worth, level, cards))
    if not found:
        return []
    found.sort()  # the order of _rank: every (cards, level) is listed once
    first: list[tuple[int, int, int, int, tuple[tuple[int, int], ...]]] = []
    rest: list[tuple[int, int, int, int, tuple[tuple[int, int], ...]]] = []
    seen_levels: set[int] = set()
    for r in found:  # the best of each multiple, the cheapest of them first
        if r[3] not in seen_levels:
            seen_levels.add(r[3])
            first.append(r)
        else:
            rest.append(r)
    return [Payment(r[4], r[3], r[0]) for r in (first + rest)[: A.MAX_PAYMENTS]]


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
    from tomecraft.games.madness.flow import Pay
    from tomecraft.games.madness.state import CARD_MSGS

    task = st.stack[-1]
    assert isinstance(task, Pay)
    p = payments(st, task)[index]
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
    "payment_key",
    "payment_label",
    "payments",
    "ranked_payments",
    "sensible",
    "spend",
]
