"""Wonder Book's chapter-deck bookkeeping: keys noted, Wyrm cards added, special rules
in force, cards read, flagged piles, interactions taken, objectives started and ended.

Each function takes the state as ``self`` (they were its methods; the state module
stays under 500 lines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import key_name
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def note_key(self: WonderState, key: str, erase: bool) -> None:
    """Note (or erase) a key; noting a noted key or erasing a missing one does nothing."""
    if erase and key in self.keys:
        self.keys.remove(key)
        self.log("key", None, "wb-ev-key-erase", name=key_name(key))
    elif not erase and key not in self.keys:
        self.keys.append(key)
        self.keys.sort()
        self.log("key", None, "wb-ev-key", name=key_name(key))


def add_wyrm_card(self: WonderState, wid: str) -> None:
    k = self.c.wyrm_index[wid]
    if k in self.wyrm_deck or k in self.wyrm_discard:
        return
    self.wyrm_deck.append(k)
    self.wyrm_deck.sort()
    self.wyrm_added.append(wid)
    self.log("wyrm-card-added", None, "wb-ev-wyrm-added", card=msg(f"wb-wyrm-{wid}"))


def set_rule(self: WonderState, card: int, erase: bool) -> None:
    if erase and card in self.rules:
        self.rules.remove(card)
        self.log("rule", None, "wb-ev-rule-off", title=msg(f"wb-card-{self.ch.id}-{card + 1}"))
    elif not erase and card not in self.rules:
        self.rules.append(card)
        self.log("rule", None, "wb-ev-rule-on", title=msg(f"wb-card-{self.ch.id}-{card + 1}"))


def mark_read(self: WonderState, card: int) -> None:
    if card not in self.read:
        self.read.append(card)
        self.read.sort()


def make_pile(self: WonderState, flag: str) -> None:
    """Set aside the unread cards with ``flag`` as a pile (top: the lowest number)."""
    cards = [i for i in self.ch.flags.get(flag, ()) if i not in self.read]
    for i in cards:
        if i not in self.removed:
            self.removed.append(i)
    self.removed.sort()
    self.piles[flag] = cards


def take_interaction(self: WonderState, card: int) -> None:
    if card in self.placed:
        self.placed.remove(card)
    for cards in self.piles.values():
        if cards and cards[0] == card:
            cards.pop(0)


def start_objective(self: WonderState, card: int) -> None:
    self.objective = card
    self.defeated = 0
    self.rounds = 0
    v = self.ch.cards[card].vortex
    if v is not None:
        self.vortex = self.ch.spot_zone[v]


def end_objective(self: WonderState) -> None:
    self.total_rounds += self.rounds
    self.objective = -1


def unwind(self: WonderState) -> None:
    """The objective is met: drop the round in progress down to the objective task."""
    while self.stack and not isinstance(self.stack[-1], T.Objective):
        self.stack.pop()
