"""The Big Book of Madness's fixed action space. An id means one thing per decision kind.

Blocks (offsets are constants below; seats are 0-4, kinds 0-12, piles 0-7, slots 0-4):

* ``PASS`` — end the action phase, stop an optional effect, finish paying ("done").
* ``CARD + k`` — a card of kind ``k`` from your hand (to pay, discard, destroy, put in
  support, upgrade); for a chance ``draw``, the kind drawn from the deck.
* ``SUPPORT + 13*owner + k`` — a card of kind ``k`` in ``owner``'s support.
* ``ACTIVATE + s`` — activate your spell ``s`` (then pay 1x, 2x or 3x its cost).
* ``LEARN + e`` — learn the face-up library spell of element ``e``.
* ``ACQUIRE + p`` — acquire the top card of market pile ``p``.
* ``DESTROY + slot`` — destroy the curse in invocation slot ``slot``.
* ``HEAL_HAND`` — heal a madness card in your hand; ``HEAL_SUPPORT + owner`` — one in
  ``owner``'s support.
* ``ABILITY`` — use your mage's ability.
* ``SEAT + seat`` — choose a player (an effect's target).
* ``SPELL + s`` — choose spell ``s`` (one of yours to forget or neutralise; for a chance
  ``library`` decision, the spell revealed).
* ``SLOT + slot`` — choose the curse in a slot (to neutralise it).
* ``MARKET + p`` — choose a market pile (a gained or rewarded card).
* ``CURSE + c`` — chance: curse ``c`` drawn from its deck.
* ``PAGE + g`` — chance: inner page ``g`` turned up.
* ``MAGE + m`` — setup: choose mage ``m`` (pack order) for your seat.
* ``PAYMENT + i`` — pay with the ``i``-th combination of cards of the ranking in
  :mod:`~tomecraft.games.madness.payment` (``PAYMENT`` itself is the default payment).
* ``YES`` — carry out an optional ("you may") effect step (``PASS`` declines it).
"""

from __future__ import annotations

from typing import Final

from tomecraft.core.actions import ActionBlocks
from tomecraft.games.madness.data import NK, NPILES
from tomecraft.games.madness.pack import MAX_CURSES, MAX_PAGES, MAX_SPELLS

MAX_SEATS: Final = 5
#: Mages a pack may hold (the ``MAGE`` block's size).
MAX_MAGES: Final = 16
#: Payment combinations offered at most (the ``PAYMENT`` block's size).
MAX_PAYMENTS: Final = 64
SLOTS: Final = 5
# The layout, once: each block's name and size in order (each starts where the previous
# one ends); the block constants are their starts (CARD 1, SUPPORT 14, ACTIVATE 79...).
_BLOCKS = ActionBlocks.of_sizes(
    "The Big Book of Madness",
    f"pass:1 card:{NK} support:{MAX_SEATS * NK} activate:{MAX_SPELLS} learn:4 "
    f"acquire:{NPILES} destroy:{SLOTS} heal_hand:1 heal_support:{MAX_SEATS} ability:1 "
    f"seat:{MAX_SEATS} spell:{MAX_SPELLS} slot:{SLOTS} market:{NPILES} curse:{MAX_CURSES} "
    f"page:{MAX_PAGES} mage:{MAX_MAGES} payment:{MAX_PAYMENTS} yes:1",
)
# Final: compiled, each is read from a C static, not looked up in the module.
_STARTS = _BLOCKS.starts
assert len(_STARTS) == 19, "a block constant below for each block"
PASS: Final[int] = _STARTS[0]
CARD: Final[int] = _STARTS[1]
SUPPORT: Final[int] = _STARTS[2]
ACTIVATE: Final[int] = _STARTS[3]
LEARN: Final[int] = _STARTS[4]
ACQUIRE: Final[int] = _STARTS[5]
DESTROY: Final[int] = _STARTS[6]
HEAL_HAND: Final[int] = _STARTS[7]
HEAL_SUPPORT: Final[int] = _STARTS[8]
ABILITY: Final[int] = _STARTS[9]
SEAT: Final[int] = _STARTS[10]
SPELL: Final[int] = _STARTS[11]
SLOT: Final[int] = _STARTS[12]
MARKET: Final[int] = _STARTS[13]
CURSE: Final[int] = _STARTS[14]
PAGE: Final[int] = _STARTS[15]
MAGE: Final[int] = _STARTS[16]
PAYMENT: Final[int] = _STARTS[17]
YES: Final[int] = _STARTS[18]
NUM_ACTIONS: Final[int] = _BLOCKS.size
#: Blocks that start an action in the action phase.
ACTION_BLOCKS = frozenset(
    {"activate", "learn", "acquire", "destroy", "heal_hand", "heal_support", "ability"}
)


def support_id(owner: int, k: int) -> int:
    return SUPPORT + NK * owner + k


#: The block of each id, looked up by index (``_BLOCKS.name`` searches the blocks).
_BLOCK_OF: Final[tuple[str, ...]] = tuple(_BLOCKS.name(i) for i in range(NUM_ACTIONS))


def block(action: int) -> str:
    """The name of the block an id belongs to (``ValueError`` outside the space)."""
    if 0 <= action < NUM_ACTIONS:
        return _BLOCK_OF[action]
    return _BLOCKS.name(action)


__all__ = [
    "ABILITY",
    "ACQUIRE",
    "ACTION_BLOCKS",
    "ACTIVATE",
    "CARD",
    "CURSE",
    "DESTROY",
    "HEAL_HAND",
    "HEAL_SUPPORT",
    "LEARN",
    "MAGE",
    "MARKET",
    "MAX_MAGES",
    "MAX_PAYMENTS",
    "MAX_SEATS",
    "NUM_ACTIONS",
    "PAGE",
    "PASS",
    "PAYMENT",
    "SEAT",
    "SLOT",
    "SLOTS",
    "SPELL",
    "SUPPORT",
    "YES",
    "block",
    "support_id",
]
