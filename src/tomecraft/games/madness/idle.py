"""Actions that can do nothing now, so that their option labels can say so.

The rulebook lets a player activate a spell or use an ability whatever its effect will
do (docs/rulings.md, Madness 27), so such actions stay legal; their labels are marked
instead ("Activate Kindle (1 fire) — does nothing now: paying empties your hand"). Only
effects whose every step works on something its players will not have count, as far as
the caster can know it:

- a step of the caster's own taking cards from the hand (destroy, discard, put into the
  support, give, put on the deck) when every way to pay the action leaves the hand empty;
- a heal when no support holds a madness card and no player it may heal holds one in
  hand: the caster's own hand is known; another player's counts only when no madness
  card is in their hand and deck together (what the table knows; where one may be in
  the hand, the heal may do something).

Anything else (a draw, a gain, another player's other parts) may do something: not
marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MADNESS, ZONES
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

#: Verbs that take cards from the hand (zone "hand").
HAND_VERBS = frozenset({"destroy", "discard", "support", "give", "top"})
HAND = ZONES.index("hand")


def _hand_emptied(st: MadnessState, seat: int, cost: tuple[int, int, int, int]) -> bool:
    """Whether every way to pay ``cost`` leaves ``seat``'s hand empty (the list of ways
    must be complete: a capped list proves nothing)."""
    from tomecraft.games.madness.action_tasks import Pay
    from tomecraft.games.madness.payment import HAND as FROM_HAND
    from tomecraft.games.madness.payment import payments

    held = sum(st.hands[seat])
    if not any(cost):
        return held == 0
    found = payments(st, Pay(seat, 0, 0, cost, maxm=3))
    if not found or len(found) >= A.MAX_PAYMENTS:
        return False
    return all(sum(1 for src, _ in p.cards if src == FROM_HAND) == held for p in found)


def _nothing_to_heal(st: MadnessState, seat: int, target: str) -> bool:
    """Whether ``seat`` knows that a heal of ``target``'s clause finds no madness card: none
    in any support, none in the caster's hand, none in another target's hand and deck."""
    from tomecraft.games.madness.effects import clause_targets

    if any(MADNESS in support for support in st.supports):
        return False
    for t in clause_targets(st, target, seat):
        held = st.hands[t][MADNESS] + (0 if t == seat else st.decks[t][MADNESS])
        if held:
            return False
    return True


def idle_reason(
    st: MadnessState, seat: int, eid: int, cost: tuple[int, int, int, int]
) -> Msg | None:
    """Why effect ``eid``, cast by ``seat`` after paying ``cost``, can do nothing now
    (see the module's docstring), or ``None``."""
    reasons: set[str] = set()
    for clause in st.c.effects[eid]:
        for step in clause.steps:
            if step.verb == "heal" and _nothing_to_heal(st, seat, clause.target):
                reasons.add("mad-idle-no-madness")
            elif (
                clause.target == "self"
                and step.verb in HAND_VERBS
                and step.zone == HAND
                and _hand_emptied(st, seat, cost)
            ):
                reasons.add("mad-idle-empty-hand")
            else:
                return None
    if not reasons:
        return None
    return msg(min(reasons))


__all__ = ["idle_reason"]
